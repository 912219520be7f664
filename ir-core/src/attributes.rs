//! Builtin attributes: the [`Attr`] handle and the [`AttrData`] it stands
//! for, locations included (a location is an attribute, as in MLIR).
//!
//! Attributes are interned in the [`Context`]. Printing and parsing live in
//! [`crate::text`].

use std::num::NonZeroU32;

use crate::affine::{AffineMap, IntegerSet};
use crate::types::Type;
use crate::Context;

/// An interned attribute. Comparing two handles compares the attributes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attr(pub(crate) NonZeroU32);

impl Attr {
    #[inline]
    pub(crate) fn index(self) -> usize {
        (self.0.get() - 1) as usize
    }
}

/// Up to 128 bits of an integer or float value, kept as two 64-bit halves
/// so that an attribute needs 8-byte alignment, not the 16 of a `u128`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Bits {
    low: u64,
    high: u64,
}

impl Bits {
    /// The bits of `value`.
    pub const fn new(value: u128) -> Self {
        Bits { low: value as u64, high: (value >> 64) as u64 }
    }

    /// The bits as a `u128`.
    pub const fn get(self) -> u128 {
        (self.high as u128) << 64 | self.low as u128
    }
}

impl From<u128> for Bits {
    fn from(value: u128) -> Self {
        Bits::new(value)
    }
}

/// The storage of dense elements: a splat or one entry per element.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseValues {
    /// Integer or float elements as raw bits, one per element (two per
    /// element for complex types: real then imaginary). A splat has a single
    /// element (two for complex).
    Bits(Box<[u128]>),
    /// String elements.
    Strings(Box<[Box<[u8]>]>),
    /// Integer elements wider than 128 bits: one entry per element (two per
    /// element for complex types), each as little-endian 64-bit words (see
    /// [`AttrData::WideInteger`]). A splat has a single element.
    Wide(Box<[Box<[u64]>]>),
}

/// What an attribute is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrData {
    /// `unit`.
    Unit,
    /// An integer of a given integer or index type, as its bits truncated to
    /// the type's width (up to 128 bits). `true`/`false` are `i1` integers.
    Integer {
        /// The integer or index type.
        ty: Type,
        /// The value's bits, zero-extended.
        bits: Bits,
    },
    /// An integer of an integer type wider than 128 bits, as its bits
    /// truncated to the type's width: little-endian 64-bit words, as many
    /// as the width needs. Integers of 128 bits or fewer are always
    /// [`AttrData::Integer`].
    WideInteger {
        /// The integer type.
        ty: Type,
        /// The value's bits, zero-extended, least significant word first.
        words: Box<[u64]>,
    },
    /// A float of a given float type, as its bits.
    Float {
        /// The float type.
        ty: Type,
        /// The value's bits.
        bits: Bits,
    },
    /// A string with an optional type (`"abc" : i32`); raw bytes, any value.
    String {
        /// The bytes.
        value: Box<[u8]>,
        /// The type, `None` when the attribute has no type.
        ty: Option<Type>,
    },
    /// A type used as an attribute.
    Type(Type),
    /// `[a, b]`.
    Array(Box<[Attr]>),
    /// `array<i64: 1, 2>`: integers or floats of one element type, as bits.
    DenseArray {
        /// The element type (`i1` ... `i64`, `f32`, `f64`).
        element: Type,
        /// The elements' bits.
        values: Box<[u128]>,
    },
    /// `array<i256: 1, 2>`: a dense array of integers wider than 128 bits,
    /// each as little-endian 64-bit words (see [`AttrData::WideInteger`]).
    WideDenseArray {
        /// The element type.
        element: Type,
        /// The elements' bits.
        values: Box<[Box<[u64]>]>,
    },
    /// `{a = 1, b}`: named attributes sorted by name. Names are string
    /// attributes.
    Dictionary(Box<[(Attr, Attr)]>),
    /// `@root::@nested`.
    SymbolRef {
        /// The root symbol name (a string attribute).
        root: Attr,
        /// Nested references (string attributes).
        nested: Box<[Attr]>,
    },
    /// `dense<...> : tensor<...>`.
    DenseElements {
        /// The shaped type.
        ty: Type,
        /// Whether all elements are equal and stored once.
        splat: bool,
        /// The elements.
        values: DenseValues,
    },
    /// `dense_resource<name> : tensor<...>`.
    DenseResource {
        /// The shaped type.
        ty: Type,
        /// The resource key in the `dialect_resources` section.
        key: Box<str>,
    },
    /// `sparse<indices, values> : tensor<...>`.
    Sparse {
        /// The shaped type.
        ty: Type,
        /// A dense elements attribute of `i64` indices.
        indices: Attr,
        /// A dense elements attribute of the values.
        values: Attr,
    },
    /// `affine_map<...>`.
    AffineMap(AffineMap),
    /// `affine_set<...>` (boxed: it is rare and would make every attribute
    /// larger).
    IntegerSet(Box<IntegerSet>),
    /// `strided<[s0, s1], offset: o>`; [`crate::types::DYNAMIC`] is `?`.
    Strided {
        /// The offset.
        offset: i64,
        /// The strides.
        strides: Box<[i64]>,
    },
    /// `distinct[N]<attr>`: a unique attribute; `id` distinguishes it.
    Distinct {
        /// A number unique within the context.
        id: u64,
        /// The attribute it wraps.
        referenced: Attr,
    },
    /// An attribute a dialect defines (`#[attr_def]`): its definition and
    /// parameters.
    Dialect {
        /// The definition.
        definition: crate::ods::dialect_symbols::DefinitionRef,
        /// The parameters, in declaration order.
        parameters: Box<[crate::ods::dialect_symbols::Parameter]>,
    },
    /// An attribute of a dialect this context does not know, kept verbatim:
    /// `#foo.bar<...>` has dialect `foo` and data `bar<...>`.
    Opaque {
        /// The dialect namespace.
        dialect: Box<str>,
        /// The text after the namespace, without the `.` or outer `<>`.
        data: Box<str>,
        /// The type after `:`, if one was written.
        ty: Option<Type>,
    },
    /// A source location.
    Location(Location),
}

