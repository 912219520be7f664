//! What the parsers `#[op]` compiles from a format call.
//!
//! When every operand and result group of an op holds exactly one value
//! and its format writes only literals, operands, properties, their types,
//! `attr-dict` and optional groups anchored on a property, the macro turns
//! the format into straight-line code instead of leaving it to the
//! interpreter in [`super::format`]. That code keeps what it reads in a
//! [`SingleValueParse`]: one slot per operand and result, sized by the op,
//! so nothing is grouped, moved or allocated per element. The printer side
//! needs no state; its helpers ([`super::format::print_attr_dict`], ...)
//! are the interpreter's.
//!
//! Ops whose only operand group is variadic, whose results are single and
//! whose format writes the types of all of them (`attr-dict ($operands^
//! `:` type($operands))?`, the form of terminators that return values) are
//! compiled the same way, into an [`OperandListParse`]. What both read
//! besides operands (result types, properties, `attr-dict`) is a
//! [`ParsedRest`], which each dereferences to.

use smallvec::SmallVec;

use super::format::{
    create_parsed_op, parse_attr_dict, parse_optional_property, parse_property, parse_single_type,
    propagate_matching_types, set_unit_property, ParsedParts,
};
use super::property_box::PropertyBox;
use crate::attributes::Attr;
use crate::diagnostics::Diagnostic;
use crate::ir::{Op, Value};
use crate::registry::OpDefinition;
use crate::text::{OpParser, ParseResult, UnresolvedOperand};
use crate::traits::TraitFlags;
use crate::types::Type;

/// What both compiled parse states read besides operands: the result
/// types, the properties and `attr-dict`. Each state dereferences to it,
/// so the generated code calls these methods on the state.
pub struct ParsedRest<'s, const RESULTS: usize> {
    definition: &'s OpDefinition,
    result_types: [Option<Type>; RESULTS],
    properties: Option<PropertyBox>,
    attributes: Option<Attr>,
}

impl<'s, const RESULTS: usize> ParsedRest<'s, RESULTS> {
    /// Nothing read yet of an op of `definition`, its properties at their
    /// defaults.
    #[inline]
    fn new(definition: &'s OpDefinition) -> Self {
        ParsedRest {
            definition,
            result_types: [None; RESULTS],
            properties: definition.new_properties.map(|new| new()),
            attributes: None,
        }
    }

    /// Reads `type(...)` of the result of group `group`.
    #[inline]
    pub fn result_type(&mut self, parser: &mut OpParser<'_, '_>, group: usize) -> ParseResult<()> {
        self.result_types[group] =
            Some(parse_single_type(parser, self.definition.results[group].constraint)?);
        Ok(())
    }

    /// Reads property `index`.
    #[inline]
    pub fn property(&mut self, parser: &mut OpParser<'_, '_>, index: usize) -> ParseResult<()> {
        parse_property(parser, self.definition, self.properties.as_mut(), index)
    }

    /// Reads property `index` if it comes next (an optional group's first
    /// element): whether it did.
    #[inline]
    pub fn optional_property(
        &mut self,
        parser: &mut OpParser<'_, '_>,
        index: usize,
    ) -> ParseResult<bool> {
        parse_optional_property(parser, self.definition, self.properties.as_mut(), index)
    }

    /// Sets unit property `index`: its optional group is present, and the
    /// format does not write the flag itself.
    pub fn set_unit(&mut self, parser: &OpParser<'_, '_>, index: usize) {
        set_unit_property(parser, self.properties.as_mut(), index);
    }

    /// Reads `attr-dict` (`keyword`: `attr-dict-with-keyword`).
    #[inline]
    pub fn attr_dict(&mut self, parser: &mut OpParser<'_, '_>, keyword: bool) -> ParseResult<()> {
        parse_attr_dict(parser, keyword, &mut self.attributes)
    }

    /// The attributes and properties read, for creating the op.
    fn take_parts(&mut self) -> ParsedParts {
        ParsedParts {
            attributes: self.attributes,
            property_dictionary: None,
            properties: self.properties.take(),
        }
    }
}

