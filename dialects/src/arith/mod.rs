//! The `arith` dialect: integer and float arithmetic, comparisons, casts,
//! constants and `select`, on scalars and element-wise on vectors and
//! tensors. Defined with `#[op]`; families of ops with one shape share a
//! `macro_rules!` that stamps out their definitions.

mod canonicalize;
mod enums;
pub(crate) mod folds;
pub(crate) mod hooks;

pub use canonicalize::*;
pub use enums::*;

use ir_core::ir::Value;
use ir_core::ir_macros::{dialect, op};
use ir_core::ods::constraints::*;
use ir_core::ods::TypeConstraint;

use hooks::*;

/// Signless integers or index, vectors and tensors of them, or memrefs of
/// them: what `index_cast` converts between.
#[allow(non_upper_case_globals)]
pub const IndexCastType: TypeConstraint = Named {
    description: "signless-integer-like or memref of signless-integer",
    constraint: &AnyOf(&[SignlessIntegerLike, MemRefOf(&SignlessIntegerOrIndex)]),
};

/// Signless integers or floats, vectors and tensors of them, or memrefs of
/// them: what `bitcast` converts between.
#[allow(non_upper_case_globals)]
pub const BitcastType: TypeConstraint = Named {
    description: "signless-integer-or-float-like or memref of signless-integer or float",
    constraint: &AnyOf(&[
        ScalarOrValueSemanticsOf(&AnyOf(&[AnySignlessInteger, AnyFloat])),
        MemRefOf(&AnyOf(&[AnySignlessInteger, AnyFloat])),
    ]),
};

