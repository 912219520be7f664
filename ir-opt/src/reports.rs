//! The reports of the driver's instrumentation flags: `--mlir-timing`,
//! `--mlir-pass-statistics` and `--dump-pass-pipeline`, in the shape of
//! `mlir-opt`'s.

use std::fmt::Write as _;

use ir_core::pass::{OpPassManager, PassTiming};

/// The statistics of the passes, as `--mlir-pass-statistics` prints them.
pub(crate) fn statistics_report(timings: &[PassTiming]) -> String {
    fn entries(out: &mut String, indent: usize, timings: &[PassTiming]) {
        for timing in timings {
            let _ = writeln!(out, "{:indent$}{}", "", timing.name);
            let mut statistics = timing.statistics.clone();
            statistics.sort_by_key(|statistic| statistic.name);
            let name_width =
                statistics.iter().map(|statistic| statistic.name.len()).max().unwrap_or(0);
            let value_width = statistics
                .iter()
                .map(|statistic| statistic.value.to_string().len())
                .max()
                .unwrap_or(0);
            for statistic in &statistics {
                let _ = writeln!(
                    out,
                    "{:indent$}(S) {:>value_width$} {:<name_width$} - {}",
                    "",
                    statistic.value,
                    statistic.name,
                    statistic.description,
                    indent = indent + 2
                );
            }
            entries(out, indent + 2, &timing.children);
        }
    }
    let rule = "===-------------------------------------------------------------------------===";
    let mut out =
        format!("{rule}\n                         ... Pass statistics report ...\n{rule}\n");
    entries(&mut out, 0, timings);
    out.push('\n');
    out
}

/// The pipeline as `--dump-pass-pipeline` prints it.
pub(crate) fn dump_pipeline(pipeline: &OpPassManager) -> String {
    fn elements(manager: &OpPassManager) -> Vec<ir_core::pass::pipeline::PipelineElement> {
        use ir_core::pass::pipeline::PipelineElement;
        manager
            .steps
            .iter()
            .map(|step| match step {
                ir_core::pass::PipelineStep::Pass(pass) => {
                    let options = pass.options_text();
                    PipelineElement::pass(pass.argument(), (!options.is_empty()).then_some(options))
                }
                ir_core::pass::PipelineStep::Nested(nested) => {
                    PipelineElement::anchored(nested.anchor.clone(), elements(nested))
                }
            })
            .collect()
    }
    ir_core::pass::pipeline::dump_pass_pipeline(&pipeline.anchor, &elements(pipeline))
}

/// Wall-clock time per phase and per pass, printed by `--mlir-timing` in
/// the shape of `mlir-opt`'s report: with a user time column too when
/// passes ran on several threads.
pub(crate) struct PhaseTimer {
    enabled: bool,
    start: std::time::Instant,
    last: std::time::Instant,
    /// Each line: its indentation depth, name, wall time and user time.
    lines: Vec<(usize, String, std::time::Duration, std::time::Duration)>,
    /// Time not in a named phase.
    rest: std::time::Duration,
}

impl PhaseTimer {
    pub(crate) fn new(enabled: bool) -> Self {
        let now = std::time::Instant::now();
        PhaseTimer {
            enabled,
            start: now,
            last: now,
            lines: Vec::new(),
            rest: std::time::Duration::ZERO,
        }
    }

    /// Ends a phase; `Rest` adds to the time reported last as "Rest".
    pub(crate) fn phase(&mut self, name: &'static str) {
        if self.enabled {
            let now = std::time::Instant::now();
            if name == "Rest" {
                self.rest += now - self.last;
            } else {
                self.lines.push((0, name.to_owned(), now - self.last, now - self.last));
            }
            self.last = now;
        }
    }

    /// Adds the passes' times (the tree of a pipeline run).
    pub(crate) fn passes(&mut self, timings: Vec<PassTiming>, elapsed: std::time::Duration) {
        fn add(
            lines: &mut Vec<(usize, String, std::time::Duration, std::time::Duration)>,
            depth: usize,
            timings: &[PassTiming],
        ) {
            for timing in timings {
                lines.push((depth, timing.name.clone(), timing.wall, timing.user));
                add(lines, depth + 1, &timing.children);
            }
        }
        if self.enabled {
            add(&mut self.lines, 0, &timings);
            let now = std::time::Instant::now();
            let named: std::time::Duration = timings.iter().map(|timing| timing.wall).sum();
            self.rest += elapsed.saturating_sub(named);
            self.last = now;
        }
    }

    /// Prints the report.
    pub(crate) fn report(&self) {
        if !self.enabled {
            return;
        }
        let total = self.last - self.start;
        // User time beyond the wall time: what threads added.
        let threads_added: std::time::Duration = self
            .lines
            .iter()
            .filter(|(depth, ..)| *depth == 0)
            .map(|(_, _, wall, user)| user.saturating_sub(*wall))
            .sum();
        let total_user = total + threads_added;
        let with_user = !threads_added.is_zero();
        let wall_seconds = total.as_secs_f64().max(1e-12);
        let user_seconds = total_user.as_secs_f64().max(1e-12);
        let mut report = String::new();
        let rule =
            "===-------------------------------------------------------------------------===";
        let _ = writeln!(report, "{rule}");
        let _ = writeln!(report, "                         ... Execution time report ...");
        let _ = writeln!(report, "{rule}");
        let _ = writeln!(report, "  Total Execution Time: {:.4} seconds\n", total.as_secs_f64());
        if with_user {
            let _ = writeln!(report, "  ----User Time----  ----Wall Time----  ----Name----");
        } else {
            let _ = writeln!(report, "  ----Wall Time----  ----Name----");
        }
        let mut line =
            |depth: usize, name: &str, wall: std::time::Duration, user: std::time::Duration| {
                let indent = "  ".repeat(depth);
                let column = |time: std::time::Duration, of: f64| {
                    format!("{:.4} ({:5.1}%)", time.as_secs_f64(), 100.0 * time.as_secs_f64() / of)
                };
                let user = if with_user {
                    format!("{}    ", column(user, user_seconds))
                } else {
                    String::new()
                };
                let _ =
                    writeln!(report, "    {user}{}  {indent}{name}", column(wall, wall_seconds));
            };
        for (depth, name, wall, user) in &self.lines {
            line(*depth, name, *wall, *user);
        }
        line(0, "Rest", self.rest, self.rest);
        line(0, "Total", total, total_user);
        eprint!("{report}");
    }
}
