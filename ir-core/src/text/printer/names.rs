//! Naming values and blocks the way MLIR's printer does: `%N`, `%argN`,
//! `^bbN`, with result groups printed as `%N:2` and used as `%N#1`.
//!
//! The generic form numbers values uniquely across the whole input; the
//! custom form restarts sibling regions from their parent's counters.

use std::fmt::Write as _;
use std::ops::Range;
use std::sync::Arc;

use smallvec::{smallvec, SmallVec};

use crate::ir::{Block, BodyId, Ir, Op, Region, ResultRange, Value, ValueDef};

/// The name of a value: a number, an entry-block argument number, or a
/// name an op suggested (an index into [`Names::named`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ValueName {
    Unnamed,
    Number(u32),
    Argument(u32),
    Named(u32),
}

/// A [`ValueName`] in four bytes: the kind in the top two bits, the
/// number or index below. A body cannot hold 2^30 values (their records
/// alone would take 32 GiB), so the numbers fit. The fourth kind is a
/// number given to the only result of an op ([`PackedName::lone`]), which
/// is written without looking at the op; all its bits set is `Unnamed`.
#[derive(Clone, Copy, PartialEq, Eq)]
struct PackedName(u32);

impl PackedName {
    const KIND_SHIFT: u32 = 30;
    const PAYLOAD: u32 = (1 << Self::KIND_SHIFT) - 1;
    const LONE: u32 = 3;
    const UNNAMED: PackedName = PackedName(u32::MAX);

    /// `ValueName::Number(number)` for the only result of an op.
    fn lone(number: u32) -> Self {
        debug_assert!(number < Self::PAYLOAD, "more values than a body can hold");
        PackedName(Self::LONE << Self::KIND_SHIFT | number)
    }

    /// The number, when this is the name of an op's only result.
    #[inline]
    fn lone_number(self) -> Option<u32> {
        (self.0 >> Self::KIND_SHIFT == Self::LONE && self != Self::UNNAMED)
            .then_some(self.0 & Self::PAYLOAD)
    }

    fn pack(name: ValueName) -> Self {
        let (kind, payload) = match name {
            ValueName::Number(number) => (0, number),
            ValueName::Argument(number) => (1, number),
            ValueName::Named(index) => (2, index),
            ValueName::Unnamed => return Self::UNNAMED,
        };
        debug_assert!(payload <= Self::PAYLOAD, "more values than a body can hold");
        PackedName(kind << Self::KIND_SHIFT | (payload & Self::PAYLOAD))
    }

    fn unpack(self) -> ValueName {
        let payload = self.0 & Self::PAYLOAD;
        match self.0 >> Self::KIND_SHIFT {
            0 => ValueName::Number(payload),
            1 => ValueName::Argument(payload),
            2 => ValueName::Named(payload),
            _ if self == Self::UNNAMED => ValueName::Unnamed,
            _ => ValueName::Number(payload),
        }
    }
}

/// The names of one body's values and blocks.
#[derive(Default)]
struct BodyNames {
    /// The values' names, then the blocks' numbers (as
    /// `ValueName::Number`): one list, so a body of a small function costs
    /// one allocation.
    entries: Vec<PackedName>,
    /// Where the blocks' numbers start in `entries`.
    first_block: usize,
    /// Names ops suggested for the body's results, made unique (each
    /// text shared with its scope's set).
    named: Vec<Arc<str>>,
}

impl BodyNames {
    /// Room for the names of `body`, in `entries` (a list given back by
    /// names no longer needed, or a new one).
    fn for_body(body: &crate::ir::Body, mut entries: Vec<PackedName>) -> Self {
        let first_block = body.value_capacity();
        entries.clear();
        entries.resize(first_block + body.block_capacity(), PackedName::UNNAMED);
        BodyNames { entries, first_block, named: Vec::new() }
    }

    fn set_value(&mut self, value: Value, name: ValueName) {
        self.entries[value.index()] = PackedName::pack(name);
    }

    /// Names the only result of an op with `number`.
    fn set_lone_result(&mut self, value: Value, number: u32) {
        self.entries[value.index()] = PackedName::lone(number);
    }

