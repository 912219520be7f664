//! Compact `u32` ids and the arenas they index.
//!
//! Every entity kind (operation, block, region, value, body) has its own id
//! type with a niche, so `Option<Id>` is four bytes, and exactly one owning
//! arena, [`PrimaryMap`], that is indexable only by that id.

use std::fmt;
use std::marker::PhantomData;
use std::num::NonZeroU32;

/// A `u32`-sized id of an entity kind.
pub trait EntityId: Copy + Eq + fmt::Debug {
    /// The id of the `index`-th entity.
    fn from_index(index: usize) -> Self;
    /// The position of this entity in its arena.
    fn index(self) -> usize;
}

/// Declares an id type: a `Copy` newtype over `NonZeroU32` storing
/// `index + 1`, laid out as that integer (an op's operand list reads a
/// value id's word, see `ir::operand_list`).
#[macro_export]
#[doc(hidden)]
macro_rules! entity_id {
    ($(#[$meta:meta])* $vis:vis struct $name:ident;) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(transparent)]
        $vis struct $name(::core::num::NonZeroU32);

        impl $crate::entity::EntityId for $name {
            #[inline]
            fn from_index(index: usize) -> Self {
                let raw = u32::try_from(index + 1).expect("entity arena overflow");
                $name(::core::num::NonZeroU32::new(raw).expect("index + 1 is never zero"))
            }
            #[inline]
            fn index(self) -> usize {
                (self.0.get() - 1) as usize
            }
        }

        impl ::core::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                write!(f, "{}({})", stringify!($name), self.0.get() - 1)
            }
        }
    };
}

/// An owning arena: pushing returns a fresh id; ids index it.
pub struct PrimaryMap<K: EntityId, V> {
    items: Vec<V>,
    key: PhantomData<K>,
}

impl<K: EntityId, V> PrimaryMap<K, V> {
    /// An empty arena.
    pub fn new() -> Self {
        PrimaryMap { items: Vec::new(), key: PhantomData }
    }

    /// Appends `value` and returns its id.
    #[inline]
    pub fn push(&mut self, value: V) -> K {
        let key = K::from_index(self.items.len());
        // Grow by a quarter, not double: an arena shrunk to fit when its
        // body was parsed (see `Body::shrink_to_fit`) and then given a
        // few more entities by a pass stays near its size.
        let capacity = self.items.capacity();
        if self.items.len() == capacity {
            grow_to(&mut self.items, capacity + (capacity / 4).max(4));
        }
        self.items.push(value);
        key
    }

    /// Gives back the room reserved for entities not pushed.
    pub fn shrink_to_fit(&mut self) {
        self.items.shrink_to_fit();
    }

    /// Gives back the room reserved for entities not pushed when it is
    /// at least `bytes`: a smaller gain is not worth a reallocation.
    pub fn shrink_if_worth(&mut self, bytes: usize) {
        let unused = self.items.capacity() - self.items.len();
        if unused * std::mem::size_of::<V>() >= bytes {
            self.items.shrink_to_fit();
        }
    }

    /// Pushes `value` into an arena that had none, with room for it
    /// alone: for entities a body usually has one of (its region, its
    /// block).
    pub fn push_first(&mut self, value: V) -> K {
        if self.items.capacity() == 0 {
            self.items.reserve_exact(1);
        }
        self.push(value)
    }

    /// The id the next `push` will return.
    pub fn next_key(&self) -> K {
        K::from_index(self.items.len())
    }

    /// Iterates over `(id, value)` pairs in push order.
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> + '_ {
        self.items.iter().enumerate().map(|(index, value)| (K::from_index(index), value))
    }

    /// Iterates mutably over `(id, value)` pairs in push order. Each element
    /// is borrowed on its own, so disjoint entities can be handed to threads.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (K, &mut V)> + '_ {
        self.items.iter_mut().enumerate().map(|(index, value)| (K::from_index(index), value))
    }

    /// Reserves room for `additional` more entities.
    pub fn reserve(&mut self, additional: usize) {
        self.items.reserve(additional);
    }

    /// Makes room for `additional` more entities, growing as [`push`]
    /// does (by a quarter) when that is more, where
    /// [`PrimaryMap::reserve`] may double (as `Vec` does).
    ///
    /// [`push`]: PrimaryMap::push
    pub fn make_room(&mut self, additional: usize) {
        let (length, capacity) = (self.items.len(), self.items.capacity());
        if capacity - length < additional {
            let quarter = (capacity / 4).max(4);
            grow_to(&mut self.items, length + additional.max(capacity + quarter - length));
        }
    }

    /// Makes room for exactly `additional` more entities when there is
    /// less (for a size known in advance, which a quarter more would
    /// overshoot).
    pub fn reserve_exact(&mut self, additional: usize) {
        let capacity = self.items.len() + additional;
        grow_to(&mut self.items, capacity);
    }

    /// The values in push order, the arena given up.
    pub fn into_values(self) -> Vec<V> {
        self.items
    }
}

/// An owning arena like [`PrimaryMap`] that keeps its first entity in
/// place: for the entities a body usually has exactly one of (its region
/// and its entry block), which would otherwise take a heap block of their
/// own per function.
pub struct InlineMap<K: EntityId, V> {
    items: smallvec::SmallVec<[V; 1]>,
    key: PhantomData<K>,
}

