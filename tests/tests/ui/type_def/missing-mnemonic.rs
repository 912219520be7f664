use ir_core::ir_macros::attr_def;

#[attr_def(dialect = "test")]
pub struct MarkerAttr;

fn main() {}
