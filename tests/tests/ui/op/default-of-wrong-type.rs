use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.shift")]
pub struct ShiftOp {
    #[operand]
    input: Value,
    #[property(default = "one")]
    amount: i64,
    #[result]
    output: Value,
}

fn main() {}
