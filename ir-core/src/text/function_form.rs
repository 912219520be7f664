//! The custom form of function-like ops, shared by dialects (MLIR's
//! `function_interface_impl`): `private @name(%arg0: i32 {attrs}) -> (i32
//! {attrs}) attributes {...} { body }`, or without a body for declarations.
//! Each dialect decides where the pieces live (properties or attributes).

use smallvec::SmallVec;

use super::{EntryArgument, OpParser, OpPrinter, ParseResult, ParsedRegion};
use crate::attributes::{Attr, AttrData};
use crate::ir::Op;
use crate::types::{Type, TypeData};
use crate::Context;

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

/// The inputs of a function type, read in place.
pub fn function_input_types(context: &Context, ty: Type) -> &[Type] {
    match context.type_data(ty) {
        TypeData::Function { inputs, .. } => inputs,
        _ => &[],
    }
}

/// The results of a function type, read in place.
pub fn function_result_types(context: &Context, ty: Type) -> &[Type] {
    match context.type_data(ty) {
        TypeData::Function { results, .. } => results,
        _ => &[],
    }
}

/// What a function's custom form shows.
#[derive(Clone, Debug)]
pub struct FunctionForm {
    /// `public`, `private` or `nested`, when written.
    pub visibility: Option<String>,
    /// The symbol name's text.
    pub name: Vec<u8>,
    /// The function type.
    pub function_type: Type,
    /// One dictionary per argument (an array attribute), when any is set.
    pub argument_attributes: Option<Attr>,
    /// One dictionary per result (an array attribute), when any is set.
    pub result_attributes: Option<Attr>,
    /// The attributes written after `attributes`.
    pub attributes: Vec<(Attr, Attr)>,
}

/// The dictionaries of an `arg_attrs`/`res_attrs` array.
fn dictionaries(context: &Context, array: Option<Attr>) -> Vec<Attr> {
    match array.map(|array| context.attr_data(array)) {
        Some(AttrData::Array(elements)) => elements.to_vec(),
        _ => Vec::new(),
    }
}

/// Prints the custom form of the function op `op` (after its name), with
/// its body when it has one.
pub fn print_function_form(printer: &mut OpPrinter<'_, '_>, op: Op, form: &FunctionForm) {
    let context = printer.context();
    printer.write_str(" ");
    if let Some(visibility) = &form.visibility {
        printer.write_str(visibility);
        printer.write_str(" ");
    }
    printer.write_symbol_name_bytes(&form.name);
    let external = print_function_signature(
        printer,
        op,
        form.function_type,
        form.argument_attributes,
        form.result_attributes,
    );
    let shown = context.dictionary_attr(&form.attributes);
    printer.write_attr_dict(context.dictionary_entries(shown), true);
    if !external {
        printer.write_str(" ");
        printer.write_region(op, 0, false, false);
    }
}

/// Writes `(%arg0: f32 {attrs}) -> (i32 {attrs})` (MLIR's
/// `printFunctionSignature`) for the function op `op`: argument types alone
/// when its body is empty. Returns whether it is (a declaration).
pub fn print_function_signature(
    printer: &mut OpPrinter<'_, '_>,
    op: Op,
    function_type: Type,
    argument_attributes: Option<Attr>,
    result_attributes: Option<Attr>,
) -> bool {
    let context = printer.context();
    let inputs = function_input_types(context, function_type);
    let results = function_result_types(context, function_type);
    let argument_attributes = dictionaries(context, argument_attributes);
    let result_attributes = dictionaries(context, result_attributes);
    let region = printer.body().op(op).regions()[0];
    let external = printer.region_body(op).entry_block(region).is_none();
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
            printer.write_region_argument(op, index, attributes);
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
    external
}

/// Parses one argument of a signature: `%name: type {attrs} loc(...)` or
/// `type {attrs} loc(...)`; all arguments are named or none is.
fn parse_argument<'a>(
    parser: &mut OpParser<'_, 'a>,
    named: &mut Option<bool>,
    arguments: &mut impl Extend<EntryArgument<'a>>,
    attributes: &mut impl Extend<Attr>,
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
    arguments.extend([EntryArgument { name, ty, offset, location }]);
    attributes.extend([dictionary]);
    Ok(())
}

/// Parses `-> type` or `-> (type {attrs}, ...)`, when present.
fn parse_results(
    parser: &mut OpParser<'_, '_>,
    results: &mut impl Extend<Type>,
    attributes: &mut impl Extend<Attr>,
) -> ParseResult<()> {
    let context = parser.context();
    if !parser.parse_optional_punctuation("->") {
        return Ok(());
    }
    if !parser.parse_optional_punctuation("(") {
        results.extend([parser.parse_type()?]);
        attributes.extend([context.dictionary_attr(&[])]);
        return Ok(());
    }
    if parser.parse_optional_punctuation(")") {
        return Ok(());
    }
    loop {
        results.extend([parser.parse_type()?]);
        attributes.extend([parser
            .parse_optional_attr_dict()?
            .unwrap_or_else(|| context.dictionary_attr(&[]))]);
        if !parser.parse_optional_punctuation(",") {
            break;
        }
    }
    parser.parse_punctuation(")", "expected ')'")
}

