#!/usr/bin/env python3
"""Times the SPIR-V lowerings in `ir-opt` against `mlir-opt` 22 on the same
generated func/arith files, single-threaded and threaded.

Each file holds N ops in functions of about 100 ops, under a
`#spirv.vce<v1.0, [Shader], []>` target: arithmetic and compares on `i32`,
`f32` and `index` values, casts, selects, some constants, and `i8`/`i16`
values whose extensions and truncations the target must emulate, so every
pattern family and the casts of converted types have work to do.

Pipelines: `--convert-arith-to-spirv` alone,
`--convert-func-to-spirv --convert-arith-to-spirv` (functions, then their
bodies), and `builtin.module(func.func(convert-arith-to-spirv))`, which
both tools run function by function on their threads. The table gives the
whole process's wall time (parse, verify, passes, print), the passes' own
wall time from `--mlir-timing`, the ratios of
mlir-opt's times to ir-opt's (above 1: ir-opt is faster), the passes'
throughput, and the memory per op of each tool (peak RSS, from GNU time
when `/usr/bin/time` is installed, minus the tool's peak on an empty
file, over the op count) with its ratio (below 1: ir-opt uses less).
Outputs are compared byte for byte once per file and pipeline. Medians of
--repeats.

    python3 bench/lowering.py                       # 1e5 and 1e6 ops
    python3 bench/lowering.py --sizes 100000 --repeats 5
    python3 bench/lowering.py --workloads mixed distinct-constants

The `distinct-constants` workload gives every constant its own value and
makes about a third of the ops constants: each distinct value is a kind
of op the SPIR-V target judges once, so a lookup of those judgements
that grows with their number shows here and not in the mixed file.

Standard library only.
"""

import argparse
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_IR_OPT = os.path.join(REPO, "target", "release", "ir-opt")
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
OPS_PER_FUNC = 100
TARGET = "#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>"


class Literals:
    """Distinct constant values, counting up from one file to the next."""

    def __init__(self):
        self.next = 0

    def take(self, ty):
        self.next += 1
        return f"{self.next}.5" if ty == "f32" else str(self.next)


def generate_function(rng, index, op_budget, literals=None):
    lines = [f"  func.func @f{index}(%a: i32, %b: i32, %x: f32, %i: index, %n: i8) -> (i32, f32) {{"]
    pools = {"i32": ["%a", "%b"], "f32": ["%x"], "index": ["%i"], "i8": ["%n"], "i16": []}
    count = 0
    name = 0

    def fresh(ty):
        nonlocal name
        name += 1
        value = f"%v{name}"
        pools[ty].append(value)
        return value

    def pick(ty):
        return rng.choice(pools[ty][-8:])

    while count < op_budget - 1:
        kind = rng.random()
        if literals is not None and rng.random() < 0.25:
            kind = 0.0
        if kind < 0.1:
            ty = rng.choice(["i32", "i32", "f32", "index"])
            if literals is not None:
                literal = literals.take(ty)
            elif ty == "f32":
                literal = rng.choice(["1.5", "2.0", "-0.5"])
            else:
                literal = rng.choice(["0", "1", "7", "42"])
            lines.append(f"    {fresh(ty)} = arith.constant {literal} : {ty}")
        elif kind < 0.45:
            op = rng.choice(["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui", "shli", "divsi"])
            lhs, rhs = pick("i32"), pick("i32")
            lines.append(f"    {fresh('i32')} = arith.{op} {lhs}, {rhs} : i32")
        elif kind < 0.6:
            op = rng.choice(["addf", "mulf", "subf", "divf", "maximumf"])
            lhs, rhs = pick("f32"), pick("f32")
            lines.append(f"    {fresh('f32')} = arith.{op} {lhs}, {rhs} : f32")
        elif kind < 0.68:
            lhs, rhs = pick("i32"), pick("i32")
            condition = f"%c{name}"
            name += 1
            lines.append(f"    {condition} = arith.cmpi slt, {lhs}, {rhs} : i32")
            lines.append(f"    {fresh('i32')} = arith.select {condition}, {lhs}, {rhs} : i32")
            count += 1
        elif kind < 0.76:
            lhs, rhs = pick("index"), pick("index")
            lines.append(f"    {fresh('index')} = arith.addi {lhs}, {rhs} : index")
        elif kind < 0.82:
            lines.append(f"    {fresh('i32')} = arith.index_cast {pick('index')} : index to i32")
        elif kind < 0.88:
            lines.append(f"    {fresh('i32')} = arith.extsi {pick('i8')} : i8 to i32")
        elif kind < 0.93:
            lines.append(f"    {fresh('i8')} = arith.trunci {pick('i32')} : i32 to i8")
        else:
            lines.append(f"    {fresh('f32')} = arith.sitofp {pick('i32')} : i32 to f32")
        count += 1
    lines.append(f"    return {pools['i32'][-1]}, {pools['f32'][-1]} : i32, f32")
    lines.append("  }")
    return lines, count + 2


def generate(path, size, seed, distinct_constants=False):
    rng = random.Random(seed)
    literals = Literals() if distinct_constants else None
    lines = [f"module attributes {{spirv.target_env = {TARGET}}} {{"]
    total = 1
    index = 0
    while total < size:
        function, count = generate_function(rng, index, min(OPS_PER_FUNC, size - total), literals)
        lines.extend(function)
        total += count
        index += 1
    lines.append("}")
    with open(path, "w") as file:
        file.write("\n".join(lines) + "\n")
    return total


