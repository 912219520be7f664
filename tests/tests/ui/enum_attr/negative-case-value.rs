use ir_core::ir_macros::enum_attr;

#[enum_attr(storage = "i64")]
pub enum Rounding {
    Unknown = -1,
    Up = 0,
}

fn main() {}
