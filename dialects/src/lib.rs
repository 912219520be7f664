//! Dialects defined with the project's macros: `arith`, `cf`, `func`,
//! `spirv` (MLIR's SPIR-V dialect, with availability), the `toy` dialect of
//! MLIR's tutorial, and the `test` dialect that exercises every feature of
//! the macros.

#![warn(missing_docs)]

/// The core, for the macros this crate exports.
#[doc(hidden)]
pub use ir_core as __ir_core;

pub mod arith;
pub mod cf;
pub mod func;
pub mod spirv;
pub mod testing;
pub mod toy;

use ir_core::Context;

/// Registers every dialect this crate defines in `context`.
pub fn register_all(context: &Context) {
    arith::ArithDialect::register(context);
    cf::ControlFlowDialect::register(context);
    func::FuncDialect::register(context);
    spirv::SpirvDialect::register(context);
    testing::TestDialect::register(context);
    toy::ToyDialect::register(context);
}
