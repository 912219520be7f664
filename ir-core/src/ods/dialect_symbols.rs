//! Types and attributes defined by dialects (`#[type_def]`, `#[attr_def]`):
//! `!test.pair<i32, f32>` and `#test.range<1, 5>`. A definition registers
//! its dialect, mnemonic, printer and parser in the context; instances are
//! interned as the definition plus a list of [`Parameter`]s, and print and
//! parse through [`SymbolPrinter`] and [`SymbolParser`] with the rest of
//! the text format.
//!
//! Types and attributes of unregistered dialects stay opaque text, as do
//! those a loaded dialect keeps (`allow_unknown_types`,
//! `allow_unknown_attributes`, `opaque_attributes`) and its enum
//! attributes (`#arith.fastmath<nnan>`, checked when parsed).

use std::hash::{Hash, Hasher};

use crate::attributes::Attr;
use crate::text::ParseResult;
use crate::types::Type;

/// One parameter of a dialect type or attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Parameter {
    /// A type.
    Type(Type),
    /// An attribute.
    Attr(Attr),
    /// An integer.
    Integer(i64),
    /// A string.
    String(Box<str>),
    /// A list of types.
    Types(Box<[Type]>),
    /// A list of integers (`Vec<i64>`, or the values of enum cases).
    Integers(Box<[i64]>),
    /// An optional parameter that is not there (`Option<T>` as `None`).
    Absent,
}

/// Whether a definition is a type's or an attribute's.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SymbolKind {
    /// `!dialect.mnemonic<...>`.
    Type,
    /// `#dialect.mnemonic<...>`.
    Attribute,
}

/// The C++ integer type MLIR reads a parameter into (`uint32_t`, `int`,
/// `bool`), which decides the literals it takes (see
/// [`SymbolParser::parse_native_integer`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NativeInteger {
    /// `bool`, eight bits: a literal is true when it is not zero, and must
    /// read back as the same bits (`true`, `false`, `0`, `1`).
    Bool,
    /// A signed integer of this many bits, at most 64 (`int` is 32).
    Signed(u32),
    /// An unsigned integer of this many bits, at most 64 (`uint32_t` is
    /// 32); 64-bit values above `i64::MAX` are returned as their bits.
    Unsigned(u32),
}

impl NativeInteger {
    /// The size of the C++ type, in bits.
    pub fn bits(self) -> u32 {
        match self {
            NativeInteger::Bool => 8,
            NativeInteger::Signed(bits) | NativeInteger::Unsigned(bits) => bits.clamp(1, 64),
        }
    }
}

/// Writes the parameters after the mnemonic.
pub type SymbolPrintHook = for<'w, 'a> fn(&[Parameter], &mut SymbolPrinter<'w, 'a>);

/// Reads the parameters after the mnemonic.
pub type SymbolParseHook = for<'p, 'a> fn(&mut SymbolParser<'p, 'a>) -> ParseResult<Vec<Parameter>>;

/// What `#[type_def]` or `#[attr_def]` declares.
#[derive(Debug)]
pub struct SymbolDefinition {
    /// The dialect (`test`).
    pub dialect: &'static str,
    /// The mnemonic (`pair`).
    pub mnemonic: &'static str,
    /// Type or attribute.
    pub kind: SymbolKind,
    /// One-line summary.
    pub summary: &'static str,
    /// Writes the parameters.
    pub print: SymbolPrintHook,
    /// Reads the parameters.
    pub parse: SymbolParseHook,
    /// Attaches the type or attribute interfaces the definition lists
    /// (`interfaces = [...]`) to its kind; called when it registers.
    pub attach_interfaces: fn(&crate::Context),
    /// For a shaped type (MLIR's `ShapedType`, such as a cooperative
    /// matrix): its shape and element type, which elements literals
    /// (`dense<...> : !dialect.type<...>`) of the type follow.
    pub shape: Option<ShapeHook>,
}

/// The shape and element type of a shaped dialect type, from its
/// parameters (`None` if these parameters make no shaped type).
pub type ShapeHook = fn(&crate::Context, &[Parameter]) -> Option<(Vec<i64>, crate::types::Type)>;

