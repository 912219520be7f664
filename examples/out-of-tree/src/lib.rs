//! `dsp`: a small dialect of digital signal processing, defined outside
//! the framework's repository with its macros, as a user would.
//!
//! Signals are values of the dialect's type `!dsp.signal<f32, time>`: a
//! stream of samples of an element type, in the time or the frequency
//! domain. Ops generate tones, change gains, apply windows, move between
//! domains with Fourier transforms and map a region over every sample.
//! The dialect has its own version scheme (`v1` to `v3`): `dsp.map` and
//! some windows need newer versions, which `dsp-opt --print-availability`
//! reports, `dsp-opt --check-target-env='#dsp.target<v1>'` checks, and
//! [`ir_core::build_for!`] checks at compile time against [`DspV1`] or
//! [`DspV2`].
//!
//! A second dialect, [`sig`], holds buffers of samples; the pass
//! `lower-dsp-to-sig` ([`lowering`]) lowers tones and gains to it with the
//! framework's dialect conversion.
//!
//! From Rust, the dialect is loaded into a context like any other:
//!
//! ```
//! use ir_core::text::{self, PrintOptions};
//! use ir_core::Context;
//!
//! let context = Context::new();
//! dsp::DspDialect::register(&context);
//! let source = "%tone = dsp.tone 440 : !dsp.signal<f32, time>\n\
//!               %same = dsp.gain %tone by 0 dB : !dsp.signal<f32, time>\n\
//!               %louder = dsp.gain %same by 6 dB : !dsp.signal<f32, time>\n";
//! let parsed = text::parse_source(&context, "tone.mlir", source, 0).expect("valid IR");
//! ir_core::verifier::verify(&context, &parsed.ir, false).expect("it verifies");
//! let printed = text::print_ir(&context, &parsed.ir, &parsed.resources, PrintOptions::default());
//! assert!(printed.contains("%2 = dsp.gain %1 by 6 dB : !dsp.signal<f32, time>"));
//! ```

#![warn(missing_docs)]

mod canonicalize;
mod cost;
mod enums;
mod hooks;
pub mod lowering;
mod ops;
pub mod sig;
mod target;
mod types;

pub use canonicalize::{CombineGains, InverseOfTransform};
pub use cost::{estimate_cost_pass_info, Cost, CostModel, DynCost, EstimateCostPass};
pub use enums::{Domain, MinVersion, Version, WindowKind};
pub use lowering::{lower_to_sig_pass_info, LowerToSigPass};
pub use ops::{DspDialect, FftOp, GainOp, IfftOp, MapOp, ToneOp, WindowOp, YieldOp};
pub use sig::SigDialect;
pub use target::{DspV1, DspV2, TargetAttr, TargetHandle};
pub use types::{AnySignal, FrequencySignal, SignalType, TimeSignal};
