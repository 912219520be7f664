//! `--verify-diagnostics`: checks produced diagnostics against the `expected-*` annotations in
//! the source, reporting mismatches exactly as `mlir-opt` 22 does.
//!
//! An annotation is `expected-(error|note|remark|warning)[-re] *[@(+N|-N|above|below|unknown)]
//! *{{message}}` at the end of a line (trailing whitespace ignored; no `//` needed; one per
//! line; malformed ones are silently ignored). `@above`/`@below` name the nearest line without an
//! annotation; `N` is parsed like C (`010` is octal; `09` or an overflow reuses the previous
//! offset, as mlir-opt reads an unset variable that in practice holds it). The
//! message is a substring; with `-re`, `{{...}}` parts inside it are POSIX extended regexes (as
//! LLVM's `Regex`, byte-based). An expectation matches any number of diagnostics of its severity
//! on its line (the first matching expectation wins); columns are ignored.
//!
//! Not reproduced: for patterns over 64 compiled ops, LLVM's other engine lets several `$`, or
//! several `[[:<:]]`/`[[:>:]]`, in a row pass at one position (the short-pattern rules are used
//! throughout); regexes nested over 200 deep are refused; and mlir-opt also checks annotations
//! in other files that diagnostics point into, when those files exist on disk.

use std::collections::HashMap;
use std::sync::Arc;

use ir_core::diagnostics::{Diagnostic, Severity, SourcePosition};

/// How much [`verify_diagnostics_at_level`] checks, as `--verify-diagnostics=<level>`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum VerifyLevel {
    /// Report unexpected diagnostics, near misses and unmet expectations (`all`, the default).
    #[default]
    All,
    /// Report only unmet expectations and invalid annotations (`only-expected`).
    OnlyExpected,
}

/// Checks `produced` diagnostics (errors, warnings, remarks, and the notes attached to them)
/// against the expectations written in `source` (the text of one buffer, or of one
/// `// -----` chunk when the input was split; `first_line` is the 1-based line of the
/// chunk's first line in the whole file, so that positions in diagnostics — which are
/// relative to the whole file — can be matched). Returns the diagnostics mlir-opt would
/// print for every mismatch, in the order mlir-opt prints them; empty means success.
///
/// mlir-opt 22 uses one verifier for the whole file even with `--split-input-file`: to
/// reproduce it exactly, pass the whole file, `first_line` 1 and the diagnostics of all chunks
/// in order. The order is: invalid `-re` annotations, then one error per unmatched produced
/// diagnostic or note (`unexpected <kind>: <message>` at its position, or, when an expectation
/// on that line matches the text but not the severity, `'<kind>' diagnostic emitted when
/// expecting a '<kind>'` at that expectation), then `expected <kind> "<message>" was not
/// produced` per unmet expectation — the `@unknown` ones twice, as mlir-opt prints them twice.
/// Diagnostics in another file match nothing; those without a position match only `@unknown`.
#[must_use]
pub fn verify_diagnostics(
    file: &str,
    source: &str,
    first_line: u32,
    produced: &[Diagnostic],
) -> Vec<Diagnostic> {
    verify_diagnostics_at_level(file, source, first_line, produced, VerifyLevel::All)
}

/// [`verify_diagnostics`] with an explicit [`VerifyLevel`].
#[must_use]
pub fn verify_diagnostics_at_level(
    file: &str,
    source: &str,
    first_line: u32,
    produced: &[Diagnostic],
    level: VerifyLevel,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let (mut in_file, mut unknown) = expectations(file, source, first_line, &mut out);
    // Expectations in the file, by line, in source order: matching a
    // diagnostic looks at its own line only.
    let mut by_line: HashMap<i64, Vec<usize>> = HashMap::new();
    for (index, e) in in_file.iter().enumerate() {
        by_line.entry(e.line).or_default().push(index);
    }
    let all_unknown: Vec<usize> = (0..unknown.len()).collect();
    let mut stack: Vec<&Diagnostic> = produced.iter().rev().collect();
    while let Some(diag) = stack.pop() {
        stack.extend(diag.notes.iter().rev());
        let (list, indices): (&mut Vec<Expectation>, &[usize]) = match &diag.position {
            Some(position) if &*position.file == file => {
                let indices = by_line.get(&i64::from(position.line)).map_or(&[][..], Vec::as_slice);
                (&mut in_file, indices)
            }
            Some(_) => (&mut in_file, &[]),
            None => (&mut unknown, &all_unknown),
        };
        let mut near_miss = None;
        let mut matched = false;
        for &index in indices {
            let e = &mut list[index];
            if !e.matches(&diag.message) {
                continue;
            }
            if e.severity == diag.severity {
                (e.matched, matched) = (true, true);
                break;
            }
            near_miss = Some((e.severity, e.position.clone()));
        }
        if matched || level == VerifyLevel::OnlyExpected {
            continue;
        }
        let kind = diag.severity.as_str();
        out.push(match near_miss {
            Some((expected, position)) => Diagnostic::error(
                position,
                format!("'{kind}' diagnostic emitted when expecting a '{}'", expected.as_str()),
            ),
            None => Diagnostic::error(
                diag.position.clone(),
                format!("unexpected {kind}: {}", diag.message),
            ),
        });
    }
    let unmet = in_file.iter().chain(unknown.iter()).chain(unknown.iter()).filter(|e| !e.matched);
    out.extend(unmet.map(|e| {
        let message = format!("expected {} \"{}\" was not produced", e.severity.as_str(), e.text);
        Diagnostic::error(e.position.clone(), message)
    }));
    out
}

/// One `expected-*` annotation.
struct Expectation {
    severity: Severity,
    /// The line it applies to (meaningless for `@unknown` ones).
    line: i64,
    /// Where `expected-` starts; `None` for `@unknown`.
    position: Option<SourcePosition>,
    text: String,
    /// `None`: substring match; `Some(None)`: a regex LLVM cannot compile, matches nothing.
    regex: Option<Option<Program>>,
    matched: bool,
}

