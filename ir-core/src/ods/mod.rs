//! The runtime of the op-definition macros (MLIR's ODS): what `#[op]`,
//! `#[enum_attr]` and `#[dialect]` expand to calls into. Generated code
//! emits a static [`crate::registry::OpDefinition`] per op and small glue
//! functions; verification,
//! the declarative format, property conversion and documentation are
//! generic functions here.

pub mod compiled_format;
pub mod constraints;
pub mod dialect_symbols;
pub mod docs;
pub mod enums;
pub mod format;
pub mod generic;
pub mod properties;
pub mod property_box;
pub mod spec;
pub mod typed;
pub mod verify;

pub use constraints::{AttrConstraint, TypeConstraint};
pub use format::{FormatElement, FormatKind, FormatState};
pub use properties::{
    Defaulted, DenseI32Array, DenseI64Array, DictionaryProperties, OpProperties, PropertyField,
    PropertyValue, SymbolName, F32, F64,
};
pub use property_box::{PropertyBox, PropertyTable};
pub use spec::{Arity, PropertyKind, PropertySpec, TypeSource, ValueSpec};
pub use typed::{ErrorSite, TypedOp, VerifyError};

/// The dialect whose ops drop their prefix in the regions of ops named
/// `name`: the op's declared default dialect (`builtin` for a
/// `builtin.module`), and none for other ops.
pub fn region_default_dialect(
    context: &crate::Context,
    name: crate::registry::OpName,
) -> &'static str {
    context.op_definition(name).and_then(|definition| definition.default_dialect).unwrap_or("")
}
