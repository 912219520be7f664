//! The parser of MLIR's text format: generic ops, the custom form of
//! `builtin.module`, every builtin type and attribute, locations, alias
//! definitions and the `{-# ... #-}` resource section.
//!
//! Parsing stops at the first error, as in MLIR, and reports it as a
//! [`Diagnostic`] at `file:line:col`. It never panics on any input.
//!
//! This file holds the parser's state, token handling, errors, the nesting
//! limit and the top level (alias definitions). The rest is split by what
//! it reads:
//! - `ops`: operations, regions and blocks, with `ops::scopes` deciding
//!   which value or block a name stands for;
//! - `custom`: [`OpParser`], through which an op's parse hook reads its
//!   custom form;
//! - `types`: builtin types, type aliases and types of dialects;
//! - `attributes`: scalar and container attributes, attribute aliases and
//!   attributes of dialects;
//! - `elements`: `dense`, `sparse` and `dense_resource` elements;
//! - `locations`: `loc(...)` and location aliases;
//! - `literals`: the numbers behind integer, float and hex-string tokens;
//! - `resources`: the `{-# ... #-}` resource section.

mod attributes;
mod custom;
mod deferred;
mod elements;
mod literals;
mod locations;
mod ops;
mod resources;
mod types;

use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::lexer::{unescape_string, Lexer, Token, TokenKind};
use super::Resources;
use crate::attributes::Attr;
use crate::diagnostics::{Diagnostic, SourcePosition};
use crate::ir::Ir;
use crate::types::Type;
use crate::Context;

pub use custom::{EntryArgument, OpParser, ParsedRegion, UnresolvedOperand};
pub(crate) use ops::OpsState;
pub use ParseResult as OpParseResult;

/// A default dialect as a cache key: where its text is (the text of a
/// definition or a literal, never freed). Equal keys are equal names;
/// the same name at another address only takes another cache entry.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct DialectKey(usize, usize);

impl DialectKey {
    pub(crate) fn of(dialect: &'static str) -> Self {
        DialectKey(dialect.as_ptr() as usize, dialect.len())
    }
}

/// A keyword of at most eight bytes as one integer, its bytes in order
/// from the lowest: keywords hold no NUL byte, so two keywords are equal
/// exactly when their keys are. Longer keywords have none.
#[inline]
pub(crate) fn keyword_key(keyword: &str) -> Option<u64> {
    let bytes = keyword.as_bytes();
    if bytes.len() > 8 {
        return None;
    }
    Some(bytes.iter().rev().fold(0u64, |key, &byte| key << 8 | u64::from(byte)))
}

/// The result of parsing: the IR and the resource section.
pub struct ParsedSource {
    /// The IR, rooted at a `builtin.module`.
    pub ir: Ir,
    /// The `dialect_resources` and `external_resources` entries, kept.
    pub resources: Resources,
    /// By body index: the bodies the parse proved in SSA order, each use
    /// naming a value defined before it in the body, in regions of one
    /// block, so that every operand dominates its use
    /// ([`verify_parsed`](crate::verifier::verify_parsed) then skips the
    /// dominance check). A body missing here is not known to be ordered.
    pub ordered_bodies: Vec<bool>,
}

/// Parses `source` (named `file` in diagnostics) into IR.
///
/// `line_offset` is added to every line number, so that a chunk of a split
/// file reports positions in the whole file.
pub fn parse_source(
    context: &Context,
    file: &str,
    source: &str,
    line_offset: u32,
) -> Result<ParsedSource, Diagnostic> {
    parse_source_reporting_all(context, file, source, line_offset)
        .map_err(|mut errors| errors.swap_remove(0))
}

