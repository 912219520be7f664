#!/usr/bin/env python3
"""Differential testing of `--test-spirv-target-env` (MLIR's test pass of
the SPIR-V conversion target): random modules of `func.func`s, each with
its own `spirv.target_env`, holding the placeholder ops the pass converts,
run through `ir-opt` and `mlir-opt` 22. Where mlir-opt succeeds, ir-opt
must succeed with byte-identical output; where mlir-opt fails, ir-opt must
fail with the same first `file:line:col: error: message` line (notes and
other stderr lines are ignored).

    python3 bench/compare_test_target_env.py --count 500
    python3 bench/compare_test_target_env.py --count 300 --seed 7 --show 10
    python3 bench/compare_test_target_env.py --ir-opt /usr/lib/llvm-22/bin/mlir-opt   # self-check: 0 differ
    python3 bench/compare_test_target_env.py --count 100 --emit-corpus tests/corpora/test-spirv-target-env

Each case is a module of 2 to 6 functions (sometimes also a private
declaration), each holding 1 to 4 placeholders:

- `test.convert_to_atomic_compare_exchange_weak_op(ptr, value, cmp)` on
  `!spirv.ptr<iN, StorageClass>` (i8 to i64; Workgroup, CrossWorkgroup,
  StorageBuffer, Uniform, PushConstant, Input, Function, Private, Generic,
  PhysicalStorageBuffer, AtomicCounter, Image);
- `test.convert_to_bit_reverse_op(x)` on i8 to i64 and vectors of 2 to 16
  lanes (also index and vector<5xi32>, which are no SPIR-V types);
- `test.convert_to_group_non_uniform_ballot_op(p: i1) -> vector<4xi32>`;
- `test.convert_to_module_op()`;
- `test.convert_to_subgroup_ballot_op(p: i1) -> vector<4xi32>`.

Operands are function arguments, `arith.constant`s, `spirv.Constant`s or
results of earlier placeholders (so a converted op can feed one left in
place); some results are returned or passed to an unregistered
`test.sink`; a function sometimes branches (`cf.br`) to a second block
midway. The target is on each function (where MLIR's pass reads it):
`#spirv.target_env<#spirv.vce<v1.0..v1.6, caps, exts>, ...>`, now and
then with an API, a vendor and device, resource limits, or extra
attributes on the function; the top-level module sometimes carries a
target too (which the pass ignores). From what the function's
placeholders need (a table in this script: versions, capabilities with
the ones implying them, extensions with the versions incorporating them),
each target is drawn to satisfy all needs (about 45%), to miss exactly
one need (about 40%; an extra capability may still make up for it) or at
random, so that about half of the placeholders convert.

One case in ten has a function without a target, and some have an
unannotated private declaration: "missing 'spirv.target_env' attribute"
(a `spirv.target_env` of another kind of attribute is not tried: the
SPIR-V dialect rejects it when parsing).
One case in seven (`--odd`) gives one placeholder types the new op does
not accept (bit reverse on f32 or i1 or to another result type, an atomic
whose value type differs from the pointee or from its result, a ballot
with another result type or a vector predicate...), which, when the
target allows the op, fails the verification after the pass. Every
program is verified by `mlir-opt` without passes and regenerated if
invalid.

Every case file starts with a `// FLAGS: --test-spirv-target-env` line.
Differing inputs go to `--save` (default /tmp/test-target-env-diffs); the
first `--show` (default 3) differences are printed in full. If the
default `target/release/ir-opt` is missing, it is built first (`cargo
build --release -p ir-opt`); an existing binary is never rebuilt.
`--emit-corpus DIR` writes `DIR/case-NNNN.mlir` with mlir-opt's output in
`case-NNNN.mlir.out`, or its first error line in `case-NNNN.mlir.err`
(mlir-opt is run in DIR on the file's base name, so the line starts with
`case-NNNN.mlir:`).

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
FLAGS = ["--test-spirv-target-env"]

VERSIONS = ["v1.0", "v1.1", "v1.2", "v1.3", "v1.4", "v1.5", "v1.6"]
# Capabilities the placeholders (or their types) need, those implying them,
# and some unrelated ones.
CAPABILITIES = [
    "Kernel", "Shader", "AtomicStorage", "GroupNonUniformBallot", "GroupNonUniform", "SubgroupBallotKHR",
    "VulkanMemoryModel", "PhysicalStorageBufferAddresses", "Geometry", "GeometryPointSize", "Tessellation",
    "Int8", "Int16", "Int64", "Vector16", "Float16Buffer", "GenericPointer", "Addresses", "Matrix",
    "Int64Atomics", "GroupNonUniformVote", "StorageBuffer8BitAccess", "UniformAndStorageBuffer8BitAccess",
    "StorageBuffer16BitAccess", "StorageUniform16", "StoragePushConstant8", "StoragePushConstant16",
    "StorageInputOutput16", "Float16", "Float64", "VulkanMemoryModelDeviceScope", "DotProduct",
]
EXTENSIONS = [
    "SPV_KHR_shader_ballot", "SPV_KHR_vulkan_memory_model", "SPV_EXT_physical_storage_buffer",
    "SPV_KHR_physical_storage_buffer", "SPV_KHR_storage_buffer_storage_class", "SPV_KHR_variable_pointers",
    "SPV_KHR_8bit_storage", "SPV_KHR_16bit_storage", "SPV_KHR_subgroup_vote", "SPV_KHR_integer_dot_product",
]
# Alternatives for a needed capability: itself first, then some implying it.
SHADER = ("Shader", "Geometry", "GeometryPointSize", "Tessellation", "AtomicStorage")
KERNEL = ("Kernel", "Vector16", "Float16Buffer")
INT_CAPABILITY = {"i8": "Int8", "i16": "Int16", "i64": "Int64"}
# Extensions a version incorporates (as MLIR's target environment has them).
STORAGE_BUFFER_EXTENSIONS = (("SPV_KHR_storage_buffer_storage_class", "SPV_KHR_variable_pointers"), 3)
PHYSICAL_EXTENSIONS = (("SPV_EXT_physical_storage_buffer", "SPV_KHR_physical_storage_buffer"), 5)
VULKAN_MEMORY_EXTENSIONS = (("SPV_KHR_vulkan_memory_model",), 5)

STORAGE_CLASSES = (["Workgroup", "CrossWorkgroup", "StorageBuffer", "Uniform", "PushConstant", "Input",
                    "Function", "Private", "Generic", "PhysicalStorageBuffer", "AtomicCounter", "Image"],
                   [6, 2, 3, 1, 0.5, 0.5, 1, 1, 1, 1.5, 1, 0.5])
# Storage-class capabilities and extensions.
STORAGE_NEEDS = {
    "StorageBuffer": ([SHADER], [STORAGE_BUFFER_EXTENSIONS]),
    "Uniform": ([SHADER], []), "PushConstant": ([SHADER], []), "Private": ([SHADER], []),
    "Generic": ([("GenericPointer",)], []), "AtomicCounter": ([("AtomicStorage",)], []),
    "PhysicalStorageBuffer": ([("PhysicalStorageBufferAddresses",)], [PHYSICAL_EXTENSIONS]),
}
# 8- and 16-bit pointees in interface storage classes.
NARROW_STORAGE = {
    ("StorageBuffer", "i8"): ([("StorageBuffer8BitAccess", "UniformAndStorageBuffer8BitAccess")],
                              [(("SPV_KHR_8bit_storage",), 5)]),
    ("StorageBuffer", "i16"): ([("StorageBuffer16BitAccess",)], [(("SPV_KHR_16bit_storage",), 3)]),
    ("Uniform", "i8"): ([("UniformAndStorageBuffer8BitAccess",)], [(("SPV_KHR_8bit_storage",), 5)]),
    ("Uniform", "i16"): ([("StorageUniform16",)], [(("SPV_KHR_16bit_storage",), 3)]),
    ("PushConstant", "i8"): ([("StoragePushConstant8",)], [(("SPV_KHR_8bit_storage",), 5)]),
    ("PushConstant", "i16"): ([("StoragePushConstant16",)], [(("SPV_KHR_16bit_storage",), 3)]),
    ("Input", "i16"): ([("StorageInputOutput16",)], [(("SPV_KHR_16bit_storage",), 3)]),
}
INTS = (["i8", "i16", "i32", "i64"], [1, 1, 5, 1.5])
LANES = ([None, 2, 3, 4, 8, 16], [10, 2, 1.5, 2.5, 1.5, 1])
KINDS = (["atomic", "bit_reverse", "ballot", "module", "subgroup_ballot"], [3, 4, 2.5, 1.5, 2.5])
OP_NAMES = {
    "atomic": "test.convert_to_atomic_compare_exchange_weak_op",
    "bit_reverse": "test.convert_to_bit_reverse_op",
    "ballot": "test.convert_to_group_non_uniform_ballot_op",
    "module": "test.convert_to_module_op",
    "subgroup_ballot": "test.convert_to_subgroup_ballot_op",
}
BALLOT = "vector<4xi32>"


def vector(element, lanes):
    return element if lanes is None else f"vector<{lanes}x{element}>"


def vce_text(vce):
    version, capabilities, extensions = vce
    return f"#spirv.vce<{VERSIONS[version]}, [{', '.join(capabilities)}], [{', '.join(extensions)}]>"


class Needs:
    """What a function's placeholders need: a version range (indices into
    VERSIONS), capabilities (each a tuple of alternatives) and extensions
    (each a tuple of alternatives and the first version index incorporating
    them, or None)."""

    def __init__(self):
        self.min_version, self.max_version = 0, len(VERSIONS) - 1
        self.capabilities = []
        self.extensions = []

    def add(self, capabilities=(), extensions=(), min_version=0, max_version=len(VERSIONS) - 1):
        self.min_version = max(self.min_version, min_version)
        self.max_version = min(self.max_version, max_version)
        self.capabilities += [alternatives for alternatives in capabilities if alternatives not in self.capabilities]
        self.extensions += [needed for needed in extensions if needed not in self.extensions]

    def add_type(self, element, lanes):
        if element in INT_CAPABILITY:
            self.add([(INT_CAPABILITY[element],)])
        if lanes in (8, 16):
            self.add([("Vector16",)])


class Function:
    """One function's body, built op by op; values are (name, type)."""

    def __init__(self, generator, index, odd):
        self.g = generator
        self.rng = generator.rng
        self.index = index
        self.arguments = []  # (name, type)
        self.values = []  # (name, type), all values defined so far
        self.lines = []
        self.counter = 0
        self.needs = Needs()
        self.odd = odd  # index of the placeholder to give unsuitable types, or None
        self.placeholders = 0

    def fresh(self):
        self.counter += 1
        return f"%v{self.counter}"

    def argument(self, ty):
        name = f"%a{len(self.arguments)}"
        self.arguments.append((name, ty))
        self.values.append((name, ty))
        return name

    def operand(self, ty, constant=True):
        """A value of type `ty`: an existing one, a new argument or a constant."""
        rng = self.rng
        existing = [name for name, t in self.values if t == ty]
        if existing and rng.random() < 0.55:
            return rng.choice(existing)
        if constant and rng.random() < 0.3 and not ty.startswith("!") and ty != "index":
            name = self.fresh()
            element = re.sub(r"vector<\d+x(.*)>", r"\1", ty)
            if element == "i1":
                value = rng.choice(["true", "false"])
                text = f"arith.constant {value}" if ty == "i1" else f"arith.constant dense<{value}> : {ty}"
            elif ty.startswith("vector"):
                value = rng.choice([0, 1, 5, -1]) if element.startswith("i") else rng.choice(["1.0", "-2.5"])
                text = f"arith.constant dense<{value}> : {ty}"
            elif element.startswith("i") and rng.random() < 0.4:
                text = f"spirv.Constant {rng.choice([0, 3, 12, -7])} : {ty}"
            elif element.startswith("f"):
                text = f"arith.constant {rng.choice(['1.0', '-2.5'])} : {ty}"
            else:
                text = f"arith.constant {rng.choice([0, 1, 7, 42, -3])} : {ty}"
            self.lines.append(f"{name} = {text}")
            self.values.append((name, ty))
            return name
        return self.argument(ty)

    def result(self, ty, text):
        name = self.fresh()
        self.lines.append(f"{name} = {text}")
        self.values.append((name, ty))
        return name

    def placeholder(self):
        rng = self.rng
        kind = rng.choices(*KINDS)[0]
        odd = self.placeholders == self.odd
        self.placeholders += 1
        op = OP_NAMES[kind]
        needs = self.needs
        if kind == "atomic":
            element = rng.choices(*INTS)[0]
            storage = rng.choices(*STORAGE_CLASSES)[0]
            value_type = result_type = element
            pointee = element
            if odd:
                twist = rng.choice(["pointee", "result", "float", "vector"])
                if twist == "pointee":
                    pointee = rng.choice([name for name in INTS[0] if name != element])
                elif twist == "result":
                    result_type = rng.choice([name for name in INTS[0] if name != element])
                elif twist == "float":
                    pointee = value_type = result_type = rng.choice(["f32", "f32", "f16"])
                else:
                    pointee = value_type = result_type = "vector<2xi32>"
            pointer = f"!spirv.ptr<{pointee}, {storage}>"
            needs.add([KERNEL, ("AtomicStorage",)], max_version=3)
            for ty in {pointee, value_type, result_type}:
                if ty in INT_CAPABILITY:
                    needs.add([(INT_CAPABILITY[ty],)])
            caps, exts = STORAGE_NEEDS.get(storage, ([], []))
            needs.add(caps, exts)
            if (storage, pointee) in NARROW_STORAGE:
                needs.add(*NARROW_STORAGE[(storage, pointee)])
            ptr = self.operand(pointer, constant=False)
            value, comparator = self.operand(value_type), self.operand(value_type)
            self.result(result_type, f'"{op}"({ptr}, {value}, {comparator}) : '
                                     f"({pointer}, {value_type}, {value_type}) -> {result_type}")
        elif kind == "bit_reverse":
            if rng.random() < 0.06:
                ty = rng.choice(["index", "vector<5xi32>", "vector<2xindex>"])  # no SPIR-V types
            else:
                element, lanes = rng.choices(*INTS)[0], rng.choices(*LANES)[0]
                ty = vector(element, lanes)
                needs.add_type(element, lanes)
            result_type = ty
            if odd:
                twist = rng.choice(["float", "bool", "result"])
                if twist == "float":
                    ty = result_type = rng.choice(["f32", "vector<2xf32>"])
                elif twist == "bool":
                    ty = result_type = rng.choice(["i1", "vector<4xi1>"])
                else:
                    result_type = rng.choice(["i32", "i64", "vector<4xi32>", "vector<2xi8>"])
                    if result_type == ty:
                        result_type = "i16"
            needs.add([SHADER])
            source = self.operand(ty)
            self.result(result_type, f'"{op}"({source}) : ({ty}) -> {result_type}')
        elif kind in ("ballot", "subgroup_ballot"):
            predicate_type, result_type = "i1", BALLOT
            if odd:
                if rng.random() < 0.5:
                    predicate_type = rng.choice(["vector<4xi1>", "i32"])
                else:
                    result_type = rng.choice(["vector<4xi64>", "vector<2xi32>", "i32", "vector<4xi16>"])
            if kind == "ballot":
                needs.add([("GroupNonUniformBallot",)], min_version=3)
            else:
                needs.add([("SubgroupBallotKHR",)], [(("SPV_KHR_shader_ballot",), None)])
            predicate = self.operand(predicate_type)
            self.result(result_type, f'"{op}"({predicate}) : ({predicate_type}) -> {result_type}')
        else:
            needs.add([("PhysicalStorageBufferAddresses",), ("VulkanMemoryModel",)],
                      [PHYSICAL_EXTENSIONS, VULKAN_MEMORY_EXTENSIONS])
            self.lines.append(f'"{op}"() : () -> ()')

    def build(self, count):
        rng = self.rng
        split = rng.randint(1, count) if count > 1 and rng.random() < 0.2 else None
        for position in range(count):
            if position == split:
                self.lines.append("cf.br ^bb1")
                self.lines.append("^bb1:")
            self.placeholder()
            if rng.random() < 0.1 and self.values:
                name, ty = self.values[-1]
                self.lines.append(f'"test.sink"({name}) : ({ty}) -> ()')
        # Return a few of the placeholders' results.
        produced = [(name, ty) for name, ty in self.values if name.startswith("%v")]
        returned = rng.sample(produced, rng.randint(0, min(2, len(produced)))) if produced else []
        self.results = [ty for _, ty in returned]
        if returned:
            self.lines.append(f"return {', '.join(name for name, _ in returned)} : {', '.join(self.results)}")
        else:
            self.lines.append("return")

    def text(self, attributes):
        arguments = ", ".join(f"{name}: {ty}" for name, ty in self.arguments)
        results = ""
        if len(self.results) == 1:
            results = f" -> {self.results[0]}"
        elif self.results:
            results = f" -> ({', '.join(self.results)})"
        head = f"func.func @f{self.index}({arguments}){results}"
        if attributes:
            head += " attributes {\n    " + ",\n    ".join(attributes) + "\n  }"
        body = []
        for line in self.lines:
            body.append(f"  {line}" if line.startswith("^") else f"    {line}")
        return "\n".join([f"  {head} {{"] + body + ["  }"])


