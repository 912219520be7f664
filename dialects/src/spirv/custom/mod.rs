//! The hand-written custom forms of SPIR-V ops (MLIR's
//! `hasCustomAssemblyFormat`) and the custom directives of their formats.

mod composite;
mod control_flow;
mod directives;
mod memory;
mod structure;

pub use composite::*;
pub use control_flow::*;
pub use directives::*;
pub use memory::*;
pub use structure::*;