/// How a source is parsed.
#[derive(Clone, Copy, Default)]
pub struct ParseOptions<'a> {
    /// Parse the bodies of isolated ops (functions, not modules) on the
    /// worker threads: the main parse skips each body's text and the
    /// workers fill the bodies as it reads on. The result and the
    /// diagnostics are those of a serial parse: when anything fails, the
    /// source is parsed again serially for the errors.
    pub parallel: bool,
    /// Told ranges of the text that the parse has read, of about
    /// [`PROGRESS_STEP`] bytes or more each, disjoint: the parse needs
    /// them no more, except to read them again for an error message or
    /// the rare look back. A tool that maps its input file uses this to
    /// let the parsed text leave memory as the IR grows. A parallel parse
    /// tells them from its workers' threads, in no particular order: each
    /// worker tells the text from the end of the bodies sent before its
    /// own up to the end of its last, so the ranges tile the text (the
    /// rest is read by the calling thread, and not told).
    pub progress: Option<Progress<'a>>,
}

impl std::fmt::Debug for ParseOptions<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ParseOptions")
            .field("parallel", &self.parallel)
            .field("progress", &self.progress.is_some())
            .finish()
    }
}

/// How often, in bytes of source, [`ParseOptions::progress`] is told.
pub const PROGRESS_STEP: usize = 1 << 20;

/// See [`ParseOptions::progress`].
pub type Progress<'a> = &'a (dyn Fn(std::ops::Range<usize>) + Sync);

/// Like [`parse_source`], with every error MLIR reports for the failure
/// (never an empty list): some parsers follow a specific error with one of
/// their own (`no expression inside parentheses`, then `missing operand of
/// negation`). [`parse_source`] keeps the first.
pub fn parse_source_reporting_all(
    context: &Context,
    file: &str,
    source: &str,
    line_offset: u32,
) -> Result<ParsedSource, Vec<Diagnostic>> {
    parse_source_with_options(context, file, source, line_offset, ParseOptions::default())
}

/// [`parse_source_reporting_all`] with `options`.
pub fn parse_source_with_options(
    context: &Context,
    file: &str,
    source: &str,
    line_offset: u32,
    options: ParseOptions<'_>,
) -> Result<ParsedSource, Vec<Diagnostic>> {
    // On one of the pool's own threads, the workers could wait behind the
    // parse that waits for them: such a parse is serial.
    let pool = crate::threads::pool().filter(|pool| pool.current_thread_index().is_none());
    if let Some(pool) = pool.filter(|_| options.parallel) {
        let mut parser = Parser::new(context, file, source, line_offset);
        // The main parse skims the bodies; the workers tell what they read.
        parser.progress = options.progress;
        match deferred::parse_in_parallel(&mut parser, pool) {
            Ok(parsed) => return Ok(parsed),
            // With no body set aside, the failure is the serial one.
            Err(last) if !parser.deferred_any => return Err(parser.all_errors(last)),
            Err(_) => {}
        }
    }
    let mut parser = Parser::new(context, file, source, line_offset);
    parser.progress = options.progress;
    parser.begin_progress_at(0);
    parser.parse_top_level().map_err(|last| parser.all_errors(last))
}

/// Parses one attribute written alone (`#spirv.vce<v1.3, [Shader], []>`,
/// `[1, 2]`, `4 : i32`), as MLIR's `parseAttribute` does: the whole text
/// must be the attribute. Errors are reported in `file`.
pub fn parse_attribute_text(context: &Context, file: &str, text: &str) -> Result<Attr, Diagnostic> {
    let mut parser = Parser::new(context, file, text, 0);
    let attr = parser.parse_attribute(None)?;
    if parser.token.kind != TokenKind::Eof {
        return parser.error("unexpected text after the attribute");
    }
    Ok(attr)
}

/// Maps byte offsets to line and column numbers.
struct LineIndex {
    /// Shared with the parsers of bodies set aside for threads.
    line_starts: Arc<[u32]>,
    /// The line of the last lookup: ops are parsed in order, so the next
    /// lookup is almost always on that line or the next.
    last_line: std::cell::Cell<usize>,
}

impl LineIndex {
    fn new(source: &str) -> Self {
        let mut line_starts = vec![0];
        line_starts
            .extend(memchr::memchr_iter(b'\n', source.as_bytes()).map(|index| index as u32 + 1));
        LineIndex { line_starts: line_starts.into(), last_line: std::cell::Cell::new(0) }
    }

