//! The canonicalization patterns of the `cf` dialect, as MLIR 22 has them:
//! assertions of `true` go, branches to single-predecessor blocks merge
//! them, branches through blocks that only branch on skip them, and
//! conditional branches on known conditions become branches.

use std::ops::Range;

use ir_core::attributes::AttrData;
use ir_core::interfaces::BranchOpInterface;
use ir_core::ir::{Block, Body, Op, Value, ValueDef};
use ir_core::ods::verify::operand_range;
use ir_core::rewrite::{constant_value, OpRewritePattern, PatternRewriter};
use ir_core::Context;

use super::{AssertOp, BranchOp, CondBranchOp, SwitchOp};

/// The edges into `block`: each terminator of its region that branches to
/// it, once per successor slot.
fn predecessors(body: &Body, block: Block) -> Vec<Block> {
    let Some(region) = body.block_parent(block) else { return Vec::new() };
    let mut found = Vec::new();
    for candidate in body.region_blocks(region) {
        let Some(terminator) = body.last_op(candidate) else { continue };
        for &successor in body.op(terminator).successors() {
            if successor == block {
                found.push(candidate);
            }
        }
    }
    found
}

/// The predecessor of `block` when exactly one edge enters it.
fn single_predecessor(body: &Body, block: Block) -> Option<Block> {
    match predecessors(body, block).as_slice() {
        [only] => Some(*only),
        _ => None,
    }
}

/// The block all edges into `block` come from, if they all come from one.
fn unique_predecessor(body: &Body, block: Block) -> Option<Block> {
    let edges = predecessors(body, block);
    let first = *edges.first()?;
    edges.iter().all(|&edge| edge == first).then_some(first)
}

/// The value of `value` as an integer constant's bits.
fn constant_bits(context: &Context, body: &Body, value: Value) -> Option<u128> {
    match context.attr_data(constant_value(context, body, value)?) {
        AttrData::Integer { bits, .. } => Some(bits.get()),
        _ => None,
    }
}

/// `cf.assert %true` goes.
pub struct EraseTrueAssertion;

impl OpRewritePattern for EraseTrueAssertion {
    type Op = AssertOp;

    fn match_and_rewrite(&self, op: AssertOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let condition =
            constant_bits(rewriter.context(), rewriter.body(), op.arg(rewriter.body()))?;
        if condition & 1 != 1 {
            return None;
        }
        rewriter.erase_op(op.op());
        Some(())
    }
}

/// When `successor` only holds a `cf.br` that does not loop back, the
/// destination and operands a branch to `successor` can take instead.
fn collapse_branch(
    body: &Body,
    successor: Block,
    operands: &[Value],
) -> Option<(Block, Vec<Value>)> {
    let branch_op = body.first_op(successor)?;
    if body.op(branch_op).next().is_some() {
        return None;
    }
    let branch = body.op(branch_op);
    let destination = *branch.successors().first()?;
    if branch.successors().len() != 1 {
        return None;
    }
    // The successor's arguments may only feed the branch.
    for &argument in body.block_arguments(successor) {
        if body.uses(argument).iter().any(|user| user.op != branch_op) {
            return None;
        }
    }
    if destination == successor {
        return None;
    }
    let forwarded: Vec<Value> = branch.operands().collect();
    Some((
        destination,
        forwarded
            .into_iter()
            .map(|value| match body.value(value).def() {
                ValueDef::BlockArgument { block, index } if block == successor => {
                    operands.get(index as usize).copied().unwrap_or(value)
                }
                _ => value,
            })
            .collect(),
    ))
}

