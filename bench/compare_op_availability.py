#!/usr/bin/env python3
"""Differential testing of every SPIR-V op's availability: random instances
of each op of MLIR 22's SPIR-V dialect run through `ir-opt
--print-availability` and `mlir-opt --test-spirv-op-availability`.

The ops come from MLIR's own TableGen records (`llvm-tblgen --dump-json`
on SPIRVOps.td, run into a temporary directory): each op's operands and
results with their type constraints (element types and widths, vector
lengths, pointers, cooperative matrices, ...), its attributes (enum
attributes, required or optional) and regions. Each instance is one
`func.func` whose arguments provide the op's operands, holding the op in
generic form (`"spirv.IAdd"(%a0, %a1) : (i32, i32) -> i32`), or, for ops
that must live in a `spirv.module` or a `spirv.func`, a `spirv.module` in
the function. Operand and result types are drawn from a pool (i1, i8 to
i64, signed and unsigned integers, f16, f32, f64, bf16, vectors of 2, 3,
4, 8 and 16 of them, pointers in many storage classes, arrays, structs,
matrices, cooperative matrices, images, ARM tensors) among those each
constraint accepts, most of the time related to one anchor type (the same
type, the same pointee, or the same shape), which satisfies MLIR's
same-type and same-shape traits often enough; required enum attributes get
a random case (bit enums zero to three bits), optional ones are absent
half the time. Ops whose instances rarely verify that way (regions,
symbols, indices, images, cooperative matrices, ...) have their own
generators (`HINTS`).

All instances of a run go into files of many `// -----`-separated chunks,
run with `--split-input-file` (a file that crashes a tool is bisected).
For each instance:
- mlir-opt accepts it: ir-opt must accept it and print a byte-identical
  report (the function's name, then each SPIR-V op's min version, max
  version, extensions and capabilities);
- mlir-opt rejects it: ir-opt should reject it too; a verification
  difference is listed with mlir-opt's (or ir-opt's) first error.

Prints a table per op (instances tried, accepted by mlir-opt, identical
reports, rejected by both, verification differences), the ops without any
accepted instance, and the differences (the first `--show` in full; all
differing instances are saved under `--save`).

    python3 bench/compare_op_availability.py                      # 40 per op
    python3 bench/compare_op_availability.py --count 100 --seed 7
    python3 bench/compare_op_availability.py --ops 'Atomic|GroupNonUniform'
    python3 bench/compare_op_availability.py --count 12 --emit-corpus tests/corpora/spirv-availability

`--emit-corpus DIR` writes accepted instances (up to `--per-op`, by
default `--count`, per op,
mlir-opt's accepted ones only) into a few files `DIR/ops-NN.mlir`
(`--corpus-name` changes `ops`; each file covers many ops, with
mlir-opt's report as `ops-NN.mlir.out`).

Standard library only. Exits 1 if any accepted instance's report differs.
"""

import collections
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

import differential

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_IR_OPT = os.path.join(REPO, "target", "release", "ir-opt")
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
LLVM_INCLUDE = "/usr/lib/llvm-22/include"
SPIRV_OPS_TD = os.path.join(LLVM_INCLUDE, "mlir/Dialect/SPIRV/IR/SPIRVOps.td")
FLAGS = ["--split-input-file", "--test-spirv-op-availability", "-o", os.devnull]
# ir-opt writes the report where it writes the module (stdout): reports()
# keeps only the report's lines.
OUR_FLAGS = ["--split-input-file", "--print-availability"]
SPLIT = "// -----"
CHUNKS_PER_FILE = 400


def llvm_tblgen():
    for candidate in ("/usr/lib/llvm-22/bin/llvm-tblgen", shutil.which("llvm-tblgen-22"), shutil.which("llvm-tblgen")):
        if candidate and os.path.exists(candidate):
            return candidate
    sys.exit("llvm-tblgen (22) is missing: apt-get install llvm-22")


def load_records(directory):
    """MLIR's SPIR-V records as JSON, dumped into `directory`."""
    path = os.path.join(directory, "spirv.json")
    subprocess.run([llvm_tblgen(), "--dump-json", "-I", LLVM_INCLUDE, SPIRV_OPS_TD, "-o", path], check=True)
    with open(path) as file:
        return json.load(file)


# ---------------------------------------------------------------------------
# Types: tuples, printed by `fmt`.
#   ("i", width, sign)  sign "" (signless), "s" or "u"
#   ("f", name)         "f16", "f32", "f64", "bf16"
#   ("vec", n, element)
#   ("ptr", pointee, storage class)
#   ("arr", n, element), ("rta", element), ("struct", members)
#   ("coop", rows, columns, element, scope, use)
#   ("mat", columns, column vector)
#   ("img", text), ("simg", image), ("tarm", shape, element), ("none",)


def fmt(t):
    kind = t[0]
    if kind == "i":
        return f"{t[2]}i{t[1]}"
    if kind == "f":
        return t[1]
    if kind == "vec":
        return f"vector<{t[1]}x{fmt(t[2])}>"
    if kind == "ptr":
        return f"!spirv.ptr<{fmt(t[1])}, {t[2]}>"
    if kind == "arr":
        return f"!spirv.array<{t[1]} x {fmt(t[2])}>"
    if kind == "rta":
        return f"!spirv.rtarray<{fmt(t[1])}>"
    if kind == "struct":
        return "!spirv.struct<(" + ", ".join(fmt(m) for m in t[1]) + ")>"
    if kind == "coop":
        return f"!spirv.coopmatrix<{t[1]}x{t[2]}x{fmt(t[3])}, {t[4]}, {t[5]}>"
    if kind == "mat":
        return f"!spirv.matrix<{t[1]} x {fmt(t[2])}>"
    if kind == "img":
        return f"!spirv.image<{t[1]}>"
    if kind == "simg":
        return f"!spirv.sampled_image<{fmt(t[1])}>"
    if kind == "tarm":
        return f"!spirv.arm.tensor<{'x'.join(map(str, t[1]))}x{fmt(t[2])}>"
    if kind == "none":
        return "none"
    raise ValueError(t)


I1 = ("i", 1, "")
I8, I16, I32, I64 = (("i", w, "") for w in (8, 16, 32, 64))
F16, F32, F64, BF16 = (("f", n) for n in ("f16", "f32", "f64", "bf16"))
INTS = [I8, I16, I32, I64, ("i", 8, "u"), ("i", 32, "u"), ("i", 32, "s"), ("i", 64, "u")]
FLOATS = [F16, F32, F64, BF16]
SCALARS = [I1] + INTS + FLOATS
LENGTHS = [2, 3, 4, 8, 16]
STORAGE_CLASSES = ["Function", "StorageBuffer", "Workgroup", "CrossWorkgroup", "Uniform", "PhysicalStorageBuffer",
                   "Generic", "Input", "Output", "PushConstant", "Private", "UniformConstant", "Image"]
IMAGE = ("img", "f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown")
IMAGES = [IMAGE,
          ("img", "f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f"),
          ("img", "i32, Dim3D, NoDepth, NonArrayed, SingleSampled, NoSampler, R32i"),
          ("img", "f32, Cube, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown"),
          ("img", "f32, Buffer, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8"),
          ("img", "f32, Dim2D, NoDepth, Arrayed, MultiSampled, NoSampler, Unknown"),
          ("img", "f32, Dim1D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown")]
STRUCTS = [("struct", (F32, I32)), ("struct", (I32, I32)), ("struct", (("vec", 4, I32), ("vec", 4, I32))),
           ("struct", (F32,)), ("struct", (("vec", 2, F32), ("vec", 2, I32)))]


def coop(element, use="MatrixA", scope="Subgroup", rows=8, columns=16):
    return ("coop", rows, columns, element, scope, use)


def pool():
    types = list(SCALARS)
    for n in LENGTHS:
        types.extend(("vec", n, s) for s in SCALARS)
    pointees = [I8, I16, I32, I64, F16, F32, F64, ("vec", 4, F32), ("vec", 4, I32), ("arr", 4, F32), ("rta", F32),
                ("struct", (F32, I32)), IMAGE]
    for storage in STORAGE_CLASSES:
        types.extend(("ptr", p, storage) for p in pointees)
    types += [("arr", 4, F32), ("arr", 2, I32), ("arr", 3, ("vec", 2, F16)), ("rta", F32), ("rta", I32)]
    types += STRUCTS
    for element in (I8, I32, ("i", 32, "u"), F16, F32, BF16, F64):
        for use in ("MatrixA", "MatrixB", "MatrixAcc"):
            types.append(coop(element, use))
    types += [coop(F32, "MatrixAcc", "Workgroup"), coop(F16, "MatrixA", "Subgroup", 16, 16)]
    types += [("mat", 4, ("vec", 4, F32)), ("mat", 3, ("vec", 2, F16)), ("mat", 2, ("vec", 3, F64)),
              ("mat", 4, ("vec", 3, F32))]
    types += IMAGES + [("simg", IMAGE), ("simg", IMAGES[3])]
    types += [("tarm", (2, 4), F32), ("tarm", (4,), I32), ("tarm", (1, 2, 3), I8)]
    types.append(("none",))
    return types


POOL = pool()


def shape(t):
    """What same-shape constraints compare: scalar, vector length, or a
    cooperative matrix's layout."""
    if t[0] == "vec":
        return ("v", t[1])
    if t[0] == "coop":
        return ("c",) + t[1:3] + t[4:]
    if t[0] in ("i", "f"):
        return ("s",)
    return (t[0],)


