use ir_core::ir_macros::dialect;

#[dialect(name = "test", op = [])]
pub struct TestDialect;

fn main() {}
