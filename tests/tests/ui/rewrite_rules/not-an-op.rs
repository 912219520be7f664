use ir_core::ir_macros::rewrite_rules;

/// A plain struct: not an op.
pub struct Pair;

rewrite_rules! {
    pub NotAnOp: Pair($x, $y) => $x;
}

fn main() {}
