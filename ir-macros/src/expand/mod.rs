//! Expansion: checked models turned into tokens, one module per macro
//! (`op`, `enum_attr`, `dialect`, `symbol_def`) and one per concern of an
//! op's expansion (its definition, properties, hooks, interfaces,
//! accessors, `build`, availability, format). Expansion reports no
//! errors: every rule was checked before.

pub mod accessors;
pub mod availability;
pub mod build;
pub mod compiled_format;
pub mod definition;
pub mod dialect;
pub mod enum_attr;
pub mod format;
pub mod hooks;
pub mod interface;
pub mod interfaces;
pub mod op;
pub mod properties;
pub mod rule_op;
pub mod symbol_def;
