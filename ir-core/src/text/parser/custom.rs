//! [`OpParser`]: what an op's parse hook ([`crate::registry::ParseHook`])
//! reads its custom form with — operands, types, keywords, punctuation,
//! attribute dictionaries, symbol names and regions — and how it creates the
//! op, with the same scoping and diagnostics as the rest of the parser.

use smallvec::SmallVec;

use super::ops::{OpsState, ParsedRegions, ValueUse};
use super::{ParseResult, Parser};
use crate::attributes::Attr;
use crate::diagnostics::Diagnostic;
use crate::ir::{Op, Value};
use crate::registry::OpName;
use crate::text::lexer::TokenKind;
use crate::types::Type;
use crate::Context;

/// An operand as written (`%name#index`), resolved once its type is known.
pub struct UnresolvedOperand<'a> {
    value_use: ValueUse<'a>,
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
}

impl<'p, 'a> OpParser<'p, 'a> {
    pub(super) fn new(
        parser: &'p mut Parser<'a>,
        state: &'p mut OpsState<'a>,
        name: OpName,
        name_offset: u32,
        location: Attr,
    ) -> Self {
        OpParser { parser, state, name, name_offset, location }
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.parser.context
    }

    /// The name of the op being parsed.
    pub fn name(&self) -> OpName {
        self.name
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
        self.parser.parse_comma_separated(|parser| {
            operands.push(UnresolvedOperand { value_use: parser.parse_value_use()? });
            Ok(())
        })?;
        Ok(operands)
    }

    /// Consumes punctuation: one of `:` `,` `(` `)` `[` `]` `{` `}` `<`
    /// `>` `=` `->`, or reports `message`.
    pub fn parse_punctuation(&mut self, punctuation: &str, message: &str) -> ParseResult<()> {
        let kind = match punctuation {
            ":" => TokenKind::Colon,
            "," => TokenKind::Comma,
            "(" => TokenKind::LeftParen,
            ")" => TokenKind::RightParen,
            "[" => TokenKind::LeftSquare,
            "]" => TokenKind::RightSquare,
            "{" => TokenKind::LeftBrace,
            "}" => TokenKind::RightBrace,
            "<" => TokenKind::Less,
            ">" => TokenKind::Greater,
            "=" => TokenKind::Equal,
            "->" => TokenKind::Arrow,
            _ => return self.parser.error(format!("unknown punctuation `{punctuation}`")),
        };
        self.parser.expect(kind, message)
    }

    /// Consumes the keyword `keyword` if it comes next.
    pub fn parse_optional_keyword(&mut self, keyword: &str) -> bool {
        self.parser.eat_keyword(keyword)
    }

    /// Consumes the keyword `keyword`, or reports `message`.
    pub fn parse_keyword(&mut self, keyword: &str, message: &str) -> ParseResult<()> {
        self.parser.expect_keyword(keyword, message)
    }

    /// Parses a type.
    pub fn parse_type(&mut self) -> ParseResult<Type> {
        self.parser.parse_type()
    }

    /// Parses `A, B, ...` (at least one type).
    pub fn parse_type_list(&mut self) -> ParseResult<Vec<Type>> {
        let mut types = Vec::new();
        self.parser.parse_comma_separated(|parser| {
            types.push(parser.parse_type()?);
            Ok(())
        })?;
        Ok(types)
    }

    /// The byte offset of the next token, to point diagnostics at.
    pub fn offset(&self) -> u32 {
        self.parser.token.start
    }

    /// An error at byte `offset`.
    pub fn error_at<T>(&self, offset: u32, message: impl Into<String>) -> ParseResult<T> {
        self.parser.error_at(offset, message)
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

    /// Resolves operands against their types; `types_offset` is where the
    /// types were written, for the count mismatch error.
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand<'a>],
        types: &[Type],
        types_offset: u32,
    ) -> ParseResult<Vec<Value>> {
        if operands.len() != types.len() {
            return self.parser.error_at(
                types_offset,
                format!("{} operands present, but expected {}", operands.len(), types.len()),
            );
        }
        let mut values = Vec::with_capacity(operands.len());
        for (operand, &ty) in operands.iter().zip(types) {
            values.push(self.state.resolve_use(self.parser, &operand.value_use, ty)?);
        }
        Ok(values)
    }

    /// Parses `{ ... }` as the single region of an isolated-from-above op:
    /// its blocks go into a body of their own, and an empty region gets one
    /// empty block.
    pub fn parse_isolated_region(&mut self) -> ParseResult<ParsedRegion> {
        let body = self.parser.open_isolated_body(self.state, self.name_offset);
        let region = self.state.body().add_owner_region();
        self.parser.parse_region_body(self.state, region, &[])?;
        if self.state.body().entry_block(region).is_none() {
            let block = self.state.body().create_block();
            self.state.body().append_block(region, block);
        }
        self.parser.close_isolated_body(self.state)?;
        Ok(ParsedRegion { regions: ParsedRegions::Isolated(body, vec![region]) })
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
        let (attributes, properties) =
            crate::builtin::split_inherent_attributes(context, self.name, attributes, properties)
                .or_else(|message| self.parser.error_at(self.name_offset, message))?;
        let operands: SmallVec<[Value; 4]> = operands.iter().copied().collect();
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
}
