//! The runtime of `#[enum_attr]`: case tables, MLIR's spelling of integer
//! and bit enums, and their attributes (`2 : i64` for integer enums,
//! `#arith.fastmath<nnan,ninf>` for dialect enum attributes, which a
//! dialect lists in `enum_attributes = [...]` so that the parser checks
//! them: [`DialectEnumAttribute`]).

use super::dialect_symbols::{SymbolParser, SymbolPrinter};
use crate::attributes::{Attr, AttrData};
use crate::diagnostics::Diagnostic;
use crate::text::{OpParser, ParseResult};
use crate::Context;

/// An enum attribute of a dialect (`#[enum_attr(dialect = "arith",
/// mnemonic = "fastmath")]`), which the dialect lists in
/// `#[dialect(enum_attributes = [FastMathFlags])]`: the parser then reads
/// `#arith.fastmath<...>` with the enum's cases, reporting a bad case as
/// MLIR does, and keeps it as the opaque attribute the enum's `to_attr`
/// makes.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a dialect enum attribute",
    label = "not an enum attribute of a dialect",
    note = "a dialect lists in `enum_attributes = [...]` the enums declared with `#[enum_attr(dialect = \"...\", mnemonic = \"...\")]`; integer enums (`storage = ...`) are only properties"
)]
pub trait DialectEnumAttribute {
    /// The dialect the attribute belongs to (`arith`).
    const DIALECT: &'static str;
    /// The attribute's mnemonic (`fastmath`).
    const MNEMONIC: &'static str;
    /// The enum's cases.
    const CASES: &'static EnumCases;
}

/// Whether an enum attribute declared with the dialect `enum_dialect`
/// belongs to the dialect named `dialect` (usable in `const` contexts,
/// where `#[dialect(enum_attributes = ...)]` checks the enums it lists).
pub const fn enum_attribute_in_dialect(enum_dialect: &str, dialect: &str) -> bool {
    // A dialect or an enum whose definition did not compile has no name;
    // its mistake is reported where it is defined.
    dialect.is_empty()
        || enum_dialect.is_empty()
        || crate::registry::same_text(enum_dialect, dialect)
}

/// The cases of an enum as `#[enum_attr]` declares them.
#[derive(Debug)]
pub struct EnumCases {
    /// The enum's Rust name, for messages.
    pub name: &'static str,
    /// What the enum is (`Floating point fast math flags`), for the
    /// dialect's reference.
    pub description: &'static str,
    /// Each case's keyword and value, in declaration order.
    pub cases: &'static [(&'static str, u64)],
    /// Whether values are sets of bits.
    pub bits: bool,
    /// What separates the cases of a bit set when printed (`,` or `, `).
    pub separator: &'static str,
    /// The dialect and mnemonic of a dialect enum attribute
    /// (`#arith.fastmath<...>`), for messages.
    pub dialect_attr: Option<(&'static str, &'static str)>,
    /// Whether parse errors use MLIR's words (`expected '<'`), so that an
    /// enum mirroring one of MLIR's reports what `mlir-opt` reports; other
    /// enums say which property and which attribute was being read.
    pub mlir_messages: bool,
    /// MLIR's names for the enum and its attribute
    /// (`::mlir::spirv::Scope`, `SPIRV_ScopeAttr`): a bad `<case>` is then
    /// reported as MLIR's generated parsers report it, in their words and
    /// followed by their `failed to parse ...` error.
    pub mlir_names: Option<(&'static str, &'static str)>,
}

