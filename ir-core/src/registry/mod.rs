//! The registry of operations: interned op names, each registered name's
//! [`OpDefinition`] (the one record of everything an op declares) with the
//! trait flags computed from it when it is registered, and dialects.

mod definition;
mod dialect;

use std::num::NonZeroU32;

pub use definition::{
    FoldHook, FoldResult, InPlaceFoldHook, InferHook, OpDefinition, ParseHook, PrintHook,
    RegionVerifyHook, ResultNamesHook, SymbolUsesHook, VerifyHook,
};

pub(crate) use dialect::same_text;
pub use dialect::{
    dialect_lists_op, AttributeSite, Dialect, DialectDefinition, DialectInterfaceObject,
    MaterializeConstantHook, VerifyAttributeHook,
};

use crate::traits::TraitFlags;
use crate::Context;

/// An interned operation name, registered or not. Comparing two names is an
/// integer compare.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OpName(pub(crate) NonZeroU32);

impl OpName {
    /// The name's position among the names of its context, counted from
    /// zero in the order they were interned: an index for side tables
    /// kept per op name.
    #[inline]
    pub fn index(self) -> usize {
        (self.0.get() - 1) as usize
    }
}

/// The interned data of an op name: the name, and the definition once the
/// op is registered. Names compare and hash by their text only.
pub(crate) struct OpNameData {
    pub(crate) name: Box<str>,
    /// Set once, when the op is registered; read without a lock.
    pub(crate) registration: std::sync::OnceLock<Registration>,
    /// The dialect the op was registered with.
    pub(crate) dialect: std::sync::OnceLock<&'static DialectDefinition>,
    /// Interface tables attached to the op from outside its definition.
    pub(crate) external_interfaces: boxcar::Vec<&'static dyn crate::interfaces::InterfaceModel>,
}

impl OpNameData {
    pub(crate) fn new(name: &str) -> Self {
        OpNameData {
            name: name.into(),
            registration: std::sync::OnceLock::new(),
            dialect: std::sync::OnceLock::new(),
            external_interfaces: boxcar::Vec::new(),
        }
    }
}

/// A registered op: its definition, and the union of its traits' flags,
/// computed once at registration so that flag tests are one load.
#[derive(Clone)]
pub(crate) struct Registration {
    pub(crate) definition: &'static OpDefinition,
    pub(crate) flags: TraitFlags,
    /// The traits the verifier runs, structural ones first, so that it
    /// neither asks each trait nor calls the ones without a verifier.
    pub(crate) verification_order: Option<crate::traits::VerificationOrder>,
    /// The traits that fill in types a custom form leaves out
    /// (`AllTypesMatch`, `TypesMatchWith`), one bit per trait index; `None`
    /// when the op has more than 64 traits.
    pub(crate) type_matching_traits: Option<u64>,
    /// How many regions, results, successors and operands the definition
    /// declares, for the verifier's count checks.
    pub(crate) declared_counts: crate::ods::verify::DeclaredCounts,
    /// Where the name past the dialect prefix starts, when the custom form
    /// may leave the prefix out (in a region whose default dialect is the
    /// op's): the name has one dot.
    pub(crate) short_name_start: Option<usize>,
    /// The availability dimensions the op answers, found on first use.
    pub(crate) availability_dimensions: std::sync::OnceLock<crate::availability::Dimensions>,
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

/// Queries on op names.
impl Context {
    /// What the verifier knows of a registered op before looking at one:
    /// its trait order and declared counts.
    #[inline]
    pub(crate) fn op_registration(&self, name: OpName) -> Option<&Registration> {
        self.op_name_data(name).registration.get()
    }

    /// The trait flags of a registered op; empty for unregistered ones.
    #[inline]
    pub fn op_traits(&self, name: OpName) -> TraitFlags {
        self.op_name_data(name).registration.get().map_or(TraitFlags::NONE, |found| found.flags)
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
