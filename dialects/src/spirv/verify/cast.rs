//! Cast and conversion ops: bit widths, pointer storage classes and
//! addressing models.

use ir_core::ir::{Body, Ir, Op, Value};
use ir_core::ods::VerifyError;
use ir_core::types::{Signedness, Type, TypeData};
use ir_core::Context;

use super::super::enums::{AddressingModel, StorageClass};
use super::super::predicates::{is_cooperative_matrix, is_pointer};
use super::super::types::PointerType;
use super::super::*;
use super::{enclosing, quoted, scalar_width, Verified};

/// The width `spirv.Bitcast` gives a type: pointers count as 64 bits.
fn bitcast_width(context: &Context, ty: Type) -> u64 {
    if is_pointer(context, ty) {
        return 64;
    }
    if let TypeData::Vector { shape, element, .. } = context.type_data(ty) {
        let count: i64 = shape.iter().product();
        return count as u64 * u64::from(scalar_width(context, *element).unwrap_or(0));
    }
    u64::from(scalar_width(context, ty).unwrap_or(0))
}

pub fn verify_bitcast(op: BitcastOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    let operand = body.value_type(op.operand(body));
    let result = body.value_type(op.result(body));
    if operand == result {
        return Err(VerifyError::plain("result type must be different from operand type"));
    }
    match (is_pointer(context, operand), is_pointer(context, result)) {
        (true, false) => {
            return Err(VerifyError::plain(
                "unhandled bit cast conversion from pointer type to non-pointer type",
            ))
        }
        (false, true) => {
            return Err(VerifyError::plain(
                "unhandled bit cast conversion from non-pointer type to pointer type",
            ))
        }
        _ => {}
    }
    let (operand_width, result_width) =
        (bitcast_width(context, operand), bitcast_width(context, result));
    if operand_width != result_width {
        return Err(format!(
            "mismatch in result type bitwidth {result_width} and operand type bitwidth {operand_width}"
        )
        .into());
    }
    Ok(())
}

/// The conversions between widths: the element widths must differ.
fn verify_width_change(context: &Context, body: &Body, operand: Value, result: Value) -> Verified {
    let (operand, result) = (body.value_type(operand), body.value_type(result));
    let elements = match (context.type_data(operand), context.type_data(result)) {
        (TypeData::Vector { element: from, .. }, TypeData::Vector { element: to, .. }) => {
            Some((*from, *to))
        }
        (TypeData::Vector { .. }, _) => None,
        _ if is_cooperative_matrix(context, operand) => {
            // MLIR's `SameOperandsAndResultShape` sees the cooperative
            // matrices' rows and columns, then the elements are compared.
            let from = CooperativeMatrixType::from_type(context, operand);
            let to = CooperativeMatrixType::from_type(context, result);
            let (Some(from), Some(to)) = (from, to) else { return Ok(()) };
            if (from.rows, from.columns) != (to.rows, to.columns) {
                return Err("requires the same shape for all operands and results".into());
            }
            Some((from.element, to.element))
        }
        _ => Some((operand, result)),
    };
    let Some((from, to)) = elements else {
        return Err("incompatible operand and result types".into());
    };
    if scalar_width(context, from) == scalar_width(context, to) {
        return Err(format!(
            "expected the different bit widths for operand type and result type, but provided {} and {}",
            quoted(context, from),
            quoted(context, to)
        )
        .into());
    }
    Ok(())
}

pub fn verify_f_convert(op: FConvertOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_width_change(context, body, op.operand(body), op.result(body))
}

pub fn verify_s_convert(op: SConvertOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_width_change(context, body, op.operand(body), op.result(body))
}

pub fn verify_u_convert(op: UConvertOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_width_change(context, body, op.operand(body), op.result(body))
}

// The float/integer conversions put no constraint on widths.

pub fn verify_convert_f_to_s(_: ConvertFToSOp, _: &Context, _: &Ir, _: &Body) -> Verified {
    Ok(())
}

pub fn verify_convert_f_to_u(_: ConvertFToUOp, _: &Context, _: &Ir, _: &Body) -> Verified {
    Ok(())
}

pub fn verify_convert_s_to_f(_: ConvertSToFOp, _: &Context, _: &Ir, _: &Body) -> Verified {
    Ok(())
}

pub fn verify_convert_u_to_f(_: ConvertUToFOp, _: &Context, _: &Ir, _: &Body) -> Verified {
    Ok(())
}

