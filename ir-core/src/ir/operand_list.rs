//! [`OperandList`]: an op's operands in sixteen bytes of its record: up to
//! two in place, more in an exactly sized heap slice.
//!
//! A `SmallVec<[Operand; 2]>` takes twenty-four bytes, eight of them a
//! capacity that two operands in place do not need; every op record paid
//! for them. Here the list tells its state from its first four bytes,
//! which hold either the first operand's value (never zero: value ids are
//! non-zero) or a marker: zero for no operands, [`SPILLED`] for operands
//! on the heap. A value id equal to the marker would need 2^32 - 1 values
//! in one body; [`OperandList::from_fn`] refuses it.
//!
//! This module holds the IR records' only `unsafe` code: the union of the
//! two layouts and the heap slice it owns.

use std::fmt;
use std::ptr::NonNull;

use super::body::Operand;
use crate::entity::EntityId;

/// The first word of a list whose operands are on the heap.
const SPILLED: u32 = u32::MAX;

/// The first word of an empty list (no value id is zero).
const EMPTY: u32 = 0;

/// The list's sixteen bytes, read as words (always valid: every byte is
/// written when the list is made), as operands in place, or as the heap
/// slice's length and address. In place, an absent second operand is
/// zero words, so the number of operands is that of non-zero values.
#[repr(C)]
#[derive(Clone, Copy)]
union Slots {
    words: [u32; 4],
    inline: [Operand; 2],
    spilled: Spilled,
}

/// The heap slice of a spilled list, after the [`SPILLED`] marker.
#[repr(C)]
#[derive(Clone, Copy)]
struct Spilled {
    marker: u32,
    len: u32,
    pointer: NonNull<Operand>,
}

/// The operands of an op (see the module documentation).
pub(crate) struct OperandList {
    slots: Slots,
}

// SAFETY: the list owns its heap slice alone (no other list or pointer
// refers to it), as a `Box<[Operand]>` would; `Operand` is `Send + Sync`.
unsafe impl Send for OperandList {}
// SAFETY: as above; shared access only hands out `&[Operand]`.
unsafe impl Sync for OperandList {}

impl OperandList {
    /// A list of `operands`.
    #[cfg(test)]
    pub(crate) fn from_slice(operands: &[Operand]) -> Self {
        OperandList::from_fn(operands.len(), |index| operands[index])
    }

    /// A list of `count` operands, number `index` being `operand(index)`
    /// (called in order, once each).
    ///
    /// # Panics
    /// When an operand's value id is the [`SPILLED`] marker (a body of
    /// 2^32 - 1 values).
    #[inline]
    pub(crate) fn from_fn(count: usize, mut operand: impl FnMut(usize) -> Operand) -> Self {
        let mut checked = |index: usize| {
            let made = operand(index);
            assert!(made.value.index() + 1 != SPILLED as usize, "value arena overflow");
            made
        };
        let slots = match count {
            0 => Slots { words: [EMPTY, 0, 0, 0] },
            1 => {
                let mut slots = Slots { words: [0; 4] };
                let first = checked(0);
                // SAFETY: the slots are sixteen initialized bytes, room for
                // two operands (`Operand` is `repr(C)` and `Copy`); the
                // second stays zero, which marks it absent.
                unsafe { std::ptr::addr_of_mut!(slots.inline).cast::<Operand>().write(first) };
                slots
            }
            2 => {
                let first = checked(0);
                Slots { inline: [first, checked(1)] }
            }
            _ => {
                let len = u32::try_from(count).expect("more than 2^32 operands");
                let boxed: Box<[Operand]> = (0..count).map(checked).collect();
                let pointer = NonNull::new(Box::into_raw(boxed) as *mut Operand)
                    .expect("a box is never null");
                Slots { spilled: Spilled { marker: SPILLED, len, pointer } }
            }
        };
        OperandList { slots }
    }

    /// The first word: [`EMPTY`], [`SPILLED`] or the first value's id.
    #[inline]
    fn first_word(&self) -> u32 {
        // SAFETY: every byte of the slots is initialized (see `Slots`),
        // and any bits are a valid `u32`.
        unsafe { self.slots.words[0] }
    }

