use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

rewrite_rules! {
    pub BareCondition: AddIOp($x, $y, _) where $x => $y;
}

fn main() {}
