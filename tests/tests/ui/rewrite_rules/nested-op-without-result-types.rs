use dialects::arith::*;
use ir_core::ir_macros::rewrite_rules;

rewrite_rules! {
    /// `arith.extui` cannot find its result type, and nested here it replaces nothing.
    pub NestedExtension: AddIOp($x, $y, _) => AddIOp(ExtUIOp($x), $y, IntegerOverflowFlags::NONE);
}

fn main() {}
