// Group and non-uniform ops: the group operation (reduce, scans,
// clustered, partitioned) and the execution scope add requirements.
func.func @non_uniform(%predicate: i1, %value: f32, %integer: i32, %cluster: i32, %id: i32, %vector: vector<4xf32>) -> f32 {
  %0 = spirv.GroupNonUniformElect <Subgroup> : i1
  %1 = spirv.GroupNonUniformBallot <Workgroup> %predicate : vector<4xi32>
  %2 = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %value : f32 -> f32
  %3 = spirv.GroupNonUniformIAdd <Workgroup> <InclusiveScan> %integer : i32 -> i32
  %four = spirv.Constant 4 : i32
  %4 = spirv.GroupNonUniformFMul <Subgroup> <ClusteredReduce> %value cluster_size(%four) : f32, i32 -> f32
  %5 = spirv.GroupNonUniformSMax <Subgroup> <PartitionedReduceNV> %integer : i32 -> i32
  %6 = spirv.GroupNonUniformBroadcast <Subgroup> %value, %four : f32, i32
  %7 = spirv.GroupNonUniformShuffle <Subgroup> %value, %id : f32, i32
  %8 = spirv.GroupNonUniformShuffleXor <Subgroup> %value, %id : f32, i32
  %9 = spirv.GroupNonUniformAll <Subgroup> %predicate : i1
  %10 = spirv.GroupNonUniformBitwiseAnd <Subgroup> <ExclusiveScan> %integer : i32 -> i32
  %11 = spirv.GroupBroadcast <Workgroup> %value, %id : f32, i32
  %12 = spirv.GroupFAdd <Workgroup> <Reduce> %value : f32
  %13 = spirv.KHR.GroupFMul <Subgroup> <Reduce> %value : f32
  %14 = spirv.GroupNonUniformRotateKHR <Subgroup> %value, %id : f32, i32 -> f32
  return %2 : f32
}
