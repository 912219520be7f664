use ir_core::ir::Value;
use ir_core::ir_macros::op;
use ir_core::ods::DenseI32Array;

#[op(name = "test.concat", traits = [AttrSizedOperandSegments])]
pub struct ConcatOp {
    #[operand]
    lhs: Vec<Value>,
    #[operand]
    rhs: Vec<Value>,
    #[property(name = "operandSegmentSizes")]
    sizes: DenseI32Array,
}

fn main() {}