def element(t):
    if t[0] in ("vec", "arr", "rta"):
        return element(t[2] if t[0] != "rta" else t[1])
    if t[0] == "coop":
        return t[3]
    if t[0] == "mat":
        return element(t[2])
    return t


def width(t):
    e = element(t)
    if e[0] == "i":
        return e[1]
    if e[0] == "f":
        return 32 if e[1] == "f32" else 64 if e[1] == "f64" else 16
    return None


# ---------------------------------------------------------------------------
# Type constraints, interpreted from the records.

LEAF_ALIASES = {
    "bool": lambda t: t == I1,
    "Int32": lambda t: t == I32,
    "Int16": lambda t: t == I16,
    "Float32": lambda t: t == F32,
    "BFloat16": lambda t: t == BF16,
    "void": lambda t: t == ("none",),
    "any type": lambda t: True,
}

DIALECT_TYPES = {
    "SPIRV_AnyPtr": "ptr", "SPIRV_AnyArray": "arr", "SPIRV_AnyRTArray": "rta", "SPIRV_AnyStruct": "struct",
    "SPIRV_AnyCooperativeMatrix": "coop", "SPIRV_AnyMatrix": "mat", "SPIRV_AnySampledImage": "simg",
    "SPIRV_AnyImage": "img", "SPIRV_AnyTensorArm": "tarm",
}


class Constraints:
    def __init__(self, records):
        self.records = records
        self.cache = {}
        self.by_summary = {}
        for name, record in records.items():
            if name.startswith("!") or not isinstance(record, dict):
                continue
            classes = record.get("!superclasses", [])
            if "TypeConstraint" not in classes or any(
                    c in classes for c in ("ContainerType", "ShapedContainerType", "Variadic", "Optional")):
                continue
            self.by_summary.setdefault(record.get("summary"), name)

    def element(self, summary):
        if summary in LEAF_ALIASES:
            return LEAF_ALIASES[summary]
        return self.predicate(self.by_summary[summary])

    def predicate(self, name):
        if name not in self.cache:
            self.cache[name] = self.build(name)
        return self.cache[name]

    def build(self, name):
        record = self.records[name]
        classes = record["!superclasses"]
        summary = record.get("summary", "")
        if "Variadic" in classes or "Optional" in classes:
            return self.predicate(record["baseType"]["def"])
        if name == "AnyType":
            return lambda t: True
        if "TypeAlias" in classes:
            return LEAF_ALIASES[summary]
        if "AnyI" in classes:
            return lambda t, w=record["bitwidth"]: t[0] == "i" and t[1] == w
        if "IOrUI" in classes:
            return lambda t, w=record["bitwidth"]: t[0] == "i" and t[1] == w and t[2] in ("", "u")
        if "I" in classes and "bitwidth" in record:
            return lambda t, w=record["bitwidth"]: t == ("i", w, "")
        if "F" in classes and "bitwidth" in record:
            return lambda t, w=record["bitwidth"]: t == ("f", f"f{w}")
        if "DialectType" in classes:
            return lambda t, k=DIALECT_TYPES[name]: t[0] == k
        if "AllOfType" in classes or "AnyTypeOf" in classes:
            members = [self.predicate(ref["def"]) for ref in record["allowedTypes"]]
            if "AllOfType" in classes:
                return lambda t: all(m(t) for m in members)
            return lambda t: any(m(t) for m in members)
        if "VectorOfLength" in classes or "FixedVectorOfLength" in classes:
            lengths = [int(n) for n in re.fullmatch(r" of length ([\d/]+)", summary).group(1).split("/")]
            return lambda t: t[0] == "vec" and t[1] in lengths
        match = re.fullmatch(r"(?:fixed-length )?vector of (.*) values", summary)
        if match:
            inner = self.element(match.group(1))
            return lambda t: t[0] == "vec" and inner(t[2])
        match = re.fullmatch(r"Cooperative Matrix of (.*) values", summary)
        if match:
            inner = self.element(match.group(1))
            return lambda t: t[0] == "coop" and inner(t[3])
        match = re.fullmatch(r"Matrix of (.*) values", summary)
        if match:
            inner = self.element(match.group(1))
            return lambda t: t[0] == "mat" and inner(t[2][2])
        raise ValueError(f"unhandled type constraint {name}: {classes} {summary!r}")


# ---------------------------------------------------------------------------
# Ops

class Slot:
    def __init__(self, name, predicate, arity):
        self.name, self.predicate, self.arity = name, predicate, arity
        self.candidates = [t for t in POOL if predicate(t)]


class Attribute:
    """An attribute argument: an enum (`cases`, `bits`, `mnemonic`) or
    anything else (`kind`)."""

    def __init__(self, name, kind, optional, mnemonic=None, cases=None, bits=False):
        self.name, self.kind, self.optional = name, kind, optional
        self.mnemonic, self.cases, self.bits = mnemonic, cases, bits


class Op:
    def __init__(self, records, constraints, key):
        record = records[key]
        self.key = key
        self.name = "spirv." + record["opName"]
        self.operands, self.attributes, self.results = [], [], []
        self.traits = set()
        for trait in record["traits"]:
            trait_record = records[trait["def"]]
            self.traits.add(trait["def"] if not trait_record["!anonymous"] else trait_record["!superclasses"][-1])
            if trait_record.get("trait"):
                self.traits.add(trait_record["trait"])
        for arg, arg_name in record["arguments"]["args"]:
            arg_record = records[arg["def"]]
            classes = arg_record["!superclasses"]
            if "TypeConstraint" in classes and "AttrConstraint" not in classes:
                self.operands.append(Slot(arg_name, constraints.predicate(arg["def"]), arity(classes)))
                continue
            optional = "OptionalAttr" in classes or "DefaultValuedAttr" in classes
            base = records[arg_record["baseAttr"]["def"]] if optional else arg_record
            if "EnumAttr" in base["!superclasses"]:
                enum = records[base["enum"]["def"]]
                cases = [(records[c["def"]]["str"], records[c["def"]]["value"]) for c in enum["enumerants"]]
                self.attributes.append(Attribute(arg_name, "enum", optional, base["mnemonic"], cases,
                                                 "BitEnumBase" in enum["!superclasses"]))
            else:
                kind = base["!name"] if not base["!anonymous"] else base["!superclasses"][-1]
                self.attributes.append(Attribute(arg_name, kind, optional))
        for arg, arg_name in record["results"]["args"]:
            self.results.append(Slot(arg_name, constraints.predicate(arg["def"]),
                                     arity(records[arg["def"]]["!superclasses"])))
        self.regions = len(record["regions"]["args"])
        self.successors = len(record["successors"]["args"])


def arity(classes):
    if "Variadic" in classes:
        return "variadic"
    if "Optional" in classes:
        return "optional"
    return "single"


def load_ops(records):
    constraints = Constraints(records)
    return [Op(records, constraints, key) for key in records["!instanceof"]["SPIRV_Op"]]


# ---------------------------------------------------------------------------
# Instances

class Instance:
    """One op instance: the arguments of the function (or `spirv.func`)
    that holds it, its lines, and where they go: `func` (a `func.func`),
    `spirv` (a `spirv.func` in a `spirv.module`; `module_lines` go before
    it in the module), or `module` (the lines are the module's own ops)."""

    def __init__(self, op, args, lines, context="func", module_lines=(), module_header="Logical GLSL450",
                 terminated=False):
        self.op, self.args, self.lines = op, list(args), list(lines)
        self.context, self.module_lines, self.module_header = context, list(module_lines), module_header
        self.terminated = terminated

    def text(self, name):
        args = ", ".join(f"%{n}: {fmt(t) if isinstance(t, tuple) else t}" for n, t in self.args)
        if self.context == "func":
            body = [f"  {line}" for line in self.lines] + ["  return"]
            return "\n".join([f"func.func @{name}({args}) {{"] + body + ["}"])
        out = [f"func.func @{name}() {{", f"  spirv.module {self.module_header} {{"]
        out += [f"    {line}" for line in self.module_lines]
        if self.context == "module":
            out += [f"    {line}" for line in self.lines]
        else:
            out.append(f"    spirv.func @{name}_body({args}) \"None\" {{")
            out += [f"      {line}" for line in self.lines]
            if not self.terminated:
                out.append("      spirv.Return")
            out.append("    }")
        out += ["  }", "  return", "}"]
        return "\n".join(out)


def enum_value(rng, attribute):
    if attribute.bits:
        bits = [name for name, value in attribute.cases if value]
        chosen = rng.sample(bits, min(len(bits), rng.choice([0, 1, 1, 1, 2, 3])))
        text = "|".join(chosen) if chosen else "None"
    else:
        text = rng.choice(attribute.cases)[0]
    return f"#spirv.{attribute.mnemonic}<{text}>"


def related_choice(rng, candidates, anchor):
    """A candidate related to `anchor`: itself, the same pointee, the same
    shape and width, the same shape, in that order of preference."""
    if not candidates:
        return None
    if rng.random() < 0.15 or anchor is None:
        return rng.choice(candidates)
    core = anchor[1] if anchor[0] == "ptr" else anchor
    levels = [
        [t for t in candidates if t == anchor],
        [t for t in candidates if (t[1] if t[0] == "ptr" else t) == core],
        [t for t in candidates if shape(t) == shape(core) and width(t) == width(core)],
        [t for t in candidates if shape(t) == shape(core)],
    ]
    for level in levels:
        if level:
            return rng.choice(level)
    return rng.choice(candidates)


