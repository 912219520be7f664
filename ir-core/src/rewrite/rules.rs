//! What the code of `rewrite_rules!` (declarative rewrite rules, MLIR's
//! DRR) stands on: ops seen by the position of their arguments, the
//! compile-time checks a rule's use of an op goes through, constraints on
//! bound values, and the helpers the generated matchers call.
//!
//! `#[op]` implements [`RuleOp`] and its companions for every op without
//! regions or successors: argument `N` (operands and properties in
//! declaration order, as MLIR's `arguments`) is [`RuleArgument<N>`], the
//! exact number of arguments [`RuleArity`], result `N` [`RuleResult<N>`],
//! and [`InfersResultTypes`] when `build` needs no result type. A rule that
//! gets an op wrong fails to compile at the rule, with the messages below.

use crate::attributes::Attr;
use crate::ir::{Body, Builder, Op, Value, ValueDef};
use crate::ods::{AttrConstraint, TypeConstraint, TypedOp};
use crate::types::Type;
use crate::Context;

use super::{constant_op_value, PatternRewriter};

/// An op that rules can match and build: its arguments by position.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an op that rewrite rules can match or build",
    label = "not an op for rules",
    note = "ops defined with `#[op]` are, unless they have regions or successors"
)]
pub trait RuleOp: TypedOp {
    /// How many arguments (operands and properties) the op takes.
    const ARGUMENTS: usize;
    /// How many results the op declares.
    const RESULTS: usize;
    /// Whether `build` finds the result types itself.
    const INFERS_RESULT_TYPES: bool;
    /// The arguments of an op being built, each set once by
    /// [`RuleArgument::set`].
    type Arguments: Default;

    /// Builds the op from `arguments` (every one set) at the builder's
    /// insertion point. `result_types` are used when the op cannot find
    /// its result types (the types of the results it replaces); `None`
    /// when they are needed but too few, or an argument is missing.
    fn build_from_rule(
        builder: &mut Builder<'_>,
        location: Attr,
        arguments: Self::Arguments,
        result_types: &[Type],
    ) -> Option<Self>;
}

/// Argument `INDEX` of an op (operands and properties in declaration
/// order).
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no argument {INDEX}",
    label = "argument {INDEX} of `{Self}` does not exist",
    note = "the arguments of an op are its operands and properties, in the order its struct declares them"
)]
pub trait RuleArgument<const INDEX: usize>: RuleOp {
    /// What the argument holds: `Value` for an operand, `Option<Value>`
    /// for an optional one, `Vec<Value>` for a variadic one, the
    /// property's type for a property (`Option<T>` when optional, `bool`
    /// for a unit property).
    type Value;

    /// The argument of `op`; `None` when a required property is missing
    /// (an op not verified yet), so that the rule does not match.
    fn get(self, body: &Body) -> Option<Self::Value>;

    /// Sets the argument of an op being built.
    fn set(arguments: &mut Self::Arguments, value: Self::Value);

    /// The argument of `op` in a dialect conversion, whose converted
    /// operands are `operands`: the converted value for an operand (only
    /// one at a fixed position: every operand before it single; `None`
    /// otherwise), as [`RuleArgument::get`] for a property.
    fn get_converted(self, body: &Body, operands: &[Value]) -> Option<Self::Value>;
}

/// Implemented by an op for exactly its number of arguments.
#[diagnostic::on_unimplemented(
    message = "`{Self}` does not take {COUNT} arguments",
    label = "{COUNT} arguments given to `{Self}`",
    note = "a rule gives an op all its arguments (operands and properties, in declaration order); `_` skips one in a source pattern"
)]
pub trait RuleArity<const COUNT: usize>: RuleOp {}

/// Result `INDEX` of an op.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no result {INDEX}",
    label = "result {INDEX} of `{Self}` does not exist"
)]
pub trait RuleResult<const INDEX: usize>: RuleOp {}

/// An op whose `build` finds its result types: the only ops a rule can
/// build where no result of the matched op gives the types (nested in
/// another op's arguments, or auxiliary).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot find its result types, so a rule can build it only where it replaces a result of the matched op",
    label = "built here without result types",
    note = "give the op an `infer` hook, or a trait tying its result types to its operands"
)]
pub trait InfersResultTypes: RuleOp {}

/// A constraint on a value bound by a rule (`$x: Constraint`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot constrain a `{Bound}`",
    label = "this constraint does not apply to what is bound here",
    note = "type constraints apply to operands and results (`Value`), attribute constraints to attributes (`Attr`); implement `RuleConstraint<{Bound}>` for a constraint of your own"
)]
pub trait RuleConstraint<Bound> {
    /// Whether `bound`, in `body`, satisfies the constraint.
    fn accepts(&self, context: &Context, body: &Body, bound: &Bound) -> bool;
}

impl RuleConstraint<Value> for TypeConstraint {
    fn accepts(&self, context: &Context, body: &Body, bound: &Value) -> bool {
        self.matches(context, body.value_type(*bound))
    }
}

