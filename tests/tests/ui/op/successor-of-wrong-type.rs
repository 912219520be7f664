use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.br", traits = [Terminator])]
pub struct BranchOp {
    #[successor]
    dest: Value,
}

fn main() {}
