// Invalid replicated composites, spec-constant operations, external functions,
// graph outputs and mesh tasks: each case is rejected by a verifier, with the
// message mlir-opt 22 gives (checked by tests/tests/spirv_invalid.rs).

spirv.module Logical GLSL450 {
  spirv.SpecConstant @c = 1 : i32
  // expected-error @+1 {{result type must be a composite type, but provided 'i32'}}
  spirv.EXT.SpecConstantCompositeReplicate @r (@c) : i32
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @c = 1 : i32
  // expected-error @+1 {{splat spec constant reference defining constituent not found}}
  spirv.EXT.SpecConstantCompositeReplicate @r (@d) : vector<2xi32>
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @c : !spirv.ptr<i32, Private>
  // expected-error @+1 {{constituent is not a spec constant}}
  spirv.EXT.SpecConstantCompositeReplicate @r (@c) : vector<2xi32>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @c = 1 : i32
  // expected-error @+1 {{constituent has incorrect type: expected 'i64', but provided 'i32'}}
  spirv.EXT.SpecConstantCompositeReplicate @r (@c) : vector<2xi64>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @c = 1 : i32
  // expected-error @+1 {{constituent has incorrect type: expected 'vector<2xi32>', but provided 'i32'}}
  spirv.EXT.SpecConstantCompositeReplicate @r (@c) : !spirv.array<3 x vector<2xi32>>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @c = 1 : i32
  spirv.SpecConstantComposite @cc (@c, @c) : vector<2xi32>
  // expected-error @+1 {{constituent is not a spec constant}}
  spirv.EXT.SpecConstantCompositeReplicate @r (@cc) : !spirv.array<2 x vector<2xi32>>
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{expected value attribute type 'i64', but got: 'i32'}}
    %0 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : vector<2xi64>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{expected value attribute type 'vector<2xf16>' or 'f16', but got: 'f32'}}
    %0 = spirv.EXT.ConstantCompositeReplicate [1.0 : f32] : !spirv.array<2 x vector<2xf16>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{expected value attribute type '!spirv.array<3 x vector<2xf16>>' or 'vector<2xf16>' or 'f16', but got: 'vector<2xf32>'}}
    %0 = spirv.EXT.ConstantCompositeReplicate [dense<1.0> : vector<2xf32>] : !spirv.array<2 x !spirv.array<3 x vector<2xf16>>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{expected value attribute type 'vector<2xi16>' or 'i16', but got: '!spirv.array<2 x i32>'}}
    %0 = spirv.EXT.ConstantCompositeReplicate [[1 : i32, 2 : i32]] : !spirv.array<2 x vector<2xi16>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{expected value attribute type 'i32', but got: 'none'}}
    %0 = spirv.EXT.ConstantCompositeReplicate ["x"] : !spirv.array<2 x i32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{expected value attribute type 'i32', but got: 'i16'}}
    %0 = spirv.EXT.ConstantCompositeReplicate [1 : i16] : !spirv.coopmatrix<8x8xi32, Subgroup, MatrixA>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
 spirv.func @f() "None" {
 // expected-error @+1 {{expected value attribute type '!spirv.array<2 x i32>' or 'i32', but got: '!spirv.array<1 x i32>'}}
 %0 = spirv.EXT.ConstantCompositeReplicate [[1 : i32]] : !spirv.array<2 x !spirv.array<2 x i32>>
 spirv.Return
 }
}

// -----

spirv.module Logical GLSL450 {
 spirv.func @f() "None" {
 // expected-error @+1 {{expected value attribute type '!spirv.array<2 x i32>' or 'i32', but got: 'tensor<2xi32>'}}
 %0 = spirv.EXT.ConstantCompositeReplicate [dense<1> : tensor<2xi32>] : !spirv.array<2 x !spirv.array<2 x i32>>
 spirv.Return
 }
}

// -----

spirv.module Logical GLSL450 {
 spirv.func @f() "None" {
 // expected-error @+1 {{expected value attribute type '!spirv.array<1 x i32>' or 'i32', but got: '!spirv.array<1 x !spirv.array<1 x i32>>'}}
 %0 = spirv.EXT.ConstantCompositeReplicate [[[1 : i32]]] : !spirv.array<2 x !spirv.array<1 x i32>>
 spirv.Return
 }
}

// -----

spirv.module Logical GLSL450 {
 spirv.func @f() "None" {
 // expected-error @+1 {{expected value attribute type 'i64', but got: 'i32'}}
 %0 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : !spirv.struct<(i64, i32)>
 spirv.Return
 }
}

// -----

spirv.module Logical GLSL450 {
 spirv.func @f() "None" {
 // expected-error @+1 {{expected value attribute type 'i32', but got: 'i16'}}
 %0 = spirv.EXT.ConstantCompositeReplicate [1 : i16] : !spirv.coopmatrix<8x8xi32, Subgroup, MatrixA>
 spirv.Return
 }
}

// -----

spirv.module Logical GLSL450 {
 spirv.func @f() "None" {
 // expected-error @+1 {{unknown value attribute type}}
 %0 = spirv.EXT.ConstantCompositeReplicate [unit] : !spirv.array<2 x i32>
 spirv.Return
 }
}

