#!/usr/bin/env python3
"""Differential testing of the SPIR-V conversions: random func/arith/cf
programs, each in a module with a random `spirv.target_env`, run through
`ir-opt` and `mlir-opt` 22 with the same `--convert-{arith,func,cf}-to-spirv`
flags. Where mlir-opt succeeds, ir-opt must succeed with byte-identical
output; where mlir-opt fails, ir-opt must fail with the same first
`file:line:col: error: message` line (notes and other stderr lines, such as
an op dumped by mlir-opt before an error, are ignored).

    python3 bench/compare_spirv_conversion.py --count 300
    python3 bench/compare_spirv_conversion.py --count 300 --seed 7 --flags=--convert-arith-to-spirv
    python3 bench/compare_spirv_conversion.py --flags=--convert-arith-to-spirv --flags=--convert-cf-to-spirv
    python3 bench/compare_spirv_conversion.py --ir-opt /usr/lib/llvm-22/bin/mlir-opt   # self-check: 0 differ
    python3 bench/compare_spirv_conversion.py --count 100 --emit-corpus tests/corpora/spirv-conversion

Targets: v1.0 to v1.6, Shader or Kernel, a random subset of Int8, Int16,
Int64, Float16, Float64 (sometimes Vector16); one module in ten has no
target environment (MLIR then uses its default). Functions take and return
scalars and vectors (1, 2, 3, 4, 8, rarely 5 elements) of i1 to i64, f16 to
f64 and index, some return two results (which the func conversion refuses),
and hold arith constants, integer and float arithmetic (some with overflow
flags), compares, selects, casts, `func.call`s and `cf.br`/`cf.cond_br` with
block arguments. A block only uses the function's arguments, its own
arguments and values it defines, so every use is dominated. Each program
is verified by `mlir-opt` without passes first and regenerated if invalid.
The flags are drawn per case from FLAG_SETS unless `--flags` forces a set.

Every case file starts with a `// FLAGS: ...` line (so lines numbers are
the same in a run and in the corpus). Differing inputs go to `--save`
(default /tmp/spirv-conversion-diffs). `--emit-corpus DIR` writes
`DIR/case-NNNN.mlir` with mlir-opt's output in `case-NNNN.mlir.out`, or its
first error line in `case-NNNN.mlir.err` (mlir-opt is run in DIR on the file's
base name, so the line starts with `case-NNNN.mlir:`).

Standard library only. Exits 1 if any case differs.
"""

import collections
import os
import random
import re
import shlex
import sys
import tempfile

import differential

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_IR_OPT = os.path.join(REPO, "target", "release", "ir-opt")
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"

PASSES = ["--convert-arith-to-spirv", "--convert-func-to-spirv", "--convert-cf-to-spirv"]
PASS_OPTIONS = ["emulate-lt-32-bit-scalar-types=false", "emulate-unsupported-float-types=false"]
FLAG_SETS = ([[name] for name in PASSES] + [PASSES, PASSES[::-1]]
             + [[f"{name}={option}"] for name in PASSES for option in PASS_OPTIONS])

VERSIONS = ["v1.0", "v1.1", "v1.2", "v1.3", "v1.4", "v1.5", "v1.6"]
WIDTH_CAPABILITIES = ["Int8", "Int16", "Int64", "Float16", "Float64"]
EXTENSIONS = ["SPV_KHR_storage_buffer_storage_class", "SPV_KHR_8bit_storage", "SPV_KHR_16bit_storage",
              "SPV_KHR_no_integer_wrap_decoration"]

