//! Parsing the bodies of isolated ops on the worker threads.
//!
//! With [`ParseOptions::parallel`](super::ParseOptions::parallel), the main
//! parse sets aside the region of each isolated op that is not a symbol
//! table (functions, not modules): it finds the end of the region's text by
//! its brackets, gives the op an empty body and reads on. Once the file is
//! read, workers parse the bodies set aside, each with the aliases written
//! before it and the default dialects in effect where it is written, and
//! the bodies they fill replace the empty ones.
//!
//! Parsing is deterministic, so a body that parses alone to the end of its
//! brackets parses the same way in a serial parse. Anything else (an error
//! anywhere, a `distinct[N]` id, brackets that do not balance) gives up:
//! the caller then parses the file serially, so results and diagnostics
//! are exactly the serial ones.

use std::sync::Arc;

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use super::custom::EntryArgument;
use super::ops::{OpsState, ParsedRegions};
use super::{Alias, LineIndex, ParseResult, Parser};
use crate::attributes::Attr;
use crate::diagnostics::Diagnostic;
use crate::entity::{EntityId, PrimaryMap};
use crate::ir::{Body, BodyId};
use crate::registry::OpName;
use crate::text::lexer::TokenKind;
use crate::traits::TraitFlags;
use crate::types::Type;
use crate::Context;

/// A region (or region list) whose text the main parse skipped.
pub(crate) struct DeferredBody<'a> {
    /// The empty body the op was given.
    body: BodyId,
    /// What the text holds.
    kind: DeferredKind<'a>,
    /// The offset of the opening bracket.
    start: u32,
    /// The offset just past the closing bracket.
    end: u32,
    /// The nesting depth at the opening bracket.
    depth: u32,
    /// Where the owning op is named, for messages.
    owner_offset: u32,
    /// The default dialects in effect there, innermost last.
    default_dialects: Vec<&'static str>,
}

/// The text of a set-aside region.
enum DeferredKind<'a> {
    /// `{ ... }`: the single region of a custom form, whose entry block has
    /// these arguments.
    Region(Vec<EntryArgument<'a>>),
    /// `({ ... }, ...)`: the region list of the generic form, with this
    /// many regions.
    RegionList(usize),
}

/// What the workers share: the source and the file's aliases.
struct WorkerInputs<'a> {
    context: &'a Context,
    file: Arc<str>,
    source: &'a str,
    line_starts: Arc<[u32]>,
    line_offset: u32,
    attribute_aliases: Arc<FxHashMap<Box<str>, Alias<Attr>>>,
    type_aliases: Arc<FxHashMap<Box<str>, Alias<Type>>>,
    file_attr: Attr,
    /// The text's base among the source-location buffers (see
    /// `Parser::source_base`), so workers give the same locations.
    source_base: Option<u32>,
    progress: Option<super::Progress<'a>>,
}

/// The failure of a parse with bodies set aside: the caller parses the
/// file serially for its diagnostics.
fn give_up() -> Diagnostic {
    Diagnostic::error(None, "a body parsed on a thread failed")
}

impl<'a> Parser<'a> {
    /// Whether the region of the op `name` is set aside when it comes next.
    fn defers(&self, traits: TraitFlags) -> bool {
        self.deferred.is_some()
            && traits.contains(TraitFlags::ISOLATED_FROM_ABOVE)
            && !traits.contains(TraitFlags::SYMBOL_TABLE)
    }

