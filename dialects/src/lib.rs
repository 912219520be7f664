//! Dialects defined with the project's macros: `arith`, `cf`, `func`,
//! `spirv` (MLIR's SPIR-V dialect, with availability), the `toy` dialect of
//! MLIR's tutorial, the `testing` dialect that exercises every feature of
//! the macros, and MLIR's `test` namespace, held empty so that MLIR's test
//! files read as in `mlir-opt`. Each is a cargo feature (`arith`, `cf`, `func`, `spirv`,
//! `test-dialect`, `toy`, all on by default), so a tool that needs a few
//! compiles only those.

#![warn(missing_docs)]

/// The core, for the macros this crate exports.
#[doc(hidden)]
pub use ir_core as __ir_core;

#[cfg(feature = "arith")]
pub mod arith;
#[cfg(feature = "cf")]
pub mod cf;
#[cfg(feature = "func")]
pub mod func;
#[cfg(any(feature = "func", feature = "spirv"))]
mod function_like;
#[cfg(feature = "spirv")]
pub mod spirv;
#[cfg(feature = "test-dialect")]
pub mod testing;
#[cfg(feature = "toy")]
pub mod toy;

use ir_core::Context;

/// Registers every dialect this crate was built with in `context`.
pub fn register_all(context: &Context) {
    #[cfg(feature = "arith")]
    arith::ArithDialect::register(context);
    #[cfg(feature = "cf")]
    cf::ControlFlowDialect::register(context);
    #[cfg(feature = "func")]
    func::FuncDialect::register(context);
    #[cfg(feature = "spirv")]
    spirv::SpirvDialect::register(context);
    #[cfg(feature = "test-dialect")]
    testing::TestDialect::register(context);
    #[cfg(feature = "test-dialect")]
    testing::MlirTestDialect::register(context);
    #[cfg(feature = "toy")]
    toy::ToyDialect::register(context);
    let _ = context;
}
