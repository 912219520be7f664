//! The command line of an opt tool: `mlir-opt`'s flags, read with clap, and
//! a flag per registered pass (`--cse`, `--canonicalize=max-iterations=3`),
//! taken out before clap sees the rest.

use std::ffi::OsString;

use clap::{CommandFactory, FromArgMatches, Parser as CommandLineParser};
use ir_core::pass::{IrPrinting, PassRegistry};

use crate::{DriverOptions, OptTool};

/// What a command line asks a tool to do.
#[derive(Clone, Debug, Default)]
pub struct CommandLine {
    /// The input file, `-` for standard input.
    pub input: String,
    /// The output file, `-` for standard output.
    pub output: String,
    /// The dialect whose markdown reference to write instead of reading
    /// input (`--dialect-docs`).
    pub dialect_docs: Option<String>,
    /// How to process the input.
    pub options: DriverOptions,
}

/// The flags of every opt tool. The name, version and description of the
/// command and the help of `--dialect-docs` are the tool's, set in
/// [`parse`].
#[derive(CommandLineParser, Debug)]
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
    /// Print types, attributes and locations where they are used, without
    /// aliases or a resource section.
    #[arg(long = "mlir-print-local-scope")]
    print_local_scope: bool,
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
    /// Write the markdown reference of a dialect instead of reading input.
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
    /// types require too, and the enum cases of optional properties that
    /// are present (which `--print-availability`, as MLIR, leaves out).
    #[arg(long = "print-full-availability")]
    print_full_availability: bool,
    /// Report every op the target environment cannot run; the environment
    /// is an attribute: `#spirv.vce<v1.3, [Shader], [SPV_KHR_16bit_storage]>`.
    #[arg(long = "check-target-env", value_name = "ATTRIBUTE")]
    check_target_env: Option<String>,
    /// Do not verify the IR once parsed (IR that does not verify is printed
    /// in the generic form).
    #[arg(long = "mlir-very-unsafe-disable-verifier-on-parsing")]
    disable_verifier_on_parsing: bool,
    /// Verify the IR after each pass (`--verify-each=false` skips it).
    #[arg(long = "verify-each", num_args = 0..=1, default_value_t = true, default_missing_value = "true", action = clap::ArgAction::Set)]
    verify_each: bool,
}

/// Reads the command line `arguments` of `tool` (the first is the
/// program's name). The error, when it is not a request for `--help` or
/// `--version`, is clap's usage error.
pub(crate) fn parse<I, T>(tool: &OptTool, arguments: I) -> Result<CommandLine, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString>,
{
    let arguments = arguments.into_iter().map(Into::into);
    let (arguments, pass_flags) = take_pass_flags(arguments, tool.pass_registry());
    let names: Vec<String> =
        tool.registered_dialects().iter().map(|dialect| format!("`{}`", dialect.name)).collect();
    let mut command = Options::command()
        .name(tool.name())
        .version(tool.version_text())
        .about(tool.about_text())
        .mut_arg("dialect_docs", |argument| {
            argument.help(format!(
                "Write the markdown reference of a dialect ({}) instead of reading input",
                names.join(", ")
            ))
        });
    let mut matches = command.try_get_matches_from_mut(arguments)?;
    let options =
        Options::from_arg_matches_mut(&mut matches).map_err(|error| error.format(&mut command))?;
    Ok(command_line(options, pass_flags))
}

/// Takes the pass flags (`--cse`, `--canonicalize=max-iterations=3`) out of
/// the arguments, in order; clap parses the rest.
fn take_pass_flags(
    arguments: impl Iterator<Item = OsString>,
    registry: &PassRegistry,
) -> (Vec<OsString>, Vec<(String, Option<String>)>) {
    let mut rest = Vec::new();
    let mut passes = Vec::new();
    for (index, argument) in arguments.enumerate() {
        let text = argument.to_str().filter(|_| index > 0);
        let flag = text.and_then(|text| text.strip_prefix("--").or_else(|| text.strip_prefix('-')));
        if let Some(flag) = flag {
            let (name, value) = match flag.split_once('=') {
                Some((name, value)) => (name, Some(value.to_owned())),
                None => (flag, None),
            };
            if registry.lookup(name).is_some() {
                passes.push((name.to_owned(), value));
                continue;
            }
        }
        // LLVM's options take one dash as well as two
        // (`-verify-diagnostics`); clap reads two.
        if let Some(long) = text.filter(|text| {
            let mut characters = text.chars();
            characters.next() == Some('-')
                && characters.next().is_some_and(|second| second.is_ascii_alphabetic())
                && characters.next().is_some()
        }) {
            rest.push(OsString::from(format!("-{long}")));
            continue;
        }
        rest.push(argument);
    }
    (rest, passes)
}

/// The command line the parsed options and pass flags make.
fn command_line(options: Options, pass_flags: Vec<(String, Option<String>)>) -> CommandLine {
    let print_ir = print_ir_options(&options);
    let print_availability = if options.print_full_availability {
        Some(ir_core::availability::Mode::Full)
    } else if options.print_availability {
        Some(ir_core::availability::Mode::Declared)
    } else {
        None
    };
    CommandLine {
        input: options.input,
        output: options.output,
        dialect_docs: options.dialect_docs,
        options: DriverOptions {
            print_generic: options.print_generic,
            print_debug_info: options.print_debug_info,
            print_local_scope: options.print_local_scope,
            split_input_file: options.split_input_file,
            verify_diagnostics: options.verify_diagnostics,
            allow_unregistered_dialect: options.allow_unregistered_dialect,
            disable_threading: options.disable_threading,
            timing: options.timing,
            pass_pipeline: options.pass_pipeline,
            pass_flags,
            dump_pass_pipeline: options.dump_pass_pipeline,
            skip_verify_each: !options.verify_each,
            skip_verify_on_parse: options.disable_verifier_on_parsing,
            print_ir,
            pass_statistics: options.pass_statistics,
            print_availability,
            check_target_env: options.check_target_env,
        },
    }
}

/// The IR dumps the `--mlir-print-ir-*` flags ask for, if any.
fn print_ir_options(options: &Options) -> Option<IrPrinting> {
    let printing = IrPrinting {
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
