//! The driver: parses MLIR text, verifies it, runs the passes the options
//! ask for and prints the result, or checks the diagnostics against the
//! input's `expected-*` annotations, with the dialects and passes of an
//! [`OptTool`].

use std::fmt::Write as _;

use ir_core::builtin::ModuleOp;
use ir_core::diagnostics::Diagnostic;
use ir_core::pass::{IrPrinting, OpPassManager, PassRegistry, RunOptions};
use ir_core::text::{self, PrintOptions};
use ir_core::Context;

use crate::reports::{dump_pipeline, statistics_report, PhaseTimer};
use crate::{availability, verify_diagnostics, OptTool};

/// What to do with the input.
#[derive(Clone, Debug, Default)]
pub struct DriverOptions {
    /// Print every op in the generic form.
    pub print_generic: bool,
    /// Print locations.
    pub print_debug_info: bool,
    /// Print types, attributes and locations where they are used, without
    /// aliases or a resource section.
    pub print_local_scope: bool,
    /// Split the input at `// -----` lines and process each chunk alone.
    pub split_input_file: bool,
    /// Check diagnostics against `expected-*` annotations in the input.
    pub verify_diagnostics: bool,
    /// Accept ops of unknown dialects.
    pub allow_unregistered_dialect: bool,
    /// Verify on one thread.
    pub disable_threading: bool,
    /// Print the time spent in each phase to standard error.
    pub timing: bool,
    /// The pass pipeline, in MLIR's textual syntax
    /// (`builtin.module(func.func(canonicalize))`).
    pub pass_pipeline: Option<String>,
    /// Passes given as flags (`--canonicalize=top-down=false`), in order:
    /// the pass argument and its options.
    pub pass_flags: Vec<(String, Option<String>)>,
    /// Print the pipeline to standard error before running it.
    pub dump_pass_pipeline: bool,
    /// Do not verify the IR after each pass.
    pub skip_verify_each: bool,
    /// Do not verify the IR once parsed
    /// (`--mlir-very-unsafe-disable-verifier-on-parsing`); IR that does
    /// not verify is then printed in the generic form, as `mlir-opt` does.
    pub skip_verify_on_parse: bool,
    /// Print the IR around passes (`--mlir-print-ir-*`).
    pub print_ir: Option<IrPrinting>,
    /// Print the statistics the passes counted (`--mlir-pass-statistics`).
    pub pass_statistics: bool,
    /// Print each function's ops' availability before the IR
    /// (`--print-availability`, or the type-aware answer with
    /// `--print-full-availability`).
    pub print_availability: Option<ir_core::availability::Mode>,
    /// Report every op the target environment, written as an attribute
    /// (`#spirv.vce<v1.3, [Shader], []>`), cannot run.
    pub check_target_env: Option<String>,
}

/// The pipeline the options ask for, or the message MLIR prints when it is
/// malformed. `None` when no pass is asked for.
pub fn build_pipeline(
    options: &DriverOptions,
    registry: &PassRegistry,
) -> Result<Option<OpPassManager>, String> {
    use ir_core::pass::pipeline::PipelineElement;
    if options.pass_pipeline.is_some() && !options.pass_flags.is_empty() {
        return Err("'-pass-pipeline' option can't be used with individual pass options".into());
    }
    let (anchor, elements) = if let Some(text) = &options.pass_pipeline {
        return registry.parse_pipeline(text).map(Some);
    } else if !options.pass_flags.is_empty() {
        // Flags nest implicitly: a pass bound to an op gets a pipeline of
        // its own on that op.
        let mut elements = Vec::new();
        for (argument, pass_options) in &options.pass_flags {
            let element = PipelineElement::pass(argument.clone(), pass_options.clone());
            let anchor = registry
                .lookup(argument)
                .and_then(|info| (info.create)(&[]).ok())
                .and_then(|pass| pass.anchor());
            match anchor {
                Some(anchor) if anchor != ModuleOp::NAME => {
                    elements.push(PipelineElement::anchored(anchor, vec![element]))
                }
                _ => elements.push(element),
            }
        }
        (ModuleOp::NAME, elements)
    } else {
        return Ok(None);
    };
    let manager = registry.build(anchor, &elements)?;
    Ok(Some(manager))
}

/// The result of a run: what goes to standard output and standard error,
/// and whether it succeeded.
#[derive(Clone, Debug, Default)]
pub struct DriverOutput {
    /// The printed IR.
    pub stdout: String,
    /// Diagnostics, with source lines and carets.
    pub stderr: String,
    /// Whether the run succeeded (exit status 0).
    pub success: bool,
}

