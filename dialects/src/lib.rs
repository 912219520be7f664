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

/// The names of the dialects this crate defines.
pub const DIALECT_NAMES: &[&str] = &["arith", "cf", "func"];

/// The markdown reference of the dialect `name`, if this crate defines it.
pub fn dialect_markdown(name: &str) -> Option<String> {
    match name {
        "arith" => Some(arith::ArithDialect::markdown()),
        "cf" => Some(cf::ControlFlowDialect::markdown()),
        "func" => Some(func::FuncDialect::markdown()),
        _ => None,
    }
}
