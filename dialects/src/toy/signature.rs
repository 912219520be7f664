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
use ir_core::text::{type_to_string, EntryArgument, OpParser, OpPrinter, ParseResult};
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use super::FuncOp;

/// The name of the discardable attribute holding a symbol's visibility.
pub const VISIBILITY: &str = "sym_visibility";

/// The inputs of a function type.
pub fn function_inputs(context: &Context, ty: Type) -> Vec<Type> {
    match context.type_data(ty) {
        TypeData::Function { inputs, .. } => inputs.to_vec(),
        _ => Vec::new(),
    }
}

/// The results of a function type.
pub fn function_results(context: &Context, ty: Type) -> Vec<Type> {
    match context.type_data(ty) {
        TypeData::Function { results, .. } => results.to_vec(),
        _ => Vec::new(),
    }
}

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

/// The dictionaries of an `arg_attrs`/`res_attrs` array.
fn dictionaries(context: &Context, array: Option<&Attr>) -> Vec<Attr> {
    match array.map(|array| context.attr_data(*array)) {
        Some(AttrData::Array(elements)) => elements.to_vec(),
        _ => Vec::new(),
    }
}

// Printing.

/// Prints `toy.func`'s custom form.
pub fn print_function(op: FuncOp, printer: &mut OpPrinter) {
    let context = printer.context();
    let body = printer.body();
    printer.write_str(" ");
    if let Some(visibility) = visibility(context, body, op.op()) {
        printer.write_str(&visibility);
        printer.write_str(" ");
    }
    printer.write_symbol_name(context.string_attr(op.sym_name(body)));
    let function_type = *op.function_type(body);
    let inputs = function_inputs(context, function_type);
    let results = function_results(context, function_type);
    let argument_attributes = dictionaries(context, op.arg_attrs(body));
    let result_attributes = dictionaries(context, op.res_attrs(body));
    let region_body = printer.region_body(op.op());
    let region = body.op(op.op()).regions()[0];
    let external = region_body.entry_block(region).is_none();
    printer.write_str("(");
    for (index, &input) in inputs.iter().enumerate() {
        if index > 0 {
            printer.write_str(", ");
        }
        let attributes = argument_attributes
            .get(index)
            .map_or(&[][..], |&dictionary| context.dictionary_entries(dictionary));
        if external {
            printer.write_type(input);
            printer.write_attr_dict(attributes, false);
        } else {
            printer.write_region_argument(op.op(), index, attributes);
        }
    }
    printer.write_str(")");
    if !results.is_empty() {
        printer.write_str(" -> ");
        let has_attributes = result_attributes
            .first()
            .is_some_and(|&dictionary| !context.dictionary_entries(dictionary).is_empty());
        let parentheses = results.len() > 1
            || matches!(context.type_data(results[0]), TypeData::Function { .. })
            || has_attributes;
        if parentheses {
            printer.write_str("(");
        }
        for (index, &result) in results.iter().enumerate() {
            if index > 0 {
                printer.write_str(", ");
            }
            printer.write_type(result);
            if let Some(&dictionary) = result_attributes.get(index) {
                printer.write_attr_dict(context.dictionary_entries(dictionary), false);
            }
        }
        if parentheses {
            printer.write_str(")");
        }
    }
    let shown: Vec<(Attr, Attr)> = context
        .dictionary_entries(body.op(op.op()).attributes)
        .iter()
        .copied()
        .filter(|&(key, _)| context.string_bytes(key) != VISIBILITY.as_bytes())
        .collect();
    printer.write_attr_dict(&shown, true);
    if !external {
        printer.write_str(" ");
        printer.write_region(op.op(), 0, false, false);
    }
}

// Parsing.

/// Parses one argument of a signature: `%name: type {attrs} loc(...)` or
/// `type {attrs} loc(...)`.
fn parse_argument<'a>(
    parser: &mut OpParser<'_, 'a>,
    named: &mut Option<bool>,
    arguments: &mut Vec<EntryArgument<'a>>,
    attributes: &mut Vec<Attr>,
) -> ParseResult<()> {
    let offset = parser.offset();
    let has_name = parser.at_operand();
    match *named {
        Some(true) if !has_name => return parser.emit_error(offset, "expected SSA identifier"),
        Some(false) if has_name => {
            return parser.emit_error(offset, "expected type instead of SSA identifier")
        }
        _ => *named = Some(has_name),
    }
    let name = if has_name {
        let (name, _) = parser.parse_argument_name()?;
        parser.parse_punctuation(":", "expected ':'")?;
        name
    } else {
        ""
    };
    let ty = parser.parse_type()?;
    let dictionary =
        parser.parse_optional_attr_dict()?.unwrap_or_else(|| parser.context().dictionary_attr(&[]));
    let location = parser.parse_optional_location()?;
    arguments.push(EntryArgument { name, ty, offset, location });
    attributes.push(dictionary);
    Ok(())
}

