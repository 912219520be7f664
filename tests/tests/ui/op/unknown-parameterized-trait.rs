use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.copy", traits = [SameTypes(input, result)])]
pub struct CopyOp {
    #[operand]
    input: Value,
    #[result]
    result: Value,
}

fn main() {}
