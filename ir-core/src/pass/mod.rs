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
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Run nested pipelines on several threads.
    pub parallel: bool,
    /// Verify the IR after each top-level step.
    pub verify_each: bool,
    /// Print the IR around passes (`--mlir-print-ir-*`); nested pipelines
    /// then run on one thread, so the dumps come in op order.
    pub print_ir: Option<IrPrinting>,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions { parallel: true, verify_each: true, print_ir: None }
    }
}

/// Which IR dumps to print around passes, as `mlir-opt`'s
/// `--mlir-print-ir-*` flags ask.
#[derive(Clone, Debug, Default)]
pub struct IrPrinting {
    /// Pass arguments to print before (`--mlir-print-ir-before=cse`).
    pub before: Vec<String>,
    /// Pass arguments to print after.
    pub after: Vec<String>,
    /// Print before every pass.
    pub before_all: bool,
    /// Print after every pass.
    pub after_all: bool,
    /// Of the dumps after passes, print only those where the pass changed
    /// the IR.
    pub after_change: bool,
    /// Print the whole IR, not just the op the pass ran on.
    pub module_scope: bool,
    /// How to print.
    pub print_options: crate::text::PrintOptions,
}

impl IrPrinting {
    fn prints_before(&self, pass: &dyn Pass) -> bool {
        self.before_all || self.before.iter().any(|argument| argument == pass.argument())
    }

    fn prints_after(&self, pass: &dyn Pass) -> bool {
        self.after_all || self.after.iter().any(|argument| argument == pass.argument())
    }
}

/// A statistic a pass counted: its name, description and value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassStatistic {
    /// The name (`num-cse`).
    pub name: &'static str,
    /// What it counts.
    pub description: &'static str,
    /// The count, summed over the ops the pass ran on.
    pub value: u64,
}

/// The time each pass and nested pipeline took, as a tree in pipeline order,
/// with the statistics the passes counted.
#[derive(Clone, Debug, Default)]
pub struct PassTiming {
    /// The name shown (`Canonicalizer`, `'func.func' Pipeline`).
    pub name: String,
    /// Wall time: for the passes of a nested pipeline run on threads, the
    /// longest of the threads' times, as MLIR reports it.
    pub wall: Duration,
    /// The time summed over all the threads that ran the step (the wall
    /// time when one thread did).
    pub user: Duration,
    /// The steps under a pipeline.
    pub children: Vec<PassTiming>,
    /// What the pass counted.
    pub statistics: Vec<PassStatistic>,
}

/// What a pipeline run reports besides the changed IR.
#[derive(Debug, Default)]
pub struct PipelineReport {
    /// Timings and statistics, one entry per step of the pipeline.
    pub timings: Vec<PassTiming>,
    /// The IR dumps asked for with [`RunOptions::print_ir`].
    pub dumps: String,
}

/// What a failed pipeline run reports.
#[derive(Debug)]
pub struct PipelineFailure {
    /// The diagnostics, in the order of the ops that failed.
    pub diagnostics: Vec<Diagnostic>,
}

/// Runs `pipeline` (anchored on the root op's name) on `ir`, returning the
/// timing tree of the steps and the IR dumps asked for.
pub fn run_pipeline(
    context: &Context,
    ir: &mut Ir,
    pipeline: &OpPassManager,
    options: &RunOptions,
) -> Result<PipelineReport, PipelineFailure> {
    let root = ir.root();
    let top = ir.top_body_id();
    let root_name = context.op_name_str(ir.body(top).op(root).name).to_owned();
    if pipeline.anchor != root_name && pipeline.anchor != "any" {
        let message = format!("can't run '{}' pass manager on '{root_name}' op", pipeline.anchor);
        let position = crate::verifier::location_position(context, ir.body(top).op(root).location);
        return Err(PipelineFailure { diagnostics: vec![Diagnostic::error(position, message)] });
    }
    let Some(root_body) = ir.body(top).op(root).isolated_body() else {
        return Ok(PipelineReport::default());
    };
    let mut report = PipelineReport::default();
    let parallel = options.parallel && options.print_ir.is_none();
    for step in &pipeline.steps {
        let started = Instant::now();
        let mut scope = PassScope::whole(ir, root_body, parallel);
        let mut dumps = String::new();
        let (children, statistics) = run_step(context, &mut scope, step, options, &mut dumps)?;
        report.dumps.push_str(&dumps);
        report.timings.push(step_timing(step, started.elapsed(), children, statistics));
        if options.verify_each {
            crate::verifier::verify(context, ir, options.parallel)
                .map_err(|diagnostic| PipelineFailure { diagnostics: vec![diagnostic] })?;
        }
    }
    Ok(report)
}

