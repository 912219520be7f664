use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.at", format = "$location attr-dict `:` type($location)")]
pub struct AtOp {
    #[operand]
    location: Value,
}

fn main() {}
