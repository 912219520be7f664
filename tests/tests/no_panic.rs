//! "No panics on any input": every malformed input gives a diagnostic, never a
//! panic, an abort, a stack overflow or a hang.
//!
//! Two sources of inputs go through [`ir_opt::run`] inside
//! [`std::panic::catch_unwind`]:
//!
//! - every file of `tests/corpora/fuzz-crashers/` (inputs found by fuzzing
//!   the driver, minimized; the flags are on a `// FLAGS:` first line), each
//!   in a child process (this test binary, run again), on a thread with a
//!   large stack, with a time limit;
//! - every file of the corpora under `tests/corpora/` (`printer-compat`,
//!   `diagnostics`, `dialect-forms`, `test-dialect`, `passes` and `toy`,
//!   with the flags of their `// FLAGS:` lines, passes and IR dumps
//!   included; `spirv-forms`, `spirv-invalid`, and `spirv-availability`
//!   and `spirv-target-env` with availability reports and target checks),
//!   mutated deterministically (truncated, with a few bytes removed, with a
//!   bracket or sigil inserted, at regular offsets).
//!
//! A stack overflow cannot be caught: it aborts the whole process. That is
//! why each crasher runs in a child process: an abort or a hang there is
//! reported as the failure of that crasher, and the other crashers and
//! tests still run.

use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::sync::{Mutex, Once};
use std::time::{Duration, Instant};

use ir_core::availability::Mode;
use ir_opt::DriverOptions;
use tests::{corpus_dir, file_flags, mlir_files, run};

/// The stack of the threads that run the driver: the binary runs it on a
/// 256 MiB thread; 64 MiB is plenty for the parser's nesting limit.
const STACK_SIZE: usize = 64 << 20;

/// How long one crasher may run, in its child process (a debug build is
/// slow, but every crasher is small).
const CRASHER_TIME_LIMIT: Duration = Duration::from_secs(5);

/// The environment variable that makes [`crashers_do_not_panic`] run one
/// crasher (in the child process) instead of spawning children.
const CRASHER_VARIABLE: &str = "NO_PANIC_CRASHER";

/// How long all the mutations of one corpus file may take together.
const MUTATION_TIME_LIMIT: Duration = Duration::from_secs(60);

/// Where the panic hook leaves the location and message of the first panic
/// of the current run (cases run one at a time).
static LAST_PANIC: Mutex<Option<String>> = Mutex::new(None);

/// Installs (once) a panic hook that records panics of the driver threads
/// (and of the worker pool they use) instead of printing them: the report
/// lists every failing input once, with its panic.
fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let default_hook = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            let is_driver_thread = std::thread::current().name().is_some_and(|name| {
                name.starts_with("no-panic-driver") || name.starts_with("ir-worker")
            });
            if !is_driver_thread {
                default_hook(info);
                return;
            }
            let payload = info.payload();
            let message = payload
                .downcast_ref::<&str>()
                .map(|message| (*message).to_owned())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "<non-string panic payload>".to_owned());
            let location = info
                .location()
                .map(|location| format!("{}:{}", location.file(), location.line()))
                .unwrap_or_else(|| "<unknown location>".to_owned());
            let mut last = LAST_PANIC.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            last.get_or_insert_with(|| format!("{location}: {message}"));
        }));
    });
}

/// Runs the driver on `source`; `Err` with the panic's location and
/// message when it panics.
fn run_catching(options: &DriverOptions, name: &str, source: &str) -> Result<(), String> {
    let take = || LAST_PANIC.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).take();
    take();
    match panic::catch_unwind(AssertUnwindSafe(|| run(options, name, source))) {
        Ok(_) => Ok(()),
        Err(_) => Err(take().unwrap_or_else(|| "panic (no message recorded)".to_owned())),
    }
}

/// Runs `job` on a fresh driver thread with a large stack; `None` when it
/// does not finish within `limit` (the thread is left running).
fn on_driver_thread<T: Send + 'static>(
    name: &str,
    limit: Duration,
    job: impl FnOnce() -> T + Send + 'static,
) -> Option<T> {
    let (sender, receiver) = mpsc::channel();
    std::thread::Builder::new()
        .name(format!("no-panic-driver {name}"))
        .stack_size(STACK_SIZE)
        .spawn(move || {
            let _ = sender.send(job());
        })
        .expect("the driver thread starts");
    receiver.recv_timeout(limit).ok()
}

