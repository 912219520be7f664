use ir_core::ir::Value;
use ir_core::ir_macros::op;
use ir_core::types::Type;

#[op(name = "test.neg")]
pub struct NegOp {
    #[operand]
    input: Value,
    #[result]
    output: Type,
}

fn main() {}