/// The marker that separates chunks with `--split-input-file`.
pub const SPLIT_MARKER: &str = "// -----";

/// Runs the driver of `tool` on `source`, named `file_name` in
/// diagnostics, and collects what it prints.
pub fn run(tool: &OptTool, options: &DriverOptions, file_name: &str, source: &str) -> DriverOutput {
    let mut stdout = Vec::new();
    let status = run_to(tool, options, file_name, source, &mut stdout);
    DriverOutput {
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr: status.stderr,
        success: status.success,
    }
}

/// What a run reports besides its printed IR.
#[derive(Clone, Debug, Default)]
pub struct DriverStatus {
    /// Diagnostics, with source lines and carets.
    pub stderr: String,
    /// Whether the run succeeded (exit status 0).
    pub success: bool,
}

/// Runs the driver of `tool` on `source`, writing the printed IR to
/// `stdout` as it is produced (the output is never held whole in memory).
/// Each run has a context of its own, with the tool's dialects registered.
pub fn run_to(
    tool: &OptTool,
    options: &DriverOptions,
    file_name: &str,
    source: &str,
    stdout: &mut dyn std::io::Write,
) -> DriverStatus {
    run_releasing(tool, options, (file_name, source, None), stdout, Teardown::Free)
}

/// What a run does with its memory once it is done.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Teardown {
    /// Frees the IR and the context.
    Free,
    /// Leaves the last chunk's IR and the context to the process's exit,
    /// which gives all memory back at once, as clang's `-disable-free`:
    /// for the tool's binary, which exits right after the run. Freeing the
    /// IR of many small functions took about a tenth of a run.
    LeaveToExit,
}

/// Told ranges of the input whose text is parsed and no longer needed
/// (see `ir_core::text::ParseOptions::progress`).
pub(crate) type Release<'a> = text::Progress<'a>;

/// [`run_to`], telling `release` (when given) the ranges of `source`
/// whose text is parsed: the tool's binary maps large input files
/// and hands the parsed text back to the kernel (`mapped_input.rs`).
pub(crate) fn run_releasing(
    tool: &OptTool,
    options: &DriverOptions,
    (file_name, source, release): (&str, &str, Option<Release<'_>>),
    stdout: &mut dyn std::io::Write,
    teardown: Teardown,
) -> DriverStatus {
    let context = Context::new();
    context.set_allow_unregistered_dialects(options.allow_unregistered_dialect);
    let mut status = DriverStatus { stderr: String::new(), success: true };
    if let Err(message) = tool.register_dialects(&context) {
        let _ = writeln!(status.stderr, "{}: {message}", tool.name());
        status.success = false;
        return status;
    }
    let pipeline = match build_pipeline(options, tool.pass_registry()) {
        Ok(pipeline) => pipeline,
        Err(message) => {
            // A bad option value is reported by the command-line parser
            // (`ir-opt: for the --x option: ...`), the rest as an error.
            match message.strip_prefix("for the --").and_then(|_| message.split_once('\n')) {
                Some((command_line, rest)) => {
                    let _ = writeln!(status.stderr, "{}: {command_line}", tool.name());
                    let _ = writeln!(status.stderr, "<unknown>:0: error: \n{rest}");
                }
                None => {
                    let _ = writeln!(status.stderr, "<unknown>:0: error: {message}");
                }
            }
            status.success = false;
            return status;
        }
    };
    if options.dump_pass_pipeline {
        if let Some(pipeline) = &pipeline {
            status.stderr.push_str(&dump_pipeline(pipeline));
        }
    }
    let chunks = if options.split_input_file { split_chunks(source) } else { vec![(0, source)] };
    let lines = SourceLines::new(file_name, source);
    // With `--verify-diagnostics`, the diagnostics of every chunk are checked
    // at once against the whole file, as `mlir-opt` does.
    let mut produced = Vec::new();
    let chunk_count = chunks.len();
    for (index, (line_offset, chunk)) in chunks.into_iter().enumerate() {
        let free_ir = teardown == Teardown::Free || index + 1 < chunk_count;
        // As `mlir-opt`, the split marker separates the outputs of every two
        // chunks, also when a chunk failed and printed nothing.
        let result = if index > 0 && writeln!(stdout, "{SPLIT_MARKER}").is_err() {
            Err(vec![Diagnostic::error(None, "could not write output")])
        } else {
            // Offsets of the chunk, as `release` wants them, are offsets of
            // the whole source.
            let chunk_start = chunk.as_ptr() as usize - source.as_ptr() as usize;
            let release_chunk = |range: std::ops::Range<usize>| {
                if let Some(release) = release {
                    release(chunk_start + range.start..chunk_start + range.end);
                }
            };
            let release_chunk: Option<Release<'_>> = release.map(|_| &release_chunk as Release<'_>);
            process_chunk(
                &context,
                options,
                pipeline.as_ref(),
                (file_name, chunk, line_offset, release_chunk),
                (stdout, free_ir),
                &mut status.stderr,
            )
        };
        for diagnostic in result.err().unwrap_or_default() {
            if options.verify_diagnostics {
                produced.push(diagnostic);
            } else {
                write_report(&mut status.stderr, &diagnostic, &lines);
                status.success = false;
            }
        }
    }
    if options.verify_diagnostics {
        let mismatches = verify_diagnostics::verify_diagnostics(file_name, source, 1, &produced);
        for mismatch in &mismatches {
            write_report(&mut status.stderr, mismatch, &lines);
        }
        status.success = mismatches.is_empty();
    }
    if teardown == Teardown::LeaveToExit {
        std::mem::forget(context);
    }
    status
}