/// Integer binary ops without flags: `%r = arith.op %a, %b : T`.
macro_rules! int_binary_op {
    ($(#[$doc:meta])* $name:ident, $mnemonic:literal, $summary:literal, [$($trait:ident),*], $fold:path $(, canonicalize = [$($pattern:ident),* $(,)?])?) => {
        $(#[$doc])*
        #[op(
            name = $mnemonic,
            dialect = ArithDialect,
            summary = $summary,
            traits = [$($trait,)* SameOperandsAndResultType, NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
            format = "$lhs `,` $rhs attr-dict `:` type($result)",
            fold = $fold,
            canonicalize = [$($($pattern),*)?],
        )]
        pub struct $name {
            #[operand(SignlessIntegerLike)]
            lhs: Value,
            #[operand(SignlessIntegerLike)]
            rhs: Value,
            #[result(SignlessIntegerLike)]
            result: Value,
        }
    };
}

/// Integer binary ops with overflow flags.
macro_rules! int_overflow_op {
    ($(#[$doc:meta])* $name:ident, $mnemonic:literal, $summary:literal, [$($trait:ident),*], $fold:path $(, canonicalize = [$($pattern:ident),* $(,)?])?) => {
        $(#[$doc])*
        #[op(
            name = $mnemonic,
            dialect = ArithDialect,
            summary = $summary,
            traits = [$($trait,)* Pure, SameOperandsAndResultType, NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
            format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
            fold = $fold,
            canonicalize = [$($($pattern),*)?],
        )]
        pub struct $name {
            #[operand(SignlessIntegerLike)]
            lhs: Value,
            #[operand(SignlessIntegerLike)]
            rhs: Value,
            /// The overflow the op promises not to have.
            #[property(name = "overflowFlags", default)]
            overflow_flags: IntegerOverflowFlags,
            #[result(SignlessIntegerLike)]
            result: Value,
        }
    };
}

/// Integer binary ops with an `exact` flag.
macro_rules! int_exact_op {
    ($(#[$doc:meta])* $name:ident, $mnemonic:literal, $summary:literal, [$($trait:ident),*], $fold:path $(, canonicalize = [$($pattern:ident),* $(,)?])?) => {
        $(#[$doc])*
        #[op(
            name = $mnemonic,
            dialect = ArithDialect,
            summary = $summary,
            traits = [$($trait,)* SameOperandsAndResultType, NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
            format = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
            fold = $fold,
            canonicalize = [$($($pattern),*)?],
        )]
        pub struct $name {
            #[operand(SignlessIntegerLike)]
            lhs: Value,
            #[operand(SignlessIntegerLike)]
            rhs: Value,
            /// Whether the result is known to lose no bits.
            #[property(name = "isExact")]
            is_exact: bool,
            #[result(SignlessIntegerLike)]
            result: Value,
        }
    };
}

/// Float binary ops with fast-math flags.
macro_rules! float_binary_op {
    ($(#[$doc:meta])* $name:ident, $mnemonic:literal, $summary:literal, [$($trait:ident),*], $fold:path $(, canonicalize = [$($pattern:ident),* $(,)?])?) => {
        $(#[$doc])*
        #[op(
            name = $mnemonic,
            dialect = ArithDialect,
            summary = $summary,
            traits = [$($trait,)* Pure, SameOperandsAndResultType, NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
            format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
            fold = $fold,
            canonicalize = [$($($pattern),*)?],
        )]
        pub struct $name {
            #[operand(FloatLike)]
            lhs: Value,
            #[operand(FloatLike)]
            rhs: Value,
            /// The assumptions the op may make.
            #[property(default)]
            fastmath: FastMathFlags,
            #[result(FloatLike)]
            result: Value,
        }
    };
}

/// Casts: `%r = arith.op %x : A to B`.
macro_rules! cast_op {
    ($(#[$doc:meta])* $name:ident, $mnemonic:literal, $summary:literal, $from:expr, $to:expr, $fold:path $(, fold_in_place = $in_place:path)? $(, canonicalize = [$($pattern:ident),* $(,)?])?) => {
        $(#[$doc])*
        #[op(
            name = $mnemonic,
            dialect = ArithDialect,
            summary = $summary,
            traits = [Pure, SameOperandsAndResultShape, SameInputOutputTensorDims, NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
            format = "$in attr-dict `:` type($in) `to` type($out)",
            verify = verify_cast_shapes,
            fold = $fold,
            $(fold_in_place = $in_place,)?
            canonicalize = [$($($pattern),*)?],
        )]
        pub struct $name {
            #[operand($from)]
            r#in: Value,
            #[result($to)]
            out: Value,
        }
    };
}

/// A constant integer, float, or vector or tensor of them.
#[op(
    name = "arith.constant",
    dialect = ArithDialect,
    summary = "integer or floating point constant",
    traits = [ConstantLike, Pure, AllTypesMatch(value, result), NoMemoryEffect],
    format = "attr-dict $value",
    infer = infer_constant_type,
    verify = verify_constant,
    result_names = constant_result_names,
    fold = folds::fold_constant,
)]
pub struct ConstantOp {
    /// The value; its type is the result's type.
    #[property(constraint = TypedAttr)]
    value: ir_core::attributes::Attr,
    #[result(AnyType)]
    result: Value,
}

int_overflow_op!(
    /// Integer addition, wrapping.
    AddIOp, "arith.addi", "integer addition operation", [Commutative], folds::fold_addi,
    canonicalize = [
        AddIAddConstant, AddISubConstantRHS, AddISubConstantLHS, AddIMulNegativeOneRhs,
        AddIMulNegativeOneLhs,
    ]
);
int_overflow_op!(
    /// Integer subtraction, wrapping.
    SubIOp, "arith.subi", "integer subtraction operation", [], folds::fold_subi,
    canonicalize = [
        SubIRHSAddConstant, SubILHSAddConstant, SubIRHSSubConstantRHS, SubIRHSSubConstantLHS,
        SubILHSSubConstantRHS, SubILHSSubConstantLHS, SubISubILHSRHSLHS,
    ]
);
int_overflow_op!(
    /// Integer multiplication, wrapping.
    MulIOp, "arith.muli", "integer multiplication operation", [Commutative], folds::fold_muli,
    canonicalize = [MulIMulIConstant]
);
int_overflow_op!(
    /// Shift left; shifting by the bit width or more gives poison.
    ShLIOp, "arith.shli", "integer left-shift", [], folds::fold_shli
);

/// Addition with a carry out: the sum and whether it overflowed unsigned.
#[op(
    name = "arith.addui_extended",
    dialect = ArithDialect,
    summary = "extended unsigned integer addition operation returning sum and overflow bit",
    traits = [Pure, Commutative, AllTypesMatch(lhs, rhs, sum), NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
    format = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)",
    fold = folds::fold_addui_extended,
    canonicalize = [AddUIExtendedToAddI],
)]
pub struct AddUIExtendedOp {
    #[operand(SignlessIntegerLike)]
    lhs: Value,
    #[operand(SignlessIntegerLike)]
    rhs: Value,
    #[result(SignlessIntegerLike)]
    sum: Value,
    #[result(BoolLike)]
    overflow: Value,
}

/// Signed multiplication giving the low and high halves of the double-width
/// product.
#[op(
    name = "arith.mulsi_extended",
    dialect = ArithDialect,
    summary = "extended signed integer multiplication operation",
    traits = [Pure, Commutative, AllTypesMatch(lhs, rhs, low, high), NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
    format = "$lhs `,` $rhs attr-dict `:` type($lhs)",
    fold = folds::fold_mulsi_extended,
    canonicalize = [MulSIExtendedToMulI, MulSIExtendedRHSOne],
)]
pub struct MulSIExtendedOp {
    #[operand(SignlessIntegerLike)]
    lhs: Value,
    #[operand(SignlessIntegerLike)]
    rhs: Value,
    #[result(SignlessIntegerLike)]
    low: Value,
    #[result(SignlessIntegerLike)]
    high: Value,
}

