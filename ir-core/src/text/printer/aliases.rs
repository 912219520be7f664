//! Choosing attribute aliases (`#map`, `#set`, `#loc`, `#distinct`) the way
//! MLIR's printer does: visit in print order, sort by nesting depth then
//! prefix (stable), number each prefix in that order, and print aliases
//! used only by op locations at the end of the output.

use rustc_hash::FxHashMap;

use smallvec::SmallVec;

use crate::attributes::{Attr, AttrData, Location};
use crate::entity::EntityId;
use crate::ir::{BodyId, Ir, Op};
use crate::types::{Type, TypeData};
use crate::Context;

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    Attr(Attr),
    Type(Type),
}

struct Entry {
    key: Key,
    prefix: Option<&'static str>,
    depth: u32,
    deferrable: bool,
    children: Vec<usize>,
}

/// The aliases chosen for one print (by default none: no alias, no
/// resource, no distinct attribute).
#[derive(Default)]
pub(crate) struct Aliases {
    /// Alias name (with `#`) of each aliased attribute.
    pub(crate) names: FxHashMap<Attr, String>,
    /// Aliases to define before the ops, in order.
    pub(crate) leading: Vec<(String, Attr)>,
    /// Aliases to define after the ops, in order.
    pub(crate) trailing: Vec<(String, Attr)>,
    /// Keys of the `dense_resource` blobs referenced, in order of first use.
    pub(crate) resource_keys: Vec<String>,
    /// Whether the IR holds a distinct attribute (numbered in print order).
    pub(crate) has_distinct: bool,
}

/// Collects aliases in the order the printer will meet the attributes.
pub(crate) struct AliasCollector<'a> {
    context: &'a Context,
    ir: &'a Ir,
    debug_info: bool,
    options: super::PrintOptions,
    names: &'a super::names::Names,
    index: FxHashMap<Key, usize>,
    entries: Vec<Entry>,
    /// Set on a collector that visits a piece of a large block on a
    /// worker thread: it writes down the keys it meets instead of making
    /// entries, and the main collector visits them afterwards in order.
    recording: Option<Recording>,
    /// Types found to be leaves, by the low bits of their index: the few
    /// types of a file's values come up again and again.
    leaf_types: [std::cell::Cell<Option<Type>>; LEAF_TYPE_SLOTS],
    /// By body index: whether every value of the body has a leaf type, so
    /// that its ops' operand and result types need no look (`None` until
    /// the body is first met).
    leaf_bodies: Vec<Option<bool>>,
    /// By op name index: whether the properties of a registered op may
    /// hold aliases, and the type of properties that answer is for.
    aliasing_properties: Vec<Option<(std::any::TypeId, bool)>>,
    /// The empty dictionary, the discardable attributes of most ops.
    empty_dictionary: Attr,
}

/// How many leaf types a collector remembers.
const LEAF_TYPE_SLOTS: usize = 8;

/// The keys a piece of a block meets, in order, each with whether it was
/// met deferrable. A repeat of an earlier visit changes nothing, so only
/// the first of each is kept.
#[derive(Default)]
struct Recording {
    seen: rustc_hash::FxHashSet<(Key, bool)>,
    keys: Vec<(Key, bool)>,
}

impl<'a> AliasCollector<'a> {
    pub(crate) fn new(
        context: &'a Context,
        ir: &'a Ir,
        options: super::PrintOptions,
        names: &'a super::names::Names,
    ) -> Self {
        AliasCollector {
            context,
            ir,
            debug_info: options.debug_info,
            options,
            names,
            index: FxHashMap::default(),
            entries: Vec::new(),
            recording: None,
            leaf_types: Default::default(),
            leaf_bodies: Vec::new(),
            aliasing_properties: Vec::new(),
            empty_dictionary: context.cached_empty_dictionary(),
        }
    }

