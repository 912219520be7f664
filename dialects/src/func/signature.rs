//! The custom form of `func.func` (`func.func private @f(%arg0: i32) -> i32
//! attributes {...} { ... }`) and the func ops' verifiers and hooks.

use ir_core::attributes::{Attr, AttrData};
use ir_core::diagnostics::Diagnostic;
use ir_core::ir::{Body, Ir, Op};
use ir_core::ods::VerifyError;
use ir_core::text::{EntryArgument, OpParser, OpPrinter, ParseResult};
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use ir_core::ir::BodyId;
use ir_core::symbols::SymbolTables;

use super::{CallOp, ConstantOp, FuncOp, ReturnOp};

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

/// `func.constant` names its result `%f`, as MLIR does.
pub fn constant_result_names(
    _op: ConstantOp,
    _context: &Context,
    _body: &Body,
    set_name: &mut dyn FnMut(usize, &str),
) {
    set_name(0, "f");
}

/// The dictionaries of an `arg_attrs`/`res_attrs` array.
fn dictionaries(context: &Context, array: Option<&Attr>) -> Vec<Attr> {
    match array.map(|array| context.attr_data(*array)) {
        Some(AttrData::Array(elements)) => elements.to_vec(),
        _ => Vec::new(),
    }
}

/// Prints `func.func`'s custom form.
pub fn print_function(op: FuncOp, printer: &mut OpPrinter) {
    let context = printer.context();
    let body = printer.body();
    printer.write_str(" ");
    if let Some(visibility) = op.sym_visibility(body) {
        printer.write_str(visibility);
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
    let mut shown: Vec<(Attr, Attr)> =
        context.dictionary_entries(body.op(op.op()).attributes).to_vec();
    if op.no_inline(body) {
        shown.push((context.string_attr("no_inline"), context.unit_attr()));
    }
    let shown = context.dictionary_attr(&shown);
    printer.write_attr_dict(context.dictionary_entries(shown), true);
    if !external {
        printer.write_str(" ");
        printer.write_region(op.op(), 0, false, false);
    }
}

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

/// Parses `func.func`'s custom form.
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
    if parser.parse_optional_punctuation("->") {
        if parser.parse_optional_punctuation("(") {
            if !parser.parse_optional_punctuation(")") {
                loop {
                    results.push(parser.parse_type()?);
                    result_attributes.push(
                        parser
                            .parse_optional_attr_dict()?
                            .unwrap_or_else(|| context.dictionary_attr(&[])),
                    );
                    if !parser.parse_optional_punctuation(",") {
                        break;
                    }
                }
                parser.parse_punctuation(")", "expected ')'")?;
            }
        } else {
            results.push(parser.parse_type()?);
            result_attributes.push(context.dictionary_attr(&[]));
        }
    }
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
    for disallowed in ["sym_visibility", "sym_name", "function_type"] {
        if attributes.iter().any(|&(key, _)| context.string_bytes(key) == disallowed.as_bytes()) {
            return parser.emit_error(
                attributes_offset,
                format!("'{disallowed}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
            );
        }
    }
    let input_types: Vec<Type> = arguments.iter().map(|argument| argument.ty).collect();
    let mut properties = vec![
        (context.string_attr("sym_name"), name),
        (
            context.string_attr("function_type"),
            context.type_attr(context.function_type(&input_types, &results)),
        ),
    ];
    if let Some(visibility) = visibility {
        properties.push((context.string_attr("sym_visibility"), context.string_attr(&visibility)));
    }
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
        let region = parser.parse_isolated_region_with_arguments(entry)?;
        let _ = region_offset;
        region
    } else {
        parser.empty_isolated_region()?
    };
    let attributes = (!attributes.is_empty()).then(|| context.dictionary_attr(&attributes));
    let properties = context.dictionary_attr(&properties);
    parser.create_op(&[], &[], attributes, Some(properties), Some(region))
}

