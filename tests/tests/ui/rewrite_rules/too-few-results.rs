use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

rewrite_rules! {
    /// `arith.mulsi_extended` has two results; one value replaces only one.
    pub OneValue: MulSIExtendedOp($x, $y) => $x;
}

fn main() {}
