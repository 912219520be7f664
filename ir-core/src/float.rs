//! Bit-exact emulation of the parts of LLVM's `APFloat` that MLIR's text format relies on.
//!
//! Every builtin MLIR float type is described by its LLVM `fltSemantics`: precision, exponent
//! range, storage layout and the way it encodes (or lacks) infinities and NaNs. Values travel as
//! raw bit patterns right-aligned in a `u128`. Internally a bit pattern is decoded into the same
//! sign / exponent / significand triple `APFloat` keeps, so printing, conversion and the
//! round-trip check of MLIR's `printFloatValue` behave exactly like `mlir-opt`, quirks included.

use num_bigint::BigUint;

/// A builtin MLIR floating-point type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    /// IEEE 754 half precision (`f16`).
    F16,
    /// Brain float: 8 exponent bits and 7 fraction bits (`bf16`).
    BF16,
    /// IEEE 754 single precision (`f32`).
    F32,
    /// IEEE 754 double precision (`f64`).
    F64,
    /// x87 extended precision with an explicit integer bit (`f80`).
    F80,
    /// IEEE 754 quadruple precision (`f128`).
    F128,
    /// NVIDIA TensorFloat-32: 19 bits, 8 exponent bits and 10 fraction bits (`tf32`).
    TF32,
    /// 8-bit IEEE-like float with 5 exponent and 2 fraction bits (`f8E5M2`).
    F8E5M2,
    /// 8-bit IEEE-like float with 4 exponent and 3 fraction bits (`f8E4M3`).
    F8E4M3,
    /// 8-bit float without infinity whose only NaNs are `S.1111.111` (`f8E4M3FN`).
    F8E4M3FN,
    /// 8-bit float, bias 16, no infinity or negative zero; `0x80` is NaN (`f8E5M2FNUZ`).
    F8E5M2FNUZ,
    /// 8-bit float, bias 8, no infinity or negative zero; `0x80` is NaN (`f8E4M3FNUZ`).
    F8E4M3FNUZ,
    /// 8-bit float, bias 11, no infinity or negative zero; `0x80` is NaN (`f8E4M3B11FNUZ`).
    F8E4M3B11FNUZ,
    /// 8-bit IEEE-like float with 3 exponent and 4 fraction bits (`f8E3M4`).
    F8E3M4,
    /// 8-bit unsigned power of two, bias 127, no zero; `0xFF` is NaN (`f8E8M0FNU`).
    F8E8M0FNU,
    /// 6-bit finite-only float with 2 exponent and 3 fraction bits (`f6E2M3FN`).
    F6E2M3FN,
    /// 6-bit finite-only float with 3 exponent and 2 fraction bits (`f6E3M2FN`).
    F6E3M2FN,
    /// 4-bit finite-only float with 2 exponent bits and 1 fraction bit (`f4E2M1FN`).
    F4E2M1FN,
}

impl FloatKind {
    /// Every float kind, in declaration order.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::TF32,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F4E2M1FN,
    ];

    /// The type's keyword, spelled exactly as in MLIR's text format (`f16`, `f8E4M3FN`, ...).
    pub fn keyword(self) -> &'static str {
        self.describe().0
    }

    /// The kind whose keyword is `text`, if any.
    pub fn from_keyword(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.keyword() == text)
    }

    /// The number of storage bits (80 for `f80`, 19 for `tf32`, 4 for `f4E2M1FN`, ...).
    pub fn bit_width(self) -> u32 {
        self.semantics().width
    }

    /// The LLVM `fltSemantics` of this kind.
    fn semantics(self) -> Semantics {
        self.describe().1
    }

    /// The keyword and the LLVM `fltSemantics` of this kind.
    fn describe(self) -> (&'static str, Semantics) {
        use NonFinite::{FiniteOnly, Ieee, NanAllOnes, NanNegativeZero};
        let (keyword, max_exponent, min_exponent, precision, width, non_finite) = match self {
            FloatKind::F16 => ("f16", 15, -14, 11, 16, Ieee),
            FloatKind::BF16 => ("bf16", 127, -126, 8, 16, Ieee),
            FloatKind::F32 => ("f32", 127, -126, 24, 32, Ieee),
            FloatKind::F64 => ("f64", 1023, -1022, 53, 64, Ieee),
            FloatKind::F80 => ("f80", 16383, -16382, 64, 80, Ieee),
            FloatKind::F128 => ("f128", 16383, -16382, 113, 128, Ieee),
            FloatKind::TF32 => ("tf32", 127, -126, 11, 19, Ieee),
            FloatKind::F8E5M2 => ("f8E5M2", 15, -14, 3, 8, Ieee),
            FloatKind::F8E4M3 => ("f8E4M3", 7, -6, 4, 8, Ieee),
            FloatKind::F8E4M3FN => ("f8E4M3FN", 8, -6, 4, 8, NanAllOnes),
            FloatKind::F8E5M2FNUZ => ("f8E5M2FNUZ", 15, -15, 3, 8, NanNegativeZero),
            FloatKind::F8E4M3FNUZ => ("f8E4M3FNUZ", 7, -7, 4, 8, NanNegativeZero),
            FloatKind::F8E4M3B11FNUZ => ("f8E4M3B11FNUZ", 4, -10, 4, 8, NanNegativeZero),
            FloatKind::F8E3M4 => ("f8E3M4", 3, -2, 5, 8, Ieee),
            FloatKind::F8E8M0FNU => ("f8E8M0FNU", 127, -127, 1, 8, NanAllOnes),
            FloatKind::F6E2M3FN => ("f6E2M3FN", 2, 0, 4, 6, FiniteOnly),
            FloatKind::F6E3M2FN => ("f6E3M2FN", 4, -2, 3, 6, FiniteOnly),
            FloatKind::F4E2M1FN => ("f4E2M1FN", 2, 0, 2, 4, FiniteOnly),
        };
        let layout = match self {
            FloatKind::F80 => Layout::X87,
            FloatKind::F8E8M0FNU => Layout::ExponentOnly,
            _ => Layout::Ieee,
        };
        (keyword, Semantics { max_exponent, min_exponent, precision, width, non_finite, layout })
    }
}

