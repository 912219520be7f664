//! Region simplification: erasing the blocks no path reaches, and a
//! liveness-based dead code elimination that drops dead ops, the block
//! arguments nothing needs and the branch operands passed to them. The
//! greedy driver runs both after each round of patterns; `dce` runs them
//! alone.
//!
//! Whether one op is dead on its own is the core's question
//! (`ir_core::rewrite::is_trivially_dead`); this module only adds the
//! analysis across blocks and the erasing.

use ir_core::entity::EntityId;
use ir_core::ir::{Block, Body, Op, Region, Value};
use ir_core::rewrite::{would_be_trivially_dead, PatternRewriter};
use ir_core::traits::TraitFlags;
use ir_core::Context;
use smallvec::SmallVec;

/// Erases the blocks of `regions` (and of regions nested in their ops)
/// that no path from the entry block reaches; whether any was erased.
pub fn erase_unreachable_blocks(
    context: &Context,
    rewriter: &mut PatternRewriter<'_>,
    regions: &[Region],
) -> bool {
    let mut erased = false;
    // A function's region and the few regions of its ops: no allocation.
    let mut worklist: SmallVec<[Region; 4]> = regions.into();
    while let Some(region) = worklist.pop() {
        let body = rewriter.body();
        let Some(entry) = body.entry_block(region) else { continue };
        if body.next_block(entry).is_none() {
            worklist.extend(nested_regions(body, entry));
            continue;
        }
        let blocks: Vec<Block> = body.region_blocks(region).collect();
        let reachable = reachable_blocks(body, entry);
        let mut dead = Vec::new();
        for &block in &blocks {
            if reachable.contains(&block) {
                worklist.extend(nested_regions(rewriter.body(), block));
            } else {
                dead.push(block);
            }
        }
        for block in dead {
            rewriter.erase_block(block);
            erased = true;
        }
    }
    let _ = context;
    erased
}

/// The regions of the ops of `block` that live in this body.
fn nested_regions(body: &Body, block: Block) -> Vec<Region> {
    let mut regions = Vec::new();
    for op in body.block_ops(block) {
        if body.op(op).isolated_body().is_none() {
            regions.extend_from_slice(body.op(op).regions());
        }
    }
    regions
}

/// The blocks reachable from `entry` through successors.
fn reachable_blocks(body: &Body, entry: Block) -> rustc_hash::FxHashSet<Block> {
    let mut seen = rustc_hash::FxHashSet::default();
    let mut stack = vec![entry];
    while let Some(block) = stack.pop() {
        if !seen.insert(block) {
            continue;
        }
        if let Some(terminator) = body.last_op(block) {
            stack.extend(body.op(terminator).successors().iter().copied());
        }
    }
    seen
}

/// The blocks reachable from `entry`, in depth-first post-order (successors
/// before the blocks that branch to them, entry last).
fn post_order(body: &Body, entry: Block) -> SmallVec<[Block; 1]> {
    // A region of one block is its own order (nothing branches to an
    // entry block), and needs no search.
    if body.next_block(entry).is_none() {
        return SmallVec::from_buf([entry]);
    }
    let mut order = SmallVec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    seen.insert(entry);
    let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
    while let Some((block, next)) = stack.pop() {
        let successors: &[Block] =
            body.last_op(block).map_or(&[], |terminator| body.op(terminator).successors());
        if let Some(&successor) = successors.get(next) {
            stack.push((block, next + 1));
            if seen.insert(successor) {
                stack.push((successor, 0));
            }
        } else {
            order.push(block);
        }
    }
    order
}

/// A set of entity indices, as bits (those of a body of up to 128
/// entities in place: region DCE runs on every function).
#[derive(Default)]
struct Marks {
    words: SmallVec<[u64; 2]>,
}

impl Marks {
    fn with_capacity(count: usize) -> Self {
        Marks { words: smallvec::smallvec![0; count.div_ceil(64)] }
    }

    /// Adds `index`; whether it was new.
    fn insert(&mut self, index: usize) -> bool {
        let (word, bit) = (index / 64, 1u64 << (index % 64));
        if word >= self.words.len() {
            self.words.resize(word + 1, 0);
        }
        let new = self.words[word] & bit == 0;
        self.words[word] |= bit;
        new
    }