impl RuleConstraint<Attr> for AttrConstraint {
    fn accepts(&self, context: &Context, _: &Body, bound: &Attr) -> bool {
        (self.check)(context, *bound)
    }
}

/// A constraint given as a predicate on the bound value.
impl<Bound> RuleConstraint<Bound> for fn(&Context, &Body, &Bound) -> bool {
    fn accepts(&self, context: &Context, body: &Body, bound: &Bound) -> bool {
        self(context, body, bound)
    }
}

/// What a rule's `$x: C` checks, called on the bound value so that a
/// constraint of the wrong kind is reported as such.
pub trait Constrained: Sized {
    /// Whether the value satisfies `constraint`.
    #[inline]
    fn satisfies<C: RuleConstraint<Self> + ?Sized>(
        &self,
        constraint: &C,
        context: &Context,
        body: &Body,
    ) -> bool {
        constraint.accepts(context, body, self)
    }
}

impl<T> Constrained for T {}

/// What a `where` constraint returns.
#[inline]
pub fn constraint_holds(holds: bool) -> bool {
    holds
}

/// Argument `INDEX` of `op`.
#[inline]
pub fn argument<O: RuleArgument<INDEX>, const INDEX: usize>(
    op: O,
    body: &Body,
) -> Option<O::Value> {
    op.get(body)
}

/// Argument `INDEX` of `op` in a dialect conversion (see
/// [`RuleArgument::get_converted`]).
#[inline]
pub fn converted_argument<O: RuleArgument<INDEX>, const INDEX: usize>(
    op: O,
    body: &Body,
    operands: &[Value],
) -> Option<O::Value> {
    op.get_converted(body, operands)
}

/// Sets argument `INDEX` of an `O` being built.
#[inline]
pub fn set_argument<O: RuleArgument<INDEX>, const INDEX: usize>(
    arguments: &mut O::Arguments,
    value: O::Value,
) {
    O::set(arguments, value)
}

/// Checks that rules can use `O`.
#[inline]
pub fn check_rule_op<O: RuleOp>() {}

/// Checks that `O` takes `COUNT` arguments (at compile time: the call
/// compiles only then).
#[inline]
pub fn check_arity<O: RuleArity<COUNT>, const COUNT: usize>() {}

/// Checks that `O` has result `INDEX`.
#[inline]
pub fn check_result<O: RuleResult<INDEX>, const INDEX: usize>() {}

/// Checks that `O` finds its own result types.
#[inline]
pub fn check_infers<O: InfersResultTypes>() {}

/// The `O` defining `value`, if an `O` does (what a nested op in a source
/// pattern matches).
#[inline]
pub fn defined_by<O: TypedOp>(context: &Context, body: &Body, value: Value) -> Option<O> {
    match body.value(value).def() {
        ValueDef::Result { op, .. } => O::cast(context, body, op),
        ValueDef::BlockArgument { .. } => None,
    }
}

/// The constant-like op defining `value` and the attribute it holds (what
/// `constant($c)` matches: MLIR's `ConstantLikeMatcher`).
#[inline]
pub fn constant_like(context: &Context, body: &Body, value: Value) -> Option<(Op, Attr)> {
    let ValueDef::Result { op, .. } = body.value(value).def() else { return None };
    Some((op, constant_op_value(context, body, op)?))
}

/// Result `index` of `op`.
#[inline]
pub fn result(body: &Body, op: Op, index: usize) -> Option<Value> {
    body.op(op).results().get(index)
}

/// The location of the ops a rule builds: the locations of `ops` (the
/// first matched ops, as many as the source pattern has op nodes) fused
/// ([`Context::fused_location`]).
pub fn fused_location(context: &Context, body: &Body, ops: &[Op]) -> Attr {
    if let [only] = ops {
        return body.op(*only).location;
    }
    let locations: Vec<Attr> = ops.iter().map(|&op| body.op(op).location).collect();
    context.fused_location(&locations, None)
}

/// The types of the results of `op`.
pub fn result_types(body: &Body, op: Op) -> Vec<Type> {
    body.op(op).results().iter().map(|value| body.value_type(value)).collect()
}

/// Of the root's result types `types`, those from the result that element
/// `position` of a rule's `count` results replaces (the last elements
/// replace the results, one each) on; empty for an element that replaces
/// none.
pub fn replacement_types(types: &[Type], position: usize, count: usize) -> Vec<Type> {
    match (types.len() + position).checked_sub(count) {
        Some(start) => types[start.min(types.len())..].to_vec(),
        None => Vec::new(),
    }
}

/// The part of a rule's `values` that replaces the root's
/// `result_count` results: the last ones.
pub fn replacements(values: &[Value], result_count: usize) -> &[Value] {
    &values[values.len().saturating_sub(result_count)..]
}

/// Replaces the results of the root `op` with the last of `values`, one
/// each, or erases it when it has none.
pub fn replace_root(rewriter: &mut PatternRewriter<'_>, op: Op, values: &[Value]) {
    let count = rewriter.body().op(op).results().len();
    if count == 0 {
        rewriter.erase_op(op);
    } else {
        rewriter.replace_op(op, replacements(values, count));
    }
}
