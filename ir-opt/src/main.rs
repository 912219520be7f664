//! `ir-opt`: reads MLIR text, verifies it and prints it back, with the
//! flags of `mlir-opt` where they exist.

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::Parser as CommandLineParser;
use ir_core::diagnostics::Diagnostic;
use ir_core::text::{self, PrintOptions};
use ir_core::Context;

/// Parses, verifies and prints MLIR text.
#[derive(CommandLineParser, Debug)]
#[command(name = "ir-opt", version, about)]
struct Options {
    /// Input file, or `-` for standard input.
    #[arg(default_value = "-")]
    input: String,
    /// Output file (standard output when absent or `-`).
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Print every op in the generic form.
    #[arg(long = "mlir-print-op-generic")]
    print_generic: bool,
    /// Print locations.
    #[arg(long = "mlir-print-debuginfo")]
    print_debug_info: bool,
    /// Split the input at `// -----` lines and process each chunk alone.
    #[arg(long = "split-input-file")]
    split_input_file: bool,
    /// Check diagnostics against `expected-*` annotations in the input.
    #[arg(long = "verify-diagnostics")]
    verify_diagnostics: bool,
    /// Accept ops of unknown dialects.
    #[arg(long = "allow-unregistered-dialect")]
    allow_unregistered_dialect: bool,
    /// Verify on one thread.
    #[arg(long = "mlir-disable-threading")]
    disable_threading: bool,
}

/// The marker that separates chunks with `--split-input-file`.
const SPLIT_MARKER: &str = "// -----";

fn main() -> ExitCode {
    let options = Options::parse();
    let (file_name, source) = match read_input(&options.input) {
        Ok(input) => input,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::FAILURE;
        }
    };
    let context = Context::new();
    context.set_allow_unregistered_dialects(options.allow_unregistered_dialect);
    dialects::register_all(&context);

    let chunks =
        if options.split_input_file { split_chunks(&source) } else { vec![(0, source.as_str())] };
    let mut outputs = Vec::with_capacity(chunks.len());
    let mut failed = false;
    for (line_offset, chunk) in chunks {
        let result = process_chunk(&context, &options, &file_name, chunk, line_offset);
        if options.verify_diagnostics {
            let produced: Vec<Diagnostic> = result.as_ref().err().cloned().into_iter().collect();
            let mismatches = ir_core::verify_diagnostics::verify_diagnostics(
                &file_name,
                chunk,
                line_offset + 1,
                &produced,
            );
            for mismatch in &mismatches {
                report(mismatch, &source);
            }
            failed |= !mismatches.is_empty();
            if let Ok(output) = result {
                outputs.push(output);
            }
        } else {
            match result {
                Ok(output) => outputs.push(output),
                Err(diagnostic) => {
                    report(&diagnostic, &source);
                    failed = true;
                }
            }
        }
    }
    let joined = outputs.join(&format!("{SPLIT_MARKER}\n"));
    if let Err(message) = write_output(&options.output, &joined) {
        eprintln!("{message}");
        return ExitCode::FAILURE;
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Parses, verifies and prints one chunk.
fn process_chunk(
    context: &Context,
    options: &Options,
    file_name: &str,
    chunk: &str,
    line_offset: u32,
) -> Result<String, Diagnostic> {
    let parsed = text::parse_source(context, file_name, chunk, line_offset)?;
    ir_core::verifier::verify(context, &parsed.ir, !options.disable_threading)?;
    let print_options =
        PrintOptions { generic: options.print_generic, debug_info: options.print_debug_info };
    Ok(text::print_ir(context, &parsed.ir, &parsed.resources, print_options))
}

/// Splits `source` at marker lines; returns each chunk with the number of
/// lines before it.
fn split_chunks(source: &str) -> Vec<(u32, &str)> {
    let mut chunks = Vec::new();
    let mut chunk_start = 0;
    let mut chunk_line = 0u32;
    let mut line_number = 0u32;
    let mut position = 0;
    for line in source.split_inclusive('\n') {
        if line.trim_end().starts_with(SPLIT_MARKER) && line.trim_start().starts_with(SPLIT_MARKER)
        {
            chunks.push((chunk_line, &source[chunk_start..position]));
            chunk_start = position + line.len();
            chunk_line = line_number + 1;
        }
        position += line.len();
        line_number += 1;
    }
    chunks.push((chunk_line, &source[chunk_start..]));
    chunks
}

/// Prints a diagnostic with the source line and a caret, as `mlir-opt` does.
fn report(diagnostic: &Diagnostic, source: &str) {
    let mut stderr = std::io::stderr().lock();
    write_diagnostic(&mut stderr, diagnostic, source);
    for note in &diagnostic.notes {
        write_diagnostic(&mut stderr, note, source);
    }
}

fn write_diagnostic(out: &mut impl Write, diagnostic: &Diagnostic, source: &str) {
    let header = Diagnostic { notes: Vec::new(), ..diagnostic.clone() };
    let _ = writeln!(out, "{header}");
    if let Some(position) = &diagnostic.position {
        if let Some(line) = source.lines().nth(position.line.saturating_sub(1) as usize) {
            let _ = writeln!(out, "{line}");
            let _ = writeln!(out, "{}^", " ".repeat(position.column.saturating_sub(1) as usize));
        }
    }
}

fn read_input(path: &str) -> Result<(String, String), String> {
    if path == "-" {
        let mut source = String::new();
        std::io::stdin()
            .read_to_string(&mut source)
            .map_err(|error| format!("could not read standard input: {error}"))?;
        return Ok(("<stdin>".to_owned(), source));
    }
    let bytes = std::fs::read(path)
        .map_err(|error| format!("could not open input file '{path}': {error}"))?;
    let source =
        String::from_utf8(bytes).map_err(|_| format!("input file '{path}' is not valid UTF-8"))?;
    Ok((path.to_owned(), source))
}

fn write_output(path: &str, text: &str) -> Result<(), String> {
    if path == "-" {
        let mut stdout = std::io::stdout().lock();
        return stdout
            .write_all(text.as_bytes())
            .map_err(|error| format!("could not write output: {error}"));
    }
    std::fs::write(path, text)
        .map_err(|error| format!("could not write output file '{path}': {error}"))
}
