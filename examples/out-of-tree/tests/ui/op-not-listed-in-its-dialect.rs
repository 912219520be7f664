// A new op that says it belongs to the dsp dialect, whose op list does not
// have it.
use ir_core::ir::Value;
use ir_core::ir_macros::op;

/// Adds two signals sample by sample.
#[op(
    name = "dsp.mix",
    dialect = dsp::DspDialect,
    traits = [Pure, SameOperandsAndResultType],
    format = "$first `,` $second attr-dict `:` type($result)"
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