/// Formats the value with bits `bits` exactly as MLIR's `printFloatValue` does.
///
/// Finite values use the 6-digit exponential form (`1.000000e+00`) when it parses back to the
/// same value, otherwise `APFloat`'s default form with `2 + precision * 59 / 196` significant
/// digits (`1.2345678899999999`) when that contains a `.`; everything else, infinities and NaNs
/// included, prints as an uppercase C hexadecimal literal of the bits (`0x7FC00000`).
pub fn format_float(kind: FloatKind, bits: u128) -> String {
    let semantics = kind.semantics();
    let value = decode(&semantics, bits);
    if matches!(value, Value::Zero { .. } | Value::Finite { .. }) {
        let short = to_string(&semantics, &value, 6, 0, false);
        if parse_decimal(&semantics, &short) == Some(value) {
            return short;
        }
        let long = to_string(&semantics, &value, 0, 3, true);
        if long.contains('.') {
            return long;
        }
    }
    format!("0x{:X}", encode(&semantics, &value))
}

/// Converts a double to `kind` like `APFloat(value).convert(semantics, rmNearestTiesToEven)`
/// followed by `bitcastToAPInt()`, returning the right-aligned bits.
///
/// Overflow gives infinity for IEEE-like kinds, NaN for the `FN`/`FNUZ`/`E8M0FNU` kinds and the
/// largest finite value for the 6- and 4-bit kinds. Like LLVM, an infinite input becomes a bare
/// sign bit in the 6- and 4-bit kinds, and a negative input keeps its sign bit in `f8E8M0FNU`.
pub fn float_from_f64(kind: FloatKind, value: f64) -> u128 {
    // The hardware's conversions round to nearest, ties to even, as
    // `APFloat` does; NaN payloads take the general path below.
    match kind {
        FloatKind::F64 if !value.is_nan() => return u128::from(value.to_bits()),
        FloatKind::F32 if !value.is_nan() => return u128::from((value as f32).to_bits()),
        _ => {}
    }
    let double = FloatKind::F64.semantics();
    let semantics = kind.semantics();
    let converted = convert(&double, &semantics, decode(&double, u128::from(value.to_bits())));
    encode(&semantics, &converted)
}

/// Converts a value of `kind` to the nearest double (ties to even), like `APFloat::convert`.
///
/// NaN payloads follow LLVM too, including its quirk of turning the `f8E8M0FNU` NaN into `+inf`.
pub fn float_to_f64(kind: FloatKind, bits: u128) -> f64 {
    // Widening a float is exact; NaN payloads take the general path.
    match kind {
        FloatKind::F64 if !f64::from_bits(bits as u64).is_nan() => {
            return f64::from_bits(bits as u64)
        }
        FloatKind::F32 if !f32::from_bits(bits as u32).is_nan() => {
            return f64::from(f32::from_bits(bits as u32))
        }
        _ => {}
    }
    let double = FloatKind::F64.semantics();
    let semantics = kind.semantics();
    let converted = convert(&semantics, &double, decode(&semantics, bits));
    f64::from_bits(encode(&double, &converted) as u64)
}

/// Whether `bits` encode a NaN of `kind` (x87 pseudo-NaNs and unnormals count as NaN).
pub fn is_nan(kind: FloatKind, bits: u128) -> bool {
    matches!(decode(&kind.semantics(), bits), Value::NaN { .. })
}

/// Whether `bits` encode an infinity of `kind`.
pub fn is_infinite(kind: FloatKind, bits: u128) -> bool {
    matches!(decode(&kind.semantics(), bits), Value::Infinity { .. })
}

/// How a format represents values that are not finite (LLVM's `fltNonfiniteBehavior` together
/// with its `fltNanEncoding`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NonFinite {
    /// An all-ones exponent field means infinity (zero fraction) or NaN.
    Ieee,
    /// No infinity; NaN is the all-ones exponent and fraction.
    NanAllOnes,
    /// No infinity and no negative zero; NaN is the negative zero encoding.
    NanNegativeZero,
    /// Neither infinity nor NaN exists.
    FiniteOnly,
}

