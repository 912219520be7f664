//! The 43 declarative canonicalization rules of `arith` (MLIR's
//! `ArithCanonicalization.td`), declared with `rewrite_rules!`, and the
//! Rust functions their constraints and results call.
//!
//! The arithmetic on constants follows MLIR's `APInt`: wrapping at the
//! width of the matched op's result type. A constant of another width (an
//! op not verified yet) makes the rule not apply instead of asserting.

use ir_core::attributes::Attr;
use ir_core::ir::Value;
use ir_core::ir_macros::rewrite_rules;
use ir_core::ods::constraints::{IntegerAttr, TypedAttr};
use ir_core::rewrite::PatternRewriter;

use super::{
    int_or_splat_value, int_width, integer_attr_value, scalar_or_element_width, zero_attr, Int,
};
use crate::arith::{
    AddIOp, AddUIExtendedOp, AndIOp, BitcastOp, CmpIOp, CmpIPredicate, ConstantOp, DivFOp, ExtSIOp,
    ExtUIOp, IndexCastOp, IndexCastUIOp, IntegerOverflowFlags, MulFOp, MulIOp, MulSIExtendedOp,
    MulUIExtendedOp, NegFOp, OrIOp, SIToFPOp, SelectOp, ShRSIOp, ShRUIOp, SubIOp, TruncFOp,
    TruncIOp, UIToFPOp, XOrIOp,
};

