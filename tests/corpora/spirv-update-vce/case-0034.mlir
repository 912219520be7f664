// FLAGS: --spirv-update-vce
module {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<f16, Workgroup>
    spirv.func @f0() -> f64 "OptNoneINTEL" {
      %0 = spirv.Constant 1.0 : f32
      %1 = spirv.FDiv %0, %0 : f32
      %2 = spirv.Constant 1.0 : f16
      %3 = spirv.ConvertFToU %2 : f16 to i16
      %4 = spirv.mlir.addressof @g1 : !spirv.ptr<f16, Workgroup>
      %5 = spirv.EXT.AtomicFAdd <CrossDevice> <Acquire|ImageMemory> %4, %2 : !spirv.ptr<f16, Workgroup>
      %6 = spirv.Constant 0.5 : f64
      spirv.ReturnValue %6 : f64
    }
  }
}
