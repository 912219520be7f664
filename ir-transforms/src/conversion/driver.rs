//! The conversion driver: which ops it visits and in what order, how it
//! legalizes each (fold first, then patterns, each pattern's new ops
//! legalized in turn and undone when they cannot be), and what it does at
//! the end: commit the replacements, fold away the casts that cancel out,
//! and build the casts left with the type converters.

use std::borrow::Cow;

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use ir_core::builtin::UnrealizedConversionCastOp;
use ir_core::diagnostics::{Diagnostic, Severity};
use ir_core::entity::EntityId;
use ir_core::ir::{Block, Body, BodyId, Builder, InsertPoint, Op, Region, Value, ValueDef};
use ir_core::registry::{FoldResult, OpName};
use ir_core::rewrite::{fold_op, materialize_constant, Folded};
use ir_core::traits::TraitFlags;
use ir_core::verifier::location_position;
use ir_core::Context;

use super::pattern::{Adaptor, ConversionPatterns};
use super::rewriter::{
    BodyStore, ConversionRewriter, LogState, MaterializationKind, OpKey, OpSnapshot,
};
use super::target::{ConversionTarget, Legality, RuleCache, StaticAction};
use super::type_converter::TypeConverter;

/// What a conversion must achieve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConversionMode {
    /// Ops that cannot be legalized stay, unless the target marks them
    /// illegal (MLIR's `applyPartialConversion`).
    Partial,
    /// Every op must end legal (MLIR's `applyFullConversion`).
    Full,
    /// Nothing changes; the report says which ops could be legalized
    /// (MLIR's `applyAnalysisConversion`).
    Analysis,
}

/// What a conversion that succeeded found.
#[derive(Debug, Default)]
pub struct ConversionReport {
    /// Partial conversion: the ops left that could not be legalized.
    pub unlegalized: Vec<OpKey>,
    /// Analysis conversion: the ops that could be legalized.
    pub legalizable: Vec<OpKey>,
}

/// Converts the ops nested in the regions of body `root` (and in the bodies
/// of the isolated ops among them) with `patterns` until they are legal for
/// `target`, as MLIR's partial conversion does. On failure the IR is left
/// exactly as it was and the error says which op could not be legalized.
pub fn apply_partial_conversion(
    context: &Context,
    bodies: &mut dyn BodyStore,
    root: BodyId,
    target: &ConversionTarget<'_>,
    patterns: &ConversionPatterns<'_>,
) -> Result<ConversionReport, Vec<Diagnostic>> {
    apply_conversion(context, bodies, root, target, patterns, ConversionMode::Partial)
}

/// Like [`apply_partial_conversion`], but every op must end legal.
pub fn apply_full_conversion(
    context: &Context,
    bodies: &mut dyn BodyStore,
    root: BodyId,
    target: &ConversionTarget<'_>,
    patterns: &ConversionPatterns<'_>,
) -> Result<ConversionReport, Vec<Diagnostic>> {
    apply_conversion(context, bodies, root, target, patterns, ConversionMode::Full)
}

/// Finds which ops could be legalized, changing nothing.
pub fn apply_analysis_conversion(
    context: &Context,
    bodies: &mut dyn BodyStore,
    root: BodyId,
    target: &ConversionTarget<'_>,
    patterns: &ConversionPatterns<'_>,
) -> Result<ConversionReport, Vec<Diagnostic>> {
    apply_conversion(context, bodies, root, target, patterns, ConversionMode::Analysis)
}

/// Runs a conversion in `mode`.
pub fn apply_conversion(
    context: &Context,
    bodies: &mut dyn BodyStore,
    root: BodyId,
    target: &ConversionTarget<'_>,
    patterns: &ConversionPatterns<'_>,
    mode: ConversionMode,
) -> Result<ConversionReport, Vec<Diagnostic>> {
    let plan = LegalizationPlan::new(context, target, patterns);
    apply_planned_conversion(context, bodies, root, target, patterns, &plan, mode)
}

