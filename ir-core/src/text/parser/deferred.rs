//! Parsing the bodies of isolated ops on the worker threads.
//!
//! With [`ParseOptions::parallel`](super::ParseOptions::parallel), the main
//! parse sets aside the region of each isolated op that is not a symbol
//! table (functions, not modules): it finds the end of the region's text by
//! its brackets, gives the op an empty body and reads on. The bodies set
//! aside go to the workers in pieces of about [`PIECE_BYTES`] of text while
//! the main parse reads on, each with the aliases written before it and the
//! default dialects in effect where it is written. As pieces come back,
//! the bodies the workers filled replace the empty ones, in the order of
//! the text; a piece with a location alias a worker did not know yet (MLIR
//! writes them at the end of the file) waits, with those after it, until
//! the file is read and the alias can be looked up.
//!
//! Parsing is deterministic, so a body that parses alone to the end of its
//! brackets parses the same way in a serial parse. Anything else (an error
//! anywhere, a `distinct[N]` id, brackets that do not balance) gives up:
//! the caller then parses the file serially, so results and diagnostics
//! are exactly the serial ones.

use std::sync::{mpsc, Arc, Mutex};

use rustc_hash::FxHashMap;

use super::custom::EntryArgument;
use super::ops::scopes::set_location_in;
use super::ops::{OpsState, ParsedRegions, PendingLocation, RegionList};
use super::{Alias, LineIndex, ParseResult, ParsedSource, Parser};
use crate::attributes::Attr;
use crate::diagnostics::Diagnostic;
use crate::entity::{EntityId, PrimaryMap};
use crate::ir::{Body, BodyId};
use crate::registry::OpName;
use crate::text::lexer::TokenKind;
use crate::traits::TraitFlags;
use crate::types::Type;
use crate::Context;

/// A region (or region list) whose text the main parse skipped. It holds
/// nothing of its own on the heap: the main parse sets aside thousands of
/// small bodies, and frees them while the workers allocate.
struct DeferredBody {
    /// The empty body the op was given.
    body: BodyId,
    /// What the text holds.
    kind: DeferredKind,
    /// The offset of the opening bracket.
    start: u32,
    /// The offset just past the closing bracket.
    end: u32,
    /// The nesting depth at the opening bracket.
    depth: u32,
    /// Where the owning op is named, for messages.
    owner_offset: u32,
    /// The default dialects in effect there, innermost last (shared by
    /// the bodies set aside under the same ones).
    default_dialects: Arc<[&'static str]>,
}

/// The text of a set-aside region.
enum DeferredKind {
    /// `{ ... }`: the single region of a custom form, whose entry block has
    /// the arguments of this range of its piece's
    /// [`arguments`](Piece::arguments).
    Region(std::ops::Range<usize>),
    /// `({ ... }, ...)`: the region list of the generic form, with this
    /// many regions.
    RegionList(usize),
}

/// What the workers share: the source and where it is.
struct WorkerInputs<'a> {
    context: &'a Context,
    file: Arc<str>,
    source: &'a str,
    line_starts: Arc<[u32]>,
    line_offset: u32,
    file_attr: Attr,
    /// The text's base among the source-location buffers (see
    /// `Parser::source_base`), so workers give the same locations.
    source_base: Option<u32>,
    progress: Option<super::Progress<'a>>,
}

/// Bodies set aside, sent to the workers together, with the aliases
/// defined when they were sent (those written before each of them, and
/// maybe a few after, which the parse of a body does not see).
struct Piece<'a> {
    /// The piece's position among those sent.
    index: usize,
    /// Where the text the piece stands for starts: the end of the previous
    /// piece's last body (or the start of the file). The worker tells
    /// [`ParseOptions::progress`](super::ParseOptions::progress) the text
    /// from here to the end of the piece's last body as read, so the
    /// pieces' ranges tile the text up to the last body set aside.
    text_start: u32,
    jobs: Vec<DeferredBody>,
    /// The entry block arguments of the jobs' regions, one after the other.
    arguments: Vec<EntryArgument<'a>>,
    attribute_aliases: Arc<FxHashMap<Box<str>, Alias<Attr>>>,
    type_aliases: Arc<FxHashMap<Box<str>, Alias<Type>>>,
}

