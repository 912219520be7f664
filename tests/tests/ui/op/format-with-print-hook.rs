use ir_core::diagnostics::Diagnostic;
use ir_core::ir::{Op, Value};
use ir_core::ir_macros::op;
use ir_core::text::{OpParser, OpPrinter};

#[op(
    name = "test.neg",
    traits = [SameOperandsAndResultType],
    format = "$input attr-dict `:` type($output)",
    print = print_neg,
    parse = parse_neg,
)]
pub struct NegOp {
    #[operand]
    input: Value,
    #[result]
    output: Value,
}

fn print_neg(_op: NegOp, _printer: &mut OpPrinter) {}

fn parse_neg(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    Err(parser.error_at_name("unsupported"))
}

fn main() {}
