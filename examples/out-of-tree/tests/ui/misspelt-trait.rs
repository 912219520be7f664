// A new op whose trait list misspells `Pure`.
use ir_core::ir::Value;
use ir_core::ir_macros::op;

/// Adds two signals sample by sample.
#[op(name = "dsp.mix", traits = [Pur, SameOperandsAndResultType], format = "$first `,` $second attr-dict `:` type($result)")]
pub struct MixOp {
    #[operand(dsp::AnySignal)]
    first: Value,
    #[operand(dsp::AnySignal)]
    second: Value,
    #[result(dsp::AnySignal)]
    result: Value,
}

fn main() {}
