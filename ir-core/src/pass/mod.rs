//! The pass manager: passes anchored on ops, nested pipelines, MLIR's
//! textual pipeline syntax, and parallel execution over isolated ops.
//!
//! A pass runs on one op: the [`PassScope`] it receives holds the bodies
//! under that op (its own regions and those of the isolated ops nested in
//! them). A nested pipeline (`func.func(cse)`) runs on every op of that name
//! directly inside the regions of the enclosing op; those ops are isolated
//! from above, so their scopes are disjoint and run on several threads at
//! once, with the same result as one thread.

pub mod pipeline;
pub mod registry;
mod scope;

pub use registry::{PassInfo, PassRegistry};
pub use scope::PassScope;

use std::time::{Duration, Instant};

use rayon::prelude::*;

use crate::diagnostics::Diagnostic;
use crate::ir::{BodyId, Ir, Op};
use crate::Context;

/// A pass: a transformation (or analysis) of the op it is scheduled on.
pub trait Pass: Send + Sync {
    /// The argument that names the pass in pipelines (`canonicalize`).
    fn argument(&self) -> &'static str;

    /// The pass's name in timing reports (`Canonicalizer`).
    fn name(&self) -> &'static str;

    /// The op the pass must run on, when it cannot run on any op
    /// (`builtin.module` for the inliner).
    fn anchor(&self) -> Option<&'static str> {
        None
    }

    /// The options as the pipeline syntax writes them, every option with
    /// its value (`max-iterations=10 region-simplify=normal`), for
    /// `--dump-pass-pipeline`.
    fn options_text(&self) -> String {
        String::new()
    }

    /// Runs the pass on the op whose regions `scope` holds.
    fn run(&self, context: &Context, scope: &mut PassScope<'_>) -> Result<(), PassFailure>;
}

/// Why a pass failed; the diagnostics say what went wrong.
#[derive(Debug, Default)]
pub struct PassFailure {
    /// What the pass reports.
    pub diagnostics: Vec<Diagnostic>,
}

impl From<Diagnostic> for PassFailure {
    fn from(diagnostic: Diagnostic) -> Self {
        PassFailure { diagnostics: vec![diagnostic] }
    }
}

/// One step of a pipeline: a pass, or a pipeline nested on ops of a name.
pub enum PipelineStep {
    /// A pass.
    Pass(Box<dyn Pass>),
    /// A pipeline run on every op of this name (`any` for every isolated
    /// op) directly inside the enclosing op's regions.
    Nested(OpPassManager),
}

/// The passes run on ops of one name, in order.
pub struct OpPassManager {
    /// The op name the pipeline is anchored on (`builtin.module`,
    /// `func.func`, or `any`).
    pub anchor: String,
    /// The steps, in order.
    pub steps: Vec<PipelineStep>,
}

impl OpPassManager {
    /// An empty pipeline anchored on `anchor`.
    pub fn new(anchor: impl Into<String>) -> Self {
        OpPassManager { anchor: anchor.into(), steps: Vec::new() }
    }

    /// Appends a pass.
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) {
        self.steps.push(PipelineStep::Pass(pass));
    }

    /// Appends a pipeline nested on ops named `anchor`, and returns it.
    pub fn nest(&mut self, anchor: impl Into<String>) -> &mut OpPassManager {
        self.steps.push(PipelineStep::Nested(OpPassManager::new(anchor)));
        match self.steps.last_mut() {
            Some(PipelineStep::Nested(nested)) => nested,
            _ => unreachable!("a nested pipeline was just pushed"),
        }
    }

    /// The pipeline in MLIR's textual syntax, every pass with its options
    /// (`builtin.module(func.func(cse))`).
    pub fn to_text(&self) -> String {
        let steps: Vec<String> = self
            .steps
            .iter()
            .map(|step| match step {
                PipelineStep::Pass(pass) => {
                    let options = pass.options_text();
                    if options.is_empty() {
                        pass.argument().to_owned()
                    } else {
                        format!("{}{{{options}}}", pass.argument())
                    }
                }
                PipelineStep::Nested(nested) => nested.to_text(),
            })
            .collect();
        format!("{}({})", self.anchor, steps.join(", "))
    }

    /// Whether the pipeline has no pass at any depth.
    pub fn is_empty(&self) -> bool {
        self.steps.iter().all(|step| match step {
            PipelineStep::Pass(_) => false,
            PipelineStep::Nested(nested) => nested.is_empty(),
        })
    }
}

/// How a pipeline runs.
#[derive(Clone, Copy, Debug)]
pub struct RunOptions {
    /// Run nested pipelines on several threads.
    pub parallel: bool,
    /// Verify the IR after each top-level step.
    pub verify_each: bool,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions { parallel: true, verify_each: true }
    }
}

