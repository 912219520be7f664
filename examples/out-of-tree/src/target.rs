//! Targets: `#dsp.target<v2>`, the attribute `dsp-opt --check-target-env`
//! reads, and [`DspV1`] and [`DspV2`], the targets known at compile time
//! that [`ir_core::build_for!`] checks ops against.

use ir_core::attributes::Attr;
use ir_core::availability::{TargetEnv, TargetEnvAttribute, TargetEnvAttributeModel};
use ir_core::interfaces::AttrHandle;
use ir_core::ir_macros::attr_def;
use ir_core::Context;

use crate::enums::{MinVersion, Version};

/// A device running a version of the dialect: `#dsp.target<v2>`.
#[attr_def(
    dialect = "dsp",
    mnemonic = "target",
    format = "`<` $version `>`",
    interfaces = [TargetEnvAttributeModel::of::<TargetHandle>()],
)]
pub struct TargetAttr {
    /// The newest version the device runs.
    pub version: Version,
}

impl TargetAttr {
    /// The target environment: every op of `version` and older.
    pub fn target_env(&self) -> TargetEnv {
        TargetEnv::new().with::<MinVersion>(self.version)
    }
}

/// `#dsp.target` as a [`TargetEnvAttribute`]: the interface is attached to
/// the attribute's kind through this handle.
#[derive(Clone, Copy)]
pub struct TargetHandle(Attr);

impl AttrHandle for TargetHandle {
    fn from_attr_unchecked(attr: Attr) -> Self {
        TargetHandle(attr)
    }

    fn attr(self) -> Attr {
        self.0
    }
}

impl TargetEnvAttribute for TargetHandle {
    fn target_env(self, context: &Context) -> TargetEnv {
        TargetAttr::from_attr(context, self.0).map(|target| target.target_env()).unwrap_or_default()
    }
}

ir_core::static_target! {
    /// A device running version 1 of the dialect, known at compile time.
    pub DspV1 { MinVersion: Version[V1] }
}

ir_core::static_target! {
    /// A device running version 2 of the dialect, known at compile time.
    pub DspV2 { MinVersion: Version[V2] }
}
