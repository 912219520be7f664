//! The regexes of `expected-*-re` annotations: POSIX extended regexes read with the rules and
//! error messages of LLVM's `Regex`, translated into the syntax of the `regex` crate, which
//! matches them.
//!
//! Why the crate fits: MLIR compiles these patterns with `llvm::Regex`, a POSIX extended regex
//! engine that works on bytes, is case-sensitive, lets `.` and negated brackets match a newline
//! and anchors `^` and `$` to the ends of the message only. What MLIR's tests write in them is
//! `{{.*}}`, `{{[0-9]+}}`, `{{[[:space:]]*}}`, `{{[[:digit:]]+}}`, `{{(a|b)}}`, `{{^}}` and
//! `{{$}}`: regular languages, which the crate matches in linear time. Its syntax differs from
//! POSIX's, so a pattern is never handed to it as written: [`Parser`] reads it with LLVM's
//! grammar (so an invalid pattern gets the message `regerror` gives, which mlir-opt prints) and
//! [`translate`] writes each construct in the crate's syntax with LLVM's meaning:
//!
//! - a bracket expression (`[[:alpha:]_]`, `[^]a-]`, `[[.hyphen.]]`, `[[=a=]]`, ranges compared
//!   as signed `char`s, backslashes taken literally) is resolved here into the bytes it matches
//!   and written as a class of `\xNN` ranges, since the crate's class syntax differs on exactly
//!   these points;
//! - every literal byte is written as `\xNN`: LLVM reads `\n` as `n`, `\d` as `d` and a `{` that
//!   no digit follows as a brace, where the crate sees a newline, a digit class and a repetition;
//! - `.` is read with the flags `s` (it matches a newline, as without `REG_NEWLINE`) and `-u` (it
//!   matches one byte, not one UTF-8 character, so `h.` does not match all of `hé`);
//! - `^` and `$`, which POSIX extended syntax makes anchors anywhere in a pattern, become `\A`
//!   and `\z` (never line anchors);
//! - `[[:<:]]` and `[[:>:]]` become `\b{start}` and `\b{end}`, word boundaries over
//!   `[0-9A-Za-z_]` like LLVM's;
//! - groups become non-capturing groups, and `{m,n}` keeps its bounds (LLVM's limit of 255 is
//!   checked here);
//! - a back-reference `\N`, which the crate does not have, becomes the text of group `N` when
//!   that group takes part in every match, outside any repetition, with one possible text
//!   (`(x)-\1`); any other back-reference is reported as unsupported instead of being matched
//!   differently. MLIR's tests have no use for more: each `{{...}}` must compile on its own and
//!   becomes a group of the combined pattern, which shifts the numbers of the groups it names.
//!
//! Case needs no translation: both are case-sensitive.
//!
//! Not reproduced: LLVM's matcher passes zero-width assertions in steps between two bytes, as
//! many `^` and `$` as the pattern spells out and then at most one word boundary, so an anchor
//! repeated by a count, an anchor after a word boundary and two word boundaries at one position
//! never match there (`(${2})`, `[[:<:]]^a`, `[[:>:]][[:>:]]`); the crate treats every
//! assertion as a condition on the position. A pattern the crate refuses as too large matches
//! nothing, as one LLVM cannot compile does, but the two size limits differ. Patterns nested
//! more than 200 deep are refused as "out of memory".

use std::fmt::Write as _;

use regex::bytes::{Regex, RegexBuilder};

pub(super) const EPAREN: &str = "parentheses not balanced";
pub(super) const EBRACK: &str = "brackets ([ ]) not balanced";
pub(super) const EBRACE: &str = "braces not balanced";
pub(super) const BADBR: &str = "invalid repetition count(s)";
pub(super) const ERANGE: &str = "invalid character range";
pub(super) const ECTYPE: &str = "invalid character class";
pub(super) const ECOLLATE: &str = "invalid collating element";
pub(super) const BADRPT: &str = "repetition-operator operand invalid";
pub(super) const EMPTY: &str = "empty (sub)expression";
/// The message of a back-reference [`translate`] cannot write in the crate's syntax.
pub(super) const UNSUPPORTED_BACKREFERENCE: &str = "unsupported regex: a back-reference must name \
    a group that takes part in every match and matches one fixed text";
/// Deeper nesting is refused (as "out of memory") to bound recursion.
const MAX_DEPTH: usize = 200;
/// How deep the crate may nest a translated pattern: each level of [`MAX_DEPTH`] becomes a
/// group and possibly a repetition.
const NEST_LIMIT: u32 = 4 * MAX_DEPTH as u32;