rewrite_rules! {
    /// Every rule below, in the order MLIR declares them.
    pub const ARITH_CANONICALIZATION_RULES;

    /// `addi(addi(x, c0), c1) -> addi(x, c0 + c1)`.
    pub AddIAddConstant:
        AddIOp(AddIOp($x, constant($c0: IntegerAttr), $ovf1), constant($c1: IntegerAttr), $ovf2) as $res
        => AddIOp($x, ConstantOp(add_integer_attrs($res, $c0, $c1)?), merge_overflow($ovf1, $ovf2));

    /// `addi(subi(x, c0), c1) -> addi(x, c1 - c0)`.
    pub AddISubConstantRHS:
        AddIOp(SubIOp($x, constant($c0: IntegerAttr), $ovf1), constant($c1: IntegerAttr), $ovf2) as $res
        => AddIOp($x, ConstantOp(sub_integer_attrs($res, $c1, $c0)?), merge_overflow($ovf1, $ovf2));

    /// `addi(subi(c0, x), c1) -> subi(c0 + c1, x)`.
    pub AddISubConstantLHS:
        AddIOp(SubIOp(constant($c0: IntegerAttr), $x, $ovf1), constant($c1: IntegerAttr), $ovf2) as $res
        => SubIOp(ConstantOp(add_integer_attrs($res, $c0, $c1)?), $x, merge_overflow($ovf1, $ovf2));

    /// `addi(x, muli(y, -1)) -> subi(x, y)`.
    pub AddIMulNegativeOneRhs:
        AddIOp($x, MulIOp($y, constant($c0), _), _)
        where is_scalar_or_splat_minus_one($c0)
        => SubIOp($x, $y, IntegerOverflowFlags::NONE);

    /// `addi(muli(x, -1), y) -> subi(y, x)`.
    pub AddIMulNegativeOneLhs:
        AddIOp(MulIOp($x, constant($c0), _), $y, _)
        where is_scalar_or_splat_minus_one($c0)
        => SubIOp($y, $x, IntegerOverflowFlags::NONE);

    /// `muli(muli(x, c0), c1) -> muli(x, c0 * c1)`.
    pub MulIMulIConstant:
        MulIOp(MulIOp($x, constant($c0: IntegerAttr), $ovf1), constant($c1: IntegerAttr), $ovf2) as $res
        where has_attr_type($res, $c0), has_attr_type($res, $c1)
        => MulIOp($x, ConstantOp(mul_integer_attrs($res, $c0, $c1)?), merge_overflow($ovf1, $ovf2));

    /// `addui_extended(x, y) -> [addi(x, y), x]` when the overflow result
    /// is unused (any value does for it).
    pub AddUIExtendedToAddI:
        AddUIExtendedOp($x, $y) as $res
        where has_no_uses($res.1)
        => [AddIOp($x, $y, IntegerOverflowFlags::NONE), $x];

    /// `subi(addi(x, c0), c1) -> addi(x, c0 - c1)` (without overflow
    /// flags).
    pub SubIRHSAddConstant:
        SubIOp(AddIOp($x, constant($c0: IntegerAttr), _), constant($c1: IntegerAttr), _) as $res
        => AddIOp($x, ConstantOp(sub_integer_attrs($res, $c0, $c1)?), IntegerOverflowFlags::NONE);

    /// `subi(c1, addi(x, c0)) -> subi(c1 - c0, x)`.
    pub SubILHSAddConstant:
        SubIOp(constant($c1: IntegerAttr), AddIOp($x, constant($c0: IntegerAttr), $ovf1), $ovf2) as $res
        => SubIOp(ConstantOp(sub_integer_attrs($res, $c1, $c0)?), $x, merge_overflow($ovf1, $ovf2));

    /// `subi(subi(x, c0), c1) -> subi(x, c0 + c1)`.
    pub SubIRHSSubConstantRHS:
        SubIOp(SubIOp($x, constant($c0: IntegerAttr), $ovf1), constant($c1: IntegerAttr), $ovf2) as $res
        => SubIOp($x, ConstantOp(add_integer_attrs($res, $c0, $c1)?), merge_overflow($ovf1, $ovf2));

    /// `subi(subi(c0, x), c1) -> subi(c0 - c1, x)`.
    pub SubIRHSSubConstantLHS:
        SubIOp(SubIOp(constant($c0: IntegerAttr), $x, $ovf1), constant($c1: IntegerAttr), $ovf2) as $res
        => SubIOp(ConstantOp(sub_integer_attrs($res, $c0, $c1)?), $x, merge_overflow($ovf1, $ovf2));

    /// `subi(c1, subi(x, c0)) -> subi(c0 + c1, x)`.
    pub SubILHSSubConstantRHS:
        SubIOp(constant($c1: IntegerAttr), SubIOp($x, constant($c0: IntegerAttr), $ovf1), $ovf2) as $res
        => SubIOp(ConstantOp(add_integer_attrs($res, $c0, $c1)?), $x, merge_overflow($ovf1, $ovf2));

    /// `subi(c1, subi(c0, x)) -> addi(x, c1 - c0)`.
    pub SubILHSSubConstantLHS:
        SubIOp(constant($c1: IntegerAttr), SubIOp(constant($c0: IntegerAttr), $x, $ovf1), $ovf2) as $res
        => AddIOp($x, ConstantOp(sub_integer_attrs($res, $c1, $c0)?), merge_overflow($ovf1, $ovf2));

    /// `subi(subi(a, b), a) -> subi(0, b)`.
    pub SubISubILHSRHSLHS:
        SubIOp(SubIOp($x, $y, $ovf1), $x, $ovf2)
        => SubIOp(ConstantOp(zero_of($y)?), $y, merge_overflow($ovf1, $ovf2));

    /// `mulsi_extended(x, y) -> [muli(x, y), x]` when the high result is
    /// unused.
    pub MulSIExtendedToMulI:
        MulSIExtendedOp($x, $y) as $res
        where has_no_uses($res.1)
        => [MulIOp($x, $y, IntegerOverflowFlags::NONE), $x];

    /// `mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]`.
    pub MulSIExtendedRHSOne:
        MulSIExtendedOp($x, constant($c1))
        where is_scalar_or_splat_one($c1)
        => [$x, ExtSIOp(CmpIOp(CmpIPredicate::Slt, $x, ConstantOp(zero_of($x)?)))];

    /// `mului_extended(x, y) -> [muli(x, y), x]` when the high result is
    /// unused.
    pub MulUIExtendedToMulI:
        MulUIExtendedOp($x, $y) as $res
        where has_no_uses($res.1)
        => [MulIOp($x, $y, IntegerOverflowFlags::NONE), $x];

    /// `xori(cmpi(p, a, b), true) -> cmpi(!p, a, b)` (a scalar `true`).
    pub XOrINotCmpI:
        XOrIOp(CmpIOp($pred, $a, $b), constant($one))
        where is_i1_true($one)
        => CmpIOp(inverse_predicate($pred), $a, $b);

    /// `xori(extui(x), extui(y)) -> extui(xori(x, y))`.
    pub XOrIOfExtUI:
        XOrIOp(ExtUIOp($x), ExtUIOp($y)) where same_type($x, $y) => ExtUIOp(XOrIOp($x, $y));

    /// `xori(extsi(x), extsi(y)) -> extsi(xori(x, y))`.
    pub XOrIOfExtSI:
        XOrIOp(ExtSIOp($x), ExtSIOp($y)) where same_type($x, $y) => ExtSIOp(XOrIOp($x, $y));

    /// `cmpi(eq|ne, extsi(a), extsi(b)) -> cmpi(eq|ne, a, b)`.
    pub CmpIExtSI:
        CmpIOp($pred, ExtSIOp($a), ExtSIOp($b))
        where same_type($a, $b), is_equality($pred)
        => CmpIOp($pred, $a, $b);

    /// `cmpi(eq|ne, extui(a), extui(b)) -> cmpi(eq|ne, a, b)`.
    pub CmpIExtUI:
        CmpIOp($pred, ExtUIOp($a), ExtUIOp($b))
        where same_type($a, $b), is_equality($pred)
        => CmpIOp($pred, $a, $b);

    /// `select(not(pred), a, b) -> select(pred, b, a)`.
    pub SelectNotCond:
        SelectOp(XOrIOp($pred, constant($ones: IntegerAttr)), $a, $b)
        where is_scalar_or_splat_minus_one($ones)
        => SelectOp($pred, $b, $a);

    /// `select(pred, select(pred, a, b), c) -> select(pred, a, c)`.
    pub RedundantSelectTrue:
        SelectOp($pred, SelectOp($pred, $a, _), $c) => SelectOp($pred, $a, $c);

    /// `select(pred, a, select(pred, b, c)) -> select(pred, a, c)`.
    pub RedundantSelectFalse:
        SelectOp($pred, $a, SelectOp($pred, _, $c)) => SelectOp($pred, $a, $c);

    /// `select(pred, false, true) -> not(pred)`.
    pub SelectI1ToNot:
        SelectOp($pred, constant($on_true), constant($on_false))
        where is_i1_false($on_true), is_i1_true($on_false)
        => XOrIOp($pred, ConstantOp(i1_true()));

    /// `index_cast(index_cast(x)) -> x` when `x` has the result's type.
    pub IndexCastOfIndexCast:
        IndexCastOp(IndexCastOp($x)) as $res where same_type($res, $x) => $x;

    /// `index_cast(extsi(x)) -> index_cast(x)`.
    pub IndexCastOfExtSI: IndexCastOp(ExtSIOp($x)) => IndexCastOp($x);

    /// `index_castui(index_castui(x)) -> x` when `x` has the result's
    /// type.
    pub IndexCastUIOfIndexCastUI:
        IndexCastUIOp(IndexCastUIOp($x)) as $res where same_type($res, $x) => $x;

    /// `index_castui(extui(x)) -> index_castui(x)`.
    pub IndexCastUIOfExtUI: IndexCastUIOp(ExtUIOp($x)) => IndexCastUIOp($x);

    /// `bitcast(bitcast(x)) -> bitcast(x)`.
    pub BitcastOfBitcast: BitcastOp(BitcastOp($x)) => BitcastOp($x);

    /// `extsi(extui(x)) -> extui(x)`.
    pub ExtSIOfExtUI: ExtSIOp(ExtUIOp($x)) => ExtUIOp($x);

    /// `andi(extui(x), extui(y)) -> extui(andi(x, y))`.
    pub AndOfExtUI:
        AndIOp(ExtUIOp($x), ExtUIOp($y)) where same_type($x, $y) => ExtUIOp(AndIOp($x, $y));

    /// `andi(extsi(x), extsi(y)) -> extsi(andi(x, y))`.
    pub AndOfExtSI:
        AndIOp(ExtSIOp($x), ExtSIOp($y)) where same_type($x, $y) => ExtSIOp(AndIOp($x, $y));

    /// `ori(extui(x), extui(y)) -> extui(ori(x, y))`.
    pub OrOfExtUI:
        OrIOp(ExtUIOp($x), ExtUIOp($y)) where same_type($x, $y) => ExtUIOp(OrIOp($x, $y));

    /// `ori(extsi(x), extsi(y)) -> extsi(ori(x, y))`.
    pub OrOfExtSI:
        OrIOp(ExtSIOp($x), ExtSIOp($y)) where same_type($x, $y) => ExtSIOp(OrIOp($x, $y));

    /// `trunci(extsi(x)) -> extsi(x)` when only sign-extension bits are
    /// truncated.
    pub TruncIExtSIToExtSI:
        TruncIOp(ExtSIOp($x) as $ext, _) as $tr
        where is_wider($ext, $tr), is_wider($tr, $x)
        => ExtSIOp($x);

    /// `trunci(extui(x)) -> extui(x)` when only zero-extension bits are
    /// truncated.
    pub TruncIExtUIToExtUI:
        TruncIOp(ExtUIOp($x) as $ext, _) as $tr
        where is_wider($ext, $tr), is_wider($tr, $x)
        => ExtUIOp($x);

    /// `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when `c` is the number
    /// of bits truncated (the shifted-in sign bits all go).
    pub TruncIShrSIToTrunciShrUI:
        TruncIOp(ShRSIOp($x, constant($c0: TypedAttr), $exact), $overflow) as $tr
        where shift_drops_truncated_bits($x, $tr, $c0)
        => TruncIOp(ShRUIOp($x, ConstantOp($c0), $exact), $overflow);

    /// `truncf(sitofp(x)) -> sitofp(x)` under the default rounding mode.
    pub TruncFSIToFPToSIToFP: TruncFOp(SIToFPOp($x), None, _) => SIToFPOp($x);

    /// `truncf(uitofp(x)) -> uitofp(x)` under the default rounding mode.
    pub TruncFUIToFPToUIToFP: TruncFOp(UIToFPOp($x), None, _) => UIToFPOp($x);

    /// `mulf(negf(x), negf(y)) -> mulf(x, y)`, keeping the fast-math
    /// flags of the `mulf`.
    pub MulFOfNegF:
        MulFOp(NegFOp($x, _), NegFOp($y, _), $fastmath) where same_type($x, $y)
        => MulFOp($x, $y, $fastmath);

    /// `divf(negf(x), negf(y)) -> divf(x, y)`, keeping the fast-math
    /// flags of the `divf`.
    pub DivFOfNegF:
        DivFOp(NegFOp($x, _), NegFOp($y, _), $fastmath) where same_type($x, $y)
        => DivFOp($x, $y, $fastmath);
}

