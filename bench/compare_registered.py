#!/usr/bin/env python3
"""Times `ir-opt` against `mlir-opt` on registered dialects: generated arith,
func and SPIR-V programs in custom and generic form, each run through
parse + verify + print, `--canonicalize` and `--cse`, both tools side by
side in one run.

    python3 bench/compare_registered.py                 # 10^4 to 10^6 ops
    python3 bench/compare_registered.py --sizes 100000 --repeats 5
    python3 bench/compare_registered.py --workloads arith_custom,funcs_custom --threaded

Workloads (every op counted, the module and functions included):
- arith_custom: one `func.func` holding a chain of arith ops (integer and
  float arithmetic, comparisons, selects, casts, constants) in custom form;
- arith_generic: the same program in the generic form, as mlir-opt prints
  it with `--mlir-print-op-generic` (registered ops, properties in
  `<{...}>`);
- funcs_custom: functions of 100 such ops each, so that bodies can be
  parsed, verified and printed in parallel (`--threaded` times the
  threaded runs too);
- small_funcs_custom: functions of 4 ops each (the function, two arith
  ops and the return), as most of MLIR's own test files are written: what
  each body costs beyond its ops;
- spirv_custom: a `spirv.module` whose functions hold SPIR-V arithmetic,
  comparisons and selects in custom form.

Each tool runs single-threaded (`--mlir-disable-threading`) unless
`--threaded`, output to /dev/null; each measurement is the median of
`--repeats` runs, for wall time and peak RSS (the child's rusage). The
table gives ops per second, the speed ratio ir-opt / mlir-opt (above 1:
ir-opt is faster), memory per op (peak RSS minus the tool's start-up RSS
on an empty file, over the op count) and the memory ratio (below 1: ir-opt
uses less). Once per file and work, both outputs are compared byte for
byte (`same`, or `DIFFERENT`).

Standard library only. See bench/README.md.
"""

import argparse
import filecmp
import os
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compare import RunError, load, run_once, si  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
DEFAULT_SIZES = [10**4, 10**5, 10**6]
OPS_PER_FUNC = 100
SMALL_OPS_PER_FUNC = 4
WORKS = [
    ("print", []),
    ("canonicalize", ["--canonicalize"]),
    ("cse", ["--cse"]),
]


# --- Programs ----------------------------------------------------------------


# One op per line, cycled: what the op's result joins (`int`, `float` or
# `flag`, the i1 values selects read) and its text, where {lhs} and {rhs}
# are the last two integers, {flhs} and {frhs} the last two floats, {flag}
# the last flag, {int_constant} and {float_constant} values from the op's
# position.
ARITH_CYCLE = [
    ("int", "arith.addi {lhs}, {rhs} : i32"),
    ("int", "arith.muli {lhs}, {rhs} : i32"),
    ("int", "arith.constant {int_constant} : i32"),
    ("int", "arith.subi {lhs}, {rhs} overflow<nsw> : i32"),
    ("int", "arith.xori {lhs}, {rhs} : i32"),
    ("flag", "arith.cmpi slt, {lhs}, {rhs} : i32"),
    ("int", "arith.select {flag}, {lhs}, {rhs} : i32"),
    ("float", "arith.addf {flhs}, {frhs} : f32"),
    ("float", "arith.mulf {flhs}, {frhs} fastmath<fast> : f32"),
    ("float", "arith.constant {float_constant}.5 : f32"),
    ("int", "arith.fptosi {flhs} : f32 to i32"),
    ("int", "arith.shrui {lhs}, {rhs} : i32"),
]

SPIRV_CYCLE = [
    ("int", "spirv.IAdd {lhs}, {rhs} : i32"),
    ("int", "spirv.IMul {lhs}, {rhs} : i32"),
    ("int", "spirv.Constant {int_constant} : i32"),
    ("flag", "spirv.SLessThan {lhs}, {rhs} : i32"),
    ("int", "spirv.Select {flag}, {lhs}, {rhs} : i1, i32"),
    ("float", "spirv.FAdd {flhs}, {frhs} : f32"),
    ("float", "spirv.FMul {flhs}, {frhs} : f32"),
    ("int", "spirv.BitwiseXor {lhs}, {rhs} : i32"),
]


