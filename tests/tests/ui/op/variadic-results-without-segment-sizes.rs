use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.split")]
pub struct SplitOp {
    #[operand]
    input: Value,
    #[result]
    low: Vec<Value>,
    #[result]
    high: Vec<Value>,
}

fn main() {}
