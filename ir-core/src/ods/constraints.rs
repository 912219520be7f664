//! Type and attribute constraints: what an operand, result or property of
//! an op must be, with the description MLIR's messages use
//! (`operand #0 must be signless-integer-like, but got 'f32'`).
//!
//! Constraints are plain `const` data, so an op definition names them in
//! its attributes (`#[operand(SignlessIntegerLike)]`) and combines them
//! (`AnyOf(&[I32, F32])`, `VectorOf(&AnyFloat)`). A constraint of the user's
//! own is `Custom { description, check }` with a Rust predicate.

// Constraints keep the names ODS gives them (`SignlessIntegerLike`), so a
// definition reads like its TableGen counterpart.
#![allow(non_upper_case_globals)]

use std::borrow::Cow;

use crate::attributes::{Attr, AttrData};
use crate::float::FloatKind;
use crate::types::{Signedness, Type, TypeData};
use crate::Context;

/// A constraint on a type.
#[derive(Clone, Copy, Debug)]
pub enum TypeConstraint {
    /// Any type.
    Any,
    /// An integer of any signedness; of `Some(width)` bits only if given.
    Integer(Option<u32>),
    /// A signless integer; of `Some(width)` bits only if given.
    SignlessInteger(Option<u32>),
    /// A signed integer (`siN`); of `Some(width)` bits only if given.
    SignedInteger(Option<u32>),
    /// An unsigned integer (`uiN`); of `Some(width)` bits only if given.
    UnsignedInteger(Option<u32>),
    /// `index`.
    Index,
    /// A float of any kind; of a given kind only if given.
    Float(Option<FloatKind>),
    /// `none`.
    NoneType,
    /// A function type.
    Function,
    /// A vector whose elements satisfy the constraint.
    VectorOf(&'static TypeConstraint),
    /// A ranked or unranked tensor whose elements satisfy the constraint.
    TensorOf(&'static TypeConstraint),
    /// A ranked tensor whose elements satisfy the constraint.
    RankedTensorOf(&'static TypeConstraint),
    /// A ranked or unranked memref whose elements satisfy the constraint.
    MemRefOf(&'static TypeConstraint),
    /// A shaped type (vector, tensor, memref) whose elements satisfy the
    /// constraint.
    ShapedOf(&'static TypeConstraint),
    /// A scalar satisfying the constraint, or a vector or tensor of them
    /// (MLIR's `...-like` constraints).
    ScalarOrValueSemanticsOf(&'static TypeConstraint),
    /// A ranked shaped type (vector, ranked tensor, ranked memref).
    Ranked,
    /// Any of several constraints.
    AnyOf(&'static [TypeConstraint]),
    /// A constraint under another name: checks `constraint`, reports
    /// `description`.
    Named {
        /// What messages call it.
        description: &'static str,
        /// The check.
        constraint: &'static TypeConstraint,
    },
    /// A constraint whose types are all of one kind of type storage
    /// (MLIR's C++ class, such as `builtin.vector`): a custom form's type
    /// directive rejects a type of another kind before checking
    /// `constraint` (MLIR's "invalid kind of type specified").
    OfKind {
        /// The kind's name in messages (`builtin.vector`).
        kind: &'static str,
        /// The check.
        constraint: &'static TypeConstraint,
    },
    /// A constraint written as a Rust predicate.
    Custom {
        /// What messages call it.
        description: &'static str,
        /// The check.
        check: fn(&Context, Type) -> bool,
    },
}

pub use TypeConstraint::*;

/// Any type.
pub const AnyType: TypeConstraint = Any;
/// An integer of any width and signedness.
pub const AnyInteger: TypeConstraint = Integer(None);
/// A signless integer of any width.
pub const AnySignlessInteger: TypeConstraint = SignlessInteger(None);
/// `i1`.
pub const I1: TypeConstraint = SignlessInteger(Some(1));
/// `i1` under the name `bool` in messages (MLIR's `TypeAlias<I1, "bool">`,
/// SPIR-V's `SPIRV_Bool`).
pub const Bool: TypeConstraint = Named { description: "bool", constraint: &I1 };
/// `i8`.
pub const I8: TypeConstraint = SignlessInteger(Some(8));
/// `i16`.
pub const I16: TypeConstraint = SignlessInteger(Some(16));
/// `i32`.
pub const I32: TypeConstraint = SignlessInteger(Some(32));
/// `i64`.
pub const I64: TypeConstraint = SignlessInteger(Some(64));
/// Any float.
pub const AnyFloat: TypeConstraint = Float(None);
/// `f16`.
pub const F16: TypeConstraint = Float(Some(FloatKind::F16));
/// `bf16`.
pub const BF16: TypeConstraint = Float(Some(FloatKind::BF16));
/// `f32`.
pub const F32: TypeConstraint = Float(Some(FloatKind::F32));
/// `f64`.
pub const F64: TypeConstraint = Float(Some(FloatKind::F64));
/// A signless integer or `index`.
pub const SignlessIntegerOrIndex: TypeConstraint = Named {
    description: "signless integer or index",
    constraint: &AnyOf(&[AnySignlessInteger, Index]),
};
/// A signless integer or index, or a vector or tensor of them.
pub const SignlessIntegerLike: TypeConstraint = Named {
    description: "signless-integer-like",
    constraint: &ScalarOrValueSemanticsOf(&SignlessIntegerOrIndex),
};
/// A float, or a vector or tensor of floats.
pub const FloatLike: TypeConstraint =
    Named { description: "floating-point-like", constraint: &ScalarOrValueSemanticsOf(&AnyFloat) };
/// `i1`, or a vector or tensor of `i1`.
pub const BoolLike: TypeConstraint =
    Named { description: "bool-like", constraint: &ScalarOrValueSemanticsOf(&I1) };
/// A signless integer (not index), or a vector or tensor of them.
pub const SignlessFixedWidthIntegerLike: TypeConstraint = Named {
    description: "signless-fixed-width-integer-like",
    constraint: &AnyOf(&[
        AnySignlessInteger,
        VectorOf(&AnySignlessInteger),
        TensorOf(&AnySignlessInteger),
    ]),
};
/// Any shaped type.
pub const AnyShaped: TypeConstraint =
    Named { description: "shaped of any type values", constraint: &ShapedOf(&Any) };
/// Any vector.
pub const AnyVector: TypeConstraint =
    Named { description: "vector of any type values", constraint: &VectorOf(&Any) };
/// Any tensor.
pub const AnyTensor: TypeConstraint =
    Named { description: "tensor of any type values", constraint: &TensorOf(&Any) };
/// Any memref.
pub const AnyMemRef: TypeConstraint =
    Named { description: "memref of any type values", constraint: &MemRefOf(&Any) };
/// A function type.
pub const FunctionType: TypeConstraint =
    Named { description: "function type", constraint: &Function };

impl TypeConstraint {
    /// Whether `ty` satisfies the constraint.
    pub fn matches(&self, context: &Context, ty: Type) -> bool {
        self.matches_data(context, ty, context.type_data(ty))
    }

    /// [`TypeConstraint::matches`] with `ty`'s data already looked up, so
    /// that nested constraints on the same type look it up once.
    fn matches_data(&self, context: &Context, ty: Type, data: &TypeData) -> bool {
        match *self {
            Any => true,
            Integer(width) => {
                matches!(data, TypeData::Integer { width: actual, .. } if width.is_none_or(|width| width == *actual))
            }
            SignlessInteger(width) => integer_matches(data, width, Signedness::Signless),
            SignedInteger(width) => integer_matches(data, width, Signedness::Signed),
            UnsignedInteger(width) => integer_matches(data, width, Signedness::Unsigned),
            Index => matches!(data, TypeData::Index),
            Float(kind) => {
                matches!(data, TypeData::Float(actual) if kind.is_none_or(|kind| kind == *actual))
            }
            NoneType => matches!(data, TypeData::None),
            Function => matches!(data, TypeData::Function { .. }),
            VectorOf(element) => match data {
                TypeData::Vector { element: actual, .. } => element.matches(context, *actual),
                _ => false,
            },
            TensorOf(element) => match data {
                TypeData::RankedTensor { element: actual, .. }
                | TypeData::UnrankedTensor { element: actual } => element.matches(context, *actual),
                _ => false,
            },
            RankedTensorOf(element) => match data {
                TypeData::RankedTensor { element: actual, .. } => element.matches(context, *actual),
                _ => false,
            },
            MemRefOf(element) => match data {
                TypeData::MemRef { element: actual, .. }
                | TypeData::UnrankedMemRef { element: actual, .. } => {
                    element.matches(context, *actual)
                }
                _ => false,
            },
            ShapedOf(element) => {
                context.element_type_of(ty).is_some_and(|actual| element.matches(context, actual))
            }
            ScalarOrValueSemanticsOf(element) => match data {
                TypeData::Vector { element: actual, .. }
                | TypeData::RankedTensor { element: actual, .. }
                | TypeData::UnrankedTensor { element: actual } => element.matches(context, *actual),
                _ => element.matches_data(context, ty, data),
            },
            Ranked => matches!(
                data,
                TypeData::Vector { .. } | TypeData::RankedTensor { .. } | TypeData::MemRef { .. }
            ),
            AnyOf(constraints) => {
                constraints.iter().any(|constraint| constraint.matches_data(context, ty, data))
            }
            Named { constraint, .. } | OfKind { constraint, .. } => {
                constraint.matches_data(context, ty, data)
            }
            Custom { check, .. } => check(context, ty),
        }
    }

    /// The one type the constraint allows, when there is one (`I1`,
    /// `Index`, `F32`): formats need not write it.
    pub fn buildable_type(&self, context: &Context) -> Option<Type> {
        match *self {
            SignlessInteger(Some(width)) => Some(context.integer_type(width)),
            Index => Some(context.index_type()),
            Float(Some(kind)) => Some(context.float_type(kind)),
            NoneType => Some(context.none_type()),
            Named { constraint, .. } | OfKind { constraint, .. } => {
                constraint.buildable_type(context)
            }
            _ => None,
        }
    }

    /// The name of the kind of type the constraint stores, when a format
    /// parses only that kind: integers (of a width or signedness, or
    /// any), `index`, vectors and function types, as MLIR's constraints
    /// of those C++ classes, and whatever [`OfKind`] names.
    pub fn storage_kind(&self) -> Option<&'static str> {
        match *self {
            Integer(_) | SignlessInteger(_) | SignedInteger(_) | UnsignedInteger(_) => {
                Some("builtin.integer")
            }
            Index => Some("builtin.index"),
            VectorOf(_) => Some("builtin.vector"),
            Function => Some("builtin.function"),
            OfKind { kind, .. } => Some(kind),
            Named { constraint, .. } => constraint.storage_kind(),
            _ => None,
        }
    }

    /// Whether `ty` is of the kind of type storage named `kind`, as
    /// [`TypeConstraint::storage_kind`] names them: `builtin.integer`,
    /// `builtin.index`, `builtin.vector`, `builtin.function`, or a dialect
    /// type's `dialect.mnemonic`.
    pub fn is_of_kind(context: &Context, ty: Type, kind: &str) -> bool {
        match context.type_data(ty) {
            TypeData::Integer { .. } => kind == "builtin.integer",
            TypeData::Index => kind == "builtin.index",
            TypeData::Vector { .. } => kind == "builtin.vector",
            TypeData::Function { .. } => kind == "builtin.function",
            TypeData::Dialect { definition, .. } => {
                kind.split_once('.').is_some_and(|(dialect, mnemonic)| {
                    definition.0.dialect == dialect && definition.0.mnemonic == mnemonic
                })
            }
            _ => false,
        }
    }

    /// What messages and documentation call the constraint.
    pub fn description(&self) -> Cow<'static, str> {
        match *self {
            Any => "any type".into(),
            Integer(None) => "integer".into(),
            Integer(Some(width)) => format!("{width}-bit integer").into(),
            SignlessInteger(None) => "signless integer".into(),
            SignlessInteger(Some(width)) => format!("{width}-bit signless integer").into(),
            SignedInteger(None) => "signed integer".into(),
            SignedInteger(Some(width)) => format!("{width}-bit signed integer").into(),
            UnsignedInteger(None) => "unsigned integer".into(),
            UnsignedInteger(Some(width)) => format!("{width}-bit unsigned integer").into(),
            Index => "index".into(),
            Float(None) => "floating-point".into(),
            Float(Some(FloatKind::BF16)) => "bfloat16 type".into(),
            Float(Some(kind)) => match float_width(kind) {
                Some(width) => format!("{width}-bit float").into(),
                None => format!("{kind:?} type").into(),
            },
            NoneType => "none type".into(),
            Function => "function type".into(),
            VectorOf(element) => format!("vector of {} values", element.description()).into(),
            TensorOf(element) => format!("tensor of {} values", element.description()).into(),
            RankedTensorOf(element) => {
                format!("ranked tensor of {} values", element.description()).into()
            }
            MemRefOf(element) => format!("memref of {} values", element.description()).into(),
            ShapedOf(element) => format!("shaped of {} values", element.description()).into(),
            ScalarOrValueSemanticsOf(element) => format!("{}-like", element.description()).into(),
            Ranked => "ranked shaped type".into(),
            AnyOf(constraints) => {
                let parts: Vec<_> = constraints.iter().map(|c| c.description()).collect();
                parts.join(" or ").into()
            }
            Named { description, .. } | Custom { description, .. } => description.into(),
            OfKind { constraint, .. } => constraint.description(),
        }
    }
}

fn integer_matches(data: &TypeData, width: Option<u32>, signedness: Signedness) -> bool {
    matches!(data, TypeData::Integer { width: actual, signedness: actual_signedness }
        if *actual_signedness == signedness && width.is_none_or(|width| width == *actual))
}

fn float_width(kind: FloatKind) -> Option<u32> {
    match kind {
        FloatKind::F16 => Some(16),
        FloatKind::F32 => Some(32),
        FloatKind::F64 => Some(64),
        FloatKind::F80 => Some(80),
        FloatKind::F128 => Some(128),
        _ => None,
    }
}

/// A constraint on an attribute-valued property.
#[derive(Clone, Copy, Debug)]
pub struct AttrConstraint {
    /// What messages call it (`flat symbol reference attribute`).
    pub description: &'static str,
    /// The check.
    pub check: fn(&Context, Attr) -> bool,
    /// The kind of attribute the property stores: the generic form's
    /// `<{...}>` fails to convert an attribute of another kind (the check
    /// then refines, reported by the verifier).
    pub storage: fn(&Context, Attr) -> bool,
    /// Whether the attribute has no type (MLIR's `NoneType` value type, as
    /// symbol references): a declarative format reads a literal there
    /// without a `: type` suffix, and another kind of attribute than
    /// `storage` is an error of the op's parser.
    pub untyped: bool,
}

impl AttrConstraint {
    /// A constraint of the user's: any attribute converts, `check` decides.
    pub const fn new(description: &'static str, check: fn(&Context, Attr) -> bool) -> Self {
        AttrConstraint { description, check, storage: |_, _| true, untyped: false }
    }
}

/// Any attribute.
pub const AnyAttr: AttrConstraint = AttrConstraint::new("any attribute", |_, _| true);
/// A string attribute.
pub const StrAttr: AttrConstraint = AttrConstraint {
    description: "string attribute",
    check: is_untyped_string,
    storage: |context, attr| matches!(context.attr_data(attr), AttrData::String { .. }),
    untyped: false,
};
/// [`StrAttr`]'s check: a named function, one address for every crate,
/// so the verifier can tell the constraint from others.
#[inline(never)]
pub(crate) fn is_untyped_string(context: &Context, attr: Attr) -> bool {
    matches!(context.attr_data(attr), AttrData::String { ty: None, .. })
}

/// `@name`: a symbol reference without nested references.
pub const FlatSymbolRefAttr: AttrConstraint = AttrConstraint {
    description: "flat symbol reference attribute",
    check: |context, attr| matches!(context.attr_data(attr), AttrData::SymbolRef { nested, .. } if nested.is_empty()),
    storage: |context, attr| matches!(context.attr_data(attr), AttrData::SymbolRef { nested, .. } if nested.is_empty()),
    untyped: true,
};
/// A symbol reference.
pub const SymbolRefAttr: AttrConstraint = AttrConstraint {
    description: "symbol reference attribute",
    check: |context, attr| matches!(context.attr_data(attr), AttrData::SymbolRef { .. }),
    storage: |context, attr| matches!(context.attr_data(attr), AttrData::SymbolRef { .. }),
    untyped: true,
};
/// An integer attribute (a scalar: not a splat), of any width (MLIR's
/// `APIntAttr`).
pub const IntegerAttr: AttrConstraint = AttrConstraint {
    description: "arbitrary integer attribute",
    check: |context, attr| {
        matches!(context.attr_data(attr), AttrData::Integer { .. } | AttrData::WideInteger { .. })
    },
    storage: |context, attr| {
        matches!(context.attr_data(attr), AttrData::Integer { .. } | AttrData::WideInteger { .. })
    },
    untyped: false,
};
/// An attribute with a type (integer, float, elements, typed string ...).
pub const TypedAttr: AttrConstraint = AttrConstraint {
    description: "TypedAttr instance",
    check: |context, attr| context.attr_type(attr).is_some(),
    storage: |context, attr| context.attr_type(attr).is_some(),
    untyped: false,
};
/// A dense or sparse elements attribute of integers.
pub const IntElementsAttr: AttrConstraint = AttrConstraint {
    description: "integer elements attribute",
    check: |context, attr| match context.attr_data(attr) {
        AttrData::DenseElements { ty, .. } | AttrData::Sparse { ty, .. } => context
            .element_type_of(*ty)
            .is_some_and(|element| matches!(context.type_data(element), TypeData::Integer { .. })),
        _ => false,
    },
    storage: |context, attr| match context.attr_data(attr) {
        AttrData::DenseElements { ty, .. } => context.element_type_of(*ty).is_some_and(|element| {
            matches!(context.type_data(element), TypeData::Integer { .. } | TypeData::Index)
        }),
        _ => false,
    },
    untyped: false,
};
/// A 32-bit float attribute (the value of an `F32` property).
pub const F32Attr: AttrConstraint = AttrConstraint {
    description: "32-bit float attribute",
    check: |context, attr| is_float_attr(context, attr, crate::float::FloatKind::F32),
    storage: |context, attr| is_float_attr(context, attr, crate::float::FloatKind::F32),
    untyped: false,
};
/// A 64-bit float attribute (the value of an `F64` property).
pub const F64Attr: AttrConstraint = AttrConstraint {
    description: "64-bit float attribute",
    check: |context, attr| is_float_attr(context, attr, crate::float::FloatKind::F64),
    storage: |context, attr| is_float_attr(context, attr, crate::float::FloatKind::F64),
    untyped: false,
};

fn is_float_attr(context: &Context, attr: Attr, kind: crate::float::FloatKind) -> bool {
    matches!(context.attr_data(attr), AttrData::Float { ty, .. }
        if matches!(context.type_data(*ty), TypeData::Float(found) if *found == kind))
}

/// An array of dictionary attributes.
pub const DictArrayAttr: AttrConstraint = AttrConstraint {
    description: "Array of dictionary attributes",
    check: |context, attr| match context.attr_data(attr) {
        AttrData::Array(elements) => elements
            .iter()
            .all(|&element| matches!(context.attr_data(element), AttrData::Dictionary(_))),
        _ => false,
    },
    storage: |context, attr| matches!(context.attr_data(attr), AttrData::Array(_)),
    untyped: false,
};
/// A type attribute holding a function type.
pub const FunctionTypeAttr: AttrConstraint = AttrConstraint {
    description: "type attribute of function type",
    check: is_function_type_attr,
    storage: |context, attr| matches!(context.attr_data(attr), AttrData::Type(_)),
    untyped: false,
};

/// [`FunctionTypeAttr`]'s check: a named function, one address for every
/// crate, so the verifier can check a type property against it without
/// building the attribute.
#[inline(never)]
pub(crate) fn is_function_type_attr(context: &Context, attr: Attr) -> bool {
    match context.attr_data(attr) {
        AttrData::Type(ty) => matches!(context.type_data(*ty), TypeData::Function { .. }),
        _ => false,
    }
}

/// The type of typed attributes.
impl Context {
    /// The type of an attribute that has one: integers, floats, typed
    /// strings, dense and sparse elements, opaque attributes with a type.
    pub fn attr_type(&self, attr: Attr) -> Option<Type> {
        match self.attr_data(attr) {
            AttrData::Integer { ty, .. }
            | AttrData::WideInteger { ty, .. }
            | AttrData::Float { ty, .. }
            | AttrData::DenseElements { ty, .. }
            | AttrData::Sparse { ty, .. } => Some(*ty),
            AttrData::String { ty, .. } => Some(ty.unwrap_or_else(|| self.none_type())),
            AttrData::DenseResource { ty, .. } => Some(*ty),
            AttrData::Opaque { ty, .. } => *ty,
            _ => None,
        }
    }
}
