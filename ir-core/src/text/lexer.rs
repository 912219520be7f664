//! The lexer of MLIR's text format: turns source bytes into tokens with
//! byte spans. It never fails: malformed input becomes an `Error` token that
//! carries the message, and the parser reports it.

/// The kind of a token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// End of input.
    Eof,
    /// Malformed input; the lexer stored the message.
    Error,
    /// `foo`, `i32`, `x4xf32`: letters, digits, `_`, `$`, `.`.
    BareIdentifier,
    /// `@name` or `@"string"`.
    AtIdentifier,
    /// `#name`.
    HashIdentifier,
    /// `%name`.
    PercentIdentifier,
    /// `^name`.
    CaretIdentifier,
    /// `!name`.
    ExclamationIdentifier,
    /// A decimal or hexadecimal integer.
    Integer,
    /// A decimal float (`1.5`, `2.0e-3`).
    Float,
    /// A string literal with its quotes.
    String,
    /// `->`.
    Arrow,
    /// `:`.
    Colon,
    /// `,`.
    Comma,
    /// `=`.
    Equal,
    /// `(`.
    LeftParen,
    /// `)`.
    RightParen,
    /// `{`.
    LeftBrace,
    /// `}`.
    RightBrace,
    /// `[`.
    LeftSquare,
    /// `]`.
    RightSquare,
    /// `<`.
    Less,
    /// `>`.
    Greater,
    /// `-`.
    Minus,
    /// `+`.
    Plus,
    /// `*`.
    Star,
    /// `?`.
    Question,
    /// `|`.
    VerticalBar,
    /// `/` (never valid in the builtin syntax, but a token, not an error).
    Slash,
    /// `...`.
    Ellipsis,
    /// `{-#`.
    FileMetadataBegin,
    /// `#-}`.
    FileMetadataEnd,
}

/// A token: its kind and byte range in the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Start byte offset.
    pub start: u32,
    /// End byte offset (exclusive).
    pub end: u32,
}

/// Splits a source buffer into tokens on demand.
#[derive(Clone)]
pub struct Lexer<'a> {
    source: &'a [u8],
    position: usize,
    /// The message of the last `Error` token.
    pub error_message: &'static str,
    /// Where the last error points (may differ from the token start).
    pub error_position: usize,
}

/// Byte classes for the scanning loops: bit 0 marks bytes that continue a
/// bare identifier, bit 1 bytes that continue an SSA or block name, bit 2
/// decimal digits.
const IDENTIFIER: u8 = 1;
const SUFFIX_IDENTIFIER: u8 = 2;
const DIGIT: u8 = 4;

static BYTE_CLASSES: [u8; 256] = {
    let mut classes = [0u8; 256];
    let mut byte = 0;
    while byte < 256 {
        let b = byte as u8;
        let alphanumeric = b.is_ascii_alphanumeric();
        if alphanumeric || b == b'_' || b == b'$' || b == b'.' {
            classes[byte] |= IDENTIFIER | SUFFIX_IDENTIFIER;
        }
        if b == b'-' {
            classes[byte] |= SUFFIX_IDENTIFIER;
        }
        if b.is_ascii_digit() {
            classes[byte] |= DIGIT;
        }
        byte += 1;
    }
    classes
};

impl<'a> Lexer<'a> {
    /// A lexer at the start of `source`.
    pub fn new(source: &'a str) -> Self {
        Lexer { source: source.as_bytes(), position: 0, error_message: "", error_position: 0 }
    }

