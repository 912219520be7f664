//! Integer arithmetic and logic folds: identities that give an operand,
//! and constants folded element by element.

use super::*;

/// `x + 0 = x`, `(a - b) + b = a`, `b + (a - b) = a`; constants add,
/// wrapping.
pub fn fold_addi(op: AddIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let (lhs, rhs) = (op.lhs(body), op.rhs(body));
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(lhs);
    }
    if let Some(sub) = defined_by::<SubIOp>(context, body, lhs) {
        if sub.rhs(body) == rhs {
            return value(sub.lhs(body));
        }
    }
    if let Some(sub) = defined_by::<SubIOp>(context, body, rhs) {
        if sub.rhs(body) == lhs {
            return value(sub.lhs(body));
        }
    }
    fold_ints(context, operands, |a, b| Some(a.bits.wrapping_add(b.bits)))
}

/// `x - x = 0` (not for dynamic shapes), `x - 0 = x`, `(a + b) - b = a`,
/// `(a + b) - a = b`; constants subtract.
pub fn fold_subi(op: SubIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let (lhs, rhs) = (op.lhs(body), op.rhs(body));
    if lhs == rhs {
        if let Some(zero) = int_zero(context, body.value_type(lhs)) {
            return constant(zero);
        }
    }
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(lhs);
    }
    if let Some(add) = defined_by::<AddIOp>(context, body, lhs) {
        if rhs == add.rhs(body) {
            return value(add.lhs(body));
        }
        if rhs == add.lhs(body) {
            return value(add.rhs(body));
        }
    }
    fold_ints(context, operands, |a, b| Some(a.bits.wrapping_sub(b.bits)))
}

/// `x * 0 = 0` (the zero operand itself), `x * 1 = x`; constants multiply,
/// wrapping.
pub fn fold_muli(op: MulIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(op.rhs(body));
    }
    if is_int(context, operands[1], |c| c.bits == 1) {
        return value(op.lhs(body));
    }
    fold_ints(context, operands, |a, b| Some(a.bits.wrapping_mul(b.bits)))
}

/// `x << 0 = x`; constants shift when the amount is below the width.
pub fn fold_shli(op: ShLIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(operand(body, op, 0));
    }
    // Like MLIR's, the fold reads only the last element's amount; an
    // element shifted by the width or more is zero.
    fold_ints_last(context, operands, |a, b| match shift_amount(b) {
        Some(amount) => (a.bits << amount, true),
        None => (0, false),
    })
}

/// `x >> 0 = x`; constants shift when the amount is below the width.
pub fn fold_shrui(op: ShRUIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(operand(body, op, 0));
    }
    // Like MLIR's, the fold reads only the last element's amount.
    fold_ints_last(context, operands, |a, b| match shift_amount(b) {
        Some(amount) => (a.bits >> amount, true),
        None => (0, false),
    })
}

/// `x >> 0 = x`; constants shift arithmetically when the amount is below
/// the width.
pub fn fold_shrsi(op: ShRSIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(operand(body, op, 0));
    }
    // Like MLIR's, the fold reads only the last element's amount; an
    // element shifted by the width or more is all sign bits.
    fold_ints_last(context, operands, |a, b| match shift_amount(b) {
        Some(amount) => ((signed(a) >> amount) as u128, true),
        None => ((signed(a) >> 127) as u128, false),
    })
}

/// The shift amount `b`, when it is below the width.
pub(crate) fn shift_amount(b: IntConstant) -> Option<u32> {
    (b.bits < u128::from(b.width)).then_some(b.bits as u32)
}

/// `(a * b) / b = a` (and `(b * a) / b`) when the multiplication carries
/// all of `flags`.
fn divide_product(
    context: &Context,
    body: &Body,
    lhs: Value,
    rhs: Value,
    flags: IntegerOverflowFlags,
) -> Folded {
    let product = defined_by::<MulIOp>(context, body, lhs)?;
    if !product.overflow_flags(body).contains(flags) {
        return None;
    }
    if product.lhs(body) == rhs {
        return value(product.rhs(body));
    }
    if product.rhs(body) == rhs {
        return value(product.lhs(body));
    }
    None
}

/// `x / 1 = x`, `(a * b) / b = a` with `nuw`; constants divide unless the
/// divisor is 0.
pub fn fold_divui(op: DivUIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 1) {
        return value(op.lhs(body));
    }
    if let Some(folded) =
        divide_product(context, body, op.lhs(body), op.rhs(body), IntegerOverflowFlags::NUW)
    {
        return Some(folded);
    }
    fold_ints(context, operands, |a, b| a.bits.checked_div(b.bits))
}

