#!/usr/bin/env python3
"""Compares how `ir-opt` and `mlir-opt` 22 print the chunks of .mlir files.

Each file is split at `// -----` lines (as `--split-input-file` does); chunks
with `expected-error` (or `expected-warning`, `expected-remark`) annotations
are dropped, and so are the chunks `mlir-opt` rejects. Every remaining chunk
runs through both tools twice: once printing the custom form, once with
`--mlir-print-op-generic`. A chunk is `same` when `ir-opt` prints exactly what
`mlir-opt` prints, `fail` when `ir-opt` rejects it, `diff` otherwise.

    python3 bench/compare_dialect_files.py DIR_OR_FILE...
    python3 bench/compare_dialect_files.py --details /tmp/corpus   # every failing chunk
    python3 bench/compare_dialect_files.py --no-build --ir-opt path/to/ir-opt FILE

Prints one line per file (chunks kept, then same/fail/diff for the custom
and the generic form) and a total; with `--details`, the first error line
or the first differing line of each chunk that is not `same`. With
`--save DIR`, writes every kept chunk and `mlir-opt`'s outputs there
(`NAME.N.mlir`, `.out`, `.generic`). Extra flags for both tools go after
`--flags` (`--flags=--allow-unregistered-dialect`). Exit status 0 when
every chunk is `same`.

Standard library only. Unless `--no-build`, it first runs
`cargo build --release -p ir-opt` at the repository root.
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
SPLIT = re.compile(r"^// -----.*$", re.MULTILINE)
ANNOTATION = re.compile(r"expected-(error|warning|remark|note)")


def chunks_of(text):
    """The chunks of a file, as `--split-input-file` cuts them."""
    return SPLIT.split(text)


def run(tool, flags, source):
    result = subprocess.run(
        [tool, *flags, "-"],
        input=source,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return result.returncode == 0, result.stdout, result.stderr


def first_difference(expected, actual):
    expected_lines = expected.splitlines()
    actual_lines = actual.splitlines()
    for number, (left, right) in enumerate(zip(expected_lines, actual_lines), 1):
        if left != right:
            return f"line {number}:\n      mlir-opt: {left.strip()}\n      ir-opt:   {right.strip()}"
    return f"{len(expected_lines)} lines from mlir-opt, {len(actual_lines)} from ir-opt"


def first_error(stderr):
    for line in stderr.splitlines():
        if "error" in line:
            return line.strip()
    return stderr.strip().splitlines()[0] if stderr.strip() else "(no message)"


def compare_chunk(arguments, chunk):
    """(kept, results): results maps `custom` and `generic` to (status, detail)."""
    results = {}
    references = {}
    for form, extra in (("custom", []), ("generic", ["--mlir-print-op-generic"])):
        flags = [*arguments.flags, *extra]
        ok, expected, stderr = run(arguments.mlir_opt, flags, chunk)
        if not ok:
            return False, {"mlir-opt": ("rejected", first_error(stderr))}, {}
        references[form] = expected
        ok, actual, stderr = run(arguments.ir_opt, flags, chunk)
        if not ok:
            results[form] = ("fail", first_error(stderr))
        elif actual != expected:
            results[form] = ("diff", first_difference(expected, actual))
        else:
            results[form] = ("same", "")
    return True, results, references


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", help=".mlir files or directories of them")
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    parser.add_argument("--ir-opt", default=None)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--details", action="store_true", help="show each chunk that is not the same")
    parser.add_argument("--flags", action="append", default=[], help="a flag for both tools")
    parser.add_argument("--save", metavar="DIR", help="write kept chunks and mlir-opt's outputs there")
    parser.add_argument("--jobs", type=int, default=2)
    arguments = parser.parse_args()

    if arguments.ir_opt is None:
        target = os.environ.get("CARGO_TARGET_DIR", os.path.join(REPO, "target"))
        arguments.ir_opt = os.path.join(target, "release", "ir-opt")
    if not arguments.no_build:
        subprocess.run(["cargo", "build", "--release", "-p", "ir-opt"], cwd=REPO, check=True)

    files = []
    for path in arguments.paths:
        if os.path.isdir(path):
            files.extend(
                os.path.join(path, name) for name in sorted(os.listdir(path)) if name.endswith(".mlir")
            )
        else:
            files.append(path)

    totals = {"chunks": 0, "kept": 0}
    for form in ("custom", "generic"):
        for status in ("same", "fail", "diff"):
            totals[form, status] = 0
    everything_same = True
    print(f"{'file':40} {'kept':>9}  {'custom same/fail/diff':>22}  {'generic same/fail/diff':>22}")
    with concurrent.futures.ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        for path in files:
            with open(path, encoding="utf-8") as file:
                chunks = chunks_of(file.read())
            candidates = [(index, chunk) for index, chunk in enumerate(chunks) if not ANNOTATION.search(chunk)]
            outcomes = list(pool.map(lambda item: compare_chunk(arguments, item[1]), candidates))
            counts = {(form, status): 0 for form in ("custom", "generic") for status in ("same", "fail", "diff")}
            details = []
            kept = 0
            for (index, chunk), (is_kept, results, references) in zip(candidates, outcomes):
                if not is_kept:
                    if arguments.details:
                        details.append(f"  chunk {index} rejected by mlir-opt: {results['mlir-opt'][1]}")
                    continue
                kept += 1
                if arguments.save:
                    os.makedirs(arguments.save, exist_ok=True)
                    stem = os.path.join(arguments.save, f"{os.path.basename(path)[:-5]}.{index}.mlir")
                    with open(stem, "w", encoding="utf-8") as out:
                        out.write(chunk)
                    for form, suffix in (("custom", "out"), ("generic", "generic")):
                        with open(f"{stem}.{suffix}", "w", encoding="utf-8") as out:
                            out.write(references[form])
                for form, (status, detail) in results.items():
                    counts[form, status] += 1
                    if status != "same":
                        details.append(f"  chunk {index} ({form}) {status}: {detail}")
            totals["chunks"] += len(chunks)
            totals["kept"] += kept
            for key, value in counts.items():
                totals[key] += value
            if any(counts[form, status] for form in ("custom", "generic") for status in ("fail", "diff")):
                everything_same = False
            name = os.path.basename(path)
            custom = "/".join(str(counts["custom", status]) for status in ("same", "fail", "diff"))
            generic = "/".join(str(counts["generic", status]) for status in ("same", "fail", "diff"))
            print(f"{name:40} {kept:>4}/{len(chunks):<4}  {custom:>22}  {generic:>22}", flush=True)
            if arguments.details:
                for line in details:
                    print(line)
    custom = "/".join(str(totals["custom", status]) for status in ("same", "fail", "diff"))
    generic = "/".join(str(totals["generic", status]) for status in ("same", "fail", "diff"))
    print(f"{'total':40} {totals['kept']:>4}/{totals['chunks']:<4}  {custom:>22}  {generic:>22}")
    return 0 if everything_same else 1


if __name__ == "__main__":
    sys.exit(main())
