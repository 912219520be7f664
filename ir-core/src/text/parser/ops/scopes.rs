//! Name resolution for the op parser: the SSA names of each
//! isolated-from-above scope and of each open region, uses of names not
//! defined yet (forward references: placeholder values that the
//! definition replaces), uses of names of enclosing isolated scopes, the
//! block names of each region, and `#loc` aliases used before their
//! definition.
//!
//! It follows MLIR's scoping: names of enclosing isolated bodies stay
//! visible (redefining one is an error; using one is accepted here and
//! reported as an isolation error once the whole input has parsed), a
//! region's names go away when it closes, and forward references still
//! open when an isolated scope closes move to the enclosing scope. It does
//! not read tokens: the op parser (`ops`) reads names and hands them here.

use std::hash::BuildHasher;

use rustc_hash::FxHashMap;

use super::{OpsState, ValueUse};
use crate::attributes::Attr;
use crate::entity::EntityId;
use crate::ir::{Block, BodyId, Op, ResultRange, Value};
use crate::text::parser::{ParseResult, Parser};
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

/// A name as the tables look it up: its number when it is written `%N`
/// (decimal, without leading zeros), and its hash, computed once and only
/// when a table needs it.
struct NameKey<'n> {
    name: &'n str,
    number: Option<u32>,
    hash: std::cell::Cell<Option<u32>>,
}

impl<'n> NameKey<'n> {
    fn new(name: &'n str) -> Self {
        NameKey { name, number: canonical_number(name), hash: std::cell::Cell::new(None) }
    }

    /// The name's 32-bit hash (the high half of its Fx hash, the better
    /// mixed one).
    fn hash(&self) -> u32 {
        if let Some(hash) = self.hash.get() {
            return hash;
        }
        let hash = (rustc_hash::FxBuildHasher.hash_one(self.name) >> 32) as u32;
        self.hash.set(Some(hash));
        hash
    }
}

/// `N` for a name written `%N` in canonical decimal (`%0`, `%17`; not
/// `%017`), which MLIR's printer gives most values.
fn canonical_number(name: &str) -> Option<u32> {
    let digits = name.strip_prefix('%')?.as_bytes();
    if digits.is_empty() || digits.len() > 9 || (digits[0] == b'0' && digits.len() > 1) {
        return None;
    }
    let mut number = 0u32;
    for &digit in digits {
        if !digit.is_ascii_digit() {
            return None;
        }
        number = number * 10 + u32::from(digit - b'0');
    }
    Some(number)
}

/// The table hash of a 32-bit name hash: the high half feeds the table's
/// tag bits, the low half its bucket index.
fn table_hash(hash: u32) -> u64 {
    (u64::from(hash) << 32) | u64::from(hash)
}

/// A name of the hashed table, with its hash, so that growing the table
/// does not read the names again.
#[derive(Clone, Copy)]
struct HashedDefinition {
    definition: Definition,
    hash: u32,
}

/// The SSA names of one isolated scope. Names written `%N` are kept in a
/// vector indexed by `N` (a file MLIR printed numbers nearly every value,
/// so its names are found without hashing, and near each other in
/// memory); the others in a hash table. Entries hold source ranges instead
/// of string slices, so a table of a million names stays small.
struct NameTable<'a> {
    source: &'a str,
    /// Definitions of `%N` by `N`; a count of zero marks an unused slot.
    numbered: Vec<Definition>,
    /// How many slots of `numbered` are used: the vector grows past
    /// `65536` slots only in step with them, so sparse large numbers
    /// cannot make it huge (they go to the hash table).
    numbered_used: usize,
    table: hashbrown::HashTable<HashedDefinition>,
}

impl<'a> NameTable<'a> {
    fn new(source: &'a str) -> Self {
        NameTable {
            source,
            numbered: Vec::new(),
            numbered_used: 0,
            table: hashbrown::HashTable::new(),
        }
    }

