//! `arith` to SPIR-V, as MLIR 22 lowers it: each arith op to its SPIR-V
//! counterpart, with the expansion MLIR picks for the target (extensions
//! of emulated narrow integers as shifts and masks, `remsi` through the
//! GLSL or OpenCL absolute value, NaN-aware min/max and compares), and
//! constants converted to the types the target supports.
//!
//! Patterns are added in MLIR's order; among patterns of equal benefit the
//! driver tries the last added first, so where a target allows both the
//! GLSL and the OpenCL form, the OpenCL one wins, as in MLIR.

use ir_core::attributes::{Attr, AttrData, DenseValues};
use ir_core::float::{float_from_f64, float_to_f64, FloatKind};
use ir_core::ir::{Body, Op, OperationState, Value};
use ir_core::ods::PropertyValue;
use ir_core::types::{Type, TypeData};
use ir_core::Context;
use ir_transforms::conversion::{
    Adaptor, ConversionPattern, ConversionPatterns, ConversionRewriter, MatchFailure,
    OpConversionPattern, TypeConverter,
};

use dialects::arith;
use dialects::spirv::{self, Extension, FPRoundingMode};
use ir_core::ir_macros::conversion_rules;

use crate::spirv_target::{SpirvTarget, SpirvTypeOptions};

type Outcome = Result<(), MatchFailure>;

fn fail(reason: &str) -> Outcome {
    Err(MatchFailure::new(reason))
}

// ---- helpers ---------------------------------------------------------------

/// Creates the op `name` with `operands`, one result of type `result` and
/// `attributes` (inherent ones become properties), at the insertion point.
fn create(
    rewriter: &mut ConversionRewriter<'_>,
    name: &'static str,
    location: Attr,
    operands: &[Value],
    result: Option<Type>,
    attributes: &[(&str, Attr)],
) -> Op {
    let context = rewriter.context();
    let mut state = OperationState::new(rewriter.op_name(name), location);
    state.operands.extend_from_slice(operands);
    state.result_types.extend(result);
    state.attributes =
        attributes.iter().map(|&(key, value)| (context.string_attr(key), value)).collect();
    rewriter.create(state)
}

/// [`create`] for an op with one result, returning it.
fn create_value(
    rewriter: &mut ConversionRewriter<'_>,
    name: &'static str,
    location: Attr,
    operands: &[Value],
    result: Type,
) -> Value {
    let op = create(rewriter, name, location, operands, Some(result), &[]);
    rewriter.body().op(op).result(0)
}

/// `spirv.Constant value : ty`.
fn constant(rewriter: &mut ConversionRewriter<'_>, location: Attr, ty: Type, value: Attr) -> Value {
    rewriter.build(|builder| {
        spirv::ConstantOp::build(builder, location, ty, value).constant(builder.body())
    })
}

/// The element type of a vector, or the type itself.
fn element_of(context: &Context, ty: Type) -> Type {
    match context.type_data(ty) {
        TypeData::Vector { element, .. } => *element,
        _ => ty,
    }
}

/// `ty` with its element type replaced by `element` (a vector keeps its
/// shape).
fn with_element(context: &Context, ty: Type, element: Type) -> Type {
    match context.type_data(ty) {
        TypeData::Vector { shape, scalable, .. } => context.intern_type(TypeData::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element,
        }),
        _ => element,
    }
}

fn is_bool(context: &Context, ty: Type) -> bool {
    matches!(context.type_data(element_of(context, ty)), TypeData::Integer { width: 1, .. })
}

fn bit_width(context: &Context, ty: Type) -> u32 {
    match context.type_data(element_of(context, ty)) {
        TypeData::Integer { width, .. } => *width,
        TypeData::Float(kind) => kind.bit_width(),
        TypeData::Index => 64,
        _ => 0,
    }
}

/// A splat dense attribute of `ty` (a vector) holding `bits`.
fn splat(context: &Context, ty: Type, bits: u128) -> Attr {
    context.intern_attr(AttrData::DenseElements {
        ty,
        splat: true,
        values: DenseValues::Bits(Box::new([bits])),
    })
}

/// The attribute of a scalar of type `element` with `bits`.
fn scalar_attr(context: &Context, element: Type, bits: u128) -> Attr {
    match context.type_data(element) {
        TypeData::Float(_) => {
            context.intern_attr(AttrData::Float { ty: element, bits: bits.into() })
        }
        _ => context.integer_attr(element, bits as i128),
    }
}

/// A constant of `ty` (scalar or vector) whose every element has `bits`.
fn filled(rewriter: &mut ConversionRewriter<'_>, location: Attr, ty: Type, bits: u128) -> Value {
    let context = rewriter.context();
    let attr = if matches!(context.type_data(ty), TypeData::Vector { .. }) {
        splat(context, ty, bits)
    } else {
        scalar_attr(context, ty, bits)
    };
    constant(rewriter, location, ty, attr)
}

/// The bits of `value` in the element type of `ty`: integers truncated to
/// their width, floats encoded.
fn element_bits(context: &Context, ty: Type, value: f64, integer: i128) -> u128 {
    match context.type_data(element_of(context, ty)) {
        TypeData::Float(kind) => float_from_f64(*kind, value),
        TypeData::Integer { width, .. } => truncate(integer, *width),
        _ => integer as u128,
    }
}

fn truncate(value: i128, width: u32) -> u128 {
    if width >= 128 {
        value as u128
    } else {
        (value as u128) & ((1u128 << width) - 1)
    }
}

fn sign_extend(bits: u128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

/// MLIR's `spirv::ConstantOp::getZero`.
fn zero(rewriter: &mut ConversionRewriter<'_>, location: Attr, ty: Type) -> Value {
    let bits = element_bits(rewriter.context(), ty, 0.0, 0);
    filled(rewriter, location, ty, bits)
}

/// MLIR's `spirv::ConstantOp::getOne`.
fn one(rewriter: &mut ConversionRewriter<'_>, location: Attr, ty: Type) -> Value {
    let bits = element_bits(rewriter.context(), ty, 1.0, 1);
    filled(rewriter, location, ty, bits)
}

/// An integer constant of `ty` (scalar or splat vector).
fn integer_constant(
    rewriter: &mut ConversionRewriter<'_>,
    location: Attr,
    ty: Type,
    value: i128,
) -> Value {
    let bits = element_bits(rewriter.context(), ty, 0.0, value);
    filled(rewriter, location, ty, bits)
}

/// `i1`, or a vector of `i1` shaped like `ty`.
fn bool_like(context: &Context, ty: Type) -> Type {
    with_element(context, ty, context.integer_type(1))
}

fn converter<'a>(rewriter: &ConversionRewriter<'a>) -> Result<&'a TypeConverter<'a>, MatchFailure> {
    rewriter.type_converter().ok_or_else(|| MatchFailure::new("no type converter"))
}

