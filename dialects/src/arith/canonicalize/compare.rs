//! Comparisons: a float comparison of a converted integer with a float
//! constant becomes an integer comparison (or a constant, when the
//! constant is out of the integer's range or fractional), MLIR's
//! hand-written `CmpFIntToFPConst`.

use ir_core::attributes::AttrData;
use ir_core::float::{float_from_f64, float_to_f64, is_nan, FloatKind};
use ir_core::rewrite::{OpRewritePattern, PatternRewriter};
use ir_core::types::TypeData;

use ir_core::rewrite::rules::{constant_like, defined_by};

use super::{create_constant, Int};
use crate::arith::{CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate, SIToFPOp, UIToFPOp};

/// The precision (significand bits, the implicit one included) and the
/// exponent of the largest finite value of float kind `kind`; `None` for
/// the kinds whose values a double does not hold exactly.
fn float_format(kind: FloatKind) -> Option<(i64, i64)> {
    Some(match kind {
        FloatKind::F16 => (11, 15),
        FloatKind::BF16 => (8, 127),
        FloatKind::F32 => (24, 127),
        FloatKind::F64 => (53, 1023),
        FloatKind::TF32 => (11, 127),
        FloatKind::F8E5M2 => (3, 15),
        FloatKind::F8E4M3 => (4, 7),
        FloatKind::F8E4M3FN => (4, 8),
        FloatKind::F8E5M2FNUZ => (3, 15),
        FloatKind::F8E4M3FNUZ => (4, 7),
        FloatKind::F8E4M3B11FNUZ => (4, 4),
        FloatKind::F8E3M4 => (5, 3),
        FloatKind::F8E8M0FNU => (1, 127),
        FloatKind::F6E2M3FN => (4, 2),
        FloatKind::F6E3M2FN => (3, 4),
        FloatKind::F4E2M1FN => (2, 2),
        FloatKind::F80 | FloatKind::F128 => return None,
    })
}

/// The binary exponent of finite, nonzero `value` (`ilogb`).
fn exponent_of(value: f64) -> i64 {
    let bits = value.abs().to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    if biased == 0 {
        let mantissa = bits & ((1u64 << 52) - 1);
        return -1074 + (63 - i64::from(mantissa.leading_zeros()));
    }
    biased - 1023
}

/// The integer comparison that a float comparison of converted integers
/// becomes (`None` for the predicates without one).
fn integer_predicate(predicate: CmpFPredicate, unsigned: bool) -> Option<CmpIPredicate> {
    let (signed_predicate, unsigned_predicate) = match predicate {
        CmpFPredicate::Oeq | CmpFPredicate::Ueq => (CmpIPredicate::Eq, CmpIPredicate::Eq),
        CmpFPredicate::Ogt | CmpFPredicate::Ugt => (CmpIPredicate::Sgt, CmpIPredicate::Ugt),
        CmpFPredicate::Oge | CmpFPredicate::Uge => (CmpIPredicate::Sge, CmpIPredicate::Uge),
        CmpFPredicate::Olt | CmpFPredicate::Ult => (CmpIPredicate::Slt, CmpIPredicate::Ult),
        CmpFPredicate::Ole | CmpFPredicate::Ule => (CmpIPredicate::Sle, CmpIPredicate::Ule),
        CmpFPredicate::One | CmpFPredicate::Une => (CmpIPredicate::Ne, CmpIPredicate::Ne),
        _ => return None,
    };
    Some(if unsigned { unsigned_predicate } else { signed_predicate })
}

/// What a comparison against a float constant becomes.
enum Outcome {
    /// A constant result.
    Known(bool),
    /// An integer comparison against the integer constant.
    Compare(CmpIPredicate, Int),
}