/// [`apply_conversion`] with the order of the patterns worked out already
/// (see [`LegalizationPlan`]): a pass that converts function after function
/// with the same target and patterns works it out once. A plan made for
/// another set of patterns (another count of them) is not used; the order
/// is then worked out for this run.
pub fn apply_planned_conversion(
    context: &Context,
    bodies: &mut dyn BodyStore,
    root: BodyId,
    target: &ConversionTarget<'_>,
    patterns: &ConversionPatterns<'_>,
    plan: &LegalizationPlan,
    mode: ConversionMode,
) -> Result<ConversionReport, Vec<Diagnostic>> {
    let own_plan;
    let legalizer = if plan.pattern_count == patterns.entries.len() {
        plan
    } else {
        own_plan = LegalizationPlan::new(context, target, patterns);
        &own_plan
    };
    let regions: Vec<Region> = bodies.body(root).owner_regions().to_vec();
    let mut order = Vec::new();
    let mut rules = RuleCache::new(target);
    collect_conversion_order(bodies, &mut rules, root, &regions, &mut order);
    let mut rewriter = ConversionRewriter::new(context, bodies, root);
    let mut driver = Driver {
        context,
        target,
        rules,
        patterns,
        legalizer,
        applied: vec![false; patterns.entries.len()],
        in_place_fold_state: None,
        spare_lists: Vec::new(),
        explanations: Vec::new(),
    };
    let mut report = ConversionReport::default();
    let start = rewriter.state();
    rewriter.reserve(
        order
            .iter()
            .filter(|&&(body, op)| legalizer.may_rewrite(rewriter.body_of(body).op(op).name))
            .count(),
    );
    let mut reserved_for = None;
    for (position, &key) in order.iter().enumerate() {
        if reserved_for != Some(key.0) {
            reserved_for = Some(key.0);
            let room = reserve_for_rewrites(rewriter.bodies(), legalizer, &order[position..]);
            rewriter.reserve_tables(key.0, room);
        }
        if let Err(error) = driver.convert(&mut rewriter, key, mode, &mut report) {
            rewriter.reset(start);
            let mut diagnostics = std::mem::take(&mut rewriter.diagnostics);
            diagnostics.push(error);
            return Err(diagnostics);
        }
    }
    if mode == ConversionMode::Analysis {
        rewriter.reset(start);
        return Ok(report);
    }
    rewriter.commit();
    sort_visited(&mut report.unlegalized);
    report.unlegalized.dedup();
    report
        .unlegalized
        .retain(|&(body, op)| rewriter.bodies_ref().body(body).op(op).parent_block().is_some());
    let survivors = reconcile_casts(&mut rewriter);
    let materialized = materialize_survivors(context, &mut rewriter, survivors);
    let mut diagnostics = std::mem::take(&mut rewriter.diagnostics);
    if let Err(error) = materialized {
        diagnostics.push(error);
    }
    // The room made for the rewrites and not filled goes back, once per
    // body (the ops of nested bodies interleave in the order).
    let mut visited: Vec<BodyId> = Vec::new();
    for &(body, _) in &order {
        if visited.last() != Some(&body) {
            visited.push(body);
        }
    }
    visited.sort_unstable();
    visited.dedup();
    for body in visited {
        rewriter.bodies().body_mut(body).shrink_to_fit();
    }
    if diagnostics.is_empty() {
        Ok(report)
    } else {
        Err(diagnostics)
    }
}

/// Sorts `keys`, which come in the order the driver visits ops: the ops
/// of a body interleave with those of the bodies nested in it, and mostly
/// follow their ids within a body. The keys are grouped by body in one
/// pass (a counting sort over the range of body ids they hold, which is
/// small and dense), then the few groups not already in order are sorted.
/// Keys whose bodies are far apart for their number are sorted plainly.
fn sort_visited(keys: &mut [OpKey]) {
    let Some((first_body, last_body)) = keys.iter().map(|&(body, _)| body.index()).fold(
        None,
        |range: Option<(usize, usize)>, body| match range {
            Some((first, last)) => Some((first.min(body), last.max(body))),
            None => Some((body, body)),
        },
    ) else {
        return;
    };
    if last_body - first_body > keys.len() {
        keys.sort_unstable();
        return;
    }
    let mut starts = vec![0usize; last_body - first_body + 2];
    for &(body, _) in keys.iter() {
        starts[body.index() - first_body + 1] += 1;
    }
    for index in 1..starts.len() {
        starts[index] += starts[index - 1];
    }
    let visited = keys.to_vec();
    let mut next = starts.clone();
    for key in visited {
        let slot = &mut next[key.0.index() - first_body];
        keys[*slot] = key;
        *slot += 1;
    }
    for window in starts.windows(2) {
        let group = &mut keys[window[0]..window[1]];
        if !group.is_sorted() {
            group.sort();
        }
    }
}

/// Every op under `regions` of `body`, in the order the driver visits them:
/// each op before the ops nested in it, blocks in depth-first order of
/// their successors from the entry block (unreachable blocks are not
/// visited), and nothing inside a recursively legal op.
fn collect_conversion_order(
    bodies: &dyn BodyStore,
    rules: &mut RuleCache<'_, '_>,
    body_id: BodyId,
    regions: &[Region],
    order: &mut Vec<OpKey>,
) {
    for &region in regions {
        let body = bodies.body(body_id);
        let Some(entry) = body.entry_block(region) else { continue };
        let mut visited: FxHashSet<Block> = FxHashSet::default();
        let mut stack = vec![entry];
        visited.insert(entry);
        let mut blocks = Vec::new();
        // Depth-first pre-order over successors, each successor's subtree
        // before the next successor.
        while let Some(block) = stack.pop() {
            blocks.push(block);
            let successors: Vec<Block> = body
                .last_op(block)
                .map(|last| body.op(last).successors().to_vec())
                .unwrap_or_default();
            for &successor in successors.iter().rev() {
                if visited.insert(successor) {
                    stack.push(successor);
                }
            }
        }
        for block in blocks {
            for op in body.block_ops(block) {
                order.push((body_id, op));
                let data = body.op(op);
                if data.regions().is_empty() {
                    continue;
                }
                // Only a recursively legal op hides what it holds; asking
                // every op's (possibly dynamic) legality here would cost a
                // predicate call per op before any work is done.
                if rules.may_be_recursively_legal(data.name)
                    && rules.legality(body, op) == (Legality::Legal { recursively: true })
                {
                    continue;
                }
                let nested_regions = data.regions().to_vec();
                let nested_body = data.isolated_body().unwrap_or(body_id);
                collect_conversion_order(bodies, rules, nested_body, &nested_regions, order);
            }
        }
    }
}