/// The converted type of `ty`.
fn convert(rewriter: &ConversionRewriter<'_>, ty: Type) -> Result<Type, MatchFailure> {
    let context = rewriter.context();
    converter(rewriter)?;
    rewriter.convert_type(ty).ok_or_else(|| {
        MatchFailure::new(format!(
            "failed to convert type {} for SPIR-V",
            ir_core::text::type_to_string(context, ty)
        ))
    })
}

fn result_type(body: &Body, op: Op) -> Type {
    body.value_type(body.op(op).result(0))
}

fn location_of(rewriter: &ConversionRewriter<'_>, op: Op) -> Attr {
    rewriter.body().op(op).location
}

fn replace_with(rewriter: &mut ConversionRewriter<'_>, op: Op, value: Value) -> Outcome {
    rewriter.replace_op(op, &[value]);
    Ok(())
}

/// Whether `name` is a SPIR-V op MLIR marks `UnsignedOp`.
fn is_unsigned_spirv_op(name: &str) -> bool {
    matches!(name, "spirv.UDiv" | "spirv.UMod")
}

// ---- elementwise -------------------------------------------------------------

/// An arith op to the SPIR-V op of the same operands and result
/// (MLIR's `ElementwiseOpPattern`, and `ElementwiseArithOpPattern` for ops
/// with overflow flags, which the target may keep as decorations).
struct Elementwise {
    from: &'static str,
    to: &'static str,
    overflow_flags: bool,
    no_wrap: bool,
}

impl ConversionPattern for Elementwise {
    fn root(&self) -> Option<&'static str> {
        Some(self.from)
    }

    fn name(&self) -> &'static str {
        self.to
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let context = rewriter.context();
        let original = result_type(rewriter.body(), op);
        let ty = convert(rewriter, original)?;
        if is_unsigned_spirv_op(self.to)
            && !matches!(context.type_data(element_of(context, original)), TypeData::Index)
            && ty != original
        {
            rewriter.emit_error(
                op,
                "bitwidth emulation is not implemented yet on unsigned op pattern version",
            );
            return fail("bitwidth emulation is not implemented");
        }
        let mut attributes = Vec::new();
        if self.overflow_flags && self.no_wrap {
            let flags = overflow_flags(context, rewriter.body(), op);
            if flags.contains(arith::IntegerOverflowFlags::NSW) {
                attributes.push(("no_signed_wrap", context.unit_attr()));
            }
            if flags.contains(arith::IntegerOverflowFlags::NUW) {
                attributes.push(("no_unsigned_wrap", context.unit_attr()));
            }
        }
        let location = location_of(rewriter, op);
        let new = create(rewriter, self.to, location, adaptor.operands(), Some(ty), &attributes);
        let value = rewriter.body().op(new).result(0);
        replace_with(rewriter, op, value)
    }
}

fn overflow_flags(context: &Context, body: &Body, op: Op) -> arith::IntegerOverflowFlags {
    if let Some(add) = arith::AddIOp::cast(context, body, op) {
        return add.overflow_flags(body);
    }
    if let Some(sub) = arith::SubIOp::cast(context, body, op) {
        return sub.overflow_flags(body);
    }
    if let Some(mul) = arith::MulIOp::cast(context, body, op) {
        return mul.overflow_flags(body);
    }
    if let Some(shift) = arith::ShLIOp::cast(context, body, op) {
        return shift.overflow_flags(body);
    }
    arith::IntegerOverflowFlags::default()
}

// ---- the one-to-one lowerings, declared ----------------------------------------

conversion_rules! {
    /// `arith.divsi` to `spirv.SDiv`.
    DivSIToSDiv: arith::DivSIOp($a, $b, _) => spirv::SDivOp($a, $b);
    /// `arith.shrui` to `spirv.ShiftRightLogical`.
    ShRUIToShiftRightLogical: arith::ShRUIOp($a, $b, _) => spirv::ShiftRightLogicalOp($a, $b);
    /// `arith.shrsi` to `spirv.ShiftRightArithmetic`.
    ShRSIToShiftRightArithmetic: arith::ShRSIOp($a, $b, _) => spirv::ShiftRightArithmeticOp($a, $b);
    /// `arith.negf` to `spirv.FNegate` (fast-math flags dropped).
    NegFToFNegate: arith::NegFOp($a, _) => spirv::FNegateOp($a);
    /// `arith.addf` to `spirv.FAdd`.
    AddFToFAdd: arith::AddFOp($a, $b, _) => spirv::FAddOp($a, $b);
    /// `arith.subf` to `spirv.FSub`.
    SubFToFSub: arith::SubFOp($a, $b, _) => spirv::FSubOp($a, $b);
    /// `arith.mulf` to `spirv.FMul`.
    MulFToFMul: arith::MulFOp($a, $b, _) => spirv::FMulOp($a, $b);
    /// `arith.divf` to `spirv.FDiv`.
    DivFToFDiv: arith::DivFOp($a, $b, _) => spirv::FDivOp($a, $b);
    /// `arith.remf` to `spirv.FRem`.
    RemFToFRem: arith::RemFOp($a, $b, _) => spirv::FRemOp($a, $b);
    /// `arith.maxsi` to `spirv.GL.SMax`.
    MaxSIToGLSMax: arith::MaxSIOp($a, $b) => spirv::GLSMaxOp($a, $b);
    /// `arith.maxui` to `spirv.GL.UMax`.
    MaxUIToGLUMax: arith::MaxUIOp($a, $b) => spirv::GLUMaxOp($a, $b);
    /// `arith.minsi` to `spirv.GL.SMin`.
    MinSIToGLSMin: arith::MinSIOp($a, $b) => spirv::GLSMinOp($a, $b);
    /// `arith.minui` to `spirv.GL.UMin`.
    MinUIToGLUMin: arith::MinUIOp($a, $b) => spirv::GLUMinOp($a, $b);
    /// `arith.maxsi` to `spirv.CL.s_max`.
    MaxSIToCLSMax: arith::MaxSIOp($a, $b) => spirv::CLSMaxOp($a, $b);
    /// `arith.maxui` to `spirv.CL.u_max`.
    MaxUIToCLUMax: arith::MaxUIOp($a, $b) => spirv::CLUMaxOp($a, $b);
    /// `arith.minsi` to `spirv.CL.s_min`.
    MinSIToCLSMin: arith::MinSIOp($a, $b) => spirv::CLSMinOp($a, $b);
    /// `arith.minui` to `spirv.CL.u_min`.
    MinUIToCLUMin: arith::MinUIOp($a, $b) => spirv::CLUMinOp($a, $b);
}

// ---- constants ---------------------------------------------------------------

