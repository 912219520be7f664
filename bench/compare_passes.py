#!/usr/bin/env python3
"""Differential testing of passes: random func/arith/cf programs run through
`ir-opt` and `mlir-opt` 22 with the same pass flags; every program whose
outputs differ is saved for a closer look.

    python3 bench/compare_passes.py --count 500 --flags=--canonicalize
    python3 bench/compare_passes.py --count 500 --flags=--cse --seed 7

Programs have several functions of a few blocks each: arithmetic on i1, i32,
i64 and index values, constants (some repeated, some foldable), compares,
selects, casts, unused values, and branches (`cf.br`, `cf.cond_br` on
arguments or constants, `cf.switch`, `cf.assert`) with block arguments.
Every value used is defined on every path to its use: a block only uses the
function's arguments, its own arguments and values it defines.

Standard library only.
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_IR_OPT = os.path.join(REPO, "target", "release", "ir-opt")
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"

INT_TYPES = ["i32", "i64", "index", "i1"]
BINARY = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui", "divui", "remsi",
          "shli", "shrui", "ceildivsi", "floordivsi"]
PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]


class Block:
    def __init__(self, name, arg_types):
        self.name = name
        self.arg_types = arg_types
        self.lines = []
        self.values = {}  # type -> [names]

    def add_value(self, name, ty):
        self.values.setdefault(ty, []).append(name)


def generate_function(rng, index):
    arg_types = [rng.choice(INT_TYPES) for _ in range(rng.randint(1, 3))] + ["i1"]
    counter = [0]

    def fresh():
        counter[0] += 1
        return f"%v{counter[0]}"

    block_count = rng.randint(1, 5)
    blocks = []
    for number in range(block_count):
        types = [] if number == 0 else [rng.choice(INT_TYPES) for _ in range(rng.randint(0, 2))]
        blocks.append(Block(f"^bb{number}", types))
    result_type = rng.choice(["i32", "i64"])
    for number, block in enumerate(blocks):
        for position, ty in enumerate(arg_types):
            block.add_value(f"%arg{position}", ty)
        if number > 0:
            for position, ty in enumerate(block.arg_types):
                name = f"%b{number}_{position}"
                block.add_value(name, ty)
        for _ in range(rng.randint(1, 8)):
            kind = rng.random()
            ty = rng.choice(INT_TYPES)
            if kind < 0.3 or not block.values.get(ty):
                value = rng.choice([0, 1, -1, 2, 3, 7, 42]) if ty != "i1" else rng.choice(["true", "false"])
                name = fresh()
                block.lines.append(f"{name} = arith.constant {value} : {ty}" if ty != "i1"
                                   else f"{name} = arith.constant {value}")
                block.add_value(name, ty)
            elif kind < 0.7 and ty != "i1":
                op = rng.choice(BINARY)
                lhs = rng.choice(block.values[ty])
                rhs = rng.choice(block.values[ty])
                name = fresh()
                block.lines.append(f"{name} = arith.{op} {lhs}, {rhs} : {ty}")
                block.add_value(name, ty)
            elif kind < 0.8:
                lhs = rng.choice(block.values[ty])
                rhs = rng.choice(block.values[ty])
                name = fresh()
                block.lines.append(f"{name} = arith.cmpi {rng.choice(PREDICATES)}, {lhs}, {rhs} : {ty}")
                block.add_value(name, "i1")
            elif kind < 0.9 and block.values.get("i1"):
                condition = rng.choice(block.values["i1"])
                lhs = rng.choice(block.values[ty])
                rhs = rng.choice(block.values[ty])
                name = fresh()
                block.lines.append(f"{name} = arith.select {condition}, {lhs}, {rhs} : {ty}")
                block.add_value(name, ty)
            elif block.values.get("i1") and rng.random() < 0.3:
                condition = rng.choice(block.values["i1"])
                block.lines.append(f'cf.assert {condition}, "check"')
            else:
                value = rng.choice(block.values[ty])
                block.lines.append(f'"foo.use"({value}) : ({ty}) -> ()')
        # The terminator.
        def operands_for(target):
            chosen = []
            for ty in target.arg_types:
                if not block.values.get(ty):
                    value = fresh()
                    block.lines.append(f"{value} = arith.constant 5 : {ty}" if ty != "i1"
                                       else f"{value} = arith.constant true")
                    block.add_value(value, ty)
                chosen.append(rng.choice(block.values[ty]))
            if not chosen:
                return target.name
            return f"{target.name}({', '.join(chosen)} : {', '.join(target.arg_types)})"

        later = blocks[number + 1:]
        any_block = blocks[1:]
        choice = rng.random()
        if not later and (choice < 0.7 or not any_block):
            if not block.values.get(result_type):
                value = fresh()
                block.lines.append(f"{value} = arith.constant 9 : {result_type}")
                block.add_value(value, result_type)
            block.lines.append(f"return {rng.choice(block.values[result_type])} : {result_type}")
            continue
        targets = later if later and rng.random() < 0.8 else any_block
        if choice < 0.35:
            block.lines.append(f"cf.br {operands_for(rng.choice(targets))}")
        elif choice < 0.85:
            condition = rng.choice(block.values["i1"])
            first = operands_for(rng.choice(targets))
            second = operands_for(rng.choice(targets))
            block.lines.append(f"cf.cond_br {condition}, {first}, {second}")
        else:
            flag_type = rng.choice(["i32", "i64"])
            flag = rng.choice(block.values[flag_type]) if block.values.get(flag_type) else None
            if flag is None:
                flag = fresh()
                block.lines.append(f"{flag} = arith.constant 1 : {flag_type}")
            cases = [f"default: {operands_for(rng.choice(targets))}"]
            for value in sorted(rng.sample(range(0, 5), rng.randint(0, 3))):
                cases.append(f"{value}: {operands_for(rng.choice(targets))}")
            block.lines.append(f"cf.switch {flag} : {flag_type}, [\n    " + ",\n    ".join(cases) + "\n  ]")
    arguments = ", ".join(f"%arg{position}: {ty}" for position, ty in enumerate(arg_types))
    text = [f"func.func @f{index}({arguments}) -> {result_type} {{"]
    for number, block in enumerate(blocks):
        if number > 0:
            header = ", ".join(f"%b{number}_{position}: {ty}" for position, ty in enumerate(block.arg_types))
            text.append(f"{block.name}({header}):" if header else f"{block.name}:")
        text.extend(f"  {line}" for line in block.lines)
    text.append("}")
    return "\n".join(text)


def generate(rng):
    return "\n".join(generate_function(rng, index) for index in range(rng.randint(1, 3))) + "\n"


def run(tool, flags, path):
    command = [tool, "--allow-unregistered-dialect"] + flags + [path]
    result = subprocess.run(command, capture_output=True, text=True, timeout=60)
    return result.returncode, result.stdout, result.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--flags", action="append", default=[],
                        help="pass flags, e.g. --flags=--canonicalize (repeatable)")
    parser.add_argument("--ir-opt", default=DEFAULT_IR_OPT)
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    parser.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "compare-passes"))
    parser.add_argument("--emit-corpus", metavar="PATH",
                        help="write the programs to PATH, separated by `// -----`, with a FLAGS line "
                             "(for tests/corpora/passes), instead of comparing")
    arguments = parser.parse_args()
    flags = arguments.flags or ["--canonicalize"]
    if arguments.emit_corpus:
        rng = random.Random(arguments.seed)
        chunks = [generate(rng) for _ in range(arguments.count)]
        with open(arguments.emit_corpus, "w") as file:
            file.write(f"// FLAGS: --split-input-file {' '.join(flags)}\n")
            file.write("\n// -----\n\n".join(chunks))
        return 0
    os.makedirs(arguments.out, exist_ok=True)
    rng = random.Random(arguments.seed)
    differ = 0
    rejected = 0
    for number in range(arguments.count):
        source = generate(rng)
        path = os.path.join(arguments.out, "current.mlir")
        with open(path, "w") as file:
            file.write(source)
        reference = run(arguments.mlir_opt, flags, path)
        if reference[0] != 0:
            rejected += 1
            continue
        ours = run(arguments.ir_opt, flags, path)
        if ours[1] != reference[1] or ours[0] != 0:
            differ += 1
            saved = os.path.join(arguments.out, f"diff-{number}.mlir")
            with open(saved, "w") as file:
                file.write(source)
            print(f"differs: {saved}")
    print(f"{arguments.count} programs, {rejected} rejected by mlir-opt, {differ} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
