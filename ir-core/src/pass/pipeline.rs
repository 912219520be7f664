//! MLIR's textual pass pipeline syntax, as `mlir-opt --pass-pipeline=...`
//! accepts it: parsing the text into a tree of [`PipelineElement`]s, splitting
//! a pass's option string into `key=value` entries, and printing a pipeline
//! back the way MLIR prints it (`mlir-opt --dump-pass-pipeline`).
//!
//! The behaviour follows MLIR 22 (`mlir/lib/Pass/PassRegistry.cpp`), quirks
//! included. MLIR's parser is lenient: a name is whatever text lies between
//! the separators `,` `(` `)` `{`, trimmed of whitespace, so `cse x`, `cse}`
//! and the empty name in `cse,` all parse. Such names only fail when names are
//! resolved, which is what [`check_registered_names`] does. Error offsets are
//! byte offsets into the text given to [`parse_pipeline`]. For
//! `--pass-pipeline`, that text is the body inside the anchor's parentheses,
//! not the whole argument (see [`split_anchored_pipeline`]).
//!
//! This module deliberately does not know which passes or pass pipelines
//! exist. It does not parse option values (each pass does that, using
//! [`parse_options`] and [`split_option_list`] to tokenise), and it does not
//! expand registered pass pipelines. It does not normalise options for
//! printing either: callers put each pass's printed options into the tree
//! before they call [`print_pipeline`] or [`dump_pass_pipeline`].
//!
//! ```
//! use ir_core::pass::pipeline::{parse_pipeline, print_pipeline, split_anchored_pipeline};
//!
//! let text = "builtin.module( func.func(canonicalize{max-iterations=3}, cse) )";
//! let anchored = split_anchored_pipeline(text).unwrap();
//! assert_eq!(anchored.anchor, "builtin.module");
//! let elements = parse_pipeline(anchored.body).unwrap();
//! assert_eq!(print_pipeline(&elements), "func.func(canonicalize{max-iterations=3},cse)");
//! ```

use std::fmt;
use std::mem;

/// The buffer name MLIR gives the pipeline text in its error messages.
const BUFFER_NAME: &str = "MLIR Textual PassPipeline Parser";

/// The name MLIR prints for a pipeline that is not anchored on one operation.
const ANY_OP_ANCHOR: &str = "any";

/// The width of a tab stop when MLIR shows a source line in an error.
const TAB_STOP: usize = 8;

/// The deepest nesting of pipelines [`parse_pipeline`] accepts.
///
/// MLIR has no limit. Instead it overflows its stack somewhere between 25,000
/// and 30,000 levels. We reject deeper text with an error, so that printing,
/// name checks and dropping the tree (all recursive) fit in a small thread
/// stack. Real pipelines nest a handful of levels deep.
pub const MAX_NESTING_DEPTH: usize = 1_000;

/// One element of a textual pass pipeline. It is either a pass such as `cse`
/// or `canonicalize{max-iterations=3}`, or a nested pipeline anchored on an
/// operation, such as `func.func(cse)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineElement {
    /// The pass, pass pipeline or anchor operation name, trimmed of
    /// whitespace. It may be empty (`cse,`) or hold characters no registered
    /// name has (`cse x`). Name resolution rejects such names. An empty anchor
    /// name (`(cse)`) means `any`.
    pub name: String,
    /// The text between the braces of `name{...}`, verbatim; `None` without
    /// braces. `cse{}` gives `Some("")`. Parsed nested pipelines never have
    /// options.
    pub options: Option<String>,
    /// The elements of `name(...)`; `None` for a pass. A parsed nested
    /// pipeline is never empty: `func.func()` holds one element whose name is
    /// empty.
    pub nested: Option<Vec<PipelineElement>>,
    /// The byte offset of `name` in the parsed text, after any leading
    /// whitespace. For an empty name, it is where the name would have started.
    pub offset: usize,
}

impl PipelineElement {
    /// A pass element, for building pipelines that do not come from text
    /// (such as `--cse` flags). Its offset is 0.
    ///
    /// ```
    /// use ir_core::pass::pipeline::{print_pipeline, PipelineElement};
    /// let pass = PipelineElement::pass("canonicalize", Some("top-down=false".to_owned()));
    /// assert_eq!(print_pipeline(&[pass]), "canonicalize{top-down=false}");
    /// ```
    pub fn pass(name: impl Into<String>, options: Option<String>) -> Self {
        PipelineElement { name: name.into(), options, nested: None, offset: 0 }
    }

    /// A nested pipeline anchored on the operation `anchor` (`""` or `"any"`
    /// for any operation). Its offset is 0.
    ///
    /// ```
    /// use ir_core::pass::pipeline::{print_pipeline, PipelineElement};
    /// let nested = PipelineElement::anchored("func.func", vec![PipelineElement::pass("cse", None)]);
    /// assert_eq!(print_pipeline(&[nested]), "func.func(cse)");
    /// ```
    pub fn anchored(anchor: impl Into<String>, elements: Vec<PipelineElement>) -> Self {
        PipelineElement { name: anchor.into(), options: None, nested: Some(elements), offset: 0 }
    }
}

/// An error located in the pipeline text: a syntax error from
/// [`parse_pipeline`], or an unknown name from [`check_registered_names`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineSyntaxError {
    /// The byte offset in the text where MLIR puts the caret.
    pub offset: usize,
    /// MLIR's message, such as `expected ',' after parsing pipeline`.
    pub message: String,
}

impl PipelineSyntaxError {
    fn new(offset: usize, message: impl Into<String>) -> Self {
        PipelineSyntaxError { offset, message: message.into() }
    }