/// MLIR's `convertIntegerAttr`: the value (of `width` bits) as an integer
/// of `target` when it fits as unsigned or signed.
fn convert_integer(context: &Context, bits: u128, width: u32, target: Type) -> Option<Attr> {
    let target_width = bit_width(context, target);
    let signed = sign_extend(bits, width);
    let fits_unsigned = target_width >= 128 || bits < (1u128 << target_width);
    let fits_signed = target_width >= 128 || {
        let bound = 1i128 << (target_width - 1);
        (-bound..bound).contains(&signed)
    };
    (fits_unsigned || fits_signed).then(|| context.integer_attr(target, signed))
}

/// MLIR's `convertFloatAttr`: only to `f32`, exactly.
fn convert_float(kind: FloatKind, bits: u128) -> Option<u128> {
    let value = float_to_f64(kind, bits);
    let single = value as f32;
    if !value.is_nan() && f64::from(single) != value {
        return None;
    }
    Some(u128::from(single.to_bits()))
}

fn is_emulated_float(context: &Context, ty: Type) -> bool {
    matches!(context.type_data(ty), TypeData::Float(kind) if kind.bit_width() == 8)
}

/// One element's bits converted from `source` to `target` element types.
fn convert_element(
    context: &Context,
    options: SpirvTypeOptions,
    source: Type,
    target: Type,
    bits: u128,
) -> Option<u128> {
    if source == target {
        return Some(bits);
    }
    match (context.type_data(source), context.type_data(target)) {
        (TypeData::Float(_), TypeData::Integer { width, .. })
            if options.emulate_unsupported_float_types && is_emulated_float(context, source) =>
        {
            Some(truncate(bits as i128, *width))
        }
        (TypeData::Float(kind), TypeData::Float(FloatKind::F32)) => convert_float(*kind, bits),
        (TypeData::Float(_), _) => None,
        (TypeData::Integer { width: 1, .. }, _) => None,
        (TypeData::Integer { width, .. }, TypeData::Integer { width: target_width, .. }) => {
            convert_integer(context, bits, *width, target)?;
            Some(truncate(sign_extend(bits, *width), *target_width))
        }
        (TypeData::Index, TypeData::Integer { width: target_width, .. }) => {
            convert_integer(context, bits, 64, target)?;
            Some(truncate(sign_extend(bits, 64), *target_width))
        }
        _ => None,
    }
}

/// `arith.constant` of a vector of several elements (MLIR's
/// `ConstantCompositeOpPattern`).
struct ConstantComposite {
    options: SpirvTypeOptions,
}

impl OpConversionPattern for ConstantComposite {
    type Op = arith::ConstantOp;

    fn match_and_rewrite(
        &self,
        op: arith::ConstantOp,
        _adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let context = rewriter.context();
        let body = rewriter.body();
        let source_type = result_type(body, op.op());
        let (shape, tensor) = match context.type_data(source_type) {
            TypeData::Vector { shape, .. } => (shape.clone(), false),
            TypeData::RankedTensor { shape, .. } => (shape.clone(), true),
            _ => return fail("unsupported ShapedType"),
        };
        if shape.iter().product::<i64>() == 1 {
            return fail("a single element");
        }
        let target_type = convert(rewriter, source_type)?;
        let value = op.value(rewriter.body());
        let AttrData::DenseElements { splat, values: DenseValues::Bits(bits), .. } =
            context.attr_data(value)
        else {
            return fail("unsupported elements attribute");
        };
        if shape.len() > 1 && !tensor {
            return fail("rank > 1 vector");
        }
        let source_element = context.element_type_of(source_type).unwrap_or(source_type);
        let target_element = match dialects::spirv::ArrayType::from_type(context, target_type) {
            Some(array) => array.element,
            None => element_of(context, target_type),
        };
        let mut converted = Vec::with_capacity(bits.len());
        for &element in bits.iter() {
            match convert_element(context, self.options, source_element, target_element, element) {
                Some(element) => converted.push(element),
                None => return fail("an element does not convert"),
            }
        }
        // A tensor's value is a flat tensor of the array's elements.
        let attribute_type = if tensor {
            context.intern_type(TypeData::RankedTensor {
                shape: Box::new([shape.iter().product()]),
                element: target_element,
                encoding: None,
            })
        } else {
            target_type
        };
        let attr = context.intern_attr(AttrData::DenseElements {
            ty: attribute_type,
            splat: *splat,
            values: DenseValues::Bits(converted.into()),
        });
        let location = location_of(rewriter, op.op());
        let value = constant(rewriter, location, target_type, attr);
        replace_with(rewriter, op.op(), value)
    }
}

/// `arith.constant` of a scalar or a one-element vector (MLIR's
/// `ConstantScalarOpPattern`).
struct ConstantScalar {
    options: SpirvTypeOptions,
}

impl OpConversionPattern for ConstantScalar {
    type Op = arith::ConstantOp;

    fn match_and_rewrite(
        &self,
        op: arith::ConstantOp,
        _adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let context = rewriter.context();
        let body = rewriter.body();
        let source_type = result_type(body, op.op());
        let mut value = op.value(body);
        let element_type = match context.type_data(source_type) {
            TypeData::Vector { shape, element, .. }
            | TypeData::RankedTensor { shape, element, .. } => {
                if shape.iter().product::<i64>() != 1 {
                    return fail("several elements");
                }
                *element
            }
            TypeData::Integer { .. } | TypeData::Float(_) | TypeData::Index => source_type,
            _ => return fail("not a scalar"),
        };
        if let AttrData::DenseElements { values: DenseValues::Bits(bits), .. } =
            context.attr_data(value)
        {
            value = scalar_attr(context, element_type, bits[0]);
        }
        let target = convert(rewriter, element_type)?;
        let attr = match (context.type_data(element_type), context.attr_data(value)) {
            (TypeData::Float(_), AttrData::Float { bits, .. }) => {
                let bits = bits.get();
                if self.options.emulate_unsupported_float_types
                    && is_emulated_float(context, element_type)
                    && bit_width(context, target) == 8
                    && matches!(context.type_data(target), TypeData::Integer { .. })
                {
                    context.integer_attr(target, sign_extend(bits, 8))
                } else if target != element_type {
                    let TypeData::Float(kind) = context.type_data(element_type) else {
                        return fail("not a float");
                    };
                    if !matches!(context.type_data(target), TypeData::Float(FloatKind::F32)) {
                        return fail("float conversion to a type other than f32");
                    }
                    let converted =
                        convert_float(*kind, bits).ok_or_else(|| MatchFailure::new("inexact"))?;
                    scalar_attr(context, target, converted)
                } else {
                    value
                }
            }
            (TypeData::Integer { width: 1, .. }, AttrData::Integer { bits, .. }) => {
                context.integer_attr(context.integer_type(1), (bits.get() != 0) as i128)
            }
            (TypeData::Integer { width, .. }, AttrData::Integer { bits, .. }) => {
                convert_integer(context, bits.get(), *width, target)
                    .ok_or_else(|| MatchFailure::new("the value does not fit"))?
            }
            (TypeData::Index, AttrData::Integer { bits, .. }) => {
                convert_integer(context, bits.get(), 64, target)
                    .ok_or_else(|| MatchFailure::new("the value does not fit"))?
            }
            _ => return fail("unsupported constant"),
        };
        let location = location_of(rewriter, op.op());
        let value = constant(rewriter, location, target, attr);
        replace_with(rewriter, op.op(), value)
    }
}