impl EnumCases {
    /// The keyword of an integer enum's value.
    pub fn keyword(&self, value: u64) -> Option<&'static str> {
        self.cases.iter().find(|(_, case)| *case == value).map(|(keyword, _)| *keyword)
    }

    /// The value of one keyword.
    pub fn value(&self, keyword: &str) -> Option<u64> {
        // The first byte and the length rule out most cases without a
        // call to compare the texts.
        let first = keyword.as_bytes().first();
        self.cases
            .iter()
            .find(|(case, _)| {
                case.len() == keyword.len() && case.as_bytes().first() == first && *case == keyword
            })
            .map(|(_, value)| *value)
    }

    /// MLIR's spelling of a value: the keyword of an integer enum; for bit
    /// enums the zero case for 0, else the groups it contains (cases of
    /// several bits) then its single bits, joined by the separator.
    pub fn stringify(&self, value: u64) -> String {
        let mut text = String::new();
        self.write(value, &mut |part| text.push_str(part));
        text
    }

    /// Writes [`EnumCases::stringify`]'s spelling piece by piece, without
    /// building it first.
    pub fn write(&self, value: u64, write: &mut dyn FnMut(&str)) {
        if !self.bits || value == 0 {
            write(self.keyword(value).unwrap_or(""));
            return;
        }
        let mut first = true;
        let mut part = |keyword: &str| {
            if !first {
                write(self.separator);
            }
            first = false;
            write(keyword);
        };
        let mut remaining = value;
        for &(keyword, case) in self.cases {
            if case.count_ones() > 1 && case & remaining == case {
                part(keyword);
                remaining &= !case;
            }
        }
        for &(keyword, case) in self.cases {
            if case.count_ones() == 1 && case & remaining == case {
                part(keyword);
            }
        }
    }

    /// The value of a bit set spelled as [`EnumCases::stringify`] spells
    /// it (`nnan,ninf`, `Inline|Pure`, `none`): cases (single bits or
    /// groups) joined by the separator, spaces around them allowed; `None`
    /// when a part is not a case.
    pub fn bits_value(&self, text: &str) -> Option<u64> {
        let text = text.trim();
        if let Some(value) = self.value(text) {
            return Some(value);
        }
        let separator = match self.separator.trim() {
            "" => self.separator,
            trimmed => trimmed,
        };
        text.split(separator).try_fold(0, |bits, part| Some(bits | self.value(part.trim())?))
    }

    /// Every keyword, comma separated, for messages.
    pub fn keyword_list(&self, separator: &str) -> String {
        self.cases.iter().map(|(keyword, _)| *keyword).collect::<Vec<_>>().join(separator)
    }

    /// Parses the keyword (or string) of an integer enum's case, with
    /// MLIR's messages for the property being parsed.
    pub fn parse_case(&self, parser: &mut OpParser) -> ParseResult<u64> {
        let offset = parser.offset();
        let attribute = parser.property_name().unwrap_or(self.name);
        if let Some(value) = parser.peek_keyword().and_then(|keyword| self.value(keyword)) {
            parser.parse_optional_keyword_or_string();
            return Ok(value);
        }
        if parser.at_string() {
            let text = parser.parse_optional_keyword_or_string().unwrap_or_default();
            return match self.value(&text) {
                Some(value) => Ok(value),
                None => parser.emit_error(
                    offset,
                    format!("invalid {attribute} attribute specification: \"{text}\""),
                ),
            };
        }
        parser.emit_error(
            offset,
            format!(
                "expected string or keyword containing one of the following enum values for attribute '{attribute}' [{}]",
                self.keyword_list(", ")
            ),
        )
    }

    /// What a missing `<` (`bracket = '<'`, "start") or `>` ("end") of a
    /// dialect enum attribute's value is reported as: MLIR's words, or the
    /// property and attribute being read.
    fn bracket_message(&self, property: Option<&str>, bracket: char, what: &str) -> String {
        match self.dialect_attr {
            Some((dialect, mnemonic)) if !self.mlir_messages => {
                let attribute = format!("#{dialect}.{mnemonic}<...>");
                match property {
                    Some(property) => format!(
                        "expected '{bracket}' to {what} the value of property '{property}' ({attribute})"
                    ),
                    None => format!("expected '{bracket}' to {what} {attribute}"),
                }
            }
            _ => format!("expected '{bracket}'"),
        }
    }

    /// Consumes `bracket`, or reports it missing with
    /// [`EnumCases::bracket_message`] (built only then).
    fn expect_bracket(
        &self,
        parser: &mut impl CaseReader,
        bracket: char,
        what: &str,
    ) -> ParseResult<()> {
        let mut buffer = [0; 4];
        let punctuation = &*bracket.encode_utf8(&mut buffer);
        if parser.eat_punctuation(punctuation) {
            return Ok(());
        }
        let message = self.bracket_message(parser.property_name(), bracket, what);
        parser.expect_punctuation(punctuation, &message)
    }

    /// Parses `<a, b>` (a dialect enum attribute after its mnemonic), in
    /// an op's custom form: the op's own errors name it (`custom op
    /// 'arith.addf' expected ...`).
    pub fn parse_angle_list(&self, parser: &mut OpParser) -> ParseResult<u64> {
        self.parse_angle_list_with(parser)
    }

    /// Parses `<a, b>` after the mnemonic of `#dialect.mnemonic<a, b>`
    /// (the attribute itself, which the parser reads when its dialect
    /// lists the enum in `enum_attributes`), with the messages and
    /// positions of [`EnumCases::parse_angle_list`] but no op to name.
    pub fn parse_attribute_body(&self, parser: &mut SymbolParser) -> ParseResult<u64> {
        self.parse_angle_list_with(parser)
    }

    fn parse_angle_list_with(&self, parser: &mut impl CaseReader) -> ParseResult<u64> {
        self.expect_bracket(parser, '<', "start")?;
        if let Some((class, attr_def)) = self.mlir_names {
            let value = match self.parse_cases_as_mlir(parser, class) {
                Ok(value) => value,
                Err(error) => {
                    let message = format!(
                        "failed to parse {attr_def} parameter 'value' which is to be a `{class}`"
                    );
                    return parser.own_error_after(error, message);
                }
            };
            self.expect_bracket(parser, '>', "end")?;
            return Ok(value);
        }
        let mut value = 0u64;
        loop {
            let offset = parser.offset();
            let keyword = parser.keyword_or_string();
            let case = keyword.as_deref().and_then(|keyword| self.value(keyword));
            match case {
                Some(case) if self.bits => value |= case,
                Some(case) => value = case,
                None => {
                    return parser.own_error(
                        offset,
                        format!("expected {} to be one of: {}", self.name, self.keyword_list(", ")),
                    )
                }
            }
            if !self.bits || !parser.eat_punctuation(self.separator.trim()) {
                break;
            }
        }
        self.expect_bracket(parser, '>', "end")?;
        Ok(value)
    }

    /// Reads the cases inside `<...>` as MLIR's generated field parser does:
    /// keywords or strings (joined by the separator for a bit set), each
    /// the spelling of a value (a string may spell a whole set, `"nnan,
    /// ninf"`), or an error at the first of them naming the enum's C++
    /// class.
    fn parse_cases_as_mlir(&self, parser: &mut impl CaseReader, class: &str) -> ParseResult<u64> {
        let start = parser.offset();
        let mut value = 0u64;
        loop {
            let offset = parser.offset();
            let Some(spelled) = parser.keyword_or_string() else {
                return parser.own_error(offset, "expected valid keyword or string".to_owned());
            };
            match self.symbolize(&spelled) {
                Some(case) => value |= case,
                None => {
                    return parser.own_error(
                        start,
                        format!("expected {class} to be one of: {}", self.keyword_list(", ")),
                    )
                }
            }
            if !self.bits || !parser.eat_punctuation(self.separator.trim()) {
                return Ok(value);
            }
        }
    }

    /// The value `text` spells, as MLIR's generated `symbolize` functions
    /// read it: an integer enum's keyword; for a bit set, the zero case
    /// alone or cases that are not zero joined by the separator (spaces
    /// around them allowed).
    fn symbolize(&self, text: &str) -> Option<u64> {
        if !self.bits {
            return self.value(text);
        }
        // One case alone (the zero case included) needs no splitting.
        if let Some(case) = self.value(text) {
            return Some(case);
        }
        let separator = match self.separator.trim() {
            "" => self.separator,
            trimmed => trimmed,
        };
        text.split(separator).try_fold(0, |bits, part| {
            let case = self.value(part.trim()).filter(|&case| case != 0)?;
            Some(bits | case)
        })
    }

    /// Writes `value` as a parameter of a dialect type or attribute: its
    /// keyword (for a set, its cases joined by the separator).
    pub fn print_parameter(&self, value: u64, printer: &mut SymbolPrinter) {
        printer.write_str(&self.stringify(value));
    }

    /// Reads a parameter of a dialect type or attribute written as
    /// [`EnumCases::print_parameter`] writes it: a case's keyword (for a
    /// set, cases joined by the separator). Otherwise the error, at the
    /// keyword, is `unknown <Enum>` (MLIR's words) for enums with
    /// `mlir_messages`, and names the keyword and the cases for others.
    pub fn parse_parameter(&self, parser: &mut SymbolParser) -> ParseResult<u64> {
        let mut value = 0;
        loop {
            let offset = parser.offset();
            let case =
                self.cases.iter().find(|(keyword, _)| parser.parse_optional_keyword(keyword));
            match case {
                Some((_, case)) => value |= case,
                None if self.mlir_messages => {
                    return parser.error_at(offset, format!("unknown {}", self.name))
                }
                None => {
                    let found = parser.peek_identifier().map(|word| format!(" '{word}'"));
                    let cases: Vec<&str> = self.cases.iter().map(|(keyword, _)| *keyword).collect();
                    let message = format!(
                        "unknown {}{}; expected one of {}",
                        self.name,
                        found.unwrap_or_default(),
                        cases.join(", ")
                    );
                    return parser.error_at(offset, message);
                }
            }
            let separator = self.separator.trim();
            if !self.bits || separator.is_empty() || !parser.parse_optional_punctuation(separator) {
                return Ok(value);
            }
        }
    }

    /// The value of the text between `<` and `>` of a dialect attribute.
    fn value_of_list(&self, text: &str) -> Option<u64> {
        let mut value = 0u64;
        for part in text.split(self.separator.trim()) {
            let case = self.value(part.trim())?;
            if self.bits {
                value |= case;
            } else {
                value = case;
            }
        }
        Some(value)
    }

    /// `#dialect.mnemonic<cases>` for `value`.
    pub fn dialect_attr(
        &self,
        context: &Context,
        dialect: &str,
        mnemonic: &str,
        value: u64,
    ) -> Attr {
        context.intern_attr(AttrData::Opaque {
            dialect: dialect.into(),
            data: format!("{mnemonic}<{}>", self.stringify(value)).into(),
            ty: None,
        })
    }

    /// The value of a `#dialect.mnemonic<cases>` attribute.
    pub fn dialect_attr_value(
        &self,
        context: &Context,
        attr: Attr,
        dialect: &str,
        mnemonic: &str,
    ) -> Option<u64> {
        let AttrData::Opaque { dialect: actual, data, ty: None } = context.attr_data(attr) else {
            return None;
        };
        if &**actual != dialect {
            return None;
        }
        let inner = data.strip_prefix(mnemonic)?.trim().strip_prefix('<')?.strip_suffix('>')?;
        self.value_of_list(inner)
    }

    /// Whether `value` is a valid value: a case of an integer enum, or a
    /// union of cases of a bit enum.
    pub fn is_valid(&self, value: u64) -> bool {
        if self.bits {
            let all = self.cases.iter().fold(0, |all, (_, case)| all | case);
            value & !all == 0
        } else {
            self.keyword(value).is_some()
        }
    }
}

