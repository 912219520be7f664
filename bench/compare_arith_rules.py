#!/usr/bin/env python3
"""Differential testing of the 43 declarative arith canonicalization rules
(`dialects/src/arith/canonicalize/rules.rs`, MLIR's
`ArithCanonicalization.td`): random `func.func`s run through `ir-opt` and
`mlir-opt` 22 with `--canonicalize`. Where mlir-opt succeeds, ir-opt must
succeed with byte-identical output (locations included); where it fails
(a rule may build an invalid op), ir-opt must fail with the same first
`file:line:col: error: message` line.

    python3 bench/compare_arith_rules.py --count 1000 --seed 1
    python3 bench/compare_arith_rules.py --count 300 --seed 7 --show 10
    python3 bench/compare_arith_rules.py --ir-opt /usr/lib/llvm-22/bin/mlir-opt   # self-check: 0 differ
    python3 bench/compare_arith_rules.py --count 100 --emit-corpus tests/corpora/arith-rules

Each case holds 1 to 3 functions; each function body is 1 to 4 op chains,
each shaped like the source pattern of one rule, drawn uniformly from the
43. About 60% of the chains match their rule ("hit"); the others are near
misses, with exactly one ingredient changed so that a constraint fails: a
constant that is not -1 / 1 / true / the truncated width, a splat or
non-splat `dense<...>` where a scalar attribute is needed, a non-constant
operand, another cmpi predicate, operands extended from different types,
the other extension or cast kind, the second result of an extended op
used, a rounding mode on truncf, only one negf, another select condition.
Leaves are function arguments, constants, or earlier values (so some values
have several uses). Types vary: i1, i8, i16, i32, i64, index and sometimes
i128, vectors (`vector<4xi32>`, `vector<2xi8>`, `vector<[4]xi16>`) and
static tensors (`tensor<2x3xi64>`); f16, bf16, f32, f64 for the float
rules. Flags vary: overflow flags on addi/subi/muli/trunci, `exact` on
shrsi, fastmath on negf/mulf/divf/truncf. Each op has no location, a
`loc("file.mlir":L:C)`, a fused location (sometimes with metadata) or a
named one, so the fused locations of the ops the rules build are compared.
The chains' results (and some intermediates) are returned. Every program
is verified by mlir-opt without passes and regenerated if invalid.

Most cases run `--canonicalize --mlir-print-debuginfo`; some run plain
`--canonicalize`, and some add `--cse`. Every case file starts with its
`// FLAGS:` line, then a `// RULES:` line naming its chains (`+` a hit,
`-` a near miss). Differing inputs go to `--save` (default
/tmp/arith-rules-diffs); the first `--show` (default 3) differences are
printed in full. If the default `target/release/ir-opt` is missing, it is
built first (`cargo build --release -p ir-opt`); an existing binary is
never rebuilt. `--emit-corpus DIR` writes `DIR/case-NNNN.mlir` with
mlir-opt's output in `case-NNNN.mlir.out`.

Standard library only. Exits 1 if any case differs.
"""

import math
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
FLAG_SETS = ([["--canonicalize", "--mlir-print-debuginfo"], ["--canonicalize"], ["--canonicalize", "--cse"],
              ["--canonicalize", "--cse", "--mlir-print-debuginfo"]], [6, 2, 1, 1])

INTS = (["i1", "i8", "i16", "i32", "i64", "index", "i128"], [1, 2, 2, 4, 3, 3, 0.7])
SHAPES = ([None, "vector<4x{}>", "vector<2x{}>", "vector<[4]x{}>", "tensor<2x3x{}>"], [12, 3, 1, 0.5, 1.5])
FLOATS = ["f16", "bf16", "f32", "f64"]
PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
OVERFLOW = (["", " overflow<nsw>", " overflow<nuw>", " overflow<nsw, nuw>", " overflow<none>"], [6, 2, 2, 2, 0.5])
FASTMATH = (["", " fastmath<fast>", " fastmath<nnan>", " fastmath<nnan,ninf>", " fastmath<nsz,arcp>",
             " fastmath<contract>", " fastmath<none>", " fastmath<reassoc,afn>"], [6, 2, 1, 1, 1, 1, 0.5, 1])
ROUNDING = ["to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"]
BITCASTS = [["i16", "f16", "bf16"], ["i32", "f32"], ["i64", "f64"]]

