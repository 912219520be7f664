#!/usr/bin/env python3
"""Compares the diagnostics `ir-opt` and `mlir-opt` 22 print on negative
test files: .mlir files cut into chunks by `// -----` lines, with
`expected-error` and `expected-note` annotations (such as MLIR's own
`mlir/test/IR/invalid*.mlir`).

    python3 bench/compare_diagnostics.py /tmp/mlir-tests/mlir/test/IR
    python3 bench/compare_diagnostics.py --details FILE.mlir     # each chunk that is not the same
    python3 bench/compare_diagnostics.py --save /tmp/diag-diffs --jobs 2 DIR_OR_FILE...
    python3 bench/compare_diagnostics.py --ir-opt /tmp/ir-opt-copy --flags=--mlir-disable-threading FILE
    python3 bench/compare_diagnostics.py --compare-output DIR    # also the printed IR

Each chunk runs through both tools on its own, WITHOUT
`--verify-diagnostics`: the chunk's text is written unchanged (annotations
and all, so lines and columns stay those of the chunk) to a temporary file
with the test file's base name, and both tools run in its folder on that
name, so both print `NAME.mlir:LINE:COL: severity: message`. Chunks are cut
as `mlir-opt --split-input-file` cuts them (at every `// -----`, even in the
middle of a line); line numbers in messages count from the chunk's start.

The flags come from the file's first `// RUN:` line that calls mlir-opt
(`-flag` is passed as `--flag`): `-split-input-file` and
`-verify-diagnostics` are handled here (the file is split only when the RUN
line asks for it); every other flag (`--allow-unregistered-dialect`, pass
flags such as `-spirv-update-vce`) goes to both tools, except that
`--test-spirv-op-availability` becomes `--print-availability` for ir-opt.
Flags given with `--flags` (`--flags=--mlir-disable-threading`) are added
for both tools.

What is compared: the `file:line:col: severity: message` lines of each
tool's standard error (also `<unknown>:0:` and location-free `error: ...`
lines), in order, without mlir-opt's `see current operation` notes, the
echoed source lines, the carets and the printed IR; and whether the tool
succeeded. mlir-opt 22 run without `--verify-diagnostics` still reads the
`expected-*` annotations and, after the real diagnostics, reports each of
them as `expected error "..." was not produced` (even when it was); those
lines are dropped too, unless `--keep-not-produced`. A chunk is

- `same`: the same diagnostics (order, line:col, severity, text) and the
  same success or failure (with `--compare-output`, and when both
  succeed, the same printed IR on standard output);
- `unsupported`: not the same, and ir-opt reports an unknown or
  unregistered op, dialect, type or attribute that mlir-opt does not report
  (`custom op 'x.y' is unknown`, ``Dialect `x' not found for custom op``,
  `unregistered operation`, `... with unregistered dialect`, `dialect 'x'
  is unknown`): the chunk uses something
  ir-opt does not define; or not the same, and the chunk uses an op of a
  dialect mlir-opt registers that ir-opt does not define (`affine.for`,
  MLIR's `test.with_properties`; ir-opt's dialects and ops come from
  `ir-opt --dialect-docs`, mlir-opt's dialects from `--show-dialects`);
- `diff`: not the same otherwise (an ir-opt crash, exit code 101, a signal
  or a 60 s timeout, counts as `diff` and is counted under `crash` too);
- `skipped`: mlir-opt crashed on the chunk, or ir-opt does not know one of
  the RUN line's flags (all the file's chunks are then skipped).

Prints one line per file (chunks, then same, diff, unsupported, skipped,
crash, and `same / (same + diff)`) and a total. With `--details`, each chunk
that is not `same`: its index, the line where it starts in the file, and
both tools' diagnostics where they differ. With `--save DIR`, writes each
chunk that is not `same` as `DIR/NAME.N.mlir` (NAME: the file's path
below the files' common folder, `/` as `_`), with both tools' exit code
and whole standard error in `DIR/NAME.N.mlir-opt.err` and
`DIR/NAME.N.ir-opt.err`, their standard output in `.out` files.

Standard library only. If the default `target/release/ir-opt` is missing,
it is built first (`cargo build --release -p ir-opt`); an existing binary
is never rebuilt. Exits 0 (1 only on an internal error, such as a missing
tool).
"""