    /// 1-based line and column of byte `offset`.
    fn line_column(&self, offset: u32) -> (u32, u32) {
        let starts = &self.line_starts;
        let contains = |line: usize| {
            starts[line] <= offset && starts.get(line + 1).is_none_or(|&next| offset < next)
        };
        let hint = self.last_line.get();
        let line = if contains(hint) {
            hint
        } else if hint + 1 < starts.len() && contains(hint + 1) {
            hint + 1
        } else {
            starts.partition_point(|&start| start <= offset) - 1
        };
        self.last_line.set(line);
        (line as u32 + 1, offset - self.line_starts[line] + 1)
    }
}

/// The state of one parse.
pub(crate) struct Parser<'a> {
    pub(crate) context: &'a Context,
    file: Arc<str>,
    source: &'a str,
    lexer: Lexer<'a>,
    pub(crate) token: Token,
    line_index: LineIndex,
    line_offset: u32,
    /// `#name = ...` definitions (shared with the parsers of bodies set
    /// aside for threads, which only read them).
    /// Each alias keeps the nesting depth of its value, which counts
    /// wherever the alias is used, and where it is defined.
    attribute_aliases: Arc<FxHashMap<Box<str>, Alias<Attr>>>,
    /// `!name = ...` definitions.
    type_aliases: Arc<FxHashMap<Box<str>, Alias<Type>>>,
    /// Aliases defined at or after this offset are not visible yet: a
    /// body parsed on a thread sees the aliases written before it only.
    alias_limit: u32,
    /// Whether any body was set aside.
    deferred_any: bool,
    /// The bodies set aside for the worker threads and the channels to
    /// them, when parsing in parallel (see [`ParseOptions::parallel`]).
    dispatch: Option<deferred::Dispatch<'a>>,
    /// Whether this parser reads a body set aside by the main parse.
    in_worker: bool,
    /// `distinct[N]` ids seen in this file and the attributes they made.
    distinct_attributes: FxHashMap<u64, Attr>,
    /// The file name as a string attribute, for op locations.
    file_attr: Attr,
    /// Where the source text starts among the context's source-location
    /// buffers: unknown until the first location, then `None` when the
    /// text could not be registered (its locations are then interned).
    source_base: std::cell::Cell<Option<Option<u32>>>,
    pub(crate) resources: Resources,
    /// The location parsed by the last `loc(...)` of a block argument.
    pub(crate) last_location: Option<Attr>,
    /// Where the previous token ended.
    pub(crate) previous_end: u32,
    /// Op names already seen, by their quoted spelling.
    pub(crate) op_name_cache:
        FxHashMap<&'a str, (crate::registry::OpName, crate::traits::TraitFlags)>,
    /// Custom op names seen in this file, with the default dialect they
    /// were read under: the op, its parse hook and its regions' default
    /// dialect.
    pub(crate) custom_op_cache: FxHashMap<
        (&'a str, DialectKey),
        (crate::registry::OpName, crate::registry::ParseHook, &'static str),
    >,
    /// Attribute dictionaries already parsed, by their source text.
    pub(crate) dictionary_cache: FxHashMap<&'a str, Attr>,
    /// Types written as one keyword (`i32`, `f32`, `index`), by spelling
    /// packed into an integer (see [`keyword_key`]).
    pub(crate) keyword_type_cache: FxHashMap<u64, Type>,
    /// `{}`.
    pub(crate) empty_dictionary: Attr,
    /// How many nested attributes, types, locations and ops enclose the
    /// current token.
    depth: u32,
    /// The deepest nesting reached (aliases included) since the start of
    /// the current alias definition.
    deepest: u32,
    /// Errors already reported for the failure under way, before the one
    /// the parse fails with (see [`Parser::error_after`]).
    pub(crate) earlier_errors: Vec<Diagnostic>,
    /// See [`ParseOptions::progress`].
    pub(crate) progress: Option<Progress<'a>>,
    /// The text read and not told yet.
    unreported: std::ops::Range<u32>,
    /// The offset past which the ops parser calls `report_progress`
    /// (never, without `progress`).
    pub(crate) next_progress: u32,
}

/// An alias definition: its value, the nesting depth of that value and
/// the offset of its name.
#[derive(Clone, Copy)]
struct Alias<T> {
    value: T,
    depth: u32,
    offset: u32,
}

/// How deeply attributes, types, locations and regions may nest.
pub(crate) const MAX_NESTING: u32 = 1000;

/// The result of a parsing step: a value, or the diagnostic of the first
/// error.
pub type ParseResult<T> = Result<T, Diagnostic>;

/// Token handling and errors.
impl<'a> Parser<'a> {
    fn new(context: &'a Context, file: &str, source: &'a str, line_offset: u32) -> Self {
        let file_attr = context.string_attr(file);
        let line_index = LineIndex::new(source);
        Parser::new_sharing(context, file.into(), source, line_index, line_offset, file_attr)
    }

    /// A parser at the start of `source`, whose line index and file name
    /// (as a string and as an attribute) are given.
    fn new_sharing(
        context: &'a Context,
        file: Arc<str>,
        source: &'a str,
        line_index: LineIndex,
        line_offset: u32,
        file_attr: Attr,
    ) -> Self {
        let mut lexer = Lexer::new(source);
        let token = lexer.next_token();
        Parser {
            context,
            file,
            source,
            lexer,
            token,
            line_index,
            line_offset,
            attribute_aliases: Arc::default(),
            type_aliases: Arc::default(),
            alias_limit: u32::MAX,
            deferred_any: false,
            dispatch: None,
            in_worker: false,
            distinct_attributes: FxHashMap::default(),
            file_attr,
            source_base: std::cell::Cell::new(None),
            resources: Resources::default(),
            last_location: None,
            previous_end: 0,
            op_name_cache: FxHashMap::default(),
            custom_op_cache: FxHashMap::default(),
            dictionary_cache: FxHashMap::default(),
            keyword_type_cache: FxHashMap::default(),
            empty_dictionary: context.dictionary_attr(&[]),
            depth: 0,
            deepest: 0,
            earlier_errors: Vec::new(),
            progress: None,
            unreported: 0..0,
            next_progress: u32::MAX,
        }
    }

    /// Notes that the text up to the current token is read, and tells
    /// [`ParseOptions::progress`] once that is [`PROGRESS_STEP`] bytes;
    /// the ops parser calls this once it is past `next_progress`.
    ///
    /// With bodies set aside for workers, the main parse tells nothing:
    /// the text it skipped is not read yet, and the workers tell the text
    /// around their bodies (see `deferred::Piece::text_start`).
    #[cold]
    pub(crate) fn report_progress(&mut self) {
        if self.dispatch.is_some() {
            self.next_progress = u32::MAX;
            return;
        }
        self.read_up_to(self.token.start);
    }

    /// Notes that the text from where the unreported range ends up to
    /// `offset` is read, telling the range once it is long enough.
    pub(crate) fn read_up_to(&mut self, offset: u32) {
        let Some(progress) = self.progress else { return };
        self.unreported.end = offset.max(self.unreported.end);
        if self.unreported.len() >= PROGRESS_STEP {
            progress(self.unreported.start as usize..self.unreported.end as usize);
            self.unreported = offset..offset;
        }
        self.next_progress = self.unreported.start.saturating_add(PROGRESS_STEP as u32);
    }

    /// Starts a new range of text read at `offset`, telling the range
    /// read so far first.
    pub(crate) fn begin_progress_at(&mut self, offset: u32) {
        if self.progress.is_none() {
            return;
        }
        self.tell_progress();
        self.unreported = offset..offset;
        self.next_progress = offset.saturating_add(PROGRESS_STEP as u32);
    }

    /// Tells [`ParseOptions::progress`] the range read and not told yet,
    /// however short.
    pub(crate) fn tell_progress(&mut self) {
        let Some(progress) = self.progress else { return };
        if !self.unreported.is_empty() {
            progress(self.unreported.start as usize..self.unreported.end as usize);
        }
        self.unreported = self.unreported.end..self.unreported.end;
    }

    /// The errors of a failed parse: those reported before `last`, then
    /// `last`.
    fn all_errors(&mut self, last: Diagnostic) -> Vec<Diagnostic> {
        let mut errors = std::mem::take(&mut self.earlier_errors);
        errors.push(last);
        errors
    }

    /// The source position of byte `offset`.
    pub(crate) fn position(&self, offset: u32) -> SourcePosition {
        let (line, column) = self.line_index.line_column(offset);
        SourcePosition { file: self.file.clone(), line: line + self.line_offset, column }
    }

    /// Where the source text starts among the context's source-location
    /// buffers, registering it on first use; `None` when it cannot be.
    pub(crate) fn source_base(&self) -> Option<u32> {
        if let Some(base) = self.source_base.get() {
            return base;
        }
        let base = self.context.source_locations.register(
            self.file_attr,
            self.line_offset,
            self.source.len(),
            self.line_index.line_starts.clone(),
        );
        self.source_base.set(Some(base));
        base
    }

    /// A `file:line:col` location attribute for byte `offset`: the offset
    /// itself when the text is registered (see `source_locations`).
    pub(crate) fn location_at(&self, offset: u32) -> Attr {
        if let Some(base) = self.source_base() {
            return crate::source_locations::SourceLocations::location(base, offset);
        }
        let (line, column) = self.line_index.line_column(offset);
        let location = crate::attributes::Location::FileLineCol {
            file: self.file_attr,
            line: line + self.line_offset,
            column,
            end: None,
        };
        self.context.intern_attr(crate::attributes::AttrData::Location(location))
    }

    /// An error at byte `offset`; when the current token is a lexer error,
    /// that error instead (MLIR's lexer reports it as soon as it lexes it).
    pub(crate) fn error_at<T>(&self, offset: u32, message: impl Into<String>) -> ParseResult<T> {
        if self.token.kind == TokenKind::Error {
            return self.lexer_error();
        }
        Err(Diagnostic::error(Some(self.position(offset)), message))
    }

    /// An error at the current token; lexer errors take precedence.
    pub(crate) fn error<T>(&self, message: impl Into<String>) -> ParseResult<T> {
        if self.token.kind == TokenKind::Error {
            return self.lexer_error();
        }
        // At the end of input, MLIR points one character back.
        let at_end = self.token.kind == TokenKind::Eof;
        self.error_at(self.token.start.saturating_sub(u32::from(at_end)), message)
    }

    /// Reports `earlier` (the error a nested parse failed with), then fails
    /// with `message` at the current token, as MLIR's parsers do when they
    /// add their own error to a failure (`missing operand of negation`).
    pub(crate) fn error_after<T>(
        &mut self,
        earlier: Diagnostic,
        message: impl Into<String>,
    ) -> ParseResult<T> {
        self.earlier_errors.push(earlier);
        let at_end = self.token.kind == TokenKind::Eof;
        let offset = self.token.start.saturating_sub(u32::from(at_end));
        Err(Diagnostic::error(Some(self.position(offset)), message))
    }

    fn lexer_error<T>(&self) -> ParseResult<T> {
        let position = self.position(self.lexer.error_position as u32);
        Err(Diagnostic::error(Some(position), self.lexer.error_message))
    }

    /// The text of the current token.
    pub(crate) fn spelling(&self) -> &'a str {
        &self.source[self.token.start as usize..self.token.end as usize]
    }

    /// The text of any token.
    pub(crate) fn spelling_of(&self, token: Token) -> &'a str {
        &self.source[token.start as usize..token.end as usize]
    }

    /// Moves to the next token.
    pub(crate) fn advance(&mut self) {
        self.previous_end = self.token.end;
        self.token = self.lexer.next_token();
    }

    /// An error about an unexpected token, reported where the missing piece
    /// belongs, as MLIR's `emitWrongTokenError` does: just after the last
    /// non-blank character before the token, skipping blank lines and `//`
    /// comments (at the end of input, from one character before it).
    pub(crate) fn error_after_previous_token<T>(&self, message: &str) -> ParseResult<T> {
        if self.token.kind == TokenKind::Error {
            return self.lexer_error();
        }
        let bytes = self.source.as_bytes();
        let mut original = (self.token.start as usize).min(bytes.len());
        if self.token.kind == TokenKind::Eof {
            original = original.saturating_sub(1);
        }
        let mut end = original;
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.error_at(original as u32, message);
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                return self.error_at(end as u32, message);
            }
            end -= 1;
            // The previous line, from its line break; a `//` in it starts
            // a comment (MLIR does not check for strings either).
            let line_start = bytes[..end].iter().rposition(|&b| b == b'\n' || b == b'\r');
            let line = &bytes[line_start.unwrap_or(0)..end];
            if let Some(comment) = line.windows(2).position(|pair| pair == b"//") {
                end = line_start.unwrap_or(0) + comment;
            }
        }
    }

    /// The kind of the token after the current one, without moving.
    pub(crate) fn peek_next_kind(&self) -> TokenKind {
        self.lexer.clone().next_token().kind
    }

    /// Whether the current token is `kind`.
    pub(crate) fn at(&self, kind: TokenKind) -> bool {
        self.token.kind == kind
    }

    /// Whether the current token is the keyword `keyword`.
    pub(crate) fn at_keyword(&self, keyword: &str) -> bool {
        self.token.kind == TokenKind::BareIdentifier && self.spelling() == keyword
    }

    /// Consumes a token of kind `kind` if it is next.
    pub(crate) fn eat(&mut self, kind: TokenKind) -> bool {
        if self.at(kind) {
            self.advance();
            true
        } else {
            false
        }
    }

    /// Consumes the keyword `keyword` if it is next.
    pub(crate) fn eat_keyword(&mut self, keyword: &str) -> bool {
        if self.at_keyword(keyword) {
            self.advance();
            true
        } else {
            false
        }
    }

    /// Consumes a token of kind `kind` or reports `message`.
    pub(crate) fn expect(&mut self, kind: TokenKind, message: &str) -> ParseResult<()> {
        if self.eat(kind) {
            Ok(())
        } else {
            self.error_after_previous_token(message)
        }
    }

    /// Consumes the keyword `keyword` or reports `message`.
    pub(crate) fn expect_keyword(&mut self, keyword: &str, message: &str) -> ParseResult<()> {
        if self.eat_keyword(keyword) {
            Ok(())
        } else {
            self.error_after_previous_token(message)
        }
    }

    /// Parses `element (, element)*`.
    pub(crate) fn parse_comma_separated(
        &mut self,
        mut element: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        element(self)?;
        while self.eat(TokenKind::Comma) {
            element(self)?;
        }
        Ok(())
    }

    /// Parses a delimited, possibly empty, comma-separated list.
    pub(crate) fn parse_delimited_list(
        &mut self,
        open: TokenKind,
        close: TokenKind,
        close_message: &str,
        mut element: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        self.expect(open, "expected list")?;
        if self.eat(close) {
            return Ok(());
        }
        self.parse_comma_separated(&mut element)?;
        self.expect(close, close_message)
    }

    /// Runs `parse` one nesting level deeper; past [`MAX_NESTING`] levels
    /// it reports an error instead of recursing further, so no input can
    /// exhaust the stack.
    pub(crate) fn nested<T>(
        &mut self,
        parse: impl FnOnce(&mut Self) -> ParseResult<T>,
    ) -> ParseResult<T> {
        if self.depth >= MAX_NESTING {
            return self.error(format!("nesting is too deep (more than {MAX_NESTING} levels)"));
        }
        self.depth += 1;
        self.deepest = self.deepest.max(self.depth);
        let result = parse(self);
        self.depth -= 1;
        result
    }

    /// The decoded bytes of the current string token.
    pub(crate) fn string_value(&self) -> Vec<u8> {
        unescape_string(self.spelling().as_bytes())
    }

    /// Continues lexing at byte `position`.
    pub(crate) fn reset_lexer(&mut self, position: usize) {
        self.lexer.reset_to(position);
        self.advance();
    }

    /// The source text.
    pub(crate) fn source(&self) -> &'a str {
        self.source
    }

    /// A type printed, for messages.
    pub(crate) fn type_text(&self, ty: Type) -> String {
        crate::text::type_to_string(self.context, ty)
    }
}

