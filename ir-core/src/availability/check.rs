//! Target environments and the questions asked of them: is an op instance
//! available, and if not, why; and the per-op report of
//! `--print-availability`.

use std::any::{Any, TypeId};
use std::fmt;

use super::{op_dimensions, Dimension, Mode};
use crate::ir::{Body, Op};
use crate::Context;

/// What a target has in each dimension it constrains: a version, the
/// extensions and capabilities it enables. Dimensions it says nothing of
/// accept anything.
#[derive(Default)]
pub struct TargetEnv {
    dimensions: Vec<(TypeId, &'static str, Box<dyn Any + Send + Sync>)>,
}

impl fmt::Debug for TargetEnv {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.dimensions.iter().map(|(_, name, _)| *name).collect();
        formatter.debug_struct("TargetEnv").field("dimensions", &names).finish()
    }
}

impl TargetEnv {
    /// A target that constrains nothing.
    pub fn new() -> Self {
        TargetEnv::default()
    }

    /// The target with what it has in dimension `D` set to `has`.
    pub fn with<D: Dimension>(mut self, has: D::Target) -> Self {
        self.set::<D>(has);
        self
    }

    /// Sets what the target has in dimension `D`.
    pub fn set<D: Dimension>(&mut self, has: D::Target) {
        let id = TypeId::of::<D>();
        self.dimensions.retain(|(existing, _, _)| *existing != id);
        self.dimensions.push((id, D::NAME, Box::new(has)));
    }

    /// What the target has in dimension `D`, if it constrains it.
    pub fn get<D: Dimension>(&self) -> Option<&D::Target> {
        let id = TypeId::of::<D>();
        self.dimensions
            .iter()
            .find(|(existing, _, _)| *existing == id)
            .and_then(|(_, _, has)| has.downcast_ref::<D::Target>())
    }
}

/// Why an op instance is not available in a target.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Unavailable {
    /// The dimension that fails (`min version`).
    pub dimension: &'static str,
    /// What is required against what the target has.
    pub reason: String,
}

impl fmt::Display for Unavailable {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{}: {}", self.dimension, self.reason)
    }
}

/// Whether `op` is available in `target`: every dimension it answers, in
/// [`Mode::Full`]; the failures, one per failing dimension, when it is not.
/// Ops that answer no dimension are available everywhere.
pub fn check_op(context: &Context, body: &Body, op: Op, target: &TargetEnv) -> Vec<Unavailable> {
    op_dimensions(context, body, op)
        .into_iter()
        .filter_map(|dimension| {
            dimension
                .check(context, body, op, target)
                .err()
                .map(|reason| Unavailable { dimension: dimension.name(), reason })
        })
        .collect()
}

/// The lines `--print-availability` writes for `op`: `<op> <dimension>:
/// <answer>` for each dimension it answers, nothing for others.
pub fn write_op_availability(context: &Context, body: &Body, op: Op, mode: Mode, out: &mut String) {
    let dimensions = op_dimensions(context, body, op);
    if dimensions.is_empty() {
        return;
    }
    let name = context.op_name_str(body.op(op).name);
    for dimension in dimensions {
        out.push_str(name);
        out.push(' ');
        out.push_str(dimension.name());
        out.push_str(": ");
        dimension.write(context, body, op, mode, out);
        out.push('\n');
    }
}

/// An attribute that describes a target environment
/// (`#spirv.vce<v1.3, [Shader], [SPV_KHR_storage_buffer_storage_class]>`):
/// what `ir-opt --check-target-env` reads. Dialects attach it to their
/// target attribute's kind with [`Context::attach_attr_interface`].
#[crate::ir_macros::attr_interface(crate = crate)]
pub trait TargetEnvAttribute {
    /// The target the attribute describes.
    fn target_env(self, context: &Context) -> TargetEnv;
}

/// The target environment `attr` describes, if its kind has the
/// [`TargetEnvAttribute`] interface.
pub fn target_env_of(context: &Context, attr: crate::attributes::Attr) -> Option<TargetEnv> {
    <DynTargetEnvAttribute as crate::interfaces::AttrInterface>::cast(context, attr)
        .map(|target| target.target_env(context))
}