/// Makes room in the body of the first op of `order` for one and a half
/// new ops (and values) per op of that body, up to the next op of another
/// body, that some pattern may rewrite (patterns that expand an op, the
/// casts between converted types and the ops of undone patterns, which
/// keep their slots, all take room): the arenas then grow once, if at all,
/// rather than step by step as patterns create ops. Room for two per op
/// was rarely filled, and the rest was memory: lowering functions of a
/// hundred arith ops to SPIR-V one by one peaked at 478 MB for 10^6 ops,
/// 441 MB with this room, for 0.8% more instructions in the pass. Returns
/// the room made (of ops, and of values).
fn reserve_for_rewrites(
    bodies: &mut dyn BodyStore,
    legalizer: &LegalizationPlan,
    order: &[OpKey],
) -> usize {
    let Some(&(body_id, _)) = order.first() else { return 0 };
    let body = bodies.body(body_id);
    let count = order
        .iter()
        .take_while(|&&(other, _)| other == body_id)
        .filter(|&&(_, op)| legalizer.may_rewrite(body.op(op).name))
        .count();
    let room = count + count / 2;
    bodies.body_mut(body_id).reserve(room, room);
    room
}

/// The patterns a conversion tries on each op name, in MLIR's order (its
/// legalization graph). It depends only on the target's static rules
/// (legal and illegal ops and dialects) and on the patterns, by their
/// position in the set: conversions with the same target rules and the
/// same patterns in the same order can share one (see
/// [`apply_planned_conversion`]).
#[derive(Debug)]
pub struct LegalizationPlan {
    by_name: FxHashMap<OpName, Vec<usize>>,
    any_op: Vec<usize>,
    /// How many patterns the plan was made for.
    pattern_count: usize,
}

impl LegalizationPlan {
    /// Orders `patterns` as MLIR's legalizer does: patterns whose root the
    /// target holds legal are dropped, and so are patterns that create ops
    /// nothing can legalize; the rest go by the number of steps they need
    /// to reach legal ops, then by benefit, then the last added first.
    pub fn new(
        context: &Context,
        target: &ConversionTarget<'_>,
        patterns: &ConversionPatterns<'_>,
    ) -> Self {
        let mut by_name: FxHashMap<OpName, Vec<usize>> = FxHashMap::default();
        let mut any_op = Vec::new();
        let mut invalid: FxHashMap<OpName, Vec<usize>> = FxHashMap::default();
        let mut parents: FxHashMap<OpName, Vec<OpName>> = FxHashMap::default();
        let mut worklist: Vec<usize> = Vec::new();
        let mut roots: Vec<Option<OpName>> = Vec::with_capacity(patterns.entries.len());
        for (index, entry) in patterns.entries.iter().enumerate() {
            let root = entry.pattern.root().map(|name| context.op_name(name));
            roots.push(root);
            let Some(root) = root else {
                any_op.push(index);
                continue;
            };
            if target.static_action(root) == Some(StaticAction::Legal) {
                continue;
            }
            invalid.entry(root).or_default().push(index);
            for generated in entry.pattern.generated_ops() {
                let generated = context.op_name(generated);
                let list = parents.entry(generated).or_default();
                if !list.contains(&root) {
                    list.push(root);
                }
            }
            worklist.push(index);
        }
        if !any_op.is_empty() {
            for index in worklist {
                if let Some(root) = roots[index] {
                    by_name.entry(root).or_default().push(index);
                }
            }
        } else {
            while let Some(index) = worklist.pop() {
                let Some(root) = roots[index] else { continue };
                let blocked = patterns.entries[index].pattern.generated_ops().iter().any(|name| {
                    let name = context.op_name(name);
                    !by_name.contains_key(&name)
                        && matches!(target.static_action(name), None | Some(StaticAction::Illegal))
                });
                if blocked {
                    continue;
                }
                by_name.entry(root).or_default().push(index);
                if let Some(list) = invalid.get_mut(&root) {
                    list.retain(|&other| other != index);
                }
                for parent in parents.get(&root).cloned().unwrap_or_default() {
                    for &other in invalid.get(&parent).map(Vec::as_slice).unwrap_or(&[]) {
                        if !worklist.contains(&other) {
                            worklist.push(other);
                        }
                    }
                }
            }
        }
        // Steps to legal ops: an op without patterns counts as legal.
        let mut depths: FxHashMap<OpName, u32> = FxHashMap::default();
        let names: Vec<OpName> = by_name.keys().copied().collect();
        for name in names {
            op_depth(context, name, &by_name, patterns, &mut depths);
        }
        for list in by_name.values_mut() {
            list.sort_by_key(|&index| {
                let depth = pattern_depth(context, index, patterns, &depths);
                (depth, std::cmp::Reverse(patterns.entries[index].pattern.benefit()))
            });
        }
        any_op.sort_by_key(|&index| std::cmp::Reverse(patterns.entries[index].pattern.benefit()));
        LegalizationPlan { by_name, any_op, pattern_count: patterns.entries.len() }
    }

