use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.ext", traits = [TypesMatchWith("result is wider", input, output)])]
pub struct ExtOp {
    #[operand]
    input: Value,
    #[result]
    output: Value,
}

fn main() {}
