use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.switch")]
pub struct SwitchOp {
    #[operand(AnyType, segments = case_sizes)]
    cases: Vec<Value>,
}

fn main() {}
