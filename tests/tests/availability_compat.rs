//! Availability answers compared with `mlir-opt` 22: every file of
//! `tests/corpora/spirv-availability` run through `ir-opt --print-availability` prints
//! exactly what `mlir-opt --test-spirv-op-availability` printed
//! (`NAME.mlir.out`): each function's name, each SPIR-V op's min and max
//! version, extensions and capabilities, then the module. When `mlir-opt`
//! is installed the committed outputs are checked against it too
//! (`UPDATE_EXPECT=1` rewrites them from it).

use ir_core::availability::Mode;
use ir_opt::DriverOptions;
use tests::{corpus_dir, first_difference, mlir_files, mlir_opt, run};

#[test]
fn availability_matches_mlir_opt() {
    let mlir_opt = mlir_opt(
        "availability_compat::availability_matches_mlir_opt",
        "comparing the committed .out references with mlir-opt's output \
         (and rewriting them with UPDATE_EXPECT=1)",
    );
    let directory = corpus_dir("spirv-availability");
    let mut failures = Vec::new();
    let files = mlir_files(&directory);
    assert!(files.len() >= 4, "the availability corpus is missing");
    for path in files {
        let name = path.file_name().and_then(|name| name.to_str()).expect("UTF-8 name").to_owned();
        let source = std::fs::read_to_string(&path).expect("readable");
        let reference_path = directory.join(format!("{name}.out"));
        let arguments = ["--test-spirv-op-availability", name.as_str()];
        if std::env::var_os("UPDATE_EXPECT").is_some() {
            if let Some((true, stdout, _)) = mlir_opt.run(&directory, &arguments) {
                std::fs::write(&reference_path, stdout).expect("writable");
            }
        }
        let Ok(expected) = std::fs::read_to_string(&reference_path) else {
            failures.push(format!("{name}: missing {name}.out"));
            continue;
        };
        match mlir_opt.run(&directory, &arguments) {
            Some((true, stdout, _)) if stdout != expected => failures.push(format!(
                "{name}: the committed output is not mlir-opt's:\n{}",
                first_difference(&stdout, &expected)
            )),
            Some((false, _, stderr)) => failures.push(format!("{name}: mlir-opt fails:\n{stderr}")),
            _ => {}
        }
        let options =
            DriverOptions { print_availability: Some(Mode::Declared), ..DriverOptions::default() };
        let output = run(&options, &name, &source);
        if !output.success {
            failures.push(format!("{name}: ir-opt fails:\n{}", output.stderr));
        } else if output.stdout != expected {
            failures.push(format!("{name}: {}", first_difference(&expected, &output.stdout)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