    /// The number of `value` when it is the only result of an op.
    #[inline]
    fn lone_number(&self, value: Value) -> Option<u32> {
        self.entries.get(..self.first_block)?.get(value.index())?.lone_number()
    }

    fn value(&self, value: Value) -> Option<ValueName> {
        Some(self.entries.get(..self.first_block)?.get(value.index())?.unpack())
    }

    fn set_block(&mut self, block: Block, number: u32) {
        self.entries[self.first_block + block.index()] =
            PackedName::pack(ValueName::Number(number));
    }

    fn block(&self, block: Block) -> Option<u32> {
        match self.entries.get(self.first_block + block.index())?.unpack() {
            ValueName::Number(number) => Some(number),
            _ => None,
        }
    }
}

/// Names of the values and blocks of every body.
pub(crate) struct Names {
    /// By body id, when numbered up front.
    bodies: Vec<BodyNames>,
    /// The bodies the first task numbered, when the printer numbers the
    /// others as it goes (a few, where `bodies` would hold one entry per
    /// body of the input).
    first_bodies: SmallVec<[(BodyId, BodyNames); 1]>,
    /// Numbering as the printer goes: the scopes of the root's regions,
    /// which the bodies left for the printer see around them, and those
    /// bodies.
    scopes: Vec<Scope>,
    pending: Pending,
}

/// The counters a region starts from, restored for each sibling region in
/// the custom form; and the scope of names its values see.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Counters {
    value: u32,
    argument: u32,
    conflict: u32,
    scope: usize,
}

/// The names suggested by ops in one region, and the region around it.
struct Scope {
    parent: Option<usize>,
    names: rustc_hash::FxHashSet<Arc<str>>,
}

/// Names suggested by ops, per region scope: a region sees its own names
/// and those of the regions around it. The scopes of earlier rounds (or,
/// numbering as the printer goes, of the isolated ops around) are shared
/// and read-only, numbered one list after the other; a task opens its own
/// after them.
struct Scopes<'s> {
    earlier: SmallVec<[&'s [Scope]; 2]>,
    /// How many scopes `earlier` holds.
    earlier_len: usize,
    /// In place for the one scope a task of a small function opens.
    opened: SmallVec<[Scope; 1]>,
}