/// The entry block's arguments match the signature's inputs.
pub fn verify_function(
    op: FuncOp,
    context: &Context,
    ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    let inputs = function_inputs(context, *op.function_type(body));
    let data = body.op(op.op());
    let region_body = data.isolated_body.map_or(body, |id| ir.body(id));
    let external = region_body.entry_block(op.body(body)).is_none();
    let public = op.sym_visibility(body).is_none_or(|visibility| visibility == "public");
    if external && public {
        return Err("symbol declaration cannot have public visibility".into());
    }
    let Some(entry) = region_body.entry_block(op.body(body)) else { return Ok(()) };
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
                ir_core::text::type_to_string(context, actual),
                ir_core::text::type_to_string(context, input)
            )
            .into());
        }
    }
    Ok(())
}

/// The operands match the enclosing function's results.
pub fn verify_return(
    op: ReturnOp,
    context: &Context,
    ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    let Some((owner_body, owner)) = body.owner() else { return Ok(()) };
    let owner_body = ir.body(owner_body);
    let Some(function) = FuncOp::cast(context, owner_body, owner) else { return Ok(()) };
    // The function is verified on its own (maybe on another thread): when
    // it lacks its signature, it reports that itself.
    let (Some(&function_type), Some(name)) =
        (function.try_function_type(owner_body), function.try_sym_name(owner_body))
    else {
        return Ok(());
    };
    let results = function_results(context, function_type);
    let operands: Vec<_> = op.operands(body).collect();
    if operands.len() != results.len() {
        return Err(format!(
            "has {} operands, but enclosing function (@{name}) returns {}",
            operands.len(),
            results.len()
        )
        .into());
    }
    for (index, (&operand, &result)) in operands.iter().zip(&results).enumerate() {
        let actual = body.value_type(operand);
        if actual != result {
            return Err(VerifyError::plain(format!(
                "type of return operand {index} ('{}') doesn't match function result type ('{}') in function @{name}",
                ir_core::text::type_to_string(context, actual),
                ir_core::text::type_to_string(context, result)
            )));
        }
    }
    Ok(())
}

/// The `func.func` a flat symbol reference names, from `op`'s nearest
/// symbol table.
fn referenced_function(
    context: &Context,
    ir: &Ir,
    body_id: BodyId,
    op: Op,
    symbol: Attr,
    tables: &SymbolTables,
) -> Option<(Vec<Type>, Vec<Type>)> {
    let AttrData::SymbolRef { root, .. } = context.attr_data(symbol) else { return None };
    let (function_body, function) =
        tables.lookup_nearest(ir, body_id, op, context.string_bytes(*root))?;
    let function_body = ir.body(function_body);
    let function = FuncOp::cast(context, function_body, function)?;
    let ty = *function.function_type(function_body);
    Some((function_inputs(context, ty), function_results(context, ty)))
}

fn symbol_text(context: &Context, symbol: Attr) -> String {
    match context.attr_data(symbol) {
        AttrData::SymbolRef { root, .. } => {
            String::from_utf8_lossy(context.string_bytes(*root)).into_owned()
        }
        _ => String::new(),
    }
}

