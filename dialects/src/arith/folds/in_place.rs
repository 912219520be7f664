//! The folds MLIR's arith ops make in place: they change an operand or the
//! predicate and keep the op (`cmpi` moves a constant to the right,
//! extensions and truncations skip an inner cast). Drivers try them before
//! the other folds.

use ir_core::ir::{Body, Value, ValueDef};
use ir_core::ods::TypedOp;
use ir_core::rewrite::constant_value;
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use crate::arith::{CmpIOp, CmpIPredicate, ExtFOp, ExtSIOp, ExtUIOp, TruncFOp, TruncIOp};

/// The op of kind `T` defining `value`, if one does.
fn defined_by<T: TypedOp>(context: &Context, body: &Body, value: Value) -> Option<T> {
    match body.value(value).def() {
        ValueDef::Result { op, .. } => T::cast(context, body, op),
        ValueDef::BlockArgument { .. } => None,
    }
}

/// The width of an integer or float type, or of its elements.
fn width(context: &Context, ty: Type) -> Option<u32> {
    let element = context.element_type_of(ty).unwrap_or(ty);
    match context.type_data(element) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(kind) => Some(kind.bit_width()),
        _ => None,
    }
}

/// The predicate comparing the operands in the other order.
fn mirrored(predicate: CmpIPredicate) -> CmpIPredicate {
    match predicate {
        CmpIPredicate::Slt => CmpIPredicate::Sgt,
        CmpIPredicate::Sgt => CmpIPredicate::Slt,
        CmpIPredicate::Sle => CmpIPredicate::Sge,
        CmpIPredicate::Sge => CmpIPredicate::Sle,
        CmpIPredicate::Ult => CmpIPredicate::Ugt,
        CmpIPredicate::Ugt => CmpIPredicate::Ult,
        CmpIPredicate::Ule => CmpIPredicate::Uge,
        CmpIPredicate::Uge => CmpIPredicate::Ule,
        CmpIPredicate::Eq => CmpIPredicate::Eq,
        CmpIPredicate::Ne => CmpIPredicate::Ne,
    }
}

/// `cmpi(p, c, x) -> cmpi(p', x, c)` when only the left operand is a
/// constant, `p'` comparing the other way round.
pub fn cmpi_constant_to_right(op: CmpIOp, context: &Context, body: &mut Body) -> bool {
    let (lhs, rhs) = (op.lhs(body), op.rhs(body));
    if constant_value(context, body, lhs).is_none() || constant_value(context, body, rhs).is_some()
    {
        return false;
    }
    let predicate = mirrored(op.predicate(body));
    op.set_predicate(body, predicate);
    body.set_operands(op.op(), &[rhs, lhs]);
    true
}

/// `extui(extui(x)) -> extui(x)`.
pub fn extui_of_extui(op: ExtUIOp, context: &Context, body: &mut Body) -> bool {
    let Some(inner) = defined_by::<ExtUIOp>(context, body, op.r#in(body)) else { return false };
    let source = inner.r#in(body);
    op.set_in(body, source);
    true
}

/// `extsi(extsi(x)) -> extsi(x)`.
pub fn extsi_of_extsi(op: ExtSIOp, context: &Context, body: &mut Body) -> bool {
    let Some(inner) = defined_by::<ExtSIOp>(context, body, op.r#in(body)) else { return false };
    let source = inner.r#in(body);
    op.set_in(body, source);
    true
}

/// `trunci(ext(x)) -> trunci(x)` when `x` is wider than the result, and
/// `trunci(trunci(x)) -> trunci(x)`.
pub fn trunci_in_place(op: TruncIOp, context: &Context, body: &mut Body) -> bool {
    let input = op.r#in(body);
    let extended =
        defined_by::<ExtUIOp>(context, body, input).map(|extension| extension.r#in(body)).or_else(
            || defined_by::<ExtSIOp>(context, body, input).map(|extension| extension.r#in(body)),
        );
    let source = match extended {
        Some(source) => {
            let source_width = width(context, body.value_type(source));
            let result_width = width(context, body.value_type(op.out(body)));
            match (source_width, result_width) {
                (Some(source_width), Some(result_width)) if source_width > result_width => source,
                _ => return false,
            }
        }
        None => match defined_by::<TruncIOp>(context, body, input) {
            Some(inner) => inner.r#in(body),
            None => return false,
        },
    };
    op.set_in(body, source);
    true
}

/// `truncf(extf(x)) -> truncf(x)` when `x` is wider than the result.
pub fn truncf_in_place(op: TruncFOp, context: &Context, body: &mut Body) -> bool {
    let Some(extension) = defined_by::<ExtFOp>(context, body, op.r#in(body)) else {
        return false;
    };
    let source = extension.r#in(body);
    let source_width = width(context, body.value_type(source));
    let result_width = width(context, body.value_type(op.out(body)));
    match (source_width, result_width) {
        (Some(source_width), Some(result_width)) if source_width > result_width => {
            op.set_in(body, source);
            true
        }
        _ => false,
    }
}
