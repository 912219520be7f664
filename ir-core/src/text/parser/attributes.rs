//! Parsing builtin attributes: scalars, containers, dense and sparse
//! elements, affine maps and sets, strided layouts, distinct attributes,
//! attributes of unknown dialects, and locations.

use num_bigint::{BigInt, Sign};

use super::{ParseResult, Parser};
use crate::affine;
use crate::attributes::{truncate_bits, Attr, AttrData, DenseValues, Location};
use crate::float::{float_from_f64, FloatKind};
use crate::text::lexer::TokenKind;
use crate::types::{Signedness, Type, TypeData, DYNAMIC};

/// One element of a dense literal before its type is known.
#[derive(Clone, Debug)]
enum Element {
    Integer { negative: bool, offset: u32 },
    Float { negative: bool, offset: u32 },
    Bool(bool),
    Complex(Box<(Element, Element)>),
    String(Vec<u8>),
}

impl Parser<'_> {
    /// Parses an attribute. `expected_type` is the type a bare literal takes
    /// when no `: type` follows (used by dense arrays and properties).
    pub(crate) fn parse_attribute(&mut self, expected_type: Option<Type>) -> ParseResult<Attr> {
        let start = self.token.start;
        match self.token.kind {
            TokenKind::LeftSquare => {
                let mut elements = Vec::new();
                self.parse_delimited_list(
                    TokenKind::LeftSquare,
                    TokenKind::RightSquare,
                    "expected ']'",
                    |parser| {
                        elements.push(parser.parse_attribute(None)?);
                        Ok(())
                    },
                )?;
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
            TokenKind::Integer | TokenKind::Float | TokenKind::Minus => {
                self.parse_number_attribute(expected_type)
            }
            TokenKind::HashIdentifier => self.parse_hash_attribute(),
            TokenKind::BareIdentifier => self.parse_keyword_attribute(expected_type),
            TokenKind::LeftParen | TokenKind::ExclamationIdentifier => {
                let ty = self.parse_type()?;
                Ok(self.context.type_attr(ty))
            }
            _ => {
                let _ = start;
                self.error("expected attribute value")
            }
        }
    }

    /// Parses `{name = value, unit_name}`.
    pub(crate) fn parse_dictionary(&mut self) -> ParseResult<Attr> {
        let mut entries: Vec<(Attr, Attr)> = Vec::new();
        self.parse_delimited_list(
            TokenKind::LeftBrace,
            TokenKind::RightBrace,
            "expected '}' in attribute dictionary",
            |parser| {
                let name_start = parser.token.start;
                let name = match parser.token.kind {
                    TokenKind::BareIdentifier => parser.spelling().as_bytes().to_vec(),
                    TokenKind::String => {
                        let value = parser.string_value();
                        if value.is_empty() {
                            return parser.error("expected valid attribute name");
                        }
                        value
                    }
                    _ if parser.spelling().chars().next().is_some_and(|c| c.is_alphabetic()) => {
                        parser.spelling().as_bytes().to_vec()
                    }
                    _ => return parser.error("expected attribute name"),
                };
                parser.advance();
                let name_attr = parser
                    .context
                    .intern_attr(AttrData::String { value: name.clone().into(), ty: None });
                if entries.iter().any(|(key, _)| *key == name_attr) {
                    return parser.error_at(
                        name_start,
                        format!(
                            "duplicate key '{}' in dictionary attribute",
                            String::from_utf8_lossy(&name)
                        ),
                    );
                }
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

    fn parse_number_attribute(&mut self, expected_type: Option<Type>) -> ParseResult<Attr> {
        let negative = self.eat(TokenKind::Minus);
        let literal = self.token;
        if !matches!(literal.kind, TokenKind::Integer | TokenKind::Float) {
            return self.error("expected constant integer or floating point value");
        }
        self.advance();
        let ty = if self.eat(TokenKind::Colon) {
            let ty = self.parse_type()?;
            Some(ty)
        } else {
            expected_type
        };
        let is_float_literal = literal.kind == TokenKind::Float;
        let ty = ty.unwrap_or_else(|| {
            if is_float_literal {
                self.context.float_type(FloatKind::F64)
            } else {
                self.context.integer_type(64)
            }
        });
        let element = if is_float_literal {
            Element::Float { negative, offset: literal.start }
        } else {
            Element::Integer { negative, offset: literal.start }
        };
        match self.context.type_data(ty) {
            TypeData::Float(kind) => {
                let kind = *kind;
                let bits = self.element_float_bits(&element, kind)?;
                Ok(self.context.intern_attr(AttrData::Float { ty, bits }))
            }
            TypeData::Integer { .. } | TypeData::Index => {
                if is_float_literal {
                    return self.error_at(
                        literal.start,
                        "floating point value not valid for specified type",
                    );
                }
                let bits = self.element_integer_bits(&element, ty)?;
                Ok(self.context.intern_attr(AttrData::Integer { ty, bits }))
            }
            _ => self.error_at(literal.start, "integer literal not valid for specified type"),
        }
    }

    fn parse_keyword_attribute(&mut self, expected_type: Option<Type>) -> ParseResult<Attr> {
        match self.spelling() {
            "unit" => {
                self.advance();
                Ok(self.context.unit_attr())
            }
            "true" | "false" => {
                let value = self.spelling() == "true";
                self.advance();
                let _ = expected_type;
                let i1 = self.context.integer_type(1);
                Ok(self.context.intern_attr(AttrData::Integer { ty: i1, bits: u128::from(value) }))
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
            _ => self.error("expected attribute value"),
        }
    }

    fn parse_hash_attribute(&mut self) -> ParseResult<Attr> {
        let token = self.token;
        let name = &self.spelling()[1..];
        let body_follows = self.source().as_bytes().get(token.end as usize) == Some(&b'<');
        if !name.contains('.') && !body_follows {
            let Some(attr) = self.attribute_alias(name) else {
                return self.error(format!("undefined symbol alias id '{name}'"));
            };
            self.advance();
            return Ok(attr);
        }
        let (dialect, data) = self.parse_dialect_symbol_body(token.start as usize + 1)?;
        let ty = if self.at(TokenKind::Colon)
            && self.source().as_bytes().get(self.token.end as usize) != Some(&b':')
        {
            self.advance();
            Some(self.parse_type()?)
        } else {
            None
        };
        Ok(self.context.intern_attr(AttrData::Opaque {
            dialect: dialect.into(),
            data: data.into(),
            ty,
        }))
    }

    fn parse_affine_attribute(&mut self) -> ParseResult<Attr> {
        let is_map = self.spelling() == "affine_map";
        self.advance();
        if !self.at(TokenKind::Less) {
            return self.error("expected '<'");
        }
        let body_start = self.token.end as usize;
        let text = &self.source()[body_start..];
        let data = if is_map {
            affine::parse_affine_map(text).map(|(map, used)| (AttrData::AffineMap(map), used))
        } else {
            affine::parse_integer_set(text).map(|(set, used)| (AttrData::IntegerSet(set), used))
        };
        let (data, used) = match data {
            Ok(parsed) => parsed,
            Err(error) => return self.error_at((body_start + error.offset) as u32, error.message),
        };
        self.reset_lexer(body_start + used);
        self.expect(TokenKind::Greater, "expected '>'")?;
        Ok(self.context.intern_attr(data))
    }

    fn parse_strided_layout(&mut self) -> ParseResult<Attr> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' after 'strided'")?;
        let mut strides = Vec::new();
        self.parse_delimited_list(
            TokenKind::LeftSquare,
            TokenKind::RightSquare,
            "expected ']'",
            |parser| {
                strides.push(parser.parse_optionally_dynamic_integer()?);
                Ok(())
            },
        )?;
        let mut offset = 0;
        if self.eat(TokenKind::Comma) {
            self.expect_keyword("offset", "expected 'offset' after comma")?;
            self.expect(TokenKind::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_optionally_dynamic_integer()?;
        }
        self.expect(TokenKind::Greater, "expected '>'")?;
        Ok(self.context.intern_attr(AttrData::Strided { offset, strides: strides.into() }))
    }

    fn parse_optionally_dynamic_integer(&mut self) -> ParseResult<i64> {
        if self.eat(TokenKind::Question) {
            return Ok(DYNAMIC);
        }
        let negative = self.eat(TokenKind::Minus);
        if !self.at(TokenKind::Integer) {
            return self.error("expected a 64-bit signed integer or '?'");
        }
        let Ok(value) = self.spelling().parse::<i64>() else {
            return self.error("expected a 64-bit signed integer or '?'");
        };
        self.advance();
        Ok(if negative { -value } else { value })
    }

    fn parse_distinct(&mut self) -> ParseResult<Attr> {
        self.advance();
        self.expect(TokenKind::LeftSquare, "expected '[' after 'distinct'")?;
        if !self.at(TokenKind::Integer) {
            return self.error("expected distinct ID");
        }
        let Ok(id) = self.spelling().parse::<u64>() else {
            return self.error("expected an unsigned 64-bit integer");
        };
        self.advance();
        self.expect(TokenKind::RightSquare, "expected ']' to close distinct ID")?;
        self.expect(TokenKind::Less, "expected '<' after distinct ID")?;
        let referenced = if self.at(TokenKind::Greater) {
            self.context.unit_attr()
        } else {
            self.parse_attribute(None)?
        };
        self.expect(TokenKind::Greater, "expected '>' to close distinct attribute")?;
        if let Some(&existing) = self.distinct_attributes.get(&id) {
            let AttrData::Distinct { referenced: previous, .. } = self.context.attr_data(existing)
            else {
                return Ok(existing);
            };
            if *previous != referenced {
                return self.error("referenced attribute does not match previous definition");
            }
            return Ok(existing);
        }
        let attr = self.context.new_distinct_attr(referenced);
        self.distinct_attributes.insert(id, attr);
        Ok(attr)
    }

    fn parse_dense_array(&mut self) -> ParseResult<Attr> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' after 'array'")?;
        let type_start = self.token.start;
        let element = self.parse_type()?;
        let kind = match self.context.type_data(element) {
            TypeData::Integer { width, .. } if *width == 1 || width % 8 == 0 => None,
            TypeData::Float(kind) if kind.bit_width() % 8 == 0 => Some(*kind),
            _ => {
                return self.error_at(
                    type_start,
                    "expected integer or float type, got: ".to_owned() + &self.type_text(element),
                )
            }
        };
        let mut values = Vec::new();
        if self.eat(TokenKind::Colon) {
            self.parse_comma_separated(|parser| {
                let element_value = parser.parse_scalar_element()?;
                let bits = match kind {
                    Some(kind) => parser.element_float_bits(&element_value, kind)?,
                    None => parser.element_integer_bits(&element_value, element)?,
                };
                values.push(bits);
                Ok(())
            })?;
        }
        self.expect(TokenKind::Greater, "expected '>' to close an array attribute")?;
        Ok(self.context.intern_attr(AttrData::DenseArray { element, values: values.into() }))
    }

    /// Parses one scalar of a dense literal: an optionally negative number,
    /// `true`/`false`, a complex pair or a string.
    fn parse_scalar_element(&mut self) -> ParseResult<Element> {
        match self.token.kind {
            TokenKind::BareIdentifier if matches!(self.spelling(), "true" | "false") => {
                let value = self.spelling() == "true";
                self.advance();
                Ok(Element::Bool(value))
            }
            TokenKind::String => {
                let value = self.string_value();
                self.advance();
                Ok(Element::String(value))
            }
            TokenKind::LeftParen => {
                self.advance();
                let real = self.parse_scalar_element()?;
                self.expect(TokenKind::Comma, "expected ',' between complex elements")?;
                let imaginary = self.parse_scalar_element()?;
                self.expect(TokenKind::RightParen, "expected ')' after complex elements")?;
                Ok(Element::Complex(Box::new((real, imaginary))))
            }
            _ => {
                let negative = self.eat(TokenKind::Minus);
                let offset = self.token.start;
                let element = match self.token.kind {
                    TokenKind::Integer => Element::Integer { negative, offset },
                    TokenKind::Float => Element::Float { negative, offset },
                    _ => return self.error("expected element literal of primitive type"),
                };
                self.advance();
                Ok(element)
            }
        }
    }

    /// The bits of an integer element of type `ty`, checked for range.
    fn element_integer_bits(&mut self, element: &Element, ty: Type) -> ParseResult<u128> {
        let (width, signedness) = match self.context.type_data(ty) {
            TypeData::Integer { width, signedness } => (*width, *signedness),
            TypeData::Index => (64, Signedness::Signless),
            _ => return self.error("expected integer elements"),
        };
        let (negative, offset) = match element {
            Element::Integer { negative, offset } => (*negative, *offset),
            Element::Bool(value) if width == 1 => return Ok(u128::from(*value)),
            Element::Bool(_) => return self.error("expected i1 type for 'true' or 'false' values"),
            Element::Float { offset, .. } => {
                return self
                    .error_at(*offset, "expected integer elements, but parsed floating-point")
            }
            _ => return self.error("expected integer elements"),
        };
        let spelling = self.spelling_at(offset);
        if negative && signedness == Signedness::Unsigned {
            return self
                .error_at(offset, "negative integer literal not valid for unsigned integer type");
        }
        let is_index = matches!(self.context.type_data(ty), TypeData::Index);
        if width > 128 {
            return self
                .error_at(offset, "integer attributes wider than 128 bits are not supported yet");
        }
        let magnitude = parse_integer_literal(spelling);
        let Some(magnitude) = magnitude.filter(|value| value.bits() <= u64::from(width)) else {
            return self.error_at(offset, "integer constant out of range for attribute");
        };
        let value = magnitude.to_u128().unwrap_or(0);
        let sign_bit = |bits: u128| width > 0 && (bits >> (width - 1)) & 1 == 1;
        if width == 0 {
            if negative {
                return self.error_at(offset, "integer constant out of range for attribute");
            }
            return Ok(0);
        }
        if negative {
            let bits = truncate_bits(value.wrapping_neg(), width);
            if !sign_bit(bits) {
                return self.error_at(offset, "integer constant out of range for attribute");
            }
            return Ok(bits);
        }
        if (signedness == Signedness::Signed || is_index) && sign_bit(value) {
            return self.error_at(offset, "integer constant out of range for attribute");
        }
        Ok(value)
    }

    /// The bits of a float element of kind `kind`.
    fn element_float_bits(&mut self, element: &Element, kind: FloatKind) -> ParseResult<u128> {
        match element {
            Element::Float { negative, offset } => {
                let spelling = self.spelling_at(*offset);
                let Ok(value) = spelling.parse::<f64>() else {
                    return self.error_at(*offset, "floating point value too large");
                };
                if value.is_infinite() {
                    return self.error_at(*offset, "floating point value too large");
                }
                Ok(float_from_f64(kind, if *negative { -value } else { value }))
            }
            Element::Integer { negative, offset } => {
                let spelling = self.spelling_at(*offset);
                if !spelling.starts_with("0x") {
                    return self
                        .error_at(
                            *offset,
                            "unexpected decimal integer literal for a floating point value",
                        )
                        .map_err(|diagnostic| {
                            diagnostic
                                .with_note(None, "add a trailing dot to make the literal a float")
                        });
                }
                if *negative {
                    return self.error_at(
                        *offset,
                        "hexadecimal float literal should not have a leading minus",
                    );
                }
                let width = kind.bit_width();
                match parse_integer_literal(spelling) {
                    Some(value) if value.bits() <= u64::from(width) => {
                        Ok(value.to_u128().unwrap_or(0))
                    }
                    _ => self.error_at(*offset, "hexadecimal float constant out of range for type"),
                }
            }
            Element::Bool(_) => self.error("expected floating point elements, but parsed bool"),
            _ => self.error("expected floating point elements"),
        }
    }

    fn spelling_at(&self, offset: u32) -> &str {
        let rest = &self.source()[offset as usize..];
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '+' || c == '-'))
            .unwrap_or(rest.len());
        let mut spelling = &rest[..end];
        // A float exponent sign belongs to the literal; anything else after a
        // `+`/`-` does not.
        if let Some(position) = spelling[1..].find(['+', '-']) {
            let before = spelling.as_bytes()[position];
            if !matches!(before, b'e' | b'E') || spelling.starts_with("0x") {
                spelling = &spelling[..position + 1];
            }
        }
        spelling
    }

    /// A type printed, for messages.
    pub(crate) fn type_text(&self, ty: Type) -> String {
        crate::text::type_to_string(self.context, ty)
    }
}

/// Dense and sparse elements.
impl Parser<'_> {
    /// Parses the literal of `dense<...>`: nested lists or a scalar. Returns
    /// the elements in row-major order and the literal's shape (`None` for a
    /// scalar, which is a splat).
    fn parse_dense_literal(&mut self) -> ParseResult<(Vec<Element>, Option<Vec<i64>>)> {
        if !self.at(TokenKind::LeftSquare) {
            return Ok((vec![self.parse_scalar_element()?], None));
        }
        let mut elements = Vec::new();
        let shape = self.parse_dense_list(&mut elements)?;
        Ok((elements, Some(shape)))
    }

    fn parse_dense_list(&mut self, elements: &mut Vec<Element>) -> ParseResult<Vec<i64>> {
        let list_start = self.token.start;
        self.advance();
        let mut inner_shape: Option<Vec<i64>> = None;
        let mut count = 0;
        if self.eat(TokenKind::RightSquare) {
            return Ok(vec![0]);
        }
        loop {
            let shape = if self.at(TokenKind::LeftSquare) {
                self.parse_dense_list(elements)?
            } else {
                elements.push(self.parse_scalar_element()?);
                Vec::new()
            };
            match &inner_shape {
                None => inner_shape = Some(shape),
                Some(previous) if *previous != shape => {
                    let _ = list_start;
                    return self.error(
                        "tensor literal is invalid; ranks are not consistent between elements",
                    );
                }
                Some(_) => {}
            }
            count += 1;
            if self.eat(TokenKind::RightSquare) {
                break;
            }
            self.expect(TokenKind::Comma, "expected ',' or ']'")?;
        }
        let mut shape = vec![count];
        shape.extend(inner_shape.unwrap_or_default());
        Ok(shape)
    }

    fn parse_dense_elements(&mut self) -> ParseResult<Attr> {
        let keyword_start = self.token.start;
        self.advance();
        self.expect(TokenKind::Less, "expected '<' after 'dense'")?;
        let literal_start = self.token.start;
        let mut hex: Option<Vec<u8>> = None;
        let (elements, literal_shape) = if self.at(TokenKind::Greater) {
            (Vec::new(), Some(vec![0]))
        } else if self.at(TokenKind::String) && self.spelling().starts_with("\"0x") {
            let text = self.string_value();
            self.advance();
            hex = Some(text);
            (Vec::new(), None)
        } else {
            self.parse_dense_literal()?
        };
        self.expect(TokenKind::Greater, "expected '>'")?;
        self.expect(TokenKind::Colon, "expected ':'")?;
        let type_start = self.token.start;
        let ty = self.parse_type()?;
        let (shape, element_type) = match self.context.type_data(ty) {
            TypeData::RankedTensor { shape, element, .. }
            | TypeData::Vector { shape, element, .. } => (shape.to_vec(), *element),
            _ => {
                return self.error_at(
                    type_start,
                    "elements literal must be a ranked tensor or vector type",
                )
            }
        };
        if shape.contains(&DYNAMIC) {
            return self.error_at(type_start, "elements literal type must have static shape");
        }
        let count: i64 = shape.iter().product();
        if let Some(hex) = hex {
            return self.dense_from_hex(ty, element_type, count, &hex, literal_start);
        }
        let _ = keyword_start;
        let splat = literal_shape.is_none();
        if let Some(literal_shape) = &literal_shape {
            let matches = *literal_shape == shape || (count == 0 && literal_shape == &vec![0]);
            if !matches {
                return self.error_at(
                    literal_start,
                    format!(
                        "inferred shape of elements literal ([{}]) does not match type ([{}])",
                        join(literal_shape),
                        join(&shape)
                    ),
                );
            }
        }
        if let Some(Element::String(_)) = elements.first() {
            let mut strings = Vec::new();
            for element in &elements {
                match element {
                    Element::String(value) => strings.push(value.clone().into_boxed_slice()),
                    _ => return self.error_at(literal_start, "expected string elements"),
                }
            }
            let splat = splat || (strings.len() > 1 && strings.iter().all(|s| *s == strings[0]));
            if splat {
                strings.truncate(1);
            }
            return Ok(self.context.intern_attr(AttrData::DenseElements {
                ty,
                splat,
                values: DenseValues::Strings(strings.into()),
            }));
        }
        let mut bits = Vec::with_capacity(elements.len());
        for element in &elements {
            self.push_element_bits(element, element_type, &mut bits)?;
        }
        Ok(self.dense_from_bits(ty, element_type, splat, bits))
    }

    /// Appends the bits of one element (two for complex) to `bits`.
    fn push_element_bits(
        &mut self,
        element: &Element,
        element_type: Type,
        bits: &mut Vec<u128>,
    ) -> ParseResult<()> {
        match self.context.type_data(element_type).clone() {
            TypeData::Complex(inner) => {
                let Element::Complex(pair) = element else {
                    return self.error("expected complex elements");
                };
                self.push_element_bits(&pair.0, inner, bits)?;
                self.push_element_bits(&pair.1, inner, bits)
            }
            TypeData::Float(kind) => {
                let value = self.element_float_bits(element, kind)?;
                bits.push(value);
                Ok(())
            }
            TypeData::Integer { .. } | TypeData::Index => {
                let value = self.element_integer_bits(element, element_type)?;
                bits.push(value);
                Ok(())
            }
            _ => self.error("expected integer, float, complex or string elements"),
        }
    }

    /// Interns dense elements, storing a splat once when all are equal.
    fn dense_from_bits(
        &self,
        ty: Type,
        element_type: Type,
        splat: bool,
        mut bits: Vec<u128>,
    ) -> Attr {
        let stride = if matches!(self.context.type_data(element_type), TypeData::Complex(_)) {
            2
        } else {
            1
        };
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

    fn dense_from_hex(
        &mut self,
        ty: Type,
        element_type: Type,
        count: i64,
        hex: &[u8],
        offset: u32,
    ) -> ParseResult<Attr> {
        let Some(bytes) = decode_hex(hex) else {
            return self
                .error_at(offset, "expected string containing hex digits starting with `0x`");
        };
        let (scalar_width, stride) = match self.context.type_data(element_type) {
            TypeData::Complex(inner) => (self.storage_width(*inner), 2),
            _ => (self.storage_width(element_type), 1),
        };
        let Some(scalar_width) = scalar_width else {
            return self
                .error_at(offset, "expected integer, float or complex element type for hex data");
        };
        if scalar_width == 1 && stride == 1 {
            // Booleans are packed eight to a byte; one byte of all zeros or
            // all ones is a splat.
            if bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xFF) {
                return Ok(self.dense_from_bits(
                    ty,
                    element_type,
                    true,
                    vec![u128::from(bytes[0] != 0)],
                ));
            }
            if bytes.len() != (count as usize).div_ceil(8) {
                return self.error_at(
                    offset,
                    format!(
                        "elements hex data size is invalid for provided type: '{}'",
                        self.type_text(ty)
                    ),
                );
            }
            let bits = (0..count as usize)
                .map(|index| u128::from((bytes[index / 8] >> (index % 8)) & 1))
                .collect();
            return Ok(self.dense_from_bits(ty, element_type, false, bits));
        }
        let element_bytes = scalar_width.div_ceil(8) as usize;
        let per_element = element_bytes * stride;
        let splat = bytes.len() == per_element;
        if !splat && bytes.len() != per_element * count as usize {
            return self.error_at(
                offset,
                format!(
                    "elements hex data size is invalid for provided type: {}",
                    self.type_text(ty)
                ),
            );
        }
        let bits: Vec<u128> = bytes
            .chunks(element_bytes)
            .map(|chunk| {
                let value =
                    chunk.iter().rev().fold(0u128, |acc, &byte| (acc << 8) | u128::from(byte));
                truncate_bits(value, scalar_width)
            })
            .collect();
        Ok(self.dense_from_bits(ty, element_type, splat, bits))
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

    fn parse_dense_resource(&mut self) -> ParseResult<Attr> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<'")?;
        let key = match self.token.kind {
            TokenKind::BareIdentifier => self.spelling().to_owned(),
            TokenKind::String => String::from_utf8_lossy(&self.string_value()).into_owned(),
            _ => return self.error("expected identifier key for 'resource' entry"),
        };
        self.advance();
        self.expect(TokenKind::Greater, "expected '>'")?;
        self.expect(TokenKind::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        Ok(self.context.intern_attr(AttrData::DenseResource { ty, key: key.into() }))
    }

    fn parse_sparse_elements(&mut self) -> ParseResult<Attr> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' after 'sparse'")?;
        let (index_elements, index_shape) = if self.at(TokenKind::Greater) {
            (Vec::new(), Some(vec![0]))
        } else {
            self.parse_dense_literal()?
        };
        let (value_elements, value_shape) = if self.eat(TokenKind::Comma) {
            self.parse_dense_literal()?
        } else {
            (Vec::new(), Some(vec![0]))
        };
        self.expect(TokenKind::Greater, "expected '>'")?;
        self.expect(TokenKind::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        let Some(element_type) = self.context.element_type_of(ty) else {
            return self.error("elements literal must be a ranked tensor or vector type");
        };
        let rank = self.context.shape_of(ty).map_or(0, <[i64]>::len) as i64;
        let i64_type = self.context.integer_type(64);
        let mut index_bits = Vec::new();
        for element in &index_elements {
            self.push_element_bits(element, i64_type, &mut index_bits)?;
        }
        // Indices form an `N x rank` matrix; a flat list is one index.
        // The indices keep the shape they were written with; a scalar is
        // one index whose coordinates are all equal.
        let index_shape = match index_shape {
            Some(shape) if shape == [0] => vec![0, rank],
            Some(shape) => shape,
            None => vec![1, rank.max(1)],
        };
        let index_type = self.context.intern_type(TypeData::RankedTensor {
            shape: index_shape.into(),
            element: i64_type,
            encoding: None,
        });
        let indices = self.dense_from_bits(index_type, i64_type, false, index_bits);
        let value_count = match &value_shape {
            Some(shape) => shape.iter().product::<i64>(),
            None => 1,
        };
        let value_type = self.context.intern_type(TypeData::RankedTensor {
            shape: vec![value_count].into(),
            element: element_type,
            encoding: None,
        });
        let values = if let Some(Element::String(_)) = value_elements.first() {
            let strings: Vec<Box<[u8]>> = value_elements
                .iter()
                .map(|element| match element {
                    Element::String(value) => value.clone().into_boxed_slice(),
                    _ => Box::new([]),
                })
                .collect();
            let splat = value_shape.is_none() || strings.iter().all(|string| *string == strings[0]);
            let strings = if splat { strings[..1].to_vec() } else { strings };
            self.context.intern_attr(AttrData::DenseElements {
                ty: value_type,
                splat,
                values: DenseValues::Strings(strings.into()),
            })
        } else {
            let mut bits = Vec::new();
            for element in &value_elements {
                self.push_element_bits(element, element_type, &mut bits)?;
            }
            self.dense_from_bits(value_type, element_type, value_shape.is_none(), bits)
        };
        Ok(self.context.intern_attr(AttrData::Sparse { ty, indices, values }))
    }
}

/// Locations.
impl Parser<'_> {
    /// Parses `loc(...)`.
    pub(crate) fn parse_location(&mut self) -> ParseResult<Attr> {
        self.advance();
        self.expect(TokenKind::LeftParen, "expected '(' in location")?;
        let location = self.parse_location_instance()?;
        self.expect(TokenKind::RightParen, "expected ')' in location")?;
        Ok(location)
    }

    /// Parses the inside of `loc(...)`.
    pub(crate) fn parse_location_instance(&mut self) -> ParseResult<Attr> {
        match self.token.kind {
            TokenKind::HashIdentifier => {
                let name = &self.spelling()[1..];
                let Some(attr) = self.attribute_alias(name) else {
                    return self.error(format!("undefined symbol alias id '{name}'"));
                };
                if !self.context.is_location(attr) {
                    let text = crate::text::attr_to_string(self.context, attr);
                    return self.error(format!("expected location, but found '{text}'"));
                }
                self.advance();
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
                    let callee = self.parse_location_instance()?;
                    self.expect_keyword("at", "expected 'at' in callsite location")?;
                    let caller = self.parse_location_instance()?;
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
                        return self.error("expected '[' in fused location");
                    }
                    self.parse_delimited_list(
                        TokenKind::LeftSquare,
                        TokenKind::RightSquare,
                        "expected ']'",
                        |parser| {
                            locations.push(parser.parse_location_instance()?);
                            Ok(())
                        },
                    )?;
                    Ok(self.fused_location(locations, metadata))
                }
                _ => self.error("expected location instance"),
            },
            _ => self.error("expected location instance"),
        }
    }

    fn parse_name_or_file_location(&mut self) -> ParseResult<Attr> {
        let text = self.string_value();
        self.advance();
        let text_attr = self.context.intern_attr(AttrData::String { value: text.into(), ty: None });
        if self.eat(TokenKind::Colon) {
            let line =
                self.parse_location_number("expected integer line number in FileLineColRange")?;
            let mut column = 0;
            if self.eat(TokenKind::Colon) {
                column = self
                    .parse_location_number("expected integer column number in FileLineColRange")?;
            }
            let mut end = None;
            if self.eat_keyword("to") {
                let end_line = if self.at(TokenKind::Integer) {
                    self.parse_location_number("expected integer line number in FileLineColRange")?
                } else if self.at(TokenKind::Colon) {
                    line
                } else {
                    return self
                        .error("expected either integer or `:` post `to` in FileLineColRange");
                };
                self.expect(TokenKind::Colon, "expected ':' in FileLineColRange")?;
                let end_column = self
                    .parse_location_number("expected integer column number in FileLineColRange")?;
                end = Some((end_line, end_column));
            }
            return Ok(self.location(Location::FileLineCol { file: text_attr, line, column, end }));
        }
        let child = if self.eat(TokenKind::LeftParen) {
            let child = self.parse_location_instance()?;
            self.expect(TokenKind::RightParen, "expected ')' after child location of NameLoc")?;
            child
        } else {
            self.context.unknown_location()
        };
        Ok(self.location(Location::Name { name: text_attr, child }))
    }

    fn parse_location_number(&mut self, message: &str) -> ParseResult<u32> {
        if !self.at(TokenKind::Integer) {
            return self.error(message);
        }
        let Ok(value) = self.spelling().parse::<u32>() else {
            return self.error(message);
        };
        self.advance();
        Ok(value)
    }

    /// Builds a fused location the way MLIR canonicalizes it: nested fused
    /// locations without metadata are flattened, unknown ones and
    /// duplicates dropped, and zero or one remaining location stands alone.
    fn fused_location(&self, locations: Vec<Attr>, metadata: Option<Attr>) -> Attr {
        let mut flat: Vec<Attr> = Vec::new();
        for location in locations {
            match self.context.attr_data(location) {
                AttrData::Location(Location::Fused { locations: inner, metadata: None }) => {
                    for &nested in inner.iter() {
                        if !flat.contains(&nested) {
                            flat.push(nested);
                        }
                    }
                }
                AttrData::Location(Location::Unknown) => {}
                _ => {
                    if !flat.contains(&location) {
                        flat.push(location);
                    }
                }
            }
        }
        if metadata.is_none() {
            match flat.len() {
                0 => return self.context.unknown_location(),
                1 => return flat[0],
                _ => {}
            }
        }
        self.location(Location::Fused { locations: flat.into(), metadata })
    }

    fn location(&self, location: Location) -> Attr {
        self.context.intern_attr(AttrData::Location(location))
    }
}

/// Parses a decimal or `0x` hexadecimal integer literal.
fn parse_integer_literal(spelling: &str) -> Option<num_bigint::BigUint> {
    if let Some(hex) = spelling.strip_prefix("0x") {
        num_bigint::BigUint::parse_bytes(hex.as_bytes(), 16)
    } else {
        num_bigint::BigUint::parse_bytes(spelling.as_bytes(), 10)
    }
}

trait ToU128 {
    fn to_u128(&self) -> Option<u128>;
}

impl ToU128 for num_bigint::BigUint {
    fn to_u128(&self) -> Option<u128> {
        let value = BigInt::from_biguint(Sign::Plus, self.clone());
        u128::try_from(value).ok()
    }
}

fn decode_hex(text: &[u8]) -> Option<Vec<u8>> {
    let digits = text.strip_prefix(b"0x")?;
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

fn join(values: &[i64]) -> String {
    values.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}
