// Ops with regions, successors, optional and variadic operands and
// results, segment sizes, parent and terminator traits, and print/parse,
// infer and fold hooks.

use ir_core::attributes::Attr;
use ir_core::diagnostics::Diagnostic;
use ir_core::ir::{Block, Body, Op, Region, Value};
use ir_core::ir_macros::{dialect, op};
use ir_core::ods::DenseI32Array;
use ir_core::text::{self, OpParser, OpPrinter, PrintOptions, Resources};
use ir_core::types::Type;
use ir_core::Context;

/// A scope whose single block ends with `test.yield`.
#[op(
    name = "test.scope",
    traits = [SingleBlockImplicitTerminator(YieldOp), NoMemoryEffect],
    format = "(`limit` $limit^)? $body attr-dict (`:` type($results)^)?",
)]
pub struct ScopeOp {
    /// An optional bound.
    #[property]
    limit: Option<i64>,
    #[region(blocks = 1)]
    body: Region,
    #[result]
    results: Vec<Value>,
}

/// Ends a scope.
#[op(
    name = "test.yield",
    traits = [Pure, Terminator, ReturnLike, HasParent(ScopeOp)],
    format = "attr-dict ($values^ `:` type($values))?",
)]
pub struct YieldOp {
    #[operand]
    values: Vec<Value>,
}

/// Branches on a condition.
#[op(
    name = "test.cond_br",
    traits = [AttrSizedOperandSegments, Terminator],
    format = "$condition `,` $trueDest (`(` $trueOperands^ `:` type($trueOperands) `)`)? `,` $falseDest (`(` $falseOperands^ `:` type($falseOperands) `)`)? attr-dict",
)]
#[allow(non_snake_case)]
pub struct CondBranchOp {
    #[operand(I1)]
    condition: Value,
    #[operand]
    trueOperands: Vec<Value>,
    #[operand]
    falseOperands: Vec<Value>,
    #[successor]
    trueDest: Block,
    #[successor]
    falseDest: Block,
}

/// Switches, with the operands of each case split by a property.
#[op(
    name = "test.switch",
    traits = [AttrSizedOperandSegments, AttrSizedResultSegments, Terminator],
)]
pub struct SwitchOp {
    #[operand(AnyInteger)]
    flag: Value,
    #[operand]
    default_operands: Option<Value>,
    #[operand(AnyType, segments = case_sizes)]
    case_operands: Vec<Value>,
    /// How many of `case_operands` each case takes.
    #[property]
    case_sizes: DenseI32Array,
    /// The value of each case.
    #[property(constraint = IntElementsAttr)]
    case_values: Option<Attr>,
    #[result]
    low: Vec<Value>,
    #[result]
    high: Option<Value>,
    #[successor]
    destinations: Vec<Block>,
    #[region]
    handlers: Vec<Region>,
}

/// A call printed by hand, with inferred result types.
#[op(
    name = "test.call",
    print = print_call,
    parse = parse_call,
    infer = infer_call,
    fold = fold_call,
)]
pub struct CallOp {
    /// The callee.
    #[property(constraint = FlatSymbolRefAttr)]
    callee: Attr,
    #[operand]
    arguments: Vec<Value>,
    #[result]
    results: Vec<Value>,
}

fn print_call(_op: CallOp, _printer: &mut OpPrinter) {}

fn parse_call(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    Err(parser.error_at_name("not supported"))
}

fn infer_call(
    _context: &Context,
    operands: &[Type],
    _properties: &CallOpProperties,
) -> Option<Vec<Type>> {
    Some(operands.to_vec())
}

fn fold_call(
    _op: CallOp,
    _context: &Context,
    _body: &Body,
    _operands: &[Option<Attr>],
) -> Option<Vec<ir_core::registry::FoldResult>> {
    None
}

/// Control flow.
#[dialect(name = "test", ops = [ScopeOp, YieldOp, CondBranchOp, SwitchOp, CallOp])]
pub struct TestDialect;

const SOURCE: &str = r#"module {
  "other.wrap"() ({
    %0 = "other.condition"() : () -> i1
    test.cond_br %0, ^bb1, ^bb2(%0 : i1)
  ^bb1:
    "other.end"() : () -> ()
  ^bb2(%1: i1):
    "other.end"() : () -> ()
  }) : () -> ()
  %0 = test.scope limit 3 {
    %1 = "other.value"() : () -> i32
    test.yield %1 : i32
  } : i32
}"#;

const PRINTED: &str = r#"module {
  "other.wrap"() ({
    %1 = "other.condition"() : () -> i1
    test.cond_br %1, ^bb1, ^bb2(%1 : i1)
  ^bb1:  // pred: ^bb0
    "other.end"() : () -> ()
  ^bb2(%2: i1):  // pred: ^bb0
    "other.end"() : () -> ()
  }) : () -> ()
  %0 = test.scope limit 3 {
    %1 = "other.value"() : () -> i32
    test.yield %1 : i32
  } : i32
}"#;

fn main() {
    let context = Context::new();
    context.set_allow_unregistered_dialects(true);
    TestDialect::register(&context);
    let markdown = TestDialect::markdown();
    for name in ["test.scope", "test.yield", "test.cond_br", "test.switch", "test.call"] {
        assert!(markdown.contains(name), "{name} is missing from\n{markdown}");
    }
    let parsed = text::parse_source(&context, "pass.mlir", SOURCE, 0).expect("the IR parses");
    ir_core::verifier::verify(&context, &parsed.ir, false).expect("the IR verifies");
    let printed =
        text::print_ir(&context, &parsed.ir, &Resources::default(), PrintOptions::default());
    assert_eq!(printed.trim_end(), PRINTED);
}
