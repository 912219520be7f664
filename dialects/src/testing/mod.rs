//! The `testing` dialect: ops that exercise every feature of the op-definition
//! macros — operand, result, region and successor kinds, segment sizes,
//! every kind of constraint and property, the traits, each hook, and the
//! directives of the declarative format. Tests read and verify files of
//! these ops; nothing else depends on them. Its namespace is not MLIR's
//! `test`, so MLIR's test files, which use `test.*` ops as unregistered
//! ops, read here as they do in `mlir-opt`.

mod hooks;
mod mlir_namespace;

pub use mlir_namespace::MlirTestDialect;

use ir_core::attributes::Attr;
use ir_core::ir::Body;
use ir_core::ir::{Block, Region, Value};
use ir_core::ir_macros::{attr_def, dialect, enum_attr, op, op_interface, type_def};
use ir_core::ods::{AttrConstraint, DenseI32Array, DenseI64Array, TypeConstraint, F32, F64};
use ir_core::types::Type;

use hooks::*;

/// An even-width signless integer: a constraint written as a Rust
/// predicate.
#[allow(non_upper_case_globals)]
pub const EvenWidthInteger: TypeConstraint = TypeConstraint::Custom {
    description: "signless integer of even width",
    check: |context, ty| context.integer_width(ty).is_some_and(|width| width % 2 == 0),
};

/// An integer attribute holding a positive value.
#[allow(non_upper_case_globals)]
pub const PositiveInteger: AttrConstraint =
    AttrConstraint::new("positive integer attribute", |context, attr| {
        ir_core::ods::properties::integer_attr_value(context, attr, 64)
            .is_some_and(|value| value > 0)
    });

/// Colors, an integer enum.
#[enum_attr(storage = "i32")]
pub enum Color {
    /// Red.
    Red = 0,
    /// Green.
    Green = 1,
    /// Blue, spelled `sky`.
    #[case("sky")]
    Blue = 5,
}

/// Access modes, a bit enum written as a dialect attribute
/// (`#testing.access<read, write>`).
#[enum_attr(dialect = "testing", mnemonic = "access", bits, description = "memory access modes")]
pub enum Access {
    /// No access.
    None = 0,
    /// Reads.
    Read = 1,
    /// Writes.
    Write = 2,
    /// Both.
    All = 3,
}

/// A pair of types: `!testing.pair<i32, f32>`.
#[type_def(dialect = "testing", mnemonic = "pair", format = "`<` $first `,` $second `>`")]
pub struct PairType {
    /// The first type.
    pub first: Type,
    /// The second type.
    pub second: Type,
}

/// A closed range of integers with a name: `#testing.range<1 to 5, "r">`.
#[attr_def(
    dialect = "testing",
    mnemonic = "range",
    format = "`<` $low `to` $high `,` $label `>`",
    summary = "integer range"
)]
pub struct RangeAttr {
    /// The first value.
    pub low: i64,
    /// The last value.
    pub high: i64,
    /// A name.
    pub label: String,
}

/// A `!testing.pair` of any types.
#[allow(non_upper_case_globals)]
pub const AnyPair: TypeConstraint = TypeConstraint::Custom {
    description: "pair type",
    check: |context, ty| PairType::from_type(context, ty).is_some(),
};

/// Ops that describe themselves: an interface with a method, a method
/// without `self`, and a default method.
#[op_interface]
pub trait Describe {
    /// A description of this op.
    fn describe(self, body: &Body) -> String;

    /// The kind of op, the same for every op of the kind.
    fn kind() -> &'static str;

    /// Whether the description is short (by default, under 20 bytes).
    fn is_short(self, body: &Body) -> bool {
        self.describe(body).len() < 20
    }
}

/// Ops that count their values, extending [`Describe`].
#[op_interface]
pub trait CountValues: Describe {
    /// The number of operands and results.
    fn value_count(self, body: &Body) -> usize;
}

impl Describe for SymbolsOp {
    fn describe(self, body: &Body) -> String {
        format!("a pair with the range {:?}", self.range(body))
    }

    fn kind() -> &'static str {
        "symbols"
    }
}

impl Describe for SegmentsOp {
    fn describe(self, body: &Body) -> String {
        format!("{} segments", self.c(body).len())
    }

    fn kind() -> &'static str {
        "segments"
    }

    fn is_short(self, _body: &Body) -> bool {
        false
    }
}

