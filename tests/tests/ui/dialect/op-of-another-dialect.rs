use ir_core::ir::Value;
use ir_core::ir_macros::{dialect, op};

#[op(name = "other.neg", format = "$input attr-dict `:` type($input)")]
pub struct NegOp {
    #[operand]
    input: Value,
}

#[dialect(name = "test", ops = [NegOp])]
pub struct TestDialect;

fn main() {}