// ---- remsi -----------------------------------------------------------------

/// `arith.remsi` as `|a| umod |b|` with the sign of `a`, the absolute
/// value being `abs` (`spirv.GL.SAbs` or `spirv.CL.s_abs`).
struct RemSI {
    abs: &'static str,
}

impl ConversionPattern for RemSI {
    fn root(&self) -> Option<&'static str> {
        Some("arith.remsi")
    }

    fn name(&self) -> &'static str {
        self.abs
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let context = rewriter.context();
        let ty = convert(rewriter, result_type(rewriter.body(), op))?;
        let location = location_of(rewriter, op);
        let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
        let lhs_abs = create_value(rewriter, self.abs, location, &[lhs], ty);
        let rhs_abs = create_value(rewriter, self.abs, location, &[rhs], ty);
        let remainder = create_value(rewriter, "spirv.UMod", location, &[lhs_abs, rhs_abs], ty);
        let bools = bool_like(context, ty);
        let positive = create_value(rewriter, "spirv.IEqual", location, &[lhs, lhs_abs], bools);
        let negated = create_value(rewriter, "spirv.SNegate", location, &[remainder], ty);
        let select =
            create_value(rewriter, "spirv.Select", location, &[positive, remainder, negated], ty);
        replace_with(rewriter, op, select)
    }
}

// ---- bitwise ----------------------------------------------------------------

/// `andi`/`ori`: logical on booleans, bitwise otherwise.
struct Bitwise {
    from: &'static str,
    logical: &'static str,
    bitwise: &'static str,
}

impl ConversionPattern for Bitwise {
    fn root(&self) -> Option<&'static str> {
        Some(self.from)
    }

    fn name(&self) -> &'static str {
        self.bitwise
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let context = rewriter.context();
        let ty = convert(rewriter, result_type(rewriter.body(), op))?;
        let name = if is_bool(context, rewriter.body().value_type(adaptor.operand(0))) {
            self.logical
        } else {
            self.bitwise
        };
        let location = location_of(rewriter, op);
        let value = create_value(rewriter, name, location, adaptor.operands(), ty);
        replace_with(rewriter, op, value)
    }
}

/// `xori` on booleans (`spirv.LogicalNotEqual`) or not (`spirv.BitwiseXor`).
struct XOrI {
    boolean: bool,
}

impl ConversionPattern for XOrI {
    fn root(&self) -> Option<&'static str> {
        Some("arith.xori")
    }

    fn name(&self) -> &'static str {
        if self.boolean {
            "XOrIOpBooleanPattern"
        } else {
            "XOrIOpLogicalPattern"
        }
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let context = rewriter.context();
        if is_bool(context, rewriter.body().value_type(adaptor.operand(0))) != self.boolean {
            return fail("wrong kind of operands");
        }
        let ty = convert(rewriter, result_type(rewriter.body(), op))?;
        let name = if self.boolean { "spirv.LogicalNotEqual" } else { "spirv.BitwiseXor" };
        let location = location_of(rewriter, op);
        let value = create_value(rewriter, name, location, adaptor.operands(), ty);
        replace_with(rewriter, op, value)
    }
}

// ---- extensions and truncations --------------------------------------------

/// The type of the op's operand before conversion.
fn source_type(body: &Body, op: Op) -> Type {
    body.value_type(body.op(op).operand(0))
}

/// `extui`/`extsi` of a boolean: a select between constants.
struct ExtendBool {
    from: &'static str,
    signed: bool,
}

impl ConversionPattern for ExtendBool {
    fn root(&self) -> Option<&'static str> {
        Some(self.from)
    }

    fn name(&self) -> &'static str {
        if self.signed {
            "ExtSII1Pattern"
        } else {
            "ExtUII1Pattern"
        }
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let context = rewriter.context();
        if !is_bool(context, source_type(rewriter.body(), op)) {
            return fail("not a boolean");
        }
        let ty = convert(rewriter, result_type(rewriter.body(), op))?;
        let location = location_of(rewriter, op);
        let (on_true, on_false) = if self.signed {
            let ones = integer_constant(rewriter, location, ty, -1);
            (ones, zero(rewriter, location, ty))
        } else {
            let zero = zero(rewriter, location, ty);
            (one(rewriter, location, ty), zero)
        };
        let value = create_value(
            rewriter,
            "spirv.Select",
            location,
            &[adaptor.operand(0), on_true, on_false],
            ty,
        );
        replace_with(rewriter, op, value)
    }
}

/// `extui`/`extsi` of an integer: `UConvert`/`SConvert`, or, when the
/// source is emulated in the result's type, a mask or a pair of shifts.
struct Extend {
    from: &'static str,
    signed: bool,
}

impl ConversionPattern for Extend {
    fn root(&self) -> Option<&'static str> {
        Some(self.from)
    }

    fn name(&self) -> &'static str {
        if self.signed {
            "ExtSIPattern"
        } else {
            "ExtUIPattern"
        }
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let context = rewriter.context();
        let input = adaptor.operand(0);
        let input_type = rewriter.body().value_type(input);
        if is_bool(context, input_type) {
            return fail("a boolean");
        }
        let original_source = source_type(rewriter.body(), op);
        let original_result = result_type(rewriter.body(), op);
        let ty = convert(rewriter, original_result)?;
        let location = location_of(rewriter, op);
        let value = if ty == input_type {
            let source_width = bit_width(context, original_source);
            if self.signed {
                let shift = i128::from(bit_width(context, original_result) - source_width);
                let amount = integer_constant(rewriter, location, ty, shift);
                let left = create_value(
                    rewriter,
                    "spirv.ShiftLeftLogical",
                    location,
                    &[input, amount],
                    ty,
                );
                create_value(rewriter, "spirv.ShiftRightArithmetic", location, &[left, amount], ty)
            } else {
                let mask = integer_constant(rewriter, location, ty, (1i128 << source_width) - 1);
                create_value(rewriter, "spirv.BitwiseAnd", location, &[input, mask], ty)
            }
        } else {
            let name = if self.signed { "spirv.SConvert" } else { "spirv.UConvert" };
            create_value(rewriter, name, location, &[input], ty)
        };
        replace_with(rewriter, op, value)
    }
}

/// `trunci` to a boolean: `(x & 1) == 1` as a select of `true`/`false`.
struct TruncToBool;

