module {
  func.func @chain() -> (!dsp.signal<f32, time>, !dsp.signal<f32, frequency>) {
    %0 = sig.sine 440 : !sig.samples<f32>
    %1 = sig.scale %0 by 1.9952623149688795 : !sig.samples<f32>
    %2 = sig.scale %1 by 1.000000e-01 : !sig.samples<f32>
    %3 = builtin.unrealized_conversion_cast %2 : !sig.samples<f32> to !dsp.signal<f32, time>
    %4 = dsp.fft %3 : !dsp.signal<f32, time>
    %5 = dsp.gain %4 by 3 dB : !dsp.signal<f32, frequency>
    return %3, %5 : !dsp.signal<f32, time>, !dsp.signal<f32, frequency>
  }
}

