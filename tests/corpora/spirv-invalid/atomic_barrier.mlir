// Invalid atomic and barrier ops: each case is rejected by a verifier, with the message
// mlir-opt 22 gives (checked by tests/tests/spirv_invalid.rs).

func.func @a(%p : !spirv.ptr<f32, StorageBuffer>, %v : f32) -> f32 {
  // expected-error @+1 {{'spirv.AtomicIAdd' op operand #1 must be 8/16/32/64-bit integer, but got 'f32'}}
  %0 = "spirv.AtomicIAdd"(%p, %v) {memory_scope = #spirv.scope<Workgroup>, semantics = #spirv.memory_semantics<AcquireRelease>} : (!spirv.ptr<f32, StorageBuffer>, f32) -> f32
  return %0 : f32
}

// -----

func.func @a(%p : !spirv.ptr<i32, StorageBuffer>, %v : i32) -> i32 {
  // expected-error @+1 {{expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`}}
  %0 = spirv.AtomicAnd <Device> <Acquire|Release> %p, %v : !spirv.ptr<i32, StorageBuffer>
  return %0 : i32
}

// -----

func.func @a(%p : !spirv.ptr<i32, StorageBuffer>, %v : i32) -> i32 {
  // expected-error @+1 {{'spirv.EXT.AtomicFAdd' op operand #1 must be 16/32/64-bit float, but got 'i32'}}
  %0 = spirv.EXT.AtomicFAdd <Device> <None> %p, %v : !spirv.ptr<i32, StorageBuffer>
  return %0 : i32
}

// -----

func.func @a(%p : !spirv.ptr<f32, StorageBuffer>) -> f32 {
  // expected-error @+1 {{'spirv.AtomicIIncrement' op result #0 must be 8/16/32/64-bit integer, but got 'f32'}}
  %0 = spirv.AtomicIIncrement <Device> <None> %p : !spirv.ptr<f32, StorageBuffer>
  return %0 : f32
}

// -----

func.func @a() {
  // expected-error @+1 {{expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`}}
  spirv.ControlBarrier <Subgroup>, <Device>, <Acquire|Release>
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`}}
  spirv.MemoryBarrier <Device>, <Acquire|SequentiallyConsistent>
  return
}
