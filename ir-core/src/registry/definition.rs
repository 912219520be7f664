//! [`OpDefinition`]: everything the core knows about a registered op, in
//! one static record (MLIR's `OperationName::Impl`). `#[op]` emits one per
//! op; the verifier, the format interpreter, the printer and parser, the
//! rewrite drivers and the documentation all read it. Every hook lives in
//! exactly one field.

use crate::attributes::Attr;
use crate::diagnostics::Diagnostic;
use crate::interfaces::InterfaceModel;
use crate::ir::{Body, BodyId, Ir, Op};
use crate::ods::format::FormatElement;
use crate::ods::properties::OpProperties;
use crate::ods::property_box::PropertyBox;
use crate::ods::spec::{PropertySpec, RegionSpec, SuccessorSpec, ValueSpec};
use crate::ods::VerifyError;
use crate::rewrite::RewritePattern;
use crate::symbols::SymbolTables;
use crate::traits::OpTrait;
use crate::types::Type;
use crate::Context;

/// An op's own verifier (`#[op(verify = ...)]`): called after its declared
/// constraints and traits; the error may be reported at another op.
pub type VerifyHook = fn(&Context, &Ir, &Body, Op) -> Result<(), VerifyError>;

/// An op's region verifier (`#[op(verify_regions = ...)]`): called once
/// the ops in its regions (and the isolated ops among them) verify.
pub type RegionVerifyHook = fn(&Context, &Ir, &Body, Op) -> Result<(), VerifyError>;

/// Checks the symbols an op references against the symbol tables, once
/// every op verifies.
pub type SymbolUsesHook = fn(&Context, &Ir, BodyId, Op, &SymbolTables) -> Result<(), Diagnostic>;

/// Suggests names for an op's results in the custom form (`%c42_i32`):
/// calls `set_name` with a result number and a name.
pub type ResultNamesHook = fn(&Context, &Body, Op, &mut dyn FnMut(usize, &str));

/// Prints an op's custom form. The printer has written the results and the
/// op's name; the hook writes the rest (the trailing location follows).
pub type PrintHook = for<'p, 'a> fn(&mut crate::text::OpPrinter<'p, 'a>, Op);

/// Parses an op's custom form once its name is consumed, and creates the
/// op (through [`crate::text::OpParser::create_op`]).
pub type ParseHook = for<'p, 'a> fn(&mut crate::text::OpParser<'p, 'a>) -> Result<Op, Diagnostic>;

/// Infers an op's result types from its operand types and properties;
/// `None` when they do not determine them.
pub type InferHook = fn(&Context, &[Type], Option<&dyn OpProperties>) -> Option<Vec<Type>>;

/// What a folder gives for one result: a constant, or an existing value
/// that replaces the result.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FoldResult {
    /// The result is this constant.
    Attr(Attr),
    /// The result is this value.
    Value(crate::ir::Value),
}

/// Folds an op by changing it in place (an operand, a property), keeping
/// it: `true` when it changed the op. Rewrite drivers call it before the
/// [`FoldHook`].
pub type InPlaceFoldHook = fn(&Context, &mut Body, Op) -> bool;

/// Folds an op, given the constant value of each operand (`None` where an
/// operand is not a constant): returns one result per op result, or `None`
/// when the op does not fold. Rewrite drivers call it.
pub type FoldHook = fn(&Context, &Body, Op, &[Option<Attr>]) -> Option<Vec<FoldResult>>;

/// Everything the core knows about a registered op.
pub struct OpDefinition {
    /// The full name, `dialect.op`.
    pub name: &'static str,
    /// One-line summary.
    pub summary: &'static str,
    /// The doc comment, in markdown.
    pub description: &'static str,
    /// Declared operand groups, in order.
    pub operands: &'static [ValueSpec],
    /// Declared result groups, in order.
    pub results: &'static [ValueSpec],
    /// Declared regions, in order.
    pub regions: &'static [RegionSpec],
    /// Declared successors, in order.
    pub successors: &'static [SuccessorSpec],
    /// Declared properties, in field order (segment sizes last).
    pub properties: &'static [PropertySpec],
    /// The index of the `operandSegmentSizes` property, if the op has one.
    pub operand_segments: Option<usize>,
    /// The index of the `resultSegmentSizes` property, if the op has one.
    pub result_segments: Option<usize>,
    /// A fresh properties struct (every field at its default or unset);
    /// `None` for ops without properties.
    pub new_properties: Option<fn() -> PropertyBox>,
    /// Declared traits, in declaration order.
    pub traits: &'static [&'static dyn OpTrait],
    /// The declarative assembly format, if any.
    pub format: Option<&'static [FormatElement]>,
    /// The format as written, for documentation.
    pub format_text: Option<&'static str>,
    /// The dialect whose ops may drop their prefix in the op's regions
    /// (`func` for `func.func`).
    pub default_dialect: Option<&'static str>,
    /// The op's own verifier.
    pub verify: Option<VerifyHook>,
    /// The op's region verifier.
    pub verify_regions: Option<RegionVerifyHook>,
    /// Checks the symbols the op references.
    pub verify_symbol_uses: Option<SymbolUsesHook>,
    /// Prints the custom form; ops without one print in the generic form.
    pub print: Option<PrintHook>,
    /// Parses the custom form; ops without one are written generically.
    pub parse: Option<ParseHook>,
    /// The folder.
    pub fold: Option<FoldHook>,
    /// The folds that change the op itself (an operand, a property) and
    /// keep it: tried before [`OpDefinition::fold`], as MLIR's folders try
    /// theirs first; `true` when it changed the op.
    pub fold_in_place: Option<InPlaceFoldHook>,
    /// Infers result types, for the format and for builders.
    pub infer_result_types: Option<InferHook>,
    /// Names results in the custom form (MLIR's `getAsmResultNames`).
    pub result_names: Option<ResultNamesHook>,
    /// The tables of the interfaces the op implements.
    pub interfaces: &'static [&'static dyn InterfaceModel],
    /// The op's canonicalization patterns.
    pub canonicalization_patterns: &'static [&'static dyn RewritePattern],
}

impl OpDefinition {
    /// A definition with nothing declared, to complete with struct-update
    /// syntax; a definition that failed to compile stands on it.
    pub const EMPTY: OpDefinition = OpDefinition {
        name: "",
        summary: "",
        description: "",
        operands: &[],
        results: &[],
        regions: &[],
        successors: &[],
        properties: &[],
        operand_segments: None,
        result_segments: None,
        new_properties: None,
        traits: &[],
        format: None,
        format_text: None,
        default_dialect: None,
        verify: None,
        verify_regions: None,
        verify_symbol_uses: None,
        print: None,
        parse: None,
        fold: None,
        fold_in_place: None,
        infer_result_types: None,
        result_names: None,
        interfaces: &[],
        canonicalization_patterns: &[],
    };

    /// The index of a property by its generic-form name.
    pub fn property_index(&self, name: &str) -> Option<usize> {
        self.properties.iter().position(|property| property.name == name)
    }

    /// Whether the op declares a trait of type `T`.
    pub fn has_trait<T: OpTrait>(&self) -> bool {
        self.find_trait::<T>().is_some()
    }

    /// The trait of type `T` the op declares, if any (a `TypeId` compare
    /// per trait).
    pub fn find_trait<T: OpTrait>(&self) -> Option<&T> {
        self.traits
            .iter()
            .find_map(|&declared| (declared as &dyn std::any::Any).downcast_ref::<T>())
    }
}

impl std::fmt::Debug for OpDefinition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpDefinition").field("name", &self.name).finish_non_exhaustive()
    }
}
