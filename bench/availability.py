#!/usr/bin/env python3
"""Times availability in `ir-opt` on generated SPIR-V files, side by side
with `mlir-opt` 22.

Each file holds N SPIR-V ops in functions of 100 ops: arithmetic, bit and
logical ops, conversions, atomics with scopes and memory semantics,
barriers and group operations, so queries merge declarations, enum cases
and bit sets.

Three runs per file, medians of --repeats:
- `ir-opt --check-target-env=<vce>`: every op checked against a target
  (all four dimensions, full answer with types); the table gives the
  check's own time from `--mlir-timing` and its throughput in ops/s.
- `ir-opt --print-availability` against `mlir-opt
  --test-spirv-op-availability`: both print every op's four answers; the
  table gives the wall time of each process and the ratio (above 1: ir-opt
  is faster). The reports are compared byte for byte.

    python3 bench/availability.py                    # 1e5 ops, 3 repeats
    python3 bench/availability.py --sizes 10000 100000 --repeats 5
    python3 bench/availability.py --sizes 1000 --emit-corpus tests/corpora/spirv-availability/generated.mlir

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
TARGET = "#spirv.vce<v1.6, [Shader, Int64, Float64, Float16, GroupNonUniformArithmetic, GroupNonUniformBallot, VulkanMemoryModel, AtomicStorage], [SPV_KHR_vulkan_memory_model]>"

SCOPES = ["Device", "Workgroup", "Subgroup", "QueueFamily"]
SEMANTICS = ["None", "Acquire", "AcquireRelease|UniformMemory", "Release|MakeAvailable", "SequentiallyConsistent|WorkgroupMemory"]
GROUP_OPERATIONS = ["Reduce", "InclusiveScan", "ExclusiveScan"]


def function(random_source, index):
    lines = [f"func.func @f{index}(%a: i32, %b: i32, %x: f32, %y: f32, %p: !spirv.ptr<i32, StorageBuffer>) -> i32 {{"]
    ints, floats = ["%a", "%b"], ["%x", "%y"]
    for number in range(OPS_PER_FUNC - 1):
        name = f"%v{number}"
        kind = random_source.randrange(8)
        i, j = random_source.choice(ints), random_source.choice(ints)
        if kind == 0:
            lines.append(f"  {name} = spirv.{random_source.choice(['IAdd', 'ISub', 'IMul', 'SDiv', 'BitwiseAnd', 'BitwiseXor'])} {i}, {j} : i32")
            ints.append(name)
        elif kind == 1:
            x, y = random_source.choice(floats), random_source.choice(floats)
            lines.append(f"  {name} = spirv.{random_source.choice(['FAdd', 'FMul', 'FSub'])} {x}, {y} : f32")
            floats.append(name)
        elif kind == 2:
            lines.append(f"  {name} = spirv.BitCount {i} : i32")
            ints.append(name)
        elif kind == 3:
            x = random_source.choice(floats)
            lines.append(f"  {name} = spirv.ConvertFToS {x} : f32 to i32")
            ints.append(name)
        elif kind == 4:
            scope = random_source.choice(SCOPES)
            semantics = random_source.choice(SEMANTICS)
            lines.append(f"  {name} = spirv.AtomicIAdd <{scope}> <{semantics}> %p, {i} : !spirv.ptr<i32, StorageBuffer>")
            ints.append(name)
        elif kind == 5:
            operation = random_source.choice(GROUP_OPERATIONS)
            lines.append(f"  {name} = spirv.GroupNonUniformIAdd <Subgroup> <{operation}> {i} : i32 -> i32")
            ints.append(name)
        elif kind == 6:
            semantics = random_source.choice(SEMANTICS)
            lines.append(f"  spirv.MemoryBarrier <{random_source.choice(SCOPES)}>, <{semantics}>")
        else:
            x = random_source.choice(floats)
            lines.append(f"  {name} = spirv.GL.Exp {x} : f32")
            floats.append(name)
    lines.append(f"  return {ints[-1]} : i32")
    lines.append("}")
    return "\n".join(lines)


def generate(path, ops, seed):
    random_source = random.Random(seed)
    with open(path, "w") as out:
        for index in range(max(1, ops // OPS_PER_FUNC)):
            out.write(function(random_source, index))
            out.write("\n")


def timed(command):
    started = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return time.perf_counter() - started, result


def phase_time(report, name):
    for line in report.splitlines():
        if line.rstrip().endswith(name):
            match = re.search(r"([0-9.]+)", line)
            if match:
                return float(match.group(1))
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[100000])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--ir-opt", default=DEFAULT_IR_OPT)
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    parser.add_argument("--emit-corpus", metavar="PATH", help="write one generated file of the first size to PATH and stop")
    arguments = parser.parse_args()
    if arguments.emit_corpus:
        generate(arguments.emit_corpus, arguments.sizes[0], seed=arguments.sizes[0])
        return
    if not os.path.exists(arguments.ir_opt):
        sys.exit(f"{arguments.ir_opt} is missing: cargo build --release -p ir-opt")
    print("| ops | ir-opt check | check ops/s | ir-opt print-availability wall | mlir-opt wall | wall ratio | reports equal |")
    print("|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as directory:
        for size in arguments.sizes:
            path = os.path.join(directory, f"spirv_{size}.mlir")
            generate(path, size, seed=size)
            checks, ours, theirs = [], [], []
            equal = True
            for _ in range(arguments.repeats):
                _, result = timed([arguments.ir_opt, f"--check-target-env={TARGET}", "--mlir-timing", "-o", os.devnull, path])
                if result.returncode != 0:
                    sys.exit(f"ir-opt --check-target-env failed:\n{result.stderr[:2000]}")
                check = phase_time(result.stderr, "Target check")
                if check is not None:
                    checks.append(check)
                wall, mine = timed([arguments.ir_opt, "--print-availability", path])
                ours.append(wall)
                wall, reference = timed([arguments.mlir_opt, "--test-spirv-op-availability", path])
                theirs.append(wall)
                equal = equal and mine.stdout == reference.stdout
            check = statistics.median(checks) if checks else float("nan")
            mine, reference = statistics.median(ours), statistics.median(theirs)
            ops = (size // OPS_PER_FUNC) * OPS_PER_FUNC
            print(
                f"| {ops} | {check:.4f} s | {ops / check / 1e6:.2f}M | {mine:.3f} s | {reference:.3f} s | "
                f"{reference / mine:.1f}x | {'yes' if equal else 'NO'} |"
            )


if __name__ == "__main__":
    main()
