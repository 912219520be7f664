//! Whether an op is dead: it has no uses, and erasing it changes nothing
//! else. Drivers erase such ops; patterns may ask before they rewrite.
//!
//! This module only answers the question; erasing dead code (and the
//! liveness analysis across blocks) is the work of the drivers in
//! `ir-transforms`.

use crate::ir::{Body, Op};
use crate::traits::TraitFlags;
use crate::Context;

/// Whether `op` has no uses and erasing it changes nothing else.
pub fn is_trivially_dead(context: &Context, body: &Body, op: Op) -> bool {
    let data = body.op(op);
    data.results().iter().all(|result| body.uses(result).is_empty())
        && would_be_trivially_dead(context, body, op)
}

/// Whether `op` could be erased once its results are unused: it is not a
/// terminator and declares no side effect (`Pure` or `NoMemoryEffect`).
/// Unregistered ops may do anything, so they never are.
pub fn would_be_trivially_dead(context: &Context, body: &Body, op: Op) -> bool {
    let traits = context.op_traits(body.op(op).name);
    traits.contains(TraitFlags::PURE) && !traits.contains(TraitFlags::TERMINATOR)
}
