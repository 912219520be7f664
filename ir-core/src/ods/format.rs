//! Declarative assembly formats: the elements `#[op(format = "...")]`
//! compiles to, and the interpreter that prints and parses an op with them.
//!
//! The macro checks a format when the op is compiled (unknown variables,
//! unresolvable types, malformed optional groups) and decides the spacing
//! between elements the way MLIR's generator does, so the interpreter only
//! follows the elements. Types the format does not write are recovered from
//! the op's traits (`SameOperandsAndResultType`, `SameTypeOperands`) or its
//! type-inference hook.

use smallvec::{smallvec, SmallVec};

use super::properties::OpProperties;
use super::property_box::PropertyBox;
use super::spec::{Arity, PropertyKind, TypeSource, TypesTransform};
use super::verify::{operand_range, result_range};
use crate::attributes::Attr;
use crate::diagnostics::Diagnostic;
use crate::ir::{Block, Op, Value};
use crate::registry::OpDefinition;
use crate::text::{OpParser, OpPrinter, ParseResult, ParsedRegion, UnresolvedOperand};
use crate::traits::{AllTypesMatch, TraitFlags, TypesMatchWith};
use crate::types::Type;

/// One element of a format, with the space the printer writes before it.
#[derive(Debug)]
pub struct FormatElement {
    /// Whether the printer writes a space before the element.
    pub space_before: bool,
    /// What the element is.
    pub kind: FormatKind,
}

/// Which types a `type(...)` or `functional-type(...)` directive names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeTarget {
    /// The types of one operand group.
    Operand(usize),
    /// The types of one result group.
    Result(usize),
    /// The types of every operand (`operands`).
    Operands,
    /// The types of every result (`results`).
    Results,
}

/// What an optional group tests to decide whether it is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// An optional or variadic operand group is not empty.
    Operand(usize),
    /// A property is set (or differs from its default).
    Property(usize),
    /// A region is not empty.
    Region(usize),
    /// An optional or variadic successor group is not empty.
    Successor(usize),
    /// An optional or variadic result group is not empty.
    Result(usize),
}

/// A `custom<Name>(...)` directive's argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CustomArgument {
    /// An operand group.
    Operand(usize),
    /// The types of an operand or result group.
    Type(TypeTarget),
    /// A property.
    Property(usize),
    /// A successor group.
    Successor(usize),
    /// A region.
    Region(usize),
    /// The discardable attributes.
    AttrDict,
}

/// What a custom directive's printer receives: the printer, the op, and
/// the directive's arguments as the macro resolved them (operand groups,
/// properties, ... by index).
pub type CustomPrint = for<'p, 'a> fn(&mut OpPrinter<'p, 'a>, Op, &[CustomArgument]) -> ();

/// What a custom directive's parser receives: the parser, the state of
/// the op being parsed (to fill), and the directive's arguments.
pub type CustomParse = for<'p, 'a, 's> fn(
    &mut OpParser<'p, 'a>,
    &mut FormatState<'a, 's>,
    &[CustomArgument],
) -> ParseResult<()>;

