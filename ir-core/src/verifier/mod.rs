//! The verifier: its entry points, which verify bodies in parallel and
//! report the first error in MLIR's order, and the structural checks
//! (terminators, successors within their region, block counts), trait
//! checks of registered ops, each op's own verifier hook, region verifiers
//! and symbol checks, in the order MLIR runs them. SSA dominance is checked
//! last, by `dominance`.
//!
//! Each body (the regions of one isolated-from-above op) is verified on its
//! own, so bodies are verified in parallel. Within a body, verification
//! stops at the first error, as MLIR's does; the isolated ops held by one
//! op are all verified, so each of them that fails is reported. It does not check types of
//! successor operands: those belong to the branch ops' own verifiers.

mod dominance;

use rayon::prelude::*;

use crate::attributes::{AttrData, Location};
use crate::diagnostics::{Diagnostic, Severity, SourcePosition};
use crate::entity::EntityId;
use crate::ir::{Body, BodyId, Ir, Op, Region};
use crate::ods::verify::VerifiedSignatures;
use crate::traits::TraitFlags;
use crate::Context;

/// Verifies every body of `ir`, in parallel when `parallel` is set. Returns
/// the first error in MLIR's order.
pub fn verify(context: &Context, ir: &Ir, parallel: bool) -> Result<(), Diagnostic> {
    verify_with_options(context, ir, VerifyOptions { parallel, ..VerifyOptions::default() })
        .map_err(|mut errors| errors.swap_remove(0))
}

/// Verifies the op owning body `body_id` and everything in its regions,
/// as MLIR verifies an op after a pass ran on it: the op's own checks, its
/// regions, the isolated ops they hold; not the symbol uses, which the
/// symbol table around the op checks. Returns the first error in MLIR's
/// order.
pub fn verify_isolated(context: &Context, ir: &Ir, body_id: BodyId) -> Result<(), Diagnostic> {
    let bodies = ir.bodies_in_preorder_from(body_id);
    let mut scratch = WorkerScratch::default();
    let results: Vec<BodyOutcome> =
        bodies.iter().map(|&id| verify_body(context, ir, id, false, &mut scratch)).collect();
    let mut outcomes = Outcomes::new(ir.body_count(), &bodies, results);
    match failures_in_order(&mut outcomes, body_id).into_iter().next() {
        Some(failure) => Err(failure.diagnostic),
        None => Ok(()),
    }
}

/// How [`verify_with_options`] runs and reports.
#[derive(Clone, Copy, Debug, Default)]
pub struct VerifyOptions {
    /// Verify bodies on several threads.
    pub parallel: bool,
    /// Attach MLIR's `see current operation: ...` note to errors about an
    /// op, showing it in the generic form (`mlir-opt` adds it unless it
    /// verifies diagnostics).
    pub note_current_op: bool,
    /// Show locations in that note (`--mlir-print-debuginfo`).
    pub note_with_locations: bool,
}

/// Like [`verify`], with the options of [`VerifyOptions`], and every error
/// MLIR reports (never an empty list): verification stops at the first
/// failing op, except that the isolated ops held by one op are verified
/// together, so when several of them fail (two functions of a module),
/// each one's error is reported, in order.
///
/// MLIR verifies an isolated op when it leaves the op holding it: after
/// the ops that follow it, before that op's region verifier. Each body is
/// verified on its own (in parallel), recording where the isolated ops it
/// holds come in that order; the results are then read in MLIR's order.
pub fn verify_with_options(
    context: &Context,
    ir: &Ir,
    options: VerifyOptions,
) -> Result<(), Vec<Diagnostic>> {
    verify_parsed(context, ir, options, &[])
}

