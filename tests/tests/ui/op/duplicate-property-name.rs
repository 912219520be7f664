use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.shift")]
pub struct ShiftOp {
    #[operand]
    input: Value,
    #[property(name = "amount")]
    left: i64,
    #[property(name = "amount")]
    right: i64,
    #[result]
    output: Value,
}

fn main() {}
