//! Op traits: what an op declares in `#[op(traits = [...])]`. A trait is a
//! value of a type implementing [`OpTrait`]: its name, the flags it gives
//! the op ([`TraitFlags`], which generic code tests without knowing the
//! op), its documentation and its verifier are defined once, on the type.
//! The traits MLIR's ODS provides are defined here; a dialect defines its
//! own the same way.
//!
//! The parameterized traits ([`HasParent`], [`SingleBlockImplicitTerminator`],
//! [`AllTypesMatch`], [`TypesMatchWith`]) carry what the macro resolved at
//! compile time: op definitions, operand, result and property indices.
//!
//! This module does not decide when traits are verified: the op verifier
//! ([`crate::ods::verify`]) runs structural traits before the op's declared
//! constraints and the others after, as MLIR does.

use std::any::Any;
use std::borrow::Cow;

use smallvec::SmallVec;

use crate::ir::{Body, Ir, Op};
use crate::ods::spec::{TypeSource, TypesTransform};
use crate::ods::VerifyError;
use crate::registry::OpDefinition;
use crate::types::{Type, TypeData};
use crate::Context;

/// A set of flags that traits give an op, which generic code tests with
/// one bit operation (is this op a terminator? is it pure?).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct TraitFlags(u64);

impl TraitFlags {
    /// No flags.
    pub const NONE: TraitFlags = TraitFlags(0);
    /// The op's regions may not use values defined above it.
    pub const ISOLATED_FROM_ABOVE: TraitFlags = TraitFlags(1 << 0);
    /// The op ends a block.
    pub const TERMINATOR: TraitFlags = TraitFlags(1 << 1);
    /// The op's blocks need no terminator.
    pub const NO_TERMINATOR: TraitFlags = TraitFlags(1 << 2);
    /// Each of the op's regions has at most one block.
    pub const SINGLE_BLOCK: TraitFlags = TraitFlags(1 << 3);
    /// The op has no side effects.
    pub const PURE: TraitFlags = TraitFlags(1 << 4);
    /// The op's regions are graph regions: no dominance between ops.
    pub const GRAPH_REGIONS: TraitFlags = TraitFlags(1 << 5);
    /// The op defines a symbol table.
    pub const SYMBOL_TABLE: TraitFlags = TraitFlags(1 << 6);
    /// The op materializes a constant (its folder returns its value).
    pub const CONSTANT_LIKE: TraitFlags = TraitFlags(1 << 9);
    /// `op(a, b) == op(b, a)`: folding moves constant operands last.
    pub const COMMUTATIVE: TraitFlags = TraitFlags(1 << 10);
    /// `op(op(x)) == op(x)`, or `op(x, x) == x`.
    pub const IDEMPOTENT: TraitFlags = TraitFlags(1 << 11);
    /// `op(op(x)) == x`.
    pub const INVOLUTION: TraitFlags = TraitFlags(1 << 12);
    /// The op returns control to its parent.
    pub const RETURN_LIKE: TraitFlags = TraitFlags(1 << 13);
    /// All operands and results have one type (a format may write it once).
    pub const SAME_OPERANDS_AND_RESULT_TYPE: TraitFlags = TraitFlags(1 << 14);
    /// All operands have one type (a format may write it once).
    pub const SAME_TYPE_OPERANDS: TraitFlags = TraitFlags(1 << 15);
    /// Some operand or result types follow from others (`AllTypesMatch`,
    /// `TypesMatchWith`), which a format need not write.
    pub const TYPE_RELATIONS: TraitFlags = TraitFlags(1 << 16);
    /// The op is a function: MLIR's `FunctionOpInterface` (`func.func`,
    /// `spirv.func`), which what sits in it can ask for.
    pub const FUNCTION_LIKE: TraitFlags = TraitFlags(1 << 17);

    /// The union of two sets.
    pub const fn union(self, other: TraitFlags) -> TraitFlags {
        TraitFlags(self.0 | other.0)
    }

    /// Whether every flag of `other` is in `self`.
    pub const fn contains(self, other: TraitFlags) -> bool {
        self.0 & other.0 == other.0
    }
}

