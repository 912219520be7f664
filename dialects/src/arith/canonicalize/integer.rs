//! Integer arithmetic: chains of `addi`, `subi` and `muli` with constants
//! fold their constants together, `x + y * -1` becomes a subtraction, and
//! the extended ops whose second result is unused become plain ones.
//!
//! The constant chains match only integer attributes (not splats), as
//! MLIR's `APIntAttr` does, and only in the operand positions MLIR's
//! patterns name: the commutative folds have already moved constants to
//! the right.

use ir_core::attributes::Attr;
use ir_core::ir::{Body, Value};
use ir_core::ods::TypedOp;
use ir_core::rewrite::{OpRewritePattern, PatternRewriter};

use super::{
    create_constant, defined_by, int_or_splat_value, int_width, integer_attr_value,
    matched_constant, matched_location, zero_attr, Int,
};
use crate::arith::{
    AddIOp, AddUIExtendedOp, CmpIOp, CmpIPredicate, ExtSIOp, IntegerOverflowFlags, MulIOp,
    MulSIExtendedOp, MulUIExtendedOp, SubIOp,
};

/// The integer ops with two operands and overflow flags.
trait OverflowOp: TypedOp {
    /// The op's overflow flags.
    fn flags(self, body: &Body) -> IntegerOverflowFlags;
}

impl OverflowOp for AddIOp {
    fn flags(self, body: &Body) -> IntegerOverflowFlags {
        self.overflow_flags(body)
    }
}

impl OverflowOp for SubIOp {
    fn flags(self, body: &Body) -> IntegerOverflowFlags {
        self.overflow_flags(body)
    }
}

impl OverflowOp for MulIOp {
    fn flags(self, body: &Body) -> IntegerOverflowFlags {
        self.overflow_flags(body)
    }
}

/// Which operand of a binary op a pattern wants constant.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Lhs,
    Rhs,
}

/// A match of `outer(inner(x, c0), c1)` (each constant on its given side):
/// what the replacement needs.
struct ConstantChain {
    x: Value,
    /// The inner op's constant.
    c0: Int,
    /// The outer op's constant.
    c1: Int,
    /// The flags of both ops, merged the most conservative way (MLIR's
    /// `mergeOverflowFlags`: the flags both have).
    merged_flags: IntegerOverflowFlags,
    /// The root's result type, which the new constant takes.
    ty: ir_core::types::Type,
    location: Attr,
}

impl ConstantChain {
    /// Creates the constant `value` of the root's type.
    fn constant(&self, rewriter: &mut PatternRewriter<'_>, value: &Int) -> Value {
        let attr = value.to_attr(rewriter.context(), self.ty);
        create_constant(rewriter, self.location, attr)
    }
}

/// Matches `op` as `outer(inner(x, c0), c1)`, with the outer constant on
/// side `outer_constant` and the inner one on side `inner_constant`.
fn match_chain<Outer: OverflowOp, Inner: OverflowOp>(
    rewriter: &PatternRewriter<'_>,
    op: Outer,
    outer_constant: Side,
    inner_constant: Side,
) -> Option<ConstantChain> {
    let context = rewriter.context();
    let body = rewriter.body();
    let (lhs, rhs) = (body.op(op.op()).operand(0), body.op(op.op()).operand(1));
    let (inner_value, c1_value) = match outer_constant {
        Side::Rhs => (lhs, rhs),
        Side::Lhs => (rhs, lhs),
    };
    let inner: Inner = defined_by(rewriter, inner_value)?;
    let (inner_lhs, inner_rhs) = (body.op(inner.op()).operand(0), body.op(inner.op()).operand(1));
    let (x, c0_value) = match inner_constant {
        Side::Rhs => (inner_lhs, inner_rhs),
        Side::Lhs => (inner_rhs, inner_lhs),
    };
    let (c0_op, c0_attr) = matched_constant(rewriter, c0_value)?;
    let (_, c0) = integer_attr_value(context, c0_attr)?;
    let (c1_op, c1_attr) = matched_constant(rewriter, c1_value)?;
    let (_, c1) = integer_attr_value(context, c1_attr)?;
    let ty = body.value_type(body.op(op.op()).results()[0]);
    if c0.width != c1.width || int_width(context, ty) != Some(c0.width) {
        return None;
    }
    // The generated matcher records the ops of the operand it visits first,
    // a nested op's constant before the op itself.
    let second = if outer_constant == Side::Lhs { c1_op } else { c0_op };
    Some(ConstantChain {
        x,
        c0,
        c1,
        merged_flags: inner.flags(body) & op.flags(body),
        ty,
        location: matched_location(rewriter, &[op.op(), second]),
    })
}

