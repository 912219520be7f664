//! The builtin dialect's ops, `builtin.module` and
//! `builtin.unrealized_conversion_cast`, defined by hand through the
//! registry's hooks (verify, print, parse) until the op-definition macros
//! can define them.

use crate::attributes::{Attr, AttrData};
use crate::diagnostics::Diagnostic;
use crate::ir::{Body, Op};
use crate::registry::{OpDefinition, OpName, Traits};
use crate::text::{OpParser, OpPrinter};
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
    print: Some(print_module),
    parse: Some(parse_module),
    ..OpDefinition::EMPTY
};

static UNREALIZED_CONVERSION_CAST: OpDefinition = OpDefinition {
    name: "builtin.unrealized_conversion_cast",
    summary: "An unrealized conversion from one set of types to another",
    traits: Traits::PURE,
    verify: Some(verify_unrealized_conversion_cast),
    print: Some(print_unrealized_conversion_cast),
    parse: Some(parse_unrealized_conversion_cast),
    ..OpDefinition::EMPTY
};

/// The names of the dialects whose ops are all known: an op of such a
/// dialect that is not registered is an error even with
/// `--allow-unregistered-dialect`.
const LOADED_DIALECTS: &[&str] = &["builtin"];

/// Loading dialects.
impl Context {
    /// Marks the dialect `name` as loaded: its unknown ops are errors, and
    /// its ops may be written in their custom form. Loading twice is harmless.
    pub fn load_dialect(&self, name: &'static str) {
        let mut dialects = self.dialects.write().unwrap_or_else(|poisoned| poisoned.into_inner());
        if !dialects.contains(&name) {
            dialects.push(name);
        }
    }

    /// The names of the dialects loaded besides `builtin`.
    pub fn loaded_dialects(&self) -> Vec<&'static str> {
        self.dialects.read().unwrap_or_else(|poisoned| poisoned.into_inner()).clone()
    }
}

/// Registers the builtin ops in `context`.
pub(crate) fn register(context: &Context) {
    for definition in [&MODULE, &UNREALIZED_CONVERSION_CAST] {
        let registered = context.register_op(definition);
        debug_assert!(registered, "builtin op {} registered twice", definition.name);
    }
}

impl Context {
    /// Whether `dialect` is loaded (all its ops are registered).
    pub fn is_dialect_loaded(&self, dialect: &str) -> bool {
        LOADED_DIALECTS.contains(&dialect) || self.loaded_dialects().contains(&dialect)
    }
}

/// `builtin.module` keeps its symbol name and visibility as properties;
/// when the generic form gives them as attributes, move them. Checks them
/// as MLIR's parser does: written as properties, they must convert (both
/// must be string attributes); written as attributes, they must satisfy
/// their constraints. Returns the message of the first failure.
pub(crate) fn split_inherent_attributes(
    context: &Context,
    name: OpName,
    attributes: Attr,
    properties: Option<Attr>,
) -> Result<(Attr, Option<Attr>), String> {
    if context.op_name_str(name) != "builtin.module" {
        return Ok((attributes, properties));
    }
    const INHERENT: [&str; 2] = ["sym_name", "sym_visibility"];
    let is_string = |attr: Attr| matches!(context.attr_data(attr), AttrData::String { .. });
    match properties {
        Some(properties) => {
            let invalid = |detail: String| {
                let text = crate::text::attr_to_string(context, properties);
                format!("invalid properties {text} for op builtin.module: {detail}")
            };
            if !matches!(context.attr_data(properties), AttrData::Dictionary(_)) {
                return Err(invalid("expected DictionaryAttr to set properties".to_owned()));
            }
            for name in INHERENT {
                if let Some(value) = context.dictionary_get(properties, name) {
                    if !is_string(value) {
                        let text = crate::text::attr_to_string(context, value);
                        return Err(invalid(format!(
                            "Invalid attribute `{name}` in property conversion: {text}"
                        )));
                    }
                }
            }
        }
        None => {
            for name in INHERENT {
                if let Some(value) = context.dictionary_get(attributes, name) {
                    if !is_string(value) {
                        return Err(format!(
                            "'builtin.module' op attribute '{name}' failed to satisfy constraint: string attribute"
                        ));
                    }
                }
            }
        }
    }
    let is_inherent =
        |key: Attr| INHERENT.iter().any(|name| context.string_bytes(key) == name.as_bytes());
    let entries = context.dictionary_entries(attributes);
    if !entries.iter().any(|&(key, _)| is_inherent(key)) {
        return Ok((attributes, properties));
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
    Ok((context.dictionary_attr(&discardable), Some(context.dictionary_attr(&inherent))))
}

/// The shape of one region of an op, for the structural checks of
/// [`verify_region_count`] and [`verify_region_shapes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RegionShape {
    /// The number of blocks.
    pub(crate) blocks: usize,
    /// The number of arguments of the entry block (0 without blocks).
    pub(crate) entry_arguments: usize,
}

/// The region-count trait of a builtin op (`OneRegion`, `ZeroRegions`),
/// which MLIR checks before any other trait.
pub(crate) fn verify_region_count(
    context: &Context,
    body: &Body,
    op: Op,
    regions: &[RegionShape],
) -> Result<(), Diagnostic> {
    match context.op_name_str(body.op(op).name) {
        "builtin.module" if regions.len() != 1 => {
            Err(op_error(context, body, op, "requires one region"))
        }
        "builtin.unrealized_conversion_cast" if !regions.is_empty() => {
            Err(op_error(context, body, op, "requires zero regions"))
        }
        _ => Ok(()),
    }
}