import argparse
import concurrent.futures
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

import differential

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
SPLIT_MARKER = "// -----"
RUN_LINE = re.compile(r"^\s*//\s*RUN:(.*)$")
DIAGNOSTIC = re.compile(
    r"^(?:(?P<file>.*?):(?P<line>\d+)(?::(?P<column>\d+))?: )?"
    r"(?P<severity>error|warning|note|remark): (?P<message>.*)$"
)
# mlir-opt 22 reports every `expected-*` annotation of its input as not
# produced even without `--verify-diagnostics` (after the real diagnostics).
NOT_PRODUCED = re.compile(r'^expected (error|warning|note|remark) ".*" was not produced$')
UNSUPPORTED = re.compile(
    r"custom op '[^']*' is unknown"
    r"|unregistered operation '"
    r"|operation being parsed with an unregistered dialect"
    r"|with unregistered dialect"
    r"|dialect '[^']*' is unknown"
    r"|Dialect `[^']*' not found for custom op"
)
# Op names a chunk uses: generic `"dialect.op"(` and custom `dialect.op`
# at the start of a statement (after `%results =`).
GENERIC_OP = re.compile(r'"([A-Za-z_][\w$]*\.[\w$.]+)"\s*\(')
CUSTOM_OP = re.compile(r'^\s*(?:%[^=]*=\s*)?([A-Za-z_][\w$]*\.[\w$.]+)\b(?!\s*=)', re.MULTILINE)
# Flags the script handles itself, spelled without leading dashes.
HANDLED = ("split-input-file", "verify-diagnostics")
# mlir-opt flags that ir-opt spells differently.
IR_OPT_ALIASES = {"--test-spirv-op-availability": "--print-availability"}


def split_chunks(text):
    """The chunks of `text` as `mlir-opt --split-input-file` cuts them
    (`splitAndProcessBuffer` in mlir/lib/Support/ToolUtilities.cpp): split
    at `// ---`, keeping a cut only where `--` follows; a near miss stays
    in the chunk. Returns (start offset, text) pairs."""
    head = SPLIT_MARKER[:-2]
    pieces = []
    start = 0
    while True:
        found = text.find(head, start)
        if found < 0:
            pieces.append((start, text[start:]))
            break
        pieces.append((start, text[start:found]))
        start = found + len(head)
    chunks = []
    previous = (0, "")
    for offset, piece in pieces:
        if not previous[1]:
            previous = (offset, piece)
            continue
        if piece.startswith("--") and len(piece) > 2:
            chunks.append(previous)
            previous = (offset + 2, piece[2:])
        else:
            previous = (previous[0], text[previous[0]:offset + len(piece)])
    if previous[1]:
        chunks.append(previous)
    return chunks


def run_flags(text):
    """(split, flags) from the first `// RUN:` line calling mlir-opt:
    whether it asks for `--split-input-file`, and its other flags."""
    commands = []
    current = None
    for line in text.splitlines():
        match = RUN_LINE.match(line)
        if not match:
            if current is not None:
                commands.append(current)
                current = None
            continue
        body = match.group(1).strip()
        current = body if current is None else current + " " + body
        if current.endswith("\\"):
            current = current[:-1]
        else:
            commands.append(current)
            current = None
    if current is not None:
        commands.append(current)
    for command in commands:
        try:
            words = shlex.split(command)
        except ValueError:
            words = command.split()
        if "mlir-opt" not in words:
            continue
        words = words[words.index("mlir-opt") + 1:]
        if "|" in words:
            words = words[:words.index("|")]
        split = False
        flags = []
        skip_next = False
        for word in words:
            if skip_next:
                skip_next = False
                continue
            if word in ("%s", "-", "<"):
                continue
            if word == "-o":
                skip_next = True
                continue
            if not word.startswith("-"):
                continue
            name = word.lstrip("-")
            if name.split("=", 1)[0] == "split-input-file":
                split = True
            elif name.split("=", 1)[0] in HANDLED:
                continue
            else:
                flags.append("--" + name if len(name) > 1 else word)
        return split, flags
    return False, []


