//! Affine expressions, affine maps and integer sets, parsed and printed exactly like MLIR 22.
//!
//! The values are plain data with structural equality and hashing, so callers can intern them.
//! Expressions are built through the simplifying constructors of MLIR's `AffineExpr` operators
//! (`operator+`, `operator*`, `floorDiv`, `ceilDiv` and `operator%`): parsing `(d0) -> (2 + d0)`
//! yields the tree `mlir-opt` builds and prints as `(d0) -> (d0 + 2)`. Constant arithmetic wraps
//! on overflow as MLIR's does in practice, and folds that MLIR refuses on overflow are refused.

use std::{fmt, ops};

/// An affine expression tree, as MLIR's `AffineExpr`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineExpr {
    /// The dimension identifier at the given position (`d0`, `d1`, ...).
    Dim(u32),
    /// The symbol identifier at the given position (`s0`, `s1`, ...).
    Symbol(u32),
    /// An integer constant.
    Constant(i64),
    /// The sum of two expressions.
    Add(Box<AffineExpr>, Box<AffineExpr>),
    /// The product of two expressions.
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    /// The remainder of the left operand modulo the right one (`mod`).
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    /// The quotient rounded towards negative infinity (`floordiv`).
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    /// The quotient rounded towards positive infinity (`ceildiv`).
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}

/// An affine map such as `(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMap {
    /// The number of dimension identifiers.
    pub num_dims: u32,
    /// The number of symbol identifiers.
    pub num_symbols: u32,
    /// The result expressions, which may be empty.
    pub results: Vec<AffineExpr>,
}

/// An integer set such as `(d0)[s0] : (d0 - 10 >= 0, s0 - d0 == 0)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerSet {
    /// The number of dimension identifiers.
    pub num_dims: u32,
    /// The number of symbol identifiers.
    pub num_symbols: u32,
    /// The constraint expressions, each compared against zero.
    pub constraints: Vec<AffineExpr>,
    /// For each constraint, `true` for `expr == 0` and `false` for `expr >= 0`.
    pub is_equality: Vec<bool>,
}

/// Either an affine map or an integer set; both start with the same identifier lists.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineMapOrIntegerSet {
    /// An affine map (`... -> (...)`).
    Map(AffineMap),
    /// An integer set (`... : (...)`).
    Set(IntegerSet),
}

/// A parse error: byte offset into the text given to the parser, and MLIR's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AffineParseError {
    /// The byte offset of the error within the parsed text.
    pub offset: usize,
    /// The diagnostic message, spelled as MLIR spells it.
    pub message: String,
    /// Errors MLIR reports right after this one for the same failure (an
    /// enclosing expression's own message), in order.
    pub followed_by: Vec<AffineParseError>,
}

impl fmt::Display for AffineParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)
    }
}

impl std::error::Error for AffineParseError {}

// --- Construction with MLIR's simplifications ----------------------------------------------------

type MakeBinary = fn(Box<AffineExpr>, Box<AffineExpr>) -> AffineExpr;

fn node(make: MakeBinary, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    make(Box::new(lhs), Box::new(rhs))
}

/// Creates a sum or product with its operands in MLIR's order: two dims or two symbols by
/// position, and a dim before a symbol.
fn commutative(make: MakeBinary, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    use AffineExpr::{Dim, Symbol};
    let swap = match (&lhs, &rhs) {
        (Symbol(a), Symbol(b)) | (Dim(a), Dim(b)) => a > b,
        (Symbol(_), Dim(_)) => true,
        _ => false,
    };
    let (lhs, rhs) = if swap { (rhs, lhs) } else { (lhs, rhs) };
    node(make, lhs, rhs)
}

/// Returns the greatest common divisor of two unsigned numbers, with `gcd(0, x) == x`.
fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl AffineExpr {
    fn constant(&self) -> Option<i64> {
        let AffineExpr::Constant(value) = self else { return None };
        Some(*value)
    }

    /// Returns `(e, c)` when this expression is `e * c` for a constant `c`.
    fn mul_by_constant(&self) -> Option<(&AffineExpr, i64)> {
        let AffineExpr::Mul(l, r) = self else { return None };
        r.constant().map(|c| (&**l, c))
    }

    /// Returns `(e, c)` when this expression is `e + c` for a constant `c`.
    fn add_of_constant(&self) -> Option<(&AffineExpr, i64)> {
        let AffineExpr::Add(l, r) = self else { return None };
        r.constant().map(|c| (&**l, c))
    }

    fn operands(&self) -> Option<(&AffineExpr, &AffineExpr)> {
        match self {
            AffineExpr::Dim(_) | AffineExpr::Symbol(_) | AffineExpr::Constant(_) => None,
            AffineExpr::Add(l, r) | AffineExpr::Mul(l, r) | AffineExpr::Mod(l, r) => Some((l, r)),
            AffineExpr::FloorDiv(l, r) | AffineExpr::CeilDiv(l, r) => Some((l, r)),
        }
    }

    /// Returns true if the expression contains no dimension identifier.
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self.operands() {
            Some((l, r)) => l.is_symbolic_or_constant() && r.is_symbolic_or_constant(),
            None => !matches!(self, AffineExpr::Dim(_)),
        }
    }

    /// Returns the largest integer known to divide the expression, as MLIR's
    /// `getLargestKnownDivisor` computes it (with wrapping arithmetic).
    pub fn largest_known_divisor(&self) -> i64 {
        match self {
            AffineExpr::Dim(_) | AffineExpr::Symbol(_) => 1,
            AffineExpr::Constant(value) => value.wrapping_abs(),
            AffineExpr::FloorDiv(l, r) | AffineExpr::CeilDiv(l, r) => {
                let (dividend, divisor) = (l.largest_known_divisor(), r.constant().unwrap_or(0));
                if divisor != 0 && dividend.wrapping_rem(divisor) == 0 {
                    dividend.wrapping_div(divisor).wrapping_abs()
                } else {
                    1
                }
            }
            AffineExpr::Mul(l, r) => {
                l.largest_known_divisor().wrapping_mul(r.largest_known_divisor())
            }
            AffineExpr::Add(l, r) | AffineExpr::Mod(l, r) => {
                gcd(l.largest_known_divisor() as u64, r.largest_known_divisor() as u64) as i64
            }
        }
    }

    /// Returns `self floordiv rhs`, simplified like MLIR's `AffineExpr::floorDiv`.
    pub fn floor_div(self, rhs: AffineExpr) -> AffineExpr {
        simplify_floor_div(&self, &rhs).unwrap_or_else(|| node(AffineExpr::FloorDiv, self, rhs))
    }

    /// Returns `self ceildiv rhs`, simplified like MLIR's `AffineExpr::ceilDiv`.
    pub fn ceil_div(self, rhs: AffineExpr) -> AffineExpr {
        simplify_division(&self, &rhs, true).unwrap_or_else(|| node(AffineExpr::CeilDiv, self, rhs))
    }
}

/// Implements an operator trait of `AffineExpr` with the given body.
macro_rules! operator {
    ($doc:literal, $trait:ident, $method:ident, |$lhs:ident, $rhs:ident| $body:expr) => {
        #[doc = $doc]
        impl ops::$trait for AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: AffineExpr) -> AffineExpr {
                let ($lhs, $rhs) = (self, rhs);
                $body
            }
        }
    };
}

