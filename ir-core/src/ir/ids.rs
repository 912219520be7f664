//! The id types of the IR: ops, blocks, regions, values and bodies.

use std::fmt;

crate::entity_id! {
    /// An operation, local to its [`Body`](super::Body).
    pub struct Op;
}
crate::entity_id! {
    /// A block, local to its [`Body`](super::Body).
    pub struct Block;
}
crate::entity_id! {
    /// A region, local to its [`Body`](super::Body).
    pub struct Region;
}
crate::entity_id! {
    /// An SSA value (op result or block argument), local to its
    /// [`Body`](super::Body).
    pub struct Value;
}
crate::entity_id! {
    /// A body: the arena of one isolated-from-above op's regions.
    pub struct BodyId;
}

impl fmt::Display for Value {
    /// Prints the raw id; the text printer assigns MLIR's `%N` names.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "%v{}", crate::entity::EntityId::index(*self))
    }
}

impl fmt::Display for Block {
    /// Prints the raw id; the text printer assigns MLIR's `^bbN` names.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "^b{}", crate::entity::EntityId::index(*self))
    }
}
