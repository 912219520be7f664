// GL and CL extended instructions, and types of several widths.
func.func @extended(%x: f32, %h: f16, %d: f64, %v: vector<3xf32>, %i: i32) -> f32 {
  %0 = spirv.GL.Exp %x : f32
  %1 = spirv.GL.FMax %x, %x : f32
  %2 = spirv.GL.Sqrt %h : f16
  %3 = spirv.GL.Fma %d, %d, %d : f64
  %4 = spirv.GL.SAbs %i : i32
  %5 = spirv.GL.Length %v : vector<3xf32> -> f32
  %6 = spirv.CL.exp %x : f32
  %7 = spirv.CL.fmax %x, %x : f32
  %8 = spirv.CL.s_abs %i : i32
  %9 = spirv.FAdd %h, %h : f16
  %10 = spirv.IMul %i, %i : i32
  return %0 : f32
}