def chain_ops(cycle, count, names):
    """`count` lines of the ops of `cycle` in custom form, each using
    earlier values; `names` gives fresh value names. The function's
    arguments are %a, %b (i32) and %x, %y (f32). Returns the lines and the
    last integer value."""
    lines = []
    values = {"int": ["%a", "%b"], "float": ["%x", "%y"], "flag": []}
    for index in range(count):
        produces, text = cycle[index % len(cycle)]
        name = names()
        operands = {
            "lhs": values["int"][-1],
            "rhs": values["int"][-2],
            "flhs": values["float"][-1],
            "frhs": values["float"][-2],
            "flag": values["flag"][-1] if values["flag"] else None,
            "int_constant": index % 1000 + 2,
            "float_constant": index % 97,
        }
        lines.append(f"{name} = " + text.format(**operands))
        values[produces].append(name)
    return lines, values["int"][-1]


def arith_ops(count, names):
    """`count` lines of arith ops (integer and float arithmetic, compares,
    selects, casts, constants); see `chain_ops`."""
    return chain_ops(ARITH_CYCLE, count, names)


def counter():
    state = {"next": 0}

    def names():
        state["next"] += 1
        return f"%v{state['next']}"

    return names


def write_arith(path, total_ops):
    """One function of `total_ops - 3` arith ops (the module, the function
    and the return make up the rest)."""
    lines, last = arith_ops(total_ops - 3, counter())
    with open(path, "w", buffering=1 << 20) as out:
        out.write("func.func @chain(%a: i32, %b: i32, %x: f32, %y: f32) -> i32 {\n")
        for line in lines:
            out.write(f"  {line}\n")
        out.write(f"  return {last} : i32\n}}\n")
    return total_ops


def write_functions(path, total_ops, ops_per_function):
    """`total_ops / ops_per_function` functions of `ops_per_function` ops
    each (the function, its arith ops and the return), and the module."""
    functions = total_ops // ops_per_function
    lines, last = arith_ops(ops_per_function - 2, counter())
    body = "".join(f"  {line}\n" for line in lines)
    with open(path, "w", buffering=1 << 20) as out:
        for index in range(functions):
            out.write(f"func.func @f{index}(%a: i32, %b: i32, %x: f32, %y: f32) -> i32 {{\n")
            out.write(body)
            out.write(f"  return {last} : i32\n}}\n")
    return functions * ops_per_function + 1


def write_funcs(path, total_ops):
    """Functions of 100 ops each."""
    return write_functions(path, total_ops, OPS_PER_FUNC)


def write_small_funcs(path, total_ops):
    """Functions of 4 ops each (the function, 2 arith ops and the return)."""
    return write_functions(path, total_ops, SMALL_OPS_PER_FUNC)


def spirv_ops(count, names):
    """`count` lines of SPIR-V arithmetic, compares and selects; see
    `chain_ops`."""
    return chain_ops(SPIRV_CYCLE, count, names)


