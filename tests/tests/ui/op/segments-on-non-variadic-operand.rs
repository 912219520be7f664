use ir_core::ir::Value;
use ir_core::ir_macros::op;
use ir_core::ods::DenseI32Array;

#[op(name = "test.switch")]
pub struct SwitchOp {
    #[operand(AnyType, segments = case_sizes)]
    flag: Value,
    #[property]
    case_sizes: DenseI32Array,
}

fn main() {}
