// What a dialect author gets from properties: accessors that return
// `Copy` values by value (integers, enums, `Type`, `Attr`) and others by
// reference, `build` taking a result's type from a typed attribute
// property that `AllTypesMatch` ties to it, and enum attributes as
// parameters of dialect types, written as their keyword.

use ir_core::attributes::Attr;
use ir_core::ir::{Body, Builder, InsertPoint, Value};
use ir_core::ir_macros::{dialect, enum_attr, op, type_def};
use ir_core::text::{self, PrintOptions, Resources};
use ir_core::types::Type;
use ir_core::Context;

/// How a value is laid out.
#[enum_attr(dialect = "demo", mnemonic = "layout")]
pub enum Layout {
    #[case("row")]
    Row = 0,
    #[case("column")]
    Column = 1,
}

/// A tensor tagged with its layout: `!demo.tagged<column, f32>`.
#[type_def(dialect = "demo", mnemonic = "tagged", format = "`<` $layout `,` $element `>`")]
pub struct TaggedType {
    pub layout: Layout,
    pub element: Type,
}

/// A constant whose type is its value's.
#[op(name = "demo.constant", traits = [AllTypesMatch(value, result)], format = "$value attr-dict")]
pub struct ConstantOp {
    #[property]
    value: Attr,
    #[result]
    result: Value,
}

/// An op with properties of several kinds.
#[op(name = "demo.annotate", format = "$input $layout attr-dict `:` type($input)", traits = [AllTypesMatch(input, output)])]
pub struct AnnotateOp {
    #[operand]
    input: Value,
    #[property]
    layout: Layout,
    #[property(default = 1)]
    count: i64,
    #[property]
    element: Option<Type>,
    #[property]
    label: Option<String>,
    #[result]
    output: Value,
}

#[dialect(name = "demo", ops = [ConstantOp, AnnotateOp], types = [TaggedType])]
pub struct DemoDialect;

fn main() {
    let context = Context::new();
    DemoDialect::register(&context);
    let i32 = context.integer_type(32);
    let f32 = context.float_type(ir_core::float::FloatKind::F32);
    let mut body = Body::new();
    let block = body.create_block();
    let location = context.unknown_location();
    let mut builder = Builder::new(&context, &mut body, InsertPoint::End(block));

    // No result type is asked for: the value's type is the result's.
    let constant = ConstantOp::build(&mut builder, location, context.integer_attr(i32, 7));
    let value = constant.result(builder.body());
    assert_eq!(builder.body().value_type(value), i32);

    let annotate = AnnotateOp::build(
        &mut builder,
        location,
        value,
        Layout::Column,
        3,
        Some(f32),
        Some("note".to_owned()),
    );
    let body = &body;
    let attr: Attr = constant.value(body);
    assert_eq!(context.attr_type(attr), Some(i32));
    let layout: Layout = annotate.layout(body);
    assert_eq!(layout, Layout::Column);
    let count: i64 = annotate.count(body);
    assert_eq!(count, 3);
    let element: Option<Type> = annotate.element(body);
    assert_eq!(element, Some(f32));
    let label: Option<&String> = annotate.label(body);
    assert_eq!(label.map(String::as_str), Some("note"));

    // The enum as a type parameter, printed and parsed as its keyword.
    let tagged = TaggedType { layout: Layout::Column, element: f32 }.to_type(&context);
    context.set_allow_unregistered_dialects(true);
    let source = "%0 = \"other.source\"() : () -> !demo.tagged<column, f32>\n%1 = demo.annotate %0 <row> {count = 2 : i64} : !demo.tagged<column, f32>\n";
    let parsed = text::parse_source(&context, "pass.mlir", source, 0).expect("the IR parses");
    let printed =
        text::print_ir(&context, &parsed.ir, &Resources::default(), PrintOptions::default());
    assert!(
        printed.contains("%1 = demo.annotate %0 <row> {count = 2 : i64} : !demo.tagged<column, f32>"),
        "{printed}"
    );
    assert_eq!(TaggedType::from_type(&context, tagged).map(|tagged| tagged.layout), Some(Layout::Column));
    let error = text::parse_source(&context, "bad.mlir", "%0 = \"other.source\"() : () -> !demo.tagged<diagonal, f32>\n", 0)
        .err()
        .expect("an unknown case is an error");
    assert!(error.message.contains("unknown Layout"), "{}", error.message);
}