class Generator:
    def __init__(self, rng, odd_rate):
        self.rng = rng
        self.odd_rate = odd_rate
        self.modes = collections.Counter()

    def pick_version(self, low, high):
        return self.rng.randint(low, high) if low <= high else self.rng.randint(0, len(VERSIONS) - 1)

    def fitted(self, needs, mode):
        """(version, capabilities, extensions) meeting `needs`, or missing
        exactly one of them (`mode` "miss")."""
        rng = self.rng
        version = self.pick_version(needs.min_version, needs.max_version)
        capabilities = []
        for alternatives in needs.capabilities:
            name = alternatives[0] if rng.random() < 0.75 else rng.choice(alternatives)
            if name not in capabilities:
                capabilities.append(name)
        extensions = []
        for alternatives, implied in needs.extensions:
            if implied is not None and version >= implied and rng.random() < 0.6:
                continue
            name = rng.choice(alternatives)
            if name not in extensions:
                extensions.append(name)
        for _ in range(1 + (mode == "miss" and rng.random() < 0.35)):
            if mode != "miss":
                break
            options = (["low"] * (needs.min_version > 0) + ["high"] * (needs.max_version < len(VERSIONS) - 1)
                       + [("cap", name) for name in capabilities] + [("ext", name) for name in extensions]
                       + [("implied", implied) for _, implied in needs.extensions
                          if implied is not None and version >= implied])
            if options:
                taken = rng.choice(options)
                if taken == "low" and version >= needs.min_version:
                    version = rng.randint(0, needs.min_version - 1)
                elif taken == "high" and version <= needs.max_version:
                    version = rng.randint(needs.max_version + 1, len(VERSIONS) - 1)
                elif taken[0] == "cap":
                    capabilities.remove(taken[1])
                elif taken[0] == "ext":
                    extensions.remove(taken[1])
                elif taken[0] == "implied":
                    # The version no longer incorporates an extension (which may or may not be listed).
                    version = rng.randint(0, taken[1] - 1)
        if rng.random() < 0.6:
            capabilities += [name for name in CAPABILITIES if name not in capabilities and rng.random() < 0.08]
            extensions += [name for name in EXTENSIONS if name not in extensions and rng.random() < 0.06]
        rng.shuffle(capabilities)
        rng.shuffle(extensions)
        return version, capabilities, extensions

    def random_vce(self):
        rng = self.rng
        capabilities = [name for name in CAPABILITIES if rng.random() < 0.25]
        extensions = [name for name in EXTENSIONS if rng.random() < 0.3]
        rng.shuffle(capabilities)
        rng.shuffle(extensions)
        return rng.randrange(len(VERSIONS)), capabilities, extensions

    def target_env(self, vce):
        rng = self.rng
        parts = [vce_text(vce)]
        if rng.random() < 0.08:
            parts.append(f"api={rng.choice(['Vulkan', 'OpenCL', 'WebGPU'])}")
        if rng.random() < 0.08:
            device = rng.choice(["NVIDIA:DiscreteGPU", "AMD:IntegratedGPU", "Intel:CPU", "ARM:Unknown",
                                 "Qualcomm:DiscreteGPU:0x1234", "Apple:Other:7"])
            parts.append(device)
        limits = ""
        if rng.random() < 0.1:
            limits = rng.choice(["max_compute_workgroup_invocations = 256", "subgroup_size = 64",
                                 "max_compute_workgroup_size = [64, 32, 1]",
                                 "min_subgroup_size = 16, max_subgroup_size = 32"])
        parts.append(f"#spirv.resource_limits<{limits}>")
        return f"#spirv.target_env<{', '.join(parts)}>"

    def program(self):
        rng = self.rng
        count = rng.randint(2, 6)
        odd_function = rng.randrange(count) if rng.random() < self.odd_rate else None
        missing = rng.randrange(count) if rng.random() < 0.1 else None
        functions = []
        for index in range(count):
            placeholders = rng.randint(1, 4)
            odd = rng.randrange(placeholders) if index == odd_function else None
            function = Function(self, index, odd)
            function.build(placeholders)
            mode = rng.choices(["satisfy", "miss", "random"], [5, 10, 5])[0]
            if odd is not None and rng.random() < 0.7:
                mode = "satisfy"
            self.modes["target " + mode] += 1
            vce = self.random_vce() if mode == "random" else self.fitted(function.needs, mode)
            attributes = []
            if index == missing:
                self.modes["missing target"] += 1
            else:
                attributes.append(f"spirv.target_env = {self.target_env(vce)}")
            if rng.random() < 0.08:
                attributes.insert(rng.randint(0, len(attributes)),
                                  rng.choice(["llvm.emit_c_interface", "foo = 1 : i32", 'a.note = "x"']))
            functions.append(function.text(attributes))
        if rng.random() < 0.06:
            declaration = "  func.func private @decl(i32) -> i32"
            if rng.random() < 0.5:
                declaration += f" attributes {{spirv.target_env = {self.target_env(self.random_vce())}}}"
            else:
                self.modes["missing target (declaration)"] += 1
            functions.insert(rng.randint(0, len(functions)), declaration)
        header = "module {"
        if rng.random() < 0.15:
            header = f"module attributes {{spirv.target_env = {self.target_env(self.random_vce())}}} {{"
        return "\n".join([header] + functions + ["}"]) + "\n"






