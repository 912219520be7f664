//! Walking the ops of a body in pre- or post-order, with early exit, and
//! cloning ops with a value mapping.

use rustc_hash::FxHashMap;

use super::body::Body;
use super::ids::{Block, Op, Region, Value};

/// When a walk visits an op relative to the ops nested in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WalkOrder {
    /// An op before the ops in its regions.
    PreOrder,
    /// An op after the ops in its regions.
    PostOrder,
}

/// What a walk callback asks for next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WalkControl {
    /// Go on.
    Advance,
    /// Do not enter this op's regions (pre-order only).
    Skip,
    /// Stop the whole walk.
    Interrupt,
}

/// Walking and cloning.
impl Body {
    /// Visits `op` and the ops nested in its regions that live in this body
    /// (nested isolated ops are visited, their bodies are not). Returns
    /// `false` when the callback interrupted the walk.
    pub fn walk(
        &self,
        op: Op,
        order: WalkOrder,
        callback: &mut dyn FnMut(Op) -> WalkControl,
    ) -> bool {
        if order == WalkOrder::PreOrder {
            match callback(op) {
                WalkControl::Interrupt => return false,
                WalkControl::Skip => return true,
                WalkControl::Advance => {}
            }
        }
        if self.op(op).isolated_body().is_none() {
            for &region in self.op(op).regions() {
                if !self.walk_region(region, order, callback) {
                    return false;
                }
            }
        }
        if order == WalkOrder::PostOrder && callback(op) == WalkControl::Interrupt {
            return false;
        }
        true
    }

    /// Visits every op in `region` (and nested regions in this body).
    pub fn walk_region(
        &self,
        region: Region,
        order: WalkOrder,
        callback: &mut dyn FnMut(Op) -> WalkControl,
    ) -> bool {
        for block in self.region_blocks(region) {
            let mut next = self.first_op(block);
            while let Some(op) = next {
                // Read the successor first so the callback may erase `op`.
                next = self.op(op).next();
                if !self.walk(op, order, callback) {
                    return false;
                }
            }
        }
        true
    }

    /// Visits every op of the body, starting from the regions of the body's
    /// owner (or every region when the body is the top body).
    pub fn walk_all(&self, order: WalkOrder, callback: &mut dyn FnMut(Op) -> WalkControl) -> bool {
        for &region in &self.owner_regions {
            if !self.walk_region(region, order, callback) {
                return false;
            }
        }
        true
    }

    /// Clones `op` (with its regions, when they are in this body) as a
    /// detached op. Operands found in `mapping` are remapped; every cloned
    /// result, block and block argument is added to `mapping`.
    pub fn clone_op(&mut self, op: Op, mapping: &mut ValueMapping) -> Op {
        let data = self.op(op).clone();
        let operands: Vec<Value> = data.operands().map(|value| mapping.lookup(value)).collect();
        let result_types: Vec<_> =
            data.results().iter().map(|value| self.value_type(value)).collect();
        let successors: Vec<Block> =
            data.successors().iter().map(|&block| mapping.lookup_block(block)).collect();
        let isolated = data.isolated_body().is_some();
        let region_count = if isolated { 0 } else { data.regions().len() };
        let clone = self.create_op(
            data.name,
            data.location,
            &operands,
            &result_types,
            &successors,
            region_count,
            data.attributes,
            data.properties.clone(),
        );
        if isolated {
            // The body of an isolated op is shared data of another arena;
            // copying it is the job of the owner of all bodies.
            if let Some(isolated_body) = data.isolated_body() {
                self.set_isolated_body(clone, isolated_body, &[]);
            }
        }
        for (old, new) in data.results().iter().zip(self.op(clone).results()) {
            mapping.values.insert(old, new);
        }
        if !isolated {
            let new_regions = self.op(clone).regions().to_vec();
            for (&old_region, &new_region) in data.regions().iter().zip(&new_regions) {
                self.clone_region_into(old_region, new_region, mapping);
            }
        }
        clone
    }

