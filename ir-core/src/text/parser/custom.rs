//! [`OpParser`]: what an op's parse hook ([`crate::registry::ParseHook`])
//! reads its custom form with — operands, types, keywords, punctuation,
//! attribute dictionaries, symbol names and regions — and how it creates the
//! op, with the same scoping and diagnostics as the rest of the parser.

use smallvec::SmallVec;

use super::ops::{OpsState, ParsedRegions, ValueUse};
use super::{ParseResult, Parser};
use crate::attributes::{Attr, AttrData};
use crate::diagnostics::Diagnostic;
use crate::ir::{Block, Op, Value};
use crate::ods::dialect_symbols::NativeInteger;
use crate::registry::OpName;
use crate::text::lexer::TokenKind;
use crate::types::Type;
use crate::Context;

/// An operand as written (`%name#index`), resolved once its type is known.
#[derive(Clone, Copy)]
pub struct UnresolvedOperand<'a> {
    value_use: ValueUse<'a>,
}

/// An entry-block argument declared in a signature: `%name: type loc(...)`.
#[derive(Clone, Copy, Debug)]
pub struct EntryArgument<'a> {
    /// The name as written (`%arg0`).
    pub name: &'a str,
    /// The type.
    pub ty: Type,
    /// Where the name is written.
    pub offset: u32,
    /// The location written after it, if any.
    pub location: Option<Attr>,
}

/// A region parsed for an op that is not created yet.
pub struct ParsedRegion {
    regions: ParsedRegions,
}

/// The parser as a parse hook sees it: positioned after the op's name.
pub struct OpParser<'p, 'a> {
    parser: &'p mut Parser<'a>,
    state: &'p mut OpsState<'a>,
    name: OpName,
    name_offset: u32,
    location: Attr,
    /// The generic-form name of the property being parsed, for messages.
    property_name: Option<&'static str>,
}

impl<'p, 'a> OpParser<'p, 'a> {
    pub(super) fn new(
        parser: &'p mut Parser<'a>,
        state: &'p mut OpsState<'a>,
        name: OpName,
        name_offset: u32,
        location: Attr,
    ) -> Self {
        OpParser { parser, state, name, name_offset, location, property_name: None }
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.parser.context
    }

    /// The name of the op being parsed.
    pub fn name(&self) -> OpName {
        self.name
    }

    /// The byte offset of the op's name, where MLIR points errors about
    /// the op as a whole.
    pub fn name_offset(&self) -> u32 {
        self.name_offset
    }

    /// An error at the op's name.
    pub fn error_at_name(&self, message: impl Into<String>) -> Diagnostic {
        match self.parser.error_at::<()>(self.name_offset, message) {
            Err(diagnostic) => diagnostic,
            Ok(()) => Diagnostic::error(None, "internal error"),
        }
    }

    /// Whether an SSA operand (`%name`) comes next.
    pub fn at_operand(&self) -> bool {
        self.parser.at(TokenKind::PercentIdentifier)
    }

    /// Whether the keyword `keyword` comes next.
    pub fn at_keyword(&self, keyword: &str) -> bool {
        self.parser.at_keyword(keyword)
    }

