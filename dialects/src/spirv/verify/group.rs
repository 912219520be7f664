//! Group and non-uniform group ops: execution scopes, cluster sizes,
//! broadcast ids and shuffle operands.

use ir_core::ir::{Body, Ir, Op, Value};
use ir_core::types::{Signedness, TypeData};
use ir_core::Context;

use super::super::enums::GroupOperation;
use super::super::*;
use super::{
    attr_text, constant_i32, defining_op, discardable, enclosing, vector_len,
    verify_execution_scope, Verified,
};

/// The cluster size, when given, is a constant power of two.
fn verify_cluster_size(context: &Context, body: &Body, cluster_size: Option<Value>) -> Verified {
    let Some(cluster_size) = cluster_size else { return Ok(()) };
    let Some(size) = constant_i32(context, body, cluster_size) else {
        return Err("cluster size operand must come from a constant op".into());
    };
    if size <= 0 || (size as u32).count_ones() != 1 {
        return Err("cluster size operand must be a power of two".into());
    }
    Ok(())
}

/// The checks shared by the non-uniform reductions.
fn verify_non_uniform_arithmetic(
    context: &Context,
    body: &Body,
    scope: Scope,
    operation: GroupOperation,
    cluster_size: Option<Value>,
) -> Verified {
    verify_execution_scope(scope)?;
    if operation == GroupOperation::ClusteredReduce && cluster_size.is_none() {
        return Err(
            "cluster size operand must be provided for 'ClusteredReduce' group operation".into()
        );
    }
    verify_cluster_size(context, body, cluster_size)
}

/// The checks shared by the shuffles: the scope, and the last operand is
/// not a signed integer.
fn verify_shuffle(context: &Context, body: &Body, scope: Scope, last: Value) -> Verified {
    verify_execution_scope(scope)?;
    let signed = matches!(
        context.type_data(body.value_type(last)),
        TypeData::Integer { signedness: Signedness::Signed, .. }
    );
    if signed {
        return Err("second operand must be a singless/unsigned integer".into());
    }
    Ok(())
}

/// The SPIR-V version (minor number of 1.x) of the target environment
/// around `op`: the `spirv.target_env` attribute of its `spirv.module` or
/// an op enclosing it; 1.0 when there is none.
fn target_minor_version(context: &Context, ir: &Ir, body: &Body, op: Op) -> u32 {
    let Some((module_body, module)) = enclosing::<ModuleOp>(context, ir, body, op) else {
        return 0;
    };
    let chain =
        std::iter::once((module_body, module)).chain(super::ancestors(ir, module_body, module));
    for (holder, candidate) in chain {
        if let Some(attr) = discardable(context, holder, candidate, "spirv.target_env") {
            let text = attr_text(context, attr);
            let minor = text
                .split_once("vce<v1.")
                .and_then(|(_, rest)| rest.split(|c: char| !c.is_ascii_digit()).next())
                .and_then(|digits| digits.parse().ok());
            return minor.unwrap_or(0);
        }
    }
    0
}

pub fn verify_group_non_uniform_bitwise_and(
    op: GroupNonUniformBitwiseAndOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (scope, operation) = (op.execution_scope(body), op.group_operation(body));
    verify_non_uniform_arithmetic(context, body, scope, operation, op.cluster_size(body))
}

pub fn verify_group_non_uniform_bitwise_or(
    op: GroupNonUniformBitwiseOrOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (scope, operation) = (op.execution_scope(body), op.group_operation(body));
    verify_non_uniform_arithmetic(context, body, scope, operation, op.cluster_size(body))
}

pub fn verify_group_non_uniform_bitwise_xor(
    op: GroupNonUniformBitwiseXorOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (scope, operation) = (op.execution_scope(body), op.group_operation(body));
    verify_non_uniform_arithmetic(context, body, scope, operation, op.cluster_size(body))
}

pub fn verify_group_non_uniform_f_add(
    op: GroupNonUniformFAddOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (scope, operation) = (op.execution_scope(body), op.group_operation(body));
    verify_non_uniform_arithmetic(context, body, scope, operation, op.cluster_size(body))
}