    /// Whether some pattern may apply to ops named `name`.
    fn may_rewrite(&self, name: OpName) -> bool {
        !self.any_op.is_empty() || self.by_name.contains_key(&name)
    }

    /// The patterns to try on an op named `name`, best first: the op's
    /// own, merged with those for any op of strictly greater benefit.
    fn patterns_for(&self, name: OpName, patterns: &ConversionPatterns<'_>) -> Cow<'_, [usize]> {
        let own = self.by_name.get(&name).map(Vec::as_slice).unwrap_or(&[]);
        if self.any_op.is_empty() {
            return Cow::Borrowed(own);
        }
        let benefit = |index: usize| patterns.entries[index].pattern.benefit();
        let mut merged = Vec::with_capacity(own.len() + self.any_op.len());
        let (mut mine, mut any) = (own.iter().peekable(), self.any_op.iter().peekable());
        loop {
            match (mine.peek(), any.peek()) {
                (Some(&&a), Some(&&b)) => {
                    if benefit(b) > benefit(a) {
                        merged.push(b);
                        any.next();
                    } else {
                        merged.push(a);
                        mine.next();
                    }
                }
                (Some(&&a), None) => {
                    merged.push(a);
                    mine.next();
                }
                (None, Some(&&b)) => {
                    merged.push(b);
                    any.next();
                }
                (None, None) => break,
            }
        }
        Cow::Owned(merged)
    }
}

fn op_depth(
    context: &Context,
    name: OpName,
    by_name: &FxHashMap<OpName, Vec<usize>>,
    patterns: &ConversionPatterns<'_>,
    depths: &mut FxHashMap<OpName, u32>,
) -> u32 {
    if let Some(&depth) = depths.get(&name) {
        return depth;
    }
    let Some(list) = by_name.get(&name) else { return 0 };
    depths.insert(name, u32::MAX);
    let mut best = u32::MAX;
    for &index in list {
        let mut depth = 1u32;
        for generated in patterns.entries[index].pattern.generated_ops() {
            let inner = op_depth(context, context.op_name(generated), by_name, patterns, depths);
            depth = depth.max(inner.saturating_add(1));
        }
        best = best.min(depth);
    }
    depths.insert(name, best);
    best
}

fn pattern_depth(
    context: &Context,
    index: usize,
    patterns: &ConversionPatterns<'_>,
    depths: &FxHashMap<OpName, u32>,
) -> u32 {
    let mut depth = 1u32;
    for generated in patterns.entries[index].pattern.generated_ops() {
        let inner = depths.get(&context.op_name(generated)).copied().unwrap_or(0);
        depth = depth.max(inner.saturating_add(1));
    }
    depth
}

/// What an op looked like before it was folded: all of it for an op with
/// an in-place folder, its operands for a commutative op.
enum Before {
    Op(OpSnapshot),
    Operands(SmallVec<[Value; 4]>),
}

/// The state of one conversion run.
struct Driver<'d, 'a> {
    context: &'d Context,
    target: &'d ConversionTarget<'d>,
    /// The target's rule for each op name met so far.
    rules: RuleCache<'d, 'd>,
    patterns: &'d ConversionPatterns<'a>,
    legalizer: &'d LegalizationPlan,
    /// Which patterns (by index) are applied on the current legalization
    /// stack: one of them is not applied again while its results are
    /// legalized.
    applied: Vec<bool>,
    /// Where to go back to when folding an op again after an in-place fold
    /// gives constants that cannot be legalized: before the in-place fold,
    /// as mlir-opt 22 leaves such an op unchanged.
    in_place_fold_state: Option<LogState>,
    /// Emptied lists of ops, kept to reuse their room: each pattern that
    /// applies hands its changed and created ops over in one.
    spare_lists: Vec<Vec<OpKey>>,
    /// Why the ops patterns created for the op being converted could not
    /// be legalized (with an explaining target): notes of its error.
    explanations: Vec<Diagnostic>,
}

impl<'d, 'a: 'd> Driver<'d, 'a> {
    fn convert(
        &mut self,
        rewriter: &mut ConversionRewriter<'a>,
        key: OpKey,
        mode: ConversionMode,
        report: &mut ConversionReport,
    ) -> Result<(), Diagnostic> {
        self.explanations.clear();
        if self.legalize(rewriter, key) {
            if mode == ConversionMode::Analysis {
                report.legalizable.push(key);
            }
            return Ok(());
        }
        let (body_id, op) = key;
        let body = rewriter.bodies_ref().body(body_id);
        // The name and position are looked up only for an error: in a
        // partial conversion most ops that stay are not one.
        let name = || self.context.op_name_str(body.op(op).name).to_owned();
        let position = || location_position(self.context, body.op(op).location);
        match mode {
            ConversionMode::Full => {
                let mut error = Diagnostic::error(
                    position(),
                    format!("failed to legalize operation '{}'", name()),
                );
                error.notes.append(&mut self.explanations);
                Err(error)
            }
            ConversionMode::Partial => {
                if self.rules.legality(body, op) == Legality::Illegal {
                    let mut error = Diagnostic::error(
                        position(),
                        format!(
                            "failed to legalize operation '{}' that was explicitly marked illegal",
                            name()
                        ),
                    );
                    error.notes.append(&mut self.explanations);
                    Err(error)
                } else {
                    report.unlegalized.push(key);
                    Ok(())
                }
            }
            ConversionMode::Analysis => Ok(()),
        }
    }

