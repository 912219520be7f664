use ir_core::ir::Block;
use ir_core::ir_macros::op;

#[op(name = "test.br", traits = [Terminator])]
pub struct BranchOp {
    #[successor(blocks = 1)]
    dest: Block,
}

fn main() {}
