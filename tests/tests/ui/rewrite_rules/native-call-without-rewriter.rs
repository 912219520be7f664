use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

fn flip(predicate: CmpIPredicate) -> CmpIPredicate {
    predicate
}

rewrite_rules! {
    pub NoRewriter: CmpIOp($predicate, $a, $b) => CmpIOp(flip($predicate), $b, $a);
}

fn main() {}
