//! Compile-fail tests of the `#[op]`, `#[enum_attr]` and `#[dialect]`
//! macros. Each program in `tests/ui/<macro>/` makes one mistake a dialect
//! author can make, and is named after it; its `.stderr` holds what rustc
//! reports. The programs in `tests/pass/` use many features at once and
//! must compile and run.
//!
//! The snapshots depend on the compiler's wording, so the test runs only
//! with the pinned rustc and fails on any other. After a change to the
//! macros' messages, regenerate the snapshots with
//! `TRYBUILD=overwrite cargo test -p tests --test compile_fail` and read
//! every changed `.stderr`.

use std::process::Command;

/// The rustc whose messages the snapshots hold.
const PINNED_RUSTC: &str = "1.95.0";

/// `rustc --version` of the compiler cargo will run (`$RUSTC`, or `rustc`
/// on the path, as cargo picks it).
fn rustc_version() -> String {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Command::new(&rustc)
        .arg("--version")
        .output()
        .unwrap_or_else(|error| panic!("cannot run `{}`: {error}", rustc.to_string_lossy()));
    String::from_utf8_lossy(&output.stdout).trim().to_owned()
}

#[test]
fn ui() {
    let version = rustc_version();
    assert!(
        version.starts_with(&format!("rustc {PINNED_RUSTC} ")),
        "the UI snapshots were made with rustc {PINNED_RUSTC}, but this is `{version}`; \
         messages differ between compiler versions, so run this test with \
         `cargo +{PINNED_RUSTC} test -p tests --test compile_fail`, or update \
         PINNED_RUSTC and regenerate every snapshot with TRYBUILD=overwrite"
    );
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/**/*.rs");
    cases.pass("tests/pass/*.rs");
}
