//! MLIR's `test` namespace, held without defining anything in it.
//!
//! MLIR's test files use `test.*` ops and `!test.*` types freely: `mlir-opt`
//! registers its own test dialect, which accepts ops it does not define.
//! Some of the tool's test passes, such as `--test-spirv-target-env`, read
//! such ops (`test.convert_to_module_op`, ...) without
//! `--allow-unregistered-dialect`, as `mlir-opt`'s do. This dialect claims
//! the namespace so that those files read the same here: every `test.*` op
//! is an unregistered op, every `!test.*` type an opaque type and every
//! `#test.*` attribute an opaque attribute, printed back as written. The project's own feature-testing dialect lives in
//! another namespace (`testing`), so the two never meet. As MLIR's, it
//! holds blobs in a file's `dialect_resources`, and rejects the attribute
//! `test.invalid_attr` wherever it is attached.

use ir_core::attributes::Attr;
use ir_core::ir::{Body, Ir, Op};
use ir_core::ir_macros::dialect;
use ir_core::ods::VerifyError;
use ir_core::registry::AttributeSite;
use ir_core::Context;

/// MLIR's `test` namespace: it defines no op, type or attribute of its own
/// and keeps every `test.*` op, `!test.*` type and `#test.*` attribute as
/// written, as MLIR's test dialect does with the ops it does not define.
/// It lets MLIR's test files, and the placeholder ops of test passes, read
/// without `--allow-unregistered-dialect`.
#[dialect(
    name = "test",
    allow_unknown_operations,
    allow_unknown_types,
    allow_unknown_attributes,
    blob_resources,
    verify_attribute = verify_test_attribute,
    ops = []
)]
pub struct MlirTestDialect;

/// The attribute MLIR's test dialect forbids everywhere, to test the
/// attribute hooks: `test.invalid_attr`, on an op or on a function's
/// arguments or results.
fn verify_test_attribute(
    _context: &Context,
    _ir: &Ir,
    _body: &Body,
    _op: Op,
    _site: AttributeSite,
    name: &str,
    _value: Attr,
) -> Result<(), VerifyError> {
    if name == "test.invalid_attr" {
        return Err(VerifyError::plain("invalid to use 'test.invalid_attr'"));
    }
    Ok(())
}
