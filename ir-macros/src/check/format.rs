//! The format resolver: an op's declarative format (parsed by
//! `model::format`) resolved against its fields. Each `$name` becomes an
//! operand, result, property, region or successor index; the resolver
//! checks that the format covers every operand, region and successor,
//! has one `attr-dict`, writes or infers every type, and that optional
//! groups have anchors that can be absent. Mistakes are reported at the
//! format string with their line and column in it.

use syn::ext::IdentExt;
use syn::{Expr, LitStr};

use super::traits::{TraitRef, TypeSourceRef};
use crate::ctxt::Ctxt;
use crate::model::format::{parse_format, Element, ElementKind};
use crate::model::op::{Arity, OpModel, PropertyKind};

/// Library constraints that allow exactly one type, which formats may leave
/// out.
const BUILDABLE_CONSTRAINTS: &[&str] =
    &["I1", "I8", "I16", "I32", "I64", "F16", "BF16", "F32", "F64", "Index", "NoneType"];

/// The number of single-character edits between two names, for "did you
/// mean" suggestions.
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut current = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            current.push((previous[j] + cost).min(previous[j + 1] + 1).min(current[j] + 1));
        }
        previous = current;
    }
    previous[b.len()]
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

/// What a format covers, to check nothing is left out.
#[derive(Default)]
struct Coverage {
    operands: Vec<bool>,
    operand_types: Vec<bool>,
    result_types: Vec<bool>,
    properties: Vec<bool>,
    regions: Vec<bool>,
    successors: Vec<bool>,
    attr_dict: usize,
}

struct Resolver<'m, 'a> {
    cx: &'m Ctxt,
    model: &'m OpModel<'a>,
    literal: &'m LitStr,
    coverage: Coverage,
    /// Errors found in the elements; the checks of what the whole format
    /// covers are skipped after one, so a typo is reported once.
    errors: std::cell::Cell<usize>,
}

enum Name {
    Operand(usize),
    Result(usize),
    Property(usize),
    Region(usize),
    Successor(usize),
}

impl Resolver<'_, '_> {
    fn error(&self, offset: usize, message: impl std::fmt::Display) {
        self.errors.set(self.errors.get() + 1);
        let format = self.literal.value();
        let (line, column) = format[..offset.min(format.len())]
            .split('\n')
            .fold((1, 0), |(line, _), segment| (line + 1, segment.len()));
        let location = if line > 2 {
            format!(" (line {}, column {})", line - 1, column + 1)
        } else {
            format!(" (at column {})", column + 1)
        };
        let excerpt: String = format[offset.min(format.len())..].chars().take(24).collect();
        if excerpt.is_empty() {
            self.cx.error_spanned_by(self.literal, format!("{message} (at the end of the format)"));
        } else {
            self.cx.error_spanned_by(self.literal, format!("{message}{location}, at `{excerpt}`"));
        }
    }

    fn lookup(&self, name: &str) -> Option<Name> {
        let model = self.model;
        if let Some(index) = model.operands.iter().position(|field| field.ident.unraw() == name) {
            return Some(Name::Operand(index));
        }
        if let Some(index) = model.results.iter().position(|field| field.ident.unraw() == name) {
            return Some(Name::Result(index));
        }
        if let Some(index) = model
            .properties
            .iter()
            .position(|field| field.ident.unraw() == name || field.name == name)
        {
            return Some(Name::Property(index));
        }
        if let Some(index) =
            model.regions.iter().position(|field| field.ident.unraw() == name || field.name == name)
        {
            return Some(Name::Region(index));
        }
        model.successors.iter().position(|field| field.ident.unraw() == name).map(Name::Successor)
    }

    fn unknown(&self, offset: usize, name: &str) {
        let op = &self.model.original.ident;
        let model = self.model;
        let known: Vec<String> = model
            .operands
            .iter()
            .chain(&model.results)
            .map(|field| field.ident.unraw().to_string())
            .chain(model.properties.iter().map(|field| field.ident.unraw().to_string()))
            .chain(model.regions.iter().map(|field| field.ident.unraw().to_string()))
            .chain(model.successors.iter().map(|field| field.ident.unraw().to_string()))
            .collect();
        let suggestion = known
            .iter()
            .filter(|candidate| edit_distance(candidate, name) <= 2)
            .min_by_key(|candidate| edit_distance(candidate, name))
            .map(|candidate| format!("; did you mean `${candidate}`?"))
            .unwrap_or_default();
        self.error(
            offset,
            format!("`${name}` is not an operand, result, property, region or successor of `{op}`{suggestion}"),
        );
    }

    fn mark(&self, seen: &mut [bool], index: usize, offset: usize, written: &str) {
        if seen[index] {
            self.error(offset, format!("`{written}` appears twice in the format"));
        }
        seen[index] = true;
    }

