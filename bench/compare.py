#!/usr/bin/env python3
"""Times `ir-opt` against `mlir-opt` on the same generated generic-form files.

For each file, both tools parse, verify and print it back in the generic
form (`--allow-unregistered-dialect --mlir-print-op-generic -o /dev/null`),
single-threaded (`--mlir-disable-threading`) and threaded. Each run is
repeated (the median is kept) and measured for wall time and peak RSS (the
rusage of the child, from `os.wait4`), and for CPU time (user + system,
all threads). The table gives ops per second, the
speed ratio ir-opt / mlir-opt (above 1: ir-opt is faster), memory per op
(peak RSS minus the tool's start-up RSS, measured on an empty input, divided
by the op count) and the memory ratio ir-opt / mlir-opt (below 1: ir-opt
uses less). Once per file, both tools' outputs are compared byte for byte.

Files (every op counted, the top-level module included):
- chain_N: one unregistered `foo.func` with a chain of `foo.add` ops in a
  single block (N ops in all); one body, so threads cannot help verify it.
- funcs_N: N/100 nested `builtin.module` ops (isolated from above, so
  ir-opt verifies them in parallel when threaded) of 100 ops each, the nested
  module op included (N + 1 ops in all). mlir-opt 22 turns threading off
  while it parses, and it verifies only there when no pass runs, so its
  threaded runs stay on one thread (no thread is created: see README.md).

Standard library only. See bench/README.md.
"""

import argparse
import filecmp
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
DEFAULT_SIZES = [10**4, 10**5, 10**6]
QUICK_SIZES = [10**4, 10**5]
OPS_PER_FUNC = 100
COMMON_FLAGS = ["--allow-unregistered-dialect", "--mlir-print-op-generic"]
MODES = [("single", ["--mlir-disable-threading"]), ("threaded", [])]


# --- Input files -----------------------------------------------------------


def add_line(indent, index, previous, operand):
    return (
        f'{indent}%v{index} = "foo.add"({previous}, {operand}) {{k = 3 : i32}}'
        " : (i32, i32) -> i32\n"
    )


def write_chain(path, total_ops):
    """One `foo.func` whose block argument feeds a chain of `foo.add` ops;
    `total_ops` counts the module, the function, the adds and the return."""
    adds = total_ops - 3
    with open(path, "w", buffering=1 << 20) as out:
        out.write('"builtin.module"() ({\n  "foo.func"() ({\n  ^bb0(%a: i32):\n')
        previous = "%a"
        chunk = []
        for i in range(adds):
            chunk.append(add_line("    ", i, previous, "%a"))
            previous = f"%v{i}"
            if len(chunk) >= 10000:
                out.write("".join(chunk))
                chunk.clear()
        out.write("".join(chunk))
        out.write(f'    "foo.return"({previous}) : (i32) -> ()\n')
        out.write("  }) : () -> ()\n}) : () -> ()\n")
    return total_ops


def write_funcs(path, total_ops):
    """`total_ops / 100` nested `builtin.module` ops of 100 ops each (the
    module op, a `foo.const` and 98 chained `foo.add` ops); returns the op
    count, the top-level module included."""
    funcs = total_ops // OPS_PER_FUNC
    adds = OPS_PER_FUNC - 2
    body = ['  "builtin.module"() ({\n    %c = "foo.const"() : () -> i32\n']
    previous = "%c"
    for i in range(adds):
        body.append(add_line("    ", i, previous, "%c"))
        previous = f"%v{i}"
    body.append("  }) : () -> ()\n")
    function = "".join(body)
    with open(path, "w", buffering=1 << 20) as out:
        out.write('"builtin.module"() ({\n')
        for _ in range(funcs):
            out.write(function)
        out.write("}) : () -> ()\n")
    return funcs * OPS_PER_FUNC + 1


# --- Running the tools -----------------------------------------------------


class RunError(Exception):
    pass


# GNU time, when installed, reports the tool's peak RSS on its own.
GNU_TIME = "/usr/bin/time"


def run_once(command):
    """Runs `command`; returns (wall seconds, peak RSS in bytes, CPU seconds
    in user and system mode, all threads).

    The peak RSS the kernel reports for a child counts the memory of the
    process it was forked from until it runs the tool, which for this
    script is as large as the files it generated. So the peak is taken from
    GNU time (`/usr/bin/time`, small, which starts the tool itself) when it
    is installed, and from the child's rusage otherwise (a floor at this
    script's own size)."""
    use_time = os.access(GNU_TIME, os.X_OK)
    with tempfile.TemporaryFile() as stderr, tempfile.NamedTemporaryFile("r") as report:
        wrapped = [GNU_TIME, "-f", "%M", "-o", report.name, *command] if use_time else command
        start = time.perf_counter()
        process = subprocess.Popen(
            wrapped, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=stderr
        )
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode != 0:
            stderr.seek(0)
            message = stderr.read().decode(errors="replace").strip().splitlines()
            raise RunError(
                f"{os.path.basename(command[0])} exited with {process.returncode}: "
                + (message[0] if message else "(no message)")
            )
        # ru_maxrss and GNU time's %M are in KiB on Linux.
        peak_kib = usage.ru_maxrss
        if use_time:
            lines = report.read().split()
            if lines:
                peak_kib = int(lines[-1])
    return wall, peak_kib * 1024, usage.ru_utime + usage.ru_stime


