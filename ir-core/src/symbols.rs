//! Symbol tables for verification: which ops define which symbols
//! (`sym_name`) in each symbol-table op (a `builtin.module`, or an
//! unregistered op with one region, which MLIR treats as a possible symbol
//! table), and lookups from a user op to its nearest table. Built once per
//! verification, only when some op verifies its symbol uses.
//!
//! This module does not resolve nested references (`@a::@b`).

use rustc_hash::FxHashMap;

use crate::ir::{BodyId, Ir, Op};
use crate::registry::Traits;
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
        context.op_traits(data.name).contains(Traits::SYMBOL_TABLE)
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
                    let holder_id = data.isolated_body.unwrap_or(body_id);
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