def op_line(op_name, operands, results, properties=(), regions=None, successors=""):
    """`%r0, %r1 = "op"(%a, %b) <{...}> (regions) : (types) -> (types)`."""
    lhs = ""
    if len(results) == 1:
        lhs = "%r0 = "
    elif len(results) > 1:
        lhs = f"%r:{len(results)} = "
    props = f" <{{{', '.join(properties)}}}>" if properties else ""
    result_types = ", ".join(fmt(t) for t in results)
    if len(results) != 1:
        result_types = f"({result_types})"
    regions_text = f" ({regions})" if regions else ""
    return (f"{lhs}\"{op_name}\"({', '.join(n for n, _ in operands)}){successors}{props}{regions_text} : "
            f"({', '.join(fmt(t) for _, t in operands)}) -> {result_types}")


def generic_instance(op, rng):
    """Random types for the operands and results, related to an anchor
    type; random enum cases; optional attributes absent half the time."""
    slots = op.operands + op.results
    anchored = [s for s in slots if s.candidates]
    anchor = rng.choice(rng.choice(anchored).candidates) if anchored else None
    operands, results, args = [], [], []
    for slot in op.operands:
        count = 1
        if slot.arity == "variadic":
            count = rng.choice([0, 1, 2, 3, 4])
        elif slot.arity == "optional":
            count = rng.choice([0, 1])
        for _ in range(count):
            t = related_choice(rng, slot.candidates, anchor)
            if t is None:
                return None
            name = f"%a{len(args)}"
            args.append((name[1:], t))
            operands.append((name, t))
    for slot in op.results:
        count = 1 if slot.arity == "single" else rng.choice([0, 1])
        for _ in range(count):
            t = related_choice(rng, slot.candidates, anchor)
            if t is None:
                return None
            results.append(t)
    properties = []
    for attribute in op.attributes:
        if attribute.kind != "enum" or (attribute.optional and rng.random() < 0.5):
            continue
        properties.append(f"{attribute.name} = {enum_value(rng, attribute)}")
    context = "spirv" if "InFunctionScope" in op.traits else "func"
    return Instance(op, args, [op_line(op.name, operands, results, properties)], context)


def attr_of(op, name):
    return next(a for a in op.attributes if a.name == name)


def maybe(rng, op, name, probability=0.5):
    """`name = #spirv...` for an enum attribute, or nothing (optional ones
    half the time)."""
    attribute = attr_of(op, name)
    if attribute.optional and rng.random() >= probability:
        return []
    return [f"{name} = {enum_value(rng, attribute)}"]


# Per-op generators for ops whose random instances rarely verify.

def pick(rng, types):
    return rng.choice(types)


def h_module(op, rng):
    header = pick(rng, ["Logical GLSL450", "Logical Vulkan", "Physical64 OpenCL", "Physical32 OpenCL",
                        "PhysicalStorageBuffer64 GLSL450", "PhysicalStorageBuffer64 Vulkan", "Logical Simple",
                        "Physical64 GLSL450"])
    requires = pick(rng, ["", " requires #spirv.vce<v1.0, [Shader], []>",
                          " requires #spirv.vce<v1.5, [Kernel, Addresses], [SPV_KHR_storage_buffer_storage_class]>"])
    return Instance(op, [], [f"spirv.module {header}{requires} {{", "}"])


def h_func(op, rng):
    control = pick(rng, ["None", "Inline", "DontInline", "Pure", "Const", "Inline|Pure", "OptNoneEXT"])
    t = pick(rng, [I32, F32, F16, I64, ("vec", 4, F32), ("ptr", F32, "StorageBuffer")])
    lines = [f"spirv.func @fn(%x: {fmt(t)}) -> {fmt(t)} \"{control}\" {{", f"  spirv.ReturnValue %x : {fmt(t)}", "}"]
    return Instance(op, [], lines, "module", module_header=pick(rng, ["Logical GLSL450", "Physical64 OpenCL"]))


def h_global_variable(op, rng):
    storage = pick(rng, ["Private", "Workgroup", "StorageBuffer", "Uniform", "Input", "Output", "CrossWorkgroup",
                         "UniformConstant", "PushConstant"])
    pointee = pick(rng, [F32, I32, I16, F64, ("vec", 4, F32), ("struct", (F32,))])
    extra = pick(rng, ["", " bind(0, 1)", " built_in(\"GlobalInvocationId\")"]) if storage != "Private" else ""
    if "built_in" in extra:
        pointee, storage = ("vec", 3, I32), "Input"
    line = f"spirv.GlobalVariable @var{extra} : !spirv.ptr<{fmt(pointee)}, {storage}>"
    return Instance(op, [], [line], "module")


def h_address_of(op, rng):
    storage = pick(rng, ["Private", "Workgroup", "StorageBuffer", "CrossWorkgroup", "PhysicalStorageBuffer"])
    ptr = f"!spirv.ptr<f32, {storage}>"
    name = "spirv.mlir.addressof" if op.name.endswith("addressof") else None
    return Instance(op, [], [f"%0 = {name} @var : {ptr}"], "spirv", [f"spirv.GlobalVariable @var : {ptr}"])


def h_reference_of(op, rng):
    t = pick(rng, [I32, F32, I1, F16, I64])
    value = {I32: "42 : i32", F32: "1.0 : f32", I1: "true", F16: "1.0 : f16", I64: "7 : i64"}[t]
    return Instance(op, [], [f"%0 = spirv.mlir.referenceof @sc : {fmt(t)}"], "spirv",
                    [f"spirv.SpecConstant @sc = {value}"])


def h_spec_constant(op, rng):
    value = pick(rng, ["42 : i32", "1.0 : f32", "true", "false", "1.0 : f16", "7 : i64", "3 : i8"])
    spec = pick(rng, ["", " spec_id(5)"])
    return Instance(op, [], [f"spirv.SpecConstant @sc{spec} = {value}"], "module")


def h_spec_constant_composite(op, rng):
    t = pick(rng, [I32, F32])
    value = {I32: "1 : i32", F32: "1.0 : f32"}[t]
    lines = [f"spirv.SpecConstant @a = {value}", f"spirv.SpecConstant @b = {value}"]
    if op.name.endswith("Replicate"):
        result = pick(rng, [("vec", 2, t), ("vec", 4, t), ("arr", 3, t)])
        return Instance(op, [], lines + [f"spirv.EXT.SpecConstantCompositeReplicate @c (@a) : {fmt(result)}"], "module")
    result = pick(rng, [("vec", 2, t), ("arr", 2, t), ("struct", (t, t))])
    return Instance(op, [], lines + [f"spirv.SpecConstantComposite @c (@a, @b) : {fmt(result)}"], "module")


def h_spec_constant_operation(op, rng):
    t = pick(rng, [I32, I16, I64, ("vec", 2, I32)])
    inner = pick(rng, ["IAdd", "ISub", "IMul", "BitwiseAnd", "BitwiseOr", "SNegate", "Not", "SDiv", "UMod",
                       "ShiftLeftLogical"])
    count = 1 if inner in ("SNegate", "Not") else 2
    constant = "dense<1>" if t[0] == "vec" else "1"
    lines = [f"%x = spirv.Constant {constant} : {fmt(t)}",
             "%0 = spirv.SpecConstantOperation wraps " + op_line(f"spirv.{inner}", [("%x", t)] * count, [t])[6:]]
    return Instance(op, [], lines, "spirv")


def h_entry_point(op, rng):
    model = pick(rng, ["GLCompute", "Vertex", "Fragment", "Kernel", "TaskEXT", "MeshEXT", "Geometry",
                       "TessellationControl", "RayGenerationKHR"])
    lines = ["spirv.func @main() \"None\" {", "  spirv.Return", "}", f"spirv.EntryPoint \"{model}\" @main"]
    if op.name.endswith("ExecutionMode"):
        mode = pick(rng, ["LocalSize 8, 4, 1", "OriginUpperLeft", "DepthReplacing", "PixelCenterInteger",
                          "SubgroupSize 32", "DenormPreserve 32", "RoundingModeRTE 16", "Invocations 2",
                          "OutputVertices 3", "LocalSizeHint 2, 2, 2", "SignedZeroInfNanPreserve 32",
                          "EarlyFragmentTests", "StencilRefReplacingEXT"])
        lines.append(f"spirv.ExecutionMode @main \"{mode}\"")
    return Instance(op, [], lines, "module")


def h_function_call(op, rng):
    t = pick(rng, [I32, F32, F64, I16, ("vec", 2, F16), ("ptr", F32, "Function")])
    lines = [f"%0 = spirv.FunctionCall @callee(%x) : ({fmt(t)}) -> {fmt(t)}"]
    callee = [f"spirv.func @callee(%y: {fmt(t)}) -> {fmt(t)} \"None\" {{", f"  spirv.ReturnValue %y : {fmt(t)}", "}"]
    return Instance(op, [("x", t)], lines, "spirv", callee)


