use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

use ir_core::ods::constraints::IntegerAttr;

rewrite_rules! {
    pub AttributeConstraintOnOperand: AddIOp($x: IntegerAttr, $y, _) => $y;
}

fn main() {}
