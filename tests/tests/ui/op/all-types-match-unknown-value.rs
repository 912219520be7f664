use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.select", traits = [AllTypesMatch(on_true, on_false, reslt)])]
pub struct SelectOp {
    #[operand]
    on_true: Value,
    #[operand]
    on_false: Value,
    #[result]
    result: Value,
}

fn main() {}
