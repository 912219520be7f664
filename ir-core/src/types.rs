//! Builtin types: the [`Type`] handle and the [`TypeData`] it stands for.
//!
//! Types are interned in the [`Context`]; two handles are equal exactly when
//! the types are. Printing and parsing live in [`crate::text`].

use std::num::NonZeroU32;
use std::sync::{PoisonError, RwLock};

use crate::attributes::Attr;
use crate::float::FloatKind;
use crate::Context;

/// An interned type. Comparing two handles compares the types.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) NonZeroU32);

impl Type {
    #[inline]
    pub(crate) fn index(self) -> usize {
        (self.0.get() - 1) as usize
    }
}

/// Whether an integer type is signless (`i32`), signed (`si32`) or unsigned
/// (`ui32`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`: the operation decides how to interpret the bits.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// The marker MLIR uses for a dynamic dimension (`?`) in shapes.
pub const DYNAMIC: i64 = i64::MIN;

/// The largest integer width MLIR accepts.
pub const MAX_INTEGER_WIDTH: u32 = (1 << 24) - 1;

/// A function type's parts, hashing as its [`TypeData::Function`] does
/// (the variant, then each list), to look the type up without building
/// its boxes.
struct FunctionTypeKey<'k> {
    inputs: &'k [Type],
    results: &'k [Type],
}

impl std::hash::Hash for FunctionTypeKey<'_> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        // Empty boxes allocate nothing.
        let variant = TypeData::Function { inputs: Box::default(), results: Box::default() };
        std::mem::discriminant(&variant).hash(state);
        self.inputs.hash(state);
        self.results.hash(state);
    }
}

/// What a type is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    /// An integer of any width: `i1`, `si8`, `ui64`, `i1024`.
    Integer {
        /// Width in bits.
        width: u32,
        /// Signless, signed or unsigned.
        signedness: Signedness,
    },
    /// `index`.
    Index,
    /// One of the builtin float types.
    Float(FloatKind),
    /// `none`.
    None,
    /// `complex<T>`.
    Complex(Type),
    /// `tuple<A, B>`.
    Tuple(Box<[Type]>),
    /// `(A, B) -> (C)`.
    Function {
        /// Parameter types.
        inputs: Box<[Type]>,
        /// Result types.
        results: Box<[Type]>,
    },
    /// `vector<2x[4]xf32>`.
    Vector {
        /// Dimension sizes, all static.
        shape: Box<[i64]>,
        /// For each dimension, whether it is scalable (`[4]`).
        scalable: Box<[bool]>,
        /// Element type.
        element: Type,
    },
    /// `tensor<4x?xf32, #encoding>`.
    RankedTensor {
        /// Dimension sizes; [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// Element type.
        element: Type,
        /// Optional encoding attribute.
        encoding: Option<Attr>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor {
        /// Element type.
        element: Type,
    },
    /// `memref<4x?xf32, #layout, 1>`.
    MemRef {
        /// Dimension sizes; [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// Element type.
        element: Type,
        /// Layout attribute; `None` is the identity layout.
        layout: Option<Attr>,
        /// Memory space attribute; `None` is the default space.
        memory_space: Option<Attr>,
    },
    /// `memref<*xf32, 1>`.
    UnrankedMemRef {
        /// Element type.
        element: Type,
        /// Memory space attribute; `None` is the default space.
        memory_space: Option<Attr>,
    },
    /// A type a dialect defines (`#[type_def]`): its definition and
    /// parameters.
    Dialect {
        /// The definition.
        definition: crate::ods::dialect_symbols::DefinitionRef,
        /// The parameters, in declaration order.
        parameters: Box<[crate::ods::dialect_symbols::Parameter]>,
    },
    /// A type of a dialect this context does not know, kept verbatim:
    /// `!foo.bar<...>` has dialect `foo` and data `bar<...>`.
    Opaque {
        /// The dialect namespace.
        dialect: Box<str>,
        /// The text after the namespace, without the `.` or outer `<>`.
        data: Box<str>,
    },
}

/// Shorthands for common types.
impl Context {
    /// The signless integer type of `width` bits.
    pub fn integer_type(&self, width: u32) -> Type {
        use std::sync::atomic::Ordering;
        let Some(slot) = self.signless_integers.get(width as usize) else {
            return self.intern_type(TypeData::Integer { width, signedness: Signedness::Signless });
        };
        // Acquire: the type stored was interned before it was stored. A
        // thread that finds 0 interns the type itself and gets the same
        // handle.
        if let Some(raw) = std::num::NonZeroU32::new(slot.load(Ordering::Acquire)) {
            return Type(raw);
        }
        let ty = self.intern_type(TypeData::Integer { width, signedness: Signedness::Signless });
        slot.store(ty.0.get(), Ordering::Release);
        ty
    }

    /// `index`.
    pub fn index_type(&self) -> Type {
        self.intern_type(TypeData::Index)
    }