pub fn verify_group_non_uniform_f_max(
    op: GroupNonUniformFMaxOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (scope, operation) = (op.execution_scope(body), op.group_operation(body));
    verify_non_uniform_arithmetic(context, body, scope, operation, op.cluster_size(body))
}

pub fn verify_group_non_uniform_f_min(
    op: GroupNonUniformFMinOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (scope, operation) = (op.execution_scope(body), op.group_operation(body));
    verify_non_uniform_arithmetic(context, body, scope, operation, op.cluster_size(body))
}

pub fn verify_group_non_uniform_f_mul(
    op: GroupNonUniformFMulOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (scope, operation) = (op.execution_scope(body), op.group_operation(body));
    verify_non_uniform_arithmetic(context, body, scope, operation, op.cluster_size(body))
}

pub fn verify_group_non_uniform_i_add(
    op: GroupNonUniformIAddOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (scope, operation) = (op.execution_scope(body), op.group_operation(body));
    verify_non_uniform_arithmetic(context, body, scope, operation, op.cluster_size(body))
}

pub fn verify_group_non_uniform_i_mul(
    op: GroupNonUniformIMulOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (scope, operation) = (op.execution_scope(body), op.group_operation(body));
    verify_non_uniform_arithmetic(context, body, scope, operation, op.cluster_size(body))
}

pub fn verify_group_non_uniform_logical_and(
    op: GroupNonUniformLogicalAndOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (scope, operation) = (op.execution_scope(body), op.group_operation(body));
    verify_non_uniform_arithmetic(context, body, scope, operation, op.cluster_size(body))
}

pub fn verify_group_non_uniform_logical_or(
    op: GroupNonUniformLogicalOrOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (scope, operation) = (op.execution_scope(body), op.group_operation(body));
    verify_non_uniform_arithmetic(context, body, scope, operation, op.cluster_size(body))
}

pub fn verify_group_non_uniform_logical_xor(
    op: GroupNonUniformLogicalXorOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (scope, operation) = (op.execution_scope(body), op.group_operation(body));
    verify_non_uniform_arithmetic(context, body, scope, operation, op.cluster_size(body))
}

pub fn verify_group_non_uniform_s_max(
    op: GroupNonUniformSMaxOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (scope, operation) = (op.execution_scope(body), op.group_operation(body));
    verify_non_uniform_arithmetic(context, body, scope, operation, op.cluster_size(body))
}

pub fn verify_group_non_uniform_s_min(
    op: GroupNonUniformSMinOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (scope, operation) = (op.execution_scope(body), op.group_operation(body));
    verify_non_uniform_arithmetic(context, body, scope, operation, op.cluster_size(body))
}

pub fn verify_group_non_uniform_u_max(
    op: GroupNonUniformUMaxOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (scope, operation) = (op.execution_scope(body), op.group_operation(body));
    verify_non_uniform_arithmetic(context, body, scope, operation, op.cluster_size(body))
}

pub fn verify_group_non_uniform_u_min(
    op: GroupNonUniformUMinOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let (scope, operation) = (op.execution_scope(body), op.group_operation(body));
    verify_non_uniform_arithmetic(context, body, scope, operation, op.cluster_size(body))
}

pub fn verify_group_non_uniform_ballot(
    op: GroupNonUniformBallotOp,
    _context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_execution_scope(op.execution_scope(body))
}

pub fn verify_group_non_uniform_ballot_find_lsb(
    op: GroupNonUniformBallotFindLSBOp,
    _context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_execution_scope(op.execution_scope(body))
}

pub fn verify_group_non_uniform_ballot_find_msb(
    op: GroupNonUniformBallotFindMSBOp,
    _context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_execution_scope(op.execution_scope(body))
}

pub fn verify_group_non_uniform_elect(
    op: GroupNonUniformElectOp,
    _context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_execution_scope(op.execution_scope(body))
}

