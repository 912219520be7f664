//! `select` between the constants `0` and `1` of a wide integer type
//! becomes an extension of the condition (or of its negation): MLIR's
//! hand-written `SelectToExtUI`.

use ir_core::rewrite::{constant_value, OpRewritePattern, PatternRewriter};
use ir_core::types::TypeData;

use super::{create_constant, int_or_splat_value};
use crate::arith::{ExtUIOp, SelectOp, XOrIOp};

/// `select(p, 1, 0) -> extui(p)` and `select(p, 0, 1) -> extui(xori(p,
/// true))`, for integers wider than `i1`.
pub struct SelectToExtUI;

impl OpRewritePattern for SelectToExtUI {
    type Op = SelectOp;

    fn match_and_rewrite(&self, op: SelectOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let ty = body.value_type(op.result(body));
        if !matches!(context.type_data(ty), TypeData::Integer { width, .. } if *width != 1) {
            return None;
        }
        let value_of = |value| {
            let attr = constant_value(context, body, value)?;
            let value = int_or_splat_value(context, attr)?;
            if value.equals(1) {
                Some(true)
            } else if value.equals(0) {
                Some(false)
            } else {
                None
            }
        };
        let (on_true, on_false) = (value_of(op.true_value(body)), value_of(op.false_value(body)));
        let mut condition = op.condition(body);
        let location = body.op(op.op()).location;
        match (on_true, on_false) {
            (Some(true), Some(false)) => {}
            (Some(false), Some(true)) => {
                let i1 = body.value_type(condition);
                let true_value = create_constant(rewriter, location, context.integer_attr(i1, 1));
                let not = XOrIOp::build(&mut rewriter.builder(), location, condition, true_value);
                condition = not.result(rewriter.body());
            }
            _ => return None,
        }
        let mut builder = rewriter.builder();
        let new = ExtUIOp::build(&mut builder, location, condition, ty).out(builder.body());
        rewriter.replace_op(op.op(), &[new]);
        Some(())
    }
}
