use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

rewrite_rules! {
    pub Unbound: AddIOp($x, $y, _) => SubIOp($x, $z, IntegerOverflowFlags::NONE);
}

fn main() {}
