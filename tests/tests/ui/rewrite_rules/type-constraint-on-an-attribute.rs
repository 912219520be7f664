use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

use ir_core::ods::constraints::SignlessIntegerLike;

rewrite_rules! {
    pub TypeConstraintOnConstant: AddIOp($x, constant($c: SignlessIntegerLike), _) => $x;
}

fn main() {}