# addi/subi/muli folding two constants: (outer op, inner op, inner constant
# on the left, outer constant on the left).
CONSTANT_CHAINS = {
    "AddIAddConstant": ("addi", "addi", 0, 0), "AddISubConstantRHS": ("addi", "subi", 0, 0),
    "AddISubConstantLHS": ("addi", "subi", 1, 0), "MulIMulIConstant": ("muli", "muli", 0, 0),
    "SubIRHSAddConstant": ("subi", "addi", 0, 0), "SubILHSAddConstant": ("subi", "addi", 0, 1),
    "SubIRHSSubConstantRHS": ("subi", "subi", 0, 0), "SubIRHSSubConstantLHS": ("subi", "subi", 1, 0),
    "SubILHSSubConstantRHS": ("subi", "subi", 0, 1), "SubILHSSubConstantLHS": ("subi", "subi", 1, 1)}
# A logical op or a cmpi of two extensions: (op, extension).
EXT_PAIRS = {
    "XOrIOfExtUI": ("xori", "extui"), "XOrIOfExtSI": ("xori", "extsi"), "AndOfExtUI": ("andi", "extui"),
    "AndOfExtSI": ("andi", "extsi"), "OrOfExtUI": ("ori", "extui"), "OrOfExtSI": ("ori", "extsi"),
    "CmpIExtSI": ("cmpi", "extsi"), "CmpIExtUI": ("cmpi", "extui")}
# Two casts in a row: (outer, inner).
CAST_PAIRS = {
    "IndexCastOfIndexCast": ("index_cast", "index_cast"), "IndexCastOfExtSI": ("index_cast", "extsi"),
    "IndexCastUIOfIndexCastUI": ("index_castui", "index_castui"), "IndexCastUIOfExtUI": ("index_castui", "extui")}
# Each rule's chain: (Function method, its argument).
RULES = {
    **{rule: ("constant_chain", spec) for rule, spec in CONSTANT_CHAINS.items()},
    **{rule: ("ext_pair", spec) for rule, spec in EXT_PAIRS.items()},
    **{rule: ("cast_pair", spec) for rule, spec in CAST_PAIRS.items()},
    "AddIMulNegativeOneRhs": ("negative_one", False), "AddIMulNegativeOneLhs": ("negative_one", True),
    "AddUIExtendedToAddI": ("extended", "addui_extended"), "MulSIExtendedToMulI": ("extended", "mulsi_extended"),
    "MulUIExtendedToMulI": ("extended", "mului_extended"), "MulSIExtendedRHSOne": ("mulsi_one", None),
    "SubISubILHSRHSLHS": ("sub_sub", None), "XOrINotCmpI": ("not_cmpi", None),
    "SelectNotCond": ("select_not", None), "SelectI1ToNot": ("select_to_not", None),
    "RedundantSelectTrue": ("redundant_select", False), "RedundantSelectFalse": ("redundant_select", True),
    "BitcastOfBitcast": ("bitcasts", None), "ExtSIOfExtUI": ("ext_of_ext", None),
    "TruncIExtSIToExtSI": ("trunc_ext", "extsi"), "TruncIExtUIToExtUI": ("trunc_ext", "extui"),
    "TruncIShrSIToTrunciShrUI": ("trunc_shift", None), "TruncFSIToFPToSIToFP": ("truncf", "sitofp"),
    "TruncFUIToFPToUIToFP": ("truncf", "uitofp"), "MulFOfNegF": ("negf_pair", "mulf"),
    "DivFOfNegF": ("negf_pair", "divf"),
}
assert len(RULES) == 43


def element_of(ty):
    match = re.fullmatch(r"\w+<(?:\[?\d+\]?x)+(\w+)>", ty)
    return match.group(1) if match else ty


def with_element(ty, element):
    """`ty`'s shape around `element`."""
    return element if ty == element_of(ty) else ty[:len(ty) - len(element_of(ty)) - 1] + element + ">"


def width(element):
    return 64 if element == "index" else int(element[1:] if element[0] == "i" else element[-2:])


