//! `test-spirv-target-env`: MLIR's test pass of the SPIR-V conversion
//! target. In each function carrying a `spirv.target_env`, placeholder ops
//! (`test.convert_to_*`, unregistered) are converted to one SPIR-V op each,
//! kept only where the target can run that op: the conversion target is
//! the availability check, so a placeholder stays when its op needs a
//! version, extension or capability the target lacks.

use ir_core::attributes::Attr;
use ir_core::diagnostics::Diagnostic;
use ir_core::ir::{BodyId, Op, OperationState, Value};
use ir_core::ods::PropertyValue;
use ir_core::pass::{Pass, PassFailure, PassInfo, PassScope};
use ir_core::types::Type;
use ir_core::verifier::location_position;
use ir_core::Context;
use ir_transforms::conversion::{
    apply_partial_conversion, Adaptor, BodyStore, ConversionPattern, ConversionPatterns,
    ConversionRewriter, MatchFailure,
};

use dialects::func::FuncOp;
use dialects::spirv::{AddressingModel, MemoryModel, MemorySemantics, Scope};

use crate::spirv_target::{spirv_conversion_target, SpirvTarget, TARGET_ENV_ATTRIBUTE};

/// `test-spirv-target-env`, run on the op holding the functions (the
/// top-level module): each `func.func` directly in it is converted with
/// its own target.
#[derive(Default)]
pub struct TestTargetEnvPass;

impl Pass for TestTargetEnvPass {
    fn argument(&self) -> &'static str {
        "test-spirv-target-env"
    }

    fn name(&self) -> &'static str {
        "TestSPIRVTargetEnvPass"
    }

    fn run(&self, context: &Context, scope: &mut PassScope<'_>) -> Result<(), PassFailure> {
        let root = scope.root();
        let Some(ir) = scope.ir_mut() else {
            return Err(Diagnostic::error(
                None,
                "test-spirv-target-env runs on the op holding the functions, not in a nested pipeline",
            )
            .into());
        };
        let functions: Vec<(Op, BodyId)> = {
            let body = ir.body(root);
            let mut functions = Vec::new();
            for &region in body.owner_regions() {
                for block in body.region_blocks(region) {
                    for op in body.block_ops(block) {
                        if let (true, Some(nested)) =
                            (FuncOp::is(context, body, op), body.op(op).isolated_body())
                        {
                            functions.push((op, nested));
                        }
                    }
                }
            }
            functions
        };
        // MLIR runs the pass on each function on its own (its pass manager
        // nests it) and verifies each function it converted: every
        // function is tried, and the errors come in function order, a
        // converted function's verifier error among them when another
        // function failed. (Without a failure, the verification after the
        // pass finds it.)
        let mut outcomes: Vec<Result<BodyId, Vec<Diagnostic>>> = Vec::new();
        for (function, function_body) in functions {
            let data = ir.body(root).op(function);
            let found = context
                .dictionary_get(data.attributes, TARGET_ENV_ATTRIBUTE)
                .and_then(|attr| SpirvTarget::from_attr(context, attr));
            let Some(target) = found else {
                let position = location_position(context, data.location);
                outcomes.push(Err(vec![Diagnostic::error(
                    position,
                    "missing 'spirv.target_env' attribute",
                )]));
                continue;
            };
            let conversion = spirv_conversion_target(context, &target);
            let mut patterns = ConversionPatterns::new();
            for placeholder in PLACEHOLDERS {
                patterns.add(Placeholder(placeholder));
            }
            let bodies: &mut dyn BodyStore = ir;
            outcomes.push(
                apply_partial_conversion(context, bodies, function_body, &conversion, &patterns)
                    .map(|_| function_body),
            );
        }
        if outcomes.iter().all(Result::is_ok) {
            return Ok(());
        }
        let diagnostics = outcomes
            .into_iter()
            .flat_map(|outcome| match outcome {
                Ok(function_body) => ir_core::verifier::verify_isolated(context, ir, function_body)
                    .err()
                    .into_iter()
                    .collect(),
                Err(diagnostics) => diagnostics,
            })
            .collect();
        Err(PassFailure { diagnostics })
    }
}

/// The registration of [`TestTargetEnvPass`].
pub fn pass_info() -> PassInfo {
    PassInfo::without_options::<TestTargetEnvPass>(
        "test-spirv-target-env",
        "Test SPIR-V target environment",
    )
}

/// One placeholder op and the SPIR-V op it becomes.
struct PlaceholderKind {
    name: &'static str,
    creates: &'static str,
    build: fn(&mut ConversionRewriter<'_>, Op, Adaptor<'_>) -> Result<(), MatchFailure>,
}

