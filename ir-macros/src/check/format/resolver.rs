//! Walking a format's elements: each `$name` resolved to an operand,
//! result, property, region or successor, each directive checked where it
//! stands, and what the format covers recorded for the checks of the
//! whole format.

use syn::ext::IdentExt;
use syn::LitStr;

use super::{Anchor, CustomArgument, Resolved, Target};
use crate::ctxt::Ctxt;
use crate::model::format::{Element, ElementKind};
use crate::model::op::{Arity, OpModel, PropertyKind};

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

/// What a format covers, to check nothing is left out.
#[derive(Default)]
pub(super) struct Coverage {
    pub(super) operands: Vec<bool>,
    pub(super) operand_types: Vec<bool>,
    pub(super) result_types: Vec<bool>,
    pub(super) properties: Vec<bool>,
    pub(super) regions: Vec<bool>,
    pub(super) successors: Vec<bool>,
    pub(super) attr_dict: usize,
}

pub(super) struct Resolver<'m, 'a> {
    pub(super) cx: &'m Ctxt,
    pub(super) model: &'m OpModel<'a>,
    pub(super) literal: &'m LitStr,
    pub(super) coverage: Coverage,
    /// Errors found in the elements; the checks of what the whole format
    /// covers are skipped after one, so a typo is reported once.
    pub(super) errors: std::cell::Cell<usize>,
}

enum Name {
    Operand(usize),
    Result(usize),
    Property(usize),
    Region(usize),
    Successor(usize),
}

impl Resolver<'_, '_> {
    pub(super) fn error(&self, offset: usize, message: impl std::fmt::Display) {
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

    pub(super) fn resolve(&mut self, element: &Element) -> Option<Resolved> {
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