/// [`collapse_branch`], for a successor whose only op is a `cf.br` and
/// whose chain of `cf.br`s does not come back to it.
fn collapse(
    context: &Context,
    body: &Body,
    successor: Block,
    operands: &[Value],
) -> Option<(Block, Vec<Value>)> {
    let branch = BranchOp::cast(context, body, body.first_op(successor)?)?;
    let destination = branch.dest(body);
    // A chain of branches that comes back is a loop: leave it.
    let mut visited = vec![successor, destination];
    let mut next = body.last_op(destination).and_then(|op| BranchOp::cast(context, body, op));
    while let Some(branch) = next {
        let target = branch.dest(body);
        if visited.contains(&target) {
            return None;
        }
        visited.push(target);
        next = body.last_op(target).and_then(|op| BranchOp::cast(context, body, op));
    }
    collapse_branch(body, successor, operands)
}

/// `cf.br` to a block with no other predecessor merges the block in; a
/// `cf.br` to a block that only branches on goes straight to the final
/// destination.
pub struct SimplifyBranch;

impl OpRewritePattern for SimplifyBranch {
    type Op = BranchOp;

    fn match_and_rewrite(&self, op: BranchOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let dest = op.dest(body);
        let block = body.op(op.op()).parent_block()?;
        let operands: Vec<Value> = op.destOperands(body).collect();
        if dest != block && single_predecessor(body, dest).is_some() {
            rewriter.erase_op(op.op());
            rewriter.merge_blocks(dest, block, &operands);
            return Some(());
        }
        if dest == block {
            return None;
        }
        let (target, target_operands) = collapse(context, body, dest, &operands)?;
        let location = body.op(op.op()).location;
        let branch = BranchOp::build(&mut rewriter.builder(), location, &target_operands, target);
        rewriter.replace_op(op.op(), &[]);
        let _ = branch;
        Some(())
    }
}

/// `cf.cond_br` on a constant condition becomes a `cf.br`.
pub struct SimplifyConstCondBranchPred;

impl OpRewritePattern for SimplifyConstCondBranchPred {
    type Op = CondBranchOp;

    fn match_and_rewrite(
        &self,
        op: CondBranchOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Option<()> {
        let body = rewriter.body();
        let condition = constant_bits(rewriter.context(), body, op.condition(body))?;
        let (dest, operands): (Block, Vec<Value>) = if condition != 0 {
            (op.trueDest(body), op.trueDestOperands(body).collect())
        } else {
            (op.falseDest(body), op.falseDestOperands(body).collect())
        };
        let location = body.op(op.op()).location;
        BranchOp::build(&mut rewriter.builder(), location, &operands, dest);
        rewriter.replace_op(op.op(), &[]);
        Some(())
    }
}

/// `cf.cond_br` to blocks that only branch on goes to their destinations.
pub struct SimplifyPassThroughCondBranch;

impl OpRewritePattern for SimplifyPassThroughCondBranch {
    type Op = CondBranchOp;

    fn match_and_rewrite(
        &self,
        op: CondBranchOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let (true_dest, false_dest) = (op.trueDest(body), op.falseDest(body));
        let true_operands: Vec<Value> = op.trueDestOperands(body).collect();
        let false_operands: Vec<Value> = op.falseDestOperands(body).collect();
        let collapsed_true = collapse(context, body, true_dest, &true_operands);
        let collapsed_false = collapse(context, body, false_dest, &false_operands);
        if collapsed_true.is_none() && collapsed_false.is_none() {
            return None;
        }
        let (true_dest, true_operands) = collapsed_true.unwrap_or((true_dest, true_operands));
        let (false_dest, false_operands) = collapsed_false.unwrap_or((false_dest, false_operands));
        let condition = op.condition(body);
        let weights = op.branch_weights(body).cloned();
        let location = body.op(op.op()).location;
        CondBranchOp::build(
            &mut rewriter.builder(),
            location,
            condition,
            &true_operands,
            &false_operands,
            weights,
            true_dest,
            false_dest,
        );
        rewriter.replace_op(op.op(), &[]);
        Some(())
    }
}

/// `cf.cond_br` with one destination: a `cf.br`, with an `arith.select`
/// for each operand that differs when the block is the only predecessor.
pub struct SimplifyCondBranchIdenticalSuccessors;

impl OpRewritePattern for SimplifyCondBranchIdenticalSuccessors {
    type Op = CondBranchOp;

