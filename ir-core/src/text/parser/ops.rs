//! Parsing operations, regions and blocks, with MLIR's SSA name scoping:
//! forward references, redefinitions, isolated-from-above scopes and
//! location aliases defined after their use.

use std::hash::BuildHasher;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::{ParseResult, Parser};
use crate::attributes::Attr;
use crate::entity::{EntityId, PrimaryMap};
use crate::ir::{Block, Body, BodyId, Ir, Op, Region, Value};
use crate::registry::Traits;
use crate::text::lexer::TokenKind;
use crate::types::Type;

/// A name defined in an isolated scope: where it is written in the source
/// (which is also where it was defined) and its values, which are always
/// consecutive (the results of one op, or one block argument).
#[derive(Clone, Copy)]
struct Definition {
    offset: u32,
    length: u32,
    first: Value,
    count: u32,
}

impl Definition {
    /// Value number `index` of the name (`%name#index`).
    fn get(&self, index: u32) -> Option<Value> {
        (index < self.count).then(|| Value::from_index(self.first.index() + index as usize))
    }
}

/// The SSA names of one isolated scope. Entries hold source ranges instead
/// of string slices, so a table of a million names stays small.
struct NameTable<'a> {
    source: &'a str,
    table: hashbrown::HashTable<Definition>,
}

impl<'a> NameTable<'a> {
    fn new(source: &'a str) -> Self {
        NameTable { source, table: hashbrown::HashTable::new() }
    }

    fn text(&self, definition: &Definition) -> &'a str {
        let start = definition.offset as usize;
        &self.source[start..start + definition.length as usize]
    }

    fn get(&self, name: &str) -> Option<&Definition> {
        let hash = rustc_hash::FxBuildHasher.hash_one(name);
        self.table.find(hash, |definition| self.text(definition) == name)
    }

    /// Adds `name`, a slice of the source.
    fn insert(&mut self, name: &'a str, first: Value, count: u32) {
        let offset = name.as_ptr() as usize - self.source.as_ptr() as usize;
        debug_assert!(offset + name.len() <= self.source.len(), "names are slices of the source");
        let definition =
            Definition { offset: offset as u32, length: name.len() as u32, first, count };
        let hash = rustc_hash::FxBuildHasher.hash_one(name);
        let source = self.source;
        self.table.insert_unique(hash, definition, |entry| {
            let start = entry.offset as usize;
            rustc_hash::FxBuildHasher.hash_one(&source[start..start + entry.length as usize])
        });
    }

    fn remove(&mut self, name: &str) {
        let hash = rustc_hash::FxBuildHasher.hash_one(name);
        let source = self.source;
        if let Ok(entry) = self.table.find_entry(hash, |entry| {
            let start = entry.offset as usize;
            &source[start..start + entry.length as usize] == name
        }) {
            entry.remove();
        }
    }
}

/// A use of a value not defined yet.
struct ForwardReference {
    placeholder: Value,
    placeholder_op: Op,
    offset: u32,
}

/// A block of the current region, defined or only referenced so far.
struct BlockEntry {
    block: Block,
    defined: bool,
    first_reference: u32,
}

/// The names visible in one isolated-from-above body.
struct IsolatedScope<'a> {
    definitions: NameTable<'a>,
    /// Names defined in each open region, removed when it closes.
    region_names: Vec<Vec<&'a str>>,
    /// Block names of each open region.
    region_blocks: Vec<FxHashMap<&'a str, BlockEntry>>,
    forward_references: FxHashMap<(&'a str, u32), ForwardReference>,
}

impl<'a> IsolatedScope<'a> {
    fn new(source: &'a str) -> Self {
        IsolatedScope {
            definitions: NameTable::new(source),
            region_names: Vec::new(),
            region_blocks: Vec::new(),
            forward_references: FxHashMap::default(),
        }
    }
}

/// What a location alias used before its definition applies to.
enum LocationTarget {
    Op(BodyId, Op),
    BlockArgument(BodyId, Block, usize),
}

/// An SSA use as written: `%name#index` at `offset`.
struct ValueUse<'a> {
    name: &'a str,
    index: u32,
    offset: u32,
}