/// How the sign, exponent and fraction fields are laid out in the bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Layout {
    /// Sign, exponent, then the fraction without its implicit integer bit.
    Ieee,
    /// x87 extended precision: sign, 15-bit exponent, 64-bit significand with integer bit.
    X87,
    /// An 8-bit biased exponent only (`f8E8M0FNU`).
    ExponentOnly,
}

/// The parameters of a format, mirroring LLVM's `fltSemantics`.
#[derive(Clone, Copy, Debug)]
struct Semantics {
    /// The largest `e` such that `2^e` is a normal number.
    max_exponent: i32,
    /// The smallest `e` such that `2^e` is a normal number.
    min_exponent: i32,
    /// Significand bits, including the integer bit.
    precision: u32,
    /// Storage bits.
    width: u32,
    /// How infinities and NaNs are represented.
    non_finite: NonFinite,
    /// Where the fields sit in the bits.
    layout: Layout,
}

impl Semantics {
    /// The number of significand bits stored in the encoding.
    fn fraction_bits(&self) -> u32 {
        match self.layout {
            Layout::Ieee => self.precision - 1,
            Layout::X87 => 64,
            Layout::ExponentOnly => 0,
        }
    }

    /// The number of bits of the exponent field.
    fn exponent_bits(&self) -> u32 {
        match self.layout {
            Layout::Ieee => self.width - self.precision,
            Layout::X87 => 15,
            Layout::ExponentOnly => 8,
        }
    }

    /// The exponent bias: the field value of `2^0`.
    fn bias(&self) -> i64 {
        let offset = if self.layout == Layout::ExponentOnly { 0 } else { 1 };
        i64::from(offset - self.min_exponent)
    }

    /// The exponent `APFloat` stores for NaN, which `bitcastToAPInt` encodes after biasing.
    fn nan_exponent(&self) -> i32 {
        match self.non_finite {
            NonFinite::NanNegativeZero => self.min_exponent - 1,
            NonFinite::NanAllOnes if self.layout != Layout::ExponentOnly => self.max_exponent,
            _ => self.max_exponent + 1,
        }
    }

    /// Whether the format has NaN but no infinity.
    fn is_nan_only(&self) -> bool {
        matches!(self.non_finite, NonFinite::NanAllOnes | NonFinite::NanNegativeZero)
    }
}

/// A decoded value, holding the same fields as an `IEEEFloat`.
///
/// A finite value is `significand * 2^(exponent - precision + 1)`; denormals have
/// `exponent == min_exponent` and a significand below `2^(precision - 1)`. A NaN keeps its stored
/// significand bits as payload. Equality is `APFloat::bitwiseIsEqual` for zero and finite values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Value {
    Zero { negative: bool },
    Infinity { negative: bool },
    NaN { negative: bool, payload: u128 },
    Finite { negative: bool, exponent: i32, significand: u128 },
}

/// The low `count` bits set.
fn low_mask(count: u32) -> u128 {
    if count >= 128 {
        u128::MAX
    } else {
        (1u128 << count) - 1
    }
}

/// Decodes bits like `IEEEFloat::initFromAPInt`; bits above the storage width are ignored.
fn decode(semantics: &Semantics, bits: u128) -> Value {
    let bits = bits & low_mask(semantics.width);
    let fraction_bits = semantics.fraction_bits();
    let fraction = bits & low_mask(fraction_bits);
    let all_ones = low_mask(semantics.exponent_bits());
    let field = (bits >> fraction_bits) & all_ones;
    let negative = semantics.layout != Layout::ExponentOnly && bits >> (semantics.width - 1) == 1;
    // The field is at most 15 bits wide, so it always fits an i32.
    let exponent = field as i32 - semantics.bias() as i32;
    match semantics.layout {
        Layout::ExponentOnly if field == all_ones => Value::NaN { negative: false, payload: 1 },
        Layout::ExponentOnly => Value::Finite { negative: false, exponent, significand: 1 },
        Layout::X87 => {
            let integer_bit = 1u128 << 63;
            if field == 0 && fraction == 0 {
                Value::Zero { negative }
            } else if field == all_ones && fraction == integer_bit {
                Value::Infinity { negative }
            } else if field == all_ones || (field != 0 && fraction & integer_bit == 0) {
                Value::NaN { negative, payload: fraction }
            } else {
                let exponent = if field == 0 { semantics.min_exponent } else { exponent };
                Value::Finite { negative, exponent, significand: fraction }
            }
        }
        Layout::Ieee => {
            let is_zero = field == 0 && fraction == 0;
            let is_nan = match semantics.non_finite {
                NonFinite::Ieee if field == all_ones && fraction == 0 => {
                    return Value::Infinity { negative };
                }
                NonFinite::Ieee => field == all_ones,
                NonFinite::NanAllOnes => field == all_ones && fraction == low_mask(fraction_bits),
                NonFinite::NanNegativeZero => is_zero && negative,
                NonFinite::FiniteOnly => false,
            };
            if is_nan {
                Value::NaN { negative, payload: fraction }
            } else if is_zero {
                Value::Zero { negative }
            } else if field == 0 {
                Value::Finite { negative, exponent: semantics.min_exponent, significand: fraction }
            } else {
                let significand = fraction | 1 << fraction_bits;
                Value::Finite { negative, exponent, significand }
            }
        }
    }
}