impl ConversionPattern for TruncToBool {
    fn root(&self) -> Option<&'static str> {
        Some("arith.trunci")
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let context = rewriter.context();
        let ty = convert(rewriter, result_type(rewriter.body(), op))?;
        if !is_bool(context, ty) {
            return fail("not to a boolean");
        }
        let input = adaptor.operand(0);
        let input_type = rewriter.body().value_type(input);
        let location = location_of(rewriter, op);
        let unit = one(rewriter, location, input_type);
        let masked =
            create_value(rewriter, "spirv.BitwiseAnd", location, &[input, unit], input_type);
        let equal = create_value(rewriter, "spirv.IEqual", location, &[masked, unit], ty);
        let false_value = zero(rewriter, location, ty);
        let true_value = one(rewriter, location, ty);
        let value =
            create_value(rewriter, "spirv.Select", location, &[equal, true_value, false_value], ty);
        replace_with(rewriter, op, value)
    }
}

/// `trunci` to an integer: `SConvert`, or a mask when the result is
/// emulated in the source's type.
struct Trunc;

impl ConversionPattern for Trunc {
    fn root(&self) -> Option<&'static str> {
        Some("arith.trunci")
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let context = rewriter.context();
        let original_result = result_type(rewriter.body(), op);
        let ty = convert(rewriter, original_result)?;
        if is_bool(context, ty) {
            return fail("to a boolean");
        }
        let input = adaptor.operand(0);
        let location = location_of(rewriter, op);
        let value = if ty == rewriter.body().value_type(input) {
            let width = bit_width(context, original_result);
            let mask = integer_constant(rewriter, location, ty, (1i128 << width) - 1);
            create_value(rewriter, "spirv.BitwiseAnd", location, &[input, mask], ty)
        } else {
            create_value(rewriter, "spirv.SConvert", location, &[input], ty)
        };
        replace_with(rewriter, op, value)
    }
}

/// A cast to the SPIR-V cast of the same meaning (MLIR's
/// `TypeCastingOpPattern`): nothing when the converted types agree, and
/// no booleans.
struct TypeCast {
    from: &'static str,
    to: &'static str,
}

impl ConversionPattern for TypeCast {
    fn root(&self) -> Option<&'static str> {
        Some(self.from)
    }

    fn name(&self) -> &'static str {
        self.to
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let context = rewriter.context();
        let ty = convert(rewriter, result_type(rewriter.body(), op))?;
        let input = adaptor.operand(0);
        let input_type = rewriter.body().value_type(input);
        if is_bool(context, input_type) || is_bool(context, ty) {
            return fail("booleans are not cast this way");
        }
        if ty == input_type {
            return replace_with(rewriter, op, input);
        }
        let mut attributes = Vec::new();
        if let Some(truncf) = arith::TruncFOp::cast(context, rewriter.body(), op) {
            if let Some(mode) = truncf.roundingmode(rewriter.body()) {
                let mode = match mode {
                    arith::RoundingMode::Downward => FPRoundingMode::RTN,
                    arith::RoundingMode::ToNearestEven => FPRoundingMode::RTE,
                    arith::RoundingMode::TowardZero => FPRoundingMode::RTZ,
                    arith::RoundingMode::Upward => FPRoundingMode::RTP,
                    arith::RoundingMode::ToNearestAway => {
                        return fail("unsupported rounding mode");
                    }
                };
                attributes.push(("fp_rounding_mode", mode.to_attr(context)));
            }
        }
        let location = location_of(rewriter, op);
        let new = create(rewriter, self.to, location, &[input], Some(ty), &attributes);
        let value = rewriter.body().op(new).result(0);
        replace_with(rewriter, op, value)
    }
}

/// `uitofp` of a boolean: a select of `1.0`/`0.0`.
struct UIToFPBool;

impl ConversionPattern for UIToFPBool {
    fn root(&self) -> Option<&'static str> {
        Some("arith.uitofp")
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let context = rewriter.context();
        if !is_bool(context, source_type(rewriter.body(), op)) {
            return fail("not a boolean");
        }
        let ty = convert(rewriter, result_type(rewriter.body(), op))?;
        let location = location_of(rewriter, op);
        let zero = zero(rewriter, location, ty);
        let one = one(rewriter, location, ty);
        let value =
            create_value(rewriter, "spirv.Select", location, &[adaptor.operand(0), one, zero], ty);
        replace_with(rewriter, op, value)
    }
}

/// `index_cast` from `index` to `i1`: `0 != x`.
struct IndexCastToBool;

impl ConversionPattern for IndexCastToBool {
    fn root(&self) -> Option<&'static str> {
        Some("arith.index_cast")
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let context = rewriter.context();
        let body = rewriter.body();
        let source = element_of(context, source_type(body, op));
        if !matches!(context.type_data(source), TypeData::Index)
            || !is_bool(context, result_type(body, op))
        {
            return fail("not index to i1");
        }
        let ty = convert(rewriter, result_type(rewriter.body(), op))?;
        let input = adaptor.operand(0);
        let location = location_of(rewriter, op);
        let zero = zero(rewriter, location, rewriter.body().value_type(input));
        let value = create_value(rewriter, "spirv.INotEqual", location, &[zero, input], ty);
        replace_with(rewriter, op, value)
    }
}

/// `index_cast` from `i1` to `index`: a select of `1`/`0`.
struct IndexCastFromBool;

impl ConversionPattern for IndexCastFromBool {
    fn root(&self) -> Option<&'static str> {
        Some("arith.index_cast")
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let context = rewriter.context();
        let body = rewriter.body();
        let result = element_of(context, result_type(body, op));
        if !is_bool(context, source_type(body, op))
            || !matches!(context.type_data(result), TypeData::Index)
        {
            return fail("not i1 to index");
        }
        let ty = convert(rewriter, result_type(rewriter.body(), op))?;
        let location = location_of(rewriter, op);
        let zero = integer_constant(rewriter, location, ty, 0);
        let one = integer_constant(rewriter, location, ty, 1);
        let value =
            create_value(rewriter, "spirv.Select", location, &[adaptor.operand(0), one, zero], ty);
        replace_with(rewriter, op, value)
    }
}

// ---- comparisons -------------------------------------------------------------

/// `cmpi` on booleans: `LogicalEqual`/`LogicalNotEqual`, and the unsigned
/// orders through an extension to `i32`.
struct CmpIBool;

impl OpConversionPattern for CmpIBool {
    type Op = arith::CmpIOp;

