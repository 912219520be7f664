#!/usr/bin/env python3
"""Times `--canonicalize` and `--cse` in `ir-opt` against `mlir-opt` 22 on
the same generated arith/func files, single-threaded and threaded.

Each file holds N ops: functions of about 100 ops each, mixing arithmetic
on the arguments, constants (some repeated), foldable constant expressions,
identities (`x + 0`, `x * 1`), patterns (`(x + c0) + c1`), repeated
subexpressions and dead values, so both passes have work to do.

Each pass runs in two pipelines: the flag (`--canonicalize`, anchored on
the module: one thread in mlir-opt) and nested on functions
(`builtin.module(func.func(canonicalize))`, which mlir-opt runs on its
thread pool). Single-threaded runs add `--mlir-disable-threading`.

For every run the table gives the wall time of the whole process (parse,
verify, pass, print), the pass's own time from `--mlir-timing` (the same
report in both tools), the ratio of mlir-opt's time to ir-opt's (above 1:
ir-opt is faster) and the pass throughput in ops per second. Outputs are
compared byte for byte once per file and pipeline. Medians of --repeats.

    python3 bench/passes.py                 # 1e5 and 1e6 ops, 3 repeats
    python3 bench/passes.py --sizes 100000 --repeats 5

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


def generate_function(rng, index, op_budget):
    lines = [f"  func.func @f{index}(%a: i32, %b: i32, %c: i64) -> (i32, i64) {{"]
    values32 = ["%a", "%b"]
    values64 = ["%c"]
    count = 0
    name = 0

    def fresh():
        nonlocal name
        name += 1
        return f"%v{name}"

    while count < op_budget - 1:
        kind = rng.random()
        if kind < 0.2:
            value = fresh()
            ty = rng.choice(["i32", "i64"])
            lines.append(f"    {value} = arith.constant {rng.choice([0, 1, 2, 3, 5, 8, 13])} : {ty}")
            (values32 if ty == "i32" else values64).append(value)
        elif kind < 0.75:
            ty = "i32" if rng.random() < 0.7 else "i64"
            pool = values32 if ty == "i32" else values64
            op = rng.choice(["addi", "addi", "muli", "subi", "andi", "ori", "xori", "maxsi"])
            lhs = rng.choice(pool[-6:])
            rhs = rng.choice(pool)
            value = fresh()
            lines.append(f"    {value} = arith.{op} {lhs}, {rhs} : {ty}")
            pool.append(value)
        elif kind < 0.9:
            # A repeated subexpression.
            lhs, rhs = rng.choice(values32), rng.choice(values32)
            first, second = fresh(), fresh()
            lines.append(f"    {first} = arith.addi {lhs}, {rhs} : i32")
            lines.append(f"    {second} = arith.addi {lhs}, {rhs} : i32")
            values32.extend([first, second])
            count += 1
        else:
            # A dead value.
            value = fresh()
            lines.append(f"    {value} = arith.muli {rng.choice(values32)}, {rng.choice(values32)} : i32")
        count += 1
    lines.append(f"    return {values32[-1]}, {values64[-1]} : i32, i64")
    lines.append("  }")
    return lines, count + 2  # the ops, the return and the function


def generate(path, size, seed):
    rng = random.Random(seed)
    lines = ["module {"]
    total = 1
    index = 0
    while total < size:
        function, count = generate_function(rng, index, min(OPS_PER_FUNC, size - total))
        lines.extend(function)
        total += count
        index += 1
    lines.append("}")
    with open(path, "w") as file:
        file.write("\n".join(lines) + "\n")
    return total


# A report line: one column (wall time), or two (user time, then wall time)
# when mlir-opt ran threads, then the name.
TIMING_LINE = re.compile(r"^\s+(?:[0-9.]+ \(\s*[0-9.]+%\)\s+)?([0-9.]+) \(\s*[0-9.]+%\)\s+(\S.*)$")


def run(tool, flags, path, output):
    started = time.perf_counter()
    result = subprocess.run([tool] + flags + ["--mlir-timing", path, "-o", output],
                            capture_output=True, text=True)
    wall = time.perf_counter() - started
    if result.returncode != 0:
        sys.exit(f"{tool} failed on {path}:\n{result.stderr[:2000]}")
    # The pass's wall time: its own line, or for a nested pipeline the
    # pipeline's line (the passes' lines there add up the time of every
    # function, on every thread).
    pass_time = 0.0
    pipeline_time = None
    for line in result.stderr.splitlines():
        match = TIMING_LINE.match(line)
        if not match:
            continue
        name = match.group(2).strip()
        if name == "'func.func' Pipeline":
            pipeline_time = float(match.group(1))
        elif name in ("Canonicalizer", "CSE"):
            pass_time += float(match.group(1))
    if pipeline_time is not None:
        pass_time = pipeline_time
    return wall, pass_time


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[10**5, 10**6])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--ir-opt", default=DEFAULT_IR_OPT)
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    arguments = parser.parse_args()
    directory = tempfile.mkdtemp(prefix="bench-passes-")
    pipelines = []
    for name in ["canonicalize", "cse"]:
        pipelines.append((f"--{name}", [f"--{name}"]))
        pipelines.append((f"func.func({name})", [f"--pass-pipeline=builtin.module(func.func({name}))"]))
    print("| file | ops | pipeline | threads | ir-opt wall | mlir-opt wall | wall ratio "
          "| ir-opt pass | mlir-opt pass | pass ratio | ir-opt pass ops/s | mlir-opt pass ops/s |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for size in arguments.sizes:
        path = os.path.join(directory, f"arith_{size}.mlir")
        ops = generate(path, size, seed=size)
        for label, flags in pipelines:
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
                theirs = [run(arguments.mlir_opt, flags + extra, path, theirs_out)
                          for _ in range(arguments.repeats)]
                our_wall = statistics.median(wall for wall, _ in ours)
                their_wall = statistics.median(wall for wall, _ in theirs)
                our_pass = statistics.median(pass_time for _, pass_time in ours)
                their_pass = statistics.median(pass_time for _, pass_time in theirs)
                print(f"| arith_{size} | {ops} | {label}{'' if same else ' (differs)'} | {threads} "
                      f"| {our_wall:.3f} s | {their_wall:.3f} s | {their_wall / our_wall:.1f}x "
                      f"| {our_pass:.4f} s | {their_pass:.4f} s | {their_pass / max(our_pass, 1e-9):.1f}x "
                      f"| {ops / max(our_pass, 1e-9) / 1e6:.2f}M | {ops / max(their_pass, 1e-9) / 1e3:.0f}k |",
                      flush=True)


if __name__ == "__main__":
    main()