impl<'s> Scopes<'s> {
    fn new(earlier: SmallVec<[&'s [Scope]; 2]>) -> Self {
        let earlier_len = earlier.iter().map(|part| part.len()).sum();
        Scopes { earlier, earlier_len, opened: SmallVec::new() }
    }

    fn get(&self, index: usize) -> &Scope {
        if let Some(opened) = index.checked_sub(self.earlier_len) {
            return &self.opened[opened];
        }
        let mut index = index;
        for part in &self.earlier {
            match part.get(index) {
                Some(scope) => return scope,
                None => index -= part.len(),
            }
        }
        unreachable!("a scope index below the shared scopes' count")
    }

    fn contains(&self, mut scope: usize, name: &str) -> bool {
        loop {
            let entry = self.get(scope);
            if entry.names.contains(name) {
                return true;
            }
            match entry.parent {
                Some(parent) => scope = parent,
                None => return false,
            }
        }
    }

    fn open(&mut self, parent: Option<usize>) -> usize {
        self.opened.push(Scope { parent, names: rustc_hash::FxHashSet::default() });
        self.earlier_len + self.opened.len() - 1
    }

    /// Adds a name to a scope this task opened (names only ever go into
    /// the region being numbered).
    fn insert(&mut self, scope: usize, name: Arc<str>) {
        let index = scope - self.earlier_len;
        self.opened[index].names.insert(name);
    }
}

/// A piece of numbering work: the regions of one op, all in body
/// `body_id`, starting from `counters`.
struct Task {
    body_id: BodyId,
    regions: SmallVec<[Region; 1]>,
    counters: Counters,
}

/// What a task named: the bodies it numbered, the scopes it opened, and
/// (in the custom form) the isolated ops it left for the next round.
struct TaskOutput {
    bodies: SmallVec<[(BodyId, BodyNames); 1]>,
    scopes: Vec<Scope>,
    deferred: Vec<Task>,
    /// Numbering as the printer goes: the isolated bodies left for the
    /// printer to number when it reaches them, with their counters.
    pending: Pending,
}

/// How many tasks of a round are numbered in parallel before their
/// outputs are merged.
const PARALLEL_TASKS: usize = 1024;

/// How many bodies a task finds by searching its list before it keeps a
/// map of them.
const LINEAR_SLOTS: usize = 8;

/// One task's numbering state.
struct Numbering<'a, 's> {
    ir: &'a Ir,
    unique: bool,
    context: Option<&'a crate::Context>,
    scopes: Scopes<'s>,
    /// In place for the one body a task of the custom form usually
    /// numbers.
    bodies: SmallVec<[(BodyId, BodyNames); 1]>,
    /// Where each numbered body is in `bodies`, once there are more than
    /// [`LINEAR_SLOTS`] (a task of the custom form usually numbers one).
    slots: rustc_hash::FxHashMap<BodyId, usize>,
    deferred: Vec<Task>,
    /// Whether isolated ops' regions are left to the printer (in
    /// `pending`) rather than to the next round.
    lazy: bool,
    pending: Pending,
    /// The text of the names the current op suggests (a range each), and
    /// a name being made unique: kept from op to op, so naming allocates
    /// only the name it keeps.
    suggested_text: String,
    probe: String,
    /// A list of names no longer needed, for the first body numbered.
    spare_entries: Vec<PackedName>,
}

impl<'a, 's> Numbering<'a, 's> {
    fn new(
        ir: &'a Ir,
        unique: bool,
        context: Option<&'a crate::Context>,
        earlier: SmallVec<[&'s [Scope]; 2]>,
    ) -> Self {
        Numbering {
            ir,
            unique,
            context,
            scopes: Scopes::new(earlier),
            bodies: SmallVec::new(),
            slots: rustc_hash::FxHashMap::default(),
            deferred: Vec::new(),
            lazy: false,
            pending: Pending::default(),
            suggested_text: String::new(),
            probe: String::new(),
            spare_entries: Vec::new(),
        }
    }

    fn finish(self) -> TaskOutput {
        // Only the tasks left for later rounds (or for the printer) look at
        // these scopes again.
        let scopes = if self.deferred.is_empty() && self.pending.is_empty() {
            Vec::new()
        } else {
            self.scopes.opened.into_vec()
        };
        let mut pending = self.pending;
        pending.sort();
        TaskOutput { bodies: self.bodies, scopes, deferred: self.deferred, pending }
    }

    /// Where the names of `body_id` go, made on first use.
    fn slot(&mut self, body_id: BodyId) -> usize {
        if self.bodies.len() <= LINEAR_SLOTS {
            if let Some(slot) = self.bodies.iter().position(|(id, _)| *id == body_id) {
                return slot;
            }
            self.bodies.push((
                body_id,
                BodyNames::for_body(self.ir.body(body_id), std::mem::take(&mut self.spare_entries)),
            ));
            if self.bodies.len() > LINEAR_SLOTS {
                self.slots =
                    self.bodies.iter().enumerate().map(|(slot, (id, _))| (*id, slot)).collect();
            }
            return self.bodies.len() - 1;
        }
        *self.slots.entry(body_id).or_insert_with(|| {
            self.bodies.push((
                body_id,
                BodyNames::for_body(self.ir.body(body_id), std::mem::take(&mut self.spare_entries)),
            ));
            self.bodies.len() - 1
        })
    }

    /// Queues the regions of `op` (of body `body_id`) with the counters
    /// they start from; in the custom form an isolated op's regions are
    /// left for the next round.
    fn queue_regions(
        &mut self,
        stack: &mut SmallVec<[(BodyId, Region, Counters); 4]>,
        body_id: BodyId,
        op: Op,
        counters: Counters,
    ) {
        let data = self.ir.body(body_id).op(op);
        match data.isolated_body() {
            Some(isolated) if !self.unique && !data.regions().is_empty() && self.lazy => {
                self.pending.push(isolated, counters);
            }
            Some(isolated) if !self.unique && !data.regions().is_empty() => {
                self.deferred.push(Task {
                    body_id: isolated,
                    regions: data.regions().iter().copied().collect(),
                    counters,
                });
            }
            _ => {
                let region_body = data.isolated_body().unwrap_or(body_id);
                for &region in data.regions() {
                    stack.push((region_body, region, counters));
                }
            }
        }
    }

    /// Numbers the task's regions and what they hold, except the regions
    /// it leaves for the next round.
    fn run(&mut self, task: Task) {
        let ir = self.ir;
        let mut counters = task.counters;
        // Pending regions with the counters saved when they were queued.
        let mut stack: SmallVec<[(BodyId, Region, Counters); 4]> =
            task.regions.iter().map(|&region| (task.body_id, region, task.counters)).collect();
        while let Some((body_id, region, saved)) = stack.pop() {
            let parent_scope = saved.scope;
            if self.unique {
                counters.scope = parent_scope;
            } else {
                counters = saved;
            }
            counters.scope = self.scopes.open(Some(parent_scope));
            let body = ir.body(body_id);
            let slot = self.slot(body_id);
            for (block_number, block) in body.region_blocks(region).enumerate() {
                let names = &mut self.bodies[slot].1;
                names.set_block(block, block_number as u32);
                let is_entry = body.entry_block(region) == Some(block);
                for &argument in body.block_arguments(block) {
                    let name = if is_entry {
                        counters.argument += 1;
                        ValueName::Argument(counters.argument - 1)
                    } else {
                        counters.value += 1;
                        ValueName::Number(counters.value - 1)
                    };
                    names.set_value(argument, name);
                }
                for op in body.block_ops(block) {
                    self.number_op_results(body_id, slot, op, &mut counters);
                }
            }
            for block in body.region_blocks(region) {
                for op in body.block_ops(block) {
                    self.queue_regions(&mut stack, body_id, op, counters);
                }
            }
        }
    }

    fn number_op_results(&mut self, body_id: BodyId, slot: usize, op: Op, counters: &mut Counters) {
        let body = self.ir.body(body_id);
        let results = body.op(op).results();
        let Some(first) = results.first() else { return };
        let context = self.context;
        let definition = context.and_then(|context| context.op_definition(body.op(op).name));
        let mut suggested: SmallVec<[(usize, Range<usize>); 2]> = SmallVec::new();
        let text = &mut self.suggested_text;
        text.clear();
        let mut suggest = |index: usize, name: &str| {
            let start = text.len();
            push_sanitized(text, name);
            suggested.push((index, start..text.len()));
        };
        match (context, definition) {
            (Some(context), Some(definition)) if definition.result_names.is_some() => {
                if let Some(hook) = definition.result_names {
                    hook(context, body, op, &mut |index, name| {
                        if index < results.len() && !name.is_empty() {
                            suggest(index, name);
                        }
                    });
                }
            }
            // Ops with several results, each declared alone, name them after
            // their declarations.
            (Some(_), Some(definition))
                if definition.results.len() > 1
                    && definition.results.len() == results.len()
                    && definition
                        .results
                        .iter()
                        .all(|result| result.arity == crate::ods::Arity::Single) =>
            {
                for (index, result) in definition.results.iter().enumerate() {
                    suggest(index, result.name);
                }
            }
            _ => {}
        }
        if suggested.is_empty() {
            let names = &mut self.bodies[slot].1;
            if results.len() == 1 {
                names.set_lone_result(first, counters.value);
            } else {
                names.set_value(first, ValueName::Number(counters.value));
            }
            counters.value += 1;
            return;
        }
        suggested.sort_by_key(|(index, _)| *index);
        suggested.dedup_by_key(|(index, _)| *index);
        if suggested.first().map(|(index, _)| *index) != Some(0) {
            self.bodies[slot].1.set_value(first, ValueName::Number(counters.value));
            counters.value += 1;
        }
        for (index, range) in suggested {
            let name = &self.suggested_text[range];
            let unique: Arc<str> = if self.scopes.contains(counters.scope, name) {
                loop {
                    self.probe.clear();
                    self.probe.push_str(name);
                    self.probe.push('_');
                    push_decimal(&mut self.probe, u64::from(counters.conflict));
                    counters.conflict += 1;
                    if !self.scopes.contains(counters.scope, &self.probe) {
                        break self.probe.as_str().into();
                    }
                }
            } else {
                name.into()
            };
            self.scopes.insert(counters.scope, unique.clone());
            let names = &mut self.bodies[slot].1;
            names.set_value(results.at(index), ValueName::Named(names.named.len() as u32));
            names.named.push(unique);
        }
    }
}

/// Appends `name` as MLIR's `sanitizeIdentifier` makes SSA names: a
/// leading digit gets a `_` prefix; characters other than letters, digits
/// and `$._-` become `_` (spaces) or their hex code.
fn push_sanitized(out: &mut String, name: &str) {
    let valid =
        |byte: u8| byte.is_ascii_alphanumeric() || matches!(byte, b'$' | b'.' | b'_' | b'-');
    let leading_digit = name.starts_with(|c: char| c.is_ascii_digit());
    // Names ops suggest are nearly always valid already.
    if !leading_digit && name.bytes().all(valid) {
        out.push_str(name);
        return;
    }
    if leading_digit {
        out.push('_');
    }
    for byte in name.bytes() {
        if valid(byte) {
            out.push(char::from(byte));
        } else if byte == b' ' {
            out.push('_');
        } else {
            let _ = write!(out, "{byte:X}");
        }
    }
}

impl Names {
    /// Names everything below `ir`'s root, as the printer will show it.
    /// With a context (the custom form), ops may suggest result names.
    /// With `parallel`, the bodies of isolated ops are numbered on the
    /// thread pool (the names are the same either way). In the custom
    /// form, the bodies of the isolated ops below the root's are left for
    /// the printer to number as it reaches each (see [`NameView::enter`]),
    /// so that the names of one such op's body are kept only while it
    /// prints.
    pub(crate) fn new(
        ir: &Ir,
        unique: bool,
        context: Option<&crate::Context>,
        parallel: bool,
    ) -> Self {
        Self::number(ir, ir.top_body_id(), ir.root(), unique, context, parallel, !unique)
    }

