//! The greedy pattern rewrite driver: applies patterns and folds to the ops
//! of a body until nothing changes, the way MLIR's canonicalizer does, so
//! that the output matches `mlir-opt` op for op.
//!
//! Each round seeds a worklist with every op (constants already in the IR
//! are uniqued and gathered at the top of their region on the way), erases
//! unreachable blocks, then pops ops one at a time: a dead op is erased, a
//! foldable op is folded (its constants created just before it), otherwise
//! the op's patterns are tried by decreasing benefit. Whatever a change
//! touches goes back on the worklist. Regions are simplified after each
//! round, and rounds repeat while anything changed.

use ir_core::entity::EntityId;
use ir_core::ir::{Body, Op, Region, Value, ValueDef, WalkControl, WalkOrder};
use ir_core::registry::FoldResult;
use ir_core::rewrite::{
    constant_op_value, fold_op_with_constants, is_trivially_dead, materialize_constant, Folded,
    FrozenPatterns, PatternRewriter, RewriteListener,
};
use ir_core::traits::TraitFlags;
use ir_core::Context;

use crate::folder::OperationFolder;
use crate::simplify::{erase_unreachable_blocks, run_region_dce};

/// How much region simplification runs after each round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionSimplification {
    /// Only unreachable blocks are erased.
    Disabled,
    /// Also dead ops, dead block arguments and the operands passed to them.
    Normal,
    /// Also identical blocks merged (not implemented yet: as `Normal`).
    Aggressive,
}

/// The settings of a greedy rewrite (the canonicalizer's options).
#[derive(Clone, Copy, Debug)]
pub struct GreedyConfig {
    /// Seed the worklist in program order (pre-order), else in post-order
    /// reversed.
    pub top_down: bool,
    /// The most rounds; negative for no limit.
    pub max_iterations: i64,
    /// The most pattern applications per round; negative for no limit.
    pub max_rewrites: i64,
    /// Region simplification after each round.
    pub region_simplification: RegionSimplification,
    /// Fold ops.
    pub fold: bool,
    /// Unique the constants found in the IR.
    pub cse_constants: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: true,
            max_iterations: 10,
            max_rewrites: -1,
            region_simplification: RegionSimplification::Normal,
            fold: true,
            cse_constants: true,
        }
    }
}

/// What a greedy rewrite did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GreedyOutcome {
    /// The last round changed nothing.
    pub converged: bool,
    /// Something changed.
    pub changed: bool,
    /// Rounds run.
    pub iterations: u32,
    /// Successful pattern applications.
    pub rewrites: u64,
    /// Ops folded away or in place.
    pub folds: u64,
    /// Dead ops erased by the driver.
    pub erased_dead: u64,
}

/// The worklist: a stack that ignores pushes of ops it holds.
#[derive(Default)]
struct Worklist {
    list: Vec<Option<Op>>,
    /// The index of each op in `list`, plus one (zero: absent), by op id.
    position: Vec<u32>,
}

impl Worklist {
    /// An empty worklist with room for the ops of a body of `ops` ops.
    fn with_capacity(ops: usize) -> Self {
        Worklist { list: Vec::with_capacity(ops), position: vec![0; ops] }
    }

    fn push(&mut self, op: Op) {
        let index = op.index();
        if index >= self.position.len() {
            self.position.resize(index + 1, 0);
        }
        if self.position[index] != 0 {
            return;
        }
        self.list.push(Some(op));
        self.position[index] = self.list.len() as u32;
    }

    fn pop(&mut self) -> Option<Op> {
        while let Some(entry) = self.list.pop() {
            if let Some(op) = entry {
                self.position[op.index()] = 0;
                return Some(op);
            }
        }
        None
    }

    fn remove(&mut self, op: Op) {
        let Some(&position) = self.position.get(op.index()) else { return };
        if position != 0 {
            self.list[position as usize - 1] = None;
            self.position[op.index()] = 0;
        }
    }

