//! Bitwise ops: `xori` with `true` inverts a comparison, and `andi`, `ori`
//! and `xori` of two extensions of the same kind (from the same type) work
//! on the narrow values and extend once.

use ir_core::attributes::Attr;
use ir_core::ir::{Builder, Op, Value};
use ir_core::rewrite::{OpRewritePattern, PatternRewriter};

use super::{defined_by, matched_constant, matched_location, Extension};
use crate::arith::{AndIOp, CmpIOp, CmpIPredicate, OrIOp, XOrIOp};

/// Rewrites `op(ext x, ext y)` (`op` a bitwise op, both extensions of kind
/// `extension` from one type) to `ext(op(x, y))`, the inner op made by
/// `build`.
fn hoist_extension(
    rewriter: &mut PatternRewriter<'_>,
    op: Op,
    extension: Extension,
    build: impl FnOnce(&mut Builder<'_>, Attr, Value, Value) -> Value,
) -> Option<()> {
    let body = rewriter.body();
    let data = body.op(op);
    let (lhs_extension, x) = extension.input_of(rewriter, data.operand(0))?;
    let (rhs_extension, y) = extension.input_of(rewriter, data.operand(1))?;
    if body.value_type(x) != body.value_type(y) {
        return None;
    }
    let ty = body.value_type(data.results()[0]);
    let location = matched_location(rewriter, &[op, lhs_extension, rhs_extension]);
    let narrow = build(&mut rewriter.builder(), location, x, y);
    let wide = extension.create(rewriter, location, narrow, ty);
    rewriter.replace_op(op, &[wide]);
    Some(())
}

fn build_xori(builder: &mut Builder<'_>, location: Attr, x: Value, y: Value) -> Value {
    XOrIOp::build(builder, location, x, y).result(builder.body())
}

fn build_andi(builder: &mut Builder<'_>, location: Attr, x: Value, y: Value) -> Value {
    AndIOp::build(builder, location, x, y).result(builder.body())
}

fn build_ori(builder: &mut Builder<'_>, location: Attr, x: Value, y: Value) -> Value {
    OrIOp::build(builder, location, x, y).result(builder.body())
}

/// The predicate true exactly when `predicate` is false.
fn inverse(predicate: CmpIPredicate) -> CmpIPredicate {
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

/// `xori(cmpi(p, a, b), true) -> cmpi(!p, a, b)` (scalar `true` only).
pub struct XOrINotCmpI;

impl OpRewritePattern for XOrINotCmpI {
    type Op = XOrIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: XOrIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let compare: CmpIOp = defined_by(rewriter, op.lhs(body))?;
        let (_, value) = matched_constant(rewriter, op.rhs(body))?;
        if value != context.integer_attr(context.integer_type(1), 1) {
            return None;
        }
        let predicate = inverse(compare.predicate(body));
        let (a, b) = (compare.lhs(body), compare.rhs(body));
        let location = matched_location(rewriter, &[op.op(), compare.op()]);
        let new = CmpIOp::build(&mut rewriter.builder(), location, a, b, predicate);
        let new = new.result(rewriter.body());
        rewriter.replace_op(op.op(), &[new]);
        Some(())
    }
}

/// `xori(extui(x), extui(y)) -> extui(xori(x, y))`.
pub struct XOrIOfExtUI;

impl OpRewritePattern for XOrIOfExtUI {
    type Op = XOrIOp;
    const BENEFIT: u16 = 3;

    fn match_and_rewrite(&self, op: XOrIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        hoist_extension(rewriter, op.op(), Extension::Zero, build_xori)
    }
}

/// `xori(extsi(x), extsi(y)) -> extsi(xori(x, y))`.
pub struct XOrIOfExtSI;

impl OpRewritePattern for XOrIOfExtSI {
    type Op = XOrIOp;
    const BENEFIT: u16 = 3;

    fn match_and_rewrite(&self, op: XOrIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        hoist_extension(rewriter, op.op(), Extension::Sign, build_xori)
    }
}

/// `andi(extui(x), extui(y)) -> extui(andi(x, y))`.
pub struct AndOfExtUI;

impl OpRewritePattern for AndOfExtUI {
    type Op = AndIOp;
    const BENEFIT: u16 = 3;

    fn match_and_rewrite(&self, op: AndIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        hoist_extension(rewriter, op.op(), Extension::Zero, build_andi)
    }
}

/// `andi(extsi(x), extsi(y)) -> extsi(andi(x, y))`.
pub struct AndOfExtSI;

impl OpRewritePattern for AndOfExtSI {
    type Op = AndIOp;
    const BENEFIT: u16 = 3;

    fn match_and_rewrite(&self, op: AndIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        hoist_extension(rewriter, op.op(), Extension::Sign, build_andi)
    }
}

/// `ori(extui(x), extui(y)) -> extui(ori(x, y))`.
pub struct OrOfExtUI;

impl OpRewritePattern for OrOfExtUI {
    type Op = OrIOp;
    const BENEFIT: u16 = 3;

    fn match_and_rewrite(&self, op: OrIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        hoist_extension(rewriter, op.op(), Extension::Zero, build_ori)
    }
}

/// `ori(extsi(x), extsi(y)) -> extsi(ori(x, y))`.
pub struct OrOfExtSI;

impl OpRewritePattern for OrOfExtSI {
    type Op = OrIOp;
    const BENEFIT: u16 = 3;

    fn match_and_rewrite(&self, op: OrIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        hoist_extension(rewriter, op.op(), Extension::Sign, build_ori)
    }
}
