//! Mistakes a user of the macros makes when adding to the dsp dialect,
//! each a program in `tests/ui` with the compiler's report beside it: a
//! misspelt trait, a format naming an operand the op does not have, an op
//! that names a dialect whose list lacks it, and `dsp.map` built for a
//! device of version 1.
//!
//! The reports depend on the compiler's wording, so they are checked only
//! with the rustc they were made with; other compilers skip the test with
//! a message. After a change, `TRYBUILD=overwrite cargo test --test
//! compile_fail` rewrites them.

use std::process::Command;

/// The rustc whose messages the `.stderr` files hold.
const PINNED_RUSTC: &str = "1.95.0";

/// `rustc --version` of the compiler cargo runs (`$RUSTC`, or `rustc`).
fn rustc_version() -> Option<String> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Command::new(rustc).arg("--version").output().ok()?;
    Some(String::from_utf8_lossy(&output.stdout).trim().to_owned())
}

#[test]
fn ui() {
    let version = rustc_version().unwrap_or_default();
    if !version.starts_with(&format!("rustc {PINNED_RUSTC} ")) {
        eprintln!(
            "skipped: the UI reports were made with rustc {PINNED_RUSTC}, but this is `{version}`; \
             run `cargo +{PINNED_RUSTC} test --test compile_fail` to check them"
        );
        return;
    }
    trybuild::TestCases::new().compile_fail("tests/ui/*.rs");
}