class Function:
    def __init__(self, rng, index):
        self.rng, self.index = rng, index
        self.arguments, self.lines, self.results, self.pool = [], [], [], {}

    def shape(self):
        """A type pattern to `format` with an element type."""
        return self.rng.choices(*SHAPES)[0] or "{}"

    def int_type(self, shaped=True, elements=None):
        element = self.rng.choice(elements) if elements else self.rng.choices(*INTS)[0]
        return (self.shape() if shaped else "{}").format(element)

    def float_type(self):
        return self.shape().format(self.rng.choice(FLOATS))

    def flags(self, table):
        return self.rng.choices(*table)[0]

    def location(self):
        rng = self.rng
        spot = lambda: f'"{rng.choice(["file.mlir", "other.mlir"])}":{rng.randint(1, 4)}:{rng.randint(1, 3)}'
        kind = rng.choices(["none", "file", "fused", "fused-meta", "name"], [4, 4, 3, 1, 1])[0]
        if kind == "none":
            return ""
        if kind in ("file", "name"):
            return f" loc({spot()})" if kind == "file" else f' loc("{rng.choice("ab")}"({spot()}))'
        parts = ", ".join(spot() for _ in range(rng.randint(1, 3)))
        return f' loc(fused<"{rng.choice("xy")}">[{parts}])' if kind == "fused-meta" else f" loc(fused[{parts}])"

    def interesting(self, element):
        """A constant value for `element`, often an edge."""
        if element == "i1":
            return self.rng.choice([0, 1])
        bits = width(element)
        unsigned = [2 ** bits - 1, 2 ** bits - 2] if element != "index" else []  # index takes signed values
        return self.rng.choice([0, 1, -1, 2, 3, -2, 7, 2 ** (bits - 1) - 1, -2 ** (bits - 1),
                                self.rng.randrange(-2 ** (bits - 1), 2 ** (bits - 1))] + unsigned)

    def emit(self, ty, text, results=1):
        name = f"%v{len(self.lines)}"
        self.lines.append(f"{name}{f':{results}' if results > 1 else ''} = {text}{self.location()}")
        if results > 1:
            return [f"{name}#{n}" for n in range(results)]
        self.pool.setdefault(ty, []).append(name)
        return name

    def argument(self, ty):
        self.arguments.append((f"%arg{len(self.arguments)}", ty))
        self.pool.setdefault(ty, []).append(self.arguments[-1][0])
        return self.arguments[-1][0]

    def leaf(self, ty):
        """An argument, an earlier value or (rarely) a constant of type `ty`."""
        draw = self.rng.random()
        if draw < 0.3 and self.pool.get(ty):
            return self.rng.choice(self.pool[ty])
        if draw > 0.92:
            element = element_of(ty)
            value = self.rng.choice(["1.5", "-2.0", "0.0"]) if element.startswith(("f", "bf")) else None
            return self.constant(ty, value)
        return self.argument(ty)

    def literal(self, element, value):
        return ("true" if value % 2 else "false") if element == "i1" else str(value)

    def constant(self, ty, value=None, splat=True):
        """An `arith.constant` of `ty` (`dense<...>` when shaped; not a splat
        when `splat` is false and the shape allows it)."""
        element = element_of(ty)
        value = self.interesting(element) if value is None else value
        text = self.literal(element, value)
        if ty == element:
            return self.emit(ty, f"arith.constant {text}" + ("" if element == "i1" else f" : {ty}"))
        if not splat and "[" not in ty:
            dims = [int(n) for n in re.findall(r"(\d+)x", ty)]  # [4] or [2, 3]
            items = [text] * (math.prod(dims) - 1)
            items.append(self.literal(element, 0 if value != 0 else 1))
            self.rng.shuffle(items)
            if len(dims) == 2:
                items = [f"[{', '.join(items[n:n + dims[1]])}]" for n in range(0, len(items), dims[1])]
            text = f"[{', '.join(items)}]"
        return self.emit(ty, f"arith.constant dense<{text}> : {ty}")

    def binary(self, op, lhs, rhs, ty, flags=""):
        if op in ("addi", "muli", "andi", "ori", "xori") and self.rng.random() < 0.15:
            lhs, rhs = rhs, lhs  # canonicalization moves constants right anyway
        return self.emit(ty, f"arith.{op} {lhs}, {rhs}{flags} : {ty}")

    def cast(self, op, value, source, target, flags=""):
        return self.emit(target, f"arith.{op} {value}{flags} : {source} to {target}")

    def result(self, value, ty):
        self.results.append((value, ty))

    def chain(self, rule, hit):
        method, argument = RULES[rule]
        getattr(self, method)(hit, argument)

    def near(self, hit, *ways):
        """None for a hit, else one of the near-miss `ways`."""
        return None if hit else self.rng.choice(ways)

    def constant_chain(self, hit, spec):
        outer, inner, inner_left, outer_left = spec
        miss = self.near(hit, "shaped", "shaped", "inner-value", "outer-value")  # splats are no IntegerAttr
        ty = self.int_type(shaped=miss is not None)
        if miss == "shaped" and ty == element_of(ty):
            ty = f"vector<4x{ty}>"
        c0 = self.leaf(ty) if miss == "inner-value" else self.constant(ty)
        x = self.leaf(ty)
        value = self.binary(inner, *((c0, x) if inner_left else (x, c0)), ty, self.flags(OVERFLOW))
        c1 = self.leaf(ty) if miss == "outer-value" else self.constant(ty)
        self.result(self.binary(outer, *((c1, value) if outer_left else (value, c1)), ty, self.flags(OVERFLOW)), ty)
        if self.rng.random() < 0.15:
            self.result(value, ty)

    def special(self, hit, ty, wanted, wrong):
        """A constant of `ty` among `wanted`, or for a near miss a value among
        `wrong`, a leaf or a non-splat holding one element not `wanted`."""
        miss = self.near(hit, "value", "argument", "non-splat" if "<" in ty and "[" not in ty else "value")
        if miss == "argument":
            return self.leaf(ty)
        return self.constant(ty, self.rng.choice(wrong if miss == "value" else wanted), splat=miss != "non-splat")

    def negative_one(self, hit, lhs):
        ty = self.int_type()
        top = 2 ** width(element_of(ty)) if element_of(ty) != "index" else 0  # all ones, unsigned
        c0 = self.special(hit, ty, [-1, top - 1], [1, -2, top - 2])
        product = self.binary("muli", self.leaf(ty), c0, ty, self.flags(OVERFLOW))
        x = self.leaf(ty) if self.rng.random() < 0.8 else self.binary("muli", self.leaf(ty), c0, ty)  # both rules
        self.result(self.binary("addi", *((product, x) if lhs else (x, product)), ty, self.flags(OVERFLOW)), ty)

    def extended(self, hit, op):
        """An extended op whose second result is used only in near misses."""
        ty = self.int_type()
        second = with_element(ty, "i1") if op == "addui_extended" else ty
        types = f"{ty}, {second}" if op == "addui_extended" else ty
        first, other = self.emit(None, f"arith.{op} {self.leaf(ty)}, {self.leaf(ty)} : {types}", 2)
        if hit or self.rng.random() < 0.7:
            self.result(first, ty)
        if not hit:
            self.result(other, second)

    def mulsi_one(self, hit, _):
        ty = self.int_type()
        one = self.special(hit, ty, [1], [-1, 2, 0])  # an i1 one is -1: no match
        low, high = self.emit(None, f"arith.mulsi_extended {self.leaf(ty)}, {one} : {ty}", 2)
        self.result(high, ty)
        if self.rng.random() < 0.6:
            self.result(low, ty)

    def sub_sub(self, hit, _):
        ty = self.int_type()
        x, y = self.leaf(ty), self.leaf(ty)
        difference = self.binary("subi", x, y, ty, self.flags(OVERFLOW))
        rhs = x if hit else self.rng.choice([y, self.leaf(ty)])
        self.result(self.binary("subi", difference, rhs, ty, self.flags(OVERFLOW)), ty)

    def not_cmpi(self, hit, _):
        miss = self.near(hit, "shaped", "false", "argument")
        ty = self.int_type(shaped=miss == "shaped")
        if miss == "shaped" and ty == element_of(ty):
            ty = f"tensor<2x3x{ty}>"
        i1 = with_element(ty, "i1")
        compare = self.emit(i1, f"arith.cmpi {self.rng.choice(PREDICATES)}, {self.leaf(ty)}, {self.leaf(ty)} : {ty}")
        one = self.leaf(i1) if miss == "argument" else self.constant(i1, 0 if miss == "false" else 1)
        self.result(self.binary("xori", compare, one, i1), i1)

    def ext_pair(self, hit, spec):
        op, ext = spec
        miss = self.near(hit, "types", "kind", "predicate" if op == "cmpi" else "types")
        wide = self.rng.choice(["i16", "i32", "i64"])
        narrow = [e for e in ["i1", "i8", "i16", "i32"] if width(e) < width(wide)]
        a = self.int_type(elements=narrow)
        b = a if miss != "types" else with_element(a, self.rng.choice([e for e in narrow if e != element_of(a)]))
        other = {"extsi": "extui", "extui": "extsi"}[ext]
        first = self.cast(ext, self.leaf(a), a, with_element(a, wide))
        second = self.cast(other if miss == "kind" else ext, self.leaf(b), b, with_element(a, wide))
        if op == "cmpi":
            predicate = self.rng.choice(["slt", "ult", "sge", "ugt"] if miss == "predicate" else ["eq", "ne"])
            i1 = with_element(a, "i1")
            self.result(self.emit(i1, f"arith.cmpi {predicate}, {first}, {second} : {with_element(a, wide)}"), i1)
        else:
            self.result(self.binary(op, first, second, with_element(a, wide)), with_element(a, wide))

    def select_types(self, shaped=None):
        """(condition type, value type) of a select."""
        ty = self.int_type() if self.rng.random() < 0.7 else self.float_type()
        if shaped is not None and (ty != element_of(ty)) != shaped:
            ty = f"vector<4x{ty}>" if shaped else element_of(ty)
        return (with_element(ty, "i1") if ty != element_of(ty) and self.rng.random() < 0.7 else "i1"), ty

    def select(self, cond, a, b, cond_ty, ty, keep=True):
        value = self.emit(ty, f"arith.select {cond}, {a}, {b} : " + (ty if cond_ty == "i1" else f"{cond_ty}, {ty}"))
        if keep:
            self.result(value, ty)
        return value

    def select_not(self, hit, _):
        miss = self.near(hit, "shaped", "false", "argument", "value")
        cond_ty, ty = self.select_types(shaped=True if miss == "shaped" else None)
        if miss == "shaped" or hit:  # a splat is no IntegerAttr
            cond_ty = with_element(ty, "i1") if miss else "i1"
        ones = self.leaf(cond_ty) if miss == "argument" else self.constant(cond_ty, 0 if miss == "false" else 1)
        p = self.leaf(cond_ty)
        if self.rng.random() < 0.25:  # not(cmpi) also matches XOrINotCmpI
            operands = with_element(cond_ty, self.rng.choice(["i8", "i32", "index"]))
            p = self.emit(cond_ty, f"arith.cmpi {self.rng.choice(PREDICATES)}, {self.leaf(operands)}, "
                                   f"{self.leaf(operands)} : {operands}")
        cond = self.binary("xori", p, ones, cond_ty)
        if miss == "value":  # not(p) selected, not the condition
            return self.select(self.leaf("i1"), cond, self.leaf(cond_ty), "i1", cond_ty)
        self.select(cond, self.leaf(ty), self.leaf(ty), cond_ty, ty)

    def redundant_select(self, hit, false):
        cond_ty, ty = self.select_types()
        p = self.leaf(cond_ty)
        inner = self.select(p if hit else self.leaf(cond_ty), self.leaf(ty), self.leaf(ty), cond_ty, ty,
                            keep=self.rng.random() < 0.15)
        c = self.leaf(ty)
        if self.rng.random() < 0.25:  # both RedundantSelect rules match
            c = self.select(p, self.leaf(ty), self.leaf(ty), cond_ty, ty, keep=False)
        self.select(p, *((c, inner) if false else (inner, c)), cond_ty, ty)

    def select_to_not(self, hit, _):
        miss = self.near(hit, "swapped", "shaped", "argument")
        ty = "vector<4xi1>" if miss == "shaped" else "i1"
        cond_ty = "i1" if self.rng.random() < 0.5 else ty
        cond = self.leaf(cond_ty)
        on_true = self.leaf(ty) if miss == "argument" else self.constant(ty, 1 if miss == "swapped" else 0)
        self.select(cond, on_true, self.constant(ty, 0 if miss == "swapped" else 1), cond_ty, ty)

    def cast_pair(self, hit, spec):
        outer, inner = spec
        miss = self.near(hit, "kind", "types" if inner.startswith("index") else "kind")
        if miss == "kind":
            inner = {"index_cast": "index_castui", "index_castui": "index_cast", "extsi": "extui", "extui": "extsi"}[inner]
        ints = ["i1", "i8", "i16", "i32", "i64"]
        if not inner.startswith("index"):  # iN -> iM -> index
            a = self.rng.choice(ints[:-1])
            b, c = self.rng.choice([e for e in ints if width(e) > width(a)]), "index"
        elif self.rng.random() < 0.5 or miss == "types":  # iN -> index -> iN (or iM)
            a, b = self.rng.choice(ints), "index"
            c = self.rng.choice([e for e in ints if e != a]) if miss == "types" else a
        else:  # index -> iN -> index
            a, b, c = "index", self.rng.choice(ints), "index"
        shape = self.shape()
        a, b, c = (shape.format(e) for e in (a, b, c))
        value = self.cast(inner, self.leaf(a), a, b)
        self.result(self.cast(outer, value, b, c), c)
        if self.rng.random() < 0.15:
            self.result(value, b)

    def bitcasts(self, hit, _):
        shape = self.shape()
        a, b, c = (shape.format(e) for e in self.rng.choices(self.rng.choice(BITCASTS), k=3))
        value = self.cast("bitcast", self.leaf(a), a, b)
        if not hit:  # an op between the bitcasts
            value = self.binary("addf" if element_of(b).startswith(("f", "bf")) else "addi", value, self.leaf(b), b)
        self.result(self.cast("bitcast", value, b, c), c)

    def ext_of_ext(self, hit, _):
        shape = self.shape()
        a, b, c = (shape.format(e) for e in sorted(self.rng.sample(["i1", "i8", "i16", "i32", "i64"], 3), key=width))
        inner = "extui" if hit else self.rng.choice(["extsi", "extui"])
        value = self.cast(inner, self.leaf(a), a, b)
        self.result(self.cast("extsi" if hit or inner == "extsi" else "extui", value, b, c), c)

    def trunc_ext(self, hit, ext):
        if hit:
            a, b, c = sorted(self.rng.sample(["i1", "i8", "i16", "i32", "i64"], 3), key=width)
        else:  # truncated to the source's width or below
            a, c = sorted(self.rng.sample(["i8", "i16", "i32", "i64"], 2), key=width)
            b = self.rng.choice([a] + [e for e in ["i1", "i8", "i16"] if width(e) < width(a)])
        shape = self.shape()
        a, b, c = (shape.format(e) for e in (a, b, c))
        value = self.cast(ext, self.leaf(a), a, c)
        self.result(self.cast("trunci", value, c, b, self.flags(OVERFLOW)), b)

    def trunc_shift(self, hit, _):
        shape = self.shape()
        wide = self.rng.choice(["i8", "i16", "i32", "i64"])
        narrow = self.rng.choice([e for e in ["i1", "i8", "i16", "i32"] if width(e) < width(wide)])
        ty, target = shape.format(wide), shape.format(narrow)
        dropped = width(wide) - width(narrow)
        amount = self.special(hit, ty, [dropped], [dropped - 1, dropped + 1, 0, width(wide)])
        flag = " exact" if self.rng.random() < 0.3 else ""
        shifted = self.emit(ty, f"arith.shrsi {self.leaf(ty)}, {amount}{flag} : {ty}")
        self.result(self.cast("trunci", shifted, ty, target, self.flags(OVERFLOW)), target)

    def truncf(self, hit, op):
        shape = self.shape()
        wide, narrow = self.rng.choice([("f64", "f32"), ("f64", "f16"), ("f32", "f16"), ("f32", "bf16"), ("f64", "bf16")])
        source = shape.format(self.rng.choice(["i1", "i8", "i16", "i32", "i64"]))
        wide, narrow = shape.format(wide), shape.format(narrow)
        value = self.cast(op, self.leaf(source), source, wide)
        flags = ("" if hit else " " + self.rng.choice(ROUNDING)) + self.flags(FASTMATH)
        self.result(self.cast("truncf", value, wide, narrow, flags), narrow)

    def negf_pair(self, hit, op):
        ty = self.float_type()
        negated = [self.emit(ty, f"arith.negf {self.leaf(ty)}{self.flags(FASTMATH)} : {ty}") for _ in range(2)]
        if not hit:  # only one negf
            negated[self.rng.randrange(2)] = self.leaf(ty)
        self.result(self.emit(ty, f"arith.{op} {negated[0]}, {negated[1]}{self.flags(FASTMATH)} : {ty}"), ty)

    def text(self):
        arguments = ", ".join(f"{name}: {ty}" for name, ty in self.arguments)
        types = ", ".join(ty for _, ty in self.results)
        values = ", ".join(value for value, _ in self.results)
        return "\n".join([f"func.func @f{self.index}({arguments}) -> ({types}) {{"]
                         + [f"  {line}" for line in self.lines] + [f"  return {values} : {types}", "}"])