operator!("Builds `lhs + rhs` like MLIR's `operator+`.", Add, add, |lhs, rhs| {
    simplify_add(&lhs, &rhs).unwrap_or_else(|| commutative(AffineExpr::Add, lhs, rhs))
});
operator!("Builds `lhs * rhs` like MLIR's `operator*`.", Mul, mul, |lhs, rhs| {
    simplify_mul(&lhs, &rhs).unwrap_or_else(|| commutative(AffineExpr::Mul, lhs, rhs))
});
operator!("Builds `lhs mod rhs` like MLIR's `operator%`.", Rem, rem, |lhs, rhs| {
    simplify_mod(&lhs, &rhs).unwrap_or_else(|| node(AffineExpr::Mod, lhs, rhs))
});
operator!("Builds `lhs - rhs` as `lhs + rhs * -1`, like MLIR.", Sub, sub, |lhs, rhs| {
    lhs + -rhs
});

/// Builds `-expr` as `expr * -1`, like MLIR.
impl ops::Neg for AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        self * AffineExpr::Constant(-1)
    }
}

/// Mirrors MLIR's `simplifyAdd`; `None` means that a plain sum must be created.
fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    use AffineExpr::Constant;
    if let (Some(l), Some(r)) = (lhs.constant(), rhs.constant()) {
        return l.checked_add(r).map(Constant);
    }
    // Constants go to the right, and so does the symbolic operand if only one is symbolic.
    if lhs.constant().is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant())
    {
        return Some(rhs.clone() + lhs.clone());
    }
    if rhs.constant() == Some(0) {
        return Some(lhs.clone());
    }
    // Fold `(e + c1) + c2` into `e + (c1 + c2)`.
    if let (Some((inner, c1)), Some(c2)) = (lhs.add_of_constant(), rhs.constant()) {
        return Some(inner.clone() + Constant(c1.wrapping_add(c2)));
    }
    // Fold `e * c1 + e * c2` into `e * (c1 + c2)`, where a missing factor counts as one.
    let (first, first_factor) = lhs.mul_by_constant().unwrap_or((lhs, 1));
    let (second, second_factor) = rhs.mul_by_constant().unwrap_or((rhs, 1));
    if first == second {
        return Some(first.clone() * Constant(first_factor.wrapping_add(second_factor)));
    }
    // Move the constant outwards: `(e + c) + f` becomes `(e + f) + c`.
    if let Some((inner, c)) = lhs.add_of_constant() {
        return Some(inner.clone() + rhs.clone() + Constant(c));
    }
    // Detect `e + ((e floordiv q) * q) * -1` (with any binary operator in place of the outer
    // product, as in MLIR 22) and `e + (e floordiv c) * -c` as `e mod q` and `e mod c`.
    let (rhs_lhs, rhs_rhs) = rhs.operands()?;
    if let (Some(-1), AffineExpr::Mul(quotient, divisor)) = (rhs_rhs.constant(), rhs_lhs) {
        let AffineExpr::FloorDiv(dividend, inner_divisor) = &**quotient else { return None };
        if inner_divisor == divisor && **dividend == *lhs {
            return Some(lhs.clone() % (**divisor).clone());
        }
    }
    let (AffineExpr::Mul(..), AffineExpr::FloorDiv(dividend, divisor)) = (rhs, rhs_lhs) else {
        return None;
    };
    let positive_divisor = divisor.constant().is_some_and(|c| c > 0);
    if positive_divisor && **dividend == *lhs && **divisor == -rhs_rhs.clone() {
        return Some(lhs.clone() % (**divisor).clone());
    }
    // Retry with the last summand of the left operand: `(a + e) + r` becomes `a + (e + r)`.
    let AffineExpr::Add(first_summand, last_summand) = lhs else { return None };
    simplify_add(last_summand, rhs).map(|simplified| (**first_summand).clone() + simplified)
}

/// Mirrors MLIR's `simplifyMul`; `None` means that a plain product must be created.
fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    use AffineExpr::Constant;
    if let (Some(l), Some(r)) = (lhs.constant(), rhs.constant()) {
        return l.checked_mul(r).map(Constant);
    }
    if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
        return None;
    }
    // The constant or symbolic operand goes to the right.
    if !rhs.is_symbolic_or_constant() || lhs.constant().is_some() {
        return Some(rhs.clone() * lhs.clone());
    }
    match rhs.constant() {
        Some(1) => return Some(lhs.clone()),
        Some(0) => return Some(Constant(0)),
        _ => {}
    }
    // Fold `(e * c1) * c2` into `e * (c1 * c2)`, and otherwise move the constant outwards.
    let (inner, c1) = lhs.mul_by_constant()?;
    Some(match rhs.constant() {
        Some(c2) => inner.clone() * Constant(c1.wrapping_mul(c2)),
        None => inner.clone() * rhs.clone() * Constant(c1),
    })
}

/// Mirrors MLIR's `simplifyCeilDiv` and the common part of `simplifyFloorDiv`: folds constant
/// quotients and `(e * c) op divisor` when the divisor divides `c`.
fn simplify_division(lhs: &AffineExpr, rhs: &AffineExpr, ceil: bool) -> Option<AffineExpr> {
    let divisor = rhs.constant().filter(|&c| c != 0)?;
    if let Some(dividend) = lhs.constant() {
        let quotient = dividend.checked_div(divisor)?;
        let (inexact, same_signs) = (dividend % divisor != 0, (dividend < 0) == (divisor < 0));
        let adjustment = match (inexact, ceil) {
            (true, true) if same_signs => 1,
            (true, false) if !same_signs => -1,
            _ => 0,
        };
        return Some(AffineExpr::Constant(quotient + adjustment));
    }
    if divisor == 1 {
        return Some(lhs.clone());
    }
    let (inner, factor) = lhs.mul_by_constant()?;
    let exact = factor.wrapping_rem(divisor) == 0;
    exact.then(|| inner.clone() * AffineExpr::Constant(factor.wrapping_div(divisor)))
}

/// Mirrors MLIR's `simplifyFloorDiv`; `None` means that a plain quotient must be created.
fn simplify_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let simplified = simplify_division(lhs, rhs, false);
    let divisor = rhs.constant().filter(|&c| c != 0)?;
    let (AffineExpr::Add(a, b), None) = (lhs, &simplified) else { return simplified };
    // Split `(a + b) floordiv c` when either summand is known to be a multiple of `c`.
    let divides = |e: &AffineExpr| e.largest_known_divisor().wrapping_rem(divisor) == 0;
    (divides(a) || divides(b))
        .then(|| (**a).clone().floor_div(rhs.clone()) + (**b).clone().floor_div(rhs.clone()))
}

