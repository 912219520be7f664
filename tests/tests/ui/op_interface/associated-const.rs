use ir_core::ir_macros::op_interface;

#[op_interface]
pub trait Sized2 {
    const WIDTH: u32;
    fn width(self) -> u32;
}

fn main() {}
