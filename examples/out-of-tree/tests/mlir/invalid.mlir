// What the verifiers of the dsp ops report, checked with
// `dsp-opt --verify-diagnostics --split-input-file`.

func.func @silent_tone() {
  // expected-error@+1 {{'dsp.tone' op frequency must be positive, but got 0}}
  %tone = dsp.tone 0 : !dsp.signal<f32, time>
  return
}

// -----

// The custom form computes the result type from the input's, so its
// parser checks the input first, at the op name.
func.func @transform_of_a_spectrum(%spectrum: !dsp.signal<f32, frequency>) {
  // expected-error@+1 {{custom op 'dsp.fft' 'input' must be signal in the time domain, but got '!dsp.signal<f32, frequency>'}}
  %twice = dsp.fft %spectrum : !dsp.signal<f32, frequency>
  return
}

// -----

// Written in the generic form, with both types, it reaches the verifier.
func.func @generic_transform_of_a_spectrum(%spectrum: !dsp.signal<f32, frequency>) {
  // expected-error@+1 {{'dsp.fft' op operand #0 must be signal in the time domain, but got '!dsp.signal<f32, frequency>'}}
  %twice = "dsp.fft"(%spectrum) : (!dsp.signal<f32, frequency>) -> !dsp.signal<complex<f32>, frequency>
  return
}

// -----

func.func @transform_to_another_element_type(%signal: !dsp.signal<f32, time>) {
  // expected-error@+1 {{'dsp.fft' op failed to verify that result is the input in the frequency domain}}
  %spectrum = "dsp.fft"(%signal) : (!dsp.signal<f32, time>) -> !dsp.signal<f64, frequency>
  return
}

// -----

func.func @window_over_frequencies(%spectrum: !dsp.signal<f32, frequency>) {
  // expected-error@+1 {{'dsp.window' op operand #0 must be signal in the time domain, but got '!dsp.signal<f32, frequency>'}}
  %windowed = dsp.window hann %spectrum : !dsp.signal<f32, frequency>
  return
}

// -----

func.func @gain_of_a_number(%x: f32) {
  // expected-error@+1 {{'dsp.gain' op operand #0 must be signal, but got 'f32'}}
  %louder = dsp.gain %x by 3 dB : f32
  return
}

// -----

func.func @map_of_the_wrong_sample(%signal: !dsp.signal<f32, time>) {
  // expected-error@+1 {{'dsp.map' op expects a block argument of the element type 'f32', but got 'f64'}}
  %mapped = dsp.map %signal : !dsp.signal<f32, time> {
  ^bb0(%sample: f64):
    dsp.yield %sample : f64
  }
  return
}

// -----

func.func @map_of_two_samples(%signal: !dsp.signal<f32, time>) {
  // expected-error@+1 {{'dsp.map' op expects one block argument, but got 2}}
  %mapped = dsp.map %signal : !dsp.signal<f32, time> {
  ^bb0(%sample: f32, %other: f32):
    dsp.yield %sample : f32
  }
  return
}

// -----

func.func @map_yielding_another_type(%signal: !dsp.signal<f32, time>) {
  %mapped = dsp.map %signal : !dsp.signal<f32, time> {
  ^bb0(%sample: f32):
    %wide = arith.extf %sample : f32 to f64
    // expected-error@+1 {{'dsp.yield' op yields 'f64' in a map of samples of type 'f32'}}
    dsp.yield %wide : f64
  }
  return
}

// -----

func.func @yield_outside_a_map(%x: f32) {
  // expected-error@+1 {{'dsp.yield' op expects parent op 'dsp.map'}}
  dsp.yield %x : f32
}

// -----

func.func @map_without_a_yield(%signal: !dsp.signal<f32, time>) {
  %mapped = dsp.map %signal : !dsp.signal<f32, time> {
  ^bb0(%sample: f32):
    // expected-error@+1 {{block with no terminator}}
    %square = arith.mulf %sample, %sample : f32
  }
  return
}

// -----

// expected-error@+1 {{unknown Domain 'space'; expected one of time, frequency}}
func.func @unknown_domain(%signal: !dsp.signal<f32, space>) {
  return
}

// -----

func.func @unknown_window(%signal: !dsp.signal<f32, time>) {
  // expected-error@+1 {{custom op 'dsp.window' expected string or keyword containing one of the following enum values for attribute 'kind' [rectangular, hann, hamming, blackman, kaiser]}}
  %windowed = dsp.window welch %signal : !dsp.signal<f32, time>
  return
}