/// Decides the comparison `(float)x predicate rhs` for `x` an integer of
/// `width` bits (`unsigned` or not) converted to float kind `kind`, `rhs`
/// of that kind (not NaN). `None` when it cannot be decided exactly.
fn decide(
    predicate: CmpFPredicate,
    rhs: f64,
    kind: FloatKind,
    width: u32,
    unsigned: bool,
) -> Option<Outcome> {
    use CmpIPredicate::*;
    let (precision, max_exponent) = float_format(kind)?;
    if width > 128 || width == 0 {
        return None;
    }
    // The bits holding the value, the sign aside.
    let value_bits = i64::from(if unsigned { width } else { width - 1 });
    if i64::from(width) > precision {
        // The conversion may round: give up where rounding could change
        // the comparison.
        if rhs.is_infinite() {
            if max_exponent < value_bits {
                return None;
            }
        } else if rhs != 0.0 {
            let exponent = exponent_of(rhs);
            if precision <= exponent && exponent <= value_bits {
                return None;
            }
        }
    }
    let mut predicate = match predicate {
        CmpFPredicate::Ord => return Some(Outcome::Known(true)),
        CmpFPredicate::Uno => return Some(Outcome::Known(false)),
        // MLIR does not handle `false` and `true` here (it crashes).
        predicate => integer_predicate(predicate, unsigned)?,
    };
    // The integer bounds, rounded to the float kind.
    let in_kind = |value: f64| float_to_f64(kind, float_from_f64(kind, value));
    let two_to = |exponent: u32| 2f64.powi(exponent as i32);
    let (min, max) = if unsigned {
        (0.0, in_kind(two_to(width) - 1.0))
    } else {
        (in_kind(-two_to(width - 1)), in_kind(two_to(width - 1) - 1.0))
    };
    if max < rhs {
        let below = if unsigned { [Ne, Ult, Ule] } else { [Ne, Slt, Sle] };
        return Some(Outcome::Known(below.contains(&predicate)));
    }
    if min > rhs {
        let above = if unsigned { [Ne, Ugt, Uge] } else { [Ne, Sgt, Sge] };
        return Some(Outcome::Known(above.contains(&predicate)));
    }
    // The constant toward zero, which must fit the integer type.
    let truncated = rhs.trunc();
    let fits = if unsigned {
        truncated >= 0.0 && truncated < two_to(width)
    } else {
        truncated >= -two_to(width - 1) && truncated < two_to(width - 1)
    };
    if !fits {
        return None;
    }
    let rhs_int = if unsigned {
        Int::from_bits(width, truncated as u128)
    } else {
        Int::from_bits(width, truncated as i128 as u128)
    };
    if rhs != 0.0 && rhs != truncated {
        // A fractional constant: adjust the predicate to the truncated one.
        let negative = rhs < 0.0;
        match predicate {
            Ne => return Some(Outcome::Known(true)),
            Eq => return Some(Outcome::Known(false)),
            Ule if negative => return Some(Outcome::Known(false)),
            Sle if negative => predicate = Slt,
            Ult if negative => return Some(Outcome::Known(false)),
            Ult => predicate = Ule,
            Slt if !negative => predicate = Sle,
            Ugt if negative => return Some(Outcome::Known(true)),
            Sgt if negative => predicate = Sge,
            Uge if negative => return Some(Outcome::Known(true)),
            Uge => predicate = Ugt,
            Sge if !negative => predicate = Sgt,
            _ => {}
        }
    }
    Some(Outcome::Compare(predicate, rhs_int))
}

/// `cmpf(p, sitofp(x), c)` / `cmpf(p, uitofp(x), c)` with `c` a float
/// constant -> `cmpi(p', x, int(c))`, or a constant `i1` when the result
/// is known.
pub struct CmpFIntToFPConst;

impl OpRewritePattern for CmpFIntToFPConst {
    type Op = CmpFOp;

    fn match_and_rewrite(&self, op: CmpFOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let context = rewriter.context();
        let body = rewriter.body();
        let (_, constant) = constant_like(context, body, op.rhs(body))?;
        let AttrData::Float { ty, bits } = context.attr_data(constant) else { return None };
        let TypeData::Float(kind) = context.type_data(*ty) else { return None };
        let (kind, bits) = (*kind, bits.get());
        if is_nan(kind, bits) {
            return None;
        }
        let lhs = op.lhs(body);
        let (x, unsigned) = if let Some(conversion) = defined_by::<SIToFPOp>(context, body, lhs) {
            (conversion.r#in(body), false)
        } else if let Some(conversion) = defined_by::<UIToFPOp>(context, body, lhs) {
            (conversion.r#in(body), true)
        } else {
            return None;
        };
        let int_type = body.value_type(x);
        let width = context.integer_width(int_type)?;
        let rhs = float_to_f64(kind, bits);
        let outcome = decide(op.predicate(body), rhs, kind, width, unsigned)?;
        let location = body.op(op.op()).location;
        let result = match outcome {
            Outcome::Known(value) => {
                let i1 = context.integer_type(1);
                create_constant(rewriter, location, context.integer_attr(i1, i128::from(value)))
            }
            Outcome::Compare(predicate, value) => {
                let value = value.to_attr(context, int_type);
                let constant = create_constant(rewriter, location, value);
                let compare =
                    CmpIOp::build(&mut rewriter.builder(), location, x, constant, predicate);
                compare.result(rewriter.body())
            }
        };
        rewriter.replace_op(op.op(), &[result]);
        Some(())
    }
}
