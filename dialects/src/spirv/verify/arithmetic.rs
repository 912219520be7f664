//! Arithmetic, bit, logical, GL, matrix and integer dot product ops.

use ir_core::ir::{Body, Ir, Op, Value};
use ir_core::ods::VerifyError;
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use super::super::enums::PackedVectorFormat;
use super::super::types::{MatrixType, StructType};
use super::super::*;
use super::{quoted, scalar_width, vector_len, Verified};

/// The extended arithmetic ops return a struct of two members of the
/// operands' type.
fn verify_extended_binary(context: &Context, body: &Body, op: Op) -> Verified {
    let data = body.op(op);
    let Some(result) = StructType::from_type(context, body.value_type(data.result(0))) else {
        return Ok(());
    };
    if result.members.len() != 2 {
        return Err("expected result struct type containing two members".into());
    }
    let types = [
        body.value_type(data.operands().next().unwrap_or(data.result(0))),
        body.value_type(data.operands().nth(1).unwrap_or(data.result(0))),
        result.members[0],
        result.members[1],
    ];
    if types.iter().any(|&ty| ty != types[0]) {
        return Err("expected all operand types and struct member types are the same".into());
    }
    Ok(())
}

pub fn verify_i_add_carry(op: IAddCarryOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_extended_binary(context, body, op.op())
}

pub fn verify_i_sub_borrow(op: ISubBorrowOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_extended_binary(context, body, op.op())
}

pub fn verify_s_mul_extended(
    op: SMulExtendedOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_extended_binary(context, body, op.op())
}

pub fn verify_u_mul_extended(
    op: UMulExtendedOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_extended_binary(context, body, op.op())
}

pub fn verify_vector_times_scalar(
    op: VectorTimesScalarOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let result = body.value_type(op.result(body));
    if body.value_type(op.vector(body)) != result {
        return Err("vector operand and result type mismatch".into());
    }
    if Some(body.value_type(op.scalar(body))) != context.element_type_of(result) {
        return Err("scalar operand and result element type match".into());
    }
    Ok(())
}

/// The shifts keep the type of their first operand.
fn verify_shift(context: &Context, body: &Body, operand: Value, result: Value) -> Verified {
    let (operand, result) = (body.value_type(operand), body.value_type(result));
    if operand != result {
        return Err(VerifyError::plain(format!(
            "expected the same type for the first operand and result, but provided {} and {}",
            quoted(context, operand),
            quoted(context, result)
        )));
    }
    Ok(())
}

pub fn verify_shift_left_logical(
    op: ShiftLeftLogicalOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_shift(context, body, op.operand1(body), op.result(body))
}

pub fn verify_shift_right_arithmetic(
    op: ShiftRightArithmeticOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_shift(context, body, op.operand1(body), op.result(body))
}

pub fn verify_shift_right_logical(
    op: ShiftRightLogicalOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_shift(context, body, op.operand1(body), op.result(body))
}

pub fn verify_select(op: SelectOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    let Some(condition) = vector_len(context, body.value_type(op.condition(body))) else {
        return Ok(());
    };
    let Some(result) = vector_len(context, body.value_type(op.result(body))) else {
        return Err("result expected to be of vector type when condition is of vector type".into());
    };
    if result != condition {
        return Err("result should have the same number of elements as the condition when condition is of vector type".into());
    }
    Ok(())
}

pub fn verify_gl_frexp_struct(
    op: GLFrexpStructOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let Some(result) = StructType::from_type(context, body.value_type(op.result(body))) else {
        return Ok(());
    };
    if result.members.len() != 2 {
        return Err(VerifyError::plain("result type must be a struct type with two memebers"));
    }
    let operand = body.value_type(op.operand(body));
    let (significand, exponent) = (result.members[0], result.members[1]);
    if significand != operand {
        return Err(VerifyError::plain(
            "member zero of the resulting struct type must be the same type as the operand",
        ));
    }
    let exponent_element = context.element_type_of(exponent).unwrap_or(exponent);
    let is_i32 = matches!(context.type_data(exponent_element), TypeData::Integer { width: 32, .. });
    if !is_i32 {
        return Err(VerifyError::plain(
            "member one of the resulting struct type must be a scalar or vector of 32 bit integer type",
        ));
    }
    let same_shape = match (vector_len(context, operand), vector_len(context, exponent)) {
        (Some(left), Some(right)) => left == right,
        (None, None) => matches!(context.type_data(operand), TypeData::Float(_)),
        _ => false,
    };
    if !same_shape {
        return Err(VerifyError::plain(
            "member one of the resulting struct type must have the same number of components as the operand type",
        ));
    }
    Ok(())
}

