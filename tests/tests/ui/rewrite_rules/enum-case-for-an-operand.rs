use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

rewrite_rules! {
    /// The first argument of `arith.addi` is an operand; it cannot equal a predicate.
    pub CaseForOperand: AddIOp(CmpIPredicate::Eq, $y, _) => $y;
}

fn main() {}