    fn text(&self, definition: &Definition) -> &'a str {
        let start = definition.offset as usize;
        &self.source[start..start + definition.length as usize]
    }

    fn get(&self, key: &NameKey) -> Option<&Definition> {
        if let Some(number) = key.number {
            if let Some(definition) =
                self.numbered.get(number as usize).filter(|definition| definition.count > 0)
            {
                return Some(definition);
            }
        }
        if self.table.is_empty() {
            return None;
        }
        let hash = key.hash();
        self.table
            .find(table_hash(hash), |entry| {
                entry.hash == hash && self.text(&entry.definition) == key.name
            })
            .map(|entry| &entry.definition)
    }

    /// Adds `name` (a slice of the source, not defined yet) for `count`
    /// values from `first`.
    fn insert(&mut self, key: &NameKey, name: &'a str, first: Value, count: u32) {
        let offset = name.as_ptr() as usize - self.source.as_ptr() as usize;
        debug_assert!(offset + name.len() <= self.source.len(), "names are slices of the source");
        let definition =
            Definition { offset: offset as u32, length: name.len() as u32, first, count };
        if let Some(number) = key.number.map(|number| number as usize) {
            if number < 65536 + 2 * self.numbered_used {
                if number >= self.numbered.len() {
                    let empty = Definition { offset: 0, length: 0, first, count: 0 };
                    self.numbered.resize(number + 1, empty);
                }
                self.numbered[number] = definition;
                self.numbered_used += 1;
                return;
            }
        }
        let hash = key.hash();
        self.table.insert_unique(
            table_hash(hash),
            HashedDefinition { definition, hash },
            |entry| table_hash(entry.hash),
        );
    }

    fn remove(&mut self, name: &str) {
        let key = NameKey::new(name);
        if let Some(number) = key.number {
            if let Some(definition) =
                self.numbered.get_mut(number as usize).filter(|definition| definition.count > 0)
            {
                definition.count = 0;
                self.numbered_used -= 1;
                return;
            }
        }
        let hash = key.hash();
        let source = self.source;
        if let Ok(entry) = self.table.find_entry(table_hash(hash), |entry| {
            let start = entry.definition.offset as usize;
            entry.hash == hash && &source[start..start + entry.definition.length as usize] == name
        }) {
            entry.remove();
        }
    }
}

/// A use of a value not defined yet.
struct ForwardReference {
    /// The body holding the placeholder: the current one, or an isolated
    /// body nested in it when the use was inside an isolated op.
    body: BodyId,
    placeholder: Value,
    placeholder_op: Op,
    offset: u32,
    /// Where the innermost isolated op crossed by the use is named, when
    /// the use is inside an isolated op and the value outside it.
    isolated_owner: Option<u32>,
}

/// A use, inside an isolated op, of a value defined outside it. MLIR's
/// parser accepts it and its verifier rejects it; the parser records it and
/// reports it once the whole input has parsed.
pub(super) struct OuterUse {
    body: BodyId,
    placeholder: Value,
    isolated_owner: u32,
}

/// A block of the current region, defined or only referenced so far.
pub(super) struct BlockEntry {
    block: Block,
    defined: bool,
    first_reference: u32,
}

