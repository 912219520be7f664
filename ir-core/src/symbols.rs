//! Symbol tables for verification: which ops define which symbols
//! (`sym_name`) in each symbol-table op (a `builtin.module`, or an
//! unregistered op with one region, which MLIR treats as a possible symbol
//! table), and lookups from a user op to its nearest table. Built once per
//! verification, only when some op verifies its symbol uses.
//!
//! This module does not resolve nested references (`@a::@b`).

use std::hash::BuildHasher as _;

use rustc_hash::FxHashMap;

use crate::ir::{BodyId, Ir, Op};
use crate::traits::TraitFlags;
use crate::Context;

/// An op, named by its body and its id in it.
type Located = (BodyId, Op);

/// The symbols one table defines, by name.
type Symbols = FxHashMap<Vec<u8>, Located>;

/// The symbols of every symbol table of an `Ir`.
pub struct SymbolTables {
    tables: FxHashMap<Located, Symbols>,
}

/// Whether `op` holds a symbol table: it has the `SymbolTable` trait, or
/// it is unregistered with a single region.
fn is_symbol_table(context: &Context, ir: &Ir, body: BodyId, op: Op) -> bool {
    let data = ir.body(body).op(op);
    if context.is_registered(data.name) {
        context.op_traits(data.name).contains(TraitFlags::SYMBOL_TABLE)
    } else {
        data.regions().len() == 1
    }
}

/// The op directly holding `op`, across isolation boundaries.
fn parent(ir: &Ir, body_id: BodyId, op: Op) -> Option<(BodyId, Op)> {
    let body = ir.body(body_id);
    match body.parent_op(op) {
        Some(parent) => Some((body_id, parent)),
        None => {
            body.op(op).parent_block()?;
            body.owner()
        }
    }
}

impl SymbolTables {
    /// The tables of every symbol-table op of `ir`.
    pub fn new(context: &Context, ir: &Ir) -> Self {
        let mut tables = FxHashMap::default();
        for (body_id, body) in ir.bodies() {
            body.walk_all(crate::ir::WalkOrder::PreOrder, &mut |op| {
                if is_symbol_table(context, ir, body_id, op) {
                    let data = body.op(op);
                    let holder_id = data.isolated_body().unwrap_or(body_id);
                    let holder = ir.body(holder_id);
                    let mut symbols = FxHashMap::default();
                    for &region in data.regions() {
                        for block in holder.region_blocks(region) {
                            for child in holder.block_ops(block) {
                                let name = holder.op(child).properties_attr(context).and_then(
                                    |properties| context.dictionary_get(properties, "sym_name"),
                                );
                                if let Some(name) = name {
                                    symbols
                                        .entry(context.string_bytes(name).to_vec())
                                        .or_insert((holder_id, child));
                                }
                            }
                        }
                    }
                    tables.insert((body_id, op), symbols);
                }
                crate::ir::WalkControl::Advance
            });
        }
        SymbolTables { tables }
    }

    /// The op defining `name` in the symbol table nearest to `op` (of body
    /// `body`), if any.
    pub fn lookup_nearest(
        &self,
        ir: &Ir,
        body: BodyId,
        op: Op,
        name: &[u8],
    ) -> Option<(BodyId, Op)> {
        let mut current = parent(ir, body, op);
        while let Some(ancestor) = current {
            if let Some(symbols) = self.tables.get(&ancestor) {
                return symbols.get(name).copied();
            }
            current = parent(ir, ancestor.0, ancestor.1);
        }
        None
    }
}

/// The `sym_name` of an op, read from its properties without building
/// their dictionary.
pub fn symbol_name(context: &Context, data: &crate::ir::OpData) -> Option<crate::attributes::Attr> {
    let properties = data.properties.as_deref()?;
    if let Some(dictionary) = properties.as_any().downcast_ref::<crate::ods::DictionaryProperties>()
    {
        return context.dictionary_get(dictionary.0, "sym_name");
    }
    let index = properties.field_names().iter().position(|&name| name == "sym_name")?;
    properties.field(index).to_attr(context)
}

/// The text of an op's `sym_name`: read in place when its property holds
/// a string (as `func.func`'s does), from the attribute otherwise.
pub fn symbol_name_bytes<'a>(
    context: &'a Context,
    data: &'a crate::ir::OpData,
) -> Option<&'a [u8]> {
    let properties = data.properties.as_deref()?;
    if let Some(dictionary) = properties.as_any().downcast_ref::<crate::ods::DictionaryProperties>()
    {
        return context
            .dictionary_get(dictionary.0, "sym_name")
            .map(|name| context.string_bytes(name));
    }
    let index = properties.field_names().iter().position(|&name| name == "sym_name")?;
    let field = properties.field(index);
    // A required or optional property is stored as an `Option`.
    if let Some(text) = field.as_any().downcast_ref::<Option<String>>() {
        return text.as_deref().map(str::as_bytes);
    }
    if let Some(name) = field.as_any().downcast_ref::<Option<crate::ods::SymbolName>>() {
        return name.as_ref().map(|name| name.0.as_bytes());
    }
    field.to_attr(context).map(|name| context.string_bytes(name))
}

/// MLIR's symbol table check: within one symbol table (an op with the
/// `SymbolTable` trait, which holds its region in a body of its own), no
/// two ops define the same symbol. Returns the second definition and the
/// first, with the name.
pub fn find_redefinition(context: &Context, ir: &Ir) -> Option<(Located, Located, Vec<u8>)> {
    ir.bodies().find_map(|(body_id, _)| find_redefinition_in(context, ir, body_id))
}

/// [`find_redefinition`] within the symbol table whose regions body
/// `body_id` holds (`None` when its owner is no symbol table).
pub fn find_redefinition_in(
    context: &Context,
    ir: &Ir,
    body_id: BodyId,
) -> Option<(Located, Located, Vec<u8>)> {
    let body = ir.body(body_id);
    let (owner_body, owner) = body.owner()?;
    let owner_name = ir.body(owner_body).op(owner).name;
    if !context.op_traits(owner_name).contains(TraitFlags::SYMBOL_TABLE) {
        return None;
    }
    // The symbols seen, as half their name's hash and their op: eight
    // bytes each (a table of a module's functions can be large), the name
    // read back from the op when two hashes meet.
    let mut seen: hashbrown::HashTable<(u32, Op)> = hashbrown::HashTable::new();
    // The table's hash of a kept half: both halves, for its bucket and
    // its control bits.
    let spread = |half: u32| u64::from(half) << 32 | u64::from(half);
    for &region in body.owner_regions() {
        for block in body.region_blocks(region) {
            for child in body.block_ops(block) {
                let Some(name) = symbol_name_bytes(context, body.op(child)) else { continue };
                let half = (rustc_hash::FxBuildHasher.hash_one(name) >> 32) as u32;
                let same_name = |&(other_half, other): &(u32, Op)| {
                    other_half == half && symbol_name_bytes(context, body.op(other)) == Some(name)
                };
                match seen.entry(spread(half), same_name, |&(half, _)| spread(half)) {
                    hashbrown::hash_table::Entry::Occupied(first) => {
                        return Some(((body_id, child), (body_id, first.get().1), name.to_vec()));
                    }
                    hashbrown::hash_table::Entry::Vacant(slot) => {
                        slot.insert((half, child));
                    }
                }
            }
        }
    }
    None
}