    /// Formats the error as MLIR's source manager prints it for `text` (the
    /// text that was parsed). The result is a header line with the 1-based
    /// line and byte column, then the source line with tabs expanded, then a
    /// caret line, each ending in `\n`. MLIR leaves out the caret line when
    /// the source line holds non-ASCII bytes. `mlir-opt` emits the result as
    /// the message of an error at an unknown location.
    ///
    /// ```
    /// use ir_core::pass::pipeline::parse_pipeline;
    /// let error = parse_pipeline("cse))").unwrap_err();
    /// assert_eq!(
    ///     error.render("cse))"),
    ///     "MLIR Textual PassPipeline Parser:1:4: error: encountered extra closing ')' \
    ///      creating unbalanced parentheses while parsing pipeline\ncse))\n   ^\n",
    /// );
    /// ```
    pub fn render(&self, text: &str) -> String {
        let bytes = text.as_bytes();
        let offset = self.offset.min(bytes.len());
        let (before, after) = bytes.split_at(offset);
        let is_line_break = |byte: &u8| *byte == b'\n' || *byte == b'\r';
        // Lines are counted by '\n' only, but '\r' also ends the shown line.
        let line_number = 1 + before.iter().filter(|byte| **byte == b'\n').count();
        let line_start = before.iter().rposition(is_line_break).map_or(0, |index| index + 1);
        let line_end =
            after.iter().position(is_line_break).map_or(bytes.len(), |index| offset + index);
        let line = bytes.get(line_start..line_end).unwrap_or_default();
        let column = offset - line_start;

        let mut rendered =
            format!("{BUFFER_NAME}:{line_number}:{}: error: {}\n", column + 1, self.message);
        push_with_expanded_tabs(&mut rendered, &String::from_utf8_lossy(line));
        rendered.push('\n');
        if !line.is_ascii() {
            return rendered;
        }
        let mut caret_line = vec![b' '; line.len() + 1];
        caret_line[column.min(line.len())] = b'^';
        let caret_end =
            caret_line.iter().rposition(|byte| *byte != b' ').map_or(0, |index| index + 1);
        caret_line.truncate(caret_end);
        // Each caret-line column under a tab repeats its character up to the tab stop.
        let mut output_column = 0;
        for (index, caret_byte) in caret_line.iter().enumerate() {
            let under_tab = line.get(index) == Some(&b'\t');
            loop {
                rendered.push(char::from(*caret_byte));
                output_column += 1;
                if !under_tab || output_column % TAB_STOP == 0 {
                    break;
                }
            }
        }
        rendered.push('\n');
        rendered
    }
}

impl fmt::Display for PipelineSyntaxError {
    /// Prints the bare message, without location or source line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for PipelineSyntaxError {}

/// A `--pass-pipeline` argument split into its anchor and its body:
/// `builtin.module(cse)` has anchor `builtin.module` and body `cse`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnchoredPipelineText<'a> {
    /// The anchor operation name, with whitespace trimmed. `any` means any
    /// operation. MLIR does not check this name here.
    pub anchor: &'a str,
    /// The text inside the outer parentheses, untrimmed. Pass it to
    /// [`parse_pipeline`]. Error offsets and [`PipelineSyntaxError::render`]
    /// refer to this text.
    pub body: &'a str,
}

/// The error for a `--pass-pipeline` argument that is not of the form
/// `anchor(...)`. MLIR reports it without a location.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MissingAnchorError;

impl fmt::Display for MissingAnchorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            "expected pass pipeline to be wrapped with the anchor operation type, \
             e.g. 'builtin.module(...)'",
        )
    }
}

impl std::error::Error for MissingAnchorError {}

/// One entry of a pass option string: `key=value`, or a bare `key`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassOption {
    /// The option name, trimmed, with one pair of enclosing quotes or braces
    /// removed.
    pub key: String,
    /// The value after `=`, cleaned like the key. `None` for a bare `key`,
    /// which MLIR treats as a flag set to true (and which options that need a
    /// value reject with `requires a value!`). `key=` gives `Some("")`.
    pub value: Option<String>,
}

// Parsing pipeline text.

/// Parses the body of a textual pass pipeline (`func.func(cse),canonicalize`)
/// into its elements. This checks only the structure. Names are checked by
/// [`check_registered_names`] and options by each pass. Empty text is an empty
/// pipeline, but text made only of whitespace is one element with an empty
/// name.
///
/// The errors and their offsets are MLIR's:
/// - `missing closing '}' while processing pass options`, at the `{`;
/// - `encountered extra closing ')' creating unbalanced parentheses while
///   parsing pipeline`, at the `)`;
/// - `expected ',' after parsing pipeline`, at what follows a `)` or `}`;
/// - `encountered unbalanced parentheses while parsing pipeline`, at the start
///   of the last element or at the end of the text.
///
/// There is one more error of our own: nesting deeper than
/// [`MAX_NESTING_DEPTH`], at the `(`.
///
/// ```
/// use ir_core::pass::pipeline::parse_pipeline;
/// let elements = parse_pipeline("func.func(cse), canonicalize{top-down=false}").unwrap();
/// assert_eq!(elements[0].name, "func.func");
/// assert_eq!(elements[0].nested.as_ref().unwrap()[0].name, "cse");
/// assert_eq!(elements[1].options.as_deref(), Some("top-down=false"));
/// assert_eq!(elements[1].offset, 16);
/// let error = parse_pipeline("func.func(cse").unwrap_err();
/// assert_eq!(error.message, "encountered unbalanced parentheses while parsing pipeline");
/// assert_eq!(error.offset, 10);
/// ```
pub fn parse_pipeline(text: &str) -> Result<Vec<PipelineElement>, PipelineSyntaxError> {
    if text.is_empty() {
        return Ok(Vec::new());
    }
    let bytes = text.as_bytes();
    // The pipeline being filled, and the enclosing pipelines of each open `(`.
    let mut current: Vec<PipelineElement> = Vec::new();
    let mut open_pipelines: Vec<OpenPipeline> = Vec::new();
    let mut position = 0;
    loop {
        let separator = bytes[position..]
            .iter()
            .position(|byte| matches!(byte, b',' | b'(' | b')' | b'{'))
            .map(|index| position + index);
        let mut element = element_named(text, position, separator.unwrap_or(bytes.len()));
        let Some(separator) = separator else {
            // The last element leaves `position` at its start, which is where
            // MLIR reports unclosed parentheses.
            current.push(element);
            break;
        };
        position = separator;
        match bytes.get(separator) {
            Some(b'(') => {
                if open_pipelines.len() >= MAX_NESTING_DEPTH {
                    return Err(PipelineSyntaxError::new(
                        separator,
                        format!(
                            "exceeded the maximum nesting depth of {MAX_NESTING_DEPTH} while \
                             parsing pipeline"
                        ),
                    ));
                }
                let enclosing = mem::take(&mut current);
                open_pipelines.push(OpenPipeline { anchor: element, enclosing });
                position += 1;
                continue;
            }
            Some(b'{') => {
                let options_start = separator + 1;
                let Some(options_end) = find_options_end(bytes, options_start) else {
                    return Err(PipelineSyntaxError::new(
                        separator,
                        "missing closing '}' while processing pass options",
                    ));
                };
                element.options = Some(text[options_start..options_end].to_owned());
                position = skip_whitespace(text, options_end + 1);
                // A nested pipeline cannot have options, so a `(` here falls
                // through to the "expected ','" error below.
            }
            _ => {}
        }
        current.push(element);

        // Closing parentheses are consumed greedily, so that `a(b(c))` has no
        // empty elements.
        while bytes.get(position) == Some(&b')') {
            let Some(closed) = open_pipelines.pop() else {
                return Err(PipelineSyntaxError::new(
                    position,
                    "encountered extra closing ')' creating unbalanced parentheses while \
                     parsing pipeline",
                ));
            };
            let mut anchor = closed.anchor;
            anchor.nested = Some(mem::replace(&mut current, closed.enclosing));
            current.push(anchor);
            position = skip_whitespace(text, position + 1);
        }
        match bytes.get(position) {
            None => break,
            Some(b',') => position += 1,
            Some(_) => {
                return Err(PipelineSyntaxError::new(
                    position,
                    "expected ',' after parsing pipeline",
                ))
            }
        }
    }
    if !open_pipelines.is_empty() {
        return Err(PipelineSyntaxError::new(
            position,
            "encountered unbalanced parentheses while parsing pipeline",
        ));
    }
    Ok(current)
}

