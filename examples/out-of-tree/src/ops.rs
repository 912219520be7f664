//! The ops of the `dsp` dialect and the dialect itself.
//!
//! Every op names its dialect (`dialect = DspDialect`): the dialect must
//! list it (checked at compile time), and it takes the dialect's default
//! availability (`v1`); `dsp.window` adds what its kind's case needs.

use ir_core::ir::{Region, Value};
use ir_core::ir_macros::{dialect, op};

use crate::canonicalize::{CombineGains, InverseOfTransform};
use crate::cost::Cost;
use crate::enums::{MinVersion, Version, WindowKind};
use crate::hooks::{fold_gain, verify_map, verify_tone};
use crate::target::TargetAttr;
use crate::types::{to_frequency_domain, to_time_domain, SignalType};
use crate::types::{AnySignal, FrequencySignal, TimeSignal};

/// A sine tone of a frequency in hertz, in the time domain:
///
/// ```mlir
/// %tone = dsp.tone 440 : !dsp.signal<f32, time>
/// ```
#[op(
    name = "dsp.tone",
    summary = "sine tone generator",
    dialect = DspDialect,
    traits = [Pure],
    format = "$frequency attr-dict `:` type($result)",
    verify = verify_tone,
    interfaces = [Cost],
)]
pub struct ToneOp {
    /// The frequency in hertz, positive.
    #[property]
    frequency: i64,
    #[result(TimeSignal)]
    result: Value,
}

/// Multiplies every sample by a gain given in decibels; a gain of 0 dB
/// is the identity, and two gains in a row add up:
///
/// ```mlir
/// %louder = dsp.gain %tone by 6 dB : !dsp.signal<f32, time>
/// ```
#[op(
    name = "dsp.gain",
    summary = "gain in decibels",
    dialect = DspDialect,
    traits = [Pure, SameOperandsAndResultType],
    format = "$input `by` $decibels `dB` attr-dict `:` type($result)",
    fold = fold_gain,
    canonicalize = [CombineGains],
    interfaces = [Cost],
)]
pub struct GainOp {
    #[operand(AnySignal)]
    input: Value,
    /// The gain in decibels (negative to attenuate).
    #[property]
    decibels: i32,
    #[result(AnySignal)]
    result: Value,
}

/// Tapers a time signal with a window function; Blackman needs version 2
/// of the dialect, Kaiser version 3:
///
/// ```mlir
/// %windowed = dsp.window hann %tone : !dsp.signal<f32, time>
/// ```
#[op(
    name = "dsp.window",
    summary = "window function",
    dialect = DspDialect,
    traits = [Pure, SameOperandsAndResultType],
    format = "$kind $input attr-dict `:` type($result)",
    interfaces = [Cost],
)]
pub struct WindowOp {
    /// The window function.
    #[property]
    kind: WindowKind,
    #[operand(TimeSignal)]
    input: Value,
    #[result(TimeSignal)]
    result: Value,
}

/// The Fourier transform of a time signal: its frequency bins, of the
/// same element type.
///
/// ```mlir
/// %spectrum = dsp.fft %tone : !dsp.signal<f32, time>
/// ```
#[op(
    name = "dsp.fft",
    summary = "fast Fourier transform",
    dialect = DspDialect,
    traits = [
        Pure,
        TypesMatchWith("result is the input in the frequency domain", input, result, to_frequency_domain),
    ],
    format = "$input attr-dict `:` type($input)",
    interfaces = [Cost],
)]
pub struct FftOp {
    #[operand(TimeSignal)]
    input: Value,
    #[result(FrequencySignal)]
    result: Value,
}

/// The inverse Fourier transform: the time signal of frequency bins.
/// The inverse of a transform is its input.
///
/// ```mlir
/// %signal = dsp.ifft %spectrum : !dsp.signal<f32, frequency>
/// ```
#[op(
    name = "dsp.ifft",
    summary = "inverse fast Fourier transform",
    dialect = DspDialect,
    traits = [
        Pure,
        TypesMatchWith("result is the input in the time domain", input, result, to_time_domain),
    ],
    format = "$input attr-dict `:` type($input)",
    canonicalize = [InverseOfTransform],
    interfaces = [Cost],
)]
pub struct IfftOp {
    #[operand(FrequencySignal)]
    input: Value,
    #[result(TimeSignal)]
    result: Value,
}

/// Applies its region to every sample: the region's block takes one
/// sample and yields its new value, of the same type. Needs version 2 of
/// the dialect.
///
/// ```mlir
/// %squared = dsp.map %tone : !dsp.signal<f32, time> {
/// ^bb0(%sample: f32):
///   %square = arith.mulf %sample, %sample : f32
///   dsp.yield %square : f32
/// }
/// ```
#[op(
    name = "dsp.map",
    summary = "sample-wise map",
    dialect = DspDialect,
    availability = [MinVersion(Version::V2)],
    traits = [SameOperandsAndResultType],
    format = "$input attr-dict `:` type($input) $body",
    verify = verify_map,
    interfaces = [Cost],
)]
pub struct MapOp {
    #[operand(AnySignal)]
    input: Value,
    /// One block: one sample in, `dsp.yield` of its new value.
    #[region(blocks = 1)]
    body: Region,
    #[result(AnySignal)]
    result: Value,
}

/// Ends the region of `dsp.map` with the new value of the sample.
#[op(
    name = "dsp.yield",
    summary = "sample yielded by a map",
    dialect = DspDialect,
    traits = [Pure, ReturnLike, Terminator, HasParent(MapOp)],
    format = "$value attr-dict `:` type($value)",
)]
pub struct YieldOp {
    #[operand(AnyType)]
    value: Value,
}

/// Digital signal processing on streams of samples: tones, gains,
/// windows, Fourier transforms and sample-wise maps, with a version
/// scheme of its own (`v1` to `v3`).
#[dialect(
    name = "dsp",
    ops = [ToneOp, GainOp, WindowOp, FftOp, IfftOp, MapOp, YieldOp],
    types = [SignalType],
    attributes = [TargetAttr],
    availability = [MinVersion(Version::V1)],
)]
pub struct DspDialect;
