//! Procedural macros of the project: `#[op]`, `#[enum_attr]`, `#[type_def]`,
//! `#[attr_def]`, `#[dialect]` and `#[op_interface]` (with
//! `#[type_interface]` and `#[attr_interface]`), which define operations,
//! enum attributes, dialect types and attributes, dialects and interfaces
//! the way MLIR's ODS does, in Rust.
//!
//! This crate never depends on `ir-core`; the code it generates names
//! `ir-core` by absolute path: the name the crate being compiled gives
//! `ir-core` in its `Cargo.toml` (found with `proc-macro-crate`, so a
//! renamed dependency works), `::ir_core` when it has none, or the path
//! given with `crate = path`. Each macro parses its input into a model,
//! checks every rule, and only then expands it; every mistake is reported
//! with a span, and a definition with mistakes still expands to stubs, so
//! that code using it reports nothing more.
//!
//! Every macro takes `crate = path`: where `ir-core` is, for code that
//! reaches it through a re-export (`crate = my_dialects::ir_core`) or, in
//! `ir-core` itself, `crate = crate`. Without it, the path is found in the
//! manifest as above.

#![warn(missing_docs)]

mod check;
mod crate_path;
mod ctxt;
mod debug;
mod entry;
mod expand;
mod fallback;
mod model;
mod rules;
mod symbol;

use proc_macro::TokenStream;

use model::interface::InterfaceKind;

