// A mistake in a dialect's options is reported once: an op naming the
// dialect and code registering it compile against the stub.
use ir_core::ir::Value;
use ir_core::ir_macros::{dialect, op};
use ir_core::Context;

#[op(name = "test.neg", dialect = TestDialect)]
pub struct NegOp {
    #[operand]
    input: Value,
    #[result]
    output: Value,
}

#[dialect(name = "test", ops = [NegOp], colour = "red")]
pub struct TestDialect;

pub fn load(context: &Context) {
    TestDialect::register(context);
}

fn main() {}
