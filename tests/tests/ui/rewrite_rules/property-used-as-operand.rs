use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

rewrite_rules! {
    /// `$predicate` is a `CmpIPredicate`, not a value.
    pub PredicateAsOperand: CmpIOp($predicate, $a, $b) => AddIOp($predicate, $a, IntegerOverflowFlags::NONE);
}

fn main() {}
