use ir_core::ir::Value;
use ir_core::ir_macros::op;
use ir_core::text::OpPrinter;

#[op(name = "test.neg", print = print_neg)]
pub struct NegOp {
    #[operand]
    input: Value,
    #[result]
    output: Value,
}

fn print_neg(_op: NegOp, _printer: &mut OpPrinter) {}

fn main() {}
