//! The verifier of ops defined with `#[op]`: counts, property, operand,
//! result, region and successor constraints, then the declared traits, in
//! the order MLIR checks them and with MLIR's messages.
//!
//! It does not check what every op shares (terminators, dominance,
//! isolation); the core verifier does, and calls this for each op that has
//! a spec.

use std::ops::Range;

use smallvec::SmallVec;

use super::properties::{Defaulted, DenseI32Array, OpProperties};
use super::spec::{Arity, OpSpec, OpTrait, PropertyKind, ValueSpec};
use crate::diagnostics::Diagnostic;
use crate::ir::{Body, Ir, Op};
use crate::types::{Type, TypeData};
use crate::verifier::op_error;
use crate::Context;

/// The ranges of operands (or results) that each declared group holds:
/// from the segment sizes when the op has them, otherwise the variable
/// group (at most one) takes what the fixed ones leave. `None` when the
/// count does not fit the declaration.
pub fn group_ranges(
    groups: &[ValueSpec],
    total: usize,
    segments: Option<&[i32]>,
) -> Option<SmallVec<[Range<usize>; 4]>> {
    let mut ranges = SmallVec::new();
    let mut start = 0usize;
    if let Some(sizes) = segments {
        if sizes.len() != groups.len() {
            return None;
        }
        for &size in sizes {
            let size = usize::try_from(size).ok()?;
            ranges.push(start..start + size);
            start += size;
        }
        return (start == total).then_some(ranges);
    }
    let fixed = groups.iter().filter(|group| group.arity == Arity::Single).count();
    let variable = total.checked_sub(fixed)?;
    if groups.iter().all(|group| group.arity == Arity::Single) && variable != 0 {
        return None;
    }
    for group in groups {
        let size = if group.arity == Arity::Single { 1 } else { variable };
        ranges.push(start..start + size);
        start += size;
    }
    Some(ranges)
}

/// The segment sizes stored in property `index` of `properties`.
pub fn segment_sizes(
    properties: Option<&dyn OpProperties>,
    index: Option<usize>,
) -> Option<&[i32]> {
    let field = properties?.field(index?);
    field.as_any().downcast_ref::<Defaulted<DenseI32Array>>().map(|sizes| sizes.0 .0.as_slice())
}

/// The operand range of declared group `group`, or the whole list when the
/// op's operands do not fit its declaration (it fails verification).
pub fn operand_range(body: &Body, op: Op, spec: &OpSpec, group: usize) -> Range<usize> {
    let data = body.op(op);
    let segments = segment_sizes(data.properties.as_deref(), spec.operand_segments);
    group_ranges(spec.operands, data.operand_count(), segments)
        .and_then(|ranges| ranges.get(group).cloned())
        .unwrap_or(0..0)
}

/// The result range of declared group `group`.
pub fn result_range(body: &Body, op: Op, spec: &OpSpec, group: usize) -> Range<usize> {
    let data = body.op(op);
    let segments = segment_sizes(data.properties.as_deref(), spec.result_segments);
    group_ranges(spec.results, data.results().len(), segments)
        .and_then(|ranges| ranges.get(group).cloned())
        .unwrap_or(0..0)
}

/// The body holding `op`'s regions: its own body if it is isolated.
pub fn region_holder<'a>(ir: &'a Ir, body: &'a Body, op: Op) -> &'a Body {
    body.op(op).isolated_body.map_or(body, |id| ir.body(id))
}

/// The name of the op directly holding `op`, across isolation boundaries.
pub fn parent_op_name<'a>(context: &'a Context, ir: &Ir, body: &Body, op: Op) -> Option<&'a str> {
    match body.parent_op(op) {
        Some(parent) => Some(context.op_name_str(body.op(parent).name)),
        None => {
            body.op(op).parent_block()?;
            let (owner_body, owner) = body.owner()?;
            Some(context.op_name_str(ir.body(owner_body).op(owner).name))
        }
    }
}

