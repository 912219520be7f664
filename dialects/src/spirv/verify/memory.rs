//! Memory ops: access chains, loads, stores, copies and variables.

use ir_core::attributes::Attr;
use ir_core::ir::{Body, Ir, Value};
use ir_core::ods::VerifyError;
use ir_core::types::Type;
use ir_core::Context;

use super::super::enums::{MemoryAccess, StorageClass};
use super::super::types::PointerType;
use super::super::*;
use super::{constant_i32, defining_op, discardable, op_name, quoted, Composite, Verified};

/// The pointer type an access chain from `base` through `indices` yields
/// (MLIR's `getElementPtrType`, whose messages name `spirv.AccessChain`
/// whichever op asks).
fn element_pointer_type(
    context: &Context,
    body: &Body,
    base: Type,
    indices: &[Value],
) -> Result<Option<Type>, VerifyError> {
    let Some(pointer) = PointerType::from_type(context, base) else {
        return Err(VerifyError::plain(format!(
            "'spirv.AccessChain' op expected a pointer to composite type, but provided {}",
            quoted(context, base)
        )));
    };
    let mut current = pointer.pointee;
    let mut index: i64 = 0;
    for &value in indices {
        let Some(composite) = Composite::of(context, current) else {
            return Err(VerifyError::plain(format!(
                "'spirv.AccessChain' op cannot extract from non-composite type {} with index {index}",
                quoted(context, current)
            )));
        };
        index = 0;
        if let Composite::Struct(members) = &composite {
            let Some(defining) = defining_op(body, value) else {
                return Err(VerifyError::plain(
                    "'spirv.AccessChain' op index must be an integer spirv.Constant to access element of spirv.struct",
                ));
            };
            let Some(constant) = constant_i32(context, body, value) else {
                return Err(VerifyError::plain(format!(
                    "'spirv.AccessChain' index must be an integer spirv.Constant to access element of spirv.struct, but provided {}",
                    op_name(context, body, defining)
                )));
            };
            index = constant as i64;
            if index < 0 || index as usize >= members.len() {
                return Err(VerifyError::plain(format!(
                    "'spirv.AccessChain' op index {index} out of bounds for {}",
                    quoted(context, current)
                )));
            }
        }
        match composite.element(index as usize) {
            Some(element) => current = element,
            // An opaque composite: nothing more can be checked.
            None => return Ok(None),
        }
    }
    Ok(Some(
        PointerType { pointee: current, storage_class: pointer.storage_class }.to_type(context),
    ))
}

fn verify_access_chain_common(
    context: &Context,
    body: &Body,
    base: Value,
    indices: &[Value],
    result: Value,
) -> Verified {
    let base_type = body.value_type(base);
    // `None`: an opaque composite stopped the walk.
    let Some(expected) = element_pointer_type(context, body, base_type, indices)? else {
        return Ok(());
    };
    let provided = body.value_type(result);
    if PointerType::from_type(context, provided).is_none() {
        return Err(format!(
            "result type must be a pointer, but provided {}",
            quoted(context, provided)
        )
        .into());
    }
    if expected != provided {
        return Err(format!(
            "invalid result type: expected {}, but provided {}",
            quoted(context, expected),
            quoted(context, provided)
        )
        .into());
    }
    Ok(())
}

pub fn verify_access_chain(
    op: AccessChainOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let indices: Vec<_> = op.indices(body).collect();
    verify_access_chain_common(context, body, op.base_ptr(body), &indices, op.component_ptr(body))
}

pub fn verify_ptr_access_chain(
    op: PtrAccessChainOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let indices: Vec<_> = op.indices(body).collect();
    verify_access_chain_common(context, body, op.base_ptr(body), &indices, op.result(body))
}

pub fn verify_in_bounds_ptr_access_chain(
    op: InBoundsPtrAccessChainOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let indices: Vec<_> = op.indices(body).collect();
    verify_access_chain_common(context, body, op.base_ptr(body), &indices, op.result(body))
}

