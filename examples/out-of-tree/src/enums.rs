//! The dialect's enums: its versions (and the availability dimension over
//! them), the domain of a signal, and the window functions.

use ir_core::ir_macros::enum_attr;

/// The versions of the `dsp` dialect, oldest first.
#[enum_attr(storage = "i32")]
pub enum Version {
    /// The first version: tones, gains, transforms, simple windows.
    #[case("v1")]
    V1 = 1,
    /// Adds `dsp.map` and the Blackman window.
    #[case("v2")]
    V2 = 2,
    /// Adds the Kaiser window.
    #[case("v3")]
    V3 = 3,
}

/// The oldest version of the dialect an op needs.
pub type MinVersion = ir_core::availability::MinVersion<Version>;

/// Where a signal's samples live.
#[enum_attr(storage = "i32")]
pub enum Domain {
    /// Samples in time.
    #[case("time")]
    Time = 0,
    /// Frequency bins.
    #[case("frequency")]
    Frequency = 1,
}

/// The window functions `dsp.window` applies; the newer ones need newer
/// versions of the dialect.
#[enum_attr(storage = "i32")]
pub enum WindowKind {
    /// No tapering.
    #[case("rectangular")]
    Rectangular = 0,
    /// The raised cosine.
    #[case("hann")]
    Hann = 1,
    /// The raised cosine that does not reach zero.
    #[case("hamming")]
    Hamming = 2,
    /// Three cosine terms.
    #[case("blackman")]
    #[availability(MinVersion(Version::V2))]
    Blackman = 3,
    /// The Bessel window with a shape parameter.
    #[case("kaiser")]
    #[availability(MinVersion(Version::V3))]
    Kaiser = 4,
}