/// The op a trait verifies, with what every trait check reads: the types
/// of its operands and results, gathered once per op.
pub struct TraitCheck<'a> {
    /// The context.
    pub context: &'a Context,
    /// The IR, for the bodies of isolated ops.
    pub ir: &'a Ir,
    /// The body holding the op.
    pub body: &'a Body,
    /// The op.
    pub op: Op,
    /// The op's definition.
    pub definition: &'static OpDefinition,
    /// The types of the op's operands, in order.
    pub operand_types: &'a [Type],
    /// The types of the op's results, in order.
    pub result_types: &'a [Type],
    /// Whether each operand and result group holds exactly one value, so
    /// that group `n` is value `n`.
    pub(crate) one_value_per_group: bool,
}

impl TraitCheck<'_> {
    /// The body holding the op's regions: its own body if it is isolated.
    pub fn region_holder(&self) -> &Body {
        crate::ods::verify::region_holder(self.ir, self.body, self.op)
    }

    /// The type of the first value of `source`'s group (the property's
    /// type, for a property).
    pub fn first_type(&self, source: TypeSource) -> Option<Type> {
        match source {
            TypeSource::Operand(group) if self.one_value_per_group => {
                self.operand_types.get(group).copied()
            }
            TypeSource::Result(group) if self.one_value_per_group => {
                self.result_types.get(group).copied()
            }
            _ => source.first_type(self.context, self.body, self.op, self.definition),
        }
    }

    /// The types of every value of `source`'s group.
    pub fn all_types(&self, source: TypeSource) -> Option<SmallVec<[Type; 2]>> {
        match source {
            TypeSource::Operand(_) | TypeSource::Result(_) if self.one_value_per_group => {
                self.first_type(source).map(|ty| SmallVec::from_buf_and_len([ty, ty], 1))
            }
            _ => source.all_types(self.context, self.body, self.op, self.definition),
        }
    }
}

/// An op trait. Ops list values of types implementing it
/// (`traits = [Pure, HasParent(FuncOp)]`); the definition keeps them in
/// declaration order.
///
/// ```
/// use std::borrow::Cow;
/// use ir_core::traits::{OpTrait, TraitCheck};
/// use ir_core::ods::VerifyError;
///
/// /// The op has no result of type `none`.
/// pub struct NoNoneResult;
///
/// impl OpTrait for NoNoneResult {
///     fn name(&self) -> Cow<'static, str> {
///         "NoNoneResult".into()
///     }
///     fn verify(&self, check: &TraitCheck<'_>) -> Result<(), VerifyError> {
///         let none = check.context.none_type();
///         if check.result_types.contains(&none) {
///             return Err("has a result of type 'none'".into());
///         }
///         Ok(())
///     }
/// }
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an op trait",
    label = "not an op trait",
    note = "an op trait is a value whose type implements `ir_core::traits::OpTrait`"
)]
pub trait OpTrait: Any + Sync {
    /// The name documentation shows (`Pure`, `HasParent<func.func>`).
    fn name(&self) -> Cow<'static, str>;

    /// The flags the trait gives the op.
    fn flags(&self) -> TraitFlags {
        TraitFlags::NONE
    }

    /// Whether the trait describes the op's structure (its regions, its
    /// parent, its segments), and is verified before the op's declared
    /// constraints (MLIR's `StructuralOpTrait`).
    fn is_structural(&self) -> bool {
        false
    }

    /// Whether the trait is a predicate on the op's operands, results or
    /// properties that MLIR checks among the op's own invariants (a
    /// `PredOpTrait`: `AllTypesMatch`, `TypesMatchWith`): after the
    /// declared constraints and before the other traits, whatever the
    /// order of declaration.
    fn is_predicate(&self) -> bool {
        false
    }

    /// Checks an op that declares the trait. A message converts into a
    /// [`VerifyError`] reported as `'dialect.op' op <message>`.
    fn verify(&self, check: &TraitCheck<'_>) -> Result<(), VerifyError> {
        let _ = check;
        Ok(())
    }

    /// Whether [`OpTrait::verify`] checks anything; the verifier skips the
    /// traits that say `false` (most flags-only traits).
    fn has_verifier(&self) -> bool {
        true
    }

    /// Whether [`OpTrait::verify`] reads nothing of the op but the types of
    /// its operands and results: then its verdict is the same for every op
    /// of one name and one list of types, and the verifier runs it once
    /// per such signature.
    fn depends_only_on_types(&self) -> bool {
        false
    }
}

