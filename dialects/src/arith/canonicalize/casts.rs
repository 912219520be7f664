//! Casts: casts of casts collapse, `index_cast`s look through the
//! extension of their own signedness, truncations of extensions become
//! narrower extensions, and float truncations of integer conversions
//! convert straight to the narrow type.

use ir_core::rewrite::{OpRewritePattern, PatternRewriter};

use super::{
    create_constant, defined_by, int_or_splat_value, matched_constant, matched_location,
    scalar_or_element_width, Extension,
};
use crate::arith::{
    BitcastOp, ExtSIOp, IndexCastOp, IndexCastUIOp, SIToFPOp, ShRSIOp, ShRUIOp, TruncFOp, TruncIOp,
    UIToFPOp,
};

/// `index_cast(index_cast(x)) -> x` when the types of `x` and the result
/// are equal.
pub struct IndexCastOfIndexCast;

impl OpRewritePattern for IndexCastOfIndexCast {
    type Op = IndexCastOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: IndexCastOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        let inner: IndexCastOp = defined_by(rewriter, op.r#in(body))?;
        let x = inner.r#in(body);
        if body.value_type(op.out(body)) != body.value_type(x) {
            return None;
        }
        rewriter.replace_op(op.op(), &[x]);
        Some(())
    }
}

/// `index_cast(extsi(x)) -> index_cast(x)`.
pub struct IndexCastOfExtSI;

impl OpRewritePattern for IndexCastOfExtSI {
    type Op = IndexCastOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: IndexCastOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        let (extension, x) = Extension::Sign.input_of(rewriter, op.r#in(body))?;
        let ty = body.value_type(op.out(body));
        let location = matched_location(rewriter, &[op.op(), extension]);
        let new = IndexCastOp::build(&mut rewriter.builder(), location, x, ty);
        let new = new.out(rewriter.body());
        rewriter.replace_op(op.op(), &[new]);
        Some(())
    }
}

/// `index_castui(index_castui(x)) -> x` when the types of `x` and the
/// result are equal.
pub struct IndexCastUIOfIndexCastUI;