    fn clear(&mut self) {
        for op in self.list.drain(..).flatten() {
            self.position[op.index()] = 0;
        }
    }

    fn reverse(&mut self) {
        self.list.reverse();
        for (index, entry) in self.list.iter().enumerate() {
            if let Some(op) = entry {
                self.position[op.index()] = index as u32 + 1;
            }
        }
    }
}

/// The driver's state that hears the rewriter's changes.
struct DriverListener<'c> {
    context: &'c Context,
    worklist: Worklist,
    folder: OperationFolder,
    /// The value of each constant-like op, once asked (by op id; `None`
    /// when not asked yet). Constants never change, and ids are never
    /// reused, so entries stay right.
    constants: Vec<Option<Option<ir_core::attributes::Attr>>>,
}

impl DriverListener<'_> {
    /// The value of the constant-like op `op`, remembered.
    fn constant_of_op(&mut self, body: &Body, op: Op) -> Option<ir_core::attributes::Attr> {
        let index = op.index();
        if let Some(Some(known)) = self.constants.get(index) {
            return *known;
        }
        let value = constant_op_value(self.context, body, op);
        if index >= self.constants.len() {
            self.constants.resize(index + 1, None);
        }
        self.constants[index] = Some(value);
        value
    }

    /// The constant value of `value`, when a constant-like op defines it.
    fn constant_of(&mut self, body: &Body, value: Value) -> Option<ir_core::attributes::Attr> {
        match body.value(value).def() {
            ValueDef::Result { op, .. } => {
                if !self.context.op_traits(body.op(op).name).contains(TraitFlags::CONSTANT_LIKE) {
                    return None;
                }
                self.constant_of_op(body, op)
            }
            ValueDef::BlockArgument { .. } => None,
        }
    }
}

impl DriverListener<'_> {
    /// Pushes `op` and its ancestors in the body (innermost first, so the
    /// ancestors pop first). Detached ops are not pushed.
    fn add_to_worklist(&mut self, body: &Body, op: Op) {
        let mut current = op;
        loop {
            if body.op(current).parent_block().is_none() {
                return;
            }
            self.worklist.push(current);
            match body.parent_op(current) {
                Some(parent) => current = parent,
                None => return,
            }
        }
    }
}

impl RewriteListener for DriverListener<'_> {
    fn op_inserted(&mut self, body: &Body, op: Op) {
        self.add_to_worklist(body, op);
    }

    fn op_modified(&mut self, body: &Body, op: Op) {
        self.add_to_worklist(body, op);
    }

    fn op_erased(&mut self, body: &Body, op: Op) {
        // An operand's definition may die (no user left) or simplify (one
        // user left) once `op` is gone.
        for operand in body.op(op).operands() {
            let ValueDef::Result { op: definition, .. } = body.value(operand).def() else {
                continue;
            };
            let mut other_user = None;
            let mut more_than_two = false;
            for user in body.uses(operand) {
                if user.op == op || Some(user.op) == other_user {
                    continue;
                }
                if other_user.is_none() {
                    other_user = Some(user.op);
                    continue;
                }
                more_than_two = true;
                break;
            }
            if !more_than_two {
                self.add_to_worklist(body, definition);
            }
        }
        self.worklist.remove(op);
        self.folder.notify_removal(op);
        let _ = self.context;
    }
}

