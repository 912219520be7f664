// Invalid group and non-uniform group ops: each case is rejected by a verifier, with the message
// mlir-opt 22 gives (checked by tests/tests/spirv_invalid.rs).

// expected-error @+1 {{'spirv.GroupNonUniformFAdd' op execution scope must be 'Workgroup' or 'Subgroup'}}
func.func @a(%x : f32) { %0 = spirv.GroupNonUniformFAdd <Device> <Reduce> %x : f32 -> f32
  return }

// -----

// expected-error @+1 {{'spirv.GroupNonUniformFAdd' op cluster size operand must be provided for 'ClusteredReduce' group operation}}
func.func @a(%x : f32) { %0 = spirv.GroupNonUniformFAdd <Workgroup> <ClusteredReduce> %x : f32 -> f32
  return }

// -----

// expected-error @+1 {{'spirv.GroupNonUniformFMul' op cluster size operand must come from a constant op}}
func.func @a(%x : f32, %c : i32) { %0 = spirv.GroupNonUniformFMul <Workgroup> <ClusteredReduce> %x cluster_size(%c) : f32, i32 -> f32
  return }

// -----

func.func @a(%x : i32) { %c = spirv.Constant 5 : i32
  // expected-error @+1 {{'spirv.GroupNonUniformIAdd' op cluster size operand must be a power of two}}
  %0 = spirv.GroupNonUniformIAdd <Subgroup> <ClusteredReduce> %x cluster_size(%c) : i32, i32 -> i32
  return }

// -----

func.func @a(%x : i1) { %c = spirv.Constant 0 : i32
  // expected-error @+1 {{'spirv.GroupNonUniformLogicalAnd' op cluster size operand must be a power of two}}
  %0 = spirv.GroupNonUniformLogicalAnd <Subgroup> <ClusteredReduce> %x cluster_size(%c) : i1, i32 -> i1
  return }

// -----

// expected-error @+1 {{'spirv.GroupNonUniformBitwiseXor' op execution scope must be 'Workgroup' or 'Subgroup'}}
func.func @a(%x : i32) { %0 = spirv.GroupNonUniformBitwiseXor <CrossDevice> <Reduce> %x : i32 -> i32
  return }

// -----

// expected-error @+1 {{'spirv.GroupNonUniformUMin' op cluster size operand must be provided for 'ClusteredReduce' group operation}}
func.func @a(%x : i32) { %0 = spirv.GroupNonUniformUMin <Subgroup> <ClusteredReduce> %x : i32 -> i32
  return }

// -----

// expected-error @+1 {{'spirv.GroupNonUniformBallot' op execution scope must be 'Workgroup' or 'Subgroup'}}
func.func @a(%x : i1) { %0 = spirv.GroupNonUniformBallot <Device> %x : vector<4xi32>
  return }

// -----

// expected-error @+1 {{'spirv.GroupNonUniformBallotFindLSB' op execution scope must be 'Workgroup' or 'Subgroup'}}
func.func @a(%x : vector<4xi32>) { %0 = spirv.GroupNonUniformBallotFindLSB <Device> %x : vector<4xi32>, i32
  return }

// -----

// expected-error @+1 {{'spirv.GroupNonUniformBallotFindMSB' op execution scope must be 'Workgroup' or 'Subgroup'}}
func.func @a(%x : vector<4xi32>) { %0 = spirv.GroupNonUniformBallotFindMSB <Device> %x : vector<4xi32>, i32
  return }

// -----

// expected-error @+1 {{'spirv.GroupNonUniformElect' op execution scope must be 'Workgroup' or 'Subgroup'}}
func.func @a() { %0 = spirv.GroupNonUniformElect <CrossDevice> : i1
  return }

// -----

// expected-error @+1 {{'spirv.GroupNonUniformBroadcast' op id must be the result of a constant op}}
func.func @a(%x : f32, %i : i32) { %0 = spirv.GroupNonUniformBroadcast <Subgroup> %x, %i : f32, i32
  return }

// -----

// expected-error @+1 {{'spirv.GroupNonUniformBroadcast' op execution scope must be 'Workgroup' or 'Subgroup'}}
func.func @a(%x : f32, %i : i32) { %0 = spirv.GroupNonUniformBroadcast <Device> %x, %i : f32, i32
  return }

// -----

