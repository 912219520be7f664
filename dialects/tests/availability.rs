//! Availability as a dialect author declares and uses it: a small dialect
//! with its own version scheme, extensions and capabilities (one implying
//! another), enum cases and bits with requirements, a type rule, and a
//! dialect default its ops override; then instance queries, the
//! per-dimension interface, target checks and the compile-time form.

use ir_core::availability::{
    self, check_op, Conjunction, Dimension, DynAvailability, EnabledSet, EnumCase, Mode,
    StaticAvailability, StaticTarget, StaticTargetDimension, TargetEnv,
};
use ir_core::ir::{Body, Builder, InsertPoint, Op, Value};
use ir_core::ir_macros::{dialect, enum_attr, op};
use ir_core::ods::constraints::{ScalarOrValueSemanticsOf, F16};
use ir_core::text;
use ir_core::Context;

/// The versions of the dialect, oldest first.
#[enum_attr(dialect = "avail", mnemonic = "version")]
pub enum Version {
    #[case("v1")]
    V1 = 0,
    #[case("v2")]
    V2 = 1,
    #[case("v3")]
    V3 = 2,
}

/// Optional extensions.
#[enum_attr(dialect = "avail", mnemonic = "extension")]
pub enum Extension {
    #[case("EXT_atomics")]
    Atomics = 0,
    #[case("EXT_groups")]
    Groups = 1,
}

/// Capabilities; `Groups` implies `Basic`.
#[enum_attr(dialect = "avail", mnemonic = "capability")]
pub enum Capability {
    #[case("Basic")]
    Basic = 0,
    #[case("Groups")]
    #[implies(Capability::Basic)]
    Groups = 1,
    #[case("Half")]
    Half = 2,
    #[case("Atomics")]
    Atomics = 3,
}

/// The oldest version an op needs.
pub type MinVersion = availability::MinVersion<Version>;
/// The newest version an op exists in.
pub type MaxVersion = availability::MaxVersion<Version>;
/// The extensions an op needs.
pub type Extensions = availability::Extensions<Extension>;
/// The capabilities an op needs.
pub type Capabilities = availability::Capabilities<Capability>;

/// Where an op's effect is visible; the widest scope is newer.
#[enum_attr(dialect = "avail", mnemonic = "scope")]
pub enum Scope {
    #[case("Local")]
    Local = 0,
    #[case("Global")]
    #[availability(MinVersion(Version::V2), Capabilities([Capability::Groups]))]
    Global = 1,
}

/// Ordering flags; `Sequential` needs the atomics extension.
#[enum_attr(dialect = "avail", mnemonic = "order", bits, separator = "|")]
pub enum Order {
    #[case("None")]
    None = 0,
    #[case("Acquire")]
    Acquire = 1,
    #[case("Sequential")]
    #[availability(Extensions([Extension::Atomics]), Capabilities([Capability::Atomics]))]
    Sequential = 2,
    #[case("Device")]
    #[availability(MinVersion(Version::V3))]
    Device = 4,
}

/// How precise the arithmetic of a target is, least first.
#[enum_attr(dialect = "avail", mnemonic = "precision")]
pub enum Precision {
    #[case("low")]
    Low = 0,
    #[case("high")]
    High = 1,
    #[case("exact")]
    Exact = 2,
}

/// A dimension of this dialect's own: the precision an op needs (merge =
/// the most precise), checked against the target's precision.
pub struct NeedsPrecision;

impl Dimension for NeedsPrecision {
    const NAME: &'static str = "precision";
    const KIND: availability::DimensionKind = availability::DimensionKind::AtLeast;
    type Requirement = Precision;
    type Value = Precision;
    type Target = Precision;

    fn initial() -> Precision {
        Precision::Low
    }

    fn merge(overall: &mut Precision, requirement: Precision) {
        *overall = (*overall).max(requirement);
    }

    fn write(value: &Precision, out: &mut String) {
        out.push_str(value.keyword());
    }

    fn check(value: &Precision, target: &Precision) -> Result<(), String> {
        if value > target {
            return Err(format!(
                "needs {} arithmetic, the target's is {}",
                value.keyword(),
                target.keyword()
            ));
        }
        Ok(())
    }
}

/// Rounding of a division; exact rounding needs exact arithmetic.
#[enum_attr(dialect = "avail", mnemonic = "rounding")]
pub enum Rounding {
    #[case("nearest")]
    Nearest = 0,
    #[case("exact")]
    #[availability(NeedsPrecision(Precision::Exact))]
    Exact = 1,
}