fn crasher_files() -> Vec<PathBuf> {
    let directory = corpus_dir("fuzz-crashers");
    if !directory.is_dir() {
        return Vec::new();
    }
    mlir_files(&directory)
}

fn file_name(path: &Path) -> String {
    path.file_name().expect("a file name").to_string_lossy().into_owned()
}

/// Runs one crasher in this process; reports a panic by panicking, with the
/// panic's location and message.
fn run_one_crasher(path: &Path) {
    install_panic_hook();
    let name = file_name(path);
    let source = std::fs::read_to_string(path)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
    let options = file_flags(&name, &source).options;
    let job_name = name.clone();
    let outcome =
        on_driver_thread(&name, Duration::MAX, move || run_catching(&options, &job_name, &source));
    if let Some(Err(panic)) = outcome {
        panic!("NO_PANIC_FAILURE panicked at {panic}");
    }
}

/// What a child process that ran a crasher says about its failure.
fn describe_child_failure(status: std::process::ExitStatus, output: &str) -> String {
    if let Some(line) = output.lines().find(|line| line.contains("NO_PANIC_FAILURE")) {
        let at = line.find("NO_PANIC_FAILURE").unwrap_or(0) + "NO_PANIC_FAILURE ".len();
        return line[at..].to_owned();
    }
    if let Some(line) = output.lines().find(|line| line.contains("has overflowed its stack")) {
        return format!("stack overflow ({}; {status})", line.trim());
    }
    let lines: Vec<&str> = output.lines().collect();
    if let Some(index) = lines.iter().position(|line| line.contains("panicked at")) {
        let message = lines.get(index + 1).copied().unwrap_or("");
        return format!("{} {message} ({status})", lines[index].trim());
    }
    let tail: Vec<&str> = output.lines().rev().take(3).collect();
    format!("{status}: {}", tail.into_iter().rev().collect::<Vec<_>>().join(" | "))
}

