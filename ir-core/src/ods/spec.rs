//! The static description of an op that `#[op]` emits: its operands,
//! results, regions, successors, properties, traits, assembly format and
//! hooks. Generic code (verifier, format interpreter, accessors, generic
//! form conversion, documentation) works from it, so the macro emits data
//! rather than logic.

use super::constraints::{AttrConstraint, TypeConstraint};
use super::format::FormatElement;
use super::properties::OpProperties;
use super::property_box::PropertyBox;
use crate::registry::{FoldHook, ParseHook, PrintHook, VerifyHook};

/// An op's region verifier ([`OpSpec::verify_regions`]): the error keeps
/// the op it is reported at ([`super::VerifyError::at`]).
pub type RegionVerifyHook = fn(
    &crate::Context,
    &crate::ir::Ir,
    &crate::ir::Body,
    crate::ir::Op,
) -> Result<(), super::VerifyError>;

/// Infers an op's result types from its operand types and properties;
/// `None` when they do not determine them.
pub type InferHook = fn(
    &crate::Context,
    &[crate::types::Type],
    Option<&dyn OpProperties>,
) -> Option<Vec<crate::types::Type>>;

/// Checks the symbols an op references against the symbol tables.
pub type SymbolUsesHook = fn(
    &crate::Context,
    &crate::ir::Ir,
    crate::ir::BodyId,
    crate::ir::Op,
    &crate::symbols::SymbolTables,
) -> Result<(), crate::diagnostics::Diagnostic>;

/// How many values (or regions, or successors) a declared slot holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
}

/// A declared operand or result.
#[derive(Debug)]
pub struct ValueSpec {
    /// The name in the definition.
    pub name: &'static str,
    /// How many values it holds.
    pub arity: Arity,
    /// What their types must be.
    pub constraint: &'static TypeConstraint,
}

/// A declared region.
#[derive(Debug)]
pub struct RegionSpec {
    /// The name in the definition.
    pub name: &'static str,
    /// One region, or any number (`Variadic`).
    pub arity: Arity,
    /// The number of blocks the region must have, if constrained.
    pub block_count: Option<usize>,
}

/// A declared successor.
#[derive(Debug)]
pub struct SuccessorSpec {
    /// The name in the definition.
    pub name: &'static str,
    /// One successor, or any number (`Variadic`).
    pub arity: Arity,
}

/// How `TypesMatchWith` computes the types of its target: one type for a
/// single operand or result, a list for a variadic group.
#[derive(Clone, Copy, Debug)]
pub enum TypesTransform {
    /// The type of a single operand or result.
    One(fn(&crate::Context, crate::types::Type) -> crate::types::Type),
    /// The types of a variadic group.
    Many(fn(&crate::Context, crate::types::Type) -> Vec<crate::types::Type>),
}

/// Whether a property must be set.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PropertyKind {
    /// Must be set; the verifier reports `requires attribute '...'`.
    Required,
    /// May be absent.
    Optional,
    /// Always set; starts at its default.
    Defaulted,
    /// A unit flag (`bool`).
    Unit,
    /// Segment sizes the op maintains (`operandSegmentSizes`).
    SegmentSizes,
}

/// A declared property.
#[derive(Debug)]
pub struct PropertySpec {
    /// The name in the generic form (`overflowFlags`).
    pub name: &'static str,
    /// The Rust field name.
    pub field: &'static str,
    /// The Rust type, for documentation.
    pub rust_type: &'static str,
    /// What the value type holds (`PropertyValue::DESCRIPTION`).
    pub value_description: &'static str,
    /// Whether it must be set.
    pub kind: PropertyKind,
    /// The constraint on its attribute form, if any.
    pub constraint: Option<&'static AttrConstraint>,
    /// Whether it differs from its default (or is set, for optional ones):
    /// what an optional group anchored on it tests.
    pub present: fn(&dyn OpProperties) -> bool,
}