/// A source location, one of MLIR's builtin location attributes.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Location {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)` or a range `loc("file":1:2 to 3:4)`.
    FileLineCol {
        /// The file name (a string attribute).
        file: Attr,
        /// Start line.
        line: u32,
        /// Start column.
        column: u32,
        /// End line and column for ranges.
        end: Option<(u32, u32)>,
    },
    /// `loc("name"(child))`.
    Name {
        /// The name (a string attribute).
        name: Attr,
        /// The child location (`loc(unknown)` when none was written).
        child: Attr,
    },
    /// `loc(callsite(callee at caller))`.
    CallSite {
        /// The callee location.
        callee: Attr,
        /// The caller location.
        caller: Attr,
    },
    /// `loc(fused<metadata>[a, b])`.
    Fused {
        /// The fused locations.
        locations: Box<[Attr]>,
        /// Optional metadata attribute.
        metadata: Option<Attr>,
    },
}

/// Shorthands for common attributes.
impl Context {
    /// A string attribute without a type.
    pub fn string_attr(&self, value: &str) -> Attr {
        self.intern_attr(AttrData::String { value: value.as_bytes().into(), ty: None })
    }

    /// A string attribute holding `value`, which need not be UTF-8 (MLIR
    /// strings may hold any bytes).
    pub fn bytes_string_attr(&self, value: &[u8]) -> Attr {
        self.intern_attr(AttrData::String { value: value.into(), ty: None })
    }

    /// An integer attribute of type `ty` holding `value`, truncated to the
    /// type's width.
    pub fn integer_attr(&self, ty: Type, value: i128) -> Attr {
        let width = self.integer_width(ty).unwrap_or(64);
        self.intern_attr(AttrData::Integer { ty, bits: truncate_bits(value as u128, width).into() })
    }

    /// `unit`.
    pub fn unit_attr(&self) -> Attr {
        self.intern_attr(AttrData::Unit)
    }

    /// The type attribute of `ty`.
    pub fn type_attr(&self, ty: Type) -> Attr {
        self.intern_attr(AttrData::Type(ty))
    }

    /// `loc(unknown)`.
    #[inline]
    pub fn unknown_location(&self) -> Attr {
        self.cached_unknown_location()
    }

    /// The fused location of `locations` with optional `metadata`, built
    /// the way MLIR's `FusedLoc::get` canonicalizes it: nested fused
    /// locations with the same metadata are flattened, unknown ones and
    /// duplicates dropped, and without metadata zero or one remaining
    /// location stands alone.
    pub fn fused_location(&self, locations: &[Attr], metadata: Option<Attr>) -> Attr {
        let mut flat: Vec<Attr> = Vec::with_capacity(locations.len());
        let mut add = |location: Attr| {
            if !flat.contains(&location) {
                flat.push(location);
            }
        };
        for &location in locations {
            match self.attr_data(location) {
                AttrData::Location(Location::Fused {
                    locations: inner,
                    metadata: inner_metadata,
                }) if *inner_metadata == metadata => {
                    inner.iter().for_each(|&nested| add(nested));
                }
                AttrData::Location(Location::Unknown) => {}
                _ => add(location),
            }
        }
        match (flat.len(), metadata) {
            (0, None) => return self.unknown_location(),
            (0, Some(_)) => flat.push(self.unknown_location()),
            (1, None) => return flat[0],
            _ => {}
        }
        self.intern_attr(AttrData::Location(Location::Fused { locations: flat.into(), metadata }))
    }

