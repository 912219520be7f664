//! The arith ops' hooks: verifiers, type inference, result names and the
//! custom form of `select`.

use ir_core::attributes::{Attr, AttrData};
use ir_core::diagnostics::Diagnostic;
use ir_core::ir::{Body, Ir, Op};
use ir_core::ods::{TypedOp, VerifyError};
use ir_core::text::{OpParser, OpPrinter};
use ir_core::traits::{OpTrait, TraitCheck};
use ir_core::types::{Signedness, Type, TypeData};
use ir_core::Context;
use std::borrow::Cow;

use super::{ConstantOp, SelectOp};

/// The type of `arith.constant`'s result: its value's type.
pub fn infer_constant_type(
    context: &Context,
    _operands: &[Type],
    properties: &super::ConstantOpProperties,
) -> Option<Vec<Type>> {
    Some(vec![context.attr_type(properties.value?)?])
}

/// Constants are integers (signless), floats or elements.
pub fn verify_constant(
    op: ConstantOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    let ty = body.value_type(op.result(body));
    if let TypeData::Integer { signedness, .. } = context.type_data(ty) {
        if *signedness != Signedness::Signless {
            return Err("integer return type must be signless".into());
        }
    }
    let value = op.value(body);
    let valid = matches!(
        context.attr_data(value),
        AttrData::Integer { .. }
            | AttrData::WideInteger { .. }
            | AttrData::Float { .. }
            | AttrData::DenseElements { .. }
            | AttrData::DenseResource { .. }
            | AttrData::Sparse { .. }
    );
    if !valid {
        return Err("value must be an integer, float, or elements attribute".into());
    }
    if let TypeData::Vector { scalable, .. } = context.type_data(ty) {
        let splat = matches!(context.attr_data(value), AttrData::DenseElements { splat: true, .. });
        if scalable.iter().any(|&dimension| dimension) && !splat {
            return Err("intializing scalable vectors with elements attribute is not supported unless it's a vector splat".into());
        }
    }
    Ok(())
}

/// Names constants as MLIR does: `%true`/`%false` for `i1`, `%c42_i32` for
/// other integers (`%c42` for index), `%cst` otherwise.
pub fn constant_result_names(
    op: ConstantOp,
    context: &Context,
    body: &Body,
    set_name: &mut dyn FnMut(usize, &str),
) {
    let ty = body.value_type(op.result(body));
    match context.attr_data(op.value(body)) {
        AttrData::Integer { bits, ty: value_type } => {
            let width = context.integer_width(*value_type);
            if width == Some(1) && matches!(context.type_data(ty), TypeData::Integer { .. }) {
                set_name(0, if bits.get() != 0 { "true" } else { "false" });
                return;
            }
            let value = ir_core::attributes::sign_extend_bits(bits.get(), width.unwrap_or(64));
            // Written without the formatting machinery, into a buffer kept
            // from call to call: one constant in ten ops makes this a
            // printer hot path. The buffer is taken out while in use, so a
            // `set_name` that names another constant just gets a new one.
            thread_local! {
                static NAME: std::cell::Cell<String> = const { std::cell::Cell::new(String::new()) };
            }
            let mut name = NAME.take();
            name.clear();
            name.push_str(if value < 0 { "c-" } else { "c" });
            match u64::try_from(value.unsigned_abs()) {
                Ok(magnitude) => ir_core::text::push_decimal(&mut name, magnitude),
                Err(_) => name.push_str(&value.unsigned_abs().to_string()),
            }
            if let TypeData::Integer { .. } = context.type_data(ty) {
                name.push('_');
                ir_core::text::push_type(context, ty, &mut name);
            }
            set_name(0, &name);
            NAME.set(name);
        }
        AttrData::WideInteger { ty: value_type, words } => {
            let width = context.integer_width(*value_type).unwrap_or(64);
            let value = ir_core::attributes::wide_integer_value(words, width, true);
            set_name(0, &format!("c{value}_{}", ir_core::text::type_to_string(context, ty)));
        }
        _ => set_name(0, "cst"),
    }
}

