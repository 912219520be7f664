//! Comparison and `select` folds.

use super::*;

/// Whether `predicate` holds between two equal integers.
fn holds_for_equal(predicate: CmpIPredicate) -> bool {
    matches!(
        predicate,
        CmpIPredicate::Eq
            | CmpIPredicate::Sle
            | CmpIPredicate::Sge
            | CmpIPredicate::Ule
            | CmpIPredicate::Uge
    )
}

/// `cmpi(p, x, x)` is known; `ext(x: i1) != 0 = x`, and on `i1` `x != 0 =
/// x` and `x == 1 = x`; compares constants. (Moving a lone constant to the
/// right is the in-place fold [`super::cmpi_constant_to_right`].)
pub fn fold_cmpi(op: CmpIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let predicate = op.predicate(body);
    let (lhs_value, rhs_value) = (op.lhs(body), op.rhs(body));
    if lhs_value == rhs_value {
        let result_type = body.value_type(op.result(body));
        return constant(bool_attr(context, result_type, holds_for_equal(predicate)));
    }
    let is_i1 = |value: Value| {
        let ty = body.value_type(value);
        context.element_type_of(ty).unwrap_or(ty) == context.integer_type(1)
    };
    // MLIR reads the width of a scalar or vector only.
    let is_i1_scalar_or_vector = |value: Value| {
        let ty = body.value_type(value);
        match context.type_data(ty) {
            TypeData::Vector { element, .. } => *element == context.integer_type(1),
            _ => ty == context.integer_type(1),
        }
    };
    if is_int(context, operands[1], |c| c.bits == 0) && predicate == CmpIPredicate::Ne {
        let extended = defined_by::<ExtSIOp>(context, body, lhs_value)
            .map(|extension| extension.r#in(body))
            .or_else(|| {
                defined_by::<ExtUIOp>(context, body, lhs_value)
                    .map(|extension| extension.r#in(body))
            });
        if let Some(source) = extended.filter(|&source| is_i1_scalar_or_vector(source)) {
            return value(source);
        }
        if is_i1(lhs_value) {
            return value(lhs_value);
        }
    }
    if is_int(context, operands[1], |c| c.bits == 1)
        && is_i1(lhs_value)
        && predicate == CmpIPredicate::Eq
    {
        return value(lhs_value);
    }
    let compare = |lhs: IntConstant, rhs: IntConstant| {
        let (x, y) = (signed(lhs), signed(rhs));
        let result = match predicate {
            CmpIPredicate::Eq => lhs.bits == rhs.bits,
            CmpIPredicate::Ne => lhs.bits != rhs.bits,
            CmpIPredicate::Slt => x < y,
            CmpIPredicate::Sle => x <= y,
            CmpIPredicate::Sgt => x > y,
            CmpIPredicate::Sge => x >= y,
            CmpIPredicate::Ult => lhs.bits < rhs.bits,
            CmpIPredicate::Ule => lhs.bits <= rhs.bits,
            CmpIPredicate::Ugt => lhs.bits > rhs.bits,
            CmpIPredicate::Uge => lhs.bits >= rhs.bits,
        };
        (u128::from(result), true)
    };
    let i1_shaped = |ty| super::hooks::i1_same_shape(context, ty);
    constant(fold_int_elements(context, operands, i1_shaped, |_| 1, false, compare)?)
}

/// Compares two scalar float constants (a NaN operand makes both NaN, so
/// one NaN constant is enough); vectors and tensors do not fold.
pub fn fold_cmpf(op: CmpFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let scalar = |attr: Option<Attr>| match context.attr_data(attr?) {
        AttrData::Float { .. } => float_constant(context, attr),
        _ => None,
    };
    let (mut lhs, mut rhs) = (scalar(operands[0]), scalar(operands[1]));
    if lhs.is_some_and(f64::is_nan) {
        rhs = lhs;
    }
    if rhs.is_some_and(f64::is_nan) {
        lhs = rhs;
    }
    let (lhs, rhs) = (lhs?, rhs?);
    let unordered = lhs.is_nan() || rhs.is_nan();
    let result = match op.predicate(body) {
        CmpFPredicate::AlwaysFalse => false,
        CmpFPredicate::Oeq => !unordered && lhs == rhs,
        CmpFPredicate::Ogt => !unordered && lhs > rhs,
        CmpFPredicate::Oge => !unordered && lhs >= rhs,
        CmpFPredicate::Olt => !unordered && lhs < rhs,
        CmpFPredicate::Ole => !unordered && lhs <= rhs,
        CmpFPredicate::One => !unordered && lhs != rhs,
        CmpFPredicate::Ord => !unordered,
        CmpFPredicate::Ueq => unordered || lhs == rhs,
        CmpFPredicate::Ugt => unordered || lhs > rhs,
        CmpFPredicate::Uge => unordered || lhs >= rhs,
        CmpFPredicate::Ult => unordered || lhs < rhs,
        CmpFPredicate::Ule => unordered || lhs <= rhs,
        CmpFPredicate::Une => unordered || lhs != rhs,
        CmpFPredicate::Uno => unordered,
        CmpFPredicate::AlwaysTrue => true,
    };
    let i1 = context.integer_type(1);
    constant(context.integer_attr(i1, i128::from(result)))
}

/// `select c, x, x = x`; a constant condition picks a side; `select c,
/// true, false = c` for `i1`; `select(a == b, a, b) = b` and `select(a !=
/// b, a, b) = a`.
pub fn fold_select(op: SelectOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let (condition, true_value, false_value) =
        (op.condition(body), op.true_value(body), op.false_value(body));
    if true_value == false_value {
        return value(true_value);
    }
    if is_int(context, operands[0], |c| c.bits == 1) {
        return value(true_value);
    }
    if is_int(context, operands[0], |c| c.bits == 0) {
        return value(false_value);
    }
    let result_type = body.value_type(op.result(body));
    if result_type == context.integer_type(1)
        && is_int(context, operands[1], |c| c.bits == 1)
        && is_int(context, operands[2], |c| c.bits == 0)
    {
        return value(condition);
    }
    if let Some(compare) = defined_by::<CmpIOp>(context, body, condition) {
        let predicate = compare.predicate(body);
        if matches!(predicate, CmpIPredicate::Eq | CmpIPredicate::Ne) {
            let (a, b) = (compare.lhs(body), compare.rhs(body));
            if (a == true_value && b == false_value) || (b == true_value && a == false_value) {
                return value(if predicate == CmpIPredicate::Ne {
                    true_value
                } else {
                    false_value
                });
            }
        }
    }
    // A constant mask picks element by element between constant arms.
    if operands.iter().take(3).any(Option::is_none) {
        return None;
    }
    let mask = elements(context, operands[0])?;
    let on_true = elements(context, operands[1])?;
    let on_false = elements(context, operands[2])?;
    // Only shaped arms have elements to pick from.
    context.element_type_of(on_true.ty)?;
    let picked = (0..mask.values.len())
        .map(
            |index| if mask.get(index) & 1 == 1 { on_true.get(index) } else { on_false.get(index) },
        )
        .collect();
    constant(elements_attr(context, on_true.ty, picked))
}
