//! Compile-fail tests of the `#[op]`, `#[enum_attr]` and `#[dialect]`
//! macros. Each program in `tests/ui/<macro>/` makes one mistake a dialect
//! author can make, and is named after it; its `.stderr` holds what rustc
//! reports. The programs in `tests/pass/` use many features at once and
//! must compile and run.
//!
//! The snapshots hold the messages of the pinned rustc, 1.95.0, and
//! messages change between compiler versions: on any other rustc the test
//! is ignored, with the command that runs it,
//! `cargo +1.95.0 test -p tests --test compile_fail`. After a change to the
//! macros' messages, regenerate the snapshots with
//! `TRYBUILD=overwrite cargo +1.95.0 test -p tests --test compile_fail` and
//! read every changed `.stderr`. To move to another rustc, change the
//! version below and in this comment, and regenerate every snapshot.

#[rustversion::attr(
    not(stable(1.95.0)),
    ignore = "the UI snapshots hold rustc 1.95.0's messages: run `cargo +1.95.0 test -p tests --test compile_fail`"
)]
#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/**/*.rs");
    cases.pass("tests/pass/*.rs");
}