TIMING_LINE = re.compile(r"^\s+(?:[0-9.]+ \(\s*[0-9.]+%\)\s+)?([0-9.]+) \(\s*[0-9.]+%\)\s+(\S.*)$")
PASS_NAMES = ("ConvertArithToSPIRVPass", "ConvertFuncToSPIRVPass", "ConvertControlFlowToSPIRVPass")


GNU_TIME = "/usr/bin/time"


def run(tool, flags, path, output):
    """Runs `tool` on `path`: (wall seconds, the passes' seconds from
    `--mlir-timing`, peak RSS in bytes). The peak comes from GNU time, which
    starts the tool itself, when it is installed: a child's own rusage also
    counts the memory of this script, which forked it, until it runs the
    tool."""
    command = [tool] + flags + ["--mlir-timing", path, "-o", output]
    with tempfile.NamedTemporaryFile("r") as report:
        use_time = os.access(GNU_TIME, os.X_OK)
        wrapped = [GNU_TIME, "-f", "%M", "-o", report.name] + command if use_time else command
        started = time.perf_counter()
        process = subprocess.Popen(wrapped, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        stderr = process.stderr.read()
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - started
        # ru_maxrss and GNU time's %M are in KiB on Linux.
        peak_kib = usage.ru_maxrss
        if use_time:
            reported = report.read().split()
            if reported:
                peak_kib = int(reported[-1])
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{tool} failed on {path}:\n{stderr[:2000]}")
    pass_time = 0.0
    for line in stderr.splitlines():
        match = TIMING_LINE.match(line)
        if match and match.group(2).strip() in PASS_NAMES:
            pass_time += float(match.group(1))
    return wall, pass_time, peak_kib * 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[10**5, 10**6])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--ir-opt", default=DEFAULT_IR_OPT)
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    parser.add_argument("--workloads", nargs="+", default=["mixed"], choices=["mixed", "distinct-constants"])
    arguments = parser.parse_args()
    directory = tempfile.mkdtemp(prefix="bench-lowering-")
    pipelines = [
        ("arith", ["--convert-arith-to-spirv"]),
        ("func+arith", ["--convert-func-to-spirv", "--convert-arith-to-spirv"]),
        # Function by function: both tools run a nested pipeline on threads.
        ("arith per function", ["--pass-pipeline=builtin.module(func.func(convert-arith-to-spirv))"]),
    ]
    # Start-up memory of each tool, subtracted from its peaks.
    empty = os.path.join(directory, "empty.mlir")
    open(empty, "w").close()
    startup = {
        tool: min(run(tool, ["--mlir-disable-threading"], empty, os.devnull)[2] for _ in range(3))
        for tool in (arguments.ir_opt, arguments.mlir_opt)
    }
    print("| ops | pipeline | threads | ir-opt wall | mlir-opt wall | wall ratio "
          "| ir-opt passes | mlir-opt passes | pass ratio | ir-opt ops/s | mlir-opt ops/s "
          "| ir-opt B/op | mlir-opt B/op | mem ratio |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    files = []
    for size in arguments.sizes:
        for workload in arguments.workloads:
            path = os.path.join(directory, f"lowering_{workload}_{size}.mlir")
            ops = generate(path, size, seed=size, distinct_constants=workload == "distinct-constants")
            suffix = "" if workload == "mixed" else f", {workload}"
            files.append((path, ops, suffix))
    for path, ops, suffix in files:
        for label, flags in pipelines:
            label += suffix
            ours_out = os.path.join(directory, "ours.mlir")
            theirs_out = os.path.join(directory, "theirs.mlir")
            run(arguments.ir_opt, flags, path, ours_out)
            run(arguments.mlir_opt, flags, path, theirs_out)
            with open(ours_out) as ours, open(theirs_out) as theirs:
                same = ours.read() == theirs.read()
            if not same:
                print(f"WARNING: outputs differ for {label} on {path}", file=sys.stderr)
            for threads, extra in [("1", ["--mlir-disable-threading"]), ("all", [])]:
                ours = [run(arguments.ir_opt, flags + extra, path, ours_out) for _ in range(arguments.repeats)]
                theirs = [run(arguments.mlir_opt, flags + extra, path, theirs_out) for _ in range(arguments.repeats)]
                our_wall = statistics.median(wall for wall, _, _ in ours)
                their_wall = statistics.median(wall for wall, _, _ in theirs)
                our_pass = statistics.median(pass_time for _, pass_time, _ in ours)
                their_pass = statistics.median(pass_time for _, pass_time, _ in theirs)
                our_bytes = max(statistics.median(peak for _, _, peak in ours) - startup[arguments.ir_opt], 0)
                their_bytes = max(statistics.median(peak for _, _, peak in theirs) - startup[arguments.mlir_opt], 0)
                print(f"| {ops} | {label}{'' if same else ' (differs)'} | {threads} "
                      f"| {our_wall:.3f} s | {their_wall:.3f} s | {their_wall / our_wall:.2f}x "
                      f"| {our_pass:.4f} s | {their_pass:.4f} s | {their_pass / max(our_pass, 1e-9):.2f}x "
                      f"| {ops / max(our_pass, 1e-9) / 1e3:.0f}k | {ops / max(their_pass, 1e-9) / 1e3:.0f}k "
                      f"| {our_bytes / ops:.0f} | {their_bytes / ops:.0f} | {our_bytes / max(their_bytes, 1):.2f} |",
                      flush=True)


if __name__ == "__main__":
    main()
