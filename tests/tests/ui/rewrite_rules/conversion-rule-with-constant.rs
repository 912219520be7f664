use dialects::arith::*;
use dialects::spirv::FAddOp;
use ir_core::ir_macros::conversion_rules;

conversion_rules! {
    AddConstant: AddFOp($x, constant($c), _) => FAddOp($x, $x);
}

fn main() {}
