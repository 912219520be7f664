//! Folders of the arith ops: constant operands (scalars, and splats of
//! vectors and tensors) fold to constants, and algebraic identities
//! (`x + 0`, `x * 1`, `x & x`, `select true, a, b`) fold to an operand.
//!
//! Integers are folded up to 128 bits, floats of types `f32` and `f64`
//! (whose arithmetic Rust performs with IEEE rounding, as MLIR does);
//! other widths and kinds do not fold.

use ir_core::attributes::{sign_extend_bits, truncate_bits, Attr, AttrData, DenseValues};
use ir_core::float::FloatKind;
use ir_core::ir::{Body, Value};
use ir_core::ods::TypedOp;
use ir_core::registry::FoldResult;
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use super::*;

/// Operand constants, as folders receive them.
type Constants<'a> = &'a [Option<Attr>];
/// What a folder returns.
type Folded = Option<Vec<FoldResult>>;

/// A constant integer scalar or splat: its (shaped or scalar) type, the
/// element width and the bits.
#[derive(Clone, Copy)]
struct IntConstant {
    ty: Type,
    width: u32,
    bits: u128,
}

fn integer_width(context: &Context, ty: Type) -> Option<u32> {
    match context.type_data(ty) {
        TypeData::Integer { width, .. } if *width <= 128 => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

fn int_constant(context: &Context, attr: Option<Attr>) -> Option<IntConstant> {
    match context.attr_data(attr?) {
        AttrData::Integer { ty, bits } => {
            Some(IntConstant { ty: *ty, width: integer_width(context, *ty)?, bits: bits.get() })
        }
        AttrData::DenseElements { ty, splat: true, values: DenseValues::Bits(values) } => {
            let element = context.element_type_of(*ty)?;
            Some(IntConstant {
                ty: *ty,
                width: integer_width(context, element)?,
                bits: *values.first()?,
            })
        }
        _ => None,
    }
}

/// The attribute of an integer (scalar or splat) of type `ty`.
fn int_attr(context: &Context, ty: Type, width: u32, bits: u128) -> Attr {
    let bits = truncate_bits(bits, width);
    match context.element_type_of(ty) {
        Some(_) => context.intern_attr(AttrData::DenseElements {
            ty,
            splat: true,
            values: DenseValues::Bits(Box::new([bits])),
        }),
        None => context.intern_attr(AttrData::Integer { ty, bits: bits.into() }),
    }
}

fn constant(attr: Attr) -> Folded {
    Some(vec![FoldResult::Attr(attr)])
}

fn value(value: Value) -> Folded {
    Some(vec![FoldResult::Value(value)])
}

fn signed(constant: IntConstant) -> i128 {
    sign_extend_bits(constant.bits, constant.width)
}

fn all_ones(width: u32) -> u128 {
    truncate_bits(u128::MAX, width)
}

/// Folds two integer constants of one type with `apply` (given the width).
fn fold_ints(
    context: &Context,
    operands: Constants,
    apply: impl Fn(IntConstant, IntConstant) -> Option<u128>,
) -> Folded {
    let lhs = int_constant(context, operands.first().copied().flatten())?;
    let rhs = int_constant(context, operands.get(1).copied().flatten())?;
    if lhs.ty != rhs.ty {
        return None;
    }
    constant(int_attr(context, lhs.ty, lhs.width, apply(lhs, rhs)?))
}

fn operand(body: &Body, op: impl TypedOp, index: usize) -> Value {
    body.op(op.op()).operand(index)
}

fn is_int(context: &Context, attr: Option<Attr>, expected: impl Fn(IntConstant) -> bool) -> bool {
    int_constant(context, attr).is_some_and(expected)
}

/// `arith.constant` folds to its value.
pub fn fold_constant(
    op: ConstantOp,
    _context: &Context,
    body: &Body,
    _operands: Constants,
) -> Folded {
    constant(*op.value(body))
}

/// `x + 0 = x`; constants add, wrapping.
pub fn fold_addi(op: AddIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(operand(body, op, 0));
    }
    fold_ints(context, operands, |a, b| Some(a.bits.wrapping_add(b.bits)))
}

/// `x - 0 = x`, `x - x = 0` (for integers and splats); constants subtract.
pub fn fold_subi(op: SubIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let (lhs, rhs) = (operand(body, op, 0), operand(body, op, 1));
    if lhs == rhs {
        let ty = body.value_type(lhs);
        let element = context.element_type_of(ty).unwrap_or(ty);
        let static_shape = context.shape_of(ty).is_none_or(|shape| shape.iter().all(|&d| d >= 0));
        if let (Some(width), true) = (integer_width(context, element), static_shape) {
            if !matches!(context.type_data(ty), TypeData::MemRef { .. }) {
                return constant(int_attr(context, ty, width, 0));
            }
        }
    }
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(lhs);
    }
    fold_ints(context, operands, |a, b| Some(a.bits.wrapping_sub(b.bits)))
}

