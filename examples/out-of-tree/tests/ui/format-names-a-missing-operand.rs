// A format that names `$third`, which the op does not have.
use ir_core::ir::Value;
use ir_core::ir_macros::op;

/// Adds two signals sample by sample.
#[op(
    name = "dsp.mix",
    traits = [Pure, SameOperandsAndResultType],
    format = "$first `,` $second `,` $third attr-dict `:` type($result)"
)]
pub struct MixOp {
    #[operand(dsp::AnySignal)]
    first: Value,
    #[operand(dsp::AnySignal)]
    second: Value,
    #[result(dsp::AnySignal)]
    result: Value,
}

fn main() {}
