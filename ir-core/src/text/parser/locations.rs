//! Parsing locations: `loc(...)` with MLIR's location instances
//! (`unknown`, `"file":line:col` and its ranges, names with a child,
//! `callsite(... at ...)`, `fused<metadata>[...]`), `#loc` aliases, and the
//! trailing `loc(...)` of an op or block argument, whose alias may be
//! defined later in the file.
//!
//! Fused locations are built in MLIR's canonical form (flattened, without
//! unknown locations or duplicates). Applying an alias defined after its use
//! is the op parser's (`ops::scopes`); this module only reports the alias.

use super::literals::parse_u128_literal;
use super::{ParseResult, Parser};
use crate::attributes::{Attr, AttrData, Location};
use crate::text::lexer::TokenKind;

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
                    Ok(self.context.fused_location(&locations, metadata))
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

    fn location(&self, location: Location) -> Attr {
        self.context.intern_attr(AttrData::Location(location))
    }
}

/// Trailing locations of ops and block arguments.
impl<'a> Parser<'a> {
    /// Parses `loc(...)` after an op or block argument. Returns the alias
    /// name when it refers to a `#loc` alias defined later; otherwise the
    /// parsed location is stored in `self.last_location`.
    pub(super) fn parse_location_or_pending_alias(
        &mut self,
    ) -> ParseResult<Option<(&'a str, u32)>> {
        self.advance();
        self.expect(TokenKind::LeftParen, "expected '(' in location")?;
        if self.at(TokenKind::HashIdentifier) {
            let name = &self.spelling()[1..];
            if !self.has_attribute_alias(name) && !name.contains('.') {
                let pending = (name, self.token.start);
                self.advance();
                self.expect(TokenKind::RightParen, "expected ')' in location")?;
                return Ok(Some(pending));
            }
        }
        let location = self.parse_location_instance()?;
        self.expect(TokenKind::RightParen, "expected ')' in location")?;
        self.last_location = Some(location);
        Ok(None)
    }
}
