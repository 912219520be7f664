use ir_core::ir::Body;
use ir_core::ir_macros::op_interface;

#[op_interface]
pub trait Describe {
    fn describe(&self, body: &Body) -> String;
}

fn main() {}
