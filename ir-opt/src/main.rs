//! `ir-opt`: reads MLIR text, verifies it and prints it back, with the
//! flags of `mlir-opt` where they exist.

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::Parser as CommandLineParser;
use ir_opt::DriverOptions;

/// The stack of the thread that runs the driver (reserved, not committed).
const DRIVER_STACK_SIZE: usize = 256 << 20;

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
    /// Print the time spent parsing, verifying and printing.
    #[arg(long = "mlir-timing")]
    timing: bool,
    /// Write the markdown reference of a dialect (`arith`, `cf`, `func`)
    /// instead of reading input.
    #[arg(long = "dialect-docs", value_name = "DIALECT")]
    dialect_docs: Option<String>,
    /// The pass pipeline to run, in MLIR's syntax:
    /// `builtin.module(func.func(canonicalize,cse))`. Passes can also be
    /// given as flags (`--canonicalize --cse`), not both.
    #[arg(long = "pass-pipeline", short = 'p', value_name = "PIPELINE")]
    pass_pipeline: Option<String>,
    /// Print the pass pipeline to standard error before running it.
    #[arg(long = "dump-pass-pipeline")]
    dump_pass_pipeline: bool,
    /// Print the IR before the passes named (`cse`, several times).
    #[arg(long = "mlir-print-ir-before", value_name = "PASS")]
    print_ir_before: Vec<String>,
    /// Print the IR after the passes named.
    #[arg(long = "mlir-print-ir-after", value_name = "PASS")]
    print_ir_after: Vec<String>,
    /// Print the IR before every pass.
    #[arg(long = "mlir-print-ir-before-all")]
    print_ir_before_all: bool,
    /// Print the IR after every pass.
    #[arg(long = "mlir-print-ir-after-all")]
    print_ir_after_all: bool,
    /// Print the IR after a pass only when it changed it.
    #[arg(long = "mlir-print-ir-after-change")]
    print_ir_after_change: bool,
    /// Print the whole IR in each dump, not just the op the pass ran on.
    #[arg(long = "mlir-print-ir-module-scope")]
    print_ir_module_scope: bool,
    /// Print the statistics the passes counted.
    #[arg(long = "mlir-pass-statistics")]
    pass_statistics: bool,
    /// Print the availability (min and max version, extensions,
    /// capabilities) of every op of each function, as `mlir-opt
    /// --test-spirv-op-availability` does.
    #[arg(long = "print-availability")]
    print_availability: bool,
    /// As `--print-availability`, with what the ops' operand and result
    /// types require too.
    #[arg(long = "print-full-availability")]
    print_full_availability: bool,
    /// Report every op the target environment cannot run; the environment
    /// is an attribute: `#spirv.vce<v1.3, [Shader], [SPV_KHR_16bit_storage]>`.
    #[arg(long = "check-target-env", value_name = "ATTRIBUTE")]
    check_target_env: Option<String>,
    /// Verify the IR after each pass (`--verify-each=false` skips it).
    #[arg(long = "verify-each", num_args = 0..=1, default_value_t = true, default_missing_value = "true", action = clap::ArgAction::Set)]
    verify_each: bool,
}

/// Takes the pass flags (`--cse`, `--canonicalize=max-iterations=3`) out of
/// the arguments, in order; clap parses the rest.
fn take_pass_flags(
    arguments: Vec<String>,
    registry: &ir_core::pass::PassRegistry,
) -> (Vec<String>, Vec<(String, Option<String>)>) {
    let mut rest = Vec::new();
    let mut passes = Vec::new();
    for (index, argument) in arguments.into_iter().enumerate() {
        let flag = argument.strip_prefix("--").or_else(|| argument.strip_prefix('-'));
        if let (true, Some(flag)) = (index > 0, flag) {
            let (name, value) = match flag.split_once('=') {
                Some((name, value)) => (name, Some(value.to_owned())),
                None => (flag, None),
            };
            if registry.lookup(name).is_some() {
                passes.push((name.to_owned(), value));
                continue;
            }
        }
        rest.push(argument);
    }
    (rest, passes)
}