/// Defines an operation. `arith.addi`, as the `arith` dialect of this
/// repository defines it (`dialects/src/arith/mod.rs`; the README shows
/// the same definition, and a test keeps the two in step):
///
/// ```text
/// /// Integer addition, wrapping.
/// #[op(
///     name = "arith.addi",
///     dialect = ArithDialect,
///     summary = "integer addition operation",
///     traits = [Commutative, Pure, SameOperandsAndResultType, NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
///     format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
///     fold = folds::fold_addi,
///     canonicalize = [AddIAddConstant, AddISubConstantRHS, AddISubConstantLHS, AddIMulNegativeOneRhs, AddIMulNegativeOneLhs],
/// )]
/// pub struct AddIOp {
///     #[operand(SignlessIntegerLike)]
///     lhs: Value,
///     #[operand(SignlessIntegerLike)]
///     rhs: Value,
///     /// The overflow the op promises not to have.
///     #[property(name = "overflowFlags", default)]
///     overflow_flags: IntegerOverflowFlags,
///     #[result(SignlessIntegerLike)]
///     result: Value,
/// }
/// ```
///
/// Options:
/// - `name = "dialect.op"` (required), `summary = "..."`; the doc comment
///   is the description.
/// - `traits = [...]`: values of types implementing `ir_core::traits::OpTrait`:
///   the core's traits by name (`Pure`, `Terminator`, `IsolatedFromAbove`,
///   ...; the module `ir_core::traits` documents each), a unit struct of
///   your own (written with a path, `self::MyTrait`, when its name is also
///   a core trait's), and the four parameterized traits, whose arguments the
///   macro resolves: `SingleBlockImplicitTerminator(YieldOp)`,
///   `HasParent(FuncOp, ...)`, `AllTypesMatch(lhs, rhs, ...)` and
///   `TypesMatchWith("description", from, to, function)` (operands,
///   results, or typed properties).
/// - `format = "..."`: MLIR's declarative assembly format, checked here.
///   A `custom<Name>(...)` directive calls two functions in scope (`Name`
///   in snake case), with these signatures, where `FooOp` is the op's
///   handle:
///   - `fn print_name(printer: &mut OpPrinter, op: FooOp, arguments:
///     &[CustomArgument])`;
///   - `fn parse_name<'a>(parser: &mut OpParser<'_, 'a>, state: &mut
///     FormatState<'a, '_>, arguments: &[CustomArgument]) ->
///     ParseResult<()>`, which fills the operands, types, successors and
///     properties the directive's arguments name.
///
///   `arguments` are the directive's arguments as the macro resolved them
///   (`ir_core::ods::format::CustomArgument`: an operand group, a property,
///   a successor group or region by index, the types of a group, the
///   attribute dictionary), so that one directive serves several ops
///   without looking their fields up by name.
/// - Hooks, each a path to a function (written bare or as a string), whose
///   signature is checked at the path (`FooOp` is the op's handle; the
///   types are `ir_core`'s):
///   - `verify = path` and `verify_regions = path`: `fn(FooOp, &Context,
///     &Ir, &Body) -> Result<(), VerifyError>` (a `String` converts into a
///     `VerifyError`, reported as `'dialect.op' op <message>`);
///     `verify_regions` runs after the ops in the regions are verified;
///   - `verify_symbol_uses = path`: `fn(FooOp, &Context, &Ir, BodyId,
///     &SymbolTables) -> Result<(), VerifyError>`;
///   - `fold = path`: `fn(FooOp, &Context, &Body, &[Option<Attr>]) ->
///     Option<Vec<FoldResult>>` (the operands' constant values);
///   - `fold_in_place = path`: `fn(FooOp, &Context, &mut Body) -> bool`,
///     the folds that change the op and keep it (`true` when it changed),
///     tried before `fold`;
///   - `infer = path`: `fn(&Context, &[Type], &FooOpProperties) ->
///     Option<Vec<Type>>` (`&()` for an op without properties): the result
///     types from the operand types; the op gets `InferTypeOpInterface`,
///     and `build` uses it when the traits do not give the result types;
///   - `print = path` with `parse = path`: `fn(FooOp, &mut OpPrinter)`
///     and `fn(&mut OpParser) -> Result<Op, Diagnostic>`, the custom form
///     (instead of a `format`);
///   - `result_names = path`: `fn(FooOp, &Context, &Body, &mut dyn
///     FnMut(usize, &str))`, which calls the closure with a result index
///     and a name (MLIR's `getAsmResultNames`);
///   - `canonicalize = [A, B]`: values of types implementing
///     `ir_core::rewrite::RewritePattern` (`&A` must be
///     `&'static dyn RewritePattern`).
///
///   Extra builders are plain `impl` blocks.
/// - `interfaces = [Trait, ...]`: the op interfaces (`#[op_interface]`
///   traits) the op implements; each needs `impl Trait for FooOp`.
/// - `dialect = FooDialect`: the dialect the op belongs to (a struct
///   defined with `#[dialect]`). Its `ops = [...]` must list the op, which
///   is checked when the crate compiles (a dialect registers only the ops
///   it lists, so an op it forgets would be unknown at run time); the op
///   takes the dialect's availability defaults and type rules.
/// - `default_dialect = "func"`: ops of that dialect may drop their prefix
///   inside the op's regions.
/// - `crate = path`: where `ir-core` is (see the crate's documentation).
/// - Availability (`ir_core::availability`): `availability = [MinVersion(V),
///   Capabilities([A, B]), ...]`, entries `Dimension(case)` or
///   `Dimension([cases])` (one disjunction); with `dialect = Dialect`, that
///   dialect's default applies in the dimensions the op does not declare,
///   with its type rules; `availability_hook = path`, a generic function
///   `fn hook<D: Dimension>(op: FooOp, context: &Context, body: &Body,
///   overall: &mut D::Value)` (called as `hook::<D>(...)`), computes what
///   declarations cannot say and replaces the merging of the properties'
///   requirements (MLIR's `autogenAvailability = 0`). An op answers the
///   dimensions it declares, its dialect's, and those its properties'
///   enum cases mention (`#[availability]` on the cases of an
///   `#[enum_attr]`), with or without declarations of its own.
///
/// Fields: `#[operand(Constraint)]` and `#[result(Constraint)]` of type
/// `Value`, `Option<Value>` or `Vec<Value>` (an operand group split into
/// sub-groups by a property: `#[operand(AnyType, segments = sizes)]`; the
/// requirements its types bring: `requires = TypeRule`); `#[property(name = "...",
/// default [= expr], constraint = AttrConstraint, requires = ValueRule)]` of any `PropertyValue`
/// type (`Option<T>` when optional, `bool` for a unit flag);
/// `#[region(blocks = N)]` of type `Region` or `Vec<Region>`;
/// `#[successor]` of type `Block` or `Vec<Block>`.
///
/// Generated methods: an accessor per field (a property's returns what
/// `PropertyValue::Get` says: the value for `Copy` types such as integers,
/// enums, `Type` and `Attr`, a reference otherwise), `set_<field>` setters
/// for operands and properties, and `build(builder, location, ...)` with
/// every operand, property and successor, and the result types the op
/// cannot determine itself: a result whose type `SameOperandsAndResultType`,
/// `AllTypesMatch` or `TypesMatchWith` ties to a single operand or to a
/// property (the type of its attribute, as `arith.constant`'s `value`) is
/// not asked for, nor are results an `infer` hook gives.
#[proc_macro_attribute]
pub fn op(arguments: TokenStream, input: TokenStream) -> TokenStream {
    entry::op(arguments.into(), input.into()).into()
}