/// The region traits and constraints of a builtin op that MLIR checks
/// after the result, successor and operand counts: for `builtin.module`,
/// `NoRegionArguments`, `SingleBlock` and the `SizedRegion<1>` constraint of
/// its body region.
pub(crate) fn verify_region_shapes(
    context: &Context,
    body: &Body,
    op: Op,
    regions: &[RegionShape],
) -> Result<(), Diagnostic> {
    if context.op_name_str(body.op(op).name) != "builtin.module" {
        return Ok(());
    }
    for (index, region) in regions.iter().enumerate() {
        if region.blocks != 0 && region.entry_arguments != 0 {
            let message = if regions.len() > 1 {
                format!("region #{index} should have no arguments")
            } else {
                "region should have no arguments".to_owned()
            };
            return Err(op_error(context, body, op, message));
        }
    }
    for (index, region) in regions.iter().enumerate() {
        if region.blocks > 1 {
            let message = format!("expects region #{index} to have 0 or 1 blocks");
            return Err(op_error(context, body, op, message));
        }
    }
    if let Some(region) = regions.first() {
        if region.blocks != 1 {
            return Err(op_error(
                context,
                body,
                op,
                "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
            ));
        }
    }
    Ok(())
}

/// Whether an op is a builtin op, all of which have the `ZeroSuccessors`
/// trait (checked after the result count, before the operand count).
pub(crate) fn requires_zero_successors(context: &Context, body: &Body, op: Op) -> bool {
    context.op_name_str(body.op(op).name).starts_with("builtin.")
}

/// A cast needs at least one result (its regions and successors were
/// checked before).
fn verify_unrealized_conversion_cast(
    context: &Context,
    _ir: &crate::ir::Ir,
    body: &Body,
    op: Op,
) -> Result<(), Diagnostic> {
    if body.op(op).results().is_empty() {
        return Err(op_error(context, body, op, "expected at least one result for cast operation"));
    }
    Ok(())
}

/// A module's attributes must be dialect-prefixed; `sym_name` must be a
/// string.
fn verify_module(
    context: &Context,
    _ir: &crate::ir::Ir,
    body: &Body,
    op: Op,
) -> Result<(), Diagnostic> {
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
    if let Some(properties) = data.properties_attr(context) {
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

/// `module @name attributes {...} { ... }`: the symbol name comes from the
/// properties; the other properties and the attributes follow `attributes`.
fn print_module(printer: &mut OpPrinter<'_, '_>, op: Op) {
    let context = printer.context();
    let data = printer.body().op(op);
    let properties =
        data.properties_attr(context).map_or(&[][..], |props| context.dictionary_entries(props));
    let is_name = |key: Attr| context.string_bytes(key) == b"sym_name";
    if let Some(&(_, name)) = properties.iter().find(|(key, _)| is_name(*key)) {
        printer.write_str(" ");
        printer.write_symbol_name(name);
    }
    let mut shown: Vec<(Attr, Attr)> =
        properties.iter().copied().filter(|(key, _)| !is_name(*key)).collect();
    shown.extend_from_slice(context.dictionary_entries(data.attributes));
    shown.sort_by(|a, b| context.string_bytes(a.0).cmp(context.string_bytes(b.0)));
    printer.write_attr_dict(&shown, true);
    printer.write_str(" ");
    printer.write_region(op, 0, false, false);
}

/// `unrealized_conversion_cast %a, %b : A, B to C {attributes}`.
fn print_unrealized_conversion_cast(printer: &mut OpPrinter<'_, '_>, op: Op) {
    let body = printer.body();
    let data = body.op(op);
    if data.operand_count() > 0 {
        printer.write_str(" ");
        printer.write_values(data.operands());
        printer.write_str(" : ");
        printer.write_types(data.operands().map(|value| body.value_type(value)));
    }
    printer.write_str(" to ");
    printer.write_types(data.results().iter().map(|&value| body.value_type(value)));
    printer.write_attr_dict(printer.context().dictionary_entries(data.attributes), false);
}

/// `module @name attributes {...} { ... }`.
fn parse_module(parser: &mut OpParser<'_, '_>) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let properties = parser
        .parse_optional_symbol_name()?
        .map(|name| context.dictionary_attr(&[(context.string_attr("sym_name"), name)]));
    let attributes = if parser.parse_optional_keyword("attributes") {
        let offset = parser.offset();
        match parser.parse_optional_attr_dict()? {
            Some(attributes) => Some(attributes),
            None => return parser.error_at(offset, "expected '{' in attribute dictionary"),
        }
    } else {
        None
    };
    let region = parser.parse_isolated_region()?;
    parser.create_op(&[], &[], attributes, properties, Some(region))
}

/// `unrealized_conversion_cast %a, %b : A, B to C {attributes}`.
fn parse_unrealized_conversion_cast(parser: &mut OpParser<'_, '_>) -> Result<Op, Diagnostic> {
    let mut operands = Vec::new();
    if parser.at_operand() {
        let uses = parser.parse_operand_list()?;
        parser.parse_punctuation(":", "expected ':'")?;
        let types_offset = parser.offset();
        let types = parser.parse_type_list()?;
        operands = parser.resolve_operands(&uses, &types, types_offset)?;
    }
    parser.parse_keyword("to", "expected 'to'")?;
    let result_types = parser.parse_type_list()?;
    let attributes = parser.parse_optional_attr_dict()?;
    parser.create_op(&operands, &result_types, attributes, None, None)
}
