//! The canonicalization patterns: two gains in a row are one gain, and
//! the inverse transform of a transform is the transformed signal.

use ir_core::rewrite::{OpRewritePattern, PatternRewriter};

use crate::ops::{FftOp, GainOp, IfftOp};

/// `gain(gain(x, a), b)` is `gain(x, a + b)`.
pub struct CombineGains;

impl OpRewritePattern for CombineGains {
    type Op = GainOp;

    fn match_and_rewrite(&self, op: GainOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        let inner = rewriter.defining_op(op.input(body))?;
        let inner = GainOp::cast(rewriter.context(), body, inner)?;
        let decibels = op.decibels(body).checked_add(inner.decibels(body))?;
        let input = inner.input(body);
        let location = body.op(op.op()).location;
        rewriter.set_insertion_point_before(op.op());
        let combined = GainOp::build(&mut rewriter.builder(), location, input, decibels);
        let result = combined.result(rewriter.body());
        rewriter.replace_op(op.op(), &[result]);
        Some(())
    }
}

/// `ifft(fft(x))` is `x`.
pub struct InverseOfTransform;

impl OpRewritePattern for InverseOfTransform {
    type Op = IfftOp;

    fn match_and_rewrite(&self, op: IfftOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        let transform = rewriter.defining_op(op.input(body))?;
        let transform = FftOp::cast(rewriter.context(), body, transform)?;
        let signal = transform.input(body);
        rewriter.replace_op(op.op(), &[signal]);
        Some(())
    }
}
