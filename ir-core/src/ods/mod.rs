//! The runtime of the op-definition macros (MLIR's ODS): what `#[op]`,
//! `#[enum_attr]` and `#[dialect]` expand to calls into. Generated code
//! emits a static [`OpSpec`] per op and small glue functions; verification,
//! the declarative format, property conversion and documentation are
//! generic functions here.

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
    PropertyValue,
};
pub use property_box::PropertyBox;
pub use spec::{Arity, OpSpec, OpTrait, PropertyKind, PropertySpec, ValueSpec};
pub use typed::{ErrorSite, OpTraitDefinition, TypedOp, VerifyError};

/// The dialect whose ops drop their prefix in the regions of ops named
/// `name`: the op's declared default dialect, `builtin` in a
/// `builtin.module`, and none elsewhere.
pub fn region_default_dialect(
    context: &crate::Context,
    name: crate::registry::OpName,
) -> &'static str {
    match context.op_definition(name) {
        Some(definition) => match definition.spec.and_then(|spec| spec.default_dialect) {
            Some(dialect) => dialect,
            None if definition.name == "builtin.module" => "builtin",
            None => "",
        },
        None => "",
    }
}
