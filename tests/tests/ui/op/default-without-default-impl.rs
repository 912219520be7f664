use ir_core::attributes::Attr;
use ir_core::ir::Value;
use ir_core::ir_macros::op;

#[op(name = "test.constant")]
pub struct ConstantOp {
    #[property(default)]
    value: Attr,
    #[result]
    result: Value,
}

fn main() {}