/// A definition, compared and hashed by address.
#[derive(Clone, Copy, Debug)]
pub struct DefinitionRef(pub &'static SymbolDefinition);

impl PartialEq for DefinitionRef {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

impl Eq for DefinitionRef {}

impl Hash for DefinitionRef {
    fn hash<H: Hasher>(&self, state: &mut H) {
        std::ptr::hash(self.0, state);
    }
}

/// Writes a dialect type's or attribute's parameters, with the aliases
/// and memo of the surrounding printer.
pub struct SymbolPrinter<'w, 'a> {
    pub(crate) writer: &'w mut crate::text::printer_writer::AttrWriter<'a>,
    pub(crate) out: &'w mut String,
}

impl SymbolPrinter<'_, '_> {
    /// The context.
    pub fn context(&self) -> &crate::Context {
        self.writer.context
    }

    /// Writes text as it is.
    pub fn write_str(&mut self, text: &str) {
        self.out.push_str(text);
    }

    /// Writes a type.
    pub fn write_type(&mut self, ty: Type) {
        self.writer.write_type(ty, self.out);
    }

    /// Writes an attribute.
    pub fn write_attr(&mut self, attr: Attr) {
        self.writer.write_attr(attr, crate::text::printer_writer::TypeElision::Never, self.out);
    }

    /// Writes a string literal, quoted and escaped.
    pub fn write_string(&mut self, text: &str) {
        crate::text::printer_writer::write_escaped_string(text.as_bytes(), self.out);
    }
}

/// Reads a dialect type's or attribute's parameters from the text format.
pub struct SymbolParser<'p, 'a> {
    pub(crate) parser: &'p mut crate::text::parser_core::Parser<'a>,
}

impl SymbolParser<'_, '_> {
    /// The context.
    pub fn context(&self) -> &crate::Context {
        self.parser.context
    }

    /// The byte offset of the next token.
    pub fn offset(&self) -> u32 {
        self.parser.token.start
    }

    /// An error at byte `offset`.
    pub fn error_at<T>(&self, offset: u32, message: impl Into<String>) -> ParseResult<T> {
        self.parser.error_at(offset, message)
    }

    /// Reports `earlier` (the error a nested parse failed with), then
    /// fails with `message` at the next token, as MLIR's generated parsers
    /// do (`failed to parse X parameter 'p' which is to be a ...`).
    pub fn error_after<T>(
        &mut self,
        earlier: crate::diagnostics::Diagnostic,
        message: impl Into<String>,
    ) -> ParseResult<T> {
        self.parser.error_after(earlier, message)
    }

    /// Reports `error` now, before the error the parse fails with (which
    /// the caller returns next).
    pub fn report_earlier(&mut self, error: crate::diagnostics::Diagnostic) {
        self.parser.earlier_errors.push(error);
    }

    /// An error where a missing token belongs: just after the previous
    /// token (MLIR's `emitWrongTokenError`).
    pub fn error_after_previous_token<T>(&self, message: &str) -> ParseResult<T> {
        self.parser.error_after_previous_token(message)
    }

    /// Parses a type.
    pub fn parse_type(&mut self) -> ParseResult<Type> {
        self.parser.parse_type()
    }

    /// Parses an attribute.
    pub fn parse_attribute(&mut self) -> ParseResult<Attr> {
        self.parser.parse_attribute(None)
    }

    /// Parses an integer, possibly negative.
    pub fn parse_integer(&mut self) -> ParseResult<i64> {
        self.parser.parse_signed_integer()
    }

    /// Whether an integer literal comes next.
    pub fn at_integer(&self) -> bool {
        self.parser.at(crate::text::lexer::TokenKind::Integer)
    }

    /// Parses a string literal.
    pub fn parse_string(&mut self) -> ParseResult<String> {
        self.parser.parse_string_literal()
    }

    /// Consumes punctuation (`<`, `,`, `>`, ...), or reports what was
    /// expected.
    pub fn parse_punctuation(&mut self, punctuation: &str) -> ParseResult<()> {
        self.parser.expect_punctuation(punctuation)
    }

    /// Consumes punctuation if it comes next.
    pub fn parse_optional_punctuation(&mut self, punctuation: &str) -> bool {
        self.parser.eat_punctuation(punctuation)
    }

    /// Consumes a keyword, or reports what was expected.
    pub fn parse_keyword(&mut self, keyword: &str) -> ParseResult<()> {
        self.parser.expect_keyword(keyword, &format!("expected '{keyword}'"))
    }

    /// Consumes the keyword `keyword` if it comes next.
    pub fn parse_optional_keyword(&mut self, keyword: &str) -> bool {
        self.parser.eat_keyword(keyword)
    }

    /// The bare identifier that comes next, if one does (MLIR's
    /// `parseOptionalKeyword(StringRef *)`: `foo`, `a.b`, `x_1$`).
    pub fn peek_identifier(&self) -> Option<&str> {
        self.parser
            .at(crate::text::lexer::TokenKind::BareIdentifier)
            .then(|| self.parser.spelling())
    }

    /// Consumes a bare identifier if one comes next, and returns it.
    pub fn parse_optional_identifier(&mut self) -> Option<String> {
        let identifier = self.peek_identifier()?.to_owned();
        self.parser.advance();
        Some(identifier)
    }

    /// Consumes a keyword or a string literal if one comes next, and
    /// returns its text (MLIR's `parseOptionalKeywordOrString`).
    pub fn parse_optional_keyword_or_string(&mut self) -> Option<String> {
        if let Some(keyword) = self.parse_optional_identifier() {
            return Some(keyword);
        }
        if !self.parser.at(crate::text::lexer::TokenKind::String) {
            return None;
        }
        let value = String::from_utf8_lossy(&self.parser.string_value()).into_owned();
        self.parser.advance();
        Some(value)
    }

    /// Consumes a bare identifier, or reports `expected valid keyword` at
    /// the token that is there (MLIR's `parseKeyword(StringRef *)`).
    pub fn parse_identifier(&mut self) -> ParseResult<String> {
        match self.parse_optional_identifier() {
            Some(identifier) => Ok(identifier),
            None => self.parser.error("expected valid keyword"),
        }
    }

    /// Parses an integer as MLIR's `parseInteger<IntT>` reads one into the
    /// C++ type `kind`: a literal, possibly negative, or `true` or `false`
    /// (as 1 and 0, one bit wide: `true` is -1 for a signed type), wrapped
    /// into the type as C++ converts it; `expected integer value` at the
    /// next token when there is none, `integer value too large` (at the
    /// literal, once read) when the value does not survive the conversion
    /// (`-1` is 4294967295 for `uint32_t`, but `4294967296` is too large).
    pub fn parse_native_integer(&mut self, kind: NativeInteger) -> ParseResult<i64> {
        match self.parser.parse_optional_native_integer(kind) {
            Some(result) => result,
            None => self.parser.error("expected integer value"),
        }
    }

    /// [`SymbolParser::parse_native_integer`] when an integer, a `-`,
    /// `true` or `false` comes next; `None`, consuming nothing, otherwise
    /// (MLIR's `parseOptionalInteger<IntT>`).
    pub fn parse_optional_native_integer(
        &mut self,
        kind: NativeInteger,
    ) -> Option<ParseResult<i64>> {
        self.parser.parse_optional_native_integer(kind)
    }

    /// Parses a dimension list with its trailing `x`s, as MLIR's
    /// `parseDimensionList(dims, allowDynamic, /*withTrailingX=*/true)`:
    /// `4x` in `4xf32`, `8x16x` in `8x16xi32`, `4 x ` in `4 x f32`, stopping
    /// before the element type; `?` is a dynamic size ([`crate::types::DYNAMIC`])
    /// when `allow_dynamic`. The list may be empty.
    pub fn parse_dimension_list(&mut self, allow_dynamic: bool) -> ParseResult<Vec<i64>> {
        use crate::text::lexer::TokenKind;
        let mut dimensions = Vec::new();
        loop {
            let size = match self.parser.token.kind {
                TokenKind::Question if allow_dynamic => {
                    self.parser.advance();
                    crate::types::DYNAMIC
                }
                TokenKind::Question => {
                    return self.parser.error("expected static shape");
                }
                TokenKind::Integer => self.parser.parse_integer_in_dimension_list()?,
                _ => return Ok(dimensions),
            };
            dimensions.push(size);
            self.parser.parse_x_in_dimension_list()?;
        }
    }
}

impl<'a> SymbolParser<'_, 'a> {
    /// MLIR's `parseCustomAttributeWithFallback` for the attribute
    /// `#name<...>` (`name` is `dialect.mnemonic`), whose parser `parse`
    /// reads what follows the mnemonic: the attribute written without its
    /// `#dialect.mnemonic` (`<Subgroup>` for `#spirv.scope<Subgroup>`),
    /// read by `parse`; written in full, read by `parse` after the
    /// mnemonic (when it fails, the parse resumes after the attribute's
    /// `<...>`, as MLIR's parser resumes after a dialect attribute); or any
    /// other attribute (an alias, the verbose form), which must be one
    /// `from_attr` takes, else `invalid kind of attribute specified` at its
    /// start.
    pub fn parse_attribute_with_fallback<T>(
        &mut self,
        name: &str,
        parse: impl FnOnce(&mut SymbolParser<'_, 'a>) -> ParseResult<T>,
        from_attr: impl FnOnce(&crate::Context, Attr) -> Option<T>,
    ) -> ParseResult<T> {
        use crate::text::lexer::TokenKind;
        if !self.parser.at(TokenKind::HashIdentifier) {
            return parse(self);
        }
        let offset = self.offset();
        if self.parser.spelling().strip_prefix('#') == Some(name) {
            return self
                .parser
                .parse_dialect_symbol_with(|parser| parse(&mut SymbolParser { parser }));
        }
        let attr = self.parse_attribute()?;
        match from_attr(self.context(), attr) {
            Some(value) => Ok(value),
            None => self.error_at(offset, "invalid kind of attribute specified"),
        }
    }
}

/// A Rust type that can be a parameter of a dialect type or attribute.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a parameter of a dialect type or attribute",
    note = "parameters are `Type`, `Attr`, `i64`, `bool`, `String`, `Vec<Type>`, `Vec<i64>`, `#[enum_attr]` enums and lists of them (where the dialect makes them parameters), or an `Option` of one"
)]
pub trait SymbolParameter: Sized {
    /// The parameter as stored.
    fn to_parameter(&self) -> Parameter;
    /// The value of a stored parameter of the right kind.
    fn from_parameter(parameter: &Parameter) -> Option<Self>;
    /// Writes the parameter.
    fn print(parameter: &Parameter, printer: &mut SymbolPrinter);
    /// Reads the parameter.
    fn parse(parser: &mut SymbolParser) -> ParseResult<Parameter>;
}