/// Defines an enum attribute: an integer enum (`storage = "i64"`, written
/// `2 : i64` in the generic form and as a keyword in formats) or a dialect
/// enum attribute (`dialect = "arith", mnemonic = "fastmath"`, written
/// `#arith.fastmath<fast>`), optionally a set of bits (`bits`, with
/// `separator = ","`).
///
/// ```text
/// #[enum_attr(storage = "i64")]
/// pub enum CmpIPredicate {
///     #[case("eq")] Eq = 0,
///     #[case("ne")] Ne = 1,
/// }
/// ```
///
/// A case may carry availability, `#[availability(MinVersion(Version::V1_5),
/// Capabilities([Capability::VulkanMemoryModel]))]` (in a `bits` enum, only
/// single-bit cases), and name the cases it implies,
/// `#[implies(Capability::Matrix)]`: integer enums implement
/// `ir_core::availability::EnumCase` and get an `IMPLICATIONS` table. An op
/// with a property of the enum answers the dimensions its cases mention.
///
/// Every enum implements `PropertyValue` (an op property, read by value)
/// and `SymbolParameter` (a parameter of a `#[type_def]` or `#[attr_def]`,
/// written as its keyword). A dialect enum attribute also implements
/// `ir_core::ods::enums::DialectEnumAttribute`, so that its dialect lists
/// it in `#[dialect(enum_attributes = [FastMathFlags])]`: the parser then
/// reads `#arith.fastmath<...>` with its cases and reports a bad one (and
/// an attribute of the dialect that is not listed is an error). Other options: `description = "..."` (what
/// messages call the attribute), `separator = ","` (between the cases of
/// a set), `mlir_messages` (parse errors in MLIR's own words, for an enum
/// that mirrors one of MLIR's, so that diagnostics match `mlir-opt`'s;
/// other enums name the property and what was expected), `mlir_class =
/// "::mlir::spirv::Scope"` with `mlir_attr_def = "SPIRV_ScopeAttr"`
/// (MLIR's names for the enum and its attribute: a bad case in the
/// `<case>` form is reported as MLIR's generated parsers report it, naming
/// them), `crate = path` (where `ir-core` is; see the crate's
/// documentation).
#[proc_macro_attribute]
pub fn enum_attr(arguments: TokenStream, input: TokenStream) -> TokenStream {
    entry::enum_attr(arguments.into(), input.into()).into()
}

