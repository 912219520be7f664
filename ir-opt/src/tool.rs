//! [`OptTool`]: an opt tool built from a name, the dialects it registers
//! and the passes it can run (MLIR's `MlirOptMain`), and its `main`, which
//! reads the command line, runs the driver on a thread with a large stack
//! and writes the output buffered.

use std::borrow::Borrow;
use std::ffi::OsString;
use std::io::{Read, Write};
use std::process::ExitCode;

use ir_core::pass::{PassInfo, PassRegistry};
use ir_core::registry::{Dialect, DialectDefinition};
use ir_core::Context;

use crate::command_line::{self, CommandLine};
use crate::driver::{run_releasing, Release, Teardown};
use crate::mapped_input::MappedInput;
use crate::DriverOptions;

/// The stack of the thread that runs the driver (reserved, not committed).
const DRIVER_STACK_SIZE: usize = 256 << 20;

/// An opt tool: a name, the dialects it registers and the passes its
/// pipelines and pass flags may name. [`OptTool::main`] is the whole
/// program, with every flag of `ir-opt` (see the crate's documentation).
pub struct OptTool {
    name: &'static str,
    version: &'static str,
    about: &'static str,
    dialects: Vec<&'static DialectDefinition>,
    passes: PassRegistry,
}

/// Building a tool.
impl OptTool {
    /// A tool named `name` (in its messages, `--help` and `--version`),
    /// with no dialect and no pass yet. Its version and description are
    /// those of this crate until [`OptTool::version`] and
    /// [`OptTool::about`] set its own.
    pub fn new(name: &'static str) -> Self {
        OptTool {
            name,
            version: env!("CARGO_PKG_VERSION"),
            about: env!("CARGO_PKG_DESCRIPTION"),
            dialects: Vec::new(),
            passes: PassRegistry::default(),
        }
    }

    /// Sets the version `--version` prints (`env!("CARGO_PKG_VERSION")`).
    pub fn version(mut self, version: &'static str) -> Self {
        self.version = version;
        self
    }

    /// Sets the description `--help` prints.
    pub fn about(mut self, about: &'static str) -> Self {
        self.about = about;
        self
    }

    /// Adds the dialect `D` (a struct defined with `#[dialect]`);
    /// `--dialect-docs` lists the dialects in the order they were added.
    pub fn dialect<D: Dialect>(self) -> Self {
        self.dialect_definition(D::DEFINITION)
    }

    /// Adds a dialect by its definition (`ArithDialect::DEFINITION`).
    pub fn dialect_definition(mut self, dialect: &'static DialectDefinition) -> Self {
        self.dialects.push(dialect);
        self
    }

    /// Adds dialects by their definitions, in order.
    pub fn dialects(
        mut self,
        dialects: impl IntoIterator<Item = &'static DialectDefinition>,
    ) -> Self {
        self.dialects.extend(dialects);
        self
    }

    /// Adds a pass; a pass registered under the same argument before is
    /// replaced.
    pub fn pass(mut self, pass: PassInfo) -> Self {
        self.passes.register(pass);
        self
    }

    /// Adds passes, in order.
    pub fn passes<P: Borrow<PassInfo>>(mut self, passes: impl IntoIterator<Item = P>) -> Self {
        for pass in passes {
            self.passes.register(*pass.borrow());
        }
        self
    }
}

/// What a tool holds.
impl OptTool {
    /// The tool's name.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The version `--version` prints.
    pub fn version_text(&self) -> &'static str {
        self.version
    }

    /// The description `--help` prints.
    pub fn about_text(&self) -> &'static str {
        self.about
    }

    /// The tool's dialects, in the order they were added.
    pub fn registered_dialects(&self) -> &[&'static DialectDefinition] {
        &self.dialects
    }

    /// The tool's passes.
    pub fn pass_registry(&self) -> &PassRegistry {
        &self.passes
    }

    /// Loads the tool's dialects into `context`. The error names an op
    /// two dialects define, a setup error of the tool.
    pub fn register_dialects(&self, context: &Context) -> Result<(), String> {
        for dialect in &self.dialects {
            context.load_dialect(dialect)?;
        }
        Ok(())
    }

    /// The markdown reference of the tool's dialect `name`, or the message
    /// `--dialect-docs` prints when the tool has no such dialect.
    pub fn dialect_markdown(&self, name: &str) -> Result<String, String> {
        match self.dialects.iter().find(|dialect| dialect.name == name) {
            Some(dialect) => Ok(ir_core::ods::docs::dialect_markdown(dialect)),
            None => {
                let names: Vec<&str> = self.dialects.iter().map(|dialect| dialect.name).collect();
                let known = names.join(", ");
                Err(format!("{}: unknown dialect '{name}' (known: {known})", self.name))
            }
        }
    }
}

/// Reading a command line and running it.
impl OptTool {
    /// The driver options of a command line without the program's name
    /// (`["--canonicalize", "--split-input-file"]`), read exactly as
    /// [`OptTool::main`] reads them. The input, the output and
    /// `--dialect-docs` are not driver options: [`OptTool::parse_command_line`]
    /// returns them too.
    pub fn parse_arguments<I, T>(&self, arguments: I) -> Result<DriverOptions, clap::Error>
    where
        I: IntoIterator<Item = T>,
        T: Into<OsString>,
    {
        Ok(self.parse_command_line(arguments)?.options)
    }

