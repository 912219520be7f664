//! The canonicalization patterns of the `arith` dialect, as MLIR 22 has
//! them: the 43 declarative patterns of `ArithCanonicalization.td` and the
//! two C++ ones (`CmpFIntToFPConst`, `SelectToExtUI`).
//!
//! The declarative ones are declared with `rewrite_rules!` (`rules.rs`),
//! which gives them MLIR's benefit (the number of ops in the source
//! pattern), MLIR's order of building, and MLIR's locations (the fused
//! locations of the first matched ops); the two C++ ones are written by
//! hand and use the root's location. Both keep MLIR's behaviour wherever
//! the output shows it.
//!
//! What this module does not do: fold. Folders live in `folds.rs` and run
//! before any pattern is tried on an op.

mod compare;
mod rules;
mod select;

pub use compare::*;
pub use rules::*;
pub use select::*;

use ir_core::attributes::{Attr, AttrData, DenseValues};
use ir_core::ir::Value;
use ir_core::rewrite::PatternRewriter;
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use super::ConstantOp;

/// Creates `arith.constant value` at the insertion point; its result.
fn create_constant(rewriter: &mut PatternRewriter<'_>, location: Attr, value: Attr) -> Value {
    let constant = ConstantOp::build(&mut rewriter.builder(), location, value);
    constant.result(rewriter.body())
}

/// An integer of a fixed width, as MLIR's `APInt`: little-endian 64-bit
/// words (at least one), the bits above the width zero.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Int {
    width: u32,
    words: Vec<u64>,
}

impl Int {
    /// The low `width` bits of `words`.
    fn from_words(width: u32, words: &[u64]) -> Int {
        let count = (width.div_ceil(64) as usize).max(1);
        let mut words = words.to_vec();
        words.resize(count, 0);
        Int { width, words }.truncated()
    }

    /// The low `width` bits of `bits`.
    fn from_bits(width: u32, bits: u128) -> Int {
        Int::from_words(width, &[bits as u64, (bits >> 64) as u64])
    }

    /// Zero of `width` bits.
    fn zero(width: u32) -> Int {
        Int::from_words(width, &[])
    }

    /// Clears the bits above the width.
    fn truncated(mut self) -> Int {
        let count = self.words.len();
        for (index, word) in self.words.iter_mut().enumerate() {
            let low = index as u32 * 64;
            if low >= self.width {
                *word = 0;
            } else if self.width - low < 64 {
                *word &= (1u64 << (self.width - low)) - 1;
            }
        }
        debug_assert_eq!(count, self.words.len());
        self
    }

    /// The bits, when they fit in 128.
    fn to_u128(&self) -> Option<u128> {
        if self.words[2.min(self.words.len())..].iter().any(|&word| word != 0) {
            return None;
        }
        let high = self.words.get(1).copied().unwrap_or(0);
        Some(u128::from(self.words[0]) | u128::from(high) << 64)
    }

    /// `self + other`, wrapping at the width.
    fn wrapping_add(&self, other: &Int) -> Int {
        let mut carry = false;
        let words = self
            .words
            .iter()
            .zip(&other.words)
            .map(|(&a, &b)| {
                let (sum, first) = a.overflowing_add(b);
                let (sum, second) = sum.overflowing_add(u64::from(carry));
                carry = first || second;
                sum
            })
            .collect::<Vec<u64>>();
        Int::from_words(self.width, &words)
    }

    /// `self - other`, wrapping at the width.
    fn wrapping_sub(&self, other: &Int) -> Int {
        let mut borrow = false;
        let words = self
            .words
            .iter()
            .zip(&other.words)
            .map(|(&a, &b)| {
                let (difference, first) = a.overflowing_sub(b);
                let (difference, second) = difference.overflowing_sub(u64::from(borrow));
                borrow = first || second;
                difference
            })
            .collect::<Vec<u64>>();
        Int::from_words(self.width, &words)
    }

    /// `self * other`, wrapping at the width.
    fn wrapping_mul(&self, other: &Int) -> Int {
        let count = self.words.len();
        let mut product = vec![0u64; count];
        for (i, &a) in self.words.iter().enumerate() {
            let mut carry = 0u128;
            for (j, &b) in other.words.iter().enumerate().take(count - i) {
                let cell = u128::from(product[i + j]) + u128::from(a) * u128::from(b) + carry;
                product[i + j] = cell as u64;
                carry = cell >> 64;
            }
        }
        Int::from_words(self.width, &product)
    }

    /// Whether every bit is set.
    fn is_all_ones(&self) -> bool {
        *self == Int::from_words(self.width, &vec![u64::MAX; self.words.len()])
    }

    /// Whether the value (unsigned) is `value`.
    fn equals(&self, value: u64) -> bool {
        *self == Int::from_words(self.width, &[value])
    }

