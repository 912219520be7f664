//! The [`Context`]: interned types and attributes, op names, and the
//! registry of dialects and operation definitions.
//!
//! The context is `Sync`. Interning takes a short lock on a hash table;
//! reading an interned value through its handle takes no lock at all (the
//! values live in an append-only vector).

use std::hash::{BuildHasher, Hash};
use std::num::NonZeroU32;
use std::sync::Mutex;

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

use crate::attributes::{Attr, AttrData};
use crate::entity::nonzero_from_index;
use crate::registry::{OpDefinition, OpName, OpNameData};
use crate::source_locations::SourceLocations;
use crate::types::{Type, TypeData};

/// Uniques values of `T`: equal values get the same index.
pub(crate) struct Interner<T> {
    /// `(hash, index)` of every item, with 32 bits of hash: growing the
    /// table reuses the stored hashes instead of hashing every item again,
    /// and an entry takes eight bytes.
    table: Mutex<HashTable<(u32, u32)>>,
    items: boxcar::Vec<T>,
}

impl<T: Eq + Hash + Send + Sync> Interner<T> {
    fn new() -> Self {
        Interner { table: Mutex::new(HashTable::new()), items: boxcar::Vec::new() }
    }

    /// Returns the index of `value`, adding it if it was not interned yet.
    fn intern(&self, value: T) -> usize {
        let short = short_hash(&value);
        let hash = spread(short);
        let mut table = self.table.lock().unwrap_or_else(|poison| poison.into_inner());
        let items = &self.items;
        let found =
            table.find(hash, |&(stored, index)| stored == short && items[index as usize] == value);
        if let Some(&(_, index)) = found {
            return index as usize;
        }
        let index = self.items.push(value);
        table.insert_unique(hash, (short, index as u32), |&(stored, _)| spread(stored));
        index
    }

    /// Returns the index of the item `matches` accepts, `key` being what
    /// that item hashes as (a name for the record it names), if one was
    /// interned: a lookup without building the item.
    fn lookup_by<Q: Hash + ?Sized>(&self, key: &Q, matches: impl Fn(&T) -> bool) -> Option<usize> {
        let short = short_hash(&key);
        let table = self.table.lock().unwrap_or_else(|poison| poison.into_inner());
        table
            .find(spread(short), |&(stored, index)| {
                stored == short && matches(&self.items[index as usize])
            })
            .map(|&(_, index)| index as usize)
    }

    #[inline]
    fn get(&self, index: usize) -> &T {
        &self.items[index]
    }

    fn len(&self) -> usize {
        self.items.count()
    }
}

/// The 32 bits of a value's hash that the interner keeps.
fn short_hash<T: Hash>(value: &T) -> u32 {
    (FxBuildHasher.hash_one(value) >> 32) as u32
}