/// The kinds of format elements.
#[derive(Debug)]
pub enum FormatKind {
    /// A keyword or punctuation.
    Literal(&'static str),
    /// `` ` ` `` (a space) or `` `` `` (nothing, and no space next).
    Whitespace(&'static str),
    /// `$name` for an operand group.
    Operand(usize),
    /// `operands`.
    Operands,
    /// `$name` for a property.
    Property(usize),
    /// `$name` for a region.
    Region(usize),
    /// `regions`.
    Regions,
    /// `$name` for a successor group.
    Successor(usize),
    /// `successors`.
    Successors,
    /// `type(...)` or `qualified(type(...))`.
    Type(TypeTarget),
    /// `functional-type(inputs, results)`.
    FunctionalType(TypeTarget, TypeTarget),
    /// `attr-dict` or `attr-dict-with-keyword`: the discardable attributes
    /// and the properties the format does not write.
    AttrDict {
        /// Whether the dictionary follows the `attributes` keyword.
        keyword: bool,
        /// The properties the format writes elsewhere.
        elided: &'static [usize],
    },
    /// `prop-dict`.
    PropDict,
    /// `(...)?` or `(...)? : (...)`.
    Optional {
        /// What the group tests.
        anchor: Anchor,
        /// The elements printed when the anchor is present.
        then: &'static [FormatElement],
        /// The elements printed otherwise.
        otherwise: &'static [FormatElement],
        /// An element of `then` not printed (a unit flag anchor that is not
        /// the group's first element).
        elided: Option<usize>,
    },
    /// `custom<Name>(...)`.
    Custom {
        /// Prints the directive.
        print: CustomPrint,
        /// Parses the directive.
        parse: CustomParse,
        /// The directive's arguments, resolved.
        arguments: &'static [CustomArgument],
    },
}

/// Prints `op` with `format`, after the op's name.
pub fn print_with_format(
    printer: &mut OpPrinter,
    op: Op,
    definition: &OpDefinition,
    format: &[FormatElement],
) {
    for element in format {
        print_element(printer, op, definition, element);
    }
}

fn group_values(
    printer: &OpPrinter,
    op: Op,
    definition: &OpDefinition,
    group: usize,
) -> SmallVec<[Value; 4]> {
    let body = printer.body();
    let range = operand_range(body, op, definition, group);
    let mut values = SmallVec::new();
    for value in body.op(op).operands().skip(range.start).take(range.len()) {
        values.push(value);
    }
    values
}

/// The types of `values`, pushed one by one (cheaper than `collect` for
/// the few values of an op).
fn types_of(body: &crate::ir::Body, values: impl Iterator<Item = Value>) -> SmallVec<[Type; 4]> {
    let mut types = SmallVec::new();
    for value in values {
        types.push(body.value_type(value));
    }
    types
}

fn target_types(
    printer: &OpPrinter,
    op: Op,
    definition: &OpDefinition,
    target: TypeTarget,
) -> SmallVec<[Type; 4]> {
    let body = printer.body();
    let data = body.op(op);
    match target {
        TypeTarget::Operand(group) => {
            let range = operand_range(body, op, definition, group);
            types_of(body, data.operands().skip(range.start).take(range.len()))
        }
        TypeTarget::Result(group) => {
            let range = result_range(body, op, definition, group);
            types_of(body, data.results().slice(range).iter())
        }
        TypeTarget::Operands => types_of(body, data.operands()),
        TypeTarget::Results => types_of(body, data.results().iter()),
    }
}

fn anchor_present(printer: &OpPrinter, op: Op, definition: &OpDefinition, anchor: Anchor) -> bool {
    let body = printer.body();
    let data = body.op(op);
    match anchor {
        Anchor::Operand(group) => !operand_range(body, op, definition, group).is_empty(),
        Anchor::Result(group) => !result_range(body, op, definition, group).is_empty(),
        Anchor::Property(index) => property_present(printer, op, definition, index),
        Anchor::Region(index) if definition.regions[index].arity == Arity::Variadic => {
            data.regions().len() > index
        }
        Anchor::Region(index) => data.regions().get(index).is_some_and(|&region| {
            let holder = data.isolated_body().map_or(body, |_| printer.region_body(op));
            holder.entry_block(region).is_some()
        }),
        Anchor::Successor(group) => {
            !successor_range(definition, data.successors().len(), group).is_empty()
        }
    }
}

/// Whether property `index` of `op` is set (or differs from its default):
/// what an optional group anchored on it tests.
pub fn property_present(
    printer: &OpPrinter,
    op: Op,
    definition: &OpDefinition,
    index: usize,
) -> bool {
    printer
        .body()
        .op(op)
        .properties
        .as_deref()
        .is_some_and(|properties| (definition.properties[index].present)(properties))
}

/// Prints property `index` of `op` as the format writes it.
pub fn print_property(printer: &mut OpPrinter, op: Op, index: usize) {
    if let Some(properties) = printer.body().op(op).properties.as_deref() {
        properties.field(index).print_custom(printer);
    }
}

/// Prints `attr-dict` (`keyword`: `attr-dict-with-keyword`): the
/// discardable attributes and the properties the format does not write
/// elsewhere (`elided`), sorted together.
pub fn print_attr_dict(
    printer: &mut OpPrinter,
    op: Op,
    definition: &OpDefinition,
    keyword: bool,
    elided: &[usize],
) {
    let context = printer.context();
    let data = printer.body().op(op);
    // Most ops have no discardable attribute and print their properties
    // in the format: nothing to write.
    if elided.len() >= definition.properties.len()
        && data.attributes == context.cached_empty_dictionary()
    {
        return;
    }
    let entries = context.dictionary_entries(data.attributes);
    let mut merged: SmallVec<[(Attr, Attr); 4]> = SmallVec::new();
    // A format that writes every property leaves none to the dictionary.
    let properties =
        data.properties.as_deref().filter(|_| elided.len() < definition.properties.len());
    if let Some(properties) = properties {
        for (index, property) in definition.properties.iter().enumerate() {
            if elided.contains(&index)
                || property.kind == PropertyKind::SegmentSizes
                || !(property.present)(properties)
            {
                continue;
            }
            if let Some(value) = properties.field(index).to_attr(context) {
                merged.push((context.string_attr(property.name), value));
            }
        }
    }
    if merged.is_empty() {
        printer.write_attr_dict(entries, keyword);
    } else {
        merged.extend_from_slice(entries);
        let sorted = context.dictionary_attr(&merged);
        printer.write_attr_dict(context.dictionary_entries(sorted), keyword);
    }
}

fn print_element(
    printer: &mut OpPrinter,
    op: Op,
    definition: &OpDefinition,
    element: &FormatElement,
) {
    if element.space_before {
        printer.write_str(" ");
    }
    let body = printer.body();
    let data = body.op(op);
    match &element.kind {
        FormatKind::Literal(text) => printer.write_str(text),
        FormatKind::Whitespace(text) => {
            if *text == "\\n" {
                printer.write_newline();
            } else {
                printer.write_str(text);
            }
        }
        FormatKind::Operand(group) => {
            let values = group_values(printer, op, definition, *group);
            printer.write_values(values);
        }
        FormatKind::Operands => printer.write_values(data.operands()),
        FormatKind::Property(index) => print_property(printer, op, *index),
        FormatKind::Region(index) if definition.regions[*index].arity == Arity::Variadic => {
            for region in *index..data.regions().len() {
                if region > *index {
                    printer.write_str(", ");
                }
                printer.write_region(op, region, true, false);
            }
        }
        FormatKind::Region(index) => printer.write_region(op, *index, true, false),
        FormatKind::Regions => {
            for index in 0..data.regions().len() {
                if index > 0 {
                    printer.write_str(", ");
                }
                printer.write_region(op, index, true, false);
            }
        }
        FormatKind::Successor(_) | FormatKind::Successors => {
            let range = match &element.kind {
                FormatKind::Successor(group) => {
                    successor_range(definition, data.successors().len(), *group)
                }
                _ => 0..data.successors().len(),
            };
            let successors: SmallVec<[Block; 2]> =
                data.successors()[range].iter().copied().collect();
            for (index, successor) in successors.into_iter().enumerate() {
                if index > 0 {
                    printer.write_str(", ");
                }
                printer.write_successor(successor);
            }
        }
        FormatKind::Type(target) => {
            let types = target_types(printer, op, definition, *target);
            printer.write_types(types);
        }
        FormatKind::FunctionalType(inputs, results) => {
            let inputs = target_types(printer, op, definition, *inputs);
            let results = target_types(printer, op, definition, *results);
            printer.write_functional_type(&inputs, &results);
        }
        FormatKind::AttrDict { keyword, elided } => {
            print_attr_dict(printer, op, definition, *keyword, elided)
        }
        FormatKind::PropDict => {
            if let Some(properties) = data.properties_attr(printer.context()) {
                printer.write_str("<");
                printer.write_attr(properties);
                printer.write_str(">");
            }
        }
        FormatKind::Optional { anchor, then, otherwise, elided } => {
            if anchor_present(printer, op, definition, *anchor) {
                for (index, child) in then.iter().enumerate() {
                    if Some(index) != *elided {
                        print_element(printer, op, definition, child);
                    }
                }
            } else {
                for child in otherwise.iter() {
                    print_element(printer, op, definition, child);
                }
            }
        }
        FormatKind::Custom { print, arguments, .. } => print(printer, op, arguments),
    }
}

/// What parsing an op with a format has gathered so far. Custom directives
/// read and fill it.
///
/// Groups are small vectors: parsing an op of a few operands allocates
/// nothing for them.
pub struct FormatState<'a, 's> {
    /// The op's definition.
    pub definition: &'s OpDefinition,
    /// The operands of each operand group, unresolved.
    pub operands: SmallVec<[OperandGroup<'a>; 4]>,
    /// Operands read by an `operands` directive.
    pub all_operands: Option<OperandGroup<'a>>,
    /// Where each operand group (or the `operands` directive, the last
    /// entry) was written, for count errors; the op name when it was not.
    pub operand_offsets: SmallVec<[Option<u32>; 4]>,
    /// The types of each operand group, once parsed.
    pub operand_types: SmallVec<[Option<TypeGroup>; 4]>,
    /// The types of each result group, once parsed.
    pub result_types: SmallVec<[Option<TypeGroup>; 2]>,
    /// Types of every operand (`type(operands)`).
    pub all_operand_types: Option<TypeGroup>,
    /// Types of every result (`type(results)`).
    pub all_result_types: Option<TypeGroup>,
    /// Where the operand types were written, for count errors.
    pub types_offset: u32,
    /// The properties being filled.
    pub properties: Option<PropertyBox>,
    /// The discardable attributes.
    pub attributes: Option<Attr>,
    /// Properties given with `prop-dict`.
    pub property_dictionary: Option<Attr>,
    /// Parsed regions.
    pub regions: Vec<ParsedRegion>,
    /// Parsed successors.
    pub successors: Vec<Block>,
}

/// The operands of one group, unresolved.
pub type OperandGroup<'a> = SmallVec<[UnresolvedOperand<'a>; 2]>;

/// The types of one group.
pub type TypeGroup = SmallVec<[Type; 2]>;

impl FormatState<'_, '_> {
    /// The properties being filled, as the op's own struct.
    pub fn properties_mut<T: 'static>(&mut self) -> Option<&mut T> {
        self.properties.as_mut()?.as_any_mut().downcast_mut::<T>()
    }
}

/// Parses an op with `format` and creates it.
pub fn parse_with_format(
    parser: &mut OpParser,
    definition: &OpDefinition,
    format: &[FormatElement],
) -> Result<Op, Diagnostic> {
    let mut state = FormatState {
        definition,
        operands: smallvec![SmallVec::new(); definition.operands.len()],
        all_operands: None,
        operand_offsets: smallvec![None; definition.operands.len() + 1],
        operand_types: smallvec![None; definition.operands.len()],
        result_types: smallvec![None; definition.results.len()],
        all_operand_types: None,
        all_result_types: None,
        types_offset: parser.offset(),
        properties: definition.new_properties.map(|new| new()),
        attributes: None,
        property_dictionary: None,
        regions: Vec::new(),
        successors: Vec::new(),
    };
    for element in format {
        parse_element(parser, &mut state, element)?;
    }
    finish(parser, &mut state)
}

fn parse_element<'a>(
    parser: &mut OpParser<'_, 'a>,
    state: &mut FormatState<'a, '_>,
    element: &FormatElement,
) -> ParseResult<()> {
    match &element.kind {
        FormatKind::Literal(text) => parse_literal(parser, text),
        FormatKind::Whitespace(_) => Ok(()),
        FormatKind::Operand(group) => {
            let group = *group;
            state.operand_offsets[group] = Some(parser.offset());
            match state.definition.operands[group].arity {
                Arity::Single => state.operands[group] = smallvec![parser.parse_operand()?],
                Arity::Optional => {
                    if parser.at_operand() {
                        state.operands[group] = smallvec![parser.parse_operand()?];
                    }
                }
                Arity::Variadic => {
                    if parser.at_operand() {
                        state.operands[group] = parser.parse_operand_list()?.into();
                    }
                }
            }
            Ok(())
        }
        FormatKind::Operands => {
            let last = state.operand_offsets.len() - 1;
            state.operand_offsets[last] = Some(parser.offset());
            state.all_operands = Some(if parser.at_operand() {
                parser.parse_operand_list()?.into()
            } else {
                SmallVec::new()
            });
            Ok(())
        }
        FormatKind::Property(index) => {
            parse_property(parser, state.definition, state.properties.as_mut(), *index)
        }
        FormatKind::Region(index) if state.definition.regions[*index].arity != Arity::Variadic => {
            let region = parser.parse_region()?;
            state.regions.push(region);
            Ok(())
        }
        FormatKind::Region(_) | FormatKind::Regions => {
            if parser.at_punctuation("{") {
                loop {
                    let region = parser.parse_region()?;
                    state.regions.push(region);
                    if !parser.parse_optional_punctuation(",") {
                        break;
                    }
                }
            }
            Ok(())
        }
        FormatKind::Successor(group) if spec_successor_is_single(state.definition, *group) => {
            let block = parser.parse_successor()?;
            state.successors.push(block);
            Ok(())
        }
        FormatKind::Successor(_) | FormatKind::Successors => {
            if !parser.at_successor() {
                return Ok(());
            }
            loop {
                let block = parser.parse_successor()?;
                state.successors.push(block);
                if !parser.parse_optional_punctuation(",") {
                    break;
                }
            }
            Ok(())
        }
        FormatKind::Type(target) => {
            let offset = parser.offset();
            let single = match target {
                TypeTarget::Operand(group) => {
                    state.definition.operands[*group].arity == Arity::Single
                }
                TypeTarget::Result(group) => {
                    state.definition.results[*group].arity == Arity::Single
                }
                _ => false,
            };
            let types = if single {
                let constraint = match target {
                    TypeTarget::Operand(group) => state.definition.operands[*group].constraint,
                    TypeTarget::Result(group) => state.definition.results[*group].constraint,
                    _ => &super::constraints::Any,
                };
                smallvec![parse_single_type(parser, constraint)?]
            } else if parser.at_type() {
                parser.parse_type_list()?.into()
            } else {
                SmallVec::new()
            };
            store_types(state, *target, types, offset);
            Ok(())
        }
        FormatKind::FunctionalType(inputs, results) => {
            let offset = parser.offset();
            let (input_types, result_types) = parser.parse_functional_type()?;
            store_types(state, *inputs, input_types.into(), offset);
            store_types(state, *results, result_types.into(), offset);
            Ok(())
        }
        FormatKind::AttrDict { keyword, .. } => {
            parse_attr_dict(parser, *keyword, &mut state.attributes)
        }
        FormatKind::PropDict => {
            if parser.parse_optional_punctuation("<") {
                let offset = parser.offset();
                match parser.parse_optional_attr_dict()? {
                    Some(dictionary) => state.property_dictionary = Some(dictionary),
                    None => return parser.error_at(offset, "expected '{' in property dictionary"),
                }
                parser.parse_punctuation(">", "expected '>' to close properties")?;
            }
            Ok(())
        }
        FormatKind::Optional { then, otherwise, elided, .. } => {
            let Some((first, rest)) = then.split_first() else { return Ok(()) };
            if parse_optional_first(parser, state, first)? {
                for (index, child) in rest.iter().enumerate() {
                    match (&child.kind, Some(index + 1) == *elided) {
                        (FormatKind::Property(property), true) => {
                            // The unit flag anchoring the group is not
                            // written: the group's presence sets it.
                            set_unit_property(parser, state.properties.as_mut(), *property);
                        }
                        _ => parse_element(parser, state, child)?,
                    }
                }
            } else {
                for child in otherwise.iter() {
                    parse_element(parser, state, child)?;
                }
            }
            Ok(())
        }
        FormatKind::Custom { parse, arguments, .. } => parse(parser, state, arguments),
    }
}

