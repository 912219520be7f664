//! The `toy` dialect of MLIR's tutorial (chapters 2 to 4), through `ir-opt`:
//! - every `tests/corpora/toy/NAME.mlir` runs with the flags of its `// FLAGS:`
//!   line, on several threads and on one: with `--verify-diagnostics` it
//!   gives exactly the diagnostics its `expected-*` annotations name,
//!   otherwise it prints `NAME.mlir.out` (regenerate with
//!   `UPDATE_EXPECT=1`);
//! - the custom forms of `ops.mlir` print back unchanged, with locations
//!   too, and its generic form converts back to them;
//! - `examples/toy/ch4.mlir` through the chapter's pipeline prints the
//!   chapter's final IR;
//! - the toy ops answer the interfaces they implement.

use dialects::toy::{CastOp, DynShapeInference, FuncOp, GenericCallOp, ToyInliner};
use ir_core::float::FloatKind;
use ir_core::interfaces::{
    CastOpInterface, DialectInlinerInterface, DynCallOpInterface, DynCallableOpInterface,
    DynSymbolOpInterface,
};
use ir_core::ir::{Body, Ir, Op};
use ir_core::text;
use ir_core::types::{Type, TypeData};
use ir_core::Context;
use ir_opt::DriverOptions;
use tests::{corpus_dir, crate_dir, file_flags, mlir_files, run};

fn update() -> bool {
    std::env::var("UPDATE_EXPECT").is_ok_and(|value| value == "1")
}