WIDTHS = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "f16": 16, "f32": 32, "f64": 64}
INTEGERS = ["i1", "i8", "i16", "i32", "i64"]
FLOATS = ["f16", "f32", "f64"]
# Element weights: mostly 32-bit types, which every target supports.
ELEMENT_WEIGHTS = {"i1": 1, "i8": 1, "i16": 1, "i32": 6, "i64": 1, "f16": 1, "f32": 4, "f64": 1, "index": 1.5}
VECTOR_LENGTHS = ([2, 3, 4, 8, 1, 5], [5, 3, 5, 0.6, 0.6, 0.2])
INT_VALUES = [0, 1, -1, 2, 3, 7, 42]
# Values at the ends of each type's range (and beyond i32, for index), drawn 1 time in 10.
INT_EDGES = {"i8": [127, -128, 255], "i16": [32767, -32768, 1000], "i32": [65536, 2147483647, -2147483648],
             "i64": [4294967296, 9223372036854775807, -9223372036854775808], "index": [4294967296, 1000]}
FLOAT_VALUES = ["0.0", "-0.0", "1.0", "-2.5", "0.5", "3.0", "100.0", "6.550400e+04"]
# Infinity and NaN, as hexadecimal scalar literals.
FLOAT_SPECIALS = {"f16": ["0x7C00", "0x7E00"], "f32": ["0x7F800000", "0x7FC00000"],
                  "f64": ["0x7FF0000000000000", "0x7FF8000000000000"]}

INT_BINARY = ["addi", "subi", "muli", "divsi", "divui", "remsi", "remui", "andi", "ori", "xori",
              "shli", "shrsi", "shrui", "maxsi", "minsi", "maxui", "minui"]
OVERFLOW_OPS = {"addi", "subi", "muli", "shli"}
FLOAT_BINARY = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
        "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"]


def text(ty):
    """A type is (element, length), length None for a scalar."""
    element, length = ty
    return element if length is None else f"vector<{length}x{element}>"


def casts_from(element):
    """The (op, result element) pairs `arith` accepts from `element`."""
    if element == "index":
        return [(op, to) for to in INTEGERS for op in ("index_cast", "index_castui")]
    pairs = []
    if element in INTEGERS:
        for to in INTEGERS:
            if WIDTHS[to] > WIDTHS[element]:
                pairs += [("extsi", to), ("extui", to)]
            elif WIDTHS[to] < WIDTHS[element]:
                pairs.append(("trunci", to))
        pairs += [(op, to) for to in FLOATS for op in ("sitofp", "uitofp")]
        pairs += [("index_cast", "index"), ("index_castui", "index"), ("bitcast", element)]
    else:
        for to in FLOATS:
            if WIDTHS[to] != WIDTHS[element]:
                pairs.append(("extf" if WIDTHS[to] > WIDTHS[element] else "truncf", to))
        pairs += [(op, to) for to in INTEGERS for op in ("fptosi", "fptoui")]
    pairs += [("bitcast", to) for to in WIDTHS if to != element and WIDTHS[to] == WIDTHS[element]]
    return pairs


class Block:
    def __init__(self, name, arg_types):
        self.name = name
        self.arg_types = arg_types
        self.lines = []
        self.values = {}  # type -> [names]

    def add(self, name, ty):
        self.values.setdefault(ty, []).append(name)