    /// Names everything below `root` (an op of body `root_body`), numbering
    /// from zero as if `root` were printed on its own.
    pub(crate) fn new_from(
        ir: &Ir,
        root_body: BodyId,
        root: Op,
        unique: bool,
        context: Option<&crate::Context>,
    ) -> Self {
        Self::number(ir, root_body, root, unique, context, false, false)
    }

    /// Numbers in rounds. The first task numbers the root's results and
    /// its regions. In the custom form each region starts from the
    /// counters of the region around it, so an isolated op's regions do
    /// not depend on their siblings: a task leaves them for the next
    /// round, whose tasks run in parallel once the scopes around them are
    /// complete (or, with `lazy`, for the printer). The generic form
    /// numbers uniquely across the whole input, in one task.
    fn number(
        ir: &Ir,
        root_body: BodyId,
        root: Op,
        unique: bool,
        context: Option<&crate::Context>,
        parallel: bool,
        lazy: bool,
    ) -> Self {
        let mut names = Names {
            bodies: Vec::new(),
            first_bodies: SmallVec::new(),
            scopes: Vec::new(),
            pending: Pending::default(),
        };
        let mut scopes: Vec<Scope> = Vec::new();
        let first = {
            let mut numbering = Numbering::new(ir, unique, context, SmallVec::new());
            numbering.lazy = lazy;
            let top_scope = numbering.scopes.open(None);
            let mut counters = Counters { value: 0, argument: 0, conflict: 0, scope: top_scope };
            let slot = numbering.slot(root_body);
            numbering.number_op_results(root_body, slot, root, &mut counters);
            let data = ir.body(root_body).op(root);
            let task = Task {
                body_id: data.isolated_body().unwrap_or(root_body),
                regions: data.regions().iter().copied().collect(),
                counters,
            };
            numbering.run(task);
            numbering.finish()
        };
        if lazy {
            // The first task's scopes are numbered from zero: they are the
            // shared ones as they are.
            names.pending = first.pending;
            names.scopes = first.scopes;
            names.first_bodies = first.bodies;
            return names;
        }
        let mut tasks = names.merge(first, &mut scopes, 0);
        while !tasks.is_empty() {
            let shared = scopes.len();
            // The scopes this round's tasks open that later rounds need.
            let mut opened = Vec::new();
            let mut next = Vec::new();
            let run = |task: Task| {
                let mut numbering = Numbering::new(ir, unique, context, smallvec![&scopes[..]]);
                numbering.run(task);
                numbering.finish()
            };
            match crate::threads::pool() {
                Some(pool) if parallel && tasks.len() > 1 => {
                    // In pieces, so that a round of many tasks does not
                    // hold all their outputs at once.
                    let mut tasks = tasks.into_iter();
                    loop {
                        let piece: Vec<Task> = tasks.by_ref().take(PARALLEL_TASKS).collect();
                        if piece.is_empty() {
                            break;
                        }
                        let outputs: Vec<TaskOutput> = pool.install(|| {
                            use rayon::prelude::*;
                            piece.into_par_iter().map(run).collect()
                        });
                        for output in outputs {
                            next.extend(names.merge(output, &mut opened, shared));
                        }
                    }
                }
                // Each output is merged as soon as it is made, so the
                // round does not hold them all.
                _ => {
                    for task in tasks {
                        next.extend(names.merge(run(task), &mut opened, shared));
                    }
                }
            }
            scopes.append(&mut opened);
            tasks = next;
        }
        names
    }