/// Defines a dialect: its name, its ops, and its documentation (the doc
/// comment).
///
/// ```text
/// /// Basic integer and float arithmetic.
/// #[dialect(name = "arith", ops = [AddIOp, SubIOp])]
/// pub struct ArithDialect;
/// ```
///
/// Options besides `name` and `ops`:
/// - `types = [...]` and `attributes = [...]`: the dialect's
///   `#[type_def]` and `#[attr_def]` structs;
/// - `enum_attributes = [FastMathFlags, ...]`: the dialect's enum
///   attributes, `#[enum_attr(dialect = "arith", mnemonic = "fastmath")]`
///   enums (listing one of another dialect, or an integer enum, is a
///   compile error). The parser reads `#arith.fastmath<nnan,ninf>` with
///   the enum's cases (a bad case is reported as MLIR's generated parsers
///   report it, for enums with `mlir_class`) and keeps it as the opaque
///   attribute the enum's `to_attr` makes, spelled as MLIR prints it;
/// - `opaque_attributes = ["coop_matrix_props_khr", ...]`: mnemonics of
///   attributes the dialect has but does not model, kept as written;
/// - an attribute of the dialect's namespace that is none of these is an
///   error, even with `--allow-unregistered-dialect` (MLIR's "unknown
///   attribute `m` in dialect `x`", or "dialect 'x' provides no attribute
///   parsing hook" when it has no attributes), unless the dialect says
///   `allow_unknown_attributes`: then such attributes are kept as opaque
///   attributes (as MLIR's `test` namespace needs);
/// - `materialize_constant = path`: `fn(&mut Builder, Attr, Type, Attr)
///   -> Option<Op>` (the value, its type, and the location), which creates
///   the dialect's constant op holding the value at the builder's
///   insertion point, or `None` when it cannot (MLIR's
///   `materializeConstant`; folding uses it);
/// - `interfaces = [Object as dyn Interface, ...]`: dialect interfaces,
///   each a `static` (or constant) `Object` whose type implements the
///   trait `Interface` (such as `ir_core::interfaces::DialectInlinerInterface`);
/// - for availability, `availability = [MinVersion(V1_0), ...]` (the
///   default of the ops that say `dialect = ThisDialect`, and the
///   dimensions they answer) with `type_availability = TypeRule` (a type
///   implementing `ir_core::availability::TypeRequirements`: what operand
///   and result types require);
/// - `allow_unknown_operations`: ops of the dialect's namespace that it
///   does not define parse and verify as unregistered ops (MLIR's
///   `allowUnknownOperations`), as MLIR's own `test` dialect allows;
/// - `allow_unknown_types`: types of the dialect's namespace that it does
///   not define parse as opaque types (MLIR's `allowUnknownTypes`);
///   otherwise they are errors, even with `--allow-unregistered-dialect`;
/// - `unknown_symbol_message = path`: `fn(SymbolKind, &str) -> String`,
///   the error for a type or attribute the dialect does not define, given
///   its kind and mnemonic (by default MLIR's messages for generated
///   parsers: "dialect 'x' provides no type parsing hook", "unknown  type
///   `m` in dialect `x`", and the same for attributes);
/// - `blob_resources`: the dialect holds hex-encoded blobs in a file's
///   `{-# dialect_resources: {name: {key: "0x..."}} #-}` section, checked
///   as `builtin`'s are (without it, such a section is an error);
/// - `verify_attribute = path`: a
///   `fn(&Context, &Ir, &Body, Op, AttributeSite, &str, Attr) -> Result<(), VerifyError>`
///   that checks the dialect's attributes (named `dialect.name`) where
///   they are attached: among an op's discardable attributes (before the
///   op's own checks), or on a function's arguments and results (MLIR's
///   `verifyOperationAttribute`, `verifyRegionArgAttribute`,
///   `verifyRegionResultAttribute`);
/// - `crate = path`: where `ir-core` is (see the crate's documentation).
#[proc_macro_attribute]
pub fn dialect(arguments: TokenStream, input: TokenStream) -> TokenStream {
    entry::dialect(arguments.into(), input.into()).into()
}

