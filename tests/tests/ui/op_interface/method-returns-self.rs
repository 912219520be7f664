use ir_core::ir_macros::op_interface;

#[op_interface]
pub trait Fold {
    fn fold(self) -> Option<Self>;
}

fn main() {}
