//! `--print-availability` and `--check-target-env`: the availability of
//! every op, as `mlir-opt --test-spirv-op-availability` prints it, and the
//! ops a target environment cannot run.

use ir_core::attributes::AttrData;
use ir_core::availability::{check_op, target_env_of, write_op_availability, Mode, TargetEnv};
use ir_core::diagnostics::Diagnostic;
use ir_core::interfaces::{DynCallableOpInterface, DynSymbolOpInterface};
use ir_core::ir::{Body, BodyId, Ir, Op, WalkControl, WalkOrder};
use ir_core::text;
use ir_core::Context;

/// Visits the ops of `body_id` and of the isolated ops it holds, in
/// `order` (post-order: each op after the ops nested in it).
fn walk_ops(ir: &Ir, body_id: BodyId, order: WalkOrder, visit: &mut dyn FnMut(&Body, Op)) {
    let body = ir.body(body_id);
    body.walk_all(order, &mut |op| {
        if order == WalkOrder::PreOrder {
            visit(body, op);
        }
        if let Some(nested) = body.op(op).isolated_body() {
            walk_ops(ir, nested, order, visit);
        }
        if order == WalkOrder::PostOrder {
            visit(body, op);
        }
        WalkControl::Advance
    });
}

/// Every op of `body_id` and of the isolated ops it holds, each op before
/// the ops nested in it, with the body that holds it.
fn all_ops<'a>(ir: &'a Ir, body_id: BodyId, out: &mut Vec<(&'a Body, Op)>) {
    let body = ir.body(body_id);
    body.walk_all(WalkOrder::PreOrder, &mut |op| {
        out.push((body, op));
        if let Some(nested) = body.op(op).isolated_body() {
            all_ops(ir, nested, out);
        }
        WalkControl::Advance
    });
}

/// The report of `--print-availability`, as MLIR's test pass prints it:
/// each function (an op with a callable region and a symbol name, such as
/// `func.func`, except SPIR-V's functions) anywhere in the input, in
/// order, then each `spirv.ARM.Graph`; for each, its name, then the
/// availability lines of every op in it, nested ops first, and of the op
/// itself. An op inside a graph inside a function is reported under both.
pub fn availability_report(context: &Context, ir: &Ir, mode: Mode) -> String {
    let mut ops = Vec::new();
    all_ops(ir, ir.top_body_id(), &mut ops);
    let name_of = |body: &Body, op: Op| context.op_name_str(body.op(op).name);
    let is_function = |body: &Body, op: Op| {
        let name = name_of(body, op);
        !name.starts_with("spirv.")
            && DynCallableOpInterface::cast(context, body, op).is_some()
            && DynSymbolOpInterface::cast(context, body, op).is_some()
    };
    let functions = ops.iter().filter_map(|&(body, op)| {
        let symbol = DynSymbolOpInterface::cast(context, body, op)?;
        is_function(body, op).then(|| (body, op, symbol.symbol_name(context, body)))
    });
    // Graphs are found by name: the driver does not depend on the SPIR-V
    // dialect (a tool may be built without it).
    let graphs = ops.iter().filter_map(|&(body, op)| {
        if name_of(body, op) != "spirv.ARM.Graph" {
            return None;
        }
        let properties = body.op(op).properties_attr(context)?;
        let name = context.dictionary_get(properties, "sym_name")?;
        match context.attr_data(name) {
            AttrData::String { value, .. } => {
                Some((body, op, String::from_utf8_lossy(value).into_owned()))
            }
            _ => None,
        }
    });
    let mut out = String::new();
    for (body, op, name) in functions.chain(graphs).collect::<Vec<_>>() {
        out.push_str(&name);
        out.push('\n');
        if let Some(function_body) = body.op(op).isolated_body() {
            walk_ops(ir, function_body, WalkOrder::PostOrder, &mut |body, nested| {
                write_op_availability(context, body, nested, mode, &mut out);
            });
        }
        write_op_availability(context, body, op, mode, &mut out);
    }
    out
}

/// Reads a target environment written as an attribute whose kind has the
/// target-environment interface (`#spirv.vce<v1.3, [Shader], []>`, or
/// `#spirv.target_env<#spirv.vce<...>, #spirv.resource_limits<>>`), with an
/// error that says why not.
pub fn parse_target_env(context: &Context, text: &str) -> Result<TargetEnv, String> {
    let attr = text::parse_attribute_text(context, "<target-env>", text).map_err(|error| {
        format!("`{text}` does not describe a target environment: {}", error.message)
    })?;
    target_env_of(context, attr).ok_or_else(|| {
        format!("`{text}` does not describe a target environment (such as `#spirv.vce<v1.3, [Shader], []>`)")
    })
}

/// One error per op `target` cannot run, in the order ops appear, each
/// saying which dimension fails and why.
pub fn check_target(context: &Context, ir: &Ir, target: &TargetEnv) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    walk_ops(ir, ir.top_body_id(), WalkOrder::PreOrder, &mut |body, op| {
        let failures = check_op(context, body, op, target);
        if failures.is_empty() {
            return;
        }
        let reasons: Vec<String> = failures.iter().map(ToString::to_string).collect();
        errors.push(ir_core::verifier::op_error(
            context,
            body,
            op,
            format!("is not available in the target environment: {}", reasons.join("; ")),
        ));
    });
    errors
}

#[cfg(test)]
mod tests {
    use ir_core::availability::TargetEnv;

    use super::parse_target_env;

    fn target(text: &str) -> Result<TargetEnv, String> {
        let context = ir_core::Context::new();
        dialects::register_all(&context);
        parse_target_env(&context, text)
    }

    /// What `--check-target-env=<target>` reports on a ballot (v1.3,
    /// `GroupNonUniformBallot`) and an 8-bit storage buffer load.
    fn check(target: &str) -> String {
        let source = "\
func.func @f(%p: i1, %q: !spirv.ptr<i8, StorageBuffer>) -> vector<4xi32> {
  %0 = spirv.GroupNonUniformBallot <Subgroup> %p : vector<4xi32>
  %1 = spirv.Load \"StorageBuffer\" %q : i8
  return %0 : vector<4xi32>
}
";
        let options = crate::DriverOptions {
            check_target_env: Some(target.to_owned()),
            ..crate::DriverOptions::default()
        };
        let output = crate::run(&crate::ir_opt_tool(), &options, "t.mlir", source);
        output.stderr
    }

    #[test]
    fn a_vce_triple_and_a_target_env_describe_the_same_target() {
        let vce = check("#spirv.vce<v1.3, [Shader], []>");
        assert!(vce.contains("'spirv.GroupNonUniformBallot' op is not available"), "{vce}");
        assert!(vce.contains("'spirv.Load' op is not available"), "{vce}");
        let full = check(
            "#spirv.target_env<#spirv.vce<v1.3,[Shader],[]>, api=Vulkan, \
             NVIDIA:DiscreteGPU, #spirv.resource_limits<subgroup_size = 64>>",
        );
        assert_eq!(vce, full);
        let fitting = check(
            "#spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniformBallot, StorageBuffer8BitAccess, Int8], \
             [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>",
        );
        assert_eq!(fitting, "");
    }

    #[test]
    fn other_attributes_and_malformed_ones_are_refused_with_the_reason() {
        let error = target("#spirv.resource_limits<>").expect_err("no triple");
        assert!(error.contains("does not describe a target environment"), "{error}");
        let error = target("#spirv.vce<v1.0, [Shadr], []>").expect_err("a typo");
        assert!(error.ends_with("unknown capability: Shadr"), "{error}");
    }
}
