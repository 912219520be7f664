use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.neg")]
pub struct NegOp<T> {
    #[operand]
    input: Value,
    #[result]
    output: Value,
}

fn main() {}