/// Applies `patterns` and folds to the ops of `body` until nothing changes
/// (or a limit is reached).
pub fn apply_patterns_greedily(
    context: &Context,
    body: &mut Body,
    patterns: &FrozenPatterns,
    config: GreedyConfig,
) -> GreedyOutcome {
    let mut listener = DriverListener {
        context,
        // Sized once for the body: the driver runs on every function, and
        // growing the lists step by step cost more than the rewriting.
        worklist: Worklist::with_capacity(body.op_capacity()),
        folder: OperationFolder::new(),
        constants: Vec::new(),
    };
    let mut outcome = GreedyOutcome::default();
    let regions: smallvec::SmallVec<[Region; 2]> = body.owner_regions().into();
    let mut changed = false;
    loop {
        if config.max_iterations >= 0 && i64::from(outcome.iterations) >= config.max_iterations {
            break;
        }
        outcome.iterations += 1;
        listener.worklist.clear();
        listener.folder = OperationFolder::new();
        seed_worklist(context, body, &regions, &mut listener, config);
        changed = {
            let mut rewriter = PatternRewriter::new(context, body, &mut listener);
            erase_unreachable_blocks(context, &mut rewriter, &regions)
        };
        changed |= process_worklist(context, body, patterns, &mut listener, config, &mut outcome);
        if config.region_simplification != RegionSimplification::Disabled {
            let mut rewriter = PatternRewriter::new(context, body, &mut listener);
            changed |= erase_unreachable_blocks(context, &mut rewriter, &regions);
            changed |= run_region_dce(context, &mut rewriter, &regions);
        }
        outcome.changed |= changed;
        if !changed {
            break;
        }
    }
    outcome.converged = !changed;
    outcome
}

/// Fills the worklist with every op of the body, uniquing the constants
/// found on the way (they are not folded: a constant's fold is itself).
fn seed_worklist(
    context: &Context,
    body: &mut Body,
    regions: &[Region],
    listener: &mut DriverListener<'_>,
    config: GreedyConfig,
) {
    let order = if config.top_down { WalkOrder::PreOrder } else { WalkOrder::PostOrder };
    let mut ops = Vec::with_capacity(body.op_capacity());
    for &region in regions {
        body.walk_region(region, order, &mut |op| {
            ops.push(op);
            WalkControl::Advance
        });
    }
    for op in ops {
        if body.op(op).parent_block().is_none() {
            continue;
        }
        if config.cse_constants
            && context.op_traits(body.op(op).name).contains(TraitFlags::CONSTANT_LIKE)
        {
            if let Some(value) = listener.constant_of_op(body, op) {
                if !insert_known_constant(context, body, listener, op, value) {
                    continue;
                }
            }
        }
        listener.add_to_worklist(body, op);
    }
    if config.top_down {
        listener.worklist.reverse();
    }
}

/// Registers the constant op `op` found while seeding. A duplicate of a
/// known constant is replaced by it and erased (`false`); otherwise `op`
/// moves to the front of its region's entry block, unless it already
/// follows the constants gathered there.
fn insert_known_constant(
    context: &Context,
    body: &mut Body,
    listener: &mut DriverListener<'_>,
    op: Op,
    value: ir_core::attributes::Attr,
) -> bool {
    let Some(block) = body.op(op).parent_block() else { return true };
    let Some(region) = OperationFolder::insertion_region(context, body, block) else { return true };
    let Some(key) = OperationFolder::key(context, body, op, value) else { return true };
    let unknown = context.unknown_location();
    if let Some(existing) = listener.folder.lookup(region, key) {
        let replacement: Vec<Value> = body.op(existing).results().to_vec();
        PatternRewriter::new(context, body, listener).replace_op(op, &replacement);
        body.op_mut(existing).location = unknown;
        return false;
    }
    if let Some(entry) = body.entry_block(region) {
        let first = body.first_op(entry);
        if block != entry {
            if let Some(first) = first {
                body.move_op_before(op, first);
            } else {
                body.detach_op(op);
                body.append_op(entry, op);
            }
            body.op_mut(op).location = unknown;
        } else if first != Some(op) {
            let follows_known =
                body.op(op).prev().is_some_and(|previous| listener.folder.is_owned(previous));
            if !follows_known {
                if let Some(first) = first {
                    body.move_op_before(op, first);
                }
            }
        }
    }
    listener.folder.register(region, key, op);
    true
}

