use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

rewrite_rules! {
    pub MissingFlags: AddIOp($x, $y, _) => SubIOp($x, $y);
}

fn main() {}
