//! Folders of the SPIR-V ops, as MLIR 22 folds them: integer arithmetic,
//! bitwise and logical ops and comparisons on constant scalars, splats and
//! dense vectors fold to constants (wrapping; division by zero, signed
//! overflow and over-wide shifts do not fold), algebraic identities fold to
//! an operand, and `spirv.Select`, `spirv.Bitcast` and
//! `spirv.CompositeExtract` look through their operands.
//!
//! The generator (`tools/spirv_from_tablegen.py`) gives each op the
//! `fold_*` function named after it here, and the `fold_in_place_*` one
//! for the folds that change the op. The element arithmetic is the arith
//! folders'.

use ir_core::attributes::{truncate_bits, Attr, AttrData, DenseValues};
use ir_core::ir::{Body, Op, Value};
use ir_core::ods::TypedOp;
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use crate::arith::folds::{
    all_ones, constant, defined_by, elements, elements_attr, fold_int_elements, fold_ints,
    int_constant, int_zero, integer_width, is_int, shift_amount, signed, signed_min, value,
    Constants, Folded, IntConstant,
};
use crate::arith::hooks::i1_same_shape;

use super::*;

/// The zero of an integer or integer vector type (MLIR's `getZeroAttr`,
/// which gives none for SPIR-V's own types).
fn zero_of(context: &Context, ty: Type) -> Option<Attr> {
    match context.type_data(ty) {
        TypeData::Integer { .. } | TypeData::Vector { .. } => int_zero(context, ty),
        _ => None,
    }
}

/// The `i1` scalar or splat of result type `ty` holding `holds`, when the
/// type is an integer or a vector (the folds of a comparison of a value
/// with itself).
fn bool_of(context: &Context, ty: Type, holds: bool) -> Option<Attr> {
    match context.type_data(ty) {
        TypeData::Integer { .. } | TypeData::Vector { .. } => {
            Some(elements_attr(context, ty, vec![u128::from(holds)]))
        }
        _ => None,
    }
}

/// Folds one integer constant element by element with `apply`.
fn fold_int_unary(
    context: &Context,
    operands: Constants,
    apply: impl Fn(IntConstant) -> u128,
) -> Folded {
    let operand = elements(context, operands.first().copied().flatten())?;
    let width = integer_width(context, operand.element)?;
    let values = operand
        .values
        .iter()
        .map(|&bits| truncate_bits(apply(IntConstant { width, bits }), width))
        .collect();
    constant(elements_attr(context, operand.ty, values))
}

/// Folds two integer constants of one type element by element into the
/// `i1` result of a comparison, `compare` deciding each element.
fn fold_comparison(
    context: &Context,
    operands: Constants,
    compare: impl Fn(IntConstant, IntConstant) -> bool,
) -> Folded {
    let attr = fold_int_elements(
        context,
        operands,
        |ty| i1_same_shape(context, ty),
        |_| 1,
        false,
        |a, b| (u128::from(compare(a, b)), true),
    )?;
    constant(attr)
}

/// A comparison's fold: `x op x` gives `reflexive`; constants compare with
/// `compare`.
fn fold_compare(
    op: impl TypedOp,
    context: &Context,
    body: &Body,
    operands: Constants,
    reflexive: bool,
    compare: impl Fn(IntConstant, IntConstant) -> bool,
) -> Folded {
    let data = body.op(op.op());
    if data.operand(0) == data.operand(1) {
        if let Some(attr) = bool_of(context, body.value_type(data.result(0)), reflexive) {
            return constant(attr);
        }
    }
    fold_comparison(context, operands, compare)
}

/// `x + 0 = x`; constants add, wrapping.
pub fn fold_i_add(op: IAddOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(op.operand1(body));
    }
    fold_ints(context, operands, |a, b| Some(a.bits.wrapping_add(b.bits)))
}

/// `x * 0 = 0` (the zero operand), `x * 1 = x`; constants multiply,
/// wrapping.
pub fn fold_i_mul(op: IMulOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(op.operand2(body));
    }
    if is_int(context, operands[1], |c| c.bits == 1) {
        return value(op.operand1(body));
    }
    fold_ints(context, operands, |a, b| Some(a.bits.wrapping_mul(b.bits)))
}

