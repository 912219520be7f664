//! The `test` dialect, which exercises every feature of the op-definition
//! macros, read and written through `ir-opt`:
//! - `tests/corpora/test-dialect/roundtrip.mlir` prints as `roundtrip.mlir.out`
//!   (regenerate with `UPDATE_EXPECT=1`), that output prints back
//!   unchanged, and its generic form converts back to the same custom form;
//! - `tests/corpora/test-dialect/invalid.mlir`, run with the flags of its
//!   `// FLAGS:` line, gives exactly the diagnostics its `expected-*`
//!   annotations name;
//! - the reference pages under `docs/dialects/` are what `ir-opt
//!   --dialect-docs` writes (regenerate with `UPDATE_EXPECT=1`).

use ir_opt::DriverOptions;
use tests::{corpus_dir, crate_dir, file_flags, run};

fn options() -> DriverOptions {
    DriverOptions { allow_unregistered_dialect: true, ..DriverOptions::default() }
}

fn update() -> bool {
    std::env::var("UPDATE_EXPECT").is_ok_and(|value| value == "1")
}

#[test]
fn custom_forms_round_trip() {
    let directory = corpus_dir("test-dialect");
    let source = std::fs::read_to_string(directory.join("roundtrip.mlir")).expect("readable input");
    let printed = run(&options(), "roundtrip.mlir", &source);
    assert!(printed.success, "ir-opt failed:\n{}", printed.stderr);
    let expected_path = directory.join("roundtrip.mlir.out");
    if update() {
        std::fs::write(&expected_path, &printed.stdout).expect("writable snapshot");
    }
    let expected = std::fs::read_to_string(&expected_path).expect("readable snapshot");
    assert_eq!(
        printed.stdout, expected,
        "output differs from roundtrip.mlir.out (UPDATE_EXPECT=1 to update)"
    );
    let again = run(&options(), "roundtrip.out", &printed.stdout);
    assert_eq!(again.stdout, printed.stdout, "the custom form does not print back unchanged");
    let generic_options = DriverOptions { print_generic: true, ..options() };
    let generic = run(&generic_options, "roundtrip.mlir", &source);
    assert!(generic.success, "ir-opt failed on the generic form:\n{}", generic.stderr);
    let converted = run(&options(), "roundtrip.generic", &generic.stdout);
    assert_eq!(converted.stdout, printed.stdout, "the generic form does not convert back");
}

#[test]
fn verifier_reports_every_constraint_and_trait() {
    let directory = corpus_dir("test-dialect");
    let source = std::fs::read_to_string(directory.join("invalid.mlir")).expect("readable input");
    // The flags of its `// FLAGS:` line, checked against its annotations.
    let options =
        DriverOptions { verify_diagnostics: true, ..file_flags("invalid.mlir", &source).options };
    let output = run(&options, "invalid.mlir", &source);
    assert!(output.success, "diagnostics differ from the annotations:\n{}", output.stderr);
}

#[test]
fn dialect_references_are_up_to_date() {
    let directory = crate_dir().join("..").join("docs").join("dialects");
    let mut stale = Vec::new();
    for dialect in ir_opt::DIALECTS {
        let (name, markdown) = (dialect.name, ir_core::ods::docs::dialect_markdown(dialect));
        let path = directory.join(format!("{name}.md"));
        if update() {
            std::fs::create_dir_all(&directory).expect("writable docs directory");
            std::fs::write(&path, &markdown).expect("writable reference");
        }
        if std::fs::read_to_string(&path).ok().as_deref() != Some(markdown.as_str()) {
            stale.push(name);
        }
    }
    assert!(
        stale.is_empty(),
        "stale references in docs/dialects: {stale:?} (UPDATE_EXPECT=1 to update)"
    );
}