fn quoted_types(context: &Context, types: &[Type]) -> String {
    types
        .iter()
        .map(|&ty| format!("'{}'", ir_core::text::type_to_string(context, ty)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A call names a function of its symbol table, with its signature.
pub fn verify_call_symbol_uses(
    op: CallOp,
    context: &Context,
    ir: &Ir,
    body_id: BodyId,
    tables: &SymbolTables,
) -> Result<(), VerifyError> {
    let body = ir.body(body_id);
    let callee = *op.callee(body);
    let Some((inputs, results)) =
        referenced_function(context, ir, body_id, op.op(), callee, tables)
    else {
        return Err(format!(
            "'{}' does not reference a valid function",
            symbol_text(context, callee)
        )
        .into());
    };
    let operands: Vec<_> = op.operands(body).collect();
    if operands.len() != inputs.len() {
        return Err("incorrect number of operands for callee".into());
    }
    for (index, (&operand, &input)) in operands.iter().zip(&inputs).enumerate() {
        let actual = body.value_type(operand);
        if actual != input {
            return Err(format!(
                "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {index}",
                ir_core::text::type_to_string(context, input),
                ir_core::text::type_to_string(context, actual)
            )
            .into());
        }
    }
    let call_results: Vec<Type> =
        op.results(body).iter().map(|&value| body.value_type(value)).collect();
    if call_results.len() != results.len() {
        return Err("incorrect number of results for callee".into());
    }
    if let Some(index) =
        call_results.iter().zip(&results).position(|(actual, expected)| actual != expected)
    {
        let mut error = VerifyError::from(format!("result type mismatch at index {index}"));
        error
            .notes
            .push(format!("      op result types: {}", quoted_types(context, &call_results)));
        error.notes.push(format!("function result types: {}", quoted_types(context, &results)));
        return Err(error);
    }
    Ok(())
}

/// A function constant names a function of its symbol table, of its type.
pub fn verify_constant_symbol_uses(
    op: ConstantOp,
    context: &Context,
    ir: &Ir,
    body_id: BodyId,
    tables: &SymbolTables,
) -> Result<(), VerifyError> {
    let body = ir.body(body_id);
    let value = *op.value(body);
    let Some((inputs, results)) = referenced_function(context, ir, body_id, op.op(), value, tables)
    else {
        return Err(
            format!("reference to undefined function '{}'", symbol_text(context, value)).into()
        );
    };
    if context.function_type(&inputs, &results) != body.value_type(op.result(body)) {
        return Err("reference to function with mismatched type".into());
    }
    Ok(())
}

/// A `func.constant` folds to the function it names.
pub fn fold_constant(
    op: ConstantOp,
    _context: &Context,
    body: &Body,
    _operands: &[Option<Attr>],
) -> Option<Vec<ir_core::registry::FoldResult>> {
    Some(vec![ir_core::registry::FoldResult::Attr(*op.value(body))])
}

/// Creates the `func.constant` a folder asks for: a flat symbol reference.
pub fn materialize_constant(
    builder: &mut ir_core::ir::Builder<'_>,
    value: Attr,
    ty: Type,
    location: Attr,
) -> Option<ir_core::ir::Op> {
    let context = builder.context();
    match context.attr_data(value) {
        ir_core::attributes::AttrData::SymbolRef { nested, .. } if nested.is_empty() => {
            Some(ConstantOp::build(builder, location, ty, value).op())
        }
        _ => None,
    }
}

/// `func.call_indirect` of a `func.constant` is a `func.call` of the
/// function the constant names.
pub struct SimplifyIndirectCallWithKnownCallee;

impl ir_core::rewrite::OpRewritePattern for SimplifyIndirectCallWithKnownCallee {
    type Op = super::CallIndirectOp;

    fn match_and_rewrite(
        &self,
        op: super::CallIndirectOp,
        rewriter: &mut ir_core::rewrite::PatternRewriter<'_>,
    ) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let callee = ir_core::rewrite::constant_value(context, body, op.callee(body))?;
        if !matches!(context.attr_data(callee), AttrData::SymbolRef { .. }) {
            return None;
        }
        let operands: Vec<ir_core::ir::Value> = op.callee_operands(body).collect();
        let result_types: Vec<Type> =
            body.op(op.op()).results().iter().map(|&result| body.value_type(result)).collect();
        let location = body.op(op.op()).location;
        let call = CallOp::build(
            &mut rewriter.builder(),
            location,
            &operands,
            &result_types,
            callee,
            None,
            None,
            false,
        );
        let results: Vec<ir_core::ir::Value> = rewriter.body().op(call.op()).results().to_vec();
        rewriter.replace_op(op.op(), &results);
        Some(())
    }
}