/// Defines a dialect type: a struct of its parameters (`Type`, `Attr`,
/// `i64`, `String`, `Vec<Type>`, `Vec<i64>`, enums the dialect makes
/// parameters and lists of them, `Option`s of these), with a format of
/// literals and `$parameter`s. `PairType { first, second }` with
/// `format = "`<` $first `,` $second `>`"` reads and writes
/// `!test.pair<i32, f32>`; `to_type` and `from_type` convert.
///
/// ```text
/// #[type_def(dialect = "test", mnemonic = "pair", format = "`<` $first `,` $second `>`")]
/// pub struct PairType {
///     pub first: Type,
///     pub second: Type,
/// }
/// ```
///
/// `summary = "..."` is the one-line description the dialect's reference
/// lists the type under.
///
/// A syntax a format cannot say takes hooks instead (MLIR's
/// `hasCustomAssemblyFormat`): `print = path, parse = path`, with
/// `fn(&PairType, &mut SymbolPrinter)` and
/// `fn(&mut SymbolParser) -> ParseResult<PairType>`, which write and read
/// what follows the mnemonic. `interfaces = [ElementCountModel::of::<Handle>()]`
/// attaches type interfaces to the kind when the dialect registers (for
/// `#[attr_def]`, attribute interfaces). `shape = path` makes a shaped type
/// (MLIR's `ShapedType`), with
/// `fn(&PairType, &Context) -> Option<(Vec<i64>, Type)>` giving its shape
/// and element type: elements literals (`dense<1.0> : !test.matrix<2x2xf32>`)
/// of the type parse and print as those of a tensor of that shape.
/// `crate = path`: where `ir-core` is (see the crate's documentation).
#[proc_macro_attribute]
pub fn type_def(arguments: TokenStream, input: TokenStream) -> TokenStream {
    entry::symbol_def(arguments.into(), input.into(), true).into()
}

/// Defines a dialect attribute, as `#[type_def]` defines types:
/// `#test.range<1, 5>`; `to_attr` and `from_attr` convert, and the struct
/// can be the type of an op property (written `<1, 5>` in op formats; its
/// accessor returns a reference). Options as `#[type_def]`'s, `crate =
/// path` included.
#[proc_macro_attribute]
pub fn attr_def(arguments: TokenStream, input: TokenStream) -> TokenStream {
    entry::symbol_def(arguments.into(), input.into(), false).into()
}

/// Makes a trait an op interface. Methods take `self` (the op handle, by
/// value) or no receiver, and may have default bodies. The macro adds
/// `<Trait>Model` (the table of one op kind's implementation) and
/// `Dyn<Trait>` (what `Dyn<Trait>::cast(context, body, op)` returns, with
/// one method per interface method). Supertraits that are interfaces are
/// extended: their tables come along, and `Dyn<Trait>::as_<base>()` upcasts.
///
/// ```text
/// #[op_interface]
/// pub trait ShapeInference {
///     /// Sets the result types from the operand types.
///     fn infer_shapes(self, context: &Context, body: &mut Body);
/// }
///
/// #[op(name = "toy.mul", interfaces = [ShapeInference], ...)]
/// pub struct MulOp { ... }
/// impl ShapeInference for MulOp { fn infer_shapes(self, ...) { ... } }
/// ```
///
/// Option: `crate = path`, where `ir-core` is (see the crate's
/// documentation).
#[proc_macro_attribute]
pub fn op_interface(arguments: TokenStream, input: TokenStream) -> TokenStream {
    entry::interface(arguments.into(), input.into(), InterfaceKind::Op).into()
}

/// Makes a trait a type interface, as `#[op_interface]` does for ops:
/// implementors are type handles (`TypeHandle`: a `Copy` wrapper of a
/// `Type`), `Dyn<Trait>::cast(context, ty)` finds the table attached to the
/// type's kind (`context.attach_type_interface("builtin.tensor",
/// <Trait>Model::of::<MyHandle>())`, or `"dialect.mnemonic"`). Option:
/// `crate = path`, as for `#[op_interface]`.
#[proc_macro_attribute]
pub fn type_interface(arguments: TokenStream, input: TokenStream) -> TokenStream {
    entry::interface(arguments.into(), input.into(), InterfaceKind::Type).into()
}

/// Makes a trait an attribute interface, as `#[type_interface]` does for
/// types (`AttrHandle`, `context.attach_attr_interface`). Option: `crate =
/// path`, as for `#[op_interface]`.
#[proc_macro_attribute]
pub fn attr_interface(arguments: TokenStream, input: TokenStream) -> TokenStream {
    entry::interface(arguments.into(), input.into(), InterfaceKind::Attr).into()
}