    /// The names of body `body_id`, if it was numbered up front.
    #[inline]
    fn get(&self, body_id: BodyId) -> Option<&BodyNames> {
        match self.bodies.get(body_id.index()) {
            Some(names) => Some(names),
            None => self.first_bodies.iter().find(|(id, _)| *id == body_id).map(|(_, names)| names),
        }
    }

    /// Keeps the names of body `body_id`.
    fn put(&mut self, body_id: BodyId, body_names: BodyNames) {
        let index = body_id.index();
        if index >= self.bodies.len() {
            self.bodies.resize_with(index + 1, BodyNames::default);
        }
        self.bodies[index] = body_names;
    }

    /// Moves a task's bodies into place and appends the scopes it opened
    /// to `opened` (the scopes the round opened so far, which follow the
    /// `shared` ones of earlier rounds); returns the tasks it left, with
    /// their scopes renumbered. The task numbered its scopes from
    /// `shared`, which the tasks merged before it have since grown. A task
    /// that left none has scopes nobody will look at again: they go.
    fn merge(&mut self, output: TaskOutput, opened: &mut Vec<Scope>, shared: usize) -> Vec<Task> {
        for (body_id, body_names) in output.bodies {
            self.put(body_id, body_names);
        }
        if output.deferred.is_empty() {
            return Vec::new();
        }
        let offset = shared + opened.len();
        let renumber = |index: usize| if index < shared { index } else { index - shared + offset };
        opened.extend(
            output
                .scopes
                .into_iter()
                .map(|scope| Scope { parent: scope.parent.map(renumber), names: scope.names }),
        );
        let mut deferred = output.deferred;
        for task in &mut deferred {
            task.counters.scope = renumber(task.counters.scope);
        }
        deferred
    }
}

/// Isolated bodies left for the printer to number, each with the counters
/// its regions start from (the isolated ops of one region share theirs, so
/// each different one is kept once).
#[derive(Default)]
struct Pending {
    /// Sorted by body, with an index into `counters`.
    bodies: Vec<(BodyId, u32)>,
    counters: Vec<Counters>,
}

impl Pending {
    fn push(&mut self, body_id: BodyId, counters: Counters) {
        if self.counters.last() != Some(&counters) {
            self.counters.push(counters);
        }
        self.bodies.push((body_id, self.counters.len() as u32 - 1));
    }

