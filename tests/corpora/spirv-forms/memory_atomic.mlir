spirv.module Logical GLSL450 {
  spirv.GlobalVariable @data bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.func @memory(%i: i32, %f: f32, %p: !spirv.ptr<i32, Workgroup>, %fp: !spirv.ptr<f32, Workgroup>, %b: i1) "None" {
    %c0 = spirv.Constant 0 : i32
    %addr = spirv.mlir.addressof @data : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %ac = spirv.AccessChain %addr[%c0, %i] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %v = spirv.Load "StorageBuffer" %ac ["Aligned", 4] : f32
    spirv.Store "StorageBuffer" %ac, %v : f32
    %0 = spirv.AtomicIAdd <Device> <None> %p, %i : !spirv.ptr<i32, Workgroup>
    %1 = spirv.AtomicISub <Workgroup> <AcquireRelease> %p, %i : !spirv.ptr<i32, Workgroup>
    %2 = spirv.AtomicAnd <Device> <None> %p, %i : !spirv.ptr<i32, Workgroup>
    %3 = spirv.AtomicOr <Device> <Acquire|WorkgroupMemory> %p, %i : !spirv.ptr<i32, Workgroup>
    %4 = spirv.AtomicXor <Device> <None> %p, %i : !spirv.ptr<i32, Workgroup>
    %5 = spirv.AtomicSMax <Device> <None> %p, %i : !spirv.ptr<i32, Workgroup>
    %6 = spirv.AtomicSMin <Device> <None> %p, %i : !spirv.ptr<i32, Workgroup>
    %7 = spirv.AtomicUMax <Device> <None> %p, %i : !spirv.ptr<i32, Workgroup>
    %8 = spirv.AtomicUMin <Device> <None> %p, %i : !spirv.ptr<i32, Workgroup>
    %9 = spirv.AtomicExchange <Device> <None> %p, %i : !spirv.ptr<i32, Workgroup>
    %10 = spirv.AtomicIIncrement <Device> <None> %p : !spirv.ptr<i32, Workgroup>
    %11 = spirv.AtomicIDecrement <Device> <None> %p : !spirv.ptr<i32, Workgroup>
    %12 = spirv.AtomicCompareExchange <Device> <None> <None> %p, %i, %i : !spirv.ptr<i32, Workgroup>
    %13 = spirv.AtomicCompareExchangeWeak <Device> <None> <None> %p, %i, %i : !spirv.ptr<i32, Workgroup>
    %14 = spirv.EXT.AtomicFAdd <Device> <None> %fp, %f : !spirv.ptr<f32, Workgroup>
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    spirv.MemoryBarrier <Device>, <Release>
    spirv.Return
  }
}
