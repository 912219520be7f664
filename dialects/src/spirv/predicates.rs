//! What the generated definitions build on: type predicates behind the
//! constraints, the type transforms of `TypesMatchWith`, attribute
//! constraints, and the SPIR-V traits of MLIR that have no counterpart in
//! the macros (markers here, with the checks this crate makes).

#![allow(non_upper_case_globals)]

use ir_core::attributes::{Attr, AttrData};
use ir_core::ir::{Body, Op};
use ir_core::ods::{AttrConstraint, TypeConstraint, VerifyError};
use ir_core::traits::{OpTrait, TraitCheck, TraitFlags};
use ir_core::types::{Signedness, Type, TypeData};
use ir_core::Context;
use std::borrow::Cow;

use super::types::*;

/// Whether `ty` is a vector of rank 1 or more whose number of elements
/// (all dimensions counted) is one of `lengths`, of elements satisfying
/// `element`: MLIR's `VectorOfLengthAndType`, which admits
/// `vector<2x2xi1>` as a vector of length 4, and scalable vectors (their
/// minimum sizes counted).
pub fn is_vector_of(
    context: &Context,
    ty: Type,
    lengths: &[i64],
    element: &TypeConstraint,
) -> bool {
    match context.type_data(ty) {
        TypeData::Vector { shape, element: element_type, .. } => {
            !shape.is_empty()
                && lengths.contains(&shape.iter().product())
                && element.matches(context, *element_type)
        }
        _ => false,
    }
}

/// [`is_vector_of`] without scalable vectors, but of any rank: MLIR's
/// `FixedVectorOfLengthAndType`.
pub fn is_fixed_vector_of(
    context: &Context,
    ty: Type,
    lengths: &[i64],
    element: &TypeConstraint,
) -> bool {
    match context.type_data(ty) {
        TypeData::Vector { shape, scalable, element: element_type } => {
            !scalable.iter().any(|&s| s)
                && lengths.contains(&shape.iter().product())
                && element.matches(context, *element_type)
        }
        _ => false,
    }
}

/// `!spirv.ptr<...>`.
pub fn is_pointer(context: &Context, ty: Type) -> bool {
    is_spirv_type(context, ty, "ptr")
}

/// `!spirv.array<...>`.
pub fn is_array(context: &Context, ty: Type) -> bool {
    is_spirv_type(context, ty, "array")
}

/// `!spirv.rtarray<...>`.
pub fn is_runtime_array(context: &Context, ty: Type) -> bool {
    is_spirv_type(context, ty, "rtarray")
}

/// `!spirv.struct<...>`.
pub fn is_struct(context: &Context, ty: Type) -> bool {
    is_spirv_type(context, ty, "struct")
}

/// `!spirv.coopmatrix<...>`.
pub fn is_cooperative_matrix(context: &Context, ty: Type) -> bool {
    is_spirv_type(context, ty, "coopmatrix")
}

/// `!spirv.matrix<...>`.
pub fn is_matrix(context: &Context, ty: Type) -> bool {
    is_spirv_type(context, ty, "matrix")
}

/// `!spirv.sampled_image<...>`.
pub fn is_sampled_image(context: &Context, ty: Type) -> bool {
    is_spirv_type(context, ty, "sampled_image")
}

/// `!spirv.image<...>`.
pub fn is_image(context: &Context, ty: Type) -> bool {
    is_spirv_type(context, ty, "image")
}

/// `!spirv.arm.tensor<...>`.
pub fn is_tensor_arm(context: &Context, ty: Type) -> bool {
    is_spirv_type(context, ty, "arm.tensor")
}

/// A cooperative matrix whose elements satisfy `element` (cooperative
/// matrices are opaque here, so any one is accepted).
pub fn is_cooperative_matrix_of(context: &Context, ty: Type, element: &TypeConstraint) -> bool {
    let _ = element;
    is_cooperative_matrix(context, ty)
}

