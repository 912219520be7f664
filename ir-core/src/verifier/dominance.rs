//! SSA dominance: every operand is defined before its use, within a block
//! (in op order), across the blocks of a region (through the region's
//! dominator tree) and into nested regions, as MLIR's `verifyDominance`
//! checks it. Graph regions, and unregistered ops' regions, are not
//! ordered within their blocks; unreachable blocks are not checked.
//!
//! It runs once the structural checks of a body passed, and reports the
//! first use that fails with MLIR's notes on where the operand is defined.
//! The dominator tree itself (`crate::dominance`) is shared with passes.

use rustc_hash::FxHashMap;

use super::{error_at_op, location_position};
use crate::diagnostics::{Diagnostic, Severity};
use crate::dominance::DominatorTree;
use crate::entity::EntityId;
use crate::ir::{Body, Op, Region, ValueDef};
use crate::traits::TraitFlags;
use crate::Context;

/// Checks that every operand in the regions `body` owns is defined before
/// its use. `owner_has_dominance` says whether the owner's regions require
/// SSA dominance inside blocks. On failure, returns the error and the op
/// whose operand failed.
pub(super) fn verify_dominance(
    context: &Context,
    body: &Body,
    owner_has_dominance: bool,
    owner_location: Option<crate::attributes::Attr>,
    op_order: &mut Vec<u32>,
) -> Result<(), (Diagnostic, Option<Op>)> {
    op_order.clear();
    op_order.resize(body.op_capacity(), 0);
    let mut verifier = DominanceVerifier {
        context,
        body,
        owner_location,
        trees: FxHashMap::default(),
        op_order,
        culprit: None,
    };
    for &region in body.owner_regions() {
        verifier
            .verify_region(region, owner_has_dominance)
            .map_err(|diagnostic| (diagnostic, verifier.culprit))?;
    }
    Ok(())
}

/// The state of checking one body: the dominator trees of its regions,
/// built when first needed, and the position of each op in its block.
struct DominanceVerifier<'a> {
    context: &'a Context,
    body: &'a Body,
    /// The location of the op owning the body (in another body), where
    /// notes about the arguments of its regions' blocks point.
    owner_location: Option<crate::attributes::Attr>,
    trees: FxHashMap<Region, DominatorTree>,
    /// The position of each op in its block, filled block by block (the
    /// caller's room, reused from body to body).
    op_order: &'a mut [u32],
    /// The op whose operand failed, once one did.
    culprit: Option<Op>,
}

