use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.concat")]
pub struct ConcatOp {
    #[operand(AnyType, segment = sizes)]
    inputs: Vec<Value>,
    #[result]
    output: Value,
}

fn main() {}