    /// The number of operands in place, from the first and third words
    /// (the values of the two slots, zero when absent), for a list that
    /// is not spilled.
    #[inline]
    fn inline_len(&self) -> usize {
        // SAFETY: as in `first_word`.
        let words = unsafe { self.slots.words };
        usize::from(words[0] != EMPTY) + usize::from(words[2] != EMPTY)
    }

    /// How many operands there are.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        if self.first_word() == SPILLED {
            // SAFETY: the marker says the slots hold a `Spilled`.
            return unsafe { self.slots.spilled.len as usize };
        }
        self.inline_len()
    }

    /// The operands.
    #[inline]
    pub(crate) fn as_slice(&self) -> &[Operand] {
        let (start, len) = if self.first_word() == SPILLED {
            // SAFETY: the marker says the slots hold a `Spilled`.
            let spilled = unsafe { self.slots.spilled };
            (spilled.pointer.as_ptr() as *const Operand, spilled.len as usize)
        } else {
            (std::ptr::addr_of!(self.slots.inline) as *const Operand, self.inline_len())
        };
        // SAFETY: the first `len` operands at `start` are initialized
        // `Operand`s (in place, or the heap slice of that length), and the
        // borrow of `self` keeps them alive and unchanged.
        unsafe { std::slice::from_raw_parts(start, len) }
    }

    /// The operands, mutably (their number stays).
    #[inline]
    pub(crate) fn as_mut_slice(&mut self) -> &mut [Operand] {
        let (start, len) = if self.first_word() == SPILLED {
            // SAFETY: the marker says the slots hold a `Spilled`.
            let spilled = unsafe { self.slots.spilled };
            (spilled.pointer.as_ptr(), spilled.len as usize)
        } else {
            (std::ptr::addr_of_mut!(self.slots.inline) as *mut Operand, self.inline_len())
        };
        // SAFETY: as in `as_slice`, with the exclusive borrow of `self`.
        // Writing an `Operand` keeps its value non-zero, so the words still
        // tell the state.
        unsafe { std::slice::from_raw_parts_mut(start, len) }
    }

    /// Frees the heap slice, if any, leaving the slots to be overwritten.
    fn free(&mut self) {
        if self.first_word() == SPILLED {
            // SAFETY: the marker says the slots hold a `Spilled`, whose
            // pointer and length are those of the `Box<[Operand]>` made in
            // `from_slice`, given back once: the caller overwrites the
            // slots or drops the list.
            unsafe {
                let Spilled { len, pointer, .. } = self.slots.spilled;
                let slice = std::ptr::slice_from_raw_parts_mut(pointer.as_ptr(), len as usize);
                drop(Box::from_raw(slice));
            }
        }
    }

    /// Removes every operand.
    pub(crate) fn clear(&mut self) {
        self.free();
        self.slots = Slots { words: [EMPTY, 0, 0, 0] };
    }
}

impl Drop for OperandList {
    fn drop(&mut self) {
        self.free();
    }
}

impl Clone for OperandList {
    fn clone(&self) -> Self {
        let operands = self.as_slice();
        OperandList::from_fn(operands.len(), |index| operands[index])
    }
}

impl fmt::Debug for OperandList {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.debug_list().entries(self.as_slice()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Value;

    fn operands(count: usize) -> Vec<Operand> {
        (0..count).map(|index| Operand::new(Value::from_index(index * 7), index as u32)).collect()
    }

    #[test]
    fn lists_of_every_length_read_back_change_clone_and_clear() {
        assert_eq!(std::mem::size_of::<OperandList>(), 16);
        for count in 0..6 {
            let expected = operands(count);
            let mut list = OperandList::from_slice(&expected);
            assert_eq!(list.len(), count);
            assert_eq!(list.as_slice(), &expected[..]);
            if let Some(last) = list.as_mut_slice().last_mut() {
                *last = Operand::new(Value::from_index(1000), 9);
            }
            let cloned = list.clone();
            assert_eq!(cloned.as_slice(), list.as_slice());
            assert_eq!(format!("{cloned:?}"), format!("{:?}", list.as_slice()));
            list.clear();
            assert_eq!(list.len(), 0);
            assert!(list.as_slice().is_empty());
            drop(cloned);
        }
    }
}
