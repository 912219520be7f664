//! Parsing builtin attributes: scalars, containers, dense and sparse
//! elements, affine maps and sets, strided layouts, distinct attributes,
//! attributes of unknown dialects, and locations.
//!
//! Literals follow MLIR's `AttributeParser.cpp` closely, messages and error
//! positions included: dense and sparse literals are read into a flat list
//! of tokens first and only interpreted once the type is known.

use num_bigint::BigUint;

use super::{ParseResult, Parser};
use crate::affine;
use crate::attributes::{
    biguint_to_words, truncate_bits, words_for_width, Attr, AttrData, DenseValues, Location,
};
use crate::float::{float_from_f64, FloatKind};
use crate::text::lexer::{Token, TokenKind};
use crate::types::{Signedness, Type, TypeData, DYNAMIC};

/// One scalar of a tensor literal: its token (an integer, a float,
/// `true`/`false` or a string) and whether a `-` preceded it. Complex
/// elements are two scalars in a row.
#[derive(Clone, Copy, Debug)]
struct Scalar {
    negative: bool,
    token: Token,
}

/// A tensor literal as written, before its type is known (MLIR's
/// `TensorLiteralParser`).
#[derive(Default)]
struct TensorLiteral {
    /// The shape of the nested lists; empty for a single element.
    shape: Vec<i64>,
    /// The scalars in row-major order.
    storage: Vec<Scalar>,
    /// The string of `dense<"0x...">`, when the literal is one string.
    hex: Option<Token>,
}

/// The bits of an integer: inline up to 128 bits, else as words.
enum IntegerBits {
    Narrow(u128),
    Wide(Box<[u64]>),
}

/// Integer element values of one dense attribute, all of one width.
enum IntegerValues {
    Narrow(Vec<u128>),
    Wide(Vec<Box<[u64]>>),
}

impl IntegerValues {
    fn new(width: u32) -> Self {
        if width > 128 {
            IntegerValues::Wide(Vec::new())
        } else {
            IntegerValues::Narrow(Vec::new())
        }
    }

    fn push(&mut self, bits: IntegerBits) {
        match (self, bits) {
            (IntegerValues::Narrow(values), IntegerBits::Narrow(bits)) => values.push(bits),
            (IntegerValues::Wide(values), IntegerBits::Wide(words)) => values.push(words),
            // Values of one attribute all have the same width; a mismatch
            // cannot happen, and is ignored rather than trusted.
            _ => {}
        }
    }
}

/// The width, signedness and MLIR's sign rule of an integer or index type:
/// `(width, unsigned, signed_or_index)`.
fn integer_kind(data: &TypeData) -> Option<(u32, bool, bool)> {
    match data {
        TypeData::Integer { width, signedness } => {
            Some((*width, *signedness == Signedness::Unsigned, *signedness == Signedness::Signed))
        }
        TypeData::Index => Some((64, false, true)),
        _ => None,
    }
}

/// MLIR's `buildAttributeAPInt`: the bits of the literal `spelling` (decimal
/// or `0x` hexadecimal, negated when `negative`) in `width` bits; `None`
/// when the literal is malformed or out of range. `signed` is set for
/// signed and index types, whose positive values must leave the sign bit
/// clear. Widths up to 128 bits never allocate.
fn build_integer(spelling: &str, width: u32, negative: bool, signed: bool) -> Option<IntegerBits> {
    if width <= 128 {
        let magnitude = parse_u128_literal(spelling)?;
        if width < 128 && magnitude >> width != 0 {
            return None;
        }
        if width == 0 {
            return (!negative).then_some(IntegerBits::Narrow(0));
        }
        let bits =
            if negative { truncate_bits(magnitude.wrapping_neg(), width) } else { magnitude };
        let sign = (bits >> (width - 1)) & 1 == 1;
        if (negative && !sign) || (!negative && signed && sign) {
            return None;
        }
        return Some(IntegerBits::Narrow(bits));
    }
    let magnitude = parse_big_literal(spelling)?;
    if magnitude.bits() > u64::from(width) {
        return None;
    }
    let bits = if negative && magnitude.bits() != 0 {
        (BigUint::from(1u8) << width) - magnitude
    } else {
        magnitude
    };
    let sign = bits.bit(u64::from(width - 1));
    if (negative && !sign) || (!negative && signed && sign) {
        return None;
    }
    Some(IntegerBits::Wide(biguint_to_words(&bits, words_for_width(width))))
}

/// A decimal or `0x` literal that fits 128 bits.
fn parse_u128_literal(spelling: &str) -> Option<u128> {
    match spelling.strip_prefix("0x") {
        Some(hex) if spelling.len() > 2 => u128::from_str_radix(hex, 16).ok(),
        _ if spelling.bytes().all(|byte| byte.is_ascii_digit()) && !spelling.is_empty() => {
            spelling.parse().ok()
        }
        _ => None,
    }
}

/// A decimal or `0x` literal of any size.
fn parse_big_literal(spelling: &str) -> Option<BigUint> {
    match spelling.strip_prefix("0x") {
        Some(hex) if spelling.len() > 2 => BigUint::parse_bytes(hex.as_bytes(), 16),
        _ if spelling.bytes().all(|byte| byte.is_ascii_digit()) && !spelling.is_empty() => {
            BigUint::parse_bytes(spelling.as_bytes(), 10)
        }
        _ => None,
    }
}