/// The union of the flags of `traits`.
pub fn flags_of(traits: &[&dyn OpTrait]) -> TraitFlags {
    traits.iter().fold(TraitFlags::NONE, |flags, declared| flags.union(declared.flags()))
}

/// The order in which the verifier runs an op's traits, computed when the
/// op registers: the traits with a verifier that are structural, the
/// predicates, and the others, each as a mask (bit `i` for trait `i`). `None` when there are
/// more traits than bits; the verifier then asks each trait.
#[derive(Clone, Copy, Debug)]
pub(crate) struct VerificationOrder {
    pub(crate) structural: u64,
    pub(crate) predicates: u64,
    pub(crate) other: u64,
    /// The traits (among the above) that depend only on the op's types.
    pub(crate) types_only: u64,
}

impl VerificationOrder {
    pub(crate) fn of(traits: &[&dyn OpTrait]) -> Option<Self> {
        if traits.len() > 64 {
            return None;
        }
        let mut order = VerificationOrder { structural: 0, predicates: 0, other: 0, types_only: 0 };
        for (index, declared) in traits.iter().enumerate() {
            if !declared.has_verifier() {
                continue;
            }
            if declared.depends_only_on_types() {
                order.types_only |= 1 << index;
            }
            if declared.is_structural() {
                order.structural |= 1 << index;
            } else if declared.is_predicate() {
                order.predicates |= 1 << index;
            } else {
                order.other |= 1 << index;
            }
        }
        Some(order)
    }
}

