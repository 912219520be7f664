//! The `ir-opt` driver as a library, so that a crate with dialects and
//! passes of its own builds its own opt tool in one call (MLIR's
//! `MlirOptMain`): an [`OptTool`] is a name, the dialects it registers
//! (`#[dialect]` structs, or their `DialectDefinition`s) and the passes its
//! pipelines and pass flags may name (`ir_core::pass::PassInfo`), and
//! [`OptTool::main`] is the whole program, with every flag of `ir-opt`:
//! reading, verifying and printing MLIR text (custom or generic form,
//! locations), `--split-input-file`, `--verify-diagnostics` (the
//! [`verify_diagnostics`] checker), pass pipelines (`--pass-pipeline` or
//! a flag per registered pass: `--cse`, `--canonicalize=max-iterations=3`),
//! IR dumps, timings and statistics, availability reports, target checks,
//! and `--dialect-docs` for the tool's dialects.
//!
//! The binary `ir-opt` is [`ir_opt_tool`]`().main()`. Tests call [`run`]
//! with a tool and [`DriverOptions`], which [`OptTool::parse_arguments`]
//! reads from flags as the binary would:
//!
//! ```
//! use dialects::{arith::ArithDialect, func::FuncDialect};
//! use ir_opt::OptTool;
//!
//! let tool = OptTool::new("arith-opt")
//!     .dialect::<FuncDialect>()
//!     .dialect::<ArithDialect>()
//!     .passes(ir_opt::core_passes());
//! let options = tool.parse_arguments(["--canonicalize"]).expect("known flags");
//! let source = "func.func @f() -> i32 {\n  %0 = arith.constant 1 : i32\n  \
//!     %1 = arith.addi %0, %0 : i32\n  return %1 : i32\n}\n";
//! let output = ir_opt::run(&tool, &options, "f.mlir", source);
//! assert!(output.success, "{}", output.stderr);
//! assert_eq!(
//!     output.stdout,
//!     "module {\n  func.func @f() -> i32 {\n    %c2_i32 = arith.constant 2 : i32\n    \
//!     return %c2_i32 : i32\n  }\n}\n\n"
//! );
//! // A flag of no registered pass is a usage error, as in the binary.
//! assert!(tool.parse_arguments(["--toy-shape-inference"]).is_err());
//! ```
//!
//! In a binary, the tool's `main` is the program's:
//!
//! ```no_run
//! use std::process::ExitCode;
//!
//! fn main() -> ExitCode {
//!     ir_opt::OptTool::new("xx-opt")
//!         .version(env!("CARGO_PKG_VERSION"))
//!         .dialect::<dialects::toy::ToyDialect>()
//!         .passes(ir_opt::core_passes())
//!         .pass(dialects::toy::shape_inference_pass_info())
//!         .main()
//! }
//! ```

#![warn(missing_docs)]

mod availability;
mod command_line;
mod driver;
mod mapped_input;
mod reports;
mod tool;
pub mod verify_diagnostics;

pub use availability::{availability_report, check_target, parse_target_env};
pub use command_line::CommandLine;
pub use driver::{
    build_pipeline, run, run_to, split_chunks, write_report, DriverOptions, DriverOutput,
    DriverStatus, SourceLines, SPLIT_MARKER,
};
pub use tool::OptTool;

/// The guide's chapter on using a dialect from Rust, whose examples run as
/// this crate's doctests.
#[cfg(doctest)]
#[doc = include_str!("../../docs/guide/using-dialects-from-rust.md")]
pub struct UsingDialectsFromRust;

#[cfg(feature = "dialects")]
use dialects::{arith, cf, func, spirv, testing, toy};
use ir_core::pass::PassInfo;
#[cfg(feature = "dialects")]
use ir_core::registry::DialectDefinition;

/// The dialects of this repository's `dialects` crate, which `ir-opt`
/// registers (with the `dialects` feature, on by default).
#[cfg(feature = "dialects")]
pub const DIALECTS: &[&DialectDefinition] = &[
    arith::ArithDialect::DEFINITION,
    cf::ControlFlowDialect::DEFINITION,
    func::FuncDialect::DEFINITION,
    spirv::SpirvDialect::DEFINITION,
    testing::TestDialect::DEFINITION,
    testing::MlirTestDialect::DEFINITION,
    toy::ToyDialect::DEFINITION,
];

/// The passes of `ir-transforms` (`canonicalize`, `cse`, `dce`, `inline`,
/// `symbol-dce`), which most tools register.
pub fn core_passes() -> Vec<PassInfo> {
    ir_transforms::passes()
}

/// `ir-opt` itself: the dialects of [`DIALECTS`], the [`core_passes`] and
/// Toy's shape inference (with the `dialects` feature, on by default).
#[cfg(feature = "dialects")]
pub fn ir_opt_tool() -> OptTool {
    OptTool::new("ir-opt")
        .dialects(DIALECTS.iter().copied())
        .passes(core_passes())
        .passes(conversions::passes())
        .pass(toy::shape_inference_pass_info())
}
