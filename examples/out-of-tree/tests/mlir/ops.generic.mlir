"builtin.module"() ({
  "func.func"() <{function_type = (!dsp.signal<f64, time>) -> !dsp.signal<f64, frequency>, sym_name = "chain"}> ({
  ^bb0(%arg2: !dsp.signal<f64, time>):
    %3 = "dsp.tone"() <{frequency = 440 : i64}> : () -> !dsp.signal<f64, time>
    %4 = "dsp.gain"(%3) <{decibels = -6 : i32}> : (!dsp.signal<f64, time>) -> !dsp.signal<f64, time>
    %5 = "dsp.window"(%4) <{kind = 0 : i32}> : (!dsp.signal<f64, time>) -> !dsp.signal<f64, time>
    %6 = "dsp.window"(%5) <{kind = 1 : i32}> : (!dsp.signal<f64, time>) -> !dsp.signal<f64, time>
    %7 = "dsp.window"(%6) <{kind = 2 : i32}> : (!dsp.signal<f64, time>) -> !dsp.signal<f64, time>
    %8 = "dsp.window"(%7) <{kind = 3 : i32}> : (!dsp.signal<f64, time>) -> !dsp.signal<f64, time>
    %9 = "dsp.window"(%8) <{kind = 4 : i32}> : (!dsp.signal<f64, time>) -> !dsp.signal<f64, time>
    %10 = "dsp.fft"(%9) : (!dsp.signal<f64, time>) -> !dsp.signal<f64, frequency>
    %11 = "dsp.gain"(%10) <{decibels = 3 : i32}> : (!dsp.signal<f64, frequency>) -> !dsp.signal<f64, frequency>
    "func.return"(%11) : (!dsp.signal<f64, frequency>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!dsp.signal<f32, frequency>) -> !dsp.signal<f32, time>, sym_name = "squares"}> ({
  ^bb0(%arg0: !dsp.signal<f32, frequency>):
    %0 = "dsp.ifft"(%arg0) : (!dsp.signal<f32, frequency>) -> !dsp.signal<f32, time>
    %1 = "dsp.map"(%0) ({
    ^bb0(%arg1: f32):
      %2 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "dsp.yield"(%2) : (f32) -> ()
    }) : (!dsp.signal<f32, time>) -> !dsp.signal<f32, time>
    "func.return"(%1) : (!dsp.signal<f32, time>) -> ()
  }) : () -> ()
}) {dsp.target = #dsp.target<v3>} : () -> ()