def tool_command(tool, path, mode_flags, output="/dev/null"):
    return [tool, *COMMON_FLAGS, *mode_flags, path, "-o", output]


def startup(tool, empty, repeats):
    """The tool's wall time and peak RSS on an empty input (the minimum of
    each over `repeats` runs, at least 3)."""
    runs = [run_once(tool_command(tool, empty, [])) for _ in range(max(repeats, 3))]
    return min(run[0] for run in runs), min(run[1] for run in runs)


def same_output(tools, path, workdir):
    """Whether both tools print `path` byte for byte the same."""
    outputs = []
    for name, tool in tools:
        output = os.path.join(workdir, f"out.{name}.mlir")
        run_once(tool_command(tool, path, [], output))
        outputs.append(output)
    same = filecmp.cmp(outputs[0], outputs[1], shallow=False)
    for output in outputs:
        os.remove(output)
    return same


# --- Reporting -------------------------------------------------------------


def load():
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def si(value):
    for limit, suffix in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if value >= limit:
            return f"{value / limit:.2f}{suffix}"
    return f"{value:.0f}"


def print_table(rows):
    header = [
        "file",
        "ops",
        "mode",
        "ir-opt s",
        "mlir-opt s",
        "ir-opt cpu s",
        "mlir-opt cpu s",
        "ir-opt ops/s",
        "mlir-opt ops/s",
        "speed ratio",
        "ir-opt B/op",
        "mlir-opt B/op",
        "mem ratio",
        "output",
    ]
    table = [header] + rows
    widths = [max(len(str(row[i])) for row in table) for i in range(len(header))]
    left = {0, 2, len(header) - 1}
    for index, row in enumerate(table):
        cells = [
            str(cell).ljust(widths[i]) if i in left else str(cell).rjust(widths[i])
            for i, cell in enumerate(row)
        ]
        print("  ".join(cells).rstrip())
        if index == 0:
            print("  ".join("-" * width for width in widths))
    sys.stdout.flush()


def row_for(file_name, ops, mode, results, same):
    ir, mlir = results["ir-opt"], results["mlir-opt"]
    cells = [file_name, ops, mode]
    if isinstance(ir, str) or isinstance(mlir, str):
        error = ir if isinstance(ir, str) else mlir
        return cells + ["-"] * 10 + [f"ERROR: {error}"]
    ir_per_op = max(ir[1], 0) / ops
    mlir_per_op = max(mlir[1], 0) / ops
    return cells + [
        f"{ir[0]:.3f}",
        f"{mlir[0]:.3f}",
        f"{ir[2]:.3f}",
        f"{mlir[2]:.3f}",
        si(ops / ir[0]),
        si(ops / mlir[0]),
        f"{mlir[0] / ir[0]:.2f}x",
        f"{ir_per_op:.0f}",
        f"{mlir_per_op:.0f}",
        f"{ir_per_op / mlir_per_op:.2f}x" if mlir_per_op > 0 else "-",
        "same" if same else "WARNING: differs",
    ]


# --- Main ------------------------------------------------------------------


def parse_sizes(text):
    sizes = []
    for item in text.split(","):
        item = item.strip().replace("_", "")
        if not item:
            continue
        value = int(float(item)) if ("e" in item.lower() or "." in item) else int(item)
        if value < OPS_PER_FUNC or value % OPS_PER_FUNC:
            raise argparse.ArgumentTypeError(f"size {item} is not a multiple of {OPS_PER_FUNC}")
        sizes.append(value)
    if not sizes:
        raise argparse.ArgumentTypeError("no sizes given")
    return sizes


def build_ir_opt():
    print("building ir-opt (cargo build --release -p ir-opt) ...", file=sys.stderr)
    subprocess.run(["cargo", "build", "--release", "-p", "ir-opt"], cwd=REPO, check=True)
    target = os.environ.get("CARGO_TARGET_DIR", "target")
    return os.path.join(REPO, target, "release", "ir-opt")


def describe(tool):
    try:
        result = subprocess.run([tool, "--version"], capture_output=True, text=True, timeout=30)
        lines = (result.stdout or result.stderr).strip().splitlines()
        return " ".join(line.strip() for line in lines[:2])
    except OSError as error:
        return f"({error})"


def git_revision():
    try:
        revision = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"],
            cwd=REPO,
            capture_output=True,
            text=True,
        ).stdout.strip()
        return revision + (" (with uncommitted changes)" if dirty else "")
    except OSError:
        return "?"