    fn match_and_rewrite(
        &self,
        op: CondBranchOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Option<()> {
        let body = rewriter.body();
        let dest = op.trueDest(body);
        if dest != op.falseDest(body) {
            return None;
        }
        let true_operands: Vec<Value> = op.trueDestOperands(body).collect();
        let false_operands: Vec<Value> = op.falseDestOperands(body).collect();
        let location = body.op(op.op()).location;
        if true_operands == false_operands {
            BranchOp::build(&mut rewriter.builder(), location, &true_operands, dest);
            rewriter.replace_op(op.op(), &[]);
            return Some(());
        }
        if unique_predecessor(body, dest) != body.op(op.op()).parent_block() {
            return None;
        }
        let condition = op.condition(body);
        let mut merged = Vec::with_capacity(true_operands.len());
        for (&on_true, &on_false) in true_operands.iter().zip(&false_operands) {
            if on_true == on_false {
                merged.push(on_true);
            } else {
                let select = crate::arith::SelectOp::build(
                    &mut rewriter.builder(),
                    location,
                    condition,
                    on_true,
                    on_false,
                );
                merged.push(select.result(rewriter.body()));
            }
        }
        BranchOp::build(&mut rewriter.builder(), location, &merged, dest);
        rewriter.replace_op(op.op(), &[]);
        Some(())
    }
}

/// A `cf.cond_br` in a block reached only from a `cf.cond_br` on the same
/// condition knows which way it goes.
pub struct SimplifyCondBranchFromCondBranchOnSameCondition;

impl OpRewritePattern for SimplifyCondBranchFromCondBranchOnSameCondition {
    type Op = CondBranchOp;

    fn match_and_rewrite(
        &self,
        op: CondBranchOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let block = body.op(op.op()).parent_block()?;
        let predecessor = single_predecessor(body, block)?;
        let previous = CondBranchOp::cast(context, body, body.last_op(predecessor)?)?;
        if previous.condition(body) != op.condition(body) {
            return None;
        }
        let (dest, operands): (Block, Vec<Value>) = if previous.trueDest(body) == block {
            (op.trueDest(body), op.trueDestOperands(body).collect())
        } else {
            (op.falseDest(body), op.falseDestOperands(body).collect())
        };
        let location = body.op(op.op()).location;
        BranchOp::build(&mut rewriter.builder(), location, &operands, dest);
        rewriter.replace_op(op.op(), &[]);
        Some(())
    }
}

/// In a destination reached only through this `cf.cond_br`, the condition
/// is known: its uses there become `arith.constant true` (or `false`).
pub struct CondBranchTruthPropagation;

impl OpRewritePattern for CondBranchTruthPropagation {
    type Op = CondBranchOp;

    fn match_and_rewrite(
        &self,
        op: CondBranchOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let condition = op.condition(body);
        let location = body.op(op.op()).location;
        let i1 = context.integer_type(1);
        let mut replaced = false;
        for (dest, value) in [(op.trueDest(body), 1), (op.falseDest(body), 0)] {
            if single_predecessor(rewriter.body(), dest).is_none() {
                continue;
            }
            // Uses in the order MLIR keeps them: the latest first.
            let uses: Vec<(Op, u32)> = rewriter
                .body()
                .uses(condition)
                .iter()
                .rev()
                .map(|user| (user.op, user.operand_index))
                .collect();
            let mut constant = None;
            for (user, index) in uses {
                if rewriter.body().op(user).parent_block() != Some(dest) {
                    continue;
                }
                replaced = true;
                let constant = *constant.get_or_insert_with(|| {
                    let attr = context.integer_attr(i1, value);
                    let created =
                        crate::arith::ConstantOp::build(&mut rewriter.builder(), location, attr);
                    created.result(rewriter.body())
                });
                rewriter.modify_op_in_place(user, |body| {
                    body.set_operand(user, index as usize, constant)
                });
            }
        }
        replaced.then_some(())
    }
}

/// The operand numbers `op` passes to successor `successor`.
fn switch_successor_operands(body: &Body, op: SwitchOp, successor: usize) -> Range<usize> {
    let spec = SwitchOp::DEFINITION;
    if successor == 0 {
        return operand_range(body, op.op(), spec, 1);
    }
    let cases = operand_range(body, op.op(), spec, 2);
    let segments = &op.case_operand_segments(body).0;
    let start: usize = segments.iter().take(successor - 1).map(|&size| size.max(0) as usize).sum();
    let size = segments.get(successor - 1).map_or(0, |&size| size.max(0) as usize);
    let begin = (cases.start + start).min(cases.end);
    begin..(begin + size).min(cases.end)
}

impl BranchOpInterface for BranchOp {
    fn successor_operands(
        self,
        _context: &Context,
        body: &Body,
        _successor: usize,
    ) -> Range<usize> {
        0..body.op(self.op()).operand_count()
    }