/// [`verify_with_options`] of IR just parsed, given the bodies the parse
/// proved in SSA order ([`ParsedSource::ordered_bodies`]): their operands
/// dominate their uses by construction, so only their dominance check is
/// skipped. Passing anything else than what the parse of this very IR
/// reported (or the IR after a change) can hide a dominance error.
///
/// [`ParsedSource::ordered_bodies`]: crate::text::ParsedSource::ordered_bodies
pub fn verify_parsed(
    context: &Context,
    ir: &Ir,
    options: VerifyOptions,
    ordered_bodies: &[bool],
) -> Result<(), Vec<Diagnostic>> {
    let VerifyOptions { parallel, note_current_op, note_with_locations } = options;
    let bodies = if parallel { ir.bodies_in_preorder_parallel() } else { ir.bodies_in_preorder() };
    // Each worker keeps the signatures it has seen pass, and its scratch
    // room, across the bodies it verifies.
    let verify_one = |scratch: &mut WorkerScratch, &body_id: &BodyId| {
        let ordered = ordered_bodies.get(body_id.index()).copied().unwrap_or(false);
        verify_body(context, ir, body_id, ordered, scratch)
    };
    let serial = || {
        let mut scratch = WorkerScratch::default();
        bodies.iter().map(|body_id| verify_one(&mut scratch, body_id)).collect()
    };
    let results: Vec<BodyOutcome> = match crate::threads::pool() {
        Some(pool) if parallel => pool
            .install(|| bodies.par_iter().map_init(WorkerScratch::default, verify_one).collect()),
        _ => serial(),
    };
    let mut outcomes = Outcomes::new(ir.body_count(), &bodies, results);
    let mut failures = failures_in_order(&mut outcomes, ir.top_body_id());
    if failures.is_empty() {
        let mut symbol_users = Vec::new();
        for body_id in &bodies {
            if let Some(outcome) = outcomes.get_mut(*body_id) {
                if let Some(parts) = outcome.0.as_mut() {
                    symbol_users.append(&mut parts.symbol_users);
                }
            }
        }
        match verify_symbol_uses(context, ir, &symbol_users) {
            Ok(()) => return Ok(()),
            Err(failure) => failures.push(failure),
        }
    }
    let diagnostics = failures
        .into_iter()
        .map(|failure| {
            let mut diagnostic = failure.diagnostic;
            if let (true, Some((body_id, op))) = (note_current_op, failure.op) {
                let text =
                    crate::text::print_op_generic(context, ir, body_id, op, note_with_locations);
                let separator =
                    if ir.body(body_id).op(op).regions().is_empty() { "" } else { "\n" };
                let note = Diagnostic {
                    severity: Severity::Note,
                    position: location_position(context, ir.body(body_id).op(op).location),
                    message: format!("see current operation: {separator}{text}"),
                    notes: Vec::new(),
                };
                diagnostic.notes.insert(0, note);
            }
            diagnostic
        })
        .collect();
    Err(diagnostics)
}

/// The failures of body `body_id` in MLIR's order. The isolated ops it
/// reached before failing come first, a group (the isolated ops held by
/// one op) at a time: the first group with a failing body gives the
/// failures of all its bodies (each found the same way) and ends the
/// search. Without one, the body's own failure, if any.
fn failures_in_order(outcomes: &mut Outcomes, body_id: BodyId) -> Vec<Failure> {
    let Some(groups) = outcomes
        .get_mut(body_id)
        .map(|outcome| outcome.0.as_ref().map(|parts| parts.children.clone()).unwrap_or_default())
    else {
        return Vec::new();
    };
    for group in groups {
        let failures: Vec<Failure> =
            group.into_iter().flat_map(|child| failures_in_order(outcomes, child)).collect();
        if !failures.is_empty() {
            return failures;
        }
    }
    outcomes
        .get_mut(body_id)
        .and_then(|outcome| outcome.0.as_mut()?.failure.take())
        .into_iter()
        .collect()
}

/// The outcome of each verified body, found by body id.
struct Outcomes {
    /// Where each body's outcome is in `outcomes` (`u32::MAX` for a body
    /// not verified).
    slots: Vec<u32>,
    outcomes: Vec<BodyOutcome>,
}

impl Outcomes {
    /// `outcomes[i]` is that of `bodies[i]`; ids are below `body_count`.
    fn new(body_count: usize, bodies: &[BodyId], outcomes: Vec<BodyOutcome>) -> Self {
        let mut slots = vec![u32::MAX; body_count];
        for (slot, body_id) in bodies.iter().enumerate() {
            slots[body_id.index()] = slot as u32;
        }
        Outcomes { slots, outcomes }
    }