/// A signature as written: its arguments (named or not), results and
/// their attribute dictionaries.
pub struct FunctionSignature<'a> {
    /// The arguments, with their names when written.
    pub arguments: Vec<EntryArgument<'a>>,
    /// One dictionary per argument (empty when none is written).
    pub argument_attributes: Vec<Attr>,
    /// The result types.
    pub results: Vec<Type>,
    /// One dictionary per result.
    pub result_attributes: Vec<Attr>,
    /// Whether the arguments have names (`%arg0: f32`), as a body needs.
    pub named: bool,
}

/// Reads `(%arg0: f32 {attrs} loc(...), ...) -> (i32 {attrs})` (MLIR's
/// `parseFunctionSignatureWithArguments`); all arguments are named or none
/// is, with MLIR's messages.
pub fn parse_function_signature<'a>(
    parser: &mut OpParser<'_, 'a>,
) -> ParseResult<FunctionSignature<'a>> {
    let parts: SignatureParts<'a> = parse_signature_parts(parser)?;
    Ok(FunctionSignature {
        arguments: parts.arguments.into_vec(),
        argument_attributes: parts.argument_attributes.into_vec(),
        results: parts.results.into_vec(),
        result_attributes: parts.result_attributes.into_vec(),
        named: parts.named,
    })
}

/// [`FunctionSignature`]'s parts kept in place for the few arguments and
/// results of most functions: the function form reads a signature per
/// function and keeps none of it.
struct SignatureParts<'a> {
    arguments: SmallVec<[EntryArgument<'a>; 4]>,
    argument_attributes: SmallVec<[Attr; 4]>,
    results: SmallVec<[Type; 2]>,
    result_attributes: SmallVec<[Attr; 2]>,
    named: bool,
}

/// Reads a signature as [`parse_function_signature`] does.
fn parse_signature_parts<'a>(parser: &mut OpParser<'_, 'a>) -> ParseResult<SignatureParts<'a>> {
    let mut arguments = SmallVec::new();
    let mut argument_attributes = SmallVec::new();
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
    let mut results = SmallVec::new();
    let mut result_attributes = SmallVec::new();
    parse_results(parser, &mut results, &mut result_attributes)?;
    Ok(SignatureParts {
        arguments,
        argument_attributes,
        results,
        result_attributes,
        named: named == Some(true),
    })
}

/// Parses a function's custom form (after the op name) and its body, which
/// is empty for a declaration. `inferred` names the attributes the form
/// itself sets, which `attributes {...}` may not repeat (MLIR's message).
pub fn parse_function_form(
    parser: &mut OpParser<'_, '_>,
    inferred: &[&str],
) -> ParseResult<(FunctionForm, ParsedRegion)> {
    let context = parser.context();
    let visibility = match parser.peek_keyword() {
        Some(keyword @ ("public" | "private" | "nested")) => {
            let keyword = keyword.to_owned();
            parser.parse_optional_keyword(&keyword);
            Some(keyword)
        }
        _ => None,
    };
    let name = parser.parse_symbol_name_bytes("expected valid '@'-identifier for symbol name")?;
    let SignatureParts { arguments, argument_attributes, results, result_attributes, named } =
        parse_signature_parts(parser)?;
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
    for disallowed in inferred {
        if attributes.iter().any(|&(key, _)| context.string_bytes(key) == disallowed.as_bytes()) {
            return parser.emit_error(
                attributes_offset,
                format!("'{disallowed}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
            );
        }
    }
    let input_types: SmallVec<[Type; 4]> = arguments.iter().map(|argument| argument.ty).collect();
    let function_type = context.function_type(&input_types, &results);
    let all_empty = |dictionaries: &[Attr]| {
        dictionaries.iter().all(|&dictionary| context.dictionary_entries(dictionary).is_empty())
    };
    let argument_attributes = (!all_empty(&argument_attributes))
        .then(|| context.intern_attr(AttrData::Array(argument_attributes[..].into())));
    let result_attributes = (!all_empty(&result_attributes))
        .then(|| context.intern_attr(AttrData::Array(result_attributes[..].into())));
    let region_offset = parser.offset();
    if parser.at_empty_braces() {
        return parser.emit_error(region_offset, "expected non-empty function body");
    }
    let region = if parser.at_punctuation("{") {
        // Arguments written without names are not defined in the body,
        // which then declares its entry block itself.
        let entry = if named { &arguments[..] } else { &[] };
        parser.parse_isolated_region_with_arguments(entry)?
    } else {
        parser.empty_isolated_region()?
    };
    let form = FunctionForm {
        visibility,
        name,
        function_type,
        argument_attributes,
        result_attributes,
        attributes,
    };
    Ok((form, region))
}
