use ir_core::ir_macros::enum_attr;

#[enum_attr(storage = "i64", dialect = "test", mnemonic = "rounding")]
pub enum Rounding {
    Up = 0,
    Down = 1,
}

fn main() {}
