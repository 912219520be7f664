//! The toy ops' hooks: the constraints on tensors and elements, the
//! custom form of `toy.add` and `toy.mul`, the verifiers of the constant,
//! cast, return and transpose ops, the folders and the dialect's constant
//! materializer.

use ir_core::attributes::{Attr, AttrData};
use ir_core::diagnostics::Diagnostic;
use ir_core::float::FloatKind;
use ir_core::interfaces::CastOpInterface;
use ir_core::ir::{Body, Builder, Ir, Op};
use ir_core::ods::{TypedOp, VerifyError};
use ir_core::registry::FoldResult;
use ir_core::text::{type_to_string, OpParser, OpPrinter};
use ir_core::traits::{OpTrait, TraitCheck};
use ir_core::types::{Type, TypeData, DYNAMIC};
use ir_core::Context;
use std::borrow::Cow;

use super::{CastOp, ConstantOp, ConstantOpProperties, FuncOp, ReturnOp, TransposeOp};

/// Whether `ty` is `f64`.
fn is_f64(context: &Context, ty: Type) -> bool {
    matches!(context.type_data(ty), TypeData::Float(FloatKind::F64))
}

/// Whether `ty` is a ranked tensor of `f64` without dynamic dimensions.
pub fn is_static_f64_tensor(context: &Context, ty: Type) -> bool {
    match context.type_data(ty) {
        TypeData::RankedTensor { shape, element, .. } => {
            is_f64(context, *element) && shape.iter().all(|&size| size != DYNAMIC)
        }
        _ => false,
    }
}

/// Whether `attr` is a dense elements attribute of `f64` values.
pub fn is_f64_elements(context: &Context, attr: Attr) -> bool {
    match context.attr_data(attr) {
        AttrData::DenseElements { ty, .. } => {
            context.element_type_of(*ty).is_some_and(|element| is_f64(context, element))
        }
        _ => false,
    }
}

/// Whether `attr` is a dense elements attribute (of any element type): what
/// the `value` of `toy.constant` holds, refined by the verifier.
pub fn is_dense_elements(context: &Context, attr: Attr) -> bool {
    matches!(context.attr_data(attr), AttrData::DenseElements { .. })
}

/// Types in diagnostics, quoted as MLIR quotes them.
fn quoted(context: &Context, ty: Type) -> String {
    format!("'{}'", type_to_string(context, ty))
}

// Constants.

/// The type of `toy.constant`'s result: its value's type.
pub fn infer_constant_type(
    context: &Context,
    _operands: &[Type],
    properties: &ConstantOpProperties,
) -> Option<Vec<Type>> {
    Some(vec![context.attr_type(properties.value?)?])
}

/// A ranked result has the rank and the dimensions of the value.
pub fn verify_constant(
    op: ConstantOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    let result_type = body.value_type(op.result(body));
    let Some(result_shape) = ranked_tensor_shape(context, result_type) else { return Ok(()) };
    let Some(value_shape) = context.attr_type(op.value(body)).and_then(|ty| context.shape_of(ty))
    else {
        return Ok(());
    };
    if value_shape.len() != result_shape.len() {
        return Err(format!(
            "return type must match the one of the attached value attribute: {} != {}",
            value_shape.len(),
            result_shape.len()
        )
        .into());
    }
    for (dimension, (value_size, result_size)) in value_shape.iter().zip(result_shape).enumerate() {
        if value_size != result_size {
            return Err(format!(
                "return type shape mismatches its attribute at dimension {dimension}: {value_size} != {result_size}"
            )
            .into());
        }
    }
    Ok(())
}

/// A `toy.constant` folds to its value.
pub fn fold_constant(
    op: ConstantOp,
    _context: &Context,
    body: &Body,
    _operands: &[Option<Attr>],
) -> Option<Vec<FoldResult>> {
    Some(vec![FoldResult::Attr(op.value(body))])
}

/// Creates the `toy.constant` a folder asks for: a dense elements
/// attribute of `f64` values, of the type asked for.
pub fn materialize_constant(
    builder: &mut Builder<'_>,
    value: Attr,
    ty: Type,
    location: Attr,
) -> Option<Op> {
    let context = builder.context();
    if !is_f64_elements(context, value) || context.attr_type(value) != Some(ty) {
        return None;
    }
    Some(ConstantOp::build(builder, location, value).op())
}