/// The top level: alias definitions, resources and ops.
impl<'a> Parser<'a> {
    fn parse_top_level(&mut self) -> ParseResult<ParsedSource> {
        let mut state = OpsState::new_top_level(self);
        loop {
            match self.token.kind {
                TokenKind::Eof => break,
                TokenKind::Error => return self.lexer_error(),
                TokenKind::HashIdentifier => self.parse_attribute_alias_definition(&mut state)?,
                TokenKind::ExclamationIdentifier => self.parse_type_alias_definition()?,
                TokenKind::FileMetadataBegin => self.parse_file_metadata()?,
                _ => self.parse_operation(&mut state)?,
            }
        }
        // The bodies of a parallel parse are renumbered as they go in
        // place: none is known to be ordered.
        let ordered_bodies = if self.dispatch.is_some() {
            self.put_parsed_bodies_in_place(&mut state)?;
            Vec::new()
        } else {
            std::mem::take(&mut state.ordered_bodies)
        };
        let ir = state.finish_top_level(self)?;
        Ok(ParsedSource { ir, resources: std::mem::take(&mut self.resources), ordered_bodies })
    }

    fn parse_attribute_alias_definition(&mut self, state: &mut OpsState<'a>) -> ParseResult<()> {
        let name_token = self.token;
        let name = &self.spelling()[1..];
        if self.attribute_aliases.contains_key(name) {
            return self.error(format!("redefinition of attribute alias id '{name}'"));
        }
        if name.contains('.') {
            return self.error("attribute names with a '.' are reserved for dialect-defined names");
        }
        self.advance();
        self.expect(TokenKind::Equal, "expected '=' in attribute alias definition")?;
        let outer_deepest = std::mem::replace(&mut self.deepest, 0);
        let attr = self.parse_attribute(None)?;
        let depth = std::mem::replace(&mut self.deepest, outer_deepest);
        let name: Box<str> = self.spelling_of(name_token)[1..].into();
        state.resolve_location_alias(self, &name, attr)?;
        let alias = Alias { value: attr, depth, offset: name_token.start };
        Arc::make_mut(&mut self.attribute_aliases).insert(name, alias);
        Ok(())
    }

