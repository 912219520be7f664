use ir_core::ir_macros::op_interface;

#[op_interface]
pub trait Visit {
    fn visit<F: FnMut(u32)>(self, callback: F);
}

fn main() {}