/// POSIX collating-element names of the bytes 0 to 127 (aliases separated by `/`).
const COLLATING_NAMES: &str = "NUL SOH STX ETX EOT ENQ ACK BEL/alert BS/backspace HT/tab \
    LF/newline VT/vertical-tab FF/form-feed CR/carriage-return SO SI DLE DC1 DC2 DC3 DC4 NAK SYN \
    ETB CAN EM SUB ESC IS4/FS IS3/GS IS2/RS IS1/US space exclamation-mark quotation-mark \
    number-sign dollar-sign percent-sign ampersand apostrophe left-parenthesis right-parenthesis \
    asterisk plus-sign comma hyphen/hyphen-minus period/full-stop slash/solidus zero one two three \
    four five six seven eight nine colon semicolon less-than-sign equals-sign greater-than-sign \
    question-mark commercial-at A B C D E F G H I J K L M N O P Q R S T U V W X Y Z \
    left-square-bracket backslash/reverse-solidus right-square-bracket circumflex/circumflex-accent \
    underscore/low-line grave-accent a b c d e f g h i j k l m n o p q r s t u v w x y z \
    left-brace/left-curly-bracket vertical-line right-brace/right-curly-bracket tilde DEL";

/// Checks that LLVM's `Regex` compiles `pattern`; the error is `regerror`'s message.
pub(super) fn check(pattern: &[u8]) -> Result<(), &'static str> {
    Parser::parse(pattern).map(|_| ())
}

/// The matcher of `pattern`. `Ok(None)` when LLVM cannot compile it (its `Regex::match` then
/// never matches) or when the crate refuses the translation as too large; an error for a
/// back-reference that has no translation.
pub(super) fn compile(pattern: &[u8]) -> Result<Option<Regex>, &'static str> {
    let Ok((root, groups)) = Parser::parse(pattern) else { return Ok(None) };
    let mut fixed_texts = vec![None; groups + 1];
    record_fixed_texts(&root, true, &mut fixed_texts);
    let mut translated = String::new();
    translate(&root, &fixed_texts, &mut translated)?;
    let regex = RegexBuilder::new(&translated)
        .unicode(false)
        .dot_matches_new_line(true)
        .nest_limit(NEST_LIMIT)
        .build();
    Ok(regex.ok())
}

type ByteSet = Box<[bool; 256]>;

#[derive(Clone, Copy)]
enum Assert {
    Bol,
    Eol,
    WordStart,
    WordEnd,
}

/// A parsed pattern; the root is an `Alternatives` of `Concatenation`s.
enum Node {
    Byte(u8),
    Any,
    Set(ByteSet),
    Assert(Assert),
    /// A group and its number (from 1, in the order of the opening parentheses).
    Group(usize, Box<Node>),
    Backreference(usize),
    Concatenation(Vec<Node>),
    Alternatives(Vec<Node>),
    /// At least `min` and at most `max` (no bound when `None`) times.
    Repeat(Box<Node>, u32, Option<u32>),
}

/// A reader of POSIX extended regexes with the grammar and errors of LLVM's `regcomp`.
struct Parser<'a> {
    pattern: &'a [u8],
    position: usize,
    depth: usize,
    /// Which of the groups 1 to 9 are closed (a back-reference may name only those).
    closed: [bool; 10],
    groups: usize,
}

type Parsed<T> = Result<T, &'static str>;