    fn parse_type_alias_definition(&mut self) -> ParseResult<()> {
        let offset = self.token.start;
        let name = self.spelling()[1..].to_owned();
        if self.type_aliases.contains_key(name.as_str()) {
            return self.error(format!("redefinition of type alias id '{name}'"));
        }
        if name.contains('.') {
            return self.error("type names with a '.' are reserved for dialect-defined names");
        }
        self.advance();
        self.expect(TokenKind::Equal, "expected '=' in type alias definition")?;
        let outer_deepest = std::mem::replace(&mut self.deepest, 0);
        let ty = self.parse_type()?;
        let depth = std::mem::replace(&mut self.deepest, outer_deepest);
        let alias = Alias { value: ty, depth, offset };
        Arc::make_mut(&mut self.type_aliases).insert(name.into(), alias);
        Ok(())
    }

    /// Whether the attribute alias `name` is defined.
    pub(crate) fn has_attribute_alias(&self, name: &str) -> bool {
        self.attribute_aliases.get(name).is_some_and(|alias| alias.offset < self.alias_limit)
    }

    /// The attribute alias `name`, if defined. Its value nests as deeply
    /// here as where it was defined, so that depth counts against the
    /// nesting limit: chains of aliases cannot build unbounded nesting.
    pub(crate) fn attribute_alias(&mut self, name: &str) -> ParseResult<Option<Attr>> {
        let Some(&alias) = self.attribute_aliases.get(name) else { return Ok(None) };
        if alias.offset >= self.alias_limit {
            return Ok(None);
        }
        self.enter_alias(alias.depth)?;
        Ok(Some(alias.value))
    }

