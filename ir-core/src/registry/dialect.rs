//! Dialects: [`DialectDefinition`], the static record `#[dialect]` emits
//! (its ops, types and attributes, interfaces and constant
//! materializer), and loading a dialect into a context, which registers
//! all of it. A loaded dialect's unknown ops, types and attributes are
//! errors, even with `--allow-unregistered-dialect`, unless the dialect
//! allows them; the builtin dialect is loaded in every context.

use crate::attributes::Attr;
use crate::ir::Op;
use crate::ods::dialect_symbols::{SymbolDefinition, SymbolKind};
use crate::ods::enums::EnumCases;
use crate::Context;

use super::{OpDefinition, OpName};

/// Creates the constant op of a dialect holding `value` of type `ty` at
/// the builder's insertion point (MLIR's `materializeConstant`); `None`
/// when the dialect cannot. The last argument is the location.
pub type MaterializeConstantHook =
    fn(&mut crate::ir::Builder<'_>, Attr, crate::types::Type, Attr) -> Option<Op>;

/// Where a dialect attribute being verified is attached (see
/// [`VerifyAttributeHook`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttributeSite {
    /// Among the op's discardable attributes.
    Operation,
    /// On argument `argument` of region `region` (a function's argument
    /// attributes, for region 0).
    RegionArgument {
        /// The region's index.
        region: usize,
        /// The argument's index.
        argument: usize,
    },
    /// On result `result` of region `region` (a function's result
    /// attributes, for region 0).
    RegionResult {
        /// The region's index.
        region: usize,
        /// The result's index.
        result: usize,
    },
}

/// Checks one of the dialect's attributes (`spirv.entry_point_abi = ...`,
/// named with the dialect's prefix) where it is attached: on op `op` of
/// `body`, or on one of its regions' arguments or results (MLIR's
/// `verifyOperationAttribute`, `verifyRegionArgAttribute` and
/// `verifyRegionResultAttribute`). The arguments after the op are the site,
/// the attribute's name and its value.
pub type VerifyAttributeHook = fn(
    &Context,
    &crate::ir::Ir,
    &crate::ir::Body,
    Op,
    AttributeSite,
    &str,
    Attr,
) -> Result<(), crate::ods::VerifyError>;

/// Everything the core knows about a dialect.
pub struct DialectDefinition {
    /// The dialect's name (`arith`).
    pub name: &'static str,
    /// The doc comment, in markdown.
    pub description: &'static str,
    /// The dialect's ops.
    pub ops: &'static [&'static OpDefinition],
    /// The dialect's types and attributes.
    pub symbols: &'static [&'static SymbolDefinition],
    /// The dialect's enum attributes (`#arith.fastmath<nnan>`): the cases
    /// of each `#[enum_attr]` declared with the dialect and a mnemonic,
    /// which the parser reads and checks such an attribute with; it is
    /// kept as the opaque attribute the enum makes.
    pub enum_attributes: &'static [&'static EnumCases],
    /// The mnemonics of attributes the dialect has but does not model
    /// (MLIR's `#spirv.coop_matrix_props_khr<...>`): they are kept as
    /// opaque attributes, as written, instead of being errors.
    pub opaque_attributes: &'static [&'static str],
    /// Creates constants of the dialect, for folding.
    pub materialize_constant: Option<MaterializeConstantHook>,
    /// The dialect's interfaces: [`DialectInterfaceObject`]s, found by the
    /// interface's trait object type.
    pub interfaces: &'static [&'static (dyn std::any::Any + Sync)],
    /// Whether ops of the dialect's namespace that it does not define are
    /// accepted as unregistered ops (MLIR's `allowUnknownOperations`).
    pub allow_unknown_operations: bool,
    /// Whether types of the dialect's namespace that it does not define
    /// are kept as opaque types (MLIR's `allowUnknownTypes`); otherwise
    /// they are parse errors.
    pub allow_unknown_types: bool,
    /// Whether attributes of the dialect's namespace that it does not
    /// define are kept as opaque attributes (as types are with
    /// `allow_unknown_types`); otherwise they are parse errors.
    pub allow_unknown_attributes: bool,
    /// The message for a type or attribute of the dialect's namespace that
    /// it does not define, given its mnemonic; `None` gives MLIR's
    /// messages for dialects whose parsers are generated (see
    /// [`DialectDefinition::unknown_symbol_message`]).
    pub unknown_symbol_message: Option<fn(SymbolKind, &str) -> String>,
    /// Checks the dialect's attributes where they are attached; without
    /// it, they are not checked (MLIR's default).
    pub verify_attribute: Option<VerifyAttributeHook>,
    /// Whether the dialect holds hex-encoded blobs in a file's
    /// `dialect_resources` section (as `builtin` does; MLIR's resource blob
    /// manager interface); otherwise a section for it is an error.
    pub blob_resources: bool,
}

