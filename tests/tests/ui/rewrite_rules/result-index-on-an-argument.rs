use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

rewrite_rules! {
    pub ArgumentResult: AddIOp($x, $y, _) => $x.1;
}

fn main() {}
