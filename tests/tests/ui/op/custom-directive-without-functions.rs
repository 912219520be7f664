use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.neg", format = "custom<Operand>($input) attr-dict `:` type($output)")]
pub struct NegOp {
    #[operand(I32)]
    input: Value,
    #[result]
    output: Value,
}

fn main() {}
