// A mistake in an op's format is reported once: the dialect listing the
// op and the code building it compile against the op's stub.
use ir_core::ir::{Builder, Value};
use ir_core::ir_macros::{dialect, op};

#[op(name = "test.neg", format = "$input attr-dict `:` type($missing)")]
pub struct NegOp {
    #[operand(AnyInteger)]
    input: Value,
    #[result(AnyInteger)]
    output: Value,
}

#[dialect(name = "test", ops = [NegOp])]
pub struct TestDialect;

pub fn negate(builder: &mut Builder, location: ir_core::attributes::Attr, value: Value) -> Value {
    let ty = builder.body().value_type(value);
    let op = NegOp::build(builder, location, value, ty);
    op.output(builder.body())
}

fn main() {}
