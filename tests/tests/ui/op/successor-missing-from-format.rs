use ir_core::ir::Block;
use ir_core::ir_macros::op;

#[op(name = "test.br", traits = [Terminator], format = "attr-dict")]
pub struct BranchOp {
    #[successor]
    dest: Block,
}

fn main() {}
