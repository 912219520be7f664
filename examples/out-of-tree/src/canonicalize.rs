//! The canonicalization rules, declared with `rewrite_rules!`: two gains
//! in a row are one gain, and the inverse transform of a transform is the
//! transformed signal.

use ir_core::ir_macros::rewrite_rules;
use ir_core::rewrite::PatternRewriter;

use crate::ops::{FftOp, GainOp, IfftOp};

rewrite_rules! {
    /// `gain(gain(x, a), b)` is `gain(x, a + b)`, when the sum fits.
    pub CombineGains: GainOp(GainOp($x, $a), $b) => GainOp($x, add_decibels($a, $b)?);

    /// `ifft(fft(x))` is `x`.
    pub InverseOfTransform: IfftOp(FftOp($x)) => $x;
}

/// `a + b` decibels; `None` when the sum overflows, so that the gains stay
/// as they are.
fn add_decibels(_: &mut PatternRewriter<'_>, a: i32, b: i32) -> Option<i32> {
    a.checked_add(b)
}
