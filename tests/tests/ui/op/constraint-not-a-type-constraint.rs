use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.neg")]
pub struct NegOp {
    #[operand(StrAttr)]
    input: Value,
    #[result]
    output: Value,
}

fn main() {}
