use dialects::arith::*;
use ir_core::ir::Value;
use ir_core::ir_macros::rewrite_rules;
use ir_core::rewrite::PatternRewriter;

fn has_no_uses(rewriter: &PatternRewriter<'_>, value: Value) -> bool {
    rewriter.body().uses(value).is_empty()
}

rewrite_rules! {
    /// `arith.addui_extended` has two results: `$res.0` and `$res.1`.
    pub NoThirdResult: AddUIExtendedOp($x, $y) as $res where has_no_uses($res.2)
        => [AddIOp($x, $y, IntegerOverflowFlags::NONE), $x];
}

fn main() {}
