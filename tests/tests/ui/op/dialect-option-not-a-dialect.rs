use ir_core::ir::Value;
use ir_core::ir_macros::op;

pub struct NotADialect;

#[op(name = "plain.copy", dialect = NotADialect)]
pub struct CopyOp {
    #[operand]
    input: Value,
}

fn main() {}
