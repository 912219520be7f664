use ir_core::ir::Value;
use ir_core::ir_macros::{dialect, op};

#[op(name = "plain.copy", dialect = PlainDialect)]
pub struct CopyOp {
    #[operand]
    input: Value,
}

/// A dialect without availability.
#[dialect(name = "plain", ops = [CopyOp])]
pub struct PlainDialect;

fn main() {}
