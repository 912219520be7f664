use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

rewrite_rules! {
    pub TwoNames: AddIOp(AddIOp($x, $y, _) as $inner, $z, _) as $inner => $x;
}

fn main() {}