    fn clear(&mut self) {
        self.words.fill(0);
    }

    fn contains(&self, index: usize) -> bool {
        self.words.get(index / 64).is_some_and(|word| word & (1u64 << (index % 64)) != 0)
    }
}

/// What region DCE knows is live, and what the pass over the regions in
/// progress has seen.
struct Liveness {
    ops: Marks,
    values: Marks,
    /// Whether the current pass marked anything live.
    changed: bool,
    /// The ops the current pass has decided on.
    visited: Marks,
    /// Whether the current pass read a liveness that may still change: an
    /// op it had not decided on yet found dead, or a successor's argument
    /// found dead. A pass without one reached the fixpoint, so no second
    /// pass is needed to confirm it.
    stale_read: bool,
    /// Whether the current pass left an op dead.
    dead_op: bool,
    /// Block arguments the current pass found dead when it finished their
    /// block (a branch seen later may still make them live).
    dead_argument_candidates: Vec<Value>,
    /// Whether a region has blocks no path reaches (their arguments are
    /// dropped, though no pass looks at them).
    unreachable_blocks: bool,
}

impl Liveness {
    fn new(body: &Body) -> Self {
        Liveness {
            ops: Marks::with_capacity(body.op_capacity()),
            values: Marks::with_capacity(body.value_capacity()),
            changed: false,
            visited: Marks::with_capacity(body.op_capacity()),
            stale_read: false,
            dead_op: false,
            dead_argument_candidates: Vec::new(),
            unreachable_blocks: false,
        }
    }

    fn begin_pass(&mut self) {
        self.changed = false;
        self.visited.clear();
        self.stale_read = false;
        self.dead_op = false;
        self.dead_argument_candidates.clear();
        self.unreachable_blocks = false;
    }

    /// Whether the pass just made leaves nothing to erase.
    fn all_live(&self) -> bool {
        !self.dead_op
            && !self.unreachable_blocks
            && self.dead_argument_candidates.iter().all(|&argument| self.value_is_live(argument))
    }

    fn set_op(&mut self, op: Op) {
        self.changed |= self.ops.insert(op.index());
    }

    fn set_value(&mut self, value: Value) {
        self.changed |= self.values.insert(value.index());
    }

    fn op_is_live(&self, op: Op) -> bool {
        self.ops.contains(op.index())
    }

    /// Whether `user` is live, as a use of another op's result sees it.
    fn user_is_live(&mut self, user: Op) -> bool {
        let live = self.op_is_live(user);
        if !live && !self.visited.contains(user.index()) {
            self.stale_read = true;
        }
        live
    }

    fn value_is_live(&self, value: Value) -> bool {
        self.values.contains(value.index())
    }
}

/// Erases the ops of `regions` that nothing live needs, and the block
/// arguments (of non-entry blocks) and successor operands nothing needs,
/// by an optimistic liveness fixpoint that sees through branches; whether
/// anything was erased.
pub fn run_region_dce(
    context: &Context,
    rewriter: &mut PatternRewriter<'_>,
    regions: &[Region],
) -> bool {
    let mut liveness = Liveness::new(rewriter.body());
    loop {
        liveness.begin_pass();
        for &region in regions {
            propagate_region(context, rewriter.body(), region, &mut liveness);
        }
        // Ops are visited users first, so in a region without cycles or
        // branches one pass already reads only final liveness.
        if !liveness.changed || !liveness.stale_read {
            break;
        }
    }
    if liveness.all_live() {
        return false;
    }
    delete_dead(context, rewriter, regions, &liveness)
}

fn propagate_region(context: &Context, body: &Body, region: Region, liveness: &mut Liveness) {
    let Some(entry) = body.entry_block(region) else { return };
    let order = post_order(body, entry);
    // Only a region of several blocks can have some that no path reaches
    // (the entry alone may be all that is reachable).
    if body.next_block(entry).is_some() && body.region_blocks(region).count() != order.len() {
        liveness.unreachable_blocks = true;
    }
    for block in order {
        let mut next = body.last_op(block);
        while let Some(op) = next {
            next = body.op(op).prev();
            propagate_op(context, body, op, liveness);
            liveness.visited.insert(op.index());
        }
        if block == entry {
            continue;
        }
        for &argument in body.block_arguments(block) {
            if !liveness.value_is_live(argument) {
                process_value(context, body, argument, liveness);
                if !liveness.value_is_live(argument) {
                    liveness.dead_argument_candidates.push(argument);
                }
            }
        }
    }
}