    fn match_and_rewrite(
        &self,
        op: arith::CmpIOp,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let context = rewriter.context();
        let body = rewriter.body();
        let operand_type = body.value_type(op.lhs(body));
        if !is_bool(context, operand_type) {
            return fail("not booleans");
        }
        let converted = convert(rewriter, operand_type)?;
        let predicate = op.predicate(rewriter.body());
        let location = location_of(rewriter, op.op());
        let ty = bool_like(context, converted);
        use arith::CmpIPredicate as P;
        let value = match predicate {
            P::Eq | P::Ne => {
                let name =
                    if predicate == P::Eq { "spirv.LogicalEqual" } else { "spirv.LogicalNotEqual" };
                create_value(rewriter, name, location, adaptor.operands(), ty)
            }
            P::Uge | P::Ugt | P::Ule | P::Ult => {
                let wide = with_element(context, operand_type, context.integer_type(32));
                let extui = context.op_name(arith::ExtUIOp::NAME);
                let mut extend = |value: Value| {
                    let mut state = OperationState::new(extui, location);
                    state.operands.push(value);
                    state.result_types.push(wide);
                    let op = rewriter.create(state);
                    rewriter.body().op(op).result(0)
                };
                let (lhs, rhs) = (extend(adaptor.operand(0)), extend(adaptor.operand(1)));
                let mut state = OperationState::new(context.op_name(arith::CmpIOp::NAME), location);
                state.operands.extend_from_slice(&[lhs, rhs]);
                state.result_types.push(ty);
                state.attributes =
                    vec![(context.string_attr("predicate"), predicate.to_attr(context))];
                let compare = rewriter.create(state);
                rewriter.body().op(compare).result(0)
            }
            _ => return fail("unsupported predicate on booleans"),
        };
        replace_with(rewriter, op.op(), value)
    }
}

/// `cmpi` on integers.
struct CmpI;

impl OpConversionPattern for CmpI {
    type Op = arith::CmpIOp;

    fn match_and_rewrite(
        &self,
        op: arith::CmpIOp,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let context = rewriter.context();
        let body = rewriter.body();
        let operand_type = body.value_type(op.lhs(body));
        if is_bool(context, operand_type) {
            return fail("booleans");
        }
        use arith::CmpIPredicate as P;
        let predicate = op.predicate(body);
        let (name, unsigned) = match predicate {
            P::Eq => ("spirv.IEqual", false),
            P::Ne => ("spirv.INotEqual", false),
            P::Slt => ("spirv.SLessThan", false),
            P::Sle => ("spirv.SLessThanEqual", false),
            P::Sgt => ("spirv.SGreaterThan", false),
            P::Sge => ("spirv.SGreaterThanEqual", false),
            P::Ult => ("spirv.ULessThan", true),
            P::Ule => ("spirv.ULessThanEqual", true),
            P::Ugt => ("spirv.UGreaterThan", true),
            P::Uge => ("spirv.UGreaterThanEqual", true),
        };
        if unsigned
            && !matches!(context.type_data(element_of(context, operand_type)), TypeData::Index)
        {
            let converted = rewriter.body().value_type(adaptor.operand(0));
            if converted != operand_type && !same_bit_width(context, operand_type, converted) {
                rewriter.emit_error(
                    op.op(),
                    "bitwidth emulation is not implemented yet on unsigned op",
                );
                return fail("bitwidth emulation is not implemented");
            }
        }
        let ty = bool_like(context, rewriter.body().value_type(adaptor.operand(0)));
        let location = location_of(rewriter, op.op());
        let value = create_value(rewriter, name, location, adaptor.operands(), ty);
        replace_with(rewriter, op.op(), value)
    }
}

/// Whether two scalar-or-vector types have the same total width.
fn same_bit_width(context: &Context, a: Type, b: Type) -> bool {
    let total = |ty: Type| {
        let lanes: i64 = context.shape_of(ty).map_or(1, |shape| shape.iter().product());
        i64::from(bit_width(context, ty)) * lanes
    };
    let (a, b) = (total(a), total(b));
    a == b && a != 0
}

/// `cmpf` with an ordered or unordered predicate.
struct CmpF;

impl OpConversionPattern for CmpF {
    type Op = arith::CmpFOp;

    fn match_and_rewrite(
        &self,
        op: arith::CmpFOp,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        use arith::CmpFPredicate as P;
        let name = match op.predicate(rewriter.body()) {
            P::Oeq => "spirv.FOrdEqual",
            P::Ogt => "spirv.FOrdGreaterThan",
            P::Oge => "spirv.FOrdGreaterThanEqual",
            P::Olt => "spirv.FOrdLessThan",
            P::Ole => "spirv.FOrdLessThanEqual",
            P::One => "spirv.FOrdNotEqual",
            P::Ueq => "spirv.FUnordEqual",
            P::Ugt => "spirv.FUnordGreaterThan",
            P::Uge => "spirv.FUnordGreaterThanEqual",
            P::Ult => "spirv.FUnordLessThan",
            P::Ule => "spirv.FUnordLessThanEqual",
            P::Une => "spirv.FUnordNotEqual",
            _ => return fail("unsupported predicate"),
        };
        let context = rewriter.context();
        let ty = bool_like(context, rewriter.body().value_type(adaptor.operand(0)));
        let location = location_of(rewriter, op.op());
        let value = create_value(rewriter, name, location, adaptor.operands(), ty);
        replace_with(rewriter, op.op(), value)
    }
}

/// `cmpf ord`/`uno` on Kernel targets: `spirv.Ordered`/`spirv.Unordered`.
struct CmpFNanKernel;

impl OpConversionPattern for CmpFNanKernel {
    type Op = arith::CmpFOp;
    const BENEFIT: u16 = 2;

    fn match_and_rewrite(
        &self,
        op: arith::CmpFOp,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let name = match op.predicate(rewriter.body()) {
            arith::CmpFPredicate::Ord => "spirv.Ordered",
            arith::CmpFPredicate::Uno => "spirv.Unordered",
            _ => return fail("not ord or uno"),
        };
        let context = rewriter.context();
        let ty = bool_like(context, rewriter.body().value_type(adaptor.operand(0)));
        let location = location_of(rewriter, op.op());
        let value = create_value(rewriter, name, location, adaptor.operands(), ty);
        replace_with(rewriter, op.op(), value)
    }
}

/// `cmpf ord`/`uno` elsewhere: through `spirv.IsNan` (or a constant with
/// `nnan`).
struct CmpFNanNone;

impl OpConversionPattern for CmpFNanNone {
    type Op = arith::CmpFOp;

