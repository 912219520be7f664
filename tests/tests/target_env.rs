//! Target checks compared with MLIR's SPIR-V conversion target: every file
//! of `tests/corpora/spirv-target-env` names a target on its `// TARGET:` line and gives
//! each of its functions that target (`spirv.target_env`), one SPIR-V op
//! per function. `mlir-opt --test-spirv-target-env` rejects the ops the
//! target cannot run; `ir-opt --check-target-env=TARGET` must reject the
//! same lines (`NAME.mlir.lines` holds mlir-opt's, checked live when it is
//! installed; `UPDATE_EXPECT=1` rewrites them), each with an error saying
//! which dimension fails, and exit with failure exactly when one does.

use std::collections::BTreeSet;

use ir_opt::DriverOptions;
use tests::{corpus_dir, mlir_files, mlir_opt, run};

/// The lines of `file:line:col: error: ...` reports whose message contains
/// `marker`.
fn error_lines(stderr: &str, marker: &str) -> BTreeSet<u32> {
    stderr
        .lines()
        .filter(|line| line.contains(": error: ") && line.contains(marker))
        .filter_map(|line| line.split(':').nth(1)?.parse().ok())
        .collect()
}

fn format_lines(lines: &BTreeSet<u32>) -> String {
    lines.iter().map(|line| format!("{line}\n")).collect()
}

#[test]
fn target_checks_reject_what_mlir_rejects() {
    let mlir_opt = mlir_opt(
        "target_env::target_checks_reject_what_mlir_rejects",
        "comparing the committed .lines references with mlir-opt's rejections \
         (and rewriting them with UPDATE_EXPECT=1)",
    );
    let directory = corpus_dir("spirv-target-env");
    let files = mlir_files(&directory);
    assert!(!files.is_empty(), "the target-env corpus is missing");
    let mut failures = Vec::new();
    for path in files {
        let name = path.file_name().and_then(|name| name.to_str()).expect("UTF-8 name").to_owned();
        let source = std::fs::read_to_string(&path).expect("readable");
        let target = source
            .lines()
            .next()
            .and_then(|line| line.strip_prefix("// TARGET: "))
            .unwrap_or_else(|| panic!("{name}: no `// TARGET:` line"))
            .to_owned();
        let reference_path = directory.join(format!("{name}.lines"));
        let live = mlir_opt
            .run(&directory, &["--test-spirv-target-env", &name])
            .map(|(_, _, stderr)| error_lines(&stderr, "failed to legalize operation"));
        if let (Some(lines), true) = (&live, std::env::var_os("UPDATE_EXPECT").is_some()) {
            std::fs::write(&reference_path, format_lines(lines)).expect("writable");
        }
        let committed = std::fs::read_to_string(&reference_path).unwrap_or_else(|_| {
            panic!("{name}: missing {name}.lines (UPDATE_EXPECT=1 with mlir-opt installed)")
        });
        let expected: BTreeSet<u32> =
            committed.lines().filter_map(|line| line.trim().parse().ok()).collect();
        if let Some(lines) = &live {
            if *lines != expected {
                failures.push(format!("{name}: the committed lines are not mlir-opt's"));
            }
        }
        let options =
            DriverOptions { check_target_env: Some(target.clone()), ..DriverOptions::default() };
        let output = run(&options, &name, &source);
        let actual = error_lines(&output.stderr, "is not available in the target environment");
        if actual != expected {
            let only_mlir: Vec<_> = expected.difference(&actual).collect();
            let only_ours: Vec<_> = actual.difference(&expected).collect();
            failures.push(format!(
                "{name}: rejected by mlir-opt only on lines {only_mlir:?}, by ir-opt only on lines {only_ours:?}"
            ));
        }
        if output.success != expected.is_empty() {
            failures.push(format!("{name}: ir-opt's exit status does not say whether ops failed"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn reasons_name_the_dimension_and_the_requirement() {
    let source = "\
func.func @f(%p: i1) -> vector<4xi32> {
  %0 = spirv.GroupNonUniformBallot <Subgroup> %p : vector<4xi32>
  return %0 : vector<4xi32>
}
";
    let options = DriverOptions {
        check_target_env: Some("#spirv.vce<v1.0, [Shader], []>".into()),
        ..DriverOptions::default()
    };
    let output = run(&options, "ballot.mlir", source);
    assert!(!output.success);
    assert!(
        output.stderr.starts_with(
            "ballot.mlir:2:8: error: 'spirv.GroupNonUniformBallot' op is not available in the target environment: \
             min version: v1.3 is newer than the target's v1.0; \
             capabilities: needs capability GroupNonUniformBallot, which the target does not enable\n"
        ),
        "{}",
        output.stderr
    );
    let fitting = DriverOptions {
        check_target_env: Some("#spirv.vce<v1.3, [GroupNonUniformBallot], []>".into()),
        ..DriverOptions::default()
    };
    assert!(run(&fitting, "ballot.mlir", source).success);
    let unknown = DriverOptions {
        check_target_env: Some("#spirv.vce<v9.9, [], []>".into()),
        ..DriverOptions::default()
    };
    let output = run(&unknown, "ballot.mlir", source);
    assert!(!output.success);
    assert!(output.stderr.contains("does not describe a target environment"), "{}", output.stderr);
}