/// `ty` with its element type replaced by `i1` (MLIR's `getI1SameShape`).
pub fn i1_same_shape(context: &Context, ty: Type) -> Type {
    let i1 = context.integer_type(1);
    with_element(context, ty, i1)
}

/// `ty` with element type `element` (or `element` for a scalar).
pub fn with_element(context: &Context, ty: Type, element: Type) -> Type {
    // Only the shape is copied, and only for a shaped type.
    let data = match context.type_data(ty) {
        TypeData::Vector { shape, scalable, .. } => {
            TypeData::Vector { shape: shape.clone(), scalable: scalable.clone(), element }
        }
        TypeData::RankedTensor { shape, encoding, .. } => {
            TypeData::RankedTensor { shape: shape.clone(), element, encoding: *encoding }
        }
        TypeData::UnrankedTensor { .. } => TypeData::UnrankedTensor { element },
        TypeData::MemRef { shape, layout, memory_space, .. } => TypeData::MemRef {
            shape: shape.clone(),
            element,
            layout: *layout,
            memory_space: *memory_space,
        },
        TypeData::UnrankedMemRef { memory_space, .. } => {
            TypeData::UnrankedMemRef { element, memory_space: *memory_space }
        }
        _ => return element,
    };
    context.intern_type(data)
}

fn element_or_self(context: &Context, ty: Type) -> Type {
    context.element_type_of(ty).unwrap_or(ty)
}

fn bit_width(context: &Context, ty: Type) -> Option<u32> {
    match context.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        TypeData::Float(kind) => Some(kind.bit_width()),
        _ => None,
    }
}

fn is_integer(context: &Context, ty: Type) -> bool {
    matches!(context.type_data(ty), TypeData::Integer { .. })
}

fn is_float(context: &Context, ty: Type) -> bool {
    matches!(context.type_data(ty), TypeData::Float(_))
}

/// Whether a cast from `from` to `to` is one the op `name` performs
/// (MLIR's `areCastCompatible`).
fn cast_compatible(context: &Context, name: &str, from: Type, to: Type) -> bool {
    let encoding = |ty: Type| match context.type_data(ty) {
        TypeData::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    };
    if encoding(from) != encoding(to) {
        return false;
    }
    let source = element_or_self(context, from);
    let target = element_or_self(context, to);
    let widths = (bit_width(context, source), bit_width(context, target));
    match name {
        "arith.extui" | "arith.extsi" => {
            is_integer(context, source)
                && is_integer(context, target)
                && widths.0 > Some(0)
                && widths.1 > widths.0
        }
        "arith.trunci" => {
            is_integer(context, source) && is_integer(context, target) && widths.1 < widths.0
        }
        "arith.extf" => {
            is_float(context, source) && is_float(context, target) && widths.1 > widths.0
        }
        "arith.truncf" => {
            is_float(context, source) && is_float(context, target) && widths.1 < widths.0
        }
        "arith.uitofp" | "arith.sitofp" => is_integer(context, source) && is_float(context, target),
        "arith.fptoui" | "arith.fptosi" => is_float(context, source) && is_integer(context, target),
        "arith.index_cast" | "arith.index_castui" => {
            let signless = |ty: Type| {
                matches!(
                    context.type_data(ty),
                    TypeData::Integer { signedness: Signedness::Signless, .. }
                )
            };
            let index = |ty: Type| matches!(context.type_data(ty), TypeData::Index);
            (index(source) && signless(target)) || (signless(source) && index(target))
        }
        "arith.bitcast" => {
            (is_integer(context, source) || is_float(context, source))
                && (is_integer(context, target) || is_float(context, target))
                && widths.0 == widths.1
        }
        _ => true,
    }
}

/// The check MLIR's cast interface makes on every cast: the operand type
/// converts to the result type by this kind of cast.
pub fn verify_cast_shapes<T: TypedOp>(
    op: T,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    let data = body.op(op.op());
    let from = body.value_type(data.operand(0));
    let to = body.value_type(data.result(0));
    if !cast_compatible(context, T::NAME, from, to) {
        return Err(format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            ir_core::text::type_to_string(context, from),
            ir_core::text::type_to_string(context, to)
        )
        .into());
    }
    Ok(())
}