def write_spirv(path, total_ops):
    """A `spirv.module` (inside the top-level module) of functions of 100
    ops each: the function, 98 SPIR-V ops and the return value."""
    functions = max(1, (total_ops - 2) // OPS_PER_FUNC)
    lines, last = spirv_ops(OPS_PER_FUNC - 2, counter())
    body = "".join(f"    {line}\n" for line in lines)
    with open(path, "w", buffering=1 << 20) as out:
        out.write("spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {\n")
        for index in range(functions):
            out.write(f'  spirv.func @f{index}(%a: i32, %b: i32, %x: f32, %y: f32) -> i32 "None" {{\n')
            out.write(body)
            out.write(f"    spirv.ReturnValue {last} : i32\n  }}\n")
        out.write("}\n")
    return functions * OPS_PER_FUNC + 2


def write_generic(mlir_opt, source, path):
    """`source` in mlir-opt's generic form."""
    with open(path, "w") as out:
        subprocess.run([mlir_opt, "--mlir-print-op-generic", source], stdout=out, check=True)


WORKLOADS = ["arith_custom", "arith_generic", "funcs_custom", "small_funcs_custom", "spirv_custom"]


# --- Measuring -----------------------------------------------------------------


def command(tool, path, work_flags, threaded, output="/dev/null"):
    threading = [] if threaded else ["--mlir-disable-threading"]
    return [tool, *threading, *work_flags, path, "-o", output]


def median_run(tool, path, work_flags, threaded, repeats):
    runs = [run_once(command(tool, path, work_flags, threaded)) for _ in range(repeats)]
    return statistics.median(run[0] for run in runs), statistics.median(run[1] for run in runs)


def same_output(tools, path, work_flags, workdir):
    outputs = []
    for name, tool in tools:
        output = os.path.join(workdir, f"out.{name}.mlir")
        run_once(command(tool, path, work_flags, False, output))
        outputs.append(output)
    same = filecmp.cmp(outputs[0], outputs[1], shallow=False)
    for output in outputs:
        os.remove(output)
    return same


def print_table(rows):
    header = ["file", "ops", "work", "mode", "ir-opt s", "mlir-opt s", "ir-opt ops/s",
              "mlir-opt ops/s", "speed ratio", "ir-opt B/op", "mlir-opt B/op", "mem ratio", "output"]
    table = [header] + rows
    widths = [max(len(str(row[i])) for row in table) for i in range(len(header))]
    left = {0, 2, 3, len(header) - 1}
    for index, row in enumerate(table):
        print("  ".join(str(cell).ljust(widths[i]) if i in left else str(cell).rjust(widths[i])
                        for i, cell in enumerate(row)).rstrip())
        if index == 0:
            print("  ".join("-" * width for width in widths))
    sys.stdout.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default=",".join(str(size) for size in DEFAULT_SIZES))
    parser.add_argument("--workloads", default=",".join(WORKLOADS))
    parser.add_argument("--works", default=",".join(name for name, _ in WORKS))
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--threaded", action="store_true", help="also time threaded runs")
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    parser.add_argument("--ir-opt", default=None, help="default: target/release/ir-opt (built first)")
    arguments = parser.parse_args()
    if arguments.ir_opt is None:
        subprocess.run(["cargo", "build", "--release", "-p", "ir-opt"], cwd=REPO, check=True)
        target = os.environ.get("CARGO_TARGET_DIR", os.path.join(REPO, "target"))
        arguments.ir_opt = os.path.join(target, "release", "ir-opt")
    tools = [("ir-opt", arguments.ir_opt), ("mlir-opt", arguments.mlir_opt)]
    sizes = [int(size) for size in arguments.sizes.split(",")]
    workloads = arguments.workloads.split(",")
    works = [work for work in WORKS if work[0] in arguments.works.split(",")]
    modes = [("single", False)] + ([("threaded", True)] if arguments.threaded else [])
    print(f"load average before: {load()}")
    rows = []
    with tempfile.TemporaryDirectory(prefix="compare-registered-") as workdir:
        empty = os.path.join(workdir, "empty.mlir")
        open(empty, "w").close()
        start_rss = {name: min(run_once(command(tool, empty, [], False))[1] for _ in range(3))
                     for name, tool in tools}
        for size in sizes:
            for workload in workloads:
                path = os.path.join(workdir, f"{workload}_{size}.mlir")
                if workload in ("arith_custom", "arith_generic"):
                    ops = write_arith(path, size)
                    if workload == "arith_generic":
                        custom = path + ".custom.mlir"
                        os.rename(path, custom)
                        write_generic(arguments.mlir_opt, custom, path)
                        os.remove(custom)
                elif workload == "funcs_custom":
                    ops = write_funcs(path, size)
                elif workload == "small_funcs_custom":
                    ops = write_small_funcs(path, size)
                else:
                    ops = write_spirv(path, size)
                for work, work_flags in works:
                    try:
                        same = same_output(tools, path, work_flags, workdir)
                    except RunError as error:
                        rows.append([os.path.basename(path), ops, work, "-"] + ["-"] * 8 + [f"ERROR: {error}"])
                        continue
                    for mode, threaded in modes:
                        results = {name: median_run(tool, path, work_flags, threaded, arguments.repeats)
                                   for name, tool in tools}
                        (ir_wall, ir_rss), (mlir_wall, mlir_rss) = results["ir-opt"], results["mlir-opt"]
                        ir_bytes = (ir_rss - start_rss["ir-opt"]) / ops
                        mlir_bytes = (mlir_rss - start_rss["mlir-opt"]) / ops
                        rows.append([
                            os.path.basename(path), ops, work, mode, f"{ir_wall:.3f}", f"{mlir_wall:.3f}",
                            si(ops / ir_wall), si(ops / mlir_wall), f"{mlir_wall / ir_wall:.2f}x",
                            f"{ir_bytes:.0f}", f"{mlir_bytes:.0f}",
                            f"{ir_bytes / mlir_bytes:.2f}" if mlir_bytes > 0 else "-",
                            "same" if same else "DIFFERENT",
                        ])
                os.remove(path)
    print_table(rows)
    print(f"load average after: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
