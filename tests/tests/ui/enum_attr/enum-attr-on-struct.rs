use ir_core::ir_macros::enum_attr;

#[enum_attr(storage = "i64")]
pub struct Rounding {
    up: bool,
}

fn main() {}
