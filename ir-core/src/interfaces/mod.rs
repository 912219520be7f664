//! Op interfaces: behaviour that generic code reaches on any op that
//! implements it, without knowing the op's kind.
//!
//! An interface is a Rust trait marked `#[op_interface]`. The macro adds a
//! table type (`<Trait>Model`, one function pointer per method) and a handle
//! (`Dyn<Trait>`, an op plus its table). An op lists the interfaces it
//! implements in `#[op(interfaces = [...])]`; its definition then holds one
//! table per interface. An interface can also be attached at registration
//! time to an op defined elsewhere ([`Context::attach_op_interface`], MLIR's
//! external models).
//!
//! Casting an op to an interface reads the op's definition (one table
//! lookup through the interned name) and scans its few tables, comparing
//! type ids: no allocation and no string compare.

mod provided;

pub use provided::*;

use std::any::Any;

use crate::ir::{Body, Op};
use crate::registry::OpName;
use crate::Context;

/// A handle over an op: a `Copy` wrapper of an [`Op`]. Typed ops generated
/// by `#[op]` are handles; so is any newtype an external model defines to
/// implement an interface for an op of another crate.
pub trait OpHandle: Copy + 'static {
    /// Wraps `op`; the caller knows it is of the right kind.
    fn from_op_unchecked(op: Op) -> Self;

    /// The generic op.
    fn op(self) -> Op;
}

/// The table of one interface for one op kind. `#[op_interface]` generates
/// the implementing struct; casts find it by its type.
pub trait InterfaceModel: Any + Sync {
    /// The interface's name, as written in Rust.
    fn interface_name(&self) -> &'static str;

    /// The tables of the interfaces this one extends, for the same op kind.
    fn bases(&self) -> &'static [&'static dyn InterfaceModel] {
        &[]
    }
}

/// The handle of an interface (`DynShapeInference`): what a cast returns.
pub trait OpInterface: Copy {
    /// The interface's table type.
    type Model: InterfaceModel;

    /// The handle over `op`, whose table is `model`.
    fn from_parts(op: Op, model: &'static Self::Model) -> Self;

    /// `op` as this interface, if its kind implements it.
    fn cast(context: &Context, body: &Body, op: Op) -> Option<Self> {
        let model = context.op_interface_model::<Self::Model>(body.op(op).name)?;
        Some(Self::from_parts(op, model))
    }
}

/// The table of type `M` among `models` or the interfaces they extend.
fn find_model<M: InterfaceModel>(models: &[&'static dyn InterfaceModel]) -> Option<&'static M> {
    for &model in models {
        let any: &'static dyn Any = model;
        if let Some(found) = any.downcast_ref::<M>() {
            return Some(found);
        }
        if let Some(found) = find_model::<M>(model.bases()) {
            return Some(found);
        }
    }
    None
}

/// Interfaces of op names.
impl Context {
    /// The table of type `M` for ops named `name`: from the op's definition,
    /// or attached as an external model.
    pub fn op_interface_model<M: InterfaceModel>(&self, name: OpName) -> Option<&'static M> {
        if let Some(definition) = self.op_definition(name) {
            if let Some(model) = find_model::<M>(definition.interfaces) {
                return Some(model);
            }
        }
        let external = &self.op_name_data(name).external_interfaces;
        if external.count() == 0 {
            return None;
        }
        let attached: Vec<&'static dyn InterfaceModel> =
            external.iter().map(|(_, model)| *model).collect();
        find_model::<M>(&attached)
    }

    /// Whether ops named `name` implement the interface whose table is `M`.
    pub fn has_op_interface<M: InterfaceModel>(&self, name: OpName) -> bool {
        self.op_interface_model::<M>(name).is_some()
    }

    /// Attaches an interface table to the ops named `name` (an external
    /// model): `ShapeInferenceModel::of::<MyHandle>()`. Refused (`false`)
    /// when the op already has a table of that interface.
    pub fn attach_op_interface(&self, name: &str, model: &'static dyn InterfaceModel) -> bool {
        let name = self.op_name(name);
        let any: &dyn Any = model;
        let wanted = any.type_id();
        let already = |models: &[&'static dyn InterfaceModel]| {
            models.iter().any(|existing| {
                let existing: &dyn Any = *existing;
                existing.type_id() == wanted
            })
        };
        if self.op_definition(name).is_some_and(|definition| already(definition.interfaces)) {
            return false;
        }
        let external = &self.op_name_data(name).external_interfaces;
        let attached: Vec<&'static dyn InterfaceModel> =
            external.iter().map(|(_, model)| *model).collect();
        if already(&attached) {
            return false;
        }
        external.push(model);
        true
    }
}

/// `op` as the interface `I`, if its kind implements it.
pub fn cast<I: OpInterface>(context: &Context, body: &Body, op: Op) -> Option<I> {
    I::cast(context, body, op)
}
