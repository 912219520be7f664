func.func @groups(%i: i32, %f: f32, %b: i1, %v: vector<4xf32>, %id: i32) {
  %c4 = spirv.Constant 4 : i32
  %0 = spirv.GroupNonUniformIAdd <Subgroup> <Reduce> %i : i32 -> i32
  %1 = spirv.GroupNonUniformFAdd <Workgroup> <InclusiveScan> %f : f32 -> f32
  %2 = spirv.GroupNonUniformIMul <Subgroup> <ClusteredReduce> %i cluster_size(%c4) : i32, i32 -> i32
  %3 = spirv.GroupNonUniformFMax <Subgroup> <Reduce> %v : vector<4xf32> -> vector<4xf32>
  %4 = spirv.GroupNonUniformSMin <Subgroup> <ExclusiveScan> %i : i32 -> i32
  %5 = spirv.GroupNonUniformBitwiseAnd <Subgroup> <Reduce> %i : i32 -> i32
  %6 = spirv.GroupNonUniformLogicalOr <Subgroup> <Reduce> %b : i1 -> i1
  %7 = spirv.GroupNonUniformBallot <Subgroup> %b : vector<4xi32>
  %8 = spirv.GroupNonUniformBroadcast <Subgroup> %f, %c4 : f32, i32
  %10 = spirv.GroupNonUniformElect <Workgroup> : i1
  %11 = spirv.GroupNonUniformShuffle <Subgroup> %f, %id : f32, i32
  %12 = spirv.GroupNonUniformShuffleXor <Subgroup> %f, %id : f32, i32
  %13 = spirv.GroupNonUniformShuffleUp <Subgroup> %f, %id : f32, i32
  %14 = spirv.GroupNonUniformShuffleDown <Subgroup> %f, %id : f32, i32
  %15 = spirv.GroupNonUniformAll <Subgroup> %b : i1
  %16 = spirv.GroupNonUniformAny <Subgroup> %b : i1
  %17 = spirv.GroupNonUniformAllEqual <Subgroup> %f : f32, i1
  %18 = spirv.GroupBroadcast <Workgroup> %f, %id : f32, i32
  %19 = spirv.GroupIAdd <Workgroup> <Reduce> %i : i32
  %20 = spirv.GroupFMax <Subgroup> <Reduce> %f : f32
  %21 = spirv.KHR.SubgroupBallot %b : vector<4xi32>
  %22 = spirv.GroupNonUniformRotateKHR <Subgroup> %f, %id : f32, i32 -> f32
  return
}