    fn is_empty(&self) -> bool {
        self.bodies.is_empty()
    }

    /// Makes the bodies ready for [`Pending::get`] once all are in.
    fn sort(&mut self) {
        self.bodies.sort_unstable_by_key(|&(body_id, _)| body_id.index());
    }

    fn get(&self, body_id: BodyId) -> Option<Counters> {
        let position =
            self.bodies.binary_search_by_key(&body_id.index(), |(id, _)| id.index()).ok()?;
        Some(self.counters[self.bodies[position].1 as usize])
    }
}

/// The names of an isolated op's body, numbered by the printer when it
/// reached the op, and what the body leaves to number further in.
struct LazyLevel {
    /// The op's isolated body, the one body its numbering names.
    body_id: BodyId,
    names: BodyNames,
    /// The scopes the numbering opened, which the bodies left for later
    /// see around them.
    scopes: Vec<Scope>,
    pending: Pending,
}

/// What the printer reads names from: the names made up front, and those
/// of the isolated ops it is inside of that it numbered as it reached
/// them (innermost last). Cloning shares those.
#[derive(Clone)]
pub(crate) struct NameView<'n> {
    shared: &'n Names,
    levels: Vec<Arc<LazyLevel>>,
    /// The level [`NameView::leave`] dropped last, kept for the next op
    /// entered: numbering a file of small functions would otherwise
    /// allocate a level and its list of names for each.
    spare: Option<Arc<LazyLevel>>,
}

impl<'n> NameView<'n> {
    pub(crate) fn new(shared: &'n Names) -> Self {
        NameView { shared, levels: Vec::new(), spare: None }
    }