    fn erase_successor_operand(
        self,
        _context: &Context,
        body: &mut Body,
        _successor: usize,
        position: usize,
    ) {
        let mut operands: Vec<Value> = self.destOperands(body).collect();
        if position < operands.len() {
            operands.remove(position);
            self.set_destOperands(body, &operands);
        }
    }
}

impl BranchOpInterface for CondBranchOp {
    fn successor_operands(self, _context: &Context, body: &Body, successor: usize) -> Range<usize> {
        operand_range(body, self.op(), CondBranchOp::DEFINITION, 1 + successor.min(1))
    }

    fn erase_successor_operand(
        self,
        _context: &Context,
        body: &mut Body,
        successor: usize,
        position: usize,
    ) {
        let mut operands: Vec<Value> = if successor == 0 {
            self.trueDestOperands(body).collect()
        } else {
            self.falseDestOperands(body).collect()
        };
        if position >= operands.len() {
            return;
        }
        operands.remove(position);
        if successor == 0 {
            self.set_trueDestOperands(body, &operands);
        } else {
            self.set_falseDestOperands(body, &operands);
        }
    }
}

impl BranchOpInterface for SwitchOp {
    fn successor_operands(self, _context: &Context, body: &Body, successor: usize) -> Range<usize> {
        switch_successor_operands(body, self, successor)
    }