const PLACEHOLDERS: [&PlaceholderKind; 11] = [
    &PlaceholderKind {
        name: "test.convert_to_atomic_compare_exchange_weak_op",
        creates: "spirv.AtomicCompareExchangeWeak",
        build: build_atomic_compare_exchange,
    },
    &PlaceholderKind {
        name: "test.convert_to_bit_reverse_op",
        creates: "spirv.BitReverse",
        build: build_bit_reverse,
    },
    &PlaceholderKind {
        name: "test.convert_to_group_non_uniform_ballot_op",
        creates: "spirv.GroupNonUniformBallot",
        build: build_group_non_uniform_ballot,
    },
    &PlaceholderKind {
        name: "test.convert_to_module_op",
        creates: "spirv.module",
        build: build_module,
    },
    &PlaceholderKind {
        name: "test.convert_to_subgroup_ballot_op",
        creates: "spirv.KHR.SubgroupBallot",
        build: build_subgroup_ballot,
    },
    &PlaceholderKind { name: "test.convert_to_sdot_op", creates: "spirv.SDot", build: build_sdot },
    &PlaceholderKind {
        name: "test.convert_to_sudot_op",
        creates: "spirv.SUDot",
        build: build_sudot,
    },
    &PlaceholderKind { name: "test.convert_to_udot_op", creates: "spirv.UDot", build: build_udot },
    &PlaceholderKind {
        name: "test.convert_to_sdot_acc_sat_op",
        creates: "spirv.SDotAccSat",
        build: build_sdot_acc_sat,
    },
    &PlaceholderKind {
        name: "test.convert_to_sudot_acc_sat_op",
        creates: "spirv.SUDotAccSat",
        build: build_sudot_acc_sat,
    },
    &PlaceholderKind {
        name: "test.convert_to_udot_acc_sat_op",
        creates: "spirv.UDotAccSat",
        build: build_udot_acc_sat,
    },
];

/// The pattern of one placeholder.
struct Placeholder(&'static PlaceholderKind);

impl ConversionPattern for Placeholder {
    fn root(&self) -> Option<&'static str> {
        Some(self.0.name)
    }

    fn name(&self) -> &'static str {
        self.0.name
    }

    fn generated_ops(&self) -> &[&'static str] {
        std::slice::from_ref(&self.0.creates)
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        (self.0.build)(rewriter, op, adaptor)
    }
}

/// Creates `name` with `operands`, `results` and `attributes` (inherent
/// ones become properties) before `op`, and replaces `op` with it.
fn replace_with(
    rewriter: &mut ConversionRewriter<'_>,
    op: Op,
    name: &str,
    operands: &[Value],
    results: &[Type],
    attributes: &[(&str, Attr)],
) -> Result<(), MatchFailure> {
    let context = rewriter.context();
    let location = rewriter.body().op(op).location;
    if rewriter.body().op(op).results().len() != results.len() {
        return Err(MatchFailure::new("the placeholder has the wrong number of results"));
    }
    let mut state = OperationState::new(context.op_name(name), location);
    state.operands.extend_from_slice(operands);
    state.result_types.extend_from_slice(results);
    state.attributes =
        attributes.iter().map(|&(key, value)| (context.string_attr(key), value)).collect();
    let new = rewriter.create(state);
    let values = rewriter.body().op(new).results().to_vec();
    rewriter.replace_op(op, &values);
    Ok(())
}

fn result_types(rewriter: &ConversionRewriter<'_>, op: Op) -> Vec<Type> {
    let body = rewriter.body();
    body.op(op).results().iter().map(|value| body.value_type(value)).collect()
}

fn operands<const N: usize>(adaptor: Adaptor<'_>) -> Result<[Value; N], MatchFailure> {
    adaptor.operands().try_into().map_err(|_| MatchFailure::new("wrong number of operands"))
}

/// `spirv.AtomicCompareExchangeWeak <Workgroup>
/// <AcquireRelease|AtomicCounterMemory> <Acquire>` of the placeholder's
/// pointer, value and comparator.
fn build_atomic_compare_exchange(
    rewriter: &mut ConversionRewriter<'_>,
    op: Op,
    adaptor: Adaptor<'_>,
) -> Result<(), MatchFailure> {
    let context = rewriter.context();
    let [pointer, value, comparator] = operands::<3>(adaptor)?;
    let value_type = rewriter.body().value_type(value);
    let equal = MemorySemantics::ACQUIRE_RELEASE | MemorySemantics::ATOMIC_COUNTER_MEMORY;
    replace_with(
        rewriter,
        op,
        "spirv.AtomicCompareExchangeWeak",
        &[pointer, value, comparator],
        &[value_type],
        &[
            ("memory_scope", Scope::Workgroup.to_attr(context)),
            ("equal_semantics", equal.to_attr(context)),
            ("unequal_semantics", MemorySemantics::ACQUIRE.to_attr(context)),
        ],
    )
}