/// `x * 0 = 0`, `x * 1 = x`; constants multiply, wrapping.
pub fn fold_muli(op: MulIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if let Some(zero) = int_constant(context, operands[1]).filter(|c| c.bits == 0) {
        return constant(int_attr(context, zero.ty, zero.width, 0));
    }
    if is_int(context, operands[1], |c| c.bits == 1) {
        return value(operand(body, op, 0));
    }
    fold_ints(context, operands, |a, b| Some(a.bits.wrapping_mul(b.bits)))
}

/// `x << 0 = x`; constants shift when the amount is below the width.
pub fn fold_shli(op: ShLIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(operand(body, op, 0));
    }
    fold_ints(context, operands, |a, b| (b.bits < u128::from(a.width)).then(|| a.bits << b.bits))
}

/// `x >> 0 = x`; constants shift when the amount is below the width.
pub fn fold_shrui(op: ShRUIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(operand(body, op, 0));
    }
    fold_ints(context, operands, |a, b| (b.bits < u128::from(a.width)).then(|| a.bits >> b.bits))
}

/// `x >> 0 = x`; constants shift arithmetically when the amount is below
/// the width.
pub fn fold_shrsi(op: ShRSIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(operand(body, op, 0));
    }
    fold_ints(context, operands, |a, b| {
        (b.bits < u128::from(a.width)).then(|| (signed(a) >> b.bits) as u128)
    })
}

/// `x / 1 = x`; constants divide unless the divisor is 0.
pub fn fold_divui(op: DivUIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 1) {
        return value(operand(body, op, 0));
    }
    fold_ints(context, operands, |a, b| a.bits.checked_div(b.bits))
}

/// `x / 1 = x`; constants divide unless the divisor is 0 or the quotient
/// overflows.
pub fn fold_divsi(op: DivSIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 1) {
        return value(operand(body, op, 0));
    }
    fold_ints(context, operands, |a, b| signed_division(a, b, |x, y| x / y))
}