    /// The type alias `name`, if defined (its depth counts as for
    /// [`Parser::attribute_alias`]).
    pub(crate) fn type_alias(&mut self, name: &str) -> ParseResult<Option<Type>> {
        let Some(&alias) = self.type_aliases.get(name) else { return Ok(None) };
        if alias.offset >= self.alias_limit {
            return Ok(None);
        }
        self.enter_alias(alias.depth)?;
        Ok(Some(alias.value))
    }

    /// The attribute alias `name`, wherever in the file it is defined.
    pub(crate) fn any_attribute_alias(&self, name: &str) -> Option<Attr> {
        self.attribute_aliases.get(name).map(|alias| alias.value)
    }

    fn enter_alias(&mut self, depth: u32) -> ParseResult<()> {
        let total = self.depth + depth;
        if total > MAX_NESTING {
            return self.error(format!("nesting is too deep (more than {MAX_NESTING} levels)"));
        }
        self.deepest = self.deepest.max(total);
        Ok(())
    }
}

#[cfg(test)]
mod attribute_text_tests {
    use super::*;

    #[test]
    fn an_attribute_alone_parses_and_nothing_may_follow() {
        let context = Context::new();
        let attr = parse_attribute_text(&context, "<flag>", "[1 : i32, \"x\"]").expect("parses");
        assert_eq!(crate::text::attr_to_string(&context, attr), "[1 : i32, \"x\"]");
        let error = parse_attribute_text(&context, "<flag>", "4 : i32 }").unwrap_err();
        assert_eq!(error.message, "unexpected text after the attribute");
        assert!(parse_attribute_text(&context, "<flag>", "").is_err());
    }
}

