//! Composite ops: construction, extraction, insertion and shuffles.

use ir_core::attributes::{Attr, AttrData};
use ir_core::ir::{Body, Ir};
use ir_core::ods::VerifyError;
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use super::super::*;
use super::{attr_text, integer_value, is_int_or_float, quoted, vector_len, Composite, Verified};

pub fn verify_composite_construct(
    op: CompositeConstructOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let constituents: Vec<Type> =
        op.constituents(body).map(|value| body.value_type(value)).collect();
    let result = body.value_type(op.result(body));
    // A cooperative matrix takes one constituent, of its element type.
    if let Some(matrix) = CooperativeMatrixType::from_type(context, result) {
        if constituents.len() != 1 {
            return Err(format!(
                "has incorrect number of operands: expected 1, but provided {}",
                constituents.len()
            )
            .into());
        }
        if constituents[0] != matrix.element {
            return Err(format!(
                "operand type mismatch: expected operand type {}, but provided {}",
                quoted(context, matrix.element),
                quoted(context, constituents[0])
            )
            .into());
        }
        return Ok(());
    }
    let Some((count, composite)) = construct_target(context, result) else { return Ok(()) };
    if count == constituents.len() as u64 {
        for (index, &constituent) in constituents.iter().enumerate() {
            let Some(expected) = composite.element(index) else { continue };
            if constituent != expected {
                return Err(format!(
                    "operand type mismatch: expected operand type {}, but provided {}",
                    quoted(context, expected),
                    quoted(context, constituent)
                )
                .into());
            }
        }
        return Ok(());
    }
    let TypeData::Vector { element: result_element, .. } = context.type_data(result) else {
        return Err("expected to return a vector or cooperative matrix when the number of constituents is less than what the result needs".into());
    };
    let mut total = 0;
    for &constituent in &constituents {
        let (element, size) = match context.type_data(constituent) {
            TypeData::Vector { element, .. } => {
                (*element, vector_len(context, constituent).unwrap_or(0))
            }
            _ if is_int_or_float(context, constituent) => (constituent, 1),
            _ => {
                return Err(format!(
                    "operand type mismatch: expected operand to have a scalar or vector type, but provided {}",
                    quoted(context, constituent)
                )
                .into())
            }
        };
        if element != *result_element {
            return Err(format!(
                "operand element type mismatch: expected to be {}, but provided {}",
                quoted(context, *result_element),
                quoted(context, element)
            )
            .into());
        }
        total += size;
    }
    let expected = count;
    if total as u64 != expected {
        return Err(format!(
            "has incorrect number of operands: expected {expected}, but provided {total}"
        )
        .into());
    }
    Ok(())
}

/// What spirv.CompositeConstruct builds `ty` from, as MLIR's
/// `CompositeType` sees it: the number of elements and their types. A
/// vector counts all its elements (its constraint admits any rank), an
/// ARM tensor the product of its sizes (wrapping, as MLIR's does with
/// dynamic sizes).
fn construct_target(context: &Context, ty: Type) -> Option<(u64, Composite)> {
    if let Some(tensor) = TensorArmType::from_type(context, ty) {
        let count = tensor.shape.iter().fold(1i64, |count, &size| count.wrapping_mul(size));
        return Some((count as u64, Composite::Uniform { count: None, element: tensor.element }));
    }
    if let TypeData::Vector { element, .. } = context.type_data(ty) {
        let count = vector_len(context, ty).unwrap_or(0) as u64;
        return Some((count, Composite::Uniform { count: None, element: *element }));
    }
    let composite = Composite::of(context, ty)?;
    Some((composite.count()?, composite))
}

