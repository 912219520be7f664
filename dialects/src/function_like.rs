//! What MLIR's `FunctionOpInterface` checks on every function-like op
//! (`func.func`, `spirv.func`), shared by their verifiers.

use ir_core::attributes::{Attr, AttrData};
use ir_core::ods::VerifyError;
use ir_core::Context;

/// MLIR's checks of a function's `arg_attrs` or `res_attrs` (`what` is
/// `argument` or `result`): one dictionary per argument or result, whose
/// attributes all belong to a dialect (a `.` in the name).
pub fn verify_attribute_dictionaries(
    context: &Context,
    dictionaries: Option<Attr>,
    count: usize,
    what: &str,
) -> Result<(), VerifyError> {
    let Some(dictionaries) = dictionaries else { return Ok(()) };
    let AttrData::Array(elements) = context.attr_data(dictionaries) else { return Ok(()) };
    if elements.len() != count {
        return Err(format!(
            "expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {count}",
            elements.len()
        )
        .into());
    }
    for &element in elements.iter() {
        let AttrData::Dictionary(entries) = context.attr_data(element) else { continue };
        if entries.iter().any(|&(name, _)| !context.string_bytes(name).contains(&b'.')) {
            return Err(format!("{what}s may only have dialect attributes").into());
        }
    }
    Ok(())
}