/// A nested pipeline whose `(` has been read but not its `)`.
struct OpenPipeline {
    /// The element that owns the nested pipeline, such as `func.func`.
    anchor: PipelineElement,
    /// The elements of the enclosing pipeline read before `anchor`.
    enclosing: Vec<PipelineElement>,
}

/// An element named by `text[start..end]` trimmed, without options or nesting.
fn element_named(text: &str, start: usize, end: usize) -> PipelineElement {
    let segment = &text[start..end];
    let without_leading = trim_start_llvm(segment);
    let offset = start + (segment.len() - without_leading.len());
    PipelineElement {
        name: trim_end_llvm(without_leading).to_owned(),
        options: None,
        nested: None,
        offset,
    }
}

/// The offset of the `}` that closes options starting at `start`. MLIR counts
/// braces here and ignores quotes: `{a="}"}` ends at the first `}`.
fn find_options_end(bytes: &[u8], start: usize) -> Option<usize> {
    let mut depth = 1_usize;
    for (index, byte) in bytes.iter().enumerate().skip(start) {
        match byte {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(index);
                }
            }
            _ => {}
        }
    }
    None
}

// Resolving names.

/// Checks every pass name against `is_registered` (which should accept
/// registered passes and registered pass pipelines), in MLIR's order: depth
/// first, entering nested pipelines instead of checking their anchor names.
/// The first unknown name gives MLIR's error `'foo' does not refer to a
/// registered pass or pass pipeline` at the name's offset. MLIR checks names
/// only after the whole text has parsed, and before any options are parsed.
///
/// ```
/// use ir_core::pass::pipeline::{check_registered_names, parse_pipeline};
/// let elements = parse_pipeline("func.func(cse, foo)").unwrap();
/// let error = check_registered_names(&elements, &mut |name| name == "cse").unwrap_err();
/// assert_eq!(error.message, "'foo' does not refer to a registered pass or pass pipeline");
/// assert_eq!(error.offset, 15);
/// ```
pub fn check_registered_names(
    elements: &[PipelineElement],
    is_registered: &mut dyn FnMut(&str) -> bool,
) -> Result<(), PipelineSyntaxError> {
    for element in elements {
        match &element.nested {
            // As in MLIR, only a non-empty nested pipeline counts as one.
            Some(nested) if !nested.is_empty() => check_registered_names(nested, is_registered)?,
            _ if is_registered(&element.name) => {}
            _ => {
                return Err(PipelineSyntaxError::new(
                    element.offset,
                    format!(
                        "'{}' does not refer to a registered pass or pass pipeline",
                        element.name
                    ),
                ))
            }
        }
    }
    Ok(())
}

// Splitting `--pass-pipeline` arguments.

/// Splits a `--pass-pipeline` argument of the form `anchor(body)` as MLIR
/// does. The whole text is trimmed. The anchor is everything before the first
/// `(`, and the text must end with `)`. The anchor is not checked further, so
/// `foo(cse)` splits fine and fails later when the pass manager cannot run on
/// the input's top-level operation.
///
/// ```
/// use ir_core::pass::pipeline::split_anchored_pipeline;
/// let anchored = split_anchored_pipeline(" builtin.module ( cse ) ").unwrap();
/// assert_eq!((anchored.anchor, anchored.body), ("builtin.module", " cse "));
/// assert!(split_anchored_pipeline("cse").is_err());
/// ```
pub fn split_anchored_pipeline(text: &str) -> Result<AnchoredPipelineText<'_>, MissingAnchorError> {
    let trimmed = trim_llvm(text);
    let Some(open) = trimmed.find('(') else {
        return Err(MissingAnchorError);
    };
    let Some(without_close) = trimmed.strip_suffix(')') else {
        return Err(MissingAnchorError);
    };
    if open == 0 {
        return Err(MissingAnchorError);
    }
    let body = without_close.get(open + 1..).ok_or(MissingAnchorError)?;
    Ok(AnchoredPipelineText { anchor: trim_end_llvm(&trimmed[..open]), body })
}

// Splitting pass options.

/// Splits a pass option string (the text between a pass's braces, or after
/// `=` in `--canonicalize=...`) into entries, as MLIR's
/// `PassOptions::parseFromString` does. This never fails: unknown keys and bad
/// values are for the pass to report.
///
/// Entries are separated by spaces (only `' '`; a tab does not separate).
/// A key ends at the first space or `=`. A value ends at the first space that
/// is not inside quotes (`'...'`, `"..."`) or inside `{...}`. Brackets and
/// parentheses do not group here. Keys and values are then trimmed, and one
/// pair of enclosing quotes is removed (and the rest trimmed), or else one
/// pair of matching enclosing braces. Entries whose key ends up empty (`=x`)
/// are dropped, as MLIR skips them. Later entries do not replace earlier ones;
/// MLIR applies them in order, so the last one wins.
///
/// ```
/// use ir_core::pass::pipeline::{parse_options, PassOption};
/// let options = parse_options("max-iterations=3 disable-patterns={a,b} name='x y' top-down");
/// let pairs: Vec<(&str, Option<&str>)> =
///     options.iter().map(|option| (option.key.as_str(), option.value.as_deref())).collect();
/// assert_eq!(
///     pairs,
///     [
///         ("max-iterations", Some("3")),
///         ("disable-patterns", Some("a,b")),
///         ("name", Some("x y")),
///         ("top-down", None),
///     ]
/// );
/// ```
pub fn parse_options(text: &str) -> Vec<PassOption> {
    let mut options = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let (option, remaining) = next_option(rest);
        rest = remaining;
        if let Some(option) = option {
            options.push(option);
        }
    }
    options
}