fn main() -> ExitCode {
    let registry = ir_opt::pass_registry();
    let (arguments, pass_flags) = take_pass_flags(std::env::args().collect(), &registry);
    let options = Options::parse_from(arguments);
    if let Some(dialect) = &options.dialect_docs {
        return match dialects::dialect_markdown(dialect) {
            Some(markdown) => {
                print!("{markdown}");
                ExitCode::SUCCESS
            }
            None => {
                let known = dialects::DIALECT_NAMES.join(", ");
                eprintln!("ir-opt: unknown dialect '{dialect}' (known: {known})");
                ExitCode::FAILURE
            }
        };
    }
    let (file_name, source) = match read_input(&options.input) {
        Ok(input) => input,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::FAILURE;
        }
    };
    let driver_options = DriverOptions {
        print_generic: options.print_generic,
        print_debug_info: options.print_debug_info,
        split_input_file: options.split_input_file,
        verify_diagnostics: options.verify_diagnostics,
        allow_unregistered_dialect: options.allow_unregistered_dialect,
        disable_threading: options.disable_threading,
        timing: options.timing,
        pass_pipeline: options.pass_pipeline.clone(),
        pass_flags,
        dump_pass_pipeline: options.dump_pass_pipeline,
        skip_verify_each: !options.verify_each,
        print_ir: print_ir_options(&options),
        pass_statistics: options.pass_statistics,
        print_availability: if options.print_full_availability {
            Some(ir_core::availability::Mode::Full)
        } else if options.print_availability {
            Some(ir_core::availability::Mode::Declared)
        } else {
            None
        },
        check_target_env: options.check_target_env.clone(),
    };
    let mut sink = match open_output(&options.output) {
        Ok(sink) => sink,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::FAILURE;
        }
    };
    // The parser, verifier and printer recurse once per nesting level (up to
    // the parser's limit); a large stack keeps that safe in every build.
    let worker = std::thread::Builder::new()
        .name("ir-opt".into())
        .stack_size(DRIVER_STACK_SIZE)
        .spawn(move || ir_opt::run_to(&driver_options, &file_name, &source, &mut sink));
    let status = match worker.map(std::thread::JoinHandle::join) {
        Ok(Ok(status)) => status,
        Ok(Err(_)) => {
            eprintln!("ir-opt: internal error");
            return ExitCode::FAILURE;
        }
        Err(error) => {
            eprintln!("ir-opt: could not start the driver thread: {error}");
            return ExitCode::FAILURE;
        }
    };
    eprint!("{}", status.stderr);
    if status.success {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The IR dumps the `--mlir-print-ir-*` flags ask for, if any.
fn print_ir_options(options: &Options) -> Option<ir_core::pass::IrPrinting> {
    let printing = ir_core::pass::IrPrinting {
        before: options.print_ir_before.clone(),
        after: options.print_ir_after.clone(),
        before_all: options.print_ir_before_all,
        after_all: options.print_ir_after_all,
        after_change: options.print_ir_after_change,
        module_scope: options.print_ir_module_scope,
        print_options: Default::default(),
    };
    let any = !printing.before.is_empty()
        || !printing.after.is_empty()
        || printing.before_all
        || printing.after_all
        || printing.after_change;
    any.then_some(printing)
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

/// The destination of the printed IR, buffered.
fn open_output(path: &str) -> Result<Box<dyn Write + Send>, String> {
    if path == "-" {
        return Ok(Box::new(std::io::BufWriter::with_capacity(1 << 16, std::io::stdout())));
    }
    let file = std::fs::File::create(path)
        .map_err(|error| format!("could not open output file '{path}': {error}"))?;
    Ok(Box::new(std::io::BufWriter::with_capacity(1 << 16, file)))
}
