use ir_core::ir_macros::attr_def;
use ir_core::types::Type;
use ir_core::Context;

fn range_shape(_range: &RangeAttr, _context: &Context) -> Option<(Vec<i64>, Type)> {
    None
}

/// Only a type has a shape: an attribute's `shape` hook is refused.
#[attr_def(dialect = "test", mnemonic = "range", format = "`<` $low `to` $high `>`", shape = range_shape)]
pub struct RangeAttr {
    pub low: i64,
    pub high: i64,
}

fn main() {}
