//! Control flow ops: branch weights, calls, returns, and the structure of
//! `spirv.mlir.loop` and `spirv.mlir.selection` regions.

use ir_core::attributes::{Attr, AttrData};
use ir_core::ir::{Block, Body, BodyId, Ir, Op, Region, Value};
use ir_core::symbols::SymbolTables;
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use super::super::*;
use super::{enclosing, integer_value, quoted, Verified};

/// MLIR's `BranchOpInterface` check of the operands each successor gets.
fn verify_successor_operands(body: &Body, successors: &[(Block, Vec<Value>)]) -> Verified {
    ir_core::interfaces::verify_successor_operands(body, successors.iter().cloned())
}

pub fn verify_branch(op: BranchOp, _context: &Context, _ir: &Ir, body: &Body) -> Verified {
    verify_successor_operands(body, &[(op.target(body), op.target_operands(body).collect())])
}

pub fn verify_switch(op: SwitchOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    let mut successors = vec![(op.default_target(body), op.default_operands(body).collect())];
    let case_operands: Vec<Value> = op.target_operands(body).collect();
    let mut start = 0usize;
    for (&target, &size) in op.targets(body).iter().zip(&op.case_operand_segments(body).0) {
        let end = (start + size.max(0) as usize).min(case_operands.len());
        successors.push((target, case_operands[start..end].to_vec()));
        start = end;
    }
    verify_successor_operands(body, &successors)?;
    let targets = op.targets(body).len();
    let Some(literals) = op.literals(body) else { return Ok(()) };
    let literals_type = match context.attr_data(literals) {
        ir_core::attributes::AttrData::DenseElements { ty, .. } => *ty,
        _ => return Ok(()),
    };
    let (element, count) = match context.type_data(literals_type) {
        TypeData::Vector { element, shape, .. } | TypeData::RankedTensor { element, shape, .. } => {
            (*element, shape.iter().product::<i64>())
        }
        _ => return Ok(()),
    };
    let selector = body.value_type(op.selector(body));
    if element != selector {
        return Err(format!(
            "'selector' type ({}) should match literals type ({})",
            quoted(context, selector),
            quoted(context, element)
        )
        .into());
    }
    if count != targets as i64 {
        return Err(format!(
            "number of literals ({count}) should match number of targets ({targets})"
        )
        .into());
    }
    Ok(())
}

pub fn verify_branch_conditional(
    op: BranchConditionalOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    verify_successor_operands(
        body,
        &[
            (op.true_target(body), op.true_target_operands(body).collect()),
            (op.false_target(body), op.false_target_operands(body).collect()),
        ],
    )?;
    let Some(weights) = op.branch_weights(body) else { return Ok(()) };
    let weights: &[Attr] = match context.attr_data(weights) {
        AttrData::Array(elements) => elements,
        _ => &[],
    };
    if weights.len() != 2 {
        return Err("must have exactly two branch weights".into());
    }
    if weights.iter().all(|&weight| integer_value(context, weight) == Some(0)) {
        return Err("branch weights cannot both be zero".into());
    }
    Ok(())
}

/// The input and result types of a function type.
fn signature(context: &Context, ty: Type) -> (Vec<Type>, Vec<Type>) {
    match context.type_data(ty) {
        TypeData::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => (Vec::new(), Vec::new()),
    }
}

/// MLIR 22's symbol-use checks of `spirv.FunctionCall` (its
/// `SymbolUserOpInterface`, run after the ops of the symbol table verify):
/// the callee is a `spirv.func` of the nearest symbol table, and the
/// call's operands and result match its signature.
pub fn verify_symbol_uses_function_call(
    op: FunctionCallOp,
    context: &Context,
    ir: &Ir,
    body_id: BodyId,
    tables: &SymbolTables,
) -> Verified {
    let body = ir.body(body_id);
    let callee = op.callee(body);
    let function = match context.attr_data(callee) {
        AttrData::SymbolRef { root, .. } => {
            tables.lookup_nearest(ir, body_id, op.op(), context.string_bytes(*root))
        }
        _ => None,
    };
    let function = function.and_then(|(holder, found)| {
        let holder = ir.body(holder);
        FuncOp::cast(context, holder, found).map(|function| (holder, function))
    });
    let Some((holder, function)) = function else {
        let name = match context.attr_data(callee) {
            AttrData::SymbolRef { root, .. } => {
                String::from_utf8_lossy(context.string_bytes(*root)).into_owned()
            }
            _ => String::new(),
        };
        return Err(format!("callee function '{name}' not found in nearest symbol table").into());
    };
    // A callee without its type (not verified yet) is reported by its own
    // verifier; MLIR never gets here with one.
    let Some(function_type) = function.try_function_type(holder) else { return Ok(()) };
    let (inputs, results) = signature(context, function_type);
    let arguments: Vec<_> = op.arguments(body).collect();
    if inputs.len() != arguments.len() {
        return Err(format!(
            "has incorrect number of operands for callee: expected {}, but provided {}",
            inputs.len(),
            arguments.len()
        )
        .into());
    }
    for (index, (&input, &argument)) in inputs.iter().zip(&arguments).enumerate() {
        let provided = body.value_type(argument);
        if provided != input {
            return Err(format!(
                "operand type mismatch: expected operand type {}, but provided {} for operand number {index}",
                quoted(context, input),
                quoted(context, provided)
            )
            .into());
        }
    }
    let returned = op.return_value(body);
    if results.len() != usize::from(returned.is_some()) {
        return Err(format!(
            "has incorrect number of results has for callee: expected {}, but provided {}",
            results.len(),
            usize::from(returned.is_some())
        )
        .into());
    }
    if let Some(returned) = returned {
        let provided = body.value_type(returned);
        if provided != results[0] {
            return Err(format!(
                "result type mismatch: expected {}, but provided {}",
                quoted(context, results[0]),
                quoted(context, provided)
            )
            .into());
        }
    }
    Ok(())
}