// -----

spirv.module Logical GLSL450 {
 spirv.func @f() "None" {
 // expected-error @+1 {{unknown value attribute type}}
 %0 = spirv.EXT.ConstantCompositeReplicate [@a] : !spirv.array<2 x i32>
 spirv.Return
 }
}

// -----

spirv.module Logical GLSL450 {
 spirv.func @f() "None" {
 // expected-error @+1 {{unknown value attribute type}}
 %0 = spirv.EXT.ConstantCompositeReplicate [#spirv.vce<v1.0, [Shader], []>] : !spirv.array<2 x i32>
 spirv.Return
 }
}

// -----

spirv.module Logical GLSL450 {
 spirv.func @f() "None" {
 // expected-error @+1 {{expected value attribute type 'i32', but got: 'none'}}
 %0 = spirv.EXT.ConstantCompositeReplicate ["s"] : !spirv.array<2 x i32>
 spirv.Return
 }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() -> i32 "None" {
    %0 = spirv.Constant 1 : i32
    // expected-error @+1 {{'spirv.SpecConstantOperation' op expected exactly 2 nested ops}}
    %1 = "spirv.SpecConstantOperation"() ({
      %2 = spirv.IAdd %0, %0 : i32
      %3 = spirv.IAdd %2, %0 : i32
      spirv.mlir.yield %3 : i32
    }) : () -> i32
    spirv.ReturnValue %1 : i32
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.module' cannot contain external functions without 'Import' linkage_attributes (LinkageAttributes)}}
  spirv.func @f() "None"
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.module' cannot contain external functions without 'Import' linkage_attributes (LinkageAttributes)}}
  spirv.func @f() "None" attributes {linkage_attributes = #spirv.linkage_attributes<linkage_name = "outside.f", linkage_type = <Export>>}
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.0, [VulkanMemoryModel, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  spirv.ARM.Graph @g(%a : !spirv.arm.tensor<2x3xi16>) -> (!spirv.arm.tensor<2x3xi16>, !spirv.arm.tensor<2x3xi16>) {
    // expected-error @+1 {{'spirv.ARM.GraphOutputs' op is returning 1 value(s) but enclosing spirv.ARM.Graph requires 2 result(s)}}
    spirv.ARM.GraphOutputs %a : !spirv.arm.tensor<2x3xi16>
  }
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.0, [VulkanMemoryModel, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  spirv.ARM.Graph @g(%a : !spirv.arm.tensor<2x3xi16>) -> !spirv.arm.tensor<2x4xi16> {
    // expected-error @+1 {{type of return operand 0 ('!spirv.arm.tensor<2x3xi16>') doesn't match graph result type ('!spirv.arm.tensor<2x4xi16>')}}
    spirv.ARM.GraphOutputs %a : !spirv.arm.tensor<2x3xi16>
  }
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.0, [VulkanMemoryModel, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  spirv.ARM.Graph @g(%a : !spirv.arm.tensor<2x3xi16>, %b : !spirv.arm.tensor<2x3xi8>) -> (!spirv.arm.tensor<2x3xi16>, !spirv.arm.tensor<2x3xi16>) {
    // expected-error @+1 {{type of return operand 1 ('!spirv.arm.tensor<2x3xi8>') doesn't match graph result type ('!spirv.arm.tensor<2x3xi16>')}}
    spirv.ARM.GraphOutputs %a, %b : !spirv.arm.tensor<2x3xi16>, !spirv.arm.tensor<2x3xi8>
  }
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.0, [VulkanMemoryModel, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  spirv.ARM.Graph @g(%a : !spirv.arm.tensor<2x3xi16>) -> () {
    // expected-error @+1 {{expected ':'}}
    spirv.ARM.GraphOutputs
  }
}

// -----

func.func @f(%0 : i32, %1 : !spirv.ptr<i32, Workgroup>) {
  // expected-error @+1 {{'spirv.EXT.EmitMeshTasks' op payload must be a variable with a storage class of TaskPayloadWorkgroupEXT}}
  spirv.EXT.EmitMeshTasks %0, %0, %0, %1 : i32, i32, i32, !spirv.ptr<i32, Workgroup>
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() -> f32 "None" {
    %0 = spirv.Constant 1.0 : f32
    // expected-error @+1 {{'spirv.SpecConstantOperation' op invalid enclosed op}}
    %1 = "spirv.SpecConstantOperation"() ({
      %2 = spirv.FAdd %0, %0 : f32
      spirv.mlir.yield %2 : f32
    }) : () -> f32
    spirv.ReturnValue %1 : f32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a : i32) -> i32 "None" {
    %0 = spirv.Constant 1 : i32
    %b = spirv.ISub %0, %a : i32
    // expected-error @+1 {{'spirv.SpecConstantOperation' op invalid operand, must be defined by a constant operation}}
    %1 = "spirv.SpecConstantOperation"() ({
      %2 = spirv.IMul %0, %b : i32
      spirv.mlir.yield %2 : i32
    }) : () -> i32
    spirv.ReturnValue %1 : i32
  }
}
