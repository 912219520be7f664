//! Parsing elements attributes: `dense<...>` (nested lists, splats,
//! complex pairs, strings and `"0x..."` hex data), `sparse<indices,
//! values>` and `dense_resource<key>`, each followed by its shaped type.
//!
//! Literals follow MLIR's `AttributeParser.cpp` (`TensorLiteralParser`)
//! closely, messages and error positions included: a literal is read into
//! a flat list of tokens first and only interpreted once the type is known.
//! The blobs that `dense_resource` names are read with the resource section
//! (`resources`), not here; `array<...>` is a plain attribute
//! (`attributes`).

use num_bigint::BigUint;

use super::literals::{build_integer, hex_string_bytes, integer_kind, IntegerBits, IntegerValues};
use super::{ParseResult, Parser};
use crate::attributes::{
    biguint_to_words, truncate_bits, words_for_width, Attr, AttrData, DenseValues,
};
use crate::text::lexer::{Token, TokenKind};
use crate::types::{Type, TypeData, DYNAMIC};

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

/// Dense, sparse and resource elements.
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
    pub(super) fn parse_dense_elements(&mut self) -> ParseResult<Attr> {
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
            TypeData::Dialect { .. } => match self.context.shape_of(ty) {
                Some(shape) if shape.contains(&DYNAMIC) => {
                    self.error_at(location, "elements literal type must have static shape")
                }
                Some(_) => Ok(ty),
                None => self.error_at(location, "elements literal must be a shaped type"),
            },
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
        let splat = keep_one_if_splat(&mut bits, stride, splat);
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
        let splat = keep_one_if_splat(&mut words, stride, splat);
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
    fn storage_width(&self, ty: Type) -> Option<u32> {
        match self.context.type_data(ty) {
            TypeData::Integer { width, .. } => Some(*width),
            TypeData::Index => Some(64),
            TypeData::Float(kind) => Some(kind.bit_width()),
            _ => None,
        }
    }

    /// Parses `dense_resource<key> : type`.
    pub(super) fn parse_dense_resource(&mut self) -> ParseResult<Attr> {
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
    pub(super) fn parse_sparse_elements(&mut self) -> ParseResult<Attr> {
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

/// A shape as MLIR writes it in messages: `2, 3`.
fn join(values: &[i64]) -> String {
    values.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

/// Whether dense elements are a splat (written as one, or all `stride`-wide
/// elements equal); a splat keeps only its first element.
fn keep_one_if_splat<T: PartialEq>(values: &mut Vec<T>, stride: usize, splat: bool) -> bool {
    let all_equal =
        values.len() >= stride && values.chunks(stride).all(|chunk| chunk == &values[..stride]);
    let splat = splat || all_equal;
    if splat {
        values.truncate(stride);
    }
    splat
}
