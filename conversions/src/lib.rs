//! Lowerings between the project's dialects, on the dialect conversion of
//! `ir-transforms`, with the passes of `mlir-opt` 22 that run them
//! ([`passes`]): `convert-func-to-spirv`, `convert-arith-to-spirv` and
//! `convert-cf-to-spirv`, and `spirv-update-vce`. Their SPIR-V target, type converter and
//! conversion target are in [`spirv_target`].

#![warn(missing_docs)]

pub mod arith_to_spirv;
pub mod cf_to_spirv;
pub mod func_to_spirv;
mod passes;
pub mod spirv_target;
pub mod test_target_env;
pub mod update_vce;

pub use passes::{passes, SpirvConversionPass, SpirvLowering};
