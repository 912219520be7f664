use ir_core::ir_macros::{dialect, enum_attr};

/// An integer enum: a property, not an attribute of the dialect.
#[enum_attr(storage = "i64")]
pub enum Rounding {
    Up = 0,
    Down = 1,
}

#[dialect(name = "test", ops = [], enum_attributes = [Rounding])]
pub struct TestDialect;

fn main() {}
