//! Procedural macros of the project: `#[op]`, `#[dialect]`, `#[type_def]`,
//! `#[attr_def]` and `#[enum_attr]`.
//!
//! This crate never depends on `ir-core`; the code it generates names
//! `::ir_core::__private` by absolute path. The macros themselves arrive with
//! the op-definition work; until then the crate is empty and `ir-core` only
//! re-exports it so the dependency edge is in place.