class Cases:
    """Generates cases, each verified by mlir-opt and written to a file
    starting with its `// FLAGS:` and `// RULES:` lines."""

    def __init__(self, seed, mlir_opt):
        self.rng = random.Random(seed)
        self.mlir_opt = mlir_opt
        self.regenerated = 0
        self.invalid_example = None
        self.chains = collections.Counter()  # (rule, hit) -> chains in valid cases

    def write(self, path):
        """Writes a valid case to `path`; returns (source, flags, chains)."""
        for _ in range(100):
            flags = self.rng.choices(*FLAG_SETS)[0]
            functions, chains = [], []
            for index in range(self.rng.choices([1, 2, 3], [5, 3, 1])[0]):
                function = Function(self.rng, index)
                for _ in range(self.rng.randint(1, 4)):
                    rule, hit = self.rng.choice(list(RULES)), self.rng.random() < 0.6
                    function.chain(rule, hit)
                    chains.append((rule, hit))
                functions.append(function.text())
            rules = " ".join(f"{'+' if hit else '-'}{rule}" for rule, hit in chains)
            source = f"// FLAGS: {shlex.join(flags)}\n// RULES: {rules}\n" + "\n".join(functions) + "\n"
            with open(path, "w") as file:
                file.write(source)
            code, _, stderr = differential.run(self.mlir_opt, ["-o", os.devnull], path)
            if code == 0:
                self.chains.update(chains)
                return source, flags, chains
            self.regenerated += 1
            if self.invalid_example is None:
                self.invalid_example = f"{source}\n{stderr}"
        sys.exit(f"cannot generate a valid program; an invalid one:\n{self.invalid_example}")