/// Unsigned multiplication giving the low and high halves of the
/// double-width product.
#[op(
    name = "arith.mului_extended",
    dialect = ArithDialect,
    summary = "extended unsigned integer multiplication operation",
    traits = [Pure, Commutative, AllTypesMatch(lhs, rhs, low, high), NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
    format = "$lhs `,` $rhs attr-dict `:` type($lhs)",
    fold = folds::fold_mului_extended,
    canonicalize = [MulUIExtendedToMulI],
)]
pub struct MulUIExtendedOp {
    #[operand(SignlessIntegerLike)]
    lhs: Value,
    #[operand(SignlessIntegerLike)]
    rhs: Value,
    #[result(SignlessIntegerLike)]
    low: Value,
    #[result(SignlessIntegerLike)]
    high: Value,
}

int_exact_op!(
    /// Unsigned division, rounding toward zero.
    DivUIOp, "arith.divui", "unsigned integer division operation", [], folds::fold_divui
);
int_exact_op!(
    /// Signed division, rounding toward zero.
    DivSIOp, "arith.divsi", "signed integer division operation", [], folds::fold_divsi
);
int_exact_op!(
    /// Logical shift right.
    ShRUIOp, "arith.shrui", "unsigned integer right-shift", [Pure], folds::fold_shrui
);
int_exact_op!(
    /// Arithmetic shift right.
    ShRSIOp, "arith.shrsi", "signed integer right-shift", [Pure], folds::fold_shrsi
);
int_binary_op!(
    /// Unsigned division, rounding up.
    CeilDivUIOp, "arith.ceildivui", "unsigned ceil integer division operation", [], folds::fold_ceildivui
);
int_binary_op!(
    /// Signed division, rounding toward positive infinity.
    CeilDivSIOp, "arith.ceildivsi", "signed ceil integer division operation", [], folds::fold_ceildivsi
);
int_binary_op!(
    /// Signed division, rounding toward negative infinity.
    FloorDivSIOp, "arith.floordivsi", "signed floor integer division operation", [Pure], folds::fold_floordivsi
);
int_binary_op!(
    /// Unsigned remainder.
    RemUIOp, "arith.remui", "unsigned integer division remainder operation", [Pure], folds::fold_remui
);
int_binary_op!(
    /// Signed remainder, with the sign of the dividend.
    RemSIOp, "arith.remsi", "signed integer division remainder operation", [Pure], folds::fold_remsi
);
int_binary_op!(
    /// Bitwise and.
    AndIOp, "arith.andi", "integer binary and", [Commutative, Idempotent, Pure], folds::fold_andi,
    canonicalize = [AndOfExtUI, AndOfExtSI]
);
int_binary_op!(
    /// Bitwise or.
    OrIOp, "arith.ori", "integer binary or", [Commutative, Idempotent, Pure], folds::fold_ori,
    canonicalize = [OrOfExtUI, OrOfExtSI]
);
int_binary_op!(
    /// Bitwise exclusive or.
    XOrIOp, "arith.xori", "integer binary xor", [Commutative, Pure], folds::fold_xori,
    canonicalize = [XOrINotCmpI, XOrIOfExtUI, XOrIOfExtSI]
);
int_binary_op!(
    /// Signed maximum.
    MaxSIOp, "arith.maxsi", "signed integer maximum operation", [Commutative, Pure], folds::fold_maxsi
);
int_binary_op!(
    /// Unsigned maximum.
    MaxUIOp, "arith.maxui", "unsigned integer maximum operation", [Commutative, Pure], folds::fold_maxui
);
int_binary_op!(
    /// Signed minimum.
    MinSIOp, "arith.minsi", "signed integer minimum operation", [Commutative, Pure], folds::fold_minsi
);
int_binary_op!(
    /// Unsigned minimum.
    MinUIOp, "arith.minui", "unsigned integer minimum operation", [Commutative, Pure], folds::fold_minui
);

