//! Parsing operations, regions and blocks: generic ops, ops in their custom
//! form (through their parse hook and [`OpParser`](super::OpParser)), result
//! names, successors, properties, regions with their blocks and block
//! arguments, trailing locations, and the top level's implicit
//! `builtin.module`.
//!
//! Which value or block a name stands for is decided by [`scopes`]: this
//! module reads the names and hands them over. Types, attributes and
//! locations come from their own modules.

pub(crate) mod scopes;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use self::scopes::{IsolatedScope, LocationTarget, OuterUse};
use super::{ParseResult, Parser};
use crate::builtin::ModuleOp;
use crate::entity::{EntityId, PrimaryMap};
use crate::ir::{Block, Body, BodyId, Ir, Op, Region, ResultRange, Value};
use crate::text::lexer::TokenKind;
use crate::traits::TraitFlags;
use crate::types::Type;

/// An SSA use as written: `%name#index` at `offset`.
#[derive(Clone, Copy)]
pub(crate) struct ValueUse<'a> {
    name: &'a str,
    index: u32,
    offset: u32,
}

/// An op or block argument located at a `#alias` not defined where it is
/// written: the target, the alias and the offset of its use.
pub(crate) type PendingLocation<'a> = (LocationTarget, &'a str, u32);

/// The state of parsing ops: the bodies built so far and the scopes.
pub(crate) struct OpsState<'a> {
    pub(super) bodies: PrimaryMap<BodyId, Body>,
    /// Bodies being filled, innermost last, with their scopes.
    stack: Vec<(BodyId, IsolatedScope<'a>)>,
    /// Scopes of bodies already left, emptied, for the next bodies to
    /// open: a file of many small functions then allocates its name
    /// tables once, not per function.
    spare_scopes: Vec<IsolatedScope<'a>>,
    /// The block ops are appended to, per nesting level.
    pub(super) blocks: Vec<Block>,
    pending_locations: Vec<PendingLocation<'a>>,
    outer_uses: Vec<OuterUse>,
    top_body: BodyId,
    top_block: Block,
    /// The dialect whose ops may be written without their prefix, per
    /// nesting level of ops that set one (`func` inside `func.func`).
    pub(super) default_dialects: Vec<&'static str>,
    /// How many ops and values the last isolated body left gave out: the
    /// room the next one starts with (see [`BODY_ROOM_LIMIT`] and
    /// [`VALUE_ROOM_LIMIT`]).
    pub(super) last_body_size: (usize, usize),
    /// By body index: whether the body is known to be in SSA order (see
    /// [`ParsedSource::ordered_bodies`](super::ParsedSource::ordered_bodies)).
    pub(super) ordered_bodies: Vec<bool>,
}

/// At most this many ops of room are given a new isolated body from the
/// size of the one before it. Functions of a file tend to be alike, so a
/// body starting with its predecessor's room fills its op arena without
/// growing it a quarter at a time (a body of a hundred ops grew a dozen
/// times, copying each time); the room it does not use is given back when
/// it is left. The limit keeps one huge body from making every small one
/// after it reserve, then give back, as much.
const BODY_ROOM_LIMIT: usize = 4096;

/// At most this many values of room are given a new isolated body from
/// the size of the one before it: small bodies (a function of a few ops)
/// then fill their value arena without growing it, which saved 1.1% of
/// instructions on functions of four ops. Reserving the values of large
/// bodies as well saved another 1% on functions of a hundred ops, but
/// packed the heap so tightly that a pass growing the arenas afterwards
/// found no free room to reuse (`--canonicalize` of 10^4 functions of 100
/// ops peaked at 148 MB instead of 140 MB).
const VALUE_ROOM_LIMIT: usize = 32;

