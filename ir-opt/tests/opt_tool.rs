//! An opt tool built as a downstream crate builds one: its own name,
//! version, dialects and passes, and every flag of `ir-opt`.

use clap::error::ErrorKind;
use ir_core::diagnostics::Diagnostic;
use ir_core::pass::pipeline::PassOption;
use ir_core::pass::{Pass, PassFailure, PassInfo, PassScope};
use ir_core::Context;
use ir_opt::OptTool;

/// A pass of the downstream crate: it fails on purpose, naming itself.
struct RejectPass;

impl Pass for RejectPass {
    fn argument(&self) -> &'static str {
        "xx-reject"
    }

    fn name(&self) -> &'static str {
        "RejectPass"
    }

    fn run(&self, _context: &Context, _scope: &mut PassScope<'_>) -> Result<(), PassFailure> {
        Err(Diagnostic::error(None, "xx-reject rejects everything").into())
    }
}

fn create_reject(_options: &[PassOption]) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(RejectPass))
}

/// `xx-opt`: Toy and `func`, the core's passes and one of its own.
fn xx_opt() -> OptTool {
    OptTool::new("xx-opt")
        .version("1.2.3")
        .about("The xx dialect's opt tool.")
        .dialect::<dialects::toy::ToyDialect>()
        .dialect::<dialects::func::FuncDialect>()
        .passes(ir_opt::core_passes())
        .pass(PassInfo {
            argument: "xx-reject",
            summary: "Reject the input",
            create: create_reject,
        })
}

const TOY: &str = "toy.func @main() {\n  %0 = toy.constant dense<1.0> : tensor<f64>\n  \
    %1 = toy.mul %0, %0 : tensor<f64>\n  toy.print %0 : tensor<f64>\n  toy.return\n}\n";

#[test]
fn every_flag_of_ir_opt_is_read() {
    let command_line = xx_opt()
        .parse_command_line([
            "input.mlir",
            "-o",
            "out.mlir",
            "--mlir-print-op-generic",
            "--mlir-print-debuginfo",
            "--split-input-file",
            "--verify-diagnostics",
            "--allow-unregistered-dialect",
            "--mlir-disable-threading",
            "--mlir-timing",
            "--dump-pass-pipeline",
            "--mlir-pass-statistics",
            "--verify-each=false",
            "--mlir-print-ir-before=cse",
            "--mlir-print-ir-after",
            "canonicalize",
            "--mlir-print-ir-before-all",
            "--mlir-print-ir-after-all",
            "--mlir-print-ir-after-change",
            "--mlir-print-ir-module-scope",
            "--print-full-availability",
            "--check-target-env=#spirv.vce<v1.3, [Shader], []>",
            "--cse",
            "-canonicalize=max-iterations=3",
            "--xx-reject",
        ])
        .expect("every flag is known");
    assert_eq!(
        (command_line.input.as_str(), command_line.output.as_str()),
        ("input.mlir", "out.mlir")
    );
    assert_eq!(command_line.dialect_docs, None);
    let options = command_line.options;
    assert!(options.print_generic && options.print_debug_info && options.split_input_file);
    assert!(options.verify_diagnostics && options.allow_unregistered_dialect);
    assert!(options.disable_threading && options.timing && options.dump_pass_pipeline);
    assert!(options.pass_statistics && options.skip_verify_each);
    let printing = options.print_ir.expect("IR dumps");
    assert_eq!(
        (printing.before, printing.after),
        (vec!["cse".into()], vec!["canonicalize".into()])
    );
    assert!(printing.before_all && printing.after_all && printing.after_change);
    assert!(printing.module_scope);
    assert_eq!(options.print_availability, Some(ir_core::availability::Mode::Full));
    assert_eq!(options.check_target_env.as_deref(), Some("#spirv.vce<v1.3, [Shader], []>"));
    let pass_flags = [
        ("cse".to_owned(), None),
        ("canonicalize".to_owned(), Some("max-iterations=3".to_owned())),
        ("xx-reject".to_owned(), None),
    ];
    assert_eq!(options.pass_flags, pass_flags);
    let options = xx_opt()
        .parse_arguments(["--pass-pipeline=builtin.module(cse)", "--print-availability"])
        .expect("known flags");
    assert_eq!(options.pass_pipeline.as_deref(), Some("builtin.module(cse)"));
    assert_eq!(options.print_availability, Some(ir_core::availability::Mode::Declared));
    assert!(!options.skip_verify_each && options.print_ir.is_none());
    let docs = xx_opt().parse_command_line(["--dialect-docs", "toy"]).expect("known flags");
    assert_eq!((docs.dialect_docs.as_deref(), docs.input.as_str()), (Some("toy"), "-"));
}

