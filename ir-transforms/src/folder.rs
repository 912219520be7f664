//! [`OperationFolder`]: the constants of one round of the greedy driver,
//! one op per (dialect, value, type) in each region where constants
//! gather, hoisted to the start of that region's entry block.

use rustc_hash::FxHashMap;

use ir_core::attributes::Attr;
use ir_core::ir::{Block, Body, Op, Region};
use ir_core::types::Type;
use ir_core::Context;

/// The key of a uniqued constant: its dialect, value and type.
type ConstantKey = (&'static str, Attr, Type);

/// The constants known in one round of the greedy driver: one op per
/// (dialect, value, type) in each region where constants gather.
#[derive(Default)]
pub struct OperationFolder {
    constants: FxHashMap<(Region, ConstantKey), Op>,
    /// The constants the folder knows, with their keys.
    owned: FxHashMap<Op, (Region, ConstantKey)>,
}

impl OperationFolder {
    /// A folder that knows no constant yet.
    pub fn new() -> Self {
        OperationFolder::default()
    }

    /// Whether `op` is a constant the folder knows.
    pub fn is_owned(&self, op: Op) -> bool {
        self.owned.contains_key(&op)
    }

    /// Forgets `op` (about to be erased).
    pub fn notify_removal(&mut self, op: Op) {
        if let Some(key) = self.owned.remove(&op) {
            if self.constants.get(&key) == Some(&op) {
                self.constants.remove(&key);
            }
        }
    }

    /// The known constant for `key` in `region`.
    pub fn lookup(&self, region: Region, key: ConstantKey) -> Option<Op> {
        self.constants.get(&(region, key)).copied()
    }

    /// Makes `op` the constant for `key` in `region`.
    pub fn register(&mut self, region: Region, key: ConstantKey, op: Op) {
        self.constants.insert((region, key), op);
        self.owned.insert(op, (region, key));
    }

    /// The region where constants used in `block` gather: the nearest
    /// enclosing region whose op may be isolated from above (the body's
    /// own op, or an unregistered op, which may be).
    pub fn insertion_region(context: &Context, body: &Body, block: Block) -> Option<Region> {
        let mut block = block;
        loop {
            let region = body.block_parent(block)?;
            let Some(parent) = body.region_parent_op(region) else { return Some(region) };
            if !context.is_registered(body.op(parent).name) {
                return Some(region);
            }
            match body.op(parent).parent_block() {
                Some(parent_block) => block = parent_block,
                None => return Some(region),
            }
        }
    }

    /// The key of the constant op `op` holding `value`.
    pub fn key(context: &Context, body: &Body, op: Op, value: Attr) -> Option<ConstantKey> {
        let data = body.op(op);
        let dialect = context.op_dialect(data.name).map_or("", |dialect| dialect.name);
        let ty = body.value_type(data.results().first()?);
        Some((dialect, value, ty))
    }
}
