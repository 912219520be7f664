//! Markdown reference pages for dialects, written from the ops' definitions:
//! summary, description, syntax, traits, properties, operands, results,
//! regions and successors of each op.

use std::fmt::Write;

use super::spec::{Arity, PropertyKind};
use crate::registry::OpDefinition;

/// The markdown reference of a dialect: its description, its types and
/// attributes, and each op in the order the dialect lists them.
pub fn dialect_markdown(definition: &crate::registry::DialectDefinition) -> String {
    let (dialect, description, ops, symbols) =
        (definition.name, definition.description, definition.ops, definition.symbols);
    let mut out = String::new();
    let _ = writeln!(out, "# '{dialect}' Dialect\n");
    if !description.trim().is_empty() {
        let _ = writeln!(out, "{}\n", description.trim());
    }
    for (title, kind, sigil) in [
        ("Types", super::dialect_symbols::SymbolKind::Type, '!'),
        ("Attributes", super::dialect_symbols::SymbolKind::Attribute, '#'),
    ] {
        let listed: Vec<_> = symbols.iter().filter(|symbol| symbol.kind == kind).collect();
        if !definition.defines_some(kind) {
            continue;
        }
        let _ = writeln!(out, "## {title}\n");
        for symbol in listed {
            let _ = writeln!(out, "- `{sigil}{dialect}.{}`: {}", symbol.mnemonic, symbol.summary);
        }
        if kind == super::dialect_symbols::SymbolKind::Attribute {
            enum_attributes_markdown(&mut out, definition);
        }
        out.push('\n');
    }
    let _ = writeln!(out, "## Operations\n");
    for definition in ops {
        op_markdown(&mut out, definition);
    }
    out
}

/// The list entries of the dialect's enum attributes (with their cases)
/// and of the attributes it keeps as written.
fn enum_attributes_markdown(out: &mut String, definition: &crate::registry::DialectDefinition) {
    for cases in definition.enum_attributes {
        let Some((dialect, mnemonic)) = cases.dialect_attr else { continue };
        let kind = if cases.bits { "a set of" } else { "one of" };
        let _ = writeln!(
            out,
            "- `#{dialect}.{mnemonic}<...>`: {} ({kind} `{}`: {})",
            cases.description,
            cases.name,
            cases.keyword_list(", ")
        );
    }
    for mnemonic in definition.opaque_attributes {
        let _ = writeln!(out, "- `#{}.{mnemonic}<...>`: kept as written", definition.name);
    }
}

fn arity_text(arity: Arity, description: &str) -> String {
    match arity {
        Arity::Single => description.to_owned(),
        Arity::Optional => format!("optional {description}"),
        Arity::Variadic => format!("variadic of {description}"),
    }
}

fn op_markdown(out: &mut String, definition: &OpDefinition) {
    let mnemonic = definition.name.split_once('.').map_or(definition.name, |(_, rest)| rest);
    let _ = writeln!(out, "### `{}` ({})\n", definition.name, mnemonic);
    if !definition.summary.is_empty() {
        let _ = writeln!(out, "_{}_\n", definition.summary);
    }
    if let Some(format) = definition.format_text {
        let _ = writeln!(out, "Syntax:\n\n```\n{} {format}\n```\n", definition.name);
    }
    if !definition.description.trim().is_empty() {
        let _ = writeln!(out, "{}\n", definition.description.trim());
    }
    if !definition.traits.is_empty() {
        let names: Vec<_> = definition.traits.iter().map(|declared| declared.name()).collect();
        let _ = writeln!(out, "Traits: `{}`\n", names.join("`, `"));
    }
    // The tables of the dimensions properties may require are not
    // interfaces the op declares: the op answers them through its
    // properties' types. Nor is the empty availability of a dialect that
    // declares none.
    let names: Vec<&str> = definition
        .interfaces
        .iter()
        .filter(|&&model| {
            let any: &dyn std::any::Any = model;
            let empty_bundle =
                any.is::<crate::availability::AvailabilityBundle>() && model.bases().is_empty();
            !any.is::<crate::availability::PropertyModels>() && !empty_bundle
        })
        .map(|model| model.interface_name())
        .collect();
    if !names.is_empty() {
        let _ = writeln!(out, "Interfaces: `{}`\n", names.join("`, `"));
    }
    let mut hooks = Vec::new();
    if definition.fold.is_some() {
        hooks.push("folder".to_owned());
    }
    if definition.fold_in_place.is_some() {
        hooks.push("in-place folder".to_owned());
    }
    if !definition.canonicalization_patterns.is_empty() {
        let names: Vec<&str> =
            definition.canonicalization_patterns.iter().map(|pattern| pattern.name()).collect();
        hooks.push(format!("canonicalization patterns `{}`", names.join("`, `")));
    }
    if definition.verify_symbol_uses.is_some() {
        hooks.push("symbol-use verifier".to_owned());
    }
    if !hooks.is_empty() {
        let _ = writeln!(out, "Hooks: {}.\n", hooks.join(", "));
    }
    let rules: Vec<(&str, String)> = definition
        .canonicalization_patterns
        .iter()
        .filter_map(|pattern| Some((pattern.name(), pattern.description()?)))
        .collect();
    if !rules.is_empty() {
        let _ = writeln!(out, "#### Rewrite rules\n");
        for (name, rule) in rules {
            let _ = writeln!(out, "- `{name}`: `{rule}`");
        }
        let _ = writeln!(out);
    }
    let properties: Vec<_> = definition
        .properties
        .iter()
        .filter(|property| property.kind != PropertyKind::SegmentSizes)
        .collect();
    if !properties.is_empty() {
        let _ = writeln!(
            out,
            "#### Properties\n\n| Property | Rust type | Description |\n| :--- | :--- | :--- |"
        );
        for property in properties {
            let mut description = property
                .constraint
                .map_or(property.value_description, |c| c.description)
                .to_owned();
            match property.kind {
                PropertyKind::Optional => description.insert_str(0, "optional "),
                PropertyKind::Defaulted => description.push_str(" (has a default)"),
                PropertyKind::Unit => description = "unit attribute".to_owned(),
                _ => {}
            }
            let _ = writeln!(
                out,
                "| `{}` | `{}` | {} |",
                property.name,
                property.rust_type,
                description.trim()
            );
        }
        out.push('\n');
    }
    for (title, values) in [("Operands", definition.operands), ("Results", definition.results)] {
        if values.is_empty() {
            continue;
        }
        let _ = writeln!(
            out,
            "#### {title}\n\n| {} | Description |\n| :---: | --- |",
            &title[..title.len() - 1]
        );
        for value in values {
            let _ = writeln!(
                out,
                "| `{}` | {} |",
                value.name,
                arity_text(value.arity, &value.constraint.description())
            );
        }
        out.push('\n');
    }
    if !definition.regions.is_empty() {
        let _ = writeln!(out, "#### Regions\n\n| Region | Constraint |\n| :---: | --- |");
        for region in definition.regions {
            let constraint = match region.block_count {
                Some(count) => format!("region with {count} blocks"),
                None => "any region".to_owned(),
            };
            let _ =
                writeln!(out, "| `{}` | {} |", region.name, arity_text(region.arity, &constraint));
        }
        out.push('\n');
    }
    if !definition.successors.is_empty() {
        let _ = writeln!(out, "#### Successors\n\n| Successor | Description |\n| :---: | --- |");
        for successor in definition.successors {
            let _ = writeln!(
                out,
                "| `{}` | {} |",
                successor.name,
                arity_text(successor.arity, "any successor")
            );
        }
        out.push('\n');
    }
}
