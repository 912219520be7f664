// Invalid image ops: each case is rejected by a verifier, with the message
// mlir-opt 22 gives (checked by tests/tests/spirv_invalid.rs).

func.func @a(%s : !spirv.sampled_image<!spirv.image<i32, Dim3D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %c : vector<4xf32>, %d : f32) {
  // expected-error @+1 {{'spirv.ImageDrefGather' op failed to verify that the Dim operand of the underlying image must be Dim2D or Cube or Rect}}
  %0 = spirv.ImageDrefGather %s, %c, %d : !spirv.sampled_image<!spirv.image<i32, Dim3D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, vector<4xf32>, f32 -> vector<4xi32>
  return }

// -----

func.func @a(%s : !spirv.sampled_image<!spirv.image<i32, Rect, NoDepth, NonArrayed, MultiSampled, NoSampler, Unknown>>, %c : vector<4xf32>, %d : f32) {
  // expected-error @+1 {{'spirv.ImageDrefGather' op failed to verify that the MS operand of the underlying image type must be SingleSampled}}
  %0 = spirv.ImageDrefGather %s, %c, %d : !spirv.sampled_image<!spirv.image<i32, Rect, NoDepth, NonArrayed, MultiSampled, NoSampler, Unknown>>, vector<4xf32>, f32 -> vector<4xi32>
  return }

// -----

func.func @a(%s : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %c : vector<4xf32>, %d : f32) {
  // expected-error @+1 {{'spirv.ImageDrefGather' op failed to verify that the result component type must match the image sampled type}}
  %0 = spirv.ImageDrefGather %s, %c, %d : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, vector<4xf32>, f32 -> vector<4xf32>
  return }

// -----

func.func @a(%s : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %c : vector<4xf32>, %d : f32) {
  // expected-error @+1 {{the Image Operands should encode what operands follow, as per Image Operands}}
  %0 = spirv.ImageDrefGather %s, %c, %d, %d : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, vector<4xf32>, f32, f32 -> vector<4xi32>
  return }

// -----

func.func @a(%i : !spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown>) {
  // expected-error @+1 {{expected the result to have 3 component(s), but found 2 component(s)}}
  %0 = spirv.ImageQuerySize %i : !spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown> -> vector<2xi32>
  return }

// -----

func.func @a(%i : !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>) {
  // expected-error @+1 {{if Dim is 1D, 2D, 3D, or Cube, it must also have either an MS of 1 or a Sampled of 0 or 2}}
  %0 = spirv.ImageQuerySize %i : !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown> -> vector<2xi32>
  return }

// -----

func.func @a(%i : !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>) {
  // expected-error @+1 {{the Dim operand of the image type must be 1D, 2D, 3D, Buffer, Cube, or Rect}}
  %0 = spirv.ImageQuerySize %i : !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> vector<2xi32>
  return }

// -----

func.func @a(%i : !spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>) {
  // expected-error @+1 {{expected the result to have 2 component(s), but found 1 component(s)}}
  %0 = spirv.ImageQuerySize %i : !spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown> -> i32
  return }

// -----

func.func @a(%i : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba16>, %c : vector<2xsi32>, %t : vector<4xf32>) {
  // expected-error @+1 {{'spirv.ImageWrite' op failed to verify that the sampled operand of the underlying image must be SamplerUnknown or NoSampler}}
  spirv.ImageWrite %i, %c, %t : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba16>, vector<2xsi32>, vector<4xf32>
  return }

// -----

func.func @a(%i : !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba16>, %c : vector<2xsi32>, %t : vector<4xf32>) {
  // expected-error @+1 {{'spirv.ImageWrite' op failed to verify that the Dim operand of the underlying image must not be SubpassData}}
  spirv.ImageWrite %i, %c, %t : !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba16>, vector<2xsi32>, vector<4xf32>
  return }

// -----

func.func @a(%i : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba16>, %c : vector<2xsi32>, %t : vector<4xf16>) {
  // expected-error @+1 {{'spirv.ImageWrite' op failed to verify that the texel component type must match the image sampled type}}
  spirv.ImageWrite %i, %c, %t : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba16>, vector<2xsi32>, vector<4xf16>
  return }

// -----

func.func @a(%i : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba16>, %c : vector<2xsi32>, %t : vector<4xf32>) {
  // expected-error @+1 {{the Image Operands should encode what operands follow, as per Image Operands}}
  spirv.ImageWrite %i, %c, %t, %t : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba16>, vector<2xsi32>, vector<4xf32>, vector<4xf32>
  return }

// -----

func.func @a(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>) {
  // expected-error @+1 {{'spirv.ImageSampleImplicitLod' op failed to verify that the MS operand of the underlying image type must be SingleSampled}}
  %0 = spirv.ImageSampleImplicitLod %s, %c : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Rgba8>>, vector<2xf32> -> vector<4xf32>
  return }

// -----

func.func @a(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>) {
  // expected-error @+1 {{'spirv.ImageSampleImplicitLod' op failed to verify that the result component type must match the image sampled type}}
  %0 = spirv.ImageSampleImplicitLod %s, %c : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32> -> vector<4xi32>
  return }

// -----

func.func @a(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %x : f32) {
  // expected-error @+1 {{the Image Operands should encode what operands follow, as per Image Operands}}
  %0 = spirv.ImageSampleImplicitLod %s, %c, %x : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32 -> vector<4xf32>
  return }

// -----

func.func @a(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %x : f32) {
  // expected-error @+1 {{'spirv.ImageSampleExplicitLod' op failed to verify that either Lod or Grad image operands must be present}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["ConstOffset"], %x : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32 -> vector<4xf32>
  return }

// -----