/// The size from which a chunk's function bodies are parsed on threads.
const PARALLEL_PARSE_MIN_BYTES: usize = 64 << 10;

/// Parses, verifies and prints one chunk.
fn process_chunk(
    context: &Context,
    options: &DriverOptions,
    pipeline: Option<&OpPassManager>,
    (file_name, chunk, line_offset, release): (&str, &str, u32, Option<Release<'_>>),
    (stdout, free_ir): (&mut dyn std::io::Write, bool),
    stderr: &mut String,
) -> Result<(), Vec<Diagnostic>> {
    let mut timer = PhaseTimer::new(options.timing);
    // Small inputs are not worth handing bodies to threads.
    let parse_options = text::ParseOptions {
        parallel: !options.disable_threading && chunk.len() >= PARALLEL_PARSE_MIN_BYTES,
        progress: release,
    };
    let parsed =
        text::parse_source_with_options(context, file_name, chunk, line_offset, parse_options);
    // The IR needs none of the text it was parsed from.
    if let Some(release) = release {
        release(0..chunk.len());
    }
    let mut parsed = parsed?;
    timer.phase("Parser");
    let verify_options = ir_core::verifier::VerifyOptions {
        parallel: !options.disable_threading,
        note_current_op: !options.verify_diagnostics,
        note_with_locations: options.print_debug_info,
    };
    if !options.skip_verify_on_parse {
        // What the parse proved in order needs no dominance check.
        let ordered = std::mem::take(&mut parsed.ordered_bodies);
        ir_core::verifier::verify_parsed(context, &parsed.ir, verify_options, &ordered)?;
    }
    timer.phase("Rest");
    if let Some(pipeline) = pipeline {
        let run_options = RunOptions {
            parallel: !options.disable_threading,
            verify_each: !options.skip_verify_each,
            print_ir: options.print_ir.clone().map(|printing| IrPrinting {
                print_options: PrintOptions {
                    generic: options.print_generic,
                    debug_info: options.print_debug_info,
                    parallel: false,
                    local_scope: options.print_local_scope,
                },
                ..printing
            }),
        };
        let started = std::time::Instant::now();
        let result = ir_core::pass::run_pipeline(context, &mut parsed.ir, pipeline, &run_options);
        match result {
            Ok(report) => {
                stderr.push_str(&report.dumps);
                if options.pass_statistics {
                    stderr.push_str(&statistics_report(&report.timings));
                }
                timer.passes(report.timings, started.elapsed());
            }
            Err(failure) => {
                // Every diagnostic the pass emitted, as mlir-opt prints
                // them (a pattern's error before the conversion's).
                if failure.diagnostics.is_empty() {
                    return Err(vec![Diagnostic::error(None, "a pass failed without a message")]);
                }
                return Err(failure.diagnostics);
            }
        }
    }
    if let Some(target) = &options.check_target_env {
        let target = availability::parse_target_env(context, target)
            .map_err(|message| vec![Diagnostic::error(None, message)])?;
        timer.phase("Rest");
        let errors = availability::check_target(context, &parsed.ir, &target);
        timer.phase("Target check");
        if !errors.is_empty() {
            return Err(errors);
        }
    }
    if let Some(mode) = options.print_availability {
        timer.phase("Rest");
        let report = availability::availability_report(context, &parsed.ir, mode);
        timer.phase("Availability report");
        stdout.write_all(report.as_bytes()).map_err(|error| {
            vec![Diagnostic::error(None, format!("could not write output: {error}"))]
        })?;
    }
    // IR that was not verified since it was last changed is checked before
    // it is printed: if it does not verify, the generic form shows it as it
    // is (MLIR's printer does the same).
    let verified =
        !options.skip_verify_on_parse && (pipeline.is_none() || !options.skip_verify_each);
    let invalid = !verified
        && !options.print_generic
        && ir_core::verifier::verify(context, &parsed.ir, !options.disable_threading).is_err();
    let print_options = PrintOptions {
        generic: options.print_generic || invalid,
        debug_info: options.print_debug_info,
        parallel: !options.disable_threading,
        local_scope: options.print_local_scope,
    };
    let written = (|| {
        text::print_ir_to(context, &parsed.ir, &parsed.resources, print_options, stdout)?;
        stdout.flush()
    })();
    timer.phase("Output");
    if !free_ir {
        std::mem::forget(parsed);
    } else if options.disable_threading {
        drop(parsed);
    } else {
        parsed.ir.drop_in_parallel();
    }
    timer.phase("Rest");
    timer.report();
    written
        .map_err(|error| vec![Diagnostic::error(None, format!("could not write output: {error}"))])
}

/// Splits `source` at marker lines; returns each chunk with the number of
/// lines before it.
pub fn split_chunks(source: &str) -> Vec<(u32, &str)> {
    let mut chunks = Vec::new();
    let mut chunk_start = 0;
    let mut chunk_line = 0u32;
    let mut position = 0;
    for (line_number, line) in source.split_inclusive('\n').enumerate() {
        let line_number = line_number as u32;
        if line.trim_end().starts_with(SPLIT_MARKER) && line.trim_start().starts_with(SPLIT_MARKER)
        {
            chunks.push((chunk_line, &source[chunk_start..position]));
            chunk_start = position + line.len();
            chunk_line = line_number + 1;
        }
        position += line.len();
    }
    chunks.push((chunk_line, &source[chunk_start..]));
    chunks
}

/// The lines of a source buffer, split at the first diagnostic that shows
/// one (a run without diagnostics never splits them), then kept so that
/// reporting many diagnostics stays linear.
pub struct SourceLines<'a> {
    file: &'a str,
    source: &'a str,
    lines: std::cell::OnceCell<Vec<&'a str>>,
}