def main():
    parser = argparse.ArgumentParser(
        description="Time ir-opt against mlir-opt (parse + verify + print, generic form)."
    )
    parser.add_argument(
        "--sizes",
        type=parse_sizes,
        help="comma-separated op counts, e.g. 1e4,1e5 (default 1e4,1e5,1e6)",
    )
    parser.add_argument("--quick", action="store_true", help="only 1e4 and 1e5 ops")
    parser.add_argument("--repeats", type=int, default=3, help="runs per measurement (median)")
    parser.add_argument(
        "--kinds", default="chain,funcs", help="which files: chain, funcs or both (default)"
    )
    parser.add_argument("--no-build", action="store_true", help="do not build ir-opt first")
    parser.add_argument("--ir-opt", help="the ir-opt binary (default: the release build)")
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT, help="the mlir-opt binary")
    parser.add_argument("--keep", metavar="DIR", help="write the files to DIR and keep them")
    args = parser.parse_args()

    sizes = args.sizes or (QUICK_SIZES if args.quick else DEFAULT_SIZES)
    kinds = [kind.strip() for kind in args.kinds.split(",") if kind.strip()]
    writers = {"chain": write_chain, "funcs": write_funcs}
    for kind in kinds:
        if kind not in writers:
            parser.error(f"unknown kind {kind!r} (chain or funcs)")
    if args.repeats < 1:
        parser.error("--repeats must be at least 1")

    ir_opt = args.ir_opt
    if not args.no_build:
        built = build_ir_opt()
        ir_opt = ir_opt or built
    if not ir_opt:
        target = os.environ.get("CARGO_TARGET_DIR", "target")
        ir_opt = os.path.join(REPO, target, "release", "ir-opt")
    for tool in (ir_opt, args.mlir_opt):
        if not (os.path.isfile(tool) and os.access(tool, os.X_OK)):
            sys.exit(f"error: {tool} is not an executable file")
    tools = [("ir-opt", ir_opt), ("mlir-opt", args.mlir_opt)]

    print(f"ir-opt:   {ir_opt} at {git_revision()}")
    print(f"mlir-opt: {args.mlir_opt}: {describe(args.mlir_opt)}")
    print(f"cores: {os.cpu_count()}, repeats: {args.repeats} (median), sizes: {sizes}")
    print(f"load average at the start: {load()} (other work on the machine skews wall times)")

    workdir = args.keep or tempfile.mkdtemp(prefix="ir-opt-bench-")
    os.makedirs(workdir, exist_ok=True)
    try:
        empty = os.path.join(workdir, "empty.mlir")
        open(empty, "w").close()
        starts = {name: startup(tool, empty, args.repeats) for name, tool in tools}
        baseline = {name: rss for name, (_, rss) in starts.items()}
        print(
            "start-up on an empty input (not subtracted from times): "
            + ", ".join(
                f"{name} {wall * 1e3:.1f} ms, {rss / 2**20:.1f} MiB RSS"
                for name, (wall, rss) in starts.items()
            )
        )
        print()

        rows = []
        for kind in kinds:
            for size in sizes:
                file_name = f"{kind}_{size}.mlir"
                path = os.path.join(workdir, file_name)
                ops = writers[kind](path, size)
                megabytes = os.path.getsize(path) / 1e6
                print(f"{file_name}: {ops} ops, {megabytes:.1f} MB", file=sys.stderr)
                try:
                    same = same_output(tools, path, workdir)
                except RunError as error:
                    same, first_error = False, str(error)
                else:
                    first_error = None
                for mode, flags in MODES:
                    results = {}
                    if first_error:
                        results = {"ir-opt": first_error, "mlir-opt": first_error}
                        rows.append(row_for(file_name, ops, mode, results, same))
                        continue
                    samples = {name: [] for name, _ in tools}
                    try:
                        for _ in range(args.repeats):
                            for name, tool in tools:
                                samples[name].append(run_once(tool_command(tool, path, flags)))
                    except RunError as error:
                        results = {"ir-opt": str(error), "mlir-opt": str(error)}
                    else:
                        for name, _ in tools:
                            wall = statistics.median(s[0] for s in samples[name])
                            rss = statistics.median(s[1] for s in samples[name])
                            cpu = statistics.median(s[2] for s in samples[name])
                            results[name] = (wall, rss - baseline[name], cpu)
                    rows.append(row_for(file_name, ops, mode, results, same))
                if not args.keep:
                    os.remove(path)
        print_table(rows)
        print()
        print(
            "speed ratio = mlir-opt time / ir-opt time (above 1: ir-opt is faster); "
            "mem ratio = ir-opt B/op / mlir-opt B/op (below 1: ir-opt uses less)."
        )
        print("B/op = (peak RSS - start-up RSS on an empty input) / ops.")
        print("cpu s = user + system time of all the tool's threads (above wall: threads helped).")
        print(
            "Note: mlir-opt disables threading while it parses, which includes its"
            " verification, and runs no pass here: its threaded runs use one thread."
        )
        print(f"load average at the end: {load()}")
    finally:
        if not args.keep:
            shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