pub fn verify_gl_ldexp(op: GLLdexpOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    let (significand, exponent) = (body.value_type(op.x(body)), body.value_type(op.exp(body)));
    let is_float = matches!(context.type_data(significand), TypeData::Float(_));
    let is_integer = matches!(context.type_data(exponent), TypeData::Integer { .. });
    if is_float != is_integer {
        return Err("operands must both be scalars or vectors".into());
    }
    let count = |ty: Type| vector_len(context, ty).unwrap_or(1);
    if count(significand) != count(exponent) {
        return Err("operands must have the same number of elements".into());
    }
    Ok(())
}

/// A matrix's rows, columns and component type.
fn matrix_shape(context: &Context, ty: Type) -> Option<(i64, i64, Type)> {
    let matrix = MatrixType::from_type(context, ty)?;
    let rows = vector_len(context, matrix.column_type)?;
    Some((rows, matrix.columns, context.element_type_of(matrix.column_type)?))
}

pub fn verify_matrix_times_scalar(
    op: MatrixTimesScalarOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    // The components of a matrix, or of a cooperative matrix.
    let matrix = body.value_type(op.matrix(body));
    let element = match CooperativeMatrixType::from_type(context, matrix) {
        Some(cooperative) => cooperative.element,
        None => match matrix_shape(context, matrix) {
            Some((_, _, element)) => element,
            None => return Ok(()),
        },
    };
    if body.value_type(op.scalar(body)) != element {
        return Err(
            "input matrix components' type and scaling value must have the same type".into()
        );
    }
    Ok(())
}

pub fn verify_transpose(op: TransposeOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    let (Some(input), Some(result)) = (
        matrix_shape(context, body.value_type(op.matrix(body))),
        matrix_shape(context, body.value_type(op.result(body))),
    ) else {
        return Ok(());
    };
    if input.0 != result.1 {
        return Err(VerifyError::plain(
            "input matrix rows count must be equal to output matrix columns count",
        ));
    }
    if input.1 != result.0 {
        return Err(VerifyError::plain(
            "input matrix columns count must be equal to output matrix rows count",
        ));
    }
    if input.2 != result.2 {
        return Err(VerifyError::plain(
            "input and output matrices must have the same component type",
        ));
    }
    Ok(())
}

pub fn verify_matrix_times_matrix(
    op: MatrixTimesMatrixOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (Some(left), Some(right), Some(result)) = (
        matrix_shape(context, body.value_type(op.leftmatrix(body))),
        matrix_shape(context, body.value_type(op.rightmatrix(body))),
        matrix_shape(context, body.value_type(op.result(body))),
    ) else {
        return Ok(());
    };
    let checks = [
        (
            left.1 == right.0,
            "left matrix columns' count must be equal to the right matrix rows' count",
        ),
        (right.1 == result.1, "right and result matrices must have equal columns' count"),
        (right.2 == result.2, "right and result matrices' component type must be the same"),
        (left.2 == result.2, "left and result matrices' component type must be the same"),
        (left.0 == result.0, "left and result matrices must have equal rows' count"),
    ];
    for (holds, message) in checks {
        if !holds {
            return Err(VerifyError::plain(message));
        }
    }
    Ok(())
}

