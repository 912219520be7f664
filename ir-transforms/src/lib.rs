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

#![warn(missing_docs)]

mod canonicalize;
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
pub use passes::{passes, register_passes};
pub use simplify::{erase_unreachable_blocks, run_region_dce};
pub use symbol_dce::{erase_dead_symbols, SymbolDcePass};
