//! `lower-dsp-to-sig`: tones and gains of time signals become `sig` ops,
//! with the framework's dialect conversion: a conversion target (`sig`
//! legal, `dsp.tone` illegal, `dsp.gain` legal only in the frequency
//! domain), a type converter (`!dsp.signal<T, time>` to `!sig.samples<T>`)
//! and one conversion pattern per op (a declared rule for the tone, a
//! hand-written pattern for the gain). Users left in `dsp` read the new
//! values through `builtin.unrealized_conversion_cast`s.

use ir_core::ir_macros::conversion_rules;
use ir_core::pass::{Pass, PassFailure, PassInfo, PassScope};
use ir_core::types::Type;
use ir_core::Context;
use ir_transforms::conversion::{
    apply_partial_conversion, unrealized_cast, Adaptor, BodyStore, ConversionPatterns,
    ConversionRewriter, ConversionTarget, MatchFailure, OpConversionPattern, RuleOutcome,
    TypeConverter,
};

use crate::enums::Domain;
use crate::ops::{GainOp, ToneOp};
use crate::sig::{SamplesType, ScaleOp, SineOp};
use crate::types::SignalType;

/// The type converter: time signals become sample buffers, frequency
/// signals cannot be converted, and other types stay as they are; values
/// that `dsp` ops still use get a cast back to the signal.
pub fn signal_type_converter<'a>() -> TypeConverter<'a> {
    let mut converter = TypeConverter::new();
    converter.add_conversion(|_, ty| RuleOutcome::to(ty));
    converter.add_conversion(|context, ty| match SignalType::from_type(context, ty) {
        Some(signal) if signal.domain == Domain::Time => {
            RuleOutcome::to(SamplesType { element: signal.element }.to_type(context))
        }
        Some(_) => RuleOutcome::Refused,
        None => RuleOutcome::NotHandled,
    });
    // Users left in `dsp` read the buffers through casts.
    converter.add_source_materialization(unrealized_cast);
    converter
}

/// The converted type of the op's result.
fn converted_result(rewriter: &ConversionRewriter<'_>, ty: Type) -> Result<Type, MatchFailure> {
    let converter = rewriter.type_converter().ok_or_else(|| MatchFailure::new("no converter"))?;
    converter
        .convert_type(rewriter.context(), ty)
        .ok_or_else(|| MatchFailure::new("the signal is not in the time domain"))
}

conversion_rules! {
    /// `dsp.tone` to `sig.sine` of the same frequency; the sine takes the
    /// tone's type as converted (a buffer of samples), and the rule does
    /// not apply to a signal the converter refuses.
    pub ToneToSine: ToneOp($frequency) => SineOp($frequency);
}

/// `dsp.gain` of a time signal to `sig.scale` by the linear factor of its
/// decibels (`10^(dB/20)`).
pub struct GainToScale;

impl OpConversionPattern for GainToScale {
    type Op = GainOp;

    fn match_and_rewrite(
        &self,
        op: GainOp,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let body = rewriter.body();
        let location = body.op(op.op()).location;
        let factor = 10f64.powf(f64::from(op.decibels(body)) / 20.0);
        converted_result(rewriter, body.value_type(op.result(body)))?;
        // The adaptor holds the input already converted to a buffer.
        let input = adaptor.operand(0);
        let scaled = rewriter.build(|builder| {
            let scale = ScaleOp::build(builder, location, input, ir_core::ods::F64(factor));
            scale.result(builder.body())
        });
        rewriter.replace_op(op.op(), &[scaled]);
        Ok(())
    }
}

/// Whether `op` is a gain of a frequency signal (which stays in `dsp`).
fn is_frequency_gain(context: &Context, body: &ir_core::ir::Body, op: ir_core::ir::Op) -> bool {
    let ty = body.value_type(body.op(op).result(0));
    SignalType::from_type(context, ty).is_some_and(|signal| signal.domain == Domain::Frequency)
}

/// `lower-dsp-to-sig`.
#[derive(Default)]
pub struct LowerToSigPass;

impl Pass for LowerToSigPass {
    fn argument(&self) -> &'static str {
        "lower-dsp-to-sig"
    }

    fn name(&self) -> &'static str {
        "LowerDspToSig"
    }

    fn run(&self, context: &Context, scope: &mut PassScope<'_>) -> Result<(), PassFailure> {
        let converter = signal_type_converter();
        let mut target = ConversionTarget::new(context);
        target.add_legal_dialect("sig");
        target.add_illegal_op(ToneOp::NAME);
        target.add_dynamically_legal_op(GainOp::NAME, is_frequency_gain);
        let mut patterns = ConversionPatterns::new();
        patterns.add_with_converter(ToneToSine, &converter);
        patterns.add_with_converter(GainToScale, &converter);
        let root = scope.root();
        let bodies: &mut dyn BodyStore = scope;
        match apply_partial_conversion(context, bodies, root, &target, &patterns) {
            Ok(_) => Ok(()),
            Err(diagnostics) => Err(PassFailure { diagnostics }),
        }
    }
}

/// The registration of [`LowerToSigPass`].
pub fn lower_to_sig_pass_info() -> PassInfo {
    PassInfo::without_options::<LowerToSigPass>(
        "lower-dsp-to-sig",
        "Lower dsp tones and time-domain gains to the sig dialect",
    )
}
