//! The hooks of the ops: the verifiers of `dsp.tone` and `dsp.map`, and
//! the folder of `dsp.gain`.

use ir_core::attributes::Attr;
use ir_core::ir::{Body, Ir};
use ir_core::ods::VerifyError;
use ir_core::registry::FoldResult;
use ir_core::text::type_to_string;
use ir_core::types::Type;
use ir_core::Context;

use crate::ops::{GainOp, MapOp, ToneOp, YieldOp};
use crate::types::SignalType;

/// A type in a message, quoted as MLIR quotes it.
fn quoted(context: &Context, ty: Type) -> String {
    format!("'{}'", type_to_string(context, ty))
}

/// A tone has a positive frequency.
pub fn verify_tone(
    op: ToneOp,
    _context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    let frequency = op.frequency(body);
    if frequency <= 0 {
        return Err(format!("frequency must be positive, but got {frequency}").into());
    }
    Ok(())
}

/// The block of a map takes one sample of the signal's element type and
/// ends with a `dsp.yield` of a value of that type.
pub fn verify_map(op: MapOp, context: &Context, _ir: &Ir, body: &Body) -> Result<(), VerifyError> {
    let signal_type = body.value_type(op.input(body));
    let Some(signal) = SignalType::from_type(context, signal_type) else { return Ok(()) };
    let Some(block) = body.entry_block(op.body(body)) else {
        return Err("expects a block taking one sample".into());
    };
    let arguments = body.block_arguments(block);
    if arguments.len() != 1 {
        return Err(format!("expects one block argument, but got {}", arguments.len()).into());
    }
    let argument_type = body.value_type(arguments[0]);
    if argument_type != signal.element {
        return Err(format!(
            "expects a block argument of the element type {}, but got {}",
            quoted(context, signal.element),
            quoted(context, argument_type)
        )
        .into());
    }
    let terminator = body.last_op(block).and_then(|last| YieldOp::cast(context, body, last));
    if let Some(terminator) = terminator {
        let yielded = body.value_type(terminator.value(body));
        if yielded != signal.element {
            return Err(VerifyError::at(
                terminator.op(),
                format!(
                    "yields {} in a map of samples of type {}",
                    quoted(context, yielded),
                    quoted(context, signal.element)
                ),
            ));
        }
    }
    Ok(())
}

/// A gain of 0 dB folds to its input.
pub fn fold_gain(
    op: GainOp,
    _context: &Context,
    body: &Body,
    _operands: &[Option<Attr>],
) -> Option<Vec<FoldResult>> {
    if op.decibels(body) != 0 {
        return None;
    }
    Some(vec![FoldResult::Value(op.input(body))])
}
