//! The interfaces the core provides for dialects to implement.

use std::ops::Range;

use crate::ir::Body;
use crate::ir_macros::op_interface;
use crate::Context;

/// Terminators that pass operands to the arguments of their successors
/// (MLIR's `BranchOpInterface`): region simplification uses it to drop
/// block arguments nobody needs.
#[op_interface(crate = crate)]
pub trait BranchOpInterface {
    /// The operand numbers of the operands passed to successor number
    /// `successor`, in the order of the successor's arguments.
    fn successor_operands(self, context: &Context, body: &Body, successor: usize) -> Range<usize>;

    /// Removes the operand at `position` among those passed to successor
    /// number `successor`.
    fn erase_successor_operand(
        self,
        context: &Context,
        body: &mut Body,
        successor: usize,
        position: usize,
    );
}
