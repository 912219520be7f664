use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

rewrite_rules! {
    pub Misspelled: AddIOp($x, $y, _) => SubOp($x, $y, IntegerOverflowFlags::NONE);
}

fn main() {}