/// Pops and processes ops until the worklist is empty; whether anything
/// changed.
fn process_worklist(
    context: &Context,
    body: &mut Body,
    patterns: &FrozenPatterns,
    listener: &mut DriverListener<'_>,
    config: GreedyConfig,
    outcome: &mut GreedyOutcome,
) -> bool {
    let mut changed = false;
    let mut rewrites_this_round: i64 = 0;
    // A safety valve MLIR 22 lacks: patterns that feed each other forever
    // (as they can in unreachable code that becomes a self-loop) stop
    // after many more steps than the IR has ops; the round then counts as
    // changed, so the iteration limit ends the rewrite.
    let mut steps_left = 64 * body.op_capacity() + 4096;
    while config.max_rewrites < 0 || rewrites_this_round < config.max_rewrites {
        if steps_left == 0 {
            changed = true;
            break;
        }
        steps_left -= 1;
        let Some(op) = listener.worklist.pop() else { break };
        if body.op(op).parent_block().is_none() {
            continue;
        }
        if is_trivially_dead(context, body, op) {
            PatternRewriter::new(context, body, listener).erase_op(op);
            outcome.erased_dead += 1;
            changed = true;
            continue;
        }
        let name = body.op(op).name;
        if config.fold && !context.op_traits(name).contains(TraitFlags::CONSTANT_LIKE) {
            // Pushed one by one: cheaper than `collect` for an op's few
            // operands.
            let mut constants: smallvec::SmallVec<[Option<ir_core::attributes::Attr>; 4]> =
                smallvec::SmallVec::new();
            for index in 0..body.op(op).operand_count() {
                let operand = body.op(op).operand(index);
                constants.push(listener.constant_of(body, operand));
            }
            match fold_op_with_constants(context, body, op, &constants) {
                Some(Folded::InPlace) => {
                    listener.add_to_worklist(body, op);
                    outcome.folds += 1;
                    changed = true;
                    continue;
                }
                Some(Folded::Results(results))
                    if replace_with_fold_results(context, body, listener, op, &results) =>
                {
                    outcome.folds += 1;
                    changed = true;
                    continue;
                }
                _ => {}
            }
        }
        let candidates = patterns.for_name(name);
        if candidates.is_empty() {
            continue;
        }
        let mut rewriter = PatternRewriter::new(context, body, listener);
        for pattern in candidates {
            rewriter.set_insertion_point_before(op);
            if pattern.match_and_rewrite(op, &mut rewriter).is_some() {
                changed = true;
                rewrites_this_round += 1;
                outcome.rewrites += 1;
                break;
            }
        }
    }
    changed
}

/// Replaces `op` by what it folded to, creating constants just before it
/// with its location. `false` (and nothing changed) when the dialect
/// cannot create one of the constants.
fn replace_with_fold_results(
    context: &Context,
    body: &mut Body,
    listener: &mut DriverListener<'_>,
    op: Op,
    results: &[FoldResult],
) -> bool {
    let result_types: Vec<ir_core::types::Type> =
        body.op(op).results().iter().map(|result| body.value_type(result)).collect();
    if results.len() != result_types.len() {
        return false;
    }
    let location = body.op(op).location;
    let mut rewriter = PatternRewriter::new(context, body, listener);
    rewriter.set_insertion_point_before(op);
    let mut values = Vec::with_capacity(results.len());
    let mut created = Vec::new();
    for (result, &ty) in results.iter().zip(&result_types) {
        match *result {
            FoldResult::Value(value) => values.push(value),
            FoldResult::Attr(value) => {
                let mut builder = rewriter.builder();
                match materialize_constant(context, &mut builder, op, value, ty, location) {
                    Some(constant) => {
                        created.push(constant);
                        values.push(builder.body().op(constant).result(0));
                    }
                    None => {
                        for constant in created.into_iter().rev() {
                            rewriter.erase_op(constant);
                        }
                        return false;
                    }
                }
            }
        }
    }
    rewriter.replace_op(op, &values);
    true
}
