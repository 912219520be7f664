use ir_core::ir_macros::op_interface;

#[op_interface]
pub trait Convert<T> {
    fn convert(self) -> T;
}

fn main() {}
