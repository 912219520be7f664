//! Common subexpression elimination: of two equivalent side-effect-free ops
//! where the first dominates the second, the second goes and its uses take
//! the first's results. Ops without uses and effects are erased on the way.
//!
//! Ops are visited in dominance order, with one scope of known ops per
//! block: single-block regions and blocks of the dominator tree open a
//! scope under their parent's, so an op is reused only where it dominates.
//! Isolated ops nested in a body are other bodies, each on its own.

use std::hash::{BuildHasher, Hash, Hasher};

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

use ir_core::dominance::DominatorTree;
use ir_core::ir::{Block, Body, Op, Region, Value};
use ir_core::rewrite::is_trivially_dead;
use ir_core::traits::TraitFlags;
use ir_core::Context;

/// What CSE did to one body.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CseStatistics {
    /// Ops replaced by an equivalent one.
    pub eliminated: u64,
    /// Dead ops erased.
    pub erased_dead: u64,
}

impl std::ops::AddAssign for CseStatistics {
    fn add_assign(&mut self, other: CseStatistics) {
        self.eliminated += other.eliminated;
        self.erased_dead += other.erased_dead;
    }
}

/// Runs CSE on the regions of `body`'s owner. `owner_has_ssa_dominance`
/// says whether those regions order their ops (false for graph regions,
/// as `builtin.module`'s).
pub fn eliminate_common_subexpressions(context: &Context, body: &mut Body) -> CseStatistics {
    let owner_has_ssa_dominance = body.owner_name().is_none_or(|name| {
        context.is_registered(name) && !context.op_traits(name).contains(TraitFlags::GRAPH_REGIONS)
    });
    let mut cse = Cse {
        context,
        known: HashTable::new(),
        scope_log: Vec::new(),
        to_erase: Vec::new(),
        statistics: CseStatistics::default(),
    };
    let regions: Vec<Region> = body.owner_regions().to_vec();
    for region in regions {
        cse.simplify_region(body, region, owner_has_ssa_dominance);
    }
    for op in std::mem::take(&mut cse.to_erase) {
        body.erase_op(op);
    }
    cse.statistics
}

struct Cse<'a> {
    context: &'a Context,
    /// The known ops of the open scopes, by their hash.
    known: HashTable<(u64, Op)>,
    /// The hashes inserted, in order, to close scopes.
    scope_log: Vec<(u64, Op)>,
    /// Ops to erase once the walk is over.
    to_erase: Vec<Op>,
    statistics: CseStatistics,
}

impl Cse<'_> {
    /// Opens a scope: returns the mark to close it with.
    fn open_scope(&self) -> usize {
        self.scope_log.len()
    }

    /// Forgets the ops known since `mark`.
    fn close_scope(&mut self, mark: usize) {
        for (hash, op) in self.scope_log.drain(mark..).rev() {
            if let Ok(entry) = self.known.find_entry(hash, |&(_, known)| known == op) {
                entry.remove();
            }
        }
    }

    fn simplify_region(&mut self, body: &mut Body, region: Region, has_ssa_dominance: bool) {
        let Some(entry) = body.entry_block(region) else { return };
        if body.next_block(entry).is_none() {
            let mark = self.open_scope();
            self.simplify_block(body, entry, has_ssa_dominance);
            self.close_scope(mark);
            return;
        }
        if !has_ssa_dominance {
            return;
        }
        // Blocks in dominator-tree pre-order, each scope under its
        // dominator's.
        let order = DominatorTree::new(body, region).preorder();
        let mut marks: Vec<usize> = Vec::new();
        for (block, depth) in order {
            while marks.len() > depth {
                let mark = marks.pop().unwrap_or_default();
                self.close_scope(mark);
            }
            marks.push(self.open_scope());
            self.simplify_block(body, block, true);
        }
        while let Some(mark) = marks.pop() {
            self.close_scope(mark);
        }
    }

    fn simplify_block(&mut self, body: &mut Body, block: Block, has_ssa_dominance: bool) {
        let mut next = body.first_op(block);
        while let Some(op) = next {
            next = body.op(op).next();
            if body.op(op).isolated_body().is_none() {
                let regions: Vec<Region> = body.op(op).regions().to_vec();
                if !regions.is_empty() {
                    let registered = self.context.is_registered(body.op(op).name);
                    let nested_dominance = registered
                        && !self
                            .context
                            .op_traits(body.op(op).name)
                            .contains(TraitFlags::GRAPH_REGIONS);
                    // An unregistered op may be isolated from above: its
                    // regions start with nothing known.
                    let outer = (!registered).then(|| {
                        (std::mem::take(&mut self.known), std::mem::take(&mut self.scope_log))
                    });
                    for region in regions {
                        self.simplify_region(body, region, nested_dominance);
                    }
                    if let Some((known, scope_log)) = outer {
                        self.known = known;
                        self.scope_log = scope_log;
                    }
                }
            }
            self.simplify_op(body, op, has_ssa_dominance);
        }
    }

    fn simplify_op(&mut self, body: &mut Body, op: Op, has_ssa_dominance: bool) {
        let name = body.op(op).name;
        let traits = self.context.op_traits(name);
        if traits.contains(TraitFlags::TERMINATOR) {
            return;
        }
        if is_trivially_dead(self.context, body, op) {
            self.to_erase.push(op);
            self.statistics.erased_dead += 1;
            return;
        }
        // Only side-effect-free ops without regions are candidates.
        if !traits.contains(TraitFlags::PURE) || !body.op(op).regions().is_empty() {
            return;
        }
        let commutative = traits.contains(TraitFlags::COMMUTATIVE);
        let hash = op_hash(body, op, commutative);
        let found = self
            .known
            .find(hash, |&(_, known)| equivalent(body, known, op, commutative))
            .map(|&(_, known)| known);
        if let Some(existing) = found {
            self.replace(body, op, existing, has_ssa_dominance);
            return;
        }
        self.known.insert_unique(hash, (hash, op), |&(hash, _)| hash);
        self.scope_log.push((hash, op));
    }

    /// Replaces `op` with the equivalent `existing`.
    fn replace(&mut self, body: &mut Body, op: Op, existing: Op, has_ssa_dominance: bool) {
        let results: Vec<Value> = body.op(op).results().to_vec();
        let existing_results: Vec<Value> = body.op(existing).results().to_vec();
        if has_ssa_dominance {
            for (&from, &to) in results.iter().zip(&existing_results) {
                body.replace_all_uses(from, to);
            }
            self.to_erase.push(op);
        } else {
            // In a graph region a use may come before its definition: only
            // uses by ops already visited (not later ones) are replaced.
            for (&from, &to) in results.iter().zip(&existing_results) {
                let uses: Vec<(Op, u32)> =
                    body.uses(from).iter().map(|user| (user.op, user.operand_index)).collect();
                for (user, index) in uses {
                    if !self.is_known(body, user) {
                        body.set_operand(user, index as usize, to);
                    }
                }
            }
            if results.iter().all(|&result| body.uses(result).is_empty()) {
                self.to_erase.push(op);
            }
        }
        // An unknown location gives way to a known one.
        if self.context.is_unknown_location(body.op(existing).location)
            && !self.context.is_unknown_location(body.op(op).location)
        {
            body.op_mut(existing).location = body.op(op).location;
        }
        self.statistics.eliminated += 1;
    }

    fn is_known(&self, body: &Body, op: Op) -> bool {
        let commutative =
            self.context.op_traits(body.op(op).name).contains(TraitFlags::COMMUTATIVE);
        let hash = op_hash(body, op, commutative);
        self.known.find(hash, |&(_, known)| known == op).is_some()
    }
}

