//! Cooperative matrices, mesh shading, graphs, and the ODS predicate
//! traits (`AllElementTypesMatch`, `SPIRV_ExecutionScopeAttrIs`) of ops
//! MLIR gives no verifier of their own.

use ir_core::ir::{Body, Ir, Value};
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use super::super::enums::{CooperativeMatrixUseKHR, MemoryAccess, StorageClass};
use super::super::types::{CooperativeMatrixType, PointerType};
use super::super::*;
use super::{all_element_types_match, enclosing, execution_scope_is_subgroup, quoted, Verified};

pub fn verify_dot(op: DotOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    all_element_types_match(context, body, &[op.vector1(body), op.result(body)], "vector1, result")
}

pub fn verify_group_non_uniform_all(
    op: GroupNonUniformAllOp,
    _context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    execution_scope_is_subgroup(op.execution_scope(body))
}

pub fn verify_group_non_uniform_any(
    op: GroupNonUniformAnyOp,
    _context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    execution_scope_is_subgroup(op.execution_scope(body))
}

pub fn verify_group_non_uniform_all_equal(
    op: GroupNonUniformAllEqualOp,
    _context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    execution_scope_is_subgroup(op.execution_scope(body))
}

pub fn verify_group_non_uniform_ballot_bit_count(
    op: GroupNonUniformBallotBitCountOp,
    _context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    execution_scope_is_subgroup(op.execution_scope(body))
}

pub fn verify_group_non_uniform_quad_swap(
    op: GroupNonUniformQuadSwapOp,
    _context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    execution_scope_is_subgroup(op.execution_scope(body))
}

pub fn verify_ext_emit_mesh_tasks(
    op: EXTEmitMeshTasksOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let Some(payload) = op.payload(body) else { return Ok(()) };
    let pointer = PointerType::from_type(context, body.value_type(payload));
    if pointer.is_some_and(|pointer| pointer.storage_class != StorageClass::TaskPayloadWorkgroupEXT)
    {
        return Err(
            "payload must be a variable with a storage class of TaskPayloadWorkgroupEXT".into()
        );
    }
    Ok(())
}

pub fn verify_arm_graph_outputs(
    op: GraphOutputsARMOp,
    context: &Context,
    ir: &Ir,
    body: &Body,
) -> Verified {
    let Some((holder, graph)) = enclosing::<GraphARMOp>(context, ir, body, op.op()) else {
        return Ok(());
    };
    let Some(graph) = GraphARMOp::cast(context, holder, graph) else { return Ok(()) };
    // An enclosing graph without its type is reported by its own verifier.
    let Some(function_type) = graph.try_function_type(holder) else { return Ok(()) };
    let results: Vec<Type> = match context.type_data(function_type) {
        TypeData::Function { results, .. } => results.to_vec(),
        _ => return Ok(()),
    };
    let values: Vec<Value> = op.value(body).collect();
    if values.len() != results.len() {
        return Err(format!(
            "is returning {} value(s) but enclosing spirv.ARM.Graph requires {} result(s)",
            values.len(),
            results.len()
        )
        .into());
    }
    for (index, (&value, &expected)) in values.iter().zip(&results).enumerate() {
        let provided = body.value_type(value);
        if provided != expected {
            return Err(ir_core::ods::VerifyError::plain(format!(
                "type of return operand {index} ({}) doesn't match graph result type ({})",
                quoted(context, provided),
                quoted(context, expected)
            )));
        }
    }
    Ok(())
}

/// MLIR's checks of a cooperative matrix load or store: what the pointer
/// points to, and the memory operand with its alignment.
fn verify_cooperative_matrix_access(
    context: &Context,
    body: &Body,
    pointer: Value,
    memory_operand: Option<MemoryAccess>,
    alignment: bool,
    forbidden: (MemoryAccess, &str),
) -> Verified {
    let pointee = super::super::pointee_type(context, body.value_type(pointer));
    let scalar_or_vector = match context.type_data(pointee) {
        TypeData::Vector { .. } => true,
        TypeData::Integer { width, .. } => [1, 8, 16, 32, 64].contains(width),
        _ => SpirvAnyFloat.matches(context, pointee),
    };
    if !scalar_or_vector {
        return Err(format!(
            "Pointer must point to a scalar or vector type but provided {}",
            quoted(context, pointee)
        )
        .into());
    }
    let Some(operand) = memory_operand else { return Ok(()) };
    if operand.contains(forbidden.0) {
        return Err(format!("not compatible with memory operand '{}'", forbidden.1).into());
    }
    let aligned = operand.contains(MemoryAccess::ALIGNED);
    if aligned && !alignment {
        return Err("missing value for the 'Aligned' memory operand".into());
    }
    if alignment && !aligned {
        return Err("found alignment attribute for non-'Aligned' memory operand".into());
    }
    Ok(())
}

pub fn verify_khr_cooperative_matrix_load(
    op: KHRCooperativeMatrixLoadOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_cooperative_matrix_access(
        context,
        body,
        op.pointer(body),
        op.memory_operand(body),
        op.alignment(body).is_some(),
        (MemoryAccess::MAKE_POINTER_AVAILABLE, "MakePointerAvailable"),
    )
}

pub fn verify_khr_cooperative_matrix_store(
    op: KHRCooperativeMatrixStoreOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_cooperative_matrix_access(
        context,
        body,
        op.pointer(body),
        op.memory_operand(body),
        op.alignment(body).is_some(),
        (MemoryAccess::MAKE_POINTER_VISIBLE, "MakePointerVisible"),
    )
}

pub fn verify_khr_cooperative_matrix_mul_add(
    op: KHRCooperativeMatrixMulAddOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let matrix = |value: Value| CooperativeMatrixType::from_type(context, body.value_type(value));
    let (Some(a), Some(b), Some(c)) = (matrix(op.a(body)), matrix(op.b(body)), matrix(op.c(body)))
    else {
        return Ok(());
    };
    let uses = [
        (&a, CooperativeMatrixUseKHR::MatrixA, "MatrixA"),
        (&b, CooperativeMatrixUseKHR::MatrixB, "MatrixB"),
        (&c, CooperativeMatrixUseKHR::MatrixAcc, "MatrixAcc"),
    ];
    for (index, (ty, expected, name)) in uses.into_iter().enumerate() {
        if ty.matrix_use != expected {
            return Err(format!("operand #{index} must be of use '{name}'").into());
        }
    }
    if a.scope != b.scope || b.scope != c.scope {
        return Err("matrix scope mismatch".into());
    }
    if a.rows != c.rows {
        return Err("matrix size mismatch on dimension 'M'".into());
    }
    if b.columns != c.columns {
        return Err("matrix size mismatch on dimension 'N'".into());
    }
    if a.columns != b.rows {
        return Err("matrix size mismatch on dimension 'K'".into());
    }
    let integer = |ty: Type| matches!(context.type_data(ty), TypeData::Integer { .. });
    if op.matrix_operands(body).is_some()
        && !(integer(a.element) && integer(b.element) && integer(c.element))
    {
        return Err("Matrix Operands require all matrix element types to be Integer Types".into());
    }
    Ok(())
}