    fn get_mut(&mut self, body_id: BodyId) -> Option<&mut BodyOutcome> {
        let slot = *self.slots.get(body_id.index())?;
        self.outcomes.get_mut(slot as usize)
    }
}

/// Once every op verifies: the symbol uses of ops that check theirs (a
/// call's callee), against symbol tables built for the purpose. Skipped
/// when no registered op checks its symbol uses.
///
/// MLIR checks them when it leaves their symbol table (as it checks for
/// redefinitions, see [`redefinition_error`]); here they come last, and
/// when one fails, the first failure in MLIR's order is reported (see
/// [`symbol_users_in_check_order`]).
fn verify_symbol_uses(
    context: &Context,
    ir: &Ir,
    symbol_users: &[(BodyId, Op)],
) -> Result<(), Failure> {
    if symbol_users.is_empty() {
        return Ok(());
    }
    let tables = crate::symbols::SymbolTables::new(context, ir);
    let check = |(body_id, op): (BodyId, Op)| -> Result<(), Failure> {
        let hook = context
            .op_definition(ir.body(body_id).op(op).name)
            .and_then(|definition| definition.verify_symbol_uses);
        match hook {
            Some(hook) => hook(context, ir, body_id, op, &tables)
                .map_err(|diagnostic| Failure { diagnostic, op: Some((body_id, op)) }),
            None => Ok(()),
        }
    };
    if symbol_users.iter().all(|&user| check(user).is_ok()) {
        return Ok(());
    }
    symbol_users_in_check_order(context, ir).into_iter().try_for_each(check)
}

/// The ops that check their symbol uses, in the order MLIR checks them:
/// symbol tables innermost first (as their verification ends), and in
/// each, its ops region by region from a stack (the last region pushed is
/// walked first), without entering nested symbol tables.
fn symbol_users_in_check_order(context: &Context, ir: &Ir) -> Vec<(BodyId, Op)> {
    fn regions_of(ir: &Ir, body_id: BodyId, op: Op) -> impl Iterator<Item = (BodyId, Region)> + '_ {
        let data = ir.body(body_id).op(op);
        let holder = data.isolated_body().unwrap_or(body_id);
        data.regions().iter().map(move |&region| (holder, region))
    }
    fn ops_of(ir: &Ir, (body_id, region): (BodyId, Region)) -> Vec<Op> {
        let body = ir.body(body_id);
        body.region_blocks(region).flat_map(|block| body.block_ops(block)).collect()
    }
    fn is_symbol_table(context: &Context, ir: &Ir, body_id: BodyId, op: Op) -> bool {
        context.op_traits(ir.body(body_id).op(op).name).contains(TraitFlags::SYMBOL_TABLE)
    }
    fn visit(context: &Context, ir: &Ir, body_id: BodyId, op: Op, order: &mut Vec<(BodyId, Op)>) {
        for region in regions_of(ir, body_id, op) {
            for child in ops_of(ir, region) {
                visit(context, ir, region.0, child, order);
            }
        }
        if !is_symbol_table(context, ir, body_id, op) {
            return;
        }
        let mut worklist: Vec<(BodyId, Region)> = regions_of(ir, body_id, op).collect();
        while let Some(region) = worklist.pop() {
            for child in ops_of(ir, region) {
                let name = ir.body(region.0).op(child).name;
                let checks = context
                    .op_definition(name)
                    .is_some_and(|definition| definition.verify_symbol_uses.is_some());
                if checks {
                    order.push((region.0, child));
                }
                if !is_symbol_table(context, ir, region.0, child) {
                    worklist.extend(regions_of(ir, region.0, child));
                }
            }
        }
    }
    let mut order = Vec::new();
    visit(context, ir, ir.top_body_id(), ir.root(), &mut order);
    order
}

