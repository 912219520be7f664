//! Criterion benchmarks of availability queries on one op instance:
//! `spirv.AtomicCompareExchange`, with three operands (pointer, value,
//! comparator), a scope and two memory-semantics bit sets. Each query
//! merges the op's declaration (or the dialect default) with its enum
//! cases and, in full mode, the requirements of its four types.
//!
//! Run with `cargo bench -p dialects --bench availability`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use dialects::spirv::{
    AtomicCompareExchangeOp, Capabilities, Capability, Extension, Extensions, MaxVersion,
    MinVersion, Version,
};
use ir_core::availability::{
    check_op, DynAvailability, EnabledSet, Mode, OpAvailability, TargetEnv,
};
use ir_core::ir::{Body, Ir, Op};
use ir_core::text;
use ir_core::Context;

const SOURCE: &str = r#"
func.func @f(%ptr: !spirv.ptr<i64, StorageBuffer>, %value: i64, %comparator: i64) -> i64 {
  %0 = spirv.AtomicCompareExchange <QueueFamily> <AcquireRelease|UniformMemory> <Acquire> %ptr, %value, %comparator : !spirv.ptr<i64, StorageBuffer>
  return %0 : i64
}
"#;

/// The function body and the atomic op in it.
fn parse(context: &Context) -> (Ir, ir_core::ir::BodyId, Op) {
    let parsed = text::parse_source(context, "bench.mlir", SOURCE, 0).expect("parses");
    let ir = parsed.ir;
    let module = ir.body(ir.top_body_id()).op(ir.root()).isolated_body().expect("module");
    let module_body = ir.body(module);
    let block = module_body.entry_block(module_body.owner_regions()[0]).expect("block");
    let function = module_body.block_ops(block).next().expect("function");
    let function_body = module_body.op(function).isolated_body().expect("function body");
    let body = ir.body(function_body);
    let entry = body.entry_block(body.owner_regions()[0]).expect("entry");
    let op = body.block_ops(entry).next().expect("the atomic op");
    (ir, function_body, op)
}

fn benchmarks(criterion: &mut Criterion) {
    let context = Context::new();
    dialects::register_all(&context);
    let (ir, body_id, op) = parse(&context);
    let body: &Body = ir.body(body_id);
    let atomic = AtomicCompareExchangeOp::cast(&context, body, op).expect("an atomic op");
    let target = TargetEnv::new()
        .with::<MinVersion>(Version::V1_5)
        .with::<MaxVersion>(Version::V1_5)
        .with::<Extensions>(EnabledSet::new([Extension::SPV_KHR_storage_buffer_storage_class]))
        .with::<Capabilities>(EnabledSet::new([
            Capability::Shader,
            Capability::VulkanMemoryModel,
            Capability::Int64Atomics,
        ]));
    let mut group = criterion.benchmark_group("availability");
    group.bench_function("capabilities, declared (typed op)", |bench| {
        bench
            .iter(|| black_box(atomic).availability::<Capabilities>(&context, body, Mode::Declared))
    });
    group.bench_function("capabilities, full (typed op)", |bench| {
        bench.iter(|| black_box(atomic).availability::<Capabilities>(&context, body, Mode::Full))
    });
    group.bench_function("min version, full (typed op)", |bench| {
        bench.iter(|| black_box(atomic).availability::<MinVersion>(&context, body, Mode::Full))
    });
    group.bench_function("capabilities, full (generic op, interface cast)", |bench| {
        bench.iter(|| {
            DynAvailability::<Capabilities>::cast(&context, body, black_box(op))
                .map(|handle| handle.query(&context, body, Mode::Full))
        })
    });
    assert!(check_op(&context, body, op, &target).is_empty(), "the target runs the op");
    group.bench_function("check against a target (all four dimensions)", |bench| {
        bench.iter(|| check_op(&context, body, black_box(op), &target))
    });
    group.finish();
}

criterion_group!(benches, benchmarks);
criterion_main!(benches);