    /// Parses `%a, %b#1, ...` (at least one operand).
    pub fn parse_operand_list(&mut self) -> ParseResult<Vec<UnresolvedOperand<'a>>> {
        let mut operands = Vec::new();
        self.parse_operand_list_with(|operand| operands.push(operand))?;
        Ok(operands)
    }

    /// Parses `%a, %b#1, ...` (at least one operand), handing each operand
    /// to `push` (which keeps it where the caller wants).
    pub fn parse_operand_list_with(
        &mut self,
        mut push: impl FnMut(UnresolvedOperand<'a>),
    ) -> ParseResult<()> {
        self.parser.parse_comma_separated(|parser| {
            push(UnresolvedOperand { value_use: parser.parse_value_use()? });
            Ok(())
        })
    }

    /// Parses a list of exactly `count` operands (MLIR's `parseOperandList`
    /// with a required count): otherwise `expected N operands` (or
    /// `expected operand` when none is written), where the list starts.
    pub fn parse_operand_list_of(
        &mut self,
        count: usize,
    ) -> ParseResult<Vec<UnresolvedOperand<'a>>> {
        let offset = self.offset();
        if count > 0 && !self.at_operand() {
            return self.parser.error_after_previous_token("expected operand");
        }
        let operands = self.parse_operand_list()?;
        if operands.len() != count {
            return self.emit_error(offset, format!("expected {count} operands"));
        }
        Ok(operands)
    }

    /// Consumes punctuation: one of `:` `,` `(` `)` `[` `]` `{` `}` `<`
    /// `>` `=` `->` `?` `*` `+` `-` `|` `...`, or reports `message`.
    pub fn parse_punctuation(&mut self, punctuation: &str, message: &str) -> ParseResult<()> {
        match punctuation_kind(punctuation) {
            Some(kind) => self.parser.expect(kind, message),
            None => self.parser.error(format!("unknown punctuation `{punctuation}`")),
        }
    }

    /// Consumes the keyword `keyword` if it comes next.
    pub fn parse_optional_keyword(&mut self, keyword: &str) -> bool {
        self.parser.eat_keyword(keyword)
    }

    /// Consumes the keyword `keyword`, or reports `message`.
    pub fn parse_keyword(&mut self, keyword: &str, message: &str) -> ParseResult<()> {
        // MLIR's `parseKeyword` reports at the token found, through the
        // op's parser.
        let offset = self.offset();
        if self.parser.eat_keyword(keyword) {
            return Ok(());
        }
        self.emit_error(offset, message)
    }

    /// Parses a type.
    pub fn parse_type(&mut self) -> ParseResult<Type> {
        self.parser.parse_type()
    }

    /// Parses `A, B, ...` (at least one type).
    pub fn parse_type_list(&mut self) -> ParseResult<Vec<Type>> {
        let mut types = Vec::new();
        self.parse_type_list_with(|ty| types.push(ty))?;
        Ok(types)
    }

    /// Parses `A, B, ...` (at least one type), handing each type to
    /// `push`.
    pub fn parse_type_list_with(&mut self, mut push: impl FnMut(Type)) -> ParseResult<()> {
        self.parser.parse_comma_separated(|parser| {
            push(parser.parse_type()?);
            Ok(())
        })
    }

    /// The byte offset of the next token, to point diagnostics at.
    pub fn offset(&self) -> u32 {
        self.parser.token.start
    }

    /// An error at byte `offset`, worded as the parser's own errors are
    /// (`expected ':'`).
    pub fn error_at<T>(&self, offset: u32, message: impl Into<String>) -> ParseResult<T> {
        self.parser.error_at(offset, message)
    }

    /// An error of the op's own parser at byte `offset`, which MLIR words
    /// `custom op 'dialect.op' <message>`.
    pub fn emit_error<T>(&self, offset: u32, message: impl AsRef<str>) -> ParseResult<T> {
        let name = self.parser.context.op_name_str(self.name);
        self.parser.error_at(offset, format!("custom op '{name}' {}", message.as_ref()))
    }

    /// Parses `{a = 1, b}` if it comes next.
    pub fn parse_optional_attr_dict(&mut self) -> ParseResult<Option<Attr>> {
        if !self.parser.at(TokenKind::LeftBrace) {
            return Ok(None);
        }
        self.parser.parse_dictionary_cached().map(Some)
    }

    /// Parses `@name` if it comes next, as a string attribute.
    pub fn parse_optional_symbol_name(&mut self) -> ParseResult<Option<Attr>> {
        if !self.parser.at(TokenKind::AtIdentifier) {
            return Ok(None);
        }
        self.parser.parse_symbol_name().map(Some)
    }

    /// Resolves operands against their types; `operands_offset` is where
    /// the operands start, where MLIR reports a count mismatch ("number of
    /// operands and types do not match: got 2 operands and 1 types").
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand<'a>],
        types: &[Type],
        operands_offset: u32,
    ) -> ParseResult<Vec<Value>> {
        let mut values = Vec::with_capacity(operands.len());
        self.resolve_operands_into(operands, types, operands_offset, |value| values.push(value))?;
        Ok(values)
    }

    /// Like [`OpParser::resolve_operands`], handing each value to `push`
    /// (which appends it to a vector the caller keeps).
    pub fn resolve_operands_into(
        &mut self,
        operands: &[UnresolvedOperand<'a>],
        types: &[Type],
        operands_offset: u32,
        mut push: impl FnMut(Value),
    ) -> ParseResult<()> {
        if operands.len() != types.len() {
            return self.emit_error(
                operands_offset,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    operands.len(),
                    types.len()
                ),
            );
        }
        for (operand, &ty) in operands.iter().zip(types) {
            push(self.state.resolve_use(self.parser, &operand.value_use, ty)?);
        }
        Ok(())
    }

    /// Parses `{ ... }` as the single region of an isolated-from-above op:
    /// its blocks go into a body of their own, and an empty region gets one
    /// empty block.
    pub fn parse_isolated_region(&mut self) -> ParseResult<ParsedRegion> {
        self.parse_isolated_region_with_arguments(&[])
    }

    /// Parses `{ ... }` as the single region of an isolated-from-above op
    /// whose entry block has the given arguments, as a function's signature
    /// declares them.
    pub fn parse_isolated_region_with_arguments(
        &mut self,
        arguments: &[EntryArgument<'a>],
    ) -> ParseResult<ParsedRegion> {
        if let Some(regions) =
            self.parser.defer_isolated_region(self.state, self.name, self.name_offset, arguments)
        {
            return Ok(ParsedRegion { regions });
        }
        let regions =
            self.parser.parse_isolated_region_in(self.state, self.name_offset, arguments)?;
        Ok(ParsedRegion { regions })
    }

    /// Creates the op at the parsed location. Inherent attributes written
    /// among the discardable ones move to the properties.
    pub fn create_op(
        &mut self,
        operands: &[Value],
        result_types: &[Type],
        attributes: Option<Attr>,
        properties: Option<Attr>,
        region: Option<ParsedRegion>,
    ) -> ParseResult<Op> {
        let context = self.parser.context;
        let attributes = attributes.unwrap_or(self.parser.empty_dictionary);
        let (mut attributes, mut properties) = crate::ods::generic::properties_for_parsed_op(
            context, self.name, attributes, properties,
        )
        .or_else(|message| self.parser.error_at(self.name_offset, message))?;
        // A custom form may write inherent attributes among the discardable
        // ones (`attributes {arg_attrs = ...}`): they move to the
        // properties, as in MLIR.
        if let Some(definition) = context.op_definition(self.name) {
            (attributes, properties) = crate::ods::generic::move_inherent_attributes(
                context, definition, attributes, properties,
            )
            .or_else(|message| self.parser.error_at(self.name_offset, message))?;
        }
        let operands: SmallVec<[Value; 4]> = SmallVec::from_slice(operands);
        let op = self.state.body().create_op(
            self.name,
            self.location,
            &operands,
            result_types,
            &[],
            0,
            attributes,
            properties,
        );
        if let Some(region) = region {
            self.parser.attach_regions(self.state, op, region.regions);
        }
        Ok(op)
    }

    /// Creates the op with typed properties, successors and any number of
    /// parsed regions.
    pub fn create_op_with(
        &mut self,
        operands: &[Value],
        result_types: &[Type],
        successors: &[Block],
        attributes: Option<Attr>,
        properties: Option<crate::ods::PropertyBox>,
        regions: impl IntoIterator<Item = ParsedRegion>,
    ) -> ParseResult<Op> {
        let attributes = attributes.unwrap_or(self.parser.empty_dictionary);
        let op = self.state.body().create_op(
            self.name,
            self.location,
            operands,
            result_types,
            successors,
            0,
            attributes,
            properties,
        );
        let mut local = super::ops::RegionList::new();
        for region in regions {
            match region.regions {
                ParsedRegions::None => {}
                ParsedRegions::Local(regions) => local.extend(regions),
                isolated @ ParsedRegions::Isolated(..) => {
                    self.parser.attach_regions(self.state, op, isolated);
                }
            }
        }
        if !local.is_empty() {
            self.parser.attach_regions(self.state, op, ParsedRegions::Local(local));
        }
        Ok(op)
    }

    /// An error at the op's name, as a parse result.
    pub fn error_at_name_result<T>(&self, message: impl Into<String>) -> ParseResult<T> {
        self.parser.error_at(self.name_offset, message)
    }

    /// Parses one operand (`%name` or `%name#1`).
    pub fn parse_operand(&mut self) -> ParseResult<UnresolvedOperand<'a>> {
        Ok(UnresolvedOperand { value_use: self.parser.parse_value_use()? })
    }

    /// The type of a resolved value.
    pub fn value_type(&mut self, value: Value) -> Type {
        self.state.body().value_type(value)
    }

    /// Whether a type comes next.
    pub fn at_type(&self) -> bool {
        self.parser.at_type_start()
    }

    /// Whether an attribute comes next.
    pub fn at_attribute(&self) -> bool {
        self.parser.at_attribute_start()
    }

    /// Parses an attribute.
    pub fn parse_attribute(&mut self) -> ParseResult<Attr> {
        self.parser.parse_attribute(None)
    }

    /// Parses an attribute whose type, when not written, is `ty`.
    pub fn parse_attribute_of_type(&mut self, ty: Type) -> ParseResult<Attr> {
        self.parser.parse_attribute(Some(ty))
    }

    /// Parses an integer attribute, typed `ty` when its type is not written
    /// (MLIR's `parseAttribute` into an `IntegerAttr`): another kind of
    /// attribute is an error of the op's parser.
    pub fn parse_integer_attr(&mut self, ty: Option<Type>) -> ParseResult<Attr> {
        let offset = self.offset();
        let attr = self.parser.parse_attribute(ty)?;
        match self.parser.context.attr_data(attr) {
            AttrData::Integer { .. } => Ok(attr),
            _ => self.emit_error(offset, "invalid kind of attribute specified"),
        }
    }

    /// Whether an integer (possibly negative) comes next.
    pub fn at_integer(&self) -> bool {
        self.parser.at(TokenKind::Integer) || self.parser.at(TokenKind::Minus)
    }

    /// Parses an integer, possibly negative.
    pub fn parse_integer(&mut self) -> ParseResult<i128> {
        let offset = self.parser.token.start;
        let negative = self.parser.eat(TokenKind::Minus);
        if !self.parser.at(TokenKind::Integer) {
            return self.emit_error(self.offset(), "expected integer value");
        }
        let spelling = self.parser.spelling();
        let parsed = if let Some(hex) = spelling.strip_prefix("0x") {
            i128::from_str_radix(hex, 16).ok()
        } else {
            spelling.parse::<i128>().ok()
        };
        let Some(value) = parsed else {
            return self.emit_error(offset, "integer value too large");
        };
        self.parser.advance();
        Ok(if negative { -value } else { value })
    }

    /// Whether the punctuation `punctuation` comes next.
    pub fn at_punctuation(&self, punctuation: &str) -> bool {
        punctuation_kind(punctuation).is_some_and(|kind| self.parser.at(kind))
    }

    /// Consumes the punctuation if it comes next.
    #[inline(always)]
    pub fn parse_optional_punctuation(&mut self, punctuation: &str) -> bool {
        punctuation_kind(punctuation).is_some_and(|kind| self.parser.eat(kind))
    }

    /// The property a format is parsing, for messages.
    pub fn property_name(&self) -> Option<&'static str> {
        self.property_name
    }

    /// Sets the property a format is parsing.
    pub fn set_property_name(&mut self, name: Option<&'static str>) {
        self.property_name = name;
    }

    /// Whether a string literal comes next.
    pub fn at_string(&self) -> bool {
        self.parser.at(TokenKind::String)
    }

    /// The keyword that comes next, if one does.
    pub fn peek_keyword(&self) -> Option<&'a str> {
        self.parser.at(TokenKind::BareIdentifier).then(|| self.parser.spelling())
    }

    /// Consumes a keyword or a string if one comes next, and returns its
    /// text.
    pub fn parse_optional_keyword_or_string(&mut self) -> Option<std::borrow::Cow<'a, str>> {
        if self.parser.at(TokenKind::BareIdentifier) {
            let keyword = self.parser.spelling();
            self.parser.advance();
            Some(std::borrow::Cow::Borrowed(keyword))
        } else if self.parser.at(TokenKind::String) {
            let value = String::from_utf8_lossy(&self.parser.string_value()).into_owned();
            self.parser.advance();
            Some(std::borrow::Cow::Owned(value))
        } else {
            None
        }
    }

    /// Whether `{` then `}` come next (an empty region), with only
    /// whitespace between them.
    pub fn at_empty_braces(&self) -> bool {
        if !self.parser.at(TokenKind::LeftBrace) {
            return false;
        }
        let rest = &self.parser.source().as_bytes()[self.parser.token.end as usize..];
        rest.iter().find(|byte| !byte.is_ascii_whitespace()) == Some(&b'}')
    }

    /// Whether a successor (`^bb1`) comes next.
    pub fn at_successor(&self) -> bool {
        self.parser.at(TokenKind::CaretIdentifier)
    }

    /// Parses a successor block reference (`^bb1`).
    pub fn parse_successor(&mut self) -> ParseResult<Block> {
        if !self.parser.at(TokenKind::CaretIdentifier) {
            // MLIR's `parseSuccessor` reports a wrong token just after the
            // previous one.
            return self.parser.error_after_previous_token("expected block name");
        }
        let block = self.state.block_reference(self.parser.spelling(), self.parser.token.start);
        self.parser.advance();
        Ok(block)
    }

    /// Parses `(A, B) -> C` or `(A) -> (B, C)`.
    pub fn parse_functional_type(&mut self) -> ParseResult<(Vec<Type>, Vec<Type>)> {
        let inputs = self.parser.parse_type_list_parens()?;
        self.parser.expect(TokenKind::Arrow, "expected '->' in function type")?;
        let results = self.parser.parse_function_result_types()?;
        Ok((inputs.to_vec(), results.to_vec()))
    }

    /// Parses `{ ... }` as a region of the op: in a body of its own when
    /// the op is isolated from above, otherwise in the current body.
    pub fn parse_region(&mut self) -> ParseResult<ParsedRegion> {
        let context = self.parser.context;
        if context.op_traits(self.name).contains(crate::traits::TraitFlags::ISOLATED_FROM_ABOVE) {
            return self.parse_isolated_region();
        }
        let region = self.state.body().create_detached_region();
        self.parser.parse_region_body(self.state, region, &[])?;
        Ok(ParsedRegion { regions: ParsedRegions::Local(smallvec::smallvec![region]) })
    }

    /// Parses one operation in the generic form into the single block of
    /// a new region (MLIR's `parseGenericOperation(block, block.begin())`),
    /// as ops that wrap another op read it (`spirv.SpecConstantOperation
    /// wraps "spirv.IAdd"(%0, %1) : (i32, i32) -> i32`). Returns the region
    /// (attach it with [`OpParser::create_op`]), its block and the op; the
    /// op's operands may be values of the enclosing regions.
    pub fn parse_generic_op_region(&mut self) -> ParseResult<(ParsedRegion, Block, Op)> {
        if !self.parser.at(TokenKind::String) {
            return self.parser.error_after_previous_token("expected operation name in quotes");
        }
        let region = self.state.body().create_detached_region();
        let block = self.state.body().create_block();
        self.state.body().append_block(region, block);
        self.state.open_region();
        self.state.blocks.push(block);
        let parsed = self.parser.parse_generic_operation_nested(self.state);
        self.state.blocks.pop();
        let op = parsed?;
        self.state.body().append_op(block, op);
        self.state.close_region(self.parser)?;
        Ok((ParsedRegion { regions: ParsedRegions::Local(smallvec::smallvec![region]) }, block, op))
    }

    /// Reports `earlier` (the error a nested parse failed with), then fails
    /// with `message`, prefixed as [`OpParser::emit_error`] prefixes it, at
    /// the next token (MLIR's generated parsers add such an error of their
    /// own).
    pub fn error_after<T>(
        &mut self,
        earlier: crate::diagnostics::Diagnostic,
        message: impl AsRef<str>,
    ) -> ParseResult<T> {
        let name = self.parser.context.op_name_str(self.name);
        self.parser.error_after(earlier, format!("custom op '{name}' {}", message.as_ref()))
    }

    /// Gives the op being parsed `location` instead of its name's (as
    /// MLIR's parsers do by setting `result.location`); a trailing
    /// `loc(...)` still takes precedence.
    pub fn set_location(&mut self, location: Attr) {
        self.location = location;
    }

    /// The body ops are parsed into, to create further ops (a terminator
    /// the custom form leaves implicit) with
    /// [`Body::create_op`](crate::ir::Body::create_op) and
    /// [`Body::append_op`](crate::ir::Body::append_op).
    pub fn body_mut(&mut self) -> &mut crate::ir::Body {
        self.state.body()
    }

    /// An empty region for an isolated-from-above op (an external
    /// function's body).
    pub fn empty_isolated_region(&mut self) -> ParseResult<ParsedRegion> {
        let body = self.parser.open_isolated_body(self.state, self.name_offset);
        let region = self.state.body().add_owner_region();
        self.parser.close_isolated_body(self.state)?;
        Ok(ParsedRegion { regions: ParsedRegions::Isolated(body, smallvec::smallvec![region]) })
    }

    /// Parses `loc(...)` if it comes next (a location defined inline or by
    /// an alias defined earlier).
    pub fn parse_optional_location(&mut self) -> ParseResult<Option<Attr>> {
        if !self.parser.at_keyword("loc") {
            return Ok(None);
        }
        self.parser.advance();
        self.parser.expect(TokenKind::LeftParen, "expected '(' in location")?;
        let location = self.parser.parse_location_instance()?;
        self.parser.expect(TokenKind::RightParen, "expected ')' in location")?;
        Ok(Some(location))
    }

    /// Parses `@name` as a string attribute, or reports `message`.
    pub fn parse_symbol_name(&mut self, message: &str) -> ParseResult<Attr> {
        if !self.parser.at(TokenKind::AtIdentifier) {
            // MLIR's `parseSymbolName` reports through the op's parser.
            return self.emit_error(self.offset(), message);
        }
        self.parser.parse_symbol_name()
    }

    /// Parses `@name` into the bytes of the name (no attribute is made),
    /// or reports `message`.
    pub fn parse_symbol_name_bytes(&mut self, message: &str) -> ParseResult<Vec<u8>> {
        if !self.parser.at(TokenKind::AtIdentifier) {
            return self.emit_error(self.offset(), message);
        }
        Ok(self.parser.parse_symbol_name_bytes())
    }

    /// Parses `%a, %b` (possibly none) until a token that is not an operand.
    pub fn parse_optional_operand_list(&mut self) -> ParseResult<Vec<UnresolvedOperand<'a>>> {
        if self.at_operand() {
            self.parse_operand_list()
        } else {
            Ok(Vec::new())
        }
    }

    /// Parses the parameters of a dialect attribute written without its
    /// `#dialect.mnemonic` prefix (as op formats show it).
    pub fn parse_dialect_symbol_body(
        &mut self,
        definition: &'static crate::ods::dialect_symbols::SymbolDefinition,
    ) -> ParseResult<Attr> {
        use crate::ods::dialect_symbols::{DefinitionRef, SymbolParser};
        let parameters = (definition.parse)(&mut SymbolParser { parser: self.parser })?;
        Ok(self.parser.context.intern_attr(crate::attributes::AttrData::Dialect {
            definition: DefinitionRef(definition),
            parameters: parameters.into(),
        }))
    }

    /// Parses a `%name` block argument definition's name, for signatures.
    pub fn parse_argument_name(&mut self) -> ParseResult<(&'a str, u32)> {
        if !self.parser.at(TokenKind::PercentIdentifier) {
            return self.parser.error("expected SSA operand");
        }
        let name = self.parser.spelling();
        let offset = self.parser.token.start;
        self.parser.advance();
        Ok((name, offset))
    }
}