    fn match_and_rewrite(
        &self,
        op: arith::CmpFOp,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let body = rewriter.body();
        let predicate = op.predicate(body);
        if !matches!(predicate, arith::CmpFPredicate::Ord | arith::CmpFPredicate::Uno) {
            return fail("not ord or uno");
        }
        let ordered = predicate == arith::CmpFPredicate::Ord;
        let no_nans = op.fastmath(body).contains(arith::FastMathFlags::NNAN);
        let context = rewriter.context();
        let ty = bool_like(context, rewriter.body().value_type(adaptor.operand(0)));
        let location = location_of(rewriter, op.op());
        let value = if no_nans {
            if ordered {
                one(rewriter, location, ty)
            } else {
                zero(rewriter, location, ty)
            }
        } else {
            let lhs = create_value(rewriter, "spirv.IsNan", location, &[adaptor.operand(0)], ty);
            let rhs = create_value(rewriter, "spirv.IsNan", location, &[adaptor.operand(1)], ty);
            let either = create_value(rewriter, "spirv.LogicalOr", location, &[lhs, rhs], ty);
            if ordered {
                create_value(rewriter, "spirv.LogicalNot", location, &[either], ty)
            } else {
                either
            }
        };
        replace_with(rewriter, op.op(), value)
    }
}

// ---- extended arithmetic, select, min/max -----------------------------------

/// `addui_extended` through `spirv.IAddCarry`.
struct AddUIExtended;

impl OpConversionPattern for AddUIExtended {
    type Op = arith::AddUIExtendedOp;

    fn match_and_rewrite(
        &self,
        op: arith::AddUIExtendedOp,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        extended(rewriter, op.op(), adaptor, "spirv.IAddCarry", true)
    }
}

/// `mulsi_extended`/`mului_extended` through `spirv.SMulExtended` and
/// `spirv.UMulExtended`.
struct MulIExtended {
    from: &'static str,
    to: &'static str,
}

impl ConversionPattern for MulIExtended {
    fn root(&self) -> Option<&'static str> {
        Some(self.from)
    }

    fn name(&self) -> &'static str {
        self.to
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        extended(rewriter, op, adaptor, self.to, false)
    }
}

/// An op giving a struct of two values, and the two values extracted (the
/// second compared with one, for the carry).
fn extended(
    rewriter: &mut ConversionRewriter<'_>,
    op: Op,
    adaptor: Adaptor<'_>,
    name: &'static str,
    carry: bool,
) -> Outcome {
    let context = rewriter.context();
    let ty = rewriter.body().value_type(adaptor.operand(0));
    let pair = dialects::spirv::StructType::literal(vec![ty, ty]).to_type(context);
    let location = location_of(rewriter, op);
    let combined = create_value(rewriter, name, location, adaptor.operands(), pair);
    let i32_type = context.integer_type(32);
    let index = |position: i128| {
        context.intern_attr(AttrData::Array(Box::new([context.integer_attr(i32_type, position)])))
    };
    let first = create(
        rewriter,
        "spirv.CompositeExtract",
        location,
        &[combined],
        Some(ty),
        &[("indices", index(0))],
    );
    let first = rewriter.body().op(first).result(0);
    let second = create(
        rewriter,
        "spirv.CompositeExtract",
        location,
        &[combined],
        Some(ty),
        &[("indices", index(1))],
    );
    let mut second = rewriter.body().op(second).result(0);
    if carry {
        let original = rewriter.body().value_type(rewriter.body().op(op).operand(0));
        let unit = one(rewriter, location, convert(rewriter, original).unwrap_or(ty));
        second = create_value(
            rewriter,
            "spirv.IEqual",
            location,
            &[second, unit],
            bool_like(context, ty),
        );
    }
    rewriter.replace_op(op, &[first, second]);
    Ok(())
}

/// `select` to `spirv.Select`.
struct Select;

impl OpConversionPattern for Select {
    type Op = arith::SelectOp;

    fn match_and_rewrite(
        &self,
        op: arith::SelectOp,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        let ty = convert(rewriter, result_type(rewriter.body(), op.op()))?;
        let location = location_of(rewriter, op.op());
        let value = create_value(rewriter, "spirv.Select", location, adaptor.operands(), ty);
        replace_with(rewriter, op.op(), value)
    }
}

/// `maximumf`/`minimumf`: the SPIR-V min/max, then NaN of either operand
/// propagated unless `nnan`.
struct MinimumMaximumF {
    from: &'static str,
    to: &'static str,
}

impl ConversionPattern for MinimumMaximumF {
    fn root(&self) -> Option<&'static str> {
        Some(self.from)
    }

    fn name(&self) -> &'static str {
        self.to
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        min_max_float(rewriter, op, adaptor, self.to, false)
    }
}

/// `maxnumf`/`minnumf`: the SPIR-V min/max, then (GLSL only, unless
/// `nnan`) the other operand where one is NaN.
struct MinNumMaxNumF {
    from: &'static str,
    to: &'static str,
}

impl ConversionPattern for MinNumMaxNumF {
    fn root(&self) -> Option<&'static str> {
        Some(self.from)
    }

    fn name(&self) -> &'static str {
        self.to
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Outcome {
        min_max_float(rewriter, op, adaptor, self.to, true)
    }
}

fn fastmath_of(context: &Context, body: &Body, op: Op) -> arith::FastMathFlags {
    if let Some(op) = arith::MaximumFOp::cast(context, body, op) {
        return op.fastmath(body);
    }
    if let Some(op) = arith::MinimumFOp::cast(context, body, op) {
        return op.fastmath(body);
    }
    if let Some(op) = arith::MaxNumFOp::cast(context, body, op) {
        return op.fastmath(body);
    }
    if let Some(op) = arith::MinNumFOp::cast(context, body, op) {
        return op.fastmath(body);
    }
    arith::FastMathFlags::default()
}

fn min_max_float(
    rewriter: &mut ConversionRewriter<'_>,
    op: Op,
    adaptor: Adaptor<'_>,
    name: &'static str,
    number: bool,
) -> Outcome {
    let context = rewriter.context();
    let ty = convert(rewriter, result_type(rewriter.body(), op))?;
    let location = location_of(rewriter, op);
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let value = create_value(rewriter, name, location, &[lhs, rhs], ty);
    let no_nans = fastmath_of(context, rewriter.body(), op).contains(arith::FastMathFlags::NNAN);
    let opencl = name.starts_with("spirv.CL.");
    if no_nans || (number && opencl) {
        return replace_with(rewriter, op, value);
    }
    let bools = bool_like(context, ty);
    let lhs_nan = create_value(rewriter, "spirv.IsNan", location, &[lhs], bools);
    let rhs_nan = create_value(rewriter, "spirv.IsNan", location, &[rhs], bools);
    let (first, second) = if number { (rhs, lhs) } else { (lhs, rhs) };
    let select = create_value(rewriter, "spirv.Select", location, &[lhs_nan, first, value], ty);
    let select = create_value(rewriter, "spirv.Select", location, &[rhs_nan, second, select], ty);
    replace_with(rewriter, op, select)
}

// ---- the pattern list ---------------------------------------------------------