fn store_types(state: &mut FormatState, target: TypeTarget, types: TypeGroup, offset: u32) {
    match target {
        TypeTarget::Operand(group) => {
            state.operand_types[group] = Some(types);
            state.types_offset = offset;
        }
        TypeTarget::Result(group) => state.result_types[group] = Some(types),
        TypeTarget::Operands => {
            state.all_operand_types = Some(types);
            state.types_offset = offset;
        }
        TypeTarget::Results => state.all_result_types = Some(types),
    }
}

/// Parses a keyword or punctuation the format writes.
#[inline(always)]
pub fn parse_literal(parser: &mut OpParser, text: &str) -> ParseResult<()> {
    // The message is only made when the literal is missing.
    if parse_optional_literal(parser, text) {
        return Ok(());
    }
    missing_literal(parser, text)
}

/// The error for a literal the format expects and the input lacks.
#[cold]
#[inline(never)]
fn missing_literal(parser: &mut OpParser, text: &str) -> ParseResult<()> {
    if is_keyword(text) {
        parser.parse_keyword(text, &format!("expected '{text}'"))
    } else {
        parser.parse_punctuation(text, &format!("expected '{text}'"))
    }
}

#[inline(always)]
fn is_keyword(text: &str) -> bool {
    text.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
}

/// Parses a keyword or punctuation if it comes next: whether it did.
/// Always inlined, so that a constant literal picks its token kind when
/// the format's parser is compiled (left to itself, the compiler kept one
/// out-of-line copy that classified the text on every call).
#[inline(always)]
pub fn parse_optional_literal(parser: &mut OpParser, text: &str) -> bool {
    if is_keyword(text) {
        parser.parse_optional_keyword(text)
    } else {
        parser.parse_optional_punctuation(text)
    }
}

