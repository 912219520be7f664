use dialects::spirv::{GroupNonUniformBallotOp, Scope};
use ir_core::ir::{Body, Builder, InsertPoint};
use ir_core::Context;

dialects::spirv_static_target! {
    /// SPIR-V 1.0 shaders, without subgroup operations.
    Vulkan10 = (V1_0, [Shader], [])
}

fn main() {
    let context = Context::new();
    let location = context.unknown_location();
    let mut body = Body::new();
    let block = body.create_block();
    let predicate = body.add_block_argument(block, context.integer_type(1), location);
    let mut builder = Builder::new(&context, &mut body, InsertPoint::End(block));
    let result = context.integer_type(32);
    let _ballot = ir_core::build_for!(
        Vulkan10,
        GroupNonUniformBallotOp::build(&mut builder, location, predicate, result, Scope::Subgroup)
    );
}