/// Every minimized crasher runs without a panic, an abort or a hang. Each
/// runs in a child process (this test binary, run again with
/// `NO_PANIC_CRASHER` naming the file).
#[test]
fn crashers_do_not_panic() {
    if let Some(path) = std::env::var_os(CRASHER_VARIABLE) {
        run_one_crasher(Path::new(&path));
        return;
    }
    let executable = std::env::current_exe().expect("the test binary's path");
    let mut failures = Vec::new();
    let files = crasher_files();
    for path in &files {
        let name = file_name(path);
        let log = std::env::temp_dir().join(format!(
            "no-panic-{}-{}.log",
            std::process::id(),
            name.replace('.', "-")
        ));
        let log_file = std::fs::File::create(&log).expect("a log file for the child");
        let mut child = Command::new(&executable)
            .args(["--exact", "crashers_do_not_panic", "--nocapture", "--test-threads=1"])
            .env(CRASHER_VARIABLE, path)
            .env("RUST_BACKTRACE", "0")
            .stdin(Stdio::null())
            .stdout(log_file.try_clone().expect("a second handle on the log"))
            .stderr(log_file)
            .spawn()
            .expect("the test binary runs again");
        let started = Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().expect("the child's status") {
                break Some(status);
            }
            if started.elapsed() > CRASHER_TIME_LIMIT {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        let output = std::fs::read_to_string(&log).unwrap_or_default();
        let _ = std::fs::remove_file(&log);
        match status {
            Some(status) if status.success() => {}
            Some(status) => failures
                .push(format!("fuzz-crashers/{name}: {}", describe_child_failure(status, &output))),
            None => failures.push(format!(
                "fuzz-crashers/{name}: did not finish within {CRASHER_TIME_LIMIT:?} (hang)"
            )),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} crashers fail:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

/// The largest char boundary of `source` at or below `offset`.
fn floor_boundary(source: &str, mut offset: usize) -> usize {
    offset = offset.min(source.len());
    while !source.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// Deterministic mutations of `source`: truncations at every 97th byte,
/// 7-byte deletions at every 89th byte, and an inserted bracket, quote or
/// sigil at every 131st byte.
fn mutations(source: &str) -> Vec<String> {
    const INSERTIONS: [&str; 16] =
        ["(", "[", "{", "<", ")", "]", "}", ">", "\"", "%", "^", "#", "!", "@", ":", "({"];
    let mut mutated = Vec::new();
    for offset in (0..source.len()).step_by(97) {
        let cut = floor_boundary(source, offset);
        mutated.push(source[..cut].to_owned());
    }
    for offset in (0..source.len()).step_by(89) {
        let start = floor_boundary(source, offset);
        let end = floor_boundary(source, offset + 7);
        mutated.push(format!("{}{}", &source[..start], &source[end..]));
    }
    for (index, offset) in (0..source.len()).step_by(131).enumerate() {
        let at = floor_boundary(source, offset);
        let insertion = INSERTIONS[index % INSERTIONS.len()];
        mutated.push(format!("{}{insertion}{}", &source[..at], &source[at..]));
    }
    mutated
}

/// The compatibility and diagnostics corpora, mutated, never make the
/// driver panic.
#[test]
fn mutated_corpus_does_not_panic() {
    install_panic_hook();
    let mut files = mlir_files(&corpus_dir("printer-compat"));
    files.extend(mlir_files(&corpus_dir("diagnostics")));
    files.extend(mlir_files(&corpus_dir("dialect-forms")));
    files.extend(mlir_files(&corpus_dir("test-dialect")));
    // The generated pass corpora are large and random already.
    files.extend(
        mlir_files(&corpus_dir("passes"))
            .into_iter()
            .filter(|path| !file_name(path).starts_with("generated-")),
    );
    files.extend(mlir_files(&corpus_dir("toy")));
    files.extend(mlir_files(&corpus_dir("spirv-forms")));
    files.extend(mlir_files(&corpus_dir("spirv-invalid")));
    let availability_files: Vec<PathBuf> = mlir_files(&corpus_dir("spirv-availability"))
        .into_iter()
        .filter(|path| !file_name(path).starts_with("generated"))
        .collect();
    let first_target_file = mlir_files(&corpus_dir("spirv-target-env")).into_iter().next();
    files.extend(availability_files.iter().cloned());
    files.extend(first_target_file.iter().cloned());
    assert!(!files.is_empty(), "no corpus files found");
    let mut failures = Vec::new();
    let mut runs = 0;
    for (file_index, path) in files.iter().enumerate() {
        let name = file_name(path);
        let source = std::fs::read_to_string(path)
            .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
        let mut options = file_flags(&name, &source).options;
        // Availability files run with the reports and a target check
        // (`--print-full-availability`, `--check-target-env`).
        if availability_files.contains(path) {
            options.print_availability = Some(Mode::Full);
        }
        if first_target_file.as_ref() == Some(path) || file_index % 5 == 4 {
            options.check_target_env = Some("#spirv.vce<v1.3, [Shader, Int64], []>".to_owned());
        }
        options.allow_unregistered_dialect = true;
        // Alternate the printing flags between files so that every printer
        // (custom, generic, with locations) sees broken inputs that still
        // parse.
        match file_index % 3 {
            0 => options.print_generic = true,
            1 => options.print_debug_info = true,
            _ => {}
        }
        let inputs = mutations(&source);
        runs += inputs.len();
        let job_name = name.clone();
        let outcome = on_driver_thread(&name, MUTATION_TIME_LIMIT, move || {
            let mut failures = Vec::new();
            for (index, input) in inputs.iter().enumerate() {
                if let Err(panic) = run_catching(&options, &job_name, input) {
                    failures.push(format!(
                        "{job_name} mutation #{index} ({} bytes): panicked at {panic}",
                        input.len()
                    ));
                }
            }
            failures
        });
        match outcome {
            Some(found) => failures.extend(found),
            None => failures.push(format!("{name}: mutations did not finish (hang)")),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {runs} mutated inputs panic:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