#[test]
fn pass_flags_are_the_tools_own() {
    // Toy's shape inference is `ir-opt`'s, not this tool's.
    let error = xx_opt().parse_arguments(["--toy-shape-inference"]).expect_err("no such pass");
    assert_eq!(error.kind(), ErrorKind::UnknownArgument);
    let options = ir_opt::ir_opt_tool().parse_arguments(["--toy-shape-inference"]);
    assert_eq!(
        options.expect("a pass of ir-opt").pass_flags,
        [("toy-shape-inference".into(), None)]
    );
    // The tool's own pass runs from its flag.
    let tool = xx_opt();
    let options = tool.parse_arguments(["--xx-reject"]).expect("a pass of the tool");
    let output = ir_opt::run(&tool, &options, "main.mlir", TOY);
    assert!(!output.success);
    assert_eq!(output.stderr, "<unknown>:0: error: xx-reject rejects everything\n");
}

#[test]
fn messages_help_and_version_name_the_tool() {
    let tool = xx_opt();
    let options = tool.parse_arguments(["--canonicalize=max-iterations=x"]).expect("known flags");
    let output = ir_opt::run(&tool, &options, "main.mlir", TOY);
    assert!(!output.success);
    assert!(
        output.stderr.starts_with("xx-opt: for the --max-iterations option: 'x' value invalid"),
        "{}",
        output.stderr
    );
    let version = tool.parse_arguments(["--version"]).expect_err("a request for the version");
    assert_eq!(version.kind(), ErrorKind::DisplayVersion);
    assert_eq!(version.to_string(), "xx-opt 1.2.3\n");
    let help = tool.parse_arguments(["--help"]).expect_err("a request for help").to_string();
    assert!(help.starts_with("The xx dialect's opt tool.\n\nUsage: xx-opt [OPTIONS] [INPUT]\n"));
    assert!(help.contains("reference of a dialect (`toy`, `func`) instead of reading input"));
    let usage = tool.parse_arguments(["--nope"]).expect_err("an unknown flag");
    assert_eq!((usage.kind(), usage.exit_code()), (ErrorKind::UnknownArgument, 2));
}

#[test]
fn dialect_docs_are_the_tools_dialects() {
    let tool = xx_opt();
    assert_eq!(tool.dialect_markdown("toy"), Ok(dialects::toy::ToyDialect::markdown()));
    assert_eq!(
        tool.dialect_markdown("arith"),
        Err("xx-opt: unknown dialect 'arith' (known: toy, func)".to_owned())
    );
    let names: Vec<&str> = tool.registered_dialects().iter().map(|dialect| dialect.name).collect();
    assert_eq!(names, ["toy", "func"]);
}

#[test]
fn runs_know_only_the_tools_dialects() {
    let tool = xx_opt();
    let options = tool.parse_arguments(["--canonicalize"]).expect("known flags");
    let output = ir_opt::run(&tool, &options, "main.mlir", TOY);
    assert!(output.success, "{}", output.stderr);
    assert_eq!(
        output.stdout,
        "module {\n  toy.func @main() {\n    %0 = toy.constant dense<1.000000e+00> : tensor<f64>\n    \
         toy.print %0 : tensor<f64>\n    toy.return\n  }\n}\n\n"
    );
    let arith = "%0 = arith.constant 1 : i32\n";
    let output = ir_opt::run(&tool, &options, "arith.mlir", arith);
    assert!(!output.success && output.stderr.contains("arith.constant"), "{}", output.stderr);
    assert!(ir_opt::run(&ir_opt::ir_opt_tool(), &options, "arith.mlir", arith).success);
}
