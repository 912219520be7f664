use ir_core::ir_macros::type_interface;
use ir_core::types::Type;

#[type_interface]
pub trait Shaped {
    fn ty(self) -> Type;
}

fn main() {}
