//! The hand-written verifiers of the SPIR-V ops (MLIR's `hasVerifier`),
//! one file per family. `tools/spirv_from_tablegen.py` gives every op the
//! `pub fn verify_<snake>` defined here as its `verify` hook.
//!
//! Messages are MLIR 22's: those MLIR emits with `emitOpError` are plain
//! strings (prefixed with `'spirv.X' op`), those it emits with `emitError`
//! are [`VerifyError::plain`].

mod arithmetic;
mod atomic;
mod cast;
mod composite;
mod control_flow;
mod group;
mod image;
mod memory;
mod misc;
mod structure;

pub(crate) use composite::indexed_type as composite_indexed_type;

pub use arithmetic::*;
pub use atomic::*;
pub use cast::*;
pub use composite::*;
pub use control_flow::*;
pub use group::*;
pub use image::*;
pub use memory::*;
pub use misc::*;
pub use structure::*;

use ir_core::attributes::{sign_extend_bits, Attr, AttrData};
use ir_core::ir::{Body, Ir, Op, Value, ValueDef};
use ir_core::ods::VerifyError;
use ir_core::traits::TraitFlags;
use ir_core::types::{Signedness, Type, TypeData};
use ir_core::Context;

use super::enums::{MemorySemantics, Scope};
use super::types::*;

/// The result of a verifier.
pub(crate) type Verified = Result<(), VerifyError>;

/// A type as MLIR streams it into a diagnostic: quoted.
pub(crate) fn quoted(context: &Context, ty: Type) -> String {
    format!("'{}'", ir_core::text::type_to_string(context, ty))
}

/// An attribute as MLIR streams it into a diagnostic.
pub(crate) fn attr_text(context: &Context, attr: Attr) -> String {
    ir_core::text::attr_to_string(context, attr)
}

/// The op defining `value`, if it is an op result.
pub(crate) fn defining_op(body: &Body, value: Value) -> Option<Op> {
    match body.value(value).def() {
        ValueDef::Result { op, .. } => Some(op),
        ValueDef::BlockArgument { .. } => None,
    }
}

/// The name of `op`.
pub(crate) fn op_name<'c>(context: &'c Context, body: &Body, op: Op) -> &'c str {
    context.op_name_str(body.op(op).name)
}

/// The value of an integer attribute, sign-extended unless its type is
/// unsigned.
pub(crate) fn integer_value(context: &Context, attr: Attr) -> Option<i128> {
    match context.attr_data(attr) {
        AttrData::Integer { ty, bits } => {
            let width = context.integer_width(*ty).unwrap_or(64);
            match context.type_data(*ty) {
                TypeData::Integer { signedness: Signedness::Unsigned, .. } => {
                    Some(bits.get() as i128)
                }
                _ => Some(sign_extend_bits(bits.get(), width)),
            }
        }
        _ => None,
    }
}

/// The integer a `spirv.Constant` defining `value` holds, as a 32-bit
/// integer (MLIR's `extractValueFromConstOp`).
pub(crate) fn constant_i32(context: &Context, body: &Body, value: Value) -> Option<i32> {
    let constant = super::ConstantOp::cast(context, body, defining_op(body, value)?)?;
    let attr = constant.value(body);
    integer_value(context, attr).map(|value| value as i32)
}

/// The number of elements of a vector type.
pub(crate) fn vector_len(context: &Context, ty: Type) -> Option<i64> {
    match context.type_data(ty) {
        TypeData::Vector { shape, .. } => Some(shape.iter().product()),
        _ => None,
    }
}

/// Whether `ty` is an integer or a float.
pub(crate) fn is_int_or_float(context: &Context, ty: Type) -> bool {
    matches!(context.type_data(ty), TypeData::Integer { .. } | TypeData::Float(_))
}

/// The bit width of an integer or float type.
pub(crate) fn scalar_width(context: &Context, ty: Type) -> Option<u32> {
    match context.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(kind) => Some(kind.bit_width()),
        _ => None,
    }
}

