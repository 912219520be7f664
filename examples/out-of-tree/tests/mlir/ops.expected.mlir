module attributes {dsp.target = #dsp.target<v3>} {
  func.func @chain(%arg0: !dsp.signal<f64, time>) -> !dsp.signal<f64, frequency> {
    %0 = dsp.tone 440 : !dsp.signal<f64, time>
    %1 = dsp.gain %0 by -6 dB : !dsp.signal<f64, time>
    %2 = dsp.window rectangular %1 : !dsp.signal<f64, time>
    %3 = dsp.window hann %2 : !dsp.signal<f64, time>
    %4 = dsp.window hamming %3 : !dsp.signal<f64, time>
    %5 = dsp.window blackman %4 : !dsp.signal<f64, time>
    %6 = dsp.window kaiser %5 : !dsp.signal<f64, time>
    %7 = dsp.fft %6 : !dsp.signal<f64, time>
    %8 = dsp.gain %7 by 3 dB : !dsp.signal<f64, frequency>
    return %8 : !dsp.signal<f64, frequency>
  }
  func.func @squares(%arg0: !dsp.signal<f32, frequency>) -> !dsp.signal<f32, time> {
    %0 = dsp.ifft %arg0 : !dsp.signal<f32, frequency>
    %1 = dsp.map %0 : !dsp.signal<f32, time> {
    ^bb0(%arg1: f32):
      %2 = arith.mulf %arg1, %arg1 : f32
      dsp.yield %2 : f32
    }
    return %1 : !dsp.signal<f32, time>
  }
}

