//! The Rust API of the dialect, as a user of the crate sees it: IR built
//! with the typed builders (checked against a target at compile time with
//! `build_for!`), accessors, the `Cost` interface, availability queries
//! and `ir_transforms::canonicalize`.

use dialects::arith::{ArithDialect, FastMathFlags, MulFOp};
use dialects::func::{FuncDialect, FuncOp, ReturnOp};
use dsp::Domain;
use dsp::{
    DspDialect, DspV1, DspV2, DynCost, FftOp, GainOp, IfftOp, MapOp, MinVersion, SignalType,
    TargetAttr, ToneOp, Version, WindowKind, WindowOp, YieldOp,
};
use ir_core::availability::{self, check_op, DynAvailability, Mode};
use ir_core::float::FloatKind;
use ir_core::ir::{Block, Body, BodyId, Builder, InsertPoint, Ir, Op};
use ir_core::text::{self, PrintOptions, Resources};
use ir_core::types::Type;
use ir_core::Context;

/// A context with the dialects `dsp-opt` registers.
fn context() -> Context {
    let context = Context::new();
    for dialect in [DspDialect::DEFINITION, FuncDialect::DEFINITION, ArithDialect::DEFINITION] {
        context.load_dialect(dialect).expect("the dialects define distinct ops");
    }
    context
}

/// A detached block of `body` whose arguments have `types`: values for
/// the ops under test to use.
fn block_with_arguments(context: &Context, body: &mut Body, types: &[Type]) -> Block {
    let block = body.create_block();
    for &ty in types {
        body.add_block_argument(block, ty, context.unknown_location());
    }
    block
}

/// A module holding one public function `@name` taking `inputs` and
/// returning `results`, built as the parser shapes IR: the module and the
/// function are isolated from above, so each holds its region in a body of
/// its own. Returns the IR, the function's body and its entry block, empty.
fn function_in_module(
    context: &Context,
    name: &str,
    inputs: &[Type],
    results: &[Type],
) -> (Ir, BodyId, Block) {
    let location = context.unknown_location();
    let mut ir = Ir::new_module(context, location);
    let (module_body, module_block) = ir.module_block().expect("a new module has its block");
    let function_type = context.function_type(inputs, results);
    let body = ir.body_mut(module_body);
    let mut builder = Builder::new(context, body, InsertPoint::End(module_block));
    let function = FuncOp::build(
        &mut builder,
        location,
        name.to_owned(),
        function_type,
        None,
        None,
        None,
        false,
    );
    let function_body = ir.add_isolated_body(module_body, function.op(), 1);
    let body = ir.body_mut(function_body);
    let region = body.owner_regions()[0];
    let entry = Builder::new(context, body, InsertPoint::Detached).create_block(region, inputs);
    (ir, function_body, entry)
}

fn print(context: &Context, ir: &Ir) -> String {
    text::print_ir(context, ir, &Resources::default(), PrintOptions::default())
}

fn signal(context: &Context, domain: Domain) -> Type {
    let f32 = context.float_type(FloatKind::F32);
    SignalType { element: f32, domain }.to_type(context)
}

