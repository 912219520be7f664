//! Atomic ops and barriers: the pointee type and the memory semantics.

use ir_core::ir::{Body, Ir, Value};
use ir_core::types::TypeData;
use ir_core::Context;

use super::super::*;
use super::{quoted, verify_memory_semantics, Verified};

/// The pointer points to an integer (or, with `float`, a float).
fn verify_pointee_kind(context: &Context, body: &Body, pointer: Value, float: bool) -> Verified {
    let pointee = pointee_type(context, body.value_type(pointer));
    let matches = match context.type_data(pointee) {
        TypeData::Integer { .. } => !float,
        TypeData::Float(_) => float,
        _ => false,
    };
    if !matches {
        return Err(format!(
            "pointer operand must point to an {} value, found {}",
            if float { "float" } else { "integer" },
            quoted(context, pointee)
        )
        .into());
    }
    Ok(())
}

pub fn verify_atomic_and(op: AtomicAndOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_pointee_kind(context, body, op.pointer(body), false)?;
    verify_memory_semantics(op.semantics(body))
}

pub fn verify_atomic_i_add(op: AtomicIAddOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_pointee_kind(context, body, op.pointer(body), false)?;
    verify_memory_semantics(op.semantics(body))
}

pub fn verify_atomic_i_decrement(
    op: AtomicIDecrementOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_pointee_kind(context, body, op.pointer(body), false)?;
    verify_memory_semantics(op.semantics(body))
}

pub fn verify_atomic_i_increment(
    op: AtomicIIncrementOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_pointee_kind(context, body, op.pointer(body), false)?;
    verify_memory_semantics(op.semantics(body))
}

pub fn verify_atomic_i_sub(op: AtomicISubOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_pointee_kind(context, body, op.pointer(body), false)?;
    verify_memory_semantics(op.semantics(body))
}

pub fn verify_atomic_or(op: AtomicOrOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_pointee_kind(context, body, op.pointer(body), false)?;
    verify_memory_semantics(op.semantics(body))
}

pub fn verify_atomic_s_max(op: AtomicSMaxOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_pointee_kind(context, body, op.pointer(body), false)?;
    verify_memory_semantics(op.semantics(body))
}

pub fn verify_atomic_s_min(op: AtomicSMinOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_pointee_kind(context, body, op.pointer(body), false)?;
    verify_memory_semantics(op.semantics(body))
}

pub fn verify_atomic_u_max(op: AtomicUMaxOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_pointee_kind(context, body, op.pointer(body), false)?;
    verify_memory_semantics(op.semantics(body))
}

pub fn verify_atomic_u_min(op: AtomicUMinOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_pointee_kind(context, body, op.pointer(body), false)?;
    verify_memory_semantics(op.semantics(body))
}

pub fn verify_atomic_xor(op: AtomicXorOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_pointee_kind(context, body, op.pointer(body), false)?;
    verify_memory_semantics(op.semantics(body))
}

pub fn verify_ext_atomic_f_add(
    op: EXTAtomicFAddOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_pointee_kind(context, body, op.pointer(body), true)?;
    verify_memory_semantics(op.semantics(body))
}

pub fn verify_control_barrier(
    op: ControlBarrierOp,
    _context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_memory_semantics(op.memory_semantics(body))
}

pub fn verify_memory_barrier(
    op: MemoryBarrierOp,
    _context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_memory_semantics(op.memory_semantics(body))
}