/// Float negation.
#[op(
    name = "arith.negf",
    dialect = ArithDialect,
    summary = "floating point negation",
    traits = [Pure, SameOperandsAndResultType, NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
    format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    fold = folds::fold_negf,
)]
pub struct NegFOp {
    #[operand(FloatLike)]
    operand: Value,
    /// The assumptions the op may make.
    #[property(default)]
    fastmath: FastMathFlags,
    #[result(FloatLike)]
    result: Value,
}

float_binary_op!(
    /// Float addition.
    AddFOp, "arith.addf", "floating point addition operation", [Commutative], folds::fold_addf
);
float_binary_op!(
    /// Float subtraction.
    SubFOp, "arith.subf", "floating point subtraction operation", [], folds::fold_subf
);
float_binary_op!(
    /// Float maximum; NaN wins, and -0 is below +0.
    MaximumFOp, "arith.maximumf", "floating-point maximum operation", [Commutative], folds::fold_maximumf
);
float_binary_op!(
    /// Float maximum; a NaN operand gives the other one.
    MaxNumFOp, "arith.maxnumf", "floating-point maximum operation", [Commutative], folds::fold_maxnumf
);
float_binary_op!(
    /// Float minimum; NaN wins, and -0 is below +0.
    MinimumFOp, "arith.minimumf", "floating-point minimum operation", [Commutative], folds::fold_minimumf
);
float_binary_op!(
    /// Float minimum; a NaN operand gives the other one.
    MinNumFOp, "arith.minnumf", "floating-point minimum operation", [Commutative], folds::fold_minnumf
);
float_binary_op!(
    /// Float multiplication.
    MulFOp, "arith.mulf", "floating point multiplication operation", [Commutative], folds::fold_mulf,
    canonicalize = [MulFOfNegF]
);
float_binary_op!(
    /// Float division.
    DivFOp, "arith.divf", "floating point division operation", [], folds::fold_divf,
    canonicalize = [DivFOfNegF]
);
float_binary_op!(
    /// Float remainder, with the sign of the dividend.
    RemFOp, "arith.remf", "floating point division remainder operation", [], folds::fold_remf
);

cast_op!(
    /// Zero extension to a wider integer.
    ExtUIOp, "arith.extui", "integer zero extension operation", SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike, folds::fold_extui,
    fold_in_place = folds::extui_of_extui
);
cast_op!(
    /// Sign extension to a wider integer.
    ExtSIOp, "arith.extsi", "integer sign extension operation", SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike, folds::fold_extsi,
    fold_in_place = folds::extsi_of_extsi,
    canonicalize = [ExtSIOfExtUI]
);
cast_op!(
    /// Unsigned integer to float.
    UIToFPOp, "arith.uitofp", "cast from unsigned integer type to floating-point", SignlessFixedWidthIntegerLike, FloatLike, folds::fold_uitofp
);
cast_op!(
    /// Signed integer to float.
    SIToFPOp, "arith.sitofp", "cast from integer type to floating-point", SignlessFixedWidthIntegerLike, FloatLike, folds::fold_sitofp
);
cast_op!(
    /// Float to unsigned integer, rounding toward zero.
    FPToUIOp, "arith.fptoui", "cast from floating-point type to integer type", FloatLike, SignlessFixedWidthIntegerLike, folds::fold_fptoui
);
cast_op!(
    /// Float to signed integer, rounding toward zero.
    FPToSIOp, "arith.fptosi", "cast from floating-point type to integer type", FloatLike, SignlessFixedWidthIntegerLike, folds::fold_fptosi
);
cast_op!(
    /// Between index and integers, sign-extending or truncating.
    IndexCastOp, "arith.index_cast", "cast between index and integer types", IndexCastType, IndexCastType, folds::fold_index_cast,
    canonicalize = [IndexCastOfIndexCast, IndexCastOfExtSI]
);
cast_op!(
    /// Between index and integers, zero-extending or truncating.
    IndexCastUIOp, "arith.index_castui", "unsigned cast between index and integer types", IndexCastType, IndexCastType, folds::fold_index_castui,
    canonicalize = [IndexCastUIOfIndexCastUI, IndexCastUIOfExtUI]
);
cast_op!(
    /// Reinterprets the bits as another type of the same width.
    BitcastOp, "arith.bitcast", "bitcast between values of equal bit width", BitcastType, BitcastType, folds::fold_bitcast,
    canonicalize = [BitcastOfBitcast]
);