/// Parses `-> T` or `-> (T {attrs}, ...)` into the result types and their
/// attribute dictionaries.
fn parse_results(
    parser: &mut OpParser,
    results: &mut Vec<Type>,
    attributes: &mut Vec<Attr>,
) -> ParseResult<()> {
    let context = parser.context();
    if !parser.parse_optional_punctuation("->") {
        return Ok(());
    }
    if !parser.parse_optional_punctuation("(") {
        results.push(parser.parse_type()?);
        attributes.push(context.dictionary_attr(&[]));
        return Ok(());
    }
    if parser.parse_optional_punctuation(")") {
        return Ok(());
    }
    loop {
        results.push(parser.parse_type()?);
        attributes.push(
            parser.parse_optional_attr_dict()?.unwrap_or_else(|| context.dictionary_attr(&[])),
        );
        if !parser.parse_optional_punctuation(",") {
            break;
        }
    }
    parser.parse_punctuation(")", "expected ')'")
}

/// Parses `toy.func`'s custom form.
pub fn parse_function(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let visibility = match parser.peek_keyword() {
        Some(keyword @ ("public" | "private" | "nested")) => {
            let keyword = keyword.to_owned();
            parser.parse_optional_keyword(&keyword);
            Some(keyword)
        }
        _ => None,
    };
    let name = parser.parse_symbol_name("expected valid '@'-identifier for symbol name")?;
    let mut arguments = Vec::new();
    let mut argument_attributes = Vec::new();
    let mut named = None;
    parser.parse_punctuation("(", "expected '('")?;
    if !parser.parse_optional_punctuation(")") {
        loop {
            parse_argument(parser, &mut named, &mut arguments, &mut argument_attributes)?;
            if !parser.parse_optional_punctuation(",") {
                break;
            }
        }
        parser.parse_punctuation(")", "expected ')'")?;
    }
    let mut results = Vec::new();
    let mut result_attributes = Vec::new();
    parse_results(parser, &mut results, &mut result_attributes)?;
    let attributes_offset = parser.offset();
    let mut attributes = Vec::new();
    if parser.parse_optional_keyword("attributes") {
        let offset = parser.offset();
        match parser.parse_optional_attr_dict()? {
            Some(dictionary) => {
                attributes.extend_from_slice(context.dictionary_entries(dictionary))
            }
            None => return parser.error_at(offset, "expected '{' in attribute dictionary"),
        }
    }
    for disallowed in [VISIBILITY, "sym_name", "function_type"] {
        if attributes.iter().any(|&(key, _)| context.string_bytes(key) == disallowed.as_bytes()) {
            return parser.emit_error(
                attributes_offset,
                format!("'{disallowed}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
            );
        }
    }
    if let Some(visibility) = visibility {
        attributes.push((context.string_attr(VISIBILITY), context.string_attr(&visibility)));
    }
    let input_types: Vec<Type> = arguments.iter().map(|argument| argument.ty).collect();
    let mut properties = vec![
        (context.string_attr("sym_name"), name),
        (
            context.string_attr("function_type"),
            context.type_attr(context.function_type(&input_types, &results)),
        ),
    ];
    let all_empty = |dictionaries: &[Attr]| {
        dictionaries.iter().all(|&dictionary| context.dictionary_entries(dictionary).is_empty())
    };
    if !all_empty(&argument_attributes) {
        properties.push((
            context.string_attr("arg_attrs"),
            context.intern_attr(AttrData::Array(argument_attributes.into())),
        ));
    }
    if !all_empty(&result_attributes) {
        properties.push((
            context.string_attr("res_attrs"),
            context.intern_attr(AttrData::Array(result_attributes.into())),
        ));
    }
    let region_offset = parser.offset();
    if parser.at_empty_braces() {
        return parser.emit_error(region_offset, "expected non-empty function body");
    }
    let region = if parser.at_punctuation("{") {
        // Arguments written without names are not defined in the body,
        // which then declares its entry block itself.
        let entry = if named == Some(true) { &arguments[..] } else { &[] };
        parser.parse_isolated_region_with_arguments(entry)?
    } else {
        parser.empty_isolated_region()?
    };
    let attributes = (!attributes.is_empty()).then(|| context.dictionary_attr(&attributes));
    let properties = context.dictionary_attr(&properties);
    parser.create_op(&[], &[], attributes, Some(properties), Some(region))
}

// Verifying.

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
    let inputs = function_inputs(context, *op.function_type(body));
    let region_body = data.isolated_body.map_or(body, |id| ir.body(id));
    let Some(entry) = region_body.entry_block(op.body(body)) else {
        let public =
            visibility(context, body, op.op()).is_none_or(|visibility| visibility == "public");
        if public {
            return Err("symbol declaration cannot have public visibility".into());
        }
        return Ok(());
    };
    let arguments = region_body.block_arguments(entry);
    if arguments.len() != inputs.len() {
        return Err(format!(
            "entry block must have {} arguments to match function signature",
            inputs.len()
        )
        .into());
    }
    for (index, (&argument, &input)) in arguments.iter().zip(&inputs).enumerate() {
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
