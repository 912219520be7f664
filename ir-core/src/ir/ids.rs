//! The id types of the IR: ops, blocks, regions, values and bodies.

use std::fmt;

use crate::entity::EntityId;

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
        write!(f, "%v{}", self.index())
    }
}

impl fmt::Display for Block {
    /// Prints the raw id; the text printer assigns MLIR's `^bbN` names.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "^b{}", self.index())
    }
}

/// The results of an op. An op's result values are created together, so
/// their ids are consecutive and the op keeps only the first and the count.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ResultRange {
    /// The arena index of the first result.
    start: u32,
    /// How many results there are.
    len: u32,
}

impl ResultRange {
    /// The `len` values whose arena indices start at `start`.
    #[inline]
    pub(crate) fn new(start: usize, len: usize) -> Self {
        ResultRange {
            start: u32::try_from(start).expect("value arena overflow"),
            len: u32::try_from(len).expect("too many results"),
        }
    }

    /// The range of `value` alone (for code that handles a block argument
    /// like a single result).
    #[inline]
    pub(crate) fn of_value(value: Value) -> Self {
        ResultRange::new(value.index(), 1)
    }

    /// How many results there are.
    #[inline]
    pub fn len(self) -> usize {
        self.len as usize
    }

    /// Whether there are none.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.len == 0
    }

    /// Result number `index`, if there is one.
    #[inline]
    pub fn get(self, index: usize) -> Option<Value> {
        (index < self.len as usize).then(|| Value::from_index(self.start as usize + index))
    }

    /// Result number `index`.
    ///
    /// # Panics
    /// When there is no result number `index`.
    #[inline]
    #[track_caller]
    pub fn at(self, index: usize) -> Value {
        match self.get(index) {
            Some(value) => value,
            None => panic!("result {index} of an op with {} results", self.len),
        }
    }

    /// The first result, if any.
    #[inline]
    pub fn first(self) -> Option<Value> {
        self.get(0)
    }

    /// The last result, if any.
    #[inline]
    pub fn last(self) -> Option<Value> {
        self.len().checked_sub(1).and_then(|index| self.get(index))
    }

    /// The results in order.
    #[inline]
    pub fn iter(self) -> ResultIter {
        ResultIter { next: self.start, end: self.start + self.len }
    }

    /// The results, collected.
    pub fn to_vec(self) -> Vec<Value> {
        self.iter().collect()
    }

    /// The result number of `value`, if it is one of these results.
    #[inline]
    pub fn position(self, value: Value) -> Option<usize> {
        let offset = (value.index() as u32).wrapping_sub(self.start);
        (offset < self.len).then_some(offset as usize)
    }

    /// Whether `value` is one of these results.
    #[inline]
    pub fn contains(self, value: Value) -> bool {
        self.position(value).is_some()
    }

    /// The results whose numbers are in `range`.
    ///
    /// # Panics
    /// When `range` reaches past the last result.
    pub fn slice(self, range: std::ops::Range<usize>) -> ResultRange {
        assert!(
            range.start <= range.end && range.end <= self.len(),
            "result range {range:?} out of bounds for {} results",
            self.len
        );
        ResultRange::new(self.start as usize + range.start, range.len())
    }
}

impl IntoIterator for ResultRange {
    type Item = Value;
    type IntoIter = ResultIter;

    #[inline]
    fn into_iter(self) -> ResultIter {
        self.iter()
    }
}

/// The values of a [`ResultRange`], in order.
#[derive(Clone, Debug)]
pub struct ResultIter {
    next: u32,
    end: u32,
}

impl Iterator for ResultIter {
    type Item = Value;

    #[inline]
    fn next(&mut self) -> Option<Value> {
        (self.next < self.end).then(|| {
            self.next += 1;
            Value::from_index(self.next as usize - 1)
        })
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let remaining = (self.end - self.next) as usize;
        (remaining, Some(remaining))
    }
}

impl DoubleEndedIterator for ResultIter {
    #[inline]
    fn next_back(&mut self) -> Option<Value> {
        (self.next < self.end).then(|| {
            self.end -= 1;
            Value::from_index(self.end as usize)
        })
    }
}

impl ExactSizeIterator for ResultIter {}

impl std::iter::FusedIterator for ResultIter {}