    /// The float type of the given kind.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.intern_type(TypeData::Float(kind))
    }

    /// `none`.
    pub fn none_type(&self) -> Type {
        self.intern_type(TypeData::None)
    }

    /// The function type `(inputs) -> (results)`.
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        // Looked up by its parts first: a function type met before (most
        // of a file's signatures) costs no boxes.
        let key = FunctionTypeKey { inputs, results };
        let found = self.lookup_type_by(&key, |data| {
            matches!(data, TypeData::Function { inputs: own_inputs, results: own_results }
                if **own_inputs == *inputs && **own_results == *results)
        });
        found.unwrap_or_else(|| {
            self.intern_type(TypeData::Function { inputs: inputs.into(), results: results.into() })
        })
    }

    /// The shape of a vector, ranked tensor or ranked memref type, or of a
    /// shaped dialect type (one whose definition has a
    /// [`shape`](crate::ods::dialect_symbols::SymbolDefinition::shape)
    /// hook, such as a cooperative matrix).
    pub fn shape_of(&self, ty: Type) -> Option<&[i64]> {
        match self.type_data(ty) {
            TypeData::Vector { shape, .. }
            | TypeData::RankedTensor { shape, .. }
            | TypeData::MemRef { shape, .. } => Some(shape),
            TypeData::Dialect { .. } => self.dialect_shape(ty).map(|(shape, _)| shape),
            _ => None,
        }
    }

    /// The element type of a shaped type (vector, tensor, memref, or a
    /// shaped dialect type).
    pub fn element_type_of(&self, ty: Type) -> Option<Type> {
        match self.type_data(ty) {
            TypeData::Vector { element, .. }
            | TypeData::RankedTensor { element, .. }
            | TypeData::UnrankedTensor { element }
            | TypeData::MemRef { element, .. }
            | TypeData::UnrankedMemRef { element, .. } => Some(*element),
            TypeData::Dialect { .. } => self.dialect_shape(ty).map(|(_, element)| element),
            _ => None,
        }
    }

    /// The shape and element type of a shaped dialect type, computed by
    /// its definition's hook the first time they are asked for.
    fn dialect_shape(&self, ty: Type) -> Option<(&[i64], Type)> {
        let TypeData::Dialect { definition, parameters } = self.type_data(ty) else { return None };
        let hook = definition.0.shape?;
        let shapes = &self.dialect_shapes;
        let entry = |index: Option<usize>| {
            index.map(|index| {
                let (shape, element) = &shapes.shapes[index];
                (&shape[..], *element)
            })
        };
        let known = shapes.index.read().unwrap_or_else(PoisonError::into_inner).get(&ty).copied();
        if let Some(index) = known {
            return entry(index);
        }
        // The hook runs without the lock held: it may intern types.
        let computed = hook(self, parameters);
        let mut index = shapes.index.write().unwrap_or_else(PoisonError::into_inner);
        let slot = *index.entry(ty).or_insert_with(|| {
            computed.map(|(shape, element)| shapes.shapes.push((shape.into_boxed_slice(), element)))
        });
        entry(slot)
    }

    /// The width of an integer type, or `None` for other types.
    pub fn integer_width(&self, ty: Type) -> Option<u32> {
        match self.type_data(ty) {
            TypeData::Integer { width, .. } => Some(*width),
            _ => None,
        }
    }
}

/// The shapes of shaped dialect types, each computed once: `index` maps a
/// type to its entry in `shapes` (`None` when the hook says the type has
/// no shape), and entries never move, so shapes can be lent out.
#[derive(Default)]
pub(crate) struct DialectShapes {
    index: RwLock<rustc_hash::FxHashMap<Type, Option<usize>>>,
    shapes: boxcar::Vec<(Box<[i64]>, Type)>,
}

#[cfg(test)]
mod tests {
    use std::hash::BuildHasher;

    use rustc_hash::FxBuildHasher;

    use super::*;

    /// The key hashes as the type it finds, so every function type met
    /// again is found without building its boxes (a different hash would
    /// only miss, and intern the type as before).
    #[test]
    fn a_function_type_key_hashes_as_its_type() {
        let context = Context::new();
        let (i32, index) = (context.integer_type(32), context.index_type());
        let lists: [&[Type]; 4] = [&[], &[i32], &[i32, index], &[index, index, i32]];
        for inputs in lists {
            for results in lists {
                let key = FunctionTypeKey { inputs, results };
                let data = TypeData::Function { inputs: inputs.into(), results: results.into() };
                assert_eq!(FxBuildHasher.hash_one(&key), FxBuildHasher.hash_one(&data));
                let ty = context.function_type(inputs, results);
                assert_eq!(context.function_type(inputs, results), ty);
                assert_eq!(context.type_data(ty), &data);
                assert_eq!(context.lookup_type_by(&key, |found| *found == data), Some(ty));
            }
        }
    }
}