/// A SPIR-V composite type (MLIR's `spirv::CompositeType`), as far as
/// this crate can look into it.
pub(crate) enum Composite {
    /// Elements of one type; the count when known at compile time.
    Uniform { count: Option<u64>, element: Type },
    /// Struct members.
    Struct(Vec<Type>),
    /// A composite whose element type is not known here (cooperative
    /// matrices and ARM tensors are kept opaque).
    Opaque,
}

impl Composite {
    /// The composite `ty` is, if it is one.
    pub(crate) fn of(context: &Context, ty: Type) -> Option<Composite> {
        if let Some(array) = ArrayType::from_type(context, ty) {
            return Some(Composite::Uniform {
                count: Some(array.count as u64),
                element: array.element,
            });
        }
        if let Some(array) = RuntimeArrayType::from_type(context, ty) {
            return Some(Composite::Uniform { count: None, element: array.element });
        }
        if let Some(matrix) = MatrixType::from_type(context, ty) {
            return Some(Composite::Uniform {
                count: Some(matrix.columns as u64),
                element: matrix.column_type,
            });
        }
        if let Some(structure) = StructType::from_type(context, ty) {
            return Some(Composite::Struct(structure.members));
        }
        if let TypeData::Vector { shape, scalable, element } = context.type_data(ty) {
            let valid = shape.len() == 1
                && !scalable.iter().any(|&dimension| dimension)
                && [2, 3, 4, 8, 16].contains(&shape[0])
                && is_int_or_float(context, *element);
            return valid
                .then_some(Composite::Uniform { count: Some(shape[0] as u64), element: *element });
        }
        if is_spirv_type(context, ty, "coopmatrix") || is_spirv_type(context, ty, "arm.tensor") {
            return Some(Composite::Opaque);
        }
        None
    }

    /// The number of elements, when known.
    pub(crate) fn count(&self) -> Option<u64> {
        match self {
            Composite::Uniform { count, .. } => *count,
            Composite::Struct(members) => Some(members.len() as u64),
            Composite::Opaque => None,
        }
    }

    /// The type of element `index` (which must be in bounds for structs).
    pub(crate) fn element(&self, index: usize) -> Option<Type> {
        match self {
            Composite::Uniform { element, .. } => Some(*element),
            Composite::Struct(members) => members.get(index).copied(),
            Composite::Opaque => None,
        }
    }
}

/// A check MLIR makes with an ODS predicate trait: reported as
/// `'spirv.X' op failed to verify that <description>`.
pub(crate) fn trait_check(holds: bool, description: &str) -> Verified {
    if holds {
        Ok(())
    } else {
        Err(format!("failed to verify that {description}").into())
    }
}

/// MLIR's `AllElementTypesMatch`: the values' element types (a scalar is
/// its own) are all the same.
pub(crate) fn all_element_types_match(
    context: &Context,
    body: &Body,
    values: &[Value],
    names: &str,
) -> Verified {
    let element = |value: Value| {
        let ty = body.value_type(value);
        context.element_type_of(ty).unwrap_or(ty)
    };
    let first = values.first().map(|&value| element(value));
    trait_check(
        values.iter().all(|&value| Some(element(value)) == first),
        &format!("all of {{{names}}} have same element type"),
    )
}

/// MLIR's `SPIRV_ExecutionScopeAttrIs<..., "Subgroup">`.
pub(crate) fn execution_scope_is_subgroup(scope: Scope) -> Verified {
    trait_check(scope == Scope::Subgroup, "execution_scope must be Scope of value Subgroup")
}