pub fn verify_matrix_times_vector(
    op: MatrixTimesVectorOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    super::all_element_types_match(
        context,
        body,
        &[op.vector(body), op.result(body)],
        "vector, result",
    )?;
    let Some((rows, columns, element)) = matrix_shape(context, body.value_type(op.matrix(body)))
    else {
        return Ok(());
    };
    let vector = vector_len(context, body.value_type(op.vector(body))).unwrap_or(0);
    let result_type = body.value_type(op.result(body));
    let result = vector_len(context, result_type).unwrap_or(0);
    if columns != vector {
        return Err(format!(
            "matrix columns ({columns}) must match vector operand size ({vector})"
        )
        .into());
    }
    if result != rows {
        return Err(format!("result size ({result}) must match the matrix rows ({rows})").into());
    }
    if context.element_type_of(result_type) != Some(element) {
        return Err("matrix and result element types must match".into());
    }
    Ok(())
}

pub fn verify_vector_times_matrix(
    op: VectorTimesMatrixOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    super::all_element_types_match(
        context,
        body,
        &[op.vector(body), op.result(body)],
        "vector, result",
    )?;
    let Some((rows, columns, element)) = matrix_shape(context, body.value_type(op.matrix(body)))
    else {
        return Ok(());
    };
    let vector = vector_len(context, body.value_type(op.vector(body))).unwrap_or(0);
    let result_type = body.value_type(op.result(body));
    let result = vector_len(context, result_type).unwrap_or(0);
    if vector != rows {
        return Err("number of components in vector must equal the number of components in each column in matrix".into());
    }
    if result != columns {
        return Err(
            "number of columns in matrix must equal the number of components in result".into()
        );
    }
    if context.element_type_of(result_type) != Some(element) {
        return Err(
            "matrix must be a matrix with the same component type as the component type in result"
                .into(),
        );
    }
    Ok(())
}

/// The width of a dot product operand or result: a vector counts all
/// its elements.
fn dot_width(context: &Context, ty: Type) -> u64 {
    match context.type_data(ty) {
        TypeData::Vector { element, .. } => {
            vector_len(context, ty).unwrap_or(0) as u64
                * u64::from(scalar_width(context, *element).unwrap_or(0))
        }
        _ => u64::from(scalar_width(context, ty).unwrap_or(0)),
    }
}

/// The checks shared by the integer dot products.
fn verify_integer_dot_product(
    context: &Context,
    body: &Body,
    factor: Value,
    format: Option<PackedVectorFormat>,
    result: Value,
) -> Verified {
    let factor = body.value_type(factor);
    if let TypeData::Integer { width, .. } = context.type_data(factor) {
        let Some(format) = format else {
            return Err(
                "requires Packed Vector Format attribute for integer vector operands".into()
            );
        };
        if *width != 32 {
            return Err(format!(
                "with specified Packed Vector Format ({}) requires integer vector operands to be 32-bits wide",
                format.keyword()
            )
            .into());
        }
    } else if format.is_some() {
        return Err(format!(
            "with invalid format attribute for vector operands of type {}",
            quoted(context, factor)
        )
        .into());
    }
    let result_width = dot_width(context, body.value_type(result));
    let factor_width = dot_width(context, factor);
    if factor_width > result_width {
        return Err(format!(
            "result type has insufficient bit-width ({result_width} bits) for the specified vector operand type ({factor_width} bits)"
        )
        .into());
    }
    Ok(())
}

pub fn verify_s_dot(op: SDotOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_integer_dot_product(context, body, op.vector1(body), op.format(body), op.result(body))
}

pub fn verify_u_dot(op: UDotOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_integer_dot_product(context, body, op.vector1(body), op.format(body), op.result(body))
}

pub fn verify_su_dot(op: SUDotOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_integer_dot_product(context, body, op.vector1(body), op.format(body), op.result(body))
}

pub fn verify_s_dot_acc_sat(
    op: SDotAccSatOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_integer_dot_product(context, body, op.vector1(body), op.format(body), op.result(body))
}

pub fn verify_u_dot_acc_sat(
    op: UDotAccSatOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_integer_dot_product(context, body, op.vector1(body), op.format(body), op.result(body))
}

pub fn verify_su_dot_acc_sat(
    op: SUDotAccSatOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_integer_dot_product(context, body, op.vector1(body), op.format(body), op.result(body))
}
