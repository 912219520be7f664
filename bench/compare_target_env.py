#!/usr/bin/env python3
"""Differential test of target checks: random single-op functions and a
random target environment, checked by `ir-opt --check-target-env` and by
`mlir-opt --test-spirv-target-env` (MLIR's conversion target, which
rejects each op the target cannot run: one error per function, so every
function holds one SPIR-V op). The lines both tools reject must agree.

    python3 bench/compare_target_env.py --count 50
    python3 bench/compare_target_env.py --count 200 --seed 7
    python3 bench/compare_target_env.py --count 4 --functions 30 --emit-corpus tests/corpora/spirv-target-env

Types vary (i8 to i64, f16 to f64, vectors of 2 to 16 elements), so the
check covers what types require as well as what ops and their enum cases
declare. Standard library only.
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_IR_OPT = os.path.join(REPO, "target", "release", "ir-opt")
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"

VERSIONS = ["v1.0", "v1.1", "v1.2", "v1.3", "v1.4", "v1.5", "v1.6"]
CAPABILITIES = [
    "Shader", "Kernel", "Int8", "Int16", "Int64", "Float16", "Float64", "Vector16",
    "GroupNonUniform", "GroupNonUniformArithmetic", "GroupNonUniformBallot",
    "GroupNonUniformClustered", "GroupNonUniformVote", "GroupNonUniformShuffle",
    "GroupNonUniformPartitionedNV", "VulkanMemoryModel", "AtomicStorage", "Groups",
    "DotProduct", "DotProductInput4x8Bit", "DotProductInputAll", "Int64Atomics",
    "StorageBuffer8BitAccess", "StorageBuffer16BitAccess", "StoragePushConstant8",
    "StoragePushConstant16", "StorageUniform16", "UniformAndStorageBuffer8BitAccess",
    "StorageInputOutput16", "PhysicalStorageBufferAddresses", "Matrix",
]
EXTENSIONS = [
    "SPV_KHR_vulkan_memory_model", "SPV_NV_shader_subgroup_partitioned",
    "SPV_KHR_integer_dot_product", "SPV_KHR_subgroup_rotate", "SPV_KHR_uniform_group_instructions",
    "SPV_KHR_8bit_storage", "SPV_KHR_16bit_storage", "SPV_KHR_physical_storage_buffer",
    "SPV_KHR_storage_buffer_storage_class",
]
SCOPES = ["Device", "Workgroup", "Subgroup", "QueueFamily"]
SEMANTICS = ["None", "Acquire", "AcquireRelease|UniformMemory", "Release|MakeAvailable",
             "SequentiallyConsistent|WorkgroupMemory", "Volatile|OutputMemory", "MakeVisible|AtomicCounterMemory"]


def scalar(random_source, kinds):
    return random_source.choice(kinds)


def shaped(random_source, element):
    width = random_source.choice([1, 1, 2, 4, 8, 16])
    return element if width == 1 else f"vector<{width}x{element}>"


def one_op(random_source, index, target):
    """A function holding one SPIR-V op, and the line the op is on (1-based
    within the function)."""
    kind = random_source.randrange(11)
    attributes = f'attributes {{spirv.target_env = #spirv.target_env<{target}, #spirv.resource_limits<>>}}'
    if kind == 0:
        ty = shaped(random_source, scalar(random_source, ["i8", "i16", "i32", "i64"]))
        op = random_source.choice(["IAdd", "ISub", "IMul", "BitwiseAnd", "SDiv"])
        # Two arguments: `x & x` would fold away in MLIR's conversion.
        return f"func.func @f{index}(%a: {ty}, %b: {ty}) -> {ty} {attributes} {{\n  %r = spirv.{op} %a, %b : {ty}\n  return %r : {ty}\n}}"
    if kind == 1:
        ty = shaped(random_source, scalar(random_source, ["f16", "f32", "f64"]))
        op = random_source.choice(["FAdd", "FMul", "FDiv"])
        return f"func.func @f{index}(%a: {ty}, %b: {ty}) -> {ty} {attributes} {{\n  %r = spirv.{op} %a, %b : {ty}\n  return %r : {ty}\n}}"
    if kind == 2:
        op = random_source.choice(["GL.Exp", "GL.Sqrt", "CL.exp", "CL.sqrt"])
        ty = random_source.choice(["f16", "f32"] if op == "GL.Exp" else ["f16", "f32", "f64"])
        return f"func.func @f{index}(%a: {ty}) -> {ty} {attributes} {{\n  %r = spirv.{op} %a : {ty}\n  return %r : {ty}\n}}"
    if kind == 3:
        scope, semantics = random_source.choice(SCOPES), random_source.choice(SEMANTICS)
        op = random_source.choice(["AtomicIAdd", "AtomicSMax", "AtomicExchange", "AtomicAnd"])
        ty = random_source.choice(["i32", "i32", "i64"])
        storage = random_source.choice(["StorageBuffer", "Workgroup", "Function", "Uniform"])
        return (f"func.func @f{index}(%p: !spirv.ptr<{ty}, {storage}>, %v: {ty}) -> {ty} {attributes} {{\n"
                f"  %r = spirv.{op} <{scope}> <{semantics}> %p, %v : !spirv.ptr<{ty}, {storage}>\n  return %r : {ty}\n}}")
    if kind == 4:
        scope, semantics = random_source.choice(SCOPES), random_source.choice(SEMANTICS)
        return f"func.func @f{index}() {attributes} {{\n  spirv.MemoryBarrier <{scope}>, <{semantics}>\n  return\n}}"
    if kind == 5:
        operation = random_source.choice(["Reduce", "InclusiveScan", "ExclusiveScan", "PartitionedReduceNV"])
        op = random_source.choice(["GroupNonUniformIAdd", "GroupNonUniformSMax", "GroupNonUniformBitwiseAnd"])
        ty = random_source.choice(["i32", "i64", "i16"])
        scope = random_source.choice(["Subgroup", "Workgroup"])
        return f"func.func @f{index}(%a: {ty}) -> {ty} {attributes} {{\n  %r = spirv.{op} <{scope}> <{operation}> %a : {ty} -> {ty}\n  return %r : {ty}\n}}"
    if kind == 6:
        scope = random_source.choice(["Subgroup", "Workgroup"])
        op = random_source.choice(["GroupNonUniformBallot", "GroupNonUniformElect"])
        if op == "GroupNonUniformElect":
            return f"func.func @f{index}() -> i1 {attributes} {{\n  %r = spirv.{op} <{scope}> : i1\n  return %r : i1\n}}"
        return f"func.func @f{index}(%a: i1) -> vector<4xi32> {attributes} {{\n  %r = spirv.{op} <{scope}> %a : vector<4xi32>\n  return %r : vector<4xi32>\n}}"
    if kind == 7:
        ty, result = random_source.choice([("vector<4xi8>", "i32"), ("vector<4xi16>", "i64"), ("vector<2xi32>", "i64")])
        return f"func.func @f{index}(%a: {ty}) -> {result} {attributes} {{\n  %r = spirv.SDot %a, %a : {ty} -> {result}\n  return %r : {result}\n}}"
    if kind >= 9:
        # Loads through pointers: narrow types in interface storage classes
        # need the storage capabilities and extensions.
        element = random_source.choice(["i8", "i16", "i32", "i64", "f16", "f64"])
        ty = random_source.choice([element, f"vector<4x{element}>", f"!spirv.array<4 x {element}>",
                                   f"!spirv.struct<({element}, i32)>"])
        storage = random_source.choice(["StorageBuffer", "Uniform", "PushConstant", "Input", "Output",
                                        "Workgroup", "Function", "PhysicalStorageBuffer"])
        access = ' ["Aligned", 4]' if storage == "PhysicalStorageBuffer" else ""
        return (f"func.func @f{index}(%p: !spirv.ptr<{ty}, {storage}>) -> {ty} {attributes} {{\n"
                f"  %r = spirv.Load \"{storage}\" %p{access} : {ty}\n  return %r : {ty}\n}}")
    ty = random_source.choice(["f16", "f32", "f64"])
    to = random_source.choice(["i16", "i32", "i64"])
    return f"func.func @f{index}(%a: {ty}) -> {to} {attributes} {{\n  %r = spirv.ConvertFToS %a : {ty} to {to}\n  return %r : {to}\n}}"


def random_target(random_source):
    version = random_source.choice(VERSIONS)
    capabilities = [name for name in CAPABILITIES if random_source.random() < 0.5]
    extensions = [name for name in EXTENSIONS if random_source.random() < 0.4]
    return f"#spirv.vce<{version}, [{', '.join(capabilities)}], [{', '.join(extensions)}]>"


def rejected_lines(stderr, marker):
    lines = set()
    for line in stderr.splitlines():
        match = re.match(r"[^:]+:(\d+):\d+: error: (.*)", line)
        if match and marker in match.group(2):
            lines.add(int(match.group(1)))
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=50, help="number of files (targets)")
    parser.add_argument("--functions", type=int, default=40, help="functions per file")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ir-opt", default=DEFAULT_IR_OPT)
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    parser.add_argument("--emit-corpus", metavar="DIRECTORY",
                        help="write the files to DIRECTORY (with a `// TARGET:` line) instead of comparing")
    arguments = parser.parse_args()
    random_source = random.Random(arguments.seed)
    if arguments.emit_corpus:
        for file_index in range(arguments.count):
            target = random_target(random_source)
            functions = [one_op(random_source, index, target) for index in range(arguments.functions)]
            path = os.path.join(arguments.emit_corpus, f"generated-{arguments.seed}-{file_index}.mlir")
            with open(path, "w") as out:
                out.write(f"// TARGET: {target}\n")
                out.write(f"// Generated by `python3 bench/compare_target_env.py --seed {arguments.seed} "
                          f"--count {arguments.count} --functions {arguments.functions} --emit-corpus {arguments.emit_corpus}`.\n")
                out.write("\n".join(functions) + "\n")
        return
    differing, checked, rejected = 0, 0, 0
    with tempfile.TemporaryDirectory() as directory:
        for file_index in range(arguments.count):
            target = random_target(random_source)
            functions = [one_op(random_source, index, target) for index in range(arguments.functions)]
            path = os.path.join(directory, f"target_{file_index}.mlir")
            with open(path, "w") as out:
                out.write("\n".join(functions) + "\n")
            reference = subprocess.run([arguments.mlir_opt, "--test-spirv-target-env", path, "-o", os.devnull],
                                       capture_output=True, text=True)
            if "failed to legalize" not in reference.stderr and reference.returncode != 0:
                print(f"mlir-opt rejects {path}:\n{reference.stderr[:1500]}")
                sys.exit(1)
            ours = subprocess.run([arguments.ir_opt, f"--check-target-env={target}", path, "-o", os.devnull],
                                  capture_output=True, text=True)
            expected = rejected_lines(reference.stderr, "failed to legalize")
            actual = rejected_lines(ours.stderr, "is not available in the target environment")
            if not actual and ours.returncode != 0:
                print(f"ir-opt fails on {path}:\n{ours.stderr[:1500]}")
                sys.exit(1)
            checked += arguments.functions
            rejected += len(expected)
            if expected != actual:
                differing += 1
                kept = os.path.join(tempfile.gettempdir(), f"target_env_difference_{file_index}.mlir")
                with open(kept, "w") as out:
                    out.write("\n".join(functions) + "\n")
                source_lines = "\n".join(functions).splitlines()
                for line in sorted(expected ^ actual):
                    who = "mlir-opt only" if line in expected else "ir-opt only"
                    print(f"{kept}:{line}: {who}: {source_lines[line - 1].strip()}")
                print(f"  target: {target}")
    print(f"{arguments.count} targets, {checked} ops, {rejected} rejected by mlir-opt, {differing} files differ")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