/// Reads one entry from the start of `text`. Returns the entry (`None` when
/// its key is empty) and the text after it, with leading whitespace removed.
/// The remaining text is always shorter than `text`, for non-empty `text`.
fn next_option(text: &str) -> (Option<PassOption>, &str) {
    let bytes = text.as_bytes();
    let key_end = bytes.iter().position(|byte| matches!(byte, b' ' | b'=')).unwrap_or(bytes.len());
    let key = clean_argument(&text[..key_end]);
    if bytes.get(key_end) != Some(&b'=') {
        let remaining = trim_start_llvm(&text[key_end..]);
        let option = (!key.is_empty()).then(|| PassOption { key: key.to_owned(), value: None });
        return (option, remaining);
    }

    let value_text = &text[key_end + 1..];
    let value_end = find_value_end(value_text.as_bytes());
    let value = clean_argument(&value_text[..value_end]);
    let remaining = trim_start_llvm(&value_text[value_end..]);
    let option = (!key.is_empty())
        .then(|| PassOption { key: key.to_owned(), value: Some(value.to_owned()) });
    (option, remaining)
}

/// The end of an option value: the first space outside quotes and braces, or
/// the end of `bytes`. An unclosed quote is an ordinary character. An unclosed
/// brace runs to the end.
fn find_value_end(bytes: &[u8]) -> usize {
    let mut index = 0;
    let mut brace_depth = 0_usize;
    while let Some(&byte) = bytes.get(index) {
        match byte {
            b' ' if brace_depth == 0 => return index,
            b'\'' | b'"' => {
                if let Some(close) = find_byte(bytes, index + 1, byte) {
                    index = close;
                }
            }
            b'{' => brace_depth += 1,
            b'}' if brace_depth > 0 => brace_depth -= 1,
            _ => {}
        }
        index += 1;
    }
    bytes.len()
}

/// Splits a list option's value (`a,{b,c},"d,e"`) into its elements, as
/// MLIR's `parseCommaSeparatedList` does for `ListOption`s. Commas inside
/// `{}`, `()`, `[]` or quotes do not split. Each element is cleaned like an
/// option value (trimmed, with one pair of enclosing quotes or braces
/// removed). Empty text gives no elements, but `a,` gives `a` and an empty
/// element.
///
/// ```
/// use ir_core::pass::pipeline::split_option_list;
/// assert_eq!(split_option_list("a, {b,c},\"d,e\",f(g,h)"), ["a", "b,c", "d,e", "f(g,h)"]);
/// assert!(split_option_list("").is_empty());
/// ```
pub fn split_option_list(text: &str) -> Vec<String> {
    let mut elements = Vec::new();
    if text.is_empty() {
        return elements;
    }
    let mut rest = text;
    while let Some(comma) = find_outside_groups(rest.as_bytes(), 0, b',') {
        elements.push(clean_argument(&rest[..comma]).to_owned());
        // MLIR drops leading whitespace before it drops the comma, which is
        // the same as dropping the comma.
        rest = &rest[comma + 1..];
    }
    elements.push(clean_argument(rest).to_owned());
    elements
}

/// Trims an option key, value or list element. Then it removes one pair of
/// enclosing quotes (and trims again), or else one pair of enclosing braces
/// that match each other (and trims again).
fn clean_argument(text: &str) -> &str {
    let text = trim_llvm(text);
    if text.len() <= 1 {
        return text;
    }
    let bytes = text.as_bytes();
    let last_index = bytes.len() - 1;
    // Both ends are ASCII when unwrapping, so slicing them off is safe.
    let unwrapped = || trim_llvm(&text[1..last_index]);
    match (bytes[0], bytes[last_index]) {
        // Quoted text is literal: no further unwrapping.
        (first @ (b'\'' | b'"'), last) if first == last => unwrapped(),
        // `{a},{b}` keeps its braces: the first `{` must close at the very end.
        (b'{', b'}') if find_outside_groups(bytes, 1, b'}') == Some(last_index) => unwrapped(),
        _ => text,
    }
}

/// The first `target` at or after `start` that is not inside `{}`, `()`,
/// `[]` or quotes, as MLIR's `findChar` finds it. An unclosed group or quote
/// hides everything after it.
fn find_outside_groups(bytes: &[u8], start: usize, target: u8) -> Option<usize> {
    // The closers we are waiting for; the bottom one is `target` itself.
    let mut expected = vec![target];
    let mut index = start;
    while let Some(&byte) = bytes.get(index) {
        if expected.last() == Some(&byte) {
            expected.pop();
            if expected.is_empty() {
                return Some(index);
            }
        } else {
            match byte {
                b'{' => expected.push(b'}'),
                b'(' => expected.push(b')'),
                b'[' => expected.push(b']'),
                b'"' | b'\'' => index = find_byte(bytes, index + 1, byte)?,
                _ => {}
            }
        }
        index += 1;
    }
    None
}

/// The first `target` at or after `start`.
fn find_byte(bytes: &[u8], start: usize, target: u8) -> Option<usize> {
    let tail = bytes.get(start..)?;
    tail.iter().position(|byte| *byte == target).map(|index| start + index)
}

// Printing pipelines.

/// Prints `elements` in MLIR's compact textual form, as in crash reproducers
/// and in pipeline-valued options: elements are joined by `,` without spaces,
/// a nested pipeline is `anchor(...)` (with `any` for an empty anchor name),
/// and a pass is its name followed by `{options}` when it has options. The
/// options are printed verbatim. MLIR prints every option of a pass sorted
/// by name, so callers substitute the pass's own printed options.
///
/// ```
/// use ir_core::pass::pipeline::{parse_pipeline, print_pipeline};
/// let elements = parse_pipeline(" func.func( cse ) , (canonicalize{ x=1 })").unwrap();
/// assert_eq!(print_pipeline(&elements), "func.func(cse),any(canonicalize{ x=1 })");
/// ```
pub fn print_pipeline(elements: &[PipelineElement]) -> String {
    let mut printed = String::new();
    write_compact(&mut printed, elements);
    printed
}

fn write_compact(printed: &mut String, elements: &[PipelineElement]) {
    for (index, element) in elements.iter().enumerate() {
        if index > 0 {
            printed.push(',');
        }
        match &element.nested {
            Some(nested) => {
                printed.push_str(anchor_name(&element.name));
                printed.push('(');
                write_compact(printed, nested);
                printed.push(')');
            }
            None => {
                printed.push_str(&element.name);
                if let Some(options) = &element.options {
                    printed.push('{');
                    printed.push_str(options);
                    printed.push('}');
                }
            }
        }
    }
}