/// The bytes of a `"0x..."` string token's raw spelling (MLIR's
/// `Token::getHexStringValue`): an even number of hex digits after `0x`.
fn hex_string_bytes(spelling: &str) -> Option<Vec<u8>> {
    let inner = spelling.strip_prefix('"')?.strip_suffix('"')?;
    let digits = inner.strip_prefix("0x")?.as_bytes();
    if digits.len() % 2 != 0 {
        return None;
    }
    digits
        .chunks(2)
        .map(|pair| {
            let high = (pair[0] as char).to_digit(16)?;
            let low = (pair[1] as char).to_digit(16)?;
            Some((high * 16 + low) as u8)
        })
        .collect()
}

impl Parser<'_> {
    /// Parses an attribute. `expected_type` is the type a bare literal takes
    /// when no `: type` follows (unused today: MLIR passes one only from
    /// op-specific parsers).
    pub(crate) fn parse_attribute(&mut self, expected_type: Option<Type>) -> ParseResult<Attr> {
        self.nested(|parser| parser.parse_attribute_unguarded(expected_type))
    }

    fn parse_attribute_unguarded(&mut self, expected_type: Option<Type>) -> ParseResult<Attr> {
        let _ = expected_type;
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
                let ty = if self.eat(TokenKind::Colon) { Some(self.parse_type()?) } else { None };
                Ok(self.context.intern_attr(AttrData::String { value: value.into(), ty }))
            }
            TokenKind::Integer => self.parse_dec_or_hex_attribute(false),
            TokenKind::Float => self.parse_float_attribute(false),
            TokenKind::Minus => {
                self.advance();
                match self.token.kind {
                    TokenKind::Integer => self.parse_dec_or_hex_attribute(true),
                    TokenKind::Float => self.parse_float_attribute(true),
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
        Ok(self.context.intern_attr(AttrData::SymbolRef { root, nested: nested.into() }))
    }

    /// Parses `@name` or `@"name"` into a string attribute.
    pub(crate) fn parse_symbol_name(&mut self) -> ParseResult<Attr> {
        let spelling = &self.spelling()[1..];
        let value = if spelling.starts_with('"') {
            crate::text::lexer::unescape_string(spelling.as_bytes())
        } else {
            spelling.as_bytes().to_vec()
        };
        self.advance();
        Ok(self.context.intern_attr(AttrData::String { value: value.into(), ty: None }))
    }

    /// An integer literal attribute (MLIR's `parseDecOrHexAttr`): an integer
    /// or index, or the bits of a float written in hexadecimal.
    fn parse_dec_or_hex_attribute(&mut self, negative: bool) -> ParseResult<Attr> {
        let literal = self.token;
        self.advance();
        let ty = if self.eat(TokenKind::Colon) {
            self.parse_type()?
        } else {
            self.context.integer_type(64)
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
    fn parse_float_attribute(&mut self, negative: bool) -> ParseResult<Attr> {
        let literal = self.token;
        self.advance();
        let ty = if self.eat(TokenKind::Colon) {
            self.parse_type()?
        } else {
            self.context.float_type(FloatKind::F64)
        };
        let TypeData::Float(kind) = self.context.type_data(ty) else {
            return self.error("floating point value not valid for specified type");
        };
        let bits = self.float_from_literal(literal, negative, *kind)?;
        Ok(self.context.intern_attr(AttrData::Float { ty, bits: bits.into() }))
    }

    /// The bits of a float of kind `kind` written as `token` (MLIR's
    /// `parseFloatFromLiteral`).
    fn float_from_literal(
        &mut self,
        token: Token,
        negative: bool,
        kind: FloatKind,
    ) -> ParseResult<u128> {
        match token.kind {
            TokenKind::Float => {
                let Ok(value) = self.spelling_of(token).parse::<f64>() else {
                    return self.error_at(token.start, "floating point value too large");
                };
                Ok(float_from_f64(kind, if negative { -value } else { value }))
            }
            TokenKind::Integer => self.float_from_integer_literal(token, negative, kind),
            _ => self.error_at(token.start, "expected floating point literal"),
        }
    }

    /// The bits of a float written as a hexadecimal integer (MLIR's
    /// `parseFloatFromIntegerLiteral`).
    fn float_from_integer_literal(
        &mut self,
        token: Token,
        negative: bool,
        kind: FloatKind,
    ) -> ParseResult<u128> {
        let spelling = self.spelling_of(token);
        if !spelling.starts_with("0x") {
            return self
                .error_at(
                    token.start,
                    "unexpected decimal integer literal for a floating point value",
                )
                .map_err(|diagnostic| {
                    diagnostic.with_note(None, "add a trailing dot to make the literal a float")
                });
        }
        if negative {
            return self.error_at(
                token.start,
                "hexadecimal float literal should not have a leading minus",
            );
        }
        match parse_big_literal(spelling) {
            Some(value) if value.bits() <= u64::from(kind.bit_width()) => {
                Ok(u128::try_from(value).unwrap_or(0))
            }
            _ => self.error_at(token.start, "hexadecimal float constant out of range for type"),
        }
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
            "loc" => self.parse_location(),
            _ if self.at_type_start() => {
                let ty = self.parse_type()?;
                Ok(self.context.type_attr(ty))
            }
            _ => self.error_after_previous_token("expected attribute value"),
        }
    }

    fn parse_hash_attribute(&mut self) -> ParseResult<Attr> {
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
            Err(error) => return self.error_at((body_start + error.offset) as u32, error.message),
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
            let referenced = self.parse_attribute(None)?;
            self.expect(TokenKind::Greater, "expected '>' to close distinct attribute")?;
            referenced
        };
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

    /// A type printed, for messages.
    pub(crate) fn type_text(&self, ty: Type) -> String {
        crate::text::type_to_string(self.context, ty)
    }
}

/// Dense and sparse elements.
impl Parser<'_> {
    /// Parses a tensor literal: a string (when `allow_hex`), nested lists or
    /// a single element.
    fn parse_tensor_literal(&mut self, allow_hex: bool) -> ParseResult<TensorLiteral> {
        let mut literal = TensorLiteral::default();
        if allow_hex && self.at(TokenKind::String) {
            literal.hex = Some(self.token);
            self.advance();
        } else if self.at(TokenKind::LeftSquare) {
            literal.shape = self.parse_tensor_list(&mut literal.storage)?;
        } else {
            self.parse_tensor_element(&mut literal.storage)?;
        }
        Ok(literal)
    }

    /// Parses one element of a tensor literal into `storage`.
    fn parse_tensor_element(&mut self, storage: &mut Vec<Scalar>) -> ParseResult<()> {
        self.nested(|parser| parser.parse_tensor_element_unguarded(storage))
    }

    fn parse_tensor_element_unguarded(&mut self, storage: &mut Vec<Scalar>) -> ParseResult<()> {
        match self.token.kind {
            TokenKind::Integer | TokenKind::Float | TokenKind::String => {}
            TokenKind::BareIdentifier if matches!(self.spelling(), "true" | "false") => {}
            TokenKind::Minus => {
                self.advance();
                if !matches!(self.token.kind, TokenKind::Integer | TokenKind::Float) {
                    return self.error("expected integer or floating point literal");
                }
                storage.push(Scalar { negative: true, token: self.token });
                self.advance();
                return Ok(());
            }
            TokenKind::LeftParen => {
                self.advance();
                self.parse_tensor_element(storage)?;
                self.expect(TokenKind::Comma, "expected ',' between complex elements")?;
                self.parse_tensor_element(storage)?;
                return self.expect(TokenKind::RightParen, "expected ')' after complex elements");
            }
            _ => return self.error("expected element literal of primitive type"),
        }
        storage.push(Scalar { negative: false, token: self.token });
        self.advance();
        Ok(())
    }

    /// Parses `[...]` of elements or nested lists; returns its shape.
    fn parse_tensor_list(&mut self, storage: &mut Vec<Scalar>) -> ParseResult<Vec<i64>> {
        self.nested(|parser| parser.parse_tensor_list_unguarded(storage))
    }

    fn parse_tensor_list_unguarded(&mut self, storage: &mut Vec<Scalar>) -> ParseResult<Vec<i64>> {
        self.advance();
        if self.eat(TokenKind::RightSquare) {
            return Ok(vec![0]);
        }
        let mut inner: Option<Vec<i64>> = None;
        let mut size = 0;
        self.parse_comma_separated(|parser| {
            let dims = if parser.at(TokenKind::LeftSquare) {
                parser.parse_tensor_list(storage)?
            } else {
                parser.parse_tensor_element(storage)?;
                Vec::new()
            };
            size += 1;
            match &inner {
                None => inner = Some(dims),
                Some(previous) if *previous != dims => {
                    return parser.error(
                        "tensor literal is invalid; ranks are not consistent between elements",
                    )
                }
                Some(_) => {}
            }
            Ok(())
        })?;
        self.expect(TokenKind::RightSquare, "expected ']'")?;
        let mut shape = vec![size];
        shape.extend(inner.unwrap_or_default());
        Ok(shape)
    }

    /// Parses `dense<...> : type`.
    fn parse_dense_elements(&mut self) -> ParseResult<Attr> {
        let location = self.token.start;
        self.advance();
        self.expect(TokenKind::Less, "expected '<' after 'dense'")?;
        let mut literal = TensorLiteral::default();
        if !self.eat(TokenKind::Greater) {
            literal = self.parse_tensor_literal(true)?;
            self.expect(TokenKind::Greater, "expected '>'")?;
        }
        let ty = self.parse_elements_literal_type(location)?;
        self.tensor_literal_attr(&literal, location, ty)
    }

    /// Parses `: type` after an elements literal and checks that it is a
    /// statically shaped type (MLIR's `parseElementsLiteralType`).
    fn parse_elements_literal_type(&mut self, location: u32) -> ParseResult<Type> {
        self.expect(TokenKind::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        match self.context.type_data(ty) {
            TypeData::RankedTensor { shape, .. }
            | TypeData::Vector { shape, .. }
            | TypeData::MemRef { shape, .. } => {
                if shape.contains(&DYNAMIC) {
                    return self.error_at(location, "elements literal type must have static shape");
                }
                Ok(ty)
            }
            TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => {
                self.error_at(location, "elements literal type must have static shape")
            }
            _ => self.error_at(location, "elements literal must be a shaped type"),
        }
    }

    /// Builds the dense elements attribute of type `ty` from a tensor
    /// literal (MLIR's `TensorLiteralParser::getAttr`); errors are reported
    /// at `location`.
    fn tensor_literal_attr(
        &mut self,
        literal: &TensorLiteral,
        location: u32,
        ty: Type,
    ) -> ParseResult<Attr> {
        let context = self.context;
        let shape = context.shape_of(ty).unwrap_or(&[]).to_vec();
        let element_type = context.element_type_of(ty).unwrap_or(ty);
        let count = crate::attributes::element_count(&shape);
        let (scalar_type, complex) = match context.type_data(element_type) {
            TypeData::Complex(inner) => (*inner, true),
            _ => (element_type, false),
        };
        let scalar_data = context.type_data(scalar_type);
        let numeric =
            matches!(scalar_data, TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_));
        if let Some(hex) = literal.hex {
            if numeric {
                return self.dense_from_hex(ty, scalar_type, complex, count, hex, location);
            }
        }
        if !literal.shape.is_empty() && literal.shape != shape {
            return self.error_at(
                location,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    join(&literal.shape),
                    join(&shape)
                ),
            );
        }
        let storage = &literal.storage;
        if literal.hex.is_none() && storage.is_empty() && count != 0 {
            let text = self.type_text(ty);
            return self.error_at(
                location,
                format!("parsed zero elements, but type ('{text}') expected at least 1"),
            );
        }
        if complex && numeric {
            let splat = literal.shape.is_empty() && count != 0;
            if splat && storage.len() != 2 {
                let text = self.type_text(element_type);
                return self.error_at(
                    location,
                    format!(
                        "parsed {} elements, but type ('{text}') expected 2 elements",
                        storage.len()
                    ),
                );
            }
            if !literal.shape.is_empty() && storage.len() as i64 != count.saturating_mul(2) {
                let text = self.type_text(ty);
                return self.error_at(
                    location,
                    format!(
                        "parsed {} elements, but type ('{text}') expected {} elements",
                        storage.len(),
                        count.saturating_mul(2)
                    ),
                );
            }
        }
        let stride = if complex { 2 } else { 1 };
        // A list literal holds exactly the type's elements; anything beyond
        // them (complex pairs in a non-complex type) is dropped, as MLIR does.
        let used = if literal.shape.is_empty() {
            storage.len()
        } else {
            storage.len().min((count as usize).saturating_mul(stride))
        };
        // One element is a splat; a single literal holding more (a complex
        // pair for a scalar type) fills the elements in order, as in MLIR.
        let splat = literal.shape.is_empty() && storage.len() == stride;
        if let Some((width, unsigned, signed)) = integer_kind(scalar_data) {
            let mut values = IntegerValues::new(width);
            for scalar in &storage[..used] {
                let token = scalar.token;
                if scalar.negative && unsigned {
                    return self.error_at(
                        token.start,
                        "expected unsigned integer elements, but parsed negative value",
                    );
                }
                if token.kind == TokenKind::Float {
                    return self.error_at(
                        token.start,
                        "expected integer elements, but parsed floating-point",
                    );
                }
                let spelling = self.spelling_of(token);
                if token.kind == TokenKind::BareIdentifier {
                    if width != 1 {
                        return self.error_at(
                            token.start,
                            "expected i1 type for 'true' or 'false' values",
                        );
                    }
                    values.push(IntegerBits::Narrow(u128::from(spelling == "true")));
                    continue;
                }
                match build_integer(spelling, width, scalar.negative, signed) {
                    Some(bits) => values.push(bits),
                    None => {
                        return self.error_at(token.start, "integer constant out of range for type")
                    }
                }
            }
            return Ok(match values {
                IntegerValues::Narrow(bits) => self.dense_from_bits(ty, stride, splat, bits),
                IntegerValues::Wide(words) => self.dense_from_words(ty, stride, splat, words),
            });
        }
        if let TypeData::Float(kind) = scalar_data {
            let kind = *kind;
            let mut bits = Vec::with_capacity(used);
            for scalar in &storage[..used] {
                bits.push(self.float_from_literal(scalar.token, scalar.negative, kind)?);
            }
            return Ok(self.dense_from_bits(ty, stride, splat, bits));
        }
        let strings: Vec<Box<[u8]>> = match literal.hex {
            Some(hex) => {
                vec![crate::text::lexer::unescape_string(self.spelling_of(hex).as_bytes())
                    .into_boxed_slice()]
            }
            None => {
                let mut strings = Vec::with_capacity(used);
                for scalar in &storage[..used] {
                    if scalar.token.kind != TokenKind::String {
                        let spelling = self.spelling_of(scalar.token);
                        return self
                            .error_at(location, format!("expected string token, got {spelling}"));
                    }
                    strings.push(
                        crate::text::lexer::unescape_string(
                            self.spelling_of(scalar.token).as_bytes(),
                        )
                        .into_boxed_slice(),
                    );
                }
                strings
            }
        };
        let splat = strings.len() == 1
            || (!strings.is_empty() && strings.iter().all(|string| *string == strings[0]));
        let strings = if splat { strings[..1].to_vec() } else { strings };
        Ok(self.context.intern_attr(AttrData::DenseElements {
            ty,
            splat,
            values: DenseValues::Strings(strings.into()),
        }))
    }

    /// Interns dense elements, storing a splat once when all are equal.
    /// `stride` is 2 for complex elements.
    fn dense_from_bits(&self, ty: Type, stride: usize, splat: bool, mut bits: Vec<u128>) -> Attr {
        let all_equal =
            bits.len() >= stride && bits.chunks(stride).all(|chunk| chunk == &bits[..stride]);
        let splat = splat || all_equal;
        if splat {
            bits.truncate(stride);
        }
        self.context.intern_attr(AttrData::DenseElements {
            ty,
            splat,
            values: DenseValues::Bits(bits.into()),
        })
    }

    /// [`Self::dense_from_bits`] for integers wider than 128 bits.
    fn dense_from_words(
        &self,
        ty: Type,
        stride: usize,
        splat: bool,
        mut words: Vec<Box<[u64]>>,
    ) -> Attr {
        let all_equal =
            words.len() >= stride && words.chunks(stride).all(|chunk| chunk == &words[..stride]);
        let splat = splat || all_equal;
        if splat {
            words.truncate(stride);
        }
        self.context.intern_attr(AttrData::DenseElements {
            ty,
            splat,
            values: DenseValues::Wide(words.into()),
        })
    }

    /// Dense elements written as `"0x..."`: little-endian bytes per scalar,
    /// booleans packed eight to a byte (MLIR's `getHexAttr` and
    /// `isValidRawBuffer`).
    fn dense_from_hex(
        &mut self,
        ty: Type,
        scalar_type: Type,
        complex: bool,
        count: i64,
        hex: Token,
        location: u32,
    ) -> ParseResult<Attr> {
        let Some(bytes) = hex_string_bytes(self.spelling_of(hex)) else {
            return self
                .error_at(hex.start, "expected string containing hex digits starting with `0x`");
        };
        let width = self.storage_width(scalar_type).unwrap_or(64);
        let invalid = |parser: &Self| {
            let text = parser.type_text(ty);
            parser.error_at(
                location,
                format!("elements hex data size is invalid for provided type: '{text}'"),
            )
        };
        let stride = if complex { 2 } else { 1 };
        let count = count as usize;
        if width == 1 && !complex {
            // Booleans are packed eight to a byte; one byte of all zeros or
            // all ones is a splat.
            if bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xFF) {
                return Ok(self.dense_from_bits(ty, 1, true, vec![u128::from(bytes[0] != 0)]));
            }
            if bytes.len() != count.div_ceil(8) {
                return invalid(self);
            }
            let bits =
                (0..count).map(|index| u128::from((bytes[index / 8] >> (index % 8)) & 1)).collect();
            return Ok(self.dense_from_bits(ty, 1, count == 1, bits));
        }
        let scalar_bytes = width.div_ceil(8) as usize;
        let element_bytes = scalar_bytes * stride;
        let splat = bytes.len() == element_bytes;
        if !splat && Some(bytes.len()) != element_bytes.checked_mul(count) {
            return invalid(self);
        }
        let splat = splat || count == 1;
        if width > 128 {
            let words = bytes
                .chunks(scalar_bytes)
                .map(|chunk| {
                    let value =
                        BigUint::from_bytes_le(chunk) & ((BigUint::from(1u8) << width) - 1u8);
                    biguint_to_words(&value, words_for_width(width))
                })
                .collect();
            return Ok(self.dense_from_words(ty, stride, splat, words));
        }
        let bits = bytes
            .chunks(scalar_bytes)
            .map(|chunk| {
                let value =
                    chunk.iter().rev().fold(0u128, |acc, &byte| (acc << 8) | u128::from(byte));
                truncate_bits(value, width)
            })
            .collect();
        Ok(self.dense_from_bits(ty, stride, splat, bits))
    }

    /// The bit width of an integer, index or float type.
    pub(crate) fn storage_width(&self, ty: Type) -> Option<u32> {
        match self.context.type_data(ty) {
            TypeData::Integer { width, .. } => Some(*width),
            TypeData::Index => Some(64),
            TypeData::Float(kind) => Some(kind.bit_width()),
            _ => None,
        }
    }

    /// Parses `dense_resource<key> : type`.
    fn parse_dense_resource(&mut self) -> ParseResult<Attr> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' after 'dense_resource'")?;
        let key = match self.token.kind {
            TokenKind::BareIdentifier => self.spelling().to_owned(),
            TokenKind::String => String::from_utf8_lossy(&self.string_value()).into_owned(),
            _ => return self.error("expected identifier key for 'resource' entry"),
        };
        self.advance();
        self.expect(TokenKind::Greater, "expected '>'")?;
        let type_start = self.token.start;
        self.expect(TokenKind::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        if self.context.shape_of(ty).is_none() && self.context.element_type_of(ty).is_none() {
            return self.error_at(type_start, "`dense_resource` expected a shaped type");
        }
        Ok(self.context.intern_attr(AttrData::DenseResource { ty, key: key.into() }))
    }

    /// Parses `sparse<indices, values> : type` (MLIR's
    /// `parseSparseElementsAttr` and `SparseElementsAttr::verify`).
    fn parse_sparse_elements(&mut self) -> ParseResult<Attr> {
        let location = self.token.start;
        self.advance();
        self.expect(TokenKind::Less, "Expected '<' after 'sparse'")?;
        let i64_type = self.context.integer_type(64);
        if self.eat(TokenKind::Greater) {
            let ty = self.parse_elements_literal_type(location)?;
            let rank = self.context.shape_of(ty).map_or(0, <[i64]>::len) as i64;
            let element = self.context.element_type_of(ty).unwrap_or(ty);
            let indices_type = self.ranked_tensor(vec![0, rank], i64_type);
            let values_type = self.ranked_tensor(vec![0], element);
            let indices = self.dense_from_bits(indices_type, 1, false, Vec::new());
            let values = self.empty_dense(values_type, element);
            return Ok(self.context.intern_attr(AttrData::Sparse { ty, indices, values }));
        }
        let indices_location = self.token.start;
        let index_literal = self.parse_tensor_literal(false)?;
        self.expect(TokenKind::Comma, "expected ','")?;
        let values_location = self.token.start;
        let value_literal = self.parse_tensor_literal(true)?;
        self.expect(TokenKind::Greater, "expected '>'")?;
        let ty = self.parse_elements_literal_type(location)?;
        let shape = self.context.shape_of(ty).unwrap_or(&[]).to_vec();
        let rank = shape.len() as i64;
        let element = self.context.element_type_of(ty).unwrap_or(ty);
        let indices_shape = if index_literal.shape.is_empty() {
            vec![1, rank]
        } else {
            index_literal.shape.clone()
        };
        let indices_type = self.ranked_tensor(indices_shape.clone(), i64_type);
        let indices = self.tensor_literal_attr(&index_literal, indices_location, indices_type)?;
        let values_shape = if value_literal.shape.is_empty() {
            vec![indices_shape[0]]
        } else {
            value_literal.shape.clone()
        };
        let values_type = self.ranked_tensor(values_shape.clone(), element);
        let values = self.tensor_literal_attr(&value_literal, values_location, values_type)?;

        if values_shape.len() != 1 {
            return self.error_at(location, "expected 1-d tensor for sparse element values");
        }
        let shape_error = |parser: &Self| {
            parser.error_at(
                location,
                format!(
                    "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                    join(&shape),
                    join(&indices_shape),
                    join(&values_shape)
                ),
            )
        };
        match indices_shape.len() {
            2 if indices_shape[1] != rank => return shape_error(self),
            2 => {}
            1 if rank == 1 => {}
            _ => return shape_error(self),
        }
        let index_count = indices_shape[0];
        if index_count != values_shape[0] {
            return shape_error(self);
        }
        let (index_splat, index_bits): (bool, Vec<u64>) = match self.context.attr_data(indices) {
            AttrData::DenseElements { splat, values: DenseValues::Bits(bits), .. } => {
                (*splat, bits.iter().map(|&bits| bits as u64).collect())
            }
            _ => (false, Vec::new()),
        };
        let valid = |index: &[u64]| {
            (rank == 0 && index == [0])
                || (index.len() == shape.len()
                    && index
                        .iter()
                        .zip(&shape)
                        .all(|(&value, &size)| (value as i64) >= 0 && (value as i64) < size))
        };
        let index_error = |parser: &Self, number: usize, index: &[u64]| {
            let text = parser.type_text(ty);
            let index = index.iter().map(u64::to_string).collect::<Vec<_>>().join(", ");
            parser.error_at(
                location,
                format!(
                    "sparse index #{number} is not contained within the value shape, with index=[{index}], and type='{text}'"
                ),
            )
        };
        if index_splat {
            let index = vec![index_bits.first().copied().unwrap_or(0); rank as usize];
            if !valid(&index) {
                return index_error(self, 0, &index);
            }
        } else {
            let width = rank.max(0) as usize;
            for number in 0..index_count.max(0) as usize {
                let index = index_bits.get(number * width..(number + 1) * width).unwrap_or(&[]);
                if !valid(index) {
                    return index_error(self, number, index);
                }
            }
        }
        Ok(self.context.intern_attr(AttrData::Sparse { ty, indices, values }))
    }

    /// The ranked tensor type of `shape` and `element`.
    fn ranked_tensor(&self, shape: Vec<i64>, element: Type) -> Type {
        self.context.intern_type(TypeData::RankedTensor {
            shape: shape.into(),
            element,
            encoding: None,
        })
    }

    /// An empty dense elements attribute of `ty`, whose element type is
    /// `element`.
    fn empty_dense(&self, ty: Type, element: Type) -> Attr {
        let values = match self.context.type_data(element) {
            TypeData::Integer { width, .. } if *width > 128 => DenseValues::Wide(Box::new([])),
            TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Float(_)
            | TypeData::Complex(_) => DenseValues::Bits(Box::new([])),
            _ => DenseValues::Strings(Box::new([])),
        };
        self.context.intern_attr(AttrData::DenseElements { ty, splat: false, values })
    }
}

