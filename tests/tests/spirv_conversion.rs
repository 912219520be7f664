//! The SPIR-V lowerings against `mlir-opt` 22: every file of
//! `tests/corpora/spirv-conversion` (random func/arith/cf programs under
//! random target environments, made by `bench/compare_spirv_conversion.py
//! --emit-corpus`) and of `tests/corpora/spirv-update-vce` (random SPIR-V
//! modules under targets that satisfy them or miss one requirement, made
//! by `bench/compare_update_vce.py --emit-corpus`) and of
//! `tests/corpora/spirv-test-target-env` (MLIR's placeholder ops under
//! random function targets, by `bench/compare_test_target_env.py`) run through `ir-opt`
//! with the flags of its `// FLAGS:` line prints exactly what `mlir-opt`
//! printed (`NAME.mlir.out`), or fails with the same first error
//! (`NAME.mlir.err`). When `mlir-opt` is
//! installed the references are checked against it too (`UPDATE_EXPECT=1`
//! rewrites them from it). And a lowering that fails leaves the IR exactly
//! as it was.

use tests::{corpus_dir, file_flags, first_difference, mlir_files, mlir_opt, run, FileFlags};

/// The first `file:line:col: error: message` line of `stderr`.
fn first_error(stderr: &str) -> Option<&str> {
    stderr.lines().find(|line| line.contains(": error: "))
}

#[test]
fn lowerings_match_mlir_opt() {
    compare_corpus("spirv-conversion", "spirv_conversion::lowerings_match_mlir_opt", 100);
}

#[test]
fn deduced_triples_match_mlir_opt() {
    compare_corpus("spirv-update-vce", "spirv_conversion::deduced_triples_match_mlir_opt", 50);
}

#[test]
fn target_env_tests_match_mlir_opt() {
    compare_corpus(
        "spirv-test-target-env",
        "spirv_conversion::target_env_tests_match_mlir_opt",
        50,
    );
}

/// Runs every file of corpus `area` (at least `minimum` of them) with its
/// flags and compares with the references (and with `mlir-opt` live).
fn compare_corpus(area: &str, test: &str, minimum: usize) {
    let mlir_opt = mlir_opt(
        test,
        "comparing the committed .out and .err references with mlir-opt's results \
         (and rewriting them with UPDATE_EXPECT=1)",
    );
    let directory = corpus_dir(area);
    let files = mlir_files(&directory);
    assert!(files.len() >= minimum, "the {area} corpus is missing");
    let mut failures = Vec::new();
    for path in files {
        let name = path.file_name().and_then(|name| name.to_str()).expect("UTF-8 name").to_owned();
        let source = std::fs::read_to_string(&path).expect("readable");
        let FileFlags { flags, options } = file_flags(&name, &source);
        let output_path = directory.join(format!("{name}.out"));
        let error_path = directory.join(format!("{name}.err"));
        let mut arguments: Vec<&str> = flags.iter().map(String::as_str).collect();
        arguments.push(&name);
        if let Some((success, stdout, stderr)) = mlir_opt.run(&directory, &arguments) {
            let (live_path, live, stale) = if success {
                (&output_path, stdout, &error_path)
            } else {
                (&error_path, format!("{}\n", first_error(&stderr).unwrap_or("")), &output_path)
            };
            if std::env::var_os("UPDATE_EXPECT").is_some() {
                std::fs::write(live_path, &live).expect("writable");
                let _ = std::fs::remove_file(stale);
            } else if std::fs::read_to_string(live_path).ok().as_deref() != Some(live.as_str()) {
                failures.push(format!("{name}: the committed reference is not mlir-opt's"));
            }
        }
        let output = run(&options, &name, &source);
        if let Ok(expected) = std::fs::read_to_string(&output_path) {
            if !output.success {
                failures.push(format!(
                    "{name}: ir-opt fails where mlir-opt succeeds:\n{}",
                    output.stderr
                ));
            } else if output.stdout != expected {
                failures.push(format!("{name}:\n{}", first_difference(&expected, &output.stdout)));
            }
        } else if let Ok(expected) = std::fs::read_to_string(&error_path) {
            let actual = first_error(&output.stderr);
            if output.success || actual != Some(expected.trim_end()) {
                failures.push(format!(
                    "{name}: expected the error\n  {}\nbut ir-opt {}",
                    expected.trim_end(),
                    match actual {
                        Some(actual) => format!("reports\n  {actual}"),
                        None => "reports no error".to_owned(),
                    }
                ));
            }
        } else {
            failures.push(format!("{name}: missing {name}.out or {name}.err"));
        }
    }
    assert!(failures.is_empty(), "{} files differ:\n\n{}", failures.len(), failures.join("\n\n"));
}

/// The pass of a `--convert-*-to-spirv[=options]` flag in pipeline syntax.
fn pipeline_of(flag: &str) -> String {
    let flag = flag.trim_start_matches('-');
    match flag.split_once('=') {
        Some((pass, options)) => format!("builtin.module({pass}{{{options}}})"),
        None => format!("builtin.module({flag})"),
    }
}

#[test]
fn a_failed_lowering_leaves_the_ir_unchanged() {
    let mut registry = ir_core::pass::PassRegistry::default();
    for info in conversions::passes() {
        registry.register(info);
    }
    let directory = corpus_dir("spirv-conversion");
    let mut failed_lowerings = 0;
    for path in mlir_files(&directory) {
        let name = path.file_name().and_then(|name| name.to_str()).expect("UTF-8 name").to_owned();
        if !directory.join(format!("{name}.err")).exists() {
            continue;
        }
        let source = std::fs::read_to_string(&path).expect("readable");
        let FileFlags { flags, .. } = file_flags(&name, &source);
        let context = ir_core::Context::new();
        dialects::register_all(&context);
        let mut parsed = ir_core::text::parse_source(&context, &name, &source, 0).expect("parses");
        let print = |ir: &ir_core::ir::Ir| {
            ir_core::text::print_ir(&context, ir, &parsed.resources, Default::default())
        };
        for flag in &flags {
            let pipeline = registry.parse_pipeline(&pipeline_of(flag)).expect("a known pass");
            let before = print(&parsed.ir);
            let options = ir_core::pass::RunOptions { verify_each: false, ..Default::default() };
            if ir_core::pass::run_pipeline(&context, &mut parsed.ir, &pipeline, &options).is_err() {
                failed_lowerings += 1;
                let after = print(&parsed.ir);
                assert!(
                    before == after,
                    "{name}: `{flag}` failed and changed the IR:\n{}",
                    first_difference(&before, &after)
                );
                break;
            }
        }
    }
    assert!(
        failed_lowerings >= 20,
        "only {failed_lowerings} lowerings failed: the corpus lacks failures"
    );
}
