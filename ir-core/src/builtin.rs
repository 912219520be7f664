//! The builtin dialect's ops, `builtin.module` and
//! `builtin.unrealized_conversion_cast`, defined with `#[op]` like any
//! dialect's ops, and the builtin dialect, which every context loads.

use crate::ir::{Body, Ir, Region, Value};
use crate::ir_macros::{dialect, op};
use crate::ods::{SymbolName, VerifyError};
use crate::Context;

/// A top-level container of ops: a symbol table whose single block holds
/// the ops of a module, in any order (a graph region without terminator).
/// Without a name, it is the implicit module a file's top-level ops sit in.
#[op(
    name = "builtin.module",
    summary = "A top level container operation",
    traits = [
        IsolatedFromAbove,
        NoRegionArguments,
        SymbolTable,
        NoTerminator,
        SingleBlock,
        GraphRegions,
    ],
    format = "($sym_name^)? attr-dict-with-keyword $bodyRegion",
    default_dialect = "builtin",
    verify = verify_module,
    dialect = BuiltinDialect,
)]
pub struct ModuleOp {
    /// The module's symbol name, if it has one.
    #[property(constraint = StrAttr)]
    sym_name: Option<SymbolName>,
    /// `public` (when absent), `private` or `nested`.
    #[property(constraint = StrAttr)]
    sym_visibility: Option<String>,
    /// The module's body: one block.
    #[region(name = "bodyRegion", blocks = 1)]
    body: Region,
}

/// A conversion between two sets of types that a dialect conversion has
/// not realized yet: the values are the inputs, seen with other types.
#[op(
    name = "builtin.unrealized_conversion_cast",
    summary = "An unrealized conversion from one set of types to another",
    traits = [Pure],
    format = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
    verify = verify_unrealized_conversion_cast,
    fold = fold_unrealized_conversion_cast,
    dialect = BuiltinDialect,
)]
pub struct UnrealizedConversionCastOp {
    #[operand(AnyType)]
    inputs: Vec<Value>,
    #[result(AnyType)]
    outputs: Vec<Value>,
}

/// A cast to the types it casts from folds to its inputs, and a cast of
/// all the results of another cast back to that cast's input types folds
/// to those inputs.
fn fold_unrealized_conversion_cast(
    op: UnrealizedConversionCastOp,
    _context: &Context,
    body: &Body,
    _constants: &[Option<crate::attributes::Attr>],
) -> Option<Vec<crate::registry::FoldResult>> {
    let data = body.op(op.op());
    let inputs: Vec<Value> = data.operands().collect();
    let types = |values: &mut dyn Iterator<Item = Value>| -> Vec<crate::types::Type> {
        values.map(|value| body.value_type(value)).collect()
    };
    let result_types = types(&mut data.results().iter());
    let passthrough = |values: Vec<Value>| {
        Some(values.into_iter().map(crate::registry::FoldResult::Value).collect())
    };
    if types(&mut inputs.iter().copied()) == result_types {
        return passthrough(inputs);
    }
    let first = *inputs.first()?;
    let crate::ir::ValueDef::Result { op: producer, .. } = body.value(first).def() else {
        return None;
    };
    if body.op(producer).name != data.name
        || !body.op(producer).results().iter().eq(inputs.iter().copied())
    {
        return None;
    }
    let producer_inputs: Vec<Value> = body.op(producer).operands().collect();
    if types(&mut producer_inputs.iter().copied()) != result_types {
        return None;
    }
    passthrough(producer_inputs)
}

/// The builtin dialect: the module op and the unrealized conversion cast,
/// and the builtin types and attributes the core knows natively.
#[dialect(name = "builtin", ops = [ModuleOp, UnrealizedConversionCastOp])]
pub struct BuiltinDialect;

/// A module's discardable attributes have dialect-prefixed names.
fn verify_module(
    op: ModuleOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    for &(key, _) in context.dictionary_entries(body.op(op.op()).attributes) {
        let name = context.string_bytes(key);
        if !name.contains(&b'.') {
            return Err(VerifyError::from(format!(
                "can only contain attributes with dialect-prefixed names, found: '{}'",
                String::from_utf8_lossy(name)
            )));
        }
    }
    Ok(())
}

/// A cast needs at least one result.
fn verify_unrealized_conversion_cast(
    op: UnrealizedConversionCastOp,
    _context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    if body.op(op.op()).results().is_empty() {
        return Err("expected at least one result for cast operation".into());
    }
    Ok(())
}
