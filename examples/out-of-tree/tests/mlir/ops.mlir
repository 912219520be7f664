// Every op of the dsp dialect in its custom form; `tool.rs` checks that it
// prints as `ops.expected.mlir` and, generic, as `ops.generic.mlir`, and
// that both forms read back to the same IR.

module attributes {dsp.target = #dsp.target<v3>} {
  func.func @chain(%input: !dsp.signal<f64, time>) -> !dsp.signal<f64, frequency> {
    %tone = dsp.tone 440 : !dsp.signal<f64, time>
    %mixed = dsp.gain %tone by -6 dB : !dsp.signal<f64, time>
    %rectangular = dsp.window rectangular %mixed : !dsp.signal<f64, time>
    %hann = dsp.window hann %rectangular : !dsp.signal<f64, time>
    %hamming = dsp.window hamming %hann : !dsp.signal<f64, time>
    %blackman = dsp.window blackman %hamming : !dsp.signal<f64, time>
    %kaiser = dsp.window kaiser %blackman : !dsp.signal<f64, time>
    %spectrum = dsp.fft %kaiser : !dsp.signal<f64, time>
    %louder = dsp.gain %spectrum by 3 dB : !dsp.signal<f64, frequency>
    return %louder : !dsp.signal<f64, frequency>
  }

  func.func @squares(%spectrum: !dsp.signal<f32, frequency>) -> !dsp.signal<f32, time> {
    %signal = dsp.ifft %spectrum : !dsp.signal<f32, frequency>
    %squared = dsp.map %signal : !dsp.signal<f32, time> {
    ^bb0(%sample: f32):
      %square = arith.mulf %sample, %sample : f32
      dsp.yield %square : f32
    }
    return %squared : !dsp.signal<f32, time>
  }
}
