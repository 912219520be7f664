// A mistake in an enum's options is reported once: an op with a property
// of the enum, and code matching on its cases, compile against the stub.
use ir_core::ir::{Body, Value};
use ir_core::ir_macros::{enum_attr, op};

#[enum_attr(storage = "i64", colour = "red")]
pub enum Mode {
    Fast = 0,
    Exact = 1,
}

#[op(name = "test.round", format = "$mode $input attr-dict `:` type($input)", traits = [AllTypesMatch(input, output)])]
pub struct RoundOp {
    #[operand]
    input: Value,
    #[property]
    mode: Mode,
    #[result]
    output: Value,
}

pub fn is_exact(op: RoundOp, body: &Body) -> bool {
    match op.mode(body) {
        Mode::Fast => false,
        Mode::Exact => true,
    }
}

fn main() {}
