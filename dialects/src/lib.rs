//! Dialects defined with the project's macros (func, arith, cf, spirv, toy,
//! test). They arrive with the op-definition macros; today this crate only
//! offers [`register_all`], which the driver calls to fill a context.

use ir_core::Context;

/// Registers every dialect this crate defines in `context`.
pub fn register_all(context: &Context) {
    let _ = context;
}