    /// Clones the blocks of `from` to the end of `into`.
    pub fn clone_region_into(&mut self, from: Region, into: Region, mapping: &mut ValueMapping) {
        let blocks: Vec<Block> = self.region_blocks(from).collect();
        // Create every block first so that forward successor references map.
        for &block in &blocks {
            let new_block = self.create_block();
            let arguments = self.block_arguments(block).to_vec();
            let locations = self.block_argument_locations(block).to_vec();
            for (argument, location) in arguments.into_iter().zip(locations) {
                let ty = self.value_type(argument);
                let new_argument = self.add_block_argument(new_block, ty, location);
                mapping.values.insert(argument, new_argument);
            }
            mapping.blocks.insert(block, new_block);
            self.append_block(into, new_block);
        }
        for &block in &blocks {
            let new_block = mapping.blocks[&block];
            let ops: Vec<Op> = self.block_ops(block).collect();
            for op in ops {
                let clone = self.clone_op(op, mapping);
                self.append_op(new_block, clone);
            }
        }
    }
}

/// Cloning from another body.
impl Body {
    /// Clones `op` of `source` (another body) into this body as a detached
    /// op, as [`Body::clone_op`] does within one body; `location` gives
    /// each clone's location from the original's. Ops nested in `op` that
    /// are isolated from above are not cloned (their bodies belong to the
    /// owner of all bodies): callers check there are none.
    pub fn clone_op_from(
        &mut self,
        source: &Body,
        op: Op,
        mapping: &mut ValueMapping,
        location: &mut dyn FnMut(crate::attributes::Attr) -> crate::attributes::Attr,
    ) -> Op {
        let data = source.op(op);
        let operands: Vec<Value> = data.operands().map(|value| mapping.lookup(value)).collect();
        let result_types: Vec<_> =
            data.results().iter().map(|value| source.value_type(value)).collect();
        let successors: Vec<Block> =
            data.successors().iter().map(|&block| mapping.lookup_block(block)).collect();
        let region_count = if data.isolated_body().is_some() { 0 } else { data.regions().len() };
        let clone = self.create_op(
            data.name,
            location(data.location),
            &operands,
            &result_types,
            &successors,
            region_count,
            data.attributes,
            data.properties.clone(),
        );
        for (old, new) in data.results().iter().zip(self.op(clone).results()) {
            mapping.values.insert(old, new);
        }
        if data.isolated_body().is_none() {
            let new_regions = self.op(clone).regions().to_vec();
            for (&old_region, &new_region) in data.regions().iter().zip(&new_regions) {
                self.clone_region_from(source, old_region, new_region, mapping, location);
            }
        }
        clone
    }

    /// Clones the blocks of region `from` of `source` to the end of `into`.
    pub fn clone_region_from(
        &mut self,
        source: &Body,
        from: Region,
        into: Region,
        mapping: &mut ValueMapping,
        location: &mut dyn FnMut(crate::attributes::Attr) -> crate::attributes::Attr,
    ) {
        let blocks: Vec<Block> = source.region_blocks(from).collect();
        for &block in &blocks {
            let new_block = self.create_block();
            for (&argument, &argument_location) in
                source.block_arguments(block).iter().zip(source.block_argument_locations(block))
            {
                let ty = source.value_type(argument);
                let new_argument = self.add_block_argument(new_block, ty, argument_location);
                mapping.values.insert(argument, new_argument);
            }
            mapping.blocks.insert(block, new_block);
            self.append_block(into, new_block);
        }
        for &block in &blocks {
            let new_block = mapping.blocks[&block];
            for op in source.block_ops(block) {
                let clone = self.clone_op_from(source, op, mapping, location);
                self.append_op(new_block, clone);
            }
        }
    }
}

impl ValueMapping {
    /// Maps block `from` to `to`.
    pub fn map_block(&mut self, from: Block, to: Block) {
        self.blocks.insert(from, to);
    }
}

/// A mapping from old values and blocks to new ones, used when cloning.
#[derive(Default, Debug)]
pub struct ValueMapping {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<Block, Block>,
}

impl ValueMapping {
    /// An empty mapping.
    pub fn new() -> Self {
        Self::default()
    }

    /// Maps `from` to `to`.
    pub fn map(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }

    /// The value `value` maps to, or `value` itself.
    pub fn lookup(&self, value: Value) -> Value {
        self.values.get(&value).copied().unwrap_or(value)
    }

    /// The block `block` maps to, or `block` itself.
    pub fn lookup_block(&self, block: Block) -> Block {
        self.blocks.get(&block).copied().unwrap_or(block)
    }
}
