// Custom forms: spirv.Switch, spirv.SpecConstantOperation,
// spirv.EXT.SpecConstantCompositeReplicate, spirv.ARM.Graph and
// spirv.ARM.GraphEntryPoint, and linkage attributes written over lines.

spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, Linkage, ReplicatedCompositesEXT], [SPV_EXT_replicated_composites]> {
  spirv.SpecConstant @width = 7 : i16
  spirv.EXT.SpecConstantCompositeReplicate @widths (@width) : !spirv.array<3 x i16>

  spirv.func @pick(%which : i16, %x : f32) -> f32 "None" {
    spirv.Switch %which : i16, [
      default: ^other(%x : f32),
      -1: ^minus,
      3: ^three(%x, %x : f32, f32),
      65000: ^minus
    ]
  ^minus:
    %c = spirv.Constant 1.5 : f32
    spirv.ReturnValue %c : f32
  ^three(%p : f32, %q : f32):
    %s = spirv.FAdd %p, %q : f32
    spirv.ReturnValue %s : f32
  ^other(%r : f32):
    spirv.ReturnValue %r : f32
  }

  spirv.func @spec() -> i16 "None" {
    %w = spirv.mlir.referenceof @width : i16
    %two = spirv.Constant 2 : i16
    %m = spirv.SpecConstantOperation wraps "spirv.IMul"(%w, %two) : (i16, i16) -> i16
    %n = spirv.SpecConstantOperation wraps "spirv.SNegate"(%m) : (i16) -> i16 {tag = "neg"}
    spirv.ReturnValue %n : i16
  }

  spirv.func @imported(%v : vector<2xf32>) -> f32 "Const" attributes {
    linkage_attributes = #spirv.linkage_attributes<
      linkage_type = <Import>,
      linkage_name = "external_norm"
    >
  }
  spirv.GlobalVariable @exported {linkage_attributes=#spirv.linkage_attributes<linkage_name="shared_x",linkage_type=<Export>>} : !spirv.ptr<i16, Private>
}

spirv.module Logical Vulkan requires #spirv.vce<v1.0, [VulkanMemoryModel, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  spirv.GlobalVariable @in0 bind(1, 0) : !spirv.ptr<!spirv.arm.tensor<4x8xi8>, UniformConstant>
  spirv.GlobalVariable @out0 bind(1, 1) : !spirv.ptr<!spirv.arm.tensor<4x8xi8>, UniformConstant>
  spirv.ARM.GraphEntryPoint @main_graph, @in0, @out0
  spirv.ARM.Graph @main_graph(%t : !spirv.arm.tensor<4x8xi8>) -> !spirv.arm.tensor<4x8xi8> attributes {note = 3 : i32} {
    spirv.ARM.GraphOutputs %t : !spirv.arm.tensor<4x8xi8>
  }
  spirv.ARM.Graph @two_outputs(%a : !spirv.arm.tensor<2xi8>, %b : !spirv.arm.tensor<3xi8>) -> (!spirv.arm.tensor<2xi8>, !spirv.arm.tensor<3xi8>) {
    spirv.ARM.GraphOutputs %a, %b : !spirv.arm.tensor<2xi8>, !spirv.arm.tensor<3xi8>
  }
}
