use ir_core::ir::Value;
use ir_core::ir_macros::op;
use ir_core::types::Type;

#[op(name = "test.neg", infer = infer_neg)]
pub struct NegOp {
    #[operand]
    input: Value,
    #[result]
    output: Value,
}

fn infer_neg(operands: &[Type]) -> Vec<Type> {
    operands.to_vec()
}

fn main() {}