/// The result types of the `spirv.func` enclosing `op`, if any.
fn enclosing_results(context: &Context, ir: &Ir, body: &Body, op: Op) -> Option<Vec<Type>> {
    let (holder, function) = enclosing::<FuncOp>(context, ir, body, op)?;
    let function = FuncOp::cast(context, holder, function)?;
    Some(signature(context, function.try_function_type(holder)?).1)
}

pub fn verify_return(op: ReturnOp, context: &Context, ir: &Ir, body: &Body) -> Verified {
    if enclosing_results(context, ir, body, op.op()).is_some_and(|results| !results.is_empty()) {
        return Err("cannot be used in functions returning value".into());
    }
    Ok(())
}

pub fn verify_return_value(op: ReturnValueOp, context: &Context, ir: &Ir, body: &Body) -> Verified {
    let Some(results) = enclosing_results(context, ir, body, op.op()) else { return Ok(()) };
    if results.len() != 1 {
        return Err(format!(
            "returns 1 value but enclosing function requires {} results",
            results.len()
        )
        .into());
    }
    let provided = body.value_type(op.value(body));
    if provided != results[0] {
        return Err(format!(
            " return value's type ({}) mismatch with function's result type ({})",
            quoted(context, provided),
            quoted(context, results[0])
        )
        .into());
    }
    Ok(())
}

pub fn verify_unreachable(
    op: UnreachableOp,
    _context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let Some((block, region)) = body.op_position(op.op()) else { return Ok(()) };
    if body.entry_block(region) == Some(block) {
        return Err("cannot be used in reachable block".into());
    }
    Ok(())
}

/// A block holding a single `spirv.mlir.merge`.
fn is_merge_block(context: &Context, body: &Body, block: Block) -> bool {
    let mut ops = body.block_ops(block);
    matches!((ops.next(), ops.next()), (Some(first), None) if MergeOp::is(context, body, first))
}

/// Whether a block other than the last holds a `spirv.mlir.merge`.
fn merge_outside_merge_block(context: &Context, body: &Body, blocks: &[Block]) -> bool {
    blocks[..blocks.len() - 1]
        .iter()
        .any(|&block| body.block_ops(block).any(|op| MergeOp::is(context, body, op)))
}

fn region_blocks(body: &Body, region: Region) -> Vec<Block> {
    body.region_blocks(region).collect()
}

/// The layout of a `spirv.mlir.loop` region: an entry block that only
/// branches to the header (the second block), blocks of the loop, a
/// continue block (the second to last) branching back to the header, and
/// the merge block (the last, holding only `spirv.mlir.merge`). An empty
/// region is allowed.
pub fn verify_regions_mlir_loop(op: LoopOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    let blocks = region_blocks(body, op.body(body));
    let Some(&merge) = blocks.last() else { return Ok(()) };
    if !is_merge_block(context, body, merge) {
        return Err("last block must be the merge block with only one 'spirv.mlir.merge' op".into());
    }
    if merge_outside_merge_block(context, body, &blocks) {
        return Err("should not have 'spirv.mlir.merge' op outside the merge block".into());
    }
    if blocks.len() < 2 {
        return Err("must have an entry block branching to the loop header block".into());
    }
    if blocks.len() < 3 {
        return Err("must have a loop header block branched from the entry block".into());
    }
    let (entry, header) = (blocks[0], blocks[1]);
    let mut entry_ops = body.block_ops(entry);
    let branches_to_header = match (entry_ops.next(), entry_ops.next()) {
        (Some(only), None) => {
            BranchOp::is(context, body, only) && body.op(only).successors() == [header]
        }
        _ => false,
    };
    if !branches_to_header {
        return Err("entry block must only have one 'spirv.Branch' op to the second block".into());
    }
    if blocks.len() < 4 {
        return Err("requires a loop continue block branching to the loop header block".into());
    }
    let branches_to = |block: Block| {
        body.last_op(block).is_some_and(|last| body.op(last).successors().contains(&header))
    };
    let continue_index = blocks.len() - 2;
    if !branches_to(blocks[continue_index]) {
        return Err("second to last block must be the loop continue block that branches to the loop header block".into());
    }
    // The only back edge to the header is the continue block's: no block
    // between the header and the continue block branches to the header
    // (the header may branch to itself).
    if blocks[2..continue_index].iter().any(|&block| branches_to(block)) {
        return Err(
            "can only have the entry and loop continue block branching to the loop header block"
                .into(),
        );
    }
    Ok(())
}

pub fn verify_regions_mlir_selection(
    op: SelectionOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let blocks = region_blocks(body, op.body(body));
    let Some(&merge) = blocks.last() else { return Ok(()) };
    if !is_merge_block(context, body, merge) {
        return Err("last block must be the merge block with only one 'spirv.mlir.merge' op".into());
    }
    if blocks.len() < 2 {
        return Err("must have a selection header block".into());
    }
    if merge_outside_merge_block(context, body, &blocks) {
        return Err("should not have 'spirv.mlir.merge' op outside the merge block".into());
    }
    Ok(())
}