/// The state of parsing ops: the bodies built so far and the scopes.
pub(crate) struct OpsState<'a> {
    bodies: PrimaryMap<BodyId, Body>,
    /// Bodies being filled, innermost last, with their scopes.
    stack: Vec<(BodyId, IsolatedScope<'a>)>,
    /// The block ops are appended to, per nesting level.
    blocks: Vec<Block>,
    pending_locations: Vec<(LocationTarget, &'a str, u32)>,
    top_body: BodyId,
    top_block: Block,
}

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
        let mut scope = IsolatedScope::new(parser.source());
        scope.region_names.push(Vec::new());
        scope.region_blocks.push(FxHashMap::default());
        OpsState {
            bodies,
            stack: vec![(top_body, scope)],
            blocks: vec![top_block],
            pending_locations: Vec::new(),
            top_body,
            top_block,
        }
    }

    fn body_id(&self) -> BodyId {
        self.stack.last().expect("a body is always open").0
    }

    fn body(&mut self) -> &mut Body {
        let id = self.body_id();
        &mut self.bodies[id]
    }

    fn scope(&mut self) -> &mut IsolatedScope<'a> {
        &mut self.stack.last_mut().expect("a body is always open").1
    }

    /// Applies a location alias defined now to the uses recorded before.
    pub(crate) fn resolve_location_alias(
        &mut self,
        parser: &Parser<'_>,
        name: &str,
        attr: Attr,
        offset: u32,
    ) -> ParseResult<()> {
        let mut index = 0;
        while index < self.pending_locations.len() {
            if self.pending_locations[index].1 != name {
                index += 1;
                continue;
            }
            if !parser.context.is_location(attr) {
                return parser.error_at(offset, format!("expected location, but found '#{name}'"));
            }
            let (target, _, _) = self.pending_locations.swap_remove(index);
            match target {
                LocationTarget::Op(body, op) => self.bodies[body].op_mut(op).location = attr,
                LocationTarget::BlockArgument(body, block, argument) => {
                    self.bodies[body].set_block_argument_location(block, argument, attr)
                }
            }
        }
        Ok(())
    }

    /// Finishes the file: checks names and aliases, and wraps the top-level
    /// ops in a `builtin.module` unless they are a single one.
    pub(crate) fn finish_top_level(mut self, parser: &mut Parser<'_>) -> ParseResult<Ir> {
        self.close_region(parser)?;
        self.close_isolated_scope(parser)?;
        if let Some((_, name, offset)) = self.pending_locations.first() {
            let _ = name;
            return parser.error_at(*offset, "operation location alias was never defined");
        }
        let context = parser.context;
        let module_name = context.op_name("builtin.module");
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
        let module = body.create_op(module_name, location, &[], &[], &[], 0, empty, None);
        body.append_op(block, module);
        let inner_regions = self.bodies[self.top_body].owner_regions().to_vec();
        self.bodies[wrapper].set_isolated_body(module, self.top_body, &inner_regions);
        self.bodies[self.top_body].owner = Some((wrapper, module));
        Ok(Ir::from_parts(self.bodies, wrapper, module))
    }

    fn close_isolated_scope(&mut self, parser: &Parser<'_>) -> ParseResult<()> {
        let scope = self.scope();
        if let Some(reference) = scope.forward_references.values().min_by_key(|r| r.offset) {
            return parser.error_at(reference.offset, "use of undeclared SSA value name");
        }
        Ok(())
    }

    fn open_region(&mut self) {
        let scope = self.scope();
        scope.region_names.push(Vec::new());
        scope.region_blocks.push(FxHashMap::default());
    }

    fn close_region(&mut self, parser: &Parser<'_>) -> ParseResult<()> {
        let scope = self.scope();
        let blocks = scope.region_blocks.pop().unwrap_or_default();
        if let Some(entry) =
            blocks.values().filter(|entry| !entry.defined).min_by_key(|e| e.first_reference)
        {
            return parser.error_at(entry.first_reference, "reference to an undefined block");
        }
        let names = scope.region_names.pop().unwrap_or_default();
        // The outermost region's names go away with the whole scope.
        if !scope.region_names.is_empty() {
            for name in names {
                scope.definitions.remove(name);
            }
        }
        Ok(())
    }

    /// Binds `name` to `values` (the results of one op, or one argument).
    fn define(
        &mut self,
        parser: &Parser<'_>,
        name: &'a str,
        values: &[Value],
        offset: u32,
    ) -> ParseResult<()> {
        if let Some(previous) = self.scope().definitions.get(name) {
            let previous_offset = previous.offset;
            return parser.error_at(offset, format!("redefinition of SSA value '{name}'")).map_err(
                |error| {
                    error.with_note(
                        Some(parser.position(previous_offset)),
                        "previously defined here",
                    )
                },
            );
        }
        for (index, &value) in values.iter().enumerate() {
            if self.scope().forward_references.is_empty() {
                break;
            }
            let key = (name, index as u32);
            let Some(reference) = self.scope().forward_references.remove(&key) else { continue };
            let body = self.body();
            let expected = body.value_type(reference.placeholder);
            let actual = body.value_type(value);
            if expected != actual {
                let message = format!(
                    "definition of SSA value '{name}#{index}' has type {}",
                    quoted_type(parser, actual)
                );
                let note =
                    format!("previously used here with type {}", quoted_type(parser, expected));
                return parser.error_at(offset, message).map_err(|error| {
                    error.with_note(Some(parser.position(reference.offset)), note)
                });
            }
            body.replace_all_uses(reference.placeholder, value);
            body.erase_op(reference.placeholder_op);
        }
        let scope = self.scope();
        debug_assert!(values.windows(2).all(|pair| pair[1].index() == pair[0].index() + 1));
        let Some(&first) = values.first() else { return Ok(()) };
        let _ = offset;
        scope.definitions.insert(name, first, values.len() as u32);
        if let Some(names) = scope.region_names.last_mut() {
            names.push(name);
        }
        Ok(())
    }

    /// The value for a use of `%name#index` with type `ty`.
    fn resolve_use(
        &mut self,
        parser: &Parser<'_>,
        value_use: &ValueUse<'a>,
        ty: Type,
    ) -> ParseResult<Value> {
        let name = value_use.name;
        if let Some(definition) = self.scope().definitions.get(name) {
            let definition_offset = definition.offset;
            let Some(value) = definition.get(value_use.index) else {
                return parser.error_at(value_use.offset, "reference to invalid result number");
            };
            let actual = self.body().value_type(value);
            if actual != ty {
                return parser
                    .error_at(
                        value_use.offset,
                        format!(
                            "use of value '{name}' expects different type than prior uses: {} vs {}",
                            quoted_type(parser, ty),
                            quoted_type(parser, actual)
                        ),
                    )
                    .map_err(|error| error.with_note(Some(parser.position(definition_offset)), "prior use here"));
            }
            return Ok(value);
        }
        let key = (value_use.name, value_use.index);
        if let Some(reference) = self.scope().forward_references.get(&key) {
            let (placeholder, offset) = (reference.placeholder, reference.offset);
            let actual = self.body().value_type(placeholder);
            if actual != ty {
                return parser
                    .error_at(
                        value_use.offset,
                        format!(
                            "use of value '{name}' expects different type than prior uses: {} vs {}",
                            quoted_type(parser, ty),
                            quoted_type(parser, actual)
                        ),
                    )
                    .map_err(|error| error.with_note(Some(parser.position(offset)), "prior use here"));
            }
            return Ok(placeholder);
        }
        let context = parser.context;
        let name_attr = context.op_name("builtin.unrealized_forward_reference");
        let location = context.unknown_location();
        let empty = context.dictionary_attr(&[]);
        let placeholder_op =
            self.body().create_op(name_attr, location, &[], &[ty], &[], 0, empty, None);
        let placeholder = self.body().op(placeholder_op).results()[0];
        self.scope().forward_references.insert(
            key,
            ForwardReference { placeholder, placeholder_op, offset: value_use.offset },
        );
        Ok(placeholder)
    }

    /// The block named `name` in the current region, created on first use.
    fn block_reference(&mut self, name: &'a str, offset: u32) -> Block {
        if let Some(entry) = self.scope().region_blocks.last().and_then(|blocks| blocks.get(name)) {
            return entry.block;
        }
        let block = self.body().create_block();
        let entry = BlockEntry { block, defined: false, first_reference: offset };
        if let Some(blocks) = self.scope().region_blocks.last_mut() {
            blocks.insert(name, entry);
        }
        block
    }
}

