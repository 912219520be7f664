use ir_core::ir::{Body, Value};
use ir_core::ir_macros::op;

#[op(name = "test.neg", fold = fold_neg)]
pub struct NegOp {
    #[operand]
    input: Value,
    #[result]
    output: Value,
}

fn fold_neg(_op: NegOp, _body: &Body) -> Option<Value> {
    None
}

fn main() {}
