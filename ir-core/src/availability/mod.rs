//! Op availability: which versions, extensions and capabilities (or any
//! other dimension a dialect defines) an op needs.
//!
//! A [`Dimension`] is a value type with an initial value and a merge that
//! is associative and commutative. Four are provided: [`MinVersion`]
//! (merge = max), [`MaxVersion`] (merge = min), [`Extensions`] and
//! [`Capabilities`] (conjunctions of disjunctions: `[[A, B], [C]]` is
//! "A or B, and C").
//!
//! Requirements attach to an op (`#[op(availability = [...])]`), to a
//! dialect as the default its ops override (`#[dialect(availability =
//! [...])]`), to enum cases (`#[availability(...)]` on a case of an
//! `#[enum_attr]`, merged through
//! [`PropertyValue::add_requirements`](crate::ods::PropertyValue)), to operand and result types (`requires = Rule` on an
//! operand or result, and the dialect's type rules) and to properties
//! (`requires = Rule` on a property). `#[op]` generates:
//!
//! - [`StaticAvailability`]: the declared requirements as `const` data, for
//!   compile-time checks against a [`StaticTarget`] ([`require`]);
//! - [`OpAvailability`]: the query on an op instance, which merges the
//!   declared part with the requirements of its required properties' enum
//!   cases (bit enums one set bit at a time) and, in [`Mode::Full`], of
//!   its types and of its optional (when present) and defaulted
//!   properties;
//! - one [`AvailabilityModel`] per dimension, the interface generic code
//!   reaches any op through ([`DynAvailability`], given by
//!   [`crate::interfaces::cast`]); ops without
//!   availability have none and are available everywhere.
//!
//! A [`TargetEnv`] says what a target has in each dimension; [`check_op`]
//! answers whether an op instance is available there and, when it is not,
//! which dimension fails and why.

mod check;
mod dimensions;
mod model;
mod static_check;

pub use check::*;
pub use dimensions::*;
pub use model::*;
pub use static_check::*;

use std::any::{Any, TypeId};
use std::fmt::Debug;

/// One availability dimension: what a requirement is, how requirements
/// merge into an answer, and how an answer compares with a target.
pub trait Dimension: 'static {
    /// What messages and `--print-availability` call it (`min version`).
    const NAME: &'static str;
    /// How compile-time checks compare its requirements with a target.
    const KIND: DimensionKind;
    /// One requirement as declarations state it (a version, or one
    /// disjunction of extensions).
    type Requirement: Copy + Debug + 'static;
    /// The merged answer.
    type Value: Clone + Debug + PartialEq + Send + Sync + 'static;
    /// What a target has in this dimension.
    type Target: Debug + Send + Sync + 'static;

    /// The answer before any requirement.
    fn initial() -> Self::Value;

    /// Adds one requirement to the answer.
    fn merge(overall: &mut Self::Value, requirement: Self::Requirement);

    /// Writes an answer as `mlir-opt --test-spirv-op-availability` does
    /// (`v1.3`, `[ [A, B] [C] ]`).
    fn write(value: &Self::Value, out: &mut String);

    /// Whether a target satisfies an answer; `Err` says what is missing.
    fn check(value: &Self::Value, target: &Self::Target) -> Result<(), String>;
}

/// How a dimension's requirements compare with a target at compile time.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DimensionKind {
    /// The target's value must be at least the requirement's (min version).
    AtLeast,
    /// The target's value must be at most the requirement's (max version).
    AtMost,
    /// The target must have one of the requirement's values (one
    /// disjunction of extensions or capabilities).
    AnyOf,
    /// Not checked at compile time.
    Custom,
}

/// Which requirements an op instance's query merges.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// What `mlir-opt --test-spirv-op-availability` answers: the op's
    /// declared requirements (or its dialect's defaults), its required
    /// properties' enum cases and rules, and its own hook. Optional and
    /// defaulted properties add nothing, present or not: MLIR's generated
    /// availability skips `OptionalAttr` and `DefaultValuedAttr` enum
    /// attributes.
    Declared,
    /// Also the requirements of its operand and result types (the
    /// `requires = Rule` of operands and results, and the dialect's type
    /// rules) and of its optional properties that are present and its
    /// defaulted properties (their cases and rules; an absent optional
    /// property adds nothing): what a target must have to run it.
    Full,
}

/// Merges `requirement` of dimension `R` into `overall` when the dimension
/// being answered, `D`, is `R`; otherwise does nothing. Generated queries
/// call it for every requirement they know; after monomorphization the
/// test is a constant.
#[inline(always)]
pub fn merge_if<D: Dimension, R: Dimension>(overall: &mut D::Value, requirement: R::Requirement) {
    if TypeId::of::<D>() == TypeId::of::<R>() {
        if let Some(overall) = (overall as &mut dyn Any).downcast_mut::<R::Value>() {
            R::merge(overall, requirement);
        }
    }
}

