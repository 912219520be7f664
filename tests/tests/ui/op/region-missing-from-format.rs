use ir_core::ir::Region;
use ir_core::ir_macros::op;

#[op(name = "test.scope", format = "attr-dict")]
pub struct ScopeOp {
    #[region]
    body: Region,
}

fn main() {}