/// The type reached from `ty` through `indices` (MLIR's `getElementType`
/// of the composite ops; its errors are reported without the op prefix,
/// and by spirv.CompositeExtract's parser, which computes its result type
/// with it). `None` when an opaque composite stops the walk.
pub(crate) fn indexed_type(
    context: &Context,
    ty: Type,
    indices: Attr,
) -> Result<Option<Type>, VerifyError> {
    let AttrData::Array(elements) = context.attr_data(indices) else {
        return Err(VerifyError::plain("expected a 32-bit integer array attribute for 'indices'"));
    };
    if elements.is_empty() {
        return Err(VerifyError::plain("expected at least one index for spirv.CompositeExtract"));
    }
    let mut values = Vec::with_capacity(elements.len());
    for &element in elements {
        let Some(value) = integer_value(context, element) else {
            return Err(VerifyError::plain(format!(
                "expected an 32-bit integer for index, but found '{}'",
                attr_text(context, element)
            )));
        };
        values.push(value as i32);
    }
    let mut current = ty;
    for index in values {
        // Cooperative matrices and ARM tensors are composites of their
        // element type; a tensor has the product of its sizes as count.
        if let Some(matrix) = CooperativeMatrixType::from_type(context, current) {
            current = matrix.element;
            continue;
        }
        if let Some(tensor) = TensorArmType::from_type(context, current) {
            let count = tensor.shape.iter().fold(1i64, |count, &size| count.wrapping_mul(size));
            if index < 0 || index as u64 >= count as u64 {
                return Err(VerifyError::plain(format!(
                    "index {index} out of bounds for {}",
                    quoted(context, current)
                )));
            }
            current = tensor.element;
            continue;
        }
        let Some(composite) = Composite::of(context, current) else {
            return Err(VerifyError::plain(format!(
                "cannot extract from non-composite type {} with index {index}",
                quoted(context, current)
            )));
        };
        if let Some(count) = composite.count() {
            if index < 0 || index as u64 >= count {
                return Err(VerifyError::plain(format!(
                    "index {index} out of bounds for {}",
                    quoted(context, current)
                )));
            }
        }
        match composite.element(index.max(0) as usize) {
            Some(element) => current = element,
            None => return Ok(None),
        }
    }
    Ok(Some(current))
}

pub fn verify_composite_extract(
    op: CompositeExtractOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let composite = body.value_type(op.composite(body));
    let Some(expected) = indexed_type(context, composite, op.indices(body))? else {
        return Ok(());
    };
    let provided = body.value_type(op.component(body));
    if expected != provided {
        return Err(format!(
            "invalid result type: expected {} but provided {}",
            quoted(context, expected),
            quoted(context, provided)
        )
        .into());
    }
    Ok(())
}

pub fn verify_composite_insert(
    op: CompositeInsertOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let composite = body.value_type(op.composite(body));
    let object = body.value_type(op.object(body));
    if let Some(expected) = indexed_type(context, composite, op.indices(body))? {
        if expected != object {
            return Err(format!(
                "object operand type should be {}, but found {}",
                quoted(context, expected),
                quoted(context, object)
            )
            .into());
        }
    }
    let result = body.value_type(op.result(body));
    if composite != result {
        return Err(format!(
            "result type should be the same as the composite type, but found {} vs {}",
            quoted(context, composite),
            quoted(context, result)
        )
        .into());
    }
    Ok(())
}

pub fn verify_vector_shuffle(
    op: VectorShuffleOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    super::all_element_types_match(
        context,
        body,
        &[op.vector1(body), op.vector2(body), op.result(body)],
        "vector1, vector2, result",
    )?;
    let components: &[Attr] = match context.attr_data(op.components(body)) {
        AttrData::Array(elements) => elements,
        _ => &[],
    };
    let result_count = vector_len(context, body.value_type(op.result(body))).unwrap_or(0);
    if result_count as usize != components.len() {
        return Err(format!(
            "result type element count ({result_count}) mismatch with the number of component selectors ({})",
            components.len()
        )
        .into());
    }
    let total = vector_len(context, body.value_type(op.vector1(body))).unwrap_or(0)
        + vector_len(context, body.value_type(op.vector2(body))).unwrap_or(0);
    for &component in components {
        let index = integer_value(context, component).unwrap_or(0) as u32;
        if index as i64 >= total && index != u32::MAX {
            return Err(format!(
                "component selector {index} out of range: expected to be in [0, {total}) or 0xffffffff"
            )
            .into());
        }
    }
    Ok(())
}