/// Mirrors MLIR's `simplifyMod`; `None` means that a plain remainder must be created.
fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let modulus = rhs.constant().filter(|&c| c >= 1)?;
    if let Some(dividend) = lhs.constant() {
        return Some(AffineExpr::Constant(dividend.rem_euclid(modulus)));
    }
    let divides = |e: &AffineExpr| e.largest_known_divisor().wrapping_rem(modulus) == 0;
    match lhs {
        _ if divides(lhs) => Some(AffineExpr::Constant(0)),
        // Drop a summand that is known to be a multiple of the modulus.
        AffineExpr::Add(a, b) if divides(a) => Some((**b).clone() % rhs.clone()),
        AffineExpr::Add(a, b) if divides(b) => Some((**a).clone() % rhs.clone()),
        // Fold `(e mod a) mod b` into `e mod b` when `b` divides `a`.
        AffineExpr::Mod(inner, inner_modulus) => {
            inner_modulus.constant().filter(|&a| a >= 1 && a % modulus == 0)?;
            Some((**inner).clone() % rhs.clone())
        }
        _ => None,
    }
}

// --- Printing ------------------------------------------------------------------------------------

/// Prints an expression like AsmPrinter's `printAffineExprInternal`; `strong` requests
/// parentheses around a binary expression.
fn print_expr(f: &mut fmt::Formatter<'_>, expr: &AffineExpr, strong: bool) -> fmt::Result {
    let (lhs, rhs, spelling) = match expr {
        AffineExpr::Dim(position) => return write!(f, "d{position}"),
        AffineExpr::Symbol(position) => return write!(f, "s{position}"),
        AffineExpr::Constant(value) => return write!(f, "{value}"),
        AffineExpr::Add(l, r) => (l, r, " + "),
        AffineExpr::Mul(l, r) => (l, r, " * "),
        AffineExpr::Mod(l, r) => (l, r, " mod "),
        AffineExpr::FloorDiv(l, r) => (l, r, " floordiv "),
        AffineExpr::CeilDiv(l, r) => (l, r, " ceildiv "),
    };
    let is_add = matches!(expr, AffineExpr::Add(..));
    f.write_str(if strong { "(" } else { "" })?;
    match (rhs.constant(), rhs.mul_by_constant()) {
        // A product with -1 prints as a negation.
        (Some(-1), _) if matches!(expr, AffineExpr::Mul(..)) => {
            f.write_str("-")?;
            print_expr(f, lhs, true)?;
        }
        // Adding a product with a negative factor prints as a subtraction.
        (_, Some((term, factor))) if is_add && factor <= -1 => {
            print_expr(f, lhs, false)?;
            f.write_str(" - ")?;
            if factor == -1 {
                print_expr(f, term, matches!(term, AffineExpr::Add(..)))?;
            } else {
                print_expr(f, term, true)?;
                write!(f, " * {}", factor.wrapping_neg())?;
            }
        }
        // Adding a negative constant prints as a subtraction.
        (Some(value), _) if is_add && value < 0 => {
            print_expr(f, lhs, false)?;
            write!(f, " - {}", value.wrapping_neg())?;
        }
        _ => {
            print_expr(f, lhs, !is_add)?;
            f.write_str(spelling)?;
            print_expr(f, rhs, !is_add)?;
        }
    }
    f.write_str(if strong { ")" } else { "" })
}

/// Prints `(d0, d1)` followed by `[s0]` when there are symbols.
fn print_identifiers(f: &mut fmt::Formatter<'_>, num_dims: u32, num_symbols: u32) -> fmt::Result {
    let names = |prefix: char, count: u32| -> Vec<String> {
        (0..count).map(|position| format!("{prefix}{position}")).collect()
    };
    write!(f, "({})", names('d', num_dims).join(", "))?;
    if num_symbols != 0 {
        write!(f, "[{}]", names('s', num_symbols).join(", "))?;
    }
    Ok(())
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_expr(f, self, false)
    }
}

impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_identifiers(f, self.num_dims, self.num_symbols)?;
        let results: Vec<String> = self.results.iter().map(ToString::to_string).collect();
        write!(f, " -> ({})", results.join(", "))
    }
}

impl fmt::Display for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_identifiers(f, self.num_dims, self.num_symbols)?;
        let constraints: Vec<String> = (self.constraints.iter().enumerate())
            .map(|(index, constraint)| match self.is_equality.get(index) {
                Some(true) => format!("{constraint} == 0"),
                _ => format!("{constraint} >= 0"),
            })
            .collect();
        write!(f, " : ({})", constraints.join(", "))
    }
}

impl fmt::Display for AffineMapOrIntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AffineMapOrIntegerSet::Map(map) => map.fmt(f),
            AffineMapOrIntegerSet::Set(set) => set.fmt(f),
        }
    }
}

// --- Lexing --------------------------------------------------------------------------------------

/// The most operands one top-level expression may have. MLIR has no limit; this one keeps the
/// trees shallow enough for the recursive algorithms on any input.
const MAX_OPERANDS: usize = 1000;
/// The deepest nesting of parentheses and negations that the parser accepts.
const MAX_NESTING: usize = 200;

/// The kinds of MLIR's tokens that matter to affine structures. The parser never consumes an
/// `Other` token, so only where such a token starts matters, not where it ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Eof,
    Error,
    Punct(u8),
    Arrow,
    Integer,
    Identifier,
    PercentIdentifier,
    Other,
}

/// A token; a lexing error carries the location and message that MLIR's lexer reports.
#[derive(Clone, Copy, Debug)]
struct Token {
    kind: Kind,
    start: usize,
    end: usize,
    error: Option<(usize, &'static str)>,
}

/// A lexer following MLIR's `Lexer::lexToken`.
struct Lexer<'a> {
    bytes: &'a [u8],
    position: usize,
}

