func.func @chain() -> (!dsp.signal<f32, time>, !dsp.signal<f32, frequency>) {
  %tone = dsp.tone 440 : !dsp.signal<f32, time>
  %louder = dsp.gain %tone by 6 dB : !dsp.signal<f32, time>
  %quieter = dsp.gain %louder by -20 dB : !dsp.signal<f32, time>
  %spectrum = dsp.fft %quieter : !dsp.signal<f32, time>
  %boosted = dsp.gain %spectrum by 3 dB : !dsp.signal<f32, frequency>
  return %quieter, %boosted : !dsp.signal<f32, time>, !dsp.signal<f32, frequency>
}
