use ir_core::ir_macros::enum_attr;

#[enum_attr(storage = "i64")]
pub enum Rounding {
    #[case(up)]
    Up = 0,
    Down = 1,
}

fn main() {}