fn step_timing(
    step: &PipelineStep,
    wall: Duration,
    children: Vec<PassTiming>,
    statistics: Vec<PassStatistic>,
) -> PassTiming {
    let name = match step {
        PipelineStep::Pass(pass) => pass.name().to_owned(),
        PipelineStep::Nested(nested) => format!("'{}' Pipeline", nested.anchor),
    };
    // A nested pipeline run on threads took more time than it spanned.
    let children_user: Duration = children.iter().map(|child| child.user).sum();
    PassTiming { name, wall, user: wall.max(children_user), children, statistics }
}

/// The text of the op whose regions `scope` holds (the whole IR with
/// module scope, or when the op is the root).
fn dump_scope(
    context: &Context,
    scope: &mut PassScope<'_>,
    printing: &IrPrinting,
) -> Option<String> {
    let root = scope.root();
    let ir: &Ir = scope.ir_mut()?;
    let (parent, op) = ir.body(root).owner()?;
    if printing.module_scope || parent == ir.top_body_id() {
        let resources = crate::text::Resources::default();
        return Some(crate::text::print_ir(context, ir, &resources, printing.print_options));
    }
    let mut text = crate::text::print_op(context, ir, parent, op, printing.print_options);
    text.push('\n');
    Some(text)
}

/// The header of a dump: `// -----// IR Dump After CSE (cse) //----- //`.
fn dump_header(
    when: &str,
    pass: &dyn Pass,
    context: &Context,
    scope: &mut PassScope<'_>,
    printing: &IrPrinting,
) -> String {
    let mut header = format!("// -----// IR Dump {when} {} ({})", pass.name(), pass.argument());
    if printing.module_scope {
        let root = scope.root();
        if let Some(ir) = scope.ir_mut() {
            if let Some((parent, op)) = ir.body(root).owner() {
                let data = ir.body(parent).op(op);
                let name = context.op_name_str(data.name);
                match crate::symbols::symbol_name(context, data) {
                    Some(symbol) => {
                        let symbol =
                            String::from_utf8_lossy(context.string_bytes(symbol)).into_owned();
                        header.push_str(&format!(" ('{name}' operation: @{symbol})"));
                    }
                    None => header.push_str(&format!(" ('{name}' operation)")),
                }
            }
        }
    }
    header.push_str(" //----- //\n");
    header
}

/// Runs one step on the op of `scope`; returns the timings of the passes of
/// a nested pipeline (summed over the ops it ran on) and the statistics of
/// a pass.
fn run_step(
    context: &Context,
    scope: &mut PassScope<'_>,
    step: &PipelineStep,
    options: &RunOptions,
    dumps: &mut String,
) -> Result<(Vec<PassTiming>, Vec<PassStatistic>), PipelineFailure> {
    match step {
        PipelineStep::Pass(pass) => {
            let printing = options.print_ir.as_ref();
            let before = match printing {
                Some(printing)
                    if printing.prints_before(pass.as_ref())
                        || (printing.after_change && printing.prints_after(pass.as_ref())) =>
                {
                    dump_scope(context, scope, printing)
                }
                _ => None,
            };
            if let (Some(printing), Some(text)) = (printing, &before) {
                if printing.prints_before(pass.as_ref()) {
                    dumps.push_str(&dump_header("Before", pass.as_ref(), context, scope, printing));
                    dumps.push_str(text);
                    dumps.push('\n');
                }
            }
            scope.statistics.clear();
            pass.run(context, scope)
                .map_err(|failure| PipelineFailure { diagnostics: failure.diagnostics })?;
            if let Some(printing) = printing {
                if printing.prints_after(pass.as_ref()) {
                    if let Some(text) = dump_scope(context, scope, printing) {
                        let unchanged = before.as_ref() == Some(&text);
                        if !(printing.after_change && unchanged) {
                            dumps.push_str(&dump_header(
                                "After",
                                pass.as_ref(),
                                context,
                                scope,
                                printing,
                            ));
                            dumps.push_str(&text);
                            dumps.push('\n');
                        }
                    }
                }
            }
            Ok((Vec::new(), std::mem::take(&mut scope.statistics)))
        }
        PipelineStep::Nested(nested) => {
            let targets = scope.nested_isolated_ops(context, &nested.anchor);
            let run_one = |mut scope: PassScope<'_>| -> Result<OpRun, PipelineFailure> {
                let mut timings = Vec::new();
                let mut dumps = String::new();
                for step in &nested.steps {
                    let started = Instant::now();
                    let (children, statistics) =
                        run_step(context, &mut scope, step, options, &mut dumps)?;
                    timings.push(step_timing(step, started.elapsed(), children, statistics));
                }
                Ok(OpRun { thread: std::thread::current().id(), timings, dumps })
            };
            let results: Vec<Result<OpRun, PipelineFailure>> = if options.print_ir.is_some() {
                // One op at a time, with the whole IR at hand to print.
                let parallel = scope.is_parallel();
                let mut results = Vec::new();
                for &(_, body) in &targets {
                    let Some(ir) = scope.ir_mut() else { break };
                    results.push(run_one(PassScope::whole(ir, body, parallel)));
                }
                results
            } else {
                let scopes = scope.split(&targets);
                match (options.parallel && scopes.len() > 1, crate::threads::pool()) {
                    (true, Some(pool)) => {
                        pool.install(|| scopes.into_par_iter().map(run_one).collect())
                    }
                    _ => scopes.into_iter().map(run_one).collect(),
                }
            };
            // Summed per thread, then the threads' sums combined.
            let mut per_thread: Vec<(std::thread::ThreadId, Vec<PassTiming>)> = Vec::new();
            let mut diagnostics = Vec::new();
            for result in results {
                match result {
                    Ok(run) => {
                        match per_thread.iter_mut().find(|(thread, _)| *thread == run.thread) {
                            Some((_, total)) => add_timings(total, run.timings),
                            None => per_thread.push((run.thread, run.timings)),
                        }
                        dumps.push_str(&run.dumps);
                    }
                    Err(failure) => diagnostics.extend(failure.diagnostics),
                }
            }
            let mut merged: Vec<PassTiming> = Vec::new();
            for (_, timings) in per_thread {
                combine_thread_timings(&mut merged, timings);
            }
            if diagnostics.is_empty() {
                Ok((merged, Vec::new()))
            } else {
                Err(PipelineFailure { diagnostics })
            }
        }
    }
}