/// A division needing high precision, or exact with exact rounding.
#[op(
    name = "avail.divide",
    availability = [NeedsPrecision(Precision::High)],
    format = "$rounding $input attr-dict `:` type($input)"
)]
pub struct DivideOp {
    #[property]
    rounding: Rounding,
    #[operand(AnyType)]
    input: Value,
}

ir_core::type_requirements! {
    /// Half floats need capability `Half`.
    pub HalfFloats {
        ScalarOrValueSemanticsOf(&F16) => [Capabilities([Capability::Half])],
    }
}

/// An op with no availability of its own: the dialect default.
#[op(name = "avail.plain", dialect = AvailDialect, format = "$input attr-dict `:` type($input)")]
pub struct PlainOp {
    #[operand(AnyType)]
    input: Value,
}

/// An op of version 2 and later, with a scope and ordering flags.
#[op(
    name = "avail.sync",
    dialect = AvailDialect,
    availability = [MinVersion(Version::V2), Capabilities([Capability::Groups, Capability::Half])],
    format = "$scope $order $input attr-dict `:` type($input)"
)]
pub struct SyncOp {
    #[property]
    scope: Scope,
    #[property]
    order: Order,
    #[operand(AnyType)]
    input: Value,
}

/// An op that was removed after version 2, with a per-operand rule.
#[op(
    name = "avail.old",
    dialect = AvailDialect,
    availability = [MaxVersion(Version::V2), Extensions([Extension::Groups])],
    format = "$input attr-dict `:` type($input)"
)]
pub struct OldOp {
    #[operand(AnyType, requires = HalfFloats)]
    input: Value,
}

/// An op outside any availability scheme.
#[op(name = "avail.free", format = "$input attr-dict `:` type($input)")]
pub struct FreeOp {
    #[operand(AnyType)]
    input: Value,
}

/// An op that declares no availability and names no dialect, with a
/// property whose cases carry requirements: it answers the dimensions
/// they mention.
#[op(name = "avail.scoped", format = "$scope $input attr-dict `:` type($input)")]
pub struct ScopedOp {
    #[property]
    scope: Scope,
    #[operand(AnyType)]
    input: Value,
}

/// The test dialect.
#[dialect(
    name = "avail",
    ops = [PlainOp, SyncOp, OldOp, FreeOp, DivideOp, FamilyNewOp, ScopedOp],
    enum_attributes = [Version, Extension, Capability, Scope, Order, Precision, Rounding],
    availability = [MinVersion(Version::V1), MaxVersion(Version::V3), Extensions([]), Capabilities([])],
    type_availability = HalfFloats
)]
pub struct AvailDialect;

const SOURCE: &str = r#"
func.func @f(%h: f16, %i: i32) {
  avail.plain %h : f16
  avail.sync <Local> <None> %i : i32
  avail.sync <Global> <Acquire|Sequential|Device> %h : f16
  avail.old %h : f16
  avail.free %h : f16
  avail.divide <nearest> %i : i32
  avail.divide <exact> %i : i32
  return
}
"#;

fn context() -> Context {
    let context = Context::new();
    dialects::register_all(&context);
    AvailDialect::register(&context);
    context
}

/// The function's body and its ops in order.
fn parse(context: &Context) -> (ir_core::ir::Ir, Vec<Op>) {
    let parsed = text::parse_source(context, "availability.mlir", SOURCE, 0).expect("parses");
    (parsed.ir, Vec::new())
}

fn function_ops(ir: &ir_core::ir::Ir) -> (&Body, Vec<Op>) {
    let module = ir.body(ir.top_body_id()).op(ir.root()).isolated_body().expect("module body");
    let module_body = ir.body(module);
    let module_block = module_body.entry_block(module_body.owner_regions()[0]).expect("a block");
    let function = module_body.block_ops(module_block).next().expect("the function");
    let body = ir.body(module_body.op(function).isolated_body().expect("function body"));
    let block = body.entry_block(body.owner_regions()[0]).expect("entry block");
    (body, body.block_ops(block).collect())
}

fn answer<D: Dimension>(context: &Context, body: &Body, op: Op, mode: Mode) -> String {
    let handle = DynAvailability::<D>::cast(context, body, op).expect("answers the dimension");
    let mut out = String::new();
    D::write(&handle.query(context, body, mode), &mut out);
    out
}