/// Declares rewrite rules (MLIR's declarative rewrite rules, DRR): each
/// rule is a source pattern of ops, optional `where` constraints, and the
/// values that replace the matched op's results.
///
/// ```text
/// rewrite_rules! {
///     /// `addi(addi(x, c0), c1) -> addi(x, c0 + c1)`.
///     pub AddIAddConstant:
///         AddIOp(AddIOp($x, constant($c0: IntegerAttr), $ovf1), constant($c1: IntegerAttr), $ovf2) as $res
///         => AddIOp($x, ConstantOp(add_integer_attrs($res, $c0, $c1)), merge_overflow($ovf1, $ovf2));
///
///     /// `select(pred, select(pred, a, b), c) -> select(pred, a, c)`.
///     pub RedundantSelectTrue: SelectOp($pred, SelectOp($pred, $a, _), $c) => SelectOp($pred, $a, $c);
/// }
/// ```
///
/// Each rule becomes a unit struct implementing `OpRewritePattern` on the
/// root op, usable wherever patterns are (`canonicalize = [...]` of an op,
/// a pass's pattern list). `pub const NAME;` first also declares `NAME`, a
/// slice of all the rules as `&dyn RewritePattern`.
///
/// Source pattern: an op's type with all its arguments, operands and
/// properties in the order its struct declares them. An argument is `_`
/// (anything), `$x` (binds it; the same name twice means equal values),
/// `$x: Constraint` (a `TypeConstraint` for operands, an `AttrConstraint`
/// for attributes, or your own `RuleConstraint`), a nested op (the operand
/// must be its result), `constant($c: Constraint)` (the operand is made by
/// a constant-like op; binds its value), or a value the argument must equal
/// (`CmpIPredicate::Eq`, a literal, `{ expr }`). `as $name` binds an op:
/// `$name` is its result 0, `$name.N` result `N`.
///
/// `where f($x, ...), ...`: calls of Rust functions `fn(&PatternRewriter,
/// ...) -> bool`, after the match.
///
/// Results: one value per result of the root op (`[a, b]` for several;
/// elements before those are auxiliary ops). A value is `$x`, an op to
/// build (`Op(arguments) as $name`, nested ops built first; an op that
/// cannot find its result types takes those of the results it replaces),
/// a call of a Rust function `fn(&mut PatternRewriter, ...) -> T` (MLIR's
/// `NativeCodeCall`), `$_location` (the location of the built ops: the
/// fused locations of the matched ops), or a Rust value (a path, a
/// literal, `{ expr }`).
///
/// The benefit is the number of ops in the source pattern, plus
/// `#[added_benefit = N]`. Every use of an op is checked against its
/// definition when the crate compiles: its number of arguments, the type
/// of each, its results, whether it can find its result types; errors
/// point at the rule.
#[proc_macro]
pub fn rewrite_rules(input: TokenStream) -> TokenStream {
    rules::rewrite_rules(input.into()).into()
}

/// Declares dialect conversion patterns as rules (see `rewrite_rules!`
/// for the syntax): each rule matches one op, whose operands are the
/// converted values of the conversion's adaptor, and becomes an
/// `OpConversionPattern` of `ir-transforms`. The results of the root are
/// converted by the pattern's type converter before anything is built (the
/// rule does not apply when one does not convert); an op built in place of
/// a result takes those converted types when it cannot find its own. Calls
/// take the `ConversionRewriter` (`&` in `where`, `&mut` in results).
///
/// ```text
/// conversion_rules! {
///     /// `arith.addf` to `spirv.FAdd`.
///     pub AddFToSpirv: AddFOp($a, $b, _) => spirv::FAddOp($a, $b);
/// }
/// ```
///
/// `transforms = path;` first says where `ir-transforms` is, when the
/// manifest does not.
#[proc_macro]
pub fn conversion_rules(input: TokenStream) -> TokenStream {
    rules::conversion_rules(input.into()).into()
}
