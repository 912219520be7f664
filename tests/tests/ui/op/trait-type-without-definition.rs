use ir_core::ir::Value;
use ir_core::ir_macros::op;

pub struct MyTrait;

#[op(name = "test.neg", traits = [MyTrait])]
pub struct NegOp {
    #[operand]
    input: Value,
    #[result]
    output: Value,
}

fn main() {}
