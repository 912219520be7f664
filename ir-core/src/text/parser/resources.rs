//! Parsing the `{-# dialect_resources: {...}, external_resources: {...} #-}`
//! section at the top level of a file, checked the way `mlir-opt` checks
//! it: groups, keys and values (hex blobs with their alignment, strings,
//! booleans).
//!
//! Values are kept as their source text in [`Resources`](crate::text::Resources),
//! never decoded: nothing here reads a blob's data, and the
//! `dense_resource<key>` attributes that name entries are parsed by
//! `elements` without looking the key up.

use super::literals::hex_string_bytes;
use super::{ParseResult, Parser};
use crate::text::lexer::TokenKind;

/// The entries of the `{-# dialect_resources: ..., external_resources: ... #-}`
/// section, checked the way `mlir-opt` checks them.
impl Parser<'_> {
    /// Parses `{-# dialect_resources: {...}, external_resources: {...} #-}`.
    pub(super) fn parse_file_metadata(&mut self) -> ParseResult<()> {
        self.advance();
        if self.eat(TokenKind::FileMetadataEnd) {
            return Ok(());
        }
        loop {
            if !self.at(TokenKind::BareIdentifier) {
                return self.error("expected identifier key in file metadata dictionary");
            }
            let section = self.spelling().to_owned();
            let section_start = self.token.start;
            self.advance();
            self.expect(TokenKind::Colon, "expected ':'")?;
            let is_dialect = match section.as_str() {
                "dialect_resources" => true,
                "external_resources" => false,
                _ => {
                    let message = format!("unknown key '{section}' in file metadata dictionary");
                    return self.error_at(section_start, message);
                }
            };
            self.expect(TokenKind::LeftBrace, "expected '{'")?;
            if !self.eat(TokenKind::RightBrace) {
                loop {
                    let group = self.parse_resource_group(is_dialect)?;
                    let mut entries = Vec::new();
                    if !self.eat(TokenKind::RightBrace) {
                        loop {
                            let key = self.parse_resource_key(is_dialect)?;
                            self.expect(TokenKind::Colon, "expected ':'")?;
                            let (value_start, value_end) =
                                self.parse_resource_value(is_dialect, &key)?;
                            entries.push((key, self.source[value_start..value_end].to_owned()));
                            if self.eat(TokenKind::RightBrace) {
                                break;
                            }
                            self.expect(TokenKind::Comma, "expected ',' or '}'")?;
                        }
                    }
                    let groups = if is_dialect {
                        &mut self.resources.dialect
                    } else {
                        &mut self.resources.external
                    };
                    groups.push((group, entries));
                    if self.eat(TokenKind::RightBrace) {
                        break;
                    }
                    self.expect(TokenKind::Comma, "expected ',' or '}'")?;
                }
            }
            if self.eat(TokenKind::FileMetadataEnd) {
                return Ok(());
            }
            self.expect(TokenKind::Comma, "expected ',' or '#-}'")?;
        }
    }

    fn parse_resource_key(&mut self, is_dialect: bool) -> ParseResult<String> {
        let key = match self.token.kind {
            TokenKind::BareIdentifier => self.spelling().to_owned(),
            TokenKind::String => String::from_utf8_lossy(&self.string_value()).into_owned(),
            _ if is_dialect => return self.error("expected identifier key for 'resource' entry"),
            _ => return self.error("expected identifier key for 'external_resources' entry"),
        };
        self.advance();
        Ok(key)
    }

    /// Parses `name: {`, the start of one group of a resource section, and
    /// returns the name. In `dialect_resources` the name is a dialect that
    /// must hold blobs: `builtin`, or a dialect declared with
    /// `blob_resources`.
    fn parse_resource_group(&mut self, is_dialect: bool) -> ParseResult<String> {
        let start = self.token.start;
        if !self.at(TokenKind::BareIdentifier) {
            return self.error("expected identifier key for 'resource' entry");
        }
        let name = self.spelling().to_owned();
        self.advance();
        self.expect(TokenKind::Colon, "expected ':'")?;
        self.expect(TokenKind::LeftBrace, "expected '{'")?;
        let holds_blobs = name == "builtin"
            || self.context.loaded_dialect(&name).is_some_and(|dialect| dialect.blob_resources);
        if is_dialect && !holds_blobs {
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
    fn parse_resource_value(&mut self, is_dialect: bool, key: &str) -> ParseResult<(usize, usize)> {
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