/// What one op's run of a nested pipeline reports: the thread it ran on,
/// its timings and its IR dumps.
struct OpRun {
    thread: std::thread::ThreadId,
    timings: Vec<PassTiming>,
    dumps: String,
}

/// Adds the timings of one op's run of a pipeline to those of the runs
/// before it on the same thread.
fn add_timings(total: &mut Vec<PassTiming>, timings: Vec<PassTiming>) {
    merge_timings(total, timings, |total, timing| {
        total.wall += timing.wall;
        total.user += timing.user;
    });
}

/// Combines the timings of the runs of one thread with those of other
/// threads: user times add up, wall time is the longest thread's.
fn combine_thread_timings(total: &mut Vec<PassTiming>, timings: Vec<PassTiming>) {
    merge_timings(total, timings, |total, timing| {
        total.wall = total.wall.max(timing.wall);
        total.user += timing.user;
    });
}

/// Merges `timings` into `total` step by step with `times`, summing the
/// statistics.
fn merge_timings(
    total: &mut Vec<PassTiming>,
    timings: Vec<PassTiming>,
    times: impl Fn(&mut PassTiming, &PassTiming) + Copy,
) {
    if total.is_empty() {
        *total = timings;
        return;
    }
    for (total, timing) in total.iter_mut().zip(timings) {
        times(total, &timing);
        for statistic in timing.statistics {
            match total.statistics.iter_mut().find(|known| known.name == statistic.name) {
                Some(known) => known.value += statistic.value,
                None => total.statistics.push(statistic),
            }
        }
        merge_timings(&mut total.children, timing.children, times);
    }
}

/// The isolated ops of one body and the bodies holding their regions.
pub(crate) fn isolated_children(ir_body: &crate::ir::Body) -> Vec<(Op, BodyId)> {
    let mut children = Vec::new();
    ir_body.walk_all(crate::ir::WalkOrder::PreOrder, &mut |op| {
        if let Some(body) = ir_body.op(op).isolated_body() {
            children.push((op, body));
        }
        crate::ir::WalkControl::Advance
    });
    children
}

#[cfg(test)]
mod timing_tests {
    use super::*;

    fn timing(name: &str, seconds: u64, children: Vec<PassTiming>) -> PassTiming {
        let time = Duration::from_secs(seconds);
        PassTiming { name: name.into(), wall: time, user: time, children, statistics: Vec::new() }
    }

    #[test]
    fn runs_add_up_per_thread_and_threads_overlap() {
        // Thread one runs two ops (1 s and 2 s of the pass), thread two one
        // op (2 s): the pass took 3 s on the clock and 5 s of work.
        let mut first = Vec::new();
        add_timings(&mut first, vec![timing("Pipeline", 1, vec![timing("Pass", 1, vec![])])]);
        add_timings(&mut first, vec![timing("Pipeline", 2, vec![timing("Pass", 2, vec![])])]);
        let second = vec![timing("Pipeline", 2, vec![timing("Pass", 2, vec![])])];
        let mut merged = Vec::new();
        combine_thread_timings(&mut merged, first);
        combine_thread_timings(&mut merged, second);
        let pass = &merged[0].children[0];
        assert_eq!((pass.wall, pass.user), (Duration::from_secs(3), Duration::from_secs(5)));
        // A nested pipeline's step counts its passes' work as its user time.
        let step = PipelineStep::Nested(OpPassManager::new("func.func"));
        let pipeline = step_timing(&step, Duration::from_secs(3), merged, Vec::new());
        assert_eq!(
            (pipeline.wall, pipeline.user),
            (Duration::from_secs(3), Duration::from_secs(5))
        );
    }
}