/// A trait an op declares. The core traits map onto
/// [`crate::registry::Traits`] bits; the others are verified or documented.
#[derive(Debug)]
pub enum OpTrait {
    /// No side effects (MLIR's `Pure`).
    Pure,
    /// No memory effects.
    NoMemoryEffect,
    /// `op(a, b) == op(b, a)`.
    Commutative,
    /// `op(op(x)) == op(x)`, or `op(x, x) == x` for binary ops.
    Idempotent,
    /// `op(op(x)) == x`.
    Involution,
    /// Ends its block.
    Terminator,
    /// Returns control to the parent op (a `return`).
    ReturnLike,
    /// Regions do not see values defined above the op.
    IsolatedFromAbove,
    /// Blocks of the op's regions have no terminator.
    NoTerminator,
    /// Each region has at most one block.
    SingleBlock,
    /// Each region has one block ending with the named op, which the custom
    /// form leaves out.
    SingleBlockImplicitTerminator(&'static str),
    /// The op must sit directly in one of the named ops.
    HasParent(&'static [&'static str]),
    /// All operands and results have one type.
    SameOperandsAndResultType,
    /// All operands have one type.
    SameTypeOperands,
    /// All operands have one shape.
    SameOperandsShape,
    /// All operands and results have one shape.
    SameOperandsAndResultShape,
    /// All operands and results have one element type.
    SameOperandsAndResultElementType,
    /// The named operands and results (single ones) have one type.
    AllTypesMatch(&'static [&'static str]),
    /// The type of `to` is `transform` of the type of `from`.
    TypesMatchWith {
        /// What messages call the relation.
        description: &'static str,
        /// The operand or result the type comes from.
        from: &'static str,
        /// The operand or result whose type follows.
        to: &'static str,
        /// Computes `to`'s type(s) from `from`'s.
        transform: TypesTransform,
    },
    /// Works element by element on vectors and tensors.
    Elementwise,
    /// Also applies to scalars (with `Elementwise`).
    Scalarizable,
    /// Also applies to vectors (with `Elementwise`).
    Vectorizable,
    /// Also applies to tensors (with `Elementwise`).
    Tensorizable,
    /// Materializes a constant.
    ConstantLike,
    /// Operand groups are sized by `operandSegmentSizes`.
    AttrSizedOperandSegments,
    /// Result groups are sized by `resultSegmentSizes`.
    AttrSizedResultSegments,
    /// Region bodies are graphs: no dominance between their ops.
    GraphRegions,
    /// The op holds a symbol table.
    SymbolTable,
    /// Automatically allocates its results (documentation only).
    AutomaticAllocationScope,
    /// A trait defined by the user: its name and its verifier.
    User {
        /// The trait's name, for documentation.
        name: &'static str,
        /// Checks the op; returns the message of the first failure.
        verify: Option<VerifyHook>,
    },
}

impl OpTrait {
    /// The trait's name, as documentation shows it.
    pub fn name(&self) -> String {
        match self {
            OpTrait::SingleBlockImplicitTerminator(op) => {
                format!("SingleBlockImplicitTerminator<{op}>")
            }
            OpTrait::HasParent(parents) => format!("HasParent<{}>", parents.join(", ")),
            OpTrait::User { name, .. } => (*name).to_owned(),
            OpTrait::AllTypesMatch(names) => format!("AllTypesMatch<{}>", names.join(", ")),
            OpTrait::TypesMatchWith { from, to, .. } => format!("TypesMatchWith<{from}, {to}>"),
            other => format!("{other:?}"),
        }
    }
}