/// A body a worker parsed: the empty body it fills, how many bodies it
/// made (the set-aside one first, then those of isolated ops inside it)
/// and the location aliases it did not know.
type ParsedBody<'a> = (BodyId, usize, Vec<PendingLocation<'a>>);

/// The bodies a worker made for a piece, one job after the other, and
/// what each job made.
type ParsedPiece<'a> = (Vec<Body>, Vec<ParsedBody<'a>>);

/// A worker's answer for a piece: its position, its bodies (`None` when
/// one of them failed), and the piece itself, handed back so that the
/// main parse frees what it allocated: freeing memory of another thread's
/// allocator arena takes that arena's lock, which the main parse holds
/// whenever it allocates. For the same reason the worker hands its bodies
/// over in one vector per piece and frees what held them for each job
/// itself (left to the end of the parse, such small blocks would be holes
/// among the bodies, which makes freeing those slower).
type PieceResult<'a> = (usize, Option<ParsedPiece<'a>>, Piece<'a>);

/// The main parse's ends of the channels to and from the workers.
pub(crate) struct Dispatch<'a> {
    /// Where pieces go; dropped once the last one is sent, which lets the
    /// workers stop.
    pieces: Option<mpsc::Sender<Piece<'a>>>,
    /// The bodies set aside and not sent yet.
    jobs: Vec<DeferredBody>,
    /// Their entry block arguments.
    arguments: Vec<EntryArgument<'a>>,
    /// The default dialects of the last body set aside.
    default_dialects: Option<Arc<[&'static str]>>,
    /// How many pieces were sent.
    sent: usize,
    /// The text of the bodies set aside and not sent yet, in bytes.
    pending_bytes: usize,
    /// Whether a piece could not be sent (the workers are gone) or a body
    /// failed.
    broken: bool,
    results: mpsc::Receiver<PieceResult<'a>>,
    /// The bodies of the pieces received so far, by piece.
    received: Vec<Option<ParsedPiece<'a>>>,
    /// How many pieces were received.
    received_count: usize,
    /// How many pieces, from the first, have their bodies in place.
    placed: usize,
    /// Where the text of the last body sent ends (see [`Piece::text_start`]).
    sent_text_end: u32,
}

impl<'a> Dispatch<'a> {
    /// Keeps the bodies of a piece the workers are done with (and frees
    /// its jobs).
    fn receive(&mut self, (index, parsed, piece): PieceResult<'a>) {
        drop(piece);
        self.received_count += 1;
        match parsed {
            Some(bodies) => {
                if self.received.len() <= index {
                    self.received.resize_with(index + 1, || None);
                }
                self.received[index] = Some(bodies);
            }
            None => self.broken = true,
        }
    }

    /// Puts in place the bodies of the pieces received so far, in the order
    /// of the text: from the first piece not placed yet up to one not
    /// received yet, or one with a location alias the workers did not know
    /// (those wait for the end of the file). Otherwise the empty bodies
    /// they replace and the workers' vectors of bodies would both be held
    /// to the end of the parse: two records of every body.
    fn place_received(&mut self, state: &mut OpsState<'_>) {
        while let Some(Some((_, parsed))) = self.received.get(self.placed) {
            if parsed.iter().any(|(_, _, unknown_locations)| !unknown_locations.is_empty()) {
                return;
            }
            let Some((bodies, parsed)) = self.received[self.placed].take() else { return };
            let mut bodies = bodies.into_iter();
            for (target, count, _) in parsed {
                put_in_place(state, target, bodies.by_ref().take(count));
            }
            self.placed += 1;
        }
    }
}

