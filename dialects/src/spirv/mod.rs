//! The `spirv` dialect: MLIR's SPIR-V dialect defined with the project's
//! macros. Enums, type constraints and ops are generated from MLIR's
//! TableGen records by `tools/spirv_from_tablegen.py`; the types and the
//! custom forms are written by hand.

mod attributes;
mod availability;
mod constraints;
mod custom;
mod dialect;
mod enums;
mod folds;
mod ops;
mod predicates;
mod types;
mod verify;

pub use attributes::*;
pub use availability::*;
pub use constraints::*;
pub use dialect::SpirvDialect;
pub use enums::*;
pub use folds::*;
pub use ops::*;
pub use predicates::{
    element_type_or_self, pointee_type, unary_result_type, InFunctionScope, InModuleScope,
    SignedOp, UnsignedOp, UsableInSpecConstantOp,
};
pub use types::*;

/// The lowest SPIR-V version an op or enum case needs.
pub type MinVersion = ir_core::availability::MinVersion<Version>;
/// The highest SPIR-V version an op or enum case exists in.
pub type MaxVersion = ir_core::availability::MaxVersion<Version>;
/// The extensions an op or enum case needs (each entry: any one of).
pub type Extensions = ir_core::availability::Extensions<Extension>;
/// The capabilities an op or enum case needs (each entry: any one of).
pub type Capabilities = ir_core::availability::Capabilities<Capability>;