/// Parses property `index` as the format writes it, into `properties`
/// (an op without properties reads nothing).
pub(crate) fn parse_property(
    parser: &mut OpParser,
    definition: &OpDefinition,
    properties: Option<&mut PropertyBox>,
    index: usize,
) -> ParseResult<()> {
    let Some(properties) = properties else { return Ok(()) };
    let spec = &definition.properties[index];
    if let Some(constraint) = spec.constraint.filter(|constraint| constraint.untyped) {
        // An attribute without a type, read as MLIR's generated parsers
        // read it: a literal takes no `: type`, and the kind of attribute
        // is checked here.
        let context = parser.context();
        let offset = parser.offset();
        let attr = parser.parse_attribute_of_type(context.none_type())?;
        if !(constraint.storage)(context, attr)
            || !properties.field_mut(index).set_from_attr(context, attr)
        {
            return parser.emit_error(offset, "invalid kind of attribute specified");
        }
        return Ok(());
    }
    parser.set_property_name(Some(spec.name));
    let parsed = properties.field_mut(index).parse_custom(parser);
    parser.set_property_name(None);
    parsed
}

/// Parses property `index` if it comes next (the first element of an
/// optional group): whether it did.
pub(crate) fn parse_optional_property(
    parser: &mut OpParser,
    definition: &OpDefinition,
    properties: Option<&mut PropertyBox>,
    index: usize,
) -> ParseResult<bool> {
    let Some(properties) = properties else { return Ok(false) };
    parser.set_property_name(Some(definition.properties[index].name));
    let parsed = properties.field_mut(index).parse_optional_custom(parser);
    parser.set_property_name(None);
    parsed
}