/// The text of the bodies set aside after which they are sent to the
/// workers: enough to make a piece's own cost small, little enough that
/// the workers start early and share the file's bodies evenly.
const PIECE_BYTES: usize = 64 << 10;

/// Parses the file with the bodies of its isolated ops parsed on the
/// pool's threads while the main parse reads on (see the module's
/// documentation). Fails (without a meaningful diagnostic when a body set
/// aside fails: the caller then parses serially) as a serial parse would.
pub(crate) fn parse_in_parallel<'a>(
    parser: &mut Parser<'a>,
    pool: &rayon::ThreadPool,
) -> ParseResult<ParsedSource> {
    let inputs = WorkerInputs {
        context: parser.context,
        file: parser.file.clone(),
        source: parser.source,
        line_starts: parser.line_index.line_starts.clone(),
        line_offset: parser.line_offset,
        file_attr: parser.file_attr,
        source_base: parser.source_base(),
        progress: parser.progress,
    };
    let (piece_sender, piece_receiver) = mpsc::channel();
    let (result_sender, result_receiver) = mpsc::channel();
    let piece_receiver = Mutex::new(piece_receiver);
    parser.dispatch = Some(Dispatch {
        pieces: Some(piece_sender),
        jobs: Vec::new(),
        arguments: Vec::new(),
        default_dialects: None,
        sent: 0,
        pending_bytes: 0,
        broken: false,
        results: result_receiver,
        received: Vec::new(),
        received_count: 0,
        placed: 0,
        sent_text_end: 0,
    });
    pool.in_place_scope(|scope| {
        for _ in 0..pool.current_num_threads() {
            let (inputs, pieces, results) = (&inputs, &piece_receiver, result_sender.clone());
            scope.spawn(move |_| work_on_pieces(inputs, pieces, results));
        }
        drop(result_sender);
        let parsed = parser.parse_top_level();
        // Closes the channel of pieces, if the parse failed before it did:
        // the workers stop once they are done with what they have.
        parser.dispatch = None;
        parsed
    })
}

/// A worker: parses the pieces it is sent until the channel closes.
fn work_on_pieces<'a>(
    inputs: &WorkerInputs<'a>,
    pieces: &Mutex<mpsc::Receiver<Piece<'a>>>,
    results: mpsc::Sender<PieceResult<'a>>,
) {
    let mut parser: Option<Parser<'a>> = None;
    // One state for all the bodies this worker parses, reset between them.
    let mut state = OpsState::for_deferred_body();
    loop {
        let piece = match pieces.lock() {
            Ok(receiver) => receiver.recv(),
            Err(_) => return,
        };
        let Ok(piece) = piece else { return };
        let parser = parser.get_or_insert_with(|| Parser::for_worker(inputs));
        parser.attribute_aliases = piece.attribute_aliases.clone();
        parser.type_aliases = piece.type_aliases.clone();
        parser.begin_progress_at(piece.text_start);
        let mut bodies = Vec::new();
        let parsed = piece
            .jobs
            .iter()
            .map(|job| {
                let (made, unknown_locations) =
                    parser.parse_set_aside(&mut state, job, &piece.arguments)?;
                let count = made.len();
                bodies.extend(made.into_values());
                Some((job.body, count, unknown_locations))
            })
            .collect::<Option<Vec<_>>>()
            .map(|parsed| (bodies, parsed));
        parser.tell_progress();
        if results.send((piece.index, parsed, piece)).is_err() {
            return;
        }
    }
}

/// The failure of a parse with bodies set aside: the caller parses the
/// file serially for its diagnostics.
fn give_up() -> Diagnostic {
    Diagnostic::error(None, "a body parsed on a thread failed")
}

