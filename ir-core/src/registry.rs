//! The registry of operation definitions: interned op names, the traits an
//! op has, and the hooks generic code calls (verification today; printing,
//! parsing and folding hooks join with the op-definition macros).

use std::num::NonZeroU32;

use crate::attributes::Attr;
use crate::diagnostics::Diagnostic;
use crate::ir::{Body, Ir, Op};
use crate::Context;

/// An interned operation name, registered or not. Comparing two names is an
/// integer compare.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OpName(pub(crate) NonZeroU32);

impl OpName {
    #[inline]
    pub(crate) fn index(self) -> usize {
        (self.0.get() - 1) as usize
    }
}

/// The interned data of an op name: the name, and the definition once the
/// op is registered. Names compare and hash by their text only.
pub(crate) struct OpNameData {
    pub(crate) name: Box<str>,
    /// Set once, when the op is registered; read without a lock.
    pub(crate) definition: std::sync::OnceLock<&'static OpDefinition>,
    /// The dialect the op was registered with.
    pub(crate) dialect: std::sync::OnceLock<&'static DialectDefinition>,
    /// Interface tables attached to the op from outside its definition.
    pub(crate) external_interfaces: boxcar::Vec<&'static dyn crate::interfaces::InterfaceModel>,
}

impl OpNameData {
    pub(crate) fn new(name: &str) -> Self {
        OpNameData {
            name: name.into(),
            definition: std::sync::OnceLock::new(),
            dialect: std::sync::OnceLock::new(),
            external_interfaces: boxcar::Vec::new(),
        }
    }
}

impl std::fmt::Debug for OpNameData {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpNameData").field("name", &self.name).finish_non_exhaustive()
    }
}

impl PartialEq for OpNameData {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for OpNameData {}

impl std::hash::Hash for OpNameData {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.name.hash(state);
    }
}

/// A set of op traits, as bits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Traits(u64);

impl Traits {
    /// No traits.
    pub const NONE: Traits = Traits(0);
    /// The op's regions may not use values defined above it.
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 0);
    /// The op ends a block.
    pub const TERMINATOR: Traits = Traits(1 << 1);
    /// The op's blocks need no terminator.
    pub const NO_TERMINATOR: Traits = Traits(1 << 2);
    /// Each of the op's regions has at most one block.
    pub const SINGLE_BLOCK: Traits = Traits(1 << 3);
    /// The op has no side effects.
    pub const PURE: Traits = Traits(1 << 4);
    /// The op's regions are graph regions: no dominance between ops.
    pub const GRAPH_REGIONS: Traits = Traits(1 << 5);
    /// The op defines a symbol table.
    pub const SYMBOL_TABLE: Traits = Traits(1 << 6);
    /// The op has no operands.
    pub const ZERO_OPERANDS: Traits = Traits(1 << 7);
    /// The op has no results.
    pub const ZERO_RESULTS: Traits = Traits(1 << 8);
    /// The op materializes a constant (its folder returns its value).
    pub const CONSTANT_LIKE: Traits = Traits(1 << 9);
    /// `op(a, b) == op(b, a)`: folding moves constant operands last.
    pub const COMMUTATIVE: Traits = Traits(1 << 10);
    /// `op(op(x)) == op(x)`, or `op(x, x) == x`.
    pub const IDEMPOTENT: Traits = Traits(1 << 11);
    /// `op(op(x)) == x`.
    pub const INVOLUTION: Traits = Traits(1 << 12);
    /// The op returns control to its parent.
    pub const RETURN_LIKE: Traits = Traits(1 << 13);

    /// The union of two sets.
    pub const fn union(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }

    /// Whether every trait of `other` is in `self`.
    pub const fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }
}

/// An op's own verifier: called after the structural checks, returns the
/// first problem found. The [`Ir`] gives access to the regions of isolated
/// ops, which live in bodies of their own.
pub type VerifyHook = fn(&Context, &Ir, &Body, Op) -> Result<(), Diagnostic>;

/// Suggests names for an op's results in the custom form (`%c42_i32`):
/// calls `set_name` with a result number and a name.
pub type ResultNamesHook = fn(&Context, &Body, Op, &mut dyn FnMut(usize, &str));

/// Prints an op's custom form. The printer has written the results and the
/// op's name; the hook writes the rest (the trailing location follows).
pub type PrintHook = for<'p, 'a> fn(&mut crate::text::OpPrinter<'p, 'a>, Op);

/// Parses an op's custom form once its name is consumed, and creates the
/// op (through [`crate::text::OpParser::create_op`]).
pub type ParseHook = for<'p, 'a> fn(&mut crate::text::OpParser<'p, 'a>) -> Result<Op, Diagnostic>;

/// What a folder gives for one result: a constant, or an existing value
/// that replaces the result.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FoldResult {
    /// The result is this constant.
    Attr(Attr),
    /// The result is this value.
    Value(crate::ir::Value),
}