/// The shape of a ranked tensor type.
pub(super) fn ranked_tensor_shape(context: &Context, ty: Type) -> Option<&[i64]> {
    match context.type_data(ty) {
        TypeData::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

// Binary ops.

/// Prints `toy.add` or `toy.mul`: `%a, %b : T` when both operands and the
/// result have type `T`, with a function type otherwise.
pub fn print_binary_op<T: TypedOp>(op: T, printer: &mut OpPrinter) {
    let context = printer.context();
    let body = printer.body();
    let data = body.op(op.op());
    printer.write_str(" ");
    printer.write_values(data.operands());
    printer.write_attr_dict(context.dictionary_entries(data.attributes), false);
    printer.write_str(" : ");
    let result_type = body.value_type(data.result(0));
    let operand_types: Vec<Type> =
        data.operands().map(|operand| body.value_type(operand)).collect();
    if operand_types.iter().all(|&ty| ty == result_type) {
        printer.write_type(result_type);
    } else {
        printer.write_functional_type(&operand_types, &[result_type]);
    }
}

/// Parses `toy.add` or `toy.mul`: `%a, %b {attrs} : T`, or with a function
/// type `(A, B) -> C` giving the operands' and the result's types.
pub fn parse_binary_op(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let operands_offset = parser.offset();
    let operands = if parser.at_operand() { parser.parse_operand_list()? } else { Vec::new() };
    if operands.len() != 2 {
        return parser.emit_error(operands_offset, "expected 2 operands");
    }
    let attributes = parser.parse_optional_attr_dict()?;
    parser.parse_punctuation(":", "expected ':'")?;
    let ty = parser.parse_type()?;
    let (operand_types, result_types) = match parser.context().type_data(ty) {
        TypeData::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => (vec![ty; operands.len()], vec![ty]),
    };
    let values = parser.resolve_operands(&operands, &operand_types, operands_offset)?;
    parser.create_op(&values, &result_types, attributes, None, None)
}

// Casts.

/// Whether a cast from `inputs` to `outputs` is one `toy.cast` performs:
/// one tensor to one tensor of the same element type, of the same shape
/// when both are ranked.
pub fn are_cast_compatible(context: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let ([input], [output]) = (inputs, outputs) else { return false };
    let tensor = |ty: Type| {
        matches!(
            context.type_data(ty),
            TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
        )
    };
    if !tensor(*input) || !tensor(*output) {
        return false;
    }
    if context.element_type_of(*input) != context.element_type_of(*output) {
        return false;
    }
    let ranked = |ty: Type| matches!(context.type_data(ty), TypeData::RankedTensor { .. });
    !ranked(*input) || !ranked(*output) || input == output
}

/// The check MLIR's cast interface adds to the ops implementing it: the
/// operand type converts to the result type. A trait, so that it runs where
/// MLIR runs it: after the operand and result constraints, before the
/// traits listed after it (`SameOperandsAndResultShape`).
pub struct CastCompatible;

impl OpTrait for CastCompatible {
    fn name(&self) -> Cow<'static, str> {
        "CastOpInterface".into()
    }

    fn verify(&self, check: &TraitCheck<'_>) -> Result<(), VerifyError> {
        verify_cast(check.context, check.body, check.op)
    }
}

fn verify_cast(context: &Context, body: &Body, op: Op) -> Result<(), VerifyError> {
    let data = body.op(op);
    let input = body.value_type(data.operand(0));
    let output = body.value_type(data.result(0));
    if !<CastOp as CastOpInterface>::are_cast_compatible(context, &[input], &[output]) {
        let message = format!(
            "operand type {} and result type {} are cast incompatible",
            quoted(context, input),
            quoted(context, output)
        );
        return Err(message.into());
    }
    Ok(())
}

/// A cast to the type it casts from folds to its input.
pub fn fold_cast(
    op: CastOp,
    _context: &Context,
    body: &Body,
    _operands: &[Option<Attr>],
) -> Option<Vec<FoldResult>> {
    let input = op.input(body);
    (body.value_type(input) == body.value_type(op.output(body)))
        .then(|| vec![FoldResult::Value(input)])
}

// Returns and transposes.

/// A return has at most one operand, of the enclosing function's result
/// type (or of a type of unknown shape on either side).
pub fn verify_return(
    op: ReturnOp,
    context: &Context,
    ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    let operands: Vec<_> = op.input(body).collect();
    if operands.len() > 1 {
        return Err("expects at most 1 return operand".into());
    }
    // The parent is checked by `HasParent`; a function lacking its
    // signature reports it itself.
    let Some((owner_body, owner)) = body.owner() else { return Ok(()) };
    let owner_body = ir.body(owner_body);
    let Some(function) = FuncOp::cast(context, owner_body, owner) else { return Ok(()) };
    let Some(function_type) = function.try_function_type(owner_body) else { return Ok(()) };
    let results = super::signature::function_results(context, function_type);
    if operands.len() != results.len() {
        return Err(format!(
            "does not return the same number of values ({}) as the enclosing function ({})",
            operands.len(),
            results.len()
        )
        .into());
    }
    let (Some(&operand), Some(&result)) = (operands.first(), results.first()) else {
        return Ok(());
    };
    let operand_type = body.value_type(operand);
    let unranked = |ty: Type| matches!(context.type_data(ty), TypeData::UnrankedTensor { .. });
    if operand_type == result || unranked(operand_type) || unranked(result) {
        return Ok(());
    }
    Err(VerifyError::plain(format!(
        "type of return operand ({}) doesn't match function result type ({})",
        quoted(context, operand_type),
        quoted(context, result)
    )))
}

/// When both are ranked, the result's shape is the input's reversed.
pub fn verify_transpose(
    op: TransposeOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    let input = body.value_type(op.input(body));
    let result = body.value_type(op.result(body));
    let (Some(input_shape), Some(result_shape)) =
        (ranked_tensor_shape(context, input), ranked_tensor_shape(context, result))
    else {
        return Ok(());
    };
    if input_shape.len() != result_shape.len() || !input_shape.iter().eq(result_shape.iter().rev())
    {
        return Err(VerifyError::plain("expected result shape to be a transpose of the input"));
    }
    Ok(())
}