/// What reading `<cases>` takes from a parser: an op's custom form
/// ([`OpParser`], whose own errors MLIR prefixes with `custom op 'name'`)
/// or the body of a dialect attribute ([`SymbolParser`]).
trait CaseReader {
    /// The byte offset of the next token.
    fn offset(&self) -> u32;
    /// The property being parsed, for messages.
    fn property_name(&self) -> Option<&'static str>;
    /// Consumes punctuation, or reports `message` where it belongs.
    fn expect_punctuation(&mut self, punctuation: &str, message: &str) -> ParseResult<()>;
    /// Consumes punctuation if it comes next.
    fn eat_punctuation(&mut self, punctuation: &str) -> bool;
    /// Consumes a keyword or a string if one comes next, and returns its
    /// text.
    fn keyword_or_string(&mut self) -> Option<std::borrow::Cow<'_, str>>;
    /// An error of the parser reading the cases, at byte `offset`.
    fn own_error<T>(&self, offset: u32, message: String) -> ParseResult<T>;
    /// Reports `earlier`, then fails with `message` at the next token.
    fn own_error_after<T>(&mut self, earlier: Diagnostic, message: String) -> ParseResult<T>;
}

impl CaseReader for OpParser<'_, '_> {
    fn offset(&self) -> u32 {
        OpParser::offset(self)
    }
    fn property_name(&self) -> Option<&'static str> {
        OpParser::property_name(self)
    }
    fn expect_punctuation(&mut self, punctuation: &str, message: &str) -> ParseResult<()> {
        self.parse_punctuation(punctuation, message)
    }
    fn eat_punctuation(&mut self, punctuation: &str) -> bool {
        self.parse_optional_punctuation(punctuation)
    }
    fn keyword_or_string(&mut self) -> Option<std::borrow::Cow<'_, str>> {
        self.parse_optional_keyword_or_string()
    }
    fn own_error<T>(&self, offset: u32, message: String) -> ParseResult<T> {
        self.emit_error(offset, message)
    }
    fn own_error_after<T>(&mut self, earlier: Diagnostic, message: String) -> ParseResult<T> {
        self.error_after(earlier, message)
    }
}

impl CaseReader for SymbolParser<'_, '_> {
    fn offset(&self) -> u32 {
        SymbolParser::offset(self)
    }
    fn property_name(&self) -> Option<&'static str> {
        None
    }
    fn expect_punctuation(&mut self, punctuation: &str, message: &str) -> ParseResult<()> {
        self.parser.expect_punctuation_or(punctuation, message)
    }
    fn eat_punctuation(&mut self, punctuation: &str) -> bool {
        self.parse_optional_punctuation(punctuation)
    }
    fn keyword_or_string(&mut self) -> Option<std::borrow::Cow<'_, str>> {
        self.parse_optional_keyword_or_string().map(std::borrow::Cow::Owned)
    }
    fn own_error<T>(&self, offset: u32, message: String) -> ParseResult<T> {
        self.error_at(offset, message)
    }
    fn own_error_after<T>(&mut self, earlier: Diagnostic, message: String) -> ParseResult<T> {
        self.error_after(earlier, message)
    }
}
