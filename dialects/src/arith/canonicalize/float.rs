//! Float arithmetic: the negations of both operands of a multiplication
//! or division cancel out.

use ir_core::ir::{Op, Value};
use ir_core::rewrite::OpRewritePattern;
use ir_core::rewrite::PatternRewriter;

use super::{defined_by, matched_location};
use crate::arith::{DivFOp, MulFOp, NegFOp};

/// When both operands of `op` are negations of values of one type: the
/// negations and the values.
fn negated_operands(rewriter: &PatternRewriter<'_>, op: Op) -> Option<([Op; 2], Value, Value)> {
    let body = rewriter.body();
    let data = body.op(op);
    let lhs: NegFOp = defined_by(rewriter, data.operand(0))?;
    let rhs: NegFOp = defined_by(rewriter, data.operand(1))?;
    let (x, y) = (lhs.operand(body), rhs.operand(body));
    if body.value_type(x) != body.value_type(y) {
        return None;
    }
    Some(([lhs.op(), rhs.op()], x, y))
}

/// `mulf(negf(x), negf(y)) -> mulf(x, y)`, keeping the fast-math flags of
/// the `mulf`.
pub struct MulFOfNegF;

impl OpRewritePattern for MulFOfNegF {
    type Op = MulFOp;
    const BENEFIT: u16 = 3;

    fn match_and_rewrite(&self, op: MulFOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let ([lhs, rhs], x, y) = negated_operands(rewriter, op.op())?;
        let fastmath = op.fastmath(rewriter.body());
        let location = matched_location(rewriter, &[op.op(), lhs, rhs]);
        let new = MulFOp::build(&mut rewriter.builder(), location, x, y, fastmath);
        let new = new.result(rewriter.body());
        rewriter.replace_op(op.op(), &[new]);
        Some(())
    }
}

/// `divf(negf(x), negf(y)) -> divf(x, y)`, keeping the fast-math flags of
/// the `divf`.
pub struct DivFOfNegF;

impl OpRewritePattern for DivFOfNegF {
    type Op = DivFOp;
    const BENEFIT: u16 = 3;

    fn match_and_rewrite(&self, op: DivFOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let ([lhs, rhs], x, y) = negated_operands(rewriter, op.op())?;
        let fastmath = op.fastmath(rewriter.body());
        let location = matched_location(rewriter, &[op.op(), lhs, rhs]);
        let new = DivFOp::build(&mut rewriter.builder(), location, x, y, fastmath);
        let new = new.result(rewriter.body());
        rewriter.replace_op(op.op(), &[new]);
        Some(())
    }
}
