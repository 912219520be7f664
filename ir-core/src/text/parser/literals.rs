//! Numeric literals of the text format: the bits that an integer or float
//! token stands for in a given type, with MLIR's range and sign rules
//! (`buildAttributeAPInt`, `parseFloatFromLiteral`), and the bytes of
//! `"0x..."` hex strings.
//!
//! It reads tokens the lexer already produced and says what they are
//! worth; it does not decide which attribute a literal becomes (the
//! attribute, elements and location parsers do).

use num_bigint::BigUint;

use super::{ParseResult, Parser};
use crate::attributes::{biguint_to_words, truncate_bits, words_for_width};
use crate::float::{float_from_f64, FloatKind};
use crate::text::lexer::{Token, TokenKind};
use crate::types::{Signedness, TypeData};

/// The bits of an integer: inline up to 128 bits, else as words.
pub(super) enum IntegerBits {
    Narrow(u128),
    Wide(Box<[u64]>),
}

/// Integer element values of one dense attribute, all of one width.
pub(super) enum IntegerValues {
    Narrow(Vec<u128>),
    Wide(Vec<Box<[u64]>>),
}

impl IntegerValues {
    pub(super) fn new(width: u32) -> Self {
        if width > 128 {
            IntegerValues::Wide(Vec::new())
        } else {
            IntegerValues::Narrow(Vec::new())
        }
    }

    pub(super) fn push(&mut self, bits: IntegerBits) {
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
pub(super) fn integer_kind(data: &TypeData) -> Option<(u32, bool, bool)> {
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
pub(super) fn build_integer(
    spelling: &str,
    width: u32,
    negative: bool,
    signed: bool,
) -> Option<IntegerBits> {
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
pub(super) fn parse_u128_literal(spelling: &str) -> Option<u128> {
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
pub(super) fn hex_string_bytes(spelling: &str) -> Option<Vec<u8>> {
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

/// Floats from literal tokens.
impl Parser<'_> {
    /// The bits of a float of kind `kind` written as `token` (MLIR's
    /// `parseFloatFromLiteral`).
    pub(super) fn float_from_literal(
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
    pub(super) fn float_from_integer_literal(
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
                    // MLIR's note, at the error's own position.
                    let position = diagnostic.position.clone();
                    diagnostic.with_note(position, "add a trailing dot to make the literal a float")
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
}
