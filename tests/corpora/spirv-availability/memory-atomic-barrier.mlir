// Memory, atomic and barrier ops: scopes and memory semantics bring their
// own requirements, a bit of a set at a time.
func.func @memory(%ptr: !spirv.ptr<i32, StorageBuffer>, %value: i32, %comparator: i32) -> i32 {
  %0 = spirv.Load "StorageBuffer" %ptr : i32
  spirv.Store "StorageBuffer" %ptr, %value : i32
  %1 = spirv.AtomicIAdd <Device> <AcquireRelease|UniformMemory> %ptr, %value : !spirv.ptr<i32, StorageBuffer>
  %2 = spirv.AtomicCompareExchange <Workgroup> <Acquire> <None> %ptr, %value, %comparator : !spirv.ptr<i32, StorageBuffer>
  %3 = spirv.AtomicExchange <QueueFamily> <Release|MakeAvailable> %ptr, %value : !spirv.ptr<i32, StorageBuffer>
  %4 = spirv.AtomicSMax <Subgroup> <SequentiallyConsistent|AtomicCounterMemory> %ptr, %value : !spirv.ptr<i32, StorageBuffer>
  %5 = spirv.AtomicUMin <Device> <Volatile|OutputMemory> %ptr, %value : !spirv.ptr<i32, StorageBuffer>
  %6 = spirv.AtomicIIncrement <Device> <MakeVisible> %ptr : !spirv.ptr<i32, StorageBuffer>
  spirv.ControlBarrier <Workgroup>, <Device>, <Acquire|UniformMemory>
  spirv.MemoryBarrier <QueueFamily>, <AcquireRelease|WorkgroupMemory>
  return %0 : i32
}