impl<'a> OpsState<'a> {
    /// The state at the start of a file: one body whose single region and
    /// block receive the top-level ops.
    pub(crate) fn new_top_level(parser: &Parser<'a>) -> Self {
        let mut bodies = PrimaryMap::new();
        let top_body = bodies.push(Body::new());
        let body: &mut Body = &mut bodies[top_body];
        let region = body.add_owner_region();
        let top_block = body.create_block();
        body.append_block(region, top_block);
        let mut scope = IsolatedScope::new(parser.source(), 0);
        scope.region_names.push(Vec::new());
        scope.region_blocks.push(FxHashMap::default());
        OpsState {
            bodies,
            stack: vec![(top_body, scope)],
            spare_scopes: Vec::new(),
            blocks: vec![top_block],
            pending_locations: Vec::new(),
            outer_uses: Vec::new(),
            top_body,
            top_block,
            default_dialects: vec!["builtin"],
            last_body_size: (0, 0),
            ordered_bodies: vec![true; top_body.index() + 1],
        }
    }

    /// Records whether `body` is still known to be in SSA order: a new
    /// body is, until a use names a value not defined yet (or out of the
    /// body) or a block is named.
    pub(super) fn set_ordered(&mut self, body: BodyId, ordered: bool) {
        let index = body.index();
        if index >= self.ordered_bodies.len() {
            self.ordered_bodies.resize(index + 1, false);
        }
        self.ordered_bodies[index] = ordered;
    }

    pub(super) fn body_id(&self) -> BodyId {
        self.stack.last().expect("a body is always open").0
    }

    pub(super) fn body(&mut self) -> &mut Body {
        let id = self.body_id();
        &mut self.bodies[id]
    }

    /// Finishes the file: checks names and aliases, and wraps the top-level
    /// ops in a `builtin.module` unless they are a single one.
    pub(crate) fn finish_top_level(mut self, parser: &mut Parser<'_>) -> ParseResult<Ir> {
        self.close_region(parser)?;
        self.close_isolated_scope(parser)?;
        if let Some(&(_, _, offset)) = self.pending_locations.first() {
            return parser.error_at(offset, "operation location alias was never defined");
        }
        if let Some(error) = self.isolation_error(parser) {
            return Err(error);
        }
        let context = parser.context;
        let module_name = context.op_name(ModuleOp::NAME);
        let top = &self.bodies[self.top_body];
        let ops: Vec<Op> = top.block_ops(self.top_block).collect();
        if let [single] = ops[..] {
            if top.op(single).name == module_name {
                return Ok(Ir::from_parts(self.bodies, self.top_body, single));
            }
        }
        // Wrap: a new top body holds the module, whose body is the old top.
        let wrapper = self.bodies.push(Body::new());
        let location = parser.location_at(0);
        let location = match context.attr_data(location) {
            crate::attributes::AttrData::Location(crate::attributes::Location::FileLineCol {
                file,
                ..
            }) => context.intern_attr(crate::attributes::AttrData::Location(
                crate::attributes::Location::FileLineCol {
                    file: *file,
                    line: 0,
                    column: 0,
                    end: None,
                },
            )),
            _ => location,
        };
        let empty = context.dictionary_attr(&[]);
        let body = &mut self.bodies[wrapper];
        let region = body.add_owner_region();
        let block = body.create_block();
        body.append_block(region, block);
        let properties = ModuleOp::DEFINITION.new_properties.map(|new| new());
        let module = body.create_op(module_name, location, &[], &[], &[], 0, empty, properties);
        body.append_op(block, module);
        let inner_regions = self.bodies[self.top_body].owner_regions().to_vec();
        self.bodies[wrapper].set_isolated_body(module, self.top_body, &inner_regions);
        self.bodies[self.top_body].owner = Some((wrapper, module));
        self.bodies[self.top_body].owner_name = Some(module_name);
        Ok(Ir::from_parts(self.bodies, wrapper, module))
    }

    /// The state of a worker parsing bodies set aside by the main parse:
    /// no body is open yet (the worker opens the isolated body first).
    /// [`OpsState::reset_for_deferred_body`] readies it for each body.
    pub(crate) fn for_deferred_body() -> Self {
        OpsState {
            bodies: PrimaryMap::new(),
            stack: Vec::new(),
            spare_scopes: Vec::new(),
            blocks: Vec::new(),
            pending_locations: Vec::new(),
            outer_uses: Vec::new(),
            top_body: BodyId::from_index(0),
            top_block: Block::from_index(0),
            default_dialects: Vec::new(),
            last_body_size: (0, 0),
            ordered_bodies: Vec::new(),
        }
    }