def h_return_value(op, rng):
    t = pick(rng, [I32, F32, F16, ("vec", 3, I64)])
    lines = [f"spirv.func @g(%x: {fmt(t)}) -> {fmt(t)} \"None\" {{", f"  spirv.ReturnValue %x : {fmt(t)}", "}"]
    return Instance(op, [], lines, "module")


def h_terminator(op, rng):
    lines = [op_line(op.name, [], [])]
    if op.name.endswith("Unreachable"):
        lines = ["spirv.Return", "^dead:", "  " + lines[0]]
    return Instance(op, [], lines, "spirv", terminated=True)


def h_branch(op, rng):
    if op.name.endswith("BranchConditional"):
        weights = pick(rng, ["", " [1, 2]"])
        lines = [f"spirv.BranchConditional %c{weights}, ^a, ^b", "^a:", "  spirv.Return", "^b:", "  spirv.Return"]
        return Instance(op, [("c", I1)], lines, "spirv", terminated=True)
    t = pick(rng, [I32, F32, ("vec", 2, F64)])
    lines = [f"spirv.Branch ^a(%x : {fmt(t)})", f"^a(%y: {fmt(t)}):", "  spirv.Return"]
    return Instance(op, [("x", t)], lines, "spirv", terminated=True)


def h_switch(op, rng):
    t = pick(rng, [I32, I8, I64, I16])
    lines = [f"spirv.Switch %s : {fmt(t)}, [", "  default: ^d,", "  1: ^a,", "  5: ^a", "]",
             "^d:", "  spirv.Return", "^a:", "  spirv.Return"]
    return Instance(op, [("s", t)], lines, "spirv", terminated=True)


def h_loop(op, rng):
    control = pick(rng, ["None", "Unroll", "DontUnroll", "DependencyInfinite", "MinIterations", "MaxIterations",
                         "IterationMultiple", "PeelCount", "PartialCount", "InitiationIntervalINTEL",
                         "Unroll|DependencyInfinite"])
    lines = [f"spirv.mlir.loop control({control}) {{", "  spirv.Branch ^header", "^header:",
             "  spirv.BranchConditional %c, ^body, ^merge", "^body:", "  spirv.Branch ^continue", "^continue:",
             "  spirv.Branch ^header", "^merge:", "  spirv.mlir.merge", "}"]
    return Instance(op, [("c", I1)], lines, "spirv")


def h_selection(op, rng):
    control = pick(rng, ["None", "Flatten", "DontFlatten"])
    lines = [f"spirv.mlir.selection control({control}) {{", "  spirv.BranchConditional %c, ^then, ^merge",
             "^then:", "  spirv.Branch ^merge", "^merge:", "  spirv.mlir.merge", "}"]
    return Instance(op, [("c", I1)], lines, "spirv")


def h_yield(op, rng):
    return h_spec_constant_operation(op, rng)


def h_constant(op, rng):
    t, value = pick(rng, [(I32, "1"), (F32, "1.0"), (I1, "true"), (F16, "2.0"), (F64, "0.5"), (I64, "3"),
                          (I8, "1"), (I16, "7"), (BF16, "1.0"), (("vec", 2, I32), "dense<[1, 2]>"),
                          (("vec", 4, F32), "dense<1.0>"), (("vec", 8, I64), "dense<2>"),
                          (("arr", 2, F32), "[1.0 : f32, 2.0 : f32]"),
                          (coop(F32, "MatrixAcc"), "dense<0.0>")])
    if op.name.endswith("Replicate"):
        result = pick(rng, [("vec", 2, I32), ("vec", 3, F32), ("arr", 4, I32), coop(F32, "MatrixAcc")])
        e = element(result)
        value = "1 : i32" if e == I32 else "1.0 : f32"
        return Instance(op, [], [f"%0 = spirv.EXT.ConstantCompositeReplicate [{value}] : {fmt(result)}"])
    return Instance(op, [], [f"%0 = spirv.Constant {value} : {fmt(t)}"])


def h_composite_construct(op, rng):
    e = pick(rng, [I32, F32, F16, I8, F64, I1, I64])
    n = pick(rng, [2, 3, 4, 8, 16])
    result = pick(rng, [("vec", n, e), ("arr", 2, e), ("struct", (e, e))])
    if result[0] == "vec":
        count = n
    else:
        count = 2
    args = [(f"a{i}", e) for i in range(count)]
    operands = [(f"%{n_}", t) for n_, t in args]
    return Instance(op, args, [op_line(op.name, operands, [result])])


def h_composite_extract(op, rng):
    e = pick(rng, [I32, F32, F16, I64, I1])
    composite, index, result = pick(rng, [(("vec", 4, e), "[1 : i32]", e), (("arr", 3, e), "[2 : i32]", e),
                                          (("struct", (e, F32)), "[0 : i32]", e),
                                          (("arr", 2, ("vec", 3, e)), "[1 : i32, 2 : i32]", e),
                                          (("mat", 4, ("vec", 4, F32)), "[1 : i32]", ("vec", 4, F32))])
    if op.name.endswith("Insert"):
        line = op_line(op.name, [("%v", result), ("%c", composite)], [composite], [f"indices = {index}"])
        return Instance(op, [("v", result), ("c", composite)], [line])
    return Instance(op, [("c", composite)], [op_line(op.name, [("%c", composite)], [result], [f"indices = {index}"])])


def h_vector_shuffle(op, rng):
    e = pick(rng, [I32, F32, F16, I8, I1])
    n = pick(rng, [2, 3, 4])
    m = pick(rng, [2, 3, 4, 8])
    components = ", ".join(f"{rng.randrange(2 * n)} : i32" for _ in range(m))
    a = ("vec", n, e)
    return Instance(op, [("a", a), ("b", a)],
                    [op_line(op.name, [("%a", a), ("%b", a)], [("vec", m, e)], [f"components = [{components}]"])])


def h_vector_dynamic(op, rng):
    e = pick(rng, [I32, F32, F16, I8, I1, F64])
    v = ("vec", pick(rng, [2, 3, 4, 8, 16]), e)
    index = pick(rng, [I32, I8, I64, I16])
    if "Insert" in op.name:
        return Instance(op, [("v", v), ("c", e), ("i", index)],
                        [op_line(op.name, [("%v", v), ("%c", e), ("%i", index)], [v])])
    return Instance(op, [("v", v), ("i", index)], [op_line(op.name, [("%v", v), ("%i", index)], [e])])


def h_access_chain(op, rng):
    storage = pick(rng, ["Function", "StorageBuffer", "Workgroup", "CrossWorkgroup", "Uniform", "PhysicalStorageBuffer",
                         "Private"])
    base, indices, result = pick(rng, [(("arr", 4, F32), [I32], F32), (("struct", (F32, I32)), ["c0"], F32),
                                       (("vec", 4, I32), [I64], I32), (("rta", F32), [I32], F32),
                                       (("arr", 2, ("vec", 3, F16)), [I32, I32], F16)])
    lines, args = [], []
    operands = []
    if op.name.endswith("spirv.AccessChain"):
        pass
    else:
        base, indices, result = base, [I32] + indices, result
    ptr = ("ptr", base, storage)
    args.append(("p", ptr))
    operands.append(("%p", ptr))
    for index, t in enumerate(indices):
        if t == "c0":
            lines.append(f"%c{index} = spirv.Constant 0 : i32")
            operands.append((f"%c{index}", I32))
        else:
            args.append((f"i{index}", t))
            operands.append((f"%i{index}", t))
    if not op.name.endswith("spirv.AccessChain") and base[0] == "struct":
        return None
    lines.append(op_line(op.name, operands, [("ptr", result if op.name.endswith("spirv.AccessChain") else result, storage)]))
    if not op.name.endswith("spirv.AccessChain"):
        # PtrAccessChain: the element pointer (first index) then into the base type
        lines[-1] = op_line(op.name, operands, [("ptr", result, storage)])
    return Instance(op, args, lines, "spirv" if rng.random() < 0.3 else "func")


def h_variable(op, rng):
    t = pick(rng, [F32, I32, ("vec", 4, F32), ("arr", 4, I32), I64, F16])
    init = rng.random() < 0.4
    operands = [("%x", t)] if init else []
    line = op_line(op.name, operands, [("ptr", t, "Function")], ["storage_class = #spirv.storage_class<Function>"])
    return Instance(op, [("x", t)] if init else [], [line], "spirv")


def h_load_store(op, rng):
    storage = pick(rng, STORAGE_CLASSES[:8])
    t = pick(rng, [F32, I32, ("vec", 4, F32), I8, I16, F16, I64, F64])
    ptr = ("ptr", t, storage)
    props = maybe(rng, op, "memory_access", 0.7)
    if props and "Aligned" in props[0]:
        props.append("alignment = 4 : i32")
    if op.name.endswith("Load"):
        return Instance(op, [("p", ptr)], [op_line(op.name, [("%p", ptr)], [t], props)])
    return Instance(op, [("p", ptr), ("v", t)], [op_line(op.name, [("%p", ptr), ("%v", t)], [], props)])


def h_copy_memory(op, rng):
    t = pick(rng, [F32, I32, ("vec", 4, F32)])
    a = ("ptr", t, pick(rng, ["Function", "StorageBuffer", "Workgroup"]))
    b = ("ptr", t, pick(rng, ["Function", "StorageBuffer", "Workgroup"]))
    props = maybe(rng, op, "memory_access", 0.6)
    if props and "Aligned" in props[0]:
        props.append("alignment = 4 : i32")
        if rng.random() < 0.5:
            props.append("source_memory_access = #spirv.memory_access<Aligned>")
            props.append("source_alignment = 8 : i32")
    return Instance(op, [("a", a), ("b", b)], [op_line(op.name, [("%a", a), ("%b", b)], [], props)])