/// The type of the first element of a SPIR-V composite (MLIR's
/// `CompositeType::getElementType(0)`), if `ty` is one.
pub(crate) fn first_element_type(context: &Context, ty: Type) -> Option<Type> {
    if let Some(matrix) = CooperativeMatrixType::from_type(context, ty) {
        return Some(matrix.element);
    }
    if let Some(tensor) = TensorArmType::from_type(context, ty) {
        return Some(tensor.element);
    }
    match Composite::of(context, ty)? {
        Composite::Uniform { element, .. } => Some(element),
        Composite::Struct(members) => members.first().copied(),
        Composite::Opaque => None,
    }
}

/// MLIR's check of execution scopes: `Workgroup` or `Subgroup`.
pub(crate) fn verify_execution_scope(scope: Scope) -> Verified {
    if scope != Scope::Workgroup && scope != Scope::Subgroup {
        return Err("execution scope must be 'Workgroup' or 'Subgroup'".into());
    }
    Ok(())
}

/// At most one of the four ordering bits of a memory semantics.
pub(crate) fn verify_memory_semantics(semantics: MemorySemantics) -> Verified {
    let ordering = MemorySemantics::ACQUIRE.value()
        | MemorySemantics::RELEASE.value()
        | MemorySemantics::ACQUIRE_RELEASE.value()
        | MemorySemantics::SEQUENTIALLY_CONSISTENT.value();
    if (semantics.value() & ordering).count_ones() > 1 {
        return Err(VerifyError::plain(
            "expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`",
        ));
    }
    Ok(())
}

/// The ops enclosing `op`, innermost first, across isolated bodies.
pub(crate) fn ancestors<'i>(ir: &'i Ir, body: &'i Body, op: Op) -> Vec<(&'i Body, Op)> {
    let mut chain = Vec::new();
    let mut current = ir.parent_of(body, op);
    while let Some((holder, parent)) = current {
        chain.push((holder, parent));
        current = ir.parent_of(holder, parent);
    }
    chain
}

/// The nearest enclosing op of kind `T`.
pub(crate) fn enclosing<'i, T: ir_core::ods::TypedOp>(
    context: &Context,
    ir: &'i Ir,
    body: &'i Body,
    op: Op,
) -> Option<(&'i Body, Op)> {
    ancestors(ir, body, op).into_iter().find(|(holder, ancestor)| T::is(context, holder, *ancestor))
}

/// The `sym_name` of an op, as bytes.
pub(crate) fn symbol_of(context: &Context, body: &Body, op: Op) -> Option<Vec<u8>> {
    let name = ir_core::symbols::symbol_name(context, body.op(op))?;
    Some(context.string_bytes(name).to_vec())
}

/// The op defining the symbol `reference` (a flat symbol reference) in
/// the symbol table nearest to `op` (MLIR's `lookupNearestSymbolFrom` on
/// the op's parent).
pub(crate) fn lookup_symbol<'i>(
    context: &Context,
    ir: &'i Ir,
    body: &'i Body,
    op: Op,
    reference: Attr,
) -> Option<(&'i Body, Op)> {
    let AttrData::SymbolRef { root, .. } = context.attr_data(reference) else { return None };
    let name = context.string_bytes(*root).to_vec();
    for (holder, ancestor) in ancestors(ir, body, op) {
        let data = holder.op(ancestor);
        if !context.op_traits(data.name).contains(TraitFlags::SYMBOL_TABLE) {
            continue;
        }
        let inner = data.isolated_body().map_or(holder, |id| ir.body(id));
        for &region in data.regions() {
            for block in inner.region_blocks(region) {
                for child in inner.block_ops(block) {
                    if symbol_of(context, inner, child).as_deref() == Some(&name[..]) {
                        return Some((inner, child));
                    }
                }
            }
        }
        return None;
    }
    None
}

/// A discardable attribute of `op`.
pub(crate) fn discardable(context: &Context, body: &Body, op: Op, name: &str) -> Option<Attr> {
    let attributes = body.op(op).attributes;
    match context.attr_data(attributes) {
        AttrData::Dictionary(_) => context.dictionary_get(attributes, name),
        _ => None,
    }
}
