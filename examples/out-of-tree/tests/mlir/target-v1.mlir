// What a device running version 1 of the dialect cannot run, checked with
// `dsp-opt --check-target-env='#dsp.target<v1>' --verify-diagnostics`.

func.func @first_version(%signal: !dsp.signal<f32, time>) -> !dsp.signal<f32, frequency> {
  %tone = dsp.tone 440 : !dsp.signal<f32, time>
  %windowed = dsp.window hamming %tone : !dsp.signal<f32, time>
  %spectrum = dsp.fft %windowed : !dsp.signal<f32, time>
  return %spectrum : !dsp.signal<f32, frequency>
}

func.func @newer(%signal: !dsp.signal<f32, time>) -> !dsp.signal<f32, time> {
  // expected-error@+1 {{'dsp.window' op is not available in the target environment: min version: v2 is newer than the target's v1}}
  %blackman = dsp.window blackman %signal : !dsp.signal<f32, time>
  // expected-error@+1 {{'dsp.map' op is not available in the target environment: min version: v2 is newer than the target's v1}}
  %squared = dsp.map %blackman : !dsp.signal<f32, time> {
  ^bb0(%sample: f32):
    %square = arith.mulf %sample, %sample : f32
    dsp.yield %square : f32
  }
  return %squared : !dsp.signal<f32, time>
}