/// `x / 1 = x`, `(a * b) / b = a` with `nsw`; constants divide unless the
/// divisor is 0 or the quotient overflows.
pub fn fold_divsi(op: DivSIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 1) {
        return value(op.lhs(body));
    }
    if let Some(folded) =
        divide_product(context, body, op.lhs(body), op.rhs(body), IntegerOverflowFlags::NSW)
    {
        return Some(folded);
    }
    fold_ints(context, operands, |a, b| signed_division(a, b, |x, y| x / y))
}

/// The smallest signed value of `width` bits.
pub(crate) fn signed_min(width: u32) -> i128 {
    if width >= 128 {
        i128::MIN
    } else {
        -(1i128 << (width - 1))
    }
}

/// The signed quotient by `divide`, unless `b` is 0 or `a / b` overflows.
fn signed_division(
    a: IntConstant,
    b: IntConstant,
    divide: impl Fn(i128, i128) -> i128,
) -> Option<u128> {
    let (x, y) = (signed(a), signed(b));
    if y == 0 || (x == signed_min(a.width) && y == -1) {
        return None;
    }
    Some(divide(x, y) as u128)
}

/// `x / 1 = x`; constants divide rounding up unless the divisor is 0.
pub fn fold_ceildivui(
    op: CeilDivUIOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 1) {
        return value(operand(body, op, 0));
    }
    fold_ints(context, operands, |a, b| {
        let quotient = a.bits.checked_div(b.bits)?;
        Some(if a.bits % b.bits != 0 { quotient + 1 } else { quotient })
    })
}

/// `x / 1 = x`; constants divide rounding up unless the divisor is 0 or a
/// step of MLIR's computation overflows (it negates the negative
/// operands, so the smallest value never folds).
pub fn fold_ceildivsi(
    op: CeilDivSIOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 1) {
        return value(operand(body, op, 0));
    }
    fold_ints(context, operands, |a, b| {
        let (x, y) = (signed(a), signed(b));
        if y == 0 {
            return None;
        }
        if x == 0 {
            return Some(0);
        }
        let min = signed_min(a.width);
        if (x <= 0 && x == min) || (y <= 0 && y == min) {
            return None;
        }
        let quotient = x / y;
        Some((if x % y != 0 && ((x < 0) == (y < 0)) { quotient + 1 } else { quotient }) as u128)
    })
}

/// `x / 1 = x`; constants divide rounding down unless the divisor is 0 or
/// the quotient overflows.
pub fn fold_floordivsi(
    op: FloorDivSIOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 1) {
        return value(operand(body, op, 0));
    }
    // Like MLIR's, the fold reads only the last element's status: a zero
    // divisor or an overflow elsewhere gives the dividend or the wrapped
    // quotient.
    fold_ints_last(context, operands, |a, b| {
        let (x, y) = (signed(a), signed(b));
        if y == 0 {
            return (a.bits, false);
        }
        if x == signed_min(a.width) && y == -1 {
            return (a.bits, false);
        }
        let quotient = x / y;
        let floor = if x % y != 0 && ((x < 0) != (y < 0)) { quotient - 1 } else { quotient };
        (floor as u128, true)
    })
}

/// `x % 1 = 0`; constants divide unless the divisor is 0.
pub fn fold_remui(op: RemUIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 1) {
        return constant(int_zero(context, body.value_type(op.result(body)))?);
    }
    fold_ints(context, operands, |a, b| a.bits.checked_rem(b.bits))
}

/// `x % 1 = 0`; constants divide unless the divisor is 0.
pub fn fold_remsi(op: RemSIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 1) {
        return constant(int_zero(context, body.value_type(op.result(body)))?);
    }
    fold_ints(context, operands, |a, b| {
        let (x, y) = (signed(a), signed(b));
        (y != 0).then(|| x.wrapping_rem(y) as u128)
    })
}

/// Whether `value` is `xori(x, c)` with `c` all ones (a scalar or splat
/// constant); the constant operand.
fn not_of(context: &Context, body: &Body, value: Value, x: Value) -> Option<Value> {
    let not = defined_by::<XOrIOp>(context, body, value)?;
    if not.lhs(body) != x {
        return None;
    }
    let ones = constant_value(context, body, not.rhs(body));
    is_int(context, ones, |c| c.bits == all_ones(c.width)).then(|| not.rhs(body))
}

