//! [`PropertyBox`]: where an op's properties live, inline in the op record.
//!
//! Properties of at most [`INLINE_BYTES`] bytes (every arith op's, and
//! most SPIR-V ops': an attribute handle, or a few enums, each stored in
//! the narrowest integer its cases fit) are stored in the box itself, so
//! reading one is a compare and a load from the op record, with no
//! allocation to make or follow; larger ones (a `func.func`'s signature
//! and attribute lists, a conditional branch's segment sizes) go to the
//! heap. Eight bytes, not sixteen: every op record pays for the room,
//! and few properties need more. Next to the value sits a pointer to a per-type table with the
//! type's `TypeId` and the functions that view, and drop, the erased value.
//! `cargo bench -p dialects --bench properties` measures the read against
//! a plain field and a discardable attribute.
//!
//! This module holds the crate's only `unsafe` code for properties: the
//! type-erased storage and the casts back once the types are known equal.

use std::any::TypeId;
use std::fmt;
use std::marker::PhantomData;
use std::mem::{align_of, size_of, MaybeUninit};

use super::properties::OpProperties;

/// Properties up to this size (and with at most 8-byte alignment) are
/// stored inline.
pub const INLINE_BYTES: usize = 8;

/// The storage of one value: inline bytes, or a pointer to a heap
/// allocation holding it.
#[repr(C)]
union Slot {
    inline: MaybeUninit<[u64; INLINE_BYTES / 8]>,
    heap: *mut (),
}

/// What a [`PropertyBox`] knows of its value's type: its `TypeId` and the
/// functions that view and drop the erased value.
struct ErasedTable {
    type_id: TypeId,
    as_dyn: unsafe fn(*const Slot) -> *const dyn OpProperties,
    as_dyn_mut: unsafe fn(*mut Slot) -> *mut dyn OpProperties,
    drop: unsafe fn(*mut Slot),
}

/// The table a [`PropertyBox`] keeps next to a value of type `T`. The only
/// way to make one is [`PropertyTable::new`], so a `PropertyTable<T>` is
/// always `T`'s: a box whose table is at the address of `T`'s holds a `T`.
/// Keep one in a `static` (see [`OpProperties::property_table`]).
#[repr(C)]
pub struct PropertyTable<T> {
    erased: ErasedTable,
    _type: PhantomData<fn() -> T>,
}

impl<T: OpProperties> PropertyTable<T> {
    /// The table of `T`.
    pub const fn new() -> Self {
        PropertyTable {
            erased: ErasedTable {
                type_id: TypeId::of::<T>(),
                as_dyn: as_dyn::<T>,
                as_dyn_mut: as_dyn_mut::<T>,
                drop: drop_value::<T>,
            },
            _type: PhantomData,
        }
    }
}

impl<T: OpProperties> Default for PropertyTable<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T> fmt::Debug for PropertyTable<T> {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.debug_struct("PropertyTable").field("type_id", &self.erased.type_id).finish()
    }
}

/// Where `T` is kept and a table for it; implemented for every properties
/// type.
pub(crate) trait Stored: OpProperties + Sized {
    /// Whether a `T` fits in the slot.
    const INLINE: bool = size_of::<Self>() <= INLINE_BYTES && align_of::<Self>() <= 8;
    /// A table of `T`. Each crate that names it may get its own copy, so
    /// types whose properties are read often give a `static` one through
    /// [`OpProperties::property_table`].
    const TABLE: &'static PropertyTable<Self> = &PropertyTable::new();
}

impl<T: OpProperties> Stored for T {}

/// Where the `T` in `slot` is.
///
/// # Safety
/// `slot` must point to a slot filled by `PropertyBox::new::<T>`.
#[inline(always)]
unsafe fn value_ptr<T: Stored>(slot: *const Slot) -> *const T {
    if T::INLINE {
        slot as *const T
    } else {
        // SAFETY: for a `T` stored on the heap, `new` wrote the `heap`
        // field, and the caller guarantees the slot holds a `T`.
        unsafe { (*slot).heap as *const T }
    }
}

/// # Safety
/// As for [`value_ptr`].
unsafe fn as_dyn<T: Stored>(slot: *const Slot) -> *const dyn OpProperties {
    // SAFETY: forwarded from the caller.
    unsafe { value_ptr::<T>(slot) as *const dyn OpProperties }
}

/// # Safety
/// As for [`value_ptr`].
unsafe fn as_dyn_mut<T: Stored>(slot: *mut Slot) -> *mut dyn OpProperties {
    // SAFETY: forwarded from the caller.
    unsafe { value_ptr::<T>(slot) as *mut T as *mut dyn OpProperties }
}

