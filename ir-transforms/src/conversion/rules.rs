//! What the code of `conversion_rules!` calls beside the core's
//! `ir_core::rewrite::rules`: the root's result types as the pattern's
//! type converter converts them, and the replacement of the root.

use ir_core::ir::{Op, Value};
use ir_core::rewrite::rules::replacements;
use ir_core::types::Type;

use super::ConversionRewriter;

/// The result types of `op` converted by the pattern's type converter
/// (each to exactly one type); `None` when there is no converter or a type
/// does not convert, and the rule does not apply.
pub fn converted_result_types(rewriter: &ConversionRewriter<'_>, op: Op) -> Option<Vec<Type>> {
    rewriter.type_converter()?;
    let body = rewriter.body();
    body.op(op)
        .results()
        .iter()
        .map(|result| rewriter.convert_type(body.value_type(result)))
        .collect()
}

/// Replaces the results of the root `op` with the last of `values`, one
/// each, or erases it when it has none.
pub fn replace_root(rewriter: &mut ConversionRewriter<'_>, op: Op, values: &[Value]) {
    let count = rewriter.body().op(op).results().len();
    if count == 0 {
        rewriter.erase_op(op);
    } else {
        rewriter.replace_op(op, replacements(values, count));
    }
}
