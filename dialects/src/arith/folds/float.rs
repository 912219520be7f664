//! Float arithmetic folds: identities that give an operand, and constants
//! folded with `APFloat`'s rounding and NaN results.

use super::*;

/// Folds two float constants of one type element by element: `apply32`
/// computes `f32` elements in `f32`, `apply64` the others in `f64`
/// (rounding the result to the kind gives the correctly rounded result
/// for the kinds narrower than `f32`, as `APFloat` computes).
fn fold_floats(
    context: &Context,
    operands: Constants,
    apply32: impl Fn(f32, f32) -> f32,
    apply64: impl Fn(f64, f64) -> f64,
) -> Folded {
    // Both operands constant, or no fold (before copying either).
    let (Some(&Some(lhs)), Some(&Some(rhs))) = (operands.first(), operands.get(1)) else {
        return None;
    };
    let lhs = elements(context, Some(lhs))?;
    let rhs = elements(context, Some(rhs))?;
    let kind = float_kind(context, lhs.element)?;
    let values = paired(&lhs, &rhs)?
        .into_iter()
        .map(|(a, b)| {
            let (a, b) = (float_value(kind, a), float_value(kind, b));
            let result = match kind {
                FloatKind::F32 => f64::from(apply32(a as f32, b as f32)),
                _ => apply64(a, b),
            };
            float_bits(kind, result)
        })
        .collect();
    constant(elements_attr(context, lhs.ty, values))
}

/// Folds two float constants of one type with an IEEE arithmetic op, whose
/// NaN results follow `APFloat`: a NaN operand (the left one first) gives
/// itself, made quiet; otherwise a NaN is the positive default NaN (the
/// host's arithmetic may give another).
fn fold_float_arithmetic(
    context: &Context,
    operands: Constants,
    apply32: impl Fn(f32, f32) -> f32,
    apply64: impl Fn(f64, f64) -> f64,
) -> Folded {
    let nan_of = |a: f64, b: f64| {
        let quiet = |value: f64| f64::from_bits(value.to_bits() | 1 << 51);
        if a.is_nan() {
            quiet(a)
        } else if b.is_nan() {
            quiet(b)
        } else {
            f64::NAN
        }
    };
    fold_floats(
        context,
        operands,
        |a, b| match apply32(a, b) {
            result if result.is_nan() => nan_of(f64::from(a), f64::from(b)) as f32,
            result => result,
        },
        |a, b| match apply64(a, b) {
            result if result.is_nan() => nan_of(a, b),
            result => result,
        },
    )
}

/// Whether operand constant `attr` is a float (scalar or splat) for which
/// `test` holds.
fn is_float(context: &Context, attr: Option<Attr>, test: impl Fn(f64) -> bool) -> bool {
    float_constant(context, attr).is_some_and(test)
}

/// `-(-x) = x`; `-(constant)`.
pub fn fold_negf(op: NegFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if let Some(inner) = defined_by::<NegFOp>(context, body, op.operand(body)) {
        return value(inner.operand(body));
    }
    let input = elements(context, operands[0])?;
    let kind = float_kind(context, input.element)?;
    let values =
        input.values.iter().map(|&bits| float_bits(kind, -float_value(kind, bits))).collect();
    constant(elements_attr(context, input.ty, values))
}

/// `x + -0.0 = x`; constants add.
pub fn fold_addf(op: AddFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_float(context, operands[1], |v| v == 0.0 && v.is_sign_negative()) {
        return value(operand(body, op, 0));
    }
    fold_float_arithmetic(context, operands, |a, b| a + b, |a, b| a + b)
}

/// `x - +0.0 = x`; constants subtract.
pub fn fold_subf(op: SubFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_float(context, operands[1], |v| v == 0.0 && !v.is_sign_negative()) {
        return value(operand(body, op, 0));
    }
    fold_float_arithmetic(context, operands, |a, b| a - b, |a, b| a - b)
}

/// `x * 1.0 = x`, `x * 0.0 = 0.0` (the zero operand) when the flags
/// promise no NaN and no signed zeros; constants multiply.
pub fn fold_mulf(op: MulFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_float(context, operands[1], |v| v == 1.0) {
        return value(op.lhs(body));
    }
    if op.fastmath(body).contains(FastMathFlags::NNAN | FastMathFlags::NSZ)
        && is_float(context, operands[1], |v| v == 0.0)
    {
        return value(op.rhs(body));
    }
    fold_float_arithmetic(context, operands, |a, b| a * b, |a, b| a * b)
}