#[test]
fn merges_follow_each_dimension() {
    let mut min = MinVersion::initial();
    MinVersion::merge(&mut min, Version::V2);
    MinVersion::merge(&mut min, Version::V1);
    assert_eq!(min, Some(Version::V2), "min version merges by max");
    let mut max = MaxVersion::initial();
    MaxVersion::merge(&mut max, Version::V3);
    MaxVersion::merge(&mut max, Version::V2);
    assert_eq!(max, Some(Version::V2), "max version merges by min");
    let mut capabilities: Conjunction<Capability> = Capabilities::initial();
    Capabilities::merge(&mut capabilities, &[Capability::Groups, Capability::Half]);
    Capabilities::merge(&mut capabilities, &[]);
    Capabilities::merge(&mut capabilities, &[Capability::Atomics]);
    let mut written = String::new();
    Capabilities::write(&capabilities, &mut written);
    assert_eq!(written, "[ [Groups, Half] [Atomics] ]", "a conjunction of disjunctions");
    let mut empty = String::new();
    Extensions::write(&Extensions::initial(), &mut empty);
    assert_eq!(empty, "[ ]");
}

#[test]
fn enabling_a_capability_enables_what_it_implies() {
    let enabled = EnabledSet::new([Capability::Groups]);
    assert!(enabled.contains(Capability::Basic), "Groups implies Basic");
    assert!(!enabled.contains(Capability::Half));
    assert_eq!(Capability::Groups.implied(), &[Capability::Basic]);
    assert_eq!(Capability::IMPLICATIONS, &[(1, &[0u64][..])]);
}

#[test]
fn instance_queries_merge_declarations_enum_cases_and_types() {
    let context = context();
    let (ir, _) = parse(&context);
    let (body, ops) = function_ops(&ir);
    // The dialect default.
    assert_eq!(answers(&context, body, ops[0], Mode::Declared), ["v1", "v3", "[ ]", "[ ]"]);
    // Its type brings `Half` only in full mode.
    assert_eq!(answers(&context, body, ops[0], Mode::Full), ["v1", "v3", "[ ]", "[ [Half] ]"]);
    // Declared entries replace the default in their dimensions only; a
    // case without requirements adds nothing.
    assert_eq!(
        answers(&context, body, ops[1], Mode::Declared),
        ["v2", "v3", "[ ]", "[ [Groups, Half] ]"]
    );
    // The scope case and each set bit, lowest first, add theirs.
    assert_eq!(
        answers(&context, body, ops[2], Mode::Declared),
        ["v3", "v3", "[ [EXT_atomics] ]", "[ [Groups, Half] [Groups] [Atomics] ]"]
    );
    // The operand rule applies in full mode, and so does the dialect's.
    assert_eq!(
        answers(&context, body, ops[3], Mode::Declared),
        ["v1", "v2", "[ [EXT_groups] ]", "[ ]"]
    );
    assert_eq!(
        answers(&context, body, ops[3], Mode::Full),
        ["v1", "v2", "[ [EXT_groups] ]", "[ [Half] [Half] ]"]
    );
    // An op without availability answers no dimension.
    assert!(DynAvailability::<MinVersion>::cast(&context, body, ops[4]).is_none());
    assert!(availability::op_dimensions(&context, body, ops[4]).is_empty());
}

#[test]
fn ops_without_declarations_answer_their_enum_cases() {
    let context = context();
    let source = r#"
func.func @f(%i: i32) {
  avail.scoped <Global> %i : i32
  avail.scoped <Local> %i : i32
  return
}
"#;
    let parsed = text::parse_source(&context, "scoped.mlir", source, 0).expect("parses");
    let (body, ops) = function_ops(&parsed.ir);
    let (global, local) = (ops[0], ops[1]);
    // The instance query and the tables generic code casts to.
    assert_eq!(answer::<MinVersion>(&context, body, global, Mode::Declared), "v2");
    assert_eq!(answer::<Capabilities>(&context, body, global, Mode::Declared), "[ [Groups] ]");
    assert_eq!(answer::<Capabilities>(&context, body, local, Mode::Declared), "[ ]");
    assert!(DynAvailability::<Extensions>::cast(&context, body, global).is_none());
    // The dimensions the cases mention, in the order they mention them.
    let names: Vec<&str> = availability::op_dimensions(&context, body, global)
        .iter()
        .map(|dimension| dimension.name())
        .collect();
    assert_eq!(names, ["min version", "capabilities"]);
    // Target checks see them.
    let old = target(Version::V1, &[], &[]);
    let failures: Vec<String> =
        check_op(&context, body, global, &old).iter().map(ToString::to_string).collect();
    assert_eq!(failures.len(), 2, "{failures:?}");
    assert!(check_op(&context, body, local, &old).is_empty());
    let mut report = String::new();
    availability::write_op_availability(&context, body, global, Mode::Declared, &mut report);
    assert_eq!(report, "avail.scoped min version: v2\navail.scoped capabilities: [ [Groups] ]\n");
}

