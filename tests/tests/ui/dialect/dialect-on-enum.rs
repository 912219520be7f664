use ir_core::ir_macros::dialect;

#[dialect(name = "test")]
pub enum TestDialect {}

fn main() {}