    fn erase_successor_operand(
        self,
        _context: &Context,
        body: &mut Body,
        successor: usize,
        position: usize,
    ) {
        if successor == 0 {
            let mut operands: Vec<Value> = self.defaultOperands(body).collect();
            if position < operands.len() {
                operands.remove(position);
                self.set_defaultOperands(body, &operands);
            }
            return;
        }
        let range = switch_successor_operands(body, self, successor);
        let cases = operand_range(body, self.op(), SwitchOp::DEFINITION, 2);
        let index = range.start + position;
        if index >= range.end {
            return;
        }
        let mut operands: Vec<Value> = self.caseOperands(body).collect();
        operands.remove(index - cases.start);
        self.set_caseOperands(body, &operands);
        let mut segments = self.case_operand_segments(body).clone();
        if let Some(size) = segments.0.get_mut(successor - 1) {
            *size -= 1;
        }
        self.set_case_operand_segments(body, segments);
    }
}

/// One case of a switch: its value (as bits), destination and operands.
type SwitchCase = (u128, Block, Vec<Value>);

/// The cases of `op`, in order.
fn switch_cases(context: &Context, body: &Body, op: SwitchOp) -> Vec<SwitchCase> {
    let values = super::hooks::case_values(context, op.case_values(body))
        .map(|(_, values)| values)
        .unwrap_or_default();
    let destinations = op.caseDestinations(body).to_vec();
    let all: Vec<Value> = body.op(op.op()).operands().collect();
    values
        .into_iter()
        .zip(destinations)
        .enumerate()
        .map(|(index, (value, destination))| {
            let range = switch_successor_operands(body, op, index + 1);
            (value, destination, all[range].to_vec())
        })
        .collect()
}

/// Replaces `op` with a switch on the same flag with these destinations.
fn replace_switch(
    rewriter: &mut PatternRewriter<'_>,
    op: SwitchOp,
    default: (Block, Vec<Value>),
    cases: &[SwitchCase],
) {
    let context = rewriter.context();
    let body = rewriter.body();
    let flag = op.flag(body);
    let location = body.op(op.op()).location;
    let flag_type = body.value_type(flag);
    let case_values = (!cases.is_empty()).then(|| {
        let ty = context.intern_type(ir_core::types::TypeData::Vector {
            shape: Box::new([cases.len() as i64]),
            scalable: Box::new([false]),
            element: flag_type,
        });
        let values: Vec<u128> = cases.iter().map(|(value, _, _)| *value).collect();
        let splat = values.windows(2).all(|pair| pair[0] == pair[1]);
        let values: Box<[u128]> = if splat { values[..1].into() } else { values.into() };
        context.intern_attr(AttrData::DenseElements {
            ty,
            splat,
            values: ir_core::attributes::DenseValues::Bits(values),
        })
    });
    let case_operands: Vec<Value> =
        cases.iter().flat_map(|(_, _, operands)| operands.clone()).collect();
    let segments = ir_core::ods::DenseI32Array(
        cases.iter().map(|(_, _, operands)| operands.len() as i32).collect(),
    );
    let destinations: Vec<Block> = cases.iter().map(|(_, destination, _)| *destination).collect();
    SwitchOp::build(
        &mut rewriter.builder(),
        location,
        flag,
        &default.1,
        &case_operands,
        case_values,
        segments,
        default.0,
        &destinations,
    );
    rewriter.replace_op(op.op(), &[]);
}

/// Replaces `op` with a `cf.br` to `destination`.
fn replace_with_branch(
    rewriter: &mut PatternRewriter<'_>,
    op: Op,
    destination: Block,
    operands: &[Value],
) {
    let location = rewriter.body().op(op).location;
    BranchOp::build(&mut rewriter.builder(), location, operands, destination);
    rewriter.replace_op(op, &[]);
}

/// The destination of `op` for the flag value `value`, with its operands.
fn switch_target(context: &Context, body: &Body, op: SwitchOp, value: u128) -> (Block, Vec<Value>) {
    switch_cases(context, body, op)
        .into_iter()
        .find(|(case, _, _)| *case == value)
        .map(|(_, destination, operands)| (destination, operands))
        .unwrap_or_else(|| (op.defaultDestination(body), op.defaultOperands(body).collect()))
}

/// A `cf.switch` with no case is a `cf.br` to its default.
pub struct SimplifySwitchWithOnlyDefault;

impl OpRewritePattern for SimplifySwitchWithOnlyDefault {
    type Op = SwitchOp;

    fn match_and_rewrite(&self, op: SwitchOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        if !op.caseDestinations(body).is_empty() {
            return None;
        }
        let (destination, operands) =
            (op.defaultDestination(body), op.defaultOperands(body).collect::<Vec<_>>());
        replace_with_branch(rewriter, op.op(), destination, &operands);
        Some(())
    }
}

/// Cases that go where the default goes, with the same operands, go.
pub struct DropSwitchCasesThatMatchDefault;

impl OpRewritePattern for DropSwitchCasesThatMatchDefault {
    type Op = SwitchOp;

    fn match_and_rewrite(&self, op: SwitchOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let body = rewriter.body();
        let default = (op.defaultDestination(body), op.defaultOperands(body).collect::<Vec<_>>());
        let cases = switch_cases(rewriter.context(), body, op);
        let kept: Vec<SwitchCase> = cases
            .iter()
            .filter(|(_, destination, operands)| {
                *destination != default.0 || *operands != default.1
            })
            .cloned()
            .collect();
        if kept.len() == cases.len() {
            return None;
        }
        replace_switch(rewriter, op, default, &kept);
        Some(())
    }
}

/// A `cf.switch` on a constant is a `cf.br` to the matching case.
pub struct SimplifyConstSwitchValue;

impl OpRewritePattern for SimplifyConstSwitchValue {
    type Op = SwitchOp;