#[inline(always)]
fn punctuation_kind(punctuation: &str) -> Option<TokenKind> {
    // Formats ask mostly for one character: a byte match, not a string one.
    if let &[byte] = punctuation.as_bytes() {
        return punctuation_byte_kind(byte);
    }
    Some(match punctuation {
        "->" => TokenKind::Arrow,
        "..." => TokenKind::Ellipsis,
        _ => return None,
    })
}

#[inline(always)]
fn punctuation_byte_kind(byte: u8) -> Option<TokenKind> {
    Some(match byte {
        b':' => TokenKind::Colon,
        b',' => TokenKind::Comma,
        b'(' => TokenKind::LeftParen,
        b')' => TokenKind::RightParen,
        b'[' => TokenKind::LeftSquare,
        b']' => TokenKind::RightSquare,
        b'{' => TokenKind::LeftBrace,
        b'}' => TokenKind::RightBrace,
        b'<' => TokenKind::Less,
        b'>' => TokenKind::Greater,
        b'=' => TokenKind::Equal,
        b'?' => TokenKind::Question,
        b'*' => TokenKind::Star,
        b'+' => TokenKind::Plus,
        b'-' => TokenKind::Minus,
        b'|' => TokenKind::VerticalBar,
        _ => return None,
    })
}

/// Small parsing steps for dialect types and attributes.
impl Parser<'_> {
    /// Parses an integer, possibly negative, that fits an `i64`.
    pub(crate) fn parse_signed_integer(&mut self) -> ParseResult<i64> {
        let offset = self.token.start;
        let negative = self.eat(TokenKind::Minus);
        if !self.at(TokenKind::Integer) {
            return self.error("expected integer value");
        }
        let spelling = self.spelling();
        let parsed = match spelling.strip_prefix("0x") {
            Some(hex) => i128::from_str_radix(hex, 16).ok(),
            None => spelling.parse::<i128>().ok(),
        };
        let value = parsed.map(|value| if negative { -value } else { value });
        match value.and_then(|value| i64::try_from(value).ok()) {
            Some(value) => {
                self.advance();
                Ok(value)
            }
            None => self.error_at(offset, "integer value too large"),
        }
    }

    /// MLIR's `parseOptionalInteger<IntT>` for the C++ integer type
    /// `kind`: `None`, consuming nothing, unless an integer, a `-` or
    /// `true`/`false` comes next. The literal is read as MLIR reads it into
    /// an `APInt` (`true` is the one-bit value 1, so -1 once sign extended;
    /// a number takes four bits per significant digit, one more when the
    /// top one is set, before its sign is applied), converted to the C++
    /// type, and reported as `integer value too large` (at its start, once
    /// read) unless converting back gives the same bits.
    pub(crate) fn parse_optional_native_integer(
        &mut self,
        kind: NativeInteger,
    ) -> Option<ParseResult<i64>> {
        let start = self.token.start;
        let mask = |width: u32| (1u128 << width) - 1;
        let (width, bits) = if self.eat_keyword("true") {
            (1, 1)
        } else if self.eat_keyword("false") {
            (1, 0)
        } else {
            if !self.at(TokenKind::Integer) && !self.at(TokenKind::Minus) {
                return None;
            }
            let negative = self.eat(TokenKind::Minus);
            if !self.at(TokenKind::Integer) {
                return Some(self.error_after_previous_token("expected integer value"));
            }
            let spelling = self.spelling();
            let (digits, radix) = match spelling.strip_prefix("0x") {
                Some(hex) => (hex, 16),
                None => (spelling, 10),
            };
            let significant = digits.trim_start_matches('0');
            let magnitude = match significant {
                "" => Some(0),
                _ => u64::from_str_radix(significant, radix).ok(),
            };
            self.advance();
            // A magnitude of 2^64 or more never fits a C++ integer.
            let Some(magnitude) = magnitude else {
                return Some(self.error_at(start, "integer value too large"));
            };
            let width = match significant.len() as u32 * 4 {
                0 => 64,
                width if (u128::from(magnitude) >> (width - 1)) & 1 == 1 => width + 1,
                width => width,
            };
            let bits = match negative {
                true => u128::from(magnitude).wrapping_neg() & mask(width),
                false => u128::from(magnitude),
            };
            (width, bits)
        };
        // `sextOrTrunc` to the C++ type's size, then the C++ conversion.
        let size = kind.bits();
        let resized = if width >= size {
            bits & mask(size)
        } else if (bits >> (width - 1)) & 1 == 1 {
            bits | (mask(size) & !mask(width))
        } else {
            bits
        };
        let converted = match kind {
            NativeInteger::Bool => u64::from(resized != 0),
            NativeInteger::Unsigned(_) => resized as u64,
            NativeInteger::Signed(_) => {
                (((resized as u64) << (64 - size)) as i64 >> (64 - size)) as u64
            }
        };
        // `APInt(width, converted, isSigned)`, truncating.
        let back = match kind {
            NativeInteger::Signed(_) => (converted as i64 as i128 as u128) & mask(width),
            _ => u128::from(converted) & mask(width),
        };
        if back != bits {
            return Some(self.error_at(start, "integer value too large"));
        }
        Some(Ok(converted as i64))
    }

    /// Parses a string literal.
    pub(crate) fn parse_string_literal(&mut self) -> ParseResult<String> {
        if !self.at(TokenKind::String) {
            return self.error("expected string");
        }
        let value = String::from_utf8_lossy(&self.string_value()).into_owned();
        self.advance();
        Ok(value)
    }

    /// Consumes punctuation, or reports `expected '<punctuation>'`.
    pub(crate) fn expect_punctuation(&mut self, punctuation: &str) -> ParseResult<()> {
        match punctuation_kind(punctuation) {
            Some(kind) => self.expect(kind, &format!("expected '{punctuation}'")),
            None => self.error(format!("unknown punctuation `{punctuation}`")),
        }
    }

    /// Consumes punctuation, or reports `message` where it belongs (just
    /// after the previous token).
    pub(crate) fn expect_punctuation_or(
        &mut self,
        punctuation: &str,
        message: &str,
    ) -> ParseResult<()> {
        match punctuation_kind(punctuation) {
            Some(kind) => self.expect(kind, message),
            None => self.error(format!("unknown punctuation `{punctuation}`")),
        }
    }

    /// Consumes punctuation if it comes next.
    pub(crate) fn eat_punctuation(&mut self, punctuation: &str) -> bool {
        punctuation_kind(punctuation).is_some_and(|kind| self.eat(kind))
    }
}
