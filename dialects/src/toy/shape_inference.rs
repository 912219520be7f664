//! `toy-shape-inference`: the intraprocedural shape inference of chapter 4,
//! a pass on `toy.func`.
//!
//! The ops returning a tensor of unknown shape form a worklist, in program
//! order. The first of them whose operands are all ranked is taken out and
//! asked, through [`ShapeInference`](super::ShapeInference), to set its
//! result types; this repeats until none is ready. Ops left over mean
//! failure. The pass does not look across calls: inline them first.

use ir_core::attributes::Attr;
use ir_core::diagnostics::Diagnostic;
use ir_core::ir::{Body, Op, WalkControl, WalkOrder};
use ir_core::pass::pipeline::PassOption;
use ir_core::pass::registry::OptionReader;
use ir_core::pass::{Pass, PassFailure, PassInfo, PassScope};
use ir_core::types::TypeData;
use ir_core::verifier::location_position;
use ir_core::Context;

use super::DynShapeInference;

/// `toy-shape-inference`.
#[derive(Clone, Copy, Debug, Default)]
pub struct ShapeInferencePass;

/// The registration of [`ShapeInferencePass`], for a pass registry.
pub fn shape_inference_pass_info() -> PassInfo {
    PassInfo {
        argument: "toy-shape-inference",
        summary: "Infer the shapes of the toy tensors of unknown shape in a function",
        create,
    }
}

fn create(options: &[PassOption]) -> Result<Box<dyn Pass>, String> {
    OptionReader::new(options).finish()?;
    Ok(Box::new(ShapeInferencePass))
}

impl Pass for ShapeInferencePass {
    fn argument(&self) -> &'static str {
        "toy-shape-inference"
    }

    fn name(&self) -> &'static str {
        "ShapeInferencePass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("toy.func")
    }

    fn run(&self, context: &Context, scope: &mut PassScope<'_>) -> Result<(), PassFailure> {
        let root = scope.root();
        let function = scope.anchor_location().unwrap_or_else(|| context.unknown_location());
        infer_shapes(context, scope.body_mut(root), function).map_err(PassFailure::from)
    }
}

fn is_ranked_tensor(context: &Context, body: &Body, value: ir_core::ir::Value) -> bool {
    matches!(context.type_data(body.value_type(value)), TypeData::RankedTensor { .. })
}

/// Infers the shapes of the ops of `body` (the body of a function located
/// at `function`) that return tensors of unknown shape.
///
/// # Errors
/// When an op to infer lacks the [`ShapeInference`](super::ShapeInference)
/// interface, and when some ops never get ranked operands.
pub fn infer_shapes(context: &Context, body: &mut Body, function: Attr) -> Result<(), Diagnostic> {
    let mut worklist: Vec<Op> = Vec::new();
    body.walk_all(WalkOrder::PreOrder, &mut |op| {
        let data = body.op(op);
        if data.results().iter().any(|result| !is_ranked_tensor(context, body, result)) {
            worklist.push(op);
        }
        WalkControl::Advance
    });
    while let Some(position) = worklist.iter().position(|&op| {
        body.op(op).operands().all(|operand| is_ranked_tensor(context, body, operand))
    }) {
        let op = worklist.remove(position);
        match DynShapeInference::cast(context, body, op) {
            Some(shaped) => shaped.infer_shapes(context, body),
            None => {
                return Err(error_at(
                    context,
                    body,
                    op,
                    "unable to infer shape of operation without shape inference interface",
                ))
            }
        }
    }
    if !worklist.is_empty() {
        // Reported at the function, as the tutorial's pass does.
        return Err(Diagnostic::error(
            location_position(context, function),
            format!("Shape inference failed, {} operations couldn't be inferred\n", worklist.len()),
        ));
    }
    Ok(())
}

/// An error at `op`'s location, without the op's name (MLIR's
/// `op->emitError`).
fn error_at(context: &Context, body: &Body, op: Op, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(location_position(context, body.op(op).location), message)
}