impl Parser<'_> {
    /// Parses `pattern` into a tree; also returns its number of groups.
    fn parse(pattern: &[u8]) -> Parsed<(Node, usize)> {
        let mut parser = Parser { pattern, position: 0, depth: 0, closed: [false; 10], groups: 0 };
        Ok((parser.alternatives(None)?, parser.groups))
    }

    fn peek(&self) -> Option<u8> {
        self.pattern.get(self.position).copied()
    }

    fn peek_second(&self) -> Option<u8> {
        self.pattern.get(self.position + 1).copied()
    }

    fn eat(&mut self, byte: u8) -> bool {
        let seen = self.peek() == Some(byte);
        self.position += usize::from(seen);
        seen
    }

    fn eat_two(&mut self, first: u8, second: u8) -> bool {
        let seen = self.peek() == Some(first) && self.peek_second() == Some(second);
        self.position += 2 * usize::from(seen);
        seen
    }

    fn repetition_follows(&self) -> bool {
        matches!(self.peek(), Some(b'*' | b'+' | b'?'))
            || (self.peek() == Some(b'{') && self.peek_second().is_some_and(|c| c.is_ascii_digit()))
    }

    /// Alternatives up to the end of the pattern or to `stop`, which is left unread.
    fn alternatives(&mut self, stop: Option<u8>) -> Parsed<Node> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err("out of memory");
        }
        let mut alternatives = Vec::new();
        loop {
            let mut items = Vec::new();
            while let Some(byte) = self.peek().filter(|&byte| byte != b'|' && Some(byte) != stop) {
                self.position += 1;
                items.push(self.atom(byte)?);
            }
            if items.is_empty() {
                return Err(EMPTY);
            }
            alternatives.push(Node::Concatenation(items));
            if !self.eat(b'|') {
                self.depth -= 1;
                return Ok(Node::Alternatives(alternatives));
            }
        }
    }

    /// An atom starting with `byte` (already consumed) and its repetition, if any.
    fn atom(&mut self, byte: u8) -> Parsed<Node> {
        let atom = match byte {
            b'(' if self.peek().is_none() => return Err(EPAREN),
            b'(' => {
                self.groups += 1;
                let group = self.groups;
                let inner = match self.peek() {
                    Some(b')') => Node::Concatenation(Vec::new()),
                    _ => self.alternatives(Some(b')'))?,
                };
                if let Some(closed) = self.closed.get_mut(group) {
                    *closed = true;
                }
                if !self.eat(b')') {
                    return Err(EPAREN);
                }
                Node::Group(group, Box::new(inner))
            }
            b')' => return Err(EPAREN),
            b'^' => Node::Assert(Assert::Bol),
            b'$' => Node::Assert(Assert::Eol),
            b'*' | b'+' | b'?' => return Err(BADRPT),
            b'.' => Node::Any,
            b'[' => self.bracket()?,
            b'\\' => match self.peek() {
                None => return Err("trailing backslash (\\)"),
                Some(digit @ b'1'..=b'9') => {
                    let group = usize::from(digit - b'0');
                    if !self.closed.get(group).is_some_and(|&closed| closed) {
                        return Err("invalid backreference number");
                    }
                    self.position += 1;
                    Node::Backreference(group)
                }
                Some(escaped) => {
                    self.position += 1;
                    Node::Byte(escaped)
                }
            },
            b'{' if self.peek().is_some_and(|c| c.is_ascii_digit()) => return Err(BADRPT),
            other => Node::Byte(other),
        };
        if !self.repetition_follows() {
            return Ok(atom);
        }
        let operator = self.peek();
        self.position += 1;
        if byte == b'^' {
            return Err(BADRPT);
        }
        let (min, max) = match operator {
            Some(b'*') => (0, None),
            Some(b'+') => (1, None),
            Some(b'?') => (0, Some(1)),
            _ => {
                let min = self.count()?;
                let max = match self.eat(b',') {
                    false => Some(min),
                    true if self.peek().is_some_and(|c| c.is_ascii_digit()) => Some(self.count()?),
                    true => None,
                };
                if max.is_some_and(|max| max < min) {
                    return Err(BADBR);
                }
                if !self.eat(b'}') {
                    while self.peek().is_some_and(|c| c != b'}') {
                        self.position += 1;
                    }
                    return Err(if self.peek().is_none() { EBRACE } else { BADBR });
                }
                (min, max)
            }
        };
        if self.repetition_follows() {
            return Err(BADRPT);
        }
        Ok(Node::Repeat(Box::new(atom), min, max))
    }

    /// A repetition count, at most 255.
    fn count(&mut self) -> Parsed<u32> {
        let (mut count, mut digits) = (0, 0);
        while let Some(digit) = self.peek().filter(|c| c.is_ascii_digit() && count <= 255) {
            count = count * 10 + u32::from(digit - b'0');
            digits += 1;
            self.position += 1;
        }
        if digits == 0 || count > 255 {
            Err(BADBR)
        } else {
            Ok(count)
        }
    }

    /// A bracket expression, after its `[`.
    fn bracket(&mut self) -> Parsed<Node> {
        let rest = self.pattern.get(self.position..).unwrap_or_default();
        for (word, assert) in [(b"[:<:]]", Assert::WordStart), (b"[:>:]]", Assert::WordEnd)] {
            if rest.starts_with(word) {
                self.position += 6;
                return Ok(Node::Assert(assert));
            }
        }
        let mut set = Box::new([false; 256]);
        let invert = self.eat(b'^');
        if self.eat(b']') {
            set[usize::from(b']')] = true;
        } else if self.eat(b'-') {
            set[usize::from(b'-')] = true;
        }
        while self.peek().is_some_and(|c| c != b']')
            && !(self.peek() == Some(b'-') && self.peek_second() == Some(b']'))
        {
            self.term(&mut set)?;
        }
        if self.eat(b'-') {
            set[usize::from(b'-')] = true;
        }
        if !self.eat(b']') {
            return Err(EBRACK);
        }
        if invert {
            set.iter_mut().for_each(|member| *member = !*member);
        }
        Ok(Node::Set(set))
    }

    /// One term of a bracket expression: a class, an equivalence class, a byte or a range.
    fn term(&mut self, set: &mut [bool; 256]) -> Parsed<()> {
        let kind = match self.peek() {
            Some(b'[') => self.peek_second(),
            Some(b'-') => return Err(ERANGE),
            _ => None,
        };
        if let Some(end @ (b':' | b'=')) = kind {
            let error = if end == b':' { ECTYPE } else { ECOLLATE };
            self.position += 2;
            match self.peek() {
                None => return Err(EBRACK),
                Some(b'-' | b']') => return Err(error),
                _ => {}
            }
            if end == b'=' {
                set[usize::from(self.collating(b'=')?)] = true;
            } else {
                let start = self.position;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.position += 1;
                }
                let class = class_test(&self.pattern[start..self.position]).ok_or(ECTYPE)?;
                (0..=255u8).filter(class).for_each(|c| set[usize::from(c)] = true);
            }
            if self.peek().is_none() {
                return Err(EBRACK);
            }
            return if self.eat_two(end, b']') { Ok(()) } else { Err(error) };
        }
        let start = self.symbol()?;
        let end = match self.peek() == Some(b'-') && self.peek_second().is_some_and(|c| c != b']') {
            false => start,
            true if self.eat_two(b'-', b'-') => b'-',
            true => {
                self.position += 1;
                self.symbol()?
            }
        };
        // Like LLVM, compare as signed `char`s.
        let (start, end) = (start as i8, end as i8);
        if start > end {
            return Err(ERANGE);
        }
        (start..=end).for_each(|c| set[usize::from(c as u8)] = true);
        Ok(())
    }

    /// A byte of a bracket expression, or a collating element `[.name.]`.
    fn symbol(&mut self) -> Parsed<u8> {
        if !self.eat_two(b'[', b'.') {
            let byte = self.peek().ok_or(EBRACK)?;
            self.position += 1;
            return Ok(byte);
        }
        let byte = self.collating(b'.')?;
        if self.eat_two(b'.', b']') {
            Ok(byte)
        } else {
            Err(ECOLLATE)
        }
    }

    /// A collating element name, up to `end` `]`.
    fn collating(&mut self, end: u8) -> Parsed<u8> {
        let start = self.position;
        while self.peek().is_some()
            && !(self.peek() == Some(end) && self.peek_second() == Some(b']'))
        {
            self.position += 1;
        }
        if self.peek().is_none() {
            return Err(EBRACK);
        }
        let name = &self.pattern[start..self.position];
        let mut codes = COLLATING_NAMES.split_whitespace().zip(0..);
        let named = codes
            .find(|(names, _)| names.split('/').any(|alias| alias.as_bytes() == name))
            .map(|(_, code)| code);
        named.or(if name.len() == 1 { name.first().copied() } else { None }).ok_or(ECOLLATE)
    }
}

