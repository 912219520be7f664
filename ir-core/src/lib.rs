//! The IR core: a context of interned types and attributes, operations in
//! per-body arenas, MLIR's text format, the verifier and diagnostics.
//!
//! ```
//! use ir_core::{text, Context};
//! let context = Context::new();
//! context.set_allow_unregistered_dialects(true);
//! let source = "%0 = \"foo.op\"() : () -> i32\n";
//! let parsed = text::parse_source(&context, "example.mlir", source, 0).unwrap();
//! ir_core::verifier::verify(&context, &parsed.ir, true).unwrap();
//! let printed = text::print_ir(&context, &parsed.ir, &parsed.resources, Default::default());
//! assert!(printed.starts_with("module {\n  %0 = \"foo.op\"() : () -> i32\n}"));
//! ```

#![warn(missing_docs)]

extern crate self as ir_core;

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;
pub mod affine;
pub mod attributes;
pub mod availability;
pub mod builtin;
pub mod context;
pub mod diagnostics;
pub mod dominance;
pub mod entity;
pub mod float;
pub mod interfaces;
pub mod ir;
pub mod ods;
pub mod pass;
pub mod registry;
pub mod rewrite;
mod source_locations;
pub mod symbols;
pub mod text;
pub mod threads;
pub mod traits;
pub mod types;
pub mod verifier;

pub use context::Context;
pub use ir_macros;