    /// The whole command line `arguments`, without the program's name. The
    /// error is clap's: a usage error, or the text of `--help` or
    /// `--version` (print it with [`clap::Error::print`]).
    pub fn parse_command_line<I, T>(&self, arguments: I) -> Result<CommandLine, clap::Error>
    where
        I: IntoIterator<Item = T>,
        T: Into<OsString>,
    {
        let program = std::iter::once(OsString::from(self.name));
        command_line::parse(self, program.chain(arguments.into_iter().map(Into::into)))
    }

    /// The program: reads the process's command line and runs it (see
    /// [`OptTool::main_with_arguments`]).
    pub fn main(&self) -> ExitCode {
        self.main_with_arguments(std::env::args_os())
    }

    /// Runs the command line `arguments` (the first is the program's name,
    /// as in `std::env::args_os`): writes a dialect's reference, or reads
    /// the input, runs the driver on a thread with a 256 MiB stack, writes
    /// the output through a buffer and the diagnostics to standard error.
    /// The status is 0 on success (and for `--help` and `--version`), 2 on
    /// a usage error and 1 on any other error.
    pub fn main_with_arguments<I, T>(&self, arguments: I) -> ExitCode
    where
        I: IntoIterator<Item = T>,
        T: Into<OsString>,
    {
        let command_line = match command_line::parse(self, arguments) {
            Ok(command_line) => command_line,
            Err(error) => {
                let _ = error.print();
                return ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(2));
            }
        };
        if let Some(dialect) = &command_line.dialect_docs {
            return self.write_dialect_docs(dialect);
        }
        match self.run_command_line(command_line) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::FAILURE,
            Err(message) => {
                eprintln!("{message}");
                ExitCode::FAILURE
            }
        }
    }

    /// Writes the reference of `dialect`, or lists the tool's dialects.
    fn write_dialect_docs(&self, dialect: &str) -> ExitCode {
        match self.dialect_markdown(dialect) {
            Ok(markdown) => {
                print!("{markdown}");
                ExitCode::SUCCESS
            }
            Err(message) => {
                eprintln!("{message}");
                ExitCode::FAILURE
            }
        }
    }

    /// Reads the input, runs the driver and writes its output; whether the
    /// run succeeded, or the message of what kept it from running.
    fn run_command_line(&self, command_line: CommandLine) -> Result<bool, String> {
        let (file_name, input) = read_input(&command_line.input, &command_line.output)?;
        let mut sink = open_output(&command_line.output)?;
        let source = input.text();
        let release_mapped = |range: std::ops::Range<usize>| {
            if let Input::Mapped(mapped) = &input {
                mapped.release(range);
            }
        };
        let release: Option<Release<'_>> =
            matches!(input, Input::Mapped(_)).then_some(&release_mapped);
        let options = &command_line.options;
        // The parser, verifier and printer recurse once per nesting level
        // (up to the parser's limit); a large stack keeps that safe in
        // every build.
        let status = std::thread::scope(|scope| {
            let worker = std::thread::Builder::new()
                .name(self.name.into())
                .stack_size(DRIVER_STACK_SIZE)
                .spawn_scoped(scope, move || {
                    let input = (file_name.as_str(), source, release);
                    run_releasing(self, options, input, &mut sink, Teardown::LeaveToExit)
                    // The sink is dropped here, flushing the output before
                    // the diagnostics are written.
                })
                .map_err(|error| {
                    format!("{}: could not start the driver thread: {error}", self.name)
                })?;
            worker.join().map_err(|_| format!("{}: internal error", self.name))
        })?;
        eprint!("{}", status.stderr);
        Ok(status.success)
    }
}

/// The text of an input: read, or mapped from a large file.
enum Input {
    Read(String),
    Mapped(MappedInput),
}

impl Input {
    fn text(&self) -> &str {
        match self {
            Input::Read(text) => text,
            Input::Mapped(mapped) => mapped.text(),
        }
    }
}

/// The input file's name in diagnostics and its text; `output` is where
/// the driver will write.
fn read_input(path: &str, output: &str) -> Result<(String, Input), String> {
    if path == "-" {
        let mut source = String::new();
        std::io::stdin()
            .read_to_string(&mut source)
            .map_err(|error| format!("could not read standard input: {error}"))?;
        return Ok(("<stdin>".to_owned(), Input::Read(source)));
    }
    let open_error = |error: std::io::Error| format!("could not open input file '{path}': {error}");
    let mut file = std::fs::File::open(path).map_err(open_error)?;
    let not_utf8 = || format!("input file '{path}' is not valid UTF-8");
    match MappedInput::open(&file, output) {
        Ok(Some(mapped)) => return Ok((path.to_owned(), Input::Mapped(mapped))),
        Ok(None) => {}
        Err(error) if error.kind() == std::io::ErrorKind::InvalidData => return Err(not_utf8()),
        // A file that cannot be mapped is read.
        Err(_) => {}
    }
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes).map_err(open_error)?;
    let source = String::from_utf8(bytes).map_err(|_| not_utf8())?;
    Ok((path.to_owned(), Input::Read(source)))
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