def h_struct_result(op, rng):
    e = pick(rng, [I32, I16, I64, I8, ("vec", 2, I32), ("vec", 4, I64)])
    if op.name.endswith("FrexpStruct"):
        f = pick(rng, [F32, F16, F64, ("vec", 3, F32)])
        i = I32 if f[0] == "f" else ("vec", f[1], I32)
        return Instance(op, [("x", f)], [op_line(op.name, [("%x", f)], [("struct", (f, i))])])
    return Instance(op, [("a", e), ("b", e)], [op_line(op.name, [("%a", e), ("%b", e)], [("struct", (e, e))])])


def h_dot(op, rng):
    name = op.name
    packed = rng.random() < 0.3
    if packed:
        factor = pick(rng, [I32, ("i", 32, "u")])
        props = ["format = #spirv.packed_vector_format<PackedVectorFormat4x8Bit>"]
    else:
        factor = ("vec", pick(rng, [2, 3, 4]), pick(rng, [I8, I16, I32, I64]))
        if factor[2] == I8:
            factor = ("vec", 4, I8) if rng.random() < 0.7 else factor
        props = []
    result = pick(rng, [I32, I64, I16, I8])
    if width(result) < width(factor) and not packed:
        result = ("i", width(factor), "")
    operands = [("%a", factor), ("%b", factor)]
    args = [("a", factor), ("b", factor)]
    if "AccSat" in name:
        operands.append(("%c", result))
        args.append(("c", result))
    return Instance(op, args, [op_line(name, operands, [result], props)])


def h_float_dot(op, rng):
    e = pick(rng, FLOATS)
    v = ("vec", pick(rng, LENGTHS), e)
    return Instance(op, [("a", v), ("b", v)], [op_line(op.name, [("%a", v), ("%b", v)], [e])])


def h_matrix(op, rng):
    name = op.name.split(".")[-1]
    f = pick(rng, [F32, F16, F64])
    rows, cols = pick(rng, [2, 3, 4]), pick(rng, [2, 3, 4])
    m = ("mat", cols, ("vec", rows, f))
    if name == "MatrixTimesScalar":
        return Instance(op, [("m", m), ("s", f)], [op_line(op.name, [("%m", m), ("%s", f)], [m])])
    if name == "MatrixTimesVector":
        v = ("vec", cols, f)
        return Instance(op, [("m", m), ("v", v)], [op_line(op.name, [("%m", m), ("%v", v)], [("vec", rows, f)])])
    if name == "VectorTimesMatrix":
        v = ("vec", rows, f)
        return Instance(op, [("v", v), ("m", m)], [op_line(op.name, [("%v", v), ("%m", m)], [("vec", cols, f)])])
    if name == "Transpose":
        return Instance(op, [("m", m)], [op_line(op.name, [("%m", m)], [("mat", rows, ("vec", cols, f))])])
    if name == "MatrixTimesMatrix":
        k = pick(rng, [2, 3, 4])
        b = ("mat", k, ("vec", cols, f))
        return Instance(op, [("a", m), ("b", b)], [op_line(op.name, [("%a", m), ("%b", b)], [("mat", k, ("vec", rows, f))])])
    if name == "VectorTimesScalar":
        v = ("vec", rows, f)
        return Instance(op, [("v", v), ("s", f)], [op_line(op.name, [("%v", v), ("%s", f)], [v])])
    return None


def h_coop(op, rng):
    name = op.name.split(".")[-1]
    e = pick(rng, [F16, F32, I8, I32, ("i", 32, "u")])
    storage = pick(rng, ["StorageBuffer", "Workgroup", "Function", "PhysicalStorageBuffer"])
    layout = (f"matrix_layout = {enum_value(rng, attr_of(op, 'matrix_layout'))}"
              if any(a.name == "matrix_layout" for a in op.attributes) else None)
    access = maybe(rng, op, "memory_operand", 0.5) if name in ("CooperativeMatrixLoad", "CooperativeMatrixStore") else []
    if access and "Aligned" in access[0]:
        access.append("alignment = 16 : i32")
    m = coop(e, pick(rng, ["MatrixA", "MatrixB", "MatrixAcc"]))
    ptr = ("ptr", e, storage)
    stride = pick(rng, [I32, I64, I16])
    if name == "CooperativeMatrixLoad":
        return Instance(op, [("p", ptr), ("s", stride)],
                        [op_line(op.name, [("%p", ptr), ("%s", stride)], [m], [layout] + access)])
    if name == "CooperativeMatrixStore":
        return Instance(op, [("p", ptr), ("m", m), ("s", stride)],
                        [op_line(op.name, [("%p", ptr), ("%m", m), ("%s", stride)], [], [layout] + access)])
    if name == "CooperativeMatrixLength":
        return Instance(op, [], [f"%0 = spirv.KHR.CooperativeMatrixLength : {fmt(m)}"])
    if name == "CooperativeMatrixMulAdd":
        f = e[0] == "f"
        a, b, c = coop(e, "MatrixA", rows=8, columns=16), coop(e, "MatrixB", rows=16, columns=8), coop(
            e if f else I32, "MatrixAcc", rows=8, columns=8)
        props = []
        if rng.random() < 0.5:
            cases = ["AccSat", "ASigned", "BSigned", "CSigned", "ResultSigned", "ASigned|BSigned", "None",
                     "SaturatingAccumulation"]
            props = [f"matrix_operands = #spirv.coop_matrix_operands<{pick(rng, cases)}>"]
        return Instance(op, [("a", a), ("b", b), ("c", c)],
                        [op_line(op.name, [("%a", a), ("%b", b), ("%c", c)], [c], props)])
    return None


def h_image(op, rng):
    name = op.name.split(".")[-1]
    sampled_image = ("simg", IMAGE)
    coord = ("vec", 2, F32)
    if name == "Image":
        return Instance(op, [("s", sampled_image)], [op_line(op.name, [("%s", sampled_image)], [IMAGE])])
    if name == "ImageQuerySize":
        image = pick(rng, [("img", "f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f"),
                           ("img", "f32, Buffer, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8"),
                           ("img", "i32, Dim3D, NoDepth, NonArrayed, SingleSampled, NoSampler, R32i")])
        n = {"Dim2D": 2, "Buffer": 1, "Dim3D": 3}[image[1].split(", ")[1]]
        result = I32 if n == 1 else ("vec", n, I32)
        return Instance(op, [("i", image)], [op_line(op.name, [("%i", image)], [result])])
    storage_image = ("img", "f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, " +
                     pick(rng, ["Rgba32f", "Unknown", "R32f", "Rg16f"]))
    icoord = ("vec", 2, I32)
    operands_attr = maybe(rng, op, "image_operands", 0.3) if any(a.name == "image_operands" for a in op.attributes) else []
    if operands_attr and operands_attr[0].split("<")[-1] not in ("None>",):
        operands_attr = []  # image operands need their own operands
    if name == "ImageRead":
        return Instance(op, [("i", storage_image), ("c", icoord)],
                        [op_line(op.name, [("%i", storage_image), ("%c", icoord)], [("vec", 4, F32)], operands_attr)])
    if name == "ImageWrite":
        texel = ("vec", 4, F32)
        return Instance(op, [("i", storage_image), ("c", icoord), ("t", texel)],
                        [op_line(op.name, [("%i", storage_image), ("%c", icoord), ("%t", texel)], [], operands_attr)])
    if name == "ImageFetch":
        image = ("img", "f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8")
        return Instance(op, [("i", image), ("c", icoord)],
                        [op_line(op.name, [("%i", image), ("%c", icoord)], [("vec", 4, F32)], operands_attr)])
    if name == "ImageDrefGather":
        dref = F32
        component = I32
        return Instance(op, [("s", sampled_image), ("c", coord), ("d", dref)],
                        [op_line(op.name, [("%s", sampled_image), ("%c", coord), ("%d", dref)], [("vec", 4, F32)],
                                 operands_attr)])
    if name == "ImageSampleImplicitLod":
        return Instance(op, [("s", sampled_image), ("c", coord)],
                        [op_line(op.name, [("%s", sampled_image), ("%c", coord)], [("vec", 4, F32)], operands_attr)], "spirv")
    if name == "ImageSampleExplicitLod":
        lod = ("%l", F32)
        props = ["image_operands = #spirv.image_operands<Lod>"]
        return Instance(op, [("s", sampled_image), ("c", coord), ("l", F32)],
                        [op_line(op.name, [("%s", sampled_image), ("%c", coord), lod], [("vec", 4, F32)], props)])
    if name == "ImageSampleProjDrefImplicitLod":
        depth_image = ("simg", ("img", "f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown"))
        c3 = ("vec", 3, F32)
        return Instance(op, [("s", depth_image), ("c", c3), ("d", F32)],
                        [op_line(op.name, [("%s", depth_image), ("%c", c3), ("%d", F32)], [F32], operands_attr)], "spirv")
    return None