/// `x - x = 0`; constants subtract, wrapping.
pub fn fold_i_sub(op: ISubOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if op.operand1(body) == op.operand2(body) {
        return constant(zero_of(context, body.value_type(op.result(body)))?);
    }
    fold_ints(context, operands, |a, b| Some(a.bits.wrapping_sub(b.bits)))
}

/// Whether `a / b` is undefined in SPIR-V: `b` is 0, or `a` is the
/// smallest signed value and `b` is -1.
fn divides_by_zero_or_overflows(a: IntConstant, b: IntConstant) -> bool {
    b.bits == 0 || (signed(a) == signed_min(a.width) && b.bits == all_ones(b.width))
}

/// `x / 1 = x`; constants divide (rounding to zero) unless an element
/// divides by zero or overflows.
pub fn fold_s_div(op: SDivOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 1) {
        return value(op.operand1(body));
    }
    fold_ints(context, operands, |a, b| {
        (!divides_by_zero_or_overflows(a, b)).then(|| (signed(a) / signed(b)) as u128)
    })
}

/// `x mod 1 = 0`; constants take the remainder with the divisor's sign
/// unless an element divides by zero or overflows.
pub fn fold_s_mod(op: SModOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 1) {
        return constant(zero_of(context, body.value_type(op.result(body)))?);
    }
    fold_ints(context, operands, |a, b| {
        if divides_by_zero_or_overflows(a, b) {
            return None;
        }
        let magnitude = |c: IntConstant| signed(c).unsigned_abs();
        let remainder = magnitude(a) % magnitude(b);
        if remainder == 0 {
            return Some(0);
        }
        Some(match (signed(b) < 0, signed(a) < 0) {
            (true, true) => remainder.wrapping_neg(),
            (true, false) => b.bits.wrapping_add(remainder),
            (false, true) => b.bits.wrapping_sub(remainder),
            (false, false) => remainder,
        })
    })
}

/// `x rem 1 = 0`; constants take the remainder with the dividend's sign
/// unless an element divides by zero or overflows.
pub fn fold_s_rem(op: SRemOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 1) {
        return constant(zero_of(context, body.value_type(op.result(body)))?);
    }
    fold_ints(context, operands, |a, b| {
        (!divides_by_zero_or_overflows(a, b)).then(|| signed(a).wrapping_rem(signed(b)) as u128)
    })
}

/// `x / 1 = x`; constants divide unsigned unless an element divides by
/// zero.
pub fn fold_u_div(op: UDivOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 1) {
        return value(op.operand1(body));
    }
    fold_ints(context, operands, |a, b| a.bits.checked_div(b.bits))
}

/// `x mod 1 = 0`; constants take the unsigned remainder unless an element
/// divides by zero.
pub fn fold_u_mod(op: UModOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 1) {
        return constant(zero_of(context, body.value_type(op.result(body)))?);
    }
    fold_ints(context, operands, |a, b| a.bits.checked_rem(b.bits))
}

/// `-(-x) = x`; constants negate, wrapping.
pub fn fold_s_negate(op: SNegateOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if let Some(inner) = defined_by::<SNegateOp>(context, body, op.operand(body)) {
        return value(inner.operand(body));
    }
    fold_int_unary(context, operands, |a| a.bits.wrapping_neg())
}

/// `~~x = x`; constants complement.
pub fn fold_not(op: NotOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if let Some(inner) = defined_by::<NotOp>(context, body, op.operand(body)) {
        return value(inner.operand(body));
    }
    fold_int_unary(context, operands, |a| !a.bits)
}

/// `!!x = x`; constants negate.
pub fn fold_logical_not(
    op: LogicalNotOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    if let Some(inner) = defined_by::<LogicalNotOp>(context, body, op.operand(body)) {
        return value(inner.operand(body));
    }
    fold_int_unary(context, operands, |a| u128::from(a.bits != 1))
}

/// The value of a boolean scalar or splat constant.
fn bool_constant(context: &Context, attr: Option<Attr>) -> Option<bool> {
    int_constant(context, attr).filter(|c| c.width == 1).map(|c| c.bits == 1)
}

/// `x && true = x`, `x && false = false`.
pub fn fold_logical_and(
    op: LogicalAndOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    match bool_constant(context, operands[1])? {
        true => value(op.operand1(body)),
        false => constant(operands[1]?),
    }
}