/// Verifies `op` against `spec`: everything but the op's own hooks.
pub fn verify_op(
    context: &Context,
    ir: &Ir,
    body: &Body,
    op: Op,
    spec: &OpSpec,
) -> Result<(), Diagnostic> {
    let error = |message: String| op_error(context, body, op, message);
    verify_counts(body, op, spec).map_err(error)?;
    verify_invariants(context, ir, body, op, spec).map_err(error)?;
    let data = body.op(op);
    let operand_types: SmallVec<[Type; 4]> =
        data.operands().map(|value| body.value_type(value)).collect();
    let result_types: SmallVec<[Type; 2]> =
        data.results().iter().map(|&value| body.value_type(value)).collect();
    for declared in spec.traits {
        verify_trait(context, ir, body, op, declared, &operand_types, &result_types)
            .map_err(error)?;
        if let OpTrait::User { verify: Some(verify), .. } = declared {
            verify(context, ir, body, op)?;
        }
    }
    Ok(())
}

/// MLIR's count traits: regions, results, successors, operands.
fn verify_counts(body: &Body, op: Op, spec: &OpSpec) -> Result<(), String> {
    let data = body.op(op);
    let (fixed, variable) = fixed_and_variable(spec.regions.iter().map(|region| region.arity));
    count_check(data.regions().len(), fixed, variable, |_| match (fixed, variable) {
        (0, false) => "requires zero regions".to_owned(),
        (1, false) => "requires one region".to_owned(),
        (_, false) => format!("expected {fixed} regions"),
        (_, true) => format!("expected {fixed} or more regions"),
    })?;
    let (fixed, variable) = fixed_and_variable(spec.results.iter().map(|result| result.arity));
    count_check(data.results().len(), fixed, variable, |_| match (fixed, variable) {
        (0, false) => "requires zero results".to_owned(),
        (1, false) => "requires one result".to_owned(),
        (_, false) => format!("expected {fixed} results"),
        (_, true) => format!("expected {fixed} or more results"),
    })?;
    let (fixed, variable) =
        fixed_and_variable(spec.successors.iter().map(|successor| successor.arity));
    count_check(data.successors().len(), fixed, variable, |actual| match (fixed, variable) {
        (_, true) => format!("requires at least {fixed} successors but found {actual}"),
        (1, false) => format!("requires 1 successor but found {actual}"),
        (_, false) => format!("requires {fixed} successors but found {actual}"),
    })?;
    let (fixed, variable) = fixed_and_variable(spec.operands.iter().map(|operand| operand.arity));
    count_check(data.operand_count(), fixed, variable, |actual| match (fixed, variable) {
        (0, false) => "requires zero operands".to_owned(),
        (1, false) => "requires a single operand".to_owned(),
        (_, false) => format!("expected {fixed} operands, but found {actual}"),
        (_, true) => format!("expected {fixed} or more operands, but found {actual}"),
    })
}

/// The number of declared slots that hold exactly one entity, and whether
/// any slot holds a variable number.
fn fixed_and_variable(arities: impl Iterator<Item = Arity>) -> (usize, bool) {
    let (mut fixed, mut variable) = (0, false);
    for arity in arities {
        match arity {
            Arity::Single => fixed += 1,
            _ => variable = true,
        }
    }
    (fixed, variable)
}

/// `Ok` when `actual` fits the declaration, else `message(actual)`.
fn count_check(
    actual: usize,
    fixed: usize,
    variable: bool,
    message: impl Fn(usize) -> String,
) -> Result<(), String> {
    let fits = if variable { actual >= fixed } else { actual == fixed };
    if fits {
        Ok(())
    } else {
        Err(message(actual))
    }
}