#[test]
fn typed_builders_make_ir_that_verifies_and_canonicalizes() {
    let context = context();
    let location = context.unknown_location();
    let time = signal(&context, Domain::Time);
    let (mut ir, function_body, entry) = function_in_module(&context, "chain", &[], &[time]);
    let body = ir.body_mut(function_body);
    let mut builder = Builder::new(&context, body, InsertPoint::End(entry));
    // Every op is built for a device running version 1: the build would
    // not compile if one of them needed more.
    let tone = ir_core::build_for!(DspV1, ToneOp::build(&mut builder, location, time, 440));
    let tone = tone.result(builder.body());
    let unit = ir_core::build_for!(DspV1, GainOp::build(&mut builder, location, tone, 0));
    let unit = unit.result(builder.body());
    let louder = ir_core::build_for!(DspV1, GainOp::build(&mut builder, location, unit, 6));
    let louder = louder.result(builder.body());
    let quieter = ir_core::build_for!(DspV1, GainOp::build(&mut builder, location, louder, -2));
    let quieter = quieter.result(builder.body());
    let windowed = ir_core::build_for!(
        DspV1,
        WindowOp::build(&mut builder, location, quieter, WindowKind::Hann)
    );
    let windowed = windowed.result(builder.body());
    // The result types follow from the operands: `TypesMatchWith`.
    let spectrum = ir_core::build_for!(DspV1, FftOp::build(&mut builder, location, windowed));
    let spectrum = spectrum.result(builder.body());
    let back = ir_core::build_for!(DspV1, IfftOp::build(&mut builder, location, spectrum));
    let back = back.result(builder.body());
    assert_eq!(builder.body().value_type(spectrum), signal(&context, Domain::Frequency));
    assert_eq!(builder.body().value_type(back), time);
    ReturnOp::build(&mut builder, location, &[back]);
    ir_core::verifier::verify(&context, &ir, false).expect("the built IR verifies");

    // Generic code reaches the ops through the interface.
    let body = ir.body(function_body);
    let ops: Vec<Op> = body.block_ops(entry).collect();
    let costs: Vec<Option<u64>> = ops
        .iter()
        .map(|&op| {
            DynCost::cast(&context, body, op).map(|cost| cost.cost_per_sample(&context, body))
        })
        .collect();
    assert_eq!(
        costs,
        [Some(4), Some(1), Some(1), Some(1), Some(1), Some(50), Some(50), None],
        "every dsp op has a cost; func.return has none"
    );

    ir_transforms::canonicalize(&context, &mut ir).expect("canonicalization succeeds");
    assert_eq!(
        print(&context, &ir),
        "module {
  func.func @chain() -> !dsp.signal<f32, time> {
    %0 = dsp.tone 440 : !dsp.signal<f32, time>
    %1 = dsp.gain %0 by 4 dB : !dsp.signal<f32, time>
    %2 = dsp.window hann %1 : !dsp.signal<f32, time>
    return %2 : !dsp.signal<f32, time>
  }
}

"
    );
}

#[test]
fn a_map_is_built_with_its_region_for_a_device_of_version_2() {
    let context = context();
    let location = context.unknown_location();
    let f32 = context.float_type(FloatKind::F32);
    let time = signal(&context, Domain::Time);
    let (mut ir, function_body, entry) = function_in_module(&context, "square", &[time], &[time]);
    let body = ir.body_mut(function_body);
    let input = body.block_arguments(entry)[0];
    let mut builder = Builder::new(&context, body, InsertPoint::End(entry));
    // `build_for!(DspV1, MapOp::build(...))` does not compile: see
    // `tests/ui/map-built-for-version-1.rs`.
    let map = ir_core::build_for!(DspV2, MapOp::build(&mut builder, location, input));
    let region = map.body(builder.body());
    let block = builder.create_block(region, &[f32]);
    let sample = builder.body().block_arguments(block)[0];
    let square = MulFOp::build(&mut builder, location, sample, sample, FastMathFlags::NONE);
    let square = square.result(builder.body());
    YieldOp::build(&mut builder, location, square);
    builder.set_insert_point(InsertPoint::End(entry));
    let mapped = map.result(builder.body());
    ReturnOp::build(&mut builder, location, &[mapped]);
    ir_core::verifier::verify(&context, &ir, false).expect("the built IR verifies");
    assert_eq!(
        print(&context, &ir),
        "module {
  func.func @square(%arg0: !dsp.signal<f32, time>) -> !dsp.signal<f32, time> {
    %0 = dsp.map %arg0 : !dsp.signal<f32, time> {
    ^bb0(%arg1: f32):
      %1 = arith.mulf %arg1, %arg1 : f32
      dsp.yield %1 : f32
    }
    return %0 : !dsp.signal<f32, time>
  }
}

"
    );
    let body = ir.body(function_body);
    let cost = DynCost::cast(&context, body, map.op()).expect("a map has a cost");
    assert_eq!(cost.cost_per_sample(&context, body), 1, "one op besides the terminator");
}