/// What a compiled format has read of an op whose `OPERANDS` operand
/// groups and `RESULTS` result groups each hold one value.
pub struct SingleValueParse<'a, 's, const OPERANDS: usize, const RESULTS: usize> {
    rest: ParsedRest<'s, RESULTS>,
    operands: [Option<UnresolvedOperand<'a>>; OPERANDS],
    operand_offsets: [u32; OPERANDS],
    operand_types: [Option<Type>; OPERANDS],
    /// Where the last operand type was written: where a failed inference
    /// is reported.
    types_offset: u32,
}

impl<'s, const OPERANDS: usize, const RESULTS: usize> std::ops::Deref
    for SingleValueParse<'_, 's, OPERANDS, RESULTS>
{
    type Target = ParsedRest<'s, RESULTS>;
    fn deref(&self) -> &Self::Target {
        &self.rest
    }
}

impl<const OPERANDS: usize, const RESULTS: usize> std::ops::DerefMut
    for SingleValueParse<'_, '_, OPERANDS, RESULTS>
{
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.rest
    }
}

impl<'a, 's, const OPERANDS: usize, const RESULTS: usize>
    SingleValueParse<'a, 's, OPERANDS, RESULTS>
{
    /// Starts parsing an op of `definition`, its properties at their
    /// defaults.
    #[inline]
    pub fn new(parser: &OpParser<'_, 'a>, definition: &'s OpDefinition) -> Self {
        SingleValueParse {
            rest: ParsedRest::new(definition),
            operands: [None; OPERANDS],
            operand_offsets: [0; OPERANDS],
            operand_types: [None; OPERANDS],
            types_offset: parser.offset(),
        }
    }

    /// Reads the operand of group `group`.
    #[inline]
    pub fn operand(&mut self, parser: &mut OpParser<'_, 'a>, group: usize) -> ParseResult<()> {
        self.operand_offsets[group] = parser.offset();
        self.operands[group] = Some(parser.parse_operand()?);
        Ok(())
    }

    /// Reads `type(...)` of the operand of group `group`.
    #[inline]
    pub fn operand_type(&mut self, parser: &mut OpParser<'_, 'a>, group: usize) -> ParseResult<()> {
        let offset = parser.offset();
        self.operand_types[group] =
            Some(parse_single_type(parser, self.rest.definition.operands[group].constraint)?);
        self.types_offset = offset;
        Ok(())
    }

    /// Recovers the types the format does not write (from the traits, the
    /// constraints' buildable types and the type-inference hook, as the
    /// interpreter does), resolves the operands and creates the op.
    pub fn finish(mut self, parser: &mut OpParser<'_, 'a>) -> Result<Op, Diagnostic> {
        let definition = self.rest.definition;
        let context = parser.context();
        let flags = context.op_traits(parser.name());
        let same_all = flags.contains(TraitFlags::SAME_OPERANDS_AND_RESULT_TYPE);
        let same_operands = flags.contains(TraitFlags::SAME_TYPE_OPERANDS);
        let known_operand_type = self.operand_types.iter().find_map(|ty| *ty);
        let known_result_type = self.rest.result_types.iter().find_map(|ty| *ty);
        let mut missing_operand_type = false;
        for (group, ty) in self.operand_types.iter_mut().enumerate() {
            if ty.is_some() {
                continue;
            }
            *ty = if same_all {
                known_operand_type.or(known_result_type)
            } else if same_operands {
                known_operand_type
            } else {
                None
            }
            .or_else(|| definition.operands[group].constraint.buildable_type(context));
            missing_operand_type |= ty.is_none();
        }
        if flags.contains(TraitFlags::TYPE_RELATIONS)
            && (missing_operand_type || self.rest.result_types.iter().any(Option::is_none))
        {
            self.match_types(parser)?;
        }
        let mut operands: SmallVec<[Value; 4]> = SmallVec::new();
        for group in 0..OPERANDS {
            let Some(operand) = self.operands[group] else { continue };
            let types = self.operand_types[group].as_slice();
            let offset = self.operand_offsets[group];
            parser
                .resolve_operands_into(&[operand], types, offset, |value| operands.push(value))?;
        }
        if self.rest.result_types.iter().any(Option::is_none) {
            for (group, ty) in self.rest.result_types.iter_mut().enumerate() {
                if ty.is_none() {
                    *ty = definition.results[group].constraint.buildable_type(context);
                }
            }
        }
        let mut inferred: Option<Vec<Type>> = None;
        if self.rest.result_types.iter().any(Option::is_none) {
            if same_all {
                let source = known_result_type
                    .or_else(|| operands.first().map(|&operand| parser.value_type(operand)));
                for ty in self.rest.result_types.iter_mut().filter(|ty| ty.is_none()) {
                    *ty = source;
                }
            } else if let Some(infer) = definition.infer_result_types {
                let mut operand_types: SmallVec<[Type; 4]> = SmallVec::new();
                for &operand in &operands {
                    operand_types.push(parser.value_type(operand));
                }
                inferred = infer(context, &operand_types, self.rest.properties.as_deref());
                if inferred.is_none() {
                    return parser.emit_error(self.types_offset, "failed to infer result types");
                }
            }
        }
        let result_types: SmallVec<[Type; 2]> = match inferred {
            Some(inferred) => inferred.into(),
            None => self.rest.result_types.iter().flatten().copied().collect(),
        };
        let parts = self.rest.take_parts();
        create_parsed_op(parser, definition, &operands, &result_types, &[], parts, Vec::new())
    }

    /// Fills in types through `AllTypesMatch` and `TypesMatchWith`, as
    /// the interpreter does.
    fn match_types(&mut self, parser: &OpParser<'_, 'a>) -> ParseResult<()> {
        let operands = &self.operands;
        propagate_matching_types(
            parser,
            self.rest.definition,
            self.rest.properties.as_deref(),
            &|group| usize::from(operands[group].is_some()),
            &mut self.operand_types[..],
            &mut self.rest.result_types[..],
        )
    }
}