/// Encodes a value like `IEEEFloat::bitcastToAPInt`, including what LLVM's release builds do for
/// values the format cannot hold (an infinity in a finite-only format encodes as its sign bit).
fn encode(semantics: &Semantics, value: &Value) -> u128 {
    let bias = semantics.bias();
    let x87 = semantics.layout == Layout::X87;
    let (negative, field, fraction) = match *value {
        Value::Finite { negative, exponent, significand } => {
            let mut field = i64::from(exponent) + bias;
            if field == 1 && (significand >> (semantics.precision - 1)) & 1 == 0 {
                field = 0;
            }
            (negative, field, significand)
        }
        Value::Zero { negative } => (negative, i64::from(semantics.min_exponent - 1) + bias, 0),
        Value::Infinity { negative } if x87 => (negative, 0x7FFF, 1 << 63),
        Value::Infinity { negative } => (negative, i64::from(semantics.max_exponent + 1) + bias, 0),
        Value::NaN { negative, payload } if x87 => (negative, 0x7FFF, payload),
        Value::NaN { negative, payload } => {
            (negative, i64::from(semantics.nan_exponent()) + bias, payload)
        }
    };
    let fraction_bits = semantics.fraction_bits();
    let field = (field as u128) & low_mask(semantics.exponent_bits());
    (u128::from(negative) << (semantics.width - 1))
        | field << fraction_bits
        | (fraction & low_mask(fraction_bits))
}

/// A zero of the format, as `APFloat` produces it: `FNUZ` formats drop the sign and formats
/// without a zero give their smallest normal value instead.
fn make_zero(semantics: &Semantics, negative: bool) -> Value {
    if semantics.layout == Layout::ExponentOnly {
        let significand = 1 << (semantics.precision - 1);
        return Value::Finite { negative: false, exponent: semantics.min_exponent, significand };
    }
    Value::Zero { negative: negative && semantics.non_finite != NonFinite::NanNegativeZero }
}

/// The default quiet NaN of the format, like `IEEEFloat::makeNaN(false, negative)`.
fn make_nan(semantics: &Semantics, negative: bool) -> Value {
    let quiet_bit = 1u128 << semantics.precision.saturating_sub(2);
    match semantics.non_finite {
        NonFinite::NanNegativeZero => Value::NaN { negative: true, payload: 0 },
        NonFinite::NanAllOnes => {
            Value::NaN { negative, payload: low_mask(semantics.precision - 1) }
        }
        _ if semantics.layout == Layout::X87 => {
            Value::NaN { negative, payload: quiet_bit | quiet_bit << 1 }
        }
        _ => Value::NaN { negative, payload: quiet_bit },
    }
}

/// The result of an overflow when rounding to nearest, like `IEEEFloat::handleOverflow`.
fn overflow(semantics: &Semantics, negative: bool) -> Value {
    match semantics.non_finite {
        NonFinite::Ieee => Value::Infinity { negative },
        NonFinite::FiniteOnly => Value::Finite {
            negative,
            exponent: semantics.max_exponent,
            significand: low_mask(semantics.precision),
        },
        _ => make_nan(semantics, negative),
    }
}

/// Rounds the exact value `±dividend / divisor` to the format, to nearest with ties to
/// even, handling denormals, underflow and overflow like `IEEEFloat::normalize`.
fn round(semantics: &Semantics, negative: bool, dividend: &BigUint, divisor: &BigUint) -> Value {
    if dividend.bits() == 0 || divisor.bits() == 0 {
        return make_zero(semantics, negative);
    }
    let precision = i64::from(semantics.precision);
    // Find the binary exponent `e` with `2^e <= dividend / divisor < 2^(e + 1)`.
    let mut exponent = dividend.bits() as i64 - divisor.bits() as i64;
    if dividend << (-exponent).max(0) < divisor << exponent.max(0) {
        exponent -= 1;
    }
    let mut exponent = exponent.max(i64::from(semantics.min_exponent));
    // Scale so that the integer part of the quotient is the significand.
    let shift = exponent - (precision - 1);
    let dividend = dividend << (-shift).max(0);
    let divisor = divisor << shift.max(0);
    let mut significand = &dividend / &divisor;
    let twice_remainder = (dividend - &significand * &divisor) << 1u32;
    if twice_remainder > divisor || (twice_remainder == divisor && significand.bit(0)) {
        significand += 1u32;
    }
    if significand.bits() as i64 > precision {
        significand >>= 1u32;
        exponent += 1;
    }
    if significand.bits() == 0 {
        return make_zero(semantics, negative);
    }
    let significand = significand
        .iter_u64_digits()
        .rev()
        .fold(0u128, |all, digit| all.wrapping_shl(64) | u128::from(digit));
    let all_ones = semantics.precision > 1 && significand == low_mask(semantics.precision);
    let max_exponent = i64::from(semantics.max_exponent);
    if exponent > max_exponent
        || (semantics.non_finite == NonFinite::NanAllOnes && exponent == max_exponent && all_ones)
    {
        return overflow(semantics, negative);
    }
    // The exponent now lies between the format's minimum and maximum, so it fits an i32.
    Value::Finite { negative, exponent: exponent as i32, significand }
}