/// Replaces the single result of `op` with `value`.
fn replace(rewriter: &mut PatternRewriter<'_>, op: impl TypedOp, value: Value) -> Option<()> {
    rewriter.replace_op(op.op(), &[value]);
    Some(())
}

/// `addi(addi(x, c0), c1) -> addi(x, c0 + c1)`.
pub struct AddIAddConstant;

impl OpRewritePattern for AddIAddConstant {
    type Op = AddIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: AddIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let chain = match_chain::<AddIOp, AddIOp>(rewriter, op, Side::Rhs, Side::Rhs)?;
        let constant = chain.constant(rewriter, &chain.c0.wrapping_add(&chain.c1));
        let new = AddIOp::build(
            &mut rewriter.builder(),
            chain.location,
            chain.x,
            constant,
            chain.merged_flags,
        );
        replace(rewriter, op, new.result(rewriter.body()))
    }
}

/// `addi(subi(x, c0), c1) -> addi(x, c1 - c0)`.
pub struct AddISubConstantRHS;

impl OpRewritePattern for AddISubConstantRHS {
    type Op = AddIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: AddIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let chain = match_chain::<AddIOp, SubIOp>(rewriter, op, Side::Rhs, Side::Rhs)?;
        let constant = chain.constant(rewriter, &chain.c1.wrapping_sub(&chain.c0));
        let new = AddIOp::build(
            &mut rewriter.builder(),
            chain.location,
            chain.x,
            constant,
            chain.merged_flags,
        );
        replace(rewriter, op, new.result(rewriter.body()))
    }
}

/// `addi(subi(c0, x), c1) -> subi(c0 + c1, x)`.
pub struct AddISubConstantLHS;

impl OpRewritePattern for AddISubConstantLHS {
    type Op = AddIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: AddIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let chain = match_chain::<AddIOp, SubIOp>(rewriter, op, Side::Rhs, Side::Lhs)?;
        let constant = chain.constant(rewriter, &chain.c0.wrapping_add(&chain.c1));
        let new = SubIOp::build(
            &mut rewriter.builder(),
            chain.location,
            constant,
            chain.x,
            chain.merged_flags,
        );
        replace(rewriter, op, new.result(rewriter.body()))
    }
}

/// Matches `muli(y, c)` defining `value` with `c` minus one (a scalar or a
/// splat): `y` and the constant op.
fn times_minus_one(
    rewriter: &PatternRewriter<'_>,
    value: Value,
) -> Option<(Value, ir_core::ir::Op)> {
    let multiply: MulIOp = defined_by(rewriter, value)?;
    let body = rewriter.body();
    let (constant_op, constant) = matched_constant(rewriter, multiply.rhs(body))?;
    if !int_or_splat_value(rewriter.context(), constant)?.is_all_ones() {
        return None;
    }
    Some((multiply.lhs(body), constant_op))
}

/// `addi(x, muli(y, -1)) -> subi(x, y)`.
pub struct AddIMulNegativeOneRhs;

impl OpRewritePattern for AddIMulNegativeOneRhs {
    type Op = AddIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: AddIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        let x = op.lhs(body);
        let (y, constant_op) = times_minus_one(rewriter, op.rhs(body))?;
        let location = matched_location(rewriter, &[op.op(), constant_op]);
        let new =
            SubIOp::build(&mut rewriter.builder(), location, x, y, IntegerOverflowFlags::NONE);
        replace(rewriter, op, new.result(rewriter.body()))
    }
}

/// `addi(muli(x, -1), y) -> subi(y, x)`.
pub struct AddIMulNegativeOneLhs;

impl OpRewritePattern for AddIMulNegativeOneLhs {
    type Op = AddIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: AddIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        let y = op.rhs(body);
        let (x, constant_op) = times_minus_one(rewriter, op.lhs(body))?;
        let location = matched_location(rewriter, &[op.op(), constant_op]);
        let new =
            SubIOp::build(&mut rewriter.builder(), location, y, x, IntegerOverflowFlags::NONE);
        replace(rewriter, op, new.result(rewriter.body()))
    }
}

/// `muli(muli(x, c0), c1) -> muli(x, c0 * c1)`.
pub struct MulIMulIConstant;