/// The C-locale character classes.
fn class_test(name: &[u8]) -> Option<fn(&u8) -> bool> {
    Some(match name {
        b"alnum" => u8::is_ascii_alphanumeric,
        b"alpha" => u8::is_ascii_alphabetic,
        b"blank" => |c| matches!(c, b' ' | b'\t'),
        b"cntrl" => |c| matches!(c, 1..=31 | 127),
        b"digit" => u8::is_ascii_digit,
        b"graph" => u8::is_ascii_graphic,
        b"lower" => u8::is_ascii_lowercase,
        b"print" => |c| matches!(c, b' '..=b'~'),
        b"punct" => u8::is_ascii_punctuation,
        b"space" => |c| matches!(c, b' ' | b'\t'..=b'\r'),
        b"upper" => u8::is_ascii_uppercase,
        b"xdigit" => u8::is_ascii_hexdigit,
        _ => return None,
    })
}

/// Records in `fixed_texts`, for each group in `node` that takes part in every match of `node`
/// (when `always`) outside any repetition, the one text it can match, if there is one. (LLVM's
/// back-reference matcher refuses some repetitions that match the empty text, so groups inside
/// repetitions are left out.)
fn record_fixed_texts(node: &Node, always: bool, fixed_texts: &mut [Option<Vec<u8>>]) {
    match node {
        Node::Group(group, inner) => {
            if always {
                fixed_texts[*group] = fixed_text(inner);
            }
            record_fixed_texts(inner, always, fixed_texts);
        }
        Node::Concatenation(items) => {
            items.iter().for_each(|item| record_fixed_texts(item, always, fixed_texts));
        }
        Node::Alternatives(alternatives) => {
            let always = always && alternatives.len() == 1;
            for alternative in alternatives {
                record_fixed_texts(alternative, always, fixed_texts);
            }
        }
        Node::Repeat(inner, ..) => record_fixed_texts(inner, false, fixed_texts),
        Node::Byte(_) | Node::Any | Node::Set(_) | Node::Assert(_) | Node::Backreference(_) => {}
    }
}

