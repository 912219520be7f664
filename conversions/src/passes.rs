//! The conversion passes as a tool registers them, with `mlir-opt`'s names
//! and options: `convert-func-to-spirv`, `convert-arith-to-spirv` and
//! `convert-cf-to-spirv`.

use std::sync::{Arc, Mutex, OnceLock};

use ir_core::attributes::Attr;
use ir_core::builtin::UnrealizedConversionCastOp;
use ir_core::pass::pipeline::PassOption;
use ir_core::pass::registry::OptionReader;
use ir_core::pass::{Pass, PassFailure, PassInfo, PassScope};
use ir_core::Context;
use ir_transforms::conversion::{
    apply_planned_conversion, BodyStore, ConversionMode, ConversionPatterns, LegalizationPlan,
};

use rustc_hash::FxHashMap;

use crate::spirv_target::{
    explain_spirv_op, spirv_conversion_target_sharing, spirv_type_converter, target_env_in,
    target_or_default, SpirvLegalityVerdicts, SpirvTypeOptions,
};

/// Which lowering a [`SpirvConversionPass`] runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpirvLowering {
    /// `func` ops.
    Func,
    /// `arith` ops.
    Arith,
    /// `cf` ops.
    ControlFlow,
}

/// `convert-func-to-spirv`, `convert-arith-to-spirv` or
/// `convert-cf-to-spirv`: a partial conversion of the ops under the op
/// the pass runs on, for the target of the closest `spirv.target_env`.
///
/// Beyond MLIR, the option `explain-unavailable` (off by default, so the
/// output stays `mlir-opt`'s) adds to a failed conversion's error a note
/// for each op a pattern tried to create and the target refused: which
/// dimension fails, what is required and what the target has.
pub struct SpirvConversionPass {
    lowering: SpirvLowering,
    options: SpirvTypeOptions,
    explain_unavailable: bool,
    /// What the runs under one target share, by context and target
    /// environment: a pass in a nested pipeline runs once per function.
    shared: Mutex<FxHashMap<RunsKey, Arc<SharedByRuns>>>,
}

/// The runs that share a [`SharedByRuns`]: those in one context (by its
/// [`Context::id`]) under one `spirv.target_env` (`None` for the default
/// target).
type RunsKey = (u64, Option<Attr>);

/// What the runs of a [`SpirvConversionPass`] under one target share: the
/// target's verdict on each kind of op, checked once between them, and the
/// order of the patterns, worked out by the first run (the patterns and
/// the target's static rules are the same for every run under a target).
#[derive(Default)]
struct SharedByRuns {
    verdicts: Arc<SpirvLegalityVerdicts>,
    plan: OnceLock<LegalizationPlan>,
}

impl SpirvConversionPass {
    /// The pass for `lowering` with `options`.
    pub fn new(lowering: SpirvLowering, options: SpirvTypeOptions) -> Self {
        SpirvConversionPass {
            lowering,
            options,
            explain_unavailable: false,
            shared: Mutex::default(),
        }
    }

    /// The same pass, explaining (or not) why created ops were refused.
    pub fn explaining(mut self, explain_unavailable: bool) -> Self {
        self.explain_unavailable = explain_unavailable;
        self
    }

    fn create(lowering: SpirvLowering, options: &[PassOption]) -> Result<Box<dyn Pass>, String> {
        let mut reader = OptionReader::new(options);
        let emulate_lt_32_bit_scalar_types =
            reader.take_bool("emulate-lt-32-bit-scalar-types", true)?;
        let emulate_unsupported_float_types =
            reader.take_bool("emulate-unsupported-float-types", true)?;
        let explain_unavailable = reader.take_bool("explain-unavailable", false)?;
        reader.finish()?;
        let options = SpirvTypeOptions {
            emulate_lt_32_bit_scalar_types,
            emulate_unsupported_float_types,
            use_64bit_index: false,
        };
        Ok(Box::new(SpirvConversionPass::new(lowering, options).explaining(explain_unavailable)))
    }
}

