//! Malformed pipelines and misplaced passes report what `mlir-opt` 22
//! reports: pipeline syntax errors with a caret, unknown passes, bad
//! options, pipelines anchored on the wrong op, and passes that need the
//! root op. With `mlir-opt` installed, each expectation is also checked
//! against its live output (its tool name replaced by ours).

use ir_opt::DriverOptions;
use tests::{mlir_opt, run};

const INPUT: &str = "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n";

/// Each pipeline and the first lines of what it prints on standard error.
const CASES: &[(&str, &str)] = &[
    (
        "builtin.module(foo)",
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'foo' does not refer to a registered pass or pass pipeline\nfoo\n^\n",
    ),
    (
        "builtin.module(cse",
        "<unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'\n",
    ),
    (
        "builtin.module(func.func(cse),)",
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:16: error: '' does not refer to a registered pass or pass pipeline\nfunc.func(cse),\n               ^\n",
    ),
    (
        "builtin.module(canonicalize{max-iterations=abc})",
        "ir-opt: for the --max-iterations option: 'abc' value invalid for long argument!\n<unknown>:0: error: \nfailed to add `canonicalize` with options `max-iterations=abc`\n",
    ),
    (
        "builtin.module(canonicalize{bogus=1})",
        "<unknown>:0: error: <Pass-Options-Parser>: no such option bogus\n\nfailed to add `canonicalize` with options `bogus=1`\n",
    ),
    ("func.func(cse)", "input.mlir:0:0: error: can't run 'func.func' pass manager on 'builtin.module' op\n"),
    (
        "builtin.module(func.func(inline))",
        "input.mlir:1:1: error: 'func.func' op  was scheduled to run under the inliner, but does not define a symbol table\n",
    ),
];

#[test]
fn pipeline_errors_read_as_mlir_opt_reports_them() {
    let mlir_opt = mlir_opt(
        "pass_errors::pipeline_errors_read_as_mlir_opt_reports_them",
        "checking the expected messages against mlir-opt's",
    );
    let scratch = std::env::temp_dir().join(format!("pass-errors-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch directory");
    std::fs::write(scratch.join("input.mlir"), INPUT).expect("writable");
    let mut failures = Vec::new();
    for &(pipeline, expected) in CASES {
        let options =
            DriverOptions { pass_pipeline: Some(pipeline.to_owned()), ..DriverOptions::default() };
        let output = run(&options, "input.mlir", INPUT);
        if output.success {
            failures.push(format!("{pipeline}: succeeded"));
        }
        if !output.stderr.starts_with(expected) {
            failures.push(format!(
                "{pipeline}:\n  expected: {expected:?}\n  actual:   {:?}",
                output.stderr
            ));
        }
        let flag = format!("--pass-pipeline={pipeline}");
        if let Some((_, _, stderr)) = mlir_opt.run(&scratch, &[flag.as_str(), "input.mlir"]) {
            let stderr = stderr.replace("mlir-opt: ", "ir-opt: ");
            if !stderr.starts_with(expected) {
                failures.push(format!("{pipeline}: mlir-opt now says {stderr:?}"));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