/// Folds an op, given the constant value of each operand (`None` where an
/// operand is not a constant): returns one result per op result, or `None`
/// when the op does not fold. Rewrite drivers call it.
pub type FoldHook = fn(&Context, &Body, Op, &[Option<Attr>]) -> Option<Vec<FoldResult>>;

/// Everything the core knows about a registered operation.
pub struct OpDefinition {
    /// The full name, `dialect.op`.
    pub name: &'static str,
    /// One-line summary for documentation.
    pub summary: &'static str,
    /// The op's traits.
    pub traits: Traits,
    /// The op's own verifier, if it has one.
    pub verify: Option<VerifyHook>,
    /// The printer of the op's custom form; ops without one always print
    /// in the generic form.
    pub print: Option<PrintHook>,
    /// The parser of the op's custom form; ops without one can only be
    /// written in the generic form.
    pub parse: Option<ParseHook>,
    /// The op's folder, if it has one.
    pub fold: Option<FoldHook>,
    /// What `#[op]` declared, for ops defined with it.
    pub spec: Option<&'static crate::ods::OpSpec>,
    /// The tables of the interfaces the op implements.
    pub interfaces: &'static [&'static dyn crate::interfaces::InterfaceModel],
    /// The op's canonicalization patterns.
    pub canonicalization_patterns: &'static [&'static dyn crate::rewrite::RewritePattern],
}

impl OpDefinition {
    /// A definition with a name and nothing else, to complete with
    /// struct-update syntax.
    pub const EMPTY: OpDefinition = OpDefinition {
        name: "",
        summary: "",
        traits: Traits::NONE,
        verify: None,
        print: None,
        parse: None,
        fold: None,
        spec: None,
        interfaces: &[],
        canonicalization_patterns: &[],
    };
}

impl std::fmt::Debug for OpDefinition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpDefinition").field("name", &self.name).finish_non_exhaustive()
    }
}

/// Creates the constant op of a dialect holding `value` of type `ty` at
/// the builder's insertion point (MLIR's `materializeConstant`); `None`
/// when the dialect cannot.
pub type MaterializeConstantHook =
    fn(&mut crate::ir::Builder<'_>, Attr, crate::types::Type, Attr) -> Option<Op>;

/// What the core knows about a dialect besides its ops.
pub struct DialectDefinition {
    /// The dialect's name (`arith`).
    pub name: &'static str,
    /// Creates constants of the dialect, for folding.
    pub materialize_constant: Option<MaterializeConstantHook>,
    /// The dialect's interfaces: [`DialectInterfaceObject`]s, found by the
    /// interface's trait object type.
    pub interfaces: &'static [&'static (dyn std::any::Any + Sync)],
}

/// A dialect interface as a dialect registers it: a reference to the
/// object implementing the interface's trait `T` (`dyn
/// DialectInlinerInterface`), found again by `T`.
pub struct DialectInterfaceObject<T: ?Sized + 'static>(pub &'static T);

impl std::fmt::Debug for DialectDefinition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DialectDefinition").field("name", &self.name).finish_non_exhaustive()
    }
}

/// Queries on op names.
impl Context {
    /// Registers `definition` as an op of `dialect`; `false` if another
    /// definition has its name.
    pub fn register_op_in_dialect(
        &self,
        definition: &'static OpDefinition,
        dialect: &'static DialectDefinition,
    ) -> bool {
        if !self.register_op(definition) {
            return false;
        }
        let name = self.op_name(definition.name);
        let _ = self.op_name_data(name).dialect.set(dialect);
        true
    }

    /// The interface `T` (a trait object type, `dyn
    /// DialectInlinerInterface`) of the dialect of the op named `name`.
    pub fn op_dialect_interface<T: ?Sized + 'static>(&self, name: OpName) -> Option<&'static T> {
        let dialect = self.op_dialect(name)?;
        dialect.interfaces.iter().find_map(|&entry| {
            let entry: &'static dyn std::any::Any = entry;
            entry.downcast_ref::<DialectInterfaceObject<T>>().map(|object| object.0)
        })
    }

    /// The dialect the op named `name` was registered with.
    #[inline]
    pub fn op_dialect(&self, name: OpName) -> Option<&'static DialectDefinition> {
        self.op_name_data(name).dialect.get().copied()
    }

    /// The traits of a registered op; empty for unregistered ones.
    pub fn op_traits(&self, name: OpName) -> Traits {
        self.op_definition(name).map_or(Traits::NONE, |definition| definition.traits)
    }

    /// Every registered op definition, sorted by name.
    pub fn registered_ops(&self) -> Vec<&'static OpDefinition> {
        let mut definitions: Vec<&'static OpDefinition> = (0..self.op_name_count())
            .filter_map(|index| {
                self.op_definition(OpName(crate::entity::nonzero_from_index(index)))
            })
            .collect();
        definitions.sort_by_key(|definition| definition.name);
        definitions
    }

    /// Whether `name` is registered.
    pub fn is_registered(&self, name: OpName) -> bool {
        self.op_definition(name).is_some()
    }
}