    /// The source text.
    pub fn source(&self) -> &'a [u8] {
        self.source
    }

    /// Moves to byte `position` (used to re-lex `4x4xf32` inside shapes).
    pub fn reset_to(&mut self, position: usize) {
        self.position = position;
    }

    /// Moves past every byte of class `class`.
    #[inline]
    fn skip_class(&mut self, class: u8) {
        let rest = &self.source[self.position..];
        let length = rest
            .iter()
            .position(|&byte| BYTE_CLASSES[byte as usize] & class == 0)
            .unwrap_or(rest.len());
        self.position += length;
    }

    fn peek(&self, offset: usize) -> u8 {
        self.source.get(self.position + offset).copied().unwrap_or(0)
    }

    fn token(&self, kind: TokenKind, start: usize) -> Token {
        Token { kind, start: start as u32, end: self.position as u32 }
    }

    fn error(&mut self, start: usize, message: &'static str) -> Token {
        self.error_message = message;
        self.error_position = start;
        self.token(TokenKind::Error, start)
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        loop {
            let start = self.position;
            let Some(&byte) = self.source.get(self.position) else {
                return self.token(TokenKind::Eof, start);
            };
            self.position += 1;
            let kind = match byte {
                // A NUL byte inside the buffer is skipped like whitespace.
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'/' if self.peek(0) == b'/' => {
                    while self.position < self.source.len()
                        && !matches!(self.source[self.position], b'\n' | b'\r')
                    {
                        self.position += 1;
                    }
                    continue;
                }
                b'/' => TokenKind::Slash,
                b'.' => {
                    if self.peek(0) != b'.' || self.peek(1) != b'.' {
                        let token =
                            self.error(start, "expected three consecutive dots for an ellipsis");
                        self.error_position = self.position;
                        return token;
                    }
                    self.position += 2;
                    TokenKind::Ellipsis
                }
                b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                    self.skip_class(IDENTIFIER);
                    TokenKind::BareIdentifier
                }
                b'0'..=b'9' => return self.lex_number(start),
                b'"' => return self.lex_string(start),
                b'@' => return self.lex_at_identifier(start),
                b'#' if self.peek(0) == b'-' && self.peek(1) == b'}' => {
                    self.position += 2;
                    TokenKind::FileMetadataEnd
                }
                b'#' => return self.lex_prefixed(start, TokenKind::HashIdentifier),
                b'%' => return self.lex_prefixed(start, TokenKind::PercentIdentifier),
                b'^' => return self.lex_prefixed(start, TokenKind::CaretIdentifier),
                b'!' => return self.lex_prefixed(start, TokenKind::ExclamationIdentifier),
                b'-' if self.peek(0) == b'>' => {
                    self.position += 1;
                    TokenKind::Arrow
                }
                b'-' => TokenKind::Minus,
                b'+' => TokenKind::Plus,
                b'*' => TokenKind::Star,
                b'?' => TokenKind::Question,
                b'|' => TokenKind::VerticalBar,
                b':' => TokenKind::Colon,
                b',' => TokenKind::Comma,
                b'=' => TokenKind::Equal,
                b'(' => TokenKind::LeftParen,
                b')' => TokenKind::RightParen,
                b'{' if self.peek(0) == b'-' && self.peek(1) == b'#' => {
                    self.position += 2;
                    TokenKind::FileMetadataBegin
                }
                b'{' => TokenKind::LeftBrace,
                b'}' => TokenKind::RightBrace,
                b'[' => TokenKind::LeftSquare,
                b']' => TokenKind::RightSquare,
                b'<' => TokenKind::Less,
                b'>' => TokenKind::Greater,
                _ => {
                    // The token covers the whole character, so that its
                    // spelling is a slice of the source.
                    while self.peek(0) & 0xC0 == 0x80 {
                        self.position += 1;
                    }
                    return self.error(start, "unexpected character");
                }
            };
            return self.token(kind, start);
        }
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let first = self.source[start];
        if first == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
            self.position += 1;
            while self.peek(0).is_ascii_hexdigit() {
                self.position += 1;
            }
            return self.token(TokenKind::Integer, start);
        }
        self.skip_class(DIGIT);
        if self.peek(0) != b'.' {
            return self.token(TokenKind::Integer, start);
        }
        self.position += 1;
        while self.peek(0).is_ascii_digit() {
            self.position += 1;
        }
        if matches!(self.peek(0), b'e' | b'E') {
            let sign = usize::from(matches!(self.peek(1), b'+' | b'-'));
            if self.peek(1 + sign).is_ascii_digit() {
                self.position += 1 + sign;
                while self.peek(0).is_ascii_digit() {
                    self.position += 1;
                }
            }
        }
        self.token(TokenKind::Float, start)
    }

    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            let Some(&byte) = self.source.get(self.position) else {
                let token = self.error(start, "expected '\"' in string literal");
                self.error_position = self.position;
                return token;
            };
            self.position += 1;
            match byte {
                b'"' => return self.token(TokenKind::String, start),
                b'\n' | b'\x0B' | b'\x0C' => {
                    let token = self.error(start, "expected '\"' in string literal");
                    self.error_position = self.position - 1;
                    return token;
                }
                b'\\' => {
                    let next = self.peek(0);
                    if matches!(next, b'"' | b'\\' | b'n' | b't') {
                        self.position += 1;
                    } else if next.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.position += 2;
                    } else {
                        let at = self.position - 1;
                        let token = self.error(start, "unknown escape in string literal");
                        self.error_position = at;
                        return token;
                    }
                }
                _ => {}
            }
        }
    }

    fn lex_at_identifier(&mut self, start: usize) -> Token {
        if self.peek(0) == b'"' {
            self.position += 1;
            let token = self.lex_string(self.position - 1);
            if token.kind == TokenKind::Error {
                return token;
            }
            return self.token(TokenKind::AtIdentifier, start);
        }
        let first = self.peek(0);
        if !(first.is_ascii_alphabetic() || first == b'_') {
            let token = self.error(start, "@ identifier expected to start with letter or '_'");
            self.error_position = start + 1;
            return token;
        }
        self.skip_class(IDENTIFIER);
        self.token(TokenKind::AtIdentifier, start)
    }

    fn lex_prefixed(&mut self, start: usize, kind: TokenKind) -> Token {
        let first = self.peek(0);
        if first.is_ascii_digit() {
            self.skip_class(DIGIT);
        } else if first.is_ascii_alphabetic() || matches!(first, b'_' | b'$' | b'.' | b'-') {
            self.skip_class(SUFFIX_IDENTIFIER);
        } else {
            let message = match kind {
                TokenKind::PercentIdentifier => "invalid SSA name",
                TokenKind::CaretIdentifier => "invalid block name",
                TokenKind::HashIdentifier => "invalid attribute name",
                _ => "invalid type identifier",
            };
            return self.error(start, message);
        }
        self.token(kind, start)
    }
}