    /// Whether the value is above zero, read as signed.
    fn is_strictly_positive(&self) -> bool {
        let sign = self.width > 0 && {
            let top = self.width - 1;
            (self.words[(top / 64) as usize] >> (top % 64)) & 1 == 1
        };
        !sign && self.words.iter().any(|&word| word != 0)
    }

    /// The integer attribute of type `ty` (an integer or index type) holding
    /// the value.
    fn to_attr(&self, context: &Context, ty: Type) -> Attr {
        match self.to_u128() {
            Some(bits) if self.width <= 128 => {
                context.intern_attr(AttrData::Integer { ty, bits: bits.into() })
            }
            _ => {
                context.intern_attr(AttrData::WideInteger { ty, words: self.words.clone().into() })
            }
        }
    }
}

/// The width of integer or index type `ty` (64 for `index`, as MLIR's
/// integer attributes store it).
fn int_width(context: &Context, ty: Type) -> Option<u32> {
    match context.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

/// The value of an integer attribute (MLIR's `IntegerAttr`, a scalar: not
/// a splat), with its type.
fn integer_attr_value(context: &Context, attr: Attr) -> Option<(Type, Int)> {
    match context.attr_data(attr) {
        AttrData::Integer { ty, bits } => {
            Some((*ty, Int::from_bits(int_width(context, *ty)?, bits.get())))
        }
        AttrData::WideInteger { ty, words } => {
            Some((*ty, Int::from_words(int_width(context, *ty)?, words)))
        }
        _ => None,
    }
}

/// The value of an integer attribute or of a splat of integers (MLIR's
/// `getIntOrSplatIntValue`).
fn int_or_splat_value(context: &Context, attr: Attr) -> Option<Int> {
    if let Some((_, value)) = integer_attr_value(context, attr) {
        return Some(value);
    }
    let AttrData::DenseElements { ty, splat: true, values } = context.attr_data(attr) else {
        return None;
    };
    let width = int_width(context, context.element_type_of(*ty)?)?;
    match values {
        DenseValues::Bits(bits) => Some(Int::from_bits(width, *bits.first()?)),
        DenseValues::Wide(words) => Some(Int::from_words(width, words.first()?)),
        DenseValues::Strings(_) => None,
    }
}

/// MLIR's `getScalarOrElementWidth`: the width of an integer or float type
/// or element type; `None` for anything else (`index` included).
fn scalar_or_element_width(context: &Context, ty: Type) -> Option<u32> {
    let element = context.element_type_of(ty).unwrap_or(ty);
    match context.type_data(element) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(kind) => Some(kind.bit_width()),
        _ => None,
    }
}

/// The zero of integer-like type `ty` (MLIR's `Builder::getZeroAttr`): an
/// integer attribute, or a splat for a statically shaped vector or tensor.
fn zero_attr(context: &Context, ty: Type) -> Option<Attr> {
    if let Some(width) = int_width(context, ty) {
        return Some(Int::zero(width).to_attr(context, ty));
    }
    let static_shape = match context.type_data(ty) {
        TypeData::Vector { .. } => true,
        TypeData::RankedTensor { shape, .. } => shape.iter().all(|&size| size >= 0),
        _ => false,
    };
    let width = int_width(context, context.element_type_of(ty)?)?;
    if !static_shape {
        return None;
    }
    let values = if width <= 128 {
        DenseValues::Bits(Box::new([0]))
    } else {
        DenseValues::Wide(Box::new([Int::zero(width).words.into()]))
    };
    Some(context.intern_attr(AttrData::DenseElements { ty, splat: true, values }))
}

#[cfg(test)]
mod tests {
    use super::Int;

    #[test]
    fn arithmetic_wraps_at_the_width() {
        let a = Int::from_bits(8, 200);
        let b = Int::from_bits(8, 100);
        assert_eq!(a.wrapping_add(&b), Int::from_bits(8, 44));
        assert_eq!(b.wrapping_sub(&a), Int::from_bits(8, 156));
        assert_eq!(a.wrapping_mul(&b), Int::from_bits(8, (200 * 100) % 256));
        assert!(Int::from_bits(8, 255).is_all_ones());
        assert!(!Int::from_bits(8, 255).is_strictly_positive());
        assert!(Int::from_bits(8, 1).is_strictly_positive());
    }

    #[test]
    fn wide_arithmetic_carries_across_words() {
        let max = Int::from_words(200, &[u64::MAX, u64::MAX, u64::MAX, u64::MAX]);
        assert!(max.is_all_ones());
        let one = Int::from_bits(200, 1);
        assert_eq!(max.wrapping_add(&one), Int::zero(200));
        assert_eq!(Int::zero(200).wrapping_sub(&one), max);
        let big = Int::from_words(200, &[0, 1]);
        assert_eq!(big.wrapping_mul(&big), Int::from_words(200, &[0, 0, 1]));
    }
}