/// MLIR's `SymbolTable` region check, on leaving a symbol table whose
/// regions body `body_id` holds: no symbol is defined twice.
fn redefinition_error(context: &Context, ir: &Ir, body_id: BodyId) -> Option<Failure> {
    let (second, first, name) = crate::symbols::find_redefinition_in(context, ir, body_id)?;
    let position =
        |(body_id, op): (BodyId, Op)| location_position(context, ir.body(body_id).op(op).location);
    let mut diagnostic = Diagnostic::error(
        position(second),
        format!("redefinition of symbol named '{}'", String::from_utf8_lossy(&name)),
    );
    diagnostic.notes.push(Diagnostic {
        severity: Severity::Note,
        position: position(first),
        message: "see existing symbol definition here".to_owned(),
        notes: Vec::new(),
    });
    Some(Failure { diagnostic, op: Some(second) })
}

/// A verification error and the op it is about, when there is one.
struct Failure {
    diagnostic: Diagnostic,
    op: Option<(BodyId, Op)>,
}

/// The source position of a location attribute, when it has one.
pub fn location_position(
    context: &Context,
    location: crate::attributes::Attr,
) -> Option<SourcePosition> {
    match context.attr_data(location) {
        AttrData::Location(Location::FileLineCol { file, line, column, .. }) => {
            Some(SourcePosition {
                file: String::from_utf8_lossy(context.string_bytes(*file)).into(),
                line: *line,
                column: *column,
            })
        }
        AttrData::Location(Location::Name { child, .. }) => location_position(context, *child),
        AttrData::Location(Location::CallSite { callee, .. }) => {
            location_position(context, *callee)
        }
        AttrData::Location(Location::Fused { locations, .. }) => {
            locations.iter().find_map(|&inner| location_position(context, inner))
        }
        _ => None,
    }
}

/// An error on `op`: `'name' op message`, at the op's location.
pub fn op_error(context: &Context, body: &Body, op: Op, message: impl AsRef<str>) -> Diagnostic {
    let data = body.op(op);
    let text = format!("'{}' op {}", context.op_name_str(data.name), message.as_ref());
    Diagnostic::error(location_position(context, data.location), text)
}

/// An error at `op`'s location without the op prefix.
fn error_at_op(context: &Context, body: &Body, op: Op, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(location_position(context, body.op(op).location), message)
}

/// What is known about the op owning a region.
#[derive(Clone, Copy)]
struct RegionOwner {
    registered: bool,
    traits: TraitFlags,
    /// The owner when it is in this body (for diagnostics).
    op: Option<Op>,
}

/// What verifying a body leaves behind: the op an error is about, the
/// ops that check their symbol uses once everything verifies, and the
/// bodies of the isolated ops held here, in the order MLIR verifies them,
/// grouped by the op holding them; and the worker's scratch (the
/// signatures seen to pass, the dominance check's buffer), which the next
/// body verified on this thread reuses.
#[derive(Default)]
struct Trace {
    op: Option<(BodyId, Op)>,
    symbol_users: Vec<(BodyId, Op)>,
    children: Vec<Vec<BodyId>>,
    scratch: WorkerScratch,
}

/// What one worker carries from a body to the next: the signatures it has
/// seen pass, and the room of the dominance check's op positions (a file
/// of many small functions then allocates it once, not per function).
#[derive(Default)]
struct WorkerScratch {
    signatures: VerifiedSignatures,
    op_order: Vec<u32>,
}

/// A body verified on its own: its first error, if any, and the isolated
/// ops' bodies MLIR verifies before that point (all of them without one),
/// grouped by the op holding them.
///
/// Every body keeps its outcome until all are verified, and most have
/// nothing to say (no failure, no isolated ops, no symbol uses), so the
/// parts are boxed, and absent for those.
struct BodyOutcome(Option<Box<OutcomeParts>>);

/// What a [`BodyOutcome`] says, when it says anything.
struct OutcomeParts {
    failure: Option<Failure>,
    children: Vec<Vec<BodyId>>,
    symbol_users: Vec<(BodyId, Op)>,
}