/// The one text `node` matches, when it cannot match another (and is not a repetition of the
/// empty text).
fn fixed_text(node: &Node) -> Option<Vec<u8>> {
    match node {
        Node::Byte(byte) => Some(vec![*byte]),
        Node::Assert(_) => Some(Vec::new()),
        Node::Group(_, inner) => fixed_text(inner),
        Node::Concatenation(items) => {
            items.iter().map(fixed_text).collect::<Option<Vec<_>>>().map(|texts| texts.concat())
        }
        Node::Alternatives(alternatives) => match alternatives.as_slice() {
            [only] => fixed_text(only),
            _ => None,
        },
        Node::Repeat(inner, min, Some(max)) if min == max => {
            fixed_text(inner).filter(|text| !text.is_empty()).map(|text| text.repeat(*min as usize))
        }
        Node::Any | Node::Set(_) | Node::Backreference(_) | Node::Repeat(..) => None,
    }
}

/// Writes `node` in the syntax of the `regex` crate (compiled without Unicode and with `.`
/// matching a newline), meaning what LLVM means by it; `fixed_texts` holds the text of each
/// group a back-reference may name.
fn translate(
    node: &Node,
    fixed_texts: &[Option<Vec<u8>>],
    out: &mut String,
) -> Result<(), &'static str> {
    match node {
        Node::Byte(byte) => write_byte(out, *byte),
        Node::Any => out.push('.'),
        Node::Set(set) => write_set(out, set),
        Node::Assert(assert) => out.push_str(match assert {
            Assert::Bol => r"\A",
            Assert::Eol => r"\z",
            Assert::WordStart => r"\b{start}",
            Assert::WordEnd => r"\b{end}",
        }),
        Node::Group(_, inner) => {
            out.push_str("(?:");
            translate(inner, fixed_texts, out)?;
            out.push(')');
        }
        Node::Backreference(group) => {
            let text = fixed_texts.get(*group).and_then(Option::as_ref);
            let text = text.ok_or(UNSUPPORTED_BACKREFERENCE)?;
            out.push_str("(?:");
            text.iter().for_each(|&byte| write_byte(out, byte));
            out.push(')');
        }
        Node::Concatenation(items) => {
            for item in items {
                translate(item, fixed_texts, out)?;
            }
        }
        Node::Alternatives(alternatives) => {
            for (index, alternative) in alternatives.iter().enumerate() {
                if index > 0 {
                    out.push('|');
                }
                translate(alternative, fixed_texts, out)?;
            }
        }
        Node::Repeat(inner, min, max) => {
            out.push_str("(?:");
            translate(inner, fixed_texts, out)?;
            let _ = match max {
                Some(max) => write!(out, "){{{min},{max}}}"),
                None => write!(out, "){{{min},}}"),
            };
        }
    }
    Ok(())
}

/// A byte matched literally, whatever it is.
fn write_byte(out: &mut String, byte: u8) {
    let _ = write!(out, r"\x{byte:02X}");
}

/// A class of the bytes in `set`, as ranges; an empty set is a class that matches nothing.
fn write_set(out: &mut String, set: &[bool; 256]) {
    out.push('[');
    let mut byte = 0;
    while byte < 256 {
        if !set[byte] {
            byte += 1;
            continue;
        }
        let start = byte;
        while byte < 256 && set[byte] {
            byte += 1;
        }
        let _ = write!(out, r"\x{start:02X}-\x{:02X}", byte - 1);
    }
    if !set.contains(&true) {
        // The crate has no empty class literal; this intersection is one.
        out.push_str(r"a&&b");
    }
    out.push(']');
}

#[cfg(test)]
mod tests;
