//! Dialect conversion, MLIR's semantics: rewrite ops with patterns until
//! they are legal for a [`ConversionTarget`], changing types with a
//! [`TypeConverter`], and leave the IR exactly as it was when the
//! conversion fails.
//!
//! - [`ConversionTarget`]: legal, illegal and dynamically legal ops, by
//!   name, by dialect and for unknown ops; recursively legal ops.
//! - [`TypeConverter`]: ordered type rules, source and target
//!   materializations, [`SignatureConversion`].
//! - [`ConversionPattern`] and [`OpConversionPattern`]: patterns that get
//!   the converted operands in an [`Adaptor`] and change the IR through a
//!   [`ConversionRewriter`].
//! - [`apply_partial_conversion`], [`apply_full_conversion`],
//!   [`apply_analysis_conversion`]: the driver.
//!
//! The driver visits ops in pre-order, folds an op before it tries
//! patterns, tries patterns by the number of steps they need to reach
//! legal ops, then by benefit (the last added first among equals), and
//! legalizes what a pattern creates before accepting it: a pattern whose
//! new ops cannot be legalized is undone and the next one is tried. Casts
//! (`builtin.unrealized_conversion_cast`) bridge values whose type changed;
//! those that cancel out are folded away at the end, and the type
//! converter's materializations replace the others.

mod driver;
mod pattern;
mod rewriter;
mod rules;
mod side_table;
mod target;
mod type_converter;

pub use driver::{
    apply_analysis_conversion, apply_conversion, apply_full_conversion, apply_partial_conversion,
    apply_planned_conversion, ConversionMode, ConversionReport, LegalizationPlan,
};
pub use pattern::{Adaptor, ConversionPattern, ConversionPatterns, OpConversionPattern};
pub use rewriter::{BodyStore, ConversionRewriter, MatchFailure, OpKey, ValueKey};
pub use rules::{converted_result_types, replace_root};
pub use target::{ConversionTarget, Explainer, Legality, LegalityPredicate};
pub use type_converter::{
    unrealized_cast, AttributeOutcome, AttributeRule, Converted, InputMapping, MaterializationRule,
    RuleOutcome, SignatureConversion, TypeConverter, TypeRule,
};
