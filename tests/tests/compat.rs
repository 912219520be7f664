//! Compatibility with `mlir-opt` 22: every file of
//! `tests/corpora/printer-compat`, run with the flags of its `// FLAGS:` line
//! and printed in the generic form, must give exactly the bytes `mlir-opt`
//! prints, and our output must print back unchanged.
//!
//! The reference is taken from `mlir-opt` itself when it is installed
//! (`.ci/run` installs it); the committed `.generic` files, produced by the
//! same command, are used otherwise and are checked against `mlir-opt`
//! when it is there.

use std::path::Path;

use ir_opt::DriverOptions;
use tests::{
    corpus_dir, file_flags, first_difference, mlir_files, mlir_opt, run, FileFlags, MlirOpt,
};

/// Files whose output still differs from `mlir-opt`, with the reason. The
/// test fails if one of them starts to match, so the list stays honest.
const KNOWN_DIFFERENCES: &[(&str, &str)] = &[];

fn check_file(mlir_opt: MlirOpt, directory: &Path, path: &Path) -> Result<(), String> {
    let name = path.file_name().and_then(|name| name.to_str()).expect("file name");
    let source = std::fs::read_to_string(path).map_err(|error| error.to_string())?;
    let FileFlags { flags, options } = file_flags(name, &source);
    let committed = std::fs::read_to_string(directory.join(format!("{name}.generic")))
        .map_err(|error| format!("missing reference: {error}"))?;
    let mut arguments = vec!["--allow-unregistered-dialect", "--mlir-print-op-generic", name];
    arguments.extend(flags.iter().map(String::as_str));
    let reference = match mlir_opt.run(directory, &arguments) {
        Some((true, stdout, _)) => {
            if stdout != committed {
                return Err("the committed reference differs from mlir-opt's output".into());
            }
            stdout
        }
        Some((false, _, stderr)) => return Err(format!("mlir-opt rejected the file: {stderr}")),
        None => committed,
    };
    // The two base flags of the corpus, which `mlir-opt` gets too.
    let options =
        DriverOptions { print_generic: true, allow_unregistered_dialect: true, ..options };
    let output = run(&options, name, &source);
    if !output.success {
        return Err(format!("ir-opt failed:\n{}", output.stderr));
    }
    if output.stdout != reference {
        return Err(first_difference(&reference, &output.stdout));
    }
    let again = run(&options, name, &output.stdout);
    if again.stdout != output.stdout {
        return Err(format!(
            "ir-opt does not print its own output back unchanged:\n{}",
            first_difference(&output.stdout, &again.stdout)
        ));
    }
    Ok(())
}

#[test]
fn generic_output_matches_mlir_opt() {
    let mlir_opt = mlir_opt(
        "compat::generic_output_matches_mlir_opt",
        "comparing the committed .generic references with mlir-opt's output",
    );
    let directory = corpus_dir("printer-compat");
    let files = mlir_files(&directory);
    assert!(files.len() >= 30, "the compat corpus is missing");
    let mut failures = Vec::new();
    let mut passed = 0;
    for path in &files {
        let name = path.file_name().and_then(|name| name.to_str()).unwrap_or_default();
        let known = KNOWN_DIFFERENCES.iter().any(|(known, _)| *known == name);
        match (check_file(mlir_opt, &directory, path), known) {
            (Ok(()), false) => passed += 1,
            (Err(message), false) => failures.push(format!("{name}: {message}")),
            (Ok(()), true) => {
                failures.push(format!("{name} now matches: remove it from KNOWN_DIFFERENCES"))
            }
            (Err(_), true) => {}
        }
    }
    println!("{passed} of {} compat files match mlir-opt", files.len());
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// With `--split-input-file`, the split marker separates the outputs of
/// every two chunks, also after a chunk that failed (as `mlir-opt` does).
#[test]
fn split_marker_follows_every_chunk() {
    let source = "\"foo.x\"(%1) : (i32) -> ()\n// -----\n\"foo.y\"() : () -> ()\n";
    let options = DriverOptions {
        split_input_file: true,
        allow_unregistered_dialect: true,
        ..DriverOptions::default()
    };
    let output = run(&options, "split.mlir", source);
    assert!(!output.success, "the first chunk uses an undefined value");
    assert_eq!(output.stdout, "// -----\nmodule {\n  \"foo.y\"() : () -> ()\n}\n\n");
}