impl<'a> SourceLines<'a> {
    /// The lines of `source`, the buffer named `file`.
    pub fn new(file: &'a str, source: &'a str) -> Self {
        SourceLines { file, source, lines: std::cell::OnceCell::new() }
    }

    /// The line a position points at, when it is in this buffer.
    pub fn line(&self, position: &ir_core::diagnostics::SourcePosition) -> Option<&'a str> {
        if &*position.file != self.file {
            return None;
        }
        let lines = self.lines.get_or_init(|| self.source.lines().collect());
        lines.get(position.line.checked_sub(1)? as usize).copied()
    }
}

/// Writes a diagnostic and its notes with the source line and a caret, as
/// `mlir-opt` does.
pub fn write_report(out: &mut String, diagnostic: &Diagnostic, lines: &SourceLines<'_>) {
    write_diagnostic(out, diagnostic, lines, true);
    for note in &diagnostic.notes {
        // A note at the diagnostic's own position does not repeat the
        // source line.
        let show_source = note.position != diagnostic.position;
        write_diagnostic(out, note, lines, show_source);
    }
}

fn write_diagnostic(
    out: &mut String,
    diagnostic: &Diagnostic,
    lines: &SourceLines<'_>,
    show_source: bool,
) {
    let header = Diagnostic { notes: Vec::new(), ..diagnostic.clone() };
    let _ = writeln!(out, "{header}");
    if let (true, Some(position)) = (show_source, &diagnostic.position) {
        if let Some(line) = lines.line(position) {
            let _ = writeln!(out, "{line}");
            let _ = writeln!(out, "{}^", " ".repeat(position.column.saturating_sub(1) as usize));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::DriverOptions;

    fn print_unverified(source: &str) -> String {
        let options = DriverOptions { skip_verify_on_parse: true, ..DriverOptions::default() };
        let output = crate::run(&crate::ir_opt_tool(), &options, "t.mlir", source);
        assert!(output.success, "{}", output.stderr);
        output.stdout
    }

    #[test]
    fn ir_that_does_not_verify_is_printed_in_the_generic_form() {
        // The return misses the function's result: not verified when read,
        // it is printed as it is, in the generic form.
        let invalid = print_unverified("func.func @f() -> i32 { return }\n");
        assert!(invalid.starts_with("\"builtin.module\"() ({"), "{invalid}");
        assert!(invalid.contains("\"func.return\"() : () -> ()"), "{invalid}");
        let valid = print_unverified("func.func @f() { return }\n");
        assert!(valid.starts_with("module {"), "{valid}");
    }
}