/// Decodes the body of a string literal token (without quotes), resolving
/// escapes. The lexer has already checked the escapes.
pub fn unescape_string(quoted: &[u8]) -> Vec<u8> {
    let inner = &quoted[1..quoted.len().saturating_sub(1).max(1)];
    let mut bytes = Vec::with_capacity(inner.len());
    let mut index = 0;
    while index < inner.len() {
        let byte = inner[index];
        index += 1;
        if byte != b'\\' || index >= inner.len() {
            bytes.push(byte);
            continue;
        }
        let escape = inner[index];
        index += 1;
        match escape {
            b'n' => bytes.push(b'\n'),
            b't' => bytes.push(b'\t'),
            b'"' | b'\\' => bytes.push(escape),
            _ => {
                let high = (escape as char).to_digit(16).unwrap_or(0) as u8;
                let low = inner.get(index).and_then(|&b| (b as char).to_digit(16)).unwrap_or(0);
                index += 1;
                bytes.push(high * 16 + low as u8);
            }
        }
    }
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<TokenKind> {
        let mut lexer = Lexer::new(text);
        let mut kinds = Vec::new();
        loop {
            let token = lexer.next_token();
            kinds.push(token.kind);
            if matches!(token.kind, TokenKind::Eof | TokenKind::Error) {
                return kinds;
            }
        }
    }

    #[test]
    fn lexes_the_generic_form() {
        use TokenKind::*;
        assert_eq!(
            kinds("%0:2 = \"foo\"(%a) : (i32) -> f32 // comment\n^bb1"),
            vec![
                PercentIdentifier,
                Colon,
                Integer,
                Equal,
                String,
                LeftParen,
                PercentIdentifier,
                RightParen,
                Colon,
                LeftParen,
                BareIdentifier,
                RightParen,
                Arrow,
                BareIdentifier,
                CaretIdentifier,
                Eof
            ]
        );
        assert_eq!(
            kinds("1.5e-3 0x1F 4x4xf32"),
            vec![Float, Integer, Integer, BareIdentifier, Eof]
        );
        assert_eq!(kinds("{-# #-}"), vec![FileMetadataBegin, FileMetadataEnd, Eof]);
    }

    #[test]
    fn reports_malformed_tokens() {
        assert_eq!(kinds("\"abc"), vec![TokenKind::Error]);
        assert_eq!(kinds("\"a\\q\""), vec![TokenKind::Error]);
        assert_eq!(kinds("% "), vec![TokenKind::Error]);
        assert_eq!(kinds("`"), vec![TokenKind::Error]);
    }

    #[test]
    fn unexpected_character_covers_the_whole_character() {
        let source = "[\u{1E2}x";
        let mut lexer = Lexer::new(source);
        assert_eq!(lexer.next_token().kind, TokenKind::LeftSquare);
        let token = lexer.next_token();
        assert_eq!((token.kind, token.start, token.end), (TokenKind::Error, 1, 3));
        assert_eq!(&source[token.start as usize..token.end as usize], "\u{1E2}");
        assert_eq!(lexer.error_message, "unexpected character");
    }

    #[test]
    fn unescapes_strings() {
        assert_eq!(unescape_string(br#""a\"b\\c\n\t\00\FF""#), b"a\"b\\c\n\t\x00\xFF".to_vec());
    }
}
