//! Helpers shared by the integration tests: locating the corpora under
//! `corpora/`, reading the `// FLAGS:` line of a corpus file with the
//! driver's own command-line parser, running `ir-opt` and calling
//! `mlir-opt` 22 when it is installed (and saying loudly when it is not).

#![warn(missing_docs)]

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use ir_opt::DriverOptions;

/// Where Debian's `mlir-22-tools` puts `mlir-opt`.
pub const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// Runs the driver of `ir-opt` (the repository's dialects and passes,
/// [`ir_opt::ir_opt_tool`]) on `source`, named `file_name` in diagnostics.
pub fn run(options: &DriverOptions, file_name: &str, source: &str) -> ir_opt::DriverOutput {
    ir_opt::run(&ir_opt::ir_opt_tool(), options, file_name, source)
}

/// The directory of this crate.
pub fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The directory of the corpus of one area, `corpora/<area>` in this crate
/// (`corpus_dir("passes")`); `tests/README.md` lists the areas.
pub fn corpus_dir(area: &str) -> PathBuf {
    crate_dir().join("corpora").join(area)
}

/// The `.mlir` files of a corpus directory, sorted by name.
pub fn mlir_files(directory: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(directory)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", directory.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "mlir"))
        .collect();
    files.sort();
    files
}

/// The flags of a corpus file's `// FLAGS:` first line, and the driver
/// options they ask for.
#[derive(Clone, Debug, Default)]
pub struct FileFlags {
    /// The flags as written on the line (`none` means no flags), split at
    /// whitespace: the arguments `mlir-opt` gets for the same file.
    pub flags: Vec<String>,
    /// What `ir-opt` does with those flags.
    pub options: DriverOptions,
}

/// Reads the `// FLAGS:` first line of the corpus file `file_name` and
/// parses its flags as `ir-opt` would (see [`parse_flags`]); a file without
/// the line has no flags.
///
/// # Panics
///
/// When `ir-opt` would reject the flags, with its message: a corpus file
/// must name flags the tool knows.
pub fn file_flags(file_name: &str, source: &str) -> FileFlags {
    let flags = header_flags(source);
    let options = parse_flags(&flags).unwrap_or_else(|message| {
        panic!("{file_name}: `ir-opt` rejects the `// FLAGS:` line {flags:?}:\n{message}")
    });
    FileFlags { flags, options }
}

/// The flags named on a `// FLAGS:` first line, split at whitespace
/// (`none` means no flags), not yet parsed.
fn header_flags(source: &str) -> Vec<String> {
    let Some(first) = source.lines().next() else { return Vec::new() };
    let Some(flags) = first.strip_prefix("// FLAGS:") else { return Vec::new() };
    flags.split_whitespace().filter(|flag| *flag != "none").map(str::to_owned).collect()
}

/// The driver options `flags` ask for, read by the command-line parser of
/// `ir-opt` itself ([`ir_opt::OptTool::parse_command_line`]), so that every
/// flag of the binary works and any flag it rejects is an error here too.
/// The error is clap's message, or says that the flags name a file: the
/// harness gives the input, and the output is compared, not written.
pub fn parse_flags(flags: &[String]) -> Result<DriverOptions, String> {
    let command_line = ir_opt::ir_opt_tool()
        .parse_command_line(flags)
        .map_err(|error| error.render().to_string())?;
    if command_line.input != "-" {
        return Err(format!("`{}` is not a flag: the test gives the input", command_line.input));
    }
    if command_line.output != "-" {
        return Err(format!("`-o {}`: the test reads the output itself", command_line.output));
    }
    if let Some(dialect) = command_line.dialect_docs {
        return Err(format!("`--dialect-docs {dialect}` reads no input"));
    }
    Ok(command_line.options)
}

/// `mlir-opt` 22 for one test: runs it when it is installed, and does
/// nothing when it is not (after saying so once, in [`mlir_opt`]).
#[derive(Clone, Copy, Debug)]
pub struct MlirOpt {
    installed: bool,
}

