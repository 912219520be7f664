//! The Rust API `#[op]` generates, used as a dialect author would: typed
//! builders (with result types inferred from traits and hooks), accessors
//! for operand groups and properties, setters, casts, the folders, and the
//! verifier on what was built.

use dialects::arith::{self, AddIOp, CmpIOp, CmpIPredicate, ConstantOp, IntegerOverflowFlags};
use dialects::cf::CondBranchOp;
use ir_core::ir::{Body, Builder, InsertPoint, Ir, OperationState};
use ir_core::ods::TypedOp;
use ir_core::registry::FoldResult;
use ir_core::types::TypeData;
use ir_core::Context;

fn context() -> Context {
    let context = Context::new();
    dialects::register_all(&context);
    context
}

#[test]
fn builders_infer_result_types_and_accessors_read_them_back() {
    let context = context();
    let mut body = Body::new();
    let block = body.create_block();
    let location = context.unknown_location();
    let i32 = context.integer_type(32);
    let mut builder = Builder::new(&context, &mut body, InsertPoint::End(block));
    let one = ConstantOp::build(&mut builder, location, context.integer_attr(i32, 1));
    let one_value = one.result(builder.body());
    assert_eq!(
        builder.body().value_type(one_value),
        i32,
        "the constant's type comes from its value"
    );
    let sum =
        AddIOp::build(&mut builder, location, one_value, one_value, IntegerOverflowFlags::NSW);
    let compare = CmpIOp::build(&mut builder, location, one_value, one_value, CmpIPredicate::Slt);
    let body = &mut body;
    assert_eq!(
        body.value_type(sum.result(body)),
        i32,
        "SameOperandsAndResultType infers the result"
    );
    assert_eq!(
        body.value_type(compare.result(body)),
        context.integer_type(1),
        "TypesMatchWith infers i1"
    );
    assert_eq!(sum.lhs(body), one_value);
    assert_eq!(sum.overflow_flags(body), IntegerOverflowFlags::NSW);
    sum.set_overflow_flags(body, IntegerOverflowFlags::NSW | IntegerOverflowFlags::NUW);
    assert!(sum.overflow_flags(body).contains(IntegerOverflowFlags::NUW));
    assert_eq!(compare.predicate(body), CmpIPredicate::Slt);
    assert!(AddIOp::cast(&context, body, sum.op()).is_some());
    assert!(AddIOp::cast(&context, body, compare.op()).is_none(), "a cmpi is not an addi");
}

#[test]
fn operand_groups_follow_segment_sizes() {
    let context = context();
    let mut body = Body::new();
    let region = body.create_detached_region();
    let entry = body.create_block();
    body.append_block(region, entry);
    let target = body.create_block();
    body.append_block(region, target);
    let location = context.unknown_location();
    let i1 = context.integer_type(1);
    let i32 = context.integer_type(32);
    let mut builder = Builder::new(&context, &mut body, InsertPoint::End(entry));
    let mut state = OperationState::new(context.op_name("foo.values"), location);
    state.result_types.extend([i1, i32, i32]);
    let values = builder.create(state);
    let [condition, a, b] =
        <[_; 3]>::try_from(builder.body().op(values).results().to_vec()).unwrap();
    let branch =
        CondBranchOp::build(&mut builder, location, condition, &[a], &[a, b], None, target, target);
    let body = &mut body;
    assert_eq!(branch.trueDestOperands(body).collect::<Vec<_>>(), vec![a]);
    assert_eq!(branch.falseDestOperands(body).collect::<Vec<_>>(), vec![a, b]);
    branch.set_trueDestOperands(body, &[b, a, b]);
    assert_eq!(branch.trueDestOperands(body).collect::<Vec<_>>(), vec![b, a, b]);
    assert_eq!(
        branch.falseDestOperands(body).collect::<Vec<_>>(),
        vec![a, b],
        "the other group is kept"
    );
    assert_eq!(branch.properties(body).operand_segment_sizes.0 .0, vec![1, 3, 2]);
}

#[test]
fn folders_compute_constants_and_identities() {
    let context = context();
    let mut body = Body::new();
    let block = body.create_block();
    let location = context.unknown_location();
    let i8 = context.integer_type(8);
    let mut builder = Builder::new(&context, &mut body, InsertPoint::End(block));
    let x = ConstantOp::build(&mut builder, location, context.integer_attr(i8, 100));
    let x_value = x.result(builder.body());
    let sum = AddIOp::build(&mut builder, location, x_value, x_value, IntegerOverflowFlags::NONE);
    let fold = AddIOp::definition().fold.expect("addi has a folder");
    let hundred = context.integer_attr(i8, 100);
    let folded = fold(&context, &body, sum.op(), &[Some(hundred), Some(hundred)]);
    assert_eq!(
        folded,
        Some(vec![FoldResult::Attr(context.integer_attr(i8, -56))]),
        "100 + 100 wraps in i8"
    );
    let zero = context.integer_attr(i8, 0);
    let identity = fold(&context, &body, sum.op(), &[None, Some(zero)]);
    assert_eq!(identity, Some(vec![FoldResult::Value(x_value)]), "x + 0 folds to x");
    assert_eq!(fold(&context, &body, sum.op(), &[None, None]), None);
    let divide = arith::DivSIOp::definition().fold.expect("divsi has a folder");
    let mut builder = Builder::new(&context, &mut body, InsertPoint::End(block));
    let quotient = arith::DivSIOp::build(&mut builder, location, x_value, x_value, false);
    let minus_one = context.integer_attr(i8, -1);
    let minimum = context.integer_attr(i8, -128);
    assert_eq!(
        divide(&context, &body, quotient.op(), &[Some(minimum), Some(minus_one)]),
        None,
        "-128 / -1 overflows"
    );
    assert_eq!(
        divide(&context, &body, quotient.op(), &[Some(hundred), Some(zero)]),
        None,
        "no division by zero"
    );
}

