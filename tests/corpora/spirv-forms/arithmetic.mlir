func.func @arithmetic(%i: i32, %v: vector<4xi32>, %f: f32, %fv: vector<4xf32>) {
  %0 = spirv.IAdd %i, %i : i32
  %1 = spirv.ISub %v, %v : vector<4xi32>
  %2 = spirv.IMul %i, %i : i32
  %3 = spirv.SDiv %i, %i : i32
  %4 = spirv.UDiv %i, %i : i32
  %5 = spirv.SMod %i, %i : i32
  %6 = spirv.UMod %i, %i : i32
  %7 = spirv.SRem %i, %i : i32
  %8 = spirv.SNegate %i : i32
  %9 = spirv.FAdd %f, %f : f32
  %10 = spirv.FSub %fv, %fv : vector<4xf32>
  %11 = spirv.FMul %f, %f : f32
  %12 = spirv.FDiv %f, %f : f32
  %13 = spirv.FRem %f, %f : f32
  %14 = spirv.FMod %f, %f : f32
  %15 = spirv.FNegate %fv : vector<4xf32>
  %16 = spirv.Dot %fv, %fv : vector<4xf32> -> f32
  %17 = spirv.VectorTimesScalar %fv, %f : (vector<4xf32>, f32) -> vector<4xf32>
  %18 = spirv.IAddCarry %i, %i : !spirv.struct<(i32, i32)>
  %19 = spirv.ISubBorrow %v, %v : !spirv.struct<(vector<4xi32>, vector<4xi32>)>
  %20 = spirv.SMulExtended %i, %i : !spirv.struct<(i32, i32)>
  %21 = spirv.UMulExtended %i, %i : !spirv.struct<(i32, i32)>
  return
}
