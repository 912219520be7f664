//! The builtin dialect's ops: `builtin.module` and
//! `builtin.unrealized_conversion_cast`, registered by hand until the
//! op-definition macros can define them.

use crate::attributes::{Attr, AttrData};
use crate::diagnostics::Diagnostic;
use crate::ir::{Body, Op};
use crate::registry::{OpDefinition, OpName, Traits};
use crate::verifier::op_error;
use crate::Context;

static MODULE: OpDefinition = OpDefinition {
    name: "builtin.module",
    summary: "A top level container operation",
    traits: Traits::ISOLATED_FROM_ABOVE
        .union(Traits::NO_TERMINATOR)
        .union(Traits::SINGLE_BLOCK)
        .union(Traits::GRAPH_REGIONS)
        .union(Traits::SYMBOL_TABLE)
        .union(Traits::ZERO_OPERANDS)
        .union(Traits::ZERO_RESULTS),
    verify: Some(verify_module),
};

static UNREALIZED_CONVERSION_CAST: OpDefinition = OpDefinition {
    name: "builtin.unrealized_conversion_cast",
    summary: "An unrealized conversion from one set of types to another",
    traits: Traits::PURE,
    verify: None,
};

/// The names of the dialects whose ops are all known: an op of such a
/// dialect that is not registered is an error even with
/// `--allow-unregistered-dialect`.
const LOADED_DIALECTS: &[&str] = &["builtin"];

/// Registers the builtin ops in `context`.
pub(crate) fn register(context: &Context) {
    context.register_op(&MODULE);
    context.register_op(&UNREALIZED_CONVERSION_CAST);
}

impl Context {
    /// Whether `dialect` is loaded (all its ops are registered).
    pub fn is_dialect_loaded(&self, dialect: &str) -> bool {
        LOADED_DIALECTS.contains(&dialect)
    }
}

/// `builtin.module` keeps its symbol name and visibility as properties;
/// when the generic form gives them as attributes, move them.
pub(crate) fn split_inherent_attributes(
    context: &Context,
    name: OpName,
    attributes: Attr,
    properties: Option<Attr>,
) -> (Attr, Option<Attr>) {
    if context.op_name_str(name) != "builtin.module" {
        return (attributes, properties);
    }
    let is_inherent =
        |key: Attr| matches!(context.string_bytes(key), b"sym_name" | b"sym_visibility");
    let entries = context.dictionary_entries(attributes);
    if !entries.iter().any(|&(key, _)| is_inherent(key)) {
        return (attributes, properties);
    }
    let mut inherent: Vec<(Attr, Attr)> =
        properties.map(|props| context.dictionary_entries(props).to_vec()).unwrap_or_default();
    let mut discardable = Vec::new();
    for &(key, value) in entries {
        if is_inherent(key) {
            inherent.push((key, value));
        } else {
            discardable.push((key, value));
        }
    }
    (context.dictionary_attr(&discardable), Some(context.dictionary_attr(&inherent)))
}

/// A module's attributes must be dialect-prefixed; `sym_name` must be a
/// string.
fn verify_module(context: &Context, body: &Body, op: Op) -> Result<(), Diagnostic> {
    let data = body.op(op);
    for &(key, _) in context.dictionary_entries(data.attributes) {
        let name = context.string_bytes(key);
        if !name.contains(&b'.') {
            return Err(op_error(
                context,
                body,
                op,
                format!(
                    "can only contain attributes with dialect-prefixed names, found: '{}'",
                    String::from_utf8_lossy(name)
                ),
            ));
        }
    }
    if let Some(properties) = data.properties {
        if let Some(name) = context.dictionary_get(properties, "sym_name") {
            if !matches!(context.attr_data(name), AttrData::String { ty: None, .. }) {
                return Err(op_error(
                    context,
                    body,
                    op,
                    "attribute 'sym_name' failed to satisfy constraint: string attribute",
                ));
            }
        }
    }
    Ok(())
}
