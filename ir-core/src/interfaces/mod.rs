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

use crate::attributes::Attr;
use crate::ir::{Body, Op};
use crate::registry::OpName;
use crate::types::Type;
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

    /// The table as one availability dimension's, if it is one.
    fn as_availability(&self) -> Option<&dyn crate::availability::ErasedAvailability> {
        None
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

/// A handle over a type: a `Copy` wrapper of a [`Type`] of one kind, which
/// implements type interfaces (`#[type_interface]`).
pub trait TypeHandle: Copy + 'static {
    /// Wraps `ty`; the caller knows it is of the right kind.
    fn from_type_unchecked(ty: Type) -> Self;

    /// The type.
    fn ty(self) -> Type;
}

/// A handle over an attribute, as [`TypeHandle`] is over a type.
pub trait AttrHandle: Copy + 'static {
    /// Wraps `attr`; the caller knows it is of the right kind.
    fn from_attr_unchecked(attr: Attr) -> Self;

    /// The attribute.
    fn attr(self) -> Attr;
}

/// The handle of a type interface (`Dyn<Trait>`): what a cast returns.
pub trait TypeInterface: Copy {
    /// The interface's table type.
    type Model: InterfaceModel;

    /// The handle over `ty`, whose table is `model`.
    fn from_parts(ty: Type, model: &'static Self::Model) -> Self;

    /// `ty` as this interface, if its kind implements it.
    fn cast(context: &Context, ty: Type) -> Option<Self> {
        let model = context.type_interface_model::<Self::Model>(ty)?;
        Some(Self::from_parts(ty, model))
    }
}

/// The handle of an attribute interface, as [`TypeInterface`] for types.
pub trait AttrInterface: Copy {
    /// The interface's table type.
    type Model: InterfaceModel;

    /// The handle over `attr`, whose table is `model`.
    fn from_parts(attr: Attr, model: &'static Self::Model) -> Self;

    /// `attr` as this interface, if its kind implements it.
    fn cast(context: &Context, attr: Attr) -> Option<Self> {
        let model = context.attr_interface_model::<Self::Model>(attr)?;
        Some(Self::from_parts(attr, model))
    }
}

/// The kind of a type, which type interfaces attach to: `builtin.integer`,
/// `builtin.tensor`, ... for builtin types, `dialect.mnemonic` for dialect
/// types.
pub fn type_kind(context: &Context, ty: Type) -> std::borrow::Cow<'static, str> {
    use crate::types::TypeData;
    let name = match context.type_data(ty) {
        TypeData::Integer { .. } => "builtin.integer",
        TypeData::Index => "builtin.index",
        TypeData::Float(_) => "builtin.float",
        TypeData::None => "builtin.none",
        TypeData::Complex(_) => "builtin.complex",
        TypeData::Tuple(_) => "builtin.tuple",
        TypeData::Function { .. } => "builtin.function",
        TypeData::Vector { .. } => "builtin.vector",
        TypeData::RankedTensor { .. } => "builtin.tensor",
        TypeData::UnrankedTensor { .. } => "builtin.unranked_tensor",
        TypeData::MemRef { .. } => "builtin.memref",
        TypeData::UnrankedMemRef { .. } => "builtin.unranked_memref",
        TypeData::Dialect { definition, .. } => {
            return format!("{}.{}", definition.0.dialect, definition.0.mnemonic).into()
        }
        TypeData::Opaque { .. } => "builtin.opaque",
    };
    name.into()
}

/// The kind of an attribute, as [`type_kind`] for types
/// (`builtin.integer`, `builtin.dense_elements`, `dialect.mnemonic`).
pub fn attr_kind(context: &Context, attr: Attr) -> std::borrow::Cow<'static, str> {
    use crate::attributes::AttrData;
    let name = match context.attr_data(attr) {
        AttrData::Unit => "builtin.unit",
        AttrData::Integer { .. } | AttrData::WideInteger { .. } => "builtin.integer",
        AttrData::Float { .. } => "builtin.float",
        AttrData::String { .. } => "builtin.string",
        AttrData::Type(_) => "builtin.type",
        AttrData::Array(_) => "builtin.array",
        AttrData::DenseArray { .. } | AttrData::WideDenseArray { .. } => "builtin.dense_array",
        AttrData::Dictionary(_) => "builtin.dictionary",
        AttrData::SymbolRef { .. } => "builtin.symbol_ref",
        AttrData::DenseElements { .. } => "builtin.dense_elements",
        AttrData::DenseResource { .. } => "builtin.dense_resource",
        AttrData::Sparse { .. } => "builtin.sparse_elements",
        AttrData::AffineMap(_) => "builtin.affine_map",
        AttrData::IntegerSet(_) => "builtin.integer_set",
        AttrData::Strided { .. } => "builtin.strided_layout",
        AttrData::Distinct { .. } => "builtin.distinct",
        AttrData::Dialect { definition, .. } => {
            return format!("{}.{}", definition.0.dialect, definition.0.mnemonic).into()
        }
        AttrData::Opaque { .. } => "builtin.opaque",
        AttrData::Location(_) => "builtin.location",
    };
    name.into()
}

/// Interfaces of types and attributes.
impl Context {
    /// Attaches an interface table to the types of kind `kind`
    /// ([`type_kind`]): `ElementCountModel::of::<MyTensorHandle>()`.
    /// Refused (`false`) when that kind already has a table of the interface.
    pub fn attach_type_interface(&self, kind: &str, model: &'static dyn InterfaceModel) -> bool {
        attach_to_kind(&self.type_interfaces, kind, model)
    }

    /// Attaches an interface table to the attributes of kind `kind`
    /// ([`attr_kind`]).
    pub fn attach_attr_interface(&self, kind: &str, model: &'static dyn InterfaceModel) -> bool {
        attach_to_kind(&self.attr_interfaces, kind, model)
    }

    /// The table of type `M` for the kind of `ty`.
    pub fn type_interface_model<M: InterfaceModel>(&self, ty: Type) -> Option<&'static M> {
        let tables = self.type_interfaces.read().unwrap_or_else(|poisoned| poisoned.into_inner());
        find_model::<M>(tables.get(type_kind(self, ty).as_ref())?)
    }

    /// The table of type `M` for the kind of `attr`.
    pub fn attr_interface_model<M: InterfaceModel>(&self, attr: Attr) -> Option<&'static M> {
        let tables = self.attr_interfaces.read().unwrap_or_else(|poisoned| poisoned.into_inner());
        find_model::<M>(tables.get(attr_kind(self, attr).as_ref())?)
    }
}

/// The interface tables attached to kinds of types or attributes.
pub(crate) type KindTables =
    std::sync::RwLock<rustc_hash::FxHashMap<String, Vec<&'static dyn InterfaceModel>>>;

fn attach_to_kind(tables: &KindTables, kind: &str, model: &'static dyn InterfaceModel) -> bool {
    let mut tables = tables.write().unwrap_or_else(|poisoned| poisoned.into_inner());
    let entry = tables.entry(kind.to_owned()).or_default();
    let any: &dyn Any = model;
    let wanted = any.type_id();
    if entry.iter().any(|existing| {
        let existing: &dyn Any = *existing;
        existing.type_id() == wanted
    }) {
        return false;
    }
    entry.push(model);
    true
}

/// `op` as the interface `I`, if its kind implements it.
pub fn cast<I: OpInterface>(context: &Context, body: &Body, op: Op) -> Option<I> {
    I::cast(context, body, op)
}
