//! The verifier of ops defined with `#[op]`: counts, property, operand,
//! result, region and successor constraints, then the declared traits, in
//! the order MLIR checks them and with MLIR's messages.
//!
//! It does not check what every op shares (terminators, dominance,
//! isolation); the core verifier does, and calls this for each op that has
//! a definition.

use std::ops::Range;

use smallvec::SmallVec;

use super::properties::{Defaulted, DenseI32Array, OpProperties};
use super::spec::{Arity, PropertyKind, ValueSpec};
use super::VerifyError;
use crate::ir::{Body, Ir, Op};
use crate::registry::OpDefinition;
use crate::traits::TraitCheck;
use crate::types::Type;
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

/// The range of declared group `group` alone, as [`group_ranges`] gives
/// it, without building the others.
pub fn group_range(
    groups: &[ValueSpec],
    total: usize,
    segments: Option<&[i32]>,
    group: usize,
) -> Option<Range<usize>> {
    if group >= groups.len() {
        return None;
    }
    if let Some(sizes) = segments {
        // Every size must be valid and add up to the total.
        return group_ranges(groups, total, Some(sizes))?.get(group).cloned();
    }
    let fixed = groups.iter().filter(|group| group.arity == Arity::Single).count();
    let variable = total.checked_sub(fixed)?;
    if fixed == groups.len() && variable != 0 {
        return None;
    }
    let size = |spec: &ValueSpec| if spec.arity == Arity::Single { 1 } else { variable };
    let start: usize = groups[..group].iter().map(size).sum();
    Some(start..start + size(&groups[group]))
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
pub fn operand_range(body: &Body, op: Op, definition: &OpDefinition, group: usize) -> Range<usize> {
    let data = body.op(op);
    let segments = segment_sizes(data.properties.as_deref(), definition.operand_segments);
    group_range(definition.operands, data.operand_count(), segments, group).unwrap_or(0..0)
}

/// The result range of declared group `group`.
pub fn result_range(body: &Body, op: Op, definition: &OpDefinition, group: usize) -> Range<usize> {
    let data = body.op(op);
    let segments = segment_sizes(data.properties.as_deref(), definition.result_segments);
    group_range(definition.results, data.results().len(), segments, group).unwrap_or(0..0)
}

/// The body holding `op`'s regions: its own body if it is isolated.
pub fn region_holder<'a>(ir: &'a Ir, body: &'a Body, op: Op) -> &'a Body {
    body.op(op).isolated_body().map_or(body, |id| ir.body(id))
}

/// The definition of the registered op directly holding the checked op,
/// across isolation boundaries.
pub fn parent_op_definition(check: &TraitCheck<'_>) -> Option<&'static OpDefinition> {
    let (holder, parent) = check.ir.parent_of(check.body, check.op)?;
    check.context.op_definition(holder.op(parent).name)
}

/// The signatures (op name and operand and result types) whose type checks
/// passed during one verification. Those checks read nothing else, so an
/// op whose signature is here skips its type constraints and the traits
/// that depend only on types: the first op of each signature pays for the
/// others.
#[derive(Default)]
pub struct VerifiedSignatures {
    passed: hashbrown::HashTable<Signature>,
}

/// An op's name with its operand types followed by its result types, and
/// the hash of the three.
struct Signature {
    hash: u64,
    name: crate::registry::OpName,
    operand_count: usize,
    types: Box<[Type]>,
}

impl VerifiedSignatures {
    fn hash(name: crate::registry::OpName, operand_count: usize, types: &[Type]) -> u64 {
        use std::hash::{BuildHasher, Hash, Hasher};
        let mut hasher = rustc_hash::FxBuildHasher.build_hasher();
        name.hash(&mut hasher);
        operand_count.hash(&mut hasher);
        types.hash(&mut hasher);
        hasher.finish()
    }

    /// Whether the signature passed before; looked up without building a
    /// key.
    fn contains(
        &self,
        hash: u64,
        name: crate::registry::OpName,
        operand_count: usize,
        types: &[Type],
    ) -> bool {
        self.passed
            .find(hash, |signature| {
                signature.name == name
                    && signature.operand_count == operand_count
                    && *signature.types == *types
            })
            .is_some()
    }

    fn insert(
        &mut self,
        hash: u64,
        name: crate::registry::OpName,
        operand_count: usize,
        types: &[Type],
    ) {
        let signature = Signature { hash, name, operand_count, types: types.into() };
        self.passed.insert_unique(hash, signature, |signature| signature.hash);
    }
}

/// Verifies `op` against its definition, in MLIR's order: the counts of
/// regions, results, successors and operands, the structural traits, the
/// declared constraints (properties, segments, types, regions), the
/// predicate traits (MLIR's `PredOpTrait`s, part of its generated
/// invariants), then the other traits, each group in declaration order. The op's own hooks come after.
pub fn verify_op(
    context: &Context,
    ir: &Ir,
    body: &Body,
    op: Op,
    definition: &'static OpDefinition,
    signatures: &mut VerifiedSignatures,
) -> Result<(), VerifyError> {
    // What registration worked out applies when `definition` is the one
    // registered for the op's name.
    let registration = context
        .op_registration(body.op(op).name)
        .filter(|registration| std::ptr::eq(registration.definition, definition));
    verify_op_as(context, ir, body, op, definition, registration, signatures)
}

/// [`verify_op`] with the op's registration already looked up (`None`
/// when `definition` is not the registered one): what it worked out once
/// is used, the rest is computed from `definition`.
pub(crate) fn verify_op_as(
    context: &Context,
    ir: &Ir,
    body: &Body,
    op: Op,
    definition: &'static OpDefinition,
    registration: Option<&crate::registry::Registration>,
    signatures: &mut VerifiedSignatures,
) -> Result<(), VerifyError> {
    let counts = match registration {
        Some(registration) => registration.declared_counts,
        None => DeclaredCounts::of(definition),
    };
    verify_counts(body, op, &counts)?;
    let data = body.op(op);
    // The operand types, then the result types, pushed one by one:
    // cheaper than `collect` for the few values of an op.
    let mut types: SmallVec<[Type; 6]> = SmallVec::new();
    for value in data.operands() {
        types.push(body.value_type(value));
    }
    let operand_count = types.len();
    for value in data.results() {
        types.push(body.value_type(value));
    }
    let (operand_types, result_types) = types.split_at(operand_count);
    let check = TraitCheck {
        context,
        ir,
        body,
        op,
        definition,
        operand_types,
        result_types,
        one_value_per_group: counts.one_value_per_group,
    };
    let Some(order) = registration.and_then(|registration| registration.verification_order) else {
        return verify_traits_one_by_one(definition, &check, counts.checks_properties);
    };
    // Only ops whose values are grouped by their counts alone have a
    // signature: segment sizes, a property, decide how the others' values
    // are grouped.
    let signature_hash = counts
        .grouped_by_counts
        .then(|| VerifiedSignatures::hash(data.name, operand_count, &types));
    let known = signature_hash
        .is_some_and(|hash| signatures.contains(hash, data.name, operand_count, &types));
    let skipped = if known { order.types_only } else { 0 };
    verify_traits_in(definition, order.structural & !skipped, &check)?;
    verify_invariants(&check, known, counts.checks_properties)?;
    verify_traits_in(definition, order.predicates & !skipped, &check)?;
    verify_traits_in(definition, order.other & !skipped, &check)?;
    if let (false, Some(hash)) = (known, signature_hash) {
        signatures.insert(hash, data.name, operand_count, &types);
    }
    Ok(())
}

/// [`verify_op`]'s trait checks for an op with more traits than the
/// verification order holds: each trait is asked which group it is in.
fn verify_traits_one_by_one(
    definition: &OpDefinition,
    check: &TraitCheck<'_>,
    checks_properties: bool,
) -> Result<(), VerifyError> {
    let traits = definition.traits;
    for declared in traits.iter().filter(|declared| declared.is_structural()) {
        declared.verify(check)?;
    }
    verify_invariants(check, false, checks_properties)?;
    for declared in traits.iter().filter(|declared| declared.is_predicate()) {
        declared.verify(check)?;
    }
    let others =
        traits.iter().filter(|declared| !declared.is_structural() && !declared.is_predicate());
    for declared in others {
        declared.verify(check)?;
    }
    Ok(())
}

/// Runs the traits of `definition` whose bits are set in `mask`, in order.
fn verify_traits_in(
    definition: &OpDefinition,
    mut mask: u64,
    check: &TraitCheck<'_>,
) -> Result<(), VerifyError> {
    while mask != 0 {
        let index = mask.trailing_zeros() as usize;
        definition.traits[index].verify(check)?;
        mask &= mask - 1;
    }
    Ok(())
}

/// How many entities of one kind (regions, results, successors or
/// operands) a definition declares: the slots holding exactly one, and
/// whether a slot holds a variable number.
#[derive(Clone, Copy, Debug)]
pub(crate) struct DeclaredCount {
    fixed: usize,
    variable: bool,
}

impl DeclaredCount {
    fn of(arities: impl Iterator<Item = Arity>) -> Self {
        let mut count = DeclaredCount { fixed: 0, variable: false };
        for arity in arities {
            match arity {
                Arity::Single => count.fixed += 1,
                _ => count.variable = true,
            }
        }
        count
    }

    /// `Ok` when `actual` fits the declaration, else `message(actual)`.
    #[inline]
    fn check(self, actual: usize, message: impl Fn(usize) -> String) -> Result<(), String> {
        let fits = if self.variable { actual >= self.fixed } else { actual == self.fixed };
        if fits {
            Ok(())
        } else {
            Err(message(actual))
        }
    }
}

/// What a definition declares of an op's shape and properties, worked out once when the
/// op is registered rather than for each op verified.
#[derive(Clone, Copy, Debug)]
pub(crate) struct DeclaredCounts {
    regions: DeclaredCount,
    results: DeclaredCount,
    successors: DeclaredCount,
    operands: DeclaredCount,
    /// Whether each declared operand and result group holds exactly one
    /// value (no variadic groups, no segment sizes), so that an op whose
    /// counts verify has its values as its groups.
    one_value_per_group: bool,
    /// Whether the op's values are grouped by their counts alone (no
    /// segment sizes): two ops of the name with the same operand count
    /// and types have the same groups.
    grouped_by_counts: bool,
    /// Whether a property is required or constrained: without one, the
    /// properties need no check.
    checks_properties: bool,
}

impl DeclaredCounts {
    pub(crate) fn of(definition: &OpDefinition) -> Self {
        let operands = DeclaredCount::of(definition.operands.iter().map(|operand| operand.arity));
        let results = DeclaredCount::of(definition.results.iter().map(|result| result.arity));
        let grouped_by_counts =
            definition.operand_segments.is_none() && definition.result_segments.is_none();
        DeclaredCounts {
            regions: DeclaredCount::of(definition.regions.iter().map(|region| region.arity)),
            results,
            successors: DeclaredCount::of(
                definition.successors.iter().map(|successor| successor.arity),
            ),
            operands,
            grouped_by_counts,
            one_value_per_group: grouped_by_counts && !operands.variable && !results.variable,
            checks_properties: definition.properties.iter().any(|property| {
                property.kind == PropertyKind::Required || property.constraint.is_some()
            }),
        }
    }
}

/// MLIR's count traits: regions, results, successors, operands.
fn verify_counts(body: &Body, op: Op, counts: &DeclaredCounts) -> Result<(), String> {
    let data = body.op(op);
    let DeclaredCount { fixed, variable } = counts.regions;
    counts.regions.check(data.regions().len(), |_| match (fixed, variable) {
        (0, false) => "requires zero regions".to_owned(),
        (1, false) => "requires one region".to_owned(),
        (_, false) => format!("expected {fixed} regions"),
        (_, true) => format!("expected {fixed} or more regions"),
    })?;
    let DeclaredCount { fixed, variable } = counts.results;
    counts.results.check(data.results().len(), |_| match (fixed, variable) {
        (0, false) => "requires zero results".to_owned(),
        (1, false) => "requires one result".to_owned(),
        (_, false) => format!("expected {fixed} results"),
        (_, true) => format!("expected {fixed} or more results"),
    })?;
    let DeclaredCount { fixed, variable } = counts.successors;
    counts.successors.check(data.successors().len(), |actual| match (fixed, variable) {
        (_, true) => format!("requires at least {fixed} successors but found {actual}"),
        (1, false) => format!("requires 1 successor but found {actual}"),
        (_, false) => format!("requires {fixed} successors but found {actual}"),
    })?;
    let DeclaredCount { fixed, variable } = counts.operands;
    counts.operands.check(data.operand_count(), |actual| match (fixed, variable) {
        (0, false) => "requires zero operands".to_owned(),
        (1, false) => "requires a single operand".to_owned(),
        (_, false) => format!("expected {fixed} operands, but found {actual}"),
        (_, true) => format!("expected {fixed} or more operands, but found {actual}"),
    })
}

/// Checks `constraint` on the value `field` holds without building (and
/// interning) its attribute, where the constraint is one it knows: a
/// string property under `StrAttr` always holds, a type property under
/// `FunctionTypeAttr` holds for a function type. `None`: the attribute is
/// built and checked.
fn check_without_attribute(
    context: &Context,
    constraint: &super::AttrConstraint,
    field: &dyn super::properties::PropertyField,
) -> Option<bool> {
    let field = field.as_any();
    let string_check: fn(&Context, crate::attributes::Attr) -> bool =
        super::constraints::is_untyped_string;
    if std::ptr::fn_addr_eq(constraint.check, string_check) {
        return (field.is::<Option<String>>() || field.is::<Option<super::SymbolName>>())
            .then_some(true);
    }
    let function_type_check: fn(&Context, crate::attributes::Attr) -> bool =
        super::constraints::is_function_type_attr;
    if std::ptr::fn_addr_eq(constraint.check, function_type_check) {
        let ty = field.downcast_ref::<Option<Type>>()?.as_ref()?;
        return Some(matches!(context.type_data(*ty), crate::types::TypeData::Function { .. }));
    }
    None
}

/// With `types_known`, the op's signature passed before (an op whose
/// values are grouped by their counts alone): its groups and their types
/// are not checked again. Without `checks_properties`, no
/// property is required or constrained.
fn verify_invariants(
    check: &TraitCheck,
    types_known: bool,
    checks_properties: bool,
) -> Result<(), String> {
    let TraitCheck { context, ir, body, op, definition, operand_types, result_types, .. } = *check;
    let data = body.op(op);
    let properties = data.properties.as_deref();
    if checks_properties {
        verify_properties(context, definition, properties)?;
    }
    if check.one_value_per_group {
        if !types_known {
            check_values(context, definition.operands, operand_types, "operand")?;
            check_values(context, definition.results, result_types, "result")?;
        }
        return verify_region_counts(ir, body, op, definition);
    }
    if types_known {
        // The same name, operand count and types verified before: the
        // counts group the values as they did then, and each group's
        // constraint held.
        return verify_region_counts(ir, body, op, definition);
    }
    let operand_ranges = verify_segments(
        definition.operands,
        data.operand_count(),
        properties,
        definition.operand_segments,
        "operand",
    )?;
    let result_ranges = verify_segments(
        definition.results,
        data.results().len(),
        properties,
        definition.result_segments,
        "result",
    )?;
    check_groups(context, definition.operands, &operand_ranges, operand_types, "operand")?;
    check_groups(context, definition.results, &result_ranges, result_types, "result")?;
    verify_region_counts(ir, body, op, definition)
}

/// The required and constrained properties: the first missing one (by
/// name), else the first whose constraint fails.
fn verify_properties(
    context: &Context,
    definition: &OpDefinition,
    properties: Option<&dyn super::properties::OpProperties>,
) -> Result<(), String> {
    let field_of = |index: usize| {
        properties.and_then(|properties| {
            properties.field_names().get(index).and(Some(properties.field(index)))
        })
    };
    // MLIR checks that required attributes are there first, in the order
    // of their names, then the constraints in declaration order: one pass
    // keeps the first missing name and the first failed constraint.
    let mut missing: Option<&str> = None;
    let mut failed: Option<String> = None;
    for (index, property) in definition.properties.iter().enumerate() {
        let Some(field) = field_of(index).filter(|field| field.is_set()) else {
            if property.kind == PropertyKind::Required
                && missing.is_none_or(|name| property.name < name)
            {
                missing = Some(property.name);
            }
            continue;
        };
        // Only constrained properties need their attribute built.
        if let (None, None, Some(constraint)) = (&missing, &failed, property.constraint) {
            let holds = match check_without_attribute(context, constraint, field) {
                Some(holds) => holds,
                None => field.to_attr(context).is_none_or(|attr| (constraint.check)(context, attr)),
            };
            if !holds {
                failed = Some(format!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    property.name, constraint.description
                ));
            }
        }
    }
    if let Some(name) = missing {
        return Err(format!("requires attribute '{name}'"));
    }
    match failed {
        Some(message) => Err(message),
        None => Ok(()),
    }
}

/// The block count of each region that declares one.
fn verify_region_counts(
    ir: &Ir,
    body: &Body,
    op: Op,
    definition: &OpDefinition,
) -> Result<(), String> {
    let data = body.op(op);
    let holder = region_holder(ir, body, op);
    for (index, (region_spec, &region)) in definition.regions.iter().zip(data.regions()).enumerate()
    {
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

/// The constraint of each group against its one value's type.
fn check_values(
    context: &Context,
    groups: &[ValueSpec],
    types: &[Type],
    what: &str,
) -> Result<(), String> {
    for (index, (group, &ty)) in groups.iter().zip(types).enumerate() {
        if !group.constraint.matches(context, ty) {
            return Err(constraint_message(context, group, index, ty, what));
        }
    }
    Ok(())
}

/// What a value that fails its group's constraint is reported as.
fn constraint_message(
    context: &Context,
    group: &ValueSpec,
    index: usize,
    ty: Type,
    what: &str,
) -> String {
    let description = group.constraint_description();
    format!(
        "{what} #{index} must be {description}, but got '{}'",
        crate::text::type_to_string(context, ty)
    )
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
                return Err(constraint_message(context, group, index, ty, what));
            }
        }
    }
    Ok(())
}