/// Applies `operation` to integer attributes `lhs` and `rhs` at the width
/// of `result`'s type; the attribute of that type holding the outcome.
/// `None` when the widths differ (an op not verified yet).
fn combine_integers(
    rewriter: &PatternRewriter<'_>,
    result: Value,
    lhs: Attr,
    rhs: Attr,
    operation: fn(&Int, &Int) -> Int,
) -> Option<Attr> {
    let context = rewriter.context();
    let ty = rewriter.body().value_type(result);
    let (_, lhs) = integer_attr_value(context, lhs)?;
    let (_, rhs) = integer_attr_value(context, rhs)?;
    if lhs.width != rhs.width || int_width(context, ty) != Some(lhs.width) {
        return None;
    }
    Some(operation(&lhs, &rhs).to_attr(context, ty))
}

/// `lhs + rhs` at the type of `result` (MLIR's `addIntegerAttrs`).
fn add_integer_attrs(
    rewriter: &mut PatternRewriter<'_>,
    result: Value,
    lhs: Attr,
    rhs: Attr,
) -> Option<Attr> {
    combine_integers(rewriter, result, lhs, rhs, Int::wrapping_add)
}

/// `lhs - rhs` at the type of `result`.
fn sub_integer_attrs(
    rewriter: &mut PatternRewriter<'_>,
    result: Value,
    lhs: Attr,
    rhs: Attr,
) -> Option<Attr> {
    combine_integers(rewriter, result, lhs, rhs, Int::wrapping_sub)
}

