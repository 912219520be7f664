//! Dialects defined with the project's macros: `arith`, `cf` and `func`, and
//! the `test` dialect that exercises every feature of the macros.

pub mod arith;
pub mod cf;
pub mod func;
pub mod testing;

use ir_core::Context;

/// Registers every dialect this crate defines in `context`.
pub fn register_all(context: &Context) {
    arith::ArithDialect::register(context);
    cf::ControlFlowDialect::register(context);
    func::FuncDialect::register(context);
    testing::TestDialect::register(context);
}

/// The names of the dialects this crate defines.
pub const DIALECT_NAMES: &[&str] = &["arith", "cf", "func", "test"];

/// The markdown reference of the dialect `name`, if this crate defines it.
pub fn dialect_markdown(name: &str) -> Option<String> {
    match name {
        "arith" => Some(arith::ArithDialect::markdown()),
        "cf" => Some(cf::ControlFlowDialect::markdown()),
        "func" => Some(func::FuncDialect::markdown()),
        "test" => Some(testing::TestDialect::markdown()),
        _ => None,
    }
}