fn is_signless_integer(context: &Context, ty: Type) -> bool {
    matches!(context.type_data(ty), TypeData::Integer { signedness: Signedness::Signless, .. })
}

/// Whether a pointer of `pointer_type` is a physical pointer under the
/// addressing model of the enclosing `spirv.module` (true outside one).
fn is_physical_pointer(
    context: &Context,
    ir: &Ir,
    body: &Body,
    op: Op,
    pointer_type: Type,
) -> bool {
    let Some((module_body, module)) = enclosing::<ModuleOp>(context, ir, body, op) else {
        return true;
    };
    let Some(module) = ModuleOp::cast(context, module_body, module) else { return true };
    match module.addressing_model(module_body) {
        AddressingModel::Logical => false,
        AddressingModel::PhysicalStorageBuffer64 => PointerType::from_type(context, pointer_type)
            .is_some_and(|pointer| pointer.storage_class == StorageClass::PhysicalStorageBuffer),
        _ => true,
    }
}

pub fn verify_convert_ptr_to_u(
    op: ConvertPtrToUOp,
    context: &Context,
    ir: &Ir,
    body: &Body,
) -> Verified {
    if !is_signless_integer(context, body.value_type(op.result(body))) {
        return Err(VerifyError::plain("result must be a scalar type of unsigned integer"));
    }
    if !is_physical_pointer(context, ir, body, op.op(), body.value_type(op.pointer(body))) {
        return Err(VerifyError::plain("operand must be a physical pointer"));
    }
    Ok(())
}

pub fn verify_convert_u_to_ptr(
    op: ConvertUToPtrOp,
    context: &Context,
    ir: &Ir,
    body: &Body,
) -> Verified {
    if !is_signless_integer(context, body.value_type(op.operand(body))) {
        return Err(VerifyError::plain("result must be a scalar type of unsigned integer"));
    }
    if !is_physical_pointer(context, ir, body, op.op(), body.value_type(op.result(body))) {
        return Err(VerifyError::plain("result must be a physical pointer"));
    }
    Ok(())
}

fn pointer(context: &Context, body: &Body, value: Value) -> Option<PointerType> {
    PointerType::from_type(context, body.value_type(value))
}

fn is_specific_storage(storage_class: StorageClass) -> bool {
    matches!(
        storage_class,
        StorageClass::Workgroup | StorageClass::CrossWorkgroup | StorageClass::Function
    )
}

pub fn verify_ptr_cast_to_generic(
    op: PtrCastToGenericOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (Some(operand), Some(result)) =
        (pointer(context, body, op.pointer(body)), pointer(context, body, op.result(body)))
    else {
        return Ok(());
    };
    if !is_specific_storage(operand.storage_class) {
        return Err(VerifyError::plain(
            "pointer must point to the Workgroup, CrossWorkgroup, or Function Storage Class",
        ));
    }
    if result.storage_class != StorageClass::Generic {
        return Err(VerifyError::plain("result type must be of storage class Generic"));
    }
    verify_same_pointee(context, operand, result)
}

fn verify_same_pointee(context: &Context, operand: PointerType, result: PointerType) -> Verified {
    if operand.pointee != result.pointee {
        return Err(format!(
            "pointer operand's pointee type must have the same as the op result type, but found {} vs {}",
            quoted(context, operand.pointee),
            quoted(context, result.pointee)
        )
        .into());
    }
    Ok(())
}

fn verify_generic_to_specific(
    context: &Context,
    body: &Body,
    operand: Value,
    result: Value,
) -> Verified {
    let (Some(operand), Some(result)) =
        (pointer(context, body, operand), pointer(context, body, result))
    else {
        return Ok(());
    };
    if operand.storage_class != StorageClass::Generic {
        return Err(VerifyError::plain("pointer type must be of storage class Generic"));
    }
    if !is_specific_storage(result.storage_class) {
        return Err(VerifyError::plain(
            "result must point to the Workgroup, CrossWorkgroup, or Function Storage Class",
        ));
    }
    verify_same_pointee(context, operand, result)
}

pub fn verify_generic_cast_to_ptr(
    op: GenericCastToPtrOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_generic_to_specific(context, body, op.pointer(body), op.result(body))
}

pub fn verify_generic_cast_to_ptr_explicit(
    op: GenericCastToPtrExplicitOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_generic_to_specific(context, body, op.pointer(body), op.result(body))
}