/// Parses the type of a single operand or result, checking the kind of
/// type its constraint stores (MLIR's generated parsers read a
/// `TypedValue`'s type as that kind).
pub(crate) fn parse_single_type(
    parser: &mut OpParser,
    constraint: &super::constraints::TypeConstraint,
) -> ParseResult<Type> {
    let offset = parser.offset();
    let ty = parser.parse_type()?;
    if let Some(kind) = constraint.storage_kind() {
        if !super::constraints::TypeConstraint::is_of_kind(parser.context(), ty, kind) {
            let text = crate::text::type_to_string(parser.context(), ty);
            return parser.emit_error(
                offset,
                format!("invalid kind of type specified: expected {kind}, but found '{text}'"),
            );
        }
    }
    Ok(ty)
}

/// Parses `attr-dict` (`keyword`: `attr-dict-with-keyword`) into
/// `attributes`: the dictionary, if one is written; without the keyword,
/// its absence clears `attributes`.
pub(crate) fn parse_attr_dict(
    parser: &mut OpParser,
    keyword: bool,
    attributes: &mut Option<Attr>,
) -> ParseResult<()> {
    if !keyword {
        *attributes = parser.parse_optional_attr_dict()?;
        return Ok(());
    }
    if !parser.parse_optional_keyword("attributes") {
        return Ok(());
    }
    let offset = parser.offset();
    match parser.parse_optional_attr_dict()? {
        Some(dictionary) => *attributes = Some(dictionary),
        None => return parser.error_at(offset, "expected '{' in attribute dictionary"),
    }
    Ok(())
}

/// Sets unit property `index` (an optional group's anchor the format does
/// not write: the group's presence sets it).
pub(crate) fn set_unit_property(
    parser: &OpParser,
    properties: Option<&mut PropertyBox>,
    index: usize,
) {
    if let Some(properties) = properties {
        let context = parser.context();
        properties.field_mut(index).set_from_attr(context, context.unit_attr());
    }
}

/// Parses the first element of an optional group if it comes next.
fn parse_optional_first<'a>(
    parser: &mut OpParser<'_, 'a>,
    state: &mut FormatState<'a, '_>,
    element: &FormatElement,
) -> ParseResult<bool> {
    match &element.kind {
        FormatKind::Literal(text) => Ok(parse_optional_literal(parser, text)),
        FormatKind::Operand(_) | FormatKind::Operands => {
            if !parser.at_operand() {
                return Ok(false);
            }
            parse_element(parser, state, element)?;
            Ok(true)
        }
        FormatKind::Property(index) => {
            parse_optional_property(parser, state.definition, state.properties.as_mut(), *index)
        }
        FormatKind::Region(_) | FormatKind::Regions => {
            if !parser.at_punctuation("{") {
                return Ok(false);
            }
            parse_element(parser, state, element)?;
            Ok(true)
        }
        FormatKind::Successor(_) | FormatKind::Successors => {
            if !parser.at_successor() {
                return Ok(false);
            }
            parse_element(parser, state, element)?;
            Ok(true)
        }
        FormatKind::Type(_) | FormatKind::FunctionalType(..) => {
            if !parser.at_type() {
                return Ok(false);
            }
            parse_element(parser, state, element)?;
            Ok(true)
        }
        FormatKind::AttrDict { .. } | FormatKind::PropDict => {
            parse_element(parser, state, element)?;
            Ok(true)
        }
        FormatKind::Whitespace(_) | FormatKind::Optional { .. } | FormatKind::Custom { .. } => {
            parse_element(parser, state, element)?;
            Ok(true)
        }
    }
}

