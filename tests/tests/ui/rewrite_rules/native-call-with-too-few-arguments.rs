use dialects::arith::*;
use ir_core::ir::Value;
use ir_core::ir_macros::rewrite_rules;
use ir_core::rewrite::PatternRewriter;

fn same_type(rewriter: &PatternRewriter<'_>, lhs: Value, rhs: Value) -> bool {
    rewriter.body().value_type(lhs) == rewriter.body().value_type(rhs)
}

rewrite_rules! {
    pub OneArgument: AddIOp($x, $y, _) where same_type($x) => $x;
}

fn main() {}