    /// Makes a worker's state ready for its next set-aside body, whose ops
    /// without a prefix belong to the dialects of `default_dialects` (as
    /// where the body is written), keeping its emptied name tables and
    /// lists: a piece of many small bodies then allocates them once, not
    /// per body.
    pub(crate) fn reset_for_deferred_body(&mut self, default_dialects: &[&'static str]) {
        self.bodies = PrimaryMap::new();
        self.stack.clear();
        self.blocks.clear();
        self.pending_locations.clear();
        self.outer_uses.clear();
        self.default_dialects.clear();
        self.default_dialects.extend_from_slice(default_dialects);
    }

    /// Finishes a body parsed by a worker: its location aliases that were
    /// not visible from it are looked up among the aliases the worker
    /// knows (one that is not a location fails), and uses of values from
    /// outside fail. Returns the bodies, the set-aside one first, and the
    /// location aliases the worker does not know, which the main parse
    /// looks up once the whole file is read.
    pub(crate) fn finish_deferred_body(
        &mut self,
        parser: &Parser<'_>,
    ) -> ParseResult<(PrimaryMap<BodyId, Body>, Vec<PendingLocation<'a>>)> {
        let mut unknown = Vec::new();
        for (target, alias, offset) in std::mem::take(&mut self.pending_locations) {
            let Some(attr) = parser.any_attribute_alias(alias) else {
                unknown.push((target, alias, offset));
                continue;
            };
            if !parser.context.is_location(attr) {
                return parser.error_at(offset, "expected location");
            }
            self.set_location(target, attr);
        }
        if let Some(error) = self.isolation_error(parser) {
            return Err(error);
        }
        Ok((std::mem::take(&mut self.bodies), unknown))
    }

    /// The default dialects in effect, innermost last.
    pub(crate) fn default_dialects(&self) -> &[&'static str] {
        &self.default_dialects
    }

    /// A detached op with one result of type `ty`, standing for a value that
    /// is not (yet) available in this body.
    fn create_placeholder(&mut self, parser: &Parser<'_>, ty: Type) -> (Op, Value) {
        self.set_ordered(self.body_id(), false);
        let context = parser.context;
        let name = context.op_name("builtin.unrealized_forward_reference");
        let location = context.unknown_location();
        let op = self.body().create_op(
            name,
            location,
            &[],
            &[ty],
            &[],
            0,
            parser.empty_dictionary,
            None,
        );
        (op, self.body().op(op).result(0))
    }
}

/// Operations.
impl<'a> Parser<'a> {
    /// Parses one operation and appends it to the current block.
    pub(crate) fn parse_operation(&mut self, state: &mut OpsState<'a>) -> ParseResult<()> {
        self.nested(|parser| parser.parse_operation_unguarded(state))
    }

