use dialects::arith::*;
use ir_core::ir::Value;
use ir_core::ir_macros::rewrite_rules;
use ir_core::rewrite::PatternRewriter;

fn type_of(rewriter: &PatternRewriter<'_>, value: Value) -> ir_core::types::Type {
    rewriter.body().value_type(value)
}

rewrite_rules! {
    pub NotBool: AddIOp($x, $y, _) where type_of($x) => $x;
}

fn main() {}
