//! Invalid SPIR-V: every case of `tests/corpora/spirv-invalid` is rejected by one
//! of the dialect's verifiers. `ir-opt --verify-diagnostics
//! --split-input-file` must find exactly the `expected-error` annotations;
//! when `mlir-opt` 22 is installed, it must accept the same annotations,
//! and both must report the same diagnostics at the same positions.

use ir_opt::DriverOptions;
use tests::{corpus_dir, mlir_files, mlir_opt, run};

/// The `file:line:col: severity: message` lines of `stderr` for `name`,
/// without `mlir-opt`'s `see current operation` notes and its reports on
/// `expected-*` annotations.
fn diagnostic_lines(stderr: &str, name: &str) -> Vec<String> {
    stderr
        .lines()
        .filter(|line| {
            let Some(rest) = line.strip_prefix(name).and_then(|rest| rest.strip_prefix(':')) else {
                return false;
            };
            let Some((_, message)) = [": error: ", ": note: ", ": warning: ", ": remark: "]
                .iter()
                .find_map(|severity| rest.split_once(severity))
            else {
                return false;
            };
            let annotation = message.starts_with("expected ")
                && (message.ends_with("was not produced") || message.contains("but not expected"));
            !message.starts_with("see current operation") && !annotation
        })
        .map(str::to_owned)
        .collect()
}

fn corpus() -> (std::path::PathBuf, Vec<(String, String)>) {
    let directory = corpus_dir("spirv-invalid");
    let files = mlir_files(&directory);
    assert!(!files.is_empty(), "the invalid SPIR-V corpus is missing");
    let cases = files
        .iter()
        .map(|path| {
            let name = path.file_name().and_then(|name| name.to_str()).unwrap_or_default();
            (name.to_owned(), std::fs::read_to_string(path).expect("readable corpus file"))
        })
        .collect();
    (directory, cases)
}

#[test]
fn spirv_invalid_annotations() {
    let mlir_opt = mlir_opt(
        "spirv_invalid::spirv_invalid_annotations",
        "checking that mlir-opt accepts the `expected-*` annotations",
    );
    let (directory, cases) = corpus();
    let options = DriverOptions {
        verify_diagnostics: true,
        split_input_file: true,
        ..DriverOptions::default()
    };
    let mut failures = Vec::new();
    let mut annotations = 0;
    for (name, source) in &cases {
        annotations += source.matches("expected-error").count();
        if let Some((ok, _, stderr)) =
            mlir_opt.run(&directory, &["--verify-diagnostics", "--split-input-file", name])
        {
            assert!(ok, "{name}: mlir-opt does not accept the annotations:\n{stderr}");
        }
        let output = run(&options, name, source);
        if !output.success {
            failures.push(format!("{name}:\n{}", output.stderr));
        }
    }
    println!("{annotations} expected errors in {} files", cases.len());
    assert!(failures.is_empty(), "{} failing files:\n{}", failures.len(), failures.join("\n"));
}

/// Beyond the annotations, which only name lines, the diagnostics must be
/// `mlir-opt`'s to the column and the character.
#[test]
fn spirv_invalid_positions() {
    let mlir_opt = mlir_opt(
        "spirv_invalid::spirv_invalid_positions",
        "the whole test (it compares positions with mlir-opt's diagnostics)",
    );
    if !mlir_opt.is_installed() {
        return;
    }
    let (directory, cases) = corpus();
    let options = DriverOptions { split_input_file: true, ..DriverOptions::default() };
    let mut failures = Vec::new();
    for (name, source) in &cases {
        let Some((_, _, reference)) = mlir_opt.run(&directory, &["--split-input-file", name])
        else {
            return;
        };
        let expected = diagnostic_lines(&reference, name);
        let actual = diagnostic_lines(&run(&options, name, source).stderr, name);
        if expected != actual {
            failures.push(format!("{name}:\n  mlir-opt: {expected:#?}\n  ir-opt:   {actual:#?}"));
        }
    }
    assert!(failures.is_empty(), "{} files differ:\n{}", failures.len(), failures.join("\n"));
}