    /// Visits the op tree from the root and returns the chosen aliases.
    pub(crate) fn collect(mut self) -> Aliases {
        self.visit_op(self.ir.top_body_id(), self.ir.root());
        let mut order: Vec<usize> = (0..self.entries.len()).collect();
        order.sort_by(|&a, &b| {
            let (a, b) = (&self.entries[a], &self.entries[b]);
            a.depth
                .cmp(&b.depth)
                .then_with(|| matches!(b.key, Key::Type(_)).cmp(&matches!(a.key, Key::Type(_))))
                .then_with(|| a.prefix.cmp(&b.prefix))
        });
        let mut counts: FxHashMap<&'static str, u32> = FxHashMap::default();
        let resource_keys = self
            .entries
            .iter()
            .filter_map(|entry| match entry.key {
                Key::Attr(attr) => match self.context.attr_data(attr) {
                    AttrData::DenseResource { key, .. } => Some(key.to_string()),
                    _ => None,
                },
                Key::Type(_) => None,
            })
            .collect();
        let has_distinct = self.context.has_distinct_attributes()
            && (self.entries.iter().any(|entry| match entry.key {
                Key::Attr(attr) => {
                    matches!(self.context.attr_data(attr), AttrData::Distinct { .. })
                }
                Key::Type(_) => false,
            }) || self.properties_hold_distinct());
        let mut aliases = Aliases {
            names: FxHashMap::default(),
            leading: Vec::new(),
            trailing: Vec::new(),
            resource_keys,
            has_distinct,
        };
        for index in order {
            let entry = &self.entries[index];
            let (Some(prefix), Key::Attr(attr)) = (entry.prefix, entry.key) else { continue };
            let count = counts.entry(prefix).or_insert(0);
            let name = if *count == 0 { format!("#{prefix}") } else { format!("#{prefix}{count}") };
            *count += 1;
            aliases.names.insert(attr, name.clone());
            if entry.deferrable {
                aliases.trailing.push((name, attr));
            } else {
                aliases.leading.push((name, attr));
            }
        }
        aliases
    }

    /// Whether some op's properties (which alias collection skips) hold a
    /// distinct attribute.
    fn properties_hold_distinct(&self) -> bool {
        let mut seen = rustc_hash::FxHashSet::default();
        let mut stack: Vec<Key> = Vec::new();
        for (_, body) in self.ir.bodies() {
            body.walk_all(crate::ir::WalkOrder::PreOrder, &mut |op| {
                stack.extend(body.op(op).properties_attr(self.context).map(Key::Attr));
                crate::ir::WalkControl::Advance
            });
        }
        while let Some(key) = stack.pop() {
            if !seen.insert(key) {
                continue;
            }
            if let Key::Attr(attr) = key {
                if matches!(self.context.attr_data(attr), AttrData::Distinct { .. }) {
                    return true;
                }
            }
            stack.extend(self.children(key));
        }
        false
    }

    /// Visits the blocks of `region` (of body `region_body_id`): their
    /// argument types (the entry block's only with `entry_arguments`) and
    /// their ops.
    fn visit_region(
        &mut self,
        region_body_id: BodyId,
        region: crate::ir::Region,
        entry_arguments: bool,
    ) {
        let region_body = self.ir.body(region_body_id);
        let entry = region_body.entry_block(region);
        for block in region_body.region_blocks(region) {
            if entry_arguments || Some(block) != entry {
                for (&argument, &location) in region_body
                    .block_arguments(block)
                    .iter()
                    .zip(region_body.block_argument_locations(block))
                {
                    self.visit(Key::Type(region_body.value_type(argument)), false);
                    if self.debug_info {
                        self.visit(Key::Attr(location), false);
                    }
                }
            }
            match crate::threads::pool() {
                Some(pool)
                    if self.options.parallel
                        && self.recording.is_none()
                        && region_body
                            .block_ops(block)
                            .nth(super::PARALLEL_MIN_OPS - 1)
                            .is_some() =>
                {
                    let ops: Vec<Op> = region_body.block_ops(block).collect();
                    self.visit_ops_in_parallel(pool, region_body_id, &ops);
                }
                _ => {
                    for nested in region_body.block_ops(block) {
                        self.visit_op(region_body_id, nested);
                    }
                }
            }
        }
    }