/// Drops the `T` in `slot` (and frees its allocation if it has one).
///
/// # Safety
/// As for [`value_ptr`]; the value must not be used afterwards.
unsafe fn drop_value<T: Stored>(slot: *mut Slot) {
    if T::INLINE {
        // SAFETY: the slot holds an initialized `T` that nothing uses again.
        unsafe { std::ptr::drop_in_place(slot as *mut T) }
    } else {
        // SAFETY: `heap` came from `Box::into_raw` of a `Box<T>` in `new`
        // and is given back once.
        drop(unsafe { Box::from_raw((*slot).heap as *mut T) })
    }
}

/// The properties of one op: a value of the op's properties type, inline
/// when small, with its type's identity.
pub struct PropertyBox {
    table: &'static ErasedTable,
    slot: Slot,
}

// SAFETY: the box owns one value of a type implementing `OpProperties`,
// which requires `Send + Sync`; the raw pointer in `Slot` is that ownership
// and nothing else.
unsafe impl Send for PropertyBox {}
// SAFETY: as above; shared access only hands out `&T` or `&dyn
// OpProperties`.
unsafe impl Sync for PropertyBox {}

impl PropertyBox {
    /// Stores `value`: inline if it fits, on the heap otherwise.
    pub fn new<T: OpProperties>(value: T) -> Self {
        let table = &T::property_table().erased;
        let mut slot = Slot { inline: MaybeUninit::uninit() };
        if T::INLINE {
            // SAFETY: `T` fits the slot in size and alignment (`INLINE`),
            // and the slot is uninitialized storage we own.
            unsafe { std::ptr::write(&mut slot as *mut Slot as *mut T, value) }
        } else {
            slot.heap = Box::into_raw(Box::new(value)) as *mut ();
        }
        PropertyBox { table, slot }
    }

    /// Whether the value is a `T`. A box holds the table `new` took from
    /// its value's type, and a `PropertyTable<T>` is only ever `T`'s, so a
    /// box whose table is `T`'s own (one pointer compare) holds a `T`. A
    /// table copied per crate (the default `property_table`) falls back to
    /// comparing the `TypeId`.
    #[inline(always)]
    fn is<T: OpProperties>(&self) -> bool {
        std::ptr::eq(self.table, &T::property_table().erased)
            || self.table.type_id == TypeId::of::<T>()
    }

    /// The value in `slot`, if it holds a `T`: what a typed op's
    /// property read does, with the empty slot and `T`'s own table told
    /// apart by one compare.
    #[inline(always)]
    pub fn downcast_slot<T: OpProperties>(slot: &Option<PropertyBox>) -> Option<&T> {
        let table: *const ErasedTable = match slot {
            Some(boxed) => boxed.table,
            None => std::ptr::null(),
        };
        if !std::ptr::eq(table, &T::property_table().erased) {
            return Self::downcast_slot_by_type_id(slot);
        }
        // SAFETY: `table` is not null, so `slot` holds a box; its table is
        // `T`'s own, so the value is a `T` (see `is`); the borrow of `slot`
        // covers the reference.
        unsafe {
            let boxed = slot.as_ref().unwrap_unchecked();
            Some(&*value_ptr::<T>(&boxed.slot))
        }
    }

    /// The rest of `downcast_slot`: an empty slot, another type, or `T`
    /// under a copy of its table.
    #[cold]
    #[inline(never)]
    fn downcast_slot_by_type_id<T: OpProperties>(slot: &Option<PropertyBox>) -> Option<&T> {
        slot.as_ref()?.downcast_ref()
    }

    /// The value, if it is a `T`.
    #[inline]
    pub fn downcast_ref<T: OpProperties>(&self) -> Option<&T> {
        if !self.is::<T>() {
            return None;
        }
        // SAFETY: the value is a `T` (`is`), stored by `new::<T>`; the
        // shared borrow of `self` covers the returned reference.
        Some(unsafe { &*value_ptr::<T>(&self.slot) })
    }

    /// The value, mutably, if it is a `T`.
    #[inline]
    pub fn downcast_mut<T: OpProperties>(&mut self) -> Option<&mut T> {
        if !self.is::<T>() {
            return None;
        }
        // SAFETY: as in `downcast_ref`; the exclusive borrow of `self`
        // covers the returned reference.
        Some(unsafe { &mut *(value_ptr::<T>(&self.slot) as *mut T) })
    }

    /// Whether the value is stored inline (for tests and measurements).
    pub fn is_inline(&self) -> bool {
        let value: *const dyn OpProperties = &**self;
        std::ptr::addr_eq(value, &self.slot as *const Slot)
    }
}

impl std::ops::Deref for PropertyBox {
    type Target = dyn OpProperties;

    fn deref(&self) -> &Self::Target {
        // SAFETY: `table` is the table of the type `new` stored in the
        // slot; the shared borrow of `self` covers the reference.
        unsafe { &*(self.table.as_dyn)(&self.slot) }
    }
}