class Generator:
    def __init__(self, rng):
        self.rng = rng
        self.counter = 0

    def random_type(self, elements=None, vector_chance=0.3):
        elements = elements or list(ELEMENT_WEIGHTS)
        element = self.rng.choices(elements, [ELEMENT_WEIGHTS[name] for name in elements])[0]
        if self.rng.random() < vector_chance:
            return (element, self.rng.choices(*VECTOR_LENGTHS)[0])
        return (element, None)

    def emit(self, block, ty, op):
        self.counter += 1
        name = f"%v{self.counter}"
        block.lines.append(f"{name} = {op}")
        if ty is not None:
            block.add(name, ty)
        return name

    def literal(self, element, scalar):
        if element == "i1":
            return self.rng.choice(["true", "false"])
        if element in FLOATS:
            if scalar and self.rng.random() < 0.1:
                return self.rng.choice(FLOAT_SPECIALS[element])
            return self.rng.choice(FLOAT_VALUES)
        return str(self.rng.choice(INT_EDGES[element] if self.rng.random() < 0.1 else INT_VALUES))

    def constant(self, block, ty):
        element, length = ty
        if length is None:
            value = self.literal(element, True)
            return self.emit(block, ty, f"arith.constant {value}" + ("" if element == "i1" else f" : {element}"))
        if self.rng.random() < 0.5:
            value = self.literal(element, False)
        else:
            value = "[" + ", ".join(self.literal(element, False) for _ in range(length)) + "]"
        return self.emit(block, ty, f"arith.constant dense<{value}> : {text(ty)}")

    def operand(self, block, ty):
        """A value of type `ty`: one the block has, or a new constant."""
        if block.values.get(ty) and self.rng.random() < 0.75:
            return self.rng.choice(block.values[ty])
        return self.constant(block, ty)

    def existing_type(self, block, allowed):
        """Mostly the type of a value the block has, if one is allowed."""
        types = [ty for ty in block.values if ty[0] in allowed]
        if types and self.rng.random() < 0.7:
            return self.rng.choice(types)
        return self.random_type(allowed)

    def operation(self, block, signatures):
        rng = self.rng
        kind = rng.choices(["constant", "int", "float", "negf", "cmpi", "cmpf", "select", "cast", "call"],
                           [2, 5, 3, 0.5, 1.5, 1.5, 1.5, 4, 1])[0]
        if kind == "constant":
            self.constant(block, self.random_type())
        elif kind == "int":
            elements = ["i8", "i16", "i32", "i64", "index"] + (["i1"] if rng.random() < 0.2 else [])
            ty = self.existing_type(block, elements)
            op = rng.choice(INT_BINARY)
            if ty[0] == "i1" and rng.random() < 0.8:
                op = rng.choice(["andi", "ori", "xori"])
            lhs, rhs = self.operand(block, ty), self.operand(block, ty)
            flags = ""
            if op in OVERFLOW_OPS and rng.random() < 0.3:
                flags = " overflow<" + rng.choice(["nsw", "nuw", "nsw, nuw"]) + ">"
            self.emit(block, ty, f"arith.{op} {lhs}, {rhs}{flags} : {text(ty)}")
        elif kind == "float":
            ty = self.existing_type(block, FLOATS)
            lhs, rhs = self.operand(block, ty), self.operand(block, ty)
            self.emit(block, ty, f"arith.{rng.choice(FLOAT_BINARY)} {lhs}, {rhs} : {text(ty)}")
        elif kind == "negf":
            ty = self.existing_type(block, FLOATS)
            self.emit(block, ty, f"arith.negf {self.operand(block, ty)} : {text(ty)}")
        elif kind in ("cmpi", "cmpf"):
            ty = self.existing_type(block, INTEGERS + ["index"] if kind == "cmpi" else FLOATS)
            predicate = rng.choice(CMPI if kind == "cmpi" else CMPF)
            lhs, rhs = self.operand(block, ty), self.operand(block, ty)
            self.emit(block, ("i1", ty[1]), f"arith.{kind} {predicate}, {lhs}, {rhs} : {text(ty)}")
        elif kind == "select":
            ty = self.existing_type(block, list(ELEMENT_WEIGHTS))
            vector_condition = ty[1] is not None and rng.random() < 0.5
            condition = self.operand(block, ("i1", ty[1] if vector_condition else None))
            lhs, rhs = self.operand(block, ty), self.operand(block, ty)
            types = f"vector<{ty[1]}xi1>, {text(ty)}" if vector_condition else text(ty)
            self.emit(block, ty, f"arith.select {condition}, {lhs}, {rhs} : {types}")
        elif kind == "cast":
            source_type = self.existing_type(block, list(ELEMENT_WEIGHTS))
            op, to = rng.choice(casts_from(source_type[0]))
            source = self.operand(block, source_type)
            result_type = (to, source_type[1])
            self.emit(block, result_type, f"arith.{op} {source} : {text(source_type)} to {text(result_type)}")
        else:
            callee = rng.randrange(len(signatures))
            arg_types, result_types = signatures[callee]
            operands = ", ".join(self.operand(block, ty) for ty in arg_types)
            call = (f"func.call @f{callee}({operands}) : ({', '.join(map(text, arg_types))}) -> "
                    f"({', '.join(map(text, result_types))})")
            if not result_types:
                block.lines.append(call)
            elif len(result_types) == 1:
                self.emit(block, result_types[0], call)
            else:
                self.counter += 1
                name = f"%v{self.counter}"
                block.lines.append(f"{name}:{len(result_types)} = {call}")
                for position, ty in enumerate(result_types):
                    block.add(f"{name}#{position}", ty)

    def branch_target(self, block, target):
        if not target.arg_types:
            return target.name
        operands = [self.operand(block, ty) for ty in target.arg_types]
        return f"{target.name}({', '.join(operands)} : {', '.join(map(text, target.arg_types))})"

    def function(self, index, signatures):
        rng = self.rng
        arg_types, result_types = signatures[index]
        self.counter = 0
        blocks = [Block("^bb0", [])]
        for number in range(1, rng.randint(1, 3)):
            blocks.append(Block(f"^bb{number}", [self.random_type() for _ in range(rng.randint(0, 2))]))
        for number, block in enumerate(blocks):
            for position, ty in enumerate(arg_types):
                block.add(f"%arg{position}", ty)
            for position, ty in enumerate(block.arg_types):
                block.add(f"%b{number}_{position}", ty)
            for _ in range(rng.randint(1, 5)):
                self.operation(block, signatures)
            later, others = blocks[number + 1:], blocks[1:]
            if not later and (rng.random() < 0.7 or not others):
                values = [self.operand(block, ty) for ty in result_types]
                block.lines.append(f"return {', '.join(values)} : {', '.join(map(text, result_types))}"
                                   if values else "return")
                continue
            targets = later if later and rng.random() < 0.8 else others
            if rng.random() < 0.4:
                block.lines.append(f"cf.br {self.branch_target(block, rng.choice(targets))}")
            else:
                condition = self.operand(block, ("i1", None))
                first = self.branch_target(block, rng.choice(targets))
                second = self.branch_target(block, rng.choice(targets))
                block.lines.append(f"cf.cond_br {condition}, {first}, {second}")
        arguments = ", ".join(f"%arg{position}: {text(ty)}" for position, ty in enumerate(arg_types))
        results = ", ".join(map(text, result_types))
        results = "" if not result_types else f" -> {results}" if len(result_types) == 1 else f" -> ({results})"
        lines = [f"  func.func @f{index}({arguments}){results} {{"]
        for number, block in enumerate(blocks):
            if number > 0:
                header = ", ".join(f"%b{number}_{position}: {text(ty)}" for position, ty in enumerate(block.arg_types))
                lines.append(f"  {block.name}({header}):" if header else f"  {block.name}:")
            lines.extend(f"    {line}" for line in block.lines)
        lines.append("  }")
        return "\n".join(lines)

    def module(self):
        rng = self.rng
        signatures = []
        for _ in range(rng.randint(1, 3)):
            arg_types = [self.random_type() for _ in range(rng.randint(0, 4))]
            result_count = rng.choices([0, 1, 2], [3, 6, 0.5])[0]
            signatures.append((arg_types, [self.random_type() for _ in range(result_count)]))
        functions = [self.function(index, signatures) for index in range(len(signatures))]
        header = "module {"
        if rng.random() >= 0.1:
            capabilities = [rng.choice(["Shader", "Kernel"])]
            capabilities += [name for name in WIDTH_CAPABILITIES if rng.random() < 0.75]
            capabilities += ["Vector16"] * (rng.random() < 0.25)
            extensions = [name for name in EXTENSIONS if rng.random() < 0.15]
            target = (f"#spirv.vce<{rng.choice(VERSIONS)}, [{', '.join(capabilities)}], [{', '.join(extensions)}]>, "
                      f"#spirv.resource_limits<>")
            header = f"module attributes {{spirv.target_env = #spirv.target_env<{target}>}} {{"
        return "\n".join([header] + functions + ["}"]) + "\n"






