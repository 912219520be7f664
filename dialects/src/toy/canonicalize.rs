//! The canonicalization patterns of chapter 3: a transpose of a transpose
//! is its input, a reshape of a reshape is one reshape, a reshape to the
//! type it has is its input, and a reshape of a constant is a constant.
//!
//! Benefits follow the tutorial's: its declarative patterns gain one per op
//! they match, its C++ pattern on transposes one.

use ir_core::attributes::AttrData;
use ir_core::rewrite::{OpRewritePattern, PatternRewriter};
use ir_core::types::Type;

use super::{ConstantOp, ReshapeOp, TransposeOp};

/// `transpose(transpose(x))` is `x`.
pub struct SimplifyRedundantTranspose;

impl OpRewritePattern for SimplifyRedundantTranspose {
    type Op = TransposeOp;

    fn match_and_rewrite(&self, op: TransposeOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        let inner = rewriter.defining_op(op.input(body))?;
        let inner = TransposeOp::cast(rewriter.context(), body, inner)?;
        let input = inner.input(body);
        rewriter.replace_op(op.op(), &[input]);
        Some(())
    }
}

/// `reshape(reshape(x))` is `reshape(x)`.
pub struct ReshapeOfReshape;

impl OpRewritePattern for ReshapeOfReshape {
    type Op = ReshapeOp;

    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: ReshapeOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        let inner = rewriter.defining_op(op.input(body))?;
        let inner = ReshapeOp::cast(rewriter.context(), body, inner)?;
        let input = inner.input(body);
        let result_type = body.value_type(op.result(body));
        let location = body.op(op.op()).location;
        rewriter.set_insertion_point_before(op.op());
        let reshape = ReshapeOp::build(&mut rewriter.builder(), location, input, result_type);
        let result = reshape.result(rewriter.body());
        rewriter.replace_op(op.op(), &[result]);
        Some(())
    }
}

/// A reshape to the type its input has is its input.
pub struct RedundantReshape;

impl OpRewritePattern for RedundantReshape {
    type Op = ReshapeOp;

    fn match_and_rewrite(&self, op: ReshapeOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        let input = op.input(body);
        if body.value_type(input) != body.value_type(op.result(body)) {
            return None;
        }
        rewriter.replace_op(op.op(), &[input]);
        Some(())
    }
}

/// A reshape of a constant is a constant of the new shape, holding the
/// same elements.
pub struct FoldConstantReshape;

impl OpRewritePattern for FoldConstantReshape {
    type Op = ReshapeOp;

    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: ReshapeOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let constant = rewriter.defining_op(op.input(body))?;
        let constant = ConstantOp::cast(context, body, constant)?;
        let result_type = body.value_type(op.result(body));
        let AttrData::DenseElements { ty, splat, values } = context.attr_data(constant.value(body))
        else {
            return None;
        };
        // Only a splat or a reshape keeping the number of elements holds
        // the same elements.
        if !splat && element_count(context, *ty)? != element_count(context, result_type)? {
            return None;
        }
        let value = context.intern_attr(AttrData::DenseElements {
            ty: result_type,
            splat: *splat,
            values: values.clone(),
        });
        let location = body.op(op.op()).location;
        rewriter.set_insertion_point_before(op.op());
        let reshaped = ConstantOp::build(&mut rewriter.builder(), location, value);
        let result = reshaped.result(rewriter.body());
        rewriter.replace_op(op.op(), &[result]);
        Some(())
    }
}

/// The number of elements of a statically shaped type.
fn element_count(context: &ir_core::Context, ty: Type) -> Option<i64> {
    let shape = context.shape_of(ty)?;
    if shape.contains(&ir_core::types::DYNAMIC) {
        return None;
    }
    Some(ir_core::attributes::element_count(shape))
}
