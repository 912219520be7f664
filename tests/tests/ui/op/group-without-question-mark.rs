use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(
    name = "test.add",
    traits = [SameOperandsAndResultType],
    format = "$lhs `,` $rhs (`overflow`) attr-dict `:` type($sum)",
)]
pub struct AddOp {
    #[operand]
    lhs: Value,
    #[operand]
    rhs: Value,
    #[result]
    sum: Value,
}

fn main() {}
