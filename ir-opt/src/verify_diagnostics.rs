//! `--verify-diagnostics`: checks produced diagnostics against the `expected-*` annotations in
//! the source, reporting mismatches exactly as `mlir-opt` 22 does.
//!
//! An annotation is `expected-(error|note|remark|warning)[-re] *[@(+N|-N|above|below|unknown)]
//! *{{message}}` at the end of a line (trailing whitespace ignored; no `//` needed; one per
//! line; malformed ones are silently ignored). `@above`/`@below` name the nearest line without an
//! annotation; `N` is parsed like C (`010` is octal; `09` or an overflow reuses the previous
//! offset, as mlir-opt reads an unset variable that in practice holds it). The
//! message is a substring; with `-re`, `{{...}}` parts inside it are POSIX extended regexes, read
//! with the grammar and error messages of LLVM's `Regex` and matched by the `regex` crate
//! (byte-based, case-sensitive; the `posix_regex` module says how each construct translates). An
//! expectation matches any number of diagnostics of its severity on its line (the first
//! matching expectation wins); columns are ignored.
//!
//! Not reproduced: a back-reference is supported only to a group that always matches one fixed
//! text (others are reported as unsupported); LLVM refuses a few combinations of zero-width
//! assertions at one position that the crate accepts (`(${2})`, `[[:<:]]^a`); regexes nested
//! over 200 deep are refused; and mlir-opt also checks annotations in other files that
//! diagnostics point into, when those files exist on disk.

use std::collections::HashMap;
use std::sync::Arc;

use ir_core::diagnostics::{Diagnostic, Severity, SourcePosition};
use regex::bytes::Regex;

mod posix_regex;

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
    regex: Option<Option<Regex>>,
    matched: bool,
}

impl Expectation {
    fn matches(&self, message: &str) -> bool {
        match &self.regex {
            None => message.contains(&self.text),
            Some(regex) => regex.as_ref().is_some_and(|regex| regex.is_match(message.as_bytes())),
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
            Some(Ok(regex)) => Some(regex),
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
fn regex_for(message: &str) -> Result<Option<Regex>, String> {
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
        posix_regex::check(regex).map_err(|error| format!("invalid regex: {error}"))?;
        pattern.extend([b"(", regex, b")"].concat());
        rest = &rest[close + 2..];
    }
    escape(rest, &mut pattern);
    Ok(posix_regex::compile(&pattern)?)
}

#[cfg(test)]
mod tests;
