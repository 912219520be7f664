//! Models: syn input turned into the macros' own types, with spans kept
//! for errors.

pub mod availability;
pub mod docs;
pub mod enum_attr;
pub mod format;
pub mod op;
pub mod symbol_def;
