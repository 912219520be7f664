use ir_core::ir_macros::op_interface;

#[op_interface(extends = [Other])]
pub trait Describe {
    fn kind() -> &'static str;
}

fn main() {}
