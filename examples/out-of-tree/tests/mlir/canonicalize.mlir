// `dsp-opt --canonicalize` on the dsp ops: `tool.rs` compares the output
// with `canonicalize.expected.mlir`.

// A gain of 0 dB folds away.
func.func @unit_gain(%signal: !dsp.signal<f32, time>) -> !dsp.signal<f32, time> {
  %same = dsp.gain %signal by 0 dB : !dsp.signal<f32, time>
  return %same : !dsp.signal<f32, time>
}

// Gains in a row add up; the sum may be 0 dB, which folds.
func.func @gains_in_a_row(%signal: !dsp.signal<f32, time>) -> (!dsp.signal<f32, time>, !dsp.signal<f32, time>) {
  %a = dsp.gain %signal by 6 dB : !dsp.signal<f32, time>
  %b = dsp.gain %a by -2 dB : !dsp.signal<f32, time>
  %c = dsp.gain %b by 3 dB : !dsp.signal<f32, time>
  %d = dsp.gain %signal by 4 dB : !dsp.signal<f32, time>
  %e = dsp.gain %d by -4 dB : !dsp.signal<f32, time>
  return %c, %e : !dsp.signal<f32, time>, !dsp.signal<f32, time>
}

// The inverse transform of a transform is the signal, and what no one
// uses is dropped.
func.func @round_trip(%signal: !dsp.signal<f32, time>) -> !dsp.signal<f32, time> {
  %windowed = dsp.window hann %signal : !dsp.signal<f32, time>
  %spectrum = dsp.fft %windowed : !dsp.signal<f32, time>
  %unused = dsp.gain %spectrum by 1 dB : !dsp.signal<f32, frequency>
  %back = dsp.ifft %spectrum : !dsp.signal<f32, frequency>
  return %back : !dsp.signal<f32, time>
}

// A transform of something else stays.
func.func @spectrum_in(%spectrum: !dsp.signal<f32, frequency>) -> !dsp.signal<f32, time> {
  %louder = dsp.gain %spectrum by 6 dB : !dsp.signal<f32, frequency>
  %signal = dsp.ifft %louder : !dsp.signal<f32, frequency>
  return %signal : !dsp.signal<f32, time>
}

// Patterns and folds apply inside the region of a map too.
func.func @inside_a_map(%signal: !dsp.signal<f32, time>) -> !dsp.signal<f32, time> {
  %mapped = dsp.map %signal : !dsp.signal<f32, time> {
  ^bb0(%sample: f32):
    %one = arith.constant 1.0 : f32
    %same = arith.mulf %sample, %one : f32
    dsp.yield %same : f32
  }
  return %mapped : !dsp.signal<f32, time>
}