/// What a compiled format has read of an op whose one operand group is
/// variadic and whose `RESULTS` result groups each hold one value, when
/// the format writes the operands' types and every result's.
pub struct OperandListParse<'a, 's, const RESULTS: usize> {
    rest: ParsedRest<'s, RESULTS>,
    operands: SmallVec<[UnresolvedOperand<'a>; 4]>,
    /// Where the operands were written: where a count mismatch is
    /// reported (the op's name when they were not).
    operands_offset: Option<u32>,
    operand_types: SmallVec<[Type; 4]>,
}

impl<'s, const RESULTS: usize> std::ops::Deref for OperandListParse<'_, 's, RESULTS> {
    type Target = ParsedRest<'s, RESULTS>;
    fn deref(&self) -> &Self::Target {
        &self.rest
    }
}

impl<const RESULTS: usize> std::ops::DerefMut for OperandListParse<'_, '_, RESULTS> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.rest
    }
}

impl<'a, 's, const RESULTS: usize> OperandListParse<'a, 's, RESULTS> {
    /// Starts parsing an op of `definition`, its properties at their
    /// defaults.
    #[inline]
    pub fn new(definition: &'s OpDefinition) -> Self {
        OperandListParse {
            rest: ParsedRest::new(definition),
            operands: SmallVec::new(),
            operands_offset: None,
            operand_types: SmallVec::new(),
        }
    }

    /// Reads the operands (none when no `%name` comes next), as the
    /// interpreter reads a variadic group.
    #[inline]
    pub fn operands(&mut self, parser: &mut OpParser<'_, 'a>) -> ParseResult<()> {
        self.operands_offset = Some(parser.offset());
        if parser.at_operand() {
            let operands = &mut self.operands;
            parser.parse_operand_list_with(|operand| operands.push(operand))?;
        }
        Ok(())
    }

    /// Reads the operands if one comes next (the anchor of an optional
    /// group): whether it did.
    #[inline]
    pub fn optional_operands(&mut self, parser: &mut OpParser<'_, 'a>) -> ParseResult<bool> {
        if !parser.at_operand() {
            return Ok(false);
        }
        self.operands(parser)?;
        Ok(true)
    }

    /// Reads `type(...)` of the operands: a list of types, or none when no
    /// type comes next.
    #[inline]
    pub fn operand_types(&mut self, parser: &mut OpParser<'_, 'a>) -> ParseResult<()> {
        if parser.at_type() {
            let types = &mut self.operand_types;
            parser.parse_type_list_with(|ty| types.push(ty))?;
        }
        Ok(())
    }

    /// Resolves the operands against their types and creates the op.
    pub fn finish(mut self, parser: &mut OpParser<'_, 'a>) -> Result<Op, Diagnostic> {
        let offset = self.operands_offset.unwrap_or(parser.name_offset());
        let mut operands: SmallVec<[Value; 4]> = SmallVec::new();
        parser.resolve_operands_into(&self.operands, &self.operand_types, offset, |value| {
            operands.push(value)
        })?;
        // The format writes every result's type.
        let result_types: SmallVec<[Type; 2]> =
            self.rest.result_types.iter().flatten().copied().collect();
        let parts = self.rest.take_parts();
        create_parsed_op(
            parser,
            self.rest.definition,
            &operands,
            &result_types,
            &[],
            parts,
            Vec::new(),
        )
    }
}
