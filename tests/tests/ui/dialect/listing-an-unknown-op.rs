use ir_core::ir_macros::dialect;

#[dialect(name = "test", ops = [NegOp])]
pub struct TestDialect;

fn main() {}