fn propagate_op(context: &Context, body: &Body, op: Op, liveness: &mut Liveness) {
    if body.op(op).isolated_body().is_none() {
        for &region in body.op(op).regions() {
            propagate_region(context, body, region, liveness);
        }
    }
    if context.op_traits(body.op(op).name).contains(TraitFlags::TERMINATOR) {
        propagate_terminator(context, body, op, liveness);
        return;
    }
    if liveness.op_is_live(op) {
        return;
    }
    if !would_be_trivially_dead(context, body, op) {
        liveness.set_op(op);
        return;
    }
    for result in body.op(op).results() {
        process_value(context, body, result, liveness);
    }
    if body.op(op).results().iter().any(|result| liveness.value_is_live(result)) {
        liveness.set_op(op);
    } else {
        liveness.dead_op = true;
    }
}

fn propagate_terminator(context: &Context, body: &Body, op: Op, liveness: &mut Liveness) {
    liveness.set_op(op);
    if body.op(op).successors().is_empty() {
        return;
    }
    if ir_core::interfaces::DynBranchOpInterface::cast(context, body, op).is_none() {
        for &successor in body.op(op).successors() {
            for &argument in body.block_arguments(successor) {
                liveness.set_value(argument);
            }
        }
    }
    // The operands a branch passes are live only if their argument is:
    // nothing the terminator produces itself needs marking.
}

fn process_value(context: &Context, body: &Body, value: Value, liveness: &mut Liveness) {
    let live = body.uses(value).iter().any(|user| {
        if is_use_known_dead(context, body, user.op, user.operand_index as usize, liveness) {
            return false;
        }
        liveness.user_is_live(user.op)
    });
    if live {
        liveness.set_value(value);
    }
}

/// Whether operand `index` of `user` only feeds a successor argument that
/// is not live.
fn is_use_known_dead(
    context: &Context,
    body: &Body,
    user: Op,
    index: usize,
    liveness: &mut Liveness,
) -> bool {
    // Only an op with successors passes values to block arguments; most
    // users have none, and need no interface lookup.
    if body.op(user).successors().is_empty() {
        return false;
    }
    let Some(branch) = ir_core::interfaces::DynBranchOpInterface::cast(context, body, user) else {
        return false;
    };
    for (successor_index, &successor) in body.op(user).successors().iter().enumerate() {
        let range = branch.successor_operands(context, body, successor_index);
        if range.contains(&index) {
            let argument = body.block_arguments(successor).get(index - range.start).copied();
            let dead = argument.is_some_and(|argument| !liveness.value_is_live(argument));
            // The argument's block may be decided later in this pass.
            liveness.stale_read |= dead;
            return dead;
        }
    }
    false
}

fn delete_dead(
    context: &Context,
    rewriter: &mut PatternRewriter<'_>,
    regions: &[Region],
    liveness: &Liveness,
) -> bool {
    let mut erased = false;
    for &region in regions {
        let Some(entry) = rewriter.body().entry_block(region) else { continue };
        let single_block = rewriter.body().next_block(entry).is_none();
        for block in post_order(rewriter.body(), entry) {
            if !single_block {
                if let Some(terminator) = rewriter.body().last_op(block) {
                    erase_dead_successor_operands(context, rewriter, terminator, liveness);
                }
            }
            let ops: Vec<Op> = rewriter.body().block_ops(block).collect();
            for &op in ops.iter().rev() {
                if !liveness.op_is_live(op) {
                    rewriter.erase_op(op);
                    erased = true;
                } else if rewriter.body().op(op).isolated_body().is_none() {
                    let nested: Vec<Region> = rewriter.body().op(op).regions().to_vec();
                    erased |= delete_dead(context, rewriter, &nested, liveness);
                }
            }
        }
        let blocks: Vec<Block> = rewriter.body().region_blocks(region).skip(1).collect();
        for block in blocks {
            let count = rewriter.body().block_arguments(block).len();
            for index in (0..count).rev() {
                let argument = rewriter.body().block_arguments(block)[index];
                if !liveness.value_is_live(argument) {
                    rewriter.body_mut_unnotified().erase_block_argument(block, index);
                    erased = true;
                }
            }
        }
    }
    erased
}

