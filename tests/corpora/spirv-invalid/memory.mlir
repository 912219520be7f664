// Invalid memory ops (access chains, loads, stores, copies, variables): each case is rejected by a verifier, with the message
// mlir-opt 22 gives (checked by tests/tests/spirv_invalid.rs).

func.func @a() -> () {
  %0 = spirv.Constant 1: i32
  %1 = spirv.Variable : !spirv.ptr<f32, Function>
  // expected-error @+1 {{'spirv.AccessChain' op cannot extract from non-composite type 'f32' with index 0}}
  %2 = spirv.AccessChain %1[%0] : !spirv.ptr<f32, Function>, i32 -> !spirv.ptr<f32, Function>
  return
}

// -----

func.func @a(%i : i32) -> () {
  %1 = spirv.Variable : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>
  // expected-error @+1 {{'spirv.AccessChain' op index must be an integer spirv.Constant to access element of spirv.struct}}
  %2 = spirv.AccessChain %1[%i] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>, i32 -> !spirv.ptr<f32, Function>
  return
}

// -----

func.func @a(%i : i32) -> () {
  %0 = arith.constant 1: i32
  %1 = spirv.Variable : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>
  // expected-error @+1 {{'spirv.AccessChain' index must be an integer spirv.Constant to access element of spirv.struct, but provided arith.constant}}
  %2 = spirv.AccessChain %1[%0] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>, i32 -> !spirv.ptr<f32, Function>
  return
}

// -----

func.func @a(%i : i32) -> () {
  %0 = spirv.Constant 7: i32
  %1 = spirv.Variable : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>
  // expected-error @+1 {{'spirv.AccessChain' op index 7 out of bounds for '!spirv.struct<(f32, !spirv.array<4 x f32>)>'}}
  %2 = spirv.AccessChain %1[%0] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>, i32 -> !spirv.ptr<f32, Function>
  return
}

// -----

func.func @a(%i : i32) -> () {
  %0 = spirv.Constant 1: i32
  %1 = spirv.Variable : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>
  // expected-error @+1 {{'spirv.AccessChain' op cannot extract from non-composite type 'f32' with index 0}}
  %2 = spirv.AccessChain %1[%0, %i, %i] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>, i32, i32, i32 -> !spirv.ptr<f32, Function>
  return
}

// -----

func.func @a(%i : i32) -> () {
  %0 = spirv.Constant 1: i32
  %1 = spirv.Variable : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>
  // expected-error @+1 {{'spirv.AccessChain' op invalid result type: expected '!spirv.ptr<!spirv.array<4 x f32>, Function>', but provided '!spirv.ptr<f32, Function>'}}
  %2 = spirv.AccessChain %1[%0] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>, i32 -> !spirv.ptr<f32, Function>
  return
}

// -----

func.func @a(%i : i32) -> () {
  %1 = spirv.Variable : !spirv.ptr<!spirv.array<4xf32>, Function>
  // expected-error @+1 {{'spirv.AccessChain' op invalid result type: expected '!spirv.ptr<f32, Function>', but provided '!spirv.ptr<f32, Uniform>'}}
  %2 = spirv.AccessChain %1[%i] : !spirv.ptr<!spirv.array<4xf32>, Function>, i32 -> !spirv.ptr<f32, Uniform>
  return
}

// -----

func.func @a(%i : i32, %p : !spirv.ptr<f32, CrossWorkgroup>) -> () {
  // expected-error @+1 {{expected ']'}}
  %2 = spirv.PtrAccessChain %p[%i, %i] : !spirv.ptr<f32, CrossWorkgroup>, i32, i32 -> !spirv.ptr<f32, CrossWorkgroup>
  return
}

// -----

func.func @a(%i : i32, %p : !spirv.ptr<f32, CrossWorkgroup>) -> () {
  // expected-error @+1 {{expected ']'}}
  %2 = spirv.InBoundsPtrAccessChain %p[%i, %i] : !spirv.ptr<f32, CrossWorkgroup>, i32, i32 -> !spirv.ptr<f32, CrossWorkgroup>
  return
}

