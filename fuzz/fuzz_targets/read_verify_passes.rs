//! Fuzzes `ir-opt`'s whole path: the text reader, the verifier, the
//! printers (custom and generic, with and without locations), the passes
//! and the availability reports, through [`ir_opt::run_to`], the driver the
//! binary runs, with the output captured in memory.
//!
//! The first two bytes of an input choose the options, the rest (when it is
//! UTF-8) is the MLIR text:
//!
//! - byte 0: bit 0 `--allow-unregistered-dialect`, bit 1
//!   `--mlir-print-op-generic`, bit 2 `--mlir-print-debuginfo`, bit 3 threads
//!   on (otherwise `--mlir-disable-threading`), bits 4-7 the pass pipeline
//!   (an index into [`PIPELINES`]);
//! - byte 1: bit 0 `--split-input-file`, bits 1-2 `--print-availability` /
//!   `--print-full-availability`, bit 3 `--check-target-env`, bit 4
//!   `--verify-each=false`, bit 5 `--verify-diagnostics`.
//!
//! A panic anywhere, on the fuzzer's thread or on a worker of the pool,
//! aborts the process (libfuzzer-sys installs a panic hook that aborts), so
//! threads hide nothing.

#![no_main]

use std::sync::{mpsc, LazyLock, Mutex};

use ir_core::availability::Mode;
use ir_opt::{DriverOptions, OptTool};
use libfuzzer_sys::fuzz_target;

/// The pass flags of each pipeline the first byte can choose.
const PIPELINES: [&[&str]; 16] = [
    &[],
    &["--canonicalize"],
    &["--cse"],
    &["--inline"],
    &["--canonicalize", "--cse"],
    &["--convert-arith-to-spirv"],
    &["--convert-func-to-spirv"],
    &["--convert-cf-to-spirv"],
    &["--spirv-update-vce"],
    &[
        "--convert-func-to-spirv",
        "--convert-arith-to-spirv",
        "--convert-cf-to-spirv",
        "--spirv-update-vce",
    ],
    &["--inline", "--canonicalize", "--cse"],
    &["--symbol-dce", "--dce"],
    &["--toy-shape-inference", "--canonicalize"],
    &["--canonicalize=top-down=false max-iterations=2", "--cse"],
    &["--pass-pipeline=builtin.module(func.func(canonicalize,cse),inline)"],
    &[
        "--inline",
        "--canonicalize",
        "--convert-func-to-spirv",
        "--convert-arith-to-spirv",
        "--convert-cf-to-spirv",
        "--canonicalize",
        "--spirv-update-vce",
    ],
];

/// The target environment of `--check-target-env`.
const TARGET_ENV: &str =
    "#spirv.vce<v1.3, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>";

/// `ir-opt`'s tool, and the options of each pipeline as its command-line
/// parser reads them.
static TOOL: LazyLock<(OptTool, Vec<DriverOptions>)> = LazyLock::new(|| {
    let tool = ir_opt::ir_opt_tool();
    let pipelines = PIPELINES
        .iter()
        .map(|flags| {
            tool.parse_arguments(flags.iter().copied())
                .unwrap_or_else(|error| panic!("ir-opt rejects {flags:?}: {error}"))
        })
        .collect();
    (tool, pipelines)
});

/// The stack of the thread that runs the driver, as `ir-opt`'s main thread.
const DRIVER_STACK_SIZE: usize = 256 << 20;

fuzz_target!(|data: &[u8]| {
    let [first, second, rest @ ..] = data else { return };
    let Ok(source) = std::str::from_utf8(rest) else { return };
    let (_, pipelines) = &*TOOL;
    let mut options = pipelines[usize::from(first >> 4)].clone();
    options.allow_unregistered_dialect = first & 1 != 0;
    options.print_generic = first & 2 != 0;
    options.print_debug_info = first & 4 != 0;
    options.disable_threading = first & 8 == 0;
    options.split_input_file = second & 1 != 0;
    options.print_availability = match (second >> 1) & 3 {
        1 => Some(Mode::Declared),
        2 => Some(Mode::Full),
        _ => None,
    };
    if second & 8 != 0 {
        options.check_target_env = Some(TARGET_ENV.to_owned());
    }
    options.skip_verify_each = second & 16 != 0;
    options.verify_diagnostics = second & 32 != 0;
    // As the binary does, the driver runs on a thread with a large stack
    // (one thread for all runs: a thread per run costs a stack's mapping and
    // its page faults every time); a panic there aborts through
    // libfuzzer-sys's hook.
    DRIVER.run(options, source.to_owned());
});

/// A job for the driver thread: the options and the text.
type Job = (DriverOptions, String);

/// The thread that runs the driver, and the channels to it.
struct DriverThread {
    jobs: Mutex<(mpsc::Sender<Job>, mpsc::Receiver<()>)>,
}

impl DriverThread {
    fn start() -> Self {
        let (job_sender, job_receiver) = mpsc::channel::<Job>();
        let (done_sender, done_receiver) = mpsc::channel();
        std::thread::Builder::new()
            .name("fuzz-driver".to_owned())
            .stack_size(DRIVER_STACK_SIZE)
            .spawn(move || {
                let (tool, _) = &*TOOL;
                for (options, source) in job_receiver {
                    let mut stdout = Vec::new();
                    let status = ir_opt::run_to(tool, &options, "fuzz.mlir", &source, &mut stdout);
                    std::hint::black_box((status, stdout));
                    if done_sender.send(()).is_err() {
                        return;
                    }
                }
            })
            .expect("the driver thread starts");
        DriverThread { jobs: Mutex::new((job_sender, done_receiver)) }
    }

    /// Runs the driver on the thread and waits for it.
    fn run(&self, options: DriverOptions, source: String) {
        let jobs = self.jobs.lock().expect("one run at a time");
        jobs.0.send((options, source)).expect("the driver thread runs");
        jobs.1.recv().expect("the driver thread finishes the run");
    }
}

static DRIVER: LazyLock<DriverThread> = LazyLock::new(DriverThread::start);
