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
use crate::entity::{EntityId, PrimaryMap};
use crate::ir::{Block, Body, BodyId, Op, ResultRange, Value};
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

/// A name as the tables look it up: its family and number when it is a
/// family without digits followed by a decimal number without leading
/// zeros (`%17` is number 17 of the family ``, `%v17` number 17 of `v`;
/// see [`family_number`] and [`family_print`]), and its hash, computed
/// once and only when a table needs it.
struct NameKey<'n> {
    name: &'n str,
    /// The family, its [`family_print`] and the number, when the name has
    /// them.
    numbered: Option<(&'n str, u64, u32)>,
    hash: std::cell::Cell<Option<u32>>,
}

impl<'n> NameKey<'n> {
    fn new(name: &'n str) -> Self {
        let numbered = family_number(name)
            .and_then(|(family, number)| Some((family, family_print(family)?, number)));
        NameKey { name, numbered, hash: std::cell::Cell::new(None) }
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

/// The family and number of a name `%<family><N>` whose last characters
/// are `N` in canonical decimal (`%0`, `%v17`, `%arg2`; not `%017` or
/// `%v1x`). A name has one such split at most, and the split gives the
/// name back, so two names are equal exactly when their families and
/// numbers are. MLIR's printer gives most values such names (`%0`,
/// `%arg0`), and so do most hand-written files (`%v1`, `%x2`).
fn family_number(name: &str) -> Option<(&str, u32)> {
    let bytes = name.as_bytes();
    if bytes.first() != Some(&b'%') {
        return None;
    }
    // The digits, read from the end.
    let (mut start, mut number, mut place) = (bytes.len(), 0u32, 1u32);
    while start > 1 {
        let digit = bytes[start - 1].wrapping_sub(b'0');
        if digit > 9 {
            break;
        }
        if bytes.len() - start == 9 {
            return None;
        }
        number += u32::from(digit) * place;
        place = place.wrapping_mul(10);
        start -= 1;
    }
    let digits = bytes.len() - start;
    if digits == 0 || (digits > 1 && bytes[start] == b'0') {
        return None;
    }
    // `start` follows an ASCII byte (`%` or a non-digit), so it is a
    // character boundary.
    Some((&name[1..start], number))
}

/// A family's name as one integer: its length and its first seven bytes
/// (families of up to seven bytes are equal exactly when their prints
/// are), for a family without digits. The names of a family with digits
/// (`%c4_i32` is number 32 of `c4_i`) are mostly alone in it, so the
/// tables hash them instead of keeping a family for each.
#[inline]
fn family_print(family: &str) -> Option<u64> {
    let mut print = (family.len() as u64) << 56;
    for (index, &byte) in family.as_bytes().iter().enumerate() {
        if byte.is_ascii_digit() {
            return None;
        }
        if index < 7 {
            print |= u64::from(byte) << (8 * index);
        }
    }
    Some(print)
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

/// The SSA names of one isolated scope. Names of a family (`%N`, `%vN`,
/// `%argN`; see [`family_number`]) are kept in a vector per family indexed
/// by `N`, so they are found without hashing or reading the source again,
/// and a million of them take 16 bytes each; the others go to a hash
/// table. Entries hold source ranges instead of string slices.
struct NameTable<'a> {
    source: &'a str,
    families: Vec<Family>,
    /// The family of the last lookup: names of one family tend to follow
    /// each other.
    last_family: std::cell::Cell<usize>,
    table: hashbrown::HashTable<HashedDefinition>,
    /// How many names are defined: most enclosing scopes (a module's)
    /// define none, and a lookup there then costs one compare.
    len: usize,
    /// The latest definitions of names of up to eight bytes, by those
    /// bytes (see [`RecentName`]); empty until the first definition.
    recent: Vec<RecentName>,
    /// Entries of `recent` stored before the table was last emptied are
    /// of older generations, and stale.
    generation: u32,
}

/// How many slots [`NameTable::recent`] has (a power of two).
const RECENT_SLOTS: usize = 256;

/// A definition remembered by the bytes of its name, zero-padded into a
/// `u64` (names start with `%`, so no name gives 0). A use mostly follows
/// its definition closely: it is then found with one load and compare,
/// without splitting the name into family and number. The slot of a name
/// always holds its current definition or another name's: defining a name
/// writes its slot, and removing one clears it.
#[derive(Clone, Copy)]
struct RecentName {
    key: u64,
    generation: u32,
    definition: Definition,
}

/// The bytes of `name` as a [`RecentName`] key, when it has at most eight.
#[inline]
fn recent_key(name: &str) -> Option<u64> {
    let bytes = name.as_bytes();
    if bytes.len() > 8 {
        return None;
    }
    // Byte by byte: a copy of a few bytes of unknown length would be a
    // call to `memcpy`.
    let mut key = 0u64;
    for (index, &byte) in bytes.iter().enumerate() {
        key |= u64::from(byte) << (8 * index);
    }
    Some(key)
}

/// The slot of key `key` in [`NameTable::recent`].
#[inline]
fn recent_slot(key: u64) -> usize {
    (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - RECENT_SLOTS.trailing_zeros())) as usize
}

/// The definitions of one family of names, by number.
struct Family {
    /// [`family_print`] of the name.
    print: u64,
    name: Box<str>,
    /// Definitions by number; a count of zero marks an unused slot.
    numbered: Vec<Definition>,
    /// How many slots of `numbered` are used: the vector grows past
    /// `65536` slots only in step with them, so sparse large numbers
    /// cannot make it huge (they go to the hash table).
    used: usize,
}

/// How many families a table keeps before it hashes the names of new
/// ones: a file whose names share no pattern should not make it search
/// a long list.
const MAX_FAMILIES: usize = 32;

/// The most definitions a family (or the hash table) of an emptied name
/// table keeps room for.
const KEPT_ROOM: usize = 4096;

impl<'a> NameTable<'a> {
    fn new(source: &'a str) -> Self {
        // The first family is that of `%N`, the names MLIR prints.
        let plain = Family { print: 0, name: "".into(), numbered: Vec::new(), used: 0 };
        NameTable {
            source,
            families: vec![plain],
            last_family: std::cell::Cell::new(0),
            table: hashbrown::HashTable::new(),
            len: 0,
            recent: Vec::new(),
            generation: 1,
        }
    }

