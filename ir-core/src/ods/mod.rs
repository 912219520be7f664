//! The runtime of the op-definition macros (MLIR's ODS): what `#[op]`,
//! `#[enum_attr]` and `#[dialect]` expand to calls into. Generated code
//! emits a static [`OpSpec`] per op and small glue functions; verification,
//! the declarative format, property conversion and documentation are
//! generic functions here.

pub mod constraints;
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
pub use typed::{OpTraitDefinition, TypedOp, VerifyError};