/// Finds `mlir-opt` for the test `test`, which uses it for `checks`. When it
/// is not installed, says so on standard error (past the test harness's
/// capture, so that the notice shows even when the test passes): which test
/// skips which checks, and how to install `mlir-opt`. Call it once per test.
pub fn mlir_opt(test: &str, checks: &str) -> MlirOpt {
    let installed = Path::new(MLIR_OPT).exists();
    if !installed {
        let rule = "=".repeat(78);
        let notice = format!(
            "\n{rule}\nSKIPPED in {test}: {checks}.\n{MLIR_OPT} is not installed; \
             install it with `apt-get install mlir-22-tools` (as `.ci/run` does).\n{rule}\n"
        );
        let _ = std::io::stderr().write_all(notice.as_bytes());
    }
    MlirOpt { installed }
}

/// Running `mlir-opt`.
impl MlirOpt {
    /// Whether `mlir-opt` is installed.
    pub fn is_installed(self) -> bool {
        self.installed
    }

    /// Runs `mlir-opt` with `arguments` in `directory`: whether it
    /// succeeded, its standard output and its standard error; `None` when
    /// it is not installed.
    pub fn run(self, directory: &Path, arguments: &[&str]) -> Option<(bool, String, String)> {
        if !self.installed {
            return None;
        }
        let output = Command::new(MLIR_OPT)
            .args(arguments)
            .current_dir(directory)
            .output()
            .expect("mlir-opt runs");
        Some((
            output.status.success(),
            String::from_utf8_lossy(&output.stdout).into_owned(),
            String::from_utf8_lossy(&output.stderr).into_owned(),
        ))
    }
}

/// Where two outputs first differ: the line number and both lines, or
/// their lengths when one is a prefix of the other.
pub fn first_difference(expected: &str, actual: &str) -> String {
    for (index, (left, right)) in expected.lines().zip(actual.lines()).enumerate() {
        if left != right {
            return format!("line {}:\n  expected: {left}\n  actual:   {right}", index + 1);
        }
    }
    format!(
        "the outputs differ in length ({} lines expected, {} produced)",
        expected.lines().count(),
        actual.lines().count()
    )
}

#[cfg(test)]
mod tests {
    use super::{file_flags, parse_flags};

    fn flags(text: &[&str]) -> Vec<String> {
        text.iter().map(|flag| (*flag).to_owned()).collect()
    }

    #[test]
    fn flags_are_read_as_the_binary_reads_them() {
        let source = "// FLAGS: --split-input-file --canonicalize=max-iterations=3 \
                      --mlir-print-ir-after-all --check-target-env=#spirv.vce<v1.0,[],[]>\n";
        let read = file_flags("a.mlir", source);
        assert_eq!(read.flags.len(), 4);
        assert!(read.options.split_input_file);
        assert_eq!(
            read.options.pass_flags,
            [("canonicalize".to_owned(), Some("max-iterations=3".to_owned()))]
        );
        assert!(read.options.print_ir.is_some_and(|printing| printing.after_all));
        assert_eq!(read.options.check_target_env.as_deref(), Some("#spirv.vce<v1.0,[],[]>"));
        assert!(file_flags("b.mlir", "// FLAGS: none\n").flags.is_empty());
        assert!(file_flags("c.mlir", "func.func @f() {\n").flags.is_empty());
    }

    #[test]
    fn flags_the_binary_rejects_are_errors() {
        let error = parse_flags(&flags(&["--no-such-flag"])).expect_err("an unknown flag");
        assert!(error.contains("unexpected argument '--no-such-flag'"), "{error}");
        let error = parse_flags(&flags(&["input.mlir"])).expect_err("a file name");
        assert!(error.contains("`input.mlir` is not a flag"), "{error}");
        assert!(parse_flags(&flags(&["-o", "out.mlir"])).is_err());
        assert!(parse_flags(&flags(&["--dialect-docs", "arith"])).is_err());
    }

    #[test]
    fn a_bad_flags_line_fails_the_test_with_clap_s_message() {
        let panic =
            std::panic::catch_unwind(|| file_flags("bad.mlir", "// FLAGS: --canonicalise\n"))
                .expect_err("an unknown flag fails the test");
        let message = panic.downcast_ref::<String>().expect("a formatted message");
        assert!(
            message.starts_with("bad.mlir: `ir-opt` rejects the `// FLAGS:` line"),
            "{message}"
        );
        assert!(message.contains("unexpected argument '--canonicalise'"), "{message}");
    }
}
