use dialects::arith::*;
use ir_core::ir::Value;
use ir_core::ir_macros::rewrite_rules;
use ir_core::rewrite::PatternRewriter;

fn zero_of(rewriter: &mut PatternRewriter<'_>, value: Value) -> Option<ir_core::attributes::Attr> {
    let _ = (rewriter, value);
    None
}

rewrite_rules! {
    pub LateFailure: SubIOp($x, $x, _)
        => SubIOp(ConstantOp(zero_of($x)?), ConstantOp(zero_of($x)?), IntegerOverflowFlags::NONE);
}

fn main() {}
