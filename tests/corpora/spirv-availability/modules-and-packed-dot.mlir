// Ops whose answer comes from enum properties of the module (addressing
// and memory model), deprecated ops, packed and vector dot products, and
// ops of extensions.
func.func @modules() {
  spirv.module Logical GLSL450 {
  }
  spirv.module PhysicalStorageBuffer64 Vulkan {
  }
  spirv.module Physical64 OpenCL {
  }
  return
}

func.func @weak_exchange(%pointer: !spirv.ptr<i32, Workgroup>, %value: i32, %comparator: i32) -> i32 {
  %0 = spirv.AtomicCompareExchangeWeak <Workgroup> <Release> <Acquire> %pointer, %value, %comparator : !spirv.ptr<i32, Workgroup>
  return %0 : i32
}

func.func @packed(%a: i32, %b: vector<4xi16>, %c: i64) -> i32 {
  %0 = spirv.SDot %a, %a, <PackedVectorFormat4x8Bit> : i32 -> i32
  %1 = spirv.SUDotAccSat %b, %b, %c : vector<4xi16> -> i64
  %2 = spirv.UDotAccSat %a, %a, %a, <PackedVectorFormat4x8Bit> : i32 -> i32
  return %0 : i32
}

func.func @geometry_and_mesh(%x: i32, %y: i32) {
  spirv.EmitVertex
  spirv.EndPrimitive
  spirv.EXT.SetMeshOutputs %x, %y : i32, i32
  %0 = spirv.EXT.ConstantCompositeReplicate [7 : i32] : vector<3xi32>
  return
}