/// MLIR's generated `verifyInvariantsImpl`: properties, segment sizes,
/// operand and result types, regions, successors.
fn verify_invariants(
    context: &Context,
    ir: &Ir,
    body: &Body,
    op: Op,
    spec: &OpSpec,
) -> Result<(), String> {
    let data = body.op(op);
    let properties = data.properties.as_deref();
    for (index, property) in spec.properties.iter().enumerate() {
        let field = properties.and_then(|properties| {
            properties.field_names().get(index).and(Some(properties.field(index)))
        });
        let set = field.is_some_and(|field| field.is_set());
        if !set {
            if property.kind == PropertyKind::Required {
                return Err(format!("requires attribute '{}'", property.name));
            }
            continue;
        }
        // Only constrained properties need their attribute built.
        if let (Some(constraint), Some(field)) = (property.constraint, field) {
            if let Some(attr) = field.to_attr(context) {
                if !(constraint.check)(context, attr) {
                    return Err(format!(
                        "attribute '{}' failed to satisfy constraint: {}",
                        property.name, constraint.description
                    ));
                }
            }
        }
    }
    let operand_ranges = verify_segments(
        spec.operands,
        data.operand_count(),
        properties,
        spec.operand_segments,
        "operand",
    )?;
    let result_ranges = verify_segments(
        spec.results,
        data.results().len(),
        properties,
        spec.result_segments,
        "result",
    )?;
    let operand_types: SmallVec<[Type; 4]> =
        data.operands().map(|value| body.value_type(value)).collect();
    check_groups(context, spec.operands, &operand_ranges, &operand_types, "operand")?;
    let result_types: SmallVec<[Type; 4]> =
        data.results().iter().map(|&value| body.value_type(value)).collect();
    check_groups(context, spec.results, &result_ranges, &result_types, "result")?;
    let holder = region_holder(ir, body, op);
    for (index, (region_spec, &region)) in spec.regions.iter().zip(data.regions()).enumerate() {
        if let Some(count) = region_spec.block_count {
            if holder.region_blocks(region).count() != count {
                return Err(format!(
                    "region #{index} ('{}') failed to verify constraint: region with {count} blocks",
                    region_spec.name
                ));
            }
        }
    }
    Ok(())
}

fn verify_segments(
    groups: &[ValueSpec],
    total: usize,
    properties: Option<&dyn OpProperties>,
    segments_index: Option<usize>,
    what: &str,
) -> Result<SmallVec<[Range<usize>; 4]>, String> {
    let attribute = if what == "operand" { "operandSegmentSizes" } else { "resultSegmentSizes" };
    let segments = match segments_index {
        Some(index) => {
            let Some(sizes) = segment_sizes(properties, Some(index)) else {
                return Err(format!("requires attribute '{attribute}'"));
            };
            if sizes.len() != groups.len() {
                return Err(format!(
                    "'{attribute}' attribute for specifying {what} segments must have {} elements, but got {}",
                    groups.len(),
                    sizes.len()
                ));
            }
            let sum: i64 = sizes.iter().map(|&size| i64::from(size)).sum();
            if sum != total as i64 || sizes.iter().any(|&size| size < 0) {
                return Err(format!(
                    "{what} count ({total}) does not match with the total size ({sum}) specified in attribute '{attribute}'"
                ));
            }
            Some(sizes)
        }
        None => None,
    };
    group_ranges(groups, total, segments).ok_or_else(|| format!("has the wrong number of {what}s"))
}

fn check_groups(
    context: &Context,
    groups: &[ValueSpec],
    ranges: &[Range<usize>],
    types: &[Type],
    what: &str,
) -> Result<(), String> {
    for (group, range) in groups.iter().zip(ranges) {
        if group.arity == Arity::Optional && range.len() > 1 {
            return Err(format!(
                "{what} group starting at #{} requires 0 or 1 element, but found {}",
                range.start,
                range.len()
            ));
        }
        for index in range.clone() {
            let ty = types[index];
            if !group.constraint.matches(context, ty) {
                let mut description = group.constraint.description().into_owned();
                if group.arity == Arity::Variadic {
                    description = format!("variadic of {description}");
                }
                return Err(format!(
                    "{what} #{index} must be {description}, but got '{}'",
                    crate::text::type_to_string(context, ty)
                ));
            }
        }
    }
    Ok(())
}