/// Converts a value between formats like `IEEEFloat::convert` with `rmNearestTiesToEven`.
fn convert(from: &Semantics, to: &Semantics, value: Value) -> Value {
    match value {
        Value::Zero { negative } => make_zero(to, negative),
        Value::Infinity { negative } if to.is_nan_only() => make_nan(to, negative),
        Value::Infinity { negative } => Value::Infinity { negative },
        Value::Finite { negative, exponent, significand } => {
            let scale = i64::from(exponent) - i64::from(from.precision - 1);
            let dividend = BigUint::from(significand) << scale.max(0);
            round(to, negative, &dividend, &(BigUint::from(1u32) << (-scale).max(0)))
        }
        Value::NaN { negative, payload } => convert_nan(from, to, negative, payload),
    }
}

/// Converts a NaN between formats, keeping as much of the payload as `APFloat` keeps.
fn convert_nan(from: &Semantics, to: &Semantics, negative: bool, payload: u128) -> Value {
    let signaling =
        from.non_finite == NonFinite::Ieee && (payload >> (from.precision - 2)) & 1 == 0;
    if to.is_nan_only() {
        return make_nan(to, negative);
    }
    let x87_special = from.layout == Layout::X87
        && to.layout != Layout::X87
        && ((payload >> 63) & 1 == 0 || (payload >> 62) & 1 == 0);
    let shift = i64::from(to.precision) - i64::from(from.precision);
    if from.non_finite == NonFinite::NanNegativeZero {
        return make_nan(to, false);
    }
    let mut payload = payload;
    if shift < 0 && !from.is_nan_only() {
        payload = payload.checked_shr((-shift) as u32).unwrap_or(0);
    } else if shift > 0 {
        payload = payload.checked_shl(shift as u32).unwrap_or(0);
    }
    if !x87_special && to.layout == Layout::X87 {
        payload |= 1 << 63;
    }
    if signaling {
        payload |= 1 << (to.precision - 2);
    }
    Value::NaN { negative, payload }
}

