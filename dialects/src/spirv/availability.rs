//! What SPIR-V availability needs beyond declarations: the requirements of
//! operand and result types (the full answer targets are checked with),
//! the integer dot products' availability (which depends on their operand
//! types, as MLIR computes it by hand), and target environments written
//! `#spirv.vce<v1.3, [Shader], [SPV_KHR_...]>`.

use ir_core::attributes::{Attr, AttrData};
use ir_core::availability::{
    merge_if, same_dimension, Dimension, EnabledSet, TargetEnv, TypeRequirements,
};
use ir_core::float::FloatKind;
use ir_core::interfaces::OpHandle;
use ir_core::ir::Body;
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use super::{Capabilities, Capability, Extension, Extensions, MaxVersion, MinVersion, Version};

/// What scalar widths and long vectors require of a target: `Int8`,
/// `Int16`, `Int64`, `Float16`, `Float64` for scalars and the elements of
/// vectors, and `Vector16` for vectors of 8 or 16 elements. Written by
/// hand rather than with `type_requirements!` so a type is looked at once.
pub struct SpirvTypeRules;

impl TypeRequirements for SpirvTypeRules {
    #[inline]
    fn add_requirements<D: Dimension>(context: &Context, ty: Type, overall: &mut D::Value) {
        // Only capabilities depend on types.
        if !same_dimension::<D, Capabilities>() {
            return;
        }
        let (element, long_vector) = match context.type_data(ty) {
            TypeData::Vector { shape, element, .. } => (*element, matches!(shape[..], [8] | [16])),
            _ => (ty, false),
        };
        let width: &'static [Capability] = match context.type_data(element) {
            TypeData::Integer { width: 8, .. } => &[Capability::Int8],
            TypeData::Integer { width: 16, .. } => &[Capability::Int16],
            TypeData::Integer { width: 64, .. } => &[Capability::Int64],
            TypeData::Float(FloatKind::F16) => &[Capability::Float16],
            TypeData::Float(FloatKind::F64) => &[Capability::Float64],
            _ => &[],
        };
        merge_if::<D, Capabilities>(overall, width);
        if long_vector {
            merge_if::<D, Capabilities>(overall, &[Capability::Vector16]);
        }
    }
}

/// The availability of the integer dot products (`spirv.SDot`,
/// `spirv.UDotAccSat`, ...): extension `SPV_KHR_integer_dot_product`,
/// capability `DotProduct`, and the input capability their first operand's
/// type needs: `DotProductInput4x8BitPacked` for a packed `i32`,
/// `DotProductInput4x8Bit` for vectors of `i8`, `DotProductInputAll`
/// otherwise.
pub fn integer_dot_product_availability<D: Dimension>(
    op: impl OpHandle,
    context: &Context,
    body: &Body,
    overall: &mut D::Value,
) {
    merge_if::<D, Extensions>(overall, &[Extension::SPV_KHR_integer_dot_product]);
    merge_if::<D, Capabilities>(overall, &[Capability::DotProduct]);
    let data = body.op(op.op());
    if data.operand_count() == 0 {
        return;
    }
    let factor = body.value_type(data.operand(0));
    let input: &'static [Capability] = match context.type_data(factor) {
        TypeData::Integer { .. } => {
            // Packed only when the op says so.
            let packed = data.properties.as_ref().is_some_and(|properties| {
                let names = properties.field_names();
                let format = names.iter().position(|name| *name == "format");
                format.is_some_and(|index| properties.field(index).is_set())
            });
            if !packed {
                return;
            }
            &[Capability::DotProductInput4x8BitPacked]
        }
        TypeData::Vector { element, .. } if context.integer_width(*element) == Some(8) => {
            &[Capability::DotProductInput4x8Bit]
        }
        _ => &[Capability::DotProductInputAll],
    };
    merge_if::<D, Capabilities>(overall, input);
}

/// The target a `#spirv.vce<version, [capabilities], [extensions]>`
/// attribute describes; `None` for other attributes or unknown names.
pub fn vce_target_env(context: &Context, attr: Attr) -> Option<TargetEnv> {
    let AttrData::Opaque { dialect, data, .. } = context.attr_data(attr) else { return None };
    if &**dialect != "spirv" {
        return None;
    }
    let inner = data.strip_prefix("vce<")?.strip_suffix('>')?;
    let (version, rest) = inner.split_once(',')?;
    let version = Version::from_keyword(version.trim())?;
    let rest = rest.trim().strip_prefix('[')?;
    let (capabilities, rest) = rest.split_once(']')?;
    let extensions = rest.trim().strip_prefix(',')?.trim().strip_prefix('[')?.strip_suffix(']')?;
    let names = |list: &str| -> Vec<String> {
        list.split(',').map(str::trim).filter(|name| !name.is_empty()).map(str::to_owned).collect()
    };
    let capabilities: Option<Vec<Capability>> =
        names(capabilities).iter().map(|name| Capability::from_keyword(name)).collect();
    let extensions: Option<Vec<Extension>> =
        names(extensions).iter().map(|name| Extension::from_keyword(name)).collect();
    Some(
        TargetEnv::new()
            .with::<MinVersion>(version)
            .with::<MaxVersion>(version)
            .with::<Extensions>(EnabledSet::new(extensions?))
            .with::<Capabilities>(EnabledSet::new(capabilities?)),
    )
}

/// Declares a SPIR-V target known at compile time, for
/// [`ir_core::build_for!`]: a version, the capabilities it enables (with
/// those they imply) and its extensions.
///
/// ```
/// dialects::spirv_static_target! {
///     /// Vulkan 1.1: SPIR-V 1.3 with shaders and basic subgroup operations.
///     pub Vulkan11 = (V1_3, [Shader, GroupNonUniform, GroupNonUniformBallot], [SPV_KHR_storage_buffer_storage_class])
/// }
/// ```
#[macro_export]
macro_rules! spirv_static_target {
    ($(#[$doc:meta])* $vis:vis $name:ident = ($version:ident, [$($capability:ident),* $(,)?], [$($extension:ident),* $(,)?])) => {
        $(#[$doc])*
        $vis struct $name;

        impl $crate::__ir_core::availability::StaticTarget for $name {
            const DIMENSIONS: &'static [$crate::__ir_core::availability::StaticTargetDimension] = {
                use $crate::__ir_core::availability::{Dimension, StaticTargetDimension};
                use $crate::spirv::{Capabilities, Capability, Extension, Extensions, MaxVersion, MinVersion, Version};
                &[
                    StaticTargetDimension {
                        dimension: <MinVersion as Dimension>::NAME,
                        values: &[Version::$version as u64],
                        implications: &[],
                    },
                    StaticTargetDimension {
                        dimension: <MaxVersion as Dimension>::NAME,
                        values: &[Version::$version as u64],
                        implications: &[],
                    },
                    StaticTargetDimension {
                        dimension: <Capabilities as Dimension>::NAME,
                        values: &[$(Capability::$capability as u64),*],
                        implications: Capability::IMPLICATIONS,
                    },
                    StaticTargetDimension {
                        dimension: <Extensions as Dimension>::NAME,
                        values: &[$(Extension::$extension as u64),*],
                        implications: &[],
                    },
                ]
            };
        }
    };
}