/// Implements [`OpTrait`] for the unit-struct traits above: the name is
/// the struct's, with the flags, whether the trait is structural, its
/// verifier if it has one, and whether that verifier reads only types
/// (`types_only: true`; false when left out).
macro_rules! unit_traits {
    ($(
        $name:ident {
            flags: $flags:expr,
            structural: $structural:expr,
            verify: $verify:expr
            $(, types_only: $types_only:expr)? $(,)?
        }
    )*) => {$(
        #[diagnostic::do_not_recommend]
        impl OpTrait for $name {
            fn name(&self) -> Cow<'static, str> {
                Cow::Borrowed(stringify!($name))
            }
            fn flags(&self) -> TraitFlags {
                $flags
            }
            fn is_structural(&self) -> bool {
                $structural
            }
            fn verify(&self, check: &TraitCheck<'_>) -> Result<(), VerifyError> {
                let verify: Option<fn(&TraitCheck<'_>) -> Result<(), String>> = $verify;
                match verify {
                    Some(verify) => verify(check).map_err(VerifyError::from),
                    None => Ok(()),
                }
            }
            fn has_verifier(&self) -> bool {
                let verify: Option<fn(&TraitCheck<'_>) -> Result<(), String>> = $verify;
                verify.is_some()
            }
            fn depends_only_on_types(&self) -> bool {
                false $(|| $types_only)?
            }
        }
    )*};
}

/// The op has no side effects.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pure;

/// The op neither reads nor writes memory.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NoMemoryEffect;

/// `op(a, b) == op(b, a)`: folding moves constant operands last.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Commutative;

/// `op(op(x)) == op(x)`, or `op(x, x) == x` for binary ops.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Idempotent;

/// `op(op(x)) == x`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Involution;

/// The op ends its block.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Terminator;

/// The op returns control to its parent op.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReturnLike;

/// The op's regions do not see values defined above it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct IsolatedFromAbove;

/// The blocks of the op's regions have no terminator.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NoTerminator;

/// Each of the op's regions has at most one block.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SingleBlock;

/// The entry blocks of the op's regions have no arguments.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NoRegionArguments;

/// All operands and results have one type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SameOperandsAndResultType;

/// All operands have one type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SameTypeOperands;

/// All operands have one shape.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SameOperandsShape;

/// All operands and results have one shape.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SameOperandsAndResultShape;

/// All operands and results have one element type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SameOperandsAndResultElementType;

/// The op works element by element on vectors and tensors.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Elementwise;

/// An elementwise op that also applies to scalars.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Scalarizable;

/// An elementwise op that also applies to vectors.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Vectorizable;

/// An elementwise op that also applies to tensors.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tensorizable;

/// The op materializes a constant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ConstantLike;

/// Operand groups are sized by the `operandSegmentSizes` property.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AttrSizedOperandSegments;

/// Result groups are sized by the `resultSegmentSizes` property.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AttrSizedResultSegments;

/// The op's regions are graphs: no dominance between their ops.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GraphRegions;

/// The op holds a symbol table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SymbolTable;

/// The op's regions hold automatically allocated values.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AutomaticAllocationScope;

/// The op is a function (MLIR's `FunctionOpInterface`): ops that must sit
/// in a function (SPIR-V's `InFunctionScope`) and the reports made per
/// function look for it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FunctionLike;

unit_traits! {
    Pure { flags: TraitFlags::PURE, structural: false, verify: None }
    NoMemoryEffect { flags: TraitFlags::PURE, structural: false, verify: None }
    Commutative { flags: TraitFlags::COMMUTATIVE, structural: false, verify: None }
    Idempotent { flags: TraitFlags::IDEMPOTENT, structural: false, verify: None }
    Involution { flags: TraitFlags::INVOLUTION, structural: false, verify: None }
    Terminator { flags: TraitFlags::TERMINATOR, structural: false, verify: Some(verify_terminator) }
    ReturnLike { flags: TraitFlags::RETURN_LIKE, structural: false, verify: None }
    IsolatedFromAbove { flags: TraitFlags::ISOLATED_FROM_ABOVE, structural: false, verify: None }
    NoTerminator { flags: TraitFlags::NO_TERMINATOR, structural: true, verify: None }
    SingleBlock { flags: TraitFlags::SINGLE_BLOCK, structural: true, verify: Some(verify_single_block) }
    NoRegionArguments { flags: TraitFlags::NONE, structural: true, verify: Some(verify_no_region_arguments) }
    SameOperandsAndResultType { flags: TraitFlags::SAME_OPERANDS_AND_RESULT_TYPE, structural: false, verify: Some(verify_same_operands_and_result_type), types_only: true }
    SameTypeOperands { flags: TraitFlags::SAME_TYPE_OPERANDS, structural: false, verify: Some(verify_same_type_operands), types_only: true }
    SameOperandsShape { flags: TraitFlags::NONE, structural: false, verify: Some(verify_same_operands_shape), types_only: true }
    SameOperandsAndResultShape { flags: TraitFlags::NONE, structural: false, verify: Some(verify_same_operands_and_result_shape), types_only: true }
    SameOperandsAndResultElementType { flags: TraitFlags::NONE, structural: false, verify: Some(verify_same_operands_and_result_element_type), types_only: true }
    Elementwise { flags: TraitFlags::NONE, structural: false, verify: Some(verify_elementwise), types_only: true }
    Scalarizable { flags: TraitFlags::NONE, structural: false, verify: None }
    Vectorizable { flags: TraitFlags::NONE, structural: false, verify: None }
    Tensorizable { flags: TraitFlags::NONE, structural: false, verify: None }
    ConstantLike { flags: TraitFlags::CONSTANT_LIKE, structural: false, verify: None }
    AttrSizedOperandSegments { flags: TraitFlags::NONE, structural: true, verify: None }
    AttrSizedResultSegments { flags: TraitFlags::NONE, structural: true, verify: None }
    GraphRegions { flags: TraitFlags::GRAPH_REGIONS, structural: false, verify: None }
    SymbolTable { flags: TraitFlags::SYMBOL_TABLE, structural: false, verify: None }
    AutomaticAllocationScope { flags: TraitFlags::NONE, structural: false, verify: None }
    FunctionLike { flags: TraitFlags::FUNCTION_LIKE, structural: false, verify: None }
}

/// An op's definition, reached through a function so that definitions
/// may name each other in cycles (a terminator's parent names the
/// terminator).
pub type DefinitionOf = fn() -> &'static OpDefinition;

/// The op sits directly in one of the listed ops (MLIR's `HasParent` and
/// `ParentOneOf`).
#[derive(Debug)]
pub struct HasParent {
    /// The ops the op may sit in.
    pub parents: &'static [DefinitionOf],
}

#[diagnostic::do_not_recommend]
impl OpTrait for HasParent {
    fn name(&self) -> Cow<'static, str> {
        let names: Vec<&str> = self.parents.iter().map(|parent| parent().name).collect();
        Cow::Owned(format!("HasParent<{}>", names.join(", ")))
    }

    fn is_structural(&self) -> bool {
        true
    }

    fn verify(&self, check: &TraitCheck<'_>) -> Result<(), VerifyError> {
        let parent = crate::ods::verify::parent_op_definition(check);
        if parent
            .is_some_and(|parent| self.parents.iter().any(|known| std::ptr::eq(known(), parent)))
        {
            return Ok(());
        }
        Err(VerifyError::from(match self.parents {
            [single] => format!("expects parent op '{}'", single().name),
            _ => {
                let names: Vec<&str> = self.parents.iter().map(|parent| parent().name).collect();
                format!("expects parent op to be one of '{}'", names.join(", "))
            }
        }))
    }
}