def h_cast_ptr(op, rng):
    name = op.name.split(".")[-1]
    t = pick(rng, [F32, I32, I8, ("vec", 4, F32)])
    storage = pick(rng, ["Workgroup", "CrossWorkgroup", "Function"])
    specific, generic = ("ptr", t, storage), ("ptr", t, "Generic")
    if name == "PtrCastToGeneric":
        return Instance(op, [("p", specific)], [op_line(op.name, [("%p", specific)], [generic])])
    return Instance(op, [("p", generic)], [op_line(op.name, [("%p", generic)], [specific])])


def h_ptr_int(op, rng):
    name = op.name.split(".")[-1]
    ptr = ("ptr", pick(rng, [F32, I32]), pick(rng, ["PhysicalStorageBuffer", "CrossWorkgroup", "Generic", "Function"]))
    integer = pick(rng, [I32, I64, ("i", 64, "u")])
    header = pick(rng, ["Physical64 OpenCL", "PhysicalStorageBuffer64 GLSL450", "Physical32 OpenCL", "Logical GLSL450"])
    if name == "ConvertPtrToU":
        return Instance(op, [("p", ptr)], [op_line(op.name, [("%p", ptr)], [integer])], "spirv", module_header=header)
    return Instance(op, [("i", integer)], [op_line(op.name, [("%i", integer)], [ptr])], "spirv", module_header=header)


def h_printf(op, rng):
    args = [(f"a{i}", pick(rng, [I32, F32, I64])) for i in range(rng.choice([0, 1, 2]))]
    operands = [(f"%{n}", t) for n, t in args]
    fmt_ptr = ("ptr", I8, "UniformConstant")
    return Instance(op, [("f", fmt_ptr)] + args, [op_line(op.name, [("%f", fmt_ptr)] + operands, [I32])])


def h_block_rw(op, rng):
    t = pick(rng, [I32, I16, I8, ("vec", 2, I32), ("vec", 4, I16), I64])
    ptr = ("ptr", t, pick(rng, ["StorageBuffer", "CrossWorkgroup", "Workgroup"]))
    if op.name.endswith("Read"):
        return Instance(op, [("p", ptr)], [op_line(op.name, [("%p", ptr)], [t])])
    return Instance(op, [("p", ptr), ("v", t)], [op_line(op.name, [("%p", ptr), ("%v", t)], [])])


def h_atomic(op, rng):
    name = op.name.split(".")[-1]
    t = pick(rng, [I32, I64, ("i", 32, "u"), I16, I8] if "FAdd" not in name else [F32, F16, F64])
    ptr = ("ptr", t, pick(rng, ["StorageBuffer", "Workgroup", "CrossWorkgroup", "Function", "PhysicalStorageBuffer",
                                "Generic", "Image", "Uniform"]))
    props = [f"memory_scope = {enum_value(rng, attr_of(op, 'memory_scope'))}"]
    for attribute in op.attributes:
        if attribute.name.endswith("semantics"):
            props.append(f"{attribute.name} = {enum_value(rng, attribute)}")
    operands = [("%p", ptr)] + [(f"%v{i}", t) for i in range(len(op.operands) - 1)]
    args = [(n[1:], t_) for n, t_ in operands]
    return Instance(op, args, [op_line(op.name, operands, [t] if op.results else [], props)])


def h_group_nonuniform(op, rng):
    """Non-uniform group ops: scope, group operation, and the cluster size
    a clustered reduce needs."""
    slots = op.operands
    anchor_slot = next((s for s in slots if s.name == "value"), slots[0] if slots else None)
    anchor = pick(rng, anchor_slot.candidates) if anchor_slot else None
    operands, args, lines, props = [], [], [], []
    clustered = False
    for attribute in op.attributes:
        value = enum_value(rng, attribute)
        if attribute.name == "execution_scope":
            value = f"#spirv.scope<{pick(rng, ['Subgroup', 'Subgroup', 'Workgroup', 'Device'])}>"
        if attribute.optional and rng.random() < 0.5:
            continue
        clustered = clustered or "ClusteredReduce" in value
        props.append(f"{attribute.name} = {value}")
    for slot in slots:
        if slot.arity == "optional":
            if not clustered:
                continue
            lines.append(f"%cs = spirv.Constant {pick(rng, [2, 4, 8])} : i32")
            operands.append(("%cs", I32))
            continue
        if slot.name == "id" and op.name.endswith("Broadcast") and rng.random() < 0.7:
            lines.append("%id = spirv.Constant 1 : i32")
            operands.append(("%id", I32))
            continue
        if slot.name in ("id", "delta", "mask", "offset") and I32 in slot.candidates:
            t = pick(rng, [I32, ("i", 32, "u"), I32])
            if t not in slot.candidates:
                t = I32
        else:
            t = related_choice(rng, slot.candidates, anchor)
        if t is None:
            return None
        args.append((f"a{len(args)}", t))
        operands.append((f"%{args[-1][0]}", t))
    results = [related_choice(rng, s.candidates, anchor) for s in op.results]
    lines.append(op_line(op.name, operands, results, props))
    return Instance(op, args, lines)


def h_graph(op, rng):
    name = op.name.split(".")[-1]
    t = ("tarm", (2, 4), pick(rng, [F32, I32, I8]))
    graph = [f"spirv.ARM.Graph @g(%x: {fmt(t)}) -> {fmt(t)} {{", f"  spirv.ARM.GraphOutputs %x : {fmt(t)}", "}"]
    if name == "GraphEntryPoint":
        lines = ["spirv.GlobalVariable @in bind(0, 0) : !spirv.ptr<" + fmt(t) + ", UniformConstant>",
                 "spirv.GlobalVariable @out bind(0, 1) : !spirv.ptr<" + fmt(t) + ", UniformConstant>"]
        graph[0] = graph[0].replace(" {", " attributes {entry_point = true} {") if False else graph[0]
        return Instance(op, [], lines + graph + ["spirv.ARM.GraphEntryPoint @g, @in, @out"], "module",
                        module_header="Logical Vulkan")
    if name == "GraphConstant":
        graph = [f"spirv.ARM.Graph @g(%x: {fmt(t)}) -> {fmt(t)} {{",
                 f"  %c = spirv.ARM.GraphConstant {{graph_constant_id = {rng.randrange(4)} : i32}} : {fmt(t)}",
                 f"  spirv.ARM.GraphOutputs %c : {fmt(t)}", "}"]
    return Instance(op, [], graph, "module", module_header="Logical Vulkan")


def h_mesh(op, rng):
    name = op.name.split(".")[-1]
    if name == "EmitMeshTasks":
        args = [("x", I32), ("y", I32), ("z", I32)]
        if rng.random() < 0.5:
            args.append(("p", ("ptr", pick(rng, [I32, F32]), "TaskPayloadWorkgroupEXT")))
        return Instance(op, args, [op_line(op.name, [(f"%{n}", t) for n, t in args], [])], "spirv", terminated=True)
    return None


def h_select(op, rng):
    t = pick(rng, [I32, F32, F16, I64, ("vec", 4, F32), ("vec", 3, I8), ("ptr", F32, "Function"), ("vec", 2, I1),
                   ("vec", 16, F64), ("vec", 8, I16)])
    condition = I1 if t[0] != "vec" or rng.random() < 0.5 else ("vec", t[1], I1)
    return Instance(op, [("c", condition), ("a", t), ("b", t)],
                    [op_line(op.name, [("%c", condition), ("%a", t), ("%b", t)], [t])])


def h_bitcast(op, rng):
    a, b = pick(rng, [(I32, F32), (F32, I32), (I64, F64), (("vec", 2, I32), I64), (I64, ("vec", 2, F32)),
                      (F16, I16), (("vec", 4, I8), I32), (("vec", 2, F16), F32), (("ptr", F32, "Function"), ("ptr", I32, "Function")),
                      (("ptr", F32, "PhysicalStorageBuffer"), I64), (I64, ("ptr", I32, "PhysicalStorageBuffer"))])
    return Instance(op, [("x", a)], [op_line(op.name, [("%x", a)], [b])])


def h_convert(op, rng):
    """Conversions: same shape, different width or kind."""
    name = op.name.split(".")[-1]
    n = pick(rng, [None, 2, 3, 4, 8, 16])

    def shaped(e):
        return e if n is None else ("vec", n, e)
    source_slot, result_slot = op.operands[0], op.results[0]
    sources = [t for t in source_slot.candidates if shape(t) == shape(shaped(I32))]
    results = [t for t in result_slot.candidates if shape(t) == shape(shaped(I32))]
    if not sources or not results:
        return None
    a = pick(rng, sources)
    b = pick(rng, results)
    if name in ("SConvert", "UConvert", "FConvert"):
        others = [t for t in results if width(t) != width(a)]
        b = pick(rng, others) if others else b
    return Instance(op, [("x", a)], [op_line(op.name, [("%x", a)], [b])])


def h_intel_convert(op, rng):
    name = op.name.split(".")[-1]
    n = pick(rng, [None, 2, 4])

    def shaped(e):
        return e if n is None else ("vec", n, e)
    if name == "ConvertFToBF16":
        a, b = shaped(F32), shaped(I16)
    elif name == "ConvertBF16ToF":
        a, b = shaped(I16), shaped(F32)
    else:
        a, b = shaped(F32), shaped(F32)
    return Instance(op, [("x", a)], [op_line(op.name, [("%x", a)], [b])])


