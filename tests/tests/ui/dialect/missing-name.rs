use ir_core::ir_macros::dialect;

#[dialect(ops = [])]
pub struct TestDialect;

fn main() {}