impl SymbolParameter for Type {
    fn to_parameter(&self) -> Parameter {
        Parameter::Type(*self)
    }
    fn from_parameter(parameter: &Parameter) -> Option<Self> {
        match parameter {
            Parameter::Type(ty) => Some(*ty),
            _ => None,
        }
    }
    fn print(parameter: &Parameter, printer: &mut SymbolPrinter) {
        if let Parameter::Type(ty) = parameter {
            printer.write_type(*ty);
        }
    }
    fn parse(parser: &mut SymbolParser) -> ParseResult<Parameter> {
        parser.parse_type().map(Parameter::Type)
    }
}

impl SymbolParameter for Attr {
    fn to_parameter(&self) -> Parameter {
        Parameter::Attr(*self)
    }
    fn from_parameter(parameter: &Parameter) -> Option<Self> {
        match parameter {
            Parameter::Attr(attr) => Some(*attr),
            _ => None,
        }
    }
    fn print(parameter: &Parameter, printer: &mut SymbolPrinter) {
        if let Parameter::Attr(attr) = parameter {
            printer.write_attr(*attr);
        }
    }
    fn parse(parser: &mut SymbolParser) -> ParseResult<Parameter> {
        parser.parse_attribute().map(Parameter::Attr)
    }
}

impl SymbolParameter for i64 {
    fn to_parameter(&self) -> Parameter {
        Parameter::Integer(*self)
    }
    fn from_parameter(parameter: &Parameter) -> Option<Self> {
        match parameter {
            Parameter::Integer(value) => Some(*value),
            _ => None,
        }
    }
    fn print(parameter: &Parameter, printer: &mut SymbolPrinter) {
        if let Parameter::Integer(value) = parameter {
            printer.write_str(&value.to_string());
        }
    }
    fn parse(parser: &mut SymbolParser) -> ParseResult<Parameter> {
        parser.parse_integer().map(Parameter::Integer)
    }
}