    /// The names of body `body_id`: most lookups are of the innermost op
    /// numbered, or (with none) of a body numbered up front.
    #[inline]
    fn body_names(&self, body_id: BodyId) -> Option<&BodyNames> {
        match self.levels.last() {
            Some(level) if level.body_id == body_id => Some(&level.names),
            Some(_) => self.body_names_further(body_id),
            None => self.shared.get(body_id),
        }
    }

    fn body_names_further(&self, body_id: BodyId) -> Option<&BodyNames> {
        match self.levels.iter().rev().find(|level| level.body_id == body_id) {
            Some(level) => Some(&level.names),
            None => self.shared.get(body_id),
        }
    }

    /// Numbers the body of `op` (an op of body `body_id`) if it was left
    /// for the printer; whether it was, in which case [`NameView::leave`]
    /// drops its names once the op is printed.
    #[inline]
    pub(crate) fn enter(
        &mut self,
        context: &crate::Context,
        ir: &Ir,
        body_id: BodyId,
        op: Op,
    ) -> bool {
        let data = ir.body(body_id).op(op);
        match data.isolated_body() {
            Some(isolated) if !data.regions().is_empty() => {
                self.enter_isolated(context, ir, body_id, op, isolated)
            }
            _ => false,
        }
    }

    fn enter_isolated(
        &mut self,
        context: &crate::Context,
        ir: &Ir,
        body_id: BodyId,
        op: Op,
        isolated: BodyId,
    ) -> bool {
        // The numbering of `body_id` left the op's body, if anyone did.
        let counters = match self.levels.iter().rev().find(|level| level.body_id == body_id) {
            Some(level) => level.pending.get(isolated),
            None => self.shared.pending.get(isolated),
        };
        let Some(counters) = counters else { return false };
        let regions = ir.body(body_id).op(op).regions();
        // The level left last, when nothing else holds it, is filled again.
        let mut spare = self.spare.take();
        let spare_entries = spare
            .as_mut()
            .and_then(Arc::get_mut)
            .map(|level| std::mem::take(&mut level.names.entries))
            .unwrap_or_default();
        let mut output = {
            let mut earlier: SmallVec<[&[Scope]; 2]> = smallvec![&self.shared.scopes[..]];
            earlier.extend(self.levels.iter().map(|level| &level.scopes[..]));
            let mut numbering = Numbering::new(ir, false, Some(context), earlier);
            numbering.lazy = true;
            numbering.spare_entries = spare_entries;
            numbering.run(Task {
                body_id: isolated,
                regions: regions.iter().copied().collect(),
                counters,
            });
            numbering.finish()
        };
        // A task of the custom form that leaves isolated ops for later
        // names the one body its regions are in.
        let names = match output.bodies.iter().position(|(id, _)| *id == isolated) {
            Some(index) => output.bodies.swap_remove(index).1,
            None => BodyNames::default(),
        };
        debug_assert!(output.bodies.is_empty(), "a lazy task named one body");
        let level =
            LazyLevel { body_id: isolated, names, scopes: output.scopes, pending: output.pending };
        match spare.as_mut().and_then(Arc::get_mut) {
            Some(reused) => {
                *reused = level;
                self.levels.extend(spare);
            }
            None => self.levels.push(Arc::new(level)),
        }
        true
    }

