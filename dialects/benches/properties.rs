//! Criterion benchmarks of properties against discardable attributes:
//! reading and writing `arith.addi`'s `overflowFlags` property (inline
//! Rust data) against reading and writing the same value kept as a
//! discardable attribute (a dictionary lookup by name, and a rebuilt and
//! re-interned dictionary to write), with a plain struct field read as the
//! floor.
//!
//! Two floors: a field of a plain struct in a `Vec`, and a plain field of
//! the op's own record (`body.op(op).location`), which a property read
//! adds one pointer and one type check to.
//!
//! Each benchmark touches every op of a block of 1024 `arith.addi` ops;
//! criterion reports the time per block (divide by 1024 for one access).
//! Run with `cargo bench -p dialects --bench properties`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use dialects::arith::{AddIOp, IntegerOverflowFlags};
use ir_core::ir::{Body, Builder, InsertPoint, Op, OperationState};
use ir_core::ods::PropertyValue;
use ir_core::Context;

const OPS: usize = 1024;

/// A plain struct with the same data, for the floor.
#[derive(Clone, Copy)]
struct PlainOp {
    _name: u32,
    overflow_flags: IntegerOverflowFlags,
    _operands: [u32; 2],
}

fn build(context: &Context) -> (Body, Vec<AddIOp>) {
    let mut body = Body::new();
    let block = body.create_block();
    let i32 = context.integer_type(32);
    let location = context.unknown_location();
    let mut builder = Builder::new(context, &mut body, InsertPoint::End(block));
    let mut seed = OperationState::new(context.op_name("foo.seed"), location);
    seed.result_types.push(i32);
    let seed = builder.create(seed);
    let value = builder.body().op(seed).result(0);
    let flags = IntegerOverflowFlags::NSW;
    let ops =
        (0..OPS).map(|_| AddIOp::build(&mut builder, location, value, value, flags)).collect();
    (body, ops)
}

fn benchmarks(criterion: &mut Criterion) {
    let context = Context::new();
    dialects::register_all(&context);
    let (mut body, ops) = build(&context);
    let name = context.string_attr("overflowFlags");
    let nsw = IntegerOverflowFlags::NSW.to_attr(&context);
    let nuw = IntegerOverflowFlags::NUW.to_attr(&context);
    // The same value as a discardable attribute on every op.
    let generic: Vec<Op> = ops.iter().map(|op| op.op()).collect();
    for &op in &generic {
        body.op_mut(op).attributes = context.dictionary_attr(&[(name, nsw)]);
    }
    let plain: Vec<PlainOp> = (0..OPS)
        .map(|index| PlainOp {
            _name: index as u32,
            overflow_flags: IntegerOverflowFlags::NSW,
            _operands: [0, 1],
        })
        .collect();

    let mut group = criterion.benchmark_group("properties");
    group.throughput(Throughput::Elements(OPS as u64));
    group.bench_function("read/plain-field", |bench| {
        bench.iter(|| {
            for index in 0..OPS {
                black_box(black_box(&plain)[black_box(index)].overflow_flags);
            }
        })
    });
    group.bench_function("read/op-field", |bench| {
        bench.iter(|| {
            for &op in &generic {
                black_box(black_box(&body).op(op).location);
            }
        })
    });
    group.bench_function("read/property", |bench| {
        bench.iter(|| {
            for &op in &ops {
                black_box(op.overflow_flags(black_box(&body)));
            }
        })
    });
    group.bench_function("read/discardable-attribute", |bench| {
        bench.iter(|| {
            for &op in &generic {
                let dictionary = black_box(&body).op(op).attributes;
                black_box(context.dictionary_get(dictionary, "overflowFlags"));
            }
        })
    });
    group.bench_function("write/property", |bench| {
        let mut flip = false;
        bench.iter(|| {
            flip = !flip;
            let flags = if flip { IntegerOverflowFlags::NUW } else { IntegerOverflowFlags::NSW };
            for &op in &ops {
                op.set_overflow_flags(black_box(&mut body), flags);
            }
        })
    });
    group.bench_function("write/discardable-attribute", |bench| {
        let mut flip = false;
        bench.iter(|| {
            flip = !flip;
            let value = if flip { nuw } else { nsw };
            for &op in &generic {
                let entries: Vec<_> = context
                    .dictionary_entries(body.op(op).attributes)
                    .iter()
                    .map(|&(key, old)| (key, if key == name { value } else { old }))
                    .collect();
                black_box(&mut body).op_mut(op).attributes = context.dictionary_attr(&entries);
            }
        })
    });
    group.finish();
}

criterion_group!(benches, benchmarks);
criterion_main!(benches);