/// `x || true = true`, `x || false = x`.
pub fn fold_logical_or(
    op: LogicalOrOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    match bool_constant(context, operands[1])? {
        true => constant(operands[1]?),
        false => value(op.operand1(body)),
    }
}

/// `x == x` is true; constants compare.
pub fn fold_logical_equal(
    op: LogicalEqualOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    if op.operand1(body) == op.operand2(body) {
        if let Some(attr) = bool_of(context, body.value_type(op.result(body)), true) {
            return constant(attr);
        }
    }
    fold_ints(context, operands, |a, b| Some(u128::from(a.bits == b.bits)))
}

/// `x != false = x`, `x != x` is false; constants compare.
pub fn fold_logical_not_equal(
    op: LogicalNotEqualOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    if bool_constant(context, operands[1]) == Some(false) {
        return value(op.operand1(body));
    }
    if op.operand1(body) == op.operand2(body) {
        if let Some(attr) = bool_of(context, body.value_type(op.result(body)), false) {
            return constant(attr);
        }
    }
    fold_ints(context, operands, |a, b| Some(u128::from(a.bits != b.bits)))
}

/// Defines the fold of an integer comparison: whether a value compares
/// true with itself, and how constants compare.
macro_rules! comparison_fold {
    ($(#[$doc:meta])* $name:ident, $op:ty, $reflexive:expr, $compare:expr) => {
        $(#[$doc])*
        pub fn $name(op: $op, context: &Context, body: &Body, operands: Constants) -> Folded {
            fold_compare(op, context, body, operands, $reflexive, $compare)
        }
    };
}

comparison_fold!(
    /// `x == x` is true; constants compare.
    fold_i_equal, IEqualOp, true, |a, b| a.bits == b.bits
);
comparison_fold!(
    /// `x != x` is false; constants compare.
    fold_i_not_equal, INotEqualOp, false, |a, b| a.bits != b.bits
);
comparison_fold!(
    /// `x > x` is false; constants compare signed.
    fold_s_greater_than, SGreaterThanOp, false, |a, b| signed(a) > signed(b)
);
comparison_fold!(
    /// `x >= x` is true; constants compare signed.
    fold_s_greater_than_equal, SGreaterThanEqualOp, true, |a, b| signed(a) >= signed(b)
);
comparison_fold!(
    /// `x < x` is false; constants compare signed.
    fold_s_less_than, SLessThanOp, false, |a, b| signed(a) < signed(b)
);
comparison_fold!(
    /// `x <= x` is true; constants compare signed.
    fold_s_less_than_equal, SLessThanEqualOp, true, |a, b| signed(a) <= signed(b)
);
comparison_fold!(
    /// `x > x` is false; constants compare unsigned.
    fold_u_greater_than, UGreaterThanOp, false, |a, b| a.bits > b.bits
);
comparison_fold!(
    /// `x >= x` is true; constants compare unsigned.
    fold_u_greater_than_equal, UGreaterThanEqualOp, true, |a, b| a.bits >= b.bits
);
comparison_fold!(
    /// `x < x` is false; constants compare unsigned.
    fold_u_less_than, ULessThanOp, false, |a, b| a.bits < b.bits
);
comparison_fold!(
    /// `x <= x` is true; constants compare unsigned.
    fold_u_less_than_equal, ULessThanEqualOp, true, |a, b| a.bits <= b.bits
);

/// Folds a shift: `x shifted by 0 = x`; constants shift with `shift`
/// unless an element's amount is the width or more.
fn fold_shift(
    context: &Context,
    base: Value,
    operands: Constants,
    shift: impl Fn(IntConstant, u32) -> u128,
) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(base);
    }
    fold_ints(context, operands, |a, b| shift_amount(b).map(|amount| shift(a, amount)))
}

/// `x << 0 = x`; constants shift unless an amount is the width or more.
pub fn fold_shift_left_logical(
    op: ShiftLeftLogicalOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    fold_shift(context, op.operand1(body), operands, |a, amount| a.bits << amount)
}

/// `x >> 0 = x`; constants shift in sign bits unless an amount is the
/// width or more.
pub fn fold_shift_right_arithmetic(
    op: ShiftRightArithmeticOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    fold_shift(context, op.operand1(body), operands, |a, amount| (signed(a) >> amount) as u128)
}