/// Prints what `mlir-opt --dump-pass-pipeline` writes to stderr for a pass
/// manager anchored on `anchor` that runs `elements`. The output is a header
/// line counting the top-level elements, then `anchor(`, one element per line
/// indented by two spaces per level (with `,` after all but the last), `)`,
/// and a blank line. Blank lines are not indented, and text after a newline
/// inside options is indented like the line it continues. The pass count is
/// the number of top-level elements after registered pass pipelines have been
/// expanded into their passes, which is the caller's job.
///
/// ```
/// use ir_core::pass::pipeline::{dump_pass_pipeline, parse_pipeline};
/// let elements = parse_pipeline("func.func(cse),cse").unwrap();
/// assert_eq!(
///     dump_pass_pipeline("builtin.module", &elements),
///     "Pass Manager with 2 passes:\nbuiltin.module(\n  func.func(\n    cse\n  ),\n  cse\n)\n\n",
/// );
/// ```
pub fn dump_pass_pipeline(anchor: &str, elements: &[PipelineElement]) -> String {
    let mut writer = IndentedWriter::default();
    writer.write(&format!("Pass Manager with {} passes:\n", elements.len()));
    write_pretty(&mut writer, anchor_name(anchor), elements);
    writer.write("\n\n");
    writer.printed
}

fn write_pretty(writer: &mut IndentedWriter, anchor: &str, elements: &[PipelineElement]) {
    writer.write(anchor);
    writer.write("(\n");
    writer.depth += 1;
    for (index, element) in elements.iter().enumerate() {
        if index > 0 {
            writer.write(",\n");
        }
        match &element.nested {
            Some(nested) => write_pretty(writer, anchor_name(&element.name), nested),
            None => {
                writer.write(&element.name);
                if let Some(options) = &element.options {
                    writer.write("{");
                    writer.write(options);
                    writer.write("}");
                }
            }
        }
    }
    writer.write("\n");
    writer.depth -= 1;
    writer.write(")");
}

/// The name MLIR prints for a pass manager anchored on `name`.
fn anchor_name(name: &str) -> &str {
    if name.is_empty() {
        ANY_OP_ANCHOR
    } else {
        name
    }
}

/// A string writer that indents each non-empty line, like MLIR's
/// `raw_indented_ostream`. The indentation is decided when a line's first
/// character is written.
struct IndentedWriter {
    printed: String,
    depth: usize,
    at_line_start: bool,
}

impl Default for IndentedWriter {
    fn default() -> Self {
        IndentedWriter { printed: String::new(), depth: 0, at_line_start: true }
    }
}

impl IndentedWriter {
    fn write(&mut self, text: &str) {
        for character in text.chars() {
            if character == '\n' {
                self.at_line_start = true;
            } else if self.at_line_start {
                self.at_line_start = false;
                for _ in 0..self.depth {
                    self.printed.push_str("  ");
                }
            }
            self.printed.push(character);
        }
    }
}

// Whitespace and tabs.

/// Whether `character` is whitespace to `llvm::StringRef::trim` (which, unlike
/// `str::trim`, includes `\v` and excludes non-ASCII whitespace).
fn is_llvm_whitespace(character: char) -> bool {
    matches!(character, ' ' | '\t' | '\n' | '\u{0B}' | '\u{0C}' | '\r')
}

fn trim_llvm(text: &str) -> &str {
    text.trim_matches(is_llvm_whitespace)
}

fn trim_start_llvm(text: &str) -> &str {
    text.trim_start_matches(is_llvm_whitespace)
}

fn trim_end_llvm(text: &str) -> &str {
    text.trim_end_matches(is_llvm_whitespace)
}

/// The first offset at or after `position` that is not whitespace.
fn skip_whitespace(text: &str, position: usize) -> usize {
    text.len() - trim_start_llvm(&text[position..]).len()
}