    /// Makes `key` legal: already legal, folded, or converted by a pattern.
    fn legalize(&mut self, rewriter: &mut ConversionRewriter<'a>, key: OpKey) -> bool {
        if rewriter.is_ignored(key) {
            return true;
        }
        let (body_id, op) = key;
        let body = rewriter.bodies_ref().body(body_id);
        if let Legality::Legal { recursively } = self.rules.legality(body, op) {
            if recursively {
                rewriter.mark_nested(body_id, op, false);
            }
            return true;
        }
        // Folding keeps the op's name (or replaces the op): the patterns to
        // try are those of the same name.
        let name = body.op(op).name;
        self.legalize_with_fold(rewriter, key, name)
            || self.legalize_with_pattern(rewriter, key, name)
    }

    /// Folds `key` (an op named `name`) and legalizes the constants the
    /// fold creates.
    fn legalize_with_fold(
        &mut self,
        rewriter: &mut ConversionRewriter<'a>,
        key: OpKey,
        name: OpName,
    ) -> bool {
        let (body_id, op) = key;
        let Some(definition) = self.context.op_definition(name) else { return false };
        let traits = self.context.op_traits(name);
        if traits.contains(TraitFlags::CONSTANT_LIKE) {
            return false;
        }
        let state = rewriter.state();
        let reset_to = self.in_place_fold_state.take().unwrap_or(state);
        rewriter.set_current(body_id, InsertPoint::Before(op), None);
        // Folding changes the op itself only through its in-place folder
        // or by moving the constant operands of a commutative op last
        // (which only its operands need undoing): other ops need no
        // snapshot to undo. The snapshot is taken now and logged only when
        // the op folds (most do not).
        let before = if definition.fold_in_place.is_some() {
            Some(Before::Op(rewriter.snapshot(op)))
        } else if traits.contains(TraitFlags::COMMUTATIVE) {
            let mut operands = SmallVec::new();
            for operand in rewriter.body().op(op).operands() {
                operands.push(operand);
            }
            Some(Before::Operands(operands))
        } else {
            None
        };
        let Some(folded) = fold_op(self.context, rewriter.bodies().body_mut(body_id), op) else {
            return false;
        };
        match before {
            Some(Before::Op(snapshot)) => rewriter.log_modification(op, snapshot),
            Some(Before::Operands(operands)) => rewriter.log_operand_modification(op, operands),
            None => {}
        }
        let results = match folded {
            Folded::InPlace => {
                self.in_place_fold_state = Some(reset_to);
                let legal = self.legalize(rewriter, key);
                self.in_place_fold_state = None;
                return legal;
            }
            Folded::Results(results) => results,
        };
        let location = rewriter.bodies_ref().body(body_id).op(op).location;
        let result_types: Vec<_> = {
            let body = rewriter.bodies_ref().body(body_id);
            body.op(op).results().iter().map(|value| body.value_type(value)).collect()
        };
        rewriter.new_ops.clear();
        let mut values = Vec::with_capacity(results.len());
        for (result, ty) in results.into_iter().zip(result_types) {
            let value = match result {
                FoldResult::Value(value) => value,
                FoldResult::Attr(attr) => {
                    let context = self.context;
                    let constant = rewriter.build(|builder| {
                        materialize_constant(context, builder, op, attr, ty, location)
                    });
                    match constant {
                        Some(constant) => rewriter.body().op(constant).result(0),
                        None => {
                            rewriter.reset(reset_to);
                            return false;
                        }
                    }
                }
            };
            values.push(value);
        }
        let mut constants = self.spare_lists.pop().unwrap_or_default();
        constants.append(&mut rewriter.new_ops);
        rewriter.set_current(body_id, InsertPoint::Before(op), None);
        rewriter.replace_op(op, &values);
        let legal = constants.iter().all(|&constant| self.legalize(rewriter, constant));
        constants.clear();
        self.spare_lists.push(constants);
        if !legal {
            rewriter.reset(reset_to);
        }
        legal
    }

