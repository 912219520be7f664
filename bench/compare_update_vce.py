#!/usr/bin/env python3
"""Differential testing of `--spirv-update-vce`: random `spirv.module`s run
through `ir-opt` and `mlir-opt` 22. Where mlir-opt succeeds, ir-opt must
succeed with byte-identical output; where mlir-opt fails, ir-opt must fail
with the same first `file:line:col: error: message` line (notes and other
stderr lines are ignored).

    python3 bench/compare_update_vce.py --count 500
    python3 bench/compare_update_vce.py --count 300 --seed 7 --show 10
    python3 bench/compare_update_vce.py --ir-opt /usr/lib/llvm-22/bin/mlir-opt   # self-check: 0 differ
    python3 bench/compare_update_vce.py --count 100 --emit-corpus tests/corpora/spirv-update-vce

Each case is a top-level `module` holding 1 to 3 `spirv.module`s (mostly
`Logical GLSL450`, else `Logical Vulkan`, `Physical64 OpenCL` or
`PhysicalStorageBuffer64 GLSL450`, some with a stale `requires` triple),
each with one or two `spirv.func`s (arguments and results of types such as
i8, i16, i64, f16, f64, bf16, vectors of up to 16 lanes, pointers, runtime
arrays, matrices, images, cooperative matrices and ARM tensors; function
controls, sometimes an entry point with an execution mode) whose bodies
hold several random SPIR-V ops: integer and float arithmetic, GL and CL
extended instructions, conversions, atomics (also on i64 and floats),
barriers with Vulkan memory-model scopes and semantics, non-uniform group
ops (with Reduce, scans, ClusteredReduce and PartitionedReduceNV), KHR
uniform group ops, integer dot products (also packed), loads, stores and
access chains through pointers in many storage classes, Intel, KHR and
cooperative-matrix ops, matrices and images. Some modules also hold
`spirv.GlobalVariable`s (e.g. `!spirv.ptr<!spirv.struct<(!spirv.array<4 x
i8, stride=1> [0])>, StorageBuffer>`) and `spirv.SpecConstant`s.

The target (`spirv.target_env`) is on the top-level module (mostly), on
each `spirv.module`, on both (the spirv.module's wins), on some
`spirv.module`s only, or missing (mlir-opt then reports "missing
'spirv.target_env' attribute"). The generator first deduces what each
spirv.module needs (by running mlir-opt's pass under PROBE_TARGET, which
allows everything the generator can use), then draws each target: in
about half the cases a superset of the needs, in most of the others the
needs (plus some extras) minus exactly one thing (a lower version, one
capability or one extension; an extra or implied capability may still
make up for it), and otherwise a random target. Every final program is
verified by `mlir-opt` without passes and regenerated if invalid. About
half the cases succeed with mlir-opt.

Every case file starts with a `// FLAGS: --spirv-update-vce` line.
Differing inputs go to `--save` (default /tmp/update-vce-diffs); the first
`--show` (default 3) differences are printed in full. If the default
`target/release/ir-opt` is missing, it is built first (`cargo build
--release -p ir-opt`); an existing binary is never rebuilt.
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
FLAGS = ["--spirv-update-vce"]

VERSIONS = ["v1.0", "v1.1", "v1.2", "v1.3", "v1.4", "v1.5", "v1.6"]
# Everything the generated programs can need, and some more (implied ones,
# alternatives); the probe target allows all of them.
CAPABILITIES = [
    "Shader", "Kernel", "Matrix", "Addresses", "Linkage", "Int8", "Int16", "Int64", "Float16", "Float64",
    "Vector16", "Float16Buffer", "GenericPointer", "Groups", "AtomicStorage", "Int64Atomics",
    "GroupNonUniform", "GroupNonUniformArithmetic", "GroupNonUniformBallot", "GroupNonUniformClustered",
    "GroupNonUniformVote", "GroupNonUniformShuffle", "GroupNonUniformShuffleRelative",
    "GroupNonUniformQuad", "GroupNonUniformPartitionedNV", "GroupNonUniformRotateKHR",
    "GroupUniformArithmeticKHR", "VulkanMemoryModel", "VulkanMemoryModelDeviceScope", "DotProduct",
    "DotProductInput4x8Bit", "DotProductInput4x8BitPacked", "DotProductInputAll",
    "StorageBuffer8BitAccess", "UniformAndStorageBuffer8BitAccess", "StoragePushConstant8",
    "StorageBuffer16BitAccess", "StorageUniform16", "StoragePushConstant16", "StorageInputOutput16",
    "PhysicalStorageBufferAddresses", "Geometry", "Tessellation", "SubgroupBallotKHR",
    "ExpectAssumeKHR", "CooperativeMatrixKHR", "SubgroupBufferBlockIOINTEL",
    "Bfloat16ConversionINTEL", "BFloat16TypeKHR", "AtomicFloat32AddEXT", "AtomicFloat16AddEXT",
    "AtomicFloat64AddEXT", "ImageQuery", "Sampled1D", "SampledBuffer", "SampledCubeArray",
    "Image1D", "ImageBuffer", "ImageCubeArray", "StorageImageExtendedFormats", "SampledRect", "ImageRect",
    "StorageImageMultisample", "ImageMSArray", "InputAttachment", "MeshShadingEXT", "DenormPreserve",
    "SignedZeroInfNanPreserve", "SubgroupDispatch", "OptNoneINTEL", "TensorFloat32RoundingINTEL",
    "RayTracingKHR", "ClipDistance", "CullDistance", "SampleRateShading",
    "TensorsARM", "GraphARM", "ReplicatedCompositesEXT", "AtomicStorageOps", "DeviceGroup",
]
EXTENSIONS = [
    "SPV_KHR_storage_buffer_storage_class", "SPV_KHR_8bit_storage", "SPV_KHR_16bit_storage",
    "SPV_KHR_vulkan_memory_model", "SPV_KHR_physical_storage_buffer", "SPV_EXT_physical_storage_buffer",
    "SPV_NV_shader_subgroup_partitioned", "SPV_KHR_integer_dot_product", "SPV_KHR_subgroup_rotate",
    "SPV_KHR_uniform_group_instructions", "SPV_KHR_shader_ballot", "SPV_KHR_expect_assume",
    "SPV_KHR_cooperative_matrix", "SPV_INTEL_subgroups", "SPV_INTEL_bfloat16_conversion",
    "SPV_KHR_bfloat16", "SPV_EXT_shader_atomic_float_add", "SPV_EXT_shader_atomic_float16_add",
    "SPV_KHR_float_controls", "SPV_EXT_mesh_shader", "SPV_INTEL_optnone",
    "SPV_INTEL_tensor_float32_conversion", "SPV_KHR_ray_tracing",
    "SPV_ARM_tensors", "SPV_ARM_graph", "SPV_EXT_replicated_composites", "SPV_KHR_variable_pointers",
    "SPV_KHR_no_integer_wrap_decoration", "SPV_KHR_device_group", "SPV_KHR_multiview",
]
PROBE_TARGET = f"#spirv.vce<v1.6, [{', '.join(CAPABILITIES)}], [{', '.join(EXTENSIONS)}]>"

MODULE_KINDS = (["Logical GLSL450", "Logical Vulkan", "Physical64 OpenCL", "PhysicalStorageBuffer64 GLSL450",
                 "Physical32 OpenCL", "Logical OpenCL"], [10, 3, 3, 2, 0.5, 0.5])
SCOPES = (["Device", "Workgroup", "Subgroup", "Invocation", "QueueFamily", "CrossDevice"], [4, 4, 3, 1, 1, 0.5])
SEMANTICS = ["None", "Acquire", "Release", "AcquireRelease", "SequentiallyConsistent",
             "AcquireRelease|UniformMemory", "Acquire|WorkgroupMemory", "Release|MakeAvailable",
             "Acquire|MakeVisible", "AcquireRelease|Volatile", "Release|OutputMemory",
             "AcquireRelease|AtomicCounterMemory", "Acquire|ImageMemory", "Release|CrossWorkgroupMemory"]
GROUP_OPERATIONS = (["Reduce", "InclusiveScan", "ExclusiveScan", "ClusteredReduce", "PartitionedReduceNV"],
                    [4, 2, 2, 1.5, 1])
STORAGE_CLASSES = (["StorageBuffer", "Uniform", "PushConstant", "Input", "Output", "Workgroup", "Function",
                    "Private", "CrossWorkgroup", "UniformConstant", "PhysicalStorageBuffer", "Generic",
                    "AtomicCounter", "Image"], [5, 3, 2, 2, 2, 3, 4, 2, 1.5, 1, 1.5, 1, 0.3, 0.3])
INTS = ["i8", "i16", "i32", "i64"]
FLOATS = ["f16", "f32", "f64"]
INT_WEIGHTS = [1, 1, 4, 1]
FLOAT_WEIGHTS = [1, 4, 1]
LANES = ([None, 2, 3, 4, 8, 16], [10, 2, 2, 3, 1, 1])


# ---------------------------------------------------------------- types

def vector(element, lanes):
    return element if lanes is None else f"vector<{lanes}x{element}>"


def element_of(ty):
    match = re.fullmatch(r"vector<(\d+)x(\w+)>", ty)
    return match.group(2) if match else ty


def pointer(pointee, storage):
    return f"!spirv.ptr<{pointee}, {storage}>"


def pointer_parts(ty):
    """(pointee, storage class) of a pointer type string."""
    inner = ty[len("!spirv.ptr<"):-1]
    pointee, storage = inner.rsplit(", ", 1)
    return pointee, storage


class Generator:
    def __init__(self, rng):
        self.rng = rng

    # ------------------------------------------------------------ choices

    def int_type(self, lanes_ok=True, elements=None):
        element = self.rng.choices(elements or INTS, None if elements else INT_WEIGHTS)[0]
        return vector(element, self.rng.choices(*LANES)[0] if lanes_ok else None)

    def float_type(self, lanes_ok=True, elements=None):
        element = self.rng.choices(elements or FLOATS, None if elements else FLOAT_WEIGHTS)[0]
        return vector(element, self.rng.choices(*LANES)[0] if lanes_ok else None)

    def scope(self):
        return self.rng.choices(*SCOPES)[0]

    def semantics(self):
        return self.rng.choice(SEMANTICS)

    def storage_class(self):
        return self.rng.choices(*STORAGE_CLASSES)[0]

    def memory_type(self, storage):
        """A pointee type for `storage`: scalars, vectors, arrays and structs
        (with layout decorations in interface storage classes)."""
        rng = self.rng
        element = rng.choice(["i8", "i16", "i32", "i32", "i64", "f16", "f32", "f32", "f64"])
        laid_out = storage in ("StorageBuffer", "Uniform", "PushConstant", "PhysicalStorageBuffer")
        shape = rng.choice(["scalar", "scalar", "vector", "array", "struct", "struct"])
        if shape == "scalar":
            return element
        if shape == "vector":
            return f"vector<{rng.choice([2, 3, 4])}x{element}>"
        width = int(re.sub(r"\D", "", element)) // 8
        if shape == "array":
            return f"!spirv.array<4 x {element}, stride={width}>" if laid_out else f"!spirv.array<4 x {element}>"
        if laid_out:
            return f"!spirv.struct<(!spirv.array<4 x {element}, stride={width}> [0])>"
        return f"!spirv.struct<({element}, i32)>"

    # ------------------------------------------------------------- program

    def program(self, targets):
        """The text of the drawn modules; `targets` gives the target
        attribute text of the top-level module (key None) and of each
        spirv.module (key: its index)."""
        lines = []
        top = targets.get(None)
        attributes = f" attributes {{spirv.target_env = {top}}}" if top else ""
        lines.append(f"module{attributes} {{")
        for index, module in enumerate(self.modules):
            lines.extend(self.module_text(module, targets.get(index)))
        lines.append("}")
        return "\n".join(lines) + "\n"

    def module_text(self, module, target):
        kind, stale, body = module
        requires = f" requires {stale}" if stale else ""
        attributes = f" attributes {{spirv.target_env = {target}}}" if target else ""
        return [f"  spirv.module {kind}{requires}{attributes} {{"] + [f"    {line}" for line in body] + ["  }"]

    def draw_modules(self):
        """Draws 1 to 3 spirv.modules: (kind, stale requires or None, body lines)."""
        rng = self.rng
        self.modules = []
        for _ in range(rng.choices([1, 2, 3], [6, 3, 1])[0]):
            kind = rng.choices(*MODULE_KINDS)[0]
            stale = None
            if rng.random() < 0.15:
                stale = f"#spirv.vce<{rng.choice(VERSIONS)}, [{rng.choice(['Shader', 'Kernel'])}], []>"
            self.modules.append((kind, stale, ModuleBuilder(self, kind).build()))


class ModuleBuilder:
    def __init__(self, generator, kind):
        self.generator = generator
        self.rng = generator.rng
        self.kind = kind
        self.globals = []
        self.global_count = 0

    def global_variable(self, ty):
        self.global_count += 1
        name = f"@g{self.global_count}"
        extra = ""
        _, storage = pointer_parts(ty)
        if storage in ("StorageBuffer", "Uniform") and self.rng.random() < 0.5:
            extra = f" bind(0, {self.global_count})"
        self.globals.append(f"spirv.GlobalVariable {name}{extra} : {ty}")
        return name

    def build(self):
        rng = self.rng
        functions = []
        count = rng.choices([1, 2], [4, 1])[0]
        signatures = []
        for index in range(count):
            arguments = []
            if rng.random() < 0.5:
                for _ in range(rng.randint(1, 3)):
                    arguments.append(self.signature_type())
            results = [self.signature_type()] if rng.random() < 0.4 else []
            signatures.append((arguments, results))
        for index in range(count):
            functions.extend(Body(self, index, signatures).build())
        lines = list(self.globals)
        if rng.random() < 0.15:
            ty, value = rng.choice([("i8", "3"), ("i16", "7"), ("i64", "42"), ("f16", "1.5"), ("f64", "2.0"),
                                    ("i32", "1"), ("i1", "true")])
            lines.append(f"spirv.SpecConstant @sc = {value}" + ("" if ty == "i1" else f" : {ty}"))
        lines.extend(functions)
        if rng.random() < 0.3 and not signatures[0][0] and not signatures[0][1]:
            model = rng.choices(["GLCompute", "Kernel", "Fragment", "Vertex", "Geometry", "TaskEXT"],
                                [5, 3, 1, 1, 1, 0.5])[0]
            lines.append(f'spirv.EntryPoint "{model}" @f0')
            mode = rng.choice(['"LocalSize", 8, 4, 1', '"LocalSize", 64, 1, 1', '"DenormPreserve", 16',
                               '"SignedZeroInfNanPreserve", 32', '"SubgroupSize", 32', '"OriginUpperLeft"',
                               '"ContractionOff"', None])
            if mode:
                lines.append(f"spirv.ExecutionMode @f0 {mode}")
        return lines

    def signature_type(self):
        rng = self.rng
        kind = rng.choices(["int", "float", "bool", "ptr", "other"], [4, 4, 1, 1.5, 1])[0]
        if kind == "int":
            return self.generator.int_type()
        if kind == "float":
            return self.generator.float_type()
        if kind == "bool":
            return rng.choice(["i1", "vector<4xi1>", "vector<16xi1>"])
        if kind == "ptr":
            storage = self.generator.storage_class()
            return pointer(self.generator.memory_type(storage), storage)
        return rng.choice(["bf16", "vector<8xbf16>", "!spirv.array<4 x i16>", "!spirv.matrix<3 x vector<3xf32>>",
                           "!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>",
                           "!spirv.coopmatrix<8x16xf16, Subgroup, MatrixA>", "!spirv.struct<(i64, f16)>",
                           "!spirv.rtarray<i8>", "!spirv.arm.tensor<2x3xi16>",
                           "!spirv.sampled_image<!spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, "
                           "NoSampler, Unknown>>"])


class Body:
    """One spirv.func: operands come from its arguments, from earlier
    results and from spirv.Constant / spirv.Undef / spirv.Variable /
    spirv.mlir.addressof ops made on demand."""

    def __init__(self, module, index, signatures):
        self.module = module
        self.generator = module.generator
        self.rng = module.rng
        self.index = index
        self.signatures = signatures
        self.arguments, self.results = signatures[index]
        self.variables = []
        self.lines = []
        self.pool = {}
        self.counter = 0

    def fresh(self):
        self.counter += 1
        return f"%{self.counter - 1}"

    def emit(self, ty, text):
        name = self.fresh()
        self.lines.append(f"{name} = {text}")
        if ty is not None:
            self.pool.setdefault(ty, []).append(name)
        return name

    def value(self, ty):
        if self.pool.get(ty) and self.rng.random() < 0.7:
            return self.rng.choice(self.pool[ty])
        return self.make(ty)

    def literal(self, element):
        if element == "i1":
            return self.rng.choice(["true", "false"])
        if element.startswith("f") or element == "bf16":
            return self.rng.choice(["1.0", "0.5", "-2.0"])
        return str(self.rng.choice([0, 1, 3, -1, 4]))

    def make(self, ty):
        rng = self.rng
        if ty.startswith("!spirv.ptr<"):
            _, storage = pointer_parts(ty)
            if storage == "Function" and rng.random() < 0.8:
                name = f"%var{len(self.variables)}"
                self.variables.append(f"{name} = spirv.Variable : {ty}")
                self.pool.setdefault(ty, []).append(name)
                return name
            if storage not in ("Function", "PhysicalStorageBuffer", "Generic") and rng.random() < 0.7:
                symbol = self.module.global_variable(ty)
                return self.emit(ty, f"spirv.mlir.addressof {symbol} : {ty}")
            return self.emit(ty, f"spirv.Undef : {ty}")
        element = element_of(ty)
        if re.fullmatch(r"i\d+|f16|f32|f64", element) and rng.random() < 0.85:
            if ty == element:
                suffix = "" if element == "i1" else f" : {element}"
                return self.emit(ty, f"spirv.Constant {self.literal(element)}{suffix}")
            return self.emit(ty, f"spirv.Constant dense<{self.literal(element)}> : {ty}")
        return self.emit(ty, f"spirv.Undef : {ty}")

    def build(self):
        rng = self.rng
        for position, ty in enumerate(self.arguments):
            self.pool.setdefault(ty, []).append(f"%arg{position}")
        for _ in range(rng.randint(2, 6)):
            self.operation()
        if self.results:
            ty = self.results[0]
            self.lines.append(f"spirv.ReturnValue {self.value(ty)} : {ty}")
        else:
            self.lines.append("spirv.Return")
        control = rng.choices(['"None"', '"Inline"', '"DontInline"', '"Pure"', '"Const"', '"OptNoneINTEL"',
                               '"Inline|Pure"'], [10, 1, 1, 1, 1, 1, 0.5])[0]
        arguments = ", ".join(f"%arg{position}: {ty}" + (" {spirv.decoration = #spirv.decoration<Aliased>}"
                                                          if ty.endswith("PhysicalStorageBuffer>") else "")
                              for position, ty in enumerate(self.arguments))
        results = f" -> {self.results[0]}" if self.results else ""
        return ([f"spirv.func @f{self.index}({arguments}){results} {control} {{"]
                + [f"  {line}" for line in self.variables + self.lines] + ["}"])

    # ---------------------------------------------------------- operations

    def operation(self):
        kinds = {
            "int": 5, "float": 4, "ext": 3, "convert": 3, "atomic": 3, "barrier": 2, "nonuniform": 4,
            "nonuniform_misc": 3, "group": 1.5, "dot": 2, "memory": 5, "intel": 1.5, "khr": 1.5,
            "coop": 1, "matrix": 1, "image": 1, "compare": 2, "bits": 1.5, "composite": 1.5, "call": 1,
            "pointer": 1.5, "mesh": 0.3,
        }
        kind = self.rng.choices(list(kinds), list(kinds.values()))[0]
        getattr(self, f"op_{kind}")()

    def op_int(self):
        rng, g = self.rng, self.generator
        ty = g.int_type()
        op = rng.choice(["IAdd", "ISub", "IMul", "SDiv", "UDiv", "SMod", "UMod", "SRem", "BitwiseAnd",
                         "BitwiseOr", "BitwiseXor", "ShiftLeftLogical", "SNegate", "Not"])
        if op in ("SNegate", "Not"):
            self.emit(ty, f"spirv.{op} {self.value(ty)} : {ty}")
        elif op.startswith("Shift"):
            self.emit(ty, f"spirv.{op} {self.value(ty)}, {self.value(ty)} : {ty}, {ty}")
        else:
            self.emit(ty, f"spirv.{op} {self.value(ty)}, {self.value(ty)} : {ty}")

    def op_float(self):
        rng, g = self.rng, self.generator
        ty = g.float_type()
        op = rng.choice(["FAdd", "FSub", "FMul", "FDiv", "FRem", "FMod", "FNegate"])
        if op == "FNegate":
            self.emit(ty, f"spirv.{op} {self.value(ty)} : {ty}")
        else:
            self.emit(ty, f"spirv.{op} {self.value(ty)}, {self.value(ty)} : {ty}")

    def op_ext(self):
        rng, g = self.rng, self.generator
        op = rng.choice(["GL.Exp", "GL.Sqrt", "GL.Sin", "GL.FAbs", "GL.Floor", "GL.Fma", "GL.FMix",
                         "CL.exp", "CL.sqrt", "CL.fabs", "CL.fma", "CL.s_abs", "GL.SAbs", "GL.FindUMsb"])
        if op in ("GL.Exp", "GL.Sin"):
            ty = g.float_type(elements=["f16", "f32"])
        elif op in ("CL.s_abs", "GL.SAbs"):
            ty = g.int_type()
        elif op == "GL.FindUMsb":
            ty = g.int_type(elements=["i32"])
        else:
            ty = g.float_type()
        if op == "GL.FMix":
            operands = ", ".join(f"{self.value(ty)} : {ty}" for _ in range(3))
            self.emit(ty, f"spirv.GL.FMix {operands} -> {ty}")
            return
        arity = 3 if op in ("GL.Fma", "CL.fma") else 1
        operands = ", ".join(self.value(ty) for _ in range(arity))
        self.emit(ty, f"spirv.{op} {operands} : {ty}")

    def op_convert(self):
        rng, g = self.rng, self.generator
        lanes = rng.choices(*LANES)[0]
        op = rng.choice(["ConvertFToS", "ConvertFToU", "ConvertSToF", "ConvertUToF", "FConvert", "SConvert",
                         "UConvert", "Bitcast"])
        if op in ("ConvertFToS", "ConvertFToU"):
            source, result = rng.choice(FLOATS + ["bf16"]), rng.choice(INTS)
        elif op in ("ConvertSToF", "ConvertUToF"):
            source, result = rng.choice(INTS), rng.choice(FLOATS)
        elif op == "FConvert":
            source, result = rng.choice([(a, b) for a in FLOATS + ["bf16"] for b in FLOATS + ["bf16"]
                                         if a[-2:] != b[-2:]])
        elif op in ("SConvert", "UConvert"):
            source, result = rng.sample(INTS, 2)
        else:
            source, result = rng.choice([("i32", "f32"), ("f16", "i16"), ("i64", "f64"), ("f64", "vector<2xf32>"),
                                         ("vector<2xi16>", "f32"), ("i64", "vector<8xi8>")])
            lanes = None
        source, result = vector(source, lanes), vector(result, lanes)
        self.emit(result, f"spirv.{op} {self.value(source)} : {source} to {result}")

    def op_atomic(self):
        rng, g = self.rng, self.generator
        storage = rng.choice(["StorageBuffer", "Workgroup", "Function", "Uniform", "CrossWorkgroup",
                              "PhysicalStorageBuffer", "Image"])
        scope, semantics = g.scope(), g.semantics()
        if rng.random() < 0.2:
            ty = rng.choice(["f32", "f16", "f64"])
            ptr = pointer(ty, storage)
            self.emit(ty, f"spirv.EXT.AtomicFAdd <{scope}> <{semantics}> {self.value(ptr)}, {self.value(ty)} : {ptr}")
            return
        ty = rng.choice(["i32", "i32", "i64"])
        ptr = pointer(ty, storage)
        op = rng.choice(["AtomicIAdd", "AtomicISub", "AtomicSMax", "AtomicUMin", "AtomicAnd", "AtomicOr",
                         "AtomicXor", "AtomicExchange", "AtomicIIncrement", "AtomicIDecrement",
                         "AtomicCompareExchange", "AtomicCompareExchangeWeak"])
        if op in ("AtomicIIncrement", "AtomicIDecrement"):
            self.emit(ty, f"spirv.{op} <{scope}> <{semantics}> {self.value(ptr)} : {ptr}")
        elif op.startswith("AtomicCompareExchange"):
            unequal = rng.choice(["None", "Acquire"])
            self.emit(ty, f"spirv.{op} <{scope}> <{semantics}> <{unequal}> {self.value(ptr)}, {self.value(ty)}, "
                          f"{self.value(ty)} : {ptr}")
        else:
            self.emit(ty, f"spirv.{op} <{scope}> <{semantics}> {self.value(ptr)}, {self.value(ty)} : {ptr}")

    def op_barrier(self):
        rng, g = self.rng, self.generator
        if rng.random() < 0.5:
            self.lines.append(f"spirv.MemoryBarrier <{g.scope()}>, <{g.semantics()}>")
        else:
            self.lines.append(f"spirv.ControlBarrier <{g.scope()}>, <{g.scope()}>, <{g.semantics()}>")

    def op_nonuniform(self):
        rng, g = self.rng, self.generator
        op = rng.choice(["IAdd", "IMul", "SMax", "SMin", "UMax", "UMin", "BitwiseAnd", "BitwiseOr",
                         "BitwiseXor", "FAdd", "FMul", "FMax", "FMin", "LogicalAnd", "LogicalOr", "LogicalXor"])
        if op.startswith("F"):
            ty = g.float_type()
        elif op.startswith("Logical"):
            ty = rng.choice(["i1", "vector<4xi1>"])
        else:
            ty = g.int_type()
        operation = rng.choices(*GROUP_OPERATIONS)[0]
        scope = rng.choice(["Subgroup", "Subgroup", "Workgroup"])
        if operation == "ClusteredReduce":
            size = self.emit("i32", f"spirv.Constant {rng.choice([2, 4, 8])} : i32")
            self.emit(ty, f"spirv.GroupNonUniform{op} <{scope}> <{operation}> {self.value(ty)} cluster_size({size})"
                          f" : {ty}, i32 -> {ty}")
        else:
            self.emit(ty, f"spirv.GroupNonUniform{op} <{scope}> <{operation}> {self.value(ty)} : {ty} -> {ty}")

    def op_nonuniform_misc(self):
        rng, g = self.rng, self.generator
        scope = rng.choice(["Subgroup", "Subgroup", "Workgroup"])
        op = rng.choice(["Ballot", "Elect", "Broadcast", "Shuffle", "ShuffleXor", "ShuffleUp", "All", "Any",
                         "AllEqual", "BallotFindLSB", "BallotBitCount", "RotateKHR", "QuadSwap"])
        ty = g.float_type() if rng.random() < 0.5 else g.int_type()
        if op == "Ballot":
            self.emit("vector<4xi32>", f"spirv.GroupNonUniformBallot <{scope}> {self.value('i1')} : vector<4xi32>")
        elif op == "Elect":
            self.emit("i1", f"spirv.GroupNonUniformElect <{scope}> : i1")
        elif op == "Broadcast":
            lane = self.emit("i32", "spirv.Constant 0 : i32")
            self.emit(ty, f"spirv.GroupNonUniformBroadcast <{scope}> {self.value(ty)}, {lane} : {ty}, i32")
        elif op.startswith("Shuffle"):
            self.emit(ty, f"spirv.GroupNonUniform{op} <{scope}> {self.value(ty)}, {self.value('i32')} : {ty}, i32")
        elif op in ("All", "Any"):
            self.emit("i1", f"spirv.GroupNonUniform{op} <Subgroup> {self.value('i1')} : i1")
        elif op == "AllEqual":
            self.emit("i1", f"spirv.GroupNonUniformAllEqual <Subgroup> {self.value(ty)} : {ty}, i1")
        elif op == "BallotFindLSB":
            self.emit("i32", f"spirv.GroupNonUniformBallotFindLSB <{scope}> {self.value('vector<4xi32>')} : "
                             f"vector<4xi32>, i32")
        elif op == "BallotBitCount":
            operation = rng.choice(["Reduce", "InclusiveScan", "ExclusiveScan"])
            self.emit("i32", f"spirv.GroupNonUniformBallotBitCount <Subgroup> <{operation}> "
                             f"{self.value('vector<4xi32>')} : vector<4xi32> -> i32")
        elif op == "RotateKHR":
            if rng.random() < 0.3:
                size = self.emit("i32", "spirv.Constant 4 : i32")
                self.emit(ty, f"spirv.GroupNonUniformRotateKHR <{scope}> {self.value(ty)}, {self.value('i32')}, "
                              f"cluster_size({size}) : {ty}, i32, i32 -> {ty}")
            else:
                self.emit(ty, f"spirv.GroupNonUniformRotateKHR <{scope}> {self.value(ty)}, {self.value('i32')} : "
                              f"{ty}, i32 -> {ty}")
        else:
            direction = self.emit("i32", f"spirv.Constant {rng.randint(0, 2)} : i32")
            self.emit(ty, f"spirv.GroupNonUniformQuadSwap <Subgroup> {self.value(ty)} {direction} : {ty}, i32")

    def op_group(self):
        rng, g = self.rng, self.generator
        op = rng.choice(["GroupIAdd", "GroupFAdd", "GroupSMax", "GroupUMin", "GroupFMin", "KHR.GroupFMul",
                         "KHR.GroupIMul", "GroupBroadcast"])
        scope = rng.choice(["Workgroup", "Subgroup"])
        ty = g.float_type(False) if op.split(".")[-1].startswith("GroupF") else g.int_type(False)
        if op == "GroupBroadcast":
            ty = g.float_type()
            self.emit(ty, f'spirv.GroupBroadcast <{scope}> {self.value(ty)}, {self.value("i32")} : {ty}, i32')
            return
        operation = rng.choice(["Reduce", "InclusiveScan", "ExclusiveScan"])
        self.emit(ty, f"spirv.{op} <{scope}> <{operation}> {self.value(ty)} : {ty}")

    def op_dot(self):
        rng = self.rng
        op = rng.choice(["SDot", "UDot", "SUDot", "SDotAccSat", "UDotAccSat", "SUDotAccSat"])
        form = rng.choice(["4x8", "packed", "2x16", "4x8"])
        if form == "4x8":
            operand, result, suffix = "vector<4xi8>", rng.choice(["i32", "i64"]), ""
        elif form == "packed":
            operand, result, suffix = "i32", rng.choice(["i32", "i64"]), ", <PackedVectorFormat4x8Bit>"
        else:
            operand, result, suffix = rng.choice(["vector<2xi16>", "vector<4xi16>", "vector<2xi32>"]), "i64", ""
        accumulator = f", {self.value(result)}" if op.endswith("AccSat") else ""
        self.emit(result, f"spirv.{op} {self.value(operand)}, {self.value(operand)}{accumulator}{suffix} : "
                          f"{operand} -> {result}")

    def op_memory(self):
        rng, g = self.rng, self.generator
        storage = g.storage_class()
        if storage in ("Generic", "AtomicCounter", "Image"):
            storage = "Function"
        ty = g.memory_type(storage)
        ptr = pointer(ty, storage)
        access = ""
        if storage == "PhysicalStorageBuffer":
            access = ' ["Aligned", 4]'
        elif rng.random() < 0.2:
            access = rng.choice([' ["Volatile"]', ' ["Nontemporal"]', ' ["Aligned", 8]'])
        if rng.random() < 0.6 or storage in ("Input", "UniformConstant"):
            self.emit(ty, f'spirv.Load "{storage}" {self.value(ptr)}{access} : {ty}')
        else:
            self.lines.append(f'spirv.Store "{storage}" {self.value(ptr)}, {self.value(ty)}{access} : {ty}')

    def op_pointer(self):
        rng, g = self.rng, self.generator
        storage = rng.choice(["Function", "StorageBuffer", "Workgroup", "CrossWorkgroup", "PushConstant",
                              "PhysicalStorageBuffer"])
        choice = rng.random()
        if choice < 0.5:
            element = rng.choice(["i8", "i16", "f16", "f32", "i64"])
            base = pointer(f"!spirv.array<4 x {element}>", storage)
            result = pointer(element, storage)
            self.emit(result, f"spirv.AccessChain {self.value(base)}[{self.value('i32')}] : {base}, i32 -> {result}")
        elif choice < 0.75:
            element = rng.choice(["i8", "f32", "i64"])
            ptr = pointer(element, rng.choice(["CrossWorkgroup", "StorageBuffer", "PhysicalStorageBuffer"]))
            index = rng.choice(["i32", "i64"])
            self.emit(ptr, f"spirv.PtrAccessChain {self.value(ptr)}[{self.value(index)}] : {ptr}, {index} -> {ptr}")
        elif choice < 0.9 and self.module.kind.startswith("Physical"):
            ptr = pointer(rng.choice(["i32", "f16"]), rng.choice(["Generic", "CrossWorkgroup", "PhysicalStorageBuffer"]))
            to = rng.choice(["i32", "i64"])
            self.emit(to, f"spirv.ConvertPtrToU {self.value(ptr)} : {ptr} to {to}")
        else:
            element = rng.choice(["i32", "f32"])
            source = pointer(element, rng.choice(["CrossWorkgroup", "Workgroup", "Function"]))
            result = pointer(element, "Generic")
            self.emit(result, f"spirv.PtrCastToGeneric {self.value(source)} : {source} to {result}")

    def op_intel(self):
        rng = self.rng
        choice = rng.randrange(4)
        lanes = rng.choice([None, None, 2, 4])
        if choice == 0:
            source, result = vector("f32", lanes), vector("i16", lanes)
            self.emit(result, f"spirv.INTEL.ConvertFToBF16 {self.value(source)} : {source} to {result}")
        elif choice == 1:
            source, result = vector("i16", lanes), vector("f32", lanes)
            self.emit(result, f"spirv.INTEL.ConvertBF16ToF {self.value(source)} : {source} to {result}")
        elif choice == 2:
            ty = vector("f32", lanes)
            self.emit(ty, f"spirv.INTEL.RoundFToTF32 {self.value(ty)} : {ty} to {ty}")
        else:
            ty = rng.choice(["i32", "i16", "i8"])
            storage = rng.choice(["StorageBuffer", "CrossWorkgroup", "Workgroup"])
            ptr = pointer(ty, storage)
            if rng.random() < 0.6:
                self.emit(ty, f'spirv.INTEL.SubgroupBlockRead {self.value(ptr)} : {ptr} -> {ty}')
            else:
                # (mlir-opt prints this op without the storage class, but only parses it with one.)
                self.lines.append(f'spirv.INTEL.SubgroupBlockWrite "{storage}" {self.value(ptr)}, '
                                  f'{self.value(ty)} : {ty}')

    def op_khr(self):
        if self.rng.random() < 0.5:
            self.emit("vector<4xi32>", f"spirv.KHR.SubgroupBallot {self.value('i1')} : vector<4xi32>")
        else:
            self.lines.append(f"spirv.KHR.AssumeTrue {self.value('i1')}")

    def op_coop(self):
        rng = self.rng
        element = rng.choice(["f16", "f32", "i8", "i32", "f64"])
        use = rng.choice(["MatrixA", "MatrixB", "MatrixAcc"])
        scope = rng.choice(["Subgroup", "Workgroup"])
        ty = f"!spirv.coopmatrix<8x16x{element}, {scope}, {use}>"
        if rng.random() < 0.5:
            self.emit("i32", f"spirv.KHR.CooperativeMatrixLength : {ty}")
        else:
            self.emit(ty, f"spirv.Undef : {ty}")

    def op_matrix(self):
        rng = self.rng
        element = rng.choice(["f32", "f32", "f16", "f64"])
        columns, rows = rng.choice([2, 3, 4]), rng.choice([2, 3, 4])
        ty = f"!spirv.matrix<{columns} x vector<{rows}x{element}>>"
        if rng.random() < 0.5:
            self.emit(ty, f"spirv.MatrixTimesScalar {self.value(ty)}, {self.value(element)} : {ty}, {element}")
        else:
            result = f"!spirv.matrix<{rows} x vector<{columns}x{element}>>"
            self.emit(result, f"spirv.Transpose {self.value(ty)} : {ty} -> {result}")

    def op_image(self):
        rng = self.rng
        dim, size = rng.choice([("Dim1D", "i32"), ("Dim2D", "vector<2xi32>"), ("Dim3D", "vector<3xi32>"),
                                ("Buffer", "i32"), ("Cube", "vector<2xi32>"), ("Rect", "vector<2xi32>")])
        arrayed = "NonArrayed"
        if dim in ("Dim2D", "Cube") and rng.random() < 0.3:
            arrayed, size = "Arrayed", "vector<3xi32>"
        sampling = rng.choice(["SingleSampled", "SingleSampled", "MultiSampled"]) if dim == "Dim2D" else "SingleSampled"
        sampler = rng.choice(["NoSampler", "NeedSampler", "SamplerUnknown"] if sampling == "MultiSampled"
                             else ["NoSampler", "SamplerUnknown"])
        image_format = rng.choice(["Unknown", "Rgba32f", "Rg16", "R32i", "Rgba8", "R16f", "Rg32f"])
        ty = f"!spirv.image<f32, {dim}, NoDepth, {arrayed}, {sampling}, {sampler}, {image_format}>"
        if rng.random() < 0.6:
            self.emit(size, f"spirv.ImageQuerySize {self.value(ty)} : {ty} -> {size}")
        else:
            if dim == "Buffer":
                ty = ty.replace("Buffer", "Dim2D")
            sampled = f"!spirv.sampled_image<{ty}>"
            self.emit(ty, f"spirv.Image {self.value(sampled)} : {sampled}")

    def op_compare(self):
        rng, g = self.rng, self.generator
        lanes = rng.choices(*LANES)[0]
        result = vector("i1", lanes)
        op = rng.choice(["IEqual", "SLessThan", "UGreaterThan", "FOrdLessThan", "FUnordEqual", "IsNan", "IsInf",
                         "Ordered", "Unordered", "Select", "LogicalAnd"])
        if op in ("IEqual", "SLessThan", "UGreaterThan"):
            ty = vector(rng.choice(INTS), lanes)
            self.emit(result, f"spirv.{op} {self.value(ty)}, {self.value(ty)} : {ty}")
        elif op in ("FOrdLessThan", "FUnordEqual", "Ordered", "Unordered"):
            ty = vector(rng.choice(FLOATS), lanes)
            self.emit(result, f"spirv.{op} {self.value(ty)}, {self.value(ty)} : {ty}")
        elif op in ("IsNan", "IsInf"):
            ty = vector(rng.choice(FLOATS), lanes)
            self.emit(result, f"spirv.{op} {self.value(ty)} : {ty}")
        elif op == "LogicalAnd":
            self.emit(result, f"spirv.LogicalAnd {self.value(result)}, {self.value(result)} : {result}")
        else:
            ty = vector(rng.choice(INTS + FLOATS), lanes)
            self.emit(ty, f"spirv.Select {self.value(result)}, {self.value(ty)}, {self.value(ty)} : {result}, {ty}")

    def op_bits(self):
        rng, g = self.rng, self.generator
        ty = g.int_type()
        op = rng.choice(["BitCount", "BitReverse", "BitFieldInsert", "BitFieldUExtract"])
        if op == "BitFieldInsert":
            self.emit(ty, f"spirv.BitFieldInsert {self.value(ty)}, {self.value(ty)}, {self.value('i32')}, "
                          f"{self.value('i32')} : {ty}, i32, i32")
        elif op == "BitFieldUExtract":
            self.emit(ty, f"spirv.BitFieldUExtract {self.value(ty)}, {self.value('i32')}, {self.value('i32')} : "
                          f"{ty}, i32, i32")
        else:
            self.emit(ty, f"spirv.{op} {self.value(ty)} : {ty}")

    def op_composite(self):
        rng = self.rng
        element = rng.choice(INTS + FLOATS)
        lanes = rng.choice([2, 3, 4, 8, 16])
        ty = vector(element, lanes)
        choice = rng.randrange(3)
        if choice == 0:
            self.emit(element, f"spirv.CompositeExtract {self.value(ty)}[{rng.randrange(lanes)} : i32] : {ty}")
        elif choice == 1:
            operands = ", ".join(self.value(element) for _ in range(lanes))
            self.emit(ty, f"spirv.CompositeConstruct {operands} : ({', '.join([element] * lanes)}) -> {ty}")
        else:
            self.emit(ty, f"spirv.EXT.ConstantCompositeReplicate [{self.literal(element)} : {element}] : {ty}")

    def op_call(self):
        rng = self.rng
        callee = rng.randrange(len(self.signatures))
        if callee == self.index:
            return self.op_int()
        arguments, results = self.signatures[callee]
        operands = ", ".join(self.value(ty) for ty in arguments)
        text = f"spirv.FunctionCall @f{callee}({operands}) : ({', '.join(arguments)}) -> ({', '.join(results)})"
        if results:
            self.emit(results[0], text)
        else:
            self.lines.append(text)

    def op_mesh(self):
        self.lines.append(f"spirv.EXT.SetMeshOutputs {self.value('i32')}, {self.value('i32')} : i32, i32")


# ---------------------------------------------------------------- targets

VCE = re.compile(r"requires #spirv\.vce<(v\d\.\d), \[([^\]]*)\], \[([^\]]*)\]>")


def parse_vces(text):
    """The deduced (version, caps, exts) of each spirv.module in printed output."""
    found = []
    for match in VCE.finditer(text):
        split = lambda names: [name.strip() for name in names.split(",") if name.strip()]
        found.append((match.group(1), split(match.group(2)), split(match.group(3))))
    return found


def vce_text(version, capabilities, extensions):
    return f"#spirv.vce<{version}, [{', '.join(capabilities)}], [{', '.join(extensions)}]>"


def target_env(vce):
    return f"#spirv.target_env<{vce}, #spirv.resource_limits<>>"


def random_vce(rng):
    return vce_text(rng.choice(VERSIONS), [name for name in CAPABILITIES if rng.random() < 0.4],
                    [name for name in EXTENSIONS if rng.random() < 0.35])


def fitted_vce(rng, needs, mode):
    """A target for `needs` (version, caps, exts): a superset of them, or a
    superset with exactly one of them taken away (`mode` "miss")."""
    version, capabilities, extensions = needs
    capabilities, extensions = list(capabilities), list(extensions)
    extra = rng.random() < 0.6
    if extra:
        capabilities += [name for name in CAPABILITIES if name not in capabilities and rng.random() < 0.15]
        extensions += [name for name in EXTENSIONS if name not in extensions and rng.random() < 0.15]
    position = VERSIONS.index(version)
    if rng.random() < 0.5:
        position = rng.randint(position, len(VERSIONS) - 1)
    if mode == "miss":
        options = (["version"] * (position > 0) + [("cap", name) for name in needs[1]]
                   + [("ext", name) for name in needs[2]])
        if options:
            taken = rng.choice(options)
            if taken == "version":
                # Just below what is needed, or anywhere lower.
                needed = VERSIONS.index(version)
                position = needed - 1 if needed > 0 and rng.random() < 0.6 else rng.randint(0, max(needed - 1, 0))
            elif taken[0] == "cap":
                capabilities.remove(taken[1])
            else:
                extensions.remove(taken[1])
    rng.shuffle(capabilities)
    rng.shuffle(extensions)
    return vce_text(VERSIONS[position], capabilities, extensions)


def union(needs_list):
    version = max((needs[0] for needs in needs_list), key=VERSIONS.index, default="v1.0")
    capabilities, extensions = [], []
    for _, caps, exts in needs_list:
        capabilities += [name for name in caps if name not in capabilities]
        extensions += [name for name in exts if name not in extensions]
    return version, capabilities, extensions


# ---------------------------------------------------------------- running





class Cases:
    """Generates cases, each verified by mlir-opt and written to a file
    starting with its `// FLAGS:` line."""

    def __init__(self, seed, mlir_opt):
        self.rng = random.Random(seed)
        self.generator = Generator(self.rng)
        self.mlir_opt = mlir_opt
        self.regenerated = 0
        self.invalid_example = None
        self.probe_failures = 0
        self.modes = collections.Counter()

    def needs(self, path, header):
        """What each spirv.module needs, deduced by mlir-opt's pass under a
        target allowing everything the generator uses: a list of (version,
        caps, exts), None if the probe fails, or "invalid" if the program
        does not verify."""
        source = header + self.generator.program({None: target_env(PROBE_TARGET)})
        with open(path, "w") as file:
            file.write(source)
        code, stdout, _ = differential.run(self.mlir_opt, FLAGS, path)
        if code == 0:
            needs = parse_vces(stdout)
            return needs if len(needs) == len(self.generator.modules) else None
        if differential.run(self.mlir_opt, ["-o", os.devnull], path)[0] != 0:
            return "invalid"
        self.probe_failures += 1
        return None

    def draw_targets(self, needs):
        """Target texts by place (None: top-level module; i: i-th spirv.module)."""
        rng = self.rng
        count = len(self.generator.modules)
        placement = rng.choices(["top", "spirv", "both", "none", "partial"], [14, 3, 1.5, 1, 0.7])[0]
        self.modes["placement " + placement] += 1

        def one(needs_of_place):
            mode = rng.choices(["satisfy", "miss", "random"], [10, 10, 2])[0]
            if needs_of_place is None:
                mode = "random"
            self.modes["target " + mode] += 1
            if mode == "random":
                return target_env(random_vce(rng))
            return target_env(fitted_vce(rng, needs_of_place, mode))

        targets = {}
        if placement in ("top", "both"):
            targets[None] = one(union(needs) if needs else None)
        if placement in ("spirv", "both"):
            for index in range(count):
                targets[index] = one(needs[index] if needs else None)
        if placement == "partial":
            # Some spirv.modules carry a target, the others find none.
            for index in range(count):
                if rng.random() < 0.6:
                    targets[index] = one(needs[index] if needs else None)
        return targets

    def write(self, path):
        header = f"// FLAGS: {shlex.join(FLAGS)}\n"
        for _ in range(100):
            self.generator.draw_modules()
            needs = self.needs(path, header)
            if needs != "invalid":
                source = header + self.generator.program(self.draw_targets(needs))
                with open(path, "w") as file:
                    file.write(source)
                code, _, stderr = differential.run(self.mlir_opt, ["-o", os.devnull], path)
                if code == 0:
                    return source
            else:
                source = header + self.generator.program({None: target_env(PROBE_TARGET)})
                code, _, stderr = differential.run(self.mlir_opt, ["-o", os.devnull], path)
            self.regenerated += 1
            if self.invalid_example is None:
                self.invalid_example = f"{source}\n{stderr}"
        sys.exit(f"cannot generate a valid program; an invalid one:\n{self.invalid_example}")


def main():
    parser = differential.argument_parser(__doc__, DEFAULT_IR_OPT, DEFAULT_MLIR_OPT, "update-vce-diffs")
    arguments = parser.parse_args()
    cases = Cases(arguments.seed, differential.tool_path(arguments.mlir_opt))
    if arguments.emit_corpus:
        return differential.emit_corpus(arguments.emit_corpus, arguments.count, lambda path: (cases.write(path), FLAGS)[1], cases.mlir_opt)
    ir_opt = differential.built_ir_opt(arguments.ir_opt, DEFAULT_IR_OPT, REPO)
    os.makedirs(arguments.save, exist_ok=True)
    work = tempfile.mkdtemp(prefix="update-vce-")
    path = os.path.join(work, "case.mlir")
    same = differ = crashed = ours_crashed = successes = 0
    errors = collections.Counter()
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
    print("generation: " + ", ".join(f"{n} {k}" for k, n in sorted(cases.modes.items())))
    print(f"{arguments.count} cases: {same} same, {differ} differ ({ours_crashed} of them ir-opt crashes), "
          f"{crashed} mlir-opt-crash; "
          f"mlir-opt succeeded on {successes}, failed on {arguments.count - crashed - successes}; "
          f"{cases.regenerated} programs regenerated (did not verify), "
          f"{cases.probe_failures} probes failed (random targets used)")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