#[test]
fn built_ops_verify() {
    let context = context();
    let location = context.unknown_location();
    let f32 = context.float_type(ir_core::float::FloatKind::F32);
    // A module built from Rust: its block lives in a body of its own, as
    // the parser arranges it.
    let mut ir = Ir::new_module(&context, location);
    let (module_body, module_block) = ir.module_block().expect("a new module has its block");
    let body = ir.body_mut(module_body);
    let mut builder = Builder::new(&context, body, InsertPoint::End(module_block));
    let constant = ConstantOp::build(
        &mut builder,
        location,
        context.intern_attr(ir_core::attributes::AttrData::Float { ty: f32, bits: 0u128.into() }),
    );
    let value = constant.result(builder.body());
    arith::AddFOp::build(&mut builder, location, value, value, arith::FastMathFlags::FAST);
    assert!(matches!(context.type_data(builder.body().value_type(value)), TypeData::Float(_)));
    ir_core::verifier::verify(&context, &ir, false).expect("built IR verifies");
}

#[test]
fn dialect_types_and_attributes_convert_both_ways() {
    use dialects::testing::{PairType, RangeAttr};
    let context = context();
    let i32 = context.integer_type(32);
    let index = context.index_type();
    let pair = PairType { first: i32, second: index };
    let ty = pair.to_type(&context);
    assert_eq!(PairType::from_type(&context, ty), Some(pair.clone()));
    assert_eq!(pair.to_type(&context), ty, "interned: equal parameters give one type");
    assert_eq!(PairType::from_type(&context, i32), None);
    assert_eq!(ir_core::text::type_to_string(&context, ty), "!testing.pair<i32, index>");
    let range = RangeAttr { low: -2, high: 7, label: "r".to_owned() };
    let attr = range.to_attr(&context);
    assert_eq!(RangeAttr::from_attr(&context, attr), Some(range));
    assert_eq!(ir_core::text::attr_to_string(&context, attr), "#testing.range<-2 to 7, \"r\">");
}

#[test]
fn extended_arithmetic_folds_to_both_halves() {
    let context = context();
    let mut body = Body::new();
    let block = body.create_block();
    let location = context.unknown_location();
    let i8 = context.integer_type(8);
    let mut builder = Builder::new(&context, &mut body, InsertPoint::End(block));
    let x = ConstantOp::build(&mut builder, location, context.integer_attr(i8, 1));
    let x = x.result(builder.body());
    let add =
        arith::AddUIExtendedOp::build(&mut builder, location, x, x, i8, context.integer_type(1));
    let multiply = arith::MulSIExtendedOp::build(&mut builder, location, x, x);
    let (a, b) = (context.integer_attr(i8, 200), context.integer_attr(i8, 100));
    let fold = arith::AddUIExtendedOp::definition().fold.expect("addui_extended has a folder");
    assert_eq!(
        fold(&context, &body, add.op(), &[Some(a), Some(b)]),
        Some(vec![
            FoldResult::Attr(context.integer_attr(i8, 44)),
            FoldResult::Attr(context.integer_attr(context.integer_type(1), 1)),
        ]),
        "200 + 100 = 300 = 256 + 44"
    );
    let fold = arith::MulSIExtendedOp::definition().fold.expect("mulsi_extended has a folder");
    let (c, d) = (context.integer_attr(i8, -100), context.integer_attr(i8, 100));
    assert_eq!(
        fold(&context, &body, multiply.op(), &[Some(c), Some(d)]),
        Some(vec![
            FoldResult::Attr(context.integer_attr(i8, -10000)),
            FoldResult::Attr(context.integer_attr(i8, -10000 >> 8)),
        ]),
        "-100 * 100 = -10000 in two halves"
    );
}

/// The README and the macro reference show `arith.addi` as this crate
/// defines it: the same traits, in order, the same format and patterns.
#[test]
fn the_docs_show_addi_as_it_is_defined() {
    let definition = AddIOp::DEFINITION;
    let traits: Vec<String> =
        definition.traits.iter().map(|declared| declared.name().into_owned()).collect();
    let format = definition.format_text.expect("arith.addi has a format");
    let patterns: Vec<&str> =
        definition.canonicalization_patterns.iter().map(|pattern| pattern.name()).collect();
    let lines = [
        format!("    traits = [{}],", traits.join(", ")),
        format!("    format = \"{format}\","),
        format!("    canonicalize = [{}],", patterns.join(", ")),
    ];
    for (document, prefix) in [("/../README.md", ""), ("/../ir-macros/src/lib.rs", "/// ")] {
        let path = format!("{}{document}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).expect("the documents are in the workspace");
        for line in &lines {
            let line = format!("{prefix}{line}");
            assert!(text.contains(&line), "{path} does not show `{line}`");
        }
    }
}