/// Each region has one block, ending with the named op, which the custom
/// form leaves out (MLIR's `SingleBlockImplicitTerminator`).
#[derive(Debug)]
pub struct SingleBlockImplicitTerminator {
    /// The op ending each block.
    pub terminator: DefinitionOf,
}

#[diagnostic::do_not_recommend]
impl OpTrait for SingleBlockImplicitTerminator {
    fn name(&self) -> Cow<'static, str> {
        Cow::Owned(format!("SingleBlockImplicitTerminator<{}>", (self.terminator)().name))
    }

    fn flags(&self) -> TraitFlags {
        TraitFlags::SINGLE_BLOCK
    }

    fn is_structural(&self) -> bool {
        true
    }

    fn verify(&self, check: &TraitCheck<'_>) -> Result<(), VerifyError> {
        let holder = check.region_holder();
        let context = check.context;
        for &region in check.body.op(check.op).regions() {
            let Some(block) = holder.entry_block(region) else { continue };
            if holder.next_block(block).is_some() {
                return Err("expects a non-empty block".into());
            }
            let last = holder.last_op(block);
            let last_definition = last.and_then(|last| context.op_definition(holder.op(last).name));
            let terminator = (self.terminator)();
            if !last_definition.is_some_and(|found| std::ptr::eq(found, terminator)) {
                let found = last.map_or("", |last| context.op_name_str(holder.op(last).name));
                return Err(VerifyError::from(format!(
                    "expects regions to end with '{}', found '{found}'",
                    terminator.name
                )));
            }
        }
        Ok(())
    }
}

/// The named operands, results and typed properties have one type.
#[derive(Debug)]
pub struct AllTypesMatch {
    /// The names, as messages and documentation show them.
    pub names: &'static [&'static str],
    /// Where each name's type comes from.
    pub sources: &'static [TypeSource],
}

#[diagnostic::do_not_recommend]
impl OpTrait for AllTypesMatch {
    fn name(&self) -> Cow<'static, str> {
        Cow::Owned(format!("AllTypesMatch<{}>", self.names.join(", ")))
    }

    fn flags(&self) -> TraitFlags {
        TraitFlags::TYPE_RELATIONS
    }

    fn is_predicate(&self) -> bool {
        true
    }

    fn depends_only_on_types(&self) -> bool {
        !self.sources.iter().any(|source| matches!(source, TypeSource::Property(_)))
    }

    fn verify(&self, check: &TraitCheck<'_>) -> Result<(), VerifyError> {
        let mut types = self.sources.iter().filter_map(|&source| check.first_type(source));
        let first = types.next();
        if types.any(|ty| Some(ty) != first) {
            return Err(VerifyError::from(format!(
                "failed to verify that all of {{{}}} have same type",
                self.names.join(", ")
            )));
        }
        Ok(())
    }
}

/// The type of one operand, result or typed property follows from
/// another's through a function (MLIR's `TypesMatchWith`).
#[derive(Debug)]
pub struct TypesMatchWith {
    /// What messages call the relation.
    pub description: &'static str,
    /// The name the type comes from, for documentation.
    pub from_name: &'static str,
    /// The name whose type follows, for documentation.
    pub to_name: &'static str,
    /// Where the type comes from.
    pub from: TypeSource,
    /// The operand or result group whose type follows.
    pub to: TypeSource,
    /// Computes `to`'s type(s) from `from`'s.
    pub transform: TypesTransform,
}

