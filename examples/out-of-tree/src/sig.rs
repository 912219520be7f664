//! `sig`: a lower-level dialect of sample buffers, the target of the
//! `dsp` lowering ([`crate::lowering`]). Where `dsp` speaks of signals in
//! a domain and gains in decibels, `sig` has buffers of samples in time and
//! linear scale factors:
//!
//! ```mlir
//! %tone = sig.sine 440 : !sig.samples<f32>
//! %louder = sig.scale %tone by 1.995262 : !sig.samples<f32>
//! ```

use ir_core::ir::Value;
use ir_core::ir_macros::{dialect, op, type_def};
use ir_core::ods::{TypeConstraint, F64};
use ir_core::types::Type;

/// A buffer of time samples of `element`: `!sig.samples<f32>`.
#[type_def(dialect = "sig", mnemonic = "samples", format = "`<` $element `>`")]
pub struct SamplesType {
    /// The type of one sample.
    pub element: Type,
}

/// A buffer of samples.
#[allow(non_upper_case_globals)]
pub const Samples: TypeConstraint = TypeConstraint::Custom {
    description: "buffer of samples",
    check: |context, ty| SamplesType::from_type(context, ty).is_some(),
};

/// A sine wave of a frequency in hertz.
#[op(
    name = "sig.sine",
    summary = "sine wave",
    dialect = SigDialect,
    traits = [Pure],
    format = "$frequency attr-dict `:` type($result)",
)]
pub struct SineOp {
    /// The frequency in hertz.
    #[property]
    frequency: i64,
    #[result(Samples)]
    result: Value,
}

/// Multiplies every sample by a linear factor.
#[op(
    name = "sig.scale",
    summary = "linear scaling",
    dialect = SigDialect,
    traits = [Pure, SameOperandsAndResultType],
    format = "$input `by` $factor attr-dict `:` type($result)",
)]
pub struct ScaleOp {
    #[operand(Samples)]
    input: Value,
    /// The factor every sample is multiplied by.
    #[property]
    factor: F64,
    #[result(Samples)]
    result: Value,
}

/// The `sig` dialect.
#[dialect(name = "sig", ops = [SineOp, ScaleOp], types = [SamplesType])]
pub struct SigDialect;
