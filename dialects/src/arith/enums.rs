//! The arith dialect's enums: comparison predicates, rounding modes, and
//! the fast-math and integer-overflow flag sets.

use ir_core::ir_macros::enum_attr;

/// How `arith.cmpi` compares two integers.
#[enum_attr(storage = "i64")]
pub enum CmpIPredicate {
    /// Equal.
    Eq = 0,
    /// Not equal.
    Ne = 1,
    /// Signed less than.
    Slt = 2,
    /// Signed less than or equal.
    Sle = 3,
    /// Signed greater than.
    Sgt = 4,
    /// Signed greater than or equal.
    Sge = 5,
    /// Unsigned less than.
    Ult = 6,
    /// Unsigned less than or equal.
    Ule = 7,
    /// Unsigned greater than.
    Ugt = 8,
    /// Unsigned greater than or equal.
    Uge = 9,
}

/// How `arith.cmpf` compares two floats: ordered (`o*`: false when either
/// is NaN) or unordered (`u*`: true when either is NaN).
#[enum_attr(storage = "i64")]
pub enum CmpFPredicate {
    /// Always false.
    #[case("false")]
    AlwaysFalse = 0,
    /// Ordered and equal.
    Oeq = 1,
    /// Ordered and greater than.
    Ogt = 2,
    /// Ordered and greater than or equal.
    Oge = 3,
    /// Ordered and less than.
    Olt = 4,
    /// Ordered and less than or equal.
    Ole = 5,
    /// Ordered and not equal.
    One = 6,
    /// Neither operand is NaN.
    Ord = 7,
    /// Unordered or equal.
    Ueq = 8,
    /// Unordered or greater than.
    Ugt = 9,
    /// Unordered or greater than or equal.
    Uge = 10,
    /// Unordered or less than.
    Ult = 11,
    /// Unordered or less than or equal.
    Ule = 12,
    /// Unordered or not equal.
    Une = 13,
    /// Either operand is NaN.
    Uno = 14,
    /// Always true.
    #[case("true")]
    AlwaysTrue = 15,
}

/// The rounding of float truncations.
#[enum_attr(storage = "i32", description = "Floating point rounding mode")]
pub enum RoundingMode {
    /// To nearest, ties to even.
    #[case("to_nearest_even")]
    ToNearestEven = 0,
    /// Toward negative infinity.
    Downward = 1,
    /// Toward positive infinity.
    Upward = 2,
    /// Toward zero.
    #[case("toward_zero")]
    TowardZero = 3,
    /// To nearest, ties away from zero.
    #[case("to_nearest_away")]
    ToNearestAway = 4,
}

/// The kinds of read-modify-write atomic updates (used by memory dialects).
#[enum_attr(storage = "i64")]
pub enum AtomicRMWKind {
    /// Float addition.
    Addf = 0,
    /// Integer addition.
    Addi = 1,
    /// Bitwise and.
    Andi = 2,
    /// Plain store.
    Assign = 3,
    /// Float maximum (NaN propagating).
    Maximumf = 4,
    /// Float maximum (NaN ignoring).
    Maxnumf = 5,
    /// Signed maximum.
    Maxs = 6,
    /// Unsigned maximum.
    Maxu = 7,
    /// Float minimum (NaN propagating).
    Minimumf = 8,
    /// Float minimum (NaN ignoring).
    Minnumf = 9,
    /// Signed minimum.
    Mins = 10,
    /// Unsigned minimum.
    Minu = 11,
    /// Float multiplication.
    Mulf = 12,
    /// Integer multiplication.
    Muli = 13,
    /// Bitwise or.
    Ori = 14,
    /// Bitwise xor.
    Xori = 15,
}

/// Assumptions a float op may make: `#arith.fastmath<nnan,ninf>`.
#[enum_attr(
    dialect = "arith",
    mnemonic = "fastmath",
    bits,
    separator = ",",
    description = "Floating point fast math flags",
    mlir_messages,
    mlir_class = "::mlir::arith::FastMathFlags",
    mlir_attr_def = "Arith_FastMathAttr"
)]
pub enum FastMathFlags {
    /// No assumption.
    None = 0,
    /// Reassociation is allowed.
    Reassoc = 1,
    /// No NaNs.
    Nnan = 2,
    /// No infinities.
    Ninf = 4,
    /// The sign of zero does not matter.
    Nsz = 8,
    /// Reciprocals may replace division.
    Arcp = 16,
    /// Contraction (fused multiply-add) is allowed.
    Contract = 32,
    /// Approximate functions are allowed.
    Afn = 64,
    /// Every flag.
    Fast = 127,
}

/// Overflow an integer op promises not to have:
/// `#arith.overflow<nsw, nuw>`.
#[enum_attr(
    dialect = "arith",
    mnemonic = "overflow",
    bits,
    separator = ", ",
    description = "Integer overflow arith flags",
    mlir_messages,
    mlir_class = "::mlir::arith::IntegerOverflowFlags",
    mlir_attr_def = "Arith_IntegerOverflowAttr"
)]
pub enum IntegerOverflowFlags {
    /// No promise.
    None = 0,
    /// No signed wrap.
    Nsw = 1,
    /// No unsigned wrap.
    Nuw = 2,
}
