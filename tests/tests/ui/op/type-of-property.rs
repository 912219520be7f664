use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(
    name = "test.add",
    traits = [SameOperandsAndResultType],
    format = "$lhs `,` $rhs ($overflowFlags^ `:` type($overflowFlags))? attr-dict `:` type($sum)",
)]
pub struct AddOp {
    #[operand]
    lhs: Value,
    #[operand]
    rhs: Value,
    #[property(name = "overflowFlags")]
    overflow: Option<i64>,
    #[result]
    sum: Value,
}

fn main() {}
