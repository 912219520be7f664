use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

rewrite_rules! {
    pub Misspelled: AddIOpp($x, $y, _) => SubIOp($x, $y, IntegerOverflowFlags::NONE);
}

fn main() {}