impl CountValues for SegmentsOp {
    fn value_count(self, body: &Body) -> usize {
        let data = body.op(self.op());
        data.operand_count() + data.results().len()
    }
}

/// A value of a dialect type with a property of a dialect attribute.
#[op(
    name = "testing.symbols",
    format = "$value `in` $range attr-dict `:` type($value)",
    interfaces = [Describe],
)]
pub struct SymbolsOp {
    #[operand(AnyPair)]
    value: Value,
    /// A range, written `<1 to 5, "r">` here.
    #[property]
    range: RangeAttr,
}

/// Operands and results of every arity, with segment sizes for both.
#[op(
    name = "testing.segments",
    traits = [AttrSizedOperandSegments, AttrSizedResultSegments],
    interfaces = [CountValues],
    format = "$a (`,` $b^)? `[` $c `]` attr-dict `:` type($a) (`,` type($b)^)? `[` type($c) `]` `->` `(` type($x) `)` (`,` type($y)^)?",
)]
pub struct SegmentsOp {
    #[operand]
    a: Value,
    #[operand]
    b: Option<Value>,
    #[operand]
    c: Vec<Value>,
    #[result]
    x: Vec<Value>,
    #[result]
    y: Option<Value>,
}

/// One operand per kind of type constraint (generic form only).
#[op(name = "testing.constraints")]
pub struct ConstraintsOp {
    #[operand(AnyInteger)]
    integer: Value,
    #[operand(Integer(Some(8)))]
    i8_any_signedness: Value,
    #[operand(Index)]
    index: Value,
    #[operand(AnyFloat)]
    float: Value,
    #[operand(VectorOf(&F32))]
    vector: Value,
    #[operand(RankedTensorOf(&AnyInteger))]
    ranked_tensor: Value,
    #[operand(MemRefOf(&Index))]
    memref: Value,
    #[operand(AnyOf(&[I32, F64]))]
    either: Value,
    #[operand(Ranked)]
    ranked: Value,
    #[operand(EvenWidthInteger)]
    even: Value,
    #[operand(SignedInteger(None))]
    signed: Value,
    #[result(UnsignedInteger(Some(16)))]
    unsigned: Value,
}

/// Properties of every kind, written in a format.
#[op(
    name = "testing.properties",
    format = "$count `,` $name (`flag` $flag^)? `color` $color `access` $access `:` $ty (`limit` $limit^)? `sizes` $sizes `at` $attr attr-dict"
)]
pub struct PropertiesOp {
    /// A required integer, positive.
    #[property(constraint = PositiveInteger)]
    count: i64,
    /// A string.
    #[property]
    name: String,
    /// A unit flag.
    #[property]
    flag: bool,
    /// An integer enum with a default.
    #[property(default = Color::Green)]
    color: Color,
    /// A bit enum.
    #[property(default)]
    access: Access,
    /// A type.
    #[property]
    ty: Type,
    /// An optional integer.
    #[property]
    limit: Option<i32>,
    /// A dense array.
    #[property]
    sizes: DenseI64Array,
    /// Any attribute.
    #[property]
    attr: Attr,
    /// An attribute not in the format, printed in `attr-dict`.
    #[property(name = "extraName")]
    extra: Option<DenseI32Array>,
}

/// Float properties, written without their types: `testing.floats 0.5 scale
/// 2.500000e+00`.
#[op(name = "testing.floats", format = "$half (`scale` $scale^)? attr-dict")]
pub struct FloatsOp {
    /// A 32-bit float.
    #[property]
    half: F32,
    /// An optional 64-bit float.
    #[property]
    scale: Option<F64>,
}

/// Properties given as a dictionary: `prop-dict`.
#[op(name = "testing.prop_dict", format = "prop-dict attr-dict")]
pub struct PropDictOp {
    /// A required integer.
    #[property]
    value: i64,
    /// An optional string.
    #[property]
    label: Option<String>,
}

/// Regions: any, sized, and a variadic list.
#[op(
    name = "testing.regions",
    format = "$body `sized` $sized (`more` $rest^)? attr-dict-with-keyword",
    verify_regions = verify_regions_nonempty,
)]
pub struct RegionsOp {
    #[region]
    body: Region,
    #[region(blocks = 1)]
    sized: Region,
    #[region]
    rest: Vec<Region>,
}