/// The entries of the `{-# dialect_resources: ..., external_resources: ... #-}`
/// section, checked the way `mlir-opt` checks them.
impl Parser<'_> {
    /// Parses `name: {`, the start of one group of a resource section, and
    /// returns the name. In `dialect_resources` the name is a dialect that
    /// must know resources: only `builtin` does here.
    pub(crate) fn parse_resource_group(&mut self, is_dialect: bool) -> ParseResult<String> {
        let start = self.token.start;
        if !self.at(TokenKind::BareIdentifier) {
            return self.error("expected identifier key for 'resource' entry");
        }
        let name = self.spelling().to_owned();
        self.advance();
        self.expect(TokenKind::Colon, "expected ':'")?;
        self.expect(TokenKind::LeftBrace, "expected '{'")?;
        if is_dialect && name != "builtin" {
            if self.context.is_dialect_loaded(&name) {
                return self.error(format!("unexpected 'resource' section for dialect '{name}'"));
            }
            return self.error_at(start, format!("dialect '{name}' is unknown"));
        }
        Ok(name)
    }

    /// Parses the value of resource `key`: any one token, which must be a
    /// blob (`"0x..."` whose first four bytes are a power-of-two alignment)
    /// in `dialect_resources`, and a blob, `true`, `false` or a string in
    /// `external_resources`. Returns the token's byte range.
    pub(crate) fn parse_resource_value(
        &mut self,
        is_dialect: bool,
        key: &str,
    ) -> ParseResult<(usize, usize)> {
        let token = self.token;
        if token.kind == TokenKind::Error {
            return self.error("expected resource value");
        }
        self.advance();
        let spelling = self.spelling_of(token);
        let is_bool =
            token.kind == TokenKind::BareIdentifier && matches!(spelling, "true" | "false");
        if is_dialect || (!is_bool && spelling.starts_with("\"0x")) {
            let blob =
                (token.kind == TokenKind::String).then(|| hex_string_bytes(spelling)).flatten();
            let Some(blob) = blob else {
                return self
                    .error_at(token.start, format!("expected hex string blob for key '{key}'"));
            };
            let Some(&alignment) = blob.first_chunk::<4>() else {
                return self.error_at(
                    token.start,
                    format!(
                        "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
                    ),
                );
            };
            let alignment = u32::from_le_bytes(alignment);
            if alignment != 0 && !alignment.is_power_of_two() {
                return self.error_at(
                    token.start,
                    format!(
                        "expected hex string blob for key '{key}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {alignment}"
                    ),
                );
            }
        } else if !is_bool && token.kind != TokenKind::String {
            return self.error_at(token.start, format!("expected string value for key '{key}'"));
        }
        Ok((token.start as usize, token.end as usize))
    }
}