/// `x / 1.0 = x`; constants divide.
pub fn fold_divf(op: DivFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_float(context, operands[1], |v| v == 1.0) {
        return value(operand(body, op, 0));
    }
    fold_float_arithmetic(context, operands, |a, b| a / b, |a, b| a / b)
}

/// Constants divide with the remainder taking the dividend's sign.
pub fn fold_remf(_op: RemFOp, context: &Context, _body: &Body, operands: Constants) -> Folded {
    fold_float_arithmetic(context, operands, |a, b| a % b, |a, b| a % b)
}

/// LLVM's `maximum`: NaN wins, -0 is below +0.
fn maximum<T: num_like::Float>(a: T, b: T) -> T {
    if a.is_nan() || b.is_nan() {
        return if a.is_nan() { a } else { b };
    }
    if a.is_zero() && b.is_zero() && a.is_sign_negative() != b.is_sign_negative() {
        return if a.is_sign_negative() { b } else { a };
    }
    if a < b {
        b
    } else {
        a
    }
}

/// LLVM's `minimum`: NaN wins, -0 is below +0.
fn minimum<T: num_like::Float>(a: T, b: T) -> T {
    if a.is_nan() || b.is_nan() {
        return if a.is_nan() { a } else { b };
    }
    if a.is_zero() && b.is_zero() && a.is_sign_negative() != b.is_sign_negative() {
        return if a.is_sign_negative() { a } else { b };
    }
    if b < a {
        b
    } else {
        a
    }
}

/// LLVM's `maxnum`: a NaN gives the other operand, -0 is below +0.
fn maxnum<T: num_like::Float>(a: T, b: T) -> T {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    maximum(a, b)
}

/// LLVM's `minnum`: a NaN gives the other operand, -0 is below +0.
fn minnum<T: num_like::Float>(a: T, b: T) -> T {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    minimum(a, b)
}

mod num_like {
    /// What the min and max folders need of `f32` and `f64`.
    pub trait Float: Copy + PartialOrd {
        fn is_nan(self) -> bool;
        fn is_zero(self) -> bool;
        fn is_sign_negative(self) -> bool;
    }
    impl Float for f32 {
        fn is_nan(self) -> bool {
            f32::is_nan(self)
        }
        fn is_zero(self) -> bool {
            self == 0.0
        }
        fn is_sign_negative(self) -> bool {
            f32::is_sign_negative(self)
        }
    }
    impl Float for f64 {
        fn is_nan(self) -> bool {
            f64::is_nan(self)
        }
        fn is_zero(self) -> bool {
            self == 0.0
        }
        fn is_sign_negative(self) -> bool {
            f64::is_sign_negative(self)
        }
    }
}

/// The float min/max folds: `op(x, x) = x`; a right constant for which
/// `identity` holds gives `x`; constants fold with the op.
fn fold_float_min_max(
    op: impl TypedOp,
    context: &Context,
    body: &Body,
    operands: Constants,
    identity: impl Fn(f64) -> bool,
    apply32: impl Fn(f32, f32) -> f32,
    apply64: impl Fn(f64, f64) -> f64,
) -> Folded {
    let (lhs, rhs) = (operand(body, op, 0), operand(body, op, 1));
    if lhs == rhs {
        return value(rhs);
    }
    if is_float(context, operands[1], identity) {
        return value(lhs);
    }
    fold_floats(context, operands, apply32, apply64)
}

/// `maximumf(x, x) = x`, `maximumf(x, -inf) = x`; constants compare.
pub fn fold_maximumf(
    op: MaximumFOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    let negative_infinity = |v: f64| v == f64::NEG_INFINITY;
    fold_float_min_max(op, context, body, operands, negative_infinity, maximum, maximum)
}

/// `maxnumf(x, x) = x`, `maxnumf(x, NaN) = x`; constants compare (a NaN
/// gives the other).
pub fn fold_maxnumf(op: MaxNumFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_float_min_max(op, context, body, operands, f64::is_nan, maxnum, maxnum)
}

/// `minimumf(x, x) = x`, `minimumf(x, +inf) = x`; constants compare.
pub fn fold_minimumf(
    op: MinimumFOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    let infinity = |v: f64| v == f64::INFINITY;
    fold_float_min_max(op, context, body, operands, infinity, minimum, minimum)
}

/// `minnumf(x, x) = x`, `minnumf(x, NaN) = x`; constants compare (a NaN
/// gives the other).
pub fn fold_minnumf(op: MinNumFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_float_min_max(op, context, body, operands, f64::is_nan, minnum, minnum)
}