impl DominanceVerifier<'_> {
    fn tree(&mut self, region: Region) -> &DominatorTree {
        let body = self.body;
        self.trees.entry(region).or_insert_with(|| DominatorTree::new(body, region))
    }

    /// Whether the region's parent op requires SSA dominance inside blocks.
    fn has_ssa_dominance(&self, region: Region, owner_default: bool) -> bool {
        match self.body.region_parent_op(region) {
            Some(op) => {
                let name = self.body.op(op).name;
                self.context.is_registered(name)
                    && !self.context.op_traits(name).contains(TraitFlags::GRAPH_REGIONS)
            }
            None => owner_default,
        }
    }

    fn verify_region(
        &mut self,
        region: Region,
        owner_has_dominance: bool,
    ) -> Result<(), Diagnostic> {
        let body = self.body;
        // The entry block of a region is reachable; only a region of
        // several blocks needs its dominator tree to say which others are.
        let single_block =
            body.entry_block(region).is_some_and(|entry| body.next_block(entry).is_none());
        let ordered = self.has_ssa_dominance(region, owner_has_dominance);
        for block in body.region_blocks(region) {
            let reachable = single_block || self.tree(region).is_reachable(block);
            for (position, op) in body.block_ops(block).enumerate() {
                self.op_order[op.index()] = position as u32;
            }
            for op in body.block_ops(block) {
                if reachable {
                    let data = body.op(op);
                    for (index, value) in data.operands().enumerate() {
                        // Most operands are defined in the same block: an
                        // argument of it, or an op before this one.
                        let defined_before = match body.value(value).def() {
                            ValueDef::BlockArgument { block: def_block, .. } => def_block == block,
                            ValueDef::Result { op: def_op, .. } => {
                                def_op != op
                                    && body.op(def_op).parent_block() == Some(block)
                                    && (!ordered
                                        || self.op_order[def_op.index()]
                                            < self.op_order[op.index()])
                            }
                        };
                        if defined_before {
                            continue;
                        }
                        if !self.operand_dominates(op, index, owner_has_dominance) {
                            self.culprit = Some(op);
                            return Err(self.dominance_error(op, index));
                        }
                    }
                }
                let data = self.body.op(op);
                if data.isolated_body().is_none() {
                    for &nested in data.regions() {
                        self.verify_region(nested, owner_has_dominance)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether operand `index` of `user` is defined before it.
    fn operand_dominates(&mut self, user: Op, index: usize, owner_has_dominance: bool) -> bool {
        let body = self.body;
        let value = body.op(user).operand(index);
        let (def_block, def_op) = match body.value(value).def() {
            ValueDef::BlockArgument { block, .. } => (block, None),
            ValueDef::Result { op, .. } => match body.op(op).parent_block() {
                Some(block) => (block, Some(op)),
                None => return false,
            },
        };
        let Some(def_region) = body.block_parent(def_block) else { return false };
        // Find the ancestor of `user` that sits in the definition's region.
        let mut ancestor = user;
        loop {
            let Some((_, region)) = body.op_position(ancestor) else { return false };
            if region == def_region {
                break;
            }
            match body.region_parent_op(region) {
                Some(parent) => ancestor = parent,
                None => return false,
            }
        }
        let use_block = body.op(ancestor).parent_block().expect("ancestor is in a block");
        match def_op {
            None => {
                if def_block == use_block {
                    return true;
                }
                let tree = self.tree(def_region);
                tree.dominates(def_block, use_block)
            }
            Some(def_op) => {
                if def_op == ancestor {
                    // An op using its own result: fine in a graph region. A
                    // use nested in the op's own regions never is.
                    return ancestor == user
                        && !self.has_ssa_dominance(def_region, owner_has_dominance);
                }
                if def_block == use_block {
                    if !self.has_ssa_dominance(def_region, owner_has_dominance) {
                        return true;
                    }
                    return self.op_order[def_op.index()] < self.op_order[ancestor.index()];
                }
                let tree = self.tree(def_region);
                tree.dominates(def_block, use_block)
            }
        }
    }

    fn dominance_error(&self, op: Op, index: usize) -> Diagnostic {
        let body = self.body;
        let context = self.context;
        let mut diagnostic =
            error_at_op(context, body, op, format!("operand #{index} does not dominate this use"));
        let value = body.op(op).operand(index);
        let use_region = body.op_position(op).map(|(_, region)| region);
        match body.value(value).def() {
            ValueDef::Result { op: def_op, .. } => {
                let def_block = body.op(def_op).parent_block();
                let def_region = def_block.and_then(|block| body.block_parent(block));
                let relation = if def_block == body.op(op).parent_block() {
                    " (op in the same block)"
                } else if def_region == use_region {
                    " (op in the same region)"
                } else if def_region.is_some_and(|def| self.region_is_ancestor(def, use_region)) {
                    " (op in a parent region)"
                } else if use_region.is_some_and(|used| self.region_is_ancestor(used, def_region)) {
                    " (op in a child region)"
                } else {
                    " (op is neither in a parent nor in a child region)"
                };
                diagnostic.notes.push(Diagnostic {
                    severity: Severity::Note,
                    position: location_position(context, body.op(def_op).location),
                    message: format!("operand defined here{relation}"),
                    notes: Vec::new(),
                });
            }
            ValueDef::BlockArgument { block, .. } => {
                let def_region = body.block_parent(block);
                let number = def_region
                    .map(|region| body.region_blocks(region).position(|b| b == block).unwrap_or(0))
                    .unwrap_or(0);
                let relation = if def_region == use_region {
                    " in the same region)"
                } else if def_region.is_some_and(|def| self.region_is_ancestor(def, use_region)) {
                    " in a parent region)"
                } else if use_region.is_some_and(|used| self.region_is_ancestor(used, def_region)) {
                    " in a child region)"
                } else {
                    " neither in a parent nor in a child region)"
                };
                let parent_location =
                    match def_region.and_then(|region| body.region_parent_op(region)) {
                        Some(parent) => Some(body.op(parent).location),
                        None => self.owner_location,
                    };
                let position =
                    parent_location.and_then(|location| location_position(context, location));
                diagnostic.notes.push(Diagnostic {
                    severity: Severity::Note,
                    position,
                    message: format!(
                        "operand defined as a block argument (block #{number}{relation}"
                    ),
                    notes: Vec::new(),
                });
            }
        }
        diagnostic
    }

    /// Whether `ancestor` strictly encloses `region`.
    fn region_is_ancestor(&self, ancestor: Region, region: Option<Region>) -> bool {
        let body = self.body;
        let mut current = region;
        while let Some(region) = current {
            let Some(parent) = body.region_parent_op(region) else { return false };
            let Some((_, parent_region)) = body.op_position(parent) else { return false };
            if parent_region == ancestor {
                return true;
            }
            current = Some(parent_region);
        }
        false
    }
}