fn answers(context: &Context, body: &Body, op: Op, mode: Mode) -> [String; 4] {
    [
        answer::<MinVersion>(context, body, op, mode),
        answer::<MaxVersion>(context, body, op, mode),
        answer::<Extensions>(context, body, op, mode),
        answer::<Capabilities>(context, body, op, mode),
    ]
}

#[test]
fn generic_code_lists_dimensions_in_the_dialect_order() {
    let context = context();
    let (ir, _) = parse(&context);
    let (body, ops) = function_ops(&ir);
    let mut out = String::new();
    availability::write_op_availability(&context, body, ops[2], Mode::Declared, &mut out);
    assert_eq!(
        out,
        "avail.sync min version: v3\n\
         avail.sync max version: v3\n\
         avail.sync extensions: [ [EXT_atomics] ]\n\
         avail.sync capabilities: [ [Groups, Half] [Groups] [Atomics] ]\n"
    );
}

fn target(version: Version, extensions: &[Extension], capabilities: &[Capability]) -> TargetEnv {
    TargetEnv::new()
        .with::<MinVersion>(version)
        .with::<MaxVersion>(version)
        .with::<Extensions>(EnabledSet::new(extensions.iter().copied()))
        .with::<Capabilities>(EnabledSet::new(capabilities.iter().copied()))
}

#[test]
fn targets_say_which_dimension_fails_and_why() {
    let context = context();
    let (ir, _) = parse(&context);
    let (body, ops) = function_ops(&ir);
    let old = target(Version::V1, &[], &[Capability::Groups]);
    let failures = check_op(&context, body, ops[1], &old);
    assert_eq!(failures.len(), 1, "{failures:?}");
    assert_eq!(failures[0].dimension, "min version");
    assert_eq!(failures[0].reason, "v2 is newer than the target's v1");
    // Half is needed by the f16 operand, in the full answer targets use.
    let failures = check_op(&context, body, ops[0], &old);
    assert_eq!(
        failures[0].to_string(),
        "capabilities: needs capability Half, which the target does not enable"
    );
    let new = target(Version::V3, &[Extension::Groups], &[Capability::Half]);
    let failures = check_op(&context, body, ops[3], &new);
    assert_eq!(failures[0].reason, "v2 is older than the target's v3");
    let fitting =
        target(Version::V2, &[Extension::Groups], &[Capability::Groups, Capability::Half]);
    assert!(check_op(&context, body, ops[1], &fitting).is_empty());
    assert!(check_op(&context, body, ops[3], &fitting).is_empty());
    assert!(
        check_op(&context, body, ops[4], &old).is_empty(),
        "no availability: available anywhere"
    );
    // A target that does not constrain a dimension accepts anything in it.
    assert!(check_op(&context, body, ops[1], &TargetEnv::new()).is_empty());
}

/// A target known at compile time: version 2 with `Groups` (so `Basic`).
struct Version2;

impl StaticTarget for Version2 {
    const DIMENSIONS: &'static [StaticTargetDimension] = &[
        StaticTargetDimension {
            dimension: "min version",
            values: &[Version::V2 as u64],
            implications: &[],
        },
        StaticTargetDimension {
            dimension: "max version",
            values: &[Version::V2 as u64],
            implications: &[],
        },
        StaticTargetDimension {
            dimension: "capabilities",
            values: &[Capability::Groups as u64],
            implications: Capability::IMPLICATIONS,
        },
    ];
}

// The declared availability is `const` data.
const SYNC_DECLARED: usize = <SyncOp as StaticAvailability>::DECLARED.len();
const PLAIN_FITS: bool = availability::first_unsatisfied::<PlainOp, Version2>().is_none();
const OLD_FITS: bool = availability::first_unsatisfied::<OldOp, Version2>().is_none();

