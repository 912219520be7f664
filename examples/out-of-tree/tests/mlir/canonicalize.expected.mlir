module {
  func.func @unit_gain(%arg0: !dsp.signal<f32, time>) -> !dsp.signal<f32, time> {
    return %arg0 : !dsp.signal<f32, time>
  }
  func.func @gains_in_a_row(%arg0: !dsp.signal<f32, time>) -> (!dsp.signal<f32, time>, !dsp.signal<f32, time>) {
    %0 = dsp.gain %arg0 by 7 dB : !dsp.signal<f32, time>
    return %0, %arg0 : !dsp.signal<f32, time>, !dsp.signal<f32, time>
  }
  func.func @round_trip(%arg0: !dsp.signal<f32, time>) -> !dsp.signal<f32, time> {
    %0 = dsp.window hann %arg0 : !dsp.signal<f32, time>
    return %0 : !dsp.signal<f32, time>
  }
  func.func @spectrum_in(%arg0: !dsp.signal<f32, frequency>) -> !dsp.signal<f32, time> {
    %0 = dsp.gain %arg0 by 6 dB : !dsp.signal<f32, frequency>
    %1 = dsp.ifft %0 : !dsp.signal<f32, frequency>
    return %1 : !dsp.signal<f32, time>
  }
  func.func @inside_a_map(%arg0: !dsp.signal<f32, time>) -> !dsp.signal<f32, time> {
    %0 = dsp.map %arg0 : !dsp.signal<f32, time> {
    ^bb0(%arg1: f32):
      dsp.yield %arg1 : f32
    }
    return %0 : !dsp.signal<f32, time>
  }
}