impl OpRewritePattern for MulIMulIConstant {
    type Op = MulIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: MulIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let chain = match_chain::<MulIOp, MulIOp>(rewriter, op, Side::Rhs, Side::Rhs)?;
        let constant = chain.constant(rewriter, &chain.c0.wrapping_mul(&chain.c1));
        let new = MulIOp::build(
            &mut rewriter.builder(),
            chain.location,
            chain.x,
            constant,
            chain.merged_flags,
        );
        replace(rewriter, op, new.result(rewriter.body()))
    }
}

/// `subi(addi(x, c0), c1) -> addi(x, c0 - c1)` (without overflow flags).
pub struct SubIRHSAddConstant;

impl OpRewritePattern for SubIRHSAddConstant {
    type Op = SubIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: SubIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let chain = match_chain::<SubIOp, AddIOp>(rewriter, op, Side::Rhs, Side::Rhs)?;
        let constant = chain.constant(rewriter, &chain.c0.wrapping_sub(&chain.c1));
        let new = AddIOp::build(
            &mut rewriter.builder(),
            chain.location,
            chain.x,
            constant,
            IntegerOverflowFlags::NONE,
        );
        replace(rewriter, op, new.result(rewriter.body()))
    }
}

/// `subi(c1, addi(x, c0)) -> subi(c1 - c0, x)`.
pub struct SubILHSAddConstant;

impl OpRewritePattern for SubILHSAddConstant {
    type Op = SubIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: SubIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let chain = match_chain::<SubIOp, AddIOp>(rewriter, op, Side::Lhs, Side::Rhs)?;
        let constant = chain.constant(rewriter, &chain.c1.wrapping_sub(&chain.c0));
        let new = SubIOp::build(
            &mut rewriter.builder(),
            chain.location,
            constant,
            chain.x,
            chain.merged_flags,
        );
        replace(rewriter, op, new.result(rewriter.body()))
    }
}

/// `subi(subi(x, c0), c1) -> subi(x, c0 + c1)`.
pub struct SubIRHSSubConstantRHS;

impl OpRewritePattern for SubIRHSSubConstantRHS {
    type Op = SubIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: SubIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let chain = match_chain::<SubIOp, SubIOp>(rewriter, op, Side::Rhs, Side::Rhs)?;
        let constant = chain.constant(rewriter, &chain.c0.wrapping_add(&chain.c1));
        let new = SubIOp::build(
            &mut rewriter.builder(),
            chain.location,
            chain.x,
            constant,
            chain.merged_flags,
        );
        replace(rewriter, op, new.result(rewriter.body()))
    }
}

/// `subi(subi(c0, x), c1) -> subi(c0 - c1, x)`.
pub struct SubIRHSSubConstantLHS;

impl OpRewritePattern for SubIRHSSubConstantLHS {
    type Op = SubIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: SubIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let chain = match_chain::<SubIOp, SubIOp>(rewriter, op, Side::Rhs, Side::Lhs)?;
        let constant = chain.constant(rewriter, &chain.c0.wrapping_sub(&chain.c1));
        let new = SubIOp::build(
            &mut rewriter.builder(),
            chain.location,
            constant,
            chain.x,
            chain.merged_flags,
        );
        replace(rewriter, op, new.result(rewriter.body()))
    }
}

/// `subi(c1, subi(x, c0)) -> subi(c0 + c1, x)`.
pub struct SubILHSSubConstantRHS;

impl OpRewritePattern for SubILHSSubConstantRHS {
    type Op = SubIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: SubIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let chain = match_chain::<SubIOp, SubIOp>(rewriter, op, Side::Lhs, Side::Rhs)?;
        let constant = chain.constant(rewriter, &chain.c0.wrapping_add(&chain.c1));
        let new = SubIOp::build(
            &mut rewriter.builder(),
            chain.location,
            constant,
            chain.x,
            chain.merged_flags,
        );
        replace(rewriter, op, new.result(rewriter.body()))
    }
}

/// `subi(c1, subi(c0, x)) -> addi(x, c1 - c0)`.
pub struct SubILHSSubConstantLHS;

impl OpRewritePattern for SubILHSSubConstantLHS {
    type Op = SubIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: SubIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let chain = match_chain::<SubIOp, SubIOp>(rewriter, op, Side::Lhs, Side::Lhs)?;
        let constant = chain.constant(rewriter, &chain.c1.wrapping_sub(&chain.c0));
        let new = AddIOp::build(
            &mut rewriter.builder(),
            chain.location,
            chain.x,
            constant,
            chain.merged_flags,
        );
        replace(rewriter, op, new.result(rewriter.body()))
    }
}