/// A boolean, read as MLIR reads a `bool` parameter (an integer literal,
/// `true` or `false`; see [`SymbolParser::parse_native_integer`]) and
/// written `true` or `false`.
impl SymbolParameter for bool {
    fn to_parameter(&self) -> Parameter {
        Parameter::Integer(i64::from(*self))
    }
    fn from_parameter(parameter: &Parameter) -> Option<Self> {
        match parameter {
            Parameter::Integer(value) => Some(*value != 0),
            _ => None,
        }
    }
    fn print(parameter: &Parameter, printer: &mut SymbolPrinter) {
        if let Parameter::Integer(value) = parameter {
            printer.write_str(if *value != 0 { "true" } else { "false" });
        }
    }
    fn parse(parser: &mut SymbolParser) -> ParseResult<Parameter> {
        parser.parse_native_integer(NativeInteger::Bool).map(Parameter::Integer)
    }
}

impl SymbolParameter for String {
    fn to_parameter(&self) -> Parameter {
        Parameter::String(self.as_str().into())
    }
    fn from_parameter(parameter: &Parameter) -> Option<Self> {
        match parameter {
            Parameter::String(text) => Some(text.to_string()),
            _ => None,
        }
    }
    fn print(parameter: &Parameter, printer: &mut SymbolPrinter) {
        if let Parameter::String(text) = parameter {
            printer.write_string(text);
        }
    }
    fn parse(parser: &mut SymbolParser) -> ParseResult<Parameter> {
        parser.parse_string().map(|text| Parameter::String(text.into()))
    }
}