    /// Converts `key` (an op named `name`) with the first pattern whose new
    /// ops can all be legalized.
    fn legalize_with_pattern(
        &mut self,
        rewriter: &mut ConversionRewriter<'a>,
        key: OpKey,
        name: OpName,
    ) -> bool {
        let (body_id, op) = key;
        let state = rewriter.state();
        let legalizer = self.legalizer;
        let candidates = legalizer.patterns_for(name, self.patterns);
        // The operands remapped for the last pattern tried, with its type
        // converter, and whether the next pattern of the same converter may
        // take them as they are: when remapping built no cast, undoing the
        // pattern restored everything they were read from.
        let mut remapped: SmallVec<[Value; 4]> = SmallVec::new();
        let mut reusable_for: Option<Option<&TypeConverter<'a>>> = None;
        for &index in candidates.iter() {
            let entry = &self.patterns.entries[index];
            if !entry.pattern.has_bounded_recursion() {
                if self.applied[index] {
                    continue;
                }
                self.applied[index] = true;
            }
            rewriter.set_current(body_id, InsertPoint::Before(op), entry.converter);
            rewriter.new_ops.clear();
            rewriter.modified_ops.clear();
            let reuse =
                reusable_for.is_some_and(|converter| same_converter(converter, entry.converter));
            let outcome = if reuse {
                Ok(())
            } else {
                reusable_for = None;
                let before = rewriter.state();
                rewriter.remap_operands(op).map(|operands| {
                    if rewriter.state() == before {
                        reusable_for = Some(entry.converter);
                    }
                    remapped = operands;
                })
            };
            let outcome = outcome.and_then(|()| {
                entry.pattern.match_and_rewrite(op, Adaptor::new(&remapped), rewriter)
            });
            if outcome.is_err() {
                rewriter.new_ops.clear();
                rewriter.modified_ops.clear();
                rewriter.reset(state);
                self.applied[index] = false;
                continue;
            }
            // The changed ops, then the created ones, move to a list of
            // their own: legalizing them runs patterns that fill the
            // rewriter's lists again.
            let mut changed = self.spare_lists.pop().unwrap_or_default();
            changed.append(&mut rewriter.modified_ops);
            changed.append(&mut rewriter.new_ops);
            let failed = changed.iter().copied().find(|&key| !self.legalize(rewriter, key));
            changed.clear();
            self.spare_lists.push(changed);
            self.applied[index] = false;
            let Some((failed_body, failed_op)) = failed else { return true };
            let body = rewriter.bodies_ref().body(failed_body);
            if let Some(reason) = self.target.explain(body, failed_op) {
                let data = body.op(failed_op);
                let note = Diagnostic {
                    severity: Severity::Note,
                    position: location_position(self.context, data.location),
                    message: format!(
                        "pattern {} created '{}', which {reason}",
                        entry.pattern.name(),
                        self.context.op_name_str(data.name)
                    ),
                    notes: Vec::new(),
                };
                if !self.explanations.contains(&note) {
                    self.explanations.push(note);
                }
            }
            rewriter.reset(state);
        }
        false
    }
}

/// Whether two patterns use the same type converter (or both none).
fn same_converter(a: Option<&TypeConverter<'_>>, b: Option<&TypeConverter<'_>>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => std::ptr::eq(a, b),
        (None, None) => true,
        _ => false,
    }
}

/// The types of `values` in `body`.
fn types_of(body: &Body, values: impl Iterator<Item = Value>) -> Vec<ir_core::types::Type> {
    values.map(|value| body.value_type(value)).collect()
}

/// The cast whose results are exactly `inputs`, in order, if one defines
/// them.
fn input_cast(context: &Context, body: &Body, inputs: &[Value]) -> Option<Op> {
    let first = *inputs.first()?;
    let ValueDef::Result { op, .. } = body.value(first).def() else { return None };
    if !UnrealizedConversionCastOp::is(context, body, op)
        || !body.op(op).results().iter().eq(inputs.iter().copied())
    {
        return None;
    }
    Some(op)
}

