//! Parsing builtin types, type aliases and types of unknown dialects.

use super::{ParseResult, Parser};
use crate::attributes::{Attr, AttrData};
use crate::float::FloatKind;
use crate::text::lexer::TokenKind;
use crate::types::{Signedness, Type, TypeData, DYNAMIC, MAX_INTEGER_WIDTH};

/// A short list of types, kept inline.
pub(crate) type TypeList = smallvec::SmallVec<[Type; 4]>;

/// Dimension lists of shaped types.
struct Dimensions {
    shape: Vec<i64>,
    scalable: Vec<bool>,
}

impl Parser<'_> {
    /// Parses a type.
    pub(crate) fn parse_type(&mut self) -> ParseResult<Type> {
        match self.token.kind {
            TokenKind::LeftParen => self.parse_function_type(),
            TokenKind::ExclamationIdentifier => self.parse_dialect_or_alias_type(),
            TokenKind::BareIdentifier => self.parse_builtin_type(),
            _ => self.error("expected non-function type"),
        }
    }

    /// Parses a type that is not a function type.
    pub(crate) fn parse_non_function_type(&mut self) -> ParseResult<Type> {
        if self.at(TokenKind::LeftParen) {
            return self.error("expected non-function type");
        }
        self.parse_type()
    }

    /// Whether the current token can start a type.
    pub(crate) fn at_type_start(&self) -> bool {
        match self.token.kind {
            TokenKind::LeftParen | TokenKind::ExclamationIdentifier => true,
            TokenKind::BareIdentifier => is_type_keyword(self.spelling()),
            _ => false,
        }
    }

    /// Parses `(A, B) -> R` or `(A) -> (R, S)`.
    pub(crate) fn parse_function_type(&mut self) -> ParseResult<Type> {
        let inputs = self.parse_type_list_parens()?;
        self.expect(TokenKind::Arrow, "expected '->' in function type")?;
        let results = self.parse_function_result_types()?;
        Ok(self.context.function_type(&inputs, &results))
    }

    /// Parses `(A, B)`, possibly empty.
    pub(crate) fn parse_type_list_parens(&mut self) -> ParseResult<TypeList> {
        let mut types = TypeList::new();
        self.expect(TokenKind::LeftParen, "expected '('")?;
        if self.eat(TokenKind::RightParen) {
            return Ok(types);
        }
        self.parse_comma_separated(|parser| {
            types.push(parser.parse_type()?);
            Ok(())
        })?;
        self.expect(TokenKind::RightParen, "expected ')'")?;
        Ok(types)
    }

    /// Parses the results of a function type: `(A, B)` or a single
    /// non-function type.
    pub(crate) fn parse_function_result_types(&mut self) -> ParseResult<TypeList> {
        if self.at(TokenKind::LeftParen) {
            self.parse_type_list_parens()
        } else {
            let mut types = TypeList::new();
            types.push(self.parse_non_function_type()?);
            Ok(types)
        }
    }

    fn parse_dialect_or_alias_type(&mut self) -> ParseResult<Type> {
        let token = self.token;
        let name = &self.spelling()[1..];
        let body_follows = self.source().as_bytes().get(token.end as usize) == Some(&b'<');
        if !name.contains('.') && !body_follows {
            let Some(ty) = self.type_alias(name) else {
                return self.error(format!("undefined symbol alias id '{name}'"));
            };
            self.advance();
            return Ok(ty);
        }
        let (dialect, data) = self.parse_dialect_symbol_body(token.start as usize + 1)?;
        Ok(self
            .context
            .intern_type(TypeData::Opaque { dialect: dialect.into(), data: data.into() }))
    }

    /// Parses the text of an unknown dialect's type or attribute starting
    /// after its `!` or `#`: `foo.bar<...>` or `foo<...>`. Returns the
    /// dialect name and the data MLIR keeps.
    pub(crate) fn parse_dialect_symbol_body(
        &mut self,
        name_start: usize,
    ) -> ParseResult<(String, String)> {
        let token_end = self.token.end as usize;
        let name = &self.source()[name_start..token_end];
        let (dialect, rest) = match name.split_once('.') {
            Some((dialect, rest)) => (dialect.to_owned(), Some(rest.to_owned())),
            None => (name.to_owned(), None),
        };
        let body_follows = self.source().as_bytes().get(token_end) == Some(&b'<');
        let data = if body_follows {
            let end = self.scan_balanced_body(token_end)?;
            let body = &self.source()[token_end..end];
            self.reset_lexer(end);
            match rest {
                Some(rest) => format!("{rest}{body}"),
                None => body[1..body.len() - 1].to_owned(),
            }
        } else {
            self.advance();
            rest.unwrap_or_default()
        };
        Ok((dialect, data))
    }

    fn parse_builtin_type(&mut self) -> ParseResult<Type> {
        let spelling = self.spelling();
        if let Some(&ty) = self.keyword_type_cache.get(spelling) {
            self.advance();
            return Ok(ty);
        }
        let ty = self.parse_builtin_type_uncached()?;
        if matches!(
            self.context.type_data(ty),
            TypeData::Integer { .. } | TypeData::Float(_) | TypeData::Index | TypeData::None
        ) {
            self.keyword_type_cache.insert(spelling, ty);
        }
        Ok(ty)
    }

    fn parse_builtin_type_uncached(&mut self) -> ParseResult<Type> {
        let spelling = self.spelling();
        if let Some(kind) = FloatKind::from_keyword(spelling) {
            self.advance();
            return Ok(self.context.float_type(kind));
        }
        if let Some((signedness, digits)) = integer_type_parts(spelling) {
            let width = match digits.parse::<u64>() {
                Ok(width) if width <= u64::from(MAX_INTEGER_WIDTH) => width as u32,
                _ => {
                    return self
                        .error(format!("integer bitwidth is limited to {MAX_INTEGER_WIDTH} bits"))
                }
            };
            self.advance();
            return Ok(self.context.intern_type(TypeData::Integer { width, signedness }));
        }
        match spelling {
            "index" => {
                self.advance();
                Ok(self.context.index_type())
            }
            "none" => {
                self.advance();
                Ok(self.context.none_type())
            }
            "complex" => {
                self.advance();
                self.expect(TokenKind::Less, "expected '<' in complex type")?;
                let element_start = self.token.start;
                let element = self.parse_type()?;
                if !matches!(
                    self.context.type_data(element),
                    TypeData::Integer { .. } | TypeData::Float(_)
                ) {
                    return self.error_at(element_start, "invalid element type for complex");
                }
                self.expect(TokenKind::Greater, "expected '>' in complex type")?;
                Ok(self.context.intern_type(TypeData::Complex(element)))
            }
            "tuple" => {
                self.advance();
                self.expect(TokenKind::Less, "expected '<' in tuple type")?;
                let mut elements = Vec::new();
                if !self.eat(TokenKind::Greater) {
                    self.parse_comma_separated(|parser| {
                        elements.push(parser.parse_type()?);
                        Ok(())
                    })?;
                    self.expect(TokenKind::Greater, "expected '>' in tuple type")?;
                }
                Ok(self.context.intern_type(TypeData::Tuple(elements.into())))
            }
            "vector" => self.parse_vector_type(),
            "tensor" => self.parse_tensor_type(),
            "memref" => self.parse_memref_type(),
            _ => self.error("expected non-function type"),
        }
    }

    /// Parses a dimension list `4x?x[8]x` up to the element type. Returns
    /// `None` for an unranked `*x`.
    fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        allow_scalable: bool,
    ) -> ParseResult<Option<Dimensions>> {
        let mut dimensions = Dimensions { shape: Vec::new(), scalable: Vec::new() };
        if self.at(TokenKind::Star) {
            self.advance();
            self.parse_x_in_dimension_list()?;
            return Ok(None);
        }
        loop {
            let scalable = allow_scalable && self.at(TokenKind::LeftSquare);
            if scalable {
                self.advance();
            }
            let size = match self.token.kind {
                TokenKind::Question if allow_dynamic => {
                    self.advance();
                    DYNAMIC
                }
                TokenKind::Question => return self.error("expected static shape"),
                TokenKind::Integer => {
                    let spelling = self.spelling();
                    if spelling.len() > 1 && spelling.as_bytes()[1] == b'x' {
                        // `0x4` is the dimension 0 followed by `x4`.
                        let position = self.token.start as usize + 1;
                        self.reset_lexer(position);
                        0
                    } else {
                        let Ok(size) = spelling.parse::<i64>() else {
                            return self.error("invalid dimension");
                        };
                        self.advance();
                        size
                    }
                }
                _ if scalable => return self.error("expected integer value"),
                _ => return Ok(Some(dimensions)),
            };
            if scalable {
                self.expect(TokenKind::RightSquare, "missing ']' closing scalable dimension")?;
            }
            dimensions.shape.push(size);
            dimensions.scalable.push(scalable);
            self.parse_x_in_dimension_list()?;
        }
    }

    /// Consumes the `x` after a dimension; it may be the first letter of a
    /// longer identifier such as `x4xf32`.
    fn parse_x_in_dimension_list(&mut self) -> ParseResult<()> {
        if self.at(TokenKind::BareIdentifier) && self.spelling().starts_with('x') {
            let position = self.token.start as usize + 1;
            self.reset_lexer(position);
            return Ok(());
        }
        self.error("expected 'x' in dimension list")
    }

    fn parse_vector_type(&mut self) -> ParseResult<Type> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' in vector type")?;
        let dimensions = self.parse_dimension_list(false, true)?;
        let Some(dimensions) = dimensions else {
            return self.error("expected static shape");
        };
        if let Some(&size) = dimensions.shape.iter().find(|&&size| size <= 0) {
            let _ = size;
            return self.error("vector types must have positive constant sizes");
        }
        let element_start = self.token.start;
        let element = self.parse_type()?;
        if !matches!(
            self.context.type_data(element),
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
        ) {
            return self.error_at(element_start, "vector elements must be int/index/float type");
        }
        self.expect(TokenKind::Greater, "expected '>' in vector type")?;
        Ok(self.context.intern_type(TypeData::Vector {
            shape: dimensions.shape.into(),
            scalable: dimensions.scalable.into(),
            element,
        }))
    }

    fn parse_tensor_type(&mut self) -> ParseResult<Type> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' in tensor type")?;
        let dimensions = self.parse_dimension_list(true, false)?;
        let element_start = self.token.start;
        let element = self.parse_type()?;
        let encoding =
            if self.eat(TokenKind::Comma) { Some(self.parse_attribute(None)?) } else { None };
        self.expect(TokenKind::Greater, "expected '>' in tensor type")?;
        if matches!(self.context.type_data(element), TypeData::Function { .. } | TypeData::None) {
            return self.error_at(element_start, "invalid tensor element type");
        }
        let data = match dimensions {
            Some(dimensions) => {
                TypeData::RankedTensor { shape: dimensions.shape.into(), element, encoding }
            }
            None if encoding.is_some() => {
                return self.error_at(element_start, "cannot apply encoding to unranked tensor")
            }
            None => TypeData::UnrankedTensor { element },
        };
        Ok(self.context.intern_type(data))
    }

    fn parse_memref_type(&mut self) -> ParseResult<Type> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' in memref type")?;
        let dimensions = self.parse_dimension_list(true, false)?;
        let element_start = self.token.start;
        let element = self.parse_type()?;
        if matches!(self.context.type_data(element), TypeData::Function { .. } | TypeData::None) {
            return self.error_at(element_start, "invalid memref element type");
        }
        let mut layout = None;
        let mut memory_space = None;
        while self.eat(TokenKind::Comma) {
            let attr_start = self.token.start;
            let attr = self.parse_attribute(None)?;
            let is_layout = matches!(
                self.context.attr_data(attr),
                AttrData::AffineMap(_) | AttrData::Strided { .. }
            );
            if is_layout && dimensions.is_some() && layout.is_none() && memory_space.is_none() {
                layout = Some(attr);
            } else if memory_space.is_none() && !is_layout {
                memory_space = Some(attr);
            } else if is_layout {
                return self.error_at(attr_start, "expected memory space attribute");
            } else {
                return self
                    .error_at(attr_start, "multiple memory spaces specified in memref type");
            }
        }
        self.expect(TokenKind::Greater, "expected '>' in memref type")?;
        let memory_space = memory_space.filter(|&space| !self.is_default_memory_space(space));
        let data = match dimensions {
            Some(dimensions) => {
                let layout = layout
                    .filter(|&layout| !self.is_identity_layout(layout, dimensions.shape.len()));
                TypeData::MemRef { shape: dimensions.shape.into(), element, layout, memory_space }
            }
            None => TypeData::UnrankedMemRef { element, memory_space },
        };
        Ok(self.context.intern_type(data))
    }

    /// MLIR drops the memory space `0 : i64` (the default space).
    fn is_default_memory_space(&self, space: Attr) -> bool {
        match self.context.attr_data(space) {
            AttrData::Integer { bits, .. } => *bits == 0,
            _ => false,
        }
    }

    /// MLIR drops an identity affine map layout.
    fn is_identity_layout(&self, layout: Attr, rank: usize) -> bool {
        match self.context.attr_data(layout) {
            AttrData::AffineMap(map) => {
                map.num_symbols == 0
                    && map.num_dims as usize == rank
                    && map.results.len() == rank
                    && map.results.iter().enumerate().all(|(index, result)| {
                        *result == crate::affine::AffineExpr::Dim(index as u32)
                    })
            }
            _ => false,
        }
    }
}

/// Whether a bare identifier starts a builtin type.
pub(crate) fn is_type_keyword(spelling: &str) -> bool {
    matches!(spelling, "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref")
        || FloatKind::from_keyword(spelling).is_some()
        || integer_type_parts(spelling).is_some()
}

/// Splits `i32`, `si8`, `ui64` into signedness and digits.
fn integer_type_parts(spelling: &str) -> Option<(Signedness, &str)> {
    let (signedness, digits) = if let Some(digits) = spelling.strip_prefix("si") {
        (Signedness::Signed, digits)
    } else if let Some(digits) = spelling.strip_prefix("ui") {
        (Signedness::Unsigned, digits)
    } else {
        (Signedness::Signless, spelling.strip_prefix('i')?)
    };
    (!digits.is_empty() && digits.bytes().all(|byte| byte.is_ascii_digit()))
        .then_some((signedness, digits))
}