#[test]
fn static_availability_is_usable_in_const_contexts() {
    assert_eq!(SYNC_DECLARED, 2);
    const { assert!(PLAIN_FITS) };
    // Extensions are not constrained by this target.
    const { assert!(OLD_FITS) };
    assert_eq!(<PlainOp as StaticAvailability>::DEFAULTS.len(), 4);
    let requirement = availability::first_unsatisfied::<SyncOp, Version2>();
    assert!(requirement.is_none(), "Groups satisfies [Groups, Half]");
}

#[test]
fn ops_build_for_a_static_target_that_has_them() {
    let context = context();
    let location = context.unknown_location();
    let mut body = Body::new();
    let block = body.create_block();
    let input = body.add_block_argument(block, context.integer_type(32), location);
    let mut builder = Builder::new(&context, &mut body, InsertPoint::End(block));
    let op = ir_core::build_for!(
        Version2,
        SyncOp::build(&mut builder, location, input, Scope::Local, Order::ACQUIRE)
    );
    assert_eq!(op.scope(&body), Scope::Local);
}

dialects::spirv_static_target! {
    /// Vulkan 1.1: SPIR-V 1.3 with shaders and basic subgroup operations.
    Vulkan11 = (V1_3, [Shader, GroupNonUniformBallot], [])
}

#[test]
fn spirv_ops_build_for_a_static_target() {
    use dialects::spirv::{GroupNonUniformBallotOp, GroupNonUniformElectOp, Scope};
    let context = context();
    let location = context.unknown_location();
    let mut body = Body::new();
    let block = body.create_block();
    let mut builder = Builder::new(&context, &mut body, InsertPoint::End(block));
    // GroupNonUniformBallot implies GroupNonUniform, which Elect needs.
    let elect = ir_core::build_for!(
        Vulkan11,
        GroupNonUniformElectOp::build(
            &mut builder,
            location,
            context.integer_type(1),
            Scope::Subgroup
        )
    );
    let predicate = elect.result(builder.body());
    let vector = context.intern_type(ir_core::types::TypeData::Vector {
        shape: Box::new([4]),
        scalable: Box::new([false]),
        element: context.integer_type(32),
    });
    let ballot = ir_core::build_for!(
        Vulkan11,
        GroupNonUniformBallotOp::build(&mut builder, location, predicate, vector, Scope::Subgroup)
    );
    assert_eq!(ballot.execution_scope(&body), Scope::Subgroup);
    const {
        assert!(availability::first_unsatisfied::<
            dialects::spirv::GroupNonUniformRotateKHROp,
            Vulkan11,
        >()
        .is_some())
    };
}

#[test]
fn dialects_define_dimensions_of_their_own() {
    let context = context();
    let (ir, _) = parse(&context);
    let (body, ops) = function_ops(&ir);
    let (nearest, exact) = (ops[5], ops[6]);
    assert_eq!(answer::<NeedsPrecision>(&context, body, nearest, Mode::Declared), "high");
    assert_eq!(answer::<NeedsPrecision>(&context, body, exact, Mode::Declared), "exact");
    // The op answers only the dimension it declares.
    assert!(DynAvailability::<MinVersion>::cast(&context, body, exact).is_none());
    let mut out = String::new();
    availability::write_op_availability(&context, body, exact, Mode::Declared, &mut out);
    assert_eq!(out, "avail.divide precision: exact\n");
    let high = TargetEnv::new().with::<NeedsPrecision>(Precision::High);
    assert!(check_op(&context, body, nearest, &high).is_empty());
    let failures = check_op(&context, body, exact, &high);
    assert_eq!(failures.len(), 1);
    assert_eq!(failures[0].to_string(), "precision: needs exact arithmetic, the target's is high");
}

/// Ops stamped out by a `macro_rules!` family, with their availability
/// passed through the macro as whole entries.
macro_rules! family_op {
    ($(#[$doc:meta])* $ident:ident, $name:literal, [$($entry:expr),* $(,)?]) => {
        $(#[$doc])*
        #[op(name = $name, dialect = AvailDialect, availability = [$($entry),*], format = "$input attr-dict `:` type($input)")]
        pub struct $ident {
            #[operand(AnyType)]
            input: Value,
        }
    };
}

family_op!(
    /// A family member of version 3.
    FamilyNewOp, "avail.family_new", [MinVersion(Version::V3)]
);

#[test]
fn availability_passes_through_macro_rules_families() {
    let declared = <FamilyNewOp as StaticAvailability>::DECLARED;
    assert_eq!(declared.len(), 1);
    assert_eq!(declared[0].dimension, "min version");
    assert_eq!(declared[0].values, &[Version::V3 as u64]);
}