/// The shape of a type, `None` for scalars and unranked types; whether the
/// type is shaped at all.
fn shape_info(context: &Context, ty: Type) -> (bool, Option<&[i64]>) {
    match context.type_data(ty) {
        TypeData::Vector { shape, .. }
        | TypeData::RankedTensor { shape, .. }
        | TypeData::MemRef { shape, .. } => (true, Some(shape)),
        TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => (true, None),
        _ => (false, None),
    }
}

/// MLIR's `verifyCompatibleShape`: both scalars, or both shaped with equal
/// ranks and dimensions that are equal or dynamic (unranked fits any).
pub fn compatible_shapes(context: &Context, first: Type, second: Type) -> bool {
    let (first_shaped, first_shape) = shape_info(context, first);
    let (second_shaped, second_shape) = shape_info(context, second);
    if first_shaped != second_shaped {
        return false;
    }
    match (first_shape, second_shape) {
        (Some(first), Some(second)) => {
            first.len() == second.len()
                && first.iter().zip(second).all(|(&a, &b)| {
                    a == b || a == crate::types::DYNAMIC || b == crate::types::DYNAMIC
                })
        }
        _ => true,
    }
}

fn element_or_self(context: &Context, ty: Type) -> Type {
    context.element_type_of(ty).unwrap_or(ty)
}

/// Checks one declared trait.
fn verify_trait(
    context: &Context,
    ir: &Ir,
    body: &Body,
    op: Op,
    declared: &OpTrait,
    operands: &[Type],
    results: &[Type],
) -> Result<(), String> {
    let data = body.op(op);
    let at_least_one = || -> Result<(), String> {
        if operands.is_empty() {
            return Err("expected 1 or more operands, but found 0".to_owned());
        }
        if results.is_empty() {
            return Err("expected 1 or more results, but found 0".to_owned());
        }
        Ok(())
    };
    match declared {
        OpTrait::Terminator => {
            if let Some(block) = data.parent_block() {
                if body.last_op(block) != Some(op) {
                    return Err("must be the last operation in the parent block".to_owned());
                }
            }
        }
        OpTrait::SameOperandsAndResultType => {
            at_least_one()?;
            let expected = results[0];
            let element = element_or_self(context, expected);
            let all = results.iter().chain(operands);
            if all.clone().any(|&ty| {
                element_or_self(context, ty) != element || !compatible_shapes(context, ty, expected)
            }) {
                return Err("requires the same type for all operands and results".to_owned());
            }
        }
        OpTrait::SameTypeOperands if operands.windows(2).any(|pair| pair[0] != pair[1]) => {
            return Err("requires all operands to have the same type".to_owned());
        }
        OpTrait::SameOperandsShape
            if operands.windows(2).any(|pair| !compatible_shapes(context, pair[0], pair[1])) =>
        {
            return Err("requires the same shape for all operands".to_owned());
        }
        OpTrait::SameOperandsAndResultShape => {
            at_least_one()?;
            let first = operands[0];
            if operands.iter().chain(results).any(|&ty| !compatible_shapes(context, ty, first)) {
                return Err("requires the same shape for all operands and results".to_owned());
            }
        }
        OpTrait::SameOperandsAndResultElementType => {
            at_least_one()?;
            let element = element_or_self(context, results[0]);
            if operands.iter().chain(results).any(|&ty| element_or_self(context, ty) != element) {
                return Err(
                    "requires the same element type for all operands and results".to_owned()
                );
            }
        }
        OpTrait::Elementwise => verify_elementwise(context, operands, results)?,
        OpTrait::AllTypesMatch(names) => {
            let spec = context.op_definition(data.name).and_then(|definition| definition.spec);
            let types: SmallVec<[Type; 4]> =
                names.iter().filter_map(|name| spec?.named_type(context, body, op, name)).collect();
            if types.windows(2).any(|pair| pair[0] != pair[1]) {
                return Err(format!(
                    "failed to verify that all of {{{}}} have same type",
                    names.join(", ")
                ));
            }
        }
        OpTrait::TypesMatchWith { description, from, to, transform } => {
            let spec = context.op_definition(data.name).and_then(|definition| definition.spec);
            let from = spec.and_then(|spec| spec.named_type(context, body, op, from));
            let actual: Option<Vec<Type>> = spec.and_then(|spec| spec.named_types(body, op, to));
            if let (Some(from), Some(actual)) = (from, actual) {
                let expected = match transform {
                    crate::ods::spec::TypesTransform::One(one) => vec![one(context, from)],
                    crate::ods::spec::TypesTransform::Many(many) => many(context, from),
                };
                if expected != actual {
                    return Err(format!("failed to verify that {description}"));
                }
            }
        }
        OpTrait::HasParent(parents) => {
            let parent = parent_op_name(context, ir, body, op);
            if !parent.is_some_and(|name| parents.contains(&name)) {
                return Err(if parents.len() == 1 {
                    format!("expects parent op '{}'", parents[0])
                } else {
                    format!("expects parent op to be one of '{}'", parents.join(", "))
                });
            }
        }
        OpTrait::SingleBlockImplicitTerminator(terminator) => {
            let holder = region_holder(ir, body, op);
            for &region in data.regions() {
                let Some(block) = holder.entry_block(region) else { continue };
                if holder.next_block(block).is_some() {
                    return Err("expects a non-empty block".to_owned());
                }
                let last =
                    holder.last_op(block).map(|last| context.op_name_str(holder.op(last).name));
                if last != Some(*terminator) {
                    return Err(format!(
                        "expects regions to end with '{terminator}', found '{}'",
                        last.unwrap_or("")
                    ));
                }
            }
        }
        _ => {}
    }
    Ok(())
}