def diagnostics(stderr, keep_not_produced=False):
    """The diagnostic lines of `stderr`, without `see current operation`
    notes (and, unless `keep_not_produced`, without the `expected ...
    was not produced` errors), as (location, severity, message) triples."""
    found = []
    for line in stderr.splitlines():
        match = DIAGNOSTIC.match(line)
        if not match:
            continue
        if match.group("severity") == "note" and match.group("message").startswith("see current operation"):
            continue
        if not keep_not_produced and NOT_PRODUCED.match(match.group("message")):
            continue
        location = ""
        if match.group("column") is not None:
            location = f"{match.group('line')}:{match.group('column')}"
        elif match.group("line") is not None:
            location = f"{match.group('file')}:{match.group('line')}"
        found.append((location, match.group("severity"), match.group("message")))
    return found


def defined_ops(ir_opt):
    """The names of the ops ir-opt defines, from its dialect references."""
    help_text = subprocess.run([ir_opt, "--help"], capture_output=True, text=True, timeout=60).stdout
    listed = re.search(r"--dialect-docs <DIALECT>.*?\((.*?)\)", help_text)
    names = set()
    for dialect in re.findall(r"`([^`]+)`", listed.group(1)) if listed else []:
        docs = subprocess.run([ir_opt, "--dialect-docs", dialect], capture_output=True, text=True, timeout=60)
        names.update(re.findall(r"^### `([^`]+)`", docs.stdout, re.MULTILINE))
    return names


def mlir_opt_dialects(mlir_opt):
    """The dialect namespaces mlir-opt registers."""
    result = subprocess.run([mlir_opt, "--show-dialects"], capture_output=True, text=True, timeout=60)
    listed = result.stdout.partition("Available Dialects:")[2]
    return {name.strip() for name in listed.replace("\n", ",").split(",") if name.strip()}


def uses_undefined_op(chunk, defined, reference_dialects):
    """Whether `chunk` (comments removed) uses an op of a dialect mlir-opt
    registers that ir-opt does not define."""
    code = "\n".join(line.split("//", 1)[0] for line in chunk.splitlines())
    used = set(GENERIC_OP.findall(code)) | set(CUSTOM_OP.findall(code))
    return any(name.split(".", 1)[0] in reference_dialects and name not in defined for name in used)


def show(diagnostic):
    location, severity, message = diagnostic
    return f"{location}: {severity}: {message}" if location else f"{severity}: {message}"


def crashed(code):
    """A crash: a panic (exit code 101), a signal or the timeout."""
    return code == 101 or code < 0


def compare_chunk(arguments, name, chunk, flags, ir_flags):
    """(status, mlir-opt result, ir-opt result); each result is
    (exit code, stderr, diagnostics)."""
    directory = tempfile.mkdtemp(prefix="compare-diagnostics-")
    try:
        path = os.path.join(directory, name)
        with open(path, "w", encoding="utf-8") as file:
            file.write(chunk)
        reference = differential.run(arguments.mlir_opt, flags, path)
        ours = differential.run(arguments.ir_opt, ir_flags, path)
    finally:
        shutil.rmtree(directory, ignore_errors=True)
    keep = arguments.keep_not_produced
    expected = (reference[0], reference[2], diagnostics(reference[2], keep), reference[1])
    actual = (ours[0], ours[2], diagnostics(ours[2], keep), ours[1])
    if reference[0] < 0:
        return "skipped", expected, actual
    if crashed(ours[0]):
        return "crash", expected, actual
    same_output = not arguments.compare_output or expected[0] != 0 or reference[1] == ours[1]
    if expected[2] == actual[2] and (expected[0] == 0) == (actual[0] == 0) and same_output:
        return "same", expected, actual
    reference_messages = {message for _, _, message in expected[2]}
    for _, _, message in actual[2]:
        if UNSUPPORTED.search(message) and message not in reference_messages:
            return "unsupported", expected, actual
    if uses_undefined_op(chunk, arguments.defined_ops, arguments.reference_dialects):
        return "unsupported", expected, actual
    return "diff", expected, actual


