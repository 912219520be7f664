use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.neg", verify = verify_neg)]
pub struct NegOp {
    #[operand]
    input: Value,
    #[result]
    output: Value,
}

fn verify_neg(_op: NegOp) -> bool {
    true
}

fn main() {}