/// `subi(subi(a, b), a) -> subi(0, b)`.
pub struct SubISubILHSRHSLHS;

impl OpRewritePattern for SubISubILHSRHSLHS {
    type Op = SubIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: SubIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        let inner: SubIOp = defined_by(rewriter, op.lhs(body))?;
        let (a, b) = (inner.lhs(body), inner.rhs(body));
        if a != op.rhs(body) {
            return None;
        }
        let zero = zero_attr(rewriter.context(), body.value_type(b))?;
        let flags = inner.overflow_flags(body) & op.overflow_flags(body);
        let location = matched_location(rewriter, &[op.op(), inner.op()]);
        let zero = super::create_constant(rewriter, location, zero);
        let new = SubIOp::build(&mut rewriter.builder(), location, zero, b, flags);
        replace(rewriter, op, new.result(rewriter.body()))
    }
}

/// `addui_extended(x, y) -> [addi(x, y), x]` when the overflow result is
/// unused (any value does for it).
pub struct AddUIExtendedToAddI;

impl OpRewritePattern for AddUIExtendedToAddI {
    type Op = AddUIExtendedOp;

    fn match_and_rewrite(
        &self,
        op: AddUIExtendedOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Option<()> {
        let body = rewriter.body();
        if !body.uses(op.overflow(body)).is_empty() {
            return None;
        }
        let (x, y) = (op.lhs(body), op.rhs(body));
        let location = body.op(op.op()).location;
        let sum =
            AddIOp::build(&mut rewriter.builder(), location, x, y, IntegerOverflowFlags::NONE);
        let sum = sum.result(rewriter.body());
        rewriter.replace_op(op.op(), &[sum, x]);
        Some(())
    }
}

/// The `[muli(x, y), x]` replacement of an extended multiplication whose
/// high half is unused.
fn multiply_low_half(rewriter: &mut PatternRewriter<'_>, op: ir_core::ir::Op) -> Option<()> {
    let body = rewriter.body();
    let data = body.op(op);
    if !body.uses(data.results()[1]).is_empty() {
        return None;
    }
    let (x, y) = (data.operand(0), data.operand(1));
    let location = data.location;
    let product =
        MulIOp::build(&mut rewriter.builder(), location, x, y, IntegerOverflowFlags::NONE);
    let product = product.result(rewriter.body());
    rewriter.replace_op(op, &[product, x]);
    Some(())
}

/// `mulsi_extended(x, y) -> [muli(x, y), x]` when the high result is
/// unused.
pub struct MulSIExtendedToMulI;

impl OpRewritePattern for MulSIExtendedToMulI {
    type Op = MulSIExtendedOp;

    fn match_and_rewrite(
        &self,
        op: MulSIExtendedOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Option<()> {
        multiply_low_half(rewriter, op.op())
    }
}

/// `mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]`.
pub struct MulSIExtendedRHSOne;

impl OpRewritePattern for MulSIExtendedRHSOne {
    type Op = MulSIExtendedOp;

    fn match_and_rewrite(
        &self,
        op: MulSIExtendedOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let x = op.lhs(body);
        let (_, one) = matched_constant(rewriter, op.rhs(body))?;
        let one = int_or_splat_value(context, one)?;
        // A one that reads as -1 (`i1`) is not one.
        if !one.is_strictly_positive() || !one.equals(1) {
            return None;
        }
        let zero = zero_attr(context, body.value_type(x))?;
        let high_type = body.value_type(op.high(body));
        let location = body.op(op.op()).location;
        let zero = create_constant(rewriter, location, zero);
        let negative =
            CmpIOp::build(&mut rewriter.builder(), location, x, zero, CmpIPredicate::Slt);
        let negative = negative.result(rewriter.body());
        let high = ExtSIOp::build(&mut rewriter.builder(), location, negative, high_type);
        let high = high.out(rewriter.body());
        rewriter.replace_op(op.op(), &[x, high]);
        Some(())
    }
}

/// `mului_extended(x, y) -> [muli(x, y), x]` when the high result is
/// unused.
pub struct MulUIExtendedToMulI;

impl OpRewritePattern for MulUIExtendedToMulI {
    type Op = MulUIExtendedOp;

    fn match_and_rewrite(
        &self,
        op: MulUIExtendedOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Option<()> {
        multiply_low_half(rewriter, op.op())
    }
}
