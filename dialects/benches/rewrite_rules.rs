//! Criterion benchmarks of one rewrite pattern written two ways: declared
//! with `rewrite_rules!` and written by hand the way the arith
//! canonicalizations were before the macro (typed accessors, the same
//! helper for the constants and the same fused location). Both implement
//! `addi(addi(x, c0), c1) -> addi(x, c0 + c1)`.
//!
//! Two workloads over a function of 1000 `arith.addi` roots: every root
//! matches (the pattern rewrites each one; the body is cloned outside the
//! timing), and no root matches (the outer constant is a block argument,
//! so the match fails at the last step, after the nested op matched).
//!
//! Run with `cargo bench -p dialects --bench rewrite_rules`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use dialects::arith::{AddIOp, ConstantOp, IntegerOverflowFlags};
use ir_core::attributes::{Attr, AttrData};
use ir_core::ir::{Body, BodyId, Ir, Op, Value};
use ir_core::ir_macros::rewrite_rules;
use ir_core::ods::constraints::IntegerAttr;
use ir_core::rewrite::rules::{constant_like, defined_by, fused_location};
use ir_core::rewrite::{NoListener, OpRewritePattern, PatternRewriter};
use ir_core::text;
use ir_core::Context;

/// `lhs + rhs` for integer attributes of at most 128 bits, at the width of
/// `result`'s type.
fn add_attrs(
    rewriter: &mut PatternRewriter<'_>,
    result: Value,
    lhs: Attr,
    rhs: Attr,
) -> Option<Attr> {
    let context = rewriter.context();
    let ty = rewriter.body().value_type(result);
    let (AttrData::Integer { bits: lhs, .. }, AttrData::Integer { bits: rhs, .. }) =
        (context.attr_data(lhs), context.attr_data(rhs))
    else {
        return None;
    };
    let width = context.integer_width(ty)?;
    let mask = if width >= 128 { u128::MAX } else { (1u128 << width) - 1 };
    let sum = lhs.get().wrapping_add(rhs.get()) & mask;
    Some(context.intern_attr(AttrData::Integer { ty, bits: sum.into() }))
}

fn merge(
    _: &mut PatternRewriter<'_>,
    lhs: IntegerOverflowFlags,
    rhs: IntegerOverflowFlags,
) -> IntegerOverflowFlags {
    lhs & rhs
}

rewrite_rules! {
    /// The declared pattern.
    pub Declared:
        AddIOp(AddIOp($x, constant($c0: IntegerAttr), $ovf1), constant($c1: IntegerAttr), $ovf2) as $res
        => AddIOp($x, ConstantOp(add_attrs($res, $c0, $c1)?), merge($ovf1, $ovf2));
}

/// The same pattern by hand.
pub struct HandWritten;

impl OpRewritePattern for HandWritten {
    type Op = AddIOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(&self, op: AddIOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let inner: AddIOp = defined_by(context, body, op.lhs(body))?;
        let x = inner.lhs(body);
        let (c0_op, c0) = constant_like(context, body, inner.rhs(body))?;
        if !(IntegerAttr.check)(context, c0) {
            return None;
        }
        let (_, c1) = constant_like(context, body, op.rhs(body))?;
        if !(IntegerAttr.check)(context, c1) {
            return None;
        }
        let flags = inner.overflow_flags(body) & op.overflow_flags(body);
        let result = op.result(body);
        let location = fused_location(context, body, &[op.op(), c0_op]);
        let sum = add_attrs(rewriter, result, c0, c1)?;
        let constant = ConstantOp::build(&mut rewriter.builder(), location, sum);
        let constant = constant.result(rewriter.body());
        let new = AddIOp::build(&mut rewriter.builder(), location, x, constant, flags);
        let new = new.result(rewriter.body());
        rewriter.replace_op(op.op(), &[new]);
        Some(())
    }
}

/// A function of `count` roots `addi(addi(x, c0), c1)`; with `matching`
/// false, `c1` is a block argument instead of a constant.
fn source(count: usize, matching: bool) -> String {
    let mut text = String::from("func.func @f(%x: i32, %y: i32) -> i32 {\n");
    text.push_str("  %c0 = arith.constant 7 : i32\n  %c1 = arith.constant 9 : i32\n");
    let outer = if matching { "%c1" } else { "%y" };
    for index in 0..count {
        text.push_str(&format!("  %a{index} = arith.addi %x, %c0 : i32\n"));
        text.push_str(&format!("  %b{index} = arith.addi %a{index}, {outer} : i32\n"));
    }
    text.push_str(&format!("  return %b{} : i32\n}}\n", count - 1));
    text
}

/// The function's body and its roots (the outer `addi`s).
fn parse(context: &Context, matching: bool) -> (Ir, BodyId, Vec<Op>) {
    let parsed =
        text::parse_source(context, "bench.mlir", &source(1000, matching), 0).expect("parses");
    let ir = parsed.ir;
    let module = ir.body(ir.top_body_id()).op(ir.root()).isolated_body().expect("module");
    let module_body = ir.body(module);
    let block = module_body.entry_block(module_body.owner_regions()[0]).expect("block");
    let function = module_body.block_ops(block).next().expect("function");
    let function_body = module_body.op(function).isolated_body().expect("function body");
    let body = ir.body(function_body);
    let entry = body.entry_block(body.owner_regions()[0]).expect("entry");
    let roots = body
        .block_ops(entry)
        .filter(|&op| AddIOp::is(context, body, op))
        .skip(1)
        .step_by(2)
        .collect();
    (ir, function_body, roots)
}

/// Tries `pattern` on every root of `body`; how many it rewrote.
fn apply<P: OpRewritePattern<Op = AddIOp>>(
    pattern: &P,
    context: &Context,
    body: &mut Body,
    roots: &[Op],
) -> usize {
    let mut listener = NoListener;
    let mut rewriter = PatternRewriter::new(context, body, &mut listener);
    let mut rewritten = 0;
    for &root in roots {
        rewriter.set_insertion_point_before(root);
        let op = AddIOp::cast(context, rewriter.body(), root).expect("a root");
        rewritten += usize::from(pattern.match_and_rewrite(op, &mut rewriter).is_some());
    }
    rewritten
}

fn benchmarks(criterion: &mut Criterion) {
    let context = Context::new();
    dialects::register_all(&context);
    let mut group = criterion.benchmark_group("rewrite_rules");
    for matching in [true, false] {
        let (ir, body_id, roots) = parse(&context, matching);
        let body = ir.body(body_id);
        let workload = if matching { "rewrite 1000" } else { "fail 1000" };
        let mut check = body.clone();
        let expected = if matching { roots.len() } else { 0 };
        assert_eq!(apply(&Declared, &context, &mut check, &roots), expected);
        let mut check = body.clone();
        assert_eq!(apply(&HandWritten, &context, &mut check, &roots), expected);
        group.bench_function(format!("declared/{workload}"), |bencher| {
            bencher.iter_batched_ref(
                || body.clone(),
                |body| black_box(apply(&Declared, &context, body, &roots)),
                BatchSize::LargeInput,
            )
        });
        group.bench_function(format!("hand-written/{workload}"), |bencher| {
            bencher.iter_batched_ref(
                || body.clone(),
                |body| black_box(apply(&HandWritten, &context, body, &roots)),
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, benchmarks);
criterion_main!(benches);