#[diagnostic::do_not_recommend]
impl OpTrait for TypesMatchWith {
    fn name(&self) -> Cow<'static, str> {
        Cow::Owned(format!("TypesMatchWith<{}, {}>", self.from_name, self.to_name))
    }

    fn flags(&self) -> TraitFlags {
        TraitFlags::TYPE_RELATIONS
    }

    fn is_predicate(&self) -> bool {
        true
    }

    fn depends_only_on_types(&self) -> bool {
        !matches!(self.from, TypeSource::Property(_)) && !matches!(self.to, TypeSource::Property(_))
    }

    fn verify(&self, check: &TraitCheck<'_>) -> Result<(), VerifyError> {
        let context = check.context;
        if let (Some(from), Some(actual)) = (check.first_type(self.from), check.all_types(self.to))
        {
            let matches = match self.transform {
                TypesTransform::One(one) => actual.as_slice() == [one(context, from)],
                TypesTransform::Many(many) => actual.as_slice() == many(context, from).as_slice(),
            };
            if !matches {
                return Err(VerifyError::from(format!(
                    "failed to verify that {}",
                    self.description
                )));
            }
        }
        Ok(())
    }
}

fn verify_terminator(check: &TraitCheck<'_>) -> Result<(), String> {
    if let Some(block) = check.body.op(check.op).parent_block() {
        if check.body.last_op(block) != Some(check.op) {
            return Err("must be the last operation in the parent block".to_owned());
        }
    }
    Ok(())
}

fn verify_single_block(check: &TraitCheck<'_>) -> Result<(), String> {
    let holder = check.region_holder();
    for (index, &region) in check.body.op(check.op).regions().iter().enumerate() {
        if holder.region_blocks(region).nth(1).is_some() {
            return Err(format!("expects region #{index} to have 0 or 1 blocks"));
        }
    }
    Ok(())
}

fn verify_no_region_arguments(check: &TraitCheck<'_>) -> Result<(), String> {
    let holder = check.region_holder();
    let regions = check.body.op(check.op).regions();
    for (index, &region) in regions.iter().enumerate() {
        let has_arguments = holder
            .entry_block(region)
            .is_some_and(|block| !holder.block_arguments(block).is_empty());
        if has_arguments {
            return Err(if regions.len() > 1 {
                format!("region #{index} should have no arguments")
            } else {
                "region should have no arguments".to_owned()
            });
        }
    }
    Ok(())
}

/// MLIR's check that an op has at least one operand and one result, which
/// the traits relating operand and result types need.
fn at_least_one_operand_and_result(check: &TraitCheck<'_>) -> Result<(), String> {
    if check.operand_types.is_empty() {
        return Err("expected 1 or more operands, but found 0".to_owned());
    }
    if check.result_types.is_empty() {
        return Err("expected 1 or more results, but found 0".to_owned());
    }
    Ok(())
}

fn verify_same_operands_and_result_type(check: &TraitCheck<'_>) -> Result<(), String> {
    at_least_one_operand_and_result(check)?;
    let context = check.context;
    let expected = check.result_types[0];
    let element = element_or_self(context, expected);
    let mut all = check.result_types.iter().chain(check.operand_types);
    // Types are interned: an identical type needs no shape comparison.
    if all.any(|&ty| {
        ty != expected
            && (element_or_self(context, ty) != element
                || !compatible_shapes(context, ty, expected))
    }) {
        return Err("requires the same type for all operands and results".to_owned());
    }
    Ok(())
}

fn verify_same_type_operands(check: &TraitCheck<'_>) -> Result<(), String> {
    if check.operand_types.windows(2).any(|pair| pair[0] != pair[1]) {
        return Err("requires all operands to have the same type".to_owned());
    }
    Ok(())
}

fn verify_same_operands_shape(check: &TraitCheck<'_>) -> Result<(), String> {
    let context = check.context;
    if check
        .operand_types
        .windows(2)
        .any(|pair| pair[0] != pair[1] && !compatible_shapes(context, pair[0], pair[1]))
    {
        return Err("requires the same shape for all operands".to_owned());
    }
    Ok(())
}

fn verify_same_operands_and_result_shape(check: &TraitCheck<'_>) -> Result<(), String> {
    at_least_one_operand_and_result(check)?;
    let context = check.context;
    let first = check.operand_types[0];
    let mut all = check.operand_types.iter().chain(check.result_types);
    if all.any(|&ty| ty != first && !compatible_shapes(context, ty, first)) {
        return Err("requires the same shape for all operands and results".to_owned());
    }
    Ok(())
}

