//! Parsing builtin types, type aliases and types of unknown dialects.

use super::{ParseResult, Parser};
use crate::attributes::{Attr, AttrData};
use crate::float::FloatKind;
use crate::ods::dialect_symbols::SymbolKind;
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
        self.nested(|parser| parser.parse_type_unguarded())
    }

    fn parse_type_unguarded(&mut self) -> ParseResult<Type> {
        match self.token.kind {
            TokenKind::LeftParen => self.parse_function_type(),
            TokenKind::ExclamationIdentifier => self.parse_dialect_or_alias_type(),
            TokenKind::BareIdentifier => self.parse_builtin_type(),
            _ => self.error_after_previous_token("expected non-function type"),
        }
    }

    /// Parses a type that is not a function type.
    pub(crate) fn parse_non_function_type(&mut self) -> ParseResult<Type> {
        if self.at(TokenKind::LeftParen) {
            return self.error_after_previous_token("expected non-function type");
        }
        self.parse_type()
    }

    /// Whether the current token can start an attribute where one is
    /// optional (MLIR's `parseOptionalAttribute`, which does not know the
    /// `array`, `strided` and `distinct` keywords).
    pub(crate) fn at_attribute_start(&self) -> bool {
        match self.token.kind {
            TokenKind::LeftSquare
            | TokenKind::LeftBrace
            | TokenKind::AtIdentifier
            | TokenKind::String
            | TokenKind::Integer
            | TokenKind::Float
            | TokenKind::Minus
            | TokenKind::HashIdentifier
            | TokenKind::LeftParen
            | TokenKind::ExclamationIdentifier => true,
            TokenKind::BareIdentifier => {
                matches!(
                    self.spelling(),
                    "unit"
                        | "true"
                        | "false"
                        | "dense"
                        | "dense_resource"
                        | "sparse"
                        | "affine_map"
                        | "affine_set"
                        | "loc"
                ) || is_type_keyword(self.spelling())
            }
            _ => false,
        }
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
            let message = format!("undefined symbol alias id '{name}'");
            let alias = self.type_alias(name)?;
            self.advance();
            return match alias {
                Some(ty) => Ok(ty),
                None => self.error_after_previous_token(&message),
            };
        }
        if let Some(ty) = self.parse_defined_dialect_type(name)? {
            return Ok(ty);
        }
        // The mnemonic follows the dot in the pretty form (`!foo.bar<...>`)
        // and starts the body in the verbose form (`!foo<bar<...>>`).
        let (dialect_name, mnemonic_start) = match name.split_once('.') {
            Some((dialect_name, _)) => (dialect_name, token.start + 2 + dialect_name.len() as u32),
            None => (name, token.end + 1),
        };
        if let Some(dialect) = self.context.loaded_dialect(dialect_name) {
            if !name.contains('.') {
                if let Some(ty) = self.parse_verbose_dialect_type(dialect_name)? {
                    return Ok(ty);
                }
            }
            if !dialect.allow_unknown_types {
                let mnemonic = identifier_at(self.source(), mnemonic_start as usize);
                let message = dialect.unknown_symbol_message(SymbolKind::Type, mnemonic);
                return self.error_at(mnemonic_start, message);
            }
        }
        // MLIR reports an opaque type at its symbol data in the pretty form
        // and at the `!` in the verbose form.
        let position = if name.contains('.') { mnemonic_start } else { token.start };
        let (dialect, data) = self.parse_dialect_symbol_body(token.start as usize + 1)?;
        self.check_opaque_dialect(&dialect, position, || {
            format!("`!\"{dialect}\"<\"{data}\">` type created")
        })?;
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
            let end = self.scan_dialect_symbol_body(token_end)?;
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

    /// Checks that the brackets of the body `<...>` that follows the
    /// current token (`!dialect.mnemonic`, `#dialect.mnemonic`) nest, as
    /// MLIR checks the body of a pretty dialect symbol before its dialect
    /// parses it: `unbalanced '(' character in pretty dialect name` at the
    /// `<`, whatever the dialect's parser would report further on.
    fn check_dialect_symbol_body(&self) -> ParseResult<()> {
        let token_end = self.token.end as usize;
        if self.source().as_bytes().get(token_end) == Some(&b'<') {
            self.scan_dialect_symbol_body(token_end)?;
        }
        Ok(())
    }

    /// Reads a dialect symbol in the pretty form (the current token is
    /// `#dialect.mnemonic` or `!dialect.mnemonic`) with `parse`, which reads
    /// what follows the mnemonic, once the brackets of its body `<...>` are
    /// checked ([`Parser::check_dialect_symbol_body`]). When `parse` fails,
    /// the next token is the one after the body, as in MLIR, whose parser
    /// hands a dialect the body and resumes after it, where the errors
    /// that follow the dialect's (`failed to parse ... parameter`) point.
    pub(crate) fn parse_dialect_symbol_with<T>(
        &mut self,
        parse: impl FnOnce(&mut Self) -> ParseResult<T>,
    ) -> ParseResult<T> {
        let token_end = self.token.end as usize;
        let body_end = match self.source().as_bytes().get(token_end) {
            Some(b'<') => self.scan_dialect_symbol_body(token_end)?,
            _ => token_end,
        };
        self.advance();
        let result = parse(self);
        if result.is_err() {
            self.reset_lexer(body_end);
        }
        result
    }

    /// Skips the body `<...>` of a dialect symbol that starts at byte
    /// `start` and returns its end (exclusive), as MLIR's
    /// `parseDialectSymbolBody` does: brackets must nest (`->` is not a
    /// bracket), strings are lexed as tokens. Errors point at the `<`, or
    /// at the last string lexed.
    pub(crate) fn scan_dialect_symbol_body(&self, start: usize) -> ParseResult<usize> {
        let bytes = self.source().as_bytes();
        let mut stack: Vec<u8> = Vec::new();
        let mut index = start;
        let mut error_position = start as u32;
        let unbalanced = |open: Option<&u8>, position: u32| {
            let open = open.map_or('<', |&open| open as char);
            self.error_at(position, format!("unbalanced '{open}' character in pretty dialect name"))
        };
        loop {
            let Some(&byte) = bytes.get(index) else {
                return unbalanced(stack.last(), error_position);
            };
            index += 1;
            let open = match byte {
                0 => return unbalanced(stack.last(), error_position),
                b'<' | b'[' | b'(' | b'{' => {
                    stack.push(byte);
                    continue;
                }
                b'-' => {
                    if bytes.get(index) == Some(&b'>') {
                        index += 1;
                    }
                    continue;
                }
                b'>' => b'<',
                b']' => b'[',
                b')' => b'(',
                b'}' => b'{',
                b'"' => {
                    let mut lexer = crate::text::lexer::Lexer::new(self.source());
                    lexer.reset_to(index - 1);
                    let token = lexer.next_token();
                    if token.kind == TokenKind::Error {
                        return self.error_at(lexer.error_position as u32, lexer.error_message);
                    }
                    error_position = token.start;
                    index = token.end as usize;
                    continue;
                }
                _ => continue,
            };
            if stack.last() != Some(&open) {
                return unbalanced(stack.last(), error_position);
            }
            stack.pop();
            if stack.is_empty() {
                return Ok(index);
            }
        }
    }

    fn parse_builtin_type(&mut self) -> ParseResult<Type> {
        let key = super::keyword_key(self.spelling());
        if let Some(&ty) = key.and_then(|key| self.keyword_type_cache.get(&key)) {
            self.advance();
            return Ok(ty);
        }
        let ty = self.parse_builtin_type_uncached()?;
        if let Some(key) = key.filter(|_| {
            matches!(
                self.context.type_data(ty),
                TypeData::Integer { .. } | TypeData::Float(_) | TypeData::Index | TypeData::None
            )
        }) {
            self.keyword_type_cache.insert(key, ty);
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
            let width = match digits.parse::<u32>() {
                Ok(width) if width <= MAX_INTEGER_WIDTH => width,
                Ok(_) => {
                    return self
                        .error(format!("integer bitwidth is limited to {MAX_INTEGER_WIDTH} bits"))
                }
                Err(_) => return self.error("invalid integer width"),
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
                self.expect(TokenKind::Greater, "expected '>' in complex type")?;
                if !matches!(
                    self.context.type_data(element),
                    TypeData::Integer { .. } | TypeData::Float(_)
                ) {
                    return self.error_at(element_start, "invalid element type for complex");
                }
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
            _ => self.error_after_previous_token("expected non-function type"),
        }
    }

    /// Parses the dimensions of a tensor or memref type, each followed by
    /// `x` (MLIR's `parseDimensionListRanked` with a trailing `x`); `None`
    /// for an unranked `*x`.
    fn parse_ranked_dimensions(&mut self) -> ParseResult<Option<Vec<i64>>> {
        if self.eat(TokenKind::Star) {
            self.parse_x_in_dimension_list()?;
            return Ok(None);
        }
        let mut shape = Vec::new();
        loop {
            let size = match self.token.kind {
                TokenKind::Question => {
                    self.advance();
                    DYNAMIC
                }
                TokenKind::Integer => self.parse_integer_in_dimension_list()?,
                _ => return Ok(Some(shape)),
            };
            shape.push(size);
            self.parse_x_in_dimension_list()?;
        }
    }

    /// Parses the dimensions of a vector type, `4x[8]x`: integers, scalable
    /// ones in brackets, each followed by `x`.
    fn parse_vector_dimensions(&mut self) -> ParseResult<Dimensions> {
        let mut dimensions = Dimensions { shape: Vec::new(), scalable: Vec::new() };
        while matches!(self.token.kind, TokenKind::Integer | TokenKind::LeftSquare) {
            let scalable = self.eat(TokenKind::LeftSquare);
            let size = self.parse_integer_in_dimension_list()?;
            dimensions.shape.push(size);
            if scalable && !self.eat(TokenKind::RightSquare) {
                return self.error_after_previous_token("missing ']' closing scalable dimension");
            }
            dimensions.scalable.push(scalable);
            self.parse_x_in_dimension_list()?;
        }
        Ok(dimensions)
    }

    /// One dimension size. `0x4` is the size 0 followed by `x4`.
    pub(crate) fn parse_integer_in_dimension_list(&mut self) -> ParseResult<i64> {
        let spelling = self.spelling();
        if self.at(TokenKind::Integer) && spelling.len() > 1 && spelling.as_bytes()[1] == b'x' {
            let position = self.token.start as usize + 1;
            self.reset_lexer(position);
            return Ok(0);
        }
        let size = self
            .at(TokenKind::Integer)
            .then(|| spelling.parse::<u64>().ok())
            .flatten()
            .and_then(|size| i64::try_from(size).ok());
        let Some(size) = size else {
            return self.error("invalid dimension");
        };
        self.advance();
        Ok(size)
    }

    /// Consumes the `x` after a dimension; it may be the first letter of a
    /// longer identifier such as `x4xf32`.
    pub(crate) fn parse_x_in_dimension_list(&mut self) -> ParseResult<()> {
        if self.at(TokenKind::BareIdentifier) && self.spelling().starts_with('x') {
            let position = self.token.start as usize + 1;
            self.reset_lexer(position);
            return Ok(());
        }
        self.error_after_previous_token("expected 'x' in dimension list")
    }

    fn parse_vector_type(&mut self) -> ParseResult<Type> {
        let location = self.token.start;
        self.advance();
        self.expect(TokenKind::Less, "expected '<' in vector type")?;
        let dimensions = self.parse_vector_dimensions()?;
        let element = self.parse_type()?;
        self.expect(TokenKind::Greater, "expected '>' in vector type")?;
        if !matches!(
            self.context.type_data(element),
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
        ) {
            return self.error_at(
                location,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            );
        }
        if dimensions.shape.iter().any(|&size| size <= 0) {
            let sizes = dimensions.shape.iter().map(i64::to_string).collect::<Vec<_>>();
            return self.error_at(
                location,
                format!(
                    "vector types must have positive constant sizes but got {}",
                    sizes.join(", ")
                ),
            );
        }
        Ok(self.context.intern_type(TypeData::Vector {
            shape: dimensions.shape.into(),
            scalable: dimensions.scalable.into(),
            element,
        }))
    }

    fn parse_tensor_type(&mut self) -> ParseResult<Type> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' in tensor type")?;
        let dimensions = self.parse_ranked_dimensions()?;
        let element_start = self.token.start;
        let element = self.parse_type()?;
        // After the comma the encoding is optional: MLIR only parses one when
        // the token can start an attribute.
        let encoding = if self.eat(TokenKind::Comma) && self.at_attribute_start() {
            Some(self.parse_attribute(None)?)
        } else {
            None
        };
        self.expect(TokenKind::Greater, "expected '>' in tensor type")?;
        if matches!(
            self.context.type_data(element),
            TypeData::Function { .. }
                | TypeData::None
                | TypeData::Tuple(_)
                | TypeData::RankedTensor { .. }
                | TypeData::UnrankedTensor { .. }
                | TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
        ) {
            return self.error_at(element_start, "invalid tensor element type");
        }
        let data = match dimensions {
            Some(shape) => TypeData::RankedTensor { shape: shape.into(), element, encoding },
            None if encoding.is_some() => {
                return self.error("cannot apply encoding to unranked tensor")
            }
            None => TypeData::UnrankedTensor { element },
        };
        Ok(self.context.intern_type(data))
    }

    fn parse_memref_type(&mut self) -> ParseResult<Type> {
        let location = self.token.start;
        self.advance();
        self.expect(TokenKind::Less, "expected '<' in memref type")?;
        let dimensions = self.parse_ranked_dimensions()?;
        let element_start = self.token.start;
        let element = self.parse_type()?;
        if !matches!(
            self.context.type_data(element),
            TypeData::Integer { .. }
                | TypeData::Index
                | TypeData::Float(_)
                | TypeData::Complex(_)
                | TypeData::Vector { .. }
                | TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
        ) {
            return self.error_at(element_start, "invalid memref element type");
        }
        let mut layout = None;
        let mut memory_space = None;
        if !self.eat(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "expected ',' or '>' in memref type")?;
            if self.at(TokenKind::Greater) {
                return self.error_after_previous_token("expected list element");
            }
            self.parse_comma_separated(|parser| {
                let attr = parser.parse_attribute(None)?;
                if matches!(
                    parser.context.attr_data(attr),
                    AttrData::AffineMap(_) | AttrData::Strided { .. }
                ) {
                    layout = Some(attr);
                } else if memory_space.is_some() {
                    return parser.error("multiple memory spaces specified in memref type");
                } else {
                    memory_space = Some(attr);
                    return Ok(());
                }
                if dimensions.is_none() {
                    return parser.error("cannot have affine map for unranked memref type");
                }
                if memory_space.is_some() {
                    return parser.error("expected memory space to be last in memref type");
                }
                Ok(())
            })?;
            self.expect(TokenKind::Greater, "expected ',' or '>'")?;
        }
        if let (Some(shape), Some(layout)) = (&dimensions, layout) {
            match self.context.attr_data(layout) {
                AttrData::AffineMap(map) if map.num_dims as usize != shape.len() => {
                    return self.error_at(
                        location,
                        format!(
                            "memref layout mismatch between rank and affine map: {} != {}",
                            shape.len(),
                            map.num_dims
                        ),
                    );
                }
                AttrData::Strided { strides, .. } if strides.len() != shape.len() => {
                    return self
                        .error_at(location, "expected the number of strides to match the rank");
                }
                _ => {}
            }
        }
        if let Some(space) = memory_space {
            if !matches!(
                self.context.attr_data(space),
                AttrData::Integer { .. }
                    | AttrData::WideInteger { .. }
                    | AttrData::String { .. }
                    | AttrData::Dictionary(_)
            ) {
                return self.error_at(location, "unsupported memory space Attribute");
            }
        }
        let memory_space = memory_space.filter(|&space| !self.is_default_memory_space(space));
        let data = match dimensions {
            Some(shape) => {
                let layout = layout.filter(|&layout| !self.is_identity_layout(layout, shape.len()));
                TypeData::MemRef { shape: shape.into(), element, layout, memory_space }
            }
            None => TypeData::UnrankedMemRef { element, memory_space },
        };
        Ok(self.context.intern_type(data))
    }

    /// MLIR drops the memory space `0 : i64` (the default space).
    fn is_default_memory_space(&self, space: Attr) -> bool {
        match self.context.attr_data(space) {
            AttrData::Integer { bits, .. } => bits.get() == 0,
            AttrData::WideInteger { words, .. } => words.iter().all(|&word| word == 0),
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

/// Whether a bare identifier is an integer type (`i32`, `si8`, `ui64`),
/// which MLIR lexes as a token of its own.
pub(crate) fn is_integer_type(spelling: &str) -> bool {
    integer_type_parts(spelling).is_some()
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

/// Types and attributes that dialects define.
impl Parser<'_> {
    /// Parses `!dialect.mnemonic<...>` when the dialect defines that type
    /// (`name` is the token's text after `!`); `None` otherwise.
    fn parse_defined_dialect_type(&mut self, name: &str) -> ParseResult<Option<Type>> {
        let Some((dialect, mnemonic)) = name.split_once('.') else { return Ok(None) };
        let Some(definition) = self.context.symbol_definition(dialect, mnemonic, SymbolKind::Type)
        else {
            return Ok(None);
        };
        self.check_dialect_symbol_body()?;
        self.advance();
        self.parse_type_parameters(definition).map(Some)
    }

    /// Parses the parameters of a type of `definition`, the mnemonic
    /// behind (the definition's own parser), and interns the type.
    fn parse_type_parameters(
        &mut self,
        definition: &'static crate::ods::dialect_symbols::SymbolDefinition,
    ) -> ParseResult<Type> {
        use crate::ods::dialect_symbols::{DefinitionRef, SymbolParser};
        let parameters = (definition.parse)(&mut SymbolParser { parser: self })?;
        Ok(self.context.intern_type(TypeData::Dialect {
            definition: DefinitionRef(definition),
            parameters: parameters.into(),
        }))
    }

    /// Parses the verbose form `!dialect<mnemonic...>` of a type the
    /// loaded dialect `dialect` defines (the current token is
    /// `!dialect`, a `<` follows); `None`, consuming nothing, when the
    /// body does not start with one of its types' mnemonics.
    fn parse_verbose_dialect_type(&mut self, dialect: &str) -> ParseResult<Option<Type>> {
        let body_start = self.token.end as usize + 1;
        let mnemonic = identifier_at(self.source(), body_start);
        if mnemonic.is_empty() {
            return Ok(None);
        }
        let Some(definition) = self.context.symbol_definition(dialect, mnemonic, SymbolKind::Type)
        else {
            return Ok(None);
        };
        self.reset_lexer(body_start + mnemonic.len());
        let ty = self.parse_type_parameters(definition)?;
        self.expect(TokenKind::Greater, "expected '>'")?;
        Ok(Some(ty))
    }

    /// Parses `#dialect.mnemonic<...>` when the dialect defines that
    /// attribute (`name` is the token's text after `#`); `None` otherwise.
    pub(crate) fn parse_defined_dialect_attr(
        &mut self,
        name: &str,
    ) -> ParseResult<Option<crate::attributes::Attr>> {
        use crate::ods::dialect_symbols::{DefinitionRef, SymbolParser};
        let Some((dialect, mnemonic)) = name.split_once('.') else { return Ok(None) };
        let Some(definition) =
            self.context.symbol_definition(dialect, mnemonic, SymbolKind::Attribute)
        else {
            return Ok(None);
        };
        let parameters = self
            .parse_dialect_symbol_with(|parser| (definition.parse)(&mut SymbolParser { parser }))?;
        let attr = self.context.intern_attr(crate::attributes::AttrData::Dialect {
            definition: DefinitionRef(definition),
            parameters: parameters.into(),
        });
        Ok(Some(attr))
    }
}

/// The identifier (letters, digits, `_`, `$`, `.`) that starts at byte
/// `start` of `source`; empty when there is none.
fn identifier_at(source: &str, start: usize) -> &str {
    let rest = source.get(start..).unwrap_or("");
    let length = rest
        .bytes()
        .take_while(|byte| byte.is_ascii_alphanumeric() || matches!(byte, b'_' | b'$' | b'.'))
        .count();
    &rest[..length]
}
