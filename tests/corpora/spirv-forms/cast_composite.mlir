func.func @casts(%i: i32, %f: f32, %v: vector<4xf32>, %h: f16, %p: !spirv.ptr<f32, CrossWorkgroup>, %a: !spirv.array<4 x f32>, %s: !spirv.struct<(f32, vector<2xi32>)>) {
  %0 = spirv.Bitcast %i : i32 to f32
  %1 = spirv.ConvertFToS %f : f32 to i32
  %2 = spirv.ConvertFToU %f : f32 to i32
  %3 = spirv.ConvertSToF %i : i32 to f32
  %4 = spirv.ConvertUToF %i : i32 to f32
  %5 = spirv.FConvert %h : f16 to f32
  %6 = spirv.SConvert %i : i32 to i64
  %7 = spirv.UConvert %i : i32 to i64
  %8 = spirv.ConvertPtrToU %p : !spirv.ptr<f32, CrossWorkgroup> to i64
  %9 = spirv.CompositeConstruct %f, %f, %f, %f : (f32, f32, f32, f32) -> vector<4xf32>
  %10 = spirv.CompositeExtract %v[1 : i32] : vector<4xf32>
  %11 = spirv.CompositeExtract %s[1 : i32, 0 : i32] : !spirv.struct<(f32, vector<2xi32>)>
  %12 = spirv.CompositeExtract %a[3 : i32] : !spirv.array<4 x f32>
  %13 = spirv.CompositeInsert %f, %v[0 : i32] : f32 into vector<4xf32>
  %14 = spirv.VectorExtractDynamic %v[%i] : vector<4xf32>, i32
  %15 = spirv.VectorInsertDynamic %f, %v[%i] : vector<4xf32>, i32
  %16 = spirv.VectorShuffle [1 : i32, 3 : i32, 5 : i32] %v, %v : vector<4xf32>, vector<4xf32> -> vector<3xf32>
  return
}

// Vectors of any rank whose element count is 2/3/4/8/16 are SPIR-V vectors; ARM tensors and
// cooperative matrices are composites of their element type.
func.func @composite_shapes(%b: vector<2x2xi1>, %t: !spirv.arm.tensor<2x3xi8>, %m: !spirv.coopmatrix<8x8xf16, Subgroup, MatrixA>, %h: f16) {
  %0 = spirv.CompositeConstruct %b, %b : (vector<2x2xi1>, vector<2x2xi1>) -> vector<4x2xi1>
  %1 = spirv.CompositeExtract %t[5 : i32] : !spirv.arm.tensor<2x3xi8>
  %2 = spirv.CompositeExtract %m[3 : i32] : !spirv.coopmatrix<8x8xf16, Subgroup, MatrixA>
  %3 = spirv.CompositeConstruct %h : (f16) -> !spirv.coopmatrix<8x8xf16, Subgroup, MatrixA>
  return
}
