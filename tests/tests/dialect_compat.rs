//! Compatibility with `mlir-opt` 22 for the `func`, `arith` and `cf`
//! dialects: every file of `tests/corpora/dialect-forms` must print exactly as
//! `mlir-opt` prints it, in each [`Mode`] (custom form, generic form,
//! custom form with locations), and `ir-opt` must read back what `mlir-opt`
//! prints and what it prints itself.
//!
//! For a file `NAME.mlir`, the references `NAME.mlir.custom`,
//! `NAME.mlir.generic` and `NAME.mlir.debuginfo` are the exact output of
//! `mlir-opt --allow-unregistered-dialect [MODE FLAG] NAME.mlir`, run in
//! `tests/corpora/dialect-forms` (see its `README.md`). When `mlir-opt` is installed the
//! test also checks that the committed references are still its output, and
//! that it agrees with the premises of the read-back checks.
//!
//! The checks, per file:
//!
//! 1. each mode prints the reference of that mode;
//! 2. the generic reference, read back, prints the custom reference (the
//!    generic-to-custom conversion) and the generic reference itself;
//! 3. the debuginfo reference, read back with locations, prints itself
//!    (`#loc` aliases and located block arguments are parsed);
//! 4. our own custom output reads back and prints unchanged.

use std::path::Path;

use ir_opt::DriverOptions;
use tests::{corpus_dir, first_difference, mlir_files, mlir_opt, run, MlirOpt};

/// Files whose output still differs from `mlir-opt`, with the reason. The
/// test fails if a listed file starts to match, so the list stays honest.
const KNOWN_DIFFERENCES: &[(&str, &str)] = &[];

/// A way of printing a file, with the suffix of its reference file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// The custom form (no flag).
    Custom,
    /// `--mlir-print-op-generic`.
    Generic,
    /// `--mlir-print-debuginfo`: the custom form with locations.
    DebugInfo,
}

impl Mode {
    /// Every mode, in the order they are checked.
    const ALL: [Mode; 3] = [Mode::Custom, Mode::Generic, Mode::DebugInfo];

    /// The suffix of the reference file (`NAME.mlir.SUFFIX`).
    fn suffix(self) -> &'static str {
        match self {
            Mode::Custom => "custom",
            Mode::Generic => "generic",
            Mode::DebugInfo => "debuginfo",
        }
    }

    /// The `mlir-opt` flag that selects this mode, if any.
    fn flag(self) -> Option<&'static str> {
        match self {
            Mode::Custom => None,
            Mode::Generic => Some("--mlir-print-op-generic"),
            Mode::DebugInfo => Some("--mlir-print-debuginfo"),
        }
    }

    /// The driver options of this mode.
    fn options(self) -> DriverOptions {
        DriverOptions {
            print_generic: self == Mode::Generic,
            print_debug_info: self == Mode::DebugInfo,
            allow_unregistered_dialect: true,
            ..DriverOptions::default()
        }
    }
}

/// Runs `mlir-opt` on `name` (a file of `directory`) in `mode`. `None` when
/// `mlir-opt` is not installed; an error when it rejects the input.
fn mlir_opt_output(
    mlir_opt: MlirOpt,
    directory: &Path,
    name: &str,
    mode: Mode,
) -> Result<Option<String>, String> {
    let mut arguments = vec!["--allow-unregistered-dialect"];
    arguments.extend(mode.flag());
    arguments.push(name);
    match mlir_opt.run(directory, &arguments) {
        None => Ok(None),
        Some((true, stdout, _)) => Ok(Some(stdout)),
        Some((false, _, stderr)) => Err(format!("mlir-opt rejects {name} ({mode:?}):\n{stderr}")),
    }
}

/// The reference output of `name` in `mode`: the committed file, checked
/// against `mlir-opt` when it is installed.
fn reference(
    mlir_opt: MlirOpt,
    directory: &Path,
    name: &str,
    mode: Mode,
) -> Result<String, String> {
    let path = directory.join(format!("{name}.{}", mode.suffix()));
    let committed = std::fs::read_to_string(&path)
        .map_err(|error| format!("missing reference {}: {error}", path.display()))?;
    if let Some(live) = mlir_opt_output(mlir_opt, directory, name, mode)? {
        if live != committed {
            return Err(format!(
                "the committed {} differs from mlir-opt's output:\n{}",
                path.display(),
                first_difference(&live, &committed)
            ));
        }
    }
    Ok(committed)
}

/// Checks that `mlir-opt` turns `input` (text it printed for `name`) in
/// `mode` into `expected`: the premise of a read-back check. Passes when
/// `mlir-opt` is not installed.
fn check_premise(
    mlir_opt: MlirOpt,
    name: &str,
    input: &str,
    mode: Mode,
    expected: &str,
) -> Result<(), String> {
    if !mlir_opt.is_installed() {
        return Ok(());
    }
    let scratch = std::env::temp_dir().join(format!(
        "dialect-compat-{}-{}-{name}",
        std::process::id(),
        mode.suffix()
    ));
    std::fs::write(&scratch, input).map_err(|error| error.to_string())?;
    let file = scratch.to_str().expect("UTF-8 temporary path");
    let mut arguments = vec!["--allow-unregistered-dialect", file];
    arguments.extend(mode.flag());
    let result = mlir_opt.run(Path::new("."), &arguments);
    let _ = std::fs::remove_file(&scratch);
    match result {
        None => Ok(()),
        Some((true, stdout, _)) if stdout == expected => Ok(()),
        Some((true, stdout, _)) => Err(format!(
            "premise: mlir-opt does not print its own {mode:?} read-back as expected:\n{}",
            first_difference(expected, &stdout)
        )),
        Some((false, _, stderr)) => {
            Err(format!("premise: mlir-opt cannot read back its {mode:?} output:\n{stderr}"))
        }
    }
}