/// Successors: one, then any number.
#[op(
    name = "testing.branch",
    traits = [Terminator],
    format = "$first (`or` $others^)? attr-dict",
)]
pub struct BranchOp {
    #[successor]
    first: Block,
    #[successor]
    others: Vec<Block>,
}

/// Operands of one shape.
#[op(name = "testing.same_shape", traits = [SameOperandsShape], format = "operands attr-dict `:` type(operands)")]
pub struct SameShapeOp {
    #[operand]
    values: Vec<Value>,
}

/// Operands and results of one shape.
#[op(name = "testing.same_shapes", traits = [SameOperandsAndResultShape])]
pub struct SameShapesOp {
    #[operand]
    input: Value,
    #[result]
    output: Value,
}

/// Operands and results of one element type.
#[op(name = "testing.same_element", traits = [SameOperandsAndResultElementType])]
pub struct SameElementOp {
    #[operand]
    input: Value,
    #[result]
    output: Value,
}

/// Element-wise: scalars, or vectors and tensors of one shape.
#[op(name = "testing.elementwise", traits = [Elementwise, Scalarizable, Vectorizable, Tensorizable])]
pub struct ElementwiseOp {
    #[operand]
    lhs: Value,
    #[operand]
    rhs: Value,
    #[result]
    result: Value,
}

/// A terminator for `testing.scope`.
#[op(name = "testing.yield", traits = [Terminator, ReturnLike, HasParent(ScopeOp, LoopOp)], format = "attr-dict ($values^ `:` type($values))?")]
pub struct YieldOp {
    #[operand]
    values: Vec<Value>,
}

/// A region with one block ending in `testing.yield`.
#[op(name = "testing.scope", traits = [SingleBlockImplicitTerminator(YieldOp)], format = "$body attr-dict")]
pub struct ScopeOp {
    #[region]
    body: Region,
}

/// Another parent `testing.yield` accepts.
#[op(name = "testing.loop", traits = [NoTerminator, SingleBlock], format = "$body attr-dict")]
pub struct LoopOp {
    #[region]
    body: Region,
}

/// Isolated from above; `testing` is the default dialect of its body.
#[op(name = "testing.isolated", traits = [IsolatedFromAbove, NoTerminator, SingleBlock], format = "$body attr-dict", default_dialect = "testing")]
pub struct IsolatedOp {
    #[region]
    body: Region,
}

/// A trait of this dialect's own: the op's first operand is not a block
/// argument.
pub struct NotBlockArgument;

impl ir_core::traits::OpTrait for NotBlockArgument {
    fn name(&self) -> std::borrow::Cow<'static, str> {
        "NotBlockArgument".into()
    }

    fn verify(
        &self,
        check: &ir_core::traits::TraitCheck<'_>,
    ) -> Result<(), ir_core::ods::VerifyError> {
        verify_not_block_argument(check.body, check.op)
    }
}

/// Carries a user-defined trait, an involution and idempotence.
#[op(name = "testing.traits", traits = [NotBlockArgument, Involution, Idempotent, Pure], format = "$input attr-dict `:` type($input)")]
pub struct TraitsOp {
    #[operand]
    input: Value,
}

/// Hooks: a verifier, a folder, type inference and result names.
#[op(
    name = "testing.hooks",
    format = "$lhs `,` $rhs attr-dict `:` type($lhs)",
    traits = [SameTypeOperands],
    verify = verify_hooks,
    fold = fold_hooks,
    infer = infer_hooks,
    result_names = hooks_result_names,
    canonicalize = [SwapOperands],
)]
pub struct HooksOp {
    #[operand]
    lhs: Value,
    #[operand]
    rhs: Value,
    #[result]
    result: Value,
}

/// A custom printer and parser: `testing.custom <name> = %value`.
#[op(name = "testing.custom", print = print_custom, parse = parse_custom)]
pub struct CustomOp {
    #[operand]
    value: Value,
    /// The name.
    #[property]
    label: String,
}

/// A custom directive inside a format, and `qualified`.
#[op(
    name = "testing.directive",
    traits = [AllTypesMatch(first, second)],
    format = "custom<Pair>($first, $second) `:` qualified(type($first)) attr-dict",
)]
pub struct DirectiveOp {
    #[operand]
    first: Value,
    #[operand]
    second: Value,
}

