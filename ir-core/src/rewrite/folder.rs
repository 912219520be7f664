//! Folding one op: the constant values of its operands (MLIR's
//! `m_Constant`), its folder and the folds of its traits (commutative,
//! involution, idempotent), and the dialect hook that creates a constant
//! op for a folded value.
//!
//! Nothing here changes more than the folded op itself: replacing an op by
//! what it folds to, and uniquing the constants that creates, is the work
//! of the drivers in `ir-transforms`.

use smallvec::SmallVec;

use crate::attributes::Attr;
use crate::ir::{Body, Op, Value, ValueDef};
use crate::registry::FoldResult;
use crate::traits::TraitFlags;
use crate::types::Type;
use crate::Context;

/// What folding an op gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Folded {
    /// The op was changed in place (constant operands moved last).
    InPlace,
    /// One replacement per result: a constant or an existing value.
    Results(Vec<FoldResult>),
}

/// The constant value of `value`, when a constant-like op defines it.
pub fn constant_value(context: &Context, body: &Body, value: Value) -> Option<Attr> {
    let ValueDef::Result { op, .. } = body.value(value).def() else { return None };
    constant_op_value(context, body, op)
}

/// The value of the constant-like op `op`.
pub fn constant_op_value(context: &Context, body: &Body, op: Op) -> Option<Attr> {
    let name = body.op(op).name;
    if !context.op_traits(name).contains(TraitFlags::CONSTANT_LIKE) {
        return None;
    }
    let definition = context.op_definition(name)?;
    match definition.fold?(context, body, op, &[])?.as_slice() {
        [FoldResult::Attr(value)] => Some(*value),
        _ => None,
    }
}

/// Folds `op`: its own folder first, then the folds of its traits. Only
/// the trait fold of commutative ops changes the op (in place).
pub fn fold_op(context: &Context, body: &mut Body, op: Op) -> Option<Folded> {
    let mut constants: SmallVec<[Option<Attr>; 4]> = SmallVec::new();
    for operand in body.op(op).operands() {
        constants.push(constant_value(context, body, operand));
    }
    fold_op_with_constants(context, body, op, &constants)
}

/// [`fold_op`], given the constant value of each operand.
pub fn fold_op_with_constants(
    context: &Context,
    body: &mut Body,
    op: Op,
    constants: &[Option<Attr>],
) -> Option<Folded> {
    let definition = context.op_definition(body.op(op).name)?;
    if let Some(fold_in_place) = definition.fold_in_place {
        if fold_in_place(context, body, op) {
            return Some(Folded::InPlace);
        }
    }
    if let Some(fold) = definition.fold {
        if let Some(results) = fold(context, body, op, constants) {
            let own = body.op(op).results();
            let in_place = results.len() == own.len()
                && results
                    .iter()
                    .zip(own)
                    .all(|(result, value)| *result == FoldResult::Value(value));
            if !in_place {
                return Some(Folded::Results(results));
            }
        }
    }
    let traits = context.op_traits(body.op(op).name);
    let has_trait_folds = [TraitFlags::COMMUTATIVE, TraitFlags::INVOLUTION, TraitFlags::IDEMPOTENT]
        .into_iter()
        .any(|flag| traits.contains(flag));
    if !has_trait_folds {
        return None;
    }
    let operand_count = body.op(op).operand_count();
    let is_constant = |index: usize| constants.get(index).is_some_and(Option::is_some);
    if traits.contains(TraitFlags::COMMUTATIVE) && operand_count >= 2 {
        // Constant operands move last, keeping their order: the operands
        // change when a constant comes before another operand.
        let constant_first = (0..operand_count)
            .skip_while(|&index| !is_constant(index))
            .any(|index| !is_constant(index));
        if constant_first {
            let data = body.op(op);
            let reordered: SmallVec<[Value; 4]> = (0..operand_count)
                .filter(|&index| !is_constant(index))
                .chain((0..operand_count).filter(|&index| is_constant(index)))
                .map(|index| data.operand(index))
                .collect();
            body.set_operands(op, &reordered);
            return Some(Folded::InPlace);
        }
    }
    if body.op(op).results().len() == 1 && operand_count > 0 {
        let defining = |value: Value| match body.value(value).def() {
            ValueDef::Result { op: inner, .. } => Some(inner),
            ValueDef::BlockArgument { .. } => None,
        };
        let name = body.op(op).name;
        let first = body.op(op).operand(0);
        if traits.contains(TraitFlags::INVOLUTION) {
            if let Some(inner) = defining(first).filter(|&inner| body.op(inner).name == name) {
                let input = body.op(inner).operand(0);
                return Some(Folded::Results(vec![FoldResult::Value(input)]));
            }
        }
        if traits.contains(TraitFlags::IDEMPOTENT) {
            if operand_count == 1 {
                if defining(first).is_some_and(|inner| body.op(inner).name == name) {
                    return Some(Folded::Results(vec![FoldResult::Value(first)]));
                }
            } else if first == body.op(op).operand(1) {
                return Some(Folded::Results(vec![FoldResult::Value(first)]));
            }
        }
    }
    None
}

/// Creates the constant op of `op`'s dialect for `value` of type `ty`
/// before `before`; `None` when the dialect cannot.
pub fn materialize_constant(
    context: &Context,
    builder: &mut crate::ir::Builder<'_>,
    dialect_of: Op,
    value: Attr,
    ty: Type,
    location: Attr,
) -> Option<Op> {
    let name = builder.body().op(dialect_of).name;
    let materialize = context.op_dialect(name)?.materialize_constant?;
    materialize(builder, value, ty, location)
}