    fn parse_operation_unguarded(&mut self, state: &mut OpsState<'a>) -> ParseResult<()> {
        let op_start = self.token.start;
        let mut result_names: SmallVec<[(&str, u32, u32); 1]> = SmallVec::new();
        if self.at(TokenKind::PercentIdentifier) {
            self.parse_comma_separated(|parser| {
                if !parser.at(TokenKind::PercentIdentifier) {
                    return parser.error_after_previous_token("expected valid ssa identifier");
                }
                let name = parser.spelling();
                let offset = parser.token.start;
                parser.advance();
                let mut count = 1;
                if parser.eat(TokenKind::Colon) {
                    if !parser.at(TokenKind::Integer) {
                        return parser
                            .error_after_previous_token("expected integer number of results");
                    }
                    if !parser.spelling().parse::<u32>().is_ok_and(|count| count >= 1) {
                        return parser.error("expected named operation to have at least 1 result");
                    }
                    count = parser.spelling().parse::<u32>().unwrap_or(1);
                    parser.advance();
                }
                result_names.push((name, count, offset));
                Ok(())
            })?;
            self.expect(TokenKind::Equal, "expected '=' after SSA name")?;
        }
        let op = match self.token.kind {
            TokenKind::String => self.parse_generic_operation(state)?,
            // `i32` lexes as an integer type in MLIR, never as an op name.
            TokenKind::BareIdentifier if !super::types::is_integer_type(self.spelling()) => {
                self.parse_custom_operation(state)?
            }
            _ => return self.error_after_previous_token("expected operation name in quotes"),
        };
        self.parse_trailing_location(state, op)?;
        let results = state.body().op(op).results();
        if !result_names.is_empty() && results.is_empty() {
            return self.error_at(op_start, "cannot name an operation with no results");
        }
        let expected: u32 = result_names.iter().map(|(_, count, _)| count).sum();
        if !result_names.is_empty() && expected as usize != results.len() {
            return self.error_at(
                op_start,
                format!(
                    "operation defines {} results but was provided {expected} to bind",
                    results.len()
                ),
            );
        }
        let mut next = 0usize;
        for (name, count, offset) in &result_names {
            let values = results.slice(next..next + *count as usize);
            next += *count as usize;
            state.define(self, name, values, *offset)?;
        }
        let block = *state.blocks.last().expect("a block is always open");
        state.body().append_op(block, op);
        Ok(())
    }

    fn parse_trailing_location(&mut self, state: &mut OpsState<'a>, op: Op) -> ParseResult<()> {
        if !self.at_keyword("loc") {
            return Ok(());
        }
        match self.parse_location_or_pending_alias()? {
            Some((alias, offset)) => state.defer_op_location(op, alias, offset),
            None => {
                if let Some(location) = self.last_location.take() {
                    state.body().op_mut(op).location = location;
                }
            }
        }
        Ok(())
    }

    fn check_dialect_allowed(&self, name: &str) -> ParseResult<()> {
        let op_name = self.context.op_name(name);
        if self.context.is_registered(op_name) {
            return Ok(());
        }
        // An unknown op of a loaded dialect is the verifier's to report.
        let dialect = name.split_once('.').map_or("", |(dialect, _)| dialect);
        if !self.context.is_dialect_loaded(dialect) && !self.context.allows_unregistered_dialects()
        {
            return self.error(
                "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
            );
        }
        Ok(())
    }

    /// A generic operation with its trailing location, not appended to any
    /// block (for custom forms that wrap one).
    pub(crate) fn parse_generic_operation_nested(
        &mut self,
        state: &mut OpsState<'a>,
    ) -> ParseResult<Op> {
        self.nested(|parser| {
            let op = parser.parse_generic_operation(state)?;
            parser.parse_trailing_location(state, op)?;
            Ok(op)
        })
    }