impl OpRewritePattern for IndexCastUIOfIndexCastUI {
    type Op = IndexCastUIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(
        &self,
        op: IndexCastUIOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Option<()> {
        let body = rewriter.body();
        let inner: IndexCastUIOp = defined_by(rewriter, op.r#in(body))?;
        let x = inner.r#in(body);
        if body.value_type(op.out(body)) != body.value_type(x) {
            return None;
        }
        rewriter.replace_op(op.op(), &[x]);
        Some(())
    }
}

/// `index_castui(extui(x)) -> index_castui(x)`.
pub struct IndexCastUIOfExtUI;

impl OpRewritePattern for IndexCastUIOfExtUI {
    type Op = IndexCastUIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(
        &self,
        op: IndexCastUIOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Option<()> {
        let body = rewriter.body();
        let (extension, x) = Extension::Zero.input_of(rewriter, op.r#in(body))?;
        let ty = body.value_type(op.out(body));
        let location = matched_location(rewriter, &[op.op(), extension]);
        let new = IndexCastUIOp::build(&mut rewriter.builder(), location, x, ty);
        let new = new.out(rewriter.body());
        rewriter.replace_op(op.op(), &[new]);
        Some(())
    }
}

/// `bitcast(bitcast(x)) -> bitcast(x)`.
pub struct BitcastOfBitcast;

impl OpRewritePattern for BitcastOfBitcast {
    type Op = BitcastOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: BitcastOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        let inner: BitcastOp = defined_by(rewriter, op.r#in(body))?;
        let x = inner.r#in(body);
        let ty = body.value_type(op.out(body));
        let location = matched_location(rewriter, &[op.op(), inner.op()]);
        let new = BitcastOp::build(&mut rewriter.builder(), location, x, ty);
        let new = new.out(rewriter.body());
        rewriter.replace_op(op.op(), &[new]);
        Some(())
    }
}

/// `extsi(extui(x)) -> extui(x)`.
pub struct ExtSIOfExtUI;

impl OpRewritePattern for ExtSIOfExtUI {
    type Op = ExtSIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: ExtSIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        let (extension, x) = Extension::Zero.input_of(rewriter, op.r#in(body))?;
        let ty = body.value_type(op.out(body));
        let location = matched_location(rewriter, &[op.op(), extension]);
        let new = Extension::Zero.create(rewriter, location, x, ty);
        rewriter.replace_op(op.op(), &[new]);
        Some(())
    }
}

/// Rewrites `trunci(ext(x))` to `ext(x)` when the truncation only drops
/// extension bits: the extension is wider than the truncation, which is
/// wider than `x`.
fn narrow_extension(
    rewriter: &mut PatternRewriter<'_>,
    op: TruncIOp,
    extension: Extension,
) -> Option<()> {
    let context = rewriter.context();
    let body = rewriter.body();
    let (extension_op, x) = extension.input_of(rewriter, op.r#in(body))?;
    let ty = body.value_type(op.out(body));
    let extended = scalar_or_element_width(context, body.value_type(op.r#in(body)))?;
    let truncated = scalar_or_element_width(context, ty)?;
    let narrow = scalar_or_element_width(context, body.value_type(x))?;
    if !(extended > truncated && truncated > narrow && narrow > 0) {
        return None;
    }
    let location = matched_location(rewriter, &[op.op(), extension_op]);
    let new = extension.create(rewriter, location, x, ty);
    rewriter.replace_op(op.op(), &[new]);
    Some(())
}

/// `trunci(extsi(x)) -> extsi(x)` when only sign-extension bits are
/// truncated.
pub struct TruncIExtSIToExtSI;

impl OpRewritePattern for TruncIExtSIToExtSI {
    type Op = TruncIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: TruncIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        narrow_extension(rewriter, op, Extension::Sign)
    }
}

/// `trunci(extui(x)) -> extui(x)` when only zero-extension bits are
/// truncated.
pub struct TruncIExtUIToExtUI;

impl OpRewritePattern for TruncIExtUIToExtUI {
    type Op = TruncIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: TruncIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        narrow_extension(rewriter, op, Extension::Zero)
    }
}

/// `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when `c` is the number of
/// bits truncated (the shifted-in sign bits are all dropped).
pub struct TruncIShrSIToTrunciShrUI;

impl OpRewritePattern for TruncIShrSIToTrunciShrUI {
    type Op = TruncIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: TruncIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let shift: ShRSIOp = defined_by(rewriter, op.r#in(body))?;
        let x = shift.lhs(body);
        let (amount_op, amount) = matched_constant(rewriter, shift.rhs(body))?;
        context.attr_type(amount)?;
        let ty = body.value_type(op.out(body));
        let dropped = i64::from(scalar_or_element_width(context, body.value_type(x))?)
            - i64::from(scalar_or_element_width(context, ty)?);
        if dropped < 0 || !int_or_splat_value(context, amount)?.equals(dropped as u64) {
            return None;
        }
        let exact = shift.is_exact(body);
        let flags = op.overflow_flags(body);
        let location = matched_location(rewriter, &[op.op(), amount_op]);
        let amount = create_constant(rewriter, location, amount);
        let shifted = ShRUIOp::build(&mut rewriter.builder(), location, x, amount, exact);
        let shifted = shifted.result(rewriter.body());
        let new = TruncIOp::build(&mut rewriter.builder(), location, shifted, ty, flags);
        let new = new.out(rewriter.body());
        rewriter.replace_op(op.op(), &[new]);
        Some(())
    }
}

/// `truncf(sitofp(x)) -> sitofp(x)` under the default rounding mode.
pub struct TruncFSIToFPToSIToFP;

impl OpRewritePattern for TruncFSIToFPToSIToFP {
    type Op = TruncFOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: TruncFOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        let conversion: SIToFPOp = defined_by(rewriter, op.r#in(body))?;
        if op.roundingmode(body).is_some() {
            return None;
        }
        let x = conversion.r#in(body);
        let ty = body.value_type(op.out(body));
        let location = matched_location(rewriter, &[op.op(), conversion.op()]);
        let new = SIToFPOp::build(&mut rewriter.builder(), location, x, ty);
        let new = new.out(rewriter.body());
        rewriter.replace_op(op.op(), &[new]);
        Some(())
    }
}

/// `truncf(uitofp(x)) -> uitofp(x)` under the default rounding mode.
pub struct TruncFUIToFPToUIToFP;

impl OpRewritePattern for TruncFUIToFPToUIToFP {
    type Op = TruncFOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: TruncFOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        let conversion: UIToFPOp = defined_by(rewriter, op.r#in(body))?;
        if op.roundingmode(body).is_some() {
            return None;
        }
        let x = conversion.r#in(body);
        let ty = body.value_type(op.out(body));
        let location = matched_location(rewriter, &[op.op(), conversion.op()]);
        let new = UIToFPOp::build(&mut rewriter.builder(), location, x, ty);
        let new = new.out(rewriter.body());
        rewriter.replace_op(op.op(), &[new]);
        Some(())
    }
}