impl DialectDefinition {
    /// A dialect with nothing in it, to complete with struct-update syntax.
    pub const EMPTY: DialectDefinition = DialectDefinition {
        name: "",
        description: "",
        ops: &[],
        symbols: &[],
        enum_attributes: &[],
        opaque_attributes: &[],
        materialize_constant: None,
        interfaces: &[],
        allow_unknown_operations: false,
        allow_unknown_types: false,
        allow_unknown_attributes: false,
        unknown_symbol_message: None,
        verify_attribute: None,
        blob_resources: false,
    };

    /// The error for `!name.mnemonic` (or `#name.mnemonic`) when the
    /// dialect defines no such type (or attribute): the dialect's own
    /// message, or MLIR's: "dialect 'name' provides no type parsing hook"
    /// when it defines no type at all, "unknown  type `mnemonic` in dialect
    /// `name`" (MLIR's spelling, two spaces) when it defines some (and
    /// "attribute" for attributes, with one space).
    pub fn unknown_symbol_message(&self, kind: SymbolKind, mnemonic: &str) -> String {
        if let Some(message) = self.unknown_symbol_message {
            return message(kind, mnemonic);
        }
        let defines_some = self.defines_some(kind);
        let name = self.name;
        match (kind, defines_some) {
            (SymbolKind::Type, false) => format!("dialect '{name}' provides no type parsing hook"),
            (SymbolKind::Type, true) => format!("unknown  type `{mnemonic}` in dialect `{name}`"),
            (SymbolKind::Attribute, false) => {
                format!("dialect '{name}' provides no attribute parsing hook")
            }
            (SymbolKind::Attribute, true) => {
                format!("unknown attribute `{mnemonic}` in dialect `{name}`")
            }
        }
    }

    /// Whether the dialect defines any type (or attribute, its enum and
    /// opaque attributes included): whether MLIR would give it a parser
    /// for them.
    pub fn defines_some(&self, kind: SymbolKind) -> bool {
        self.symbols.iter().any(|symbol| symbol.kind == kind)
            || (kind == SymbolKind::Attribute
                && !(self.enum_attributes.is_empty() && self.opaque_attributes.is_empty()))
    }

    /// The cases of the dialect's enum attribute `#name.mnemonic<...>`.
    pub fn enum_attribute(&self, mnemonic: &str) -> Option<&'static EnumCases> {
        self.enum_attributes
            .iter()
            .find(|cases| cases.dialect_attr.is_some_and(|(_, known)| known == mnemonic))
            .copied()
    }

    /// Whether the attribute `#name.mnemonic...`, which the dialect does
    /// not define, is kept as an opaque attribute: one of its
    /// `opaque_attributes`, or any when it allows unknown attributes.
    pub fn keeps_opaque_attribute(&self, mnemonic: &str) -> bool {
        self.allow_unknown_attributes || self.opaque_attributes.contains(&mnemonic)
    }
}

impl std::fmt::Debug for DialectDefinition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DialectDefinition").field("name", &self.name).finish_non_exhaustive()
    }
}

/// A dialect defined with `#[dialect]`: its name and definition, known at
/// compile time, so generic code (an opt tool's list of dialects) takes it
/// as a type.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a dialect",
    label = "not a dialect",
    note = "dialects are unit structs defined with `#[dialect(name = \"...\", ops = [...])]`"
)]
pub trait Dialect {
    /// The dialect's name (`arith`).
    const NAME: &'static str;
    /// Everything the dialect defines.
    const DEFINITION: &'static DialectDefinition;
    /// The dialect's availability defaults (the dialect itself): ops that
    /// name the dialect reach them through this type, so that naming
    /// something that is not a dialect is one error.
    type Availability: crate::availability::DialectAvailability;
}

/// Whether `dialect` lists the op named `name` (usable in `const`
/// contexts, where `#[op(dialect = ...)]` checks that its dialect lists
/// it).
pub const fn dialect_lists_op(dialect: &DialectDefinition, name: &str) -> bool {
    // A dialect or an op whose definition did not compile has no name; its
    // mistake is reported where it is defined.
    if dialect.name.is_empty() || name.is_empty() {
        return true;
    }
    let mut index = 0;
    while index < dialect.ops.len() {
        if same_text(dialect.ops[index].name, name) {
            return true;
        }
        index += 1;
    }
    false
}

