//! Dialects defined with the project's macros: `arith`, `cf` and `func`.

pub mod arith;
pub mod cf;
pub mod func;

use ir_core::Context;

/// Registers every dialect this crate defines in `context`.
pub fn register_all(context: &Context) {
    arith::ArithDialect::register(context);
    cf::ControlFlowDialect::register(context);
    func::FuncDialect::register(context);
}