/// Appends `line`, replacing each tab by one or more spaces up to the next
/// tab stop. Columns are counted in bytes, as LLVM counts them.
fn push_with_expanded_tabs(rendered: &mut String, line: &str) {
    let mut output_column = 0;
    for character in line.chars() {
        if character != '\t' {
            rendered.push(character);
            output_column += character.len_utf8();
            continue;
        }
        loop {
            rendered.push(' ');
            output_column += 1;
            if output_column % TAB_STOP == 0 {
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses `text` and checks its names against a registry that knows only
    /// `cse` and `canonicalize`, as `mlir-opt` resolves them after parsing.
    fn parse_and_resolve(text: &str) -> Result<Vec<PipelineElement>, PipelineSyntaxError> {
        let elements = parse_pipeline(text)?;
        check_registered_names(&elements, &mut |name| matches!(name, "cse" | "canonicalize"))?;
        Ok(elements)
    }

    /// Asserts that `body` fails with MLIR's offset and exact output.
    fn assert_error(body: &str, expected_offset: usize, expected_render: &str) {
        let error = match parse_and_resolve(body) {
            Ok(elements) => panic!("{body:?} parsed as {elements:?}"),
            Err(error) => error,
        };
        assert_eq!(error.offset, expected_offset, "offset for {body:?}");
        assert_eq!(error.render(body), expected_render, "render for {body:?}");
    }

    fn options_of(text: &str) -> Vec<(String, Option<String>)> {
        parse_options(text).into_iter().map(|option| (option.key, option.value)).collect()
    }

    fn entry(key: &str, value: Option<&str>) -> (String, Option<String>) {
        (key.to_owned(), value.map(str::to_owned))
    }

    #[test]
    fn parses_passes_options_and_nesting() {
        let elements =
            parse_pipeline(" func.func ( cse {a{b}c} , canonicalize ) , any(cse{})").unwrap();
        let expected = vec![
            PipelineElement {
                name: "func.func".to_owned(),
                options: None,
                nested: Some(vec![
                    PipelineElement {
                        name: "cse".to_owned(),
                        options: Some("a{b}c".to_owned()),
                        nested: None,
                        offset: 13,
                    },
                    PipelineElement {
                        name: "canonicalize".to_owned(),
                        options: None,
                        nested: None,
                        offset: 27,
                    },
                ]),
                offset: 1,
            },
            PipelineElement {
                name: "any".to_owned(),
                options: None,
                nested: Some(vec![PipelineElement {
                    name: "cse".to_owned(),
                    options: Some(String::new()),
                    nested: None,
                    offset: 48,
                }]),
                offset: 44,
            },
        ];
        assert_eq!(elements, expected);
    }

    #[test]
    fn empty_text_is_an_empty_pipeline_but_blank_text_is_not() {
        // `builtin.module()` runs no passes; `builtin.module( )` names ''.
        assert_eq!(parse_pipeline(""), Ok(Vec::new()));
        let blank = parse_pipeline(" ").unwrap();
        assert_eq!(blank, vec![PipelineElement { offset: 1, ..PipelineElement::pass("", None) }]);
    }

    #[test]
    fn names_are_whatever_lies_between_separators() {
        let elements = parse_pipeline("cse x,cse},\u{0B}cse,\u{A0}cse").unwrap();
        let names: Vec<&str> = elements.iter().map(|element| element.name.as_str()).collect();
        // LLVM trims `\v` but not non-ASCII whitespace.
        assert_eq!(names, ["cse x", "cse}", "cse", "\u{A0}cse"]);
        assert_eq!(elements[2].offset, 12);
    }

    #[test]
    fn nested_pipelines_are_never_empty() {
        let elements = parse_pipeline("func.func(),(cse)").unwrap();
        assert_eq!(
            elements[0].nested,
            Some(vec![PipelineElement { offset: 10, ..PipelineElement::pass("", None) }])
        );
        assert_eq!(elements[1].name, "");
        assert_eq!(print_pipeline(&elements), "func.func(),any(cse)");
    }

    #[test]
    fn syntax_errors_match_mlir() {
        // (body inside `builtin.module(...)`, offset, what mlir-opt 22 prints
        // after `<unknown>:0: error: `).
        let cases = [
        ("cse)", 3, "MLIR Textual PassPipeline Parser:1:4: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline\ncse)\n   ^\n"),
        ("(cse", 1, "MLIR Textual PassPipeline Parser:1:2: error: encountered unbalanced parentheses while parsing pipeline\n(cse\n ^\n"),
        ("func.func(cse", 10, "MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline\nfunc.func(cse\n          ^\n"),
        ("func.func( cse", 10, "MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline\nfunc.func( cse\n          ^\n"),
        ("a(b(c", 4, "MLIR Textual PassPipeline Parser:1:5: error: encountered unbalanced parentheses while parsing pipeline\na(b(c\n    ^\n"),
        ("cse{", 3, "MLIR Textual PassPipeline Parser:1:4: error: missing closing '}' while processing pass options\ncse{\n   ^\n"),
        ("cse{a),foo", 3, "MLIR Textual PassPipeline Parser:1:4: error: missing closing '}' while processing pass options\ncse{a),foo\n   ^\n"),
        ("func.func(cse) x", 15, "MLIR Textual PassPipeline Parser:1:16: error: expected ',' after parsing pipeline\nfunc.func(cse) x\n               ^\n"),
        ("func.func{a}(cse)", 12, "MLIR Textual PassPipeline Parser:1:13: error: expected ',' after parsing pipeline\nfunc.func{a}(cse)\n            ^\n"),
        ("cse{a}x", 6, "MLIR Textual PassPipeline Parser:1:7: error: expected ',' after parsing pipeline\ncse{a}x\n      ^\n"),
        ("cse{a}{b}", 6, "MLIR Textual PassPipeline Parser:1:7: error: expected ',' after parsing pipeline\ncse{a}{b}\n      ^\n"),
        ("cse{a=\"}\"}", 8, "MLIR Textual PassPipeline Parser:1:9: error: expected ',' after parsing pipeline\ncse{a=\"}\"}\n        ^\n"),
        ("cse)x", 3, "MLIR Textual PassPipeline Parser:1:4: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline\ncse)x\n   ^\n"),
        ("cse),func.func(cse", 3, "MLIR Textual PassPipeline Parser:1:4: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline\ncse),func.func(cse\n   ^\n"),
        ("func.func(cse)),cse", 14, "MLIR Textual PassPipeline Parser:1:15: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline\nfunc.func(cse)),cse\n              ^\n"),
        ("func.func(\tcse", 10, "MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline\nfunc.func(      cse\n          ^^^^^^\n"),
        ("b}(cse", 3, "MLIR Textual PassPipeline Parser:1:4: error: encountered unbalanced parentheses while parsing pipeline\nb}(cse\n   ^\n"),
        ("cse{a{b}c}}", 10, "MLIR Textual PassPipeline Parser:1:11: error: expected ',' after parsing pipeline\ncse{a{b}c}}\n          ^\n"),
        ("func.func(cse)(cse)", 14, "MLIR Textual PassPipeline Parser:1:15: error: expected ',' after parsing pipeline\nfunc.func(cse)(cse)\n              ^\n"),
        ];
        for (body, offset, render) in cases {
            assert_error(body, offset, render);
        }
    }

    #[test]
    fn unknown_names_match_mlir() {
        let cases = [
        ("foo", 0, "MLIR Textual PassPipeline Parser:1:1: error: 'foo' does not refer to a registered pass or pass pipeline\nfoo\n^\n"),
        (" cse , foo ", 7, "MLIR Textual PassPipeline Parser:1:8: error: 'foo' does not refer to a registered pass or pass pipeline\n cse , foo \n       ^\n"),
        ("cse,", 4, "MLIR Textual PassPipeline Parser:1:5: error: '' does not refer to a registered pass or pass pipeline\ncse,\n    ^\n"),
        (",cse", 0, "MLIR Textual PassPipeline Parser:1:1: error: '' does not refer to a registered pass or pass pipeline\n,cse\n^\n"),
        ("func.func()", 10, "MLIR Textual PassPipeline Parser:1:11: error: '' does not refer to a registered pass or pass pipeline\nfunc.func()\n          ^\n"),
        (" ", 1, "MLIR Textual PassPipeline Parser:1:2: error: '' does not refer to a registered pass or pass pipeline\n \n ^\n"),
        ("cse x", 0, "MLIR Textual PassPipeline Parser:1:1: error: 'cse x' does not refer to a registered pass or pass pipeline\ncse x\n^\n"),
        ("cse}", 0, "MLIR Textual PassPipeline Parser:1:1: error: 'cse}' does not refer to a registered pass or pass pipeline\ncse}\n^\n"),
        ("any()", 4, "MLIR Textual PassPipeline Parser:1:5: error: '' does not refer to a registered pass or pass pipeline\nany()\n    ^\n"),
        ("func.func(  )", 12, "MLIR Textual PassPipeline Parser:1:13: error: '' does not refer to a registered pass or pass pipeline\nfunc.func(  )\n            ^\n"),
        ("cse,\n", 5, "MLIR Textual PassPipeline Parser:2:1: error: '' does not refer to a registered pass or pass pipeline\n\n^\n"),
        ("\tcse,\t\tfoo", 7, "MLIR Textual PassPipeline Parser:1:8: error: 'foo' does not refer to a registered pass or pass pipeline\n        cse,            foo\n                        ^\n"),
        ("cse,\rfoo", 5, "MLIR Textual PassPipeline Parser:1:1: error: 'foo' does not refer to a registered pass or pass pipeline\nfoo\n^\n"),
        ("cse\r,foo", 5, "MLIR Textual PassPipeline Parser:1:2: error: 'foo' does not refer to a registered pass or pass pipeline\n,foo\n ^\n"),
        ("cse,é,foo", 4, "MLIR Textual PassPipeline Parser:1:5: error: 'é' does not refer to a registered pass or pass pipeline\ncse,é,foo\n"),
        ("cse,\n\tfoo,x", 6, "MLIR Textual PassPipeline Parser:2:2: error: 'foo' does not refer to a registered pass or pass pipeline\n        foo,x\n        ^\n"),
        ("\n\n", 2, "MLIR Textual PassPipeline Parser:3:1: error: '' does not refer to a registered pass or pass pipeline\n\n^\n"),
        ("cse,foo\t", 4, "MLIR Textual PassPipeline Parser:1:5: error: 'foo' does not refer to a registered pass or pass pipeline\ncse,foo \n    ^\n"),
        ("func.func(cse{a}),foo", 18, "MLIR Textual PassPipeline Parser:1:19: error: 'foo' does not refer to a registered pass or pass pipeline\nfunc.func(cse{a}),foo\n                  ^\n"),
        ("func.func(foo),bar", 10, "MLIR Textual PassPipeline Parser:1:11: error: 'foo' does not refer to a registered pass or pass pipeline\nfunc.func(foo),bar\n          ^\n"),
        ("cse\t\t,x\t", 6, "MLIR Textual PassPipeline Parser:1:7: error: 'x' does not refer to a registered pass or pass pipeline\ncse             ,x      \n                 ^\n"),
        ("func.func(),cse", 10, "MLIR Textual PassPipeline Parser:1:11: error: '' does not refer to a registered pass or pass pipeline\nfunc.func(),cse\n          ^\n"),
        ("cse\n,\nfoo\n", 6, "MLIR Textual PassPipeline Parser:3:1: error: 'foo' does not refer to a registered pass or pass pipeline\nfoo\n^\n"),
        ("(cse),{x}", 6, "MLIR Textual PassPipeline Parser:1:7: error: '' does not refer to a registered pass or pass pipeline\n(cse),{x}\n      ^\n"),
        ];
        for (body, offset, render) in cases {
            assert_error(body, offset, render);
        }
    }

    #[test]
    fn syntax_errors_come_before_unknown_names() {
        // `foo` is unknown, but the unclosed `(` is reported.
        let error = parse_and_resolve("foo,func.func(cse").unwrap_err();
        assert_eq!(error.message, "encountered unbalanced parentheses while parsing pipeline");
    }

    #[test]
    fn nesting_deeper_than_the_limit_is_an_error() {
        let nested = |depth: usize| format!("{}cse{}", "any(".repeat(depth), ")".repeat(depth));
        let deepest = nested(MAX_NESTING_DEPTH);
        let elements = parse_pipeline(&deepest).unwrap();
        assert_eq!(print_pipeline(&elements), deepest);
        let error = parse_pipeline(&nested(MAX_NESTING_DEPTH + 1)).unwrap_err();
        assert_eq!(error.offset, MAX_NESTING_DEPTH * 4 + 3);
        assert_eq!(
            error.message,
            "exceeded the maximum nesting depth of 1000 while parsing pipeline"
        );
    }

    #[test]
    fn splits_anchored_pipelines_like_mlir() {
        let split = |text| split_anchored_pipeline(text).map(|split| (split.anchor, split.body));
        assert_eq!(split("builtin.module(cse)"), Ok(("builtin.module", "cse")));
        assert_eq!(split("  any  (  cse  )  "), Ok(("any", "  cse  ")));
        assert_eq!(split("builtin.module()"), Ok(("builtin.module", "")));
        assert_eq!(split("builtin.module{x}(cse)"), Ok(("builtin.module{x}", "cse")));
        // The body of this one fails to parse: `extra closing ')'` at 3.
        assert_eq!(
            split("builtin.module(cse),func.func(cse)"),
            Ok(("builtin.module", "cse),func.func(cse"))
        );
        assert_eq!(split("builtin.module{a(b}(cse)"), Ok(("builtin.module{a", "b}(cse")));
        for text in ["", "cse", "(cse)", "builtin.module(cse", "builtin.module(cse}", "a)", "a("] {
            assert_eq!(split(text), Err(MissingAnchorError), "{text:?}");
        }
        assert_eq!(
            MissingAnchorError.to_string(),
            "expected pass pipeline to be wrapped with the anchor operation type, \
             e.g. 'builtin.module(...)'"
        );
    }

    #[test]
    fn prints_compact_pipelines() {
        let elements =
            parse_pipeline(" func.func ( cse , canonicalize{ x=1 } ) ,(cse), c{}").unwrap();
        assert_eq!(print_pipeline(&elements), "func.func(cse,canonicalize{ x=1 }),any(cse),c{}");
        assert_eq!(print_pipeline(&[]), "");
    }

    #[test]
    fn dumps_pipelines_like_mlir_opt() {
        // (--pass-pipeline argument, what mlir-opt 22 prints with
        // --dump-pass-pipeline). These passes have no options, so the
        // syntactic tree prints exactly as MLIR prints the pass manager.
        let cases = [
            ("builtin.module(func.func(cse),cse)", "Pass Manager with 2 passes:\nbuiltin.module(\n  func.func(\n    cse\n  ),\n  cse\n)\n\n"),
            ("builtin.module()", "Pass Manager with 0 passes:\nbuiltin.module(\n\n)\n\n"),
            ("any(cse)", "Pass Manager with 1 passes:\nany(\n  cse\n)\n\n"),
            ("builtin.module((cse))", "Pass Manager with 1 passes:\nbuiltin.module(\n  any(\n    cse\n  )\n)\n\n"),
            ("builtin.module(func.func(any(cse)),any(cse))", "Pass Manager with 2 passes:\nbuiltin.module(\n  func.func(\n    any(\n      cse\n    )\n  ),\n  any(\n    cse\n  )\n)\n\n"),
            (" builtin.module ( func.func ( cse ) , cse ) ", "Pass Manager with 2 passes:\nbuiltin.module(\n  func.func(\n    cse\n  ),\n  cse\n)\n\n"),
            ("builtin.module(func.func(cse),func.func(cse))", "Pass Manager with 2 passes:\nbuiltin.module(\n  func.func(\n    cse\n  ),\n  func.func(\n    cse\n  )\n)\n\n"),
        ];
        for (argument, expected) in cases {
            let anchored = split_anchored_pipeline(argument).unwrap();
            let elements = parse_pipeline(anchored.body).unwrap();
            assert_eq!(dump_pass_pipeline(anchored.anchor, &elements), expected, "{argument:?}");
        }
    }

    #[test]
    fn dump_indents_lines_inside_options() {
        // mlir-opt prints `canonicalize{enable-patterns="a\n\nb"}` with these
        // options; the line after the newline is indented, the blank one is not.
        let options = " enable-patterns={a\n\nb} max-iterations=10 max-num-rewrites=-1 \
                       region-simplify=normal test-convergence=false top-down=true";
        let canonicalize = PipelineElement::pass("canonicalize", Some(options.to_owned()));
        let elements = [PipelineElement::anchored("func.func", vec![canonicalize])];
        assert_eq!(
            dump_pass_pipeline("builtin.module", &elements),
            "Pass Manager with 1 passes:\nbuiltin.module(\n  func.func(\n    canonicalize{ \
             enable-patterns={a\n\n    b} max-iterations=10 max-num-rewrites=-1 \
             region-simplify=normal test-convergence=false top-down=true}\n  )\n)\n\n"
        );
    }

    #[test]
    fn splits_options_like_mlir() {
        // Each expectation was checked with `mlir-opt --canonicalize='...'`,
        // whose errors quote the key (`no such option`) or value
        // (`'...' value invalid for long argument!`) that MLIR saw.
        let value = |key, value| vec![entry(key, Some(value))];
        assert_eq!(options_of("max-iterations=\"1 2\""), value("max-iterations", "1 2"));
        assert_eq!(options_of("max-iterations='{x y}'"), value("max-iterations", "{x y}"));
        assert_eq!(options_of("max-iterations={x y}"), value("max-iterations", "x y"));
        assert_eq!(options_of("max-iterations={x}{y}"), value("max-iterations", "{x}{y}"));
        assert_eq!(options_of("max-iterations=a\"b c\"d"), value("max-iterations", "a\"b c\"d"));
        assert_eq!(options_of("max-iterations=\"abc"), value("max-iterations", "\"abc"));
        assert_eq!(options_of("max-iterations={\"}\" x}"), value("max-iterations", "\"}\" x"));
        assert_eq!(options_of("max-iterations={{x}"), value("max-iterations", "{{x}"));
        assert_eq!(options_of("max-iterations=\" 7 \""), value("max-iterations", "7"));
        assert_eq!(options_of("max-iterations={ 7 }"), value("max-iterations", "7"));
        assert_eq!(options_of("max-iterations=\" {7} \""), value("max-iterations", "{7}"));
        assert_eq!(options_of("max-iterations=\""), value("max-iterations", "\""));
        assert_eq!(options_of("max-iterations=''"), value("max-iterations", ""));
        assert_eq!(options_of("max-iterations="), value("max-iterations", ""));
        assert_eq!(options_of("max-iterations==1"), value("max-iterations", "=1"));
        assert_eq!(options_of("top-down=false=true"), value("top-down", "false=true"));
        assert_eq!(options_of("'max-iterations'=5"), value("max-iterations", "5"));
        assert_eq!(options_of("{max-iterations}=5"), value("max-iterations", "5"));
        assert_eq!(options_of("\"max-iterations=5\""), value("\"max-iterations", "5\""));
        // Only a space separates entries.
        assert_eq!(
            options_of("max-iterations=5\ttop-down=false"),
            value("max-iterations", "5\ttop-down=false")
        );
    }

    #[test]
    fn splits_several_options_and_flags_like_mlir() {
        assert_eq!(
            options_of("  max-iterations=7   max-iterations=8 top-down "),
            [
                entry("max-iterations", Some("7")),
                entry("max-iterations", Some("8")),
                entry("top-down", None)
            ]
        );
        // Brackets and parentheses do not group.
        assert_eq!(
            options_of("max-iterations=[a b]"),
            [entry("max-iterations", Some("[a")), entry("b]", None)]
        );
        assert_eq!(
            options_of("max-iterations=(1 2)"),
            [entry("max-iterations", Some("(1")), entry("2)", None)]
        );
        // A space after `=` ends an empty value; one before `=` makes a flag.
        assert_eq!(
            options_of("max-iterations=   5"),
            [entry("max-iterations", Some("")), entry("5", None)]
        );
        assert_eq!(options_of("max-iterations =5"), [entry("max-iterations", None)]);
        assert_eq!(
            options_of(" = 5 top-down=false"),
            [entry("5", None), entry("top-down", Some("false"))]
        );
        assert_eq!(options_of("a=b=c"), [entry("a", Some("b=c"))]);
        assert_eq!(options_of("=x"), []);
        assert_eq!(options_of(""), []);
        assert_eq!(options_of("\u{e9}=\u{e9}"), [entry("\u{e9}", Some("\u{e9}"))]);
    }

    #[test]
    fn splits_option_lists_like_mlir() {
        // Checked through `canonicalize{enable-patterns=...}`, whose printed
        // value lists the elements MLIR saw.
        let list = |text| split_option_list(text);
        assert_eq!(list("a,b"), ["a", "b"]);
        assert_eq!(list(" a , b "), ["a", "b"]);
        assert_eq!(list("a,,b"), ["a", "", "b"]);
        assert_eq!(list("a,"), ["a", ""]);
        assert_eq!(list(",a"), ["", "a"]);
        assert_eq!(list("{a,b},{c}"), ["a,b", "c"]);
        assert_eq!(list("a(b,c),d"), ["a(b,c)", "d"]);
        assert_eq!(list("[x,y],z"), ["[x,y]", "z"]);
        assert_eq!(list("\"a,b\",c"), ["a,b", "c"]);
        assert_eq!(list("(a,b"), ["(a,b"]);
        assert_eq!(list("\"x"), ["\"x"]);
        assert_eq!(list("a b"), ["a b"]);
        assert!(list("").is_empty());
    }

    #[test]
    fn renders_offsets_past_the_end_and_inside_characters() {
        let error = PipelineSyntaxError::new(99, "m");
        assert_eq!(error.render("ab"), "MLIR Textual PassPipeline Parser:1:3: error: m\nab\n  ^\n");
        let error = PipelineSyntaxError::new(1, "m");
        assert_eq!(
            error.render("\u{e9}"),
            "MLIR Textual PassPipeline Parser:1:2: error: m\n\u{e9}\n"
        );
        assert_eq!(error.render(""), "MLIR Textual PassPipeline Parser:1:1: error: m\n\n^\n");
        assert_eq!(error.to_string(), "m");
    }
}