fn verify_scaling(op: Op, context: &Context, body: &Body, wider: bool) -> Result<(), VerifyError> {
    let data = body.op(op);
    let source = element_or_self(context, body.value_type(data.operand(0)));
    let target = element_or_self(context, body.value_type(data.result(0)));
    let (source_width, target_width) = (bit_width(context, source), bit_width(context, target));
    let fits = if wider { target_width > source_width } else { target_width < source_width };
    if !fits {
        let relation = if wider { "wider" } else { "shorter" };
        return Err(VerifyError::plain(format!(
            "result type '{}' must be {relation} than operand type '{}'",
            ir_core::text::type_to_string(context, target),
            ir_core::text::type_to_string(context, source)
        )));
    }
    Ok(())
}

/// `scaling_extf` widens.
pub fn verify_scaling_extf(
    op: super::ScalingExtFOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    verify_scaling(op.op(), context, body, true)
}

/// `scaling_truncf` narrows.
pub fn verify_scaling_truncf(
    op: super::ScalingTruncFOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    verify_scaling(op.op(), context, body, false)
}

/// `select`'s condition is `i1`, or has the result's shape.
pub struct BooleanConditionOrMatchingShape;

impl OpTrait for BooleanConditionOrMatchingShape {
    fn name(&self) -> Cow<'static, str> {
        "BooleanConditionOrMatchingShape".into()
    }

    fn is_predicate(&self) -> bool {
        true
    }

    fn depends_only_on_types(&self) -> bool {
        true
    }

    fn verify(&self, check: &TraitCheck<'_>) -> Result<(), VerifyError> {
        verify_condition_shape(check.context, check.body, check.op)
    }
}

/// `select`'s own check (after its traits): a condition that is not a
/// scalar `i1` is exactly the `i1` counterpart of the result's vector or
/// tensor type (its scalable dimensions and encoding included).
pub fn verify_select(
    op: super::SelectOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    let condition = body.value_type(op.condition(body));
    if matches!(
        context.type_data(condition),
        TypeData::Integer { width: 1, signedness: Signedness::Signless }
    ) {
        return Ok(());
    }
    let result = body.value_type(op.result(body));
    let i1 = context.integer_type(1);
    let expected = match context.type_data(result) {
        TypeData::Vector { shape, scalable, .. } => {
            TypeData::Vector { shape: shape.clone(), scalable: scalable.clone(), element: i1 }
        }
        TypeData::RankedTensor { shape, encoding, .. } => {
            TypeData::RankedTensor { shape: shape.clone(), element: i1, encoding: *encoding }
        }
        TypeData::UnrankedTensor { .. } => TypeData::UnrankedTensor { element: i1 },
        _ => {
            return Err(format!(
                "expected condition to be a signless i1, but got '{}'",
                ir_core::text::type_to_string(context, condition)
            )
            .into())
        }
    };
    let expected = context.intern_type(expected);
    if condition != expected {
        return Err(format!(
            "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
            ir_core::text::type_to_string(context, expected),
            ir_core::text::type_to_string(context, condition)
        )
        .into());
    }
    Ok(())
}

fn verify_condition_shape(context: &Context, body: &Body, op: Op) -> Result<(), VerifyError> {
    let data = body.op(op);
    let (Some(condition), Some(result)) = (data.operands().next(), data.results().first()) else {
        return Ok(());
    };
    let condition = body.value_type(condition);
    let is_i1 = context.integer_width(condition) == Some(1)
        && matches!(
            context.type_data(condition),
            TypeData::Integer { signedness: Signedness::Signless, .. }
        );
    let shapes_match = context.shape_of(condition).is_some()
        && context.shape_of(condition) == context.shape_of(body.value_type(result));
    if is_i1 || shapes_match {
        return Ok(());
    }
    Err("failed to verify that condition is signless i1 or has matching shape".into())
}

