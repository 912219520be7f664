//! MLIR's `test` namespace, held without defining anything in it.
//!
//! MLIR's test files use `test.*` ops and `!test.*` types freely: `mlir-opt`
//! registers its own test dialect, which accepts ops it does not define.
//! Some of the tool's test passes, such as `--test-spirv-target-env`, read
//! such ops (`test.convert_to_module_op`, ...) without
//! `--allow-unregistered-dialect`, as `mlir-opt`'s do. This dialect claims
//! the namespace so that those files read the same here: every `test.*` op
//! is an unregistered op and every `!test.*` type an opaque type, printed
//! back as written. The project's own feature-testing dialect lives in
//! another namespace (`testing`), so the two never meet.

use ir_core::ir_macros::dialect;

/// MLIR's `test` namespace: it defines no op or type of its own and keeps
/// every `test.*` op and `!test.*` type as written, as MLIR's test dialect
/// does with the ops it does not define. It lets MLIR's test files, and
/// the placeholder ops of test passes, read without
/// `--allow-unregistered-dialect`.
#[dialect(name = "test", allow_unknown_operations, allow_unknown_types, ops = [])]
pub struct MlirTestDialect;
