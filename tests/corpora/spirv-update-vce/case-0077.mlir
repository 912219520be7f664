// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Float16, Shader, Int16, Bfloat16ConversionINTEL, Addresses, BFloat16TypeKHR, GroupNonUniform, Kernel, Float64, Int64, Vector16, Matrix], [SPV_INTEL_bfloat16_conversion, SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
  spirv.module Physical64 OpenCL {
    spirv.SpecConstant @sc = 1 : i32
    spirv.func @f0(%arg0: vector<8xbf16>) "None" {
      %0 = spirv.Undef : f16
      %1 = spirv.Bitcast %0 : f16 to i16
      %2 = spirv.Undef : vector<4xf64>
      %3 = spirv.CL.fabs %2 : vector<4xf64>
      spirv.Return
    }
  }
  spirv.module Physical64 OpenCL requires #spirv.vce<v1.4, [Shader], []> {
    spirv.func @f0(%arg0: i64, %arg1: vector<2xi32>, %arg2: vector<4xf64>) "None" {
      %0 = spirv.Undef : i16
      %1 = spirv.INTEL.ConvertBF16ToF %0 : i16 to f32
      %2 = spirv.GroupNonUniformElect <Subgroup> : i1
      %3 = spirv.Constant 0.5 : f64
      %4 = spirv.Bitcast %3 : f64 to vector<2xf32>
      %5 = spirv.Constant -2.0 : f16
      %6 = spirv.GL.Exp %5 : f16
      spirv.Return
    }
  }
}
