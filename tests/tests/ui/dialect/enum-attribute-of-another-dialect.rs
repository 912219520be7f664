use ir_core::ir_macros::{dialect, enum_attr};

/// Declared for the `other` dialect.
#[enum_attr(dialect = "other", mnemonic = "rounding")]
pub enum Rounding {
    Up = 0,
    Down = 1,
}

#[dialect(name = "test", ops = [], enum_attributes = [Rounding])]
pub struct TestDialect;

fn main() {}
