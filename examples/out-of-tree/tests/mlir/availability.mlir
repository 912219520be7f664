// The versions the dsp ops need: `dsp-opt --print-availability` prints
// them as `availability.expected.txt` holds. Ops take the dialect's
// default (v1) unless they declare their own (`dsp.map`: v2); the window
// kinds add theirs (blackman: v2, kaiser: v3).

func.func @first_version(%signal: !dsp.signal<f32, time>) -> !dsp.signal<f32, frequency> {
  %tone = dsp.tone 440 : !dsp.signal<f32, time>
  %louder = dsp.gain %tone by 3 dB : !dsp.signal<f32, time>
  %windowed = dsp.window hann %louder : !dsp.signal<f32, time>
  %spectrum = dsp.fft %windowed : !dsp.signal<f32, time>
  return %spectrum : !dsp.signal<f32, frequency>
}

func.func @newer_windows(%signal: !dsp.signal<f32, time>) -> !dsp.signal<f32, time> {
  %blackman = dsp.window blackman %signal : !dsp.signal<f32, time>
  %kaiser = dsp.window kaiser %blackman : !dsp.signal<f32, time>
  return %kaiser : !dsp.signal<f32, time>
}

func.func @map(%signal: !dsp.signal<f32, time>) -> !dsp.signal<f32, time> {
  %squared = dsp.map %signal : !dsp.signal<f32, time> {
  ^bb0(%sample: f32):
    %square = arith.mulf %sample, %sample : f32
    dsp.yield %square : f32
  }
  return %squared : !dsp.signal<f32, time>
}