/// The operands of `op`, sorted when their order does not matter.
fn operands_for_equivalence(
    body: &Body,
    op: Op,
    commutative: bool,
) -> smallvec::SmallVec<[Value; 4]> {
    // Pushed one by one: cheaper than `collect` for an op's few operands.
    let mut operands: smallvec::SmallVec<[Value; 4]> = smallvec::SmallVec::new();
    for operand in body.op(op).operands() {
        operands.push(operand);
    }
    if commutative {
        operands.sort_unstable();
    }
    operands
}

/// The hash of what makes two ops equivalent: name, properties, discardable
/// attributes, operands (in any order for commutative ops) and result
/// types (not the location).
fn op_hash(body: &Body, op: Op, commutative: bool) -> u64 {
    let data = body.op(op);
    let mut hasher = FxBuildHasher.build_hasher();
    data.name.hash(&mut hasher);
    data.attributes.hash(&mut hasher);
    if let Some(properties) = &data.properties {
        properties.hash_into(&mut hasher);
    }
    if commutative {
        for operand in operands_for_equivalence(body, op, commutative) {
            operand.hash(&mut hasher);
        }
    } else {
        for operand in data.operands() {
            operand.hash(&mut hasher);
        }
    }
    for result in data.results() {
        body.value_type(result).hash(&mut hasher);
    }
    hasher.finish()
}

/// Whether `a` and `b` are equivalent (regions aside: ops with regions are
/// never candidates).
fn equivalent(body: &Body, a: Op, b: Op, commutative: bool) -> bool {
    if a == b {
        return true;
    }
    let (first, second) = (body.op(a), body.op(b));
    first.name == second.name
        && first.attributes == second.attributes
        && match (&first.properties, &second.properties) {
            (Some(left), Some(right)) => left.equals(&**right),
            (None, None) => true,
            _ => false,
        }
        && first.operand_count() == second.operand_count()
        && operands_for_equivalence(body, a, commutative)
            == operands_for_equivalence(body, b, commutative)
        && first.results().len() == second.results().len()
        && first
            .results()
            .iter()
            .zip(second.results())
            .all(|(left, right)| body.value_type(left) == body.value_type(right))
        && first.successors() == second.successors()
}

/// `cse`.
pub struct CsePass;

pub(super) fn create(
    options: &[ir_core::pass::pipeline::PassOption],
) -> Result<Box<dyn ir_core::pass::Pass>, String> {
    ir_core::pass::registry::OptionReader::new(options).finish()?;
    Ok(Box::new(CsePass))
}

impl ir_core::pass::Pass for CsePass {
    fn argument(&self) -> &'static str {
        "cse"
    }

    fn name(&self) -> &'static str {
        "CSE"
    }

    fn run(
        &self,
        context: &Context,
        scope: &mut ir_core::pass::PassScope<'_>,
    ) -> Result<(), ir_core::pass::PassFailure> {
        let mut total = CseStatistics::default();
        for statistics in crate::passes::for_each_body(scope, |body| {
            eliminate_common_subexpressions(context, body)
        }) {
            total += statistics;
        }
        scope.add_statistic("num-cse", "Number of operations CSE'd", total.eliminated);
        scope.add_statistic("num-dce", "Number of operations DCE'd", total.erased_dead);
        Ok(())
    }
}