/// `x & 0 = 0` (the zero operand), `x & ~0 = x`, `x & ~x = 0`, `a & (a &
/// b) = a & b`; constants and. (`x & x = x` is the trait's fold.)
pub fn fold_andi(op: AndIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let (lhs, rhs) = (op.lhs(body), op.rhs(body));
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(rhs);
    }
    if is_int(context, operands[1], |c| c.bits == all_ones(c.width)) {
        return value(lhs);
    }
    if not_of(context, body, rhs, lhs).is_some() || not_of(context, body, lhs, rhs).is_some() {
        if let Some(zero) = int_zero(context, body.value_type(op.result(body))) {
            return constant(zero);
        }
    }
    for (inner, other) in [(lhs, rhs), (rhs, lhs)] {
        if let Some(previous) = defined_by::<AndIOp>(context, body, inner) {
            if other == previous.lhs(body) || other == previous.rhs(body) {
                return value(previous.result(body));
            }
        }
    }
    fold_ints(context, operands, |a, b| Some(a.bits & b.bits))
}

/// `x | 0 = x`, `x | ~0 = ~0`, `x | ~x = ~0` (the xor's constant); constants
/// or. (`x | x = x` is the trait's fold.)
pub fn fold_ori(op: OrIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let (lhs, rhs) = (op.lhs(body), op.rhs(body));
    if let Some(c) = int_constant(context, operands[1]) {
        if c.bits == 0 {
            return value(lhs);
        }
        if c.bits == all_ones(c.width) {
            return constant(operands[1]?);
        }
    }
    if let Some(ones) = not_of(context, body, rhs, lhs).or_else(|| not_of(context, body, lhs, rhs))
    {
        return value(ones);
    }
    fold_ints(context, operands, |a, b| Some(a.bits | b.bits))
}

/// `x ^ 0 = x`, `x ^ x = 0`, `(x ^ a) ^ a = x` (any operand order);
/// constants xor.
pub fn fold_xori(op: XOrIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let (lhs, rhs) = (op.lhs(body), op.rhs(body));
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(lhs);
    }
    if lhs == rhs {
        if let Some(zero) = int_zero(context, body.value_type(op.result(body))) {
            return constant(zero);
        }
    }
    for (inner, other) in [(lhs, rhs), (rhs, lhs)] {
        if let Some(previous) = defined_by::<XOrIOp>(context, body, inner) {
            if previous.rhs(body) == other {
                return value(previous.lhs(body));
            }
            if previous.lhs(body) == other {
                return value(previous.rhs(body));
            }
        }
    }
    fold_ints(context, operands, |a, b| Some(a.bits ^ b.bits))
}

/// The min/max folds: `op(x, x) = x`; a right constant equal to `absorbing`
/// gives itself, one equal to `identity` gives `x`; constants fold with
/// `pick`.
fn fold_min_max(
    op: impl TypedOp,
    context: &Context,
    body: &Body,
    operands: Constants,
    absorbing: impl Fn(IntConstant) -> u128,
    identity: impl Fn(IntConstant) -> u128,
    pick: impl Fn(IntConstant, IntConstant) -> u128,
) -> Folded {
    let (lhs, rhs) = (operand(body, op, 0), operand(body, op, 1));
    if lhs == rhs {
        return value(rhs);
    }
    if let Some(c) = int_constant(context, operands[1]) {
        if c.bits == absorbing(c) {
            return value(rhs);
        }
        if c.bits == identity(c) {
            return value(lhs);
        }
    }
    fold_ints(context, operands, |a, b| Some(pick(a, b)))
}

fn signed_max_bits(c: IntConstant) -> u128 {
    all_ones(c.width) >> 1
}

fn signed_min_bits(c: IntConstant) -> u128 {
    truncate_bits(signed_min(c.width) as u128, c.width)
}

/// `max(x, x) = x`, `max(x, MAX) = MAX`, `max(x, MIN) = x`; constants
/// compare signed.
pub fn fold_maxsi(op: MaxSIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_min_max(op, context, body, operands, signed_max_bits, signed_min_bits, |a, b| {
        if signed(a) >= signed(b) {
            a.bits
        } else {
            b.bits
        }
    })
}

/// `max(x, x) = x`, `max(x, MAX) = MAX`, `max(x, 0) = x`; constants compare
/// unsigned.
pub fn fold_maxui(op: MaxUIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_min_max(
        op,
        context,
        body,
        operands,
        |c| all_ones(c.width),
        |_| 0,
        |a, b| a.bits.max(b.bits),
    )
}

/// `min(x, x) = x`, `min(x, MIN) = MIN`, `min(x, MAX) = x`; constants
/// compare signed.
pub fn fold_minsi(op: MinSIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_min_max(op, context, body, operands, signed_min_bits, signed_max_bits, |a, b| {
        if signed(a) <= signed(b) {
            a.bits
        } else {
            b.bits
        }
    })
}

