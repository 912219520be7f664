use ir_core::ir_macros::dialect;

#[dialect(name = "test", ops = [], opaque_attributes = [props])]
pub struct TestDialect;

fn main() {}
