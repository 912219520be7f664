//! Compatibility with `mlir-opt` 22 for passes: every file of
//! `tests/corpora/passes` run through `ir-opt` with the flags of its
//! `// FLAGS:` line (and `--allow-unregistered-dialect`) prints exactly what
//! `mlir-opt` printed (`NAME.mlir.out`), on several threads and on one.
//! When `mlir-opt` is installed the committed outputs are checked against it
//! too (`UPDATE_EXPECT=1` rewrites them from it).

use ir_opt::DriverOptions;
use tests::{corpus_dir, file_flags, first_difference, mlir_files, mlir_opt, run, FileFlags};

/// Files whose output still differs from `mlir-opt`, with the reason. The
/// test fails if a listed file starts to match, so the list stays honest.
const KNOWN_DIFFERENCES: &[(&str, &str)] = &[];

#[test]
fn passes_print_what_mlir_opt_prints() {
    let mlir_opt = mlir_opt(
        "pass_compat::passes_print_what_mlir_opt_prints",
        "comparing the committed .out and .err references with mlir-opt's output \
         (and rewriting them with UPDATE_EXPECT=1)",
    );
    let directory = corpus_dir("passes");
    let mut failures = Vec::new();
    let mut matched_known = Vec::new();
    for path in mlir_files(&directory) {
        let name = path.file_name().and_then(|name| name.to_str()).expect("UTF-8 name").to_owned();
        let source = std::fs::read_to_string(&path).expect("readable");
        let FileFlags { flags, options } = file_flags(&name, &source);
        // `mlir-opt` gets `--allow-unregistered-dialect` too.
        let options = DriverOptions { allow_unregistered_dialect: true, ..options };
        let reference_path = directory.join(format!("{name}.out"));
        // Files that print IR dumps also compare standard error, on one
        // thread (threads interleave mlir-opt's dumps).
        let dumps = options.print_ir.is_some();
        let errors_path = directory.join(format!("{name}.err"));
        if std::env::var_os("UPDATE_EXPECT").is_some() {
            let mut arguments: Vec<&str> = vec!["--allow-unregistered-dialect"];
            arguments.extend(flags.iter().map(String::as_str));
            if dumps {
                arguments.push("--mlir-disable-threading");
            }
            arguments.push(&name);
            if let Some((true, stdout, stderr)) = mlir_opt.run(&directory, &arguments) {
                std::fs::write(&reference_path, stdout).expect("writable");
                if dumps {
                    std::fs::write(&errors_path, stderr).expect("writable");
                }
            }
        }
        if dumps {
            let expected = std::fs::read_to_string(&errors_path).unwrap_or_default();
            let options = DriverOptions { disable_threading: true, ..options.clone() };
            let output = run(&options, &name, &source);
            if output.stderr != expected {
                failures.push(format!(
                    "{name}: the IR dumps differ:\n{}",
                    first_difference(&expected, &output.stderr)
                ));
            }
        }
        let Ok(expected) = std::fs::read_to_string(&reference_path) else {
            failures.push(format!("{name}: missing {name}.out"));
            continue;
        };
        let mut arguments: Vec<&str> = vec!["--allow-unregistered-dialect"];
        arguments.extend(flags.iter().map(String::as_str));
        if dumps {
            arguments.push("--mlir-disable-threading");
        }
        arguments.push(&name);
        match mlir_opt.run(&directory, &arguments) {
            Some((true, stdout, _)) if stdout != expected => failures.push(format!(
                "{name}: the committed output is not mlir-opt's:\n{}",
                first_difference(&stdout, &expected)
            )),
            Some((false, _, stderr)) => failures.push(format!("{name}: mlir-opt fails:\n{stderr}")),
            _ => {}
        }
        let known = KNOWN_DIFFERENCES.iter().any(|(known, _)| *known == name);
        let mut matches = true;
        for disable_threading in [false, true] {
            let options = DriverOptions { disable_threading, ..options.clone() };
            let output = run(&options, &name, &source);
            if !output.success {
                failures.push(format!("{name}: ir-opt fails:\n{}", output.stderr));
                matches = false;
                break;
            }
            if output.stdout != expected {
                matches = false;
                if !known {
                    failures.push(format!(
                        "{name} (threads {}): {}",
                        if disable_threading { "off" } else { "on" },
                        first_difference(&expected, &output.stdout)
                    ));
                }
                break;
            }
        }
        if known && matches {
            matched_known.push(name);
        }
    }
    assert!(
        matched_known.is_empty(),
        "listed as known differences but now match mlir-opt: {matched_known:?}"
    );
    assert!(failures.is_empty(), "{} file(s) differ:\n\n{}", failures.len(), failures.join("\n\n"));
}