fn quoted_type(parser: &Parser<'_>, ty: Type) -> String {
    format!("'{}'", parser.type_text(ty))
}

/// Operations.
impl<'a> Parser<'a> {
    /// Parses one operation and appends it to the current block.
    pub(crate) fn parse_operation(&mut self, state: &mut OpsState<'a>) -> ParseResult<()> {
        let op_start = self.token.start;
        let mut result_names: SmallVec<[(&str, u32, u32); 1]> = SmallVec::new();
        if self.at(TokenKind::PercentIdentifier) {
            self.parse_comma_separated(|parser| {
                if !parser.at(TokenKind::PercentIdentifier) {
                    return parser.error("expected valid ssa identifier");
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
            TokenKind::BareIdentifier => self.parse_custom_operation(state)?,
            _ => return self.error_after_previous_token("expected operation name in quotes"),
        };
        self.parse_trailing_location(state, op)?;
        let results = state.body().op(op).results().to_vec();
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
            let values = &results[next..next + *count as usize];
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
            Some((alias, offset)) => {
                let body = state.body_id();
                state.pending_locations.push((LocationTarget::Op(body, op), alias, offset));
            }
            None => {
                if let Some(location) = self.last_location.take() {
                    state.body().op_mut(op).location = location;
                }
            }
        }
        Ok(())
    }

    /// Parses `loc(...)` after an op or block argument. Returns the alias
    /// name when it refers to a `#loc` alias defined later; otherwise the
    /// parsed location is stored in `self.last_location`.
    fn parse_location_or_pending_alias(&mut self) -> ParseResult<Option<(&'a str, u32)>> {
        let keyword = self.token;
        self.advance();
        self.expect(TokenKind::LeftParen, "expected '(' in location")?;
        if self.at(TokenKind::HashIdentifier) {
            let name = &self.spelling()[1..];
            if self.attribute_alias(name).is_none() && !name.contains('.') {
                let pending = (name, self.token.start);
                self.advance();
                self.expect(TokenKind::RightParen, "expected ')' in location")?;
                return Ok(Some(pending));
            }
        }
        let _ = keyword;
        let location = self.parse_location_instance()?;
        self.expect(TokenKind::RightParen, "expected ')' in location")?;
        self.last_location = Some(location);
        Ok(None)
    }

    fn check_dialect_allowed(&self, name: &str, offset: u32) -> ParseResult<()> {
        let op_name = self.context.op_name(name);
        if self.context.is_registered(op_name) {
            return Ok(());
        }
        let dialect = name.split_once('.').map_or("", |(dialect, _)| dialect);
        if self.context.is_dialect_loaded(dialect) {
            return self.error_at(
                offset,
                format!(
                    "unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"
                ),
            );
        }
        if !self.context.allows_unregistered_dialects() {
            return self.error(
                "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
            );
        }
        Ok(())
    }

    fn parse_generic_operation(&mut self, state: &mut OpsState<'a>) -> ParseResult<Op> {
        let name_offset = self.token.start;
        let (op_name, traits) = self.parse_generic_op_name()?;
        let location = self.location_at(name_offset);

        let mut operand_uses: SmallVec<[ValueUse<'a>; 4]> = SmallVec::new();
        self.expect(TokenKind::LeftParen, "expected '(' to start operand list")?;
        if !self.eat(TokenKind::RightParen) {
            self.parse_comma_separated(|parser| {
                operand_uses.push(parser.parse_value_use()?);
                Ok(())
            })?;
            self.expect(TokenKind::RightParen, "expected ')' to end operand list")?;
        }
        let mut successors: SmallVec<[Block; 2]> = SmallVec::new();
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
            self.parse_op_regions(state, traits)?
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
            return self.error("expected function type");
        }
        // The signature is read as two type lists: interning a function type
        // per op would cost a hash and an allocation for nothing.
        let inputs = self.parse_type_list_parens()?;
        self.expect(TokenKind::Arrow, "expected '->' in function type")?;
        let results = self.parse_function_result_types()?;
        if inputs.len() != operand_uses.len() {
            let plural = if operand_uses.len() == 1 { "" } else { "s" };
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
        let (attributes, properties) = crate::builtin::split_inherent_attributes(
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
    fn parse_generic_op_name(&mut self) -> ParseResult<(crate::registry::OpName, Traits)> {
        let spelling = self.spelling();
        if let Some(&known) = self.op_name_cache.get(spelling) {
            self.advance();
            return Ok(known);
        }
        let name_offset = self.token.start;
        let name_bytes = self.string_value();
        let Ok(name) = String::from_utf8(name_bytes) else {
            return self.error("operation name must be valid UTF-8");
        };
        if name.is_empty() {
            return self.error("empty operation name is invalid");
        }
        self.advance();
        self.check_dialect_allowed(&name, name_offset)?;
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
    fn parse_value_use(&mut self) -> ParseResult<ValueUse<'a>> {
        if !self.at(TokenKind::PercentIdentifier) {
            return self.error("expected SSA operand");
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
    Local(Vec<Region>),
    Isolated(BodyId, Vec<Region>),
}

/// Regions and blocks.
impl<'a> Parser<'a> {
    /// Parses `(region, region)`.
    fn parse_op_regions(
        &mut self,
        state: &mut OpsState<'a>,
        traits: Traits,
    ) -> ParseResult<ParsedRegions> {
        let isolated = traits.contains(Traits::ISOLATED_FROM_ABOVE);
        let mut regions = Vec::new();
        let new_body = if isolated { Some(self.open_isolated_body(state)) } else { None };
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

    /// Starts a new isolated body and scope.
    pub(crate) fn open_isolated_body(&mut self, state: &mut OpsState<'a>) -> BodyId {
        let body = state.bodies.push(Body::new());
        state.stack.push((body, IsolatedScope::new(self.source())));
        body
    }

    /// Ends the innermost isolated body, checking its forward references.
    pub(crate) fn close_isolated_body(&mut self, state: &mut OpsState<'a>) -> ParseResult<()> {
        state.close_isolated_scope(self)?;
        state.stack.pop();
        Ok(())
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
        if !self.at(TokenKind::CaretIdentifier) || !entry_arguments.is_empty() {
            let block = state.body().create_block();
            state.body().append_block(region, block);
            let location = self.context.unknown_location();
            for (name, ty, offset) in entry_arguments {
                let value = state.body().add_block_argument(block, *ty, location);
                state.define(self, name, &[value], *offset)?;
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
        let block = state.block_reference(name, name_offset);
        let entry = state
            .scope()
            .region_blocks
            .last_mut()
            .and_then(|blocks| blocks.get_mut(&name))
            .expect("block_reference registered the block");
        if entry.defined {
            return self.error_at(name_offset, format!("redefinition of block '{name}'"));
        }
        entry.defined = true;
        state.body().append_block(region, block);
        if self.eat(TokenKind::LeftParen) && !self.eat(TokenKind::RightParen) {
            self.parse_comma_separated(|parser| {
                if !parser.at(TokenKind::PercentIdentifier) {
                    return parser.error("expected SSA identifier");
                }
                let argument_name = parser.spelling();
                let offset = parser.token.start;
                parser.advance();
                parser.expect(TokenKind::Colon, "expected ':' and type for SSA operand")?;
                let ty = parser.parse_type()?;
                let location = parser.location_at(offset);
                let value = state.body().add_block_argument(block, ty, location);
                state.define(parser, argument_name, &[value], offset)?;
                if parser.at_keyword("loc") {
                    let index = state.body().block_arguments(block).len() - 1;
                    match parser.parse_location_or_pending_alias()? {
                        Some((alias, alias_offset)) => {
                            let body = state.body_id();
                            state.pending_locations.push((
                                LocationTarget::BlockArgument(body, block, index),
                                alias,
                                alias_offset,
                            ));
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

/// The custom forms of the builtin ops: `builtin.module` and
/// `builtin.unrealized_conversion_cast`. They are written by hand until
/// the op-definition macros generate them from assembly formats.
impl<'a> Parser<'a> {
    /// `unrealized_conversion_cast %a, %b : A, B to C, D {attributes}`.
    fn parse_unrealized_conversion_cast(&mut self, state: &mut OpsState<'a>) -> ParseResult<Op> {
        let name_offset = self.token.start;
        self.advance();
        let location = self.location_at(name_offset);
        let mut operand_uses: SmallVec<[ValueUse<'a>; 4]> = SmallVec::new();
        let mut operand_types = crate::text::parser::types::TypeList::new();
        if self.at(TokenKind::PercentIdentifier) {
            self.parse_comma_separated(|parser| {
                operand_uses.push(parser.parse_value_use()?);
                Ok(())
            })?;
            self.expect(TokenKind::Colon, "expected ':'")?;
            let types_offset = self.token.start;
            self.parse_comma_separated(|parser| {
                operand_types.push(parser.parse_type()?);
                Ok(())
            })?;
            if operand_types.len() != operand_uses.len() {
                return self.error_at(
                    types_offset,
                    format!(
                        "{} operands present, but expected {}",
                        operand_uses.len(),
                        operand_types.len()
                    ),
                );
            }
        }
        self.expect_keyword("to", "expected 'to'")?;
        let mut result_types = crate::text::parser::types::TypeList::new();
        self.parse_comma_separated(|parser| {
            result_types.push(parser.parse_type()?);
            Ok(())
        })?;
        let attributes = if self.at(TokenKind::LeftBrace) {
            self.parse_dictionary_cached()?
        } else {
            self.empty_dictionary
        };
        let mut operands: SmallVec<[Value; 4]> = SmallVec::new();
        for (value_use, &ty) in operand_uses.iter().zip(operand_types.iter()) {
            operands.push(state.resolve_use(self, value_use, ty)?);
        }
        let name = self.context.op_name("builtin.unrealized_conversion_cast");
        let body = state.body();
        Ok(body.create_op(name, location, &operands, &result_types, &[], 0, attributes, None))
    }

    fn parse_custom_operation(&mut self, state: &mut OpsState<'a>) -> ParseResult<Op> {
        let name_offset = self.token.start;
        let spelling = self.spelling();
        if matches!(spelling, "unrealized_conversion_cast" | "builtin.unrealized_conversion_cast") {
            return self.parse_unrealized_conversion_cast(state);
        }
        if spelling != "module" && spelling != "builtin.module" {
            let message = match spelling.split_once('.') {
                Some((dialect, _)) if !self.context.is_dialect_loaded(dialect) => {
                    format!("Dialect `{dialect}' not found for custom op '{spelling}' ")
                }
                _ => format!(
                    "custom op '{spelling}' is unknown (tried 'builtin.{spelling}' as well)"
                ),
            };
            return self.error(message);
        }
        self.advance();
        let context = self.context;
        let location = self.location_at(name_offset);
        let mut properties = Vec::new();
        if self.at(TokenKind::AtIdentifier) {
            let name = self.parse_symbol_name()?;
            properties.push((context.string_attr("sym_name"), name));
        }
        let attributes = if self.eat_keyword("attributes") {
            self.parse_dictionary()?
        } else {
            context.dictionary_attr(&[])
        };
        let body = self.open_isolated_body(state);
        let region = state.body().add_owner_region();
        self.parse_region_body(state, region, &[])?;
        if state.body().entry_block(region).is_none() {
            let block = state.body().create_block();
            state.body().append_block(region, block);
        }
        self.close_isolated_body(state)?;
        let properties = (!properties.is_empty()).then(|| context.dictionary_attr(&properties));
        let module_name = context.op_name("builtin.module");
        let op =
            state.body().create_op(module_name, location, &[], &[], &[], 0, attributes, properties);
        self.attach_regions(state, op, ParsedRegions::Isolated(body, vec![region]));
        Ok(op)
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
