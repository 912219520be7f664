use ir_core::ir_macros::enum_attr;

#[enum_attr(storage = "i64")]
pub enum Rounding {
    Up = 0,
    Toward(i64),
}

fn main() {}
