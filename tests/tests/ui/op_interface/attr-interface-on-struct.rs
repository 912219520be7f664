use ir_core::ir_macros::attr_interface;

#[attr_interface]
pub struct Truthy;

fn main() {}
