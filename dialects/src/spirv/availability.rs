//! What SPIR-V availability needs beyond declarations: the requirements of
//! operand and result types (the full answer targets are checked with),
//! the availability MLIR computes by hand from operand and result types
//! (the integer dot products, `spirv.Dot` and `spirv.Select`), and target
//! environments written `#spirv.vce<v1.3, [Shader], [SPV_KHR_...]>` (with
//! the extensions their version includes).

use ir_core::availability::{merge_if, same_dimension, Dimension, TypeRequirements};
use ir_core::float::FloatKind;
use ir_core::interfaces::OpHandle;
use ir_core::ir::Body;
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use super::{
    ArrayType, Capabilities, Capability, CooperativeMatrixType, Extension, Extensions, ImageType,
    MatrixType, PointerType, RuntimeArrayType, SampledImageType, StorageClass, StructType,
    TensorArmType,
};

/// What operand and result types require of a target, as MLIR's SPIR-V
/// conversion target checks them: capabilities `Int8`, `Int16`, `Int64`,
/// `Float16`, `BFloat16TypeKHR` and `Float64` for scalars (or, inside
/// pointers to interface storage classes, the 8- and 16-bit storage
/// capabilities and extensions), `Vector16` for vectors of 8 or 16
/// elements, `Matrix` for matrices, and the extensions and capabilities of
/// a pointer's storage class; composite types bring their elements'.
/// Only extensions and capabilities depend on types.
pub struct SpirvTypeRules;

impl TypeRequirements for SpirvTypeRules {
    #[inline]
    fn add_requirements<D: Dimension>(context: &Context, ty: Type, overall: &mut D::Value) {
        if same_dimension::<D, Capabilities>() || same_dimension::<D, Extensions>() {
            add_type_requirements::<D>(context, ty, None, overall);
        }
    }
}

/// The requirements of `ty` seen in `storage` (the storage class of the
/// pointer it is reached through, if any).
fn add_type_requirements<D: Dimension>(
    context: &Context,
    ty: Type,
    storage: Option<StorageClass>,
    overall: &mut D::Value,
) {
    match context.type_data(ty) {
        TypeData::Integer { width, .. } => add_scalar::<D>(*width, false, false, storage, overall),
        TypeData::Float(kind) => {
            let width = match kind {
                FloatKind::F16 | FloatKind::BF16 => 16,
                FloatKind::F64 => 64,
                _ => 32,
            };
            add_scalar::<D>(width, true, *kind == FloatKind::BF16, storage, overall);
        }
        TypeData::Vector { shape, element, .. } => {
            add_type_requirements::<D>(context, *element, storage, overall);
            if matches!(shape[..], [8] | [16]) {
                merge_if::<D, Capabilities>(overall, &[Capability::Vector16]);
            }
        }
        TypeData::Dialect { .. } => {
            if let Some(pointer) = PointerType::from_type(context, ty) {
                add_type_requirements::<D>(
                    context,
                    pointer.pointee,
                    Some(pointer.storage_class),
                    overall,
                );
                // The storage class's own extensions and capabilities.
                if same_dimension::<D, Capabilities>() || same_dimension::<D, Extensions>() {
                    ir_core::ods::PropertyValue::add_requirements::<D>(
                        &pointer.storage_class,
                        overall,
                    );
                }
            } else if let Some(array) = ArrayType::from_type(context, ty) {
                add_type_requirements::<D>(context, array.element, storage, overall);
            } else if let Some(array) = RuntimeArrayType::from_type(context, ty) {
                add_type_requirements::<D>(context, array.element, storage, overall);
                merge_if::<D, Capabilities>(overall, &[Capability::Shader]);
            } else if let Some(structure) = StructType::from_type(context, ty) {
                for member in structure.members {
                    add_type_requirements::<D>(context, member, storage, overall);
                }
            } else if let Some(matrix) = MatrixType::from_type(context, ty) {
                add_type_requirements::<D>(context, matrix.column_type, storage, overall);
                merge_if::<D, Capabilities>(overall, &[Capability::Matrix]);
            } else if let Some(matrix) = CooperativeMatrixType::from_type(context, ty) {
                add_type_requirements::<D>(context, matrix.element, storage, overall);
                merge_if::<D, Extensions>(overall, &[Extension::SPV_KHR_cooperative_matrix]);
                merge_if::<D, Capabilities>(overall, &[Capability::CooperativeMatrixKHR]);
            } else if let Some(tensor) = TensorArmType::from_type(context, ty) {
                add_type_requirements::<D>(context, tensor.element, storage, overall);
                merge_if::<D, Extensions>(overall, &[Extension::SPV_ARM_tensors]);
                merge_if::<D, Capabilities>(overall, &[Capability::TensorsARM]);
            } else if let Some(image) = ImageType::from_type(context, ty) {
                // The dimension's and the format's capabilities.
                if same_dimension::<D, Capabilities>() || same_dimension::<D, Extensions>() {
                    ir_core::ods::PropertyValue::add_requirements::<D>(&image.dim, overall);
                    ir_core::ods::PropertyValue::add_requirements::<D>(&image.format, overall);
                }
            } else if let Some(sampled) = SampledImageType::from_type(context, ty) {
                add_type_requirements::<D>(context, sampled.image, storage, overall);
            }
        }
        _ => {}
    }
}