#[test]
fn every_file_prints_its_snapshot_or_its_diagnostics() {
    let directory = corpus_dir("toy");
    let files = mlir_files(&directory);
    assert!(!files.is_empty(), "no files in {}", directory.display());
    let mut failures = Vec::new();
    for path in files {
        let name = path.file_name().and_then(|name| name.to_str()).expect("UTF-8 name").to_owned();
        let source = std::fs::read_to_string(&path).expect("readable input");
        let options = file_flags(&name, &source).options;
        let snapshot = directory.join(format!("{name}.out"));
        for disable_threading in [false, true] {
            let options = DriverOptions { disable_threading, ..options.clone() };
            let output = run(&options, &name, &source);
            if !output.success {
                failures.push(format!("{name}: ir-opt fails:\n{}", output.stderr));
                break;
            }
            if options.verify_diagnostics {
                continue;
            }
            if update() {
                std::fs::write(&snapshot, &output.stdout).expect("writable snapshot");
            }
            let expected = std::fs::read_to_string(&snapshot).unwrap_or_default();
            if output.stdout != expected {
                failures.push(format!(
                    "{name} (threads {}): output differs from {name}.out (UPDATE_EXPECT=1 to update):\n{}",
                    if disable_threading { "off" } else { "on" },
                    output.stdout
                ));
                break;
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn custom_forms_round_trip() {
    let source =
        std::fs::read_to_string(corpus_dir("toy").join("ops.mlir")).expect("readable input");
    let printed = run(&DriverOptions::default(), "ops.mlir", &source);
    assert!(printed.success, "ir-opt failed:\n{}", printed.stderr);
    let again = run(&DriverOptions::default(), "ops.out", &printed.stdout);
    assert_eq!(again.stdout, printed.stdout, "the custom form does not print back unchanged");

    let generic_options = DriverOptions { print_generic: true, ..DriverOptions::default() };
    let generic = run(&generic_options, "ops.mlir", &source);
    assert!(generic.success, "ir-opt failed on the generic form:\n{}", generic.stderr);
    assert!(!generic.stdout.contains("toy.func @"), "the generic form has no custom op left");
    let converted = run(&DriverOptions::default(), "ops.generic", &generic.stdout);
    assert_eq!(converted.stdout, printed.stdout, "the generic form does not convert back");

    let located = DriverOptions { print_debug_info: true, ..DriverOptions::default() };
    let with_locations = run(&located, "ops.mlir", &source);
    assert!(with_locations.success, "ir-opt failed:\n{}", with_locations.stderr);
    let again = run(&located, "ops.located", &with_locations.stdout);
    assert_eq!(again.stdout, with_locations.stdout, "locations do not print back unchanged");
}

/// The final IR of chapter 4, as the tutorial prints it, in its module (and
/// the blank line `mlir-opt` ends its output with).
const CHAPTER_4_OUTPUT: &str = "\
module {
  toy.func @main() {
    %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
    %1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
    %2 = toy.mul %1, %1 : tensor<3x2xf64>
    toy.print %2 : tensor<3x2xf64>
    toy.return
  }
}

";

fn chapter_4_source() -> String {
    let path = crate_dir().join("..").join("examples").join("toy").join("ch4.mlir");
    std::fs::read_to_string(path).expect("readable example")
}

#[test]
fn chapter_4_pipeline_prints_the_tutorial_output() {
    let source = chapter_4_source();
    for disable_threading in [false, true] {
        let options = DriverOptions {
            pass_pipeline: Some(
                "builtin.module(inline, toy.func(toy-shape-inference, canonicalize, cse))".into(),
            ),
            disable_threading,
            ..DriverOptions::default()
        };
        let output = run(&options, "ch4.mlir", &source);
        assert!(output.success, "ir-opt failed:\n{}", output.stderr);
        assert_eq!(output.stdout, CHAPTER_4_OUTPUT);
    }
}

#[test]
fn the_shape_inference_flag_nests_on_functions() {
    let directory = corpus_dir("toy");
    let source =
        std::fs::read_to_string(directory.join("shape-inference.mlir")).expect("readable input");
    let expected = std::fs::read_to_string(directory.join("shape-inference.mlir.out"))
        .expect("readable snapshot");
    let options = DriverOptions {
        pass_flags: vec![("toy-shape-inference".into(), None)],
        ..DriverOptions::default()
    };
    let output = run(&options, "shape-inference.mlir", &source);
    assert!(output.success, "ir-opt failed:\n{}", output.stderr);
    assert_eq!(output.stdout, expected);
}

/// The parsed chapter 4 input.
fn parse_chapter_4(context: &Context) -> Ir {
    let parsed = text::parse_source(context, "ch4.mlir", &chapter_4_source(), 0)
        .expect("the example parses");
    parsed.ir
}

/// The module's body.
fn module_body(ir: &Ir) -> &Body {
    let module = ir.body(ir.top_body_id()).op(ir.root()).isolated_body().expect("module body");
    ir.body(module)
}

/// The ops of the entry block of the regions `body` holds.
fn entry_ops(body: &Body) -> Vec<Op> {
    let block = body.entry_block(body.owner_regions()[0]).expect("a block");
    body.block_ops(block).collect()
}

/// The body of a function.
fn function_body<'a>(ir: &'a Ir, module: &Body, function: Op) -> &'a Body {
    ir.body(module.op(function).isolated_body().expect("an isolated function"))
}

/// `tensor<*xf64>`, or of the given shape.
fn tensor(context: &Context, shape: Option<&[i64]>) -> Type {
    let element = context.float_type(FloatKind::F64);
    context.intern_type(match shape {
        Some(shape) => TypeData::RankedTensor { shape: shape.into(), element, encoding: None },
        None => TypeData::UnrankedTensor { element },
    })
}

#[test]
fn toy_ops_answer_their_interfaces() {
    let context = Context::new();
    dialects::register_all(&context);
    let ir = parse_chapter_4(&context);
    let module = module_body(&ir);
    let functions = entry_ops(module);

    let callee = DynCallableOpInterface::cast(&context, module, functions[0]).expect("callable");
    let unranked = tensor(&context, None);
    assert_eq!(callee.argument_types(&context, module), vec![unranked, unranked]);
    assert_eq!(callee.result_types(&context, module), vec![unranked]);
    assert_eq!(callee.callable_region(&context, module), Some(0));
    let symbol = DynSymbolOpInterface::cast(&context, module, functions[0]).expect("a symbol");
    assert_eq!(symbol.symbol_name(&context, module), "multiply_transpose");
    assert!(symbol.is_private(&context, module));
    let main = DynSymbolOpInterface::cast(&context, module, functions[1]).expect("a symbol");
    assert!(!main.is_private(&context, module), "main has no visibility: public");
    assert!(FuncOp::cast(&context, module, functions[1]).is_some());

    let callee_body = function_body(&ir, module, functions[0]);
    let callee_ops = entry_ops(callee_body);
    let shaped: Vec<bool> = callee_ops
        .iter()
        .map(|&op| DynShapeInference::cast(&context, callee_body, op).is_some())
        .collect();
    assert_eq!(shaped, [true, true, true, false], "transposes and mul infer, return does not");

    let main_body = function_body(&ir, module, functions[1]);
    let main_ops = entry_ops(main_body);
    let call = DynCallOpInterface::cast(&context, main_body, main_ops[4]).expect("a call");
    let callee_symbol = call.callee_symbol(&context, main_body).expect("a symbol callee");
    assert_eq!(text::attr_to_string(&context, callee_symbol), "@multiply_transpose");
    assert_eq!(call.argument_operands(&context, main_body), 0..2);
    assert!(GenericCallOp::cast(&context, main_body, main_ops[4]).is_some());
    assert!(DynShapeInference::cast(&context, main_body, main_ops[4]).is_none());

    let inliner = context
        .op_dialect_interface::<dyn DialectInlinerInterface>(main_body.op(main_ops[4]).name)
        .expect("the toy dialect registers its inliner");
    assert!(inliner.is_legal_to_inline_op(&context, main_body, main_ops[0], true));
    assert!(ToyInliner.is_legal_to_inline_into(&context, module, functions[1], false));
}

#[test]
fn casts_are_compatible_between_shapes_of_the_same_tensors() {
    let context = Context::new();
    dialects::register_all(&context);
    let compatible = |from: Type, to: Type| {
        <CastOp as CastOpInterface>::are_cast_compatible(&context, &[from], &[to])
    };
    let unranked = tensor(&context, None);
    let two_by_three = tensor(&context, Some(&[2, 3]));
    let three_by_two = tensor(&context, Some(&[3, 2]));
    let f32_tensor = context
        .intern_type(TypeData::UnrankedTensor { element: context.float_type(FloatKind::F32) });
    assert!(compatible(two_by_three, unranked));
    assert!(compatible(unranked, two_by_three));
    assert!(compatible(two_by_three, two_by_three));
    assert!(!compatible(two_by_three, three_by_two));
    assert!(!compatible(unranked, f32_tensor));
    assert!(!compatible(context.float_type(FloatKind::F64), unranked));
    assert!(!<CastOp as CastOpInterface>::are_cast_compatible(
        &context,
        &[unranked, unranked],
        &[unranked]
    ));
}
