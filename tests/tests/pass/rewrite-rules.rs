//! Rewrite rules using many forms at once: nested ops on both sides,
//! constants with constraints, repeated bindings, enum cases, Rust values,
//! fallible and infallible calls, auxiliary results, `$_location`, built
//! ops bound and reused, and an added benefit.

use dialects::arith::*;
use ir_core::attributes::Attr;
use ir_core::ir::Value;
use ir_core::ir_macros::rewrite_rules;
use ir_core::ods::constraints::{IntegerAttr, SignlessIntegerLike};
use ir_core::rewrite::{OpRewritePattern, PatternRewriter, RewritePattern};

fn same_type(rewriter: &PatternRewriter<'_>, lhs: Value, rhs: Value) -> bool {
    rewriter.body().value_type(lhs) == rewriter.body().value_type(rhs)
}

fn negated(rewriter: &mut PatternRewriter<'_>, attr: Attr) -> Option<Attr> {
    let _ = rewriter;
    Some(attr)
}

fn located(_: &mut PatternRewriter<'_>, location: Attr, value: Value) -> Value {
    let _ = location;
    value
}

rewrite_rules! {
    /// The rules of this file.
    pub const SAMPLE_RULES;

    /// `addi(x, x)` with a constraint on `x`.
    #[added_benefit = 10]
    pub Double: AddIOp($x: SignlessIntegerLike, $x, _) => MulIOp($x, $x, IntegerOverflowFlags::NONE);

    /// Equality compares of extensions, with an enum case to match.
    pub EqualExtensions:
        CmpIOp(CmpIPredicate::Eq, ExtUIOp($a), ExtUIOp($b)) where same_type($a, $b)
        => CmpIOp(CmpIPredicate::Eq, $a, $b);

    /// A constant matched and rebuilt through a fallible call, with a
    /// built op bound and used again.
    pub Rebuild:
        SubIOp($x, constant($c: IntegerAttr), _)
        => SubIOp(AddIOp($x, ConstantOp(negated($c)?), IntegerOverflowFlags::NONE) as $sum, $sum, {IntegerOverflowFlags::NONE});

    /// Two results, one from an auxiliary op, and `$_location`.
    pub Extended:
        AddUIExtendedOp($x, $y) as $res
        => [ConstantOp(negated_zero()), AddIOp(located($_location, $x), $y, IntegerOverflowFlags::NONE), $res.1];
}

fn negated_zero(rewriter: &mut PatternRewriter<'_>) -> Attr {
    let context = rewriter.context();
    context.integer_attr(context.integer_type(32), 0)
}

fn main() {
    assert_eq!(<Double as OpRewritePattern>::BENEFIT, 11);
    assert_eq!(<EqualExtensions as OpRewritePattern>::BENEFIT, 3);
    assert_eq!(SAMPLE_RULES.len(), 4);
    assert_eq!(SAMPLE_RULES[0].root(), Some("arith.addi"));
    assert_eq!(
        RewritePattern::description(&Double).as_deref(),
        Some("arith.addi($x: SignlessIntegerLike, $x, _) -> arith.muli($x, $x, IntegerOverflowFlags::NONE)")
    );
    assert_eq!(
        RewritePattern::description(&Extended).as_deref(),
        Some("arith.addui_extended($x, $y) as $res -> [arith.constant(negated_zero()), arith.addi(located($_location, $x), $y, IntegerOverflowFlags::NONE), $res.1]")
    );
}