impl Lexer<'_> {
    fn peek(&self, ahead: usize) -> u8 {
        self.bytes.get(self.position + ahead).copied().unwrap_or(0)
    }

    fn skip_while(&mut self, predicate: impl Fn(u8) -> bool) {
        while self.position < self.bytes.len() && predicate(self.bytes[self.position]) {
            self.position += 1;
        }
    }

    fn token(&self, kind: Kind, start: usize) -> Token {
        Token { kind, start, end: self.position, error: None }
    }

    fn error(at: usize, message: &'static str) -> Token {
        Token { kind: Kind::Error, start: at, end: at, error: Some((at, message)) }
    }

    fn next_token(&mut self) -> Token {
        loop {
            let start = self.position;
            let Some(&byte) = self.bytes.get(start) else { return self.token(Kind::Eof, start) };
            self.position += 1;
            let kind = match byte {
                // A NUL byte inside the text is skipped like whitespace.
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'/' if self.peek(0) == b'/' => {
                    self.skip_while(|b| b != b'\n' && b != b'\r');
                    self.position = (self.position + 1).min(self.bytes.len());
                    continue;
                }
                b'-' if self.peek(0) == b'>' => {
                    self.position += 1;
                    Kind::Arrow
                }
                b'_' | b'a'..=b'z' | b'A'..=b'Z' => {
                    self.skip_while(|b| {
                        b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.')
                    });
                    Kind::Identifier
                }
                b'0' if self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() => {
                    self.position += 1;
                    self.skip_while(|b| b.is_ascii_hexdigit());
                    Kind::Integer
                }
                b'0'..=b'9' => {
                    self.skip_while(|b| b.is_ascii_digit());
                    // A float literal is not an affine operand.
                    if self.peek(0) == b'.' {
                        Kind::Other
                    } else {
                        Kind::Integer
                    }
                }
                b'(' | b')' | b'[' | b']' | b',' | b':' | b'<' | b'>' | b'=' | b'+' | b'*'
                | b'-' => Kind::Punct(byte),
                b'{' | b'}' | b'?' | b'|' | b'/' => Kind::Other,
                b'.' | b'"' | b'@' | b'#' | b'!' | b'^' | b'%' => {
                    return self.lex_other(byte, start)
                }
                _ => return Self::error(start, "unexpected character"),
            };
            return self.token(kind, start);
        }
    }

    /// Lexes an ellipsis, string, or `@`, `#`, `!`, `^` or `%` identifier, which may be
    /// malformed; only `%` identifiers matter to the parser.
    fn lex_other(&mut self, byte: u8, start: usize) -> Token {
        let next = self.peek(0);
        let suffix_start =
            next.is_ascii_alphanumeric() || matches!(next, b'$' | b'.' | b'_' | b'-');
        let message = match byte {
            b'.' if next == b'.' && self.peek(1) == b'.' => return self.token(Kind::Other, start),
            b'.' => {
                return Self::error(start + 1, "expected three consecutive dots for an ellipsis")
            }
            b'@' if next == b'_' || next.is_ascii_alphabetic() => {
                return self.token(Kind::Other, start);
            }
            b'@' if next != b'"' => {
                return Self::error(start + 1, "@ identifier expected to start with letter or '_'");
            }
            b'"' | b'@' => return self.lex_string(start),
            b'%' if suffix_start => return self.token(Kind::PercentIdentifier, start),
            _ if suffix_start => return self.token(Kind::Other, start),
            b'#' => "invalid attribute name",
            b'%' => "invalid SSA name",
            b'^' => "invalid block name",
            _ => "invalid type identifier",
        };
        Self::error(start, message)
    }

    /// Checks a string literal, after its opening quote, for MLIR's lexing errors.
    fn lex_string(&mut self, start: usize) -> Token {
        if self.bytes.get(start) == Some(&b'@') {
            self.position += 1;
        }
        loop {
            let at = self.position;
            self.position += 1;
            match self.bytes.get(at) {
                Some(b'"') => return self.token(Kind::Other, start),
                None | Some(b'\n' | b'\x0b' | b'\x0c') => {
                    return Self::error(at, "expected '\"' in string literal");
                }
                Some(b'\\') => match self.peek(0) {
                    b'"' | b'\\' | b'n' | b't' => self.position += 1,
                    a if a.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() => {
                        self.position += 2;
                    }
                    _ => return Self::error(at, "unknown escape in string literal"),
                },
                _ => {}
            }
        }
    }
}

// --- Parsing -------------------------------------------------------------------------------------

type ParseResult<T> = Result<T, AffineParseError>;