/// A scalar of `width` bits: in the interface storage classes, 8- and
/// 16-bit values need the storage capabilities and extensions; elsewhere,
/// widths other than 32 (and 1) need their own capability.
fn add_scalar<D: Dimension>(
    width: u32,
    float: bool,
    bfloat: bool,
    storage: Option<StorageClass>,
    overall: &mut D::Value,
) {
    use Capability as C;
    if bfloat {
        merge_if::<D, Extensions>(overall, &[Extension::SPV_KHR_bfloat16]);
    }
    if let Some(storage) = storage {
        let interface: Option<(&'static [Capability], &'static [Capability])> = match storage {
            StorageClass::PushConstant => {
                Some((&[C::StoragePushConstant8], &[C::StoragePushConstant16]))
            }
            StorageClass::StorageBuffer => {
                Some((&[C::StorageBuffer8BitAccess], &[C::StorageBuffer16BitAccess]))
            }
            StorageClass::Uniform => {
                Some((&[C::UniformAndStorageBuffer8BitAccess], &[C::StorageUniform16]))
            }
            _ => None,
        };
        let input_output = matches!(storage, StorageClass::Input | StorageClass::Output);
        if interface.is_some() && width == 8 {
            merge_if::<D, Extensions>(overall, &[Extension::SPV_KHR_8bit_storage]);
        }
        if (interface.is_some() || input_output) && width == 16 {
            merge_if::<D, Extensions>(overall, &[Extension::SPV_KHR_16bit_storage]);
        }
        match (interface, width) {
            (Some((eight, _)), 8) => return merge_if::<D, Capabilities>(overall, eight),
            (Some((_, sixteen)), 16) => return merge_if::<D, Capabilities>(overall, sixteen),
            (None, 16) if input_output => {
                return merge_if::<D, Capabilities>(overall, &[C::StorageInputOutput16])
            }
            _ => {}
        }
    }
    let needed: &'static [Capability] = match (float, width) {
        (false, 8) => &[C::Int8],
        (false, 16) => &[C::Int16],
        (false, 64) => &[C::Int64],
        (true, 16) if bfloat => &[C::BFloat16TypeKHR],
        (true, 16) => &[C::Float16],
        (true, 64) => &[C::Float64],
        _ => &[],
    };
    merge_if::<D, Capabilities>(overall, needed);
}

/// The availability of the integer dot products (`spirv.SDot`,
/// `spirv.UDotAccSat`, ...): extension `SPV_KHR_integer_dot_product`,
/// capability `DotProduct`, and the input capability their first operand's
/// type needs: `DotProductInput4x8BitPacked` for a packed `i32`,
/// `DotProductInput4x8Bit` for vectors of `i8`, `DotProductInputAll`
/// otherwise.
pub fn integer_dot_product_availability<D: Dimension>(
    op: impl IntegerDotProduct,
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
            if !op.is_packed(body) {
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

/// The availability of `spirv.Select`, which MLIR computes by hand: a
/// scalar condition choosing between vectors or composites needs SPIR-V
/// 1.4 (before it, a vector condition picks each component).
pub fn select_availability<D: Dimension>(
    op: super::SelectOp,
    context: &Context,
    body: &Body,
    overall: &mut D::Value,
) {
    let condition = body.value_type(op.condition(body));
    let result = body.value_type(op.result(body));
    let scalar_condition = !matches!(context.type_data(condition), TypeData::Vector { .. });
    let composite = matches!(context.type_data(result), TypeData::Vector { .. })
        || ArrayType::from_type(context, result).is_some()
        || StructType::from_type(context, result).is_some();
    if scalar_condition && composite {
        merge_if::<D, super::MinVersion>(overall, super::Version::V1_4);
    }
}

/// The availability of `spirv.Dot`, which MLIR computes by hand: a `bf16`
/// result needs extension `SPV_KHR_bfloat16` and capability
/// `BFloat16DotProductKHR`; other results need nothing.
pub fn dot_availability<D: Dimension>(
    op: super::DotOp,
    context: &Context,
    body: &Body,
    overall: &mut D::Value,
) {
    let result = body.value_type(op.result(body));
    if matches!(context.type_data(result), TypeData::Float(FloatKind::BF16)) {
        merge_if::<D, Extensions>(overall, &[Extension::SPV_KHR_bfloat16]);
        merge_if::<D, Capabilities>(overall, &[Capability::BFloat16DotProductKHR]);
    }
}

/// The integer dot products: ops whose first two operands are the factors
/// and whose `format` property says the factors are packed in scalars.
pub trait IntegerDotProduct: OpHandle {
    /// Whether the op's factors are packed vectors (its `format` is set).
    fn is_packed(self, body: &Body) -> bool;
}

macro_rules! integer_dot_products {
    ($($op:ident),* $(,)?) => {$(
        impl IntegerDotProduct for super::$op {
            fn is_packed(self, body: &Body) -> bool {
                self.format(body).is_some()
            }
        }
    )*};
}

integer_dot_products!(SDotAccSatOp, SDotOp, SUDotAccSatOp, SUDotOp, UDotAccSatOp, UDotOp);

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
        $crate::__ir_core::static_target! {
            $(#[$doc])*
            $vis $name {
                $crate::spirv::MinVersion: $crate::spirv::Version[$version],
                $crate::spirv::MaxVersion: $crate::spirv::Version[$version],
                $crate::spirv::Capabilities: $crate::spirv::Capability[$($capability),*],
                $crate::spirv::Extensions: $crate::spirv::Extension[$($extension),*],
            }
        }
    };
}