impl SymbolParameter for Vec<Type> {
    fn to_parameter(&self) -> Parameter {
        Parameter::Types(self.as_slice().into())
    }
    fn from_parameter(parameter: &Parameter) -> Option<Self> {
        match parameter {
            Parameter::Types(types) => Some(types.to_vec()),
            _ => None,
        }
    }
    fn print(parameter: &Parameter, printer: &mut SymbolPrinter) {
        if let Parameter::Types(types) = parameter {
            for (index, &ty) in types.iter().enumerate() {
                if index > 0 {
                    printer.write_str(", ");
                }
                printer.write_type(ty);
            }
        }
    }
    fn parse(parser: &mut SymbolParser) -> ParseResult<Parameter> {
        let mut types = vec![parser.parse_type()?];
        while parser.parse_optional_punctuation(",") {
            types.push(parser.parse_type()?);
        }
        Ok(Parameter::Types(types.into()))
    }
}

impl SymbolParameter for Vec<i64> {
    fn to_parameter(&self) -> Parameter {
        Parameter::Integers(self.as_slice().into())
    }
    fn from_parameter(parameter: &Parameter) -> Option<Self> {
        match parameter {
            Parameter::Integers(values) => Some(values.to_vec()),
            _ => None,
        }
    }
    /// `[1, 2, 3]`.
    fn print(parameter: &Parameter, printer: &mut SymbolPrinter) {
        if let Parameter::Integers(values) = parameter {
            let values: Vec<String> = values.iter().map(i64::to_string).collect();
            printer.write_str(&format!("[{}]", values.join(", ")));
        }
    }
    fn parse(parser: &mut SymbolParser) -> ParseResult<Parameter> {
        parser.parse_punctuation("[")?;
        let mut values = Vec::new();
        if !parser.parse_optional_punctuation("]") {
            loop {
                match parser.parse_integer() {
                    Ok(value) => values.push(value),
                    // As MLIR's dense array parser, the list must still
                    // close after a bad element.
                    Err(error) if parser.parse_optional_punctuation("]") => return Err(error),
                    Err(error) => {
                        parser.report_earlier(error);
                        return parser.error_after_previous_token("expected ']'");
                    }
                }
                if !parser.parse_optional_punctuation(",") {
                    break;
                }
            }
            parser.parse_punctuation("]")?;
        }
        Ok(Parameter::Integers(values.into()))
    }
}