/// Everything `#[op]` declares about an op.
#[derive(Debug)]
pub struct OpSpec {
    /// The full name, `dialect.op`.
    pub name: &'static str,
    /// One-line summary.
    pub summary: &'static str,
    /// The doc comment, in markdown.
    pub description: &'static str,
    /// Declared operands, in order.
    pub operands: &'static [ValueSpec],
    /// Declared results, in order.
    pub results: &'static [ValueSpec],
    /// Declared regions, in order.
    pub regions: &'static [RegionSpec],
    /// Declared successors, in order.
    pub successors: &'static [SuccessorSpec],
    /// Declared properties, in field order.
    pub properties: &'static [PropertySpec],
    /// Declared traits, in order.
    pub traits: &'static [OpTrait],
    /// The index of the `operandSegmentSizes` property, if the op has one.
    pub operand_segments: Option<usize>,
    /// The index of the `resultSegmentSizes` property, if the op has one.
    pub result_segments: Option<usize>,
    /// A fresh properties struct (every field at its default or unset).
    pub new_properties: Option<fn() -> PropertyBox>,
    /// The declarative assembly format, if any.
    pub format: Option<&'static [FormatElement]>,
    /// The format as written, for documentation.
    pub format_text: Option<&'static str>,
    /// The op's own verifier (`#[op(verify = ...)]`), run after every
    /// declared constraint and trait.
    pub verify: Option<VerifyHook>,
    /// The op's region verifier, run after the ops in its regions (and
    /// the isolated ops among them) verify. It may report at another op.
    pub verify_regions: Option<RegionVerifyHook>,
    /// Checks the symbols the op references, once every op verifies.
    pub verify_symbol_uses: Option<SymbolUsesHook>,
    /// A custom printer, instead of the format.
    pub print: Option<PrintHook>,
    /// A custom parser, instead of the format.
    pub parse: Option<ParseHook>,
    /// The folder.
    pub fold: Option<FoldHook>,
    /// The names of the canonicalization patterns, for documentation.
    pub canonicalizations: &'static [&'static str],
    /// Infers result types from operand types and properties, for the
    /// format and for builders.
    pub infer_result_types: Option<InferHook>,
    /// The default dialect of the op's regions (ops of it may omit their
    /// dialect prefix there), as `func.func` sets `func`.
    pub default_dialect: Option<&'static str>,
    /// Names results in the custom form (`%c42_i32`), MLIR's
    /// `getAsmResultNames`.
    pub result_names: Option<crate::registry::ResultNamesHook>,
}

impl OpSpec {
    /// The index of a property by its generic-form name.
    pub fn property_index(&self, name: &str) -> Option<usize> {
        self.properties.iter().position(|property| property.name == name)
    }

    /// The number of variadic or optional operand groups.
    pub fn variable_operand_groups(&self) -> usize {
        self.operands.iter().filter(|operand| operand.arity != Arity::Single).count()
    }

    /// The type of the single operand or result named `name`.
    pub fn named_value(
        &self,
        body: &crate::ir::Body,
        op: crate::ir::Op,
        name: &str,
    ) -> Option<crate::ir::Value> {
        if let Some(group) = self.operands.iter().position(|operand| operand.name == name) {
            let range = super::verify::operand_range(body, op, self, group);
            return (!range.is_empty()).then(|| body.op(op).operand(range.start));
        }
        let group = self.results.iter().position(|result| result.name == name)?;
        let range = super::verify::result_range(body, op, self, group);
        body.op(op).results().get(range.start).copied().filter(|_| !range.is_empty())
    }

    /// The type of the operand, result or (typed attribute) property named
    /// `name`.
    pub fn named_type(
        &self,
        context: &crate::Context,
        body: &crate::ir::Body,
        op: crate::ir::Op,
        name: &str,
    ) -> Option<crate::types::Type> {
        if let Some(index) = self.property_index(name) {
            let properties = body.op(op).properties.as_deref()?;
            let attr = properties.field(index).to_attr(context)?;
            return context.attr_type(attr);
        }
        self.named_value(body, op, name).map(|value| body.value_type(value))
    }

    /// The types of the operand or result group named `name`.
    pub fn named_types(
        &self,
        body: &crate::ir::Body,
        op: crate::ir::Op,
        name: &str,
    ) -> Option<Vec<crate::types::Type>> {
        let data = body.op(op);
        if let Some(group) = self.operands.iter().position(|operand| operand.name == name) {
            let range = super::verify::operand_range(body, op, self, group);
            return Some(
                data.operands()
                    .skip(range.start)
                    .take(range.len())
                    .map(|value| body.value_type(value))
                    .collect(),
            );
        }
        let group = self.results.iter().position(|result| result.name == name)?;
        let range = super::verify::result_range(body, op, self, group);
        Some(data.results()[range].iter().map(|&value| body.value_type(value)).collect())
    }

    /// Whether the op declares `kind`.
    pub fn has_trait(&self, kind: fn(&OpTrait) -> bool) -> bool {
        self.traits.iter().any(kind)
    }
}