impl<'a> Parser<'a> {
    /// Whether the region of the op `name` is set aside when it comes next.
    fn defers(&self, traits: TraitFlags) -> bool {
        self.dispatch.is_some()
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
        let dispatch = self.dispatch.as_mut()?;
        let first = dispatch.arguments.len();
        dispatch.arguments.extend_from_slice(arguments);
        let kind = DeferredKind::Region(first..dispatch.arguments.len());
        let (body, regions) = self.set_aside(state, kind, end, owner_offset, 1)?;
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
        let (body, regions) = self.set_aside(state, kind, end, owner_offset, count)?;
        Some(ParsedRegions::Isolated(body, regions))
    }

    /// The end of the bracketed text that starts at the current token, and
    /// how many `{` it holds directly (the regions of a region list).
    /// `None` when the brackets do not balance before the end of input.
    fn matching_bracket(&self) -> Option<(u32, usize)> {
        matching_bracket(self.lexer.source(), self.token.start as usize)
    }

    /// Records a set-aside text ending at `end`, gives the op an empty body
    /// with `region_count` regions, and moves past the text; `None`, with
    /// nothing done, when the parse has no workers.
    fn set_aside(
        &mut self,
        state: &mut OpsState<'a>,
        kind: DeferredKind,
        end: u32,
        owner_offset: u32,
        region_count: usize,
    ) -> Option<(BodyId, RegionList)> {
        // Without workers the text is not skipped: the caller parses it.
        let dispatch = self.dispatch.as_mut()?;
        let body = state.bodies.push(Body::new());
        let regions = (0..region_count).map(|_| state.bodies[body].add_owner_region()).collect();
        let dialects = state.default_dialects();
        let default_dialects = match &dispatch.default_dialects {
            Some(last) if **last == *dialects => last.clone(),
            _ => dispatch.default_dialects.insert(dialects.into()).clone(),
        };
        dispatch.jobs.push(DeferredBody {
            body,
            kind,
            start: self.token.start,
            end,
            depth: self.depth,
            owner_offset,
            default_dialects,
        });
        dispatch.pending_bytes += (end - self.token.start) as usize;
        self.deferred_any = true;
        if dispatch.pending_bytes >= PIECE_BYTES {
            self.send_piece();
            if let Some(dispatch) = &mut self.dispatch {
                dispatch.place_received(state);
            }
        }
        self.lexer.reset_to(end as usize);
        self.previous_end = end;
        self.token = self.lexer.next_token();
        Some((body, regions))
    }

    /// Sends the bodies set aside and not sent yet to the workers.
    fn send_piece(&mut self) {
        let Some(dispatch) = &mut self.dispatch else { return };
        dispatch.pending_bytes = 0;
        if dispatch.jobs.is_empty() {
            return;
        }
        let text_start = dispatch.sent_text_end;
        dispatch.sent_text_end = dispatch.jobs.last().map_or(text_start, |job| job.end);
        let piece = Piece {
            index: dispatch.sent,
            text_start,
            jobs: std::mem::take(&mut dispatch.jobs),
            arguments: std::mem::take(&mut dispatch.arguments),
            attribute_aliases: self.attribute_aliases.clone(),
            type_aliases: self.type_aliases.clone(),
        };
        match dispatch.pieces.as_ref().map(|pieces| pieces.send(piece)) {
            Some(Ok(())) => dispatch.sent += 1,
            _ => dispatch.broken = true,
        }
        // The pieces done so far: their jobs are freed here, not held to
        // the end.
        while let Ok(result) = dispatch.results.try_recv() {
            dispatch.receive(result);
        }
    }