/// `%r = arith.select %c, %a, %b : T`, or `: C, T` when the condition is a
/// vector or tensor.
pub fn print_select(op: SelectOp, printer: &mut OpPrinter) {
    let body = printer.body();
    let data = body.op(op.op());
    printer.write_str(" ");
    printer.write_values(data.operands());
    printer.write_attr_dict(printer.context().dictionary_entries(data.attributes), false);
    printer.write_str(" : ");
    let condition = body.value_type(op.condition(body));
    if printer.context().shape_of(condition).is_some()
        || matches!(printer.context().type_data(condition), TypeData::UnrankedTensor { .. })
    {
        printer.write_type(condition);
        printer.write_str(", ");
    }
    printer.write_type(body.value_type(op.result(body)));
}

/// Parses `select`'s custom form.
pub fn parse_select(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let operands = parser.parse_operand_list_of(3)?;
    let attributes = parser.parse_optional_attr_dict()?;
    parser.parse_punctuation(":", "expected ':'")?;
    let types_offset = parser.offset();
    let mut result_type = parser.parse_type()?;
    let condition_type = if parser.parse_optional_punctuation(",") {
        let condition = result_type;
        result_type = parser.parse_type()?;
        condition
    } else {
        parser.context().integer_type(1)
    };
    let values = parser.resolve_operands(
        &operands,
        &[condition_type, result_type, result_type],
        types_offset,
    )?;
    parser.create_op(&values, &[result_type], attributes, None, None)
}

/// A cast between tensors keeps each dimension exactly (a dynamic
/// dimension stays dynamic), beyond `SameOperandsAndResultShape`; a
/// non-tensor has the empty shape.
pub struct SameInputOutputTensorDims;

impl OpTrait for SameInputOutputTensorDims {
    fn name(&self) -> Cow<'static, str> {
        "SameInputOutputTensorDims".into()
    }

    fn is_predicate(&self) -> bool {
        true
    }

    fn depends_only_on_types(&self) -> bool {
        true
    }

    fn verify(&self, check: &TraitCheck<'_>) -> Result<(), VerifyError> {
        verify_same_tensor_dims(check.context, check.body, check.op)
    }
}

fn verify_same_tensor_dims(context: &Context, body: &Body, op: Op) -> Result<(), VerifyError> {
    let data = body.op(op);
    let (Some(input), Some(output)) = (data.operands().next(), data.results().first()) else {
        return Ok(());
    };
    // MLIR compares the shapes of tensors, a non-tensor counting as the
    // empty shape (so a 0-d tensor matches a scalar); an unranked tensor
    // matches nothing, not even another one.
    let dims = |ty: Type| match context.type_data(ty) {
        TypeData::RankedTensor { shape, .. } => Some(shape.to_vec()),
        TypeData::UnrankedTensor { .. } => None,
        _ => Some(Vec::new()),
    };
    let matching = match (dims(body.value_type(input)), dims(body.value_type(output))) {
        (Some(input), Some(output)) => input == output,
        _ => false,
    };
    if matching {
        return Ok(());
    }
    Err("failed to verify that input and output have the same tensor dimensions".into())
}

/// Creates the `arith.constant` a folder asks for: an integer (signless),
/// float or elements value whose type is `ty`.
pub fn materialize_constant(
    builder: &mut ir_core::ir::Builder<'_>,
    value: Attr,
    ty: Type,
    location: Attr,
) -> Option<Op> {
    let context = builder.context();
    if context.attr_type(value) != Some(ty) {
        return None;
    }
    if let TypeData::Integer { signedness, .. } = context.type_data(ty) {
        if *signedness != Signedness::Signless {
            return None;
        }
    }
    match context.attr_data(value) {
        AttrData::Integer { .. }
        | AttrData::WideInteger { .. }
        | AttrData::Float { .. }
        | AttrData::DenseElements { .. }
        | AttrData::Sparse { .. }
        | AttrData::DenseResource { .. } => Some(ConstantOp::build(builder, location, value).op()),
        _ => None,
    }
}