/// MLIR's `Elementwise` trait: scalars throughout, or non-scalar results
/// with non-scalar operands of one shape and base type.
fn verify_elementwise(
    context: &Context,
    operands: &[Type],
    results: &[Type],
) -> Result<(), String> {
    let mappable = |ty: &&Type| {
        matches!(
            context.type_data(**ty),
            TypeData::Vector { .. }
                | TypeData::RankedTensor { .. }
                | TypeData::UnrankedTensor { .. }
        )
    };
    let mapped_results: SmallVec<[Type; 2]> = results.iter().filter(mappable).copied().collect();
    let mapped_operands: SmallVec<[Type; 4]> = operands.iter().filter(mappable).copied().collect();
    if mapped_results.is_empty() && mapped_operands.is_empty() {
        return Ok(());
    }
    if !mapped_results.is_empty() && mapped_operands.is_empty() {
        return Err(
            "if a result is non-scalar, then at least one operand must be non-scalar".into()
        );
    }
    if mapped_results.is_empty() {
        return Err(
            "if an operand is non-scalar, then there must be at least one non-scalar result".into(),
        );
    }
    if mapped_results.len() != results.len() {
        return Err("if an operand is non-scalar, then all results must be non-scalar".into());
    }
    let all: SmallVec<[Type; 6]> = mapped_operands.iter().chain(&mapped_results).copied().collect();
    let kind = |ty: Type| match context.type_data(ty) {
        TypeData::Vector { .. } => 0,
        _ => 1,
    };
    let first = all[0];
    if all.iter().any(|&ty| kind(ty) != kind(first) || !compatible_shapes(context, ty, first)) {
        return Err("all non-scalar operands/results must have the same shape and base type".into());
    }
    Ok(())
}
