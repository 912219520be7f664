//! The parts of an op's definition that `#[op]` declares field by field:
//! operand and result groups, regions, successors and properties, and
//! where a trait reads a type from ([`TypeSource`]). The whole record is
//! [`crate::registry::OpDefinition`].

use smallvec::SmallVec;

use super::constraints::{AttrConstraint, TypeConstraint};
use super::properties::OpProperties;
use crate::ir::{Body, Op};
use crate::registry::OpDefinition;
use crate::types::Type;
use crate::Context;

/// How many values (or regions, or successors) a declared slot holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
}

/// A declared operand or result.
#[derive(Debug)]
pub struct ValueSpec {
    /// The name in the definition.
    pub name: &'static str,
    /// How many values it holds.
    pub arity: Arity,
    /// What their types must be.
    pub constraint: &'static TypeConstraint,
}

impl ValueSpec {
    /// What messages call the group's constraint: its description, as
    /// `variadic of ...` for a variadic group.
    pub fn constraint_description(&self) -> std::borrow::Cow<'static, str> {
        let description = self.constraint.description();
        match self.arity {
            Arity::Variadic => format!("variadic of {description}").into(),
            _ => description,
        }
    }
}

/// A declared region.
#[derive(Debug)]
pub struct RegionSpec {
    /// The name in the definition.
    pub name: &'static str,
    /// One region, or any number (`Variadic`).
    pub arity: Arity,
    /// The number of blocks the region must have, if constrained.
    pub block_count: Option<usize>,
}

/// A declared successor.
#[derive(Debug)]
pub struct SuccessorSpec {
    /// The name in the definition.
    pub name: &'static str,
    /// One successor, or any number (`Variadic`).
    pub arity: Arity,
}

/// Where a trait reads a type: a declared operand or result group (by
/// index) or a property holding a typed attribute. The macro resolves the
/// names written in the trait to these indices at compile time.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TypeSource {
    /// Operand group number `n`.
    Operand(usize),
    /// Result group number `n`.
    Result(usize),
    /// Property number `n`: the type of its attribute.
    Property(usize),
}

impl TypeSource {
    /// The type of the first value of the group, or of the property's
    /// attribute; `None` when the group is empty or the property unset.
    pub fn first_type(
        self,
        context: &Context,
        body: &Body,
        op: Op,
        definition: &OpDefinition,
    ) -> Option<Type> {
        let data = body.op(op);
        match self {
            TypeSource::Operand(group) => {
                let range = super::verify::operand_range(body, op, definition, group);
                (!range.is_empty()).then(|| body.value_type(data.operand(range.start)))
            }
            TypeSource::Result(group) => {
                let range = super::verify::result_range(body, op, definition, group);
                let value = data.results().get(range.start).filter(|_| !range.is_empty())?;
                Some(body.value_type(value))
            }
            TypeSource::Property(index) => {
                let attr = data.properties.as_deref()?.field(index).to_attr(context)?;
                context.attr_type(attr)
            }
        }
    }

    /// The types of every value of the group (the property's type, for a
    /// property).
    pub fn all_types(
        self,
        context: &Context,
        body: &Body,
        op: Op,
        definition: &OpDefinition,
    ) -> Option<SmallVec<[Type; 2]>> {
        let data = body.op(op);
        match self {
            TypeSource::Operand(group) => {
                let range = super::verify::operand_range(body, op, definition, group);
                Some(range.map(|index| body.value_type(data.operand(index))).collect())
            }
            TypeSource::Result(group) => {
                let range = super::verify::result_range(body, op, definition, group);
                Some(
                    data.results()
                        .slice(range)
                        .iter()
                        .map(|value| body.value_type(value))
                        .collect(),
                )
            }
            TypeSource::Property(_) => {
                self.first_type(context, body, op, definition).map(|ty| SmallVec::from_elem(ty, 1))
            }
        }
    }
}

/// How `TypesMatchWith` computes the types of its target: one type for a
/// single operand or result, a list for a variadic group.
#[derive(Clone, Copy, Debug)]
pub enum TypesTransform {
    /// The type of a single operand or result.
    One(fn(&crate::Context, crate::types::Type) -> crate::types::Type),
    /// The types of a variadic group.
    Many(fn(&crate::Context, crate::types::Type) -> Vec<crate::types::Type>),
}

/// Whether a property must be set.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PropertyKind {
    /// Must be set; the verifier reports `requires attribute '...'`.
    Required,
    /// May be absent.
    Optional,
    /// Always set; starts at its default.
    Defaulted,
    /// A unit flag (`bool`).
    Unit,
    /// Segment sizes the op maintains (`operandSegmentSizes`).
    SegmentSizes,
}

/// A declared property.
#[derive(Debug)]
pub struct PropertySpec {
    /// The name in the generic form (`overflowFlags`).
    pub name: &'static str,
    /// The Rust field name.
    pub field: &'static str,
    /// The Rust type, for documentation.
    pub rust_type: &'static str,
    /// What the value type holds (`PropertyValue::DESCRIPTION`).
    pub value_description: &'static str,
    /// Whether it must be set.
    pub kind: PropertyKind,
    /// The constraint on its attribute form, if any.
    pub constraint: Option<&'static AttrConstraint>,
    /// Whether it differs from its default (or is set, for optional ones):
    /// what an optional group anchored on it tests.
    pub present: fn(&dyn OpProperties) -> bool,
}