/// `lhs * rhs` at the type of `result`.
fn mul_integer_attrs(
    rewriter: &mut PatternRewriter<'_>,
    result: Value,
    lhs: Attr,
    rhs: Attr,
) -> Option<Attr> {
    combine_integers(rewriter, result, lhs, rhs, Int::wrapping_mul)
}

/// The flags both ops have: the most conservative merge (MLIR's
/// `mergeOverflowFlags`).
fn merge_overflow(
    _: &mut PatternRewriter<'_>,
    lhs: IntegerOverflowFlags,
    rhs: IntegerOverflowFlags,
) -> IntegerOverflowFlags {
    lhs & rhs
}

/// The zero of `value`'s type (MLIR's `getZeroAttr`); `None` for a type
/// without one (a dynamically shaped tensor).
fn zero_of(rewriter: &mut PatternRewriter<'_>, value: Value) -> Option<Attr> {
    zero_attr(rewriter.context(), rewriter.body().value_type(value))
}

/// `true` as an `i1` attribute.
fn i1_true(rewriter: &mut PatternRewriter<'_>) -> Attr {
    let context = rewriter.context();
    context.integer_attr(context.integer_type(1), 1)
}

/// The predicate true exactly when `predicate` is false.
fn inverse_predicate(_: &mut PatternRewriter<'_>, predicate: CmpIPredicate) -> CmpIPredicate {
    match predicate {
        CmpIPredicate::Eq => CmpIPredicate::Ne,
        CmpIPredicate::Ne => CmpIPredicate::Eq,
        CmpIPredicate::Slt => CmpIPredicate::Sge,
        CmpIPredicate::Sle => CmpIPredicate::Sgt,
        CmpIPredicate::Sgt => CmpIPredicate::Sle,
        CmpIPredicate::Sge => CmpIPredicate::Slt,
        CmpIPredicate::Ult => CmpIPredicate::Uge,
        CmpIPredicate::Ule => CmpIPredicate::Ugt,
        CmpIPredicate::Ugt => CmpIPredicate::Ule,
        CmpIPredicate::Uge => CmpIPredicate::Ult,
    }
}

