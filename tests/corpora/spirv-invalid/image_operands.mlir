// Invalid image operands (Bias, Lod, Grad and their arguments): each case is
// rejected by a verifier, with the message mlir-opt 22 gives (checked by
// tests/tests/spirv_invalid.rs).

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>) {
  // expected-error @+1 {{Bias operand requires 1 argument}}
  %0 = spirv.ImageSampleImplicitLod %s, %c ["Bias"] : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32, %a1 : f32) {
  // expected-error @+1 {{too many image operand arguments have been provided}}
  %0 = spirv.ImageSampleImplicitLod %s, %c ["Bias"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : i32) {
  // expected-error @+1 {{Bias must be a floating-point type scalar}}
  %0 = spirv.ImageSampleImplicitLod %s, %c ["Bias"], %a0 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, i32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : vector<2xf32>) {
  // expected-error @+1 {{Bias must be a floating-point type scalar}}
  %0 = spirv.ImageSampleImplicitLod %s, %c ["Bias"], %a0 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32) {
  // expected-error @+1 {{Bias must only be used with an image type that has a dim operand of 1D, 2D, 3D, or Cube}}
  %0 = spirv.ImageSampleImplicitLod %s, %c ["Bias"], %a0 : !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32) {
  // expected-error @+1 {{'spirv.ImageSampleImplicitLod' op failed to verify that the MS operand of the underlying image type must be SingleSampled}}
  %0 = spirv.ImageSampleImplicitLod %s, %c ["Bias"], %a0 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32) {
  // expected-error @+1 {{'spirv.ImageSampleExplicitLod' op failed to verify that either Lod or Grad image operands must be present}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Bias"], %a0 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>) {
  // expected-error @+1 {{Lod operand requires 1 argument}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Lod"] : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : i32) {
  // expected-error @+1 {{for sampling operations, Lod must be a floating-point type scalar}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Lod"], %a0 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, i32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32) {
  // expected-error @+1 {{Lod must only be used with an image type that has a dim operand of 1D, 2D, 3D, or Cube}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Lod"], %a0 : !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32) {
  // expected-error @+1 {{Lod is only valid with explicit-lod and fetch instructions}}
  %0 = spirv.ImageSampleImplicitLod %s, %c ["Lod"], %a0 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>, %c : vector<2xsi32>, %a0 : f32) {
  // expected-error @+1 {{Lod is only valid with explicit-lod and fetch instructions}}
  %0 = spirv.ImageFetch %s, %c ["Lod"], %a0 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>, vector<2xsi32>, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>, %c : vector<2xsi32>, %a0 : i32) {
  // expected-error @+1 {{Lod is only valid with explicit-lod and fetch instructions}}
  %0 = spirv.ImageFetch %s, %c ["Lod"], %a0 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>, vector<2xsi32>, i32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>, %c : vector<2xsi32>, %a0 : i32) {
  // expected-error @+1 {{Lod is only valid with explicit-lod and fetch instructions}}
  %0 = spirv.ImageFetch %s, %c ["Lod"], %a0 : !spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>, vector<2xsi32>, i32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32, %a1 : f32, %a2 : f32) {
  // expected-error @+1 {{expected ']'}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Lod", "Grad"], %a0, %a1, %a2 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32, f32, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : vector<2xf32>) {
  // expected-error @+1 {{Grad operand requires 2 arguments (scalars or vectors)}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : vector<2xi32>, %a1 : vector<2xi32>) {
  // expected-error @+1 {{Grad arguments must be a vector of floating-point type}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<2xi32>, vector<2xi32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : vector<3xf32>, %a1 : vector<3xf32>) {
  // expected-error @+1 {{number of components of each Grad argument must equal the number of components in coordinate, minus the array layer component, if present}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<3xf32>, vector<3xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32, %a1 : f32) {
  // expected-error @+1 {{number of components of each Grad argument must equal the number of components in coordinate, minus the array layer component, if present}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : vector<2xf32>, %a1 : vector<2xf32>) {
  // expected-error @+1 {{'spirv.ImageSampleExplicitLod' op failed to verify that the MS operand of the underlying image type must be SingleSampled}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : vector<2xf32>, %a1 : vector<2xf32>) {
  // expected-error @+1 {{Grad is only valid with explicit-lod instructions}}
  %0 = spirv.ImageSampleImplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32, %a1 : f32) {
  // expected-error @+1 {{too many image operand arguments have been provided}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Lod"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32, %a1 : vector<2xi32>) {
  // expected-error @+1 {{expected ']'}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Lod", "ConstOffset"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32, vector<2xi32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32, %a1 : vector<2xi32>) {
  // expected-error @+1 {{expected ']'}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Lod", "Offset"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32, vector<2xi32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32, %a1 : f32) {
  // expected-error @+1 {{expected ']'}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Lod", "MinLod"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32, %a1 : i32) {
  // expected-error @+1 {{expected ']'}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Lod", "Sample"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32, i32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, %c : vector<2xsi32>, %a0 : i32) {
  // expected-error @+1 {{too many image operand arguments have been provided}}
  %0 = spirv.ImageRead %s, %c ["Sample"], %a0 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, vector<2xsi32>, i32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, %c : vector<2xsi32>, %a0 : i32) {
  // expected-error @+1 {{Lod is only valid with explicit-lod and fetch instructions}}
  %0 = spirv.ImageRead %s, %c ["Lod"], %a0 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, vector<2xsi32>, i32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, %c : vector<2xsi32>, %a0 : f32) {
  // expected-error @+1 {{Bias is only valid with implicit-lod instructions}}
  %0 = spirv.ImageRead %s, %c ["Bias"], %a0 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, vector<2xsi32>, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, %c : vector<2xsi32>, %a0 : f32) {
  // expected-error @+1 {{too many image operand arguments have been provided}}
  %0 = spirv.ImageRead %s, %c ["NonPrivateTexel"], %a0 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, vector<2xsi32>, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : vector<2xf32>, %a1 : f32) {
  // expected-error @+1 {{Grad arguments must be a scalar or vector of floating-point type}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<2xf32>, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32, %a1 : vector<2xf32>) {
  // expected-error @+1 {{Grad arguments must be a scalar or vector of floating-point type}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : i32, %a1 : i32) {
  // expected-error @+1 {{Grad arguments must be a scalar or vector of floating-point type}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, i32, i32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : f32, %a0 : i32, %a1 : i32) {
  // expected-error @+1 {{Grad arguments must be a scalar or vector of floating-point type}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, f32, i32, i32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : f32, %a0 : vector<2xi32>, %a1 : vector<2xi32>) {
  // expected-error @+1 {{number of components of each Grad argument must equal the number of components in coordinate, minus the array layer component, if present}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, f32, vector<2xi32>, vector<2xi32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : vector<2xf32>, %a1 : vector<3xf32>) {
  // expected-error @+1 {{number of components of each Grad argument must equal the number of components in coordinate, minus the array layer component, if present}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<2xf32>, vector<3xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : vector<3xf32>, %a1 : vector<2xf32>) {
  // expected-error @+1 {{number of components of each Grad argument must equal the number of components in coordinate, minus the array layer component, if present}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<3xf32>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>) {
  // expected-error @+1 {{Grad is only valid with explicit-lod instructions}}
  %0 = spirv.ImageSampleImplicitLod %s, %c ["Grad"] : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>) {
  // expected-error @+1 {{Lod is only valid with explicit-lod and fetch instructions}}
  %0 = spirv.ImageSampleImplicitLod %s, %c ["Lod"] : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, %c : vector<2xsi32>) {
  // expected-error @+1 {{Bias is only valid with implicit-lod instructions}}
  %0 = spirv.ImageRead %s, %c ["Bias"] : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, vector<2xsi32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : vector<2xf32>) {
  // expected-error @+1 {{for sampling operations, Lod must be a floating-point type scalar}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Lod"], %a0 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32, %a1 : vector<2xf32>, %a2 : vector<2xf32>) {
  // expected-error @+1 {{it is invalid to set both the Lod and Grad bits}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Lod|Grad"], %a0, %a1, %a2 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32, vector<2xf32>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32, %a1 : vector<2xi32>) {
  // expected-error @+1 {{too many image operand arguments have been provided}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Lod|ConstOffset"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32, vector<2xi32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32, %a1 : f32) {
  // expected-error @+1 {{Lod is only valid with explicit-lod and fetch instructions}}
  %0 = spirv.ImageSampleImplicitLod %s, %c ["Bias|Lod"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : i32) {
  // expected-error @+1 {{Bias must be a floating-point type scalar}}
  %0 = spirv.ImageSampleImplicitLod %s, %c ["Bias|Lod"], %a0 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, i32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>) {
  // expected-error @+1 {{Bias is only valid with implicit-lod instructions}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Bias|Lod"] : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>) {
  // expected-error @+1 {{it is invalid to set both the Lod and Grad bits}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Lod|Grad"] : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : vector<2xf32>, %a1 : vector<2xf32>, %a2 : f32) {
  // expected-error @+1 {{too many image operand arguments have been provided}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1, %a2 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<2xf32>, vector<2xf32>, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, Arrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<4xf32>, %a0 : vector<4xf32>, %a1 : vector<4xf32>) {
  // expected-error @+1 {{number of components of each Grad argument must equal the number of components in coordinate, minus the array layer component, if present}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, Arrayed, SingleSampled, NeedSampler, Rgba8>>, vector<4xf32>, vector<4xf32>, vector<4xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : vector<2xf32>, %a1 : vector<2xf32>) {
  // expected-error @+1 {{number of components of each Grad argument must equal the number of components in coordinate, minus the array layer component, if present}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : f32, %a0 : i32, %a1 : f32) {
  // expected-error @+1 {{Grad arguments must be a scalar or vector of floating-point type}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, f32, i32, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : f32, %a0 : f32, %a1 : i32) {
  // expected-error @+1 {{Grad arguments must be a scalar or vector of floating-point type}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, f32, f32, i32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : vector<2xi32>, %a1 : vector<2xf32>) {
  // expected-error @+1 {{Grad arguments must be a vector of floating-point type}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<2xi32>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : vector<2xf32>, %a1 : vector<2xi32>) {
  // expected-error @+1 {{Grad arguments must be a vector of floating-point type}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<2xf32>, vector<2xi32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>) {
  // expected-error @+1 {{it is invalid to set both the Lod and Grad bits}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Bias|Lod|Grad"] : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : f32) {
  // expected-error @+1 {{it is invalid to set both the Lod and Grad bits}}
  %0 = spirv.ImageSampleImplicitLod %s, %c ["Bias|Lod|Grad"], %a0 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : f32, %a0 : vector<2xf32>, %a1 : f32) {
  // expected-error @+1 {{Grad arguments must be a scalar or vector of floating-point type}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, f32, vector<2xf32>, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, MultiSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %a0 : vector<2xf32>, %a1 : vector<2xf32>) {
  // expected-error @+1 {{'spirv.ImageSampleExplicitLod' op failed to verify that the MS operand of the underlying image type must be SingleSampled}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, MultiSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : f32, %a0 : i1, %a1 : i1) {
  // expected-error @+1 {{Grad arguments must be a scalar or vector of floating-point type}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0, %a1 : !spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, f32, i1, i1 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : f32, %a0 : f32) {
  // expected-error @+1 {{Grad operand requires 2 arguments (scalars or vectors)}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Grad"], %a0 : !spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, f32, f32 -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>) {
  // expected-error @+1 {{it is invalid to set both the Lod and Grad bits}}
  %0 = spirv.ImageSampleImplicitLod %s, %c ["Lod|Grad"] : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, %c : vector<2xsi32>) {
  // expected-error @+1 {{it is invalid to set both the Lod and Grad bits}}
  %0 = spirv.ImageRead %s, %c ["Lod|Grad"] : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, vector<2xsi32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, %c : vector<2xsi32>) {
  // expected-error @+1 {{Lod is only valid with explicit-lod and fetch instructions}}
  %0 = spirv.ImageRead %s, %c ["Sample|Lod"] : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, vector<2xsi32> -> vector<4xf32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<4xf32>, %d : f32) {
  // expected-error @+1 {{'spirv.ImageSampleProjDrefImplicitLod' op failed to verify that type of 'result' matches image type of 'sampled_image'}}
  %0 = spirv.ImageSampleProjDrefImplicitLod %s, %c, %d : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<4xf32>, f32 -> f16
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %c : vector<4xf32>, %d : f32) {
  // expected-error @+1 {{Bias is only valid with implicit-lod instructions}}
  %0 = spirv.ImageDrefGather %s, %c, %d ["Bias"], %d : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, vector<4xf32>, f32, f32 -> vector<4xi32>
  return
}

// -----

func.func @f(%s : !spirv.sampled_image<!spirv.image<f32, Rect, IsDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<4xf32>, %d : f32) {
  // expected-error @+1 {{Bias must only be used with an image type that has a dim operand of 1D, 2D, 3D, or Cube}}
  %0 = spirv.ImageSampleProjDrefImplicitLod %s, %c, %d ["Bias"], %d : !spirv.sampled_image<!spirv.image<f32, Rect, IsDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<4xf32>, f32, f32 -> f32
  return
}

// -----

func.func @f(%i : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba16>, %c : vector<2xsi32>, %t : vector<4xf32>, %d : f32) {
  // expected-error @+1 {{Lod is only valid with explicit-lod and fetch instructions}}
  spirv.ImageWrite %i, %c, %t ["Lod"], %d : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba16>, vector<2xsi32>, vector<4xf32>, f32
  return
}

// -----

func.func @f(%i : !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>, %c : vector<3xsi32>) {
  // expected-error @+1 {{'spirv.ImageFetch' op failed to verify that the Dim operand of the underlying image must not be Cube}}
  %0 = spirv.ImageFetch %i, %c : !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>, vector<3xsi32> -> vector<4xf32>
  return
}
