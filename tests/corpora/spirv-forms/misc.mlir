spirv.module Logical GLSL450 {
  spirv.func @callee(%x: f32) -> f32 "Pure" {
    spirv.ReturnValue %x : f32
  }
  spirv.func @misc(%m: !spirv.matrix<4 x vector<4xf32>>, %v: vector<4xf32>, %f: f32, %b: i1, %pk: i32, %u: vector<4xi8>, %img: !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, %si: !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, %c: vector<2xf32>, %ci: vector<2xi32>) "None" {
    %0 = spirv.Transpose %m : !spirv.matrix<4 x vector<4xf32>> -> !spirv.matrix<4 x vector<4xf32>>
    %1 = spirv.MatrixTimesMatrix %m, %m : !spirv.matrix<4 x vector<4xf32>>, !spirv.matrix<4 x vector<4xf32>> -> !spirv.matrix<4 x vector<4xf32>>
    %2 = spirv.MatrixTimesScalar %m, %f : !spirv.matrix<4 x vector<4xf32>>, f32
    %3 = spirv.MatrixTimesVector %m, %v : !spirv.matrix<4 x vector<4xf32>>, vector<4xf32> -> vector<4xf32>
    %4 = spirv.VectorTimesMatrix %v, %m : vector<4xf32>, !spirv.matrix<4 x vector<4xf32>> -> vector<4xf32>
    %5 = spirv.Undef : f32
    spirv.KHR.AssumeTrue %b
    %6 = spirv.SDot %pk, %pk, <PackedVectorFormat4x8Bit> : i32 -> i32
    %7 = spirv.UDot %u, %u : vector<4xi8> -> i32
    %8 = spirv.SUDotAccSat %u, %u, %pk : vector<4xi8> -> i32
    %9 = spirv.FunctionCall @callee(%f) : (f32) -> f32
    %10 = spirv.ImageQuerySize %img : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8> -> vector<2xi32>
    %11 = spirv.ImageSampleImplicitLod %si, %c : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32> -> vector<4xf32>
    %12 = spirv.ImageSampleExplicitLod %si, %c ["Lod"], %f : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32 -> vector<4xf32>
    %13 = spirv.Image %si : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
    %14 = spirv.ImageRead %img, %ci : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, vector<2xi32> -> vector<4xf32>
    spirv.ImageWrite %img, %ci, %v : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, vector<2xi32>, vector<4xf32>
    spirv.Branch ^bb1(%f : f32)
  ^bb1(%a: f32):
    spirv.BranchConditional %b, ^bb2, ^bb3
  ^bb2:
    spirv.Unreachable
  ^bb3:
    spirv.Return
  }
}