/// Resolves types the format left out, resolves operands and creates the op.
/// Builds the op from what the elements read (by reference: the state is
/// large, and moving it costs a copy per op).
fn finish<'a>(
    parser: &mut OpParser<'_, 'a>,
    state: &mut FormatState<'a, '_>,
) -> Result<Op, Diagnostic> {
    let definition = state.definition;
    let context = parser.context();
    // Operands, grouped.
    let from_directive = state.all_operands.is_some();
    let groups: SmallVec<[OperandGroup; 4]> = match state.all_operands.take() {
        Some(all) => split_operands(definition, all),
        None => std::mem::take(&mut state.operands),
    };
    let group_count = groups.len();
    let mut group_types: SmallVec<[Option<TypeGroup>; 4]> =
        if let Some(all) = state.all_operand_types.take() {
            if group_count == 1 {
                smallvec![Some(all)]
            } else {
                // `type(operands)` with the operands written group by group:
                // each group takes as many types as it has operands.
                let mut rest = all.into_iter();
                groups.iter().map(|group| Some(rest.by_ref().take(group.len()).collect())).collect()
            }
        } else if group_count == definition.operands.len() {
            std::mem::take(&mut state.operand_types)
        } else {
            smallvec![None; group_count]
        };
    let mut result_types: SmallVec<[Option<TypeGroup>; 2]> = match state.all_result_types.take() {
        Some(all) => smallvec![Some(all)],
        None => std::mem::take(&mut state.result_types),
    };
    // A type any operand or result group was given, for the traits that
    // make all types equal.
    let flags = context.op_traits(parser.name());
    let same_all = flags.contains(TraitFlags::SAME_OPERANDS_AND_RESULT_TYPE);
    let same_operands = flags.contains(TraitFlags::SAME_TYPE_OPERANDS);
    let known_operand_type = group_types.iter().flatten().find_map(|types| types.first().copied());
    let known_result_type = result_types.iter().flatten().find_map(|types| types.first().copied());
    for (index, types) in group_types.iter_mut().enumerate() {
        if types.is_none() {
            let source = if same_all {
                known_operand_type.or(known_result_type)
            } else if same_operands {
                known_operand_type
            } else {
                None
            };
            if let Some(ty) = source {
                *types = Some(smallvec![ty; groups[index].len()]);
            }
        }
    }
    if group_count == definition.operands.len() {
        for (index, types) in group_types.iter_mut().enumerate() {
            if types.is_none() {
                if let Some(ty) = definition.operands[index].constraint.buildable_type(context) {
                    *types = Some(smallvec![ty; groups[index].len()]);
                }
            }
        }
        if flags.contains(TraitFlags::TYPE_RELATIONS) {
            propagate_matching_types(
                parser,
                definition,
                state.properties.as_deref(),
                &|index| groups[index].len(),
                &mut group_types[..],
                &mut result_types[..],
            )?;
        }
    }
    let mut operands: SmallVec<[Value; 4]> = SmallVec::new();
    let mut segment_sizes: SmallVec<[i32; 4]> = SmallVec::new();
    if from_directive && groups.len() > 1 {
        // The `operands` directive: all operands against all types, as
        // MLIR resolves them (`N operands present, but expected M`).
        let all: Vec<UnresolvedOperand> = groups.iter().flatten().cloned().collect();
        let types: Vec<Type> = group_types.iter().flatten().flatten().copied().collect();
        if all.len() != types.len() {
            // Reports the counts before resolving anything.
            let offset = state.operand_offsets.last().copied().flatten();
            parser.resolve_operands(&all, &types, offset.unwrap_or(parser.name_offset()))?;
        }
    }
    let directive_offset = state.operand_offsets.last().copied().flatten();
    for (index, (group, types)) in groups.iter().zip(&group_types).enumerate() {
        let types: &[Type] = types.as_deref().unwrap_or_default();
        let offset = match from_directive {
            true => directive_offset,
            false => state.operand_offsets.get(index).copied().flatten(),
        };
        let offset = offset.unwrap_or(parser.name_offset());
        parser.resolve_operands_into(group, types, offset, |value| operands.push(value))?;
        segment_sizes.push(group.len() as i32);
    }
    let mut operand_types: SmallVec<[Type; 4]> = SmallVec::new();
    for &value in &operands {
        operand_types.push(parser.value_type(value));
    }
    if result_types.len() == definition.results.len() {
        for (index, types) in result_types.iter_mut().enumerate() {
            if types.is_none() && definition.results[index].arity == Arity::Single {
                if let Some(ty) = definition.results[index].constraint.buildable_type(context) {
                    *types = Some(smallvec![ty]);
                }
            }
        }
    }
    if result_types.iter().any(Option::is_none) {
        if same_all {
            let source = known_result_type.or_else(|| operand_types.first().copied());
            for types in result_types.iter_mut().filter(|types| types.is_none()) {
                *types = source.map(|ty| smallvec![ty]);
            }
        } else if let Some(infer) = definition.infer_result_types {
            match infer(context, &operand_types, state.properties.as_deref()) {
                Some(inferred) => result_types = smallvec![Some(inferred.into())],
                None => {
                    return parser.emit_error(state.types_offset, "failed to infer result types")
                }
            }
        }
    }
    // Loops rather than `collect`: cheaper for the few groups of an op.
    let mut result_sizes: SmallVec<[i32; 2]> = SmallVec::new();
    let mut all_result_types: SmallVec<[Type; 2]> = SmallVec::new();
    for types in &result_types {
        let types = types.as_deref().unwrap_or_default();
        result_sizes.push(types.len() as i32);
        all_result_types.extend_from_slice(types);
    }
    let result_types = all_result_types;
    if let (Some(index), Some(properties)) = (definition.result_segments, state.properties.as_mut())
    {
        if result_sizes.len() == definition.results.len() {
            let sizes = context.dense_array_attr(
                context.integer_type(32),
                &result_sizes.iter().map(|&size| size as u32 as u128).collect::<Vec<_>>(),
            );
            properties.field_mut(index).set_from_attr(context, sizes);
        }
    }
    if let (Some(index), Some(properties)) =
        (definition.operand_segments, state.properties.as_mut())
    {
        let sizes = context.dense_array_attr(
            context.integer_type(32),
            &segment_sizes.iter().map(|&size| size as u32 as u128).collect::<Vec<_>>(),
        );
        properties.field_mut(index).set_from_attr(context, sizes);
    }
    let parts = ParsedParts {
        attributes: state.attributes,
        property_dictionary: state.property_dictionary,
        properties: state.properties.take(),
    };
    create_parsed_op(
        parser,
        definition,
        &operands,
        &result_types,
        &state.successors,
        parts,
        std::mem::take(&mut state.regions),
    )
}

