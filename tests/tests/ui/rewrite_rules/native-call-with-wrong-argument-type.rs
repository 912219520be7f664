use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;
use ir_core::rewrite::PatternRewriter;

fn is_equality(_: &PatternRewriter<'_>, predicate: CmpIPredicate) -> bool {
    matches!(predicate, CmpIPredicate::Eq | CmpIPredicate::Ne)
}

rewrite_rules! {
    pub ValueForPredicate: CmpIOp($predicate, $a, $b) where is_equality($a) => CmpIOp($predicate, $b, $a);
}

fn main() {}
