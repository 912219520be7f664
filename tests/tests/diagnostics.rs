//! Malformed and invalid inputs: every case of `tests/diagnostics` is run
//! with `--verify-diagnostics` (and the flags of its `// FLAGS:` line); the
//! diagnostics must match the `expected-*` annotations, which were checked
//! against `mlir-opt` 22. Nothing may panic.

use ir_opt::{run, split_chunks, DriverOptions};
use tests::{crate_dir, header_flags, mlir_files, run_mlir_opt};

/// Cases whose diagnostics still differ from `mlir-opt`'s, by file and
/// chunk number, with the reason. The test fails if one starts to pass.
const KNOWN_DIFFERENCES: &[(&str, usize, &str)] = &[
    ("blocks-regions.mlir", 9, "ir-opt reports instead: use of undeclared SSA value name"),
    ("blocks-regions.mlir", 10, "ir-opt reports instead: use of undeclared SSA value name"),
];

#[test]
fn diagnostics_match_annotations() {
    let directory = crate_dir().join("diagnostics");
    let files = mlir_files(&directory);
    assert!(!files.is_empty(), "the diagnostics corpus is missing");
    let mut failures = Vec::new();
    let mut cases = 0;
    let mut passed = 0;
    for path in &files {
        let name = path.file_name().and_then(|name| name.to_str()).unwrap_or_default().to_owned();
        let source = std::fs::read_to_string(path).expect("readable corpus file");
        let flags = header_flags(&source);
        let split = flags.iter().any(|flag| flag == "--split-input-file");
        if let Some((ok, _, stderr)) = run_mlir_opt(
            &directory,
            &[
                &["--verify-diagnostics", &name][..],
                &flags.iter().map(String::as_str).collect::<Vec<_>>(),
            ]
            .concat(),
        ) {
            assert!(ok, "{name}: mlir-opt does not accept the annotations:\n{stderr}");
        }
        let options = DriverOptions {
            split_input_file: false,
            verify_diagnostics: true,
            allow_unregistered_dialect: flags
                .iter()
                .any(|flag| flag == "--allow-unregistered-dialect"),
            ..DriverOptions::default()
        };
        let chunks = if split { split_chunks(&source) } else { vec![(0, source.as_str())] };
        for (index, (line_offset, chunk)) in chunks.into_iter().enumerate() {
            cases += 1;
            // Blank out the other chunks so line numbers stay those of the file.
            let padded = format!("{}{chunk}", "\n".repeat(line_offset as usize));
            let output = run(&options, &name, &padded);
            let known =
                KNOWN_DIFFERENCES.iter().any(|(file, chunk, _)| *file == name && *chunk == index);
            match (output.success, known) {
                (true, false) => passed += 1,
                (false, false) => failures.push(format!("{name} case {index}:\n{}", output.stderr)),
                (true, true) => failures.push(format!(
                    "{name} case {index} now passes: remove it from KNOWN_DIFFERENCES"
                )),
                (false, true) => {}
            }
        }
    }
    println!("{passed} of {cases} diagnostic cases match");
    assert!(failures.is_empty(), "{} failing cases:\n{}", failures.len(), failures.join("\n"));
}
