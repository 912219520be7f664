use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

rewrite_rules! {
    pub ExtraArgument: AddIOp($x, $y, _, _) => SubIOp($x, $y, IntegerOverflowFlags::NONE);
}

fn main() {}
