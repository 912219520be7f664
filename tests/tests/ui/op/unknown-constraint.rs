use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.neg")]
pub struct NegOp {
    #[operand(SignlessInteger)]
    input: Value,
    #[result(SignlessInteger)]
    output: Value,
}

fn main() {}