    fn parse_generic_operation(&mut self, state: &mut OpsState<'a>) -> ParseResult<Op> {
        let name_offset = self.token.start;
        let (op_name, traits) = self.parse_generic_op_name()?;
        let location = self.location_at(name_offset);

        let mut operand_uses: SmallVec<[ValueUse<'a>; 4]> = SmallVec::new();
        self.expect(TokenKind::LeftParen, "expected '(' to start operand list")?;
        if self.at(TokenKind::PercentIdentifier) {
            self.parse_comma_separated(|parser| {
                operand_uses.push(parser.parse_value_use()?);
                Ok(())
            })?;
        }
        self.expect(TokenKind::RightParen, "expected ')' to end operand list")?;
        let mut successors: SmallVec<[Block; 2]> = SmallVec::new();
        if self.at(TokenKind::LeftSquare)
            && self.context.is_registered(op_name)
            && !traits.contains(TraitFlags::TERMINATOR)
        {
            return self.error("successors in non-terminator");
        }
        if self.eat(TokenKind::LeftSquare) {
            if self.at(TokenKind::RightSquare) {
                return self.error_after_previous_token("expected list element");
            }
            self.parse_comma_separated(|parser| {
                if !parser.at(TokenKind::CaretIdentifier) {
                    return parser.error_after_previous_token("expected block name");
                }
                let block = state.block_reference(parser.spelling(), parser.token.start);
                parser.advance();
                successors.push(block);
                Ok(())
            })?;
            self.expect(TokenKind::RightSquare, "expected ',' or ']'")?;
        }
        let mut properties = None;
        if self.at(TokenKind::Less) {
            self.advance();
            let attr = if self.at(TokenKind::LeftBrace) {
                self.parse_dictionary_cached()?
            } else {
                self.parse_attribute(None)?
            };
            properties = Some(attr);
            self.expect(TokenKind::Greater, "expected '>' to close properties")?;
        }
        let regions = if self.at(TokenKind::LeftParen) {
            self.parse_op_regions(state, traits, name_offset)?
        } else {
            ParsedRegions::None
        };
        let attributes = if self.at(TokenKind::LeftBrace) {
            self.parse_dictionary_cached()?
        } else {
            self.empty_dictionary
        };
        self.expect(TokenKind::Colon, "expected ':' followed by operation type")?;
        let type_offset = self.token.start;
        if !self.at(TokenKind::LeftParen) {
            self.parse_type()?;
            return self.error_at(type_offset, "expected function type");
        }
        // The signature is read as two type lists: interning a function type
        // per op would cost a hash and an allocation for nothing.
        let inputs = self.parse_type_list_parens()?;
        self.expect(TokenKind::Arrow, "expected '->' in function type")?;
        let results = self.parse_function_result_types()?;
        if inputs.len() != operand_uses.len() {
            // MLIR writes `"s"[count == 1]`: a NUL byte for one operand.
            let plural = if operand_uses.len() == 1 { "\0" } else { "s" };
            return self.error_at(
                type_offset,
                format!(
                    "expected {} operand type{plural} but had {}",
                    operand_uses.len(),
                    inputs.len()
                ),
            );
        }
        let mut operands: SmallVec<[Value; 4]> = SmallVec::with_capacity(operand_uses.len());
        for (value_use, &ty) in operand_uses.iter().zip(inputs.iter()) {
            operands.push(state.resolve_use(self, value_use, ty)?);
        }
        let (attributes, properties) = crate::ods::generic::properties_for_parsed_op(
            self.context,
            op_name,
            attributes,
            properties,
        )
        .or_else(|message| self.error_at(name_offset, message))?;
        let body = state.body();
        let op = body.create_op(
            op_name,
            location,
            &operands,
            &results,
            &successors,
            0,
            attributes,
            properties,
        );
        self.attach_regions(state, op, regions);
        Ok(op)
    }

    /// Parses the quoted name of a generic op; names already seen in this
    /// file are looked up by their spelling.
    fn parse_generic_op_name(&mut self) -> ParseResult<(crate::registry::OpName, TraitFlags)> {
        let spelling = self.spelling();
        if let Some(&known) = self.op_name_cache.get(spelling) {
            self.advance();
            return Ok(known);
        }
        let name_bytes = self.string_value();
        let Ok(name) = String::from_utf8(name_bytes) else {
            return self.error("operation name must be valid UTF-8");
        };
        if name.is_empty() {
            return self.error("empty operation name is invalid");
        }
        self.advance();
        self.check_dialect_allowed(&name)?;
        let op_name = self.context.op_name(&name);
        let known = (op_name, self.context.op_traits(op_name));
        self.op_name_cache.insert(spelling, known);
        Ok(known)
    }

    /// Parses `{...}`, reusing the attribute of an identical dictionary
    /// text seen before in this file. A hit is sound: the same text from
    /// the same start parses to the same attribute and ends at the same
    /// `}`, and aliases cannot change once defined.
    pub(crate) fn parse_dictionary_cached(&mut self) -> ParseResult<crate::attributes::Attr> {
        let start = self.token.start as usize;
        if let Some(end) = scan_braces(self.source().as_bytes(), start) {
            let text = &self.source()[start..end];
            if let Some(&attr) = self.dictionary_cache.get(text) {
                self.reset_lexer(end);
                return Ok(attr);
            }
        }
        let attr = self.parse_dictionary()?;
        let text = &self.source()[start..self.previous_end as usize];
        self.dictionary_cache.insert(text, attr);
        Ok(attr)
    }

    /// Parses `%name` or `%name#3`.
    pub(super) fn parse_value_use(&mut self) -> ParseResult<ValueUse<'a>> {
        if !self.at(TokenKind::PercentIdentifier) {
            return self.error_after_previous_token("expected SSA operand");
        }
        let spelling = self.spelling();
        let offset = self.token.start;
        let (name, index): (&'a str, u32) = (spelling, 0);
        self.advance();
        // The lexer stops identifiers at `#`: `%0#1` arrives as `%0`, then a
        // hash identifier `#1`.
        let mut value_use = ValueUse { name, index, offset };
        if self.at(TokenKind::HashIdentifier) {
            let suffix = &self.spelling()[1..];
            if let Ok(index) = suffix.parse::<u32>() {
                value_use.index = index;
                self.advance();
            } else {
                return self.error("invalid SSA value result number");
            }
        }
        Ok(value_use)
    }
}

/// The regions of an op as parsed: in the current body, or in a new
/// isolated body.
pub(crate) enum ParsedRegions {
    None,
    Local(RegionList),
    Isolated(BodyId, RegionList),
}

/// The regions of one op: nearly always one or two, kept in place.
pub(crate) type RegionList = SmallVec<[Region; 2]>;

/// Regions and blocks.
impl<'a> Parser<'a> {
    /// Parses `(region, region)`.
    pub(super) fn parse_op_regions(
        &mut self,
        state: &mut OpsState<'a>,
        traits: TraitFlags,
        owner_offset: u32,
    ) -> ParseResult<ParsedRegions> {
        let isolated = traits.contains(TraitFlags::ISOLATED_FROM_ABOVE);
        if isolated {
            if let Some(regions) = self.defer_isolated_region_list(state, traits, owner_offset) {
                return Ok(regions);
            }
        }
        let mut regions = RegionList::new();
        let new_body =
            if isolated { Some(self.open_isolated_body(state, owner_offset)) } else { None };
        self.expect(TokenKind::LeftParen, "expected '('")?;
        self.parse_comma_separated(|parser| {
            let region = match new_body {
                Some(_) => state.body().add_owner_region(),
                None => state.body().create_detached_region(),
            };
            parser.parse_region_body(state, region, &[])?;
            regions.push(region);
            Ok(())
        })?;
        self.expect(TokenKind::RightParen, "expected ')' to end region list")?;
        match new_body {
            Some(body) => {
                self.close_isolated_body(state)?;
                Ok(ParsedRegions::Isolated(body, regions))
            }
            None => Ok(ParsedRegions::Local(regions)),
        }
    }