    /// Visits `ops` (of one block) in pieces on the pool's threads, each
    /// piece writing down the keys it meets, then visits those keys in
    /// order: the entries, their order and their deferrability come out
    /// as a serial visit makes them.
    fn visit_ops_in_parallel(&mut self, pool: &rayon::ThreadPool, body_id: BodyId, ops: &[Op]) {
        use rayon::prelude::*;
        let pieces = pool.current_num_threads().max(1) * 4;
        let piece_size = ops.len().div_ceil(pieces).max(1);
        let recordings: Vec<Vec<(Key, bool)>> = pool.install(|| {
            ops.par_chunks(piece_size)
                .map(|piece| {
                    let mut collector = AliasCollector {
                        recording: Some(Recording::default()),
                        ..AliasCollector::new(self.context, self.ir, self.options, self.names)
                    };
                    for &op in piece {
                        collector.visit_op(body_id, op);
                    }
                    collector.recording.map(|recording| recording.keys).unwrap_or_default()
                })
                .collect()
        });
        for (key, deferrable) in recordings.into_iter().flatten() {
            self.visit(key, deferrable);
        }
    }

    /// Whether the op's own types and attributes (not those of its
    /// regions) may hold an alias; when none can, their order does not
    /// matter and the op's printer need not run. What holds for a whole
    /// body (every value type a leaf) or for every op of a name (properties
    /// that cannot hold an alias) is worked out once.
    fn own_keys_may_alias(&mut self, body_id: BodyId, op: Op) -> bool {
        let body = self.ir.body(body_id);
        let data = body.op(op);
        if !self.body_types_are_leaves(body_id) {
            let types =
                data.operands().chain(data.results().iter()).map(|value| body.value_type(value));
            for ty in types {
                if !self.is_leaf(Key::Type(ty)) {
                    return true;
                }
            }
        }
        if data.attributes != self.empty_dictionary
            && self
                .context
                .dictionary_entries(data.attributes)
                .iter()
                .any(|&(_, value)| !self.is_leaf(Key::Attr(value)))
        {
            return true;
        }
        if let Some(properties) = data.properties.as_deref() {
            if !self.properties_may_alias(data.name, properties) {
                return false;
            }
            for index in 0..properties.field_names().len() {
                let field = properties.field(index);
                if field.may_hold_aliases()
                    && field
                        .to_attr(self.context)
                        .is_some_and(|value| !self.is_leaf(Key::Attr(value)))
                {
                    return true;
                }
            }
        }
        false
    }

    /// Whether every value of body `body_id` has a leaf type.
    fn body_types_are_leaves(&mut self, body_id: BodyId) -> bool {
        let index = body_id.index();
        if let Some(&Some(leaves)) = self.leaf_bodies.get(index) {
            return leaves;
        }
        let body = self.ir.body(body_id);
        let leaves = body.value_types().all(|ty| self.is_leaf(Key::Type(ty)));
        if index >= self.leaf_bodies.len() {
            self.leaf_bodies.resize(index + 1, None);
        }
        self.leaf_bodies[index] = Some(leaves);
        leaves
    }