class Cases:
    """Generates cases, each verified by mlir-opt and written to a file
    starting with its `// FLAGS:` line."""

    def __init__(self, seed, mlir_opt, odd_rate):
        self.rng = random.Random(seed)
        self.generator = Generator(self.rng, odd_rate)
        self.mlir_opt = mlir_opt
        self.regenerated = 0
        self.invalid_example = None

    def write(self, path):
        header = f"// FLAGS: {shlex.join(FLAGS)}\n"
        for _ in range(50):
            source = header + self.generator.program()
            with open(path, "w") as file:
                file.write(source)
            code, _, stderr = differential.run(self.mlir_opt, ["-o", os.devnull], path)
            if code == 0:
                return source
            self.regenerated += 1
            if self.invalid_example is None:
                self.invalid_example = f"{source}\n{stderr}"
        sys.exit(f"cannot generate a valid program; an invalid one:\n{self.invalid_example}")


def placeholder_counts(text):
    return collections.Counter(re.findall(r'"(test\.convert_to_\w+)"', text))








def main():
    parser = differential.argument_parser(__doc__, DEFAULT_IR_OPT, DEFAULT_MLIR_OPT, "test-target-env-diffs")
    parser.add_argument("--odd", type=float, default=1 / 7,
                        help="share of cases with one placeholder of unsuitable types (default 1/7)")
    arguments = parser.parse_args()
    cases = Cases(arguments.seed, differential.tool_path(arguments.mlir_opt), arguments.odd)
    if arguments.emit_corpus:
        return differential.emit_corpus(arguments.emit_corpus, arguments.count, lambda path: (cases.write(path), FLAGS)[1], cases.mlir_opt)
    ir_opt = differential.built_ir_opt(arguments.ir_opt, DEFAULT_IR_OPT, REPO)
    os.makedirs(arguments.save, exist_ok=True)
    work = tempfile.mkdtemp(prefix="test-target-env-")
    path = os.path.join(work, "case.mlir")
    same = differ = crashed = ours_crashed = successes = 0
    errors = collections.Counter()
    placeholders, kept = collections.Counter(), collections.Counter()
    for number in range(arguments.count):
        source = cases.write(path)
        reference = differential.run(cases.mlir_opt, FLAGS, path)
        if reference[0] < 0:
            crashed += 1
            saved = os.path.join(arguments.save, f"crash-{number:04d}.mlir")
            with open(saved, "w") as file:
                file.write(source)
            print(f"mlir-opt crashes ({reference[0]}): {saved}")
            continue
        if reference[0] == 0:
            successes += 1
            placeholders.update(placeholder_counts(source))
            kept.update(placeholder_counts(reference[1]))
        else:
            message = (differential.first_error(reference[2]) or "(no error line)").split(" error: ", 1)[-1]
            errors[re.sub(r"'[^']*'", "'...'", message)] += 1
        ours = differential.run(ir_opt, FLAGS, path)
        problem = differential.difference(reference, ours)
        if problem is None:
            same += 1
            continue
        differ += 1
        ours_crashed += ours[0] < 0
        saved = os.path.join(arguments.save, f"diff-{number:04d}.mlir")
        with open(saved, "w") as file:
            file.write(source)
        print(f"differs: {saved}" + (f"\n{problem}\n" if differ <= arguments.show else ""))
    os.remove(path)
    os.rmdir(work)
    if errors:
        print("most frequent mlir-opt errors:")
        for message, count in errors.most_common(8):
            print(f"  {count:4d}  {message}")
    if placeholders:
        print("placeholders converted by mlir-opt (in the cases it succeeded on):")
        for name in sorted(placeholders):
            print(f"  {placeholders[name] - kept[name]:4d} of {placeholders[name]:4d}  {name}")
        total = sum(placeholders.values())
        print(f"  {total - sum(kept.values()):4d} of {total:4d}  in all")
    print("generation: " + ", ".join(f"{n} {k}" for k, n in sorted(cases.generator.modes.items())))
    print(f"{arguments.count} cases: {same} same, {differ} differ ({ours_crashed} of them ir-opt crashes), "
          f"{crashed} mlir-opt-crash; "
          f"mlir-opt succeeded on {successes}, failed on {arguments.count - crashed - successes}; "
          f"{cases.regenerated} programs regenerated (did not verify)")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