/// Verifies body `body_id`; `ordered` says its operands are known to
/// dominate their uses (see [`verify_parsed`]).
fn verify_body(
    context: &Context,
    ir: &Ir,
    body_id: BodyId,
    ordered: bool,
    scratch: &mut WorkerScratch,
) -> BodyOutcome {
    let mut trace = Trace { scratch: std::mem::take(scratch), ..Trace::default() };
    let failure = verify_body_structure(context, ir, body_id, ordered, &mut trace)
        .err()
        .map(|diagnostic| Failure { diagnostic, op: trace.op });
    *scratch = std::mem::take(&mut trace.scratch);
    if failure.is_none() && trace.children.is_empty() && trace.symbol_users.is_empty() {
        return BodyOutcome(None);
    }
    BodyOutcome(Some(Box::new(OutcomeParts {
        failure,
        children: trace.children,
        symbol_users: trace.symbol_users,
    })))
}

/// MLIR's `verifyOpAndDominance` of the body's owner: the owner's own
/// checks, the ops of its regions, its isolated ops and region verifier on
/// leaving it, then dominance.
fn verify_body_structure(
    context: &Context,
    ir: &Ir,
    body_id: BodyId,
    ordered: bool,
    culprit: &mut Trace,
) -> Result<(), Diagnostic> {
    let body = ir.body(body_id);
    let owner = match body.owner() {
        Some((parent_id, op)) => {
            let registration = context.op_registration(ir.body(parent_id).op(op).name);
            verify_op_invariants(context, ir, parent_id, op, registration, culprit)?;
            if body.owner_regions().iter().any(|&region| entry_has_predecessors(body, region)) {
                return Err(error_at_op(context, ir.body(parent_id), op, ENTRY_PREDECESSORS));
            }
            let name = ir.body(parent_id).op(op).name;
            RegionOwner {
                registered: context.is_registered(name),
                traits: context.op_traits(name),
                op: None,
            }
        }
        None => RegionOwner { registered: false, traits: TraitFlags::NONE, op: None },
    };
    let owner_location = body.owner().map(|(parent, op)| (ir.body(parent), op));
    for &region in body.owner_regions() {
        verify_region(context, ir, body_id, region, owner, owner_location, culprit)?;
    }
    match body.owner() {
        Some((parent_id, op)) => {
            let registration = context.op_registration(ir.body(parent_id).op(op).name);
            leave_op(context, ir, parent_id, op, registration, culprit)?
        }
        None => push_isolated_children(body, body.owner_regions(), culprit),
    }
    if ordered {
        return Ok(());
    }
    let has_dominance = owner.registered && !owner.traits.contains(TraitFlags::GRAPH_REGIONS);
    let owner_location = body.owner().map(|(parent, op)| ir.body(parent).op(op).location);
    dominance::verify_dominance(
        context,
        body,
        has_dominance || body.owner().is_none(),
        owner_location,
        &mut culprit.scratch.op_order,
    )
    .map_err(|(diagnostic, op)| {
        culprit.op = op.map(|op| (body_id, op));
        diagnostic
    })
}

/// Records the bodies of the isolated ops directly in `regions` (of
/// `holder`, the regions of one op), verified next in MLIR's order, as one
/// group.
fn push_isolated_children(holder: &Body, regions: &[Region], culprit: &mut Trace) {
    let mut group = Vec::new();
    for &region in regions {
        for block in holder.region_blocks(region) {
            for op in holder.block_ops(block) {
                if let Some(child) = holder.op(op).isolated_body() {
                    group.push(child);
                }
            }
        }
    }
    if !group.is_empty() {
        culprit.children.push(group);
    }
}

/// Whether the entry block of `region` (in `holder`) is the successor of
/// one of the region's terminators, which MLIR checks on entering the op
/// holding the region, before its blocks.
fn entry_has_predecessors(holder: &Body, region: Region) -> bool {
    let Some(entry) = holder.entry_block(region) else { return false };
    holder.region_blocks(region).any(|block| {
        holder.last_op(block).is_some_and(|last| holder.op(last).successors().contains(&entry))
    })
}

const ENTRY_PREDECESSORS: &str = "entry block of region may not have predecessors";