// -----

func.func @a(%i : i32, %p : !spirv.ptr<!spirv.array<4xf32>, CrossWorkgroup>) -> () {
  // expected-error @+1 {{expected ']'}}
  %2 = spirv.PtrAccessChain %p[%i, %i] : !spirv.ptr<!spirv.array<4xf32>, CrossWorkgroup>, i32, i32 -> !spirv.ptr<i32, CrossWorkgroup>
  return
}

// -----

func.func @a() -> () {
  %1 = spirv.Variable : !spirv.ptr<f32, Function>
  // expected-error @+1 {{'spirv.Load' op mismatch in result type and pointer type}}
  %2 = "spirv.Load"(%1) : (!spirv.ptr<f32, Function>) -> i32
  return
}

// -----

func.func @a() -> () {
  %1 = spirv.Variable : !spirv.ptr<f32, Function>
  // expected-error @+1 {{'spirv.Load' op invalid alignment specification without aligned memory access specification}}
  %2 = "spirv.Load"(%1) {alignment = 4 : i32} : (!spirv.ptr<f32, Function>) -> f32
  return
}

// -----

func.func @a() -> () {
  %1 = spirv.Variable : !spirv.ptr<f32, Function>
  // expected-error @+1 {{'spirv.Load' op missing alignment value}}
  %2 = "spirv.Load"(%1) {memory_access = #spirv.memory_access<Aligned>} : (!spirv.ptr<f32, Function>) -> f32
  return
}

// -----

func.func @a() -> () {
  %1 = spirv.Variable : !spirv.ptr<f32, Function>
  // expected-error @+1 {{'spirv.Load' op invalid alignment specification with non-aligned memory access specification}}
  %2 = "spirv.Load"(%1) {memory_access = #spirv.memory_access<Volatile>, alignment = 4 : i32} : (!spirv.ptr<f32, Function>) -> f32
  return
}

// -----

func.func @a(%v : i32) -> () {
  %1 = spirv.Variable : !spirv.ptr<f32, Function>
  // expected-error @+1 {{'spirv.Store' op mismatch in result type and pointer type}}
  "spirv.Store"(%1, %v) : (!spirv.ptr<f32, Function>, i32) -> ()
  return
}

// -----

func.func @a() -> () {
  %1 = spirv.Variable : !spirv.ptr<f32, Function>
  %2 = spirv.Variable : !spirv.ptr<i32, Function>
  // expected-error @+1 {{'spirv.CopyMemory' op both operands must be pointers to the same type}}
  "spirv.CopyMemory"(%1, %2) : (!spirv.ptr<f32, Function>, !spirv.ptr<i32, Function>) -> ()
  return
}

// -----

func.func @a() -> () {
  %1 = spirv.Variable : !spirv.ptr<f32, Function>
  %2 = spirv.Variable : !spirv.ptr<f32, Function>
  // expected-error @+1 {{'spirv.CopyMemory' op invalid alignment specification without aligned memory access specification}}
  "spirv.CopyMemory"(%1, %2) {source_alignment = 4 : i32} : (!spirv.ptr<f32, Function>, !spirv.ptr<f32, Function>) -> ()
  return
}

// -----

func.func @a() -> () {
  %1 = spirv.Variable : !spirv.ptr<f32, Function>
  %2 = spirv.Variable : !spirv.ptr<f32, Function>
  // expected-error @+1 {{'spirv.CopyMemory' op missing alignment value}}
  "spirv.CopyMemory"(%1, %2) {memory_access = #spirv.memory_access<Volatile>, source_memory_access = #spirv.memory_access<Aligned>} : (!spirv.ptr<f32, Function>, !spirv.ptr<f32, Function>) -> ()
  return
}

// -----

func.func @a() -> () {
  // expected-error @+1 {{'spirv.Variable' op can only be used to model function-level variables. Use spirv.GlobalVariable for module-level variables.}}
  %1 = "spirv.Variable"() {storage_class = #spirv.storage_class<Uniform>} : () -> !spirv.ptr<f32, Uniform>
  return
}

// -----

func.func @a() -> () {
  // expected-error @+1 {{'spirv.Variable' op storage class must match result pointer's storage class}}
  %1 = "spirv.Variable"() {storage_class = #spirv.storage_class<Function>} : () -> !spirv.ptr<f32, Uniform>
  return
}

// -----

func.func @a(%x : f32) -> () {
  // expected-error @+1 {{'spirv.Variable' op initializer must be the result of a constant or spirv.GlobalVariable op}}
  %1 = spirv.Variable init(%x) : !spirv.ptr<f32, Function>
  return
}

// -----

func.func @a() -> () {
  // expected-error @+1 {{'spirv.Variable' op cannot have 'binding' attribute (only allowed in spirv.GlobalVariable)}}
  %1 = spirv.Variable {binding = 1 : i32} : !spirv.ptr<f32, Function>
  return
}

// -----

func.func @a() -> () {
  // expected-error @+1 {{'spirv.Variable' op cannot have 'built_in' attribute (only allowed in spirv.GlobalVariable)}}
  %1 = spirv.Variable {built_in = "GlobalInvocationId"} : !spirv.ptr<f32, Function>
  return
}

// -----

func.func @a(%i : i32, %p : !spirv.ptr<f32, CrossWorkgroup>) -> () {
  // expected-error @+1 {{'spirv.AccessChain' op cannot extract from non-composite type 'f32' with index 0}}
  %2 = spirv.PtrAccessChain %p[%i %i] : !spirv.ptr<f32, CrossWorkgroup>, i32, i32 -> !spirv.ptr<f32, CrossWorkgroup>
  return
}

// -----

func.func @a(%i : i32, %p : !spirv.ptr<!spirv.array<4xf32>, CrossWorkgroup>) -> () {
  // expected-error @+1 {{'spirv.InBoundsPtrAccessChain' op invalid result type: expected '!spirv.ptr<f32, CrossWorkgroup>', but provided '!spirv.ptr<i32, CrossWorkgroup>'}}
  %2 = spirv.InBoundsPtrAccessChain %p[%i %i] : !spirv.ptr<!spirv.array<4xf32>, CrossWorkgroup>, i32, i32 -> !spirv.ptr<i32, CrossWorkgroup>
  return
}

// -----

func.func @a(%i : i32, %p : !spirv.ptr<!spirv.struct<(f32)>, CrossWorkgroup>) -> () {
  // expected-error @+1 {{'spirv.AccessChain' op index must be an integer spirv.Constant to access element of spirv.struct}}
  %2 = spirv.InBoundsPtrAccessChain %p[%i %i] : !spirv.ptr<!spirv.struct<(f32)>, CrossWorkgroup>, i32, i32 -> !spirv.ptr<i32, CrossWorkgroup>
  return
}

// -----

// An alignment is a positive power of two, checked on every op that takes
// one (the alignment of a copy's source too).
func.func @a() -> () {
  %1 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
  %2 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
  // expected-error @+1 {{'spirv.CopyMemory' op attribute 'source_alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  spirv.CopyMemory "Function" %1, "Function" %2 ["Aligned", 16], ["Aligned", 24] : vector<4xf32>
  return
}

// -----

func.func @a() -> () {
  %1 = spirv.Variable : !spirv.ptr<i64, Function>
  // expected-error @+1 {{'spirv.Load' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %2 = spirv.Load "Function" %1 ["Aligned", -8] : i64
  return
}

// -----

func.func @a(%v : i64) -> () {
  %1 = spirv.Variable : !spirv.ptr<i64, Function>
  // expected-error @+1 {{'spirv.Store' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  spirv.Store "Function" %1, %v ["Aligned", 12] : i64
  return
}
