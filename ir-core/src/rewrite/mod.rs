//! Pattern rewriting, the part patterns need: patterns, the rewriter they
//! change the IR through and the listener that hears of each change,
//! folding one op, and the matchers pattern code uses (the constant value
//! of a value, whether an op is dead).
//!
//! A rewrite works on one [`Body`]: the regions of one isolated op. Values
//! never cross bodies, so bodies are rewritten independently (and in
//! parallel by the passes).
//!
//! The drivers that apply patterns (the greedy driver, with its constant
//! folder and region simplification) and the passes built on them live in
//! the `ir-transforms` crate; nothing in the core calls them.

mod dead;
mod folder;
mod pattern;
pub mod rules;

pub use dead::{is_trivially_dead, would_be_trivially_dead};
pub use folder::{
    constant_op_value, constant_value, fold_op, fold_op_with_constants, materialize_constant,
    Folded,
};
pub use pattern::{FrozenPatterns, OpRewritePattern, RewritePattern};

use crate::ir::{Block, Body, Builder, InsertPoint, Op, Value};
use crate::Context;

/// Hears of every change a rewriter makes; the greedy driver uses it to
/// revisit what changed.
pub trait RewriteListener {
    /// `op` was inserted in a block (created, or moved there).
    fn op_inserted(&mut self, body: &Body, op: Op) {
        let _ = (body, op);
    }

    /// `op` was changed in place (operands, properties, attributes...).
    fn op_modified(&mut self, body: &Body, op: Op) {
        let _ = (body, op);
    }

    /// The results of `op` are about to be replaced by `values`.
    fn op_replaced(&mut self, body: &Body, op: Op, values: &[Value]) {
        let _ = (body, op, values);
    }

    /// `op` is about to be erased (its operands are still in place).
    fn op_erased(&mut self, body: &Body, op: Op) {
        let _ = (body, op);
    }
}

/// A listener that ignores everything.
pub struct NoListener;

impl RewriteListener for NoListener {}