/// `spirv.BitReverse` of the placeholder's operand, of its result type.
fn build_bit_reverse(
    rewriter: &mut ConversionRewriter<'_>,
    op: Op,
    adaptor: Adaptor<'_>,
) -> Result<(), MatchFailure> {
    let [value] = operands::<1>(adaptor)?;
    let results = result_types(rewriter, op);
    replace_with(rewriter, op, "spirv.BitReverse", &[value], &results, &[])
}

/// `spirv.GroupNonUniformBallot <Workgroup>` of the placeholder's
/// predicate.
fn build_group_non_uniform_ballot(
    rewriter: &mut ConversionRewriter<'_>,
    op: Op,
    adaptor: Adaptor<'_>,
) -> Result<(), MatchFailure> {
    let context = rewriter.context();
    let [predicate] = operands::<1>(adaptor)?;
    let results = result_types(rewriter, op);
    replace_with(
        rewriter,
        op,
        "spirv.GroupNonUniformBallot",
        &[predicate],
        &results,
        &[("execution_scope", Scope::Workgroup.to_attr(context))],
    )
}

/// An empty `spirv.module PhysicalStorageBuffer64 Vulkan`.
fn build_module(
    rewriter: &mut ConversionRewriter<'_>,
    op: Op,
    _adaptor: Adaptor<'_>,
) -> Result<(), MatchFailure> {
    let context = rewriter.context();
    let location = rewriter.body().op(op).location;
    let mut state = OperationState::new(context.op_name("spirv.module"), location);
    state.region_count = 1;
    state.attributes = vec![
        (
            context.string_attr("addressing_model"),
            AddressingModel::PhysicalStorageBuffer64.to_attr(context),
        ),
        (context.string_attr("memory_model"), MemoryModel::Vulkan.to_attr(context)),
    ];
    rewriter.create_isolated(state)?;
    rewriter.replace_op(op, &[]);
    Ok(())
}

/// `spirv.KHR.SubgroupBallot` of the placeholder's predicate.
fn build_subgroup_ballot(
    rewriter: &mut ConversionRewriter<'_>,
    op: Op,
    adaptor: Adaptor<'_>,
) -> Result<(), MatchFailure> {
    let [predicate] = operands::<1>(adaptor)?;
    let results = result_types(rewriter, op);
    replace_with(rewriter, op, "spirv.KHR.SubgroupBallot", &[predicate], &results, &[])
}

/// An integer dot product named `name` with the placeholder's operands,
/// result types and attributes (its packed `format`).
fn build_dot(
    rewriter: &mut ConversionRewriter<'_>,
    op: Op,
    adaptor: Adaptor<'_>,
    name: &str,
) -> Result<(), MatchFailure> {
    let context = rewriter.context();
    let results = result_types(rewriter, op);
    let entries: Vec<(String, Attr)> = context
        .dictionary_entries(rewriter.body().op(op).attributes)
        .iter()
        .map(|&(key, value)| {
            (String::from_utf8_lossy(context.string_bytes(key)).into_owned(), value)
        })
        .collect();
    let attributes: Vec<(&str, Attr)> =
        entries.iter().map(|(key, value)| (key.as_str(), *value)).collect();
    replace_with(rewriter, op, name, adaptor.operands(), &results, &attributes)
}

fn build_sdot(
    rewriter: &mut ConversionRewriter<'_>,
    op: Op,
    adaptor: Adaptor<'_>,
) -> Result<(), MatchFailure> {
    build_dot(rewriter, op, adaptor, "spirv.SDot")
}

fn build_sudot(
    rewriter: &mut ConversionRewriter<'_>,
    op: Op,
    adaptor: Adaptor<'_>,
) -> Result<(), MatchFailure> {
    build_dot(rewriter, op, adaptor, "spirv.SUDot")
}

fn build_udot(
    rewriter: &mut ConversionRewriter<'_>,
    op: Op,
    adaptor: Adaptor<'_>,
) -> Result<(), MatchFailure> {
    build_dot(rewriter, op, adaptor, "spirv.UDot")
}

fn build_sdot_acc_sat(
    rewriter: &mut ConversionRewriter<'_>,
    op: Op,
    adaptor: Adaptor<'_>,
) -> Result<(), MatchFailure> {
    build_dot(rewriter, op, adaptor, "spirv.SDotAccSat")
}

fn build_sudot_acc_sat(
    rewriter: &mut ConversionRewriter<'_>,
    op: Op,
    adaptor: Adaptor<'_>,
) -> Result<(), MatchFailure> {
    build_dot(rewriter, op, adaptor, "spirv.SUDotAccSat")
}

fn build_udot_acc_sat(
    rewriter: &mut ConversionRewriter<'_>,
    op: Op,
    adaptor: Adaptor<'_>,
) -> Result<(), MatchFailure> {
    build_dot(rewriter, op, adaptor, "spirv.UDotAccSat")
}
