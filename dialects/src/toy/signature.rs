//! The custom form of `toy.func` (`toy.func private @f(%arg0: tensor<*xf64>)
//! -> tensor<*xf64> attributes {...} { ... }`), MLIR's function form, and
//! the function's verifier.
//!
//! The visibility is a discardable attribute (`sym_visibility`), as MLIR's
//! function parser leaves it: `toy.func` does not declare it.

use ir_core::attributes::{Attr, AttrData};
use ir_core::diagnostics::Diagnostic;
use ir_core::ir::{Body, Ir, Op};
use ir_core::ods::VerifyError;
use ir_core::text::function_form::{parse_function_form, print_function_form, FunctionForm};
use ir_core::text::{OpParser, OpPrinter};
use ir_core::Context;

use super::FuncOp;

/// The name of the discardable attribute holding a symbol's visibility.
pub const VISIBILITY: &str = "sym_visibility";

pub use ir_core::text::function_form::{function_inputs, function_results};

/// The visibility a function's `sym_visibility` attribute names, if it is
/// a string.
pub fn visibility(context: &Context, body: &Body, op: Op) -> Option<String> {
    let attr = context.dictionary_get(body.op(op).attributes, VISIBILITY)?;
    match context.attr_data(attr) {
        AttrData::String { .. } => {
            Some(String::from_utf8_lossy(context.string_bytes(attr)).into_owned())
        }
        _ => None,
    }
}

// Printing and parsing.

/// Prints `toy.func`'s custom form.
pub fn print_function(op: FuncOp, printer: &mut OpPrinter) {
    let context = printer.context();
    let body = printer.body();
    let attributes: Vec<(Attr, Attr)> = context
        .dictionary_entries(body.op(op.op()).attributes)
        .iter()
        .copied()
        .filter(|&(key, _)| context.string_bytes(key) != VISIBILITY.as_bytes())
        .collect();
    let form = FunctionForm {
        visibility: visibility(context, body, op.op()),
        name: op.sym_name(body).as_bytes().to_vec(),
        function_type: op.function_type(body),
        argument_attributes: op.arg_attrs(body),
        result_attributes: op.res_attrs(body),
        attributes,
    };
    print_function_form(printer, op.op(), &form);
}

/// Parses `toy.func`'s custom form; the visibility becomes the
/// `sym_visibility` attribute.
pub fn parse_function(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let (mut form, region) =
        parse_function_form(parser, &[VISIBILITY, "sym_name", "function_type"])?;
    let mut properties = vec![
        (context.string_attr("sym_name"), context.bytes_string_attr(&form.name)),
        (context.string_attr("function_type"), context.type_attr(form.function_type)),
    ];
    if let Some(argument_attributes) = form.argument_attributes {
        properties.push((context.string_attr("arg_attrs"), argument_attributes));
    }
    if let Some(result_attributes) = form.result_attributes {
        properties.push((context.string_attr("res_attrs"), result_attributes));
    }
    if let Some(visibility) = &form.visibility {
        form.attributes.push((context.string_attr(VISIBILITY), context.string_attr(visibility)));
    }
    let attributes =
        (!form.attributes.is_empty()).then(|| context.dictionary_attr(&form.attributes));
    let properties = context.dictionary_attr(&properties);
    parser.create_op(&[], &[], attributes, Some(properties), Some(region))
}

/// The visibility is a known one (and not public for a declaration), and
/// the entry block's arguments match the signature's inputs.
pub fn verify_function(
    op: FuncOp,
    context: &Context,
    ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    let data = body.op(op.op());
    if let Some(attr) = context.dictionary_get(data.attributes, VISIBILITY) {
        let shown = ir_core::text::attr_to_string(context, attr);
        let AttrData::String { .. } = context.attr_data(attr) else {
            return Err(format!(
                "requires visibility attribute '{VISIBILITY}' to be a string attribute, but got {shown}"
            )
            .into());
        };
        if !matches!(context.string_bytes(attr), b"public" | b"private" | b"nested") {
            return Err(format!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {shown}"
            )
            .into());
        }
    }
    let inputs = function_inputs(context, op.function_type(body));
    let region_body = data.isolated_body().map_or(body, |id| ir.body(id));
    if region_body.entry_block(op.body(body)).is_none() {
        let public =
            visibility(context, body, op.op()).is_none_or(|visibility| visibility == "public");
        if public {
            return Err("symbol declaration cannot have public visibility".into());
        }
        return Ok(());
    }
    crate::function_like::verify_entry_block_arguments(
        ir,
        body,
        op.op(),
        op.body(body),
        &inputs,
        context,
    )
}