/// Drops the operands `terminator` passes to successor arguments that are
/// not live, last first.
fn erase_dead_successor_operands(
    context: &Context,
    rewriter: &mut PatternRewriter<'_>,
    terminator: Op,
    liveness: &Liveness,
) {
    let Some(branch) =
        ir_core::interfaces::DynBranchOpInterface::cast(context, rewriter.body(), terminator)
    else {
        return;
    };
    let successors: Vec<Block> = rewriter.body().op(terminator).successors().to_vec();
    for (successor_index, &successor) in successors.iter().enumerate().rev() {
        let count = branch.successor_operands(context, rewriter.body(), successor_index).len();
        for position in (0..count).rev() {
            let argument = rewriter.body().block_arguments(successor).get(position).copied();
            if argument.is_some_and(|argument| !liveness.value_is_live(argument)) {
                let body = rewriter.body_mut_unnotified();
                branch.erase_successor_operand(context, body, successor_index, position);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use ir_core::ir::{Ir, Region};
    use ir_core::rewrite::{NoListener, PatternRewriter};
    use ir_core::Context;

    fn parse(context: &Context, source: &str) -> Ir {
        match ir_core::text::parse_source(context, "f.mlir", source, 0) {
            Ok(parsed) => parsed.ir,
            Err(diagnostic) => panic!("the test input does not parse: {diagnostic:?}"),
        }
    }

    /// Runs region DCE alone on the function's body; whether it erased
    /// anything, and the printed result.
    fn region_dce(source: &str) -> (bool, String) {
        let context = Context::new();
        dialects::register_all(&context);
        let mut ir = parse(&context, source);
        let function = ir.bodies().find_map(|(id, body)| {
            let owner = body.owner_name()?;
            (context.op_name_str(owner) == "func.func").then_some(id)
        });
        let body = ir.body_mut(function.expect("a function"));
        let regions: Vec<Region> = body.owner_regions().to_vec();
        let mut listener = NoListener;
        let mut rewriter = PatternRewriter::new(&context, body, &mut listener);
        let erased = super::run_region_dce(&context, &mut rewriter, &regions);
        let text = ir_core::text::print_ir(&context, &ir, &Default::default(), Default::default());
        (erased, text)
    }

    /// (Region DCE runs after unreachable blocks are erased; on its own it
    /// drops their unused arguments, and an argument used there must not
    /// be: the ops of such a block are never visited.)
    #[test]
    fn drops_the_arguments_of_a_block_no_path_reaches() {
        let (erased, text) = region_dce(
            "func.func @f(%a: i32) -> i32 {
  return %a : i32
^unreached(%x: i32):
  return %a : i32
}
",
        );
        assert!(erased, "nothing erased:\n{text}");
        assert!(text.contains("^bb1:"), "the argument stayed:\n{text}");
    }

    #[test]
    fn keeps_what_a_loop_needs_and_drops_what_it_carries_for_nothing() {
        let (erased, text) = region_dce(
            "func.func @f(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %unused: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  %carried = arith.addi %unused, %c1 : i32
  cf.br ^head(%next, %carried : i32, i32)
^exit:
  return %i : i32
}
",
        );
        assert!(erased, "nothing erased:\n{text}");
        assert!(text.contains("^bb1(%0: i32):"), "the loop kept its dead argument:\n{text}");
        assert_eq!(text.matches("arith.addi").count(), 1, "the carried value stayed:\n{text}");
    }

    #[test]
    fn erases_nothing_when_everything_is_live() {
        let (erased, _) = region_dce(
            "func.func @f(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  return %b : i32
}
",
        );
        assert!(!erased);
    }
}