impl Expectation {
    fn matches(&self, message: &str) -> bool {
        match &self.regex {
            None => message.contains(&self.text),
            Some(program) => program.as_ref().is_some_and(|p| p.is_match(message.as_bytes())),
        }
    }
}

#[derive(Clone, Copy)]
enum At {
    Here,
    /// `@+N` or `@-N` (negative); `None` when `N` does not parse.
    Offset(bool, Option<i64>),
    Above,
    Below,
    Unknown,
}

/// Scans `source` for annotations: (those with a line, the `@unknown` ones). Errors in `-re`
/// messages go to `out` and drop the annotation.
fn expectations(
    file: &str,
    source: &str,
    first_line: u32,
    out: &mut Vec<Diagnostic>,
) -> (Vec<Expectation>, Vec<Expectation>) {
    let (file, first): (Arc<str>, i64) = (file.into(), first_line.into());
    let line_count = i64::try_from(source.split('\n').count()).unwrap_or(i64::MAX);
    let (mut in_file, mut unknown) = (Vec::<Expectation>::new(), Vec::new());
    let mut below: Vec<usize> = Vec::new();
    let (mut last_plain_line, mut last_offset) = (first, 0);
    for (line, text) in (first..).zip(source.split('\n')) {
        let Some((column, severity, is_regex, at, message)) = annotation(text) else {
            for index in below.drain(..) {
                in_file[index].line = line;
            }
            last_plain_line = line;
            continue;
        };
        let position = SourcePosition {
            file: file.clone(),
            line: u32::try_from(line).unwrap_or(u32::MAX),
            column: u32::try_from(column + 1).unwrap_or(u32::MAX),
        };
        let regex = match is_regex.then(|| regex_for(message)) {
            None => None,
            Some(Ok(program)) => Some(program),
            Some(Err(error)) => {
                out.push(Diagnostic::error(Some(position), error));
                continue;
            }
        };
        let position = Some(position);
        let mut e =
            Expectation { severity, line, position, text: message.into(), regex, matched: false };
        match at {
            At::Here => {}
            At::Offset(negative, offset) => {
                // mlir-opt leaves an unparsable offset unset: it keeps the previous value.
                last_offset = offset.unwrap_or(last_offset);
                e.line += if negative { -last_offset } else { last_offset };
            }
            At::Above => e.line = last_plain_line,
            At::Below => {
                below.push(in_file.len());
                e.line = first - 1 + line_count;
            }
            At::Unknown => {
                e.position = None;
                unknown.push(e);
                continue;
            }
        }
        in_file.push(e);
    }
    (in_file, unknown)
}

/// Finds the annotation in `line`: (byte offset of `expected-`, severity, `-re`, designator,
/// message), as mlir-opt's regex matches it against the right-trimmed line.
fn annotation(line: &str) -> Option<(usize, Severity, bool, At, &str)> {
    let line = line.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']);
    let mut from = 0;
    while let Some(found) = line.get(from..).and_then(|rest| rest.find("expected-")) {
        let start = from + found;
        if let Some((severity, is_regex, at, message)) = annotation_at(&line[start + 9..]) {
            return Some((start, severity, is_regex, at, message));
        }
        from = start + 1;
    }
    None
}

fn annotation_at(rest: &str) -> Option<(Severity, bool, At, &str)> {
    use Severity::*;
    let kinds = [("error", Error), ("note", Note), ("remark", Remark), ("warning", Warning)];
    let (severity, rest) = kinds.iter().find_map(|(w, s)| Some((*s, rest.strip_prefix(w)?)))?;
    let (is_regex, rest) = rest.strip_prefix("-re").map_or((false, rest), |rest| (true, rest));
    let mut rest = rest.trim_start_matches(' ');
    let mut at = At::Here;
    if let Some(designator) = rest.strip_prefix('@') {
        let digits =
            designator.get(1..).map_or(0, |d| d.bytes().take_while(u8::is_ascii_digit).count());
        (at, rest) = match designator.as_bytes().first() {
            Some(&sign @ (b'+' | b'-')) if digits > 0 => {
                let value = offset_value(&designator[1..=digits]);
                (At::Offset(sign == b'-', value), &designator[1 + digits..])
            }
            _ => [("above", At::Above), ("below", At::Below), ("unknown", At::Unknown)]
                .into_iter()
                .find_map(|(word, at)| Some((at, designator.strip_prefix(word)?)))?,
        };
        rest = rest.trim_start_matches(' ');
    }
    Some((severity, is_regex, at, rest.strip_prefix("{{")?.strip_suffix("}}")?))
}

/// `StringRef::getAsInteger(0, int)`: a leading `0` means octal.
fn offset_value(digits: &str) -> Option<i64> {
    let (digits, radix) = match digits.strip_prefix('0') {
        Some(rest) if !rest.is_empty() => (rest, 8),
        _ => (digits, 10),
    };
    i32::from_str_radix(digits, radix).ok().map(i64::from)
}

/// Builds the matcher of a `-re` message: text outside `{{ }}` is literal, each `{{re}}` must be
/// a valid regex on its own and becomes the group `(re)`. `Ok(None)` when the combined regex
/// does not compile (then LLVM's `Regex::match` never matches).
fn regex_for(message: &str) -> Result<Option<Program>, String> {
    let mut pattern = Vec::new();
    let escape = |text: &str, pattern: &mut Vec<u8>| {
        for &c in text.as_bytes() {
            if b"()^$|*+?.[]\\{}".contains(&c) {
                pattern.push(b'\\');
            }
            pattern.push(c);
        }
    };
    let mut rest = message;
    while let Some(open) = rest.find("{{") {
        escape(&rest[..open], &mut pattern);
        rest = &rest[open + 2..];
        let close = rest.find("}}").ok_or("found start of regex with no end '}}'")?;
        let regex = &rest.as_bytes()[..close];
        Parser::parse(regex).map_err(|error| format!("invalid regex: {error}"))?;
        pattern.extend([b"(", regex, b")"].concat());
        rest = &rest[close + 2..];
    }
    escape(rest, &mut pattern);
    Ok(Parser::parse(&pattern).ok().and_then(|(node, mut program)| {
        compile(&node, &mut program.insts)?;
        program.insts.push(Inst::Match);
        Some(program)
    }))
}

