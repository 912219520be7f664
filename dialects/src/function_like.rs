//! What MLIR's `FunctionOpInterface` checks on every function-like op
//! (`func.func`, `spirv.func`, `toy.func`), shared by their verifiers.

use ir_core::attributes::{Attr, AttrData};
use ir_core::ir::{Body, Ir, Op, Region};
use ir_core::ods::VerifyError;
use ir_core::text::type_to_string;
use ir_core::types::Type;
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

/// MLIR's default `verifyBody` of a function: unless the function is
/// external (`region` has no blocks), its entry block takes one argument
/// of each of the signature's `inputs`, of the same type. `op` is the
/// function, in `body`; the region's blocks live in the op's own body
/// when it is isolated from above.
pub fn verify_entry_block_arguments(
    ir: &Ir,
    body: &Body,
    op: Op,
    region: Region,
    inputs: &[Type],
    context: &Context,
) -> Result<(), VerifyError> {
    let region_body = body.op(op).isolated_body.map_or(body, |id| ir.body(id));
    let Some(entry) = region_body.entry_block(region) else { return Ok(()) };
    let arguments = region_body.block_arguments(entry);
    if arguments.len() != inputs.len() {
        return Err(format!(
            "entry block must have {} arguments to match function signature",
            inputs.len()
        )
        .into());
    }
    for (index, (&argument, &input)) in arguments.iter().zip(inputs).enumerate() {
        let actual = region_body.value_type(argument);
        if actual != input {
            return Err(format!(
                "type of entry block argument #{index}('{}') must match the type of the corresponding argument in function signature('{}')",
                type_to_string(context, actual),
                type_to_string(context, input)
            )
            .into());
        }
    }
    Ok(())
}
