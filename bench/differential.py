"""What the differential scripts share (`compare_spirv_conversion.py`,
`compare_update_vce.py`, `compare_test_target_env.py`): running a tool on a
case file, reading its first error, comparing `ir-opt`'s result with
`mlir-opt`'s, and writing a corpus of cases with `mlir-opt`'s results.

Standard library only.
"""

import argparse
import collections
import difflib
import os
import re
import subprocess
import tempfile


def run(tool, flags, path):
    """(exit code, stdout, stderr), run in the file's directory on its base
    name; a timeout counts as a crash (exit code -1000)."""
    command = [tool] + flags + [os.path.basename(path)]
    try:
        result = subprocess.run(command, capture_output=True, text=True, errors="replace", timeout=60,
                                cwd=os.path.dirname(path) or ".")
    except subprocess.TimeoutExpired:
        return -1000, "", "timeout\n"
    return result.returncode, result.stdout, result.stderr


def first_error(stderr):
    """The first `file:line:col: error: message` line of `stderr`."""
    for line in stderr.splitlines():
        if re.match(r"(\S[^:]*:\d+:\d+: )?error: ", line):
            return line
    return None


def difference(reference, ours):
    """None when ir-opt's result (exit code, stdout, stderr) agrees with
    mlir-opt's, else a description of how it differs."""
    if reference[0] == 0:
        if ours[0] != 0:
            return f"ir-opt exits {ours[0]} where mlir-opt succeeds:\n" + "\n".join(ours[2].splitlines()[:8])
        if ours[1] != reference[1]:
            diff = difflib.unified_diff(reference[1].splitlines(), ours[1].splitlines(),
                                        "mlir-opt", "ir-opt", n=1, lineterm="")
            return "\n".join(list(diff)[:40])
        return None
    expected = first_error(reference[2])
    if ours[0] == 0:
        return f"ir-opt succeeds where mlir-opt fails with:\n  {expected}"
    if ours[0] < 0:
        return f"ir-opt crashes ({ours[0]}) where mlir-opt fails with:\n  {expected}"
    if first_error(ours[2]) != expected:
        return f"-{expected}\n+{first_error(ours[2])}"
    return None


def argument_parser(description, ir_opt, mlir_opt, save_name):
    """The options every differential script takes: `--count`, `--seed`,
    `--ir-opt`, `--mlir-opt`, `--save` (default /tmp/SAVE_NAME), `--show`
    and `--emit-corpus`; a script adds its own before parsing."""
    parser = argparse.ArgumentParser(description=description,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ir-opt", default=ir_opt)
    parser.add_argument("--mlir-opt", default=mlir_opt)
    parser.add_argument("--save", default=os.path.join(tempfile.gettempdir(), save_name),
                        help="directory for differing (and mlir-opt-crashing) inputs")
    parser.add_argument("--show", type=int, default=3, help="differences to print in full")
    parser.add_argument("--emit-corpus", metavar="DIR",
                        help="write --count cases with mlir-opt's results to DIR instead of comparing")
    return parser


def built_ir_opt(path, default, repo):
    """`path` made absolute; the default `target/release/ir-opt` is built
    first when missing (an existing binary is never rebuilt)."""
    path = tool_path(path)
    if path == default and not os.path.exists(path):
        subprocess.run(["cargo", "build", "--release", "-p", "ir-opt"], cwd=repo, check=True)
    return path


def tool_path(path):
    """A tool given as a path made absolute (cases run in their folder)."""
    return os.path.abspath(path) if os.sep in path else path


def emit_corpus(directory, count, write_case, mlir_opt):
    """Writes `count` cases `case-NNNN.mlir` into `directory` with
    `write_case(path)` (which returns the case's flags), each with
    mlir-opt's output (`.mlir.out`) or first error line (`.mlir.err`);
    a case that crashes mlir-opt is drawn again."""
    directory = os.path.abspath(directory)
    os.makedirs(directory, exist_ok=True)
    outcomes = collections.Counter()
    for number in range(count):
        path = os.path.join(directory, f"case-{number:04d}.mlir")
        while True:
            flags = write_case(path)
            code, stdout, stderr = run(mlir_opt, flags, path)
            if code >= 0:
                break
            outcomes["crash (regenerated)"] += 1
        for suffix in (".out", ".err"):
            if os.path.exists(path + suffix):
                os.remove(path + suffix)
        with open(path + (".out" if code == 0 else ".err"), "w") as file:
            file.write(stdout if code == 0 else f"{first_error(stderr) or ''}\n")
        outcomes["success" if code == 0 else "failure"] += 1
    print(f"{count} cases in {directory}: " + ", ".join(f"{n} {k}" for k, n in sorted(outcomes.items())))
    return 0