def describe(status, expected, actual):
    """The lines --details prints for a chunk that is not the same."""
    lines = []
    if status == "skipped":
        return [f"    mlir-opt crashed (exit code {expected[0]})"]
    if status == "crash":
        tail = [line for line in actual[1].splitlines() if line.strip()][-3:]
        lines.append(f"    ir-opt crashed (exit code {actual[0]}): " + " | ".join(tail))
    if (expected[0] == 0) != (actual[0] == 0):
        lines.append(f"    exit code: mlir-opt {expected[0]}, ir-opt {actual[0]}")
    left, right = expected[2], actual[2]
    common = 0
    while common < min(len(left), len(right)) and left[common] == right[common]:
        common += 1
    for diagnostic in left[:common]:
        lines.append(f"      both:     {show(diagnostic)}")
    for diagnostic in left[common:]:
        lines.append(f"      mlir-opt: {show(diagnostic)}")
    for diagnostic in right[common:]:
        lines.append(f"      ir-opt:   {show(diagnostic)}")
    if expected[0] == 0 and actual[0] == 0 and expected[3] != actual[3]:
        lines.append("      the printed IR differs")
    elif not left and not right:
        lines.append("      (no diagnostics from either tool)")
    return lines


def known_flags(ir_opt, flags, cache):
    """The first of `flags` that ir-opt does not accept, or None."""
    for flag in flags:
        if flag not in cache:
            result = subprocess.run([ir_opt, flag, "-"], input="", capture_output=True, text=True, timeout=60)
            cache[flag] = not (result.returncode == 2 and "unexpected argument" in result.stderr)
        if not cache[flag]:
            return flag
    return None


def mlir_files(paths):
    files = []
    for path in paths:
        if os.path.isdir(path):
            for root, directories, names in os.walk(path):
                directories.sort()
                files.extend(os.path.join(root, name) for name in sorted(names) if name.endswith(".mlir"))
        else:
            files.append(path)
    return files