    /// Once the file is read: sends the last bodies set aside, waits for
    /// the workers' bodies and puts them in place, in the order of the
    /// text. Fails (without a meaningful diagnostic: the caller parses
    /// serially) when any of them fails.
    pub(crate) fn put_parsed_bodies_in_place(
        &mut self,
        state: &mut OpsState<'a>,
    ) -> ParseResult<()> {
        self.send_piece();
        let Some(mut dispatch) = self.dispatch.take() else { return Ok(()) };
        // No piece comes after these: the workers stop once they are done.
        dispatch.pieces = None;
        while dispatch.received_count < dispatch.sent && !dispatch.broken {
            let result = dispatch.results.recv().map_err(|_| give_up())?;
            dispatch.receive(result);
            dispatch.place_received(state);
        }
        if dispatch.broken || dispatch.received.len() != dispatch.sent {
            return Err(give_up());
        }
        for piece in std::mem::take(&mut dispatch.received).into_iter().skip(dispatch.placed) {
            let (bodies, parsed) = piece.ok_or_else(give_up)?;
            let mut bodies = bodies.into_iter();
            for (target, count, unknown_locations) in parsed {
                let made = bodies.by_ref().take(count);
                if unknown_locations.is_empty() {
                    put_in_place(state, target, made);
                    continue;
                }
                let mut made: PrimaryMap<BodyId, Body> =
                    made.fold(PrimaryMap::new(), |mut map, body| {
                        map.push(body);
                        map
                    });
                for (location_target, alias, _) in unknown_locations {
                    let attr = self.any_attribute_alias(alias).ok_or_else(give_up)?;
                    if !self.context.is_location(attr) {
                        return Err(give_up());
                    }
                    set_location_in(&mut made, location_target, attr);
                }
                put_in_place(state, target, made.into_values());
            }
        }
        Ok(())
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
        parser.in_worker = true;
        parser.source_base.set(Some(inputs.source_base));
        parser.progress = inputs.progress;
        parser
    }

    /// Parses one set-aside text into bodies of its own (the set-aside body
    /// first, then those of isolated ops inside it), with the location
    /// aliases it does not know; `None` when it fails or does not end where
    /// the main parse found its end.
    fn parse_set_aside(
        &mut self,
        state: &mut OpsState<'a>,
        job: &DeferredBody,
        arguments: &[EntryArgument<'a>],
    ) -> Option<(PrimaryMap<BodyId, Body>, Vec<PendingLocation<'a>>)> {
        self.lexer.reset_to(job.start as usize);
        self.token = self.lexer.next_token();
        self.previous_end = job.start;
        self.depth = job.depth;
        self.alias_limit = job.start;
        self.earlier_errors.clear();
        state.reset_for_deferred_body(&job.default_dialects);
        let (regions, count) = match &job.kind {
            DeferredKind::Region(range) => {
                let arguments = arguments.get(range.clone())?;
                (self.parse_isolated_region_in(state, job.owner_offset, arguments).ok()?, 1)
            }
            DeferredKind::RegionList(count) => {
                let traits = TraitFlags::ISOLATED_FROM_ABOVE;
                (self.parse_op_regions(state, traits, job.owner_offset).ok()?, *count)
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

/// Puts the bodies a worker parsed in place: the first replaces the empty
/// body `target` (keeping its owner, which takes its regions: a region
/// list numbers them among the regions nested in them), the others join
/// the arena under new ids, and every reference between them follows.
fn put_in_place(state: &mut OpsState<'_>, target: BodyId, bodies: impl IntoIterator<Item = Body>) {
    let base = state.bodies.len();
    let rename = |id: BodyId| match id.index() {
        0 => target,
        index => BodyId::from_index(base + index - 1),
    };
    let mut bodies = bodies.into_iter().peekable();
    let Some(mut first) = bodies.next() else { return };
    // A body alone has no isolated ops to rename (their bodies would have
    // come with it), and its owner is set below: its ops, which this
    // thread has not touched yet, need not be read.
    if bodies.peek().is_some() {
        first.rename_bodies(rename);
    }
    let placeholder = &mut state.bodies[target];
    first.owner = placeholder.owner;
    first.owner_name = placeholder.owner_name;
    *placeholder = first;
    if let Some((parent, op)) = state.bodies[target].owner {
        let regions: smallvec::SmallVec<[crate::ir::Region; 2]> =
            state.bodies[target].owner_regions().iter().copied().collect();
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
