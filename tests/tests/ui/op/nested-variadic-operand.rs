use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.pack")]
pub struct PackOp {
    #[operand]
    inputs: Vec<Option<Value>>,
    #[result]
    output: Value,
}

fn main() {}
