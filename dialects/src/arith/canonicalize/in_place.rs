//! The folds MLIR's arith ops make in place (changing an operand or the
//! predicate and keeping the op), as patterns tried before all others.
//!
//! A folder here sees the body read-only, so it cannot change the op; these
//! patterns do it instead. The driver folds an op before trying its
//! patterns, and an in-place change requeues the op either way, so the
//! rewrite is the same as MLIR's. Unlike a fold, each application counts
//! towards `max-num-rewrites`, and `disable-patterns` can name it.

use ir_core::rewrite::{constant_value, OpRewritePattern, PatternRewriter};

use super::{defined_by, scalar_or_element_width, Extension};
use crate::arith::{CmpIOp, CmpIPredicate, ExtFOp, ExtSIOp, ExtUIOp, TruncFOp, TruncIOp};

/// Tried before any other pattern of the op, as a fold would be.
const BEFORE_PATTERNS: u16 = u16::MAX;

/// The predicate comparing the operands in the other order.
fn mirrored(predicate: CmpIPredicate) -> CmpIPredicate {
    match predicate {
        CmpIPredicate::Slt => CmpIPredicate::Sgt,
        CmpIPredicate::Sgt => CmpIPredicate::Slt,
        CmpIPredicate::Sle => CmpIPredicate::Sge,
        CmpIPredicate::Sge => CmpIPredicate::Sle,
        CmpIPredicate::Ult => CmpIPredicate::Ugt,
        CmpIPredicate::Ugt => CmpIPredicate::Ult,
        CmpIPredicate::Ule => CmpIPredicate::Uge,
        CmpIPredicate::Uge => CmpIPredicate::Ule,
        CmpIPredicate::Eq => CmpIPredicate::Eq,
        CmpIPredicate::Ne => CmpIPredicate::Ne,
    }
}

/// `cmpi(p, c, x) -> cmpi(p', x, c)` (in place) when only the left operand
/// is a constant, `p'` comparing the other way round.
pub struct FoldCmpIConstantToRight;

impl OpRewritePattern for FoldCmpIConstantToRight {
    type Op = CmpIOp;
    const BENEFIT: u16 = BEFORE_PATTERNS;

    fn match_and_rewrite(&self, op: CmpIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let (lhs, rhs) = (op.lhs(body), op.rhs(body));
        constant_value(context, body, lhs)?;
        if constant_value(context, body, rhs).is_some() {
            return None;
        }
        let predicate = mirrored(op.predicate(body));
        rewriter.modify_op_in_place(op.op(), |body| {
            op.set_predicate(body, predicate);
            body.set_operands(op.op(), &[rhs, lhs]);
        });
        Some(())
    }
}

/// `extui(extui(x)) -> extui(x)` (in place).
pub struct FoldExtUIOfExtUI;

impl OpRewritePattern for FoldExtUIOfExtUI {
    type Op = ExtUIOp;
    const BENEFIT: u16 = BEFORE_PATTERNS;

    fn match_and_rewrite(&self, op: ExtUIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let (_, x) = Extension::Zero.input_of(rewriter, op.r#in(rewriter.body()))?;
        rewriter.modify_op_in_place(op.op(), |body| op.set_in(body, x));
        Some(())
    }
}

/// `extsi(extsi(x)) -> extsi(x)` (in place).
pub struct FoldExtSIOfExtSI;

impl OpRewritePattern for FoldExtSIOfExtSI {
    type Op = ExtSIOp;
    const BENEFIT: u16 = BEFORE_PATTERNS;

    fn match_and_rewrite(&self, op: ExtSIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let (_, x) = Extension::Sign.input_of(rewriter, op.r#in(rewriter.body()))?;
        rewriter.modify_op_in_place(op.op(), |body| op.set_in(body, x));
        Some(())
    }
}

/// `trunci(ext(x)) -> trunci(x)` when `x` is wider than the result, and
/// `trunci(trunci(x)) -> trunci(x)` (in place).
pub struct FoldTruncIInPlace;

impl OpRewritePattern for FoldTruncIInPlace {
    type Op = TruncIOp;
    const BENEFIT: u16 = BEFORE_PATTERNS;

    fn match_and_rewrite(&self, op: TruncIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let input = op.r#in(body);
        let extended = Extension::Zero
            .input_of(rewriter, input)
            .or_else(|| Extension::Sign.input_of(rewriter, input));
        let source = match extended {
            Some((_, source)) => {
                let source_width = scalar_or_element_width(context, body.value_type(source))?;
                let width = scalar_or_element_width(context, body.value_type(op.out(body)))?;
                if source_width <= width {
                    return None;
                }
                source
            }
            None => defined_by::<TruncIOp>(rewriter, input)?.r#in(body),
        };
        rewriter.modify_op_in_place(op.op(), |body| op.set_in(body, source));
        Some(())
    }
}

/// `truncf(extf(x)) -> truncf(x)` (in place) when `x` is wider than the
/// result.
pub struct FoldTruncFInPlace;

impl OpRewritePattern for FoldTruncFInPlace {
    type Op = TruncFOp;
    const BENEFIT: u16 = BEFORE_PATTERNS;

    fn match_and_rewrite(&self, op: TruncFOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let source = defined_by::<ExtFOp>(rewriter, op.r#in(body))?.r#in(body);
        let source_width = scalar_or_element_width(context, body.value_type(source))?;
        let width = scalar_or_element_width(context, body.value_type(op.out(body)))?;
        if source_width <= width {
            return None;
        }
        rewriter.modify_op_in_place(op.op(), |body| op.set_in(body, source));
        Some(())
    }
}
