//! Parsing builtin attributes other than elements and locations: scalars
//! (integers, floats, strings, `unit`, booleans), containers (arrays,
//! dictionaries, `array<...>`), symbol references, types as attributes,
//! affine maps and sets, strided layouts, distinct attributes, aliases, and
//! attributes of dialects (registered ones through their parse hook,
//! unknown ones kept as opaque text).
//!
//! Literals follow MLIR's `AttributeParser.cpp` closely, messages and error
//! positions included. `dense`, `sparse` and `dense_resource` literals are
//! read by `elements`, and `loc(...)` by `locations`; the numbers behind
//! literal tokens come from `literals`.

use super::literals::{
    build_integer, integer_kind, parse_u128_literal, IntegerBits, IntegerValues,
};
use super::{ParseResult, Parser};
use crate::affine;
use crate::attributes::{Attr, AttrData};
use crate::diagnostics::Diagnostic;
use crate::float::FloatKind;
use crate::text::lexer::TokenKind;
use crate::types::{Type, TypeData, DYNAMIC};

/// Scalar and container attributes, and attributes of dialects.
impl Parser<'_> {
    /// Parses an attribute. `expected_type` is the type of an integer or
    /// float literal, which then has no `: type` (MLIR's
    /// `parseAttribute(attr, type)`, which formats use for typed
    /// properties).
    pub(crate) fn parse_attribute(&mut self, expected_type: Option<Type>) -> ParseResult<Attr> {
        self.nested(|parser| parser.parse_attribute_unguarded(expected_type))
    }

    fn parse_attribute_unguarded(&mut self, expected_type: Option<Type>) -> ParseResult<Attr> {
        match self.token.kind {
            TokenKind::LeftSquare => {
                self.advance();
                let mut elements = Vec::new();
                if !self.eat(TokenKind::RightSquare) {
                    self.parse_comma_separated(|parser| {
                        elements.push(parser.parse_attribute(None)?);
                        Ok(())
                    })?;
                    self.expect(TokenKind::RightSquare, "expected ',' or ']'")?;
                }
                Ok(self.context.intern_attr(AttrData::Array(elements.into())))
            }
            TokenKind::LeftBrace => self.parse_dictionary(),
            TokenKind::AtIdentifier => self.parse_symbol_ref(),
            TokenKind::String => {
                let value = self.string_value();
                self.advance();
                // A type given by the caller takes the place of the `: type`
                // suffix (`none` is no type).
                let ty = match expected_type {
                    Some(ty) => Some(ty).filter(|&ty| ty != self.context.none_type()),
                    None if self.eat(TokenKind::Colon) => Some(self.parse_type()?),
                    None => None,
                };
                Ok(self.context.intern_attr(AttrData::String { value: value.into(), ty }))
            }
            TokenKind::Integer => self.parse_dec_or_hex_attribute(false, expected_type),
            TokenKind::Float => self.parse_float_attribute(false, expected_type),
            TokenKind::Minus => {
                self.advance();
                match self.token.kind {
                    TokenKind::Integer => self.parse_dec_or_hex_attribute(true, expected_type),
                    TokenKind::Float => self.parse_float_attribute(true, expected_type),
                    _ => self.error_after_previous_token(
                        "expected constant integer or floating point value",
                    ),
                }
            }
            TokenKind::HashIdentifier => self.parse_hash_attribute(),
            TokenKind::BareIdentifier => self.parse_keyword_attribute(),
            TokenKind::LeftParen | TokenKind::ExclamationIdentifier => {
                let ty = self.parse_type()?;
                Ok(self.context.type_attr(ty))
            }
            _ => self.error_after_previous_token("expected attribute value"),
        }
    }

    /// Parses `{name = value, unit_name}`.
    pub(crate) fn parse_dictionary(&mut self) -> ParseResult<Attr> {
        if !self.at(TokenKind::LeftBrace) {
            return self.error_after_previous_token("expected '{' in attribute dictionary");
        }
        let mut entries: Vec<(Attr, Attr)> = Vec::new();
        self.parse_delimited_list(
            TokenKind::LeftBrace,
            TokenKind::RightBrace,
            "expected '}' in attribute dictionary",
            |parser| {
                let name = match parser.token.kind {
                    TokenKind::BareIdentifier => parser.spelling().as_bytes().to_vec(),
                    TokenKind::String => {
                        let value = parser.string_value();
                        if value.is_empty() {
                            return parser.error("expected valid attribute name");
                        }
                        value
                    }
                    _ => return parser.error_after_previous_token("expected attribute name"),
                };
                let name_attr = parser
                    .context
                    .intern_attr(AttrData::String { value: name.clone().into(), ty: None });
                if entries.iter().any(|(key, _)| *key == name_attr) {
                    return parser.error(format!(
                        "duplicate key '{}' in dictionary attribute",
                        String::from_utf8_lossy(&name)
                    ));
                }
                parser.advance();
                let value = if parser.eat(TokenKind::Equal) {
                    parser.parse_attribute(None)?
                } else {
                    parser.context.unit_attr()
                };
                entries.push((name_attr, value));
                Ok(())
            },
        )?;
        Ok(self.context.dictionary_attr(&entries))
    }

    fn parse_symbol_ref(&mut self) -> ParseResult<Attr> {
        let root = self.parse_symbol_name()?;
        let mut nested = Vec::new();
        // Nested references are written `@a::@b`: two colon tokens in a row.
        while self.at(TokenKind::Colon)
            && self.source().as_bytes().get(self.token.end as usize) == Some(&b':')
        {
            self.advance();
            self.advance();
            if !self.at(TokenKind::AtIdentifier) {
                return self.error("expected nested symbol reference identifier");
            }
            nested.push(self.parse_symbol_name()?);
        }
        // A lone colon stays for whoever follows, except before the end of
        // input or a lexer error, where MLIR has already consumed it.
        if self.at(TokenKind::Colon)
            && matches!(self.peek_next_kind(), TokenKind::Eof | TokenKind::Error)
        {
            self.advance();
        }
        Ok(self.context.intern_attr(AttrData::SymbolRef { root, nested: nested.into() }))
    }

    /// Parses `@name` or `@"name"` into a string attribute.
    pub(crate) fn parse_symbol_name(&mut self) -> ParseResult<Attr> {
        let value = self.parse_symbol_name_bytes();
        Ok(self.context.intern_attr(AttrData::String { value: value.into(), ty: None }))
    }

    /// Parses `@name` or `@"name"` into the bytes of the name.
    pub(crate) fn parse_symbol_name_bytes(&mut self) -> Vec<u8> {
        let spelling = &self.spelling()[1..];
        let value = if spelling.starts_with('"') {
            crate::text::lexer::unescape_string(spelling.as_bytes())
        } else {
            spelling.as_bytes().to_vec()
        };
        self.advance();
        value
    }

    /// An integer literal attribute (MLIR's `parseDecOrHexAttr`): an integer
    /// or index, or the bits of a float written in hexadecimal.
    fn parse_dec_or_hex_attribute(
        &mut self,
        negative: bool,
        expected_type: Option<Type>,
    ) -> ParseResult<Attr> {
        let literal = self.token;
        self.advance();
        let ty = match expected_type {
            Some(ty) => ty,
            None if self.eat(TokenKind::Colon) => self.parse_type()?,
            None => self.context.integer_type(64),
        };
        let data = self.context.type_data(ty);
        if let TypeData::Float(kind) = data {
            let bits = self.float_from_integer_literal(literal, negative, *kind)?;
            return Ok(self.context.intern_attr(AttrData::Float { ty, bits: bits.into() }));
        }
        let Some((width, unsigned, signed)) = integer_kind(data) else {
            return self.error_at(literal.start, "integer literal not valid for specified type");
        };
        if negative && unsigned {
            return self.error_at(
                literal.start,
                "negative integer literal not valid for unsigned integer type",
            );
        }
        match build_integer(self.spelling_of(literal), width, negative, signed) {
            Some(IntegerBits::Narrow(bits)) => {
                Ok(self.context.intern_attr(AttrData::Integer { ty, bits: bits.into() }))
            }
            Some(IntegerBits::Wide(words)) => {
                Ok(self.context.intern_attr(AttrData::WideInteger { ty, words }))
            }
            None => self.error_at(literal.start, "integer constant out of range for attribute"),
        }
    }

    /// A float literal attribute (MLIR's `parseFloatAttr`).
    fn parse_float_attribute(
        &mut self,
        negative: bool,
        expected_type: Option<Type>,
    ) -> ParseResult<Attr> {
        let literal = self.token;
        self.advance();
        let ty = match expected_type {
            Some(ty) => ty,
            None if self.eat(TokenKind::Colon) => self.parse_type()?,
            None => self.context.float_type(FloatKind::F64),
        };
        let TypeData::Float(kind) = self.context.type_data(ty) else {
            return self.error("floating point value not valid for specified type");
        };
        let bits = self.float_from_literal(literal, negative, *kind)?;
        Ok(self.context.intern_attr(AttrData::Float { ty, bits: bits.into() }))
    }

    fn parse_keyword_attribute(&mut self) -> ParseResult<Attr> {
        match self.spelling() {
            "unit" => {
                self.advance();
                Ok(self.context.unit_attr())
            }
            "true" | "false" => {
                let value = self.spelling() == "true";
                self.advance();
                let i1 = self.context.integer_type(1);
                Ok(self
                    .context
                    .intern_attr(AttrData::Integer { ty: i1, bits: u128::from(value).into() }))
            }
            "dense" => self.parse_dense_elements(),
            "dense_resource" => self.parse_dense_resource(),
            "sparse" => self.parse_sparse_elements(),
            "array" => self.parse_dense_array(),
            "affine_map" | "affine_set" => self.parse_affine_attribute(),
            "strided" => self.parse_strided_layout(),
            "distinct" => self.parse_distinct(),
            "loc" => {
                // The printer looks for aliases of locations held as values.
                self.context.note_location_value();
                self.parse_location()
            }
            _ if self.at_type_start() => {
                let ty = self.parse_type()?;
                Ok(self.context.type_attr(ty))
            }
            _ => self.error_after_previous_token("expected attribute value"),
        }
    }

    pub(super) fn parse_hash_attribute(&mut self) -> ParseResult<Attr> {
        let token = self.token;
        let name = &self.spelling()[1..];
        let body_follows = self.source().as_bytes().get(token.end as usize) == Some(&b'<');
        if !name.contains('.') && !body_follows {
            let message = format!("undefined symbol alias id '{name}'");
            let alias = self.attribute_alias(name)?;
            self.advance();
            return match alias {
                Some(attr) => Ok(attr),
                None => self.error_after_previous_token(&message),
            };
        }
        if let Some(attr) = self.parse_defined_dialect_attr(name)? {
            return Ok(attr);
        }
        let dialect_name = name.split_once('.').map_or(name, |(dialect_name, _)| dialect_name);
        if let Some(dialect) = self.context.loaded_dialect(dialect_name) {
            if let Some(attr) = self.parse_loaded_dialect_attr(dialect)? {
                return Ok(attr);
            }
        }
        // MLIR reports an opaque attribute at its symbol data in the pretty
        // form (`#foo.bar<...>`) and at the `#` in the verbose form.
        let position = match name.find('.') {
            Some(dot) => token.start + 2 + dot as u32,
            None => token.start,
        };
        let (dialect, data) = self.parse_dialect_symbol_body(token.start as usize + 1)?;
        let ty = if self.at(TokenKind::Colon)
            && self.source().as_bytes().get(self.token.end as usize) != Some(&b':')
        {
            self.advance();
            Some(self.parse_type()?)
        } else {
            None
        };
        self.check_opaque_dialect(&dialect, position, || {
            let ty = ty.map_or_else(|| "none".to_owned(), |ty| self.type_text(ty));
            format!("#\"{dialect}\"<\"{data}\"> : '{ty}' attribute created")
        })?;
        Ok(self.context.intern_attr(AttrData::Opaque {
            dialect: dialect.into(),
            data: data.into(),
            ty,
        }))
    }

    /// Parses `#dialect.mnemonic<...>` (or the verbose `#dialect<mnemonic
    /// ...>`) of the loaded `dialect` that its definitions did not read:
    /// one of its enum attributes, a defined attribute in the verbose form,
    /// or an error in the dialect's words (MLIR's "unknown attribute `m`
    /// in dialect `d`"). `None`, consuming nothing, when the dialect keeps
    /// the attribute as an opaque one.
    ///
    /// As MLIR does, the body's brackets are checked first, then a
    /// trailing `: type` is read, then the dialect reads the body (the
    /// type is dropped: the dialect's attributes have none).
    fn parse_loaded_dialect_attr(
        &mut self,
        dialect: &'static crate::registry::DialectDefinition,
    ) -> ParseResult<Option<Attr>> {
        use crate::ods::dialect_symbols::SymbolKind;
        let token = self.token;
        let name = &self.spelling()[1..];
        // Where the dialect's parser starts: after the dot in the pretty
        // form, after the `<` in the verbose form.
        let (pretty, symbol_start) = match name.split_once('.') {
            Some((dialect_name, _)) => (true, token.start as usize + 2 + dialect_name.len()),
            None => (false, token.end as usize + 1),
        };
        let mnemonic_token = self.token_at(symbol_start);
        let mnemonic = (mnemonic_token.kind == TokenKind::BareIdentifier)
            .then(|| &self.source()[mnemonic_token.start as usize..mnemonic_token.end as usize]);
        let defined = mnemonic.and_then(|mnemonic| {
            let definition = (!pretty)
                .then(|| {
                    self.context.symbol_definition(dialect.name, mnemonic, SymbolKind::Attribute)
                })
                .flatten();
            match (definition, dialect.enum_attribute(mnemonic)) {
                (Some(definition), _) => Some(KnownAttribute::Defined(definition)),
                (None, Some(cases)) => Some(KnownAttribute::Enum(cases)),
                (None, None) => None,
            }
        });
        if defined.is_none()
            && (dialect.allow_unknown_attributes
                || mnemonic.is_some_and(|mnemonic| dialect.keeps_opaque_attribute(mnemonic)))
        {
            return Ok(None);
        }
        let body_follows = self.source().as_bytes().get(token.end as usize) == Some(&b'<');
        let body_end = if body_follows {
            self.scan_dialect_symbol_body(token.end as usize)?
        } else {
            token.end as usize
        };
        self.reset_lexer(body_end);
        if self.at(TokenKind::Colon)
            && self.source().as_bytes().get(self.token.end as usize) != Some(&b':')
        {
            self.advance();
            self.parse_type()?;
        }
        let after = self.token.start as usize;
        let Some((mnemonic, known)) = mnemonic.zip(defined) else {
            if mnemonic_token.kind == TokenKind::Error {
                // What the dialect's parser meets first is a lexer error.
                let mut lexer = crate::text::lexer::Lexer::new(self.source());
                lexer.reset_to(symbol_start);
                lexer.next_token();
                return self.error_at(lexer.error_position as u32, lexer.error_message);
            }
            let message = match mnemonic {
                None if dialect.defines_some(SymbolKind::Attribute) => {
                    "expected valid keyword".to_owned()
                }
                mnemonic => {
                    dialect.unknown_symbol_message(SymbolKind::Attribute, mnemonic.unwrap_or(""))
                }
            };
            return self.error_at(mnemonic_token.start, message);
        };
        self.reset_lexer(mnemonic_token.end as usize);
        let mut symbol_parser = crate::ods::dialect_symbols::SymbolParser { parser: self };
        let attr = match known {
            KnownAttribute::Defined(definition) => {
                let parameters = (definition.parse)(&mut symbol_parser)?;
                self.context.intern_attr(AttrData::Dialect {
                    definition: crate::ods::dialect_symbols::DefinitionRef(definition),
                    parameters: parameters.into(),
                })
            }
            KnownAttribute::Enum(cases) => {
                let value = cases.parse_attribute_body(&mut symbol_parser)?;
                cases.dialect_attr(self.context, dialect.name, mnemonic, value)
            }
        };
        // The dialect's parser may stop before the end of a verbose body,
        // which MLIR then skips.
        self.reset_lexer(after);
        Ok(Some(attr))
    }

    /// The token that starts at (or after blanks from) byte `position`,
    /// without moving.
    fn token_at(&self, position: usize) -> crate::text::lexer::Token {
        let mut lexer = crate::text::lexer::Lexer::new(self.source());
        lexer.reset_to(position);
        lexer.next_token()
    }

    /// MLIR's check of an opaque attribute or type: the dialect namespace
    /// must be valid, and unknown dialects must be allowed. `what` describes
    /// the symbol for the message.
    pub(crate) fn check_opaque_dialect(
        &self,
        dialect: &str,
        position: u32,
        what: impl FnOnce() -> String,
    ) -> ParseResult<()> {
        let valid = match dialect.as_bytes().split_first() {
            None => true,
            Some((first, rest)) => {
                (first.is_ascii_alphabetic() || *first == b'_')
                    && rest
                        .iter()
                        .all(|&byte| byte.is_ascii_alphanumeric() || matches!(byte, b'_' | b'$'))
            }
        };
        if !valid {
            return self.error_at(position, format!("invalid dialect namespace '\"{dialect}\"'"));
        }
        if !self.context.allows_unregistered_dialects() && !self.context.is_dialect_loaded(dialect)
        {
            return self.error_at(
                position,
                format!(
                    "{} with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
                    what()
                ),
            );
        }
        Ok(())
    }

    fn parse_affine_attribute(&mut self) -> ParseResult<Attr> {
        let is_map = self.spelling() == "affine_map";
        let what = if is_map { "affine map" } else { "integer set" };
        self.advance();
        if !self.at(TokenKind::Less) {
            return self.error_after_previous_token(&format!("expected '<' in {what}"));
        }
        let body_start = self.token.end as usize;
        let text = &self.source()[body_start..];
        let data = if is_map {
            affine::parse_affine_map(text).map(|(map, used)| (AttrData::AffineMap(map), used))
        } else {
            affine::parse_integer_set(text)
                .map(|(set, used)| (AttrData::IntegerSet(Box::new(set)), used))
        };
        let (data, used) = match data {
            Ok(parsed) => parsed,
            Err(error) if error.followed_by.is_empty() => {
                return self.error_at((body_start + error.offset) as u32, error.message)
            }
            Err(error) => {
                // Several errors for one failure: all are reported, the
                // last is the one the parse fails with.
                let mut errors: Vec<Diagnostic> = std::iter::once(&error)
                    .chain(&error.followed_by)
                    .map(|error| {
                        let position = self.position((body_start + error.offset) as u32);
                        Diagnostic::error(Some(position), error.message.clone())
                    })
                    .collect();
                let last = errors.pop().expect("an error and what follows it");
                self.earlier_errors.extend(errors);
                return Err(last);
            }
        };
        self.reset_lexer(body_start + used);
        self.expect(TokenKind::Greater, &format!("expected '>' in {what}"))?;
        Ok(self.context.intern_attr(data))
    }

    fn parse_strided_layout(&mut self) -> ParseResult<Attr> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' after 'strided'")?;
        self.expect(TokenKind::LeftSquare, "expected '['")?;
        let mut strides = Vec::new();
        if !self.at(TokenKind::RightSquare) {
            self.parse_comma_separated(|parser| {
                strides.push(parser.parse_optionally_dynamic_integer()?);
                Ok(())
            })?;
        }
        self.expect(TokenKind::RightSquare, "expected ']'")?;
        let mut offset = 0;
        if !self.eat(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "expected ','")?;
            self.expect_keyword("offset", "expected 'offset' after comma")?;
            self.expect(TokenKind::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_optionally_dynamic_integer()?;
            self.expect(TokenKind::Greater, "expected '>'")?;
        }
        Ok(self.context.intern_attr(AttrData::Strided { offset, strides: strides.into() }))
    }

    /// A stride or offset: `?` or a (possibly negative) 64-bit integer.
    fn parse_optionally_dynamic_integer(&mut self) -> ParseResult<i64> {
        if self.eat(TokenKind::Question) {
            return Ok(DYNAMIC);
        }
        let start = self.token.start;
        let negative = self.eat(TokenKind::Minus);
        let value = self
            .at(TokenKind::Integer)
            .then(|| parse_u128_literal(self.spelling()))
            .flatten()
            .and_then(|value| i64::try_from(value).ok());
        let Some(value) = value else {
            return self.error_at(start, "expected a 64-bit signed integer or '?'");
        };
        self.advance();
        Ok(if negative { -value } else { value })
    }

    fn parse_distinct(&mut self) -> ParseResult<Attr> {
        let start = self.token.start;
        self.advance();
        self.expect(TokenKind::LeftSquare, "expected '[' after 'distinct'")?;
        let id_token = self.token;
        self.expect(TokenKind::Integer, "expected distinct ID")?;
        let Some(id) = parse_u128_literal(self.spelling_of(id_token))
            .and_then(|value| u64::try_from(value).ok())
        else {
            return self.error("expected an unsigned 64-bit integer");
        };
        self.expect(TokenKind::RightSquare, "expected ']' to close distinct ID")?;
        self.expect(TokenKind::Less, "expected '<' after distinct ID")?;
        let referenced = if self.eat(TokenKind::Greater) {
            self.context.unit_attr()
        } else {
            let referenced = match self.parse_attribute(None) {
                Ok(referenced) => referenced,
                Err(error) => return self.error_after(error, "expected attribute"),
            };
            self.expect(TokenKind::Greater, "expected '>' to close distinct attribute")?;
            referenced
        };
        if self.in_worker {
            // The ids of a file are shared by all its bodies: a body set
            // aside for a thread cannot number them, so the file is parsed
            // serially instead.
            return self.error_at(start, "distinct attributes are parsed serially");
        }
        if let Some(&existing) = self.distinct_attributes.get(&id) {
            let AttrData::Distinct { referenced: previous, .. } = self.context.attr_data(existing)
            else {
                return Ok(existing);
            };
            if *previous != referenced {
                let text = crate::text::attr_to_string(self.context, *previous);
                return self.error_at(
                    start,
                    format!("referenced attribute does not match previous definition: {text}"),
                );
            }
            return Ok(existing);
        }
        let attr = self.context.new_distinct_attr(referenced);
        self.distinct_attributes.insert(id, attr);
        Ok(attr)
    }

    /// Parses `array<type: v, ...>` (MLIR's `parseDenseArrayAttr`).
    fn parse_dense_array(&mut self) -> ParseResult<Attr> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' after 'array'")?;
        let type_start = self.token.start;
        let element = self.parse_type()?;
        let data = self.context.type_data(element);
        let (width, float) = match data {
            TypeData::Integer { width, .. } => (*width, None),
            TypeData::Float(kind) => (kind.bit_width(), Some(*kind)),
            _ => {
                let text = self.type_text(element);
                return self.error_at(
                    type_start,
                    format!("expected integer or float type, got: '{text}'"),
                );
            }
        };
        let is_i1 = float.is_none() && width == 1;
        if !is_i1 && width % 8 != 0 {
            return self.error_at(type_start, "element type bitwidth must be a multiple of 8");
        }
        let mut values = IntegerValues::new(width);
        if !self.eat(TokenKind::Greater) {
            self.expect(TokenKind::Colon, "expected ':' after dense array type")?;
            self.parse_comma_separated(|parser| {
                let negative = parser.eat(TokenKind::Minus);
                let token = parser.token;
                if let Some(kind) = float {
                    let bits = parser.float_from_literal(token, negative, kind)?;
                    parser.advance();
                    values.push(IntegerBits::Narrow(bits));
                    return Ok(());
                }
                let spelling = parser.spelling();
                if matches!(spelling, "true" | "false") && token.kind == TokenKind::BareIdentifier {
                    if !is_i1 {
                        return parser.error("expected i1 type for 'true' or 'false' values");
                    }
                    values.push(IntegerBits::Narrow(u128::from(spelling == "true")));
                    parser.advance();
                    return Ok(());
                }
                if !parser.eat(TokenKind::Integer) {
                    return parser.error("expected integer literal");
                }
                if is_i1 {
                    return parser.error("expected 'true' or 'false' values for i1 type");
                }
                let (_, _, signed) = integer_kind(parser.context.type_data(element))
                    .unwrap_or((width, false, false));
                match build_integer(spelling, width, negative, signed) {
                    Some(bits) => values.push(bits),
                    None => return parser.error("integer constant out of range"),
                }
                Ok(())
            })?;
            self.expect(TokenKind::Greater, "expected '>' to close an array attribute")?;
        }
        let data = match values {
            IntegerValues::Narrow(values) => {
                AttrData::DenseArray { element, values: values.into() }
            }
            IntegerValues::Wide(values) => {
                AttrData::WideDenseArray { element, values: values.into() }
            }
        };
        Ok(self.context.intern_attr(data))
    }
}

/// What a loaded dialect reads `#dialect<mnemonic ...>` or
/// `#dialect.mnemonic<...>` as.
#[derive(Clone, Copy)]
enum KnownAttribute {
    /// A `#[attr_def]` (only in the verbose form: the pretty form reads
    /// before, with the definitions the context registers).
    Defined(&'static crate::ods::dialect_symbols::SymbolDefinition),
    /// An enum attribute the dialect lists.
    Enum(&'static crate::ods::enums::EnumCases),
}
