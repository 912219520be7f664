use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.neg", summary = "negation", name = "test.negate")]
pub struct NegOp {
    #[operand]
    input: Value,
    #[result]
    output: Value,
}

fn main() {}