func.func @a(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %x : f32) {
  // expected-error @+1 {{'spirv.ImageSampleExplicitLod' op failed to verify that the result component type must match the image sampled type}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["Lod"], %x : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32 -> vector<4xi32>
  return }

// -----

func.func @a(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, MultiSampled, NeedSampler, Rgba8>>, %c : vector<4xf32>, %d : f32) {
  // expected-error @+1 {{'spirv.ImageSampleProjDrefImplicitLod' op failed to verify that the MS operand of the underlying image type must be SingleSampled}}
  %0 = spirv.ImageSampleProjDrefImplicitLod %s, %c, %d : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, MultiSampled, NeedSampler, Rgba8>>, vector<4xf32>, f32 -> f32
  return }

// -----

func.func @a(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<4xf32>, %d : f32) {
  // expected-error @+1 {{the Image Operands should encode what operands follow, as per Image Operands}}
  %0 = spirv.ImageSampleProjDrefImplicitLod %s, %c, %d, %d : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<4xf32>, f32, f32 -> f32
  return }

// -----

func.func @a(%i : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, %c : vector<2xsi32>) {
  // expected-error @+1 {{the Image Operands should encode what operands follow, as per Image Operands}}
  %0 = spirv.ImageRead %i, %c, %c : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, vector<2xsi32>, vector<2xsi32> -> vector<4xf32>
  return }

// -----

func.func @a(%i : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>, %c : vector<2xsi32>) {
  // expected-error @+1 {{the Image Operands should encode what operands follow, as per Image Operands}}
  %0 = spirv.ImageFetch %i, %c, %c : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>, vector<2xsi32>, vector<2xsi32> -> vector<4xf32>
  return }

// -----

func.func @a(%i : !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, %c : vector<2xsi32>) {
  // expected-error @+1 {{'spirv.ImageFetch' op failed to verify that the Dim operand of the underlying image must not be Cube}}
  %0 = spirv.ImageFetch %i, %c : !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, vector<2xsi32> -> vector<4xf16>
  return }

// -----

func.func @a(%i : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>, %c : vector<2xsi32>) {
  // expected-error @+1 {{'spirv.ImageFetch' op failed to verify that the result component type must match the image sampled type}}
  %0 = spirv.ImageFetch %i, %c : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>, vector<2xsi32> -> vector<4xf16>
  return }

// -----

func.func @a(%i : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, %c : vector<2xsi32>) {
  // expected-error @+1 {{'spirv.ImageRead' op failed to verify that the result component type must match the image sampled type}}
  %0 = spirv.ImageRead %i, %c : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, vector<2xsi32> -> vector<4xf16>
  return }

// -----

func.func @a(%i : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>, %c : vector<2xsi32>) {
  // expected-error @+1 {{'spirv.ImageRead' op failed to verify that the sampled operand of the underlying image must be SamplerUnknown or NoSampler}}
  %0 = spirv.ImageRead %i, %c : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>, vector<2xsi32> -> vector<4xf32>
  return }

// -----

func.func @a(%s : !spirv.sampled_image<!spirv.image<i32, Dim1D, NoDepth, NonArrayed, MultiSampled, NoSampler, Unknown>>, %c : vector<4xf32>, %d : f32) {
  // expected-error @+1 {{'spirv.ImageDrefGather' op failed to verify that the Dim operand of the underlying image must be Dim2D or Cube or Rect}}
  %0 = spirv.ImageDrefGather %s, %c, %d : !spirv.sampled_image<!spirv.image<i32, Dim1D, NoDepth, NonArrayed, MultiSampled, NoSampler, Unknown>>, vector<4xf32>, f32 -> vector<4xf32>
  return }

// -----

func.func @a(%s : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, MultiSampled, NoSampler, Unknown>>, %c : vector<4xf32>, %d : f32) {
  // expected-error @+1 {{'spirv.ImageDrefGather' op failed to verify that the MS operand of the underlying image type must be SingleSampled}}
  %0 = spirv.ImageDrefGather %s, %c, %d : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, MultiSampled, NoSampler, Unknown>>, vector<4xf32>, f32 -> vector<4xf32>
  return }

// -----

func.func @a(%i : !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba16>, %c : vector<2xsi32>, %t : vector<4xf16>) {
  // expected-error @+1 {{'spirv.ImageWrite' op failed to verify that the sampled operand of the underlying image must be SamplerUnknown or NoSampler}}
  spirv.ImageWrite %i, %c, %t : !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba16>, vector<2xsi32>, vector<4xf16>
  return }

// -----

func.func @a(%i : !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba16>, %c : vector<2xsi32>, %t : vector<4xf16>) {
  // expected-error @+1 {{'spirv.ImageWrite' op failed to verify that the Dim operand of the underlying image must not be SubpassData}}
  spirv.ImageWrite %i, %c, %t : !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba16>, vector<2xsi32>, vector<4xf16>
  return }

// -----

func.func @a(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %x : f32) {
  // expected-error @+1 {{'spirv.ImageSampleExplicitLod' op failed to verify that the MS operand of the underlying image type must be SingleSampled}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["ConstOffset"], %x : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32 -> vector<4xi32>
  return }

// -----

func.func @a(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>, %x : f32) {
  // expected-error @+1 {{'spirv.ImageSampleExplicitLod' op failed to verify that the result component type must match the image sampled type}}
  %0 = spirv.ImageSampleExplicitLod %s, %c ["ConstOffset"], %x : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32 -> vector<4xi32>
  return }

// -----

func.func @a(%s : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Rgba8>>, %c : vector<2xf32>) {
  // expected-error @+1 {{'spirv.ImageSampleImplicitLod' op failed to verify that the MS operand of the underlying image type must be SingleSampled}}
  %0 = spirv.ImageSampleImplicitLod %s, %c : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Rgba8>>, vector<2xf32> -> vector<4xi32>
  return }
