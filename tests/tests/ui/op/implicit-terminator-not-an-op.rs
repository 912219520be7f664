use ir_core::ir::Region;
use ir_core::ir_macros::op;

pub struct YieldOp;

#[op(name = "test.scope", traits = [SingleBlockImplicitTerminator(YieldOp)])]
pub struct ScopeOp {
    #[region]
    body: Region,
}

fn main() {}
