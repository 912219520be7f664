use ir_core::ir::{Body, Value};
use ir_core::ir_macros::{op, op_interface};

#[op_interface]
pub trait Describe {
    fn describe(self, body: &Body) -> String;
}

#[op(name = "test.copy", interfaces = [Describe])]
pub struct CopyOp {
    #[operand]
    input: Value,
}

fn main() {}
