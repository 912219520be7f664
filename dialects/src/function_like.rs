//! What MLIR's `FunctionOpInterface` checks on every function-like op
//! (`func.func`, `spirv.func`, `toy.func`), shared by their verifiers.

use ir_core::attributes::{Attr, AttrData};
use ir_core::ir::{Body, Ir, Op, Region};
use ir_core::ods::VerifyError;
use ir_core::registry::AttributeSite;
use ir_core::text::type_to_string;
use ir_core::types::Type;
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

/// [`verify_attribute_dictionaries`] of a function's `arg_attrs` (for
/// `inputs` arguments), then of its `res_attrs` (for `results` results).
pub fn verify_signature_attributes(
    context: &Context,
    function: (&Ir, &Body, Op),
    (arg_attrs, inputs): (Option<Attr>, usize),
    (res_attrs, results): (Option<Attr>, usize),
) -> Result<(), VerifyError> {
    verify_attribute_dictionaries(
        context,
        function,
        arg_attrs,
        inputs,
        FunctionAttributes::Arguments,
    )?;
    verify_attribute_dictionaries(
        context,
        function,
        res_attrs,
        results,
        FunctionAttributes::Results,
    )
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
    let region_body = body.op(op).isolated_body().map_or(body, |id| ir.body(id));
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