/// The names defined in one isolated-from-above body. Names of enclosing
/// bodies stay visible, as in MLIR: redefining one is an error, and using
/// one is an isolation error reported after parsing.
pub(super) struct IsolatedScope<'a> {
    /// Where the isolated op owning the body is named.
    owner_offset: u32,
    definitions: NameTable<'a>,
    /// Names defined in each open region, removed when it closes.
    pub(super) region_names: Vec<Vec<&'a str>>,
    /// Block names of each open region.
    pub(super) region_blocks: Vec<FxHashMap<&'a str, BlockEntry>>,
    forward_references: FxHashMap<(&'a str, u32), ForwardReference>,
    /// Uses, inside isolated ops nested in this body, of names not defined
    /// yet; their placeholders live in the nested bodies.
    isolated_forward_references: FxHashMap<(&'a str, u32), ForwardReference>,
}

impl<'a> IsolatedScope<'a> {
    pub(super) fn new(source: &'a str, owner_offset: u32) -> Self {
        IsolatedScope {
            owner_offset,
            definitions: NameTable::new(source),
            region_names: Vec::new(),
            region_blocks: Vec::new(),
            forward_references: FxHashMap::default(),
            isolated_forward_references: FxHashMap::default(),
        }
    }
}

/// What a location alias used before its definition applies to.
pub(super) enum LocationTarget {
    Op(BodyId, Op),
    BlockArgument(BodyId, Block, usize),
}

/// Scopes, names and forward references.
impl<'a> OpsState<'a> {
    /// The innermost isolated scope.
    fn scope(&mut self) -> &mut IsolatedScope<'a> {
        &mut self.stack.last_mut().expect("a body is always open").1
    }

    /// Applies a location alias defined now to the uses recorded before.
    pub(crate) fn resolve_location_alias(
        &mut self,
        parser: &Parser<'_>,
        name: &str,
        attr: Attr,
    ) -> ParseResult<()> {
        let mut index = 0;
        while index < self.pending_locations.len() {
            if self.pending_locations[index].1 != name {
                index += 1;
                continue;
            }
            if !parser.context.is_location(attr) {
                // Reported at the use, with the value the alias stands for.
                let use_offset = self.pending_locations[index].2;
                let text = crate::text::attr_to_string(parser.context, attr);
                return parser
                    .error_at(use_offset, format!("expected location, but found '{text}'"));
            }
            let (target, _, _) = self.pending_locations.swap_remove(index);
            self.set_location(target, attr);
        }
        Ok(())
    }

    /// Gives the op or block argument `target` the location `attr`.
    pub(super) fn set_location(&mut self, target: LocationTarget, attr: Attr) {
        match target {
            LocationTarget::Op(body, op) => self.bodies[body].op_mut(op).location = attr,
            LocationTarget::BlockArgument(body, block, argument) => {
                self.bodies[body].set_block_argument_location(block, argument, attr)
            }
        }
    }

    /// Records that op `op` of the current body is located at the `#alias`
    /// written at `offset`, which is not defined yet.
    pub(super) fn defer_op_location(&mut self, op: Op, alias: &'a str, offset: u32) {
        let body = self.body_id();
        self.pending_locations.push((LocationTarget::Op(body, op), alias, offset));
    }

    /// Records that argument `index` of `block` (in the current body) is
    /// located at the `#alias` written at `offset`, which is not defined yet.
    pub(super) fn defer_block_argument_location(
        &mut self,
        block: Block,
        index: usize,
        alias: &'a str,
        offset: u32,
    ) {
        let body = self.body_id();
        self.pending_locations.push((
            LocationTarget::BlockArgument(body, block, index),
            alias,
            offset,
        ));
    }

    /// Starts the scope of the isolated body `body`, whose owner op is named
    /// at `owner_offset`.
    pub(super) fn open_isolated_scope(&mut self, source: &'a str, body: BodyId, owner_offset: u32) {
        self.stack.push((body, IsolatedScope::new(source, owner_offset)));
    }

    /// Ends the innermost isolated scope (see
    /// [`close_isolated_scope`](Self::close_isolated_scope)) and leaves its
    /// body: the ops that follow go to the enclosing one.
    pub(super) fn leave_isolated_scope(&mut self, parser: &Parser<'_>) -> ParseResult<()> {
        self.close_isolated_scope(parser)?;
        if let Some((body, _)) = self.stack.pop() {
            self.bodies[body].shrink_to_fit();
        }
        Ok(())
    }

    /// Ends the innermost isolated scope. Names still undefined may be
    /// defined later outside: their uses move to the enclosing scope. At
    /// the top level they are errors.
    pub(super) fn close_isolated_scope(&mut self, parser: &Parser<'_>) -> ParseResult<()> {
        let depth = self.stack.len();
        if depth == 1 {
            let scope = self.scope();
            let first = scope
                .forward_references
                .values()
                .chain(scope.isolated_forward_references.values())
                .min_by_key(|reference| reference.offset);
            if let Some(reference) = first {
                return parser.error_at(reference.offset, "use of undeclared SSA value name");
            }
            return Ok(());
        }
        let scope = &mut self.stack[depth - 1].1;
        let owner_offset = scope.owner_offset;
        let mut references = std::mem::take(&mut scope.forward_references);
        references.extend(std::mem::take(&mut scope.isolated_forward_references));
        let parent = &mut self.stack[depth - 2].1;
        for (key, mut reference) in references {
            reference.isolated_owner.get_or_insert(owner_offset);
            // Of several inner uses of one name, the first is kept.
            parent.isolated_forward_references.entry(key).or_insert(reference);
        }
        Ok(())
    }

    /// The error for the first use of an outer value inside an isolated op.
    pub(super) fn isolation_error(
        &self,
        parser: &Parser<'_>,
    ) -> Option<crate::diagnostics::Diagnostic> {
        let context = parser.context;
        let (use_op, outer_use) = self
            .outer_uses
            .iter()
            .filter_map(|outer_use| {
                let body = &self.bodies[outer_use.body];
                body.uses(outer_use.placeholder).first().map(|user| (user.op, outer_use))
            })
            .min_by_key(|(op, outer_use)| {
                let location = self.bodies[outer_use.body].op(*op).location;
                crate::verifier::location_position(context, location)
                    .map(|position| (position.line, position.column))
            })?;
        let body = &self.bodies[outer_use.body];
        let diagnostic = crate::verifier::op_error(
            context,
            body,
            use_op,
            "using value defined outside the region",
        );
        Some(diagnostic.with_note(
            Some(parser.position(outer_use.isolated_owner)),
            "required by region isolation constraints",
        ))
    }

    pub(crate) fn open_region(&mut self) {
        let scope = self.scope();
        scope.region_names.push(Vec::new());
        scope.region_blocks.push(FxHashMap::default());
    }

    pub(crate) fn close_region(&mut self, parser: &Parser<'_>) -> ParseResult<()> {
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
    pub(super) fn define(
        &mut self,
        parser: &Parser<'_>,
        name: &'a str,
        values: ResultRange,
        offset: u32,
    ) -> ParseResult<()> {
        let key = NameKey::new(name);
        let previous = self.stack.iter().rev().find_map(|(_, scope)| scope.definitions.get(&key));
        if let Some(previous) = previous {
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
        for (index, value) in values.iter().enumerate() {
            let key = (name, index as u32);
            let scope = self.scope();
            if scope.isolated_forward_references.is_empty() && scope.forward_references.is_empty() {
                continue;
            }
            if let Some(reference) = self.scope().isolated_forward_references.remove(&key) {
                let expected = self.bodies[reference.body].value_type(reference.placeholder);
                let actual = self.body().value_type(value);
                if expected != actual {
                    return Err(definition_type_error(
                        parser,
                        name,
                        index,
                        offset,
                        actual,
                        expected,
                        reference.offset,
                    ));
                }
                if let Some(isolated_owner) = reference.isolated_owner {
                    self.outer_uses.push(OuterUse {
                        body: reference.body,
                        placeholder: reference.placeholder,
                        isolated_owner,
                    });
                }
            }
            if self.scope().forward_references.is_empty() {
                continue;
            }
            let Some(reference) = self.scope().forward_references.remove(&key) else { continue };
            let expected = self.bodies[reference.body].value_type(reference.placeholder);
            let body = self.body();
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
        let Some(first) = values.first() else { return Ok(()) };
        scope.definitions.insert(&key, name, first, values.len() as u32);
        // Names of the outermost region are never removed one by one (see
        // `close_region`), so only nested regions record theirs.
        if scope.region_names.len() > 1 {
            if let Some(names) = scope.region_names.last_mut() {
                names.push(name);
            }
        }
        Ok(())
    }

    /// The value for a use of `%name#index` with type `ty`.
    pub(crate) fn resolve_use(
        &mut self,
        parser: &Parser<'_>,
        value_use: &ValueUse<'a>,
        ty: Type,
    ) -> ParseResult<Value> {
        let name = value_use.name;
        let key = NameKey::new(name);
        if let Some(definition) = self.scope().definitions.get(&key) {
            let definition_offset = definition.offset;
            let Some(value) = definition.get(value_use.index) else {
                return parser.error_at(value_use.offset, "reference to invalid result number");
            };
            let actual = self.body().value_type(value);
            if actual != ty {
                return use_type_error(parser, value_use, ty, actual, definition_offset);
            }
            return Ok(value);
        }
        if let Some(value) = self.resolve_outer_use(parser, value_use, ty)? {
            return Ok(value);
        }
        let key = (value_use.name, value_use.index);
        let scope = &self.stack.last().expect("a body is always open").1;
        let prior = scope.forward_references.get(&key);
        let prior = prior.or_else(|| scope.isolated_forward_references.get(&key));
        if let Some(reference) = prior {
            let (placeholder, offset) = (reference.placeholder, reference.offset);
            let actual = self.bodies[reference.body].value_type(placeholder);
            if actual != ty {
                return use_type_error(parser, value_use, ty, actual, offset);
            }
            if self.scope().forward_references.contains_key(&key) {
                return Ok(placeholder);
            }
        }
        let (placeholder_op, placeholder) = self.create_placeholder(parser, ty);
        let body = self.body_id();
        self.scope().forward_references.insert(
            key,
            ForwardReference {
                body,
                placeholder,
                placeholder_op,
                offset: value_use.offset,
                isolated_owner: None,
            },
        );
        Ok(placeholder)
    }

    /// Resolves a use of a name defined in an enclosing isolated body: its
    /// type is checked now, and the isolation error is kept for later.
    fn resolve_outer_use(
        &mut self,
        parser: &Parser<'_>,
        value_use: &ValueUse<'a>,
        ty: Type,
    ) -> ParseResult<Option<Value>> {
        let depth = self.stack.len();
        let key = NameKey::new(value_use.name);
        let found = self.stack[..depth - 1].iter().rev().find_map(|(body, scope)| {
            scope.definitions.get(&key).map(|definition| (*body, *definition))
        });
        let Some((outer_body, definition)) = found else { return Ok(None) };
        let Some(value) = definition.get(value_use.index) else {
            return parser.error_at(value_use.offset, "reference to invalid result number");
        };
        let actual = self.bodies[outer_body].value_type(value);
        if actual != ty {
            return use_type_error(parser, value_use, ty, actual, definition.offset);
        }
        let (_, placeholder) = self.create_placeholder(parser, ty);
        let isolated_owner = self.stack[depth - 1].1.owner_offset;
        self.outer_uses.push(OuterUse { body: self.body_id(), placeholder, isolated_owner });
        Ok(Some(placeholder))
    }

    /// The block named `name` in the current region, created on first use.
    pub(crate) fn block_reference(&mut self, name: &'a str, offset: u32) -> Block {
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

    /// Defines the block named `name` at `offset` in the current region:
    /// the block an earlier reference created, or a new one. Defining it
    /// twice is an error.
    pub(super) fn define_block(
        &mut self,
        parser: &Parser<'_>,
        name: &'a str,
        offset: u32,
    ) -> ParseResult<Block> {
        let block = self.block_reference(name, offset);
        let entry = self
            .scope()
            .region_blocks
            .last_mut()
            .and_then(|blocks| blocks.get_mut(&name))
            .expect("block_reference registered the block");
        if entry.defined {
            return parser.error_at(offset, format!("redefinition of block '{name}'"));
        }
        entry.defined = true;
        Ok(block)
    }
}

/// The error for a use whose type differs from the one the name already has
/// (from its definition or an earlier use at `prior_offset`).
fn use_type_error<T>(
    parser: &Parser<'_>,
    value_use: &ValueUse<'_>,
    ty: Type,
    prior: Type,
    prior_offset: u32,
) -> ParseResult<T> {
    let message = format!(
        "use of value '{}' expects different type than prior uses: {} vs {}",
        value_use.name,
        quoted_type(parser, ty),
        quoted_type(parser, prior)
    );
    parser
        .error_at(value_use.offset, message)
        .map_err(|error| error.with_note(Some(parser.position(prior_offset)), "prior use here"))
}

/// The error for a name defined with another type than a use before it.
fn definition_type_error(
    parser: &Parser<'_>,
    name: &str,
    index: usize,
    offset: u32,
    actual: Type,
    expected: Type,
    use_offset: u32,
) -> crate::diagnostics::Diagnostic {
    let message = format!(
        "definition of SSA value '{name}#{index}' has type {}",
        quoted_type(parser, actual)
    );
    let note = format!("previously used here with type {}", quoted_type(parser, expected));
    crate::diagnostics::Diagnostic::error(Some(parser.position(offset)), message)
        .with_note(Some(parser.position(use_offset)), note)
}

fn quoted_type(parser: &Parser<'_>, ty: Type) -> String {
    format!("'{}'", parser.type_text(ty))
}

#[cfg(test)]
mod tests {
    use super::canonical_number;

    #[test]
    fn only_canonical_decimal_names_are_numbered() {
        assert_eq!(canonical_number("%0"), Some(0));
        assert_eq!(canonical_number("%17"), Some(17));
        assert_eq!(canonical_number("%999999999"), Some(999_999_999));
        for other in
            ["%", "%00", "%017", "%1x", "%x1", "%arg0", "%c4_i32", "%1234567890", "0", "%-1"]
        {
            assert_eq!(canonical_number(other), None, "{other}");
        }
    }
}