    fn match_and_rewrite(&self, op: SwitchOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let value = constant_bits(context, body, op.flag(body))?;
        let (destination, operands) = switch_target(context, body, op, value);
        replace_with_branch(rewriter, op.op(), destination, &operands);
        Some(())
    }
}

/// Cases (and the default) that go to blocks that only branch on go to
/// the final destinations.
pub struct SimplifyPassThroughSwitch;

impl OpRewritePattern for SimplifyPassThroughSwitch {
    type Op = SwitchOp;

    fn match_and_rewrite(&self, op: SwitchOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let mut changed = false;
        let mut cases = switch_cases(context, body, op);
        for (_, destination, operands) in &mut cases {
            if let Some((target, target_operands)) = collapse(context, body, *destination, operands)
            {
                *destination = target;
                *operands = target_operands;
                changed = true;
            }
        }
        let mut default =
            (op.defaultDestination(body), op.defaultOperands(body).collect::<Vec<_>>());
        if let Some(collapsed) = collapse(context, body, default.0, &default.1) {
            default = collapsed;
            changed = true;
        }
        if !changed {
            return None;
        }
        replace_switch(rewriter, op, default, &cases);
        Some(())
    }
}

/// A `cf.switch` in a block reached only from a case of a `cf.switch` on
/// the same flag knows the flag's value.
pub struct SimplifySwitchFromSwitchOnSameCondition;

impl OpRewritePattern for SimplifySwitchFromSwitchOnSameCondition {
    type Op = SwitchOp;

    fn match_and_rewrite(&self, op: SwitchOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let block = body.op(op.op()).parent_block()?;
        let predecessor = single_predecessor(body, block)?;
        let previous = SwitchOp::cast(context, body, body.last_op(predecessor)?)?;
        if previous.flag(body) != op.flag(body) || previous.defaultDestination(body) == block {
            return None;
        }
        let (destination, operands) = match switch_cases(context, body, previous)
            .into_iter()
            .find(|(_, destination, _)| *destination == block)
        {
            Some((value, _, _)) => switch_target(context, body, op, value),
            None => (op.defaultDestination(body), op.defaultOperands(body).collect()),
        };
        replace_with_branch(rewriter, op.op(), destination, &operands);
        Some(())
    }
}

/// A `cf.switch` in the default block of a `cf.switch` on the same flag
/// drops the cases the first one already took elsewhere.
pub struct SimplifySwitchFromDefaultSwitchOnSameCondition;

impl OpRewritePattern for SimplifySwitchFromDefaultSwitchOnSameCondition {
    type Op = SwitchOp;

    fn match_and_rewrite(&self, op: SwitchOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let block = body.op(op.op()).parent_block()?;
        let predecessor = single_predecessor(body, block)?;
        let previous = SwitchOp::cast(context, body, body.last_op(predecessor)?)?;
        if previous.flag(body) != op.flag(body) || previous.defaultDestination(body) != block {
            return None;
        }
        let impossible: Vec<u128> = switch_cases(context, body, previous)
            .into_iter()
            .filter(|(_, destination, _)| *destination != block)
            .map(|(value, _, _)| value)
            .collect();
        let cases = switch_cases(context, body, op);
        let kept: Vec<SwitchCase> =
            cases.iter().filter(|(value, _, _)| !impossible.contains(value)).cloned().collect();
        if kept.len() == cases.len() {
            return None;
        }
        let default = (op.defaultDestination(body), op.defaultOperands(body).collect::<Vec<_>>());
        replace_switch(rewriter, op, default, &kept);
        Some(())
    }
}
