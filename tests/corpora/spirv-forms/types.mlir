func.func @f(%a: !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>,
  %b: !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>,
  %c: !spirv.matrix<4 x vector<4xf32>>,
  %d: !spirv.struct<(f32 [0, NonWritable], i32 [4, Offset = 4])>,
  %e: !spirv.rtarray<f32, stride=4>,
  %f: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>,
  %g: !spirv.struct<(f32, i32), Block>,
  %i: !spirv.struct<()>,
  %j: !spirv.struct<(f32 [NonWritable])>
  ) { return }