STATUSES = ("same", "diff", "unsupported", "skipped", "crash")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", help=".mlir files or directories of them (searched recursively)")
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    parser.add_argument("--ir-opt", default=None, help="default: target/release/ir-opt (built if missing)")
    parser.add_argument("--details", action="store_true", help="show each chunk that is not the same")
    parser.add_argument("--flags", action="append", default=[], help="a flag for both tools")
    parser.add_argument("--save", metavar="DIR", help="write each chunk that is not the same, and both tools' stderr")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--compare-output", action="store_true",
                        help="when both tools succeed, also compare the IR they print")
    parser.add_argument("--keep-not-produced", action="store_true",
                        help="also compare mlir-opt's `expected error \"...\" was not produced` lines")
    arguments = parser.parse_args()

    if arguments.ir_opt is None:
        target = os.environ.get("CARGO_TARGET_DIR", os.path.join(REPO, "target"))
        arguments.ir_opt = os.path.join(target, "release", "ir-opt")
        if not os.path.exists(arguments.ir_opt):
            subprocess.run(["cargo", "build", "--release", "-p", "ir-opt"], cwd=REPO, check=True)
    arguments.ir_opt = differential.tool_path(arguments.ir_opt)
    arguments.mlir_opt = differential.tool_path(arguments.mlir_opt)
    for tool in (arguments.ir_opt, arguments.mlir_opt):
        if shutil.which(tool) is None:
            print(f"error: no tool {tool}", file=sys.stderr)
            return 1
    if arguments.save:
        os.makedirs(arguments.save, exist_ok=True)
    arguments.defined_ops = defined_ops(arguments.ir_opt)
    arguments.reference_dialects = mlir_opt_dialects(arguments.mlir_opt)

    files = mlir_files(arguments.paths)
    root = os.path.commonpath([os.path.abspath(path) for path in files]) if len(files) > 1 else ""
    flag_cache = {}
    totals = dict.fromkeys(("chunks",) + STATUSES, 0)
    print(f"{'file':44} {'chunks':>6} {'same':>5} {'diff':>5} {'unsup':>5} {'skip':>5} {'crash':>5}  same/(same+diff)")
    with concurrent.futures.ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        for path in files:
            with open(path, encoding="utf-8") as file:
                text = file.read()
            split, flags = run_flags(text)
            flags = flags + arguments.flags
            chunks = split_chunks(text) if split else [(0, text)]
            name = os.path.basename(path)
            counts = dict.fromkeys(STATUSES, 0)
            details = []
            unknown = known_flags(arguments.ir_opt, [IR_OPT_ALIASES.get(flag, flag) for flag in flags], flag_cache)
            if unknown is not None:
                counts["skipped"] = len(chunks)
                details.append(f"  all chunks skipped: ir-opt does not know {unknown}")
            else:
                ir_flags = [IR_OPT_ALIASES.get(flag, flag) for flag in flags]
                outcomes = list(pool.map(
                    lambda item: compare_chunk(arguments, name, item[1], flags, ir_flags), chunks))
                for index, ((offset, chunk), (status, expected, actual)) in enumerate(zip(chunks, outcomes)):
                    if status == "crash":
                        counts["crash"] += 1
                        counts["diff"] += 1
                    else:
                        counts[status] += 1
                    if status == "same":
                        continue
                    line = text.count("\n", 0, offset) + 1
                    details.append(f"  chunk {index} (line {line}) {status}:")
                    details.extend(describe(status, expected, actual))
                    if arguments.save:
                        label = os.path.relpath(os.path.abspath(path), root) if root else name
                        label = label[:-5] if label.endswith(".mlir") else label
                        stem = os.path.join(arguments.save, f"{label.replace(os.sep, '_')}.{index}")
                        with open(stem + ".mlir", "w", encoding="utf-8") as out:
                            out.write(chunk)
                        for tool, result in (("mlir-opt", expected), ("ir-opt", actual)):
                            with open(f"{stem}.{tool}.err", "w", encoding="utf-8") as out:
                                out.write(f"exit code {result[0]}\n{result[1]}")
                            with open(f"{stem}.{tool}.out", "w", encoding="utf-8") as out:
                                out.write(result[3])
            totals["chunks"] += len(chunks)
            for key, value in counts.items():
                totals[key] += value
            print(format_row(os.path.relpath(path) if len(path) > 44 else path, len(chunks), counts), flush=True)
            if arguments.details:
                for line in details:
                    print(line)
    print(format_row("total", totals["chunks"], totals))
    return 0


def format_row(label, chunks, counts):
    compared = counts["same"] + counts["diff"]
    ratio = f"{counts['same']}/{compared}" + (f" ({100 * counts['same'] / compared:.0f}%)" if compared else "")
    label = label if len(label) <= 44 else "..." + label[-41:]
    return (f"{label:44} {chunks:>6} {counts['same']:>5} {counts['diff']:>5} {counts['unsupported']:>5}"
            f" {counts['skipped']:>5} {counts['crash']:>5}  {ratio}")


if __name__ == "__main__":
    sys.exit(main())