def main():
    parser = differential.argument_parser(__doc__, DEFAULT_IR_OPT, DEFAULT_MLIR_OPT, "arith-rules-diffs")
    arguments = parser.parse_args()
    cases = Cases(arguments.seed, differential.tool_path(arguments.mlir_opt))
    if arguments.emit_corpus:
        return differential.emit_corpus(arguments.emit_corpus, arguments.count,
                                        lambda path: cases.write(path)[1], cases.mlir_opt)
    ir_opt = differential.built_ir_opt(arguments.ir_opt, DEFAULT_IR_OPT, REPO)
    os.makedirs(arguments.save, exist_ok=True)
    work = tempfile.mkdtemp(prefix="arith-rules-")
    path = os.path.join(work, "case.mlir")
    same = differ = crashed = ours_crashed = 0

    def save(source, kind, number):
        saved = os.path.join(arguments.save, f"{kind}-{arguments.seed}-{number:04d}.mlir")
        with open(saved, "w") as file:
            file.write(source)
        return saved

    differing_rules, errors = collections.Counter(), collections.Counter()
    for number in range(arguments.count):
        source, flags, chains = cases.write(path)
        reference = differential.run(cases.mlir_opt, flags, path)
        if reference[0] < 0:
            crashed += 1
            print(f"mlir-opt crashes ({reference[0]}): {save(source, 'crash', number)}")
            continue
        if reference[0] != 0:  # e.g. a rule building an invalid op
            errors[(differential.first_error(reference[2]) or "(no error line)").split(" error: ", 1)[-1]] += 1
        ours = differential.run(ir_opt, flags, path)
        problem = differential.difference(reference, ours)
        if problem is None:
            same += 1
            continue
        differ += 1
        ours_crashed += ours[0] < 0
        differing_rules.update(f"{'+' if hit else '-'}{rule}" for rule, hit in set(chains))
        print(f"differs: {save(source, 'diff', number)}" + (f"\n{problem}\n" if differ <= arguments.show else ""))
    os.remove(path)
    os.rmdir(work)
    print("chains (hit / near miss): " + ", ".join(
        f"{rule} {cases.chains[rule, True]}/{cases.chains[rule, False]}" for rule in RULES))
    for message, count in errors.most_common(5):
        print(f"mlir-opt fails {count} times with: {message}")
    if differing_rules:
        print("chains in differing cases: " + ", ".join(f"{k} {n}" for k, n in differing_rules.most_common()))
    print(f"{arguments.count} cases: {same} same, {differ} differ ({ours_crashed} of them ir-opt crashes), "
          f"{crashed} mlir-opt-crash, {sum(errors.values())} mlir-opt-failure; {cases.regenerated} programs regenerated (did not verify)")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