/// Folds away the casts the conversion built that cancel out (a chain back
/// to the types it started from), erases those no one uses, and returns
/// the rest in the order they were built.
fn reconcile_casts(rewriter: &mut ConversionRewriter<'_>) -> Vec<OpKey> {
    let context = rewriter.context();
    let mut casts: Vec<OpKey> = rewriter.materializations.keys().copied().collect();
    casts.sort();
    let set: FxHashSet<OpKey> = casts.iter().copied().collect();
    let mut worklist = casts.clone();
    while let Some((body_id, cast)) = worklist.pop() {
        let body = rewriter.bodies_ref().body(body_id);
        let results: Vec<Value> = body.op(cast).results().to_vec();
        let result_types = types_of(body, results.iter().copied());
        let mut current = Some(cast);
        while let Some(node) = current {
            let body = rewriter.bodies_ref().body(body_id);
            let inputs: Vec<Value> = body.op(node).operands().collect();
            if types_of(body, inputs.iter().copied()) == result_types {
                let cycle = inputs.iter().any(|&input| {
                    matches!(body.value(input).def(), ValueDef::Result { op, .. } if op == cast)
                });
                if !cycle {
                    let target = rewriter.bodies().body_mut(body_id);
                    for (&result, &input) in results.iter().zip(&inputs) {
                        target.replace_all_uses(result, input);
                    }
                }
                break;
            }
            current = input_cast(context, body, &inputs);
        }
    }
    // Live casts: used by something other than a cast of the set, and the
    // casts of the set feeding them.
    let mut live: FxHashSet<OpKey> = FxHashSet::default();
    for &(body_id, cast) in &casts {
        let body = rewriter.bodies_ref().body(body_id);
        let used_outside =
            body.op(cast).results().iter().any(|result| {
                body.uses(result).iter().any(|user| !set.contains(&(body_id, user.op)))
            });
        if !used_outside {
            continue;
        }
        let mut stack = vec![(body_id, cast)];
        while let Some(key) = stack.pop() {
            if !live.insert(key) {
                continue;
            }
            let body = rewriter.bodies_ref().body(key.0);
            for input in body.op(key.1).operands() {
                if let ValueDef::Result { op, .. } = body.value(input).def() {
                    if set.contains(&(key.0, op)) {
                        stack.push((key.0, op));
                    }
                }
            }
        }
    }
    let mut survivors = Vec::new();
    for key in casts {
        if live.contains(&key) {
            survivors.push(key);
        } else {
            rewriter.materializations.remove(&key);
            rewriter.bodies().body_mut(key.0).erase_op(key.1);
        }
    }
    survivors
}

/// Replaces each cast left by the conversion with what its type
/// converter's materializations build; a cast no materialization handles
/// is an error.
fn materialize_survivors(
    context: &Context,
    rewriter: &mut ConversionRewriter<'_>,
    survivors: Vec<OpKey>,
) -> Result<(), Diagnostic> {
    for (body_id, cast) in survivors {
        let Some(materialization) = rewriter.materializations.remove(&(body_id, cast)) else {
            continue;
        };
        let body = rewriter.bodies_ref().body(body_id);
        let inputs: Vec<Value> = body.op(cast).operands().collect();
        let result = body.op(cast).result(0);
        let ty = body.value_type(result);
        let location = body.op(cast).location;
        let built = materialization.converter.and_then(|converter| {
            let target = rewriter.bodies().body_mut(body_id);
            let mut builder = Builder::new(context, target, InsertPoint::Before(cast));
            match materialization.kind {
                MaterializationKind::Source => {
                    converter.materialize_source(&mut builder, ty, &inputs, location)
                }
                MaterializationKind::Target => {
                    converter.materialize_target(&mut builder, ty, &inputs, location)
                }
            }
        });
        match built {
            Some(value) => {
                let target = rewriter.bodies().body_mut(body_id);
                target.replace_all_uses(result, value);
                target.erase_op(cast);
            }
            None => {
                return Err(unresolved_error(context, rewriter.bodies_ref().body(body_id), cast))
            }
        }
    }
    Ok(())
}

