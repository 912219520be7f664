use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(summary = "negation")]
pub struct NegOp {
    #[operand]
    input: Value,
    #[result]
    output: Value,
}

fn main() {}