/// The `operands` directive with types from `AllTypesMatch`:
/// `testing.matched %a, %b : i32`.
#[op(
    name = "testing.matched",
    traits = [AllTypesMatch(lhs, rhs, result)],
    format = "operands attr-dict `:` type($result)",
)]
pub struct MatchedOp {
    #[operand]
    lhs: Value,
    #[operand]
    rhs: Value,
    #[result]
    result: Value,
}

/// An optional group with an `else` branch and spacing directives.
#[op(
    name = "testing.else_group",
    format = "(`present` $value^ `:` type($value)) : (`absent`)? `` `<` ` ` `>` attr-dict"
)]
pub struct ElseGroupOp {
    #[operand]
    value: Option<Value>,
}

/// Any number of operands written with their types, an optional property
/// and a result: `testing.pack %a, %b pad 4 : i32, f32 -> i64`, or
/// `testing.pack empty : -> i64`.
#[op(
    name = "testing.pack",
    format = "($inputs^) : (`empty`)? (`pad` $pad^)? attr-dict `:` type($inputs) `->` type($packed)"
)]
pub struct PackOp {
    #[operand]
    inputs: Vec<Value>,
    /// Padding between the packed values.
    #[property]
    pad: Option<i32>,
    #[result]
    packed: Value,
}

/// Ops that exercise every feature of the op-definition macros. As MLIR's
/// own `test` dialect, it keeps ops of its namespace it does not define as
/// unregistered ops, and types of its namespace it does not define as
/// opaque types.
#[dialect(
    name = "testing",
    allow_unknown_operations,
    allow_unknown_types,
    ops = [
        SegmentsOp, ConstraintsOp, PropertiesOp, PropDictOp, RegionsOp, BranchOp, SameShapeOp,
        SameShapesOp, SameElementOp, ElementwiseOp, YieldOp, ScopeOp, LoopOp, IsolatedOp,
        TraitsOp, HooksOp, CustomOp, DirectiveOp, ElseGroupOp, SymbolsOp, MatchedOp,
        FloatsOp, PackOp,
    ],
    types = [PairType],
    attributes = [RangeAttr],
    enum_attributes = [Access],
)]
pub struct TestDialect;

#[cfg(test)]
mod tests {
    use ir_core::text;
    use ir_core::Context;

    fn print(source: &str) -> Result<String, String> {
        let context = Context::new();
        context.set_allow_unregistered_dialects(true);
        crate::register_all(&context);
        let parsed = text::parse_source(&context, "t.mlir", source, 0)
            .map_err(|error| error.message.clone())?;
        Ok(text::print_ir(&context, &parsed.ir, &parsed.resources, text::PrintOptions::default()))
    }

    #[test]
    fn the_operands_directive_takes_its_types_from_all_types_match() {
        let source = "%a = \"foo.value\"() : () -> i32\n%s = testing.matched %a, %a : i32\n";
        let printed = print(source).expect("parses");
        assert!(printed.contains("%1 = testing.matched %0, %0 : i32"), "{printed}");
        let error = print("%a = \"foo.value\"() : () -> i32\n%s = testing.matched %a : i32\n")
            .expect_err("one operand is missing");
        assert_eq!(
            error,
            "custom op 'testing.matched' number of operands and types do not match: got 1 operands and 2 types"
        );
    }

    #[test]
    fn unknown_types_of_a_dialect_that_allows_them_are_kept_as_written() {
        let context = Context::new();
        crate::register_all(&context);
        let source = "\"testing.segments\"() : () -> ()\n\
                      func.func private @f(!testing.later<4 x i32>, !testing.pair<i32, f32>)\n";
        let parsed = text::parse_source(&context, "t.mlir", source, 0)
            .expect("unknown types of `testing` read without --allow-unregistered-dialect");
        let printed =
            text::print_ir(&context, &parsed.ir, &parsed.resources, text::PrintOptions::default());
        assert!(
            printed.contains("(!testing.later<4 x i32>, !testing.pair<i32, f32>)"),
            "{printed}"
        );
        let message = |source: &str| match text::parse_source(&context, "t.mlir", source, 0) {
            Ok(_) => panic!("{source}: the dialect does not allow unknown types"),
            Err(error) => error.message.clone(),
        };
        assert_eq!(message("func.func private @f(!spirv.later)"), "unknown SPIR-V type: later");
        assert_eq!(
            message("func.func private @f(!toy.later)"),
            "dialect 'toy' provides no type parsing hook"
        );
    }