/// A list of enum cases (`[Shader, Int8]`), stored as their values.
impl<T: SymbolParameter + crate::availability::EnumCase> SymbolParameter for Vec<T> {
    fn to_parameter(&self) -> Parameter {
        Parameter::Integers(self.iter().map(|case| case.value() as i64).collect())
    }
    fn from_parameter(parameter: &Parameter) -> Option<Self> {
        match parameter {
            Parameter::Integers(values) => {
                values.iter().map(|&value| T::from_parameter(&Parameter::Integer(value))).collect()
            }
            _ => None,
        }
    }
    /// `[A, B]`.
    fn print(parameter: &Parameter, printer: &mut SymbolPrinter) {
        if let Parameter::Integers(values) = parameter {
            printer.write_str("[");
            for (index, &value) in values.iter().enumerate() {
                if index > 0 {
                    printer.write_str(", ");
                }
                T::print(&Parameter::Integer(value), printer);
            }
            printer.write_str("]");
        }
    }
    fn parse(parser: &mut SymbolParser) -> ParseResult<Parameter> {
        parser.parse_punctuation("[")?;
        let mut values = Vec::new();
        if !parser.parse_optional_punctuation("]") {
            loop {
                match T::parse(parser)? {
                    Parameter::Integer(value) => values.push(value),
                    _ => return parser.error_at(parser.offset(), "expected an enum case"),
                }
                if !parser.parse_optional_punctuation(",") {
                    break;
                }
            }
            parser.parse_punctuation("]")?;
        }
        Ok(Parameter::Integers(values.into()))
    }
}

/// An optional parameter: [`Parameter::Absent`] when `None`, which prints
/// nothing. Formats cannot read one (it has no syntax of its own); types
/// and attributes with optional parameters have `print` and `parse` hooks.
impl<T: SymbolParameter> SymbolParameter for Option<T> {
    fn to_parameter(&self) -> Parameter {
        match self {
            Some(value) => value.to_parameter(),
            None => Parameter::Absent,
        }
    }
    fn from_parameter(parameter: &Parameter) -> Option<Self> {
        match parameter {
            Parameter::Absent => Some(None),
            parameter => T::from_parameter(parameter).map(Some),
        }
    }
    fn print(parameter: &Parameter, printer: &mut SymbolPrinter) {
        if !matches!(parameter, Parameter::Absent) {
            T::print(parameter, printer);
        }
    }
    fn parse(parser: &mut SymbolParser) -> ParseResult<Parameter> {
        T::parse(parser)
    }
}

/// A type or attribute defined with `#[type_def]` or `#[attr_def]`.
pub trait DialectSymbol {
    /// The definition, registered with the dialect.
    const DEFINITION: &'static SymbolDefinition;
}

/// Registering and finding dialect types and attributes.
impl crate::Context {
    /// Registers a dialect type or attribute; `false` if the dialect
    /// already has another one of that kind and mnemonic.
    pub fn register_symbol(&self, definition: &'static SymbolDefinition) -> bool {
        let mut symbols = self.symbols.write().unwrap_or_else(|poisoned| poisoned.into_inner());
        let definitions = symbols.entry(definition.dialect).or_default();
        let existing = definitions
            .iter()
            .find(|other| other.mnemonic == definition.mnemonic && other.kind == definition.kind);
        match existing {
            Some(existing) => std::ptr::eq(*existing, definition),
            None => {
                definitions.push(definition);
                true
            }
        }
    }

    /// The registered definition of `dialect.mnemonic` of `kind`.
    pub fn symbol_definition(
        &self,
        dialect: &str,
        mnemonic: &str,
        kind: SymbolKind,
    ) -> Option<&'static SymbolDefinition> {
        let symbols = self.symbols.read().unwrap_or_else(|poisoned| poisoned.into_inner());
        symbols
            .get(dialect)?
            .iter()
            .find(|definition| definition.mnemonic == mnemonic && definition.kind == kind)
            .copied()
    }
}
