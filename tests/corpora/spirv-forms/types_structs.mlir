// Arrays with a compact dimension list, identified (and recursive)
// structs, cooperative matrices and ARM tensors.

func.func private @arrays(!spirv.array<3xi64>, !spirv.array<2x!spirv.array<5xvector<2xf16>>>, !spirv.array< 7 x i8 , stride=2 >) -> ()

func.func private @named(!spirv.struct<node, ()>, !spirv.struct<pair_t, (i64 [0], f16 [8])>, !spirv.struct<(!spirv.struct<inner.1, (i8)>)>) -> ()

func.func private @self_reference(!spirv.struct<list, (i16, !spirv.ptr<!spirv.struct<list>, StorageBuffer>)>) -> ()

func.func private @mutual(!spirv.struct<even, (!spirv.ptr<!spirv.struct<odd, (!spirv.ptr<!spirv.struct<even>, Workgroup>, f64)>, Workgroup>)>) -> ()

func.func private @coop(!spirv.coopmatrix<16x8xf16,Workgroup,MatrixAcc>, !spirv.coopmatrix<32x32xi8, Subgroup, MatrixB>) -> ()

func.func private @tensors(!spirv.arm.tensor<2 x 7 x f32>, !spirv.arm.tensor<?x?xi8>, !spirv.arm.tensor<1x1x3xi32>) -> ()

func.func @uses(%m: !spirv.coopmatrix<16x8xf16, Workgroup, MatrixAcc>, %a: !spirv.array<3xi64>) -> !spirv.coopmatrix<16x8xf16, Workgroup, MatrixAcc> {
  %e = spirv.CompositeExtract %a[2 : i32] : !spirv.array<3xi64>
  %n = spirv.FNegate %m : !spirv.coopmatrix<16x8xf16, Workgroup, MatrixAcc>
  return %n : !spirv.coopmatrix<16x8xf16, Workgroup, MatrixAcc>
}

// Member and struct decorations whose value is an attribute print it without its type; `[]` is no decoration.
func.func private @decoration_values(!spirv.struct<(vector<2xf32> [], i64 [Offset=16 : i32], f16 [MatrixStride=0x4]), Block=1 : i8>) -> ()
