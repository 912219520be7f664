//! The model of `#[op_interface]`, `#[type_interface]` and
//! `#[attr_interface]`: the options, what the interface is about, the
//! interfaces it extends, and the shape of each method (receiver and
//! argument types). `check::interface` holds the rules.

use darling::FromMeta;
use proc_macro2::TokenStream;
use syn::{FnArg, Ident, Path, TraitItem, TraitItemFn, TypeParamBound};

use crate::ctxt::Ctxt;

/// The options of `#[op_interface(...)]`.
#[derive(Default, FromMeta)]
pub struct InterfaceOptions {
    /// `crate = path`: where `ir_core` is.
    #[darling(rename = "crate")]
    pub krate: Option<Path>,
}

/// One method of the interface.
pub struct Method<'a> {
    pub item: &'a TraitItemFn,
    /// Whether the method takes `self`.
    pub has_receiver: bool,
    /// The types of the arguments after the receiver.
    pub argument_types: Vec<&'a syn::Type>,
}

/// Supertraits that are not interfaces.
const MARKER_TRAITS: &[&str] =
    &["Copy", "Clone", "Sized", "Send", "Sync", "OpHandle", "TypeHandle", "AttrHandle"];

/// What an interface is about: ops, types or attributes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum InterfaceKind {
    /// `#[op_interface]`.
    Op,
    /// `#[type_interface]`.
    Type,
    /// `#[attr_interface]`.
    Attr,
}

impl InterfaceKind {
    /// The macro's name.
    pub fn macro_name(self) -> &'static str {
        match self {
            InterfaceKind::Op => "op_interface",
            InterfaceKind::Type => "type_interface",
            InterfaceKind::Attr => "attr_interface",
        }
    }

    /// The handle trait implementors are (`OpHandle`), the entity type
    /// (`Op`), the constructor of handles, the handle's field and the
    /// runtime's cast trait.
    pub fn names(self) -> (Ident, Ident, Ident, Ident, Ident) {
        let (handle, entity, from, field, cast) = match self {
            InterfaceKind::Op => ("OpHandle", "Op", "from_op_unchecked", "op", "OpInterface"),
            InterfaceKind::Type => {
                ("TypeHandle", "Type", "from_type_unchecked", "ty", "TypeInterface")
            }
            InterfaceKind::Attr => {
                ("AttrHandle", "Attr", "from_attr_unchecked", "attr", "AttrInterface")
            }
        };
        let ident = |name: &str| Ident::new(name, proc_macro2::Span::call_site());
        (ident(handle), ident(entity), ident(from), ident(field), ident(cast))
    }
}

/// An interface definition.
pub struct InterfaceModel<'a> {
    pub original: &'a syn::ItemTrait,
    pub kind: InterfaceKind,
    pub options: InterfaceOptions,
    /// The supertraits that are interfaces.
    pub bases: Vec<Path>,
    pub methods: Vec<Method<'a>>,
}

impl<'a> InterfaceModel<'a> {
    /// Builds the model, recording option mistakes in `cx`.
    pub fn from_ast(
        cx: &Ctxt,
        arguments: TokenStream,
        item: &'a syn::ItemTrait,
        kind: InterfaceKind,
    ) -> InterfaceModel<'a> {
        let options: InterfaceOptions = super::parse_options(cx, arguments, kind.macro_name());
        let methods = item
            .items
            .iter()
            .filter_map(|trait_item| match trait_item {
                TraitItem::Fn(method) => Some(method_shape(method)),
                _ => None,
            })
            .collect();
        InterfaceModel { original: item, kind, options, bases: base_interfaces(item), methods }
    }
}

/// A method's receiver and argument types.
fn method_shape(method: &TraitItemFn) -> Method<'_> {
    let mut has_receiver = false;
    let mut argument_types = Vec::new();
    for argument in &method.sig.inputs {
        match argument {
            FnArg::Receiver(_) => has_receiver = true,
            FnArg::Typed(typed) => argument_types.push(&*typed.ty),
        }
    }
    Method { item: method, has_receiver, argument_types }
}

/// The supertraits that are interfaces: every trait bound but the markers.
pub fn base_interfaces(item: &syn::ItemTrait) -> Vec<Path> {
    item.supertraits
        .iter()
        .filter_map(|bound| match bound {
            TypeParamBound::Trait(bound) => Some(bound.path.clone()),
            _ => None,
        })
        .filter(|path| {
            let last = path.segments.last().map(|segment| segment.ident.to_string());
            !last.is_some_and(|name| MARKER_TRAITS.contains(&name.as_str()))
        })
        .collect()
}