/// Verifies the blocks of `region` and every op in it (recursively, within
/// this body).
fn verify_region(
    context: &Context,
    ir: &Ir,
    body_id: BodyId,
    region: Region,
    owner: RegionOwner,
    owner_location: Option<(&Body, Op)>,
    culprit: &mut Trace,
) -> Result<(), Diagnostic> {
    let body = ir.body(body_id);
    let mut blocks = body.region_blocks(region);
    let single_block = blocks.next().is_some() && blocks.next().is_none();
    // A block may lack a terminator when its region has one block and the
    // owner is unregistered or declares `NoTerminator`.
    let may_skip_terminator =
        single_block && (!owner.registered || owner.traits.contains(TraitFlags::NO_TERMINATOR));
    for block in body.region_blocks(region) {
        let Some(last) = body.last_op(block) else {
            if may_skip_terminator {
                continue;
            }
            let message = "empty block: expect at least a terminator";
            return Err(match (owner.op, owner_location) {
                (Some(op), _) => error_at_op(context, body, op, message),
                (None, Some((parent, op))) => error_at_op(context, parent, op, message),
                (None, None) => Diagnostic::error(None, message),
            });
        };
        for op in body.block_ops(block) {
            if op != last && !body.op(op).successors().is_empty() {
                culprit.op = Some((body_id, op));
                return Err(error_at_op(
                    context,
                    body,
                    op,
                    "operation with block successors must terminate its parent block",
                ));
            }
        }
        for op in body.block_ops(block) {
            verify_op(context, ir, body_id, op, culprit)?;
        }
        // On leaving the block, after its ops (MLIR's `verifyOnExit`).
        for &successor in body.op(last).successors() {
            if body.block_parent(successor) != Some(region) {
                culprit.op = Some((body_id, last));
                return Err(op_error(
                    context,
                    body,
                    last,
                    "branching to block of a different region",
                ));
            }
        }
        let last_name = body.op(last).name;
        let might_terminate = !context.is_registered(last_name)
            || context.op_traits(last_name).contains(TraitFlags::TERMINATOR);
        if !may_skip_terminator && !might_terminate {
            culprit.op = Some((body_id, last));
            return Err(error_at_op(
                context,
                body,
                last,
                format!(
                    "block with no terminator, has {}",
                    crate::text::print_op_generic(context, ir, body_id, last, false)
                ),
            ));
        }
    }
    Ok(())
}

/// Verifies one op of this body: its traits and hook, its regions, then
/// what MLIR checks on leaving it. An isolated op with regions waits for
/// the op holding it to be left, and is verified with its own body.
fn verify_op(
    context: &Context,
    ir: &Ir,
    body_id: BodyId,
    op: Op,
    culprit: &mut Trace,
) -> Result<(), Diagnostic> {
    let body = ir.body(body_id);
    let data = body.op(op);
    if data.isolated_body().is_some() {
        return Ok(());
    }
    let registration = context.op_registration(data.name);
    verify_op_invariants(context, ir, body_id, op, registration, culprit)?;
    if !data.regions().is_empty() {
        if data.regions().iter().any(|&region| entry_has_predecessors(body, region)) {
            return Err(error_at_op(context, body, op, ENTRY_PREDECESSORS));
        }
        let owner = RegionOwner {
            registered: registration.is_some(),
            traits: context.op_traits(data.name),
            op: Some(op),
        };
        for &region in data.regions() {
            verify_region(context, ir, body_id, region, owner, None, culprit)?;
        }
    }
    leave_op(context, ir, body_id, op, registration, culprit)
}

/// An op's traits and own verifier hook (MLIR's `verifyInvariants`);
/// `registration` is the op's, if it is registered.
fn verify_op_invariants(
    context: &Context,
    ir: &Ir,
    body_id: BodyId,
    op: Op,
    registration: Option<&crate::registry::Registration>,
    culprit: &mut Trace,
) -> Result<(), Diagnostic> {
    let body = ir.body(body_id);
    // The dialects' checks of the discardable attributes come first, for
    // registered and unregistered ops alike.
    if let Err(error) = verify_discardable_attributes(context, ir, body, op) {
        culprit.op = error.shows_op.then(|| error.site_of(body_id, op));
        return Err(error.into_diagnostic(context, ir, body, op));
    }
    let Some(registration) = registration else { return Ok(()) };
    let definition = registration.definition;
    // The declared constraints and traits, then the op's own verifier.
    let signatures = &mut culprit.scratch.signatures;
    let verified = crate::ods::verify::verify_op_as(
        context,
        ir,
        body,
        op,
        definition,
        Some(registration),
        signatures,
    )
    .and_then(|()| definition.verify.map_or(Ok(()), |verify| verify(context, ir, body, op)));
    if let Err(error) = verified {
        culprit.op = error.shows_op.then(|| error.site_of(body_id, op));
        return Err(error.into_diagnostic(context, ir, body, op));
    }
    if definition.verify_symbol_uses.is_some() {
        culprit.symbol_users.push((body_id, op));
    }
    Ok(())
}