/// Spreads a 32-bit hash over 64 bits for the hash table.
fn spread(short: u32) -> u64 {
    u64::from(short).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// How many op names [`Context::op_name`] keeps at hand.
const OP_NAME_SLOTS: usize = 512;

/// Owns every interned type and attribute and the op registry.
///
/// ```
/// use ir_core::{Context, types::TypeData};
/// let context = Context::new();
/// let i32_type = context.integer_type(32);
/// assert_eq!(i32_type, context.integer_type(32));
/// assert!(matches!(context.type_data(i32_type), TypeData::Integer { width: 32, .. }));
/// ```
pub struct Context {
    /// A number no other context of the process has (see [`Context::id`]).
    id: u64,
    types: Interner<TypeData>,
    attrs: Interner<AttrData>,
    op_names: Interner<OpNameData>,
    allow_unregistered: std::sync::atomic::AtomicBool,
    next_distinct: std::sync::atomic::AtomicU64,
    /// The signless integer types of widths 0 to 64, by width, once made
    /// (0 until then): builders and hooks ask for `i1`, `i32` and `i64`
    /// over and over, and a load is cheaper than hashing the type's data.
    pub(crate) signless_integers: [std::sync::atomic::AtomicU32; 65],
    /// Whether the printer may have to look for aliases (see
    /// [`Context::may_print_aliases`]).
    alias_candidates: std::sync::atomic::AtomicBool,
    /// Interface tables attached to kinds of types.
    pub(crate) type_interfaces: crate::interfaces::KindTables,
    /// Interface tables attached to kinds of attributes.
    pub(crate) attr_interfaces: crate::interfaces::KindTables,
    /// `loc(unknown)`, interned once.
    unknown_location: std::sync::OnceLock<Attr>,
    /// `{}`, interned on first use.
    empty_dictionary: std::sync::OnceLock<Attr>,
    /// Source texts whose op locations are byte offsets, not interned.
    pub(crate) source_locations: crate::source_locations::SourceLocations,
    /// The loaded dialects, in loading order.
    pub(crate) dialects: std::sync::RwLock<Vec<&'static crate::registry::DialectDefinition>>,
    /// Shapes of shaped dialect types, computed on first use.
    pub(crate) dialect_shapes: crate::types::DialectShapes,
    /// Op names asked for by text, each in a slot picked by the address of
    /// the text: builders ask for the same static names over and over, and
    /// the table of names is shared between threads (a lock and a hash).
    /// A slot holds a raw name (0 when empty), taken only when its text is
    /// the one asked for.
    op_name_slots: [std::sync::atomic::AtomicU32; OP_NAME_SLOTS],
    /// Dialect types and attributes, by dialect.
    pub(crate) symbols: std::sync::RwLock<
        rustc_hash::FxHashMap<
            &'static str,
            Vec<&'static crate::ods::dialect_symbols::SymbolDefinition>,
        >,
    >,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

/// Interning and reading types.
impl Context {
    /// A context with the builtin dialect registered.
    pub fn new() -> Self {
        static NEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let context = Context {
            id: NEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            types: Interner::new(),
            attrs: Interner::new(),
            op_names: Interner::new(),
            allow_unregistered: std::sync::atomic::AtomicBool::new(false),
            next_distinct: std::sync::atomic::AtomicU64::new(0),
            alias_candidates: std::sync::atomic::AtomicBool::new(false),
            signless_integers: std::array::from_fn(|_| std::sync::atomic::AtomicU32::new(0)),
            unknown_location: std::sync::OnceLock::new(),
            empty_dictionary: std::sync::OnceLock::new(),
            source_locations: Default::default(),
            type_interfaces: Default::default(),
            attr_interfaces: Default::default(),
            dialects: std::sync::RwLock::new(Vec::new()),
            dialect_shapes: crate::types::DialectShapes::default(),
            op_name_slots: std::array::from_fn(|_| std::sync::atomic::AtomicU32::new(0)),
            symbols: std::sync::RwLock::new(rustc_hash::FxHashMap::default()),
        };
        if let Err(message) = context.load_dialect(crate::builtin::BuiltinDialect::DEFINITION) {
            unreachable!("a new context registers nothing before the builtin dialect: {message}");
        }
        context
    }

    /// A number that tells this context from every other context of the
    /// process, even one made after this one is dropped: caches that
    /// outlive a run (a pass's, of types or attributes of the contexts it
    /// runs in) key their entries by it.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// Interns `data` and returns its handle.
    pub fn intern_type(&self, data: TypeData) -> Type {
        if self.type_holds_location(&data) {
            self.alias_candidates.store(true, std::sync::atomic::Ordering::Relaxed);
        }
        Type(nonzero_from_index(self.types.intern(data)))
    }

    /// The interned type `matches` accepts, `key` hashing as that type's
    /// data does; `None` when none was interned.
    pub(crate) fn lookup_type_by<Q: std::hash::Hash + ?Sized>(
        &self,
        key: &Q,
        matches: impl Fn(&TypeData) -> bool,
    ) -> Option<Type> {
        self.types.lookup_by(key, matches).map(|index| Type(nonzero_from_index(index)))
    }

    /// The data behind a type handle.
    #[inline]
    pub fn type_data(&self, ty: Type) -> &TypeData {
        self.types.get(ty.index())
    }

    /// Number of distinct types interned so far.
    pub fn type_count(&self) -> usize {
        self.types.len()
    }
}

/// Interning and reading attributes.
impl Context {
    /// Interns `data` and returns its handle.
    pub fn intern_attr(&self, data: AttrData) -> Attr {
        if self.is_alias_candidate(&data) {
            self.alias_candidates.store(true, std::sync::atomic::Ordering::Relaxed);
        }
        // A position of a parsed source text has its offset handle.
        if let AttrData::Location(crate::attributes::Location::FileLineCol {
            file,
            line,
            column,
            end: None,
        }) = data
        {
            if let Some(handle) = self.source_locations.find(file, line, column) {
                return handle;
            }
        }
        Attr(nonzero_from_index(self.attrs.intern(data)))
    }

    /// The data behind an attribute handle.
    #[inline]
    pub fn attr_data(&self, attr: Attr) -> &AttrData {
        if SourceLocations::is_source_location(attr) {
            return self.source_location_data(attr);
        }
        self.attrs.get(attr.index())
    }

    /// The `file:line:col` data of a source location handle (kept in the
    /// interner, whose handle for it is never given out).
    #[cold]
    fn source_location_data(&self, attr: Attr) -> &AttrData {
        let (file, line, column) = self.source_locations.resolve(attr);
        let location = crate::attributes::Location::FileLineCol { file, line, column, end: None };
        self.attrs.get(self.attrs.intern(AttrData::Location(location)))
    }

    /// `loc(unknown)`, interned on first use and then read without hashing.
    #[inline]
    pub(crate) fn cached_unknown_location(&self) -> Attr {
        *self.unknown_location.get_or_init(|| {
            self.intern_attr(AttrData::Location(crate::attributes::Location::Unknown))
        })
    }

    /// `{}`, interned on first use and then read without hashing.
    #[inline]
    pub(crate) fn cached_empty_dictionary(&self) -> Attr {
        *self.empty_dictionary.get_or_init(|| self.intern_attr(AttrData::Dictionary([].into())))
    }

    /// Whether the printer may have to give an attribute of this context
    /// an alias or print a resource it names. It is `false` while no affine
    /// map, integer set, distinct attribute or resource reference was
    /// interned, no attribute or type that holds a location, and no
    /// location was parsed as an attribute's value. Locations of ops and
    /// block arguments are printed only with debug information, and then
    /// aliases are always looked for; a location a program stores in an
    /// op's property as it is, without an attribute holding it, is not
    /// seen (its printed form is the same, only not aliased).
    pub(crate) fn may_print_aliases(&self) -> bool {
        self.alias_candidates.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Notes that a location was parsed as an attribute's value (see
    /// [`Context::may_print_aliases`]).
    pub(crate) fn note_location_value(&self) {
        self.alias_candidates.store(true, std::sync::atomic::Ordering::Relaxed);
    }

    /// Whether interning `data` makes aliases possible (see
    /// [`Context::may_print_aliases`]).
    fn is_alias_candidate(&self, data: &AttrData) -> bool {
        match data {
            AttrData::AffineMap(_)
            | AttrData::IntegerSet(_)
            | AttrData::Distinct { .. }
            | AttrData::DenseResource { .. } => true,
            AttrData::Array(elements) => {
                elements.iter().any(|&element| self.is_location_handle(element))
            }
            AttrData::Dictionary(entries) => {
                entries.iter().any(|&(_, value)| self.is_location_handle(value))
            }
            AttrData::Sparse { indices, values, .. } => {
                self.is_location_handle(*indices) || self.is_location_handle(*values)
            }
            AttrData::Dialect { parameters, .. } => self.parameters_hold_location(parameters),
            _ => false,
        }
    }

    /// Whether the type `data` holds a location (see
    /// [`Context::may_print_aliases`]).
    fn type_holds_location(&self, data: &TypeData) -> bool {
        let location = |attr: &Option<Attr>| attr.is_some_and(|attr| self.is_location_handle(attr));
        match data {
            TypeData::RankedTensor { encoding, .. } => location(encoding),
            TypeData::MemRef { layout, memory_space, .. } => {
                location(layout) || location(memory_space)
            }
            TypeData::UnrankedMemRef { memory_space, .. } => location(memory_space),
            TypeData::Dialect { parameters, .. } => self.parameters_hold_location(parameters),
            _ => false,
        }
    }

    fn parameters_hold_location(
        &self,
        parameters: &[crate::ods::dialect_symbols::Parameter],
    ) -> bool {
        parameters.iter().any(|parameter| match parameter {
            crate::ods::dialect_symbols::Parameter::Attr(attr) => self.is_location_handle(*attr),
            _ => false,
        })
    }

    /// Whether `attr` is a location, read without resolving a position of
    /// a parsed text.
    fn is_location_handle(&self, attr: Attr) -> bool {
        SourceLocations::is_source_location(attr)
            || matches!(self.attrs.get(attr.index()), AttrData::Location(_))
    }

    /// Number of distinct attributes interned so far.
    pub fn attr_count(&self) -> usize {
        self.attrs.len()
    }
}

/// Operation names and definitions.
impl Context {
    /// Interns the operation name `name` (registered or not).
    pub fn op_name(&self, name: &str) -> OpName {
        use std::sync::atomic::Ordering;
        let address = name.as_ptr() as usize as u64;
        let slot = (address.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 55) as usize % OP_NAME_SLOTS;
        let slot = &self.op_name_slots[slot];
        // Acquire: the name stored was interned before it was stored.
        if let Some(raw) = NonZeroU32::new(slot.load(Ordering::Acquire)) {
            let cached = OpName(raw);
            if self.op_name_str(cached) == name {
                return cached;
            }
        }
        let found = match self.lookup_op_name(name) {
            Some(known) => known,
            None => OpName(nonzero_from_index(self.op_names.intern(OpNameData::new(name)))),
        };
        slot.store(found.0.get(), Ordering::Release);
        found
    }

    /// The op name `name` if it was ever interned.
    pub fn lookup_op_name(&self, name: &str) -> Option<OpName> {
        // An op name hashes as its string.
        self.op_names
            .lookup_by(name, |data| &*data.name == name)
            .map(|index| OpName(nonzero_from_index(index)))
    }

    /// The text of an op name.
    #[inline]
    pub fn op_name_str(&self, name: OpName) -> &str {
        &self.op_names.get(name.index()).name
    }

    /// Registers an operation definition. A name is registered once:
    /// registering another definition for it is refused (`false`), as MLIR
    /// refuses duplicate registrations; registering the same one again is
    /// harmless.
    pub fn register_op(&self, definition: &'static OpDefinition) -> bool {
        let name = self.op_name(definition.name);
        let slot = &self.op_names.get(name.index()).registration;
        let registered = slot.get_or_init(|| crate::registry::Registration {
            definition,
            flags: crate::traits::flags_of(definition.traits),
            verification_order: crate::traits::VerificationOrder::of(definition.traits),
            type_matching_traits: crate::ods::format::type_matching_traits(definition.traits),
            declared_counts: crate::ods::verify::DeclaredCounts::of(definition),
            short_name_start: definition
                .name
                .split_once('.')
                .filter(|(_, rest)| !rest.contains('.'))
                .map(|(dialect, _)| dialect.len() + 1),
            availability_dimensions: std::sync::OnceLock::new(),
        });
        std::ptr::eq(registered.definition, definition)
    }

    /// The definition registered for `name`, if any (no lock is taken).
    #[inline]
    pub fn op_definition(&self, name: OpName) -> Option<&'static OpDefinition> {
        self.op_names.get(name.index()).registration.get().map(|found| found.definition)
    }

    /// Number of op names interned so far.
    pub(crate) fn op_name_count(&self) -> usize {
        self.op_names.len()
    }

    /// The interned data of an op name.
    #[inline]
    pub(crate) fn op_name_data(&self, name: OpName) -> &OpNameData {
        self.op_names.get(name.index())
    }

    /// Whether ops of unknown dialects are accepted (`--allow-unregistered-dialect`).
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// A number never handed out before, for distinct attributes.
    pub(crate) fn next_distinct_id(&self) -> u64 {
        self.next_distinct.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    }

    /// Whether any distinct attribute was ever made in this context; when
    /// none was, no IR of the context can hold one.
    pub fn has_distinct_attributes(&self) -> bool {
        self.next_distinct.load(std::sync::atomic::Ordering::Relaxed) != 0
    }

    /// Sets whether ops of unknown dialects are accepted.
    pub fn set_allow_unregistered_dialects(&self, allow: bool) {
        self.allow_unregistered.store(allow, std::sync::atomic::Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_names_kept_at_hand_are_checked_against_their_text() {
        let context = Context::new();
        let first = context.op_name("test.first");
        assert_eq!(context.op_name("test.first"), first);
        // The same text at other addresses, and other texts, whichever slot
        // they fall in.
        let texts: Vec<String> = (0..200).map(|index| format!("test.op{index}")).collect();
        let names: Vec<OpName> = texts.iter().map(|text| context.op_name(text)).collect();
        for (text, &name) in texts.iter().zip(&names) {
            assert_eq!(context.op_name(&text.clone()), name);
            assert_eq!(context.op_name_str(name), text);
        }
        assert_eq!(context.op_name(&String::from("test.first")), first);
        assert_eq!(context.lookup_op_name("test.op7"), Some(names[7]));
    }

    fn print(context: &Context, ir: &crate::ir::Ir) -> String {
        crate::text::print_ir(context, ir, &Default::default(), Default::default())
    }

    #[test]
    fn aliases_are_looked_for_once_an_attribute_may_need_one() {
        // Nothing here can have an alias: the printer need not look.
        let context = Context::new();
        let parsed = crate::text::parse_source(
            &context,
            "plain.mlir",
            "module attributes {t.a = [1 : i32, \"s\"]} {\n}\n",
            0,
        )
        .unwrap();
        assert!(!context.may_print_aliases());
        assert_eq!(
            print(&context, &parsed.ir),
            "module attributes {t.a = [1 : i32, \"s\"]} {\n}\n\n"
        );

        // A location written as an attribute's value.
        let context = Context::new();
        let text = "module attributes {t.a = loc(unknown)} {\n}\n";
        let parsed = crate::text::parse_source(&context, "value.mlir", text, 0).unwrap();
        assert!(context.may_print_aliases());
        assert_eq!(
            print(&context, &parsed.ir),
            "#loc = loc(unknown)\nmodule attributes {t.a = #loc} {\n}\n\n"
        );

        // Locations handed out for ops (the unknown one, a parsed position)
        // put in an attribute by a program.
        let context = Context::new();
        let mut parsed =
            crate::text::parse_source(&context, "held.mlir", "module {\n}\n", 0).unwrap();
        assert!(!context.may_print_aliases());
        let (top, root) = (parsed.ir.top_body_id(), parsed.ir.root());
        let position = parsed.ir.body(top).op(root).location;
        let entries = [
            (context.string_attr("t.a"), context.unknown_location()),
            (context.string_attr("t.b"), position),
        ];
        let attributes = context.dictionary_attr(&entries);
        assert!(context.may_print_aliases());
        parsed.ir.body_mut(top).op_mut(root).attributes = attributes;
        assert_eq!(
            print(&context, &parsed.ir),
            "#loc = loc(unknown)\n#loc1 = loc(\"held.mlir\":1:1)\n\
             module attributes {t.a = #loc, t.b = #loc1} {\n}\n\n"
        );

        // An affine map anywhere.
        let context = Context::new();
        crate::text::parse_attribute_text(&context, "map.mlir", "affine_map<(d0) -> (d0)>")
            .unwrap();
        assert!(context.may_print_aliases());
    }

    #[test]
    fn context_is_send_and_sync() {
        fn assert_sync<T: Send + Sync>() {}
        assert_sync::<Context>();
    }

    #[test]
    fn interning_from_threads_gives_one_handle() {
        let context = Context::new();
        let handles: Vec<Type> = std::thread::scope(|scope| {
            let workers: Vec<_> =
                (0..4).map(|_| scope.spawn(|| context.integer_type(17))).collect();
            workers.into_iter().map(|worker| worker.join().unwrap()).collect()
        });
        assert!(handles.windows(2).all(|pair| pair[0] == pair[1]));
    }
}