    /// Whether `location` is `loc(unknown)`.
    #[inline]
    pub fn is_unknown_location(&self, location: Attr) -> bool {
        location == self.cached_unknown_location()
    }

    /// A `file:line:column` location.
    pub fn file_location(&self, file: &str, line: u32, column: u32) -> Attr {
        let file = self.string_attr(file);
        self.intern_attr(AttrData::Location(Location::FileLineCol {
            file,
            line,
            column,
            end: None,
        }))
    }

    /// A dictionary of `entries`, sorted by name; a later duplicate name
    /// replaces an earlier one.
    pub fn dictionary_attr(&self, entries: &[(Attr, Attr)]) -> Attr {
        if entries.is_empty() {
            return self.cached_empty_dictionary();
        }
        let mut sorted: Vec<(Attr, Attr)> = entries.to_vec();
        sorted.sort_by(|a, b| self.string_bytes(a.0).cmp(self.string_bytes(b.0)));
        sorted.dedup_by(|later, earlier| {
            let same = later.0 == earlier.0;
            if same {
                earlier.1 = later.1;
            }
            same
        });
        self.intern_attr(AttrData::Dictionary(sorted.into()))
    }

    /// The bytes of a string attribute; empty for other attributes.
    pub fn string_bytes(&self, attr: Attr) -> &[u8] {
        match self.attr_data(attr) {
            AttrData::String { value, .. } => value,
            _ => &[],
        }
    }

    /// The entries of a dictionary attribute; empty for other attributes.
    pub fn dictionary_entries(&self, attr: Attr) -> &[(Attr, Attr)] {
        match self.attr_data(attr) {
            AttrData::Dictionary(entries) => entries,
            _ => &[],
        }
    }

    /// Looks a name up in a dictionary attribute.
    pub fn dictionary_get(&self, dictionary: Attr, name: &str) -> Option<Attr> {
        self.dictionary_entries(dictionary)
            .iter()
            .find(|(key, _)| self.string_bytes(*key) == name.as_bytes())
            .map(|(_, value)| *value)
    }

    /// A new distinct attribute wrapping `referenced`: never equal to any
    /// other attribute.
    pub fn new_distinct_attr(&self, referenced: Attr) -> Attr {
        let id = self.next_distinct_id();
        self.intern_attr(AttrData::Distinct { id, referenced })
    }

    /// Whether `attr` is a location.
    pub fn is_location(&self, attr: Attr) -> bool {
        matches!(self.attr_data(attr), AttrData::Location(_))
    }
}

/// Keeps the low `width` bits of `bits`.
pub fn truncate_bits(bits: u128, width: u32) -> u128 {
    if width >= 128 {
        bits
    } else {
        bits & ((1u128 << width) - 1)
    }
}

/// The number of elements of a shape; saturates instead of overflowing (a
/// splat may have a huge type).
pub fn element_count(shape: &[i64]) -> i64 {
    shape.iter().fold(1i64, |count, &size| count.saturating_mul(size))
}

/// The number of 64-bit words that hold `width` bits.
pub fn words_for_width(width: u32) -> usize {
    width.div_ceil(64) as usize
}

/// The value of wide integer `words` of width `width` as a big integer:
/// two's complement (negative when the sign bit is set) when `signed`,
/// else unsigned.
pub fn wide_integer_value(words: &[u64], width: u32, signed: bool) -> num_bigint::BigInt {
    let magnitude = words_to_biguint(words);
    let value = num_bigint::BigInt::from(magnitude);
    if signed && width > 0 && words_bit(words, width - 1) {
        value - (num_bigint::BigInt::from(1u8) << width)
    } else {
        value
    }
}

/// Little-endian words to a big unsigned integer.
pub fn words_to_biguint(words: &[u64]) -> num_bigint::BigUint {
    let digits: Vec<u32> =
        words.iter().flat_map(|&word| [word as u32, (word >> 32) as u32]).collect();
    num_bigint::BigUint::new(digits)
}

/// A big unsigned integer as `count` little-endian words (truncated or
/// zero-extended).
pub fn biguint_to_words(value: &num_bigint::BigUint, count: usize) -> Box<[u64]> {
    let mut words = value.to_u64_digits();
    words.resize(count, 0);
    words.into_boxed_slice()
}

/// Bit `index` of little-endian `words`.
fn words_bit(words: &[u64], index: u32) -> bool {
    words.get((index / 64) as usize).is_some_and(|word| (word >> (index % 64)) & 1 == 1)
}

/// Sign-extends the low `width` bits of `bits` to an `i128`.
pub fn sign_extend_bits(bits: u128, width: u32) -> i128 {
    if width == 0 {
        return 0;
    }
    if width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}