/// The checks of the loaded dialects' hooks on the discardable attributes
/// of `op` (those named with a dialect's prefix).
fn verify_discardable_attributes(
    context: &Context,
    ir: &Ir,
    body: &Body,
    op: Op,
) -> Result<(), crate::ods::VerifyError> {
    let attributes = body.op(op).attributes;
    if attributes == context.cached_empty_dictionary() {
        return Ok(());
    }
    let AttrData::Dictionary(entries) = context.attr_data(attributes) else { return Ok(()) };
    for &(name, value) in entries.iter() {
        let name = String::from_utf8_lossy(context.string_bytes(name));
        let site = crate::registry::AttributeSite::Operation;
        verify_dialect_attribute(context, ir, body, op, site, &name, value)?;
    }
    Ok(())
}

/// Checks attribute `name = value`, attached to op `op` of `body` at
/// `site`, with the hook of the loaded dialect its name's prefix names
/// (`spirv` for `spirv.entry_point_abi`), if that dialect has one. For
/// verifiers of function-like ops, which check their argument and result
/// attributes with it.
pub fn verify_dialect_attribute(
    context: &Context,
    ir: &Ir,
    body: &Body,
    op: Op,
    site: crate::registry::AttributeSite,
    name: &str,
    value: crate::attributes::Attr,
) -> Result<(), crate::ods::VerifyError> {
    let Some((dialect, _)) = name.split_once('.') else { return Ok(()) };
    let hook = context.loaded_dialect(dialect).and_then(|loaded| loaded.verify_attribute);
    match hook {
        Some(hook) => hook(context, ir, body, op, site, name, value),
        None => Ok(()),
    }
}

/// What MLIR checks on leaving an op (its `verifyOnExit`): the isolated ops
/// in its regions, its region verifier, and that an unknown op's dialect
/// allows it. `registration` is the op's, if it is registered.
fn leave_op(
    context: &Context,
    ir: &Ir,
    body_id: BodyId,
    op: Op,
    registration: Option<&crate::registry::Registration>,
    culprit: &mut Trace,
) -> Result<(), Diagnostic> {
    let definition = registration.map(|registration| registration.definition);
    let body = ir.body(body_id);
    let data = body.op(op);
    if !data.regions().is_empty() {
        let holder = data.isolated_body().map_or(body, |id| ir.body(id));
        push_isolated_children(holder, data.regions(), culprit);
    }
    if let Some(id) = data.isolated_body() {
        // The traits' region checks come before the op's own.
        if let Some(failure) = redefinition_error(context, ir, id) {
            culprit.op = failure.op;
            return Err(failure.diagnostic);
        }
    }
    if let Some(verify_regions) = definition.and_then(|definition| definition.verify_regions) {
        verify_regions(context, ir, body, op).map_err(|error| {
            culprit.op = error.shows_op.then(|| error.site_of(body_id, op));
            error.into_diagnostic(context, ir, body, op)
        })?;
    }
    if definition.is_none() {
        // On leaving an unknown op: its dialect, if loaded, must allow it.
        let name = context.op_name_str(data.name);
        let dialect = name.split('.').next().unwrap_or_default();
        let allowed =
            context.loaded_dialect(dialect).is_none_or(|loaded| loaded.allow_unknown_operations);
        if !allowed {
            culprit.op = Some((body_id, op));
            return Err(error_at_op(
                context,
                body,
                op,
                format!(
                    "unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"
                ),
            ));
        }
    }
    Ok(())
}
