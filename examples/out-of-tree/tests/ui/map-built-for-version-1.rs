// `dsp.map` needs version 2 of the dialect: building it for a device of
// version 1 does not compile.
use dsp::{Domain, DspV1, MapOp, SignalType};
use ir_core::float::FloatKind;
use ir_core::ir::{Body, Builder, InsertPoint};
use ir_core::Context;

fn main() {
    let context = Context::new();
    let location = context.unknown_location();
    let f32 = context.float_type(FloatKind::F32);
    let signal = SignalType { element: f32, domain: Domain::Time }.to_type(&context);
    let mut body = Body::new();
    let block = body.create_block();
    let input = body.add_block_argument(block, signal, location);
    let mut builder = Builder::new(&context, &mut body, InsertPoint::End(block));
    let _map = ir_core::build_for!(DspV1, MapOp::build(&mut builder, location, input));
}