pub fn verify_group_i_add(op: GroupIAddOp, _context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_execution_scope(op.execution_scope(body))
}

pub fn verify_group_f_add(op: GroupFAddOp, _context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_execution_scope(op.execution_scope(body))
}

pub fn verify_group_f_min(op: GroupFMinOp, _context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_execution_scope(op.execution_scope(body))
}

pub fn verify_group_u_min(op: GroupUMinOp, _context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_execution_scope(op.execution_scope(body))
}

pub fn verify_group_s_min(op: GroupSMinOp, _context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_execution_scope(op.execution_scope(body))
}

pub fn verify_group_f_max(op: GroupFMaxOp, _context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_execution_scope(op.execution_scope(body))
}

pub fn verify_group_u_max(op: GroupUMaxOp, _context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_execution_scope(op.execution_scope(body))
}

pub fn verify_group_s_max(op: GroupSMaxOp, _context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_execution_scope(op.execution_scope(body))
}

pub fn verify_khr_group_i_mul(
    op: GroupIMulKHROp,
    _context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_execution_scope(op.execution_scope(body))
}

pub fn verify_khr_group_f_mul(
    op: GroupFMulKHROp,
    _context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_execution_scope(op.execution_scope(body))
}

pub fn verify_group_non_uniform_shuffle(
    op: GroupNonUniformShuffleOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_shuffle(context, body, op.execution_scope(body), op.id(body))
}

pub fn verify_group_non_uniform_shuffle_down(
    op: GroupNonUniformShuffleDownOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_shuffle(context, body, op.execution_scope(body), op.delta(body))
}

pub fn verify_group_non_uniform_shuffle_up(
    op: GroupNonUniformShuffleUpOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_shuffle(context, body, op.execution_scope(body), op.delta(body))
}

pub fn verify_group_non_uniform_shuffle_xor(
    op: GroupNonUniformShuffleXorOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_shuffle(context, body, op.execution_scope(body), op.mask(body))
}

pub fn verify_group_non_uniform_rotate_khr(
    op: GroupNonUniformRotateKHROp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_execution_scope(op.execution_scope(body))?;
    verify_cluster_size(context, body, op.cluster_size(body))
}

pub fn verify_group_non_uniform_broadcast(
    op: GroupNonUniformBroadcastOp,
    context: &Context,
    ir: &Ir,
    body: &Body,
) -> Verified {
    verify_execution_scope(op.execution_scope(body))?;
    // Before SPIR-V 1.5 the id must be a constant.
    if target_minor_version(context, ir, body, op.op()) < 5 {
        let constant = defining_op(body, op.id(body)).is_some_and(|defining| {
            ConstantOp::is(context, body, defining) || ReferenceOfOp::is(context, body, defining)
        });
        if !constant {
            return Err("id must be the result of a constant op".into());
        }
    }
    Ok(())
}

pub fn verify_group_broadcast(
    op: GroupBroadcastOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_execution_scope(op.execution_scope(body))?;
    if let Some(count) = vector_len(context, body.value_type(op.localid(body))) {
        if count != 2 && count != 3 {
            return Err(format!(
                "localid is a vector and can be with only  2 or 3 components, actual number is {count}"
            )
            .into());
        }
    }
    Ok(())
}

/// The value read or written has the pointee type (or is a vector of it).
fn verify_block_pointee(context: &Context, body: &Body, pointer: Value, value: Value) -> Verified {
    let value_type = body.value_type(value);
    let element = match context.type_data(value_type) {
        TypeData::Vector { element, .. } => *element,
        _ => value_type,
    };
    if element != pointee_type(context, body.value_type(pointer)) {
        return Err("mismatch in result type and pointer type".into());
    }
    Ok(())
}

pub fn verify_intel_subgroup_block_read(
    op: INTELSubgroupBlockReadOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_block_pointee(context, body, op.ptr(body), op.value(body))
}

pub fn verify_intel_subgroup_block_write(
    op: INTELSubgroupBlockWriteOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_block_pointee(context, body, op.ptr(body), op.value(body))
}
