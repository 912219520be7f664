use ir_core::ir_macros::dialect;

pub struct NegOp;

#[dialect(name = "test", ops = [NegOp])]
pub struct TestDialect;

fn main() {}