def h_group_broadcast(op, rng):
    t = pick(rng, [I32, F32, ("vec", 4, F32), I64, F16])
    local = pick(rng, [I32, ("vec", 2, I32), ("vec", 3, I32)])
    scope = f"execution_scope = #spirv.scope<{pick(rng, ['Workgroup', 'Subgroup'])}>"
    return Instance(op, [("v", t), ("l", local)], [op_line(op.name, [("%v", t), ("%l", local)], [t], [scope])])


def h_subgroup_ballot(op, rng):
    return Instance(op, [("p", I1)], [op_line(op.name, [("%p", I1)], [("vec", 4, I32)])])


def h_assume(op, rng):
    return Instance(op, [("c", I1)], [op_line(op.name, [("%c", I1)], [])])


def h_barrier(op, rng):
    props = []
    for attribute in op.attributes:
        props.append(f"{attribute.name} = {enum_value(rng, attribute)}")
    return Instance(op, [], [op_line(op.name, [], [], props)])


def h_undef(op, rng):
    t = pick(rng, [I32, F32, ("vec", 4, F16), ("struct", (F32, I32)), ("arr", 4, F32), ("ptr", F32, "Function"),
                   I64, F64, I8, coop(F32, "MatrixAcc"), ("mat", 4, ("vec", 4, F32))])
    return Instance(op, [], [op_line(op.name, [], [t])])


def h_set_mesh(op, rng):
    return Instance(op, [("x", I32), ("y", I32)], [op_line(op.name, [("%x", I32), ("%y", I32)], [])], "spirv")


def h_geometry(op, rng):
    return Instance(op, [], [op_line(op.name, [], [])], "spirv")


HINTS = {
    "spirv.module": h_module,
    "spirv.func": h_func,
    "spirv.GlobalVariable": h_global_variable,
    "spirv.mlir.addressof": h_address_of,
    "spirv.mlir.referenceof": h_reference_of,
    "spirv.SpecConstant": h_spec_constant,
    "spirv.SpecConstantComposite": h_spec_constant_composite,
    "spirv.EXT.SpecConstantCompositeReplicate": h_spec_constant_composite,
    "spirv.SpecConstantOperation": h_spec_constant_operation,
    "spirv.mlir.yield": h_yield,
    "spirv.EntryPoint": h_entry_point,
    "spirv.ExecutionMode": h_entry_point,
    "spirv.FunctionCall": h_function_call,
    "spirv.ReturnValue": h_return_value,
    "spirv.Return": h_terminator,
    "spirv.Unreachable": h_terminator,
    "spirv.Kill": h_terminator,
    "spirv.Branch": h_branch,
    "spirv.BranchConditional": h_branch,
    "spirv.Switch": h_switch,
    "spirv.mlir.loop": h_loop,
    "spirv.mlir.selection": h_selection,
    "spirv.mlir.merge": h_selection,
    "spirv.Constant": h_constant,
    "spirv.EXT.ConstantCompositeReplicate": h_constant,
    "spirv.CompositeConstruct": h_composite_construct,
    "spirv.CompositeExtract": h_composite_extract,
    "spirv.CompositeInsert": h_composite_extract,
    "spirv.VectorShuffle": h_vector_shuffle,
    "spirv.VectorExtractDynamic": h_vector_dynamic,
    "spirv.VectorInsertDynamic": h_vector_dynamic,
    "spirv.AccessChain": h_access_chain,
    "spirv.PtrAccessChain": h_access_chain,
    "spirv.InBoundsPtrAccessChain": h_access_chain,
    "spirv.Variable": h_variable,
    "spirv.Load": h_load_store,
    "spirv.Store": h_load_store,
    "spirv.CopyMemory": h_copy_memory,
    "spirv.IAddCarry": h_struct_result,
    "spirv.ISubBorrow": h_struct_result,
    "spirv.SMulExtended": h_struct_result,
    "spirv.UMulExtended": h_struct_result,
    "spirv.GL.FrexpStruct": h_struct_result,
    "spirv.Dot": h_float_dot,
    "spirv.SDot": h_dot, "spirv.UDot": h_dot, "spirv.SUDot": h_dot,
    "spirv.SDotAccSat": h_dot, "spirv.UDotAccSat": h_dot, "spirv.SUDotAccSat": h_dot,
    "spirv.MatrixTimesScalar": h_matrix, "spirv.MatrixTimesVector": h_matrix, "spirv.VectorTimesMatrix": h_matrix,
    "spirv.Transpose": h_matrix, "spirv.MatrixTimesMatrix": h_matrix, "spirv.VectorTimesScalar": h_matrix,
    "spirv.KHR.CooperativeMatrixLoad": h_coop, "spirv.KHR.CooperativeMatrixStore": h_coop,
    "spirv.KHR.CooperativeMatrixLength": h_coop, "spirv.KHR.CooperativeMatrixMulAdd": h_coop,
    "spirv.Image": h_image, "spirv.ImageQuerySize": h_image, "spirv.ImageRead": h_image, "spirv.ImageWrite": h_image,
    "spirv.ImageFetch": h_image, "spirv.ImageDrefGather": h_image, "spirv.ImageSampleImplicitLod": h_image,
    "spirv.ImageSampleExplicitLod": h_image, "spirv.ImageSampleProjDrefImplicitLod": h_image,
    "spirv.PtrCastToGeneric": h_cast_ptr, "spirv.GenericCastToPtr": h_cast_ptr,
    "spirv.GenericCastToPtrExplicit": h_cast_ptr,
    "spirv.ConvertPtrToU": h_ptr_int, "spirv.ConvertUToPtr": h_ptr_int,
    "spirv.CL.printf": h_printf,
    "spirv.INTEL.SubgroupBlockRead": h_block_rw, "spirv.INTEL.SubgroupBlockWrite": h_block_rw,
    "spirv.ARM.Graph": h_graph, "spirv.ARM.GraphConstant": h_graph, "spirv.ARM.GraphEntryPoint": h_graph,
    "spirv.ARM.GraphOutputs": h_graph,
    "spirv.EXT.EmitMeshTasks": h_mesh,
    "spirv.EXT.SetMeshOutputs": h_set_mesh,
    "spirv.EmitVertex": h_geometry, "spirv.EndPrimitive": h_geometry,
    "spirv.Select": h_select,
    "spirv.Bitcast": h_bitcast,
    "spirv.INTEL.ConvertBF16ToF": h_intel_convert, "spirv.INTEL.ConvertFToBF16": h_intel_convert,
    "spirv.INTEL.RoundFToTF32": h_intel_convert,
    "spirv.GroupBroadcast": h_group_broadcast,
    "spirv.KHR.SubgroupBallot": h_subgroup_ballot,
    "spirv.KHR.AssumeTrue": h_assume,
    "spirv.ControlBarrier": h_barrier, "spirv.MemoryBarrier": h_barrier,
    "spirv.INTEL.ControlBarrierArrive": h_barrier, "spirv.INTEL.ControlBarrierWait": h_barrier,
    "spirv.Undef": h_undef,
}

CONVERSIONS = {"ConvertFToS", "ConvertFToU", "ConvertSToF", "ConvertUToF", "FConvert", "SConvert", "UConvert"}


def hint_for(op):
    if op.name in HINTS:
        return HINTS[op.name]
    short = op.name.split(".")[-1]
    if short in CONVERSIONS:
        return h_convert
    if short.startswith("Atomic"):
        return h_atomic
    if short.startswith("GroupNonUniform"):
        return h_group_nonuniform
    return None


def instances(op, rng, count):
    """`count` instances of `op`: from its hint (when it has one) three
    times in four, else random."""
    hint = hint_for(op)
    out = []
    attempts = 0
    while len(out) < count and attempts < count * 5:
        attempts += 1
        instance = None
        if hint is not None and (rng.random() < 0.75 or op.name in ALWAYS_HINTED):
            instance = hint(op, rng)
        if instance is None and op.name not in ALWAYS_HINTED:
            instance = generic_instance(op, rng)
        if instance is not None:
            out.append(instance)
    return out


# Ops the generic form cannot express (symbols, regions, successors,
# custom syntax needed for the attributes).
ALWAYS_HINTED = {
    "spirv.module", "spirv.func", "spirv.GlobalVariable", "spirv.mlir.addressof", "spirv.mlir.referenceof",
    "spirv.SpecConstant", "spirv.SpecConstantComposite", "spirv.EXT.SpecConstantCompositeReplicate",
    "spirv.SpecConstantOperation", "spirv.mlir.yield", "spirv.EntryPoint", "spirv.ExecutionMode",
    "spirv.FunctionCall", "spirv.ReturnValue", "spirv.Return", "spirv.Unreachable", "spirv.Kill", "spirv.Branch",
    "spirv.BranchConditional", "spirv.Switch", "spirv.mlir.loop", "spirv.mlir.selection", "spirv.mlir.merge",
    "spirv.Constant", "spirv.EXT.ConstantCompositeReplicate", "spirv.ARM.Graph", "spirv.ARM.GraphConstant",
    "spirv.ARM.GraphEntryPoint", "spirv.ARM.GraphOutputs", "spirv.EXT.EmitMeshTasks", "spirv.KHR.CooperativeMatrixLength",
    "spirv.CompositeExtract", "spirv.CompositeInsert", "spirv.VectorShuffle", "spirv.Variable",
}


# ---------------------------------------------------------------------------
# Running

