//! Folders of the arith ops, as MLIR 22 folds them: constant operands
//! (scalars, splats, and the elements of dense vectors and tensors) fold
//! to constants, and algebraic identities (`x + 0`, `x * 1`, `select true,
//! a, b`) fold to an operand.
//!
//! Integers are folded up to 128 bits and floats of every kind but `f80`
//! and `f128` (computed in `f32` or `f64`, which round as MLIR's `APFloat`
//! does for these kinds); other widths and kinds do not fold. The folds
//! MLIR makes in place (changing the op) are in `in_place`.

mod casts;
mod compare;
mod float;
mod in_place;
mod integer;

pub use casts::*;
pub use compare::*;
pub use float::*;
pub use in_place::*;
pub use integer::*;

use ir_core::attributes::{sign_extend_bits, truncate_bits, Attr, AttrData, DenseValues};
use ir_core::float::{float_from_f64, float_to_f64, FloatKind};
use ir_core::ir::{Body, Value, ValueDef};
use ir_core::ods::TypedOp;
use ir_core::registry::FoldResult;
use ir_core::rewrite::constant_value;
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use super::*;

/// Operand constants, as folders receive them.
pub(crate) type Constants<'a> = &'a [Option<Attr>];
/// What a folder returns.
pub(crate) type Folded = Option<Vec<FoldResult>>;

/// Folds to the constant `attr`.
pub(crate) fn constant(attr: Attr) -> Folded {
    Some(vec![FoldResult::Attr(attr)])
}

/// Folds to the existing `value`.
pub(crate) fn value(value: Value) -> Folded {
    Some(vec![FoldResult::Value(value)])
}

fn operand(body: &Body, op: impl TypedOp, index: usize) -> Value {
    body.op(op.op()).operand(index)
}

/// The op defining `value`, when it is a `T`.
pub(crate) fn defined_by<T: TypedOp>(context: &Context, body: &Body, value: Value) -> Option<T> {
    match body.value(value).def() {
        ValueDef::Result { op, .. } => T::cast(context, body, op),
        ValueDef::BlockArgument { .. } => None,
    }
}

/// The elements of a constant operand as raw bits: one value for a scalar
/// or a splat, one per element for other dense constants.
pub(crate) struct Elements {
    /// The constant's type (scalar or shaped).
    pub(crate) ty: Type,
    /// Its element type (the type itself for a scalar).
    pub(crate) element: Type,
    /// The raw bits of each element (one for a scalar or a splat).
    pub(crate) values: Vec<u128>,
}

impl Elements {
    /// The bits of element `index`.
    pub(crate) fn get(&self, index: usize) -> u128 {
        self.values[if self.values.len() == 1 { 0 } else { index }]
    }
}

/// The elements of constant `attr` (integers and floats up to 128 bits).
pub(crate) fn elements(context: &Context, attr: Option<Attr>) -> Option<Elements> {
    match context.attr_data(attr?) {
        AttrData::Integer { ty, bits } | AttrData::Float { ty, bits } => {
            Some(Elements { ty: *ty, element: *ty, values: vec![bits.get()] })
        }
        AttrData::DenseElements { ty, values: DenseValues::Bits(values), .. } => Some(Elements {
            ty: *ty,
            element: context.element_type_of(*ty)?,
            values: values.to_vec(),
        }),
        _ => None,
    }
}

/// The constant of type `ty` whose elements have the raw bits `values`:
/// a scalar for a scalar type, else dense elements (a splat when all are
/// equal).
pub(crate) fn elements_attr(context: &Context, ty: Type, mut values: Vec<u128>) -> Attr {
    let element = context.element_type_of(ty);
    if let Some(width) = integer_width(context, element.unwrap_or(ty)) {
        values.iter_mut().for_each(|bits| *bits = truncate_bits(*bits, width));
    }
    if element.is_none() {
        let bits = values[0].into();
        return match context.type_data(ty) {
            TypeData::Float(_) => context.intern_attr(AttrData::Float { ty, bits }),
            _ => context.intern_attr(AttrData::Integer { ty, bits }),
        };
    }
    let splat = values.iter().all(|&bits| bits == values[0]);
    if splat {
        values.truncate(1);
    }
    context.intern_attr(AttrData::DenseElements {
        ty,
        splat,
        values: DenseValues::Bits(values.into_boxed_slice()),
    })
}

