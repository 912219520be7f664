use ir_core::ir::Region;
use ir_core::ir_macros::op;

#[op(name = "test.scope")]
pub struct ScopeOp {
    #[region]
    body: Option<Region>,
}

fn main() {}