/// `x >> 0 = x`; constants shift in zeros unless an amount is the width or
/// more.
pub fn fold_shift_right_logical(
    op: ShiftRightLogicalOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    fold_shift(context, op.operand1(body), operands, |a, amount| a.bits >> amount)
}

/// `x & x = x`, `x & 0 = 0` (the zero operand), `x & ~0 = x`, and
/// `uconvert(y) & m = uconvert(y)` when `m`'s low bits (as many as `y`'s
/// width) are all ones; constants fold with `&`.
pub fn fold_bitwise_and(
    op: BitwiseAndOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    let (operand1, operand2) = (op.operand1(body), op.operand2(body));
    if operand1 == operand2 {
        return value(operand1);
    }
    if let Some(mask) = int_constant(context, operands[1]) {
        if mask.bits == 0 {
            return value(operand2);
        }
        if mask.bits == all_ones(mask.width) {
            return value(operand1);
        }
        if let Some(extension) = defined_by::<UConvertOp>(context, body, operand1) {
            let input = body.value_type(extension.operand(body));
            let input_width = context
                .integer_width(context.element_type_of(input).unwrap_or(input))
                .unwrap_or(u32::MAX);
            if input_width <= mask.width
                && truncate_bits(mask.bits, input_width) == all_ones(input_width)
            {
                return value(operand1);
            }
        }
    }
    fold_ints(context, operands, |a, b| Some(a.bits & b.bits))
}

/// `x | x = x`, `x | 0 = x`, `x | ~0 = ~0` (the constant operand);
/// constants fold with `|`.
pub fn fold_bitwise_or(
    op: BitwiseOrOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    let (operand1, operand2) = (op.operand1(body), op.operand2(body));
    if operand1 == operand2 {
        return value(operand1);
    }
    if let Some(mask) = int_constant(context, operands[1]) {
        if mask.bits == 0 {
            return value(operand1);
        }
        if mask.bits == all_ones(mask.width) {
            return value(operand2);
        }
    }
    fold_ints(context, operands, |a, b| Some(a.bits | b.bits))
}

/// `x ^ 0 = x`, `x ^ x = 0`; constants fold with `^`.
pub fn fold_bitwise_xor(
    op: BitwiseXorOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    let (operand1, operand2) = (op.operand1(body), op.operand2(body));
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(operand1);
    }
    if operand1 == operand2 {
        return constant(zero_of(context, body.value_type(op.result(body)))?);
    }
    fold_ints(context, operands, |a, b| Some(a.bits ^ b.bits))
}

/// `select(c, x, x) = x`, `select(true, x, y) = x`, `select(false, x, y) =
/// y` (a scalar or splat condition); with a constant vector condition and
/// constant vector values, the elements it picks.
pub fn fold_select(op: SelectOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let (true_value, false_value) = (op.true_value(body), op.false_value(body));
    if true_value == false_value {
        return value(true_value);
    }
    if let Some(condition) = bool_constant(context, operands[0]) {
        return value(if condition { true_value } else { false_value });
    }
    let dense = |index: usize| {
        let attr = operands[index]?;
        matches!(context.attr_data(attr), AttrData::DenseElements { .. })
            .then(|| elements(context, Some(attr)))
            .flatten()
    };
    let (condition, on_true, on_false) = (dense(0)?, dense(1)?, dense(2)?);
    let count = context.shape_of(on_true.ty)?.iter().product::<i64>();
    let values = (0..usize::try_from(count).ok()?)
        .map(
            |index| {
                if condition.get(index) != 0 {
                    on_true.get(index)
                } else {
                    on_false.get(index)
                }
            },
        )
        .collect();
    constant(elements_attr(context, on_true.ty, values))
}

/// `bitcast(x) = x` to its own type, and `bitcast(bitcast(x)) = x` when it
/// casts back to `x`'s type. (A chain ending elsewhere is shortened in
/// place, by [`fold_in_place_bitcast`].)
pub fn fold_bitcast(op: BitcastOp, context: &Context, body: &Body, _operands: Constants) -> Folded {
    let input = op.operand(body);
    let ty = body.value_type(op.result(body));
    if body.value_type(input) == ty {
        return value(input);
    }
    let inner = defined_by::<BitcastOp>(context, body, input)?;
    let inner_input = inner.operand(body);
    if body.value_type(inner_input) == ty {
        return value(inner_input);
    }
    None
}

