//! Criterion benchmarks of the text format and the verifier: `parse`,
//! `verify` (parallel and serial) and `print` (generic form), measured
//! separately on generated generic-form files, with throughput in ops.
//!
//! Two inputs are generated in memory:
//! - `chain`: one unregistered `foo.func` whose single block holds a chain of
//!   10^4 `foo.add` ops, each using the previous result (one body, so the
//!   verifier has nothing to run in parallel);
//! - `funcs`: 100 nested `builtin.module` ops (isolated from above, so each
//!   is its own body and verified in parallel) of 100 ops each.
//!
//! Run with `cargo bench -p ir-core` (a couple of minutes), or
//! `cargo bench -p ir-core -- chain/parse` for one benchmark.

use std::fmt::Write as _;
use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use ir_core::text::{self, ParsedSource, PrintOptions};
use ir_core::{verifier, Context};

/// Ops in the `chain` input, all of them counted (module, function, adds
/// and return).
const CHAIN_OPS: usize = 10_000;
/// Nested modules in the `funcs` input.
const FUNCS: usize = 100;
/// Ops per nested module, the module op itself included.
const OPS_PER_FUNC: usize = 100;

/// A generated input and its exact op count.
struct Input {
    name: &'static str,
    source: String,
    ops: u64,
}

/// One `foo.func` whose block argument feeds a chain of `foo.add` ops;
/// `total_ops` counts every op of the file (at least 4).
fn chain_source(total_ops: usize) -> String {
    let adds = total_ops - 3;
    let mut out = String::with_capacity(adds * 72 + 200);
    out.push_str("\"builtin.module\"() ({\n  \"foo.func\"() ({\n  ^bb0(%a: i32):\n");
    let mut previous = "%a".to_owned();
    for i in 0..adds {
        let _ = writeln!(
            out,
            "    %v{i} = \"foo.add\"({previous}, %a) {{k = 3 : i32}} : (i32, i32) -> i32"
        );
        previous = format!("%v{i}");
    }
    let _ = writeln!(out, "    \"foo.return\"({previous}) : (i32) -> ()");
    out.push_str("  }) : () -> ()\n}) : () -> ()\n");
    out
}

/// `funcs` nested `builtin.module` ops, each a `foo.const` and a chain of
/// `foo.add` ops (`ops_per_func` ops with the module op); the file has
/// `funcs * ops_per_func + 1` ops.
fn funcs_source(funcs: usize, ops_per_func: usize) -> String {
    let adds = ops_per_func - 2;
    let mut out = String::with_capacity(funcs * (adds * 72 + 100) + 100);
    out.push_str("\"builtin.module\"() ({\n");
    for _ in 0..funcs {
        out.push_str("  \"builtin.module\"() ({\n    %c = \"foo.const\"() : () -> i32\n");
        let mut previous = "%c".to_owned();
        for i in 0..adds {
            let _ = writeln!(
                out,
                "    %v{i} = \"foo.add\"({previous}, %c) {{k = 3 : i32}} : (i32, i32) -> i32"
            );
            previous = format!("%v{i}");
        }
        out.push_str("  }) : () -> ()\n");
    }
    out.push_str("}) : () -> ()\n");
    out
}

fn inputs() -> Vec<Input> {
    vec![
        Input { name: "chain", source: chain_source(CHAIN_OPS), ops: CHAIN_OPS as u64 },
        Input {
            name: "funcs",
            source: funcs_source(FUNCS, OPS_PER_FUNC),
            ops: (FUNCS * OPS_PER_FUNC + 1) as u64,
        },
    ]
}

fn new_context() -> Context {
    let context = Context::new();
    context.set_allow_unregistered_dialects(true);
    context
}

fn parse(context: &Context, source: &str) -> ParsedSource {
    match text::parse_source(context, "bench.mlir", source, 0) {
        Ok(parsed) => parsed,
        Err(diagnostic) => panic!("the generated input does not parse: {diagnostic}"),
    }
}

const GENERIC: PrintOptions =
    PrintOptions { generic: true, debug_info: false, parallel: false, local_scope: false };

fn bench_text(c: &mut Criterion) {
    for input in inputs() {
        // Check the input once: it verifies and prints back as it was written
        // apart from value names.
        let context = new_context();
        let parsed = parse(&context, &input.source);
        verifier::verify(&context, &parsed.ir, true).expect("the generated input verifies");
        let printed = text::print_ir(&context, &parsed.ir, &parsed.resources, GENERIC);
        assert_eq!(printed.lines().count(), input.source.lines().count() + 1);

        let mut group = c.benchmark_group(input.name);
        group.throughput(Throughput::Elements(input.ops));

        // A fresh context each time, as a tool run has; the context and the
        // IR are dropped outside the measurement.
        group.bench_function("parse", |b| {
            b.iter_batched(
                new_context,
                |context| {
                    let parsed = parse(&context, black_box(&input.source));
                    (parsed, context)
                },
                BatchSize::SmallInput,
            )
        });
        for (name, parallel) in [("verify_parallel", true), ("verify_serial", false)] {
            group.bench_function(name, |b| {
                b.iter(|| verifier::verify(&context, black_box(&parsed.ir), parallel))
            });
        }
        group.bench_function("print_generic", |b| {
            b.iter(|| text::print_ir(&context, black_box(&parsed.ir), &parsed.resources, GENERIC))
        });
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(20);
    targets = bench_text
}
criterion_main!(benches);
