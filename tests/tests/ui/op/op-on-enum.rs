use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.neg")]
pub enum NegOp {
    Input(Value),
}

fn main() {}
