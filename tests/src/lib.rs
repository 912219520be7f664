//! Helpers shared by the integration tests: locating the corpora under
//! `corpora/`, reading `// FLAGS:` headers, running `ir-opt` and calling
//! `mlir-opt` 22 when it is installed.

#![warn(missing_docs)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// Where Debian's `mlir-22-tools` puts `mlir-opt`.
pub const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// Runs the driver of `ir-opt` (the repository's dialects and passes,
/// [`ir_opt::ir_opt_tool`]) on `source`, named `file_name` in diagnostics.
pub fn run(options: &ir_opt::DriverOptions, file_name: &str, source: &str) -> ir_opt::DriverOutput {
    ir_opt::run(&ir_opt::ir_opt_tool(), options, file_name, source)
}

/// The directory of this crate.
pub fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The directory of the corpus of one area, `corpora/<area>` in this crate
/// (`corpus_dir("passes")`); `tests/README.md` lists the areas.
pub fn corpus_dir(area: &str) -> PathBuf {
    crate_dir().join("corpora").join(area)
}

/// The `.mlir` files of a corpus directory, sorted by name.
pub fn mlir_files(directory: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(directory)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", directory.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "mlir"))
        .collect();
    files.sort();
    files
}

/// The flags named on a `// FLAGS:` first line (`none` means no flags).
pub fn header_flags(source: &str) -> Vec<String> {
    let Some(first) = source.lines().next() else { return Vec::new() };
    let Some(flags) = first.strip_prefix("// FLAGS:") else { return Vec::new() };
    flags.split_whitespace().filter(|flag| *flag != "none").map(str::to_owned).collect()
}

/// Runs `mlir-opt` with `arguments` in `directory`; `None` when it is not
/// installed.
pub fn run_mlir_opt(directory: &Path, arguments: &[&str]) -> Option<(bool, String, String)> {
    if !Path::new(MLIR_OPT).exists() {
        return None;
    }
    let output = Command::new(MLIR_OPT)
        .args(arguments)
        .current_dir(directory)
        .output()
        .expect("mlir-opt runs");
    Some((
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    ))
}

/// Where two outputs first differ: the line number and both lines, or
/// their lengths when one is a prefix of the other.
pub fn first_difference(expected: &str, actual: &str) -> String {
    for (index, (left, right)) in expected.lines().zip(actual.lines()).enumerate() {
        if left != right {
            return format!("line {}:\n  expected: {left}\n  actual:   {right}", index + 1);
        }
    }
    format!(
        "the outputs differ in length ({} lines expected, {} produced)",
        expected.lines().count(),
        actual.lines().count()
    )
}