    /// Whether any field of `properties` (of an op named `name`) may hold
    /// an alias, remembered per registered name and type of properties.
    fn properties_may_alias(
        &mut self,
        name: crate::registry::OpName,
        properties: &dyn crate::ods::OpProperties,
    ) -> bool {
        let ask = |properties: &dyn crate::ods::OpProperties| {
            (0..properties.field_names().len())
                .any(|index| properties.field(index).may_hold_aliases())
        };
        if !self.context.is_registered(name) {
            return ask(properties);
        }
        let type_id = properties.as_any().type_id();
        let index = name.index();
        if let Some(Some((known_type, may_alias))) = self.aliasing_properties.get(index) {
            if *known_type == type_id {
                return *may_alias;
            }
        }
        let may_alias = ask(properties);
        if index >= self.aliasing_properties.len() {
            self.aliasing_properties.resize(index + 1, None);
        }
        self.aliasing_properties[index] = Some((type_id, may_alias));
        may_alias
    }

    fn visit_op(&mut self, body_id: BodyId, op: Op) {
        let body = self.ir.body(body_id);
        let data = body.op(op);
        if self.debug_info {
            self.visit(Key::Attr(data.location), true);
        }
        if !self.own_keys_may_alias(body_id, op) {
            // Visiting the op's own types and attributes would find
            // nothing: only its regions are left.
            self.visit_regions_generic(body_id, op);
            return;
        }
        // An op printed in its custom form meets types, attributes and
        // regions in the order its printer writes them.
        let custom_printer = if self.options.generic {
            None
        } else {
            self.context.op_definition(data.name).and_then(|definition| definition.print)
        };
        if let Some(print) = custom_printer {
            let recorded = super::record_custom_print(
                self.context,
                self.ir,
                self.names,
                self.options,
                body_id,
                op,
                print,
            );
            for item in recorded {
                match item {
                    super::Recorded::Type(ty) => {
                        self.visit(Key::Type(ty), false);
                    }
                    super::Recorded::Attr(attr) => {
                        self.visit(Key::Attr(attr), false);
                    }
                    super::Recorded::Region { op: owner, index, entry_arguments } => {
                        let owner_data = self.ir.body(body_id).op(owner);
                        if let Some(&region) = owner_data.regions().get(index) {
                            let holder = owner_data.isolated_body().unwrap_or(body_id);
                            self.visit_region(holder, region, entry_arguments);
                        }
                    }
                    super::Recorded::GenericOp(nested) => self.visit_op_generic(body_id, nested),
                }
            }
            return;
        }
        self.visit_op_generic(body_id, op);
    }

    /// Visits what the generic form of `op` writes (its regions' ops in
    /// whatever form they print in).
    fn visit_op_generic(&mut self, body_id: BodyId, op: Op) {
        let body = self.ir.body(body_id);
        let data = body.op(op);
        self.visit_regions_generic(body_id, op);
        for operand in data.operands() {
            self.visit(Key::Type(body.value_type(operand)), false);
        }
        for result in data.results() {
            self.visit(Key::Type(body.value_type(result)), false);
        }
        for &(_, value) in self.context.dictionary_entries(data.attributes) {
            self.visit(Key::Attr(value), false);
        }
        // Typed properties come after the discardable attributes, as in
        // MLIR (in name order); the dictionary properties of unregistered
        // ops are skipped, and so are fields that cannot hold an alias.
        if let Some(properties) = data.properties.as_deref() {
            if properties.as_any().downcast_ref::<crate::ods::DictionaryProperties>().is_none() {
                let names = properties.field_names();
                let mut order: SmallVec<[usize; 8]> = (0..names.len()).collect();
                order.sort_by_key(|&index| names[index]);
                for index in order {
                    let field = properties.field(index);
                    if field.may_hold_aliases() {
                        if let Some(value) = field.to_attr(self.context) {
                            self.visit(Key::Attr(value), false);
                        }
                    }
                }
            }
        }
    }

    /// Visits the regions of `op` as the generic form writes them.
    fn visit_regions_generic(&mut self, body_id: BodyId, op: Op) {
        let data = self.ir.body(body_id).op(op);
        let region_body_id = data.isolated_body().unwrap_or(body_id);
        for &region in data.regions() {
            self.visit_region(region_body_id, region, true);
        }
    }