// expected-error @+1 {{'spirv.GroupNonUniformShuffle' op second operand must be a singless/unsigned integer}}
func.func @a(%x : f32, %i : si32) { %0 = spirv.GroupNonUniformShuffle <Subgroup> %x, %i : f32, si32
  return }

// -----

// expected-error @+1 {{'spirv.GroupNonUniformShuffleXor' op second operand must be a singless/unsigned integer}}
func.func @a(%x : f32, %i : si32) { %0 = spirv.GroupNonUniformShuffleXor <Subgroup> %x, %i : f32, si32
  return }

// -----

// expected-error @+1 {{'spirv.GroupNonUniformShuffleUp' op execution scope must be 'Workgroup' or 'Subgroup'}}
func.func @a(%x : f32, %i : i32) { %0 = spirv.GroupNonUniformShuffleUp <Device> %x, %i : f32, i32
  return }

// -----

// expected-error @+1 {{'spirv.GroupNonUniformShuffleDown' op second operand must be a singless/unsigned integer}}
func.func @a(%x : f32, %i : si32) { %0 = spirv.GroupNonUniformShuffleDown <Subgroup> %x, %i : f32, si32
  return }

// -----

// expected-error @+1 {{'spirv.GroupNonUniformRotateKHR' op execution scope must be 'Workgroup' or 'Subgroup'}}
func.func @a(%x : f32, %i : i32) { %0 = spirv.GroupNonUniformRotateKHR <Device> %x, %i : f32, i32 -> f32
  return }

// -----

// expected-error @+1 {{'spirv.GroupNonUniformRotateKHR' op cluster size operand must come from a constant op}}
func.func @a(%x : f32, %i : i32) { %0 = spirv.GroupNonUniformRotateKHR <Subgroup> %x, %i, cluster_size(%i) : f32, i32, i32 -> f32
  return }

// -----

func.func @a(%x : f32, %i : i32) { %c = spirv.Constant 6 : i32
 // expected-error @+1 {{'spirv.GroupNonUniformRotateKHR' op cluster size operand must be a power of two}}
 %0 = spirv.GroupNonUniformRotateKHR <Subgroup> %x, %i, cluster_size(%c) : f32, i32, i32 -> f32
  return }

// -----

// expected-error @+1 {{'spirv.GroupBroadcast' op localid is a vector and can be with only  2 or 3 components, actual number is 4}}
func.func @a(%x : f32, %i : vector<4xi32>) { %0 = spirv.GroupBroadcast <Workgroup> %x, %i : f32, vector<4xi32>
  return }

// -----

// expected-error @+1 {{'spirv.GroupBroadcast' op execution scope must be 'Workgroup' or 'Subgroup'}}
func.func @a(%x : f32, %i : i32) { %0 = spirv.GroupBroadcast <Device> %x, %i : f32, i32
  return }

// -----

// expected-error @+1 {{'spirv.GroupFAdd' op execution scope must be 'Workgroup' or 'Subgroup'}}
func.func @a(%x : f32) { %0 = spirv.GroupFAdd <Device> <Reduce> %x : f32
  return }

// -----

// expected-error @+1 {{'spirv.KHR.GroupIMul' op execution scope must be 'Workgroup' or 'Subgroup'}}
func.func @a(%x : i32) { %0 = spirv.KHR.GroupIMul <Device> <Reduce> %x : i32
  return }

// -----

// expected-error @+1 {{'spirv.GroupSMax' op execution scope must be 'Workgroup' or 'Subgroup'}}
func.func @a(%x : i32) { %0 = spirv.GroupSMax <CrossDevice> <Reduce> %x : i32
  return }

// -----

// expected-error @+1 {{'spirv.INTEL.SubgroupBlockRead' op mismatch in result type and pointer type}}
func.func @a(%x : !spirv.ptr<i32, StorageBuffer>) { %0 = spirv.INTEL.SubgroupBlockRead %x : !spirv.ptr<i32, StorageBuffer> -> vector<2xi16>
  return }

// -----

spirv.module Logical GLSL450 attributes { spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader], []>, #spirv.resource_limits<>> } {
  // expected-error @+1 {{'spirv.GroupNonUniformBroadcast' op id must be the result of a constant op}}
  spirv.func @f(%x : f32, %i : i32) "None" { %0 = spirv.GroupNonUniformBroadcast <Subgroup> %x, %i : f32, i32
  spirv.Return }
}