#[cfg(test)]
mod keyword_key_tests {
    use super::keyword_key;

    #[test]
    fn keywords_of_up_to_eight_bytes_have_distinct_keys() {
        let keywords = ["i1", "i32", "i321", "f32", "f16", "bf16", "index", "none", "si32", "ui64"];
        for (index, keyword) in keywords.iter().enumerate() {
            let key = keyword_key(keyword).expect("short keywords have a key");
            for other in &keywords[index + 1..] {
                assert_ne!(keyword_key(other), Some(key), "{keyword} and {other}");
            }
        }
        assert!(keyword_key("f8E4M3FN").is_some());
        assert_eq!(keyword_key("f8E4M3FNUZ"), None);
    }
}

#[cfg(test)]
mod ordered_body_tests {
    use super::*;
    use crate::entity::EntityId;

    /// The parse of `source`, and whether the body holding its ops (the
    /// module's) is proved in order.
    fn ordered_top(context: &Context, source: &str) -> (ParsedSource, bool) {
        let parsed = parse_source(context, "<test>", source, 0).expect("parses");
        let ir = &parsed.ir;
        let module_body = ir.body(ir.top_body_id()).op(ir.root()).isolated_body();
        let index = module_body.expect("the module has a body").index();
        let ordered = parsed.ordered_bodies.get(index).copied().unwrap_or(false);
        (parsed, ordered)
    }

    /// A body is proved in order only while every use names a value
    /// already defined and no block is named.
    #[test]
    fn only_bodies_without_forward_uses_or_named_blocks_are_ordered() {
        let context = Context::new();
        context.set_allow_unregistered_dialects(true);
        let in_order = "module {\n%0 = \"t.a\"() : () -> i32\n\"t.b\"(%0) : (i32) -> ()\n}\n";
        assert!(ordered_top(&context, in_order).1);
        let forward = "module {\n\"t.b\"(%0) : (i32) -> ()\n%0 = \"t.a\"() : () -> i32\n}\n";
        assert!(!ordered_top(&context, forward).1);
        let blocks = "\"t.r\"() ({\n^bb0:\n  \"t.br\"()[^bb1] : () -> ()\n^bb1:\n  \"t.end\"() : () -> ()\n}) : () -> ()\n";
        assert!(!ordered_top(&context, blocks).1);
    }
}