    fn resolve_target(&mut self, element: &Element) -> Option<Target> {
        match &element.kind {
            ElementKind::Variable(name) => match self.lookup(name) {
                Some(Name::Operand(index)) => {
                    let mut seen = std::mem::take(&mut self.coverage.operand_types);
                    self.mark(&mut seen, index, element.offset, &format!("type(${name})"));
                    self.coverage.operand_types = seen;
                    Some(Target::Operand(index))
                }
                Some(Name::Result(index)) => {
                    let mut seen = std::mem::take(&mut self.coverage.result_types);
                    self.mark(&mut seen, index, element.offset, &format!("type(${name})"));
                    self.coverage.result_types = seen;
                    Some(Target::Result(index))
                }
                Some(_) => {
                    self.error(
                        element.offset,
                        format!("`type(${name})` needs an operand or a result"),
                    );
                    None
                }
                None => {
                    self.unknown(element.offset, name);
                    None
                }
            },
            ElementKind::Operands => {
                self.coverage.operand_types.iter_mut().for_each(|seen| *seen = true);
                Some(Target::Operands)
            }
            ElementKind::Results => {
                self.coverage.result_types.iter_mut().for_each(|seen| *seen = true);
                Some(Target::Results)
            }
            _ => {
                self.error(
                    element.offset,
                    "a type directive takes `$operand`, `$result`, `operands` or `results`",
                );
                None
            }
        }
    }