    /// Visits a type or attribute and its parts; returns its entry index,
    /// or `None` for leaves that can neither have nor contain an alias.
    fn visit(&mut self, key: Key, deferrable: bool) -> Option<usize> {
        if self.is_leaf(key) {
            return None;
        }
        if let Some(recording) = &mut self.recording {
            if recording.seen.insert((key, deferrable)) {
                recording.keys.push((key, deferrable));
            }
            return None;
        }
        if let Some(&index) = self.index.get(&key) {
            if !deferrable && self.entries[index].deferrable {
                self.mark_not_deferrable(index);
            }
            return Some(index);
        }
        let index = self.entries.len();
        self.index.insert(key, index);
        let prefix = match key {
            Key::Attr(attr) => self.alias_prefix(attr),
            Key::Type(_) => None,
        };
        self.entries.push(Entry { key, prefix, depth: 0, deferrable, children: Vec::new() });
        let mut depth = 0;
        let mut children = Vec::new();
        for child in self.children(key) {
            let Some(child_index) = self.visit(child, deferrable) else { continue };
            let child_entry = &self.entries[child_index];
            depth = depth.max(child_entry.depth + u32::from(child_entry.prefix.is_some()));
            children.push(child_index);
        }
        let entry = &mut self.entries[index];
        entry.depth = depth;
        entry.children = children;
        if !deferrable {
            self.mark_not_deferrable(index);
        }
        Some(index)
    }

    /// Whether `key` can neither have an alias nor contain one: scalar
    /// types, function types of scalar types (a function's signature),
    /// scalar attributes of scalar types and type attributes of leaf types.
    fn is_leaf(&self, key: Key) -> bool {
        let scalar_type = |ty: Type| {
            matches!(
                self.context.type_data(ty),
                TypeData::Integer { .. }
                    | TypeData::Index
                    | TypeData::Float(_)
                    | TypeData::None
                    | TypeData::Opaque { .. }
            )
        };
        let leaf_type = |ty: Type| match self.context.type_data(ty) {
            TypeData::Function { inputs, results } => {
                inputs.iter().chain(results.iter()).all(|&ty| scalar_type(ty))
            }
            _ => scalar_type(ty),
        };
        match key {
            Key::Type(ty) => {
                let slot = &self.leaf_types[ty.index() % LEAF_TYPE_SLOTS];
                if slot.get() == Some(ty) {
                    return true;
                }
                let leaf = leaf_type(ty);
                if leaf {
                    slot.set(Some(ty));
                }
                leaf
            }
            Key::Attr(attr) => match self.context.attr_data(attr) {
                AttrData::Unit => true,
                AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => scalar_type(*ty),
                AttrData::String { ty, .. } | AttrData::Opaque { ty, .. } => {
                    ty.is_none_or(scalar_type)
                }
                AttrData::Type(ty) => leaf_type(*ty),
                _ => false,
            },
        }
    }

    /// Marks an entry and everything under it as printed before the ops.
    /// An entry that is already marked has all its children marked.
    fn mark_not_deferrable(&mut self, index: usize) {
        let mut stack = vec![index];
        while let Some(index) = stack.pop() {
            self.entries[index].deferrable = false;
            let entries = &self.entries;
            stack.extend(
                entries[index].children.iter().copied().filter(|&child| entries[child].deferrable),
            );
        }
    }

