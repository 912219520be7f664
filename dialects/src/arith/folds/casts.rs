//! Cast folds: constants converted element by element, casts of casts,
//! and casts to the same type.

use super::*;

/// The result type of a cast op, and its element type.
fn result_types(body: &Body, op: impl TypedOp, context: &Context) -> (Type, Type) {
    let ty = body.value_type(body.op(op.op()).result(0));
    (ty, context.element_type_of(ty).unwrap_or(ty))
}

/// Converts each element of constant `input` (given its element type) to
/// the result type of `op` with `convert`; no fold when an element does
/// not convert.
fn convert_elements(
    op: impl TypedOp,
    context: &Context,
    body: &Body,
    input: Option<Attr>,
    convert: impl Fn(Type, u128) -> Option<u128>,
) -> Folded {
    let input = elements(context, input)?;
    let (ty, _) = result_types(body, op, context);
    let values: Option<Vec<u128>> =
        input.values.iter().map(|&bits| convert(input.element, bits)).collect();
    constant(elements_attr(context, ty, values?))
}

/// Converts each integer element of constant `input` with `convert`
/// (given the element and the result width).
fn fold_int_cast(
    op: impl TypedOp,
    context: &Context,
    body: &Body,
    operands: Constants,
    convert: impl Fn(IntConstant, u32) -> u128,
) -> Folded {
    let (_, element) = result_types(body, op, context);
    let width = integer_width(context, element)?;
    convert_elements(op, context, body, operands[0], |input_type, bits| {
        let input = IntConstant { width: integer_width(context, input_type)?, bits };
        Some(convert(input, width))
    })
}

/// Zero-extends a constant.
pub fn fold_extui(op: ExtUIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_int_cast(op, context, body, operands, |input, _| input.bits)
}

/// Sign-extends a constant.
pub fn fold_extsi(op: ExtSIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_int_cast(op, context, body, operands, |input, _| signed(input) as u128)
}