/// Float extension to a wider float.
#[op(
    name = "arith.extf",
    dialect = ArithDialect,
    summary = "cast from floating-point to wider floating-point",
    traits = [Pure, SameOperandsAndResultShape, SameInputOutputTensorDims, NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
    format = "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
    verify = verify_cast_shapes,
    fold = folds::fold_extf,
)]
pub struct ExtFOp {
    #[operand(FloatLike)]
    r#in: Value,
    /// The assumptions the op may make.
    #[property]
    fastmath: Option<FastMathFlags>,
    #[result(FloatLike)]
    out: Value,
}

/// Float extension with a scale: `in * 2^scale` in the wider type.
#[op(
    name = "arith.scaling_extf",
    dialect = ArithDialect,
    summary = "upcast floats and scale them by a power of two",
    traits = [Pure, SameInputOutputTensorDims, NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
    format = "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
    verify = verify_scaling_extf,
)]
pub struct ScalingExtFOp {
    #[operand(FloatLike)]
    r#in: Value,
    #[operand(FloatLike)]
    scale: Value,
    /// The assumptions the op may make.
    #[property]
    fastmath: Option<FastMathFlags>,
    #[result(FloatLike)]
    out: Value,
}

/// Integer truncation to a narrower integer.
#[op(
    name = "arith.trunci",
    dialect = ArithDialect,
    summary = "integer truncation operation",
    traits = [Pure, SameOperandsAndResultShape, SameInputOutputTensorDims, NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
    format = "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)",
    verify = verify_cast_shapes,
    fold = folds::fold_trunci,
    fold_in_place = folds::trunci_in_place,
    canonicalize = [
        TruncIExtSIToExtSI, TruncIExtUIToExtUI, TruncIShrSIToTrunciShrUI,
    ],
)]
pub struct TruncIOp {
    #[operand(SignlessFixedWidthIntegerLike)]
    r#in: Value,
    /// The overflow the op promises not to have.
    #[property(name = "overflowFlags", default)]
    overflow_flags: IntegerOverflowFlags,
    #[result(SignlessFixedWidthIntegerLike)]
    out: Value,
}

/// Float truncation to a narrower float.
#[op(
    name = "arith.truncf",
    dialect = ArithDialect,
    summary = "cast from floating-point to narrower floating-point",
    traits = [Pure, SameOperandsAndResultShape, SameInputOutputTensorDims, NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
    format = "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
    verify = verify_cast_shapes,
    fold = folds::fold_truncf,
    fold_in_place = folds::truncf_in_place,
    canonicalize = [TruncFSIToFPToSIToFP, TruncFUIToFPToUIToFP],
)]
pub struct TruncFOp {
    #[operand(FloatLike)]
    r#in: Value,
    /// How to round; the default rounding when absent.
    #[property]
    roundingmode: Option<RoundingMode>,
    /// The assumptions the op may make.
    #[property]
    fastmath: Option<FastMathFlags>,
    #[result(FloatLike)]
    out: Value,
}

/// Float truncation with a scale: `in / 2^scale` in the narrower type.
#[op(
    name = "arith.scaling_truncf",
    dialect = ArithDialect,
    summary = "downcast floats after scaling them by a power of two",
    traits = [Pure, SameInputOutputTensorDims, NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
    format = "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
    verify = verify_scaling_truncf,
)]
pub struct ScalingTruncFOp {
    #[operand(FloatLike)]
    r#in: Value,
    #[operand(FloatLike)]
    scale: Value,
    /// How to round; the default rounding when absent.
    #[property]
    roundingmode: Option<RoundingMode>,
    /// The assumptions the op may make.
    #[property]
    fastmath: Option<FastMathFlags>,
    #[result(FloatLike)]
    out: Value,
}