    /// Drops the names of the op [`NameView::enter`] numbered last.
    pub(crate) fn leave(&mut self) {
        if let Some(level) = self.levels.pop() {
            if Arc::strong_count(&level) == 1 {
                self.spare = Some(level);
            }
        }
    }

    /// Writes a value's name as used: `%3`, `%arg0`, `%3#1`.
    pub(crate) fn write_value(&self, ir: &Ir, body_id: BodyId, value: Value, out: &mut String) {
        let names = self.body_names(body_id);
        // Most values are the only result of their op: written from the
        // name alone.
        if let Some(number) = names.and_then(|names| names.lone_number(value)) {
            out.push('%');
            push_decimal(out, u64::from(number));
            return;
        }
        let body = ir.body(body_id);
        match body.value(value).def() {
            ValueDef::Result { op, index } => {
                let results = body.op(op).results();
                // A lone result is its own group.
                if results.len() == 1 {
                    write_name(names, value_name(names, value), out);
                    return;
                }
                let (start, size) = result_group(names, results, index as usize);
                write_name(names, value_name(names, results.at(start)), out);
                if size > 1 {
                    out.push('#');
                    push_decimal(out, (index as usize - start) as u64);
                }
            }
            ValueDef::BlockArgument { .. } => write_name(names, value_name(names, value), out),
        }
    }

    /// Writes the names an op's results are defined with: `%3`, `%3:2`, or
    /// `%sum, %overflow` when they are named one by one.
    pub(crate) fn write_result_group(&self, ir: &Ir, body_id: BodyId, op: Op, out: &mut String) {
        let names = self.body_names(body_id);
        let results = ir.body(body_id).op(op).results();
        if results.len() == 1 {
            write_name(names, value_name(names, results.at(0)), out);
            return;
        }
        let mut start = 0;
        while start < results.len() {
            let (_, size) = result_group(names, results, start);
            if start > 0 {
                out.push_str(", ");
            }
            write_name(names, value_name(names, results.at(start)), out);
            if size > 1 {
                out.push(':');
                push_decimal(out, size as u64);
            }
            start += size.max(1);
        }
    }

    /// The number of a block within its region.
    pub(crate) fn block_number(&self, body_id: BodyId, block: Block) -> u32 {
        self.body_names(body_id).and_then(|names| names.block(block)).unwrap_or(u32::MAX)
    }
}

/// The name given to `value` (unnamed outside what was numbered).
#[inline]
fn value_name(names: Option<&BodyNames>, value: Value) -> ValueName {
    names.and_then(|names| names.value(value)).unwrap_or(ValueName::Unnamed)
}

/// The first result of the group holding result `index` of an op, and
/// the group's size.
fn result_group(names: Option<&BodyNames>, results: ResultRange, index: usize) -> (usize, usize) {
    let start = (0..=index)
        .rev()
        .find(|&i| value_name(names, results.at(i)) != ValueName::Unnamed)
        .unwrap_or(0);
    let end = (index + 1..results.len())
        .find(|&i| value_name(names, results.at(i)) != ValueName::Unnamed)
        .unwrap_or(results.len());
    (start, end - start)
}

fn write_name(names: Option<&BodyNames>, name: ValueName, out: &mut String) {
    match name {
        ValueName::Number(number) => {
            out.push('%');
            push_decimal(out, u64::from(number));
        }
        ValueName::Named(index) => {
            out.push('%');
            match names.and_then(|names| names.named.get(index as usize)) {
                Some(name) => out.push_str(name),
                None => out.push_str("<<UNKNOWN SSA VALUE>>"),
            }
        }
        ValueName::Argument(number) => {
            out.push_str("%arg");
            push_decimal(out, u64::from(number));
        }
        ValueName::Unnamed => out.push_str("<<UNKNOWN SSA VALUE>>"),
    }
}

use crate::entity::EntityId;

/// Appends the decimal digits of `value` without going through `fmt`
/// (`itoa` writes two digits at a time into a stack buffer).
pub fn push_decimal(out: &mut String, value: u64) {
    out.push_str(itoa::Buffer::new().format(value));
}