    /// Sets the `{ ... }` region of the isolated op `name` aside for a
    /// worker, when parsing in parallel: the op gets an empty body, filled
    /// once the file is read. `None` when the region is parsed now.
    pub(crate) fn defer_isolated_region(
        &mut self,
        state: &mut OpsState<'a>,
        name: OpName,
        owner_offset: u32,
        arguments: &[EntryArgument<'a>],
    ) -> Option<ParsedRegions> {
        if !self.defers(self.context.op_traits(name)) || !self.at(TokenKind::LeftBrace) {
            return None;
        }
        let (end, _) = self.matching_bracket()?;
        let kind = DeferredKind::Region(arguments.to_vec());
        let (body, regions) = self.set_aside(state, kind, end, owner_offset, 1);
        Some(ParsedRegions::Isolated(body, regions))
    }

    /// Sets the `({ ... }, ...)` region list of a generic isolated op
    /// aside, as [`Parser::defer_isolated_region`] does.
    pub(crate) fn defer_isolated_region_list(
        &mut self,
        state: &mut OpsState<'a>,
        traits: TraitFlags,
        owner_offset: u32,
    ) -> Option<ParsedRegions> {
        if !self.defers(traits) || !self.at(TokenKind::LeftParen) {
            return None;
        }
        let (end, count) = self.matching_bracket()?;
        let kind = DeferredKind::RegionList(count);
        let (body, regions) = self.set_aside(state, kind, end, owner_offset, count);
        Some(ParsedRegions::Isolated(body, regions))
    }

    /// The end of the bracketed text that starts at the current token, and
    /// how many `{` it holds directly (the regions of a region list).
    /// `None` when the brackets do not balance before the end of input.
    fn matching_bracket(&self) -> Option<(u32, usize)> {
        matching_bracket(self.lexer.source(), self.token.start as usize)
    }

    /// Records a set-aside text ending at `end`, gives the op an empty body
    /// with `region_count` regions, and moves past the text.
    fn set_aside(
        &mut self,
        state: &mut OpsState<'a>,
        kind: DeferredKind<'a>,
        end: u32,
        owner_offset: u32,
        region_count: usize,
    ) -> (BodyId, Vec<crate::ir::Region>) {
        let body = state.bodies.push(Body::new());
        let regions = (0..region_count).map(|_| state.bodies[body].add_owner_region()).collect();
        let job = DeferredBody {
            body,
            kind,
            start: self.token.start,
            end,
            depth: self.depth,
            owner_offset,
            default_dialects: state.default_dialects().to_vec(),
        };
        self.deferred.get_or_insert_with(Vec::new).push(job);
        self.deferred_any = true;
        self.lexer.reset_to(end as usize);
        self.previous_end = end;
        self.token = self.lexer.next_token();
        (body, regions)
    }

    /// Parses the bodies set aside, on the worker threads, and puts them in
    /// place. Fails (without a meaningful diagnostic: the caller parses
    /// serially) when any of them fails.
    pub(crate) fn parse_deferred_bodies(
        &mut self,
        state: &mut OpsState<'a>,
        jobs: Vec<DeferredBody<'a>>,
    ) -> ParseResult<()> {
        if jobs.is_empty() {
            return Ok(());
        }
        let inputs = WorkerInputs {
            context: self.context,
            file: self.file.clone(),
            source: self.source,
            line_starts: self.line_index.line_starts.clone(),
            line_offset: self.line_offset,
            attribute_aliases: self.attribute_aliases.clone(),
            type_aliases: self.type_aliases.clone(),
            file_attr: self.file_attr,
            source_base: self.source_base(),
            progress: self.progress,
        };
        let Some(pool) = crate::threads::pool() else { return Err(give_up()) };
        // A piece of jobs at a time, each put in place before the next is
        // parsed: the bodies parsed but not in place yet (and the jobs'
        // own data) stay few however many the file has.
        let mut jobs = jobs.into_iter();
        loop {
            let piece: Vec<DeferredBody<'a>> = jobs.by_ref().take(DEFERRED_PIECE).collect();
            if piece.is_empty() {
                return Ok(());
            }
            let parsed: Vec<Option<PrimaryMap<BodyId, Body>>> = pool.install(|| {
                piece
                    .par_iter()
                    .with_min_len(8)
                    .map_init(
                        || Parser::for_worker(&inputs),
                        |parser, job| parser.parse_set_aside(job),
                    )
                    .collect()
            });
            for (job, bodies) in piece.iter().zip(parsed) {
                let bodies = bodies.ok_or_else(give_up)?;
                put_in_place(state, job.body, bodies);
            }
        }
    }

    /// A parser for the bodies set aside by a main parse.
    fn for_worker(inputs: &WorkerInputs<'a>) -> Self {
        let mut parser = Parser::new_sharing(
            inputs.context,
            inputs.file.clone(),
            inputs.source,
            LineIndex {
                line_starts: inputs.line_starts.clone(),
                last_line: std::cell::Cell::new(0),
            },
            inputs.line_offset,
            inputs.file_attr,
        );
        parser.attribute_aliases = inputs.attribute_aliases.clone();
        parser.type_aliases = inputs.type_aliases.clone();
        parser.in_worker = true;
        parser.source_base.set(Some(inputs.source_base));
        parser.progress = inputs.progress;
        parser
    }

    /// Parses one set-aside text into bodies of its own (the set-aside body
    /// first, then those of isolated ops inside it); `None` when it fails
    /// or does not end where the main parse found its end.
    fn parse_set_aside(&mut self, job: &DeferredBody<'a>) -> Option<PrimaryMap<BodyId, Body>> {
        self.restart_progress(job.start);
        self.lexer.reset_to(job.start as usize);
        self.token = self.lexer.next_token();
        self.previous_end = job.start;
        self.depth = job.depth;
        self.alias_limit = job.start;
        self.earlier_errors.clear();
        let mut state = OpsState::for_deferred_body(job.default_dialects.clone());
        let (regions, count) = match &job.kind {
            DeferredKind::Region(arguments) => {
                (self.parse_isolated_region_in(&mut state, job.owner_offset, arguments).ok()?, 1)
            }
            DeferredKind::RegionList(count) => {
                let traits = TraitFlags::ISOLATED_FROM_ABOVE;
                (self.parse_op_regions(&mut state, traits, job.owner_offset).ok()?, *count)
            }
        };
        let ParsedRegions::Isolated(body, regions) = regions else { return None };
        if body.index() != 0 || regions.len() != count || self.previous_end != job.end {
            return None;
        }
        self.read_up_to(job.end);
        state.finish_deferred_body(self).ok()
    }
}

/// How many set-aside bodies are parsed in parallel before they are put
/// in place.
const DEFERRED_PIECE: usize = 2048;

/// Puts the bodies a worker parsed in place: the first replaces the empty
/// body `target` (keeping its owner, which takes its regions: a region
/// list numbers them among the regions nested in them), the others join
/// the arena under new ids, and every reference between them follows.
fn put_in_place(state: &mut OpsState<'_>, target: BodyId, bodies: PrimaryMap<BodyId, Body>) {
    let base = state.bodies.len();
    let rename = |id: BodyId| match id.index() {
        0 => target,
        index => BodyId::from_index(base + index - 1),
    };
    let mut bodies = bodies.into_values().into_iter();
    let Some(mut first) = bodies.next() else { return };
    first.rename_bodies(rename);
    let placeholder = &mut state.bodies[target];
    first.owner = placeholder.owner;
    first.owner_name = placeholder.owner_name;
    *placeholder = first;
    if let Some((parent, op)) = state.bodies[target].owner {
        let regions = state.bodies[target].owner_regions().to_vec();
        state.bodies[parent].set_isolated_body(op, target, &regions);
    }
    for mut body in bodies {
        body.rename_bodies(rename);
        state.bodies.push(body);
    }
}

/// The bytes [`matching_bracket`] stops at: brackets, and the starts of
/// strings, comments and file-metadata markers, which may hold brackets
/// that are not tokens.
const BRACKET_SCAN_STOPS: [bool; 256] = {
    let mut stops = [false; 256];
    let mut index = 0;
    let bytes = b"{}()\"/#";
    while index < bytes.len() {
        stops[bytes[index] as usize] = true;
        index += 1;
    }
    stops
};

/// The end of the bracketed text whose opening `{` or `(` is at `start`,
/// and how many `{` it holds directly (the regions of a region list),
/// found by scanning bytes rather than lexing tokens: outside strings,
/// comments and `{-#`/`#-}` markers the lexer makes a bracket token of
/// every bracket byte, and those are the only places a bracket byte can
/// hide. `None` when the brackets do not balance before the end of input
/// or a string is not closed on its line. Text the lexer would reject
/// elsewhere is left for the parse of the body, which reports it.
fn matching_bracket(source: &[u8], start: usize) -> Option<(u32, usize)> {
    let (mut braces, mut parentheses) = match source.get(start) {
        Some(b'{') => (1usize, 0usize),
        _ => (0, 1),
    };
    let mut regions = 0;
    let mut position = start + 1;
    let next_is = |position: usize, expected: &[u8]| {
        source.get(position..position + expected.len()) == Some(expected)
    };
    loop {
        // Eight bytes at a time while none of them matters: one branch per
        // eight table lookups.
        while let Some(chunk) =
            source.get(position..position + 8).and_then(|chunk| <&[u8; 8]>::try_from(chunk).ok())
        {
            let stops =
                chunk.iter().fold(false, |any, &byte| any | BRACKET_SCAN_STOPS[usize::from(byte)]);
            if stops {
                break;
            }
            position += 8;
        }
        let &byte = source.get(position)?;
        position += 1;
        if !BRACKET_SCAN_STOPS[usize::from(byte)] {
            continue;
        }
        match byte {
            b'{' if next_is(position, b"-#") => position += 2,
            b'#' if next_is(position, b"-}") => position += 2,
            b'{' => {
                if braces == 0 && parentheses == 1 {
                    regions += 1;
                }
                braces += 1;
            }
            b'}' => braces = braces.checked_sub(1)?,
            b'(' => parentheses += 1,
            b')' => parentheses = parentheses.checked_sub(1)?,
            b'/' if next_is(position, b"/") => {
                while source.get(position).is_some_and(|&byte| !matches!(byte, b'\n' | b'\r')) {
                    position += 1;
                }
            }
            b'"' => loop {
                let byte = *source.get(position)?;
                position += 1;
                match byte {
                    b'"' => break,
                    b'\n' | b'\x0B' | b'\x0C' => return None,
                    b'\\' if matches!(source.get(position), Some(b'"' | b'\\')) => position += 1,
                    _ => {}
                }
            },
            _ => {}
        }
        if braces == 0 && parentheses == 0 {
            return Some((position as u32, regions));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::matching_bracket;

    /// The byte scan against the token count it stands for.
    #[test]
    fn brackets_inside_strings_and_comments_do_not_count() {
        let text = br#"{ %0 = "a"() {s = "}{)\"("} : () -> () // } )
  "b"() ({ ^bb0: }) : () -> () } tail"#;
        let (end, regions) = matching_bracket(text, 0).expect("balanced");
        assert_eq!(&text[end as usize..], b" tail");
        assert_eq!(regions, 0);
    }

    /// The end the lexer's tokens give: the balance of bracket tokens.
    fn end_by_tokens(text: &str) -> Option<u32> {
        use crate::text::lexer::{Lexer, TokenKind};
        let mut lexer = Lexer::new(text);
        let mut depth = 0usize;
        loop {
            let token = lexer.next_token();
            match token.kind {
                TokenKind::Eof | TokenKind::Error => return None,
                TokenKind::LeftBrace | TokenKind::LeftParen => depth += 1,
                TokenKind::RightBrace | TokenKind::RightParen => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        return Some(token.end);
                    }
                }
                _ => {}
            }
        }
    }

