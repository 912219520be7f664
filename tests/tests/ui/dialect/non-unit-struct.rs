use ir_core::ir_macros::dialect;

#[dialect(name = "test")]
pub struct TestDialect {
    ops: Vec<String>,
}

fn main() {}
