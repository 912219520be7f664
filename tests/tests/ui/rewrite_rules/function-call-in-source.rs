use ir_core::ir_macros::rewrite_rules;

rewrite_rules! {
    pub CallInSource: AddIOp($x, negate($y), _) => SubIOp($x, $y, IntegerOverflowFlags::NONE);
}

fn main() {}