/// Changes a body on behalf of patterns, and tells the driver what changed.
/// Patterns create ops with [`PatternRewriter::builder`] and change
/// existing ones only through the rewriter's methods.
pub struct PatternRewriter<'a> {
    context: &'a Context,
    body: &'a mut Body,
    insert_point: InsertPoint,
    listener: &'a mut dyn RewriteListener,
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter of `body` reporting to `listener`.
    pub fn new(
        context: &'a Context,
        body: &'a mut Body,
        listener: &'a mut dyn RewriteListener,
    ) -> Self {
        PatternRewriter { context, body, insert_point: InsertPoint::Detached, listener }
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.context
    }

    /// The body, to read.
    pub fn body(&self) -> &Body {
        self.body
    }

    /// The body, to change without telling the listener: for a driver's
    /// own bookkeeping (region simplification drops dead block arguments
    /// this way). Patterns change the IR through the other methods, so the
    /// driver sees what they did.
    pub fn body_mut_unnotified(&mut self) -> &mut Body {
        self.body
    }

    /// The op defining `value`, if it is an op result.
    pub fn defining_op(&self, value: Value) -> Option<Op> {
        match self.body.value(value).def() {
            crate::ir::ValueDef::Result { op, .. } => Some(op),
            crate::ir::ValueDef::BlockArgument { .. } => None,
        }
    }

    /// Where [`PatternRewriter::builder`] creates ops.
    pub fn insert_point(&self) -> InsertPoint {
        self.insert_point
    }

    /// Creates ops just before `op`.
    pub fn set_insertion_point_before(&mut self, op: Op) {
        self.insert_point = InsertPoint::Before(op);
    }

    /// Creates ops just after `op`.
    pub fn set_insertion_point_after(&mut self, op: Op) {
        self.insert_point = match self.body.op(op).next() {
            Some(next) => InsertPoint::Before(next),
            None => match self.body.op(op).parent_block() {
                Some(block) => InsertPoint::End(block),
                None => InsertPoint::Detached,
            },
        };
    }

    /// Creates ops at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: Block) {
        self.insert_point = InsertPoint::End(block);
    }

    /// Creates ops at the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: Block) {
        self.insert_point = match self.body.first_op(block) {
            Some(first) => InsertPoint::Before(first),
            None => InsertPoint::End(block),
        };
    }

    /// A builder at the insertion point whose new ops the driver sees.
    pub fn builder(&mut self) -> Builder<'_> {
        Builder::with_listener(self.context, self.body, self.insert_point, self.listener)
    }

    /// Replaces every use of the results of `op` with `values` (one per
    /// result) and erases `op`.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        debug_assert_eq!(self.body.op(op).results().len(), values.len());
        self.listener.op_replaced(self.body, op, values);
        let results: Vec<Value> = self.body.op(op).results().to_vec();
        for (result, &value) in results.into_iter().zip(values) {
            self.replace_all_uses_with(result, value);
        }
        self.erase_op(op);
    }

    /// Makes every use of `from` a use of `to`; each user counts as
    /// modified.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        // MLIR keeps the newest use first; the body keeps uses in the order
        // they were made, so the users are told of in reverse.
        let mut users: smallvec::SmallVec<[Op; 8]> = smallvec::SmallVec::new();
        for user in self.body.uses(from).iter().rev() {
            if users.last() != Some(&user.op) {
                users.push(user.op);
            }
        }
        self.body.replace_all_uses(from, to);
        for user in users {
            self.listener.op_modified(self.body, user);
        }
    }

    /// Erases `op` and the ops in its regions (innermost first, each
    /// announced to the listener). Its results must have no uses left.
    pub fn erase_op(&mut self, op: Op) {
        if self.body.op(op).isolated_body().is_none() && !self.body.op(op).regions().is_empty() {
            // Innermost first: regions, blocks and ops from the last.
            let mut nested = Vec::new();
            collect_nested_for_erasure(self.body, op, &mut nested);
            for inner in nested {
                self.listener.op_erased(self.body, inner);
            }
        }
        self.listener.op_erased(self.body, op);
        self.body.erase_op(op);
    }

    /// Changes `op` in place with `change`, then tells the listener.
    pub fn modify_op_in_place<R>(&mut self, op: Op, change: impl FnOnce(&mut Body) -> R) -> R {
        let result = change(self.body);
        self.listener.op_modified(self.body, op);
        result
    }

    /// Moves `op` to just before `before`.
    pub fn move_op_before(&mut self, op: Op, before: Op) {
        self.body.move_op_before(op, before);
        self.listener.op_inserted(self.body, op);
    }

    /// Moves every op of `source` to the end of `dest`, replacing the uses of
    /// the arguments of `source` with `arguments`, and erases `source`
    /// (which must have no predecessors left).
    pub fn merge_blocks(&mut self, source: Block, dest: Block, arguments: &[Value]) {
        self.inline_block(source, InsertPoint::End(dest), arguments);
    }

    /// Moves every op of `source` before `before`, as
    /// [`PatternRewriter::merge_blocks`] does.
    pub fn inline_block_before(&mut self, source: Block, before: Op, arguments: &[Value]) {
        self.inline_block(source, InsertPoint::Before(before), arguments);
    }

    fn inline_block(&mut self, source: Block, point: InsertPoint, arguments: &[Value]) {
        let block_arguments: Vec<Value> = self.body.block_arguments(source).to_vec();
        debug_assert_eq!(block_arguments.len(), arguments.len());
        for (argument, &value) in block_arguments.into_iter().zip(arguments) {
            self.replace_all_uses_with(argument, value);
        }
        let ops: Vec<Op> = self.body.block_ops(source).collect();
        for op in ops {
            self.body.detach_op(op);
            match point {
                InsertPoint::End(block) => self.body.append_op(block, op),
                InsertPoint::Before(before) => self.body.insert_op_before(before, op),
                InsertPoint::Detached => continue,
            }
            self.listener.op_inserted(self.body, op);
        }
        self.body.detach_block(source);
    }

    /// Erases `block` and its ops; no op outside it may use its values or
    /// branch to it.
    pub fn erase_block(&mut self, block: Block) {
        let ops: Vec<Op> = self.body.block_ops(block).collect();
        for &op in ops.iter().rev() {
            self.erase_op(op);
        }
        self.body.detach_block(block);
    }
}

/// The ops nested in `op`'s regions in the order they are erased: regions,
/// blocks and ops from the last, each op after the ops nested in it.
fn collect_nested_for_erasure(body: &Body, op: Op, order: &mut Vec<Op>) {
    if body.op(op).isolated_body().is_some() {
        return;
    }
    for &region in body.op(op).regions().iter().rev() {
        let blocks: Vec<Block> = body.region_blocks(region).collect();
        for &block in blocks.iter().rev() {
            let ops: Vec<Op> = body.block_ops(block).collect();
            for &inner in ops.iter().rev() {
                collect_nested_for_erasure(body, inner, order);
                order.push(inner);
            }
        }
    }
}