/// The memory access operand and its alignment agree.
fn verify_memory_access(access: Option<MemoryAccess>, alignment: bool) -> Verified {
    match access {
        None if alignment => {
            Err("invalid alignment specification without aligned memory access specification"
                .into())
        }
        None => Ok(()),
        Some(access) if access.contains(MemoryAccess::ALIGNED) => {
            if alignment {
                Ok(())
            } else {
                Err("missing alignment value".into())
            }
        }
        Some(_) if alignment => {
            Err("invalid alignment specification with non-aligned memory access specification"
                .into())
        }
        Some(_) => Ok(()),
    }
}

/// The value loaded or stored has the pointee type.
fn verify_pointee(context: &Context, body: &Body, pointer: Value, value: Value) -> Verified {
    let pointer = PointerType::from_type(context, body.value_type(pointer));
    if pointer.is_some_and(|pointer| pointer.pointee != body.value_type(value)) {
        return Err("mismatch in result type and pointer type".into());
    }
    Ok(())
}

pub fn verify_load(op: LoadOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_pointee(context, body, op.ptr(body), op.value(body))?;
    verify_memory_access(op.memory_access(body), op.alignment(body).is_some())
}

pub fn verify_store(op: StoreOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_pointee(context, body, op.ptr(body), op.value(body))?;
    verify_memory_access(op.memory_access(body), op.alignment(body).is_some())
}

pub fn verify_copy_memory(op: CopyMemoryOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    let pointee = |value: Value| super::super::pointee_type(context, body.value_type(value));
    if pointee(op.target(body)) != pointee(op.source(body)) {
        return Err("both operands must be pointers to the same type".into());
    }
    verify_memory_access(op.memory_access(body), op.alignment(body).is_some())?;
    verify_memory_access(op.source_memory_access(body), op.source_alignment(body).is_some())
}

pub fn verify_variable(op: VariableOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    let storage_class = op.storage_class(body);
    if storage_class != StorageClass::Function {
        return Err("can only be used to model function-level variables. Use spirv.GlobalVariable for module-level variables.".into());
    }
    let pointer = PointerType::from_type(context, body.value_type(op.pointer(body)));
    if pointer.as_ref().is_some_and(|pointer| pointer.storage_class != storage_class) {
        return Err("storage class must match result pointer's storage class".into());
    }
    if let Some(initializer) = op.initializer(body) {
        let constant = defining_op(body, initializer).is_some_and(|defining| {
            ConstantOp::is(context, body, defining)
                || ReferenceOfOp::is(context, body, defining)
                || AddressOfOp::is(context, body, defining)
        });
        if !constant {
            return Err(
                "initializer must be the result of a constant or spirv.GlobalVariable op".into()
            );
        }
    }
    for name in ["descriptor_set", "binding", "built_in"] {
        let attr: Option<Attr> = discardable(context, body, op.op(), name);
        if attr.is_some() {
            return Err(format!(
                "cannot have '{name}' attribute (only allowed in spirv.GlobalVariable)"
            )
            .into());
        }
    }
    // A variable holding a physical storage buffer pointer (or an array of
    // them) says how that pointer aliases, exactly once.
    let pointee = pointer.map(|pointer| pointer.pointee);
    let held_pointer = pointee.and_then(|pointee| {
        PointerType::from_type(context, pointee).or_else(|| {
            let element = ArrayType::from_type(context, pointee)?.element;
            PointerType::from_type(context, element)
        })
    });
    if held_pointer.is_some_and(|held| held.storage_class == StorageClass::PhysicalStorageBuffer) {
        let aliased: Option<Attr> = discardable(context, body, op.op(), "aliased_pointer");
        let restrict: Option<Attr> = discardable(context, body, op.op(), "restrict_pointer");
        match (aliased.is_some(), restrict.is_some()) {
            (false, false) => return Err(" with physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'".into()),
            (true, true) => return Err(" with physical buffer pointer must have exactly one aliasing decoration".into()),
            _ => {}
        }
    }
    Ok(())
}
