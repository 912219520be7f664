//! [`PropertyBox`]: the box an op's properties live in. Next to the value
//! it records the value's `TypeId`, so a typed op reads its own properties
//! with one compare and a field load instead of two virtual calls — what
//! brings a property read within reach of a plain struct field read (see
//! `cargo bench -p dialects --bench properties`).
//!
//! This module holds the crate's only `unsafe` code for properties: the
//! cast from the erased box to the concrete type once the `TypeId`s match.

use std::any::TypeId;
use std::fmt;

use super::properties::OpProperties;

/// A value with the `TypeId` of its type. `repr(C)` fixes `type_id` at the
/// start whatever the value's type, so it reads the same through the
/// erased type.
#[repr(C)]
struct Stored<T: ?Sized> {
    type_id: TypeId,
    value: T,
}

/// The properties of one op, boxed with their type's identity.
pub struct PropertyBox(Box<Stored<dyn OpProperties>>);

impl PropertyBox {
    /// Boxes `value`.
    pub fn new<T: OpProperties>(value: T) -> Self {
        PropertyBox(Box::new(Stored { type_id: TypeId::of::<T>(), value }))
    }

    /// The value, if it is a `T`.
    #[inline]
    pub fn downcast_ref<T: OpProperties>(&self) -> Option<&T> {
        if self.0.type_id != TypeId::of::<T>() {
            return None;
        }
        let erased: *const Stored<dyn OpProperties> = &*self.0;
        // SAFETY: the box was made by `new::<U>` with `type_id` set to
        // `TypeId::of::<U>()`, and `type_id` is never changed; equal ids
        // mean `U` is `T`. So the allocation holds a `Stored<T>`; dropping
        // the pointer's metadata gives a valid `*const Stored<T>`, and the
        // shared borrow of `self` covers the returned reference.
        Some(unsafe { &(*(erased as *const Stored<T>)).value })
    }

    /// The value, mutably, if it is a `T`.
    #[inline]
    pub fn downcast_mut<T: OpProperties>(&mut self) -> Option<&mut T> {
        if self.0.type_id != TypeId::of::<T>() {
            return None;
        }
        let erased: *mut Stored<dyn OpProperties> = &mut *self.0;
        // SAFETY: as in `downcast_ref`, the allocation holds a `Stored<T>`;
        // the exclusive borrow of `self` covers the returned reference.
        Some(unsafe { &mut (*(erased as *mut Stored<T>)).value })
    }
}

impl std::ops::Deref for PropertyBox {
    type Target = dyn OpProperties;

    fn deref(&self) -> &Self::Target {
        &self.0.value
    }
}

impl std::ops::DerefMut for PropertyBox {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.0.value
    }
}

impl Clone for PropertyBox {
    fn clone(&self) -> Self {
        self.0.value.clone_boxed()
    }
}

impl fmt::Debug for PropertyBox {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.value.fmt(formatter)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ods::DictionaryProperties;

    #[test]
    fn downcasts_only_to_the_boxed_type() {
        let context = crate::Context::new();
        let dictionary = context.dictionary_attr(&[]);
        let mut boxed = PropertyBox::new(DictionaryProperties(dictionary));
        assert_eq!(boxed.downcast_ref::<DictionaryProperties>().map(|p| p.0), Some(dictionary));
        assert!(boxed.downcast_mut::<DictionaryProperties>().is_some());
        let cloned = boxed.clone();
        assert_eq!(cloned.downcast_ref::<DictionaryProperties>().map(|p| p.0), Some(dictionary));
        assert_eq!(cloned.field_names().len(), 0);
    }
}
