//! Procedural macros of the project: `#[op]`, `#[enum_attr]`, `#[type_def]`,
//! `#[attr_def]`, `#[dialect]` and `#[op_interface]` (with
//! `#[type_interface]` and `#[attr_interface]`), which define operations,
//! enum attributes, dialect types and attributes, dialects and interfaces
//! the way MLIR's ODS does, in Rust.
//!
//! This crate never depends on `ir-core`; the code it generates names
//! `::ir_core::__private` by absolute path (or the path given with
//! `crate = ...`). Each macro parses its input into a model, checks it, and
//! expands it; every mistake is reported with a span.

#![warn(missing_docs)]

mod check;
mod ctxt;
mod entry;
mod expand;
mod interface;
mod model;
mod symbol;

use proc_macro::TokenStream;

/// Defines an operation.
///
/// ```text
/// /// Integer addition.
/// #[op(
///     name = "arith.addi",
///     summary = "integer addition operation",
///     traits = [Pure, Commutative, SameOperandsAndResultType],
///     format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
/// )]
/// pub struct AddIOp {
///     #[operand(SignlessIntegerLike)] lhs: Value,
///     #[operand(SignlessIntegerLike)] rhs: Value,
///     #[property(name = "overflowFlags", default)] overflow_flags: IntegerOverflowFlags,
///     #[result(SignlessIntegerLike)] result: Value,
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
///   A `custom<Name>(...)` directive calls two functions in scope:
///   `print_name(&mut OpPrinter, Op)` and
///   `parse_name(&mut OpParser, &mut FormatState) -> ParseResult<()>`
///   (`Name` in snake case); the parser fills the operands, types,
///   successors and properties its arguments name.
/// - Hooks, each a path to a function (written bare or as a string):
///   `verify` and `verify_regions`
///   (`fn(Op, &Context, &Ir, &Body) -> Result<(), VerifyError>`; a `String`
///   converts into a `VerifyError` reported as `'dialect.op' op <message>`),
///   `fold`
///   (`fn(Op, &Context, &Body, &[Option<Attr>]) -> Option<Vec<FoldResult>>`),
///   `infer` (`fn(&Context, &[Type], &OpProperties) -> Option<Vec<Type>>`),
///   `print` (`fn(Op, &mut OpPrinter)`) with `parse`
///   (`fn(&mut OpParser) -> Result<Op, Diagnostic>`), `result_names`
///   (`fn(Op, &Context, &Body, &mut dyn FnMut(usize, &str))`), and
///   `canonicalize = [...]`. Extra builders are plain `impl` blocks.
/// - `default_dialect = "func"`: ops of that dialect may drop their prefix
///   inside the op's regions. `crate = path`: where `ir_core` is.
/// - Availability (`ir_core::availability`): `availability = [MinVersion(V),
///   Capabilities([A, B]), ...]`, entries `Dimension(case)` or
///   `Dimension([cases])` (one disjunction); `dialect = Dialect` takes that
///   dialect's default in the dimensions the op does not declare, and its
///   type rules; `availability_hook = path`
///   (`fn<D: Dimension>(Op, &Context, &Body, &mut D::Value)`) computes what
///   declarations cannot say and replaces the merging of the properties'
///   requirements (MLIR's `autogenAvailability = 0`).
///
/// Fields: `#[operand(Constraint)]` and `#[result(Constraint)]` of type
/// `Value`, `Option<Value>` or `Vec<Value>` (an operand group split into
/// sub-groups by a property: `#[operand(AnyType, segments = sizes)]`; the
/// requirements its types bring: `requires = TypeRule`); `#[property(name = "...",
/// default [= expr], constraint = AttrConstraint, requires = ValueRule)]` of any `PropertyValue`
/// type (`Option<T>` when optional, `bool` for a unit flag);
/// `#[region(blocks = N)]` of type `Region` or `Vec<Region>`;
/// `#[successor]` of type `Block` or `Vec<Block>`.
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
/// `ir_core::availability::EnumCase` and get an `IMPLICATIONS` table.
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
/// Options besides `name` and `ops`: `types = [...]`, `attributes =
/// [...]`, `materialize_constant = path`, `interfaces = [Object as dyn
/// Interface]`, and for availability `availability = [MinVersion(V1_0),
/// ...]` (the default of the ops that say `dialect = ThisDialect`, and the
/// dimensions they answer) with `type_availability = TypeRule` (what
/// operand and result types require).
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
/// A syntax a format cannot say takes hooks instead (MLIR's
/// `hasCustomAssemblyFormat`): `print = path, parse = path`, with
/// `fn(&PairType, &mut SymbolPrinter)` and
/// `fn(&mut SymbolParser) -> ParseResult<PairType>`, which write and read
/// what follows the mnemonic. `interfaces = [ElementCountModel::of::<Handle>()]`
/// attaches type interfaces to the kind when the dialect registers (for
/// `#[attr_def]`, attribute interfaces).
#[proc_macro_attribute]
pub fn type_def(arguments: TokenStream, input: TokenStream) -> TokenStream {
    entry::symbol_def(arguments.into(), input.into(), true).into()
}

/// Defines a dialect attribute, as `#[type_def]` defines types:
/// `#test.range<1, 5>`; `to_attr` and `from_attr` convert, and the struct
/// can be the type of an op property (written `<1, 5>` in op formats).
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
#[proc_macro_attribute]
pub fn op_interface(arguments: TokenStream, input: TokenStream) -> TokenStream {
    interface::interface(arguments.into(), input.into(), interface::InterfaceKind::Op).into()
}

/// Makes a trait a type interface, as `#[op_interface]` does for ops:
/// implementors are type handles (`TypeHandle`: a `Copy` wrapper of a
/// `Type`), `Dyn<Trait>::cast(context, ty)` finds the table attached to the
/// type's kind (`context.attach_type_interface("builtin.tensor",
/// <Trait>Model::of::<MyHandle>())`, or `"dialect.mnemonic"`).
#[proc_macro_attribute]
pub fn type_interface(arguments: TokenStream, input: TokenStream) -> TokenStream {
    interface::interface(arguments.into(), input.into(), interface::InterfaceKind::Type).into()
}

/// Makes a trait an attribute interface, as `#[type_interface]` does for
/// types (`AttrHandle`, `context.attach_attr_interface`).
#[proc_macro_attribute]
pub fn attr_interface(arguments: TokenStream, input: TokenStream) -> TokenStream {
    interface::interface(arguments.into(), input.into(), interface::InterfaceKind::Attr).into()
}
