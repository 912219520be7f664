use ir_core::ir::Value;
use ir_core::ir_macros::{dialect, op};

#[op(name = "plain.copy", dialect = PlainDialect)]
pub struct CopyOp {
    #[operand]
    input: Value,
}

#[op(name = "plain.move", dialect = PlainDialect)]
pub struct MoveOp {
    #[operand]
    input: Value,
}

/// `plain.move` says it is an op of this dialect, which does not list it.
#[dialect(name = "plain", ops = [CopyOp])]
pub struct PlainDialect;

fn main() {}