/// The elements of two constants of one type, pairwise.
pub(crate) fn paired(lhs: &Elements, rhs: &Elements) -> Option<Vec<(u128, u128)>> {
    let count = lhs.values.len().max(rhs.values.len());
    if lhs.ty != rhs.ty || ![1, count].contains(&lhs.values.len().min(rhs.values.len())) {
        return None;
    }
    Some((0..count).map(|index| (lhs.get(index), rhs.get(index))).collect())
}

/// One integer element (or a scalar, or a splat's value): the element
/// width and the bits.
#[derive(Clone, Copy)]
pub(crate) struct IntConstant {
    /// The element width in bits.
    pub(crate) width: u32,
    /// The bits, zero-extended.
    pub(crate) bits: u128,
}

/// The width of integer type `ty` (64 for `index`), up to 128 bits.
pub(crate) fn integer_width(context: &Context, ty: Type) -> Option<u32> {
    match context.type_data(ty) {
        TypeData::Integer { width, .. } if *width <= 128 => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

/// The value of an integer scalar or splat constant (what MLIR's
/// `m_ConstantInt` matches).
pub(crate) fn int_constant(context: &Context, attr: Option<Attr>) -> Option<IntConstant> {
    let (element, bits) = scalar_or_splat(context, attr?)?;
    Some(IntConstant { width: integer_width(context, element)?, bits })
}

/// The element type and raw bits of an integer or float scalar, or of a
/// splat of them, read in place (no copy of the elements).
fn scalar_or_splat(context: &Context, attr: Attr) -> Option<(Type, u128)> {
    match context.attr_data(attr) {
        AttrData::Integer { ty, bits } | AttrData::Float { ty, bits } => Some((*ty, bits.get())),
        AttrData::DenseElements { ty, values: DenseValues::Bits(values), splat: true, .. } => {
            Some((context.element_type_of(*ty)?, *values.first()?))
        }
        _ => None,
    }
}

/// The integer scalar or splat of type `ty`.
pub(crate) fn int_attr(context: &Context, ty: Type, width: u32, bits: u128) -> Attr {
    elements_attr(context, ty, vec![truncate_bits(bits, width)])
}

/// The value of `constant` read as signed.
pub(crate) fn signed(constant: IntConstant) -> i128 {
    sign_extend_bits(constant.bits, constant.width)
}

/// The bits of `width` ones.
pub(crate) fn all_ones(width: u32) -> u128 {
    truncate_bits(u128::MAX, width)
}

/// Whether `attr` is an integer scalar or splat for which `expected` holds.
pub(crate) fn is_int(
    context: &Context,
    attr: Option<Attr>,
    expected: impl Fn(IntConstant) -> bool,
) -> bool {
    int_constant(context, attr).is_some_and(expected)
}

/// Folds two integer constants of one type element by element with
/// `apply`, into a constant of type `result_type(ty)` and element width
/// `result_width(width)`; `apply` gives each element and whether it
/// folded, and `last_decides` says whether the last element alone decides
/// the fold (MLIR's folders that overwrite their flag for each element)
/// rather than every element.
pub(crate) fn fold_int_elements(
    context: &Context,
    operands: Constants,
    result_type: impl Fn(Type) -> Type,
    result_width: impl Fn(u32) -> u32,
    last_decides: bool,
    mut apply: impl FnMut(IntConstant, IntConstant) -> (u128, bool),
) -> Option<Attr> {
    // Both operands constant, or no fold (before copying either).
    let (Some(&Some(lhs)), Some(&Some(rhs))) = (operands.first(), operands.get(1)) else {
        return None;
    };
    let lhs = elements(context, Some(lhs))?;
    let rhs = elements(context, Some(rhs))?;
    let width = integer_width(context, lhs.element)?;
    let mut folded = true;
    let mut values = Vec::new();
    for (a, b) in paired(&lhs, &rhs)? {
        let (a, b) = (IntConstant { width, bits: a }, IntConstant { width, bits: b });
        let (bits, ok) = apply(a, b);
        folded = if last_decides { ok } else { folded && ok };
        values.push(truncate_bits(bits, result_width(width)));
    }
    folded.then(|| elements_attr(context, result_type(lhs.ty), values))
}

/// Folds two integer constants of one type element by element with
/// `apply`; no fold when an element does not.
pub(crate) fn fold_ints(
    context: &Context,
    operands: Constants,
    apply: impl Fn(IntConstant, IntConstant) -> Option<u128>,
) -> Folded {
    let attr = fold_int_elements(
        context,
        operands,
        |ty| ty,
        |width| width,
        false,
        |a, b| apply(a, b).map_or((0, false), |bits| (bits, true)),
    )?;
    constant(attr)
}

/// Folds two integer constants of one type element by element with
/// `apply`, the last element deciding whether the op folds.
fn fold_ints_last(
    context: &Context,
    operands: Constants,
    apply: impl Fn(IntConstant, IntConstant) -> (u128, bool),
) -> Folded {
    constant(fold_int_elements(context, operands, |ty| ty, |width| width, true, apply)?)
}

/// The zero of integer-like type `ty` (MLIR's `getZeroAttr`); `None` for a
/// tensor of dynamic shape.
pub(crate) fn int_zero(context: &Context, ty: Type) -> Option<Attr> {
    let element = context.element_type_of(ty).unwrap_or(ty);
    let width = integer_width(context, element)?;
    if context.shape_of(ty).is_some_and(|shape| shape.iter().any(|&size| size < 0))
        || matches!(
            context.type_data(ty),
            TypeData::UnrankedTensor { .. } | TypeData::MemRef { .. }
        )
    {
        return None;
    }
    Some(int_attr(context, ty, width, 0))
}

/// The kind of float type `ty`, for the kinds whose values a double holds
/// exactly (all but `f80` and `f128`).
fn float_kind(context: &Context, ty: Type) -> Option<FloatKind> {
    match context.type_data(ty) {
        TypeData::Float(FloatKind::F80 | FloatKind::F128) => None,
        TypeData::Float(kind) => Some(*kind),
        _ => None,
    }
}

/// The value of float bits `bits` of kind `kind`.
fn float_value(kind: FloatKind, bits: u128) -> f64 {
    match kind {
        FloatKind::F32 => f64::from(f32::from_bits(bits as u32)),
        FloatKind::F64 => f64::from_bits(bits as u64),
        _ => float_to_f64(kind, bits),
    }
}

/// The bits of `value` rounded to kind `kind` (to nearest, ties to even).
fn float_bits(kind: FloatKind, value: f64) -> u128 {
    match kind {
        FloatKind::F32 => u128::from((value as f32).to_bits()),
        FloatKind::F64 => u128::from(value.to_bits()),
        _ => float_from_f64(kind, value),
    }
}

/// The value of float scalar or splat constant `attr`.
fn float_constant(context: &Context, attr: Option<Attr>) -> Option<f64> {
    let (element, bits) = scalar_or_splat(context, attr?)?;
    Some(float_value(float_kind(context, element)?, bits))
}

/// The `i1` constant shaped like `operand_type` holding `value`.
fn bool_attr(context: &Context, operand_type: Type, value: bool) -> Attr {
    let ty = super::hooks::i1_same_shape(context, operand_type);
    elements_attr(context, ty, vec![u128::from(value)])
}

/// `arith.constant` folds to its value.
pub fn fold_constant(
    op: ConstantOp,
    _context: &Context,
    body: &Body,
    _operands: Constants,
) -> Folded {
    constant(op.value(body))
}
