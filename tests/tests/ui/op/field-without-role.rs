use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.add")]
pub struct AddOp {
    #[operand]
    lhs: Value,
    rhs: Value,
    #[result]
    sum: Value,
}

fn main() {}
