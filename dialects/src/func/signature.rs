//! The custom form of `func.func` (`func.func private @f(%arg0: i32) -> i32
//! attributes {...} { ... }`) and the func ops' verifiers and hooks.

use ir_core::attributes::{Attr, AttrData};
use ir_core::diagnostics::Diagnostic;
use ir_core::ir::{Body, Ir, Op};
use ir_core::ods::VerifyError;
use ir_core::text::function_form::{parse_function_form, print_function_form, FunctionForm};
use ir_core::text::{OpParser, OpPrinter};
use ir_core::types::Type;
use ir_core::Context;

use ir_core::ir::BodyId;
use ir_core::symbols::SymbolTables;

use super::{CallOp, ConstantOp, FuncOp, ReturnOp};

pub use ir_core::text::function_form::{
    function_input_types, function_inputs, function_result_types, function_results,
};

/// `func.constant` names its result `%f`, as MLIR does.
pub fn constant_result_names(
    _op: ConstantOp,
    _context: &Context,
    _body: &Body,
    set_name: &mut dyn FnMut(usize, &str),
) {
    set_name(0, "f");
}

/// Prints `func.func`'s custom form.
pub fn print_function(op: FuncOp, printer: &mut OpPrinter) {
    let context = printer.context();
    let body = printer.body();
    let mut attributes: Vec<(Attr, Attr)> =
        context.dictionary_entries(body.op(op.op()).attributes).to_vec();
    if op.no_inline(body) {
        attributes.push((context.string_attr("no_inline"), context.unit_attr()));
    }
    let form = FunctionForm {
        visibility: op.sym_visibility(body).cloned(),
        name: op.sym_name(body).as_bytes().to_vec(),
        function_type: op.function_type(body),
        argument_attributes: op.arg_attrs(body),
        result_attributes: op.res_attrs(body),
        attributes,
    };
    print_function_form(printer, op.op(), &form);
}

/// Parses `func.func`'s custom form.
pub fn parse_function(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let (form, region) =
        parse_function_form(parser, &["sym_visibility", "sym_name", "function_type"])?;
    if form.attributes.is_empty() {
        // Nothing written in `attributes {...}` can be inherent: the
        // properties are known, and go straight into their struct.
        let properties = super::FuncOpProperties {
            sym_name: Some(match String::from_utf8(form.name) {
                Ok(name) => name,
                Err(error) => String::from_utf8_lossy(error.as_bytes()).into_owned(),
            }),
            function_type: Some(form.function_type),
            sym_visibility: form.visibility,
            arg_attrs: form.argument_attributes,
            res_attrs: form.result_attributes,
            no_inline: false,
        };
        let properties = Some(ir_core::ods::PropertyBox::new(properties));
        return parser.create_op_with(&[], &[], &[], None, properties, [region]);
    }
    let mut properties = vec![
        (context.string_attr("sym_name"), context.bytes_string_attr(&form.name)),
        (context.string_attr("function_type"), context.type_attr(form.function_type)),
    ];
    if let Some(visibility) = &form.visibility {
        properties.push((context.string_attr("sym_visibility"), context.string_attr(visibility)));
    }
    if let Some(argument_attributes) = form.argument_attributes {
        properties.push((context.string_attr("arg_attrs"), argument_attributes));
    }
    if let Some(result_attributes) = form.result_attributes {
        properties.push((context.string_attr("res_attrs"), result_attributes));
    }
    let attributes =
        (!form.attributes.is_empty()).then(|| context.dictionary_attr(&form.attributes));
    let properties = context.dictionary_attr(&properties);
    parser.create_op(&[], &[], attributes, Some(properties), Some(region))
}

/// The signature's attribute dictionaries (MLIR's function interface) and
/// the entry block's arguments, which match the signature's inputs.
pub fn verify_function(
    op: FuncOp,
    context: &Context,
    ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    let inputs = function_input_types(context, op.function_type(body));
    let data = body.op(op.op());
    let region_body = data.isolated_body().map_or(body, |id| ir.body(id));
    let external = region_body.entry_block(op.body(body)).is_none();
    let public = op.sym_visibility(body).is_none_or(|visibility| visibility == "public");
    if external && public {
        return Err("symbol declaration cannot have public visibility".into());
    }
    // MLIR's symbol interface: a symbol sits in a symbol table (or in an
    // op that is unknown, which might be one).
    if let Some(name) = ir.parent_of(body, op.op()).map(|(holder, parent)| holder.op(parent).name) {
        if context.is_registered(name)
            && !context.op_traits(name).contains(ir_core::traits::TraitFlags::SYMBOL_TABLE)
        {
            return Err("symbol's parent must have the SymbolTable trait".into());
        }
    }
    let results = function_result_types(context, op.function_type(body));
    crate::function_like::verify_signature_attributes(
        context,
        (ir, body, op.op()),
        (op.arg_attrs(body), inputs.len()),
        (op.res_attrs(body), results.len()),
    )?;
    crate::function_like::verify_entry_block_arguments(
        ir,
        body,
        op.op(),
        op.body(body),
        inputs,
        context,
    )
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
    let (Some(function_type), Some(name)) =
        (function.try_function_type(owner_body), function.try_sym_name(owner_body))
    else {
        return Ok(());
    };
    let results = function_result_types(context, function_type);
    let operands = body.op(op.op()).operands();
    if operands.len() != results.len() {
        return Err(format!(
            "has {} operands, but enclosing function (@{name}) returns {}",
            operands.len(),
            results.len()
        )
        .into());
    }
    for (index, (operand, &result)) in operands.zip(results).enumerate() {
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
    let ty = function.try_function_type(function_body)?;
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
    let callee = op.callee(body);
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
        op.results(body).iter().map(|value| body.value_type(value)).collect();
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
    let value = op.value(body);
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
    Some(vec![ir_core::registry::FoldResult::Attr(op.value(body))])
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
            body.op(op.op()).results().iter().map(|result| body.value_type(result)).collect();
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