/// The attributes and properties a format read.
pub(crate) struct ParsedParts {
    /// The discardable attributes (`attr-dict`).
    pub attributes: Option<Attr>,
    /// The properties given with `prop-dict`.
    pub property_dictionary: Option<Attr>,
    /// The properties the elements filled.
    pub properties: Option<PropertyBox>,
}

/// Creates the op a format read: properties given in the `prop-dict`, or
/// inherent attributes written in the attribute dictionary, move to the
/// properties first.
pub(crate) fn create_parsed_op(
    parser: &mut OpParser,
    definition: &OpDefinition,
    operands: &[Value],
    result_types: &[Type],
    successors: &[Block],
    parts: ParsedParts,
    regions: Vec<ParsedRegion>,
) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let ParsedParts { mut attributes, property_dictionary, mut properties } = parts;
    if let Some(dictionary) = property_dictionary {
        let (moved, filled) = super::generic::properties_from_generic(
            context,
            definition,
            attributes.unwrap_or_else(|| context.dictionary_attr(&[])),
            Some(dictionary),
        )
        .or_else(|message| parser.error_at_name_result(message))?;
        attributes = Some(moved);
        properties = filled;
    } else if let Some(written) = attributes {
        let (kept, filled) =
            super::generic::move_inherent_attributes(context, definition, written, properties)
                .or_else(|message| parser.error_at_name_result(message))?;
        attributes = Some(kept);
        properties = filled;
    }
    parser.create_op_with(operands, result_types, successors, attributes, properties, regions)
}

/// The operands the `operands` directive read, in the op's groups when
/// their sizes follow from the count (at most one group that is not
/// single), so that types can be matched group by group; else as one
/// group.
fn split_operands<'a>(
    definition: &OpDefinition,
    all: OperandGroup<'a>,
) -> SmallVec<[OperandGroup<'a>; 4]> {
    let declared = &definition.operands;
    let singles = declared.iter().filter(|operand| operand.arity == Arity::Single).count();
    let others: Vec<usize> =
        (0..declared.len()).filter(|&index| declared[index].arity != Arity::Single).collect();
    let flexible = match others[..] {
        // Single operands only: one each (fewer when some are missing,
        // which resolving them all at once reports).
        [] => None,
        [index] if all.len() >= singles => {
            let rest = all.len() - singles;
            if declared[index].arity == Arity::Optional && rest > 1 {
                return smallvec![all];
            }
            Some((index, rest))
        }
        _ => return smallvec![all],
    };
    if declared.len() <= 1 {
        return smallvec![all];
    }
    let mut rest = all.into_iter();
    (0..declared.len())
        .map(|index| {
            let size = match flexible {
                Some((flexible, size)) if flexible == index => size,
                _ => 1,
            };
            rest.by_ref().take(size).collect()
        })
        .collect()
}

/// The types a format has found so far, per operand or result group:
/// groups of types for the interpreter, one type per group for compiled
/// formats.
pub(crate) trait TypeSlots {
    /// The types of group `index` (none while unknown).
    fn types(&self, index: usize) -> &[Type];
    /// Whether group `index`'s types are known.
    fn is_known(&self, index: usize) -> bool;
    /// Gives unknown group `index` `count` values of `ty`.
    fn fill(&mut self, index: usize, ty: Type, count: usize);
    /// Gives unknown group `index` the types `types`: whether it could.
    fn fill_list(&mut self, index: usize, types: Vec<Type>) -> bool;
    /// How many groups there are.
    fn group_count(&self) -> usize;
    /// Whether every group's types are known.
    fn all_known(&self) -> bool {
        (0..self.group_count()).all(|index| self.is_known(index))
    }
}

impl TypeSlots for [Option<TypeGroup>] {
    fn types(&self, index: usize) -> &[Type] {
        self[index].as_deref().unwrap_or_default()
    }
    fn group_count(&self) -> usize {
        self.len()
    }
    fn is_known(&self, index: usize) -> bool {
        self[index].is_some()
    }
    fn fill(&mut self, index: usize, ty: Type, count: usize) {
        self[index] = Some(smallvec![ty; count]);
    }
    fn fill_list(&mut self, index: usize, types: Vec<Type>) -> bool {
        self[index] = Some(types.into());
        true
    }
}

impl TypeSlots for [Option<Type>] {
    fn types(&self, index: usize) -> &[Type] {
        self[index].as_slice()
    }
    fn group_count(&self) -> usize {
        self.len()
    }
    fn is_known(&self, index: usize) -> bool {
        self[index].is_some()
    }
    fn fill(&mut self, index: usize, ty: Type, _count: usize) {
        self[index] = Some(ty);
    }
    fn fill_list(&mut self, index: usize, types: Vec<Type>) -> bool {
        // A group of one value takes a list of one type; another count
        // leaves it unknown, which resolving the operand reports.
        let [ty] = types[..] else { return false };
        self[index] = Some(ty);
        true
    }
}