/// `min(x, x) = x`, `min(x, 0) = 0`, `min(x, MAX) = x`; constants compare
/// unsigned.
pub fn fold_minui(op: MinUIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_min_max(
        op,
        context,
        body,
        operands,
        |_| 0,
        |c| all_ones(c.width),
        |a, b| a.bits.min(b.bits),
    )
}

/// The low and high halves (each `width` bits, up to 128) of the product
/// of unsigned `a` and `b`.
fn multiply_wide(a: u128, b: u128, width: u32) -> (u128, u128) {
    let (a_low, a_high) = (a as u64 as u128, a >> 64);
    let (b_low, b_high) = (b as u64 as u128, b >> 64);
    // The 256-bit product as four 64-bit limbs.
    let mut limbs = [0u128; 4];
    for (i, x) in [a_low, a_high].into_iter().enumerate() {
        for (j, y) in [b_low, b_high].into_iter().enumerate() {
            let product = x * y;
            limbs[i + j] += product as u64 as u128;
            limbs[i + j + 1] += product >> 64;
        }
    }
    for i in 0..3 {
        limbs[i + 1] += limbs[i] >> 64;
        limbs[i] &= u128::from(u64::MAX);
    }
    let product_low = limbs[0] | limbs[1] << 64;
    let product_high = limbs[2] | limbs[3] << 64;
    let high = if width >= 128 {
        product_high
    } else {
        product_low >> width | product_high << (128 - width)
    };
    (truncate_bits(product_low, width), truncate_bits(high, width))
}

/// Two constants of one type, with a result per op result.
fn fold_ints_pair(
    context: &Context,
    operands: Constants,
    second_width: impl Fn(u32) -> u32,
    apply: impl Fn(IntConstant, IntConstant) -> Option<(u128, u128)>,
    second_type: impl Fn(Type) -> Type,
) -> Folded {
    let first = fold_int_elements(
        context,
        operands,
        |ty| ty,
        |width| width,
        false,
        |a, b| apply(a, b).map_or((0, false), |(first, _)| (first, true)),
    )?;
    let second = fold_int_elements(context, operands, second_type, second_width, false, |a, b| {
        apply(a, b).map_or((0, false), |(_, second)| (second, true))
    })?;
    Some(vec![FoldResult::Attr(first), FoldResult::Attr(second)])
}

/// `x + 0 = [x, false]`; adds constants: the wrapped sum and whether it
/// carried out.
pub fn fold_addui_extended(
    op: AddUIExtendedOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 0) {
        let no_carry = int_zero(context, body.value_type(op.overflow(body)))?;
        return Some(vec![FoldResult::Value(op.lhs(body)), FoldResult::Attr(no_carry)]);
    }
    fold_ints_pair(
        context,
        operands,
        |_| 1,
        |a, b| {
            let sum = truncate_bits(a.bits.wrapping_add(b.bits), a.width);
            Some((sum, u128::from(sum < a.bits)))
        },
        |ty| super::hooks::i1_same_shape(context, ty),
    )
}

/// `x * 0 = [0, 0]`; multiplies signed constants: the low and high halves
/// of the product.
pub fn fold_mulsi_extended(
    _op: MulSIExtendedOp,
    context: &Context,
    _body: &Body,
    operands: Constants,
) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 0) {
        return Some(vec![FoldResult::Attr(operands[1]?); 2]);
    }
    fold_ints_pair(
        context,
        operands,
        |width| width,
        |a, b| {
            let (low, high) = multiply_wide(a.bits, b.bits, a.width);
            // The signed high half corrects the unsigned one for negative
            // operands (MLIR's `mulhs`).
            let correction =
                |x: IntConstant, y: IntConstant| if signed(x) < 0 { y.bits } else { 0 };
            let high = high.wrapping_sub(correction(a, b)).wrapping_sub(correction(b, a));
            Some((low, truncate_bits(high, a.width)))
        },
        |ty| ty,
    )
}

/// `x * 0 = [0, 0]`, `x * 1 = [x, 0]`; multiplies unsigned constants: the
/// low and high halves of the product.
pub fn fold_mului_extended(
    op: MulUIExtendedOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 0) {
        return Some(vec![FoldResult::Attr(operands[1]?); 2]);
    }
    if is_int(context, operands[1], |c| c.bits == 1) {
        let zero = int_zero(context, body.value_type(op.lhs(body)))?;
        return Some(vec![FoldResult::Value(op.lhs(body)), FoldResult::Attr(zero)]);
    }
    fold_ints_pair(
        context,
        operands,
        |width| width,
        |a, b| Some(multiply_wide(a.bits, b.bits, a.width)),
        |ty| ty,
    )
}
