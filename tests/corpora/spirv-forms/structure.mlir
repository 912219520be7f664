spirv.module @mod Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> attributes {foo = 1 : i32} {
  spirv.GlobalVariable @var0 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @var1 built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @var2 : !spirv.ptr<f32, Private>
  spirv.GlobalVariable @var3 initializer(@sc1) {foo} : !spirv.ptr<i32, Private>
  spirv.SpecConstant @sc1 = 1 : i32
  spirv.SpecConstant @sc2 spec_id(5) = true
  spirv.SpecConstantComposite @scc (@sc1, @sc1) : !spirv.array<2 x i32>
  spirv.func @foo(%arg0: i32, %arg1: vector<4xf32>, %arg2: i1) -> i32 "Inline|Pure" attributes {bar} {
    %c = spirv.Constant 1 : i32
    %cf = spirv.Constant dense<[1.0, 2.0]> : vector<2xf32>
    %t = spirv.Constant true
    %1 = spirv.Variable : !spirv.ptr<i32, Function>
    %2 = spirv.Variable init(%c) : !spirv.ptr<i32, Function>
    spirv.Store "Function" %1, %arg0 : i32
    spirv.Store "Function" %1, %arg0 ["Volatile"] : i32
    spirv.Store "Function" %1, %arg0 ["Aligned", 4] : i32
    %3 = spirv.Load "Function" %1 : i32
    %4 = spirv.Load "Function" %1 ["Nontemporal"] : i32
    spirv.CopyMemory "Function" %1, "Function" %2 : i32
    spirv.CopyMemory "Function" %1, "Function" %2 ["Volatile"] : i32
    %5 = spirv.CompositeExtract %arg1[1 : i32] : vector<4xf32>
    %6 = spirv.CompositeInsert %5, %arg1[0 : i32] : f32 into vector<4xf32>
    %7 = spirv.IAddCarry %arg0, %arg0 : !spirv.struct<(i32, i32)>
    %8 = spirv.GL.FClamp %5, %5, %5 : f32
    %9 = spirv.GL.Fma %5, %5, %5 : f32
    %10 = spirv.GL.SClamp %arg0, %arg0, %arg0 : i32
    %11 = spirv.SMulExtended %arg0, %arg0 : !spirv.struct<(i32, i32)>
    %a = spirv.mlir.addressof @var2 : !spirv.ptr<f32, Private>
    %r = spirv.mlir.referenceof @sc1 : i32
    spirv.mlir.loop control(Unroll) {
      spirv.Branch ^bb1
    ^bb1:
      spirv.BranchConditional %arg2 [5, 10], ^bb2, ^bb3(%arg0 : i32)
    ^bb2:
      spirv.Branch ^bb1
    ^bb3(%x: i32):
      spirv.mlir.merge
    }
    spirv.mlir.selection {
      spirv.BranchConditional %arg2, ^bb1, ^bb2
    ^bb1:
      spirv.Branch ^bb2
    ^bb2:
      spirv.mlir.merge
    }
    %sel = spirv.mlir.selection -> i32 {
      spirv.BranchConditional %arg2, ^bb1, ^bb2
    ^bb1:
      spirv.Branch ^bb2
    ^bb2:
      spirv.mlir.merge %arg0 : i32
    }
    spirv.ReturnValue %3 : i32
  }
  spirv.func @bar() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @foo, @var1
  spirv.ExecutionMode @foo "LocalSize", 32, 1, 1
  spirv.ExecutionMode @bar "ContractionOff"
}
spirv.module Physical64 OpenCL {
}
