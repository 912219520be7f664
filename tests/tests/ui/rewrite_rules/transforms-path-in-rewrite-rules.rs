use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

rewrite_rules! {
    transforms = ir_transforms;
    /// `transforms = path` says where conversion patterns are; rewrite rules have none.
    pub Same: NegFOp(NegFOp($x, _), _) => $x;
}

fn main() {}
