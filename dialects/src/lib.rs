//! Dialects defined with the project's macros: `arith` today; `func`, `cf`
//! and the others follow.

pub mod arith;

use ir_core::Context;

/// Registers every dialect this crate defines in `context`.
pub fn register_all(context: &Context) {
    arith::ArithDialect::register(context);
}