    /// Forgets every name. The families stay, emptied, with the room
    /// their numbers took (the next body likely uses the same ones),
    /// unless the table is full of them; a large body's room is given
    /// back rather than kept for small ones.
    fn clear(&mut self) {
        if self.families.len() >= MAX_FAMILIES {
            self.families.truncate(1);
        }
        for family in &mut self.families {
            if family.numbered.capacity() > KEPT_ROOM {
                family.numbered = Vec::new();
            }
            family.numbered.clear();
            family.used = 0;
        }
        self.last_family.set(0);
        self.len = 0;
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // Every generation number was used: no slot may look current.
            self.recent.clear();
            self.generation = 1;
        }
        if self.table.capacity() > KEPT_ROOM {
            self.table = hashbrown::HashTable::new();
        }
        self.table.clear();
    }

    /// The index of family `name`, if the table has it.
    #[inline]
    fn family(&self, name: &str, print: u64) -> Option<usize> {
        if print == 0 {
            return Some(0);
        }
        let is_it =
            |family: &Family| family.print == print && (name.len() <= 7 || *family.name == *name);
        let last = self.last_family.get();
        if self.families.get(last).is_some_and(is_it) {
            return Some(last);
        }
        let index = self.families.iter().position(is_it)?;
        self.last_family.set(index);
        Some(index)
    }