/// Integer comparison; gives `i1` (or a vector or tensor of them).
#[op(
    name = "arith.cmpi",
    dialect = ArithDialect,
    summary = "integer comparison operation",
    traits = [Pure, SameTypeOperands, TypesMatchWith("result type has i1 element type and same shape as operands", lhs, result, i1_same_shape), NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
    format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
    fold = folds::fold_cmpi,
    fold_in_place = folds::cmpi_constant_to_right,
    canonicalize = [CmpIExtSI, CmpIExtUI],
)]
pub struct CmpIOp {
    /// The comparison.
    #[property]
    predicate: CmpIPredicate,
    #[operand(SignlessIntegerLike)]
    lhs: Value,
    #[operand(SignlessIntegerLike)]
    rhs: Value,
    #[result(BoolLike)]
    result: Value,
}

/// Float comparison; gives `i1` (or a vector or tensor of them).
#[op(
    name = "arith.cmpf",
    dialect = ArithDialect,
    summary = "floating-point comparison operation",
    traits = [Pure, SameTypeOperands, TypesMatchWith("result type has i1 element type and same shape as operands", lhs, result, i1_same_shape), NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
    format = "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
    fold = folds::fold_cmpf,
    canonicalize = [CmpFIntToFPConst],
)]
pub struct CmpFOp {
    /// The comparison.
    #[property]
    predicate: CmpFPredicate,
    #[operand(FloatLike)]
    lhs: Value,
    #[operand(FloatLike)]
    rhs: Value,
    /// The assumptions the op may make.
    #[property(default)]
    fastmath: FastMathFlags,
    #[result(BoolLike)]
    result: Value,
}

/// Chooses between two values by a condition, whole or element-wise.
#[op(
    name = "arith.select",
    dialect = ArithDialect,
    summary = "select operation",
    traits = [Pure, AllTypesMatch(true_value, false_value, result), BooleanConditionOrMatchingShape, NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
    print = print_select,
    parse = parse_select,
    verify = verify_select,
    fold = folds::fold_select,
    canonicalize = [
        RedundantSelectFalse, RedundantSelectTrue, SelectNotCond, SelectI1ToNot, SelectToExtUI,
    ],
)]
pub struct SelectOp {
    #[operand(BoolLike)]
    condition: Value,
    #[operand(AnyType)]
    true_value: Value,
    #[operand(AnyType)]
    false_value: Value,
    #[result(AnyType)]
    result: Value,
}

/// Integer and float arithmetic, comparisons, casts and constants, on
/// scalars and element-wise on vectors and tensors.
#[dialect(
    name = "arith",
    enum_attributes = [FastMathFlags, IntegerOverflowFlags],
    materialize_constant = materialize_constant,
    interfaces = [
        ir_core::interfaces::AlwaysInlinable as dyn ir_core::interfaces::DialectInlinerInterface
    ],
    ops = [
        AddFOp, AddIOp, AddUIExtendedOp, AndIOp, BitcastOp, CeilDivSIOp, CeilDivUIOp, CmpFOp,
        CmpIOp, ConstantOp, DivFOp, DivSIOp, DivUIOp, ExtFOp, ExtSIOp, ExtUIOp, FPToSIOp,
        FPToUIOp, FloorDivSIOp, IndexCastOp, IndexCastUIOp, MaxNumFOp, MaxSIOp, MaxUIOp,
        MaximumFOp, MinNumFOp, MinSIOp, MinUIOp, MinimumFOp, MulFOp, MulIOp, MulSIExtendedOp,
        MulUIExtendedOp, NegFOp, OrIOp, RemFOp, RemSIOp, RemUIOp, SIToFPOp, ScalingExtFOp,
        ScalingTruncFOp, ShLIOp, ShRSIOp, ShRUIOp, SubFOp, SubIOp, TruncFOp, TruncIOp,
        UIToFPOp, XOrIOp, SelectOp,
    ],
)]
pub struct ArithDialect;