#[test]
fn accessors_read_and_write_properties() {
    let context = context();
    let location = context.unknown_location();
    let time = signal(&context, Domain::Time);
    let mut body = Body::new();
    let block = block_with_arguments(&context, &mut body, &[time]);
    let input = body.block_arguments(block)[0];
    let mut builder = Builder::new(&context, &mut body, InsertPoint::End(block));
    let gain = GainOp::build(&mut builder, location, input, 3);
    let window = WindowOp::build(&mut builder, location, input, WindowKind::Kaiser);
    let body = &mut body;
    assert_eq!(gain.decibels(body), 3);
    gain.set_decibels(body, -3);
    assert_eq!(gain.decibels(body), -3);
    assert_eq!(window.kind(body), WindowKind::Kaiser);
    assert_eq!(gain.input(body), input);
    assert!(GainOp::cast(&context, body, gain.op()).is_some());
    assert!(GainOp::cast(&context, body, window.op()).is_none(), "a window is not a gain");
}

#[test]
fn availability_is_answered_per_instance_and_checked_against_targets() {
    let context = context();
    let location = context.unknown_location();
    let time = signal(&context, Domain::Time);
    let mut body = Body::new();
    let block = block_with_arguments(&context, &mut body, &[time]);
    let input = body.block_arguments(block)[0];
    let mut builder = Builder::new(&context, &mut body, InsertPoint::End(block));
    let hann = WindowOp::build(&mut builder, location, input, WindowKind::Hann).op();
    let kaiser = WindowOp::build(&mut builder, location, input, WindowKind::Kaiser).op();
    let map = MapOp::build(&mut builder, location, input).op();
    let version = |op| {
        let answer = DynAvailability::<MinVersion>::cast(&context, &body, op).expect("a dsp op");
        answer.query(&context, &body, Mode::Declared)
    };
    assert_eq!(version(hann), Some(Version::V1), "the dialect's default");
    assert_eq!(version(kaiser), Some(Version::V3), "the window kind's");
    assert_eq!(version(map), Some(Version::V2), "the op's own");

    let version_2 = TargetAttr { version: Version::V2 }.target_env();
    assert!(check_op(&context, &body, hann, &version_2).is_empty());
    assert!(check_op(&context, &body, map, &version_2).is_empty());
    let failures = check_op(&context, &body, kaiser, &version_2);
    assert_eq!(failures.len(), 1);
    assert_eq!(failures[0].to_string(), "min version: v3 is newer than the target's v2");

    // What `build_for!` checks is `const` data.
    const { assert!(availability::first_unsatisfied::<MapOp, DspV1>().is_some()) };
    const { assert!(availability::first_unsatisfied::<MapOp, DspV2>().is_none()) };
}

#[test]
fn signal_types_and_targets_convert_both_ways() {
    let context = context();
    let spectrum = signal(&context, Domain::Frequency);
    let parsed = SignalType::from_type(&context, spectrum).expect("a signal");
    assert_eq!(parsed.domain, Domain::Frequency);
    assert_eq!(text::type_to_string(&context, spectrum), "!dsp.signal<f32, frequency>");
    assert_eq!(parsed.in_domain(Domain::Time).to_type(&context), signal(&context, Domain::Time));
    let target = TargetAttr { version: Version::V3 }.to_attr(&context);
    assert_eq!(text::attr_to_string(&context, target), "#dsp.target<v3>");
    assert_eq!(TargetAttr::from_attr(&context, target), Some(TargetAttr { version: Version::V3 }));
}
