//! [`BodyTable`]: what the conversion records about the ops and values of
//! the bodies it works on (the mapping of replaced values, the sets of
//! replaced and ignored ops), kept by id rather than hashed.
//!
//! The driver asks these tables for every operand and every op it visits;
//! an entity's id is a small index into its body's arena, so a lookup is
//! two indexing steps. A table does not know which entities exist: it
//! grows to the greatest id stored. It covers only the range of body ids
//! stored (from the first one), not every body before them: a pass that
//! converts function after function of a module of 10^4 functions touches
//! one body per conversion, and must not pay for the others.

use std::marker::PhantomData;

use ir_core::entity::EntityId;
use ir_core::ir::BodyId;

/// A map from the entities (ops or values) of any body to `V`, one vector
/// per body indexed by entity id.
pub(crate) struct BodyTable<K, V> {
    /// The slots of bodies `first`, `first + 1`, ... by entity id.
    bodies: Vec<Vec<Option<V>>>,
    /// The id of the body of `bodies[0]`.
    first: usize,
    len: usize,
    key: PhantomData<K>,
}

impl<K: EntityId, V: Copy> Default for BodyTable<K, V> {
    fn default() -> Self {
        BodyTable { bodies: Vec::new(), first: 0, len: 0, key: PhantomData }
    }
}

impl<K: EntityId, V: Copy> BodyTable<K, V> {
    /// The value stored for `key`.
    #[inline]
    pub(crate) fn get(&self, key: (BodyId, K)) -> Option<V> {
        let body = key.0.index().wrapping_sub(self.first);
        self.bodies.get(body)?.get(key.1.index()).copied().flatten()
    }

    /// Whether something is stored for `key`.
    #[inline]
    pub(crate) fn contains(&self, key: (BodyId, K)) -> bool {
        self.get(key).is_some()
    }

    /// Stores `value` for `key`, returning what was stored before.
    pub(crate) fn insert(&mut self, key: (BodyId, K), value: V) -> Option<V> {
        let entity = key.1.index();
        let slots = self.slots_mut(key.0);
        if slots.len() <= entity {
            // Grow by half again at least: entities are created one by one.
            let length = (entity + 1).max(slots.len() + slots.len() / 2);
            slots.resize(length, None);
        }
        let previous = slots[entity].replace(value);
        if previous.is_none() {
            self.len += 1;
        }
        previous
    }

    /// Makes room for the entities of `body` with ids below `entities`, so
    /// that storing them does not grow the table step by step.
    pub(crate) fn reserve(&mut self, body: BodyId, entities: usize) {
        let slots = self.slots_mut(body);
        if slots.len() < entities {
            slots.resize(entities, None);
        }
    }

    /// The slots of `body`, the range of bodies covered growing to hold it.
    fn slots_mut(&mut self, body: BodyId) -> &mut Vec<Option<V>> {
        let mut body = body.index();
        if self.bodies.is_empty() {
            self.first = body;
        } else if body < self.first {
            // A body before the first stored: the range grows at its front.
            let missing = self.first - body;
            self.bodies.splice(0..0, std::iter::repeat_with(Vec::new).take(missing));
            self.first = body;
        }
        body -= self.first;
        if self.bodies.len() <= body {
            self.bodies.resize_with(body + 1, Vec::new);
        }
        &mut self.bodies[body]
    }

    /// Removes what is stored for `key`, returning it.
    pub(crate) fn remove(&mut self, key: (BodyId, K)) -> Option<V> {
        let body = key.0.index().wrapping_sub(self.first);
        let slot = self.bodies.get_mut(body)?.get_mut(key.1.index())?;
        let previous = slot.take();
        if previous.is_some() {
            self.len -= 1;
        }
        previous
    }

    /// How many keys have a value.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Whether no key has a value.
    #[inline]
    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Every key with its value, body by body, in id order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = ((BodyId, K), V)> + '_ {
        let first = self.first;
        self.bodies.iter().enumerate().flat_map(move |(body, slots)| {
            slots.iter().enumerate().filter_map(move |(entity, slot)| {
                let body = BodyId::from_index(first + body);
                slot.map(|value| ((body, K::from_index(entity)), value))
            })
        })
    }
}

/// A set of the entities of any body.
pub(crate) type BodySet<K> = BodyTable<K, ()>;

impl<K: EntityId> BodyTable<K, ()> {
    /// Adds `key`; `false` when it was there already.
    pub(crate) fn add(&mut self, key: (BodyId, K)) -> bool {
        self.insert(key, ()).is_none()
    }
}

#[cfg(test)]
mod tests {
    use ir_core::ir::{Op, Value};

    use super::*;

    fn body(index: usize) -> BodyId {
        BodyId::from_index(index)
    }

    #[test]
    fn a_table_stores_replaces_and_removes_by_body_and_id() {
        let mut table: BodyTable<Value, Value> = BodyTable::default();
        let value = Value::from_index;
        assert_eq!(table.get((body(3), value(7))), None);
        assert_eq!(table.insert((body(3), value(7)), value(1)), None);
        assert_eq!(table.get((body(0), value(0))), None);
        assert_eq!(table.get((body(2), value(7))), None);
        assert_eq!(table.insert((body(0), value(0)), value(2)), None);
        assert_eq!(table.insert((body(3), value(7)), value(5)), Some(value(1)));
        assert_eq!(table.len(), 2);
        assert_eq!(table.get((body(3), value(7))), Some(value(5)));
        assert_eq!(table.get((body(3), value(6))), None);
        assert_eq!(table.get((body(2), value(7))), None);
        let entries: Vec<_> = table.iter().collect();
        assert_eq!(entries, vec![((body(0), value(0)), value(2)), ((body(3), value(7)), value(5))]);
        table.reserve(body(5), 10);
        assert_eq!(table.len(), 2);
        assert_eq!(table.get((body(5), value(9))), None);
        assert_eq!(table.insert((body(5), value(9)), value(3)), None);
        assert_eq!(table.remove((body(5), value(9))), Some(value(3)));
        assert_eq!(table.remove((body(3), value(7))), Some(value(5)));
        assert_eq!(table.remove((body(3), value(7))), None);
        assert_eq!(table.remove((body(9), value(7))), None);
        assert_eq!(table.len(), 1);
    }

    #[test]
    fn a_set_says_whether_it_held_a_key() {
        let mut set: BodySet<Op> = BodySet::default();
        assert!(set.is_empty());
        assert!(set.add((body(1), Op::from_index(4))));
        assert!(!set.add((body(1), Op::from_index(4))));
        assert!(set.contains((body(1), Op::from_index(4))));
        assert!(!set.contains((body(1), Op::from_index(3))));
        assert_eq!(set.remove((body(1), Op::from_index(4))), Some(()));
        assert!(set.is_empty());
    }
}