/// Whether `D` and `R` are the same dimension.
#[inline(always)]
pub fn same_dimension<D: Dimension, R: Dimension>() -> bool {
    TypeId::of::<D>() == TypeId::of::<R>()
}

/// A case of an enum used in requirements: versions, extensions,
/// capabilities. `#[enum_attr]` implements it for integer enums.
pub trait EnumCase: Copy + Eq + Ord + Debug + Send + Sync + 'static {
    /// The case's keyword (`v1.3`, `Shader`).
    fn keyword(self) -> &'static str;

    /// The case's value.
    fn value(self) -> u64;

    /// The cases this one implies (`#[implies(...)]`): a target that has
    /// it has them too.
    fn implied(self) -> &'static [Self] {
        &[]
    }
}

/// A rule giving requirements for types (the `TypeAvailableAt` of MLIR's
/// availability design): `requires = Rule` on an operand or result. Write
/// one with [`type_requirements!`](crate::type_requirements).
pub trait TypeRequirements {
    /// Merges the requirements of dimension `D` that `ty` brings.
    fn add_requirements<D: Dimension>(
        context: &crate::Context,
        ty: crate::types::Type,
        overall: &mut D::Value,
    );
}

/// A rule giving requirements for property values (MLIR's
/// `AttrAvailableAt`): `requires = Rule` on a property of type `T`.
pub trait ValueRequirements<T> {
    /// Merges the requirements of dimension `D` that `value` brings.
    fn add_requirements<D: Dimension>(value: &T, overall: &mut D::Value);
}

/// Declares a [`TypeRequirements`] rule: each arm is a type constraint and
/// the requirements a type it accepts brings; every matching arm applies.
///
/// ```ignore
/// type_requirements! {
///     /// Narrow and wide scalars need their capabilities.
///     pub ScalarWidths {
///         ScalarOrVectorOf(&F16) => [Capabilities([Capability::Float16])],
///         ScalarOrVectorOf(&F64) => [Capabilities([Capability::Float64])],
///     }
/// }
/// ```
#[macro_export]
macro_rules! type_requirements {
    ($(#[$doc:meta])* $vis:vis $name:ident {
        $($constraint:expr => [$($dimension:ident ( $($requirement:tt)* )),* $(,)?]),* $(,)?
    }) => {
        $(#[$doc])*
        $vis struct $name;

        impl $crate::availability::TypeRequirements for $name {
            fn add_requirements<D: $crate::availability::Dimension>(
                context: &$crate::Context,
                ty: $crate::types::Type,
                overall: &mut D::Value,
            ) {
                $(
                    // The constraint is only tested for the dimensions the
                    // arm can add to.
                    if (false $(|| $crate::availability::same_dimension::<D, $dimension>())*)
                        && $crate::ods::TypeConstraint::matches(&$constraint, context, ty)
                    {
                        $($crate::availability::merge_if::<D, $dimension>(
                            overall,
                            $crate::__requirement!($($requirement)*),
                        );)*
                    }
                )*
            }
        }
    };
}

/// Declares a target known at compile time, for
/// [`build_for!`](crate::build_for): for each dimension it constrains, the
/// enum whose cases it has and those cases (a version, or the extensions or
/// capabilities it enables, with the cases they imply through the enum's
/// `IMPLICATIONS`).
///
/// ```
/// use ir_core::availability::{StaticTarget, StaticTargetDimension};
/// use ir_core::ir_macros::enum_attr;
///
/// /// The versions of a device.
/// #[enum_attr(storage = "i32")]
/// pub enum Version {
///     #[case("v1")]
///     V1 = 1,
///     #[case("v2")]
///     V2 = 2,
/// }
///
/// type MinVersion = ir_core::availability::MinVersion<Version>;
///
/// ir_core::static_target! {
///     /// A device running version 2.
///     pub DeviceV2 { MinVersion: Version[V2] }
/// }
///
/// let dimension: &StaticTargetDimension = &DeviceV2::DIMENSIONS[0];
/// assert_eq!((dimension.dimension, dimension.values), ("min version", &[2u64][..]));
/// ```
#[macro_export]
macro_rules! static_target {
    ($(#[$doc:meta])* $vis:vis $name:ident {
        $($dimension:ty : $enum:ty [$($case:ident),* $(,)?]),* $(,)?
    }) => {
        $(#[$doc])*
        $vis struct $name;

        impl $crate::availability::StaticTarget for $name {
            const DIMENSIONS: &'static [$crate::availability::StaticTargetDimension] = &[
                $($crate::availability::StaticTargetDimension {
                    dimension: <$dimension as $crate::availability::Dimension>::NAME,
                    values: &[$(<$enum>::$case as u64),*],
                    implications: <$enum>::IMPLICATIONS,
                }),*
            ];
        }
    };
}

/// The requirement value of `D(x)` or `D([a, b])`, as `type_requirements!`
/// writes it.
#[doc(hidden)]
#[macro_export]
macro_rules! __requirement {
    ([$($case:expr),* $(,)?]) => {
        &[$($case),*]
    };
    ($case:expr) => {
        $case
    };
}