    fn text(&self, definition: &Definition) -> &'a str {
        let start = definition.offset as usize;
        &self.source[start..start + definition.length as usize]
    }

    /// The definition of `name` when it is among the recent ones; `None`
    /// says nothing (the name may still be defined).
    #[inline]
    fn recent(&self, name: &str) -> Option<Definition> {
        let key = recent_key(name)?;
        let slot = self.recent.get(recent_slot(key))?;
        (slot.key == key && slot.generation == self.generation).then_some(slot.definition)
    }

    /// Remembers `definition` of `name` among the recent ones.
    fn remember(&mut self, name: &str, definition: Definition) {
        let Some(key) = recent_key(name) else { return };
        if self.recent.is_empty() {
            let empty = RecentName { key: 0, generation: 0, definition };
            self.recent = vec![empty; RECENT_SLOTS];
        }
        self.recent[recent_slot(key)] = RecentName { key, generation: self.generation, definition };
    }

    /// Forgets `name` among the recent ones.
    fn forget(&mut self, name: &str) {
        let Some(key) = recent_key(name) else { return };
        if let Some(slot) = self.recent.get_mut(recent_slot(key)) {
            if slot.key == key {
                slot.key = 0;
            }
        }
    }

    fn get(&self, key: &NameKey) -> Option<&Definition> {
        if self.len == 0 {
            return None;
        }
        if let Some((family, print, number)) = key.numbered {
            if let Some(definition) = self.family(family, print).and_then(|family| {
                self.families[family]
                    .numbered
                    .get(number as usize)
                    .filter(|definition| definition.count > 0)
            }) {
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

    /// Adds `name` (a slice of the source) for `count` values from
    /// `first`, unless the table has it already: then its definition is
    /// returned and nothing changes. The name's family slot is found once
    /// for both.
    fn insert_new(
        &mut self,
        key: &NameKey,
        name: &'a str,
        first: Value,
        count: u32,
    ) -> Result<(), Definition> {
        let offset = name.as_ptr() as usize - self.source.as_ptr() as usize;
        debug_assert!(offset + name.len() <= self.source.len(), "names are slices of the source");
        let definition =
            Definition { offset: offset as u32, length: name.len() as u32, first, count };
        if let Some((family_name, print, number)) = key.numbered {
            let number = number as usize;
            let family = match self.family(family_name, print) {
                Some(family) => Some(family),
                None if self.families.len() < MAX_FAMILIES => {
                    let family =
                        Family { print, name: family_name.into(), numbered: Vec::new(), used: 0 };
                    self.families.push(family);
                    Some(self.families.len() - 1)
                }
                None => None,
            };
            if let Some(index) = family {
                let slots = &self.families[index].numbered;
                if let Some(existing) = slots.get(number).filter(|slot| slot.count > 0) {
                    return Err(*existing);
                }
                // A number once too large for the family's slots went to
                // the hashed table, and may still be there (numbers below
                // 65536 always fit).
                if number >= 65536 && !self.table.is_empty() {
                    if let Some(&existing) = self.get(key) {
                        return Err(existing);
                    }
                }
                let family = &mut self.families[index];
                if number < 65536 + 2 * family.used {
                    if number >= family.numbered.len() {
                        let empty = Definition { offset: 0, length: 0, first, count: 0 };
                        family.numbered.resize(number + 1, empty);
                    }
                    family.numbered[number] = definition;
                    family.used += 1;
                    self.len += 1;
                    self.remember(name, definition);
                    return Ok(());
                }
            }
        }
        let hash = key.hash();
        let source = self.source;
        let entry = self.table.entry(
            table_hash(hash),
            |entry| {
                let start = entry.definition.offset as usize;
                entry.hash == hash
                    && &source[start..start + entry.definition.length as usize] == name
            },
            |entry| table_hash(entry.hash),
        );
        match entry {
            hashbrown::hash_table::Entry::Occupied(occupied) => Err(occupied.get().definition),
            hashbrown::hash_table::Entry::Vacant(vacant) => {
                vacant.insert(HashedDefinition { definition, hash });
                self.len += 1;
                self.remember(name, definition);
                Ok(())
            }
        }
    }

    fn remove(&mut self, name: &str) {
        self.forget(name);
        let key = NameKey::new(name);
        if let Some((family, print, number)) = key.numbered {
            if let Some(family) = self.family(family, print).map(|index| &mut self.families[index])
            {
                if let Some(definition) = family
                    .numbered
                    .get_mut(number as usize)
                    .filter(|definition| definition.count > 0)
                {
                    definition.count = 0;
                    family.used -= 1;
                    self.len -= 1;
                    return;
                }
            }
        }
        let hash = key.hash();
        let source = self.source;
        if let Ok(entry) = self.table.find_entry(table_hash(hash), |entry| {
            let start = entry.definition.offset as usize;
            entry.hash == hash && &source[start..start + entry.definition.length as usize] == name
        }) {
            entry.remove();
            self.len -= 1;
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

/// How many emptied scopes the parser keeps for reuse: one per level of
/// isolated ops nested in each other is enough.
const MAX_SPARE_SCOPES: usize = 8;

impl<'a> IsolatedScope<'a> {
    /// Forgets every name and reference, keeping the memory that held
    /// them for the next body.
    fn clear(&mut self) {
        self.definitions.clear();
        self.region_names.clear();
        self.region_blocks.clear();
        self.forward_references.clear();
        self.isolated_forward_references.clear();
    }

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
pub(crate) enum LocationTarget {
    Op(BodyId, Op),
    BlockArgument(BodyId, Block, usize),
}

/// Gives the op or block argument `target` (in `bodies`) the location
/// `attr`.
pub(crate) fn set_location_in(
    bodies: &mut PrimaryMap<BodyId, Body>,
    target: LocationTarget,
    attr: Attr,
) {
    match target {
        LocationTarget::Op(body, op) => bodies[body].op_mut(op).location = attr,
        LocationTarget::BlockArgument(body, block, argument) => {
            bodies[body].set_block_argument_location(block, argument, attr)
        }
    }
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
        set_location_in(&mut self.bodies, target, attr);
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
        let scope = match self.spare_scopes.pop() {
            Some(mut spare) => {
                spare.owner_offset = owner_offset;
                spare
            }
            None => IsolatedScope::new(source, owner_offset),
        };
        self.stack.push((body, scope));
    }

    /// Ends the innermost isolated scope (see
    /// [`close_isolated_scope`](Self::close_isolated_scope)) and leaves its
    /// body: the ops that follow go to the enclosing one.
    pub(super) fn leave_isolated_scope(&mut self, parser: &Parser<'_>) -> ParseResult<()> {
        self.close_isolated_scope(parser)?;
        if let Some((body, mut scope)) = self.stack.pop() {
            self.last_body_size = self.bodies[body].id_bounds();
            self.bodies[body].shrink_to_fit();
            if self.spare_scopes.len() < MAX_SPARE_SCOPES {
                scope.clear();
                self.spare_scopes.push(scope);
            }
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
        let redefinition = |previous_offset: u32| {
            parser.error_at(offset, format!("redefinition of SSA value '{name}'")).map_err(
                |error| {
                    error.with_note(
                        Some(parser.position(previous_offset)),
                        "previously defined here",
                    )
                },
            )
        };
        // A name is in one scope at most: the enclosing ones are asked
        // first, then the current one takes it unless it has it already.
        let (_, enclosing) = self.stack.split_last().expect("a body is always open");
        if let Some(previous) =
            enclosing.iter().rev().find_map(|(_, scope)| scope.definitions.get(&key))
        {
            return redefinition(previous.offset);
        }
        if let Some(first) = values.first() {
            if let Err(previous) =
                self.scope().definitions.insert_new(&key, name, first, values.len() as u32)
            {
                return redefinition(previous.offset);
            }
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
        if values.is_empty() {
            return Ok(());
        }
        let scope = self.scope();
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
        let definitions = &self.scope().definitions;
        let definition =
            definitions.recent(name).or_else(|| definitions.get(&NameKey::new(name)).copied());
        if let Some(definition) = definition {
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
        // A region of named blocks orders its values by its control flow,
        // which the verifier checks.
        self.set_ordered(self.body_id(), false);
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
    use super::{family_number, NameKey, NameTable};
    use crate::entity::EntityId;
    use crate::ir::Value;

    #[test]
    fn names_ending_in_canonical_decimals_are_numbered() {
        let numbered = [
            ("%0", "", 0),
            ("%17", "", 17),
            ("%999999999", "", 999_999_999),
            ("%x1", "x", 1),
            ("%arg0", "arg", 0),
            ("%c4_i32", "c4_i", 32),
            ("%c0_i32_0", "c0_i32_", 0),
            ("%a00b10", "a00b", 10),
        ];
        for (name, family, number) in numbered {
            assert_eq!(family_number(name), Some((family, number)), "{name}");
        }
        for other in
            ["%", "%00", "%017", "%1x", "%x", "%v01", "%1234567890", "%v1234567890", "0", "%-"]
        {
            assert_eq!(family_number(other), None, "{other}");
        }
    }

    /// The split is one-to-one: a family and a number give the name back,
    /// so no two names share a slot.
    #[test]
    fn families_and_numbers_give_the_name_back() {
        for name in ["%0", "%v12", "%arg3", "%c0_i32_1", "%x_9", "%a1b2"] {
            let (family, number) = family_number(name).expect("numbered");
            assert_eq!(format!("%{family}{number}"), name);
        }
    }

    /// A name whose number was too large for its family's slots went to
    /// the hashed table; defining it again once the slots reach its number
    /// still finds it there.
    #[test]
    fn a_name_kept_in_the_hashed_table_is_not_defined_twice() {
        let mut source = String::from("%v100000");
        for number in 0..20_000 {
            source.push_str(&format!(" %v{number}"));
        }
        source.push_str(" %v100000");
        let mut table = NameTable::new(&source);
        let names: Vec<&str> = source.split(' ').collect();
        let mut results = Vec::new();
        for (value, &name) in names.iter().enumerate() {
            let key = NameKey::new(name);
            results.push(table.insert_new(&key, name, Value::from_index(value + 1), 1));
            if value == 0 {
                assert!(!table.table.is_empty(), "too large a number for the slots: hashed");
            }
        }
        let again = results.pop().expect("the name defined again");
        assert!(results.iter().all(Result::is_ok));
        assert_eq!(again.map_err(|previous| previous.offset), Err(0));
    }

    /// The recent definitions answer only for names defined and not
    /// removed since the table was last emptied, and never for long names.
    #[test]
    fn recent_definitions_follow_the_table() {
        let source = "%v1 %v2 %a_long_name %v1";
        let mut table = NameTable::new(source);
        let define = |table: &mut NameTable, start: usize, length: usize, value: usize| {
            let name = &source[start..start + length];
            assert!(table
                .insert_new(&NameKey::new(name), name, Value::from_index(value), 1)
                .is_ok());
        };
        define(&mut table, 0, 3, 7);
        define(&mut table, 8, 12, 8);
        let first = |name: &str| table.recent(name).map(|definition| definition.first.index());
        assert_eq!(first("%v1"), Some(7));
        assert_eq!(first("%v2"), None, "never defined");
        assert_eq!(first("%a_long_name"), None, "longer than eight bytes");
        assert!(table.get(&NameKey::new("%a_long_name")).is_some());
        table.remove("%v1");
        assert_eq!(table.recent("%v1").map(|definition| definition.first), None);
        define(&mut table, 4, 3, 9);
        assert_eq!(table.recent("%v2").map(|definition| definition.first.index()), Some(9));
        table.clear();
        assert_eq!(table.recent("%v2").map(|definition| definition.first), None);
        define(&mut table, 21, 3, 10);
        assert_eq!(table.recent("%v1").map(|definition| definition.first.index()), Some(10));
    }
}