// ---- A POSIX extended regex engine with the syntax, errors and semantics of LLVM's regcomp.

const EPAREN: &str = "parentheses not balanced";
const EBRACK: &str = "brackets ([ ]) not balanced";
const EBRACE: &str = "braces not balanced";
const BADBR: &str = "invalid repetition count(s)";
const ERANGE: &str = "invalid character range";
const ECTYPE: &str = "invalid character class";
const ECOLLATE: &str = "invalid collating element";
const BADRPT: &str = "repetition-operator operand invalid";
const EMPTY: &str = "empty (sub)expression";
/// Deeper nesting is refused (as "out of memory") to bound recursion.
const MAX_DEPTH: usize = 200;
/// Longer compiled programs are treated as not compiling.
const MAX_PROGRAM: usize = 50_000;

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

type ByteSet = Box<[bool; 256]>;

#[derive(Clone, Copy)]
enum Assert {
    Bol,
    Eol,
    WordStart,
    WordEnd,
}

enum Node {
    Byte(u8),
    Any,
    Set(ByteSet),
    Assert(Assert),
    Group(usize, Box<Node>),
    Backref(usize),
    Cat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat(Box<Node>, u32, Option<u32>),
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
    depth: usize,
    closed: [bool; 10],
    /// Everything but the code.
    shape: Program,
}

type Parsed<T> = Result<T, &'static str>;