/// `trunci(ext(x)) = x` when `x` has the result type; truncates a
/// constant. (The in-place folds of `trunci(ext(x))` and
/// `trunci(trunci(x))` are [`super::trunci_in_place`].)
pub fn fold_trunci(op: TruncIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let input = op.r#in(body);
    let extended =
        defined_by::<ExtUIOp>(context, body, input).map(|extension| extension.r#in(body)).or_else(
            || defined_by::<ExtSIOp>(context, body, input).map(|extension| extension.r#in(body)),
        );
    if let Some(source) = extended {
        let element = |ty: Type| context.element_type_of(ty).unwrap_or(ty);
        if element(body.value_type(source)) == element(body.value_type(op.out(body))) {
            return value(source);
        }
        return None;
    }
    fold_int_cast(op, context, body, operands, |input, _| input.bits)
}

/// Sign-extends or truncates a constant.
pub fn fold_index_cast(
    op: IndexCastOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    fold_int_cast(op, context, body, operands, |input, _| signed(input) as u128)
}

/// Zero-extends or truncates a constant.
pub fn fold_index_castui(
    op: IndexCastUIOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    fold_int_cast(op, context, body, operands, |input, _| input.bits)
}

/// Converts an integer constant to a float, rounding to nearest, ties to
/// even. (A kind narrower than `f32` is rounded from the `f32` value, which
/// has enough extra precision for the double rounding to be exact.)
fn fold_int_to_float(
    op: impl TypedOp,
    context: &Context,
    body: &Body,
    operands: Constants,
    is_signed: bool,
) -> Folded {
    let (_, element) = result_types(body, op, context);
    let kind = float_kind(context, element)?;
    convert_elements(op, context, body, operands[0], |input_type, bits| {
        let width = integer_width(context, input_type)?;
        let input = IntConstant { width, bits };
        let value = match (kind, is_signed) {
            (FloatKind::F64, true) => signed(input) as f64,
            (FloatKind::F64, false) => input.bits as f64,
            (_, true) => f64::from(signed(input) as f32),
            (_, false) => f64::from(input.bits as f32),
        };
        Some(float_bits(kind, value))
    })
}

/// Converts an unsigned constant.
pub fn fold_uitofp(op: UIToFPOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_int_to_float(op, context, body, operands, false)
}

/// Converts a signed constant.
pub fn fold_sitofp(op: SIToFPOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_int_to_float(op, context, body, operands, true)
}

/// Converts each float element toward zero, when every one fits the
/// integer type.
fn fold_float_to_int(
    op: impl TypedOp,
    context: &Context,
    body: &Body,
    operands: Constants,
    is_signed: bool,
) -> Folded {
    let (_, element) = result_types(body, op, context);
    let width = integer_width(context, element)?;
    if width > 64 {
        return None;
    }
    convert_elements(op, context, body, operands[0], |input_type, bits| {
        let value = float_value(float_kind(context, input_type)?, bits);
        if !value.is_finite() {
            return None;
        }
        let truncated = value.trunc();
        let (low, high) = if is_signed {
            (-(2f64.powi(width as i32 - 1)), 2f64.powi(width as i32 - 1))
        } else {
            (0.0, 2f64.powi(width as i32))
        };
        (low <= truncated && truncated < high).then_some(truncated as i128 as u128)
    })
}

/// Converts a float constant to unsigned.
pub fn fold_fptoui(op: FPToUIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_float_to_int(op, context, body, operands, false)
}

/// Converts a float constant to signed.
pub fn fold_fptosi(op: FPToSIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_float_to_int(op, context, body, operands, true)
}

/// Whether the flags of a float op include `contract`.
fn contracts(flags: Option<FastMathFlags>) -> bool {
    flags.is_some_and(|flags| flags.contains(FastMathFlags::CONTRACT))
}

/// `extf(truncf(x)) = x` when both may contract; widens a constant.
pub fn fold_extf(op: ExtFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if let Some(truncation) = defined_by::<TruncFOp>(context, body, op.r#in(body)) {
        let source = truncation.r#in(body);
        if body.value_type(source) == body.value_type(op.out(body))
            && contracts(truncation.fastmath(body))
            && contracts(op.fastmath(body))
        {
            return value(source);
        }
    }
    convert_float_exactly(op, context, body, operands[0])
}

/// Converts each float element to the result's float kind, when every one
/// converts exactly (MLIR's `convertFloatValue`: no information lost, not
/// even a NaN's payload).
fn convert_float_exactly(
    op: impl TypedOp,
    context: &Context,
    body: &Body,
    input: Option<Attr>,
) -> Folded {
    let (_, element) = result_types(body, op, context);
    let kind = float_kind(context, element)?;
    convert_elements(op, context, body, input, |input_type, bits| {
        let input_kind = float_kind(context, input_type)?;
        let converted = float_bits(kind, float_value(input_kind, bits));
        let back = float_bits(input_kind, float_value(kind, converted));
        (back == bits).then_some(converted)
    })
}

/// `truncf(extf(x)) = x` when `x` has the result type; narrows a constant
/// when it is exact in the narrow type (whatever the rounding mode). (The
/// in-place fold to `truncf(x)` is [`super::truncf_in_place`].)
pub fn fold_truncf(op: TruncFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let (_, element) = result_types(body, op, context);
    if let Some(extension) = defined_by::<ExtFOp>(context, body, op.r#in(body)) {
        let source = extension.r#in(body);
        let source_type = body.value_type(source);
        if context.element_type_of(source_type).unwrap_or(source_type) == element {
            return value(source);
        }
    }
    convert_float_exactly(op, context, body, operands[0])
}

/// Reinterprets the bits of a constant; a cast to the same type is its
/// input (the fold of the cast interface, tried when the op's own fold
/// fails).
pub fn fold_bitcast(op: BitcastOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let (ty, _) = result_types(body, op, context);
    let input = op.r#in(body);
    convert_elements(op, context, body, operands[0], |_, bits| Some(bits))
        .or_else(|| (body.value_type(input) == ty).then(|| vec![FoldResult::Value(input)]))
}
