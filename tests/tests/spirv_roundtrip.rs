//! Compatibility with `mlir-opt` 22 for the `spirv` dialect: every file
//! `tests/corpora/spirv-forms/NAME.mlir` must print as the committed `NAME.mlir.out` (the
//! custom form) and `NAME.mlir.generic` (`--mlir-print-op-generic`), which
//! are `mlir-opt`'s output (checked against it when it is installed); the
//! generic reference must read back into the custom one, and our own
//! output must read back unchanged.
//!
//! Regenerate the references with
//! `cd tests/corpora/spirv-forms; for f in *.mlir; do mlir-opt $f > $f.out; mlir-opt --mlir-print-op-generic $f > $f.generic; done`.

use std::path::Path;

use ir_opt::DriverOptions;
use tests::{corpus_dir, first_difference, mlir_files, mlir_opt, run, MlirOpt};

/// The reference `NAME.mlir.SUFFIX`, checked against `mlir-opt` (run with
/// `flag`) when it is installed.
fn reference(
    mlir_opt: MlirOpt,
    directory: &Path,
    name: &str,
    suffix: &str,
    flag: Option<&str>,
) -> Result<String, String> {
    let path = directory.join(format!("{name}.{suffix}"));
    let committed = std::fs::read_to_string(&path)
        .map_err(|error| format!("missing reference {}: {error}", path.display()))?;
    let mut arguments: Vec<&str> = flag.into_iter().collect();
    arguments.push(name);
    match mlir_opt.run(directory, &arguments) {
        Some((true, live, _)) if live != committed => {
            Err(format!("{} is not mlir-opt's output any more", path.display()))
        }
        Some((false, _, stderr)) => Err(format!("mlir-opt rejects {name}:\n{stderr}")),
        _ => Ok(committed),
    }
}

/// Runs `ir-opt` in-process on `source` and compares with `expected`.
fn expect(
    what: &str,
    name: &str,
    source: &str,
    generic: bool,
    expected: &str,
) -> Result<(), String> {
    let options = DriverOptions { print_generic: generic, ..DriverOptions::default() };
    let output = run(&options, name, source);
    if !output.success {
        return Err(format!("{name}: {what}: ir-opt fails:\n{}", output.stderr));
    }
    if output.stdout != expected {
        return Err(format!("{name}: {what}: {}", first_difference(expected, &output.stdout)));
    }
    Ok(())
}

#[test]
fn spirv_files_print_as_mlir_opt_prints_them() {
    let mlir_opt = mlir_opt(
        "spirv_roundtrip::spirv_files_print_as_mlir_opt_prints_them",
        "comparing the committed .out and .generic references with mlir-opt's output",
    );
    let directory = corpus_dir("spirv-forms");
    let mut failures = Vec::new();
    let files = mlir_files(&directory);
    assert!(!files.is_empty(), "no .mlir files in {}", directory.display());
    for path in files {
        let name = path.file_name().and_then(|name| name.to_str()).expect("file name").to_owned();
        let source = std::fs::read_to_string(&path).expect("readable test file");
        let custom = reference(mlir_opt, &directory, &name, "out", None);
        let generic =
            reference(mlir_opt, &directory, &name, "generic", Some("--mlir-print-op-generic"));
        let (custom, generic) = match (custom, generic) {
            (Ok(custom), Ok(generic)) => (custom, generic),
            (custom, generic) => {
                failures.extend(custom.err());
                failures.extend(generic.err());
                continue;
            }
        };
        failures.extend(expect("custom form", &name, &source, false, &custom).err());
        failures.extend(expect("generic form", &name, &source, true, &generic).err());
        failures.extend(expect("generic read back", &name, &generic, false, &custom).err());
        failures.extend(expect("custom read back", &name, &custom, false, &custom).err());
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
