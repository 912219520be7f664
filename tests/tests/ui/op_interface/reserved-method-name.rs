use ir_core::ir::Op;
use ir_core::ir_macros::op_interface;

#[op_interface]
pub trait Wrapped {
    fn op(self) -> Op;
}

fn main() {}
