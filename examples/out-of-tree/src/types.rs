//! The signal type, `!dsp.signal<f32, time>`, and the constraints ops
//! put on it.

use ir_core::ir_macros::type_def;
use ir_core::ods::TypeConstraint;
use ir_core::types::Type;
use ir_core::Context;

use crate::enums::Domain;

/// A stream of samples of `element` in `domain`: `!dsp.signal<f32, time>`.
#[type_def(dialect = "dsp", mnemonic = "signal", format = "`<` $element `,` $domain `>`")]
pub struct SignalType {
    /// The type of one sample.
    pub element: Type,
    /// Time samples or frequency bins.
    pub domain: Domain,
}

impl SignalType {
    /// The same samples in `domain`.
    pub fn in_domain(&self, domain: Domain) -> SignalType {
        SignalType { element: self.element, domain }
    }
}

/// Whether `ty` is a signal in `domain`.
fn is_signal_in(context: &Context, ty: Type, domain: Domain) -> bool {
    SignalType::from_type(context, ty).is_some_and(|signal| signal.domain == domain)
}

/// Any signal.
#[allow(non_upper_case_globals)]
pub const AnySignal: TypeConstraint = TypeConstraint::Custom {
    description: "signal",
    check: |context, ty| SignalType::from_type(context, ty).is_some(),
};

/// A signal in the time domain.
#[allow(non_upper_case_globals)]
pub const TimeSignal: TypeConstraint = TypeConstraint::Custom {
    description: "signal in the time domain",
    check: |context, ty| is_signal_in(context, ty, Domain::Time),
};

/// A signal in the frequency domain.
#[allow(non_upper_case_globals)]
pub const FrequencySignal: TypeConstraint = TypeConstraint::Custom {
    description: "signal in the frequency domain",
    check: |context, ty| is_signal_in(context, ty, Domain::Frequency),
};

/// The type of a signal in the frequency domain, given the type of the
/// same signal in time (`TypesMatchWith` of `dsp.fft`); other types are
/// returned as they are, and the operand's constraint reports them.
pub fn to_frequency_domain(context: &Context, ty: Type) -> Type {
    with_domain(context, ty, Domain::Frequency)
}

/// The type of a signal in time, given its type in the frequency domain
/// (`TypesMatchWith` of `dsp.ifft`).
pub fn to_time_domain(context: &Context, ty: Type) -> Type {
    with_domain(context, ty, Domain::Time)
}

fn with_domain(context: &Context, ty: Type, domain: Domain) -> Type {
    match SignalType::from_type(context, ty) {
        Some(signal) => signal.in_domain(domain).to_type(context),
        None => ty,
    }
}
