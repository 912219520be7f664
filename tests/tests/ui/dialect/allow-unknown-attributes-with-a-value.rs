use ir_core::ir_macros::dialect;

#[dialect(name = "test", ops = [], allow_unknown_attributes = true)]
pub struct TestDialect;

fn main() {}
