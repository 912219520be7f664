use ir_core::ir_macros::type_def;
use ir_core::types::Type;

/// The shape hook returns the shape alone, without the element type.
fn grid_shape(grid: &GridType, _context: &ir_core::Context) -> Option<Vec<i64>> {
    Some(vec![grid.rows, grid.columns])
}

#[type_def(dialect = "test", mnemonic = "grid", format = "`<` $rows `x` $columns `,` $element `>`", shape = grid_shape)]
pub struct GridType {
    pub rows: i64,
    pub columns: i64,
    pub element: Type,
}

fn main() {}
