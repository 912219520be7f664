//! The format resolver: an op's declarative format (parsed by
//! `model::format`) resolved against its fields. Each `$name` becomes an
//! operand, result, property, region or successor index; the resolver
//! checks that the format covers every operand, region and successor,
//! has one `attr-dict`, writes or infers every type, and that optional
//! groups have anchors that can be absent. Mistakes are reported at the
//! format string with their line and column in it.

mod resolver;

use syn::ext::IdentExt;
use syn::{Expr, LitStr};

use super::traits::{TraitRef, TypeSourceRef};
use crate::ctxt::Ctxt;
use crate::model::format::parse_format;
use crate::model::op::OpModel;
use resolver::{Coverage, Resolver};

/// Library constraints that allow exactly one type, which formats may leave
/// out.
const BUILDABLE_CONSTRAINTS: &[&str] =
    &["I1", "Bool", "I8", "I16", "I32", "I64", "F16", "BF16", "F32", "F64", "Index", "NoneType"];

/// Whether the constraint written as `expr` allows exactly one type: one of
/// [`BUILDABLE_CONSTRAINTS`], or such a constraint under another name,
/// written in place (`Named { description: "Int32", constraint: &I32 }`,
/// as MLIR's `TypeAlias` keeps the type it names buildable).
fn is_buildable(expr: &Expr) -> bool {
    match expr {
        Expr::Path(path) => path
            .path
            .get_ident()
            .is_some_and(|ident| BUILDABLE_CONSTRAINTS.contains(&ident.to_string().as_str())),
        Expr::Struct(named) => {
            named.path.segments.last().is_some_and(|segment| segment.ident == "Named")
                && named.fields.iter().any(|field| {
                    matches!(&field.member, syn::Member::Named(ident) if ident == "constraint")
                        && matches!(&field.expr, Expr::Reference(reference) if is_buildable(&reference.expr))
                })
        }
        Expr::Paren(inner) => is_buildable(&inner.expr),
        _ => false,
    }
}

/// What a resolved format element names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Operand(usize),
    Result(usize),
    Operands,
    Results,
}

/// What decides an optional group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Operand(usize),
    Result(usize),
    Property(usize),
    Region(usize),
    Successor(usize),
}

/// An argument of a custom directive.
#[derive(Clone, Debug, PartialEq)]
pub enum CustomArgument {
    Operand(usize),
    Type(Target),
    Property(usize),
    Successor(usize),
    Region(usize),
    AttrDict,
}

/// A format element with its names resolved.
#[derive(Clone, Debug, PartialEq)]
pub enum Resolved {
    Literal(String),
    Whitespace(String),
    Operand(usize),
    Operands,
    Property(usize),
    Region(usize),
    Regions,
    Successor(usize),
    Successors,
    Type(Target),
    FunctionalType(Target, Target),
    AttrDict {
        keyword: bool,
    },
    PropDict,
    Optional {
        anchor: Anchor,
        then: Vec<Resolved>,
        otherwise: Vec<Resolved>,
        elided: Option<usize>,
    },
    Custom {
        name: String,
        arguments: Vec<CustomArgument>,
    },
}

/// The resolved format and what it leaves for the traits to infer.
pub struct ResolvedFormat {
    pub elements: Vec<Resolved>,
    /// Properties the format writes, which `attr-dict` leaves out.
    pub used_properties: Vec<usize>,
}

/// Rule: a format names only the op's operands, results (inside `type`),
/// properties, regions and successors, each once; it writes every operand,
/// region and successor and has one `attr-dict`; every operand and result
/// type is written or follows from the traits or an `infer` hook; and each
/// optional group has one anchor that can be absent.
pub fn resolve_format(
    cx: &Ctxt,
    model: &OpModel,
    traits: &[TraitRef],
    literal: &LitStr,
) -> Option<ResolvedFormat> {
    let mut resolver = Resolver {
        cx,
        model,
        literal,
        coverage: Coverage {
            operands: vec![false; model.operands.len()],
            operand_types: vec![false; model.operands.len()],
            result_types: vec![false; model.results.len()],
            properties: vec![false; model.properties.len()],
            regions: vec![false; model.regions.len()],
            successors: vec![false; model.successors.len()],
            attr_dict: 0,
        },
        errors: Default::default(),
    };
    let elements = match parse_format(&literal.value()) {
        Ok(elements) => elements,
        Err(error) => {
            resolver.error(error.offset, error.message);
            return None;
        }
    };
    let resolved: Vec<Resolved> =
        elements.iter().filter_map(|element| resolver.resolve(element)).collect();
    if resolver.errors.get() > 0 {
        return None;
    }
    let mut coverage = std::mem::take(&mut resolver.coverage);
    check_coverage(&resolver, &coverage);
    check_types(&resolver, &coverage, traits);
    // The property splitting an operand group is written with the group.
    for operand in &model.operands {
        if let Some(segments) = &operand.segments {
            if let Some(index) =
                model.properties.iter().position(|property| property.ident == *segments)
            {
                coverage.properties[index] = true;
            }
        }
    }
    let used_properties = coverage
        .properties
        .iter()
        .enumerate()
        .filter(|(_, seen)| **seen)
        .map(|(index, _)| index)
        .collect();
    Some(ResolvedFormat { elements: resolved, used_properties })
}