impl Parser<'_> {
    /// Parses `s` into a tree and the shape of its program.
    fn parse(s: &[u8]) -> Parsed<(Node, Program)> {
        let mut p = Parser { s, i: 0, depth: 0, closed: [false; 10], shape: Program::default() };
        Ok((p.alternatives(None)?, p.shape))
    }
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }
    fn peek2(&self) -> Option<u8> {
        self.s.get(self.i + 1).copied()
    }
    fn eat(&mut self, c: u8) -> bool {
        let seen = self.peek() == Some(c);
        self.i += usize::from(seen);
        seen
    }
    fn eat2(&mut self, a: u8, b: u8) -> bool {
        let seen = self.peek() == Some(a) && self.peek2() == Some(b);
        self.i += 2 * usize::from(seen);
        seen
    }
    fn repetition_follows(&self) -> bool {
        matches!(self.peek(), Some(b'*' | b'+' | b'?'))
            || (self.peek() == Some(b'{') && self.peek2().is_some_and(|c| c.is_ascii_digit()))
    }

    fn alternatives(&mut self, stop: Option<u8>) -> Parsed<Node> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err("out of memory");
        }
        let mut alternatives = Vec::new();
        loop {
            let mut items = Vec::new();
            while let Some(c) = self.peek().filter(|&c| c != b'|' && Some(c) != stop) {
                self.i += 1;
                items.push(self.atom(c)?);
            }
            if items.is_empty() {
                return Err(EMPTY);
            }
            alternatives.push(Node::Cat(items));
            if !self.eat(b'|') {
                self.depth -= 1;
                return Ok(Node::Alt(alternatives));
            }
        }
    }

    /// An atom starting with `c` (already consumed) and its repetition, if any.
    fn atom(&mut self, c: u8) -> Parsed<Node> {
        let atom = match c {
            b'(' if self.peek().is_none() => return Err(EPAREN),
            b'(' => {
                self.shape.groups += 1;
                let group = self.shape.groups;
                let inner = match self.peek() {
                    Some(b')') => Node::Cat(Vec::new()),
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
            b'^' | b'$' => {
                self.shape.anchors += 1;
                Node::Assert(if c == b'^' { Assert::Bol } else { Assert::Eol })
            }
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
                    self.i += 1;
                    self.shape.backrefs = true;
                    Node::Backref(group)
                }
                Some(c) => {
                    self.i += 1;
                    Node::Byte(c)
                }
            },
            b'{' if self.peek().is_some_and(|c| c.is_ascii_digit()) => return Err(BADRPT),
            c => Node::Byte(c),
        };
        if !self.repetition_follows() {
            return Ok(atom);
        }
        let op = self.peek();
        self.i += 1;
        if c == b'^' {
            return Err(BADRPT);
        }
        let (min, max) = match op {
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
                        self.i += 1;
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

    fn count(&mut self) -> Parsed<u32> {
        let (mut count, mut digits) = (0, 0);
        while let Some(digit) = self.peek().filter(|c| c.is_ascii_digit() && count <= 255) {
            count = count * 10 + u32::from(digit - b'0');
            digits += 1;
            self.i += 1;
        }
        if digits == 0 || count > 255 {
            Err(BADBR)
        } else {
            Ok(count)
        }
    }

    /// A bracket expression, after its `[`.
    fn bracket(&mut self) -> Parsed<Node> {
        let rest = self.s.get(self.i..).unwrap_or_default();
        for (word, assert) in [(b"[:<:]]", Assert::WordStart), (b"[:>:]]", Assert::WordEnd)] {
            if rest.starts_with(word) {
                self.i += 6;
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
            && !(self.peek() == Some(b'-') && self.peek2() == Some(b']'))
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

    fn term(&mut self, set: &mut [bool; 256]) -> Parsed<()> {
        let kind = match self.peek() {
            Some(b'[') => self.peek2(),
            Some(b'-') => return Err(ERANGE),
            _ => None,
        };
        if let Some(end @ (b':' | b'=')) = kind {
            let error = if end == b':' { ECTYPE } else { ECOLLATE };
            self.i += 2;
            match self.peek() {
                None => return Err(EBRACK),
                Some(b'-' | b']') => return Err(error),
                _ => {}
            }
            if end == b'=' {
                set[usize::from(self.collating(b'=')?)] = true;
            } else {
                let start = self.i;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.i += 1;
                }
                let class = class_test(&self.s[start..self.i]).ok_or(ECTYPE)?;
                (0..=255u8).filter(class).for_each(|c| set[usize::from(c)] = true);
            }
            if self.peek().is_none() {
                return Err(EBRACK);
            }
            return if self.eat2(end, b']') { Ok(()) } else { Err(error) };
        }
        let start = self.symbol()?;
        let end = match self.peek() == Some(b'-') && self.peek2().is_some_and(|c| c != b']') {
            false => start,
            true if self.eat2(b'-', b'-') => b'-',
            true => {
                self.i += 1;
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

    fn symbol(&mut self) -> Parsed<u8> {
        if !self.eat2(b'[', b'.') {
            let c = self.peek().ok_or(EBRACK)?;
            self.i += 1;
            return Ok(c);
        }
        let c = self.collating(b'.')?;
        if self.eat2(b'.', b']') {
            Ok(c)
        } else {
            Err(ECOLLATE)
        }
    }

    /// A collating element name, up to `end` `]`.
    fn collating(&mut self, end: u8) -> Parsed<u8> {
        let start = self.i;
        while self.peek().is_some() && !(self.peek() == Some(end) && self.peek2() == Some(b']')) {
            self.i += 1;
        }
        if self.peek().is_none() {
            return Err(EBRACK);
        }
        let name = &self.s[start..self.i];
        let mut codes = COLLATING_NAMES.split_whitespace().zip(0..);
        let named = codes.find(|(n, _)| n.split('/').any(|n| n.as_bytes() == name)).map(|(_, c)| c);
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

enum Inst {
    Byte(u8),
    Any,
    Set(ByteSet),
    Assert(Assert),
    Split(usize, usize),
    Jump(usize),
    Save(usize),
    Backref(usize),
    Match,
}

/// Appends the code of `node`; `None` when the program gets too long.
fn compile(node: &Node, code: &mut Vec<Inst>) -> Option<()> {
    if code.len() > MAX_PROGRAM {
        return None;
    }
    let optional = |code: &mut Vec<Inst>, node: &Node, repeat: bool| {
        let split = code.len();
        code.push(Inst::Match);
        compile(node, code)?;
        if repeat {
            code.push(Inst::Jump(split));
        }
        code[split] = Inst::Split(split + 1, code.len());
        Some(())
    };
    match node {
        Node::Byte(c) => code.push(Inst::Byte(*c)),
        Node::Any => code.push(Inst::Any),
        Node::Set(set) => code.push(Inst::Set(set.clone())),
        Node::Assert(assert) => code.push(Inst::Assert(*assert)),
        Node::Backref(group) => code.push(Inst::Backref(*group)),
        Node::Group(group, inner) => {
            code.push(Inst::Save(2 * group));
            compile(inner, code)?;
            code.push(Inst::Save(2 * group + 1));
        }
        Node::Cat(items) => items.iter().try_for_each(|item| compile(item, code))?,
        Node::Alt(alternatives) => {
            let mut jumps = Vec::new();
            let (last, others) = alternatives.split_last()?;
            for alternative in others {
                let split = code.len();
                code.push(Inst::Match);
                compile(alternative, code)?;
                jumps.push(code.len());
                code.push(Inst::Match);
                code[split] = Inst::Split(split + 1, code.len());
            }
            compile(last, code)?;
            let end = code.len();
            jumps.into_iter().for_each(|jump| code[jump] = Inst::Jump(end));
        }
        Node::Repeat(inner, min, max) => {
            (0..*min).try_for_each(|_| compile(inner, code))?;
            match max {
                None => optional(code, inner, true)?,
                Some(max) => (*min..*max).try_for_each(|_| optional(code, inner, false))?,
            }
        }
    }
    Some(())
}

#[derive(Default)]
struct Program {
    insts: Vec<Inst>,
    groups: usize,
    /// How many `^` and `$` the pattern has.
    anchors: usize,
    backrefs: bool,
}

impl Program {
    /// Whether the regex matches somewhere in `text`, searching exhaustively without revisiting
    /// a state (with back-references, or for very large inputs, within a step budget instead).
    ///
    /// Like LLVM's engine, which passes zero-width assertions only in "steps" taken between two
    /// bytes (`anchors` steps for `^`/`$` at either end of the text, then one word-boundary
    /// step), a thread counts the steps it has used at the current position in `phase`.
    fn is_match(&self, text: &[u8]) -> bool {
        let (width, phases) = (text.len() + 1, self.anchors + 2);
        let bits = self.insts.len().saturating_mul(width).saturating_mul(phases);
        let memoize = !self.backrefs && bits <= 1 << 26;
        let mut visited = vec![0u64; if memoize { bits.div_ceil(64) } else { 0 }];
        let mut budget = 1u32 << 24;
        let mut captures: Vec<Option<usize>> = vec![None; 2 * self.groups + 2];
        let mut stack = Vec::new();
        for start in 0..width {
            stack.push(Job::Thread(0, start, 0));
            while let Some(job) = stack.pop() {
                let (mut pc, mut pos, mut phase) = match job {
                    Job::Thread(pc, pos, phase) => (pc, pos, phase),
                    Job::Restore(slot, old) => {
                        captures[slot] = old;
                        continue;
                    }
                };
                loop {
                    if memoize {
                        let bit = (pc * width + pos) * phases + phase;
                        let Some(word) = visited.get_mut(bit / 64) else { break };
                        if *word & (1 << (bit % 64)) != 0 {
                            break;
                        }
                        *word |= 1 << (bit % 64);
                    } else if budget == 0 {
                        return false;
                    } else {
                        budget -= 1;
                    }
                    let next = text.get(pos).copied();
                    let Some(inst) = self.insts.get(pc) else { break };
                    let steps = if pos == 0 || pos == text.len() { self.anchors } else { 0 };
                    match inst {
                        Inst::Byte(c) if next == Some(*c) => (pos, phase) = (pos + 1, 0),
                        Inst::Any if next.is_some() => (pos, phase) = (pos + 1, 0),
                        Inst::Set(set) if next.is_some_and(|c| set[usize::from(c)]) => {
                            (pos, phase) = (pos + 1, 0);
                        }
                        Inst::Assert(assert @ (Assert::Bol | Assert::Eol))
                            if phase < steps && holds(*assert, text, pos) =>
                        {
                            phase += 1;
                        }
                        Inst::Assert(assert @ (Assert::WordStart | Assert::WordEnd))
                            if phase <= steps && holds(*assert, text, pos) =>
                        {
                            phase = steps + 1;
                        }
                        Inst::Split(first, second) => {
                            stack.push(Job::Thread(*second, pos, phase));
                            pc = *first;
                            continue;
                        }
                        Inst::Jump(target) => {
                            pc = *target;
                            continue;
                        }
                        Inst::Save(slot) => {
                            stack.push(Job::Restore(*slot, captures[*slot]));
                            captures[*slot] = Some(pos);
                        }
                        Inst::Backref(group) => {
                            let (Some(from), Some(to)) =
                                (captures[2 * group], captures[2 * group + 1])
                            else {
                                break;
                            };
                            match text.get(from..to) {
                                Some(captured) if text[pos..].starts_with(captured) => {
                                    (pos, phase) = (pos + captured.len(), 0);
                                }
                                _ => break,
                            }
                        }
                        Inst::Match => return true,
                        _ => break,
                    }
                    pc += 1;
                }
            }
        }
        false
    }
}

/// Backtracking work: try `(pc, pos, phase)`, or undo a capture.
enum Job {
    Thread(usize, usize, usize),
    Restore(usize, Option<usize>),
}

fn holds(assert: Assert, text: &[u8], pos: usize) -> bool {
    let word = |at: Option<usize>| {
        at.and_then(|at| text.get(at)).is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
    };
    let (before, after) = (word(pos.checked_sub(1)), word(Some(pos)));
    match assert {
        Assert::Bol => pos == 0,
        Assert::Eol => pos == text.len(),
        Assert::WordStart => !before && after,
        Assert::WordEnd => before && !after,
    }
}

// Expected outputs are what `mlir-opt --allow-unregistered-dialect --verify-diagnostics` 22
// printed for the same sources and diagnostics (remarks came from `transform.debug.emit_remark_at`,
// warnings from `--transform-dialect-check-uses`); "derived" marks the few that are not.
#[cfg(test)]
mod tests {
    use super::*;

    fn at(file: &str, line: u32, column: u32) -> Option<SourcePosition> {
        Some(SourcePosition { file: file.into(), line, column })
    }
    fn diag(severity: Severity, position: Option<SourcePosition>, message: &str) -> Diagnostic {
        Diagnostic { severity, position, message: message.into(), notes: Vec::new() }
    }
    fn remark(file: &str, line: u32, message: &str) -> Diagnostic {
        diag(Severity::Remark, at(file, line, 1), message)
    }
    fn printed(file: &str, source: &str, first: u32, produced: &[Diagnostic]) -> Vec<String> {
        verify_diagnostics(file, source, first, produced).iter().map(|d| d.to_string()).collect()
    }
    const OP: &str = "\"foo.a\"() : () -> ()";

    #[test]
    fn unexpected_and_missing_errors() {
        let source =
            "// expected-error@+1 {{use of undeclared SSA value name}}\n%0 = \"foo.x\"(%1)\n";
        let error = diag(Severity::Error, at("t.mlir", 2, 14), "use of undeclared SSA value name");
        assert!(printed("t.mlir", source, 1, std::slice::from_ref(&error)).is_empty());
        let source = source.replace("use of undeclared SSA value name}}", "wrong thing}}");
        assert_eq!(
            printed("t.mlir", &source, 1, &[error]),
            [
                "t.mlir:2:14: error: unexpected error: use of undeclared SSA value name",
                "t.mlir:1:4: error: expected error \"wrong thing\" was not produced",
            ]
        );
    }

    #[test]
    fn designators_and_counts() {
        // `@ below` is not an annotation, so line 3's `@below` applies to line 5; no `//` needed.
        let source =
            "\"foo.x\"()\n// expected-error@above {{undeclared}}\n// expected-error@below \
            {{undeclared}}\n// expected-error@-1 {{x}}\n// expected-error @ below {{y}}\n   \
            expected-error@below{{z}}  \n%0 = \"foo.x\"(%1)\n";
        let error = diag(Severity::Error, at("t.mlir", 6, 4), "custom op 'expected' is unknown");
        assert_eq!(
            printed("t.mlir", source, 1, &[error]),
            [
                "t.mlir:6:4: error: unexpected error: custom op 'expected' is unknown",
                "t.mlir:2:4: error: expected error \"undeclared\" was not produced",
                "t.mlir:3:4: error: expected error \"undeclared\" was not produced",
                "t.mlir:4:4: error: expected error \"x\" was not produced",
                "t.mlir:6:4: error: expected error \"z\" was not produced",
            ]
        );
        // One expectation matches any number of diagnostics; the first matching one wins.
        let source = format!(
            "// expected-remark {{{{hello}}}}\n{OP} // expected-remark {{{{hello}}}}\n{OP} // \
            expected-remark {{{{hello}}}}\n// expected-remark@+1 {{{{hi}}}}\n{OP}\n// \
            expected-remark@-1 {{{{hi}}}}\n"
        );
        let produced = [remark("r.mlir", 2, "hello"), remark("r.mlir", 2, "hello")];
        assert_eq!(
            printed("r.mlir", &source, 1, &[&produced[..], &[remark("r.mlir", 5, "hi")]].concat()),
            [
                "r.mlir:1:4: error: expected remark \"hello\" was not produced",
                "r.mlir:3:25: error: expected remark \"hello\" was not produced",
                "r.mlir:6:4: error: expected remark \"hi\" was not produced",
            ]
        );
        let source = format!(
            "// expected-remark@+2 {{{{hi}}}}\n// expected-remark@+1 {{{{hi}}}}\n{OP}\n\
            // expected-remark@-1 {{{{hi there}}}}\n"
        );
        let produced = [remark("r.mlir", 3, "hi there"), remark("r.mlir", 3, "hi there")];
        assert_eq!(
            printed("r.mlir", &source, 1, &produced),
            [
                "r.mlir:2:4: error: expected remark \"hi\" was not produced",
                "r.mlir:4:4: error: expected remark \"hi there\" was not produced",
            ]
        );
        // `@above` and `@below` skip lines holding annotations.
        let source = format!(
            "{OP}\n// expected-remark@above {{{{a}}}}\n// expected-remark@below {{{{b}}}}\n\
            // expected-remark@below {{{{c}}}}\n{OP}\n"
        );
        let produced =
            [remark("r.mlir", 1, "a"), remark("r.mlir", 5, "b"), remark("r.mlir", 5, "c")];
        assert!(printed("r.mlir", &source, 1, &produced).is_empty());
    }

    #[test]
    fn malformed_annotations_are_ignored() {
        let annotations = [
            "expected-remark 2 {{hi}}",
            "expected-remark@+x {{hi}}",
            "expected-remark {{hi}",
            "expected-remark hi",
            "expected-remark  @+0   {{hi}}",
            "expected-remark@ +0 {{hi}}",
            "expected-remarks {{hi}}",
            "expected-remark@+0{{hi}}",
            "EXPECTED-remark {{hi}}",
            "expected-remark{{hi}} xx",
            "expected-remark-re {{hi}}",
            "expected-remark*2 {{hi}}",
        ];
        let source: String = annotations.iter().map(|a| format!("{OP} // {a}\n")).collect();
        let produced: Vec<_> = (1..=12).map(|line| remark("r.mlir", line, "hi")).collect();
        let expected: Vec<_> = [1, 2, 3, 4, 6, 7, 9, 10, 12]
            .map(|line| format!("r.mlir:{line}:1: error: unexpected remark: hi"))
            .into();
        assert_eq!(printed("r.mlir", &source, 1, &produced), expected);
    }

    #[test]
    fn offsets_parse_like_c() {
        // `@+09`, `@+99999999999` and `@+4294967296` do not parse: the previous offset (here 0)
        // is reused; `@+0x1` is no annotation.
        let designators = ["+09", "+0", "-0", "+99999999999", "+4294967296", "+0x1"];
        let messages = ["nine", "zero", "mzero", "big", "wrap"];
        let source: String = (designators.iter().zip(messages.iter().chain([&"hex"])))
            .map(|(at, message)| format!("{OP} // expected-remark@{at} {{{{{message}}}}}\n"))
            .collect();
        let lines = 1..=6usize;
        let produced: Vec<_> = messages
            .iter()
            .flat_map(|message| lines.clone().map(|line| remark("r.mlir", line as u32, message)))
            .collect();
        // A remark is expected on the lines whose message it contains ("mzero" on line 2).
        let expected: Vec<_> = messages
            .iter()
            .flat_map(|message| {
                let expected_here =
                    |line: usize| messages.get(line - 1).is_some_and(|m| message.contains(m));
                let others = lines.clone().filter(move |&line| !expected_here(line));
                others.map(move |line| {
                    format!("r.mlir:{line}:1: error: unexpected remark: {message}")
                })
            })
            .collect();
        assert_eq!(printed("r.mlir", &source, 1, &produced), expected);
        // `010` is octal; a failed parse reuses the previous offset and applies its own sign.
        let octal =
            format!("// expected-remark@+010 {{{{octal}}}}\n{}", format!("{OP}\n").repeat(8));
        assert!(printed("r.mlir", &octal, 1, &[remark("r.mlir", 9, "octal")]).is_empty());
        let source = format!(
            "// expected-remark@+2 {{{{x}}}}\n// expected-remark@+09 {{{{y}}}}\n{OP}\n{OP}\n"
        );
        let produced = [remark("r.mlir", 3, "x"), remark("r.mlir", 4, "y")];
        assert!(printed("r.mlir", &source, 1, &produced).is_empty());
        assert_eq!(
            printed("r.mlir", &source.replace("+2", "-1"), 1, &produced),
            [
                "r.mlir:3:1: error: unexpected remark: x",
                "r.mlir:4:1: error: unexpected remark: y",
                "r.mlir:1:4: error: expected remark \"x\" was not produced",
                "r.mlir:2:4: error: expected remark \"y\" was not produced",
            ]
        );
    }

    #[test]
    fn warnings_notes_and_near_misses() {
        let source = concat!(
            "func.func @f(%arg0: !transform.any_op) {\n",
            "  // expected-note@below {{allocated here}}\n",
            "  %0 = transform.structured.match\n",
            "  %1 = \"transform.apply_registered_pass\"(%0) <{pass_name = \"canonicalize\"}> : ",
            "(!transform.any_op) -> !transform.any_op // expected-warning {{freed here}}\n",
            "  // expected-warning@below {{may be used after free}}\n",
            "  transform.debug.emit_remark_at %0, \"x\" : !transform.any_op\n",
            "  transform.debug.emit_remark_at %0, \"y\" : !transform.any_op\n",
            "  return\n}\n// expected-warning@-3 {{never}}\n",
        );
        let warning = |line| {
            diag(Severity::Warning, at("w.mlir", line, 3), "operand #0 may be used after free")
                .with_note(at("w.mlir", 3, 8), "allocated here")
                .with_note(at("w.mlir", 4, 8), "freed here")
        };
        assert_eq!(
            printed("w.mlir", source, 1, &[warning(6), warning(7)]),
            [
                "w.mlir:4:123: error: 'note' diagnostic emitted when expecting a 'warning'",
                "w.mlir:7:3: error: unexpected warning: operand #0 may be used after free",
                "w.mlir:4:123: error: 'note' diagnostic emitted when expecting a 'warning'",
                "w.mlir:4:123: error: expected warning \"freed here\" was not produced",
                "w.mlir:10:4: error: expected warning \"never\" was not produced",
            ]
        );
        // The last expectation that differs only in severity is the near miss reported.
        let source = format!(
            "{OP} // expected-error {{{{bb}}}}\n// expected-warning@-1 {{{{bb}}}}\n// \
            expected-note@-2 {{{{b}}}}\n"
        );
        assert_eq!(
            printed("r.mlir", &source, 1, &[remark("r.mlir", 1, "bb")]),
            [
                "r.mlir:3:4: error: 'remark' diagnostic emitted when expecting a 'note'",
                "r.mlir:1:25: error: expected error \"bb\" was not produced",
                "r.mlir:2:4: error: expected warning \"bb\" was not produced",
                "r.mlir:3:4: error: expected note \"b\" was not produced",
            ]
        );
    }

    #[test]
    fn unknown_locations_other_files_and_crlf() {
        let source = format!(
            "{OP}\n// expected-remark@unknown {{{{u1}}}}\n// expected-error@unknown {{{{u2}}}}\n\
            {OP} // expected-remark {{{{fileexp}}}}\n// expected-remark@unknown {{{{u3}}}}\n\
            {OP}\r\n// expected-remark@-1 {{{{crlf}}}}\r\n"
        );
        let unknown = |message| diag(Severity::Remark, None, message);
        let produced = [
            unknown("u1"),
            unknown("u2"),
            unknown("fileexp"),
            remark("r.mlir", 4, "u3"),
            unknown("u1"),
            remark("r.mlir", 6, "crlf"),
            remark("other.mlir", 2, "crlf"),
        ];
        let missing = [
            "r.mlir:4:25: error: expected remark \"fileexp\" was not produced",
            "<unknown>:0: error: expected error \"u2\" was not produced",
            "<unknown>:0: error: expected remark \"u3\" was not produced",
            "<unknown>:0: error: expected error \"u2\" was not produced",
            "<unknown>:0: error: expected remark \"u3\" was not produced",
        ];
        let all = printed("r.mlir", &source, 1, &produced);
        assert_eq!(
            all[..4],
            [
                "<unknown>:0: error: 'remark' diagnostic emitted when expecting a 'error'",
                "<unknown>:0: error: unexpected remark: fileexp",
                "r.mlir:4:1: error: unexpected remark: u3",
                "other.mlir:2:1: error: unexpected remark: crlf",
            ]
        );
        assert_eq!(all[4..], missing);
        let level = VerifyLevel::OnlyExpected;
        let only = verify_diagnostics_at_level("r.mlir", &source, 1, &produced, level);
        assert_eq!(only.iter().map(|d| d.to_string()).collect::<Vec<_>>(), missing);
        // Columns count bytes; a later `expected-` on the line is used when the first fails.
        let source = "// é\texpected-remark@-9 {{neg}}\n// expected-x {{a}} expected-note {{b}}";
        assert_eq!(
            printed("r.mlir", source, 1, &[]),
            [
                "r.mlir:1:7: error: expected remark \"neg\" was not produced",
                "r.mlir:2:21: error: expected note \"b\" was not produced",
            ]
        );
    }

    #[test]
    fn split_input_file_and_dangling_below() {
        let source = "// expected-error@+1 {{undeclared}}\n%0 = \"foo.x\"(%1)\n\n// -----\n\n// a \
            comment\n// expected-error@+1 {{nope}}\n%0 = \"foo.x\"(%1)\n// expected-error@above \
            {{also}}\n// expected-error@unknown {{unk}}\n\n// -----\n   // expected-error@below \
            {{dangling}}\n";
        let produced = [
            diag(Severity::Error, at("s.mlir", 2, 14), "use of undeclared SSA value name"),
            diag(Severity::Error, at("s.mlir", 8, 14), "use of undeclared SSA value name"),
        ];
        let expected = [
            "s.mlir:8:14: error: unexpected error: use of undeclared SSA value name",
            "s.mlir:7:4: error: expected error \"nope\" was not produced",
            "s.mlir:9:4: error: expected error \"also\" was not produced",
            "s.mlir:13:7: error: expected error \"dangling\" was not produced",
            "<unknown>:0: error: expected error \"unk\" was not produced",
            "<unknown>:0: error: expected error \"unk\" was not produced",
        ];
        assert_eq!(printed("s.mlir", source, 1, &produced), expected);
        // Derived: one chunk (lines 5 to 11) checked on its own.
        let chunk: Vec<&str> = source.split('\n').skip(4).take(7).collect();
        let chunk_output = printed("s.mlir", &chunk.join("\n"), 5, &produced[1..]);
        assert_eq!(chunk_output, [expected[0], expected[1], expected[2], expected[4], expected[5]]);
        // A dangling `@below` applies to the line after the last newline (derived when matched).
        let source = "\"foo.x\"(\n// expected-error@below {{expected}}\n";
        let error =
            |line, column| diag(Severity::Error, at("e.mlir", line, column), "expected ')'");
        assert_eq!(
            printed("e.mlir", source, 1, &[error(2, 37)]),
            [
                "e.mlir:2:37: error: unexpected error: expected ')'",
                "e.mlir:2:4: error: expected error \"expected\" was not produced",
            ]
        );
        assert!(printed("e.mlir", source, 1, &[error(3, 1)]).is_empty());
    }

    #[test]
    fn regex_messages() {
        let cases = [
            ("{{h{{[a-z]+}}o}}", "hello", true),
            ("{{^hello$}}", "hello", false),
            ("{{h.llo}}", "h.llo", true),
            ("{{{{^}}hel{{l?}}lo{{$}}}}", "hello", true),
            ("{{x{{a|b}}y}}", "xay", true),
            ("{{ab}}c}}", "ab}}c", true),
            ("{{}}", "anything", false),
            ("{{{{[[:<:]]}}lo {{[[.space.]]}}w{{[[:>:]]}}}}", "hello lo wor", false),
            ("{{{{(a)\\1}}}}", "aa", false),
            ("{{h.{{.}}}}", "h.é", true),
            ("{{{{^}}h{{.}}{{$}}}}", "hé", false),
            ("{{{{[[:<:]]}}lo{{[[:>:]]}}}}", "hello lo", true),
            ("{{{{[[.hyphen.][:digit:]]+}}}}", "-1-", true),
            ("{{{{(x)}}-{{(a)(b)\\2}}}}", "x-abx", true),
            ("{{{{(x)}}-{{(a)(b)\\2}}}}", "x-abb", false),
            ("{{{{((a*)*)*b}}}}", &"a".repeat(3000), false),
        ];
        for (message, text, matches) in cases {
            let source = format!("{OP} // expected-remark-re {message}\n");
            let output = printed("r.mlir", &source, 1, &[remark("r.mlir", 1, text)]);
            assert_eq!(output.is_empty(), matches, "{message} against {text}: {output:?}");
        }
        let source = "// expected-remark-re {{{{[}}}}\n// expected-remark-re {{a{{b}}\n";
        assert_eq!(
            printed("r.mlir", source, 1, &[]),
            [
                "r.mlir:1:4: error: invalid regex: brackets ([ ]) not balanced",
                "r.mlir:2:4: error: found start of regex with no end '}}'",
            ]
        );
        // `-re` is needed for regexes.
        assert!(printed(
            "r.mlir",
            "// expected-note {{a{{[0-9]}}b}}",
            1,
            &[diag(Severity::Note, at("r.mlir", 1, 1), "a{{[0-9]}}b")]
        )
        .is_empty());
    }

    #[test]
    fn invalid_regexes() {
        let cases = [
            ("(a", Some(EPAREN)),
            ("a)", Some(EPAREN)),
            ("a{1", Some(EBRACE)),
            ("a{1,x", Some(EBRACE)),
            ("a{300}", Some(BADBR)),
            ("a{3,2}", Some(BADBR)),
            ("[z-a]", Some(ERANGE)),
            ("[[:foo:]]", Some(ECTYPE)),
            ("[[.ab.]]", Some(ECOLLATE)),
            ("a\\", Some("trailing backslash (\\)")),
            ("\\1", Some("invalid backreference number")),
            ("*a", Some(BADRPT)),
            ("a|", Some(EMPTY)),
            ("", Some(EMPTY)),
            ("a**", Some(BADRPT)),
            ("^*", Some(BADRPT)),
            ("[[.space.]]", None),
            ("[[=a=]]", None),
            ("{1}", Some(BADRPT)),
            ("a{1}{2}", Some(BADRPT)),
            ("[a", Some(EBRACK)),
            ("()", None),
            ("[[:alpha:]", Some(EBRACK)),
            ("[---]", Some(ERANGE)),
            ("[a--]", Some(ERANGE)),
            ("[--a]", Some(ERANGE)),
            ("(a)\\1", None),
            ("[]a]", None),
            ("a{,2}", None),
            ("a{1,256}", Some(BADBR)),
            ("a{256}", Some(BADBR)),
        ];
        let source: String = cases
            .iter()
            .map(|(re, _)| ["// expected-remark-re {{{{", re, "}}}}\n"].concat())
            .collect();
        let (mut errors, mut missing) = (Vec::new(), Vec::new());
        for (line, (re, error)) in (1..).zip(cases) {
            match error {
                Some(error) => {
                    errors.push(format!("r.mlir:{line}:4: error: invalid regex: {error}"))
                }
                None => missing.push(format!(
                    "r.mlir:{line}:4: error: expected remark \"{{{{{re}}}}}\" was not produced"
                )),
            }
        }
        assert_eq!(printed("r.mlir", &source, 1, &[]), [errors, missing].concat());
    }

    #[test]
    fn collating_names_and_odd_inputs() {
        let code = |name: &str| {
            let s = format!("{name}.]");
            let closed = [false; 10];
            Parser { s: s.as_bytes(), i: 0, depth: 0, closed, shape: Program::default() }
                .collating(b'.')
        };
        assert_eq!(code("commercial-at"), Ok(b'@'));
        assert_eq!(code("DEL"), Ok(127));
        assert_eq!(code("reverse-solidus"), Ok(b'\\'));
        assert_eq!(code("x"), Ok(b'x'));
        assert_eq!(code("tilde"), Ok(b'~'));
        assert_eq!(code("low-line"), Ok(b'_'));
        assert_eq!(code("space"), Ok(b' '));
        assert_eq!(code("A"), Ok(b'A'));
        assert_eq!(code("nope"), Err(ECOLLATE));
        let odd =
            ["expected-error@+99999999999999999999 {{", "expected-note@-", "{{}}", "", "\n\n"];
        for source in odd {
            let produced = [diag(Severity::Error, at("f", u32::MAX, 0), "")];
            let _ = verify_diagnostics("f", source, u32::MAX, &produced);
        }
        let deep =
            ["// expected-error-re {{{{", &"(".repeat(300), "a", &")".repeat(300), "}}}}"].concat();
        assert_eq!(printed("f", &deep, 1, &[]), ["f:1:4: error: invalid regex: out of memory"]);
        let big = "// expected-error-re {{{{((a{255}){255}){255}}}}}";
        assert_eq!(printed("f", big, 1, &[diag(Severity::Error, at("f", 1, 1), "a")]).len(), 2);
    }
}