class Cases:
    """Generates cases, each verified by mlir-opt and written to a file
    starting with its `// FLAGS:` line."""

    def __init__(self, seed, mlir_opt, forced_flags):
        self.rng = random.Random(seed)
        self.generator = Generator(self.rng)
        self.mlir_opt = mlir_opt
        self.forced_flags = forced_flags
        self.regenerated = 0
        self.invalid_example = None

    def write(self, path):
        flags = self.forced_flags or self.rng.choice(FLAG_SETS)
        header = f"// FLAGS: {shlex.join(flags)}\n"
        for _ in range(50):
            source = header + self.generator.module()
            with open(path, "w") as file:
                file.write(source)
            code, _, stderr = differential.run(self.mlir_opt, ["-o", os.devnull], path)
            if code == 0:
                return flags, source
            self.regenerated += 1
            if self.invalid_example is None:
                self.invalid_example = f"{source}\n{stderr}"
        sys.exit(f"cannot generate a valid program; an invalid one:\n{self.invalid_example}")








def main():
    parser = differential.argument_parser(__doc__, DEFAULT_IR_OPT, DEFAULT_MLIR_OPT, "spirv-conversion-diffs")
    parser.add_argument("--flags", action="append", default=[],
                        help="force one flag set, e.g. --flags=--convert-arith-to-spirv (repeatable)")
    arguments = parser.parse_args()
    cases = Cases(arguments.seed, differential.tool_path(arguments.mlir_opt), arguments.flags)
    if arguments.emit_corpus:
        return differential.emit_corpus(arguments.emit_corpus, arguments.count, lambda path: cases.write(path)[0], cases.mlir_opt)
    ir_opt = differential.tool_path(arguments.ir_opt)
    os.makedirs(arguments.save, exist_ok=True)
    work = tempfile.mkdtemp(prefix="spirv-conversion-")
    path = os.path.join(work, "case.mlir")
    same = differ = crashed = 0
    by_flags = collections.defaultdict(lambda: [0, 0])  # flags -> [mlir-opt successes, failures]
    errors = collections.Counter()
    for number in range(arguments.count):
        flags, source = cases.write(path)
        reference = differential.run(cases.mlir_opt, flags, path)
        if reference[0] < 0:
            crashed += 1
            saved = os.path.join(arguments.save, f"crash-{number:04d}.mlir")
            with open(saved, "w") as file:
                file.write(source)
            print(f"mlir-opt crashes ({reference[0]}): {saved}")
            continue
        by_flags[shlex.join(flags)][reference[0] != 0] += 1
        if reference[0] != 0:
            message = (differential.first_error(reference[2]) or "(no error line)").split(" error: ", 1)[-1]
            errors[re.sub(r"'[^']*'", "'...'", message)] += 1
        problem = differential.difference(reference, differential.run(ir_opt, flags, path))
        if problem is None:
            same += 1
            continue
        differ += 1
        saved = os.path.join(arguments.save, f"diff-{number:04d}.mlir")
        with open(saved, "w") as file:
            file.write(source)
        print(f"differs: {saved}" + (f"\n{problem}\n" if differ <= arguments.show else ""))
    os.remove(path)
    os.rmdir(work)
    print("mlir-opt successes / failures by flags:")
    for flags, (successes, failures) in sorted(by_flags.items()):
        print(f"  {successes:4d} / {failures:4d}  {flags}")
    if errors:
        print("most frequent mlir-opt errors:")
        for message, count in errors.most_common(5):
            print(f"  {count:4d}  {message}")
    successes = sum(pair[0] for pair in by_flags.values())
    print(f"{arguments.count} cases: {same} same, {differ} differ, {crashed} mlir-opt-crash; "
          f"mlir-opt succeeded on {successes}, failed on {arguments.count - crashed - successes}; "
          f"{cases.regenerated} programs regenerated (did not verify)")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