/// Rule: the format has an `attr-dict` and writes every operand, region
/// and successor.
fn check_coverage(resolver: &Resolver, coverage: &Coverage) {
    let model = resolver.model;
    let end = resolver.literal.value().len();
    if coverage.attr_dict == 0 {
        resolver.error(
            end,
            "the format has no `attr-dict`: add one so discardable attributes can be written",
        );
    }
    for (index, seen) in coverage.operands.iter().enumerate() {
        if !seen {
            let name = model.operands[index].ident.unraw();
            resolver
                .error(end, format!("operand `{name}` is missing from the format: add `${name}`"));
        }
    }
    for (index, seen) in coverage.regions.iter().enumerate() {
        if !seen {
            let name = model.regions[index].ident.unraw();
            resolver
                .error(end, format!("region `{name}` is missing from the format: add `${name}`"));
        }
    }
    for (index, seen) in coverage.successors.iter().enumerate() {
        if !seen {
            let name = model.successors[index].ident.unraw();
            resolver.error(
                end,
                format!("successor `{name}` is missing from the format: add `${name}`"),
            );
        }
    }
}

/// Which operand and result types a format determines: those it writes,
/// those whose constraint allows one type, and those the traits equate
/// with a determined one (`SameOperandsAndResultType`, `SameTypeOperands`,
/// `AllTypesMatch`, `TypesMatchWith`), to a fixed point.
fn known_types(
    model: &OpModel,
    coverage: &Coverage,
    traits: &[TraitRef],
) -> (Vec<bool>, Vec<bool>) {
    let same_all = traits.iter().any(|t| t.is("SameOperandsAndResultType"));
    let same_operands = traits.iter().any(|t| t.is("SameTypeOperands"));
    let mut operand_known = coverage.operand_types.clone();
    let mut result_known = coverage.result_types.clone();
    // Constraints that allow one type only need not be written.
    for (known, fields) in
        [(&mut operand_known, &model.operands), (&mut result_known, &model.results)]
    {
        for (index, field) in fields.iter().enumerate() {
            known[index] |= field.constraint.as_ref().is_some_and(is_buildable);
        }
    }
    loop {
        let any_operand = operand_known.iter().any(|known| *known);
        let any_result = result_known.iter().any(|known| *known);
        let mut changed = false;
        let mut set = |known: &mut Vec<bool>, index: usize| {
            if !known[index] {
                known[index] = true;
                changed = true;
            }
        };
        for index in 0..operand_known.len() {
            if (same_all && (any_operand || any_result)) || (same_operands && any_operand) {
                set(&mut operand_known, index);
            }
        }
        for index in 0..result_known.len() {
            if same_all && (any_operand || any_result) {
                set(&mut result_known, index);
            }
        }
        for declared in traits {
            let (sources, targets) = match declared {
                TraitRef::AllTypesMatch(names) => (names.iter().collect(), names.iter().collect()),
                TraitRef::TypesMatchWith { from, to, .. } => (vec![from], vec![to]),
                _ => continue,
            };
            let source_known =
                sources.iter().any(|name: &&super::traits::TypeName| match name.source {
                    TypeSourceRef::Operand(index) => operand_known[index],
                    TypeSourceRef::Result(index) => result_known[index],
                    TypeSourceRef::Property(index) => coverage.properties[index],
                });
            if source_known {
                for target in targets {
                    match target.source {
                        TypeSourceRef::Operand(index) => set(&mut operand_known, index),
                        TypeSourceRef::Result(index) => set(&mut result_known, index),
                        TypeSourceRef::Property(_) => {}
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    (operand_known, result_known)
}

/// Rule: every operand and result type is written or follows from the
/// traits (results also from an `infer` hook).
fn check_types(resolver: &Resolver, coverage: &Coverage, traits: &[TraitRef]) {
    let model = resolver.model;
    let end = resolver.literal.value().len();
    let (operand_known, result_known) = known_types(model, coverage, traits);
    for (index, known) in operand_known.iter().enumerate() {
        if !known {
            let name = model.operands[index].ident.unraw();
            resolver.error(end, format!("the type of operand `{name}` cannot be resolved: add `type(${name})` to the format, or a trait that equates it with a written type (`SameOperandsAndResultType`, `SameTypeOperands`, `AllTypesMatch`)"));
        }
    }
    for (index, known) in result_known.iter().enumerate() {
        if !known && model.options.infer.is_none() {
            let name = model.results[index].ident.unraw();
            resolver.error(end, format!("the type of result `{name}` cannot be resolved: add `type(${name})` to the format, a trait that equates it with a written type (`SameOperandsAndResultType`, `AllTypesMatch`, `TypesMatchWith`), or an `infer = ...` hook"));
        }
    }
}
