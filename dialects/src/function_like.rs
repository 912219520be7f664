//! What MLIR's `FunctionOpInterface` checks on every function-like op
//! (`func.func`, `spirv.func`), shared by their verifiers.

use ir_core::attributes::{Attr, AttrData};
use ir_core::ir::{Body, Ir, Op};
use ir_core::ods::VerifyError;
use ir_core::registry::AttributeSite;
use ir_core::Context;

/// Which attributes of a function [`verify_attribute_dictionaries`] checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FunctionAttributes {
    /// `arg_attrs`, one dictionary per argument.
    Arguments,
    /// `res_attrs`, one dictionary per result.
    Results,
}

/// MLIR's checks of the `arg_attrs` or `res_attrs` of function `op` (of
/// `body`): one dictionary per argument or result, whose attributes all
/// belong to a dialect (a `.` in the name) and pass that dialect's
/// attribute hook, if it has one.
pub fn verify_attribute_dictionaries(
    context: &Context,
    (ir, body, op): (&Ir, &Body, Op),
    dictionaries: Option<Attr>,
    count: usize,
    which: FunctionAttributes,
) -> Result<(), VerifyError> {
    let what = match which {
        FunctionAttributes::Arguments => "argument",
        FunctionAttributes::Results => "result",
    };
    let Some(dictionaries) = dictionaries else { return Ok(()) };
    let AttrData::Array(elements) = context.attr_data(dictionaries) else { return Ok(()) };
    if elements.len() != count {
        return Err(format!(
            "expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {count}",
            elements.len()
        )
        .into());
    }
    for (index, &element) in elements.iter().enumerate() {
        let AttrData::Dictionary(entries) = context.attr_data(element) else { continue };
        for &(name, value) in entries.iter() {
            let name = String::from_utf8_lossy(context.string_bytes(name));
            if !name.contains('.') {
                return Err(format!("{what}s may only have dialect attributes").into());
            }
            let site = match which {
                FunctionAttributes::Arguments => {
                    AttributeSite::RegionArgument { region: 0, argument: index }
                }
                FunctionAttributes::Results => {
                    AttributeSite::RegionResult { region: 0, result: index }
                }
            };
            ir_core::verifier::verify_dialect_attribute(context, ir, body, op, site, &name, value)?;
        }
    }
    Ok(())
}