    /// Parses `{ ... }` as the single region of the isolated op named at
    /// `owner_offset`, into a new body whose entry block has `arguments`
    /// (an empty region gets one empty block).
    pub(crate) fn parse_isolated_region_in(
        &mut self,
        state: &mut OpsState<'a>,
        owner_offset: u32,
        arguments: &[super::EntryArgument<'a>],
    ) -> ParseResult<ParsedRegions> {
        let body = self.open_isolated_body(state, owner_offset);
        let region = state.body().add_owner_region();
        let entry: SmallVec<[(&'a str, Type, u32); 4]> = arguments
            .iter()
            .map(|argument| (argument.name, argument.ty, argument.offset))
            .collect();
        self.parse_region_body(state, region, &entry)?;
        if let Some(block) = state.body().entry_block(region) {
            for (index, argument) in arguments.iter().enumerate() {
                let location =
                    argument.location.unwrap_or_else(|| self.location_at(argument.offset));
                state.body().set_block_argument_location(block, index, location);
            }
        }
        if state.body().entry_block(region).is_none() {
            let block = state.body().create_block();
            state.body().append_block(region, block);
        }
        self.close_isolated_body(state)?;
        Ok(ParsedRegions::Isolated(body, smallvec::smallvec![region]))
    }

    /// Starts a new isolated body and scope for the op named at
    /// `owner_offset`.
    pub(crate) fn open_isolated_body(
        &mut self,
        state: &mut OpsState<'a>,
        owner_offset: u32,
    ) -> BodyId {
        // A worker's arena usually gets this one body: it keeps room for
        // it alone.
        let mut body = Body::new();
        let (ops, values) = state.last_body_size;
        body.reserve_exact(ops.min(BODY_ROOM_LIMIT), values.min(VALUE_ROOM_LIMIT));
        let body = state.bodies.push_first(body);
        state.set_ordered(body, true);
        state.open_isolated_scope(self.source(), body, owner_offset);
        body
    }

    /// Ends the innermost isolated body, checking its forward references.
    pub(crate) fn close_isolated_body(&mut self, state: &mut OpsState<'a>) -> ParseResult<()> {
        state.leave_isolated_scope(self)
    }

    /// Gives `op` its parsed regions.
    pub(crate) fn attach_regions(
        &mut self,
        state: &mut OpsState<'a>,
        op: Op,
        regions: ParsedRegions,
    ) {
        match regions {
            ParsedRegions::None => {}
            ParsedRegions::Local(regions) => state.body().set_op_regions(op, &regions),
            ParsedRegions::Isolated(body, regions) => {
                let parent = state.body_id();
                state.bodies[parent].set_isolated_body(op, body, &regions);
                state.bodies[body].owner = Some((parent, op));
                state.bodies[body].owner_name = Some(state.bodies[parent].op(op).name);
            }
        }
    }

    /// Parses `{ ops ^bb1: ops }` into `region`. `entry_arguments` are
    /// already-defined values to bind as the entry block's arguments.
    pub(crate) fn parse_region_body(
        &mut self,
        state: &mut OpsState<'a>,
        region: Region,
        entry_arguments: &[(&'a str, Type, u32)],
    ) -> ParseResult<()> {
        self.expect(TokenKind::LeftBrace, "expected '{' to begin a region")?;
        state.open_region();
        if self.eat(TokenKind::RightBrace) {
            return state.close_region(self);
        }
        let named = entry_arguments.first().is_some_and(|(name, _, _)| !name.is_empty());
        if named && self.at(TokenKind::CaretIdentifier) {
            return self.error("invalid block name in region with named arguments");
        }
        if !self.at(TokenKind::CaretIdentifier) || !entry_arguments.is_empty() {
            let block = state.body().create_block();
            state.body().append_block(region, block);
            let location = self.context.unknown_location();
            for (name, ty, offset) in entry_arguments {
                let value = state.body().add_block_argument(block, *ty, location);
                state.define(self, name, ResultRange::of_value(value), *offset)?;
            }
            self.parse_block_ops(state, block)?;
        }
        while self.at(TokenKind::CaretIdentifier) {
            self.parse_block_definition(state, region)?;
        }
        self.expect(TokenKind::RightBrace, "expected '}' to end region")?;
        state.close_region(self)
    }

    fn parse_block_ops(&mut self, state: &mut OpsState<'a>, block: Block) -> ParseResult<()> {
        state.blocks.push(block);
        while !matches!(self.token.kind, TokenKind::RightBrace | TokenKind::CaretIdentifier) {
            if self.at(TokenKind::Eof) {
                let message = "expected operation name in quotes";
                state.blocks.pop();
                return self.error_after_previous_token(message);
            }
            self.parse_operation(state)?;
            if self.token.start >= self.next_progress {
                self.report_progress();
            }
        }
        state.blocks.pop();
        Ok(())
    }

    fn parse_block_definition(
        &mut self,
        state: &mut OpsState<'a>,
        region: Region,
    ) -> ParseResult<()> {
        let name_offset = self.token.start;
        let name = self.spelling();
        self.advance();
        let block = state.define_block(self, name, name_offset)?;
        state.body().append_block(region, block);
        if self.eat(TokenKind::LeftParen) && !self.eat(TokenKind::RightParen) {
            self.parse_comma_separated(|parser| {
                if !parser.at(TokenKind::PercentIdentifier) {
                    return parser.error_after_previous_token("expected SSA operand");
                }
                let argument_name = parser.spelling();
                let offset = parser.token.start;
                parser.advance();
                parser.expect(TokenKind::Colon, "expected ':' and type for SSA operand")?;
                let ty = parser.parse_type()?;
                let location = parser.location_at(offset);
                let value = state.body().add_block_argument(block, ty, location);
                state.define(parser, argument_name, ResultRange::of_value(value), offset)?;
                if parser.at_keyword("loc") {
                    let index = state.body().block_arguments(block).len() - 1;
                    match parser.parse_location_or_pending_alias()? {
                        Some((alias, alias_offset)) => {
                            state.defer_block_argument_location(block, index, alias, alias_offset)
                        }
                        None => {
                            let location = parser.last_location.take().unwrap_or(location);
                            state.body().set_block_argument_location(block, index, location);
                        }
                    }
                }
                Ok(())
            })?;
            self.expect(TokenKind::RightParen, "expected ')'")?;
        }
        self.expect(TokenKind::Colon, "expected ':' after block name")?;
        self.parse_block_ops(state, block)
    }
}

/// Ops in their custom form.
impl<'a> Parser<'a> {
    /// Parses an op in its custom form: `name` is looked up as written, or
    /// in the builtin dialect when it has no dialect prefix, and the op's
    /// parse hook reads the rest.
    fn parse_custom_operation(&mut self, state: &mut OpsState<'a>) -> ParseResult<Op> {
        let name_offset = self.token.start;
        let spelling = self.spelling();
        let default_dialect = state.default_dialects.last().copied().unwrap_or("builtin");
        // Names seen before in this file (with the same default dialect)
        // are looked up by their spelling.
        let cache_key = (spelling, super::DialectKey::of(default_dialect));
        let cached = self.custom_op_cache.get(&cache_key).copied();
        let hook = match cached {
            Some(hook) => Some(hook),
            None => {
                let full_name = if spelling.contains('.') {
                    spelling.to_owned()
                } else {
                    format!("{default_dialect}.{spelling}")
                };
                let hook = self.context.lookup_op_name(&full_name).and_then(|name| {
                    let definition = self.context.op_definition(name)?;
                    definition.parse.map(|parse| {
                        (name, parse, crate::ods::region_default_dialect(self.context, name))
                    })
                });
                if let Some(hook) = hook {
                    self.custom_op_cache.insert(cache_key, hook);
                }
                hook
            }
        };
        let Some((name, parse, region_dialect)) = hook else {
            let message = match spelling.split_once('.') {
                Some((dialect, rest))
                    if !rest.is_empty() && !self.context.is_dialect_loaded(dialect) =>
                {
                    format!("Dialect `{dialect}' not found for custom op '{spelling}' ")
                }
                Some((_, rest)) if !rest.is_empty() => format!("custom op '{spelling}' is unknown"),
                _ if default_dialect.is_empty() => format!(
                    "Dialect `' not found for custom op '{spelling}'  (tried '.{spelling}' as well)"
                ),
                _ => format!(
                    "custom op '{spelling}' is unknown (tried '{default_dialect}.{spelling}' as well)"
                ),
            };
            // MLIR reads the name first: a lexer error after it comes first.
            self.advance();
            return self.error_at(name_offset, message);
        };
        self.advance();
        let location = self.location_at(name_offset);
        // The regions of an op in its custom form get the op's default
        // dialect, or none.
        state.default_dialects.push(region_dialect);
        let mut op_parser = super::custom::OpParser::new(self, state, name, name_offset, location);
        let op = parse(&mut op_parser);
        state.default_dialects.pop();
        op
    }
}

/// The end (exclusive) of the `{...}` starting at `start`, skipping string
/// literals; `None` when it is not closed.
fn scan_braces(bytes: &[u8], start: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut index = start;
    while index < bytes.len() {
        match bytes[index] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(index + 1);
                }
            }
            b'"' => {
                index += 1;
                while index < bytes.len() && bytes[index] != b'"' {
                    if bytes[index] == b'\\' {
                        index += 1;
                    }
                    index += 1;
                }
            }
            _ => {}
        }
        index += 1;
    }
    None
}