/// A recursive-descent parser mirroring MLIR's `AffineParser`, including its diagnostics.
struct Parser<'a> {
    text: &'a str,
    lexer: Lexer<'a>,
    token: Token,
    consumed: usize,
    identifiers: Vec<(&'a str, AffineExpr)>,
    operand_budget: usize,
    nesting: usize,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Self {
        let mut lexer = Lexer { bytes: text.as_bytes(), position: 0 };
        let token = lexer.next_token();
        let identifiers = Vec::new();
        Parser { text, lexer, token, consumed: 0, identifiers, operand_budget: 0, nesting: 0 }
    }

    fn consume(&mut self) {
        self.consumed = self.token.end;
        self.token = self.lexer.next_token();
    }

    fn consume_if(&mut self, kind: Kind) -> bool {
        let matches = self.token.kind == kind;
        matches.then(|| self.consume()).is_some()
    }

    fn spelling(&self) -> &'a str {
        self.text.get(self.token.start..self.token.end).unwrap_or("")
    }

    /// Reports an error at `offset`, unless the current token is a lexing error: MLIR reports
    /// the lexer's diagnostic then.
    fn error_at(&self, offset: usize, message: impl Into<String>) -> AffineParseError {
        let (offset, message) = match self.token.error {
            Some((at, lexer_message)) => (at, lexer_message.into()),
            None => (offset, message.into()),
        };
        AffineParseError { offset, message, followed_by: Vec::new() }
    }

    /// Returns the current token's offset, moved back one byte at the end of the input.
    fn token_offset(&self) -> usize {
        self.token.start.saturating_sub(usize::from(self.token.kind == Kind::Eof))
    }

    fn error_here(&self, message: impl Into<String>) -> AffineParseError {
        self.error_at(self.token_offset(), message)
    }

    /// Reports an unexpected token like `Parser::emitWrongTokenError`: at the end of the text
    /// before it, skipping blanks, blank lines and `//` comments of previous lines. The text is
    /// assumed to start right after a token, such as the `<` of `affine_map<`.
    fn wrong_token_error(&self, message: &str) -> AffineParseError {
        let bytes = self.text.as_bytes();
        let mut end = self.token_offset().min(bytes.len());
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            match bytes[..end].last() {
                None => return self.error_at(0, message),
                Some(b'\n' | b'\r') => end -= 1,
                Some(_) => return self.error_at(end, message),
            }
            let line_start = bytes[..end].iter().rposition(|&b| b == b'\n' || b == b'\r');
            let line_start = line_start.unwrap_or(0);
            if let Some(comment) = bytes[line_start..end].windows(2).position(|w| w == b"//") {
                end = line_start + comment;
            }
        }
    }

    fn expect(&mut self, kind: Kind, message: &str) -> ParseResult<()> {
        self.consume_if(kind).then_some(()).ok_or_else(|| self.wrong_token_error(message))
    }

    /// Parses `open element (, element)* close` or `open close`, like MLIR's
    /// `parseCommaSeparatedList` with a delimiter.
    fn parse_list(
        &mut self,
        (open, close, context): (u8, u8, &str),
        element: &mut dyn FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        self.expect(Kind::Punct(open), &format!("expected '{}'{context}", char::from(open)))?;
        if self.consume_if(Kind::Punct(close)) {
            return Ok(());
        }
        element(self)?;
        while self.consume_if(Kind::Punct(b',')) {
            element(self)?;
        }
        self.expect(Kind::Punct(close), &format!("expected '{}'{context}", char::from(close)))
    }

    /// Parses the dimension list, or the symbol list when `symbols` is set, and binds the names.
    fn parse_identifier_list(&mut self, symbols: bool) -> ParseResult<u32> {
        let delimiters = match symbols {
            true => (b'[', b']', " in symbol list"),
            false => (b'(', b')', " in dimensional identifier list"),
        };
        let mut count = 0u32;
        self.parse_list(delimiters, &mut |parser| {
            let expr = if symbols { AffineExpr::Symbol(count) } else { AffineExpr::Dim(count) };
            count = count.saturating_add(1);
            if parser.token.kind != Kind::Identifier {
                return Err(parser.wrong_token_error("expected bare identifier"));
            }
            let name = parser.spelling();
            if parser.identifiers.iter().any(|(existing, _)| *existing == name) {
                return Err(parser.error_here(format!("redefinition of identifier '{name}'")));
            }
            parser.consume();
            parser.identifiers.push((name, expr));
            Ok(())
        })?;
        Ok(count)
    }

    fn parse_map_or_set(&mut self) -> ParseResult<AffineMapOrIntegerSet> {
        let num_dims = self.parse_identifier_list(false)?;
        let has_symbols = self.token.kind == Kind::Punct(b'[');
        let num_symbols = if has_symbols { self.parse_identifier_list(true)? } else { 0 };
        if self.consume_if(Kind::Arrow) {
            let mut results = Vec::new();
            self.parse_list((b'(', b')', " in affine map range"), &mut |parser| {
                results.push(parser.parse_affine_expr()?);
                Ok(())
            })?;
            return Ok(AffineMapOrIntegerSet::Map(AffineMap { num_dims, num_symbols, results }));
        }
        self.expect(Kind::Punct(b':'), "expected '->' or ':'")?;
        // An empty constraint list stands for the set `0 == 0`.
        let (mut constraints, mut is_equality) = (vec![], vec![]);
        self.parse_list((b'(', b')', " in integer set constraint list"), &mut |parser| {
            let (constraint, equality) = parser.parse_constraint()?;
            constraints.push(constraint);
            is_equality.push(equality);
            Ok(())
        })?;
        if constraints.is_empty() {
            (constraints, is_equality) = (vec![AffineExpr::Constant(0)], vec![true]);
        }
        let set = IntegerSet { num_dims, num_symbols, constraints, is_equality };
        Ok(AffineMapOrIntegerSet::Set(set))
    }

    /// Parses `lhs >= rhs`, `lhs <= rhs` or `lhs == rhs` into a comparison against zero. As in
    /// MLIR, each operator is two tokens and the operators are tried in this order.
    fn parse_constraint(&mut self) -> ParseResult<(AffineExpr, bool)> {
        let lhs = self.parse_affine_expr()?;
        let mut operator =
            |first| self.consume_if(Kind::Punct(first)) && self.consume_if(Kind::Punct(b'='));
        if operator(b'>') {
            Ok((lhs - self.parse_affine_expr()?, false))
        } else if operator(b'<') {
            Ok((self.parse_affine_expr()? - lhs, false))
        } else if operator(b'=') {
            Ok((lhs - self.parse_affine_expr()?, true))
        } else {
            let message =
                "expected '== affine-expr' or '>= affine-expr' at end of affine constraint";
            Err(self.error_here(message))
        }
    }

    /// Parses a left-associative chain of `+` and `-` whose operands may be chains of the
    /// higher-precedence operators, like MLIR's `parseAffineLowPrecOpExpr`.
    fn parse_affine_expr(&mut self) -> ParseResult<AffineExpr> {
        if self.nesting == 0 {
            self.operand_budget = MAX_OPERANDS;
        }
        let mut pending: Option<(AffineExpr, bool)> = None;
        loop {
            let mut operand = self.parse_operand(pending.is_some())?;
            let op_offset = self.token.start;
            if let Some(op) = self.consume_high_op() {
                operand = self.parse_high_precedence(operand, op, op_offset)?;
            }
            let expr = match pending.take() {
                Some((lhs, true)) => lhs - operand,
                Some((lhs, false)) => lhs + operand,
                None => operand,
            };
            let Kind::Punct(op @ (b'+' | b'-')) = self.token.kind else { return Ok(expr) };
            self.consume();
            pending = Some((expr, op == b'-'));
        }
    }

    fn consume_high_op(&mut self) -> Option<&'static str> {
        let op = match (self.token.kind, self.spelling()) {
            (Kind::Punct(b'*'), _) => "*",
            (Kind::Identifier, "floordiv") => "floordiv",
            (Kind::Identifier, "ceildiv") => "ceildiv",
            (Kind::Identifier, "mod") => "mod",
            _ => return None,
        };
        self.consume();
        Some(op)
    }

    /// Parses the rest of a chain of `*`, `floordiv`, `ceildiv` and `mod` after `lhs op`, like
    /// MLIR's `parseAffineHighPrecOpExpr`, which blames a non-affine operation on the operator
    /// after it when there is one.
    fn parse_high_precedence(
        &mut self,
        mut lhs: AffineExpr,
        mut op: &'static str,
        mut op_offset: usize,
    ) -> ParseResult<AffineExpr> {
        loop {
            let rhs = self.parse_operand(true)?;
            let next_offset = self.token.start;
            let Some(next_op) = self.consume_high_op() else {
                return self.build_high(op, lhs, rhs, op_offset);
            };
            lhs = self.build_high(op, lhs, rhs, next_offset)?;
            (op, op_offset) = (next_op, next_offset);
        }
    }

    fn build_high(
        &self,
        op: &str,
        lhs: AffineExpr,
        rhs: AffineExpr,
        at: usize,
    ) -> ParseResult<AffineExpr> {
        let message = match op {
            "*" if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() => {
                "at least one of the multiply operands has to be either a constant or symbolic"
                    .into()
            }
            "*" => return Ok(lhs * rhs),
            _ if !rhs.is_symbolic_or_constant() => {
                format!("right operand of {op} has to be either a constant or symbolic")
            }
            "floordiv" => return Ok(lhs.floor_div(rhs)),
            "ceildiv" => return Ok(lhs.ceil_div(rhs)),
            _ => return Ok(lhs % rhs),
        };
        Err(self.error_at(at, format!("non-affine expression: {message}")))
    }

    /// Parses an identifier, integer, parenthesized expression or negation, like MLIR's
    /// `parseAffineOperandExpr`; `has_lhs` selects the message for a missing operand.
    fn parse_operand(&mut self, has_lhs: bool) -> ParseResult<AffineExpr> {
        if self.operand_budget == 0 {
            return Err(self.error_here("affine expression is too large"));
        }
        self.operand_budget -= 1;
        let nests = matches!(self.token.kind, Kind::Punct(b'(' | b'-'));
        if nests && self.nesting >= MAX_NESTING {
            return Err(self.error_here("affine expression is nested too deeply"));
        }
        match (self.token.kind, self.spelling()) {
            (Kind::Identifier, "symbol") => {
                self.consume();
                self.expect(Kind::Punct(b'('), "expected '(' at start of SSA symbol")?;
                Err(self.wrong_token_error("unexpected ssa identifier"))
            }
            (Kind::PercentIdentifier, _) => {
                Err(self.wrong_token_error("unexpected ssa identifier"))
            }
            (Kind::Integer, spelling) => {
                let value = match spelling.strip_prefix("0x") {
                    Some(hex) => u64::from_str_radix(hex, 16).ok(),
                    None => spelling.parse::<u64>().ok(),
                };
                let value = value.and_then(|value| i64::try_from(value).ok());
                let value = value.ok_or_else(|| self.error_here("constant too large for index"))?;
                self.consume();
                Ok(AffineExpr::Constant(value))
            }
            (Kind::Punct(b'('), _) => {
                self.consume();
                if self.token.kind == Kind::Punct(b')') {
                    return Err(self.error_here("no expression inside parentheses"));
                }
                self.nesting += 1;
                let expr = self.parse_affine_expr();
                self.nesting -= 1;
                let expr = expr?;
                self.expect(Kind::Punct(b')'), "expected ')'")?;
                Ok(expr)
            }
            (Kind::Punct(b'-'), _) => {
                self.consume();
                self.nesting += 1;
                let operand = self.parse_operand(has_lhs);
                self.nesting -= 1;
                match operand {
                    Ok(operand) => Ok(-operand),
                    // MLIR follows the operand's error with its own.
                    Err(mut error) => {
                        error.followed_by.push(self.error_here("missing operand of negation"));
                        Err(error)
                    }
                }
            }
            (Kind::Punct(b'+' | b'*'), _) if !has_lhs => {
                Err(self.error_here("missing left operand of binary operator"))
            }
            (Kind::Identifier, name) => {
                let found = self.identifiers.iter().find(|(existing, _)| *existing == name);
                let expr = found.map(|(_, expr)| expr.clone());
                let expr =
                    expr.ok_or_else(|| self.wrong_token_error("use of undeclared identifier"))?;
                self.consume();
                Ok(expr)
            }
            _ if has_lhs => Err(self.error_here("missing right operand of binary operator")),
            _ => Err(self.error_here("expected affine expression")),
        }
    }
}