/// Fills in types through `AllTypesMatch` and `TypesMatchWith` until
/// nothing changes. Before a `TypesMatchWith` transform computes a missing
/// type from an operand's or result's type, that type must satisfy its own
/// constraint (the transform may rely on it): otherwise the error is
/// MLIR's, at the op name ("'lhs' must be signless-integer-like, but got
/// 'f32'").
pub(crate) fn propagate_matching_types<Slots: TypeSlots + ?Sized>(
    parser: &OpParser,
    definition: &OpDefinition,
    properties: Option<&dyn OpProperties>,
    group_len: &dyn Fn(usize) -> usize,
    operand_types: &mut Slots,
    result_types: &mut Slots,
) -> ParseResult<()> {
    let context = parser.context();
    let get = |operand_types: &Slots, result_types: &Slots, source: TypeSource| match source {
        TypeSource::Property(index) => {
            let attr = properties?.field(index).to_attr(context)?;
            context.attr_type(attr)
        }
        TypeSource::Operand(index) => operand_types.types(index).first().copied(),
        TypeSource::Result(index) => result_types.types(index).first().copied(),
    };
    let is_known = |operand_types: &Slots, result_types: &Slots, source: TypeSource| match source {
        TypeSource::Operand(index) => operand_types.is_known(index),
        TypeSource::Result(index) => result_types.is_known(index),
        TypeSource::Property(_) => true,
    };
    // Only the traits that match types are asked: an op has many others.
    let registration = context
        .op_registration(parser.name())
        .filter(|registration| std::ptr::eq(registration.definition, definition));
    let mask = registration.and_then(|registration| registration.type_matching_traits);
    let traits = definition.traits.iter().enumerate().filter(|&(index, _)| match mask {
        Some(mask) => mask & (1 << index) != 0,
        None => true,
    });
    loop {
        let mut changed = false;
        for (_, &declared) in traits.clone() {
            let declared: &dyn std::any::Any = declared;
            if let Some(all) = declared.downcast_ref::<AllTypesMatch>() {
                let Some(ty) =
                    all.sources.iter().find_map(|&source| get(operand_types, result_types, source))
                else {
                    continue;
                };
                for &source in all.sources {
                    match source {
                        TypeSource::Operand(index) if !operand_types.is_known(index) => {
                            // A single operand has one type even when missing.
                            let count = match definition.operands[index].arity {
                                Arity::Single => 1,
                                _ => group_len(index),
                            };
                            operand_types.fill(index, ty, count);
                            changed = true;
                        }
                        TypeSource::Result(index) if !result_types.is_known(index) => {
                            result_types.fill(index, ty, 1);
                            changed = true;
                        }
                        _ => {}
                    }
                }
            } else if let Some(with) = declared.downcast_ref::<TypesMatchWith>() {
                if is_known(operand_types, result_types, with.to) {
                    continue;
                }
                let Some(ty) = get(operand_types, result_types, with.from) else { continue };
                match with.from {
                    TypeSource::Operand(index) => check_transform_source(
                        parser,
                        &definition.operands[index],
                        operand_types.types(index),
                    )?,
                    TypeSource::Result(index) => check_transform_source(
                        parser,
                        &definition.results[index],
                        result_types.types(index),
                    )?,
                    TypeSource::Property(_) => {}
                }
                let (target, index) = match with.to {
                    TypeSource::Operand(index) => (&mut *operand_types, index),
                    TypeSource::Result(index) => (&mut *result_types, index),
                    TypeSource::Property(_) => continue,
                };
                changed |= match with.transform {
                    TypesTransform::One(one) => {
                        target.fill(index, one(context, ty), 1);
                        true
                    }
                    TypesTransform::Many(many) => target.fill_list(index, many(context, ty)),
                };
            }
        }
        // A pass that left nothing unknown is the last: another would
        // change nothing.
        if !changed || (operand_types.all_known() && result_types.all_known()) {
            return Ok(());
        }
    }
}

/// The traits among `traits` that [`propagate_matching_types`] uses, one
/// bit per index; `None` past 64 traits.
pub(crate) fn type_matching_traits(traits: &[&dyn crate::traits::OpTrait]) -> Option<u64> {
    if traits.len() > 64 {
        return None;
    }
    let mut mask = 0;
    for (index, &declared) in traits.iter().enumerate() {
        let declared: &dyn std::any::Any = declared;
        if declared.is::<AllTypesMatch>() || declared.is::<TypesMatchWith>() {
            mask |= 1 << index;
        }
    }
    Some(mask)
}

/// MLIR's check, in parsers its format generator writes, of the types a
/// `TypesMatchWith` transform is about to read: each type of the source
/// operand or result group must satisfy the group's constraint.
fn check_transform_source(
    parser: &OpParser,
    spec: &super::spec::ValueSpec,
    types: &[Type],
) -> ParseResult<()> {
    let context = parser.context();
    for &ty in types {
        if !spec.constraint.matches(context, ty) {
            let description = spec.constraint_description();
            return parser.emit_error(
                parser.name_offset(),
                format!(
                    "'{}' must be {description}, but got '{}'",
                    spec.name,
                    crate::text::type_to_string(context, ty)
                ),
            );
        }
    }
    Ok(())
}

fn spec_successor_is_single(definition: &OpDefinition, group: usize) -> bool {
    definition.successors.get(group).is_some_and(|successor| successor.arity == Arity::Single)
}

/// The successors of declared group `group`: single groups hold one, the
/// variadic group (at most one) the rest.
pub fn successor_range(
    definition: &OpDefinition,
    total: usize,
    group: usize,
) -> std::ops::Range<usize> {
    let fixed =
        definition.successors.iter().filter(|successor| successor.arity == Arity::Single).count();
    let variable = total.saturating_sub(fixed);
    let mut start = 0;
    for (index, successor) in definition.successors.iter().enumerate() {
        let size = if successor.arity == Arity::Single { 1 } else { variable };
        if index == group {
            return start.min(total)..(start + size).min(total);
        }
        start += size;
    }
    0..0
}