/// A matrix whose column elements satisfy `element`.
pub fn is_matrix_of(context: &Context, ty: Type, element: &TypeConstraint) -> bool {
    MatrixType::from_type(context, ty).is_some_and(|matrix| {
        context
            .element_type_of(matrix.column_type)
            .is_some_and(|column_element| element.matches(context, column_element))
    })
}

/// `i1`, or a vector of `i1` of the shape of `ty`: the result of a
/// comparison of values of type `ty`.
pub fn unary_result_type(context: &Context, ty: Type) -> Type {
    let i1 = context.integer_type(1);
    match context.type_data(ty) {
        TypeData::Vector { shape, scalable, .. } => context.intern_type(TypeData::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: i1,
        }),
        _ => i1,
    }
}

/// The element type of a shaped type, or the type itself.
pub fn element_type_or_self(context: &Context, ty: Type) -> Type {
    context.element_type_of(ty).unwrap_or(ty)
}

/// The element type of a vector (the type itself otherwise).
pub fn vector_element_type(context: &Context, ty: Type) -> Type {
    element_type_or_self(context, ty)
}

/// The pointee of a pointer (the type itself otherwise).
pub fn pointee_type(context: &Context, ty: Type) -> Type {
    PointerType::from_type(context, ty).map_or(ty, |pointer| pointer.pointee)
}

/// The image of a sampled image (the type itself otherwise).
pub fn sampled_image_image_type(context: &Context, ty: Type) -> Type {
    SampledImageType::from_type(context, ty).map_or(ty, |sampled| sampled.image)
}

/// The width and bits of an integer attribute (an `index` value counts
/// 64 bits, as MLIR stores it), least significant word first.
fn integer_attr_words(context: &Context, attr: Attr) -> Option<(u32, Vec<u64>)> {
    match context.attr_data(attr) {
        AttrData::Integer { ty, bits } => {
            let width = context.integer_width(*ty).unwrap_or(64);
            let bits = bits.get();
            Some((width, vec![bits as u64, (bits >> 64) as u64]))
        }
        AttrData::WideInteger { ty, words } => Some((context.integer_width(*ty)?, words.to_vec())),
        _ => None,
    }
}

/// Whether `attr` is an integer attribute, of an integer or `index`
/// type (MLIR's `isa<IntegerAttr>`).
pub fn is_integer_attr(context: &Context, attr: Attr) -> bool {
    integer_attr_words(context, attr).is_some()
}

/// Whether `attr` is an integer attribute of the signless integer type
/// of `width` bits.
pub fn is_signless_integer_attr_of_width(context: &Context, attr: Attr, width: u32) -> bool {
    let ty = match context.attr_data(attr) {
        AttrData::Integer { ty, .. } | AttrData::WideInteger { ty, .. } => *ty,
        _ => return false,
    };
    matches!(context.type_data(ty), TypeData::Integer { width: actual, signedness }
        if *actual == width && *signedness == Signedness::Signless)
}

/// Whether `attr` is an integer attribute whose value, read as a signed
/// number of its width, is above zero (`APInt::isStrictlyPositive`).
pub fn integer_attr_is_strictly_positive(context: &Context, attr: Attr) -> bool {
    let Some((width, words)) = integer_attr_words(context, attr) else { return false };
    if width == 0 {
        return false;
    }
    let sign = width - 1;
    let negative = words.get((sign / 64) as usize).is_some_and(|word| word >> (sign % 64) & 1 == 1);
    !negative && words.iter().any(|&word| word != 0)
}

/// Whether `attr` is an integer attribute with exactly one bit set among
/// those of its width (`APInt::isPowerOf2`, which reads the bits as
/// unsigned).
pub fn integer_attr_is_power_of_two(context: &Context, attr: Attr) -> bool {
    integer_attr_words(context, attr)
        .is_some_and(|(_, words)| words.iter().map(|word| word.count_ones()).sum::<u32>() == 1)
}

