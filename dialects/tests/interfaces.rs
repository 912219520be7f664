//! Op interfaces as dialect authors use them: casting generic ops, default
//! methods and methods without `self`, interfaces extending others, and
//! external models attached to ops of another crate.

use dialects::arith::AddIOp;
use dialects::testing::{
    CountValues, Describe, DescribeModel, DynCountValues, DynDescribe, SegmentsOp, SymbolsOp,
};
use ir_core::interfaces::{self, OpHandle};
use ir_core::ir::{Body, Op};
use ir_core::text;
use ir_core::Context;

fn context() -> Context {
    let context = Context::new();
    context.set_allow_unregistered_dialects(true);
    dialects::register_all(&context);
    context
}

const SOURCE: &str = r#"
%p = "test.make_pair"() : () -> !testing.pair<i32, f32>
testing.symbols %p in <1 to 5, "r"> : !testing.pair<i32, f32>
%a = "foo.value"() : () -> i32
%x = testing.segments %a [%a, %a] : i32 [i32, i32] -> (i32)
%s = arith.addi %a, %a : i32
"#;

/// The parsed source and its ops in order, in the module's body.
fn parse(context: &Context) -> (ir_core::ir::Ir, Vec<Op>) {
    let parsed = text::parse_source(context, "interfaces.mlir", SOURCE, 0).expect("parses");
    let ir = parsed.ir;
    let module = ir.body(ir.top_body_id()).op(ir.root()).isolated_body().expect("module body");
    let body = ir.body(module);
    let block = body.entry_block(body.owner_regions()[0]).expect("a block");
    let ops = body.block_ops(block).collect();
    (ir, ops)
}

fn module_body(ir: &ir_core::ir::Ir) -> &Body {
    let module = ir.body(ir.top_body_id()).op(ir.root()).isolated_body().expect("module body");
    ir.body(module)
}

#[test]
fn generic_ops_cast_to_the_interfaces_their_kind_implements() {
    let context = context();
    let (ir, ops) = parse(&context);
    let body = module_body(&ir);
    let symbols = DynDescribe::cast(&context, body, ops[1]).expect("testing.symbols describes");
    assert_eq!(symbols.op(), ops[1]);
    assert_eq!(
        symbols.describe(body),
        "a pair with the range RangeAttr { low: 1, high: 5, label: \"r\" }"
    );
    assert_eq!(symbols.kind(), "symbols", "a method without `self` reaches the op kind's");
    assert!(!symbols.is_short(body), "the default method calls the op's describe");
    assert!(DynDescribe::cast(&context, body, ops[0]).is_none(), "an unregistered op has none");
    assert!(DynDescribe::cast(&context, body, ops[4]).is_none(), "arith.addi does not describe");
    assert!(interfaces::cast::<DynCountValues>(&context, body, ops[1]).is_none());
}

#[test]
fn an_extending_interface_brings_its_base_along() {
    let context = context();
    let (ir, ops) = parse(&context);
    let body = module_body(&ir);
    let segments = DynCountValues::cast(&context, body, ops[3]).expect("testing.segments counts");
    assert_eq!(segments.value_count(body), 4);
    let described = segments.as_describe();
    assert_eq!(described.describe(body), "2 segments");
    assert!(!described.is_short(body), "the op's own is_short overrides the default");
    let direct = DynDescribe::cast(&context, body, ops[3]).expect("the base table is found too");
    assert_eq!(direct.kind(), "segments");
    assert!(SegmentsOp::cast(&context, body, ops[3]).is_some());
    assert!(SymbolsOp::cast(&context, body, ops[3]).is_none());
}

/// An external model: a handle of this crate over `arith.addi`, which
/// implements `Describe` for it.
#[derive(Clone, Copy)]
struct DescribedAdd(AddIOp);

impl OpHandle for DescribedAdd {
    fn from_op_unchecked(op: Op) -> Self {
        DescribedAdd(AddIOp::from_op_unchecked(op))
    }

    fn op(self) -> Op {
        self.0.op()
    }
}

impl Describe for DescribedAdd {
    fn describe(self, body: &Body) -> String {
        format!("adds {} and {}", self.0.lhs(body), self.0.rhs(body))
    }

    fn kind() -> &'static str {
        "addition"
    }
}

#[test]
fn an_external_model_attaches_an_interface_to_an_op_of_another_crate() {
    let context = context();
    let (ir, ops) = parse(&context);
    let body = module_body(&ir);
    assert!(DynDescribe::cast(&context, body, ops[4]).is_none());
    assert!(context.attach_op_interface("arith.addi", DescribeModel::of::<DescribedAdd>()));
    assert!(
        !context.attach_op_interface("arith.addi", DescribeModel::of::<DescribedAdd>()),
        "an op has one table per interface"
    );
    assert!(
        !context.attach_op_interface("testing.symbols", DescribeModel::of::<DescribedAdd>()),
        "nor can an external model replace the op's own"
    );
    let add = DynDescribe::cast(&context, body, ops[4]).expect("attached");
    assert_eq!(add.kind(), "addition");
    assert!(add.describe(body).starts_with("adds "));
    assert!(add.is_short(body));
    assert!(DynCountValues::cast(&context, body, ops[4]).is_none());
}

/// The interface trait works as a bound in generic code too.
fn describe_statically<T: Describe>(op: T, body: &Body) -> String {
    format!("{}: {}", T::kind(), op.describe(body))
}

