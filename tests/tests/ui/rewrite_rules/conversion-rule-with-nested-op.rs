use dialects::arith::*;
use dialects::spirv::FNegateOp;
use ir_core::ir_macros::conversion_rules;

conversion_rules! {
    /// A conversion sees the operands converted: it cannot look at the ops defining them.
    NegateTwice: NegFOp(NegFOp($x, _), _) => FNegateOp($x);
}

fn main() {}