/// Parses either an affine map or an integer set, as MLIR's
/// `parseAffineMapOrIntegerSetReference` does (both start with the dim list).
///
/// `text` starts at the dimension list; the result carries the number of bytes consumed, which
/// ends right after the last token of the structure (before a closing `>`, for example).
pub fn parse_affine_map_or_integer_set(
    text: &str,
) -> Result<(AffineMapOrIntegerSet, usize), AffineParseError> {
    let mut parser = Parser::new(text);
    let parsed = parser.parse_map_or_set()?;
    Ok((parsed, parser.consumed))
}

/// Parses with `parse_affine_map_or_integer_set` and keeps the structure `pick` accepts, or
/// reports `message` at the start of the text like `mlir-opt`.
fn parse_one<T>(
    text: &str,
    pick: fn(AffineMapOrIntegerSet) -> Option<T>,
    message: &str,
) -> Result<(T, usize), AffineParseError> {
    let mut parser = Parser::new(text);
    let start = parser.token.start;
    let parsed = pick(parser.parse_map_or_set()?);
    parsed.map(|parsed| (parsed, parser.consumed)).ok_or_else(|| parser.error_at(start, message))
}

/// Parses an affine map such as `(d0)[s0] -> (d0 + s0)`, returning it with the number of bytes
/// consumed; an integer set is reported as `expected AffineMap, but got IntegerSet`.
pub fn parse_affine_map(text: &str) -> Result<(AffineMap, usize), AffineParseError> {
    let pick = |parsed| if let AffineMapOrIntegerSet::Map(map) = parsed { Some(map) } else { None };
    parse_one(text, pick, "expected AffineMap, but got IntegerSet")
}

