// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [DotProductInput4x8BitPacked, ImageMSArray, Matrix, Float16, Bfloat16ConversionINTEL, CullDistance, PhysicalStorageBufferAddresses, GroupNonUniformArithmetic, GroupNonUniform, Int16, Groups, Float64, DotProductInputAll, Int64, DotProductInput4x8Bit, Shader, Int8, VulkanMemoryModel, StoragePushConstant8, DotProduct, AtomicFloat16AddEXT, ImageCubeArray, SubgroupBallotKHR, SubgroupDispatch, ReplicatedCompositesEXT, Geometry, Addresses, BFloat16TypeKHR], [SPV_INTEL_subgroups, SPV_EXT_physical_storage_buffer, SPV_EXT_shader_atomic_float_add, SPV_INTEL_bfloat16_conversion, SPV_KHR_integer_dot_product, SPV_KHR_shader_ballot, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  spirv.module Physical64 OpenCL {
    spirv.GlobalVariable @g1 : !spirv.ptr<i32, Image>
    spirv.GlobalVariable @g2 : !spirv.ptr<vector<3xf16>, CrossWorkgroup>
    spirv.func @f0() -> !spirv.ptr<vector<3xf16>, CrossWorkgroup> "None" {
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<i32, Image>
      %1 = spirv.Constant 0 : i32
      %2 = spirv.AtomicIAdd <Subgroup> <None> %0, %1 : !spirv.ptr<i32, Image>
      %3 = spirv.Undef : !spirv.ptr<vector<2xi16>, CrossWorkgroup>
      %4 = spirv.Load "CrossWorkgroup" %3 : vector<2xi16>
      %5 = spirv.Undef : f64
      %6 = spirv.FDiv %5, %5 : f64
      %7 = spirv.Undef : vector<3xf32>
      %8 = spirv.CL.fabs %7 : vector<3xf32>
      %9 = spirv.Undef : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>>
      %10 = spirv.Image %9 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>>
      %11 = spirv.mlir.addressof @g2 : !spirv.ptr<vector<3xf16>, CrossWorkgroup>
      spirv.ReturnValue %11 : !spirv.ptr<vector<3xf16>, CrossWorkgroup>
    }
    spirv.func @f1() "None" {
      %var0 = spirv.Variable : !spirv.ptr<i32, Function>
      %0 = spirv.Undef : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f64, stride=8> [0])>, Uniform>
      %1 = spirv.Load "Uniform" %0 : !spirv.struct<(!spirv.array<4 x f64, stride=8> [0])>
      %2 = spirv.Constant 3 : i32
      %3 = spirv.Constant dense<3> : vector<4xi8>
      %4 = spirv.Constant dense<1> : vector<4xi8>
      %5 = spirv.SUDotAccSat %3, %4, %2 : vector<4xi8> -> i32
      %6 = spirv.Constant dense<1> : vector<4xi32>
      %7 = spirv.GroupNonUniformSMin <Subgroup> <Reduce> %6 : vector<4xi32> -> vector<4xi32>
      %8 = spirv.AtomicAnd <QueueFamily> <Acquire> %var0, %2 : !spirv.ptr<i32, Function>
      spirv.Return
    }
  }
  spirv.module PhysicalStorageBuffer64 GLSL450 {
    spirv.func @f0() -> i64 "None" {
      %var0 = spirv.Variable : !spirv.ptr<f64, Function>
      %0 = spirv.Undef : !spirv.ptr<f16, PhysicalStorageBuffer>
      %1 = spirv.ConvertPtrToU %0 : !spirv.ptr<f16, PhysicalStorageBuffer> to i32
      %2 = spirv.GroupNonUniformElect <Subgroup> : i1
      %3 = spirv.Undef : !spirv.matrix<2 x vector<4xf16>>
      %4 = spirv.Constant 1.0 : f16
      %5 = spirv.MatrixTimesScalar %3, %4 : !spirv.matrix<2 x vector<4xf16>>, f16
      %6 = spirv.SUDot %1, %1, <PackedVectorFormat4x8Bit> : i32 -> i64
      %7 = spirv.Constant -2.0 : f64
      %8 = spirv.EXT.AtomicFAdd <Subgroup> <Release|MakeAvailable> %var0, %7 : !spirv.ptr<f64, Function>
      %9 = spirv.KHR.SubgroupBallot %2 : vector<4xi32>
      spirv.ReturnValue %6 : i64
    }
    spirv.func @f1(%arg0: i32) -> vector<3xi32> "DontInline" {
      %0 = spirv.Constant dense<-2.0> : vector<3xf32>
      %1 = spirv.FMul %0, %0 : vector<3xf32>
      %2 = spirv.Undef : i16
      %3 = spirv.INTEL.ConvertBF16ToF %2 : i16 to f32
      %4 = spirv.GroupSMax <Workgroup> <ExclusiveScan> %arg0 : i32
      %5 = spirv.Undef : i32
      %6 = spirv.Bitcast %5 : i32 to f32
      %7 = spirv.Constant 1.0 : f16
      %8 = spirv.Constant 0.5 : f16
      %9 = spirv.FUnordEqual %7, %8 : f16
      %10 = spirv.Constant dense<0> : vector<2xi8>
      %11 = spirv.Constant dense<3> : vector<2xi8>
      %12 = spirv.SDiv %10, %11 : vector<2xi8>
      %13 = spirv.Constant dense<-1> : vector<3xi32>
      spirv.ReturnValue %13 : vector<3xi32>
    }
  }
}
