use ir_core::ir::Value;
use ir_core::ir_macros::{dialect, op};

#[op(name = "test.neg")]
pub struct NegOp {
    #[operand]
    input: Value,
    #[result]
    output: Value,
}

#[dialect(name = "test", ops = NegOp)]
pub struct TestDialect;

fn main() {}