impl<K: EntityId, V> InlineMap<K, V> {
    /// Appends `value` and returns its id. Past the first, the arena grows
    /// on the heap by a quarter at a time, as [`PrimaryMap::push`] does.
    #[inline]
    pub fn push(&mut self, value: V) -> K {
        let key = K::from_index(self.items.len());
        let capacity = self.items.capacity();
        if self.items.len() == capacity {
            self.items.reserve_exact((capacity / 4).max(4));
        }
        self.items.push(value);
        key
    }

    /// Gives back the heap room reserved for entities not pushed when it
    /// is at least `bytes` (moving the entities back in place when one is
    /// left).
    pub fn shrink_if_worth(&mut self, bytes: usize) {
        let unused = self.items.capacity() - self.items.len();
        if self.items.spilled() && unused * std::mem::size_of::<V>() >= bytes {
            self.items.shrink_to_fit();
        }
    }
}

impl<K: EntityId, V> Default for InlineMap<K, V> {
    fn default() -> Self {
        InlineMap { items: smallvec::SmallVec::new(), key: PhantomData }
    }
}

/// Below this size in bytes, a vector that must grow moves to a new block
/// instead of reallocating its own.
///
/// With the system allocator, reallocating a small block takes the lock of
/// the allocator arena that gave it: for a body parsed on one thread and
/// rewritten on another (a pass over functions on the worker pool), the
/// other thread's arena, whose lock both threads then contend for (a
/// nested SPIR-V lowering of 10^4 functions went from 10.8k context
/// switches to 3.3k, and its pass on two threads from 0.80 to 0.62 s, when
/// small arenas and use lists moved instead). A new block comes from the
/// growing thread's own arena.
/// Large blocks are mapped pages, which grow in place without a copy or
/// an arena lock, so they still reallocate.
const MOVE_BELOW_BYTES: usize = 64 * 1024;

/// Grows `items` to hold at least `capacity` items without growing again:
/// into a new block when the old one is small (see [`MOVE_BELOW_BYTES`]),
/// otherwise in place.
pub(crate) fn grow_to<T>(items: &mut Vec<T>, capacity: usize) {
    if items.capacity() >= capacity {
        return;
    }
    if items.capacity() * std::mem::size_of::<T>() < MOVE_BELOW_BYTES {
        let mut moved = Vec::with_capacity(capacity);
        moved.append(items);
        *items = moved;
    } else {
        items.reserve_exact(capacity - items.len());
    }
}

impl<K: EntityId, V> Default for PrimaryMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

/// What every arena type has: its size, cloning, and reading and writing
/// an entity by its id.
macro_rules! arena_access {
    ($arena:ident) => {
        impl<K: EntityId, V> $arena<K, V> {
            /// Number of entities ever pushed.
            #[inline]
            pub fn len(&self) -> usize {
                self.items.len()
            }

            /// Whether nothing was pushed yet.
            #[inline]
            pub fn is_empty(&self) -> bool {
                self.items.is_empty()
            }
        }

        impl<K: EntityId, V: Clone> Clone for $arena<K, V> {
            fn clone(&self) -> Self {
                $arena { items: self.items.clone(), key: PhantomData }
            }
        }

        impl<K: EntityId, V> std::ops::Index<K> for $arena<K, V> {
            type Output = V;
            #[inline]
            fn index(&self, key: K) -> &V {
                &self.items[key.index()]
            }
        }

        impl<K: EntityId, V> std::ops::IndexMut<K> for $arena<K, V> {
            #[inline]
            fn index_mut(&mut self, key: K) -> &mut V {
                &mut self.items[key.index()]
            }
        }
    };
}

arena_access!(PrimaryMap);
arena_access!(InlineMap);

/// Builds a `NonZeroU32` from a raw `index + 1`; used by handle types that
/// are not arena ids (interned types and attributes).
#[inline]
pub(crate) fn nonzero_from_index(index: usize) -> NonZeroU32 {
    let raw = u32::try_from(index + 1).expect("interner overflow");
    NonZeroU32::new(raw).expect("index + 1 is never zero")
}

#[cfg(test)]
mod tests {
    use super::{grow_to, PrimaryMap, MOVE_BELOW_BYTES};
    use crate::ir::Op;

    #[test]
    fn make_room_reserves_what_is_asked_and_at_least_a_quarter_more() {
        let mut ops: PrimaryMap<Op, u32> = PrimaryMap::new();
        ops.make_room(100);
        let capacity = ops.items.capacity();
        assert!(capacity >= 100);
        for value in 0..100 {
            ops.push(value);
        }
        assert_eq!(ops.items.capacity(), capacity, "the room made is used without growing");
        // A small request on a full arena grows it by a quarter, not by one.
        let full = ops.items.capacity();
        ops.make_room(ops.items.capacity() - ops.len() + 1);
        assert!(ops.items.capacity() >= full + full / 4);
    }

    #[test]
    fn growing_keeps_the_items_and_makes_the_room_asked() {
        // Small (moved to a new block) and large (grown in place) vectors.
        for length in [3usize, MOVE_BELOW_BYTES] {
            let mut items: Vec<u8> = (0..length).map(|index| index as u8).collect();
            items.shrink_to_fit();
            grow_to(&mut items, 2 * length + 5);
            assert!(items.capacity() >= 2 * length + 5);
            assert_eq!(items.len(), length);
            assert!(items.iter().enumerate().all(|(index, &item)| item == index as u8));
            let capacity = items.capacity();
            grow_to(&mut items, length);
            assert_eq!(items.capacity(), capacity, "enough room already: nothing moves");
        }
    }
}
