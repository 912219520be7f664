use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.yield", traits = [Terminator, HasParent])]
pub struct YieldOp {
    #[operand]
    values: Vec<Value>,
}

fn main() {}