/// The time each pass and nested pipeline took, as a tree in pipeline order.
#[derive(Clone, Debug, Default)]
pub struct PassTiming {
    /// The name shown (`Canonicalizer`, `'func.func' Pipeline`).
    pub name: String,
    /// Wall time.
    pub wall: Duration,
    /// The steps under a pipeline.
    pub children: Vec<PassTiming>,
}

/// What a failed pipeline run reports.
#[derive(Debug)]
pub struct PipelineFailure {
    /// The diagnostics, in the order of the ops that failed.
    pub diagnostics: Vec<Diagnostic>,
}

/// Runs `pipeline` (anchored on the root op's name) on `ir`, returning the
/// timing tree of the steps.
pub fn run_pipeline(
    context: &Context,
    ir: &mut Ir,
    pipeline: &OpPassManager,
    options: RunOptions,
) -> Result<Vec<PassTiming>, PipelineFailure> {
    let root = ir.root();
    let top = ir.top_body_id();
    let root_name = context.op_name_str(ir.body(top).op(root).name).to_owned();
    if pipeline.anchor != root_name && pipeline.anchor != "any" {
        let message = format!(
            "can't add pass pipeline anchored on '{}' to the root operation '{root_name}'",
            pipeline.anchor
        );
        return Err(PipelineFailure {
            diagnostics: vec![Diagnostic::error(Default::default(), message)],
        });
    }
    let Some(root_body) = ir.body(top).op(root).isolated_body else {
        return Ok(Vec::new());
    };
    let mut timings = Vec::new();
    for step in &pipeline.steps {
        let started = Instant::now();
        let mut scope = PassScope::whole(ir, root_body, options.parallel);
        let children = run_step(context, &mut scope, step, options)?;
        timings.push(step_timing(step, started.elapsed(), children));
        if options.verify_each {
            crate::verifier::verify(context, ir, options.parallel)
                .map_err(|diagnostic| PipelineFailure { diagnostics: vec![diagnostic] })?;
        }
    }
    Ok(timings)
}

fn step_timing(step: &PipelineStep, wall: Duration, children: Vec<PassTiming>) -> PassTiming {
    let name = match step {
        PipelineStep::Pass(pass) => pass.name().to_owned(),
        PipelineStep::Nested(nested) => format!("'{}' Pipeline", nested.anchor),
    };
    PassTiming { name, wall, children }
}

/// Runs one step on the op of `scope`; returns the timings of the passes of
/// a nested pipeline (summed over the ops it ran on).
fn run_step(
    context: &Context,
    scope: &mut PassScope<'_>,
    step: &PipelineStep,
    options: RunOptions,
) -> Result<Vec<PassTiming>, PipelineFailure> {
    match step {
        PipelineStep::Pass(pass) => {
            pass.run(context, scope)
                .map_err(|failure| PipelineFailure { diagnostics: failure.diagnostics })?;
            Ok(Vec::new())
        }
        PipelineStep::Nested(nested) => {
            let targets = scope.nested_isolated_ops(context, &nested.anchor);
            let scopes = scope.split(&targets);
            let run_one = |mut scope: PassScope<'_>| -> Result<Vec<PassTiming>, PipelineFailure> {
                let mut timings = Vec::new();
                for step in &nested.steps {
                    let started = Instant::now();
                    let children = run_step(context, &mut scope, step, options)?;
                    timings.push(step_timing(step, started.elapsed(), children));
                }
                Ok(timings)
            };
            let results: Vec<Result<Vec<PassTiming>, PipelineFailure>> =
                match (options.parallel && scopes.len() > 1, crate::threads::pool()) {
                    (true, Some(pool)) => {
                        pool.install(|| scopes.into_par_iter().map(run_one).collect())
                    }
                    _ => scopes.into_iter().map(run_one).collect(),
                };
            let mut merged: Vec<PassTiming> = Vec::new();
            let mut diagnostics = Vec::new();
            for result in results {
                match result {
                    Ok(timings) => merge_timings(&mut merged, timings),
                    Err(failure) => diagnostics.extend(failure.diagnostics),
                }
            }
            if diagnostics.is_empty() {
                Ok(merged)
            } else {
                Err(PipelineFailure { diagnostics })
            }
        }
    }
}

/// Adds the timings of one op's run of a pipeline to the totals.
fn merge_timings(total: &mut Vec<PassTiming>, timings: Vec<PassTiming>) {
    if total.is_empty() {
        *total = timings;
        return;
    }
    for (total, timing) in total.iter_mut().zip(timings) {
        total.wall += timing.wall;
        merge_timings(&mut total.children, timing.children);
    }
}

/// The isolated ops of one body and the bodies holding their regions.
pub(crate) fn isolated_children(ir_body: &crate::ir::Body) -> Vec<(Op, BodyId)> {
    let mut children = Vec::new();
    ir_body.walk_all(crate::ir::WalkOrder::PreOrder, &mut |op| {
        if let Some(body) = ir_body.op(op).isolated_body {
            children.push((op, body));
        }
        crate::ir::WalkControl::Advance
    });
    children
}