/// Locations.
impl Parser<'_> {
    /// Parses `loc(...)`.
    pub(crate) fn parse_location(&mut self) -> ParseResult<Attr> {
        self.advance();
        self.expect(TokenKind::LeftParen, "expected '(' in inline location")?;
        let location = self.parse_nested_location_instance()?;
        self.expect(TokenKind::RightParen, "expected ')' in inline location")?;
        Ok(location)
    }

    /// Parses the inside of a trailing `loc(...)` after an op or block
    /// argument. A `#name` there is an alias that must be a location.
    pub(crate) fn parse_location_instance(&mut self) -> ParseResult<Attr> {
        self.nested(|parser| parser.parse_location_instance_unguarded())
    }

    fn parse_location_instance_unguarded(&mut self) -> ParseResult<Attr> {
        if self.at(TokenKind::HashIdentifier) && !self.spelling().contains('.') {
            let name = &self.spelling()[1..];
            let message = format!("undefined symbol alias id '{name}'");
            let Some(attr) = self.attribute_alias(name)? else {
                return self.error(message);
            };
            if !self.context.is_location(attr) {
                let text = crate::text::attr_to_string(self.context, attr);
                return self.error(format!("expected location, but found '{text}'"));
            }
            self.advance();
            return Ok(attr);
        }
        self.parse_nested_location_instance()
    }

    /// Parses a location instance inside `loc(...)` of an attribute or of
    /// another location (MLIR's `parseLocationInstance`).
    fn parse_nested_location_instance(&mut self) -> ParseResult<Attr> {
        self.nested(|parser| parser.parse_nested_location_instance_unguarded())
    }

    fn parse_nested_location_instance_unguarded(&mut self) -> ParseResult<Attr> {
        match self.token.kind {
            TokenKind::HashIdentifier => {
                let attr = self.parse_hash_attribute()?;
                if !self.context.is_location(attr) {
                    let text = crate::text::attr_to_string(self.context, attr);
                    return self.error(format!("expected location attribute, but got{text}"));
                }
                Ok(attr)
            }
            TokenKind::String => self.parse_name_or_file_location(),
            TokenKind::BareIdentifier => match self.spelling() {
                "unknown" => {
                    self.advance();
                    Ok(self.context.unknown_location())
                }
                "callsite" => {
                    self.advance();
                    self.expect(TokenKind::LeftParen, "expected '(' in callsite location")?;
                    let callee = self.parse_nested_location_instance()?;
                    self.expect_keyword("at", "expected 'at' in callsite location")?;
                    let caller = self.parse_nested_location_instance()?;
                    self.expect(TokenKind::RightParen, "expected ')' in callsite location")?;
                    Ok(self.location(Location::CallSite { callee, caller }))
                }
                "fused" => {
                    self.advance();
                    let metadata = if self.eat(TokenKind::Less) {
                        let metadata = self.parse_attribute(None)?;
                        self.expect(
                            TokenKind::Greater,
                            "expected '>' after fused location metadata",
                        )?;
                        Some(metadata)
                    } else {
                        None
                    };
                    let mut locations = Vec::new();
                    if !self.at(TokenKind::LeftSquare) {
                        return self.error_after_previous_token("expected '[' in fused location");
                    }
                    self.parse_delimited_list(
                        TokenKind::LeftSquare,
                        TokenKind::RightSquare,
                        "expected ']' in fused location",
                        |parser| {
                            locations.push(parser.parse_nested_location_instance()?);
                            Ok(())
                        },
                    )?;
                    Ok(self.fused_location(locations, metadata))
                }
                _ => self.error_after_previous_token("expected location instance"),
            },
            _ => self.error_after_previous_token("expected location instance"),
        }
    }

    fn parse_name_or_file_location(&mut self) -> ParseResult<Attr> {
        let text = self.string_value();
        self.advance();
        let text_attr = self.context.intern_attr(AttrData::String { value: text.into(), ty: None });
        if self.eat(TokenKind::Colon) {
            let line =
                self.parse_location_number("expected integer line number in FileLineColRange")?;
            if !self.eat(TokenKind::Colon) {
                return Ok(self.location(Location::FileLineCol {
                    file: text_attr,
                    line,
                    column: 0,
                    end: None,
                }));
            }
            let column =
                self.parse_location_number("expected integer column number in FileLineColRange")?;
            let mut end = None;
            if self.eat_keyword("to") {
                let end_line = if self.at(TokenKind::Integer) {
                    self.parse_location_number("expected integer line number in FileLineColRange")?
                } else {
                    line
                };
                self.expect(
                    TokenKind::Colon,
                    "expected either integer or `:` post `to` in FileLineColRange",
                )?;
                let end_column = self
                    .parse_location_number("expected integer column number in FileLineColRange")?;
                end = Some((end_line, end_column));
            }
            return Ok(self.location(Location::FileLineCol { file: text_attr, line, column, end }));
        }
        let child = if self.eat(TokenKind::LeftParen) {
            let child = self.parse_nested_location_instance()?;
            self.expect(TokenKind::RightParen, "expected ')' after child location of NameLoc")?;
            child
        } else {
            self.context.unknown_location()
        };
        Ok(self.location(Location::Name { name: text_attr, child }))
    }

    /// An unsigned 32-bit line or column number; `message` when the token
    /// is not one.
    fn parse_location_number(&mut self, message: &str) -> ParseResult<u32> {
        if !self.at(TokenKind::Integer) {
            return self.error_after_previous_token(message);
        }
        let Some(value) =
            parse_u128_literal(self.spelling()).and_then(|value| u32::try_from(value).ok())
        else {
            return self.error_after_previous_token(message);
        };
        self.advance();
        Ok(value)
    }

    /// Builds a fused location the way MLIR canonicalizes it: nested fused
    /// locations without metadata are flattened, unknown ones and
    /// duplicates dropped, and zero or one remaining location stands alone.
    fn fused_location(&self, locations: Vec<Attr>, metadata: Option<Attr>) -> Attr {
        let mut flat: Vec<Attr> = Vec::new();
        let mut add = |location: Attr| {
            if !flat.contains(&location) {
                flat.push(location);
            }
        };
        for location in locations {
            match self.context.attr_data(location) {
                // A fused location with the same metadata as the outer one
                // (or none on both) is taken apart.
                AttrData::Location(Location::Fused {
                    locations: inner,
                    metadata: inner_metadata,
                }) if *inner_metadata == metadata => {
                    inner.iter().for_each(|&nested| add(nested));
                }
                AttrData::Location(Location::Unknown) => {}
                _ => add(location),
            }
        }
        match (flat.len(), metadata) {
            (0, None) => return self.context.unknown_location(),
            (0, Some(_)) => flat.push(self.context.unknown_location()),
            (1, None) => return flat[0],
            _ => {}
        }
        self.location(Location::Fused { locations: flat.into(), metadata })
    }

    fn location(&self, location: Location) -> Attr {
        self.context.intern_attr(AttrData::Location(location))
    }
}

fn join(values: &[i64]) -> String {
    values.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}
