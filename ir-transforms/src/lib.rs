//! Drivers and passes over the IR of `ir-core`: the greedy pattern rewrite
//! driver (with its constant folder and region simplification) and the
//! passes built on it or beside it: `canonicalize`, `cse`, `dce`,
//! `symbol-dce` and `inline`.
//!
//! The core holds what patterns need (the pattern and rewriter interfaces,
//! folding one op, constant matchers) and the pass manager; this crate
//! holds what applies them, as MLIR keeps its drivers and passes in
//! `mlir/Transforms`. The core never calls into it, and it registers
//! nothing by itself: a tool adds [`passes`] to its registry
//! ([`register_passes`]).
//!
//! ```
//! let context = ir_core::Context::new();
//! dialects::register_all(&context);
//! let source = "func.func @f() -> i32 {
//!   %one = arith.constant 1 : i32
//!   %two = arith.constant 2 : i32
//!   %sum = arith.addi %one, %two : i32
//!   return %sum : i32
//! }
//! ";
//! let mut parsed = ir_core::text::parse_source(&context, "f.mlir", source, 0).unwrap();
//! ir_transforms::canonicalize(&context, &mut parsed.ir).unwrap();
//! let printed =
//!     ir_core::text::print_ir(&context, &parsed.ir, &parsed.resources, Default::default());
//! assert_eq!(
//!     printed,
//!     "module {
//!   func.func @f() -> i32 {
//!     %c3_i32 = arith.constant 3 : i32
//!     return %c3_i32 : i32
//!   }
//! }
//!
//! "
//! );
//! ```

#![warn(missing_docs)]

mod canonicalize;
pub mod conversion;
mod cse;
mod dce;
mod folder;
mod greedy;
mod inliner;
mod passes;
mod simplify;
mod symbol_dce;

pub use canonicalize::Canonicalizer;
pub use cse::{eliminate_common_subexpressions, CsePass, CseStatistics};
pub use dce::{eliminate_dead_code, DcePass};
pub use folder::OperationFolder;
pub use greedy::{apply_patterns_greedily, GreedyConfig, GreedyOutcome, RegionSimplification};
pub use inliner::InlinerPass;
pub use passes::{canonicalize, cse, passes, register_passes};
pub use simplify::{erase_unreachable_blocks, run_region_dce};
pub use symbol_dce::{erase_dead_symbols, SymbolDcePass};