def write_batch(path, chunks):
    """Writes the chunks (name, text) separated by `// -----`; returns the
    first line of each chunk."""
    starts = []
    line = 1
    with open(path, "w") as file:
        for index, (_, text) in enumerate(chunks):
            if index:
                file.write(SPLIT + "\n")
                line += 1
            starts.append(line)
            file.write(text + "\n")
            line += text.count("\n") + 1
    return starts


REPORT_LINE = re.compile(r"spirv\.\S+ (min version|max version|extensions|capabilities): ")
NAME_LINE = re.compile(r"[A-Za-z_][\w$.]*\n?")


def reports(stdout):
    """Function name -> its report (the name line and the op lines)."""
    out = {}
    current = None
    for line in stdout.splitlines(keepends=True):
        if re.fullmatch(r"f\d+\n?", line):
            current = line.strip()
            out[current] = line
        elif current is not None and (REPORT_LINE.match(line) or NAME_LINE.fullmatch(line)):
            # An op line, or the name of a graph (reported after the
            # chunk's functions).
            out[current] += line
    return out


def errors_by_chunk(stderr, starts):
    """Chunk index -> first error line (with the file:line:col prefix)."""
    out = {}
    for line in stderr.splitlines():
        match = re.match(r"[^:]*:(\d+):\d+: error: ", line)
        if not match:
            continue
        number = int(match.group(1))
        index = max((i for i, start in enumerate(starts) if start <= number), default=None)
        if index is not None and index not in out:
            out[index] = line
    return out


def run_batch(tool, flags, directory, chunks, tag):
    """Runs `tool` on the chunks; returns (reports, first errors by chunk
    name, crashed chunk names). A crash is bisected down to the chunks
    that cause it."""
    path = os.path.join(directory, f"{tag}.mlir")
    starts = write_batch(path, chunks)
    code, stdout, stderr = differential.run(tool, flags, path)
    crashed = code < 0 or code not in (0, 1) or "PLEASE submit a bug report" in stderr or "panicked" in stderr
    if crashed:
        if len(chunks) == 1:
            return {}, {}, {chunks[0][0]: (stderr.strip().splitlines() or ["(no output)"])[-1][:200]}
        half = len(chunks) // 2
        first = run_batch(tool, flags, directory, chunks[:half], tag + "a")
        second = run_batch(tool, flags, directory, chunks[half:], tag + "b")
        return ({**first[0], **second[0]}, {**first[1], **second[1]}, {**first[2], **second[2]})
    errors = {chunks[i][0]: message for i, message in errors_by_chunk(stderr, starts).items()}
    return reports(stdout), errors, {}


def main():
    parser = differential.argument_parser(__doc__, DEFAULT_IR_OPT, DEFAULT_MLIR_OPT, "op-availability-diffs")
    parser.set_defaults(count=40)
    parser.add_argument("--ops", default="", help="only ops whose name matches this regex (re.search)")
    parser.add_argument("--quiet", action="store_true", help="print only the summary and the differences")
    parser.add_argument("--corpus-name", default="ops",
                        help="with --emit-corpus: the files are NAME-NN.mlir (default ops)")
    parser.add_argument("--per-op", type=int,
                        help="with --emit-corpus: at most this many accepted instances per op (default --count)")
    arguments = parser.parse_args()
    mlir_opt = differential.tool_path(arguments.mlir_opt)
    work = tempfile.mkdtemp(prefix="op-availability-")
    records = load_records(work)
    ops = [op for op in load_ops(records) if re.search(arguments.ops, op.name)]
    rng = random.Random(arguments.seed)
    chunks, owner = [], {}
    for op in ops:
        for instance in instances(op, rng, arguments.count):
            name = f"f{len(chunks)}"
            chunks.append((name, instance.text(name)))
            owner[name] = op.name

    def run_all(tool, flags, tag):
        all_reports, all_errors, all_crashes = {}, {}, {}
        for start in range(0, len(chunks), CHUNKS_PER_FILE):
            batch = chunks[start:start + CHUNKS_PER_FILE]
            r, e, c = run_batch(tool, flags, work, batch, f"{tag}{start}")
            all_reports.update(r)
            all_errors.update(e)
            all_crashes.update(c)
        return all_reports, all_errors, all_crashes

    theirs, their_errors, their_crashes = run_all(mlir_opt, FLAGS, "mlir")
    if arguments.emit_corpus:
        emit(arguments.emit_corpus, arguments.corpus_name, chunks, owner, theirs, arguments.per_op or arguments.count,
             mlir_opt)
        shutil.rmtree(work)
        return 0
    ir_opt = differential.built_ir_opt(arguments.ir_opt, DEFAULT_IR_OPT, REPO)
    ours, our_errors, our_crashes = run_all(ir_opt, OUR_FLAGS, "ours")
    shutil.rmtree(work)

    text = dict(chunks)
    table = collections.OrderedDict((op.name, collections.Counter()) for op in ops)
    differences, verification = [], collections.defaultdict(list)
    for name, _ in chunks:
        op = owner[name]
        row = table[op]
        row["tried"] += 1
        if name in their_crashes:
            row["mlir crash"] += 1
            continue
        if name in theirs:
            row["accepted"] += 1
            if name in our_crashes:
                differences.append((op, name, f"ir-opt crashes: {our_crashes[name]}"))
            elif name not in ours:
                verification["ir-opt rejects what mlir-opt accepts"].append(
                    (op, name, our_errors.get(name, "(no error line)")))
                row["ours rejects"] += 1
            elif ours[name] != theirs[name]:
                diff = differential.difflib.unified_diff(theirs[name].splitlines(), ours[name].splitlines(),
                                                         "mlir-opt", "ir-opt", n=0, lineterm="")
                differences.append((op, name, "\n".join(list(diff)[2:])))
            else:
                row["identical"] += 1
        else:
            if name in ours:
                verification["ir-opt accepts what mlir-opt rejects"].append(
                    (op, name, their_errors.get(name, "(no error line)")))
                row["ours accepts"] += 1
            else:
                row["both reject"] += 1

    if not arguments.quiet:
        print("| op | tried | accepted by mlir-opt | identical | rejected by both | verification differences |")
        print("|---|---|---|---|---|---|")
        for op, row in table.items():
            print(f"| {op} | {row['tried']} | {row['accepted']} | {row['identical']} | {row['both reject']} | "
                  f"{row['ours rejects'] + row['ours accepts']} |")
    total = collections.Counter()
    for row in table.values():
        total.update(row)
    uncovered = [op for op, row in table.items() if row["accepted"] == 0]
    print(f"\n{len(table)} ops, {len(table) - len(uncovered)} with accepted instances; "
          f"{total['tried']} instances tried, {total['accepted']} accepted by mlir-opt, "
          f"{total['identical']} identical reports, {len(differences)} differ; "
          f"{total['mlir crash']} crash mlir-opt; seed {arguments.seed}, count {arguments.count}")
    if uncovered:
        print("ops without accepted instances: " + " ".join(uncovered))
    os.makedirs(arguments.save, exist_ok=True)
    for kind, items in verification.items():
        by_op = collections.OrderedDict()
        for op, name, message in items:
            by_op.setdefault(op, (name, message, 0))
            first = by_op[op]
            by_op[op] = (first[0], first[1], first[2] + 1)
        print(f"\n{kind}: {len(items)} instances of {len(by_op)} ops")
        for op, (name, message, count) in by_op.items():
            saved = os.path.join(arguments.save, f"verify-{name}.mlir")
            with open(saved, "w") as file:
                file.write(text[name] + "\n")
            print(f"  {op} ({count}): {saved}\n      {message}")
    if differences:
        print(f"\nreport differences: {len(differences)} instances of {len({op for op, _, _ in differences})} ops")
        shown = set()
        for op, name, problem in differences:
            saved = os.path.join(arguments.save, f"diff-{name}.mlir")
            with open(saved, "w") as file:
                file.write(text[name] + "\n")
            if op not in shown and len(shown) < arguments.show:
                shown.add(op)
                print(f"--- {op}: {saved}\n{problem}")
            else:
                print(f"  {op}: {saved}")
    return 1 if differences else 0


def emit(directory, prefix, chunks, owner, theirs, per_op, mlir_opt):
    """Writes accepted instances, at most `per_op` per op, into files of
    about 150 functions, each with mlir-opt's report."""
    directory = os.path.abspath(directory)
    os.makedirs(directory, exist_ok=True)
    taken = collections.Counter()
    selected = []
    for name, text in chunks:
        if name in theirs and taken[owner[name]] < per_op:
            taken[owner[name]] += 1
            selected.append(text)
    files = [selected[i:i + 150] for i in range(0, len(selected), 150)]
    for number, group in enumerate(files):
        path = os.path.join(directory, f"{prefix}-{number:02d}.mlir")
        with open(path, "w") as file:
            file.write("// Generated by bench/compare_op_availability.py: instances of every SPIR-V op,\n"
                       "// with mlir-opt's availability report in the .out file.\n")
            file.write("\n".join(group) + "\n")
        code, stdout, stderr = differential.run(mlir_opt, ["--test-spirv-op-availability"], path)
        if code != 0:
            sys.exit(f"mlir-opt fails on {path}:\n{stderr[:2000]}")
        with open(path + ".out", "w") as file:
            file.write(stdout)
    print(f"{len(selected)} instances of {len(taken)} ops in {len(files)} files in {directory}")


if __name__ == "__main__":
    sys.exit(main())