fn unresolved_error(context: &Context, body: &Body, cast: Op) -> Diagnostic {
    let list = |values: Vec<Value>| {
        values
            .iter()
            .map(|&value| {
                format!("'{}'", ir_core::text::type_to_string(context, body.value_type(value)))
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let inputs = list(body.op(cast).operands().collect());
    let outputs = list(body.op(cast).results().to_vec());
    let mut diagnostic = Diagnostic::error(
        location_position(context, body.op(cast).location),
        format!(
            "failed to legalize unresolved materialization from ({inputs}) to ({outputs}) that remained live after conversion"
        ),
    );
    let user = body.op(cast).results().iter().find_map(|result| body.uses(result).first().copied());
    if let Some(user) = user {
        diagnostic.notes.push(Diagnostic {
            severity: Severity::Note,
            position: location_position(context, body.op(user.op).location),
            message: format!(
                "see existing live user here: '{}'",
                context.op_name_str(body.op(user.op).name)
            ),
            notes: Vec::new(),
        });
    }
    diagnostic
}

#[cfg(test)]
mod tests {
    use dialects::arith::{AddIOp, IntegerOverflowFlags, MulIOp, SubIOp};
    use ir_core::Context;

    use super::*;
    use crate::conversion::{MatchFailure, OpConversionPattern};

    /// `addi` to `subi` (or `muli`): the same operands, another op.
    struct Rewrite<const MULTIPLY: bool, const BENEFIT: u16>;

    impl<const MULTIPLY: bool, const BENEFIT: u16> OpConversionPattern for Rewrite<MULTIPLY, BENEFIT> {
        type Op = AddIOp;
        const BENEFIT: u16 = BENEFIT;

        fn match_and_rewrite(
            &self,
            op: AddIOp,
            adaptor: Adaptor<'_>,
            rewriter: &mut ConversionRewriter<'_>,
        ) -> Result<(), MatchFailure> {
            let location = rewriter.body().op(op.op()).location;
            let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
            let value = rewriter.build(|builder| {
                if MULTIPLY {
                    let flags = IntegerOverflowFlags::default();
                    MulIOp::build(builder, location, lhs, rhs, flags).result(builder.body())
                } else {
                    let flags = IntegerOverflowFlags::default();
                    SubIOp::build(builder, location, lhs, rhs, flags).result(builder.body())
                }
            });
            rewriter.replace_op(op.op(), &[value]);
            Ok(())
        }
    }

    const SOURCE: &str = "func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %a : i32
  return %1 : i32
}
";

    fn convert(patterns: &ConversionPatterns<'_>) -> (String, String, Result<(), Vec<Diagnostic>>) {
        let context = Context::new();
        dialects::register_all(&context);
        let mut parsed =
            ir_core::text::parse_source(&context, "f.mlir", SOURCE, 0).expect("parses");
        let print = |ir: &ir_core::ir::Ir| {
            ir_core::text::print_ir(&context, ir, &parsed.resources, Default::default())
        };
        let before = print(&parsed.ir);
        let mut target = ConversionTarget::new(&context);
        target.add_illegal_op(AddIOp::NAME);
        target.add_illegal_op(SubIOp::NAME);
        target.add_legal_op(MulIOp::NAME);
        let function = context.op_name("func.func");
        let root = parsed
            .ir
            .bodies()
            .find(|(_, body)| body.owner_name() == Some(function))
            .map(|(id, _)| id)
            .expect("the function's body");
        let result =
            apply_partial_conversion(&context, &mut parsed.ir, root, &target, patterns).map(|_| ());
        (before, print(&parsed.ir), result)
    }

    #[test]
    fn a_pattern_whose_ops_cannot_be_legalized_gives_way_to_the_next() {
        let mut patterns = ConversionPatterns::new();
        patterns.add(Rewrite::<true, 1>);
        patterns.add(Rewrite::<false, 2>);
        let (_, after, result) = convert(&patterns);
        assert!(result.is_ok());
        assert!(after.contains("%0 = arith.muli %arg0, %arg1 : i32"), "{after}");
        assert!(after.contains("%1 = arith.muli %0, %arg0 : i32"), "{after}");
        assert!(!after.contains("arith.subi") && !after.contains("arith.addi"), "{after}");
    }

    #[test]
    fn visited_ops_sort_as_a_plain_sort_does() {
        let key = |body: usize, op: usize| (BodyId::from_index(body), Op::from_index(op));
        // A body's ops interleaved with those of its nested bodies, one body
        // out of order, and a body visited after one with a greater id.
        let mut keys = vec![
            key(1, 0),
            key(3, 0),
            key(3, 1),
            key(1, 1),
            key(2, 4),
            key(2, 2),
            key(2, 3),
            key(1, 2),
            key(0, 7),
        ];
        let mut expected = keys.clone();
        expected.sort();
        sort_visited(&mut keys);
        assert_eq!(keys, expected);
        // Bodies far from id 0 (one function of a large module), and bodies
        // far apart for the number of keys.
        for bodies in [[40, 41], [3, 9000]] {
            let mut keys =
                vec![key(bodies[1], 2), key(bodies[0], 1), key(bodies[1], 0), key(bodies[0], 0)];
            let mut expected = keys.clone();
            expected.sort();
            sort_visited(&mut keys);
            assert_eq!(keys, expected);
        }
        let mut empty: Vec<OpKey> = Vec::new();
        sort_visited(&mut empty);
        assert!(empty.is_empty());
    }

    #[test]
    fn a_failed_conversion_leaves_the_ir_as_it_was() {
        let mut patterns = ConversionPatterns::new();
        patterns.add(Rewrite::<false, 1>);
        let (before, after, result) = convert(&patterns);
        let diagnostics = result.expect_err("subi is illegal and nothing converts it");
        assert_eq!(
            diagnostics.last().map(|diagnostic| diagnostic.message.as_str()),
            Some("failed to legalize operation 'arith.addi' that was explicitly marked illegal")
        );
        assert_eq!(before, after);
    }
}