/// Whether `attr` is an integer, or a splat of integers, with every bit
/// set (MLIR's `IsScalarOrSplatNegativeOne`).
fn is_scalar_or_splat_minus_one(rewriter: &PatternRewriter<'_>, attr: Attr) -> bool {
    int_or_splat_value(rewriter.context(), attr).is_some_and(|value| value.is_all_ones())
}

/// Whether `attr` is an integer, or a splat of integers, equal to one and
/// positive (an `i1` one reads as -1; MLIR's `IsScalarOrSplatOne`).
fn is_scalar_or_splat_one(rewriter: &PatternRewriter<'_>, attr: Attr) -> bool {
    int_or_splat_value(rewriter.context(), attr)
        .is_some_and(|value| value.is_strictly_positive() && value.equals(1))
}

/// Whether `attr` is the `i1` attribute `bit`.
fn is_i1(rewriter: &PatternRewriter<'_>, attr: Attr, bit: i128) -> bool {
    let context = rewriter.context();
    attr == context.integer_attr(context.integer_type(1), bit)
}

/// Whether `attr` is `true : i1`.
fn is_i1_true(rewriter: &PatternRewriter<'_>, attr: Attr) -> bool {
    is_i1(rewriter, attr, 1)
}

/// Whether `attr` is `false : i1`.
fn is_i1_false(rewriter: &PatternRewriter<'_>, attr: Attr) -> bool {
    is_i1(rewriter, attr, 0)
}

/// Whether `lhs` and `rhs` have one type.
fn same_type(rewriter: &PatternRewriter<'_>, lhs: Value, rhs: Value) -> bool {
    let body = rewriter.body();
    body.value_type(lhs) == body.value_type(rhs)
}

/// Whether `value` has the type of attribute `attr`.
fn has_attr_type(rewriter: &PatternRewriter<'_>, value: Value, attr: Attr) -> bool {
    rewriter.context().attr_type(attr) == Some(rewriter.body().value_type(value))
}

/// Whether nothing uses `value`.
fn has_no_uses(rewriter: &PatternRewriter<'_>, value: Value) -> bool {
    rewriter.body().uses(value).is_empty()
}

/// Whether `predicate` is `eq` or `ne`.
fn is_equality(_: &PatternRewriter<'_>, predicate: CmpIPredicate) -> bool {
    matches!(predicate, CmpIPredicate::Eq | CmpIPredicate::Ne)
}

/// Whether the scalar or element type of `wide` is wider than that of
/// `narrow`, which has a width (MLIR's `ValueWiderThan`).
fn is_wider(rewriter: &PatternRewriter<'_>, wide: Value, narrow: Value) -> bool {
    let (context, body) = (rewriter.context(), rewriter.body());
    let width = |value| scalar_or_element_width(context, body.value_type(value)).unwrap_or(0);
    width(wide) > width(narrow) && width(narrow) > 0
}

/// Whether shift amount `amount` (an integer or splat) is the number of
/// bits truncating `input` to `truncated` drops (MLIR's
/// `TruncationMatchesShiftAmount`).
fn shift_drops_truncated_bits(
    rewriter: &PatternRewriter<'_>,
    input: Value,
    truncated: Value,
    amount: Attr,
) -> bool {
    let (context, body) = (rewriter.context(), rewriter.body());
    let width = |value| scalar_or_element_width(context, body.value_type(value));
    let (Some(input), Some(truncated)) = (width(input), width(truncated)) else { return false };
    let dropped = i64::from(input) - i64::from(truncated);
    dropped >= 0
        && int_or_splat_value(context, amount).is_some_and(|amount| amount.equals(dropped as u64))
}