/// The signed quotient by `divide`, unless `b` is 0 or `a / b` overflows.
fn signed_division(
    a: IntConstant,
    b: IntConstant,
    divide: impl Fn(i128, i128) -> i128,
) -> Option<u128> {
    let (x, y) = (signed(a), signed(b));
    let min = if a.width >= 128 { i128::MIN } else { -(1i128 << (a.width - 1)) };
    if y == 0 || (x == min && y == -1) {
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

/// `x / 1 = x`; constants divide rounding up unless the divisor is 0 or the
/// quotient overflows.
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
        signed_division(a, b, |x, y| {
            let quotient = x / y;
            if x % y != 0 && ((x < 0) == (y < 0)) {
                quotient + 1
            } else {
                quotient
            }
        })
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
    fold_ints(context, operands, |a, b| {
        signed_division(a, b, |x, y| {
            let quotient = x / y;
            if x % y != 0 && ((x < 0) != (y < 0)) {
                quotient - 1
            } else {
                quotient
            }
        })
    })
}

/// `x % 1 = 0`; constants divide unless the divisor is 0.
pub fn fold_remui(_op: RemUIOp, context: &Context, _body: &Body, operands: Constants) -> Folded {
    if let Some(one) = int_constant(context, operands[1]).filter(|c| c.bits == 1) {
        return constant(int_attr(context, one.ty, one.width, 0));
    }
    fold_ints(context, operands, |a, b| a.bits.checked_rem(b.bits))
}

/// `x % 1 = 0`; constants divide unless the divisor is 0.
pub fn fold_remsi(_op: RemSIOp, context: &Context, _body: &Body, operands: Constants) -> Folded {
    if let Some(one) = int_constant(context, operands[1]).filter(|c| c.bits == 1) {
        return constant(int_attr(context, one.ty, one.width, 0));
    }
    fold_ints(context, operands, |a, b| {
        let (x, y) = (signed(a), signed(b));
        (y != 0).then(|| x.wrapping_rem(y) as u128)
    })
}

/// `x & 0 = 0`, `x & ~0 = x`, `x & x = x`; constants and.
pub fn fold_andi(op: AndIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if let Some(zero) = int_constant(context, operands[1]).filter(|c| c.bits == 0) {
        return constant(int_attr(context, zero.ty, zero.width, 0));
    }
    if is_int(context, operands[1], |c| c.bits == all_ones(c.width))
        || operand(body, op, 0) == operand(body, op, 1)
    {
        return value(operand(body, op, 0));
    }
    fold_ints(context, operands, |a, b| Some(a.bits & b.bits))
}

/// `x | 0 = x`, `x | ~0 = ~0`, `x | x = x`; constants or.
pub fn fold_ori(op: OrIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if let Some(ones) = int_constant(context, operands[1]).filter(|c| c.bits == all_ones(c.width)) {
        return constant(int_attr(context, ones.ty, ones.width, ones.bits));
    }
    if is_int(context, operands[1], |c| c.bits == 0) || operand(body, op, 0) == operand(body, op, 1)
    {
        return value(operand(body, op, 0));
    }
    fold_ints(context, operands, |a, b| Some(a.bits | b.bits))
}

/// `x ^ 0 = x`, `x ^ x = 0`; constants xor.
pub fn fold_xori(op: XOrIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_int(context, operands[1], |c| c.bits == 0) {
        return value(operand(body, op, 0));
    }
    let lhs = operand(body, op, 0);
    if lhs == operand(body, op, 1) {
        let ty = body.value_type(lhs);
        let element = context.element_type_of(ty).unwrap_or(ty);
        if let Some(width) = integer_width(context, element) {
            if context.shape_of(ty).is_none_or(|shape| shape.iter().all(|&d| d >= 0)) {
                return constant(int_attr(context, ty, width, 0));
            }
        }
    }
    fold_ints(context, operands, |a, b| Some(a.bits ^ b.bits))
}

/// `max(x, x) = x`; constants compare signed.
pub fn fold_maxsi(op: MaxSIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if operand(body, op, 0) == operand(body, op, 1) {
        return value(operand(body, op, 0));
    }
    fold_ints(context, operands, |a, b| Some(if signed(a) >= signed(b) { a.bits } else { b.bits }))
}

/// `max(x, x) = x`; constants compare unsigned.
pub fn fold_maxui(op: MaxUIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if operand(body, op, 0) == operand(body, op, 1) {
        return value(operand(body, op, 0));
    }
    fold_ints(context, operands, |a, b| Some(a.bits.max(b.bits)))
}

/// `min(x, x) = x`; constants compare signed.
pub fn fold_minsi(op: MinSIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if operand(body, op, 0) == operand(body, op, 1) {
        return value(operand(body, op, 0));
    }
    fold_ints(context, operands, |a, b| Some(if signed(a) <= signed(b) { a.bits } else { b.bits }))
}

/// `min(x, x) = x`; constants compare unsigned.
pub fn fold_minui(op: MinUIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if operand(body, op, 0) == operand(body, op, 1) {
        return value(operand(body, op, 0));
    }
    fold_ints(context, operands, |a, b| Some(a.bits.min(b.bits)))
}

/// A float constant of type `f32` or `f64` (scalar or splat).
#[derive(Clone, Copy)]
struct FloatConstant {
    ty: Type,
    kind: FloatKind,
    value: f64,
}

fn float_constant(context: &Context, attr: Option<Attr>) -> Option<FloatConstant> {
    let (ty, element, bits) = match context.attr_data(attr?) {
        AttrData::Float { ty, bits } => (*ty, *ty, bits.get()),
        AttrData::DenseElements { ty, splat: true, values: DenseValues::Bits(values) } => {
            (*ty, context.element_type_of(*ty)?, *values.first()?)
        }
        _ => return None,
    };
    let TypeData::Float(kind) = context.type_data(element) else { return None };
    let value = match kind {
        FloatKind::F32 => f64::from(f32::from_bits(bits as u32)),
        FloatKind::F64 => f64::from_bits(bits as u64),
        _ => return None,
    };
    Some(FloatConstant { ty, kind: *kind, value })
}

fn float_attr(context: &Context, ty: Type, kind: FloatKind, value: f64) -> Attr {
    let bits = match kind {
        FloatKind::F32 => u128::from((value as f32).to_bits()),
        _ => u128::from(value.to_bits()),
    };
    match context.element_type_of(ty) {
        Some(_) => context.intern_attr(AttrData::DenseElements {
            ty,
            splat: true,
            values: DenseValues::Bits(Box::new([bits])),
        }),
        None => context.intern_attr(AttrData::Float { ty, bits: bits.into() }),
    }
}

/// Folds two float constants of one type: `apply` computes in `f32` for
/// `f32` operands (each step rounded like MLIR's `APFloat`), in `f64`
/// otherwise.
fn fold_floats(
    context: &Context,
    operands: Constants,
    apply32: impl Fn(f32, f32) -> f32,
    apply64: impl Fn(f64, f64) -> f64,
) -> Folded {
    let lhs = float_constant(context, operands.first().copied().flatten())?;
    let rhs = float_constant(context, operands.get(1).copied().flatten())?;
    if lhs.ty != rhs.ty {
        return None;
    }
    let result = match lhs.kind {
        FloatKind::F32 => f64::from(apply32(lhs.value as f32, rhs.value as f32)),
        _ => apply64(lhs.value, rhs.value),
    };
    constant(float_attr(context, lhs.ty, lhs.kind, result))
}

fn is_negative_zero(context: &Context, attr: Option<Attr>) -> bool {
    float_constant(context, attr).is_some_and(|c| c.value == 0.0 && c.value.is_sign_negative())
}

/// `-(constant)`.
pub fn fold_negf(_op: NegFOp, context: &Context, _body: &Body, operands: Constants) -> Folded {
    let operand = float_constant(context, operands[0])?;
    constant(float_attr(context, operand.ty, operand.kind, -operand.value))
}

/// `x + -0.0 = x`; constants add.
pub fn fold_addf(op: AddFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if is_negative_zero(context, operands[1]) {
        return value(operand(body, op, 0));
    }
    fold_floats(context, operands, |a, b| a + b, |a, b| a + b)
}

/// `x - +0.0 = x`; constants subtract.
pub fn fold_subf(op: SubFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if float_constant(context, operands[1])
        .is_some_and(|c| c.value == 0.0 && !c.value.is_sign_negative())
    {
        return value(operand(body, op, 0));
    }
    fold_floats(context, operands, |a, b| a - b, |a, b| a - b)
}

/// `x * 1.0 = x`; constants multiply.
pub fn fold_mulf(op: MulFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if float_constant(context, operands[1]).is_some_and(|c| c.value == 1.0) {
        return value(operand(body, op, 0));
    }
    fold_floats(context, operands, |a, b| a * b, |a, b| a * b)
}

/// `x / 1.0 = x`; constants divide.
pub fn fold_divf(op: DivFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if float_constant(context, operands[1]).is_some_and(|c| c.value == 1.0) {
        return value(operand(body, op, 0));
    }
    fold_floats(context, operands, |a, b| a / b, |a, b| a / b)
}

/// Constants divide with the remainder taking the dividend's sign.
pub fn fold_remf(_op: RemFOp, context: &Context, _body: &Body, operands: Constants) -> Folded {
    fold_floats(context, operands, |a, b| a % b, |a, b| a % b)
}

/// IEEE 754-2019 `maximum`: NaN wins, -0 is below +0.
fn maximum<T: num_like::Float>(a: T, b: T) -> T {
    if a.is_nan() || b.is_nan() {
        return if a.is_nan() { a } else { b };
    }
    if a == b && a.is_zero() {
        return if a.is_sign_negative() { b } else { a };
    }
    if a > b {
        a
    } else {
        b
    }
}

/// IEEE 754-2019 `minimum`: NaN wins, -0 is below +0.
fn minimum<T: num_like::Float>(a: T, b: T) -> T {
    if a.is_nan() || b.is_nan() {
        return if a.is_nan() { a } else { b };
    }
    if a == b && a.is_zero() {
        return if a.is_sign_negative() { a } else { b };
    }
    if a < b {
        a
    } else {
        b
    }
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

/// `maximumf(x, x) = x`; constants compare.
pub fn fold_maximumf(
    op: MaximumFOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    if operand(body, op, 0) == operand(body, op, 1) {
        return value(operand(body, op, 0));
    }
    fold_floats(context, operands, maximum, maximum)
}

/// `maxnumf(x, x) = x`; constants compare (a NaN gives the other).
pub fn fold_maxnumf(op: MaxNumFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if operand(body, op, 0) == operand(body, op, 1) {
        return value(operand(body, op, 0));
    }
    fold_floats(context, operands, f32::max, f64::max)
}

/// `minimumf(x, x) = x`; constants compare.
pub fn fold_minimumf(
    op: MinimumFOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    if operand(body, op, 0) == operand(body, op, 1) {
        return value(operand(body, op, 0));
    }
    fold_floats(context, operands, minimum, minimum)
}

/// `minnumf(x, x) = x`; constants compare (a NaN gives the other).
pub fn fold_minnumf(op: MinNumFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if operand(body, op, 0) == operand(body, op, 1) {
        return value(operand(body, op, 0));
    }
    fold_floats(context, operands, f32::min, f64::min)
}

/// The result type of a cast op, and its element type.
fn result_types(body: &Body, op: impl TypedOp, context: &Context) -> (Type, Type) {
    let ty = body.value_type(body.op(op.op()).results()[0]);
    (ty, context.element_type_of(ty).unwrap_or(ty))
}

fn fold_int_cast(
    op: impl TypedOp,
    context: &Context,
    body: &Body,
    operands: Constants,
    extend: impl Fn(IntConstant) -> u128,
) -> Folded {
    let input = int_constant(context, operands[0])?;
    let (ty, element) = result_types(body, op, context);
    let width = integer_width(context, element)?;
    constant(int_attr(context, ty, width, extend(input)))
}

/// Zero-extends a constant.
pub fn fold_extui(op: ExtUIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_int_cast(op, context, body, operands, |input| input.bits)
}

/// Sign-extends a constant.
pub fn fold_extsi(op: ExtSIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_int_cast(op, context, body, operands, |input| signed(input) as u128)
}

/// Truncates a constant.
pub fn fold_trunci(op: TruncIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_int_cast(op, context, body, operands, |input| input.bits)
}

/// Sign-extends or truncates a constant.
pub fn fold_index_cast(
    op: IndexCastOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    fold_int_cast(op, context, body, operands, |input| signed(input) as u128)
}

/// Zero-extends or truncates a constant.
pub fn fold_index_castui(
    op: IndexCastUIOp,
    context: &Context,
    body: &Body,
    operands: Constants,
) -> Folded {
    fold_int_cast(op, context, body, operands, |input| input.bits)
}

fn float_kind(context: &Context, ty: Type) -> Option<FloatKind> {
    match context.type_data(ty) {
        TypeData::Float(kind @ (FloatKind::F32 | FloatKind::F64)) => Some(*kind),
        _ => None,
    }
}

/// Converts an integer constant to `f32` or `f64` (rounding to nearest).
fn fold_int_to_float(
    op: impl TypedOp,
    context: &Context,
    body: &Body,
    operands: Constants,
    is_signed: bool,
) -> Folded {
    let input = int_constant(context, operands[0])?;
    let (ty, element) = result_types(body, op, context);
    let kind = float_kind(context, element)?;
    let value = match (kind, is_signed) {
        (FloatKind::F32, true) => f64::from(signed(input) as f32),
        (FloatKind::F32, false) => f64::from(input.bits as f32),
        (_, true) => signed(input) as f64,
        (_, false) => input.bits as f64,
    };
    constant(float_attr(context, ty, kind, value))
}

/// Converts an unsigned constant.
pub fn fold_uitofp(op: UIToFPOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_int_to_float(op, context, body, operands, false)
}

/// Converts a signed constant.
pub fn fold_sitofp(op: SIToFPOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_int_to_float(op, context, body, operands, true)
}

/// Converts a float constant toward zero when the integer fits.
fn fold_float_to_int(
    op: impl TypedOp,
    context: &Context,
    body: &Body,
    operands: Constants,
    is_signed: bool,
) -> Folded {
    let input = float_constant(context, operands[0])?;
    let (ty, element) = result_types(body, op, context);
    let width = integer_width(context, element)?;
    if !input.value.is_finite() || width > 64 {
        return None;
    }
    let truncated = input.value.trunc();
    let (low, high) = if is_signed {
        (-(2f64.powi(width as i32 - 1)), 2f64.powi(width as i32 - 1))
    } else {
        (0.0, 2f64.powi(width as i32))
    };
    if truncated < low || truncated >= high {
        return None;
    }
    constant(int_attr(context, ty, width, truncated as i128 as u128))
}

/// Converts a float constant to unsigned.
pub fn fold_fptoui(op: FPToUIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_float_to_int(op, context, body, operands, false)
}

/// Converts a float constant to signed.
pub fn fold_fptosi(op: FPToSIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    fold_float_to_int(op, context, body, operands, true)
}

/// Widens an `f32` constant to `f64` (exact).
pub fn fold_extf(op: ExtFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let input = float_constant(context, operands[0])?;
    let (ty, element) = result_types(body, op, context);
    let kind = float_kind(context, element)?;
    constant(float_attr(context, ty, kind, input.value))
}

/// Narrows an `f64` constant to `f32`, rounding to nearest even, when the
/// result stays finite.
pub fn fold_truncf(op: TruncFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    if op.roundingmode(body).is_some_and(|mode| *mode != RoundingMode::ToNearestEven) {
        return None;
    }
    let input = float_constant(context, operands[0])?;
    let (ty, element) = result_types(body, op, context);
    let kind = float_kind(context, element)?;
    let narrowed = input.value as f32;
    if input.value.is_finite() && !narrowed.is_finite() {
        return None;
    }
    constant(float_attr(context, ty, kind, f64::from(narrowed)))
}

/// Reinterprets the bits of a constant.
pub fn fold_bitcast(op: BitcastOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let (ty, element) = result_types(body, op, context);
    let bits = match context.attr_data(operands[0]?) {
        AttrData::Integer { bits, .. } | AttrData::Float { bits, .. } => bits.get(),
        AttrData::DenseElements { splat: true, values: DenseValues::Bits(values), .. } => {
            *values.first()?
        }
        _ => return None,
    };
    if context.element_type_of(ty).is_some() {
        return constant(context.intern_attr(AttrData::DenseElements {
            ty,
            splat: true,
            values: DenseValues::Bits(Box::new([bits])),
        }));
    }
    match context.type_data(element) {
        TypeData::Float(_) => {
            constant(context.intern_attr(AttrData::Float { ty, bits: bits.into() }))
        }
        _ => constant(int_attr(context, ty, integer_width(context, element)?, bits)),
    }
}

fn bool_attr(context: &Context, operand_type: Type, value: bool) -> Attr {
    let i1 = context.integer_type(1);
    let ty = super::hooks::i1_same_shape(context, operand_type);
    if ty == i1 {
        context.integer_attr(i1, i128::from(value))
    } else {
        int_attr(context, ty, 1, u128::from(value))
    }
}

/// Compares constants; `x == x` and friends fold without them.
pub fn fold_cmpi(op: CmpIOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let predicate = *op.predicate(body);
    let lhs_value = operand(body, op, 0);
    let ty = body.value_type(lhs_value);
    if lhs_value == operand(body, op, 1) {
        let result = matches!(
            predicate,
            CmpIPredicate::Eq
                | CmpIPredicate::Sle
                | CmpIPredicate::Sge
                | CmpIPredicate::Ule
                | CmpIPredicate::Uge
        );
        return constant(bool_attr(context, ty, result));
    }
    let lhs = int_constant(context, operands[0])?;
    let rhs = int_constant(context, operands[1])?;
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
    constant(bool_attr(context, ty, result))
}

/// Compares float constants (`false` and `true` fold without them).
pub fn fold_cmpf(op: CmpFOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let predicate = *op.predicate(body);
    let ty = body.value_type(operand(body, op, 0));
    match predicate {
        CmpFPredicate::AlwaysFalse => return constant(bool_attr(context, ty, false)),
        CmpFPredicate::AlwaysTrue => return constant(bool_attr(context, ty, true)),
        _ => {}
    }
    let lhs = float_constant(context, operands[0])?.value;
    let rhs = float_constant(context, operands[1])?.value;
    let unordered = lhs.is_nan() || rhs.is_nan();
    let result = match predicate {
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
        CmpFPredicate::AlwaysFalse | CmpFPredicate::AlwaysTrue => return None,
    };
    constant(bool_attr(context, ty, result))
}

/// `select c, x, x = x`; a constant condition picks a side; `select c,
/// true, false = c` for `i1`.
pub fn fold_select(op: SelectOp, context: &Context, body: &Body, operands: Constants) -> Folded {
    let (condition, true_value, false_value) =
        (operand(body, op, 0), operand(body, op, 1), operand(body, op, 2));
    if true_value == false_value {
        return value(true_value);
    }
    if let Some(condition_constant) = int_constant(context, operands[0]) {
        if context.element_type_of(condition_constant.ty).is_none()
            || matches!(context.attr_data(operands[0]?), AttrData::DenseElements { .. })
        {
            return value(if condition_constant.bits & 1 == 1 { true_value } else { false_value });
        }
    }
    let result_type = body.value_type(op.result(body));
    if result_type == context.integer_type(1)
        && is_int(context, operands[1], |c| c.bits == 1)
        && is_int(context, operands[2], |c| c.bits == 0)
    {
        return value(condition);
    }
    None
}

/// Two constants of one type, with a result per op result.
fn fold_ints_pair(
    context: &Context,
    operands: Constants,
    second_width: impl Fn(u32) -> u32,
    apply: impl Fn(IntConstant, IntConstant) -> Option<(u128, u128)>,
    second_type: impl Fn(Type) -> Type,
) -> Folded {
    let lhs = int_constant(context, operands.first().copied().flatten())?;
    let rhs = int_constant(context, operands.get(1).copied().flatten())?;
    if lhs.ty != rhs.ty || lhs.width > 64 {
        return None;
    }
    let (first, second) = apply(lhs, rhs)?;
    let second_ty = second_type(lhs.ty);
    Some(vec![
        FoldResult::Attr(int_attr(context, lhs.ty, lhs.width, first)),
        FoldResult::Attr(int_attr(context, second_ty, second_width(lhs.width), second)),
    ])
}

/// Adds constants: the wrapped sum and whether it carried out.
pub fn fold_addui_extended(
    _op: AddUIExtendedOp,
    context: &Context,
    _body: &Body,
    operands: Constants,
) -> Folded {
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

/// Multiplies signed constants: the low and high halves of the product.
pub fn fold_mulsi_extended(
    _op: MulSIExtendedOp,
    context: &Context,
    _body: &Body,
    operands: Constants,
) -> Folded {
    fold_ints_pair(
        context,
        operands,
        |width| width,
        |a, b| {
            let product = signed(a) * signed(b);
            Some((product as u128, (product >> a.width) as u128))
        },
        |ty| ty,
    )
}

/// Multiplies unsigned constants: the low and high halves of the product.
pub fn fold_mului_extended(
    _op: MulUIExtendedOp,
    context: &Context,
    _body: &Body,
    operands: Constants,
) -> Folded {
    fold_ints_pair(
        context,
        operands,
        |width| width,
        |a, b| {
            let product = a.bits * b.bits;
            Some((product, product >> a.width))
        },
        |ty| ty,
    )
}