    fn alias_prefix(&self, attr: Attr) -> Option<&'static str> {
        match self.context.attr_data(attr) {
            AttrData::AffineMap(_) => Some("map"),
            AttrData::IntegerSet(_) => Some("set"),
            AttrData::Location(_) => Some("loc"),
            AttrData::Distinct { referenced, .. } => {
                (self.context.attr_data(*referenced) != &AttrData::Unit).then_some("distinct")
            }
            _ => None,
        }
    }

    /// The types and attributes nested directly in `key`.
    fn children(&self, key: Key) -> Vec<Key> {
        let context = self.context;
        let mut children = Vec::new();
        match key {
            Key::Type(ty) => match context.type_data(ty) {
                TypeData::Complex(element) => children.push(Key::Type(*element)),
                TypeData::Tuple(elements) => {
                    children.extend(elements.iter().map(|&t| Key::Type(t)))
                }
                TypeData::Function { inputs, results } => {
                    children.extend(inputs.iter().chain(results.iter()).map(|&t| Key::Type(t)));
                }
                TypeData::Vector { element, .. } | TypeData::UnrankedTensor { element } => {
                    children.push(Key::Type(*element))
                }
                TypeData::RankedTensor { element, encoding, .. } => {
                    children.push(Key::Type(*element));
                    children.extend(encoding.map(Key::Attr));
                }
                TypeData::MemRef { element, layout, memory_space, .. } => {
                    children.push(Key::Type(*element));
                    children.extend(layout.map(Key::Attr));
                    children.extend(memory_space.map(Key::Attr));
                }
                TypeData::UnrankedMemRef { element, memory_space } => {
                    children.push(Key::Type(*element));
                    children.extend(memory_space.map(Key::Attr));
                }
                TypeData::Dialect { parameters, .. } => parameter_keys(parameters, &mut children),
                _ => {}
            },
            Key::Attr(attr) => match context.attr_data(attr) {
                AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } | AttrData::Type(ty) => {
                    children.push(Key::Type(*ty))
                }
                AttrData::String { ty, .. } | AttrData::Opaque { ty, .. } => {
                    children.extend(ty.map(Key::Type))
                }
                AttrData::Array(elements) => {
                    children.extend(elements.iter().map(|&a| Key::Attr(a)))
                }
                AttrData::DenseArray { element, .. } => children.push(Key::Type(*element)),
                AttrData::Dictionary(entries) => {
                    for &(name, value) in entries.iter() {
                        children.push(Key::Attr(name));
                        children.push(Key::Attr(value));
                    }
                }
                AttrData::DenseElements { ty, .. } | AttrData::DenseResource { ty, .. } => {
                    children.push(Key::Type(*ty))
                }
                AttrData::Sparse { ty, indices, values } => {
                    children.extend([Key::Type(*ty), Key::Attr(*indices), Key::Attr(*values)])
                }
                AttrData::Distinct { referenced, .. } => children.push(Key::Attr(*referenced)),
                AttrData::Dialect { parameters, .. } => parameter_keys(parameters, &mut children),
                AttrData::Location(location) => match location {
                    // MLIR leaves out (and does not visit) an unknown child.
                    Location::Name { child, .. }
                        if context.attr_data(*child) != &AttrData::Location(Location::Unknown) =>
                    {
                        children.push(Key::Attr(*child))
                    }
                    Location::CallSite { callee, caller } => {
                        children.extend([Key::Attr(*callee), Key::Attr(*caller)])
                    }
                    Location::Fused { locations, metadata } => {
                        children.extend(metadata.map(Key::Attr));
                        children.extend(locations.iter().map(|&l| Key::Attr(l)));
                    }
                    _ => {}
                },
                _ => {}
            },
        }
        children
    }
}

/// The types and attributes among a dialect symbol's parameters.
fn parameter_keys(parameters: &[crate::ods::dialect_symbols::Parameter], children: &mut Vec<Key>) {
    use crate::ods::dialect_symbols::Parameter;
    for parameter in parameters {
        match parameter {
            Parameter::Type(ty) => children.push(Key::Type(*ty)),
            Parameter::Attr(attr) => children.push(Key::Attr(*attr)),
            Parameter::Types(types) => children.extend(types.iter().map(|&ty| Key::Type(ty))),
            Parameter::Integer(_)
            | Parameter::String(_)
            | Parameter::Integers(_)
            | Parameter::Absent => {}
        }
    }
}
