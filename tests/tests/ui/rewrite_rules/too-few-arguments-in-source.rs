use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

rewrite_rules! {
    /// `arith.addi` also takes its overflow flags: `_` skips them.
    pub MissingFlags: AddIOp($x, $y) => SubIOp($x, $y, IntegerOverflowFlags::NONE);
}

fn main() {}
