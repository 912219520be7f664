use ir_core::ir::Value;
use ir_core::ir_macros::op;

pub struct Shift {
    pub amount: i64,
}

#[op(name = "test.shift")]
pub struct ShiftOp {
    #[operand]
    input: Value,
    #[property]
    shift: Shift,
}

fn main() {}
