//! Expansion: models turned into tokens.

pub mod accessors;
pub mod availability;
pub mod enum_attr;
pub mod format;
pub mod op;
pub mod symbol_def;
