//! `select`: a select on the same condition inside an arm is bypassed, a
//! negated condition swaps the arms, and selects between the constants
//! `0` and `1` become negations and extensions.

use ir_core::rewrite::{constant_value, OpRewritePattern, PatternRewriter};
use ir_core::types::TypeData;

use super::{
    create_constant, defined_by, int_or_splat_value, integer_attr_value, matched_constant,
    matched_location, Extension,
};
use crate::arith::{SelectOp, XOrIOp};

/// `select(p, a, select(p, b, c)) -> select(p, a, c)`.
pub struct RedundantSelectFalse;

impl OpRewritePattern for RedundantSelectFalse {
    type Op = SelectOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: SelectOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        let condition = op.condition(body);
        let inner: SelectOp = defined_by(rewriter, op.false_value(body))?;
        if inner.condition(body) != condition {
            return None;
        }
        let (a, c) = (op.true_value(body), inner.false_value(body));
        let location = matched_location(rewriter, &[op.op(), inner.op()]);
        let new = SelectOp::build(&mut rewriter.builder(), location, condition, a, c);
        let new = new.result(rewriter.body());
        rewriter.replace_op(op.op(), &[new]);
        Some(())
    }
}

/// `select(p, select(p, a, b), c) -> select(p, a, c)`.
pub struct RedundantSelectTrue;

impl OpRewritePattern for RedundantSelectTrue {
    type Op = SelectOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: SelectOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        let condition = op.condition(body);
        let inner: SelectOp = defined_by(rewriter, op.true_value(body))?;
        if inner.condition(body) != condition {
            return None;
        }
        let (a, c) = (inner.true_value(body), op.false_value(body));
        let location = matched_location(rewriter, &[op.op(), inner.op()]);
        let new = SelectOp::build(&mut rewriter.builder(), location, condition, a, c);
        let new = new.result(rewriter.body());
        rewriter.replace_op(op.op(), &[new]);
        Some(())
    }
}

/// `select(xori(p, -1), a, b) -> select(p, b, a)` (a scalar `-1` only).
pub struct SelectNotCond;

impl OpRewritePattern for SelectNotCond {
    type Op = SelectOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: SelectOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let not: XOrIOp = defined_by(rewriter, op.condition(body))?;
        let (ones_op, ones) = matched_constant(rewriter, not.rhs(body))?;
        let (_, ones) = integer_attr_value(context, ones)?;
        if !ones.is_all_ones() {
            return None;
        }
        let condition = not.lhs(body);
        let (a, b) = (op.true_value(body), op.false_value(body));
        let location = matched_location(rewriter, &[op.op(), ones_op]);
        let new = SelectOp::build(&mut rewriter.builder(), location, condition, b, a);
        let new = new.result(rewriter.body());
        rewriter.replace_op(op.op(), &[new]);
        Some(())
    }
}

/// `select(p, false, true) -> xori(p, true)`.
pub struct SelectI1ToNot;

impl OpRewritePattern for SelectI1ToNot {
    type Op = SelectOp;

    fn match_and_rewrite(&self, op: SelectOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let i1 = context.integer_type(1);
        let (_, on_true) = matched_constant(rewriter, op.true_value(body))?;
        let (_, on_false) = matched_constant(rewriter, op.false_value(body))?;
        let (false_attr, true_attr) = (context.integer_attr(i1, 0), context.integer_attr(i1, 1));
        if on_true != false_attr || on_false != true_attr {
            return None;
        }
        let condition = op.condition(body);
        let location = body.op(op.op()).location;
        let true_value = create_constant(rewriter, location, true_attr);
        let new = XOrIOp::build(&mut rewriter.builder(), location, condition, true_value);
        let new = new.result(rewriter.body());
        rewriter.replace_op(op.op(), &[new]);
        Some(())
    }
}

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
        let new = Extension::Zero.create(rewriter, location, condition, ty);
        rewriter.replace_op(op.op(), &[new]);
        Some(())
    }
}