/// `bitcast(bitcast(x))` casts `x` directly when neither fold of
/// [`fold_bitcast`] applies.
pub fn fold_in_place_bitcast(op: BitcastOp, context: &Context, body: &mut Body) -> bool {
    let input = op.operand(body);
    let ty = body.value_type(op.result(body));
    if body.value_type(input) == ty {
        return false;
    }
    let Some(inner) = defined_by::<BitcastOp>(context, body, input) else { return false };
    let inner_input = inner.operand(body);
    if body.value_type(inner_input) == ty {
        return false;
    }
    body.set_operands(op.op(), &[inner_input]);
    true
}

/// The number of members of composite type `ty`, for the kinds whose
/// construction the extract fold looks through.
fn member_count(context: &Context, ty: Type) -> Option<usize> {
    if let TypeData::Vector { .. } = context.type_data(ty) {
        return usize::try_from(context.shape_of(ty)?.iter().product::<i64>()).ok();
    }
    if let Some(array) = ArrayType::from_type(context, ty) {
        return usize::try_from(array.count).ok();
    }
    if let Some(structure) = StructType::from_type(context, ty) {
        return Some(structure.members.len());
    }
    if let Some(matrix) = MatrixType::from_type(context, ty) {
        return usize::try_from(matrix.columns).ok();
    }
    None
}

/// The member of constant `composite` at `indices`: arrays are followed
/// index by index, and an elements constant gives the element at its one
/// index.
fn extract_member(context: &Context, composite: Attr, indices: &[usize]) -> Option<Attr> {
    let Some((&first, rest)) = indices.split_first() else { return Some(composite) };
    match context.attr_data(composite) {
        AttrData::Array(members) => extract_member(context, *members.get(first)?, rest),
        AttrData::DenseElements { ty, values: DenseValues::Bits(values), .. } => {
            let element = context.element_type_of(*ty)?;
            let bits = *values.get(if values.len() == 1 { 0 } else { first })?;
            Some(elements_attr(context, element, vec![bits]))
        }
        _ => None,
    }
}

/// Extracting at the indices a chain of inserts wrote gives the inserted
/// object; one index into a full construction gives that constituent; one
/// index (or a path through arrays) into a constant gives the member.
pub fn fold_composite_extract(
    op: CompositeExtractOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    let indices_attr = op.indices(body);
    let mut composite = op.composite(body);
    while let Some(insert) = defined_by::<CompositeInsertOp>(context, body, composite) {
        if insert.indices(body) == indices_attr {
            return value(insert.object(body));
        }
        composite = insert.composite(body);
    }
    let indices: Vec<i128> = match context.attr_data(indices_attr) {
        AttrData::Array(items) => items
            .iter()
            .map(|&item| super::custom::integer_value(context, item))
            .collect::<Option<_>>()?,
        _ => return None,
    };
    if let Some(construct) = defined_by::<CompositeConstructOp>(context, body, composite) {
        let constituents: Vec<Value> = construct.constituents(body).collect();
        let ty = body.value_type(construct.result(body));
        if let [index] = indices[..] {
            let position = usize::try_from(index).ok();
            if member_count(context, ty) == Some(constituents.len()) {
                if let Some(&constituent) = position.and_then(|at| constituents.get(at)) {
                    return value(constituent);
                }
            }
        }
    }
    let indices: Vec<usize> =
        indices.iter().map(|&index| usize::try_from(index).ok()).collect::<Option<_>>()?;
    constant(extract_member(context, operands[0]?, &indices)?)
}

/// Creates the `spirv.Constant` a folder asks for, when `ty` is a scalar,
/// a vector or a SPIR-V array (MLIR's `isBuildableWith`).
pub fn materialize_constant(
    builder: &mut ir_core::ir::Builder<'_>,
    value: Attr,
    ty: Type,
    location: Attr,
) -> Option<Op> {
    let context = builder.context();
    let buildable = match context.type_data(ty) {
        TypeData::Integer { .. } | TypeData::Float(_) | TypeData::Vector { .. } => true,
        _ => ArrayType::from_type(context, ty).is_some(),
    };
    buildable.then(|| ConstantOp::build(builder, location, ty, value).op())
}
