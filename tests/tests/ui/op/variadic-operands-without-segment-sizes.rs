use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.concat")]
pub struct ConcatOp {
    #[operand]
    lhs: Vec<Value>,
    #[operand]
    rhs: Vec<Value>,
    #[result]
    output: Value,
}

fn main() {}
