use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.call")]
pub struct CallOp {
    #[operand]
    callee: Option<Value>,
    #[operand]
    arguments: Vec<Value>,
}

fn main() {}