/// Whether two strings are equal, in `const` contexts (where the checks
/// the macros generate run).
pub(crate) const fn same_text(first: &str, second: &str) -> bool {
    let (first, second) = (first.as_bytes(), second.as_bytes());
    if first.len() != second.len() {
        return false;
    }
    let mut index = 0;
    while index < first.len() {
        if first[index] != second[index] {
            return false;
        }
        index += 1;
    }
    true
}

/// A mnemonic that two of the dialect's attributes (defined, enum or
/// opaque) share, which would make `#name.mnemonic` ambiguous.
fn repeated_attribute_mnemonic(dialect: &DialectDefinition) -> Option<&'static str> {
    let defined = dialect.symbols.iter().filter(|symbol| symbol.kind == SymbolKind::Attribute);
    let mut mnemonics: Vec<&'static str> = defined
        .map(|symbol| symbol.mnemonic)
        .chain(
            dialect
                .enum_attributes
                .iter()
                .filter_map(|cases| cases.dialect_attr.map(|(_, mnemonic)| mnemonic)),
        )
        .chain(dialect.opaque_attributes.iter().copied())
        .collect();
    mnemonics.sort_unstable();
    mnemonics.windows(2).find(|pair| pair[0] == pair[1]).map(|pair| pair[0])
}

/// A dialect interface as a dialect registers it: a reference to the
/// object implementing the interface's trait `T` (`dyn
/// DialectInlinerInterface`), found again by `T`.
pub struct DialectInterfaceObject<T: ?Sized + 'static>(pub &'static T);

/// Loading dialects and finding what they register.
impl Context {
    /// Loads `dialect`: registers its ops, types and attributes and marks
    /// it loaded. Loading a dialect twice is harmless.
    ///
    /// A name registered by another definition is a setup error of the
    /// tool (two crates define the same op): the error names it, and
    /// nothing of `dialect` is marked loaded.
    pub fn load_dialect(&self, dialect: &'static DialectDefinition) -> Result<(), String> {
        if let Some(mnemonic) = repeated_attribute_mnemonic(dialect) {
            return Err(format!(
                "dialect '{}' lists the attribute '#{}.{mnemonic}' twice",
                dialect.name, dialect.name
            ));
        }
        for &definition in dialect.ops {
            if !self.register_op(definition) {
                return Err(format!(
                    "op '{}' of dialect '{}' is already registered by another definition",
                    definition.name, dialect.name
                ));
            }
            let name = self.op_name(definition.name);
            let _ = self.op_name_data(name).dialect.set(dialect);
        }
        for &symbol in dialect.symbols {
            if !self.register_symbol(symbol) {
                return Err(format!(
                    "'{}.{}' of dialect '{}' is already registered by another definition",
                    symbol.dialect, symbol.mnemonic, dialect.name
                ));
            }
            (symbol.attach_interfaces)(self);
        }
        let mut loaded = self.dialects.write().unwrap_or_else(|poisoned| poisoned.into_inner());
        if !loaded.iter().any(|known| std::ptr::eq(*known, dialect)) {
            loaded.push(dialect);
        }
        Ok(())
    }

    /// Whether the dialect named `name` is loaded.
    pub fn is_dialect_loaded(&self, name: &str) -> bool {
        self.loaded_dialect(name).is_some()
    }

    /// The loaded dialect named `name`.
    pub fn loaded_dialect(&self, name: &str) -> Option<&'static DialectDefinition> {
        let loaded = self.dialects.read().unwrap_or_else(|poisoned| poisoned.into_inner());
        loaded.iter().find(|dialect| dialect.name == name).copied()
    }

    /// The loaded dialects, in loading order (`builtin` first).
    pub fn loaded_dialects(&self) -> Vec<&'static DialectDefinition> {
        self.dialects.read().unwrap_or_else(|poisoned| poisoned.into_inner()).clone()
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
}

#[cfg(test)]
mod tests {
    use super::DialectDefinition;
    use crate::Context;

    #[test]
    fn a_dialect_listing_an_attribute_twice_does_not_load() {
        static TWICE: DialectDefinition = DialectDefinition {
            name: "twice",
            opaque_attributes: &["props", "props"],
            ..DialectDefinition::EMPTY
        };
        let context = Context::new();
        assert_eq!(
            context.load_dialect(&TWICE),
            Err("dialect 'twice' lists the attribute '#twice.props' twice".to_owned())
        );
        assert!(!context.is_dialect_loaded("twice"));
    }
}