    fn resolve(&mut self, element: &Element) -> Option<Resolved> {
        let offset = element.offset;
        Some(match &element.kind {
            ElementKind::Literal(text) => Resolved::Literal(text.clone()),
            ElementKind::Whitespace(text) => Resolved::Whitespace(text.clone()),
            ElementKind::Variable(name) => match self.lookup(name) {
                Some(Name::Operand(index)) => {
                    let mut seen = std::mem::take(&mut self.coverage.operands);
                    self.mark(&mut seen, index, offset, &format!("${name}"));
                    self.coverage.operands = seen;
                    Resolved::Operand(index)
                }
                Some(Name::Property(index)) => {
                    let mut seen = std::mem::take(&mut self.coverage.properties);
                    self.mark(&mut seen, index, offset, &format!("${name}"));
                    self.coverage.properties = seen;
                    Resolved::Property(index)
                }
                Some(Name::Region(index)) => {
                    let mut seen = std::mem::take(&mut self.coverage.regions);
                    self.mark(&mut seen, index, offset, &format!("${name}"));
                    self.coverage.regions = seen;
                    Resolved::Region(index)
                }
                Some(Name::Successor(index)) => {
                    let mut seen = std::mem::take(&mut self.coverage.successors);
                    self.mark(&mut seen, index, offset, &format!("${name}"));
                    self.coverage.successors = seen;
                    Resolved::Successor(index)
                }
                Some(Name::Result(_)) => {
                    self.error(offset, format!("`${name}` is a result: a format writes results only as `type(${name})`"));
                    return None;
                }
                None => {
                    self.unknown(offset, name);
                    return None;
                }
            },
            ElementKind::AttrDict { keyword } => {
                self.coverage.attr_dict += 1;
                Resolved::AttrDict { keyword: *keyword }
            }
            ElementKind::PropDict => {
                self.coverage.properties.iter_mut().for_each(|seen| *seen = true);
                Resolved::PropDict
            }
            ElementKind::Operands => {
                self.coverage.operands.iter_mut().for_each(|seen| *seen = true);
                Resolved::Operands
            }
            ElementKind::Results => {
                self.error(
                    offset,
                    "`results` is only valid inside `type(...)` or `functional-type(...)`",
                );
                return None;
            }
            ElementKind::Ref(_) => {
                self.error(offset, "`ref(...)` is only valid as an argument of a custom directive");
                return None;
            }
            ElementKind::Regions => {
                self.coverage.regions.iter_mut().for_each(|seen| *seen = true);
                Resolved::Regions
            }
            ElementKind::Successors => {
                self.coverage.successors.iter_mut().for_each(|seen| *seen = true);
                Resolved::Successors
            }
            ElementKind::Type { argument, .. } => Resolved::Type(self.resolve_target(argument)?),
            ElementKind::FunctionalType(inputs, results) => {
                let inputs = self.resolve_target(inputs);
                let results = self.resolve_target(results);
                Resolved::FunctionalType(inputs?, results?)
            }
            ElementKind::Custom { name, arguments } => {
                let mut resolved = Vec::new();
                for argument in arguments {
                    let value = match &argument.kind {
                        ElementKind::AttrDict { .. } => {
                            self.coverage.attr_dict += 1;
                            Some(CustomArgument::AttrDict)
                        }
                        ElementKind::Type { argument, .. } => {
                            self.resolve_target(argument).map(CustomArgument::Type)
                        }
                        ElementKind::Ref(_) => None,
                        ElementKind::Variable(_) => match self.resolve(argument) {
                            Some(Resolved::Operand(index)) => Some(CustomArgument::Operand(index)),
                            Some(Resolved::Property(index)) => {
                                Some(CustomArgument::Property(index))
                            }
                            Some(Resolved::Successor(index)) => {
                                Some(CustomArgument::Successor(index))
                            }
                            Some(Resolved::Region(index)) => Some(CustomArgument::Region(index)),
                            _ => None,
                        },
                        _ => {
                            self.error(
                                argument.offset,
                                "a custom directive takes variables, `type(...)` and `attr-dict`",
                            );
                            None
                        }
                    };
                    resolved.extend(value);
                }
                Resolved::Custom { name: name.clone(), arguments: resolved }
            }
            ElementKind::Optional { then, otherwise, anchor } => {
                let Some(anchor_index) = *anchor else {
                    self.error(offset, "an optional group needs an anchor: mark the element whose presence decides the group with `^`");
                    return None;
                };
                let first_ok = matches!(
                    then.first().map(|first| &first.kind),
                    Some(
                        ElementKind::Literal(_)
                            | ElementKind::Variable(_)
                            | ElementKind::Type { .. }
                            | ElementKind::Operands
                            | ElementKind::Regions
                            | ElementKind::Successors
                            | ElementKind::FunctionalType(..)
                    )
                );
                if !first_ok {
                    self.error(offset, "the first element of an optional group must be a literal, a variable or a type directive, so the parser can tell whether the group is present");
                }
                let anchor_element = &then[anchor_index];
                let resolved_anchor = match &anchor_element.kind {
                    ElementKind::Variable(name) => match self.lookup(name) {
                        Some(Name::Operand(index))
                            if self.model.operands[index].arity != Arity::Single =>
                        {
                            Some(Anchor::Operand(index))
                        }
                        Some(Name::Property(index))
                            if self.model.properties[index].kind != PropertyKind::Required =>
                        {
                            Some(Anchor::Property(index))
                        }
                        Some(Name::Region(index)) => Some(Anchor::Region(index)),
                        Some(Name::Successor(index))
                            if self.model.successors[index].arity != Arity::Single =>
                        {
                            Some(Anchor::Successor(index))
                        }
                        Some(_) => {
                            self.error(anchor_element.offset, format!("`${name}` cannot anchor an optional group: it is always present; anchor an optional or variadic operand, a property that is optional, a flag or has a default, or a region"));
                            None
                        }
                        None => None,
                    },
                    ElementKind::Type { argument, .. } => match &argument.kind {
                        ElementKind::Variable(name) => match self.lookup(name) {
                            Some(Name::Operand(index))
                                if self.model.operands[index].arity != Arity::Single =>
                            {
                                Some(Anchor::Operand(index))
                            }
                            Some(Name::Result(index))
                                if self.model.results[index].arity != Arity::Single =>
                            {
                                Some(Anchor::Result(index))
                            }
                            _ => {
                                self.error(anchor_element.offset, "a type directive anchors a group only for an optional or variadic operand or result");
                                None
                            }
                        },
                        _ => None,
                    },
                    ElementKind::Operands => self
                        .model
                        .operands
                        .iter()
                        .position(|operand| operand.arity != Arity::Single)
                        .map(Anchor::Operand),
                    _ => {
                        self.error(anchor_element.offset, "the anchor of an optional group must be a variable or a type directive");
                        None
                    }
                };
                let then_resolved: Vec<Resolved> =
                    then.iter().filter_map(|child| self.resolve(child)).collect();
                let otherwise_resolved: Vec<Resolved> =
                    otherwise.iter().filter_map(|child| self.resolve(child)).collect();
                let anchor = resolved_anchor?;
                let elided = match anchor {
                    Anchor::Property(index)
                        if anchor_index != 0
                            && self.model.properties[index].kind == PropertyKind::Unit =>
                    {
                        Some(anchor_index)
                    }
                    _ => None,
                };
                Resolved::Optional {
                    anchor,
                    then: then_resolved,
                    otherwise: otherwise_resolved,
                    elided,
                }
            }
        })
    }
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
            let buildable = match &field.constraint {
                Some(Expr::Path(path)) => path.path.get_ident().is_some_and(|ident| {
                    BUILDABLE_CONSTRAINTS.contains(&ident.to_string().as_str())
                }),
                _ => false,
            };
            known[index] |= buildable;
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
