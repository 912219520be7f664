use ir_core::ir_macros::enum_attr;

#[enum_attr(storage = "i16")]
pub enum Rounding {
    Up = 0,
    Down = 1,
}

fn main() {}