/// Parses a decimal literal (`-1.5`, `2.500000e-01`, `1E+3`) and rounds it correctly to the
/// format, like `APFloat`'s `convertFromString` with `rmNearestTiesToEven`.
fn parse_decimal(semantics: &Semantics, text: &str) -> Option<Value> {
    let (negative, text) = text.strip_prefix('-').map_or((false, text), |rest| (true, rest));
    let (mantissa, exponent) = match text.find(['e', 'E']) {
        Some(index) => (&text[..index], text[index + 1..].parse::<i64>().ok()?),
        None => (text, 0),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = format!("{whole}{fraction}");
    if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    let digits = BigUint::parse_bytes(digits.as_bytes(), 10)?;
    let exponent = exponent.checked_sub(fraction.len() as i64)?;
    // Beyond these powers of ten every format overflows or underflows, whatever the digits.
    let digit_count = digits.to_string().len() as i64;
    if digits.bits() == 0 || exponent + digit_count < -6000 {
        return Some(round(semantics, negative, &BigUint::default(), &digits));
    }
    if exponent > 6000 {
        return Some(overflow(semantics, negative));
    }
    let power = BigUint::from(10u32).pow(exponent.unsigned_abs() as u32);
    Some(if exponent >= 0 {
        round(semantics, negative, &(digits * power), &BigUint::from(1u32))
    } else {
        round(semantics, negative, &digits, &power)
    })
}

/// Reproduces `IEEEFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)` for
/// zero and finite values (MLIR never prints the text of infinities and NaNs).
fn to_string(
    semantics: &Semantics,
    value: &Value,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    match *value {
        Value::Infinity { .. } | Value::NaN { .. } => String::new(),
        Value::Zero { negative } => {
            let sign = if negative { "-" } else { "" };
            let zeros = "0".repeat(format_precision.saturating_sub(1) as usize);
            match (max_padding, truncate_zero) {
                (0, true) => format!("{sign}0.0E+0"),
                (0, false) => format!("{sign}0.0{zeros}e+00"),
                _ => format!("{sign}0"),
            }
        }
        Value::Finite { negative, exponent, significand } => {
            let precision = if format_precision == 0 {
                2 + semantics.precision * 59 / 196
            } else {
                format_precision
            };
            let exponent = i64::from(exponent) - i64::from(semantics.precision - 1);
            let (digits, exponent) = decimal_digits(significand, exponent, precision);
            let mut text = String::from(if negative { "-" } else { "" });
            layout_digits(&mut text, &digits, exponent, precision, max_padding, truncate_zero);
            text
        }
    }
}

/// Turns `significand * 2^exponent` into decimal digits (least significant first, no trailing
/// zeros) and a power of ten, reduced to at most `precision` digits like `toStringImpl`: first
/// by truncating division of the integer, then by rounding the digits half up.
fn decimal_digits(significand: u128, exponent: i64, precision: u32) -> (Vec<u8>, i64) {
    let trailing = significand.trailing_zeros().min(127);
    let mut exponent = exponent + i64::from(trailing);
    let mut integer = BigUint::from(significand >> trailing);
    if exponent > 0 {
        integer <<= exponent as u64;
        exponent = 0;
    } else if exponent < 0 {
        integer *= BigUint::from(5u32).pow(exponent.unsigned_abs() as u32);
    }
    // The integer part of LLVM's `AdjustToPrecision`: drop a conservative number of digits.
    let bits_required = (u64::from(precision) * 196).div_ceil(59);
    if integer.bits() > bits_required {
        let removable = (integer.bits() - bits_required) * 59 / 196;
        exponent += removable as i64;
        integer /= BigUint::from(10u32).pow(removable as u32);
    }
    let mut digits: Vec<u8> = integer.to_str_radix(10).bytes().rev().collect();
    let zeros = digits.iter().take_while(|&&digit| digit == b'0').count().min(digits.len() - 1);
    digits.drain(..zeros);
    exponent += zeros as i64;
    // The digit part of `AdjustToPrecision`: round half up on the first dropped digit.
    let count = digits.len();
    let precision = precision.max(1) as usize;
    if count > precision {
        let mut first = count - precision;
        if digits[first - 1] < b'5' {
            while first < count && digits[first] == b'0' {
                first += 1;
            }
        } else {
            while first < count && digits[first] == b'9' {
                first += 1;
            }
            if first == count {
                return (vec![b'1'], exponent + count as i64);
            }
            digits[first] += 1;
        }
        digits.drain(..first);
        exponent += first as i64;
    }
    (digits, exponent)
}

/// Writes digits (least significant first) times `10^exponent` in `toStringImpl`'s layout:
/// scientific when there is no padding allowed or the number is too large or small, otherwise
/// positional.
fn layout_digits(
    text: &mut String,
    digits: &[u8],
    exponent: i64,
    precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) {
    let count = digits.len() as i64;
    let (precision, max_padding) = (i64::from(precision), i64::from(max_padding));
    let scientific = if max_padding == 0 {
        true
    } else if exponent >= 0 {
        exponent > max_padding || count + exponent > precision
    } else {
        let leading = exponent + count - 1;
        leading < 0 && -leading > max_padding
    };
    let most_significant_first = digits.iter().rev().map(|&digit| char::from(digit));
    if scientific {
        let exponent = exponent + count - 1;
        let mut chars = most_significant_first;
        text.extend(chars.next());
        text.push('.');
        if count == 1 && truncate_zero {
            text.push('0');
        }
        text.extend(chars);
        if !truncate_zero && precision > count - 1 {
            text.extend(std::iter::repeat_n('0', (precision - count + 1) as usize));
        }
        text.push(if truncate_zero { 'E' } else { 'e' });
        text.push(if exponent >= 0 { '+' } else { '-' });
        let magnitude = exponent.unsigned_abs();
        if !truncate_zero && magnitude < 10 {
            text.push('0');
        }
        text.push_str(&magnitude.to_string());
    } else if exponent >= 0 {
        text.extend(most_significant_first);
        text.extend(std::iter::repeat_n('0', exponent as usize));
    } else if exponent + count > 0 {
        let whole = (exponent + count) as usize;
        text.extend(most_significant_first.clone().take(whole));
        text.push('.');
        text.extend(most_significant_first.skip(whole));
    } else {
        text.push_str("0.");
        text.extend(std::iter::repeat_n('0', (-(exponent + count)) as usize));
        text.extend(most_significant_first);
    }
}

#[cfg(test)]
mod tests {
    /// The hardware fast paths of `float_from_f64` and `float_to_f64` give
    /// the bits of the general conversion: random doubles of every
    /// exponent, and the edges (ties, the largest float, subnormals).
    #[test]
    fn fast_paths_agree_with_the_general_conversion() {
        let double = FloatKind::F64.semantics();
        let single = FloatKind::F32.semantics();
        let general_from = |value: f64| {
            encode(
                &single,
                &convert(&double, &single, decode(&double, u128::from(value.to_bits()))),
            )
        };
        let general_to = |bits: u32| {
            f64::from_bits(encode(
                &double,
                &convert(&single, &double, decode(&single, u128::from(bits))),
            ) as u64)
        };
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut values = vec![
            0.0,
            -0.0,
            1.0 + f64::EPSILON,
            f64::from(f32::MAX),
            f64::from(f32::MAX) * (1.0 + 1e-8),
            3.4028235677973366e38,
            f64::from(f32::MIN_POSITIVE) / 3.0,
            1e-46,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::MAX,
            f64::MIN_POSITIVE,
        ];
        for _ in 0..20_000 {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            values.push(f64::from_bits(state));
            // Doubles a few bits away from a float: ties and near-ties.
            let near = f64::from(f32::from_bits((state >> 32) as u32));
            values.push(f64::from_bits(near.to_bits() ^ (1 << 28)));
        }
        for value in values.into_iter().filter(|value| !value.is_nan()) {
            assert_eq!(float_from_f64(FloatKind::F32, value), general_from(value), "{value:e}");
            assert_eq!(float_from_f64(FloatKind::F64, value), u128::from(value.to_bits()));
            let bits = float_from_f64(FloatKind::F32, value) as u32;
            let widened = float_to_f64(FloatKind::F32, u128::from(bits));
            assert_eq!(widened.to_bits(), general_to(bits).to_bits(), "{bits:#x}");
        }
    }

    use super::*;

    /// What `mlir-opt` 22 prints for `"test.op"() {v = 0x<bits> : <type>}`: `type bits text;`.
    const PRINTED: &str = "
    f32 3DCCCCCD 1.000000e-01; f32 7FC00000 0x7FC00000; f32 00000001 1.401300e-45;
    f32 7F7FFFFF 3.40282347E+38; f32 80000000 -0.000000e+00; f32 FF800000 0xFF800000;
    f32 4B3C614E 0x4B3C614E; f64 3FF3C0CA4283DE1B 1.2345678899999999;
    f64 400921FB54442D18 3.1415926535897931; f64 419D6F3454000000 0x419D6F3454000000;
    f64 7E37E43C8800759C 1.000000e+300; f64 7FF0000000000000 0x7FF0000000000000;
    f64 FFF0000000000000 0xFFF0000000000000; f64 0000000000000001 4.940660e-324;
    f64 7FEFFFFFFFFFFFFF 1.7976931348623157E+308; f64 0010000000000000 2.2250738585072014E-308;
    f64 BFB999999999999A -1.000000e-01; f64 7FF8000000000001 0x7FF8000000000001;
    f16 3C00 1.000000e+00; f16 7BFF 6.550400e+04; f16 0001 5.960460e-08; f16 8000 -0.000000e+00;
    f16 7C00 0x7C00; f16 3555 3.332520e-01; bf16 7F7F 3.389530e+38; bf16 0001 9.183550e-41;
    bf16 3DCD 1.000980e-01; f80 3FFF8000000000000000 1.000000e+00;
    f80 BFFF8000000000000000 -1.000000e+00; f80 7FFF8000000000000000 0x7FFF8000000000000000;
    f80 7FFFC000000000000000 0x7FFFC000000000000000;
    f80 3FFF0000000000000001 0x7FFF0000000000000001;
    f80 0000C000000000000000 5.04315471466814025939E-4932;
    f80 3FFBCCCCCCCCCCCCD000 0.100000000000000005551; f80 00000000000000000001 3.645200e-4951;
    f128 3FFB999999999999A000000000000000 0.100000000000000005551115123125782702;
    f128 3FFF0000000000000000000000000000 1.000000e+00;
    f128 00000000000000000000000000000001 6.475180e-4966;
    f128 FFFF0000000000000000000000000000 0xFFFF0000000000000000000000000000;
    f128 7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF 1.18973149535723176508575932662800702E+4932;
    tf32 1FC00 1.000000e+00; tf32 7FFFF 0x7FFFF; tf32 00001 1.147940e-41;
    f8E5M2 7B 5.734400e+04; f8E5M2 01 1.525880e-05; f8E5M2 7C 0x7C; f8E4M3 77 2.400000e+02;
    f8E4M3 78 0x78; f8E4M3 01 1.953130e-03; f8E4M3FN 7E 4.480000e+02; f8E4M3FN 7F 0x7F;
    f8E4M3FN FF 0xFF; f8E4M3FN 80 -0.000000e+00; f8E5M2FNUZ 7F 5.734400e+04; f8E5M2FNUZ 80 0x80;
    f8E5M2FNUZ 01 7.629390e-06; f8E4M3FNUZ 7F 2.400000e+02; f8E4M3FNUZ 01 9.765620e-04;
    f8E4M3B11FNUZ 7F 3.000000e+01; f8E4M3B11FNUZ 80 0x80; f8E3M4 6F 1.550000e+01;
    f8E3M4 70 0x70; f8E3M4 35 1.312500e+00; f8E8M0FNU 00 5.877470e-39;
    f8E8M0FNU 7F 1.000000e+00; f8E8M0FNU FE 1.701410e+38; f8E8M0FNU FF 0xFF;
    f6E2M3FN 1F 7.500000e+00; f6E2M3FN 3F -7.500000e+00; f6E2M3FN 20 -0.000000e+00;
    f6E3M2FN 1F 2.800000e+01; f4E2M1FN 7 6.000000e+00; f4E2M1FN 8 -0.000000e+00;
    f4E2M1FN 1 5.000000e-01;";

    /// What `mlir-opt` 22 prints for `dense<literal> : tensor<type>`: `type literal text;`.
    const CONVERTED: &str = "
    f8E4M3FN 1.0e10 0x7F; f8E4M3FN -1.0e10 0xFF; f8E4M3FN 464.0 4.480000e+02;
    f8E4M3FN 465.0 0x7F; f8E5M2FNUZ 1.0e10 0x80; f8E5M2FNUZ -0.0 0.000000e+00;
    f8E4M3FNUZ -1.0e-10 0.000000e+00; f8E4M3B11FNUZ 31.0 0x80; f6E2M3FN 1.0e10 7.500000e+00;
    f6E2M3FN -1.0e10 -7.500000e+00; f6E3M2FN 1.0e400 0.000000e+00;
    f4E2M1FN 1.0e400 0.000000e+00; f4E2M1FN -1.0e400 -0.000000e+00; f4E2M1FN 0.25 0.000000e+00;
    f4E2M1FN 0.26 5.000000e-01; f4E2M1FN 5.0 4.000000e+00; f8E8M0FNU -1.0 0xFF;
    f8E8M0FNU 0.0 5.877470e-39; f8E8M0FNU 3.0 4.000000e+00; f8E8M0FNU 1.0e50 0xFF;
    f8E8M0FNU 1.0e-50 5.877470e-39; f16 65519.0 6.550400e+04; f16 65520.0 0x7C00;
    f16 1.0e-8 0.000000e+00; f16 3.0e-8 5.960460e-08; f32 1.0e400 0x7F800000;
    f32 -1.0e-50 -0.000000e+00; f32 0.1 1.000000e-01; bf16 0.1 1.000980e-01;
    tf32 0.1 9.997550e-02; f8E5M2 1.0e10 0x7C; f8E4M3 1.0e10 0x78; f8E3M4 15.75 0x70;
    f8E3M4 16.0 0x70; f80 0.1 0.100000000000000005551;
    f128 0.1 0.100000000000000005551115123125782702; f64 1.23456789 1.2345678899999999;";

    /// Splits a table into `(kind, second field, expected text)` rows.
    fn rows(table: &str) -> impl Iterator<Item = (FloatKind, &str, &str)> {
        table.split(';').filter(|row| !row.trim().is_empty()).map(|row| {
            let fields: Vec<&str> = row.split_whitespace().collect();
            (FloatKind::from_keyword(fields[0]).expect("known keyword"), fields[1], fields[2])
        })
    }

    #[test]
    fn formats_like_mlir_opt() {
        for (kind, bits, expected) in rows(PRINTED) {
            let bits = u128::from_str_radix(bits, 16).expect("hexadecimal bits");
            assert_eq!(format_float(kind, bits), expected, "{kind:?} {bits:#X}");
        }
    }

    #[test]
    fn converts_like_mlir_opt() {
        for (kind, literal, expected) in rows(CONVERTED) {
            let bits = float_from_f64(kind, literal.parse().expect("decimal literal"));
            assert_eq!(format_float(kind, bits), expected, "{kind:?} {literal}");
        }
    }

    #[test]
    fn converts_nans_and_infinities_like_apfloat() {
        let nan = f64::NAN;
        assert_eq!(float_from_f64(FloatKind::F32, nan), 0x7FC0_0000);
        assert_eq!(float_from_f64(FloatKind::F80, nan), 0x7FFF_C000_0000_0000_0000);
        assert_eq!(float_from_f64(FloatKind::F128, nan), 0x7FFF_8000_u128 << 96);
        assert_eq!(float_from_f64(FloatKind::F8E4M3FN, -nan), 0xFF);
        assert_eq!(float_from_f64(FloatKind::F8E4M3FNUZ, -nan), 0x80);
        assert_eq!(float_from_f64(FloatKind::F8E8M0FNU, nan), 0xFF);
        assert_eq!(float_from_f64(FloatKind::F4E2M1FN, -f64::INFINITY), 0x8);
        assert_eq!(float_from_f64(FloatKind::F6E2M3FN, 1e10), 0x1F);
        // The values `arith.extf` folds these constants to.
        assert_eq!(float_to_f64(FloatKind::F8E8M0FNU, 0xFF), f64::INFINITY);
        assert_eq!(float_to_f64(FloatKind::F8E4M3FN, 0xFF).to_bits(), 0xFFFE_0000_0000_0000);
        assert_eq!(float_to_f64(FloatKind::F8E5M2FNUZ, 0x80).to_bits(), 0x7FF8_0000_0000_0000);
        assert_eq!(float_to_f64(FloatKind::F80, 0x3FFB_CCCC_CCCC_CCCC_D000), 0.1);
        assert_eq!(float_to_f64(FloatKind::F128, (0x7FFF << 112) - 1), f64::INFINITY);
        assert_eq!(float_to_f64(FloatKind::F128, 1), 0.0);
    }

    #[test]
    fn narrow_values_round_trip_through_f64() {
        for kind in FloatKind::ALL.into_iter().filter(|kind| kind.bit_width() <= 16) {
            for bits in (0..1u128 << kind.bit_width()).filter(|&bits| !is_nan(kind, bits)) {
                assert_eq!(float_from_f64(kind, float_to_f64(kind, bits)), bits, "{kind:?}");
            }
        }
    }

    #[test]
    fn keywords_widths_and_classes() {
        for kind in FloatKind::ALL {
            assert_eq!(FloatKind::from_keyword(kind.keyword()), Some(kind));
        }
        assert_eq!(FloatKind::from_keyword("f8e4m3fn"), None);
        let widths = FloatKind::ALL.map(FloatKind::bit_width);
        assert_eq!(widths, [16, 16, 32, 64, 80, 128, 19, 8, 8, 8, 8, 8, 8, 8, 8, 6, 6, 4]);
        assert!(is_infinite(FloatKind::F16, 0xFC00) && !is_nan(FloatKind::F16, 0xFC00));
        assert!(is_nan(FloatKind::F80, 0x3FFF_0000_0000_0000_0001));
        assert!(is_nan(FloatKind::F8E4M3FNUZ, 0x80) && !is_nan(FloatKind::F8E4M3FN, 0x80));
        assert!(!is_nan(FloatKind::F4E2M1FN, 0xF) && !is_infinite(FloatKind::F8E5M2FNUZ, 0x7F));
    }
}