#[test]
fn interfaces_are_ordinary_traits_for_static_dispatch() {
    let context = context();
    let (ir, ops) = parse(&context);
    let body = module_body(&ir);
    let segments = SegmentsOp::cast(&context, body, ops[3]).expect("testing.segments");
    assert_eq!(describe_statically(segments, body), "segments: 2 segments");
    assert_eq!(segments.value_count(body), 4);
}

#[test]
fn ops_with_an_inference_hook_have_infer_type_op_interface() {
    use ir_core::interfaces::DynInferTypeOpInterface;
    let context = context();
    let source = "%a = \"foo.value\"() : () -> i32\n%c = arith.constant 7 : i64\n%s = arith.addi %a, %a : i32\n";
    let parsed = text::parse_source(&context, "infer.mlir", source, 0).expect("parses");
    let body = module_body(&parsed.ir);
    let block = body.entry_block(body.owner_regions()[0]).expect("a block");
    let ops: Vec<Op> = body.block_ops(block).collect();
    let constant =
        DynInferTypeOpInterface::cast(&context, body, ops[1]).expect("arith.constant infers");
    assert_eq!(constant.infer_result_types(&context, body), Some(vec![context.integer_type(64)]));
    assert!(
        DynInferTypeOpInterface::cast(&context, body, ops[2]).is_none(),
        "arith.addi takes its type from a trait, not a hook"
    );
}

/// A type interface: how many scalars a value of the type holds.
#[ir_core::ir_macros::type_interface]
pub trait ElementCount {
    /// The number of scalars.
    fn element_count(self, context: &Context) -> u64;
}

/// Shaped builtin types (tensors, vectors) as `ElementCount`s.
#[derive(Clone, Copy)]
struct ShapedHandle(ir_core::types::Type);

impl ir_core::interfaces::TypeHandle for ShapedHandle {
    fn from_type_unchecked(ty: ir_core::types::Type) -> Self {
        ShapedHandle(ty)
    }

    fn ty(self) -> ir_core::types::Type {
        self.0
    }
}

impl ElementCount for ShapedHandle {
    fn element_count(self, context: &Context) -> u64 {
        context.shape_of(self.0).map_or(1, |shape| shape.iter().product::<i64>().max(0) as u64)
    }
}

/// `!testing.pair` holds two scalars.
#[derive(Clone, Copy)]
struct PairHandle(ir_core::types::Type);

impl ir_core::interfaces::TypeHandle for PairHandle {
    fn from_type_unchecked(ty: ir_core::types::Type) -> Self {
        PairHandle(ty)
    }

    fn ty(self) -> ir_core::types::Type {
        self.0
    }
}

impl ElementCount for PairHandle {
    fn element_count(self, _context: &Context) -> u64 {
        2
    }
}

/// An attribute interface: whether a constant counts as true.
#[ir_core::ir_macros::attr_interface]
pub trait Truthy {
    /// Whether the value is not zero.
    fn is_truthy(self, context: &Context) -> bool;
}

#[derive(Clone, Copy)]
struct IntegerHandle(ir_core::attributes::Attr);

impl ir_core::interfaces::AttrHandle for IntegerHandle {
    fn from_attr_unchecked(attr: ir_core::attributes::Attr) -> Self {
        IntegerHandle(attr)
    }

    fn attr(self) -> ir_core::attributes::Attr {
        self.0
    }
}

impl Truthy for IntegerHandle {
    fn is_truthy(self, context: &Context) -> bool {
        matches!(
            context.attr_data(self.0),
            ir_core::attributes::AttrData::Integer { bits, .. } if bits.get() != 0
        )
    }
}

#[test]
fn type_and_attribute_interfaces_attach_to_kinds() {
    let context = context();
    assert!(
        context.attach_type_interface("builtin.tensor", ElementCountModel::of::<ShapedHandle>())
    );
    assert!(
        context.attach_type_interface("builtin.vector", ElementCountModel::of::<ShapedHandle>())
    );
    assert!(context.attach_type_interface("testing.pair", ElementCountModel::of::<PairHandle>()));
    assert!(!context.attach_type_interface("testing.pair", ElementCountModel::of::<PairHandle>()));
    let source = "%v:4 = \"foo.value\"() : () -> (tensor<2x3xf32>, vector<4xi8>, i32, !testing.pair<i32, f32>)\n";
    let parsed = text::parse_source(&context, "types.mlir", source, 0).expect("parses");
    let body = module_body(&parsed.ir);
    let block = body.entry_block(body.owner_regions()[0]).expect("a block");
    let op = body.first_op(block).expect("an op");
    let types: Vec<_> = body.op(op).results().iter().map(|value| body.value_type(value)).collect();
    let counts: Vec<Option<u64>> = types
        .iter()
        .map(|&ty| DynElementCount::cast(&context, ty).map(|count| count.element_count(&context)))
        .collect();
    assert_eq!(counts, vec![Some(6), Some(4), None, Some(2)]);

    assert!(context.attach_attr_interface("builtin.integer", TruthyModel::of::<IntegerHandle>()));
    let one = context.integer_attr(context.integer_type(32), 1);
    let zero = context.integer_attr(context.integer_type(32), 0);
    assert!(DynTruthy::cast(&context, one).is_some_and(|value| value.is_truthy(&context)));
    assert!(DynTruthy::cast(&context, zero).is_some_and(|value| !value.is_truthy(&context)));
    assert!(DynTruthy::cast(&context, context.string_attr("x")).is_none());
}
