// A dialect with enums, properties of every kind, user and parameterized
// traits, hooks and formats with optional groups; its IR parses, verifies
// and prints back unchanged.

use ir_core::ir::{Body, Ir, Value};
use ir_core::ir_macros::{dialect, enum_attr, op};
use ir_core::ods::VerifyError;
use ir_core::traits::OpTrait;
use ir_core::text::{self, PrintOptions, Resources};
use ir_core::Context;

/// How `test.round` rounds.
#[enum_attr(storage = "i64")]
pub enum Rounding {
    /// Toward positive infinity.
    #[case("up")]
    Ceil = 0,
    /// Toward negative infinity.
    Down = 1,
}

/// What `test.add` may assume.
#[enum_attr(dialect = "test", mnemonic = "overflow", bits, separator = ", ")]
pub enum Overflow {
    /// No flag.
    None = 0,
    /// No signed wrap.
    Nsw = 1,
    /// No unsigned wrap.
    Nuw = 2,
}

/// A trait of our own, with no verifier.
pub struct Arithmetic;

impl OpTrait for Arithmetic {
    fn name(&self) -> std::borrow::Cow<'static, str> {
        "Arithmetic".into()
    }
}

/// Integer addition.
#[op(
    name = "test.add",
    summary = "integer addition",
    traits = [Pure, Commutative, SameOperandsAndResultType, Arithmetic],
    format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($sum)",
    verify = verify_add,
)]
pub struct AddOp {
    #[operand(SignlessIntegerLike)]
    lhs: Value,
    #[operand(SignlessIntegerLike)]
    rhs: Value,
    /// The wraps the op promises not to have.
    #[property(name = "overflowFlags", default)]
    overflow_flags: Overflow,
    #[result(SignlessIntegerLike)]
    sum: Value,
}

fn verify_add(_op: AddOp, _context: &Context, _ir: &Ir, _body: &Body) -> Result<(), VerifyError> {
    Ok(())
}

/// Rounds a float.
#[op(
    name = "test.round",
    traits = [Pure, AllTypesMatch(input, output)],
    format = "$mode $input (`exact` $exact^)? (`by` $steps^)? attr-dict `:` type($input)",
)]
pub struct RoundOp {
    #[operand(FloatLike)]
    input: Value,
    /// The rounding mode.
    #[property]
    mode: Rounding,
    /// Whether the input is known to be exact.
    #[property]
    exact: bool,
    /// How many steps, if given.
    #[property]
    steps: Option<i64>,
    /// A scale, defaulting to one.
    #[property(default = 1)]
    scale: i32,
    #[result(FloatLike)]
    output: Value,
}

/// Integer constants.
#[op(name = "test.constant", traits = [ConstantLike, Pure], format = "$value attr-dict `:` type($result)")]
pub struct ConstantOp {
    /// The value.
    #[property]
    value: i64,
    #[result(I64)]
    result: Value,
}

/// A dialect of arithmetic, whose enum attribute reads as
/// `#test.overflow<nsw>` in the generic form.
#[dialect(name = "test", ops = [AddOp, RoundOp, ConstantOp], enum_attributes = [Overflow])]
pub struct TestDialect;

const SOURCE: &str = r#"%0 = "test.constant"() <{value = 4 : i64}> : () -> i64
%1 = test.add %0, %0 : i64
%2 = test.add %1, %0 overflow<nsw, nuw> : i64
%3 = "other.source"() : () -> f32
%4 = test.round up %3 exact by 3 : f32
%5 = test.round down %3 : f32
%6 = "test.add"(%1, %0) <{overflowFlags = #test.overflow<nuw>}> : (i64, i64) -> i64
"#;

const PRINTED: &str = r#"module {
  %0 = test.constant 4 : i64
  %1 = test.add %0, %0 : i64
  %2 = test.add %1, %0 overflow<nsw, nuw> : i64
  %3 = "other.source"() : () -> f32
  %4 = test.round up %3 exact by 3 : f32
  %5 = test.round down %3 : f32
  %6 = test.add %1, %0 overflow<nuw> : i64
}
"#;

fn main() {
    let context = Context::new();
    context.set_allow_unregistered_dialects(true);
    TestDialect::register(&context);
    let parsed = text::parse_source(&context, "pass.mlir", SOURCE, 0).expect("the IR parses");
    ir_core::verifier::verify(&context, &parsed.ir, false).expect("the IR verifies");
    let printed =
        text::print_ir(&context, &parsed.ir, &Resources::default(), PrintOptions::default());
    assert_eq!(printed.trim_end(), PRINTED.trim_end());
    let reparsed =
        text::parse_source(&context, "pass.mlir", &printed, 0).expect("the output parses");
    let reprinted =
        text::print_ir(&context, &reparsed.ir, &Resources::default(), PrintOptions::default());
    assert_eq!(reprinted, printed);
    assert!(TestDialect::markdown().contains("test.round"));
    // An attribute of the dialect that it does not list is an error, even
    // with unregistered dialects allowed; so is a case the enum lacks.
    let message = |source: &str| match text::parse_source(&context, "bad.mlir", source, 0) {
        Ok(_) => panic!("{source}: not an attribute of the dialect"),
        Err(error) => error.message.clone(),
    };
    assert_eq!(
        message("\"other.op\"() {a = #test.underflow<nsw>} : () -> ()\n"),
        "unknown attribute `underflow` in dialect `test`"
    );
    assert_eq!(
        message("\"other.op\"() {a = #test.overflow<nsx>} : () -> ()\n"),
        "expected Overflow to be one of: none, nsw, nuw"
    );
}
