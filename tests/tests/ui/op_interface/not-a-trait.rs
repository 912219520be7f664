use ir_core::ir_macros::op_interface;

#[op_interface]
pub struct Describe;

fn main() {}