fn verify_same_operands_and_result_element_type(check: &TraitCheck<'_>) -> Result<(), String> {
    at_least_one_operand_and_result(check)?;
    let context = check.context;
    let element = element_or_self(context, check.result_types[0]);
    let mut all = check.operand_types.iter().chain(check.result_types);
    if all.any(|&ty| element_or_self(context, ty) != element) {
        return Err("requires the same element type for all operands and results".to_owned());
    }
    Ok(())
}

/// MLIR's `Elementwise` trait: scalars throughout, or non-scalar results
/// with non-scalar operands of one shape and base type.
fn verify_elementwise(check: &TraitCheck<'_>) -> Result<(), String> {
    let context = check.context;
    let (operands, results) = (check.operand_types, check.result_types);
    let mappable = |ty: &&Type| {
        matches!(
            context.type_data(**ty),
            TypeData::Vector { .. }
                | TypeData::RankedTensor { .. }
                | TypeData::UnrankedTensor { .. }
        )
    };
    // Scalars only, the usual case: nothing to compare.
    if !operands.iter().chain(results).any(|ty| mappable(&ty)) {
        return Ok(());
    }
    let mapped_results: SmallVec<[Type; 2]> = results.iter().filter(mappable).copied().collect();
    let mapped_operands: SmallVec<[Type; 4]> = operands.iter().filter(mappable).copied().collect();
    if mapped_results.is_empty() && mapped_operands.is_empty() {
        return Ok(());
    }
    if !mapped_results.is_empty() && mapped_operands.is_empty() {
        return Err(
            "if a result is non-scalar, then at least one operand must be non-scalar".into()
        );
    }
    if mapped_results.is_empty() {
        return Err(
            "if an operand is non-scalar, then there must be at least one non-scalar result".into(),
        );
    }
    if mapped_results.len() != results.len() {
        return Err("if an operand is non-scalar, then all results must be non-scalar".into());
    }
    let all: SmallVec<[Type; 6]> = mapped_operands.iter().chain(&mapped_results).copied().collect();
    let kind = |ty: Type| match context.type_data(ty) {
        TypeData::Vector { .. } => 0,
        _ => 1,
    };
    let first = all[0];
    if all.iter().any(|&ty| kind(ty) != kind(first) || !compatible_shapes(context, ty, first)) {
        return Err("all non-scalar operands/results must have the same shape and base type".into());
    }
    Ok(())
}

/// The shape of a type, `None` for scalars and unranked types; whether the
/// type is shaped at all.
fn shape_info(context: &Context, ty: Type) -> (bool, Option<&[i64]>) {
    match context.type_data(ty) {
        TypeData::Vector { shape, .. }
        | TypeData::RankedTensor { shape, .. }
        | TypeData::MemRef { shape, .. } => (true, Some(shape)),
        TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => (true, None),
        _ => (false, None),
    }
}

/// MLIR's `verifyCompatibleShape`: both scalars, or both shaped with equal
/// ranks, dimensions that are equal or dynamic (unranked fits any), and
/// the same scalable dimensions.
pub fn compatible_shapes(context: &Context, first: Type, second: Type) -> bool {
    let (first_shaped, first_shape) = shape_info(context, first);
    let (second_shaped, second_shape) = shape_info(context, second);
    if first_shaped != second_shaped {
        return false;
    }
    match (first_shape, second_shape) {
        (Some(first_dims), Some(second_dims)) => {
            first_dims.len() == second_dims.len()
                && first_dims.iter().zip(second_dims).all(|(&a, &b)| {
                    a == b || a == crate::types::DYNAMIC || b == crate::types::DYNAMIC
                })
                && scalable_dims(context, first) == scalable_dims(context, second)
        }
        _ => true,
    }
}

/// Which dimensions of `ty` are scalable: a vector's `[4]`s; none for
/// other types.
fn scalable_dims(context: &Context, ty: Type) -> Option<&[bool]> {
    match context.type_data(ty) {
        TypeData::Vector { scalable, .. } if scalable.iter().any(|&flag| flag) => Some(scalable),
        _ => None,
    }
}

fn element_or_self(context: &Context, ty: Type) -> Type {
    context.element_type_of(ty).unwrap_or(ty)
}