    /// Strings, comments and markers at every offset around the eight-byte
    /// steps of the scan end where the tokens end.
    #[test]
    fn the_byte_scan_agrees_with_the_tokens_at_every_alignment() {
        let pieces = [
            "\"}{)(\\\"\" ",
            "// } ) {\n",
            "{-# #-} ",
            "(%a, %b) ",
            "{ %c = \"x\"() : () -> () } ",
            "@\"sym}\" ",
            "%name_1 = \"t.op\"() {s = \"{\"} : () -> () ",
        ];
        for padding in 0..24 {
            for (index, piece) in pieces.iter().enumerate() {
                let text = format!(
                    "{{{}{}{} }} tail",
                    " ".repeat(padding),
                    piece,
                    pieces[(index + 1) % pieces.len()]
                );
                assert_eq!(
                    matching_bracket(text.as_bytes(), 0).map(|(end, _)| end),
                    end_by_tokens(&text),
                    "{text:?}"
                );
            }
        }
    }

    #[test]
    fn region_lists_count_their_regions() {
        let text = b"({ }, { { } }) rest";
        assert_eq!(matching_bracket(text, 0), Some((14, 2)));
    }

    #[test]
    fn unbalanced_or_unterminated_text_has_no_end() {
        assert_eq!(matching_bracket(b"{ { }", 0), None);
        assert_eq!(matching_bracket(b"{ ) }", 0), None);
        assert_eq!(matching_bracket(b"{ \"}\n\" }", 0), None);
        // `{-#` and `#-}` are markers, not brackets.
        assert_eq!(matching_bracket(b"{ {-# } #-} ", 0), Some((7, 0)));
        assert_eq!(matching_bracket(b"{ {-# #-} }", 0), Some((11, 0)));
    }
}