/// Runs `ir-opt` in-process on `source` (named `name`) in `mode` and
/// compares its output with `expected`; `what` names the check.
fn expect_output(
    what: &str,
    name: &str,
    source: &str,
    mode: Mode,
    expected: &str,
) -> Result<(), String> {
    let output = run(&mode.options(), name, source);
    if !output.success {
        return Err(format!("{what}: ir-opt fails:\n{}", output.stderr));
    }
    if output.stdout != expected {
        return Err(format!("{what}: {}", first_difference(expected, &output.stdout)));
    }
    Ok(())
}

/// What the checks of one file found.
#[derive(Default)]
struct Outcome {
    /// Problems of the corpus itself (a missing or stale reference, a
    /// premise `mlir-opt` does not meet): failures even for files listed in
    /// [`KNOWN_DIFFERENCES`].
    problems: Vec<String>,
    /// Where `ir-opt` differs from `mlir-opt`.
    differences: Vec<String>,
}

/// Every check of one file.
fn check_file(mlir_opt: MlirOpt, directory: &Path, path: &Path) -> Outcome {
    let name = path.file_name().and_then(|name| name.to_str()).expect("file name");
    let mut outcome = Outcome::default();
    let source = match std::fs::read_to_string(path) {
        Ok(source) => source,
        Err(error) => {
            outcome.problems.push(error.to_string());
            return outcome;
        }
    };
    let mut references = Vec::new();
    for mode in Mode::ALL {
        match reference(mlir_opt, directory, name, mode) {
            Ok(expected) => references.push(expected),
            Err(message) => outcome.problems.push(message),
        }
    }
    let [custom, generic, debug_info] = &references[..] else { return outcome };

    // 1. Each mode prints its reference.
    for (mode, expected) in Mode::ALL.into_iter().zip(&references) {
        let what = format!("{mode:?} output");
        outcome.differences.extend(expect_output(&what, name, &source, mode, expected).err());
    }

    // 2. and 3. What mlir-opt prints reads back.
    let read_backs = [
        ("generic -> custom", generic, Mode::Custom, custom),
        ("generic -> generic", generic, Mode::Generic, generic),
        ("debuginfo -> debuginfo", debug_info, Mode::DebugInfo, debug_info),
    ];
    for (what, input, mode, expected) in read_backs {
        outcome.problems.extend(check_premise(mlir_opt, name, input, mode, expected).err());
        outcome.differences.extend(expect_output(what, name, input, mode, expected).err());
    }

    // 4. Our own custom output prints back unchanged.
    let ours = run(&Mode::Custom.options(), name, &source);
    if ours.success {
        let what = "custom -> custom (ir-opt's own output)";
        let result = expect_output(what, name, &ours.stdout, Mode::Custom, &ours.stdout);
        outcome.differences.extend(result.err());
    }
    outcome
}

/// Every file of `tests/corpora/dialect-forms` passes every check of [`check_file`],
/// except the files of [`KNOWN_DIFFERENCES`], which must fail one.
#[test]
fn dialects_print_and_parse_like_mlir_opt() {
    let mlir_opt = mlir_opt(
        "dialect_compat::dialects_print_and_parse_like_mlir_opt",
        "comparing the committed references with mlir-opt's output, and the premises of \
         the read-back checks",
    );
    let directory = corpus_dir("dialect-forms");
    let files = mlir_files(&directory);
    assert!(files.len() >= 10, "the dialects corpus is missing");
    for (known, _) in KNOWN_DIFFERENCES {
        assert!(directory.join(known).exists(), "KNOWN_DIFFERENCES names a missing file: {known}");
    }
    // Most of the time goes to starting mlir-opt: check the files in
    // parallel.
    let outcomes: Vec<Outcome> = std::thread::scope(|scope| {
        let handles: Vec<_> = files
            .iter()
            .map(|path| scope.spawn(|| check_file(mlir_opt, &directory, path)))
            .collect();
        handles.into_iter().map(|handle| handle.join().expect("no panic")).collect()
    });
    let mut failures = Vec::new();
    let mut passed = 0;
    for (path, outcome) in files.iter().zip(outcomes) {
        let name = path.file_name().and_then(|name| name.to_str()).unwrap_or_default();
        let known = KNOWN_DIFFERENCES.iter().any(|(known, _)| *known == name);
        if !outcome.problems.is_empty() {
            failures.push(format!("{name}:\n{}", outcome.problems.join("\n")));
            continue;
        }
        match (outcome.differences.is_empty(), known) {
            (true, false) => passed += 1,
            (false, false) => failures.push(format!("{name}:\n{}", outcome.differences.join("\n"))),
            (true, true) => {
                failures.push(format!("{name} now matches: remove it from KNOWN_DIFFERENCES"))
            }
            (false, true) => {}
        }
    }
    println!("{passed} of {} dialect files match mlir-opt", files.len());
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