/// An array of 32-bit integers.
pub const I32ArrayAttr: AttrConstraint =
    AttrConstraint::new("32-bit integer array attribute", |context, attr| {
        matches!(context.attr_data(attr), AttrData::Array(elements)
            if elements.iter().all(|&element| matches!(context.attr_data(element),
                AttrData::Integer { ty, .. } if context.integer_width(*ty) == Some(32))))
    });

/// An array of symbol references.
pub const SymbolRefArrayAttr: AttrConstraint = AttrConstraint::new(
    "symbol ref array attribute",
    |context, attr| {
        matches!(context.attr_data(attr), AttrData::Array(elements)
            if elements.iter().all(|&element| matches!(context.attr_data(element), AttrData::SymbolRef { .. })))
    },
);

/// `true` or `false`.
pub const BoolAttr: AttrConstraint = AttrConstraint::new(
    "bool attribute",
    |context, attr| matches!(context.attr_data(attr), AttrData::Integer { ty, .. } if context.integer_width(*ty) == Some(1)),
);

/// Declares marker traits: MLIR's SPIR-V traits whose checks this crate
/// does not make (or makes elsewhere).
macro_rules! marker_traits {
    ($($(#[$doc:meta])* $name:ident),* $(,)?) => {$(
        $(#[$doc])*
        pub struct $name;

        impl OpTrait for $name {
            fn name(&self) -> Cow<'static, str> {
                Cow::Borrowed(stringify!($name))
            }
        }
    )*};
}

marker_traits!(
    /// The op may appear in a `spirv.SpecConstantOperation`.
    UsableInSpecConstantOp,
    /// The op reads its integer operands as signed.
    SignedOp,
    /// The op reads its integer operands as unsigned.
    UnsignedOp,
    /// The op lives in a graph (`spirv.ARM.Graph`).
    InGraphScope,
);

/// Whether `op` holds a symbol table (MLIR's `SymbolTable` trait: a
/// module-like op).
fn is_module_like(context: &Context, body: &Body, op: Op) -> bool {
    context.op_traits(body.op(op).name).contains(TraitFlags::SYMBOL_TABLE)
}

/// The op must sit in a function: walking up from its parent, a
/// function-like op (`FunctionLike`) comes before any module-like op
/// (MLIR's `InFunctionScope`, `isNestedInFunctionOpInterface`).
pub struct InFunctionScope;

impl OpTrait for InFunctionScope {
    fn name(&self) -> Cow<'static, str> {
        Cow::Borrowed("InFunctionScope")
    }

    fn is_predicate(&self) -> bool {
        true
    }

    fn verify(&self, check: &TraitCheck<'_>) -> Result<(), VerifyError> {
        let mut current = check.ir.parent_of(check.body, check.op);
        while let Some((body, op)) = current {
            if is_module_like(check.context, body, op) {
                break;
            }
            if check.context.op_traits(body.op(op).name).contains(TraitFlags::FUNCTION_LIKE) {
                return Ok(());
            }
            current = check.ir.parent_of(body, op);
        }
        Err(VerifyError::from("failed to verify that op must appear in a function-like op's block"))
    }
}

/// The op must sit directly in a module-like op (MLIR's `InModuleScope`,
/// `isDirectInModuleLikeOp`).
pub struct InModuleScope;

impl OpTrait for InModuleScope {
    fn name(&self) -> Cow<'static, str> {
        Cow::Borrowed("InModuleScope")
    }

    fn is_predicate(&self) -> bool {
        true
    }

    fn verify(&self, check: &TraitCheck<'_>) -> Result<(), VerifyError> {
        match check.ir.parent_of(check.body, check.op) {
            Some((body, op)) if is_module_like(check.context, body, op) => Ok(()),
            _ => Err(VerifyError::from(
                "failed to verify that op must appear in a module-like op's block",
            )),
        }
    }
}
