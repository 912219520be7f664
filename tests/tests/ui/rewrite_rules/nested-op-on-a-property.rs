use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

rewrite_rules! {
    /// The third argument of `arith.addi` is its overflow flags, which no op defines.
    pub OpOnProperty: AddIOp($x, $y, ConstantOp(_)) => $x;
}

fn main() {}