impl std::ops::DerefMut for PropertyBox {
    fn deref_mut(&mut self) -> &mut Self::Target {
        // SAFETY: as in `deref`, with the exclusive borrow of `self`.
        unsafe { &mut *(self.table.as_dyn_mut)(&mut self.slot) }
    }
}

impl Drop for PropertyBox {
    fn drop(&mut self) {
        // SAFETY: `table` matches the stored type, and the value is not
        // used after the box is dropped.
        unsafe { (self.table.drop)(&mut self.slot) }
    }
}

impl Clone for PropertyBox {
    fn clone(&self) -> Self {
        (**self).clone_boxed()
    }
}

impl fmt::Debug for PropertyBox {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt(formatter)
    }
}

#[cfg(test)]
mod tests {
    use std::any::Any;
    use std::hash::Hasher;
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;
    use crate::ods::{DictionaryProperties, PropertyField};

    #[test]
    fn downcasts_only_to_the_boxed_type() {
        let context = crate::Context::new();
        let dictionary = context.dictionary_attr(&[]);
        let mut boxed = PropertyBox::new(DictionaryProperties(dictionary));
        assert!(boxed.is_inline());
        assert_eq!(boxed.downcast_ref::<DictionaryProperties>().map(|p| p.0), Some(dictionary));
        assert!(boxed.downcast_mut::<DictionaryProperties>().is_some());
        assert!(boxed.downcast_ref::<Counted<1>>().is_none());
        let cloned = boxed.clone();
        assert_eq!(cloned.downcast_ref::<DictionaryProperties>().map(|p| p.0), Some(dictionary));
        assert_eq!(cloned.field_names().len(), 0);
    }

    /// The drops of each [`Counted`] value, by its `counter`: one counter
    /// per storage the test checks, so the checks can run in parallel.
    static DROPS: [AtomicUsize; 2] = [AtomicUsize::new(0), AtomicUsize::new(0)];

    /// Properties that count their drops in `DROPS[counter]`, with `WORDS`
    /// bytes of payload: 1 fits inline (with the counter's number),
    /// `INLINE_BYTES` does not.
    #[derive(Clone, Debug)]
    struct Counted<const WORDS: usize> {
        counter: u8,
        payload: [u8; WORDS],
    }

    impl<const WORDS: usize> Drop for Counted<WORDS> {
        fn drop(&mut self) {
            DROPS[self.counter as usize].fetch_add(1, Ordering::SeqCst);
        }
    }

    impl<const WORDS: usize> OpProperties for Counted<WORDS> {
        fn as_any(&self) -> &dyn Any {
            self
        }
        fn as_any_mut(&mut self) -> &mut dyn Any {
            self
        }
        fn clone_boxed(&self) -> PropertyBox {
            PropertyBox::new(self.clone())
        }
        fn equals(&self, other: &dyn OpProperties) -> bool {
            other.as_any().downcast_ref::<Self>().is_some_and(|other| other.payload == self.payload)
        }
        fn hash_into(&self, state: &mut dyn Hasher) {
            state.write(&self.payload);
        }
        fn field_names(&self) -> &'static [&'static str] {
            &[]
        }
        fn field(&self, _index: usize) -> &dyn PropertyField {
            unreachable!("no fields")
        }
        fn field_mut(&mut self, _index: usize) -> &mut dyn PropertyField {
            unreachable!("no fields")
        }
    }

    fn check_storage<const WORDS: usize>(inline: bool) {
        let counter = u8::from(!inline);
        let drops = &DROPS[counter as usize];
        let value = Counted::<WORDS> { counter, payload: [7; WORDS] };
        let mut boxed = PropertyBox::new(value);
        assert_eq!(boxed.is_inline(), inline);
        boxed.downcast_mut::<Counted<WORDS>>().unwrap().payload[0] = 9;
        let cloned = boxed.clone();
        assert_eq!(cloned.is_inline(), inline);
        assert!(cloned.equals(&*boxed));
        assert_eq!(cloned.downcast_ref::<Counted<WORDS>>().unwrap().payload[0], 9);
        // Moving the box moves an inline value with it.
        let moved = vec![boxed];
        assert_eq!(moved[0].downcast_ref::<Counted<WORDS>>().unwrap().payload[0], 9);
        assert!(moved[0].downcast_ref::<DictionaryProperties>().is_none());
        assert_eq!(drops.load(Ordering::SeqCst), 0);
        drop(moved);
        assert_eq!(drops.load(Ordering::SeqCst), 1);
        drop(cloned);
        assert_eq!(drops.load(Ordering::SeqCst), 2);
    }

    #[test]
    fn small_values_are_inline_and_large_ones_on_the_heap_each_dropped_once() {
        check_storage::<1>(true);
        check_storage::<{ INLINE_BYTES }>(false);
    }
}