    #[test]
    fn attributes_of_loaded_dialects_are_checked_unless_the_dialect_keeps_them() {
        use ir_core::attributes::AttrData;
        let context = Context::new();
        crate::register_all(&context);
        let message = |source: &str| match text::parse_source(&context, "t.mlir", source, 0) {
            Ok(_) => panic!("{source}: the attribute is not one of the dialect's"),
            Err(error) => error.message.clone(),
        };
        // The project's own dialect lists its enum attribute, whose body is
        // read with the enum's cases, and knows no other attribute.
        assert_eq!(
            message("\"testing.segments\"() {a = #testing.access<read, bogus>} : () -> ()"),
            "expected Access to be one of: none, read, write, all"
        );
        assert_eq!(
            message("\"testing.segments\"() {a = #testing.access} : () -> ()"),
            "expected '<' to start #testing.access<...>"
        );
        assert_eq!(
            message("\"testing.segments\"() {a = #testing.later<1>} : () -> ()"),
            "unknown attribute `later` in dialect `testing`"
        );
        // The attribute read is the one the enum makes, spelled as printed.
        let source = "\"testing.segments\"() {a = #testing.access<write, read>} : () -> ()\n";
        let parsed = text::parse_source(&context, "t.mlir", source, 0).expect("a valid set");
        let printed =
            text::print_ir(&context, &parsed.ir, &parsed.resources, text::PrintOptions::default());
        assert!(printed.contains("{a = #testing.access<all>}"), "{printed}");
        let built = ir_core::ods::PropertyValue::to_attr(&super::Access::ALL, &context);
        assert!(matches!(context.attr_data(built), AttrData::Opaque { .. }));
        // MLIR's `test` namespace keeps what it does not define, without
        // --allow-unregistered-dialect.
        let source = "\"test.op\"() {a = #test.later<1, [2]>, b = #test<\"x\">} : () -> ()\n";
        let parsed = text::parse_source(&context, "t.mlir", source, 0)
            .expect("unknown attributes of `test` are kept");
        let printed =
            text::print_ir(&context, &parsed.ir, &parsed.resources, text::PrintOptions::default());
        assert!(printed.contains("{a = #test.later<1, [2]>, b = #test<\"x\">}"), "{printed}");
    }

    #[test]
    fn a_dialect_enum_without_brackets_names_the_property() {
        let error =
            print("testing.properties 3, \"n\" color green access read : i32 sizes [] at 5\n")
                .expect_err("the access value needs its brackets");
        assert_eq!(
            error,
            "expected '<' to start the value of property 'access' (#testing.access<...>)"
        );
        let error =
            print("testing.properties 3, \"n\" color green access <read : i32 sizes [] at 5\n")
                .expect_err("the access value is not closed");
        assert_eq!(
            error,
            "expected '>' to end the value of property 'access' (#testing.access<...>)"
        );
    }

    #[test]
    fn bit_enums_read_the_keywords_they_print() {
        use crate::arith::FastMathFlags;
        use crate::spirv::{FunctionControl, MemoryAccess};
        let flags = FastMathFlags::NNAN | FastMathFlags::NINF;
        assert_eq!(flags.keyword(), "nnan,ninf");
        assert_eq!(FastMathFlags::from_keyword("nnan,ninf"), Some(flags));
        assert_eq!(FastMathFlags::from_keyword(" ninf , nnan "), Some(flags));
        assert_eq!(FastMathFlags::from_keyword("fast"), Some(FastMathFlags::FAST));
        assert_eq!(FastMathFlags::from_keyword("none"), Some(FastMathFlags::NONE));
        assert_eq!(FastMathFlags::from_keyword("nnan,fastest"), None);
        let control = FunctionControl::from_keyword("Inline|Pure").expect("two flags");
        assert_eq!(control.keyword(), "Inline|Pure");
        assert_eq!(FunctionControl::from_keyword("Pure | Inline"), Some(control));
        let access = MemoryAccess::from_keyword("Volatile|Aligned").expect("two flags");
        assert!(access.contains(MemoryAccess::ALIGNED));
        assert_eq!(MemoryAccess::from_keyword("Volatile|Alined"), None);
    }
}