impl Pass for SpirvConversionPass {
    fn argument(&self) -> &'static str {
        match self.lowering {
            SpirvLowering::Func => "convert-func-to-spirv",
            SpirvLowering::Arith => "convert-arith-to-spirv",
            SpirvLowering::ControlFlow => "convert-cf-to-spirv",
        }
    }

    fn name(&self) -> &'static str {
        match self.lowering {
            SpirvLowering::Func => "ConvertFuncToSPIRVPass",
            SpirvLowering::Arith => "ConvertArithToSPIRVPass",
            SpirvLowering::ControlFlow => "ConvertControlFlowToSPIRVPass",
        }
    }

    fn options_text(&self) -> String {
        let mut text = format!(
            "emulate-lt-32-bit-scalar-types={} emulate-unsupported-float-types={}",
            self.options.emulate_lt_32_bit_scalar_types,
            self.options.emulate_unsupported_float_types
        );
        if self.explain_unavailable {
            text.push_str(" explain-unavailable=true");
        }
        text
    }

    fn run(&self, context: &Context, scope: &mut PassScope<'_>) -> Result<(), PassFailure> {
        let root = scope.root();
        // The target of the op the pass runs on, looked up once (in a
        // nested pipeline too) as MLIR's `lookupTargetEnvOrDefault` does.
        let target_env = target_env_in(context, &scope.anchor_and_enclosing_ops());
        let target = target_or_default(context, target_env);
        let shared: Arc<SharedByRuns> = match self.shared.lock() {
            Ok(mut shared) => shared.entry((context.id(), target_env)).or_default().clone(),
            Err(_) => Arc::default(),
        };
        let converter = spirv_type_converter(&target, self.options);
        let mut conversion =
            spirv_conversion_target_sharing(context, &target, shared.verdicts.clone());
        if self.explain_unavailable {
            let target = &target;
            conversion
                .explain_with(move |context, body, op| explain_spirv_op(context, target, body, op));
        }
        let mut patterns = ConversionPatterns::new();
        match self.lowering {
            SpirvLowering::Func => {
                crate::func_to_spirv::populate_func_to_spirv_patterns(&converter, &mut patterns)
            }
            SpirvLowering::Arith => {
                conversion.add_legal_op(UnrealizedConversionCastOp::NAME);
                conversion.add_illegal_dialect("arith");
                crate::arith_to_spirv::populate_arith_to_spirv_patterns(
                    &target,
                    &converter,
                    self.options,
                    &mut patterns,
                );
            }
            SpirvLowering::ControlFlow => {
                crate::cf_to_spirv::populate_cf_to_spirv_patterns(&converter, &mut patterns)
            }
        }
        let bodies: &mut dyn BodyStore = scope;
        let plan =
            shared.plan.get_or_init(|| LegalizationPlan::new(context, &conversion, &patterns));
        let mode = ConversionMode::Partial;
        match apply_planned_conversion(context, bodies, root, &conversion, &patterns, plan, mode) {
            Ok(_) => Ok(()),
            Err(diagnostics) => Err(PassFailure { diagnostics }),
        }
    }
}

/// The passes of this crate, for a tool's registry.
pub fn passes() -> Vec<PassInfo> {
    vec![
        PassInfo {
            argument: "convert-arith-to-spirv",
            summary: "Convert Arith dialect to SPIR-V dialect",
            create: |options| SpirvConversionPass::create(SpirvLowering::Arith, options),
        },
        PassInfo {
            argument: "convert-cf-to-spirv",
            summary: "Convert ControlFlow dialect to SPIR-V dialect",
            create: |options| SpirvConversionPass::create(SpirvLowering::ControlFlow, options),
        },
        PassInfo {
            argument: "convert-func-to-spirv",
            summary: "Convert Func dialect to SPIR-V dialect",
            create: |options| SpirvConversionPass::create(SpirvLowering::Func, options),
        },
        crate::update_vce::pass_info(),
        crate::test_target_env::pass_info(),
    ]
}