/// Adds the `arith` to SPIR-V patterns in MLIR 22's order, for `target`
/// (whether overflow flags survive as decorations) and the converter's
/// options.
pub fn populate_arith_to_spirv_patterns<'a>(
    target: &'a SpirvTarget,
    converter: &'a TypeConverter<'a>,
    options: SpirvTypeOptions,
    patterns: &mut ConversionPatterns<'a>,
) {
    let no_wrap = target.allows_extension(Extension::SPV_KHR_no_integer_wrap_decoration);
    let arithmetic = |from, to, flags| Elementwise { from, to, overflow_flags: flags, no_wrap };
    let plain = |from, to| Elementwise { from, to, overflow_flags: false, no_wrap };
    patterns.add_with_converter(ConstantComposite { options }, converter);
    patterns.add_with_converter(ConstantScalar { options }, converter);
    patterns.add_with_converter(arithmetic("arith.addi", "spirv.IAdd", true), converter);
    patterns.add_with_converter(arithmetic("arith.subi", "spirv.ISub", true), converter);
    patterns.add_with_converter(arithmetic("arith.muli", "spirv.IMul", true), converter);
    patterns.add_with_converter(plain("arith.divui", "spirv.UDiv"), converter);
    patterns.add_with_converter(DivSIToSDiv, converter);
    patterns.add_with_converter(plain("arith.remui", "spirv.UMod"), converter);
    // MLIR's RemSIOpGLPattern and RemSIOpCLPattern, whose absolute values
    // are each other's.
    patterns.add_with_converter(RemSI { abs: "spirv.CL.s_abs" }, converter);
    patterns.add_with_converter(RemSI { abs: "spirv.GL.SAbs" }, converter);
    patterns.add_with_converter(
        Bitwise { from: "arith.andi", logical: "spirv.LogicalAnd", bitwise: "spirv.BitwiseAnd" },
        converter,
    );
    patterns.add_with_converter(
        Bitwise { from: "arith.ori", logical: "spirv.LogicalOr", bitwise: "spirv.BitwiseOr" },
        converter,
    );
    patterns.add_with_converter(XOrI { boolean: false }, converter);
    patterns.add_with_converter(XOrI { boolean: true }, converter);
    patterns
        .add_with_converter(arithmetic("arith.shli", "spirv.ShiftLeftLogical", true), converter);
    patterns.add_with_converter(ShRUIToShiftRightLogical, converter);
    patterns.add_with_converter(ShRSIToShiftRightArithmetic, converter);
    patterns.add_with_converter(NegFToFNegate, converter);
    patterns.add_with_converter(AddFToFAdd, converter);
    patterns.add_with_converter(SubFToFSub, converter);
    patterns.add_with_converter(MulFToFMul, converter);
    patterns.add_with_converter(DivFToFDiv, converter);
    patterns.add_with_converter(RemFToFRem, converter);
    patterns.add_with_converter(Extend { from: "arith.extui", signed: false }, converter);
    patterns.add_with_converter(ExtendBool { from: "arith.extui", signed: false }, converter);
    patterns.add_with_converter(Extend { from: "arith.extsi", signed: true }, converter);
    patterns.add_with_converter(ExtendBool { from: "arith.extsi", signed: true }, converter);
    patterns.add_with_converter(TypeCast { from: "arith.extf", to: "spirv.FConvert" }, converter);
    patterns.add_with_converter(Trunc, converter);
    patterns.add_with_converter(TruncToBool, converter);
    patterns.add_with_converter(TypeCast { from: "arith.truncf", to: "spirv.FConvert" }, converter);
    patterns
        .add_with_converter(TypeCast { from: "arith.uitofp", to: "spirv.ConvertUToF" }, converter);
    patterns.add_with_converter(UIToFPBool, converter);
    patterns
        .add_with_converter(TypeCast { from: "arith.sitofp", to: "spirv.ConvertSToF" }, converter);
    patterns
        .add_with_converter(TypeCast { from: "arith.fptoui", to: "spirv.ConvertFToU" }, converter);
    patterns
        .add_with_converter(TypeCast { from: "arith.fptosi", to: "spirv.ConvertFToS" }, converter);
    patterns
        .add_with_converter(TypeCast { from: "arith.index_cast", to: "spirv.SConvert" }, converter);
    patterns.add_with_converter(IndexCastToBool, converter);
    patterns.add_with_converter(IndexCastFromBool, converter);
    patterns.add_with_converter(
        TypeCast { from: "arith.index_castui", to: "spirv.UConvert" },
        converter,
    );
    patterns.add_with_converter(TypeCast { from: "arith.bitcast", to: "spirv.Bitcast" }, converter);
    patterns.add_with_converter(CmpIBool, converter);
    patterns.add_with_converter(CmpI, converter);
    patterns.add_with_converter(CmpFNanNone, converter);
    patterns.add_with_converter(CmpF, converter);
    patterns.add_with_converter(AddUIExtended, converter);
    patterns.add_with_converter(
        MulIExtended { from: "arith.mulsi_extended", to: "spirv.SMulExtended" },
        converter,
    );
    patterns.add_with_converter(
        MulIExtended { from: "arith.mului_extended", to: "spirv.UMulExtended" },
        converter,
    );
    patterns.add_with_converter(Select, converter);
    patterns.add_with_converter(
        MinimumMaximumF { from: "arith.maximumf", to: "spirv.GL.FMax" },
        converter,
    );
    patterns.add_with_converter(
        MinimumMaximumF { from: "arith.minimumf", to: "spirv.GL.FMin" },
        converter,
    );
    patterns.add_with_converter(
        MinNumMaxNumF { from: "arith.maxnumf", to: "spirv.GL.FMax" },
        converter,
    );
    patterns.add_with_converter(
        MinNumMaxNumF { from: "arith.minnumf", to: "spirv.GL.FMin" },
        converter,
    );
    patterns.add_with_converter(MaxSIToGLSMax, converter);
    patterns.add_with_converter(MaxUIToGLUMax, converter);
    patterns.add_with_converter(MinSIToGLSMin, converter);
    patterns.add_with_converter(MinUIToGLUMin, converter);
    patterns.add_with_converter(
        MinimumMaximumF { from: "arith.maximumf", to: "spirv.CL.fmax" },
        converter,
    );
    patterns.add_with_converter(
        MinimumMaximumF { from: "arith.minimumf", to: "spirv.CL.fmin" },
        converter,
    );
    patterns.add_with_converter(
        MinNumMaxNumF { from: "arith.maxnumf", to: "spirv.CL.fmax" },
        converter,
    );
    patterns.add_with_converter(
        MinNumMaxNumF { from: "arith.minnumf", to: "spirv.CL.fmin" },
        converter,
    );
    patterns.add_with_converter(MaxSIToCLSMax, converter);
    patterns.add_with_converter(MaxUIToCLUMax, converter);
    patterns.add_with_converter(MinSIToCLSMin, converter);
    patterns.add_with_converter(MinUIToCLUMin, converter);
    patterns.add_with_converter(CmpFNanKernel, converter);
}