/// Parses an integer set such as `(d0)[s0] : (d0 - s0 >= 0)`, returning it with the number of
/// bytes consumed; an affine map is reported as `expected IntegerSet, but got AffineMap`.
pub fn parse_integer_set(text: &str) -> Result<(IntegerSet, usize), AffineParseError> {
    let pick = |parsed| if let AffineMapOrIntegerSet::Set(set) = parsed { Some(set) } else { None };
    parse_one(text, pick, "expected IntegerSet, but got AffineMap")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What followed each case in the `mlir-opt` input that produced the expectations.
    const SUFFIX: &str = ">} : () -> ()";

    /// `input ==> output` lines: the body of an `affine_map<...>` or `affine_set<...>` attribute
    /// and how `mlir-opt` 22 prints it (`\n` stands for a line break).
    const PRINTED: &str = r"
(d0) -> (2 + d0) ==> (d0) -> (d0 + 2)
(d0) -> (d0 * 2 * 3) ==> (d0) -> (d0 * 6)
(d0) -> (d0 - d0) ==> (d0) -> (0)
(d0, d1) -> (d1 + d0) ==> (d0, d1) -> (d0 + d1)
(d0)[s0] -> (s0 * d0, d0 * s0) ==> (d0)[s0] -> (d0 * s0, d0 * s0)
(d0, d1) -> (d1 * 3 + d0 * 2) ==> (d0, d1) -> (d1 * 3 + d0 * 2)
(d0) -> (d0 floordiv -2, d0 ceildiv -2, d0 mod -2) ==> (d0) -> (d0 floordiv -2, d0 ceildiv -2, d0 mod -2)
(d0) -> ((d0 * 4) floordiv 2, (d0 floordiv 4) * 2 floordiv 2) ==> (d0) -> (d0 * 2, d0 floordiv 4)
(d0)[s0, s1] -> (s1 * s0, s0 + d0, (d0 + s0) + d0, d0 + 2 + s0) ==> (d0)[s0, s1] -> (s0 * s1, d0 + s0, d0 + s0 + d0, d0 + s0 + 2)
(d0, d1)[s0] -> (d0 + s0 * 2, d1 mod 4) ==> (d0, d1)[s0] -> (d0 + s0 * 2, d1 mod 4)
(d0) : (d0 >= 0) ==> (d0) : (d0 >= 0)
(d0)[s0] : (d0 - 10 >= 0, s0 - d0 == 0) ==> (d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)
(d0) : (1 == 0) ==> (d0) : (1 == 0)
(d0) : () ==> (d0) : (0 == 0)
() -> () ==> () -> ()
()[s0] -> () ==> ()[s0] -> ()
(i, j)[N] -> (i + N, j * N) ==> (d0, d1)[s0] -> (d0 + s0, d1 * s0)
(d0) -> (-d0, -(d0 + 1), d0 + -3) ==> (d0) -> (-d0, -(d0 + 1), d0 - 3)
(d0)[s0] -> (d0 - s0 * 2, d0 + s0 * -2, d0 - s0) ==> (d0)[s0] -> (d0 - s0 * 2, d0 - s0 * 2, d0 - s0)
(d0) -> (d0 - (d0 + 1)) ==> (d0) -> (d0 - (d0 + 1))
(d0) -> (d0 - d0 floordiv 4 * 4) ==> (d0) -> (d0 mod 4)
(d0) -> (d0 mod 4 mod 2, d0 mod 2 mod 4, (d0 mod 6) mod 4) ==> (d0) -> (d0 mod 2, (d0 mod 2) mod 4, (d0 mod 6) mod 4)
(d0) -> ((d0 * 8 + 3) floordiv 4) ==> (d0) -> (d0 * 2)
(d0, d1) -> ((d0 * 4 + d1) floordiv 2) ==> (d0, d1) -> (d0 * 2 + d1 floordiv 2)
(d0) -> ((d0 * 128) mod 64, (d0 * 4 + 3) mod 2, (d0 + 4) mod 2) ==> (d0) -> (0, 1, d0 mod 2)
(d0) -> (7 floordiv 2, -7 floordiv 2, 7 ceildiv 2, -7 ceildiv 2, -7 mod 3) ==> (d0) -> (3, -4, 4, -3, 2)
(d0) -> (7 mod -3, 7 floordiv -2, 7 ceildiv -2, 7 floordiv 0) ==> (d0) -> (7 mod -3, -4, -3, 7 floordiv 0)
(d0) -> (d0 * 0, d0 * 1, 0 * d0, d0 floordiv 1, d0 ceildiv 1, d0 mod 1) ==> (d0) -> (0, d0, 0, d0, d0, 0)
(d0)[s0] -> (d0 floordiv s0, d0 ceildiv s0, d0 mod s0, s0 * s0) ==> (d0)[s0] -> (d0 floordiv s0, d0 ceildiv s0, d0 mod s0, s0 * s0)
(d0)[s0] -> (d0 - (d0 floordiv s0) * s0) ==> (d0)[s0] -> (d0 mod s0)
(d0) -> ((d0 * 6) ceildiv 3, (d0 * 6) ceildiv 4, (d0 * 6 + 1) ceildiv 3) ==> (d0) -> (d0 * 2, (d0 * 6) ceildiv 4, (d0 * 6 + 1) ceildiv 3)
(d0, d1, d2) -> (d2 + d1 + d0, d0 + d2 + d1) ==> (d0, d1, d2) -> (d1 + d2 + d0, d0 + d2 + d1)
()[s0, s1, s2] -> (s2 * s1 * s0) ==> ()[s0, s1, s2] -> ((s1 * s2) * s0)
(d0)[s0] -> (s0 + d0 * 2 + 1) ==> (d0)[s0] -> (d0 * 2 + s0 + 1)
(d0)[s0] -> (s0 * (d0 + 1), (d0 + 1) * s0) ==> (d0)[s0] -> ((d0 + 1) * s0, (d0 + 1) * s0)
(d0)[s0] -> (d0 * s0 * 2, d0 * 2 * s0) ==> (d0)[s0] -> ((d0 * s0) * 2, (d0 * s0) * 2)
(d0) -> (0x10 + d0, 9223372036854775807) ==> (d0) -> (d0 + 16, 9223372036854775807)
(d0) -> (d0 + 9223372036854775807 + 1) ==> (d0) -> (d0 - -9223372036854775808)
(d0) -> ((-9223372036854775807 - 1) floordiv -1) ==> (d0) -> (-9223372036854775808 floordiv -1)
(d0) -> (9223372036854775807 + 1, 9223372036854775807 * 2) ==> (d0) -> (9223372036854775807 + 1, 9223372036854775807 * 2)
(d0) -> (d0 * -9223372036854775807 * 2) ==> (d0) -> (d0 * 2)
(d0)[s0] -> (d0 + ((d0 floordiv s0) * s0) mod -1) ==> (d0)[s0] -> (d0 mod s0)
(d0) -> (d0 + (d0 floordiv 4) * -4, d0 + (d0 floordiv -4) * 4) ==> (d0) -> (d0 mod 4, d0 + (d0 floordiv -4) * 4)
()[s0, s1] -> ((s0 + s1) + (s1 floordiv 4) * -4) ==> ()[s0, s1] -> (s0 + s1 mod 4)
()[s0, s1] -> ((s1 + s0) - (s1 floordiv 4) * 4) ==> ()[s0, s1] -> (s0 + s1 mod 4)
(d0) -> (d0 + 1 + 2, (d0 + 2) + d0, 1 + d0 + 1) ==> (d0) -> (d0 + 3, d0 * 2 + 2, d0 + 2)
(d0)[s0] -> (s0 + 1 + d0) ==> (d0)[s0] -> (d0 + s0 + 1)
(d0) -> (d0 * 2 + d0 * 3, d0 * 2 - d0 * 2, d0 + d0 + d0) ==> (d0) -> (d0 * 5, 0, d0 * 3)
(d0) -> ((d0 floordiv 2) floordiv 3, (d0 ceildiv 2) ceildiv 3, (d0 mod 4) floordiv 2) ==> (d0) -> ((d0 floordiv 2) floordiv 3, (d0 ceildiv 2) ceildiv 3, (d0 mod 4) floordiv 2)
(d0)[s0] -> (-s0, -(s0 * 2), -(d0 floordiv 2), -(d0 mod 3), d0 - (d0 mod 3), d0 - (s0 + 1)) ==> (d0)[s0] -> (-s0, s0 * -2, -(d0 floordiv 2), -(d0 mod 3), d0 - d0 mod 3, d0 - (s0 + 1))
(d0, d1) -> (d0 - (d1 + 2), -(d0 - d1), d0 - -d1) ==> (d0, d1) -> (d0 - (d1 + 2), -(d0 - d1), d0 + d1)
(d0)[s0] -> ((d0 + s0) * 2 - 1) ==> (d0)[s0] -> ((d0 + s0) * 2 - 1)
(d0)[s0] : (d0 <= s0, d0 == s0, d0 >= s0 + 1) ==> (d0)[s0] : (-d0 + s0 >= 0, d0 - s0 == 0, d0 - (s0 + 1) >= 0)
(d0) : (d0 > = 0) ==> (d0) : (d0 >= 0)
(d0)[s0] : (d0 * 2 + 1 >= s0 floordiv 2) ==> (d0)[s0] : (d0 * 2 - s0 floordiv 2 + 1 >= 0)
(mod, floordiv)[ceildiv] -> (mod floordiv ceildiv) ==> (d0, d1)[s0] -> (d0 floordiv s0)
(i32, x.y, a$b, _z) -> (i32 + x.y + a$b + _z) ==> (d0, d1, d2, d3) -> (d0 + d1 + d2 + d3)
(d0)[s0] -> (d0 floordiv (s0 * 2), (d0 * s0) floordiv s0) ==> (d0)[s0] -> (d0 floordiv (s0 * 2), (d0 * s0) floordiv s0)
(d0) -> ((d0 + 1) * -1, (d0 + 1) * -2, d0 - (d0 + 1) * 2) ==> (d0) -> (-(d0 + 1), (d0 + 1) * -2, d0 - (d0 + 1) * 2)
(d0, d1) -> (d0 + d1 * -1 - 5, d0 - d1 * 3 + 7) ==> (d0, d1) -> (d0 - d1 - 5, d0 - d1 * 3 + 7)
(d0) -> ((d0 floordiv 2) * -1 + d0, d0 mod 2 + d0 floordiv 2 * 2) ==> (d0) -> (-(d0 floordiv 2) + d0, d0 mod 2 + (d0 floordiv 2) * 2)
(d0) -> (-(-d0), - - d0, -(-5)) ==> (d0) -> (d0, d0, 5)
(d0) : (d0 - d0 >= 0, -1 >= 0) ==> (d0) : (0 >= 0, -1 >= 0)
(d0, d1) : (d0 + d1 == 0, d0 - d1 >= 0) ==> (d0, d1) : (d0 + d1 == 0, d0 - d1 >= 0)
(d0)[s0] -> ((s0 floordiv 2) * d0, (s0 mod 2) * d0 * 3) ==> (d0)[s0] -> (d0 * (s0 floordiv 2), (d0 * (s0 mod 2)) * 3)
(d0)[s0, s1] -> (d0 * s1 * s0, s1 * s0 * d0) ==> (d0)[s0, s1] -> ((d0 * s1) * s0, d0 * (s0 * s1))
(d0)[s0] -> (s0 * d0 + s0, (d0 + s0) * s0) ==> (d0)[s0] -> (d0 * s0 + s0, (d0 + s0) * s0)
(d0) ->\n  // a comment\n  (d0 + 1) ==> (d0) -> (d0 + 1)
";

    /// `input ==> offset: message` lines: the first diagnostic `mlir-opt` 22 reports, with its
    /// location as a byte offset into the input.
    const ERRORS: &str = r#"
(d0) -> (d0 + d1) ==> 13: use of undeclared identifier
(d0) -> (d0 +) ==> 13: missing right operand of binary operator
(d0) -> (-) ==> 10: expected affine expression
(d0) -> (d0 * d0) ==> 12: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
(d0, d1) -> (d0 floordiv d1) ==> 16: non-affine expression: right operand of floordiv has to be either a constant or symbolic
(d0, d1) -> (d0 ceildiv d1) ==> 16: non-affine expression: right operand of ceildiv has to be either a constant or symbolic
(d0, d1) -> (d0 mod d1) ==> 16: non-affine expression: right operand of mod has to be either a constant or symbolic
(d0, d1) -> (d0 * d1 * 2) ==> 21: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
(d0) -> d0 ==> 7: expected '(' in affine map range
(d0) -> (d0 ==> 11: expected ')' in affine map range
(d0) -> (d0 d0) ==> 11: expected ')' in affine map range
(d0) ==> 4: expected '->' or ':'
(d0, d0) -> (d0) ==> 5: redefinition of identifier 'd0'
(1) -> () ==> 1: expected bare identifier
(d0 -> () ==> 3: expected ')' in dimensional identifier list
(d0)[s0 -> () ==> 7: expected ']' in symbol list
(d0) -> (()) ==> 10: no expression inside parentheses
(d0) -> (* d0) ==> 9: missing left operand of binary operator
(d0) -> (d0 + $) ==> 14: unexpected character
(d0) -> (d0 / 2) ==> 11: expected ')' in affine map range
(d0) -> (1.5) ==> 9: expected affine expression
(d0) -> (%x) ==> 9: unexpected ssa identifier
(d0) -> (symbol(%x)) ==> 16: unexpected ssa identifier
(d0) -> (symbol) ==> 15: expected '(' at start of SSA symbol
(d0) : (d0) ==> 10: expected '== affine-expr' or '>= affine-expr' at end of affine constraint
(d0) : (d0 > 0) ==> 13: expected '== affine-expr' or '>= affine-expr' at end of affine constraint
(d0) : (d0 >= 0 ==> 15: expected ')' in integer set constraint list
(d0) -> (d0 +\n\n    // comment\n  ) ==> 32: missing right operand of binary operator
(d0) -> (d0,\n  d5) ==> 12: use of undeclared identifier
(d0) -> ("abc) ==> 27: expected '"' in string literal
(d0) -> (@1) ==> 10: @ identifier expected to start with letter or '_'
(d0) -> (d0 . 2) ==> 13: expected three consecutive dots for an ellipsis
(d0) -> (18446744073709551616) ==> 9: constant too large for index
(d0) -> (9223372036854775808) ==> 9: constant too large for index
\n  d0) -> () ==> 0: expected '(' in dimensional identifier list
map: (d0) : (d0 >= 0) ==> 0: expected AffineMap, but got IntegerSet
set: (d0) -> (d0) ==> 0: expected IntegerSet, but got AffineMap
map: (d0) : (d0 >= 0) $ ==> 17: unexpected character
"#;

    /// Parses each `input ==> expected` line of a table; a `map: ` or `set: ` prefix selects
    /// `parse_affine_map` or `parse_integer_set`, and the result is printed as `expected` is.
    fn check(table: &str, print: fn(&str, Result<String, AffineParseError>) -> String) {
        for line in table.lines().filter(|line| !line.is_empty()) {
            let (input, expected) = line.split_once(" ==> ").expect("a table line");
            let text = |input: &str| format!("{}{SUFFIX}", input.replace("\\n", "\n"));
            let result = match input.split_once(": ") {
                Some(("map", input)) => {
                    parse_affine_map(&text(input)).map(|(m, n)| (m.to_string(), n))
                }
                Some(("set", input)) => {
                    parse_integer_set(&text(input)).map(|(s, n)| (s.to_string(), n))
                }
                _ => parse_affine_map_or_integer_set(&text(input)).map(|(v, n)| (v.to_string(), n)),
            };
            // A structure ends before the `>` that closes the attribute.
            let result = result.map(|(printed, consumed)| {
                assert_eq!(&text(input)[consumed..], SUFFIX, "{input}");
                printed
            });
            assert_eq!(print(input, result), expected, "{input}");
        }
    }

    #[test]
    fn prints_what_mlir_opt_prints() {
        check(PRINTED, |input, result| result.unwrap_or_else(|error| panic!("{input}: {error}")));
    }

    #[test]
    fn reports_what_mlir_opt_reports() {
        check(ERRORS, |input, result| match result {
            Ok(printed) => panic!("{input} parsed as {printed}"),
            Err(error) => format!("{}: {}", error.offset, error.message),
        });
    }

    #[test]
    fn builds_expressions_like_mlir() {
        use AffineExpr::{Constant, Dim, Symbol};
        assert_eq!((Constant(2) + Dim(1) + Dim(0)).to_string(), "d0 + d1 + 2");
        assert_eq!((Dim(0) * Constant(4)).floor_div(Constant(2)), Dim(0) * Constant(2));
        assert_eq!((Dim(0) - Symbol(0) * Constant(3)).to_string(), "d0 - s0 * 3");
        assert_eq!((Dim(0) % Constant(4) % Constant(2)).to_string(), "d0 mod 2");
        assert_eq!((Symbol(1) * Symbol(0)).ceil_div(Constant(1)).to_string(), "s0 * s1");
        assert_eq!((Dim(0) * Constant(6) + Dim(1) * Constant(4)).largest_known_divisor(), 2);
        let set = IntegerSet {
            num_dims: 0,
            num_symbols: 2,
            constraints: vec![Dim(0)],
            is_equality: vec![],
        };
        assert_eq!(set.to_string(), "()[s0, s1] : (d0 >= 0)");
    }

    #[test]
    fn rejects_pathological_inputs_without_crashing() {
        // The longest accepted sum makes a tree a thousand levels deep.
        let dims: Vec<String> = (0..1000).map(|position| format!("d{position}")).collect();
        let map = format!("({}) -> ({})", dims.join(", "), dims.join(" + "));
        assert_eq!(parse_affine_map(&map).unwrap().0.to_string(), map);
        let error = parse_affine_map(&format!("{} + d0)", &map[..map.len() - 1])).unwrap_err();
        assert_eq!(error.message, "affine expression is too large");
        let nested = format!("(d0) -> ({}d0{})", "(".repeat(10_000), ")".repeat(10_000));
        let error = parse_affine_map(&nested).unwrap_err();
        assert_eq!(error.message, "affine expression is nested too deeply");
        for text in ["", "(", "(d0) -> (d0 +", "(d0) : (d0 >", "\"", "(d0) -> (\u{e9})", "(\0d0"] {
            assert!(parse_affine_map_or_integer_set(text).is_err(), "{text:?}");
        }
    }
}
