//! Expands `#[op]`. Generates, for an op struct `FooOp`:
//! - `FooOp`: a `Copy` handle over an `Op` (`#[repr(transparent)]`), with
//!   `TypedOp` and `OpHandle`;
//! - `FooOpProperties`: the op's properties, inline Rust values, with
//!   `Clone`, `Debug`, `PartialEq`, `Eq`, `Hash`, `Default` and
//!   `OpProperties` (when the op has properties or segment sizes), and a
//!   shared default instance (`expand::properties`);
//! - a static `OpDefinition`: operands, results, regions, successors,
//!   properties, traits, format, hooks and interface tables, the one
//!   record the core registers (`expand::definition`);
//! - glue functions between the definition's hooks and the user's
//!   functions, each typed so a wrong signature fails at the user's path
//!   (`expand::hooks`), and the format's static element tree
//!   (`expand::format`);
//! - `InferTypeOpInterface` when the op has an `infer` hook, and the
//!   interface tables of `interfaces = [...]` (`expand::interfaces`);
//! - `OpAvailability` and `StaticAvailability` (`expand::availability`);
//! - an inherent `impl FooOp` with `NAME`, `DEFINITION`, `op`, `cast`,
//!   accessors for every operand, result, region, successor and property,
//!   setters for properties and operands (`expand::accessors`) and `build`
//!   (`expand::build`);
//! - for `dialect = D`, a compile-time check that `D` lists the op.
//!
//! Everything but the handle and the properties struct sits in one
//! `const _: () = { ... };` block.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Ident, Path};

use crate::check::CheckedOp;

/// What the parts of an op's expansion share.
pub struct Layout<'a> {
    /// The op's handle type.
    pub op: &'a Ident,
    /// Where `ir-core` is.
    pub krate: &'a Path,
    /// `FooOpProperties`.
    pub properties_ident: Ident,
    /// Whether the op has a properties struct (properties or segment
    /// sizes).
    pub has_properties: bool,
    /// The index of `operandSegmentSizes` among the properties, if kept.
    pub operand_segments: Option<usize>,
    /// The index of `resultSegmentSizes` among the properties, if kept.
    pub result_segments: Option<usize>,
}

impl<'a> Layout<'a> {
    /// The layout of `op`.
    pub fn of(op: &'a CheckedOp) -> Layout<'a> {
        let model = &op.model;
        let has_operand_segments = op.traits.iter().any(|t| t.is("AttrSizedOperandSegments"));
        let has_result_segments = op.traits.iter().any(|t| t.is("AttrSizedResultSegments"));
        let base = model.properties.len();
        let operand_segments = has_operand_segments.then_some(base);
        let result_segments =
            has_result_segments.then_some(base + usize::from(has_operand_segments));
        Layout {
            op: &model.original.ident,
            krate: &op.krate,
            properties_ident: format_ident!("{}Properties", model.original.ident),
            has_properties: !model.properties.is_empty()
                || has_operand_segments
                || has_result_segments,
            operand_segments,
            result_segments,
        }
    }
}

/// `Some(value)` or `None`, as tokens.
pub fn option_tokens(value: Option<TokenStream>) -> TokenStream {
    match value {
        Some(value) => quote!(::core::option::Option::Some(#value)),
        None => quote!(::core::option::Option::None),
    }
}

/// The type a property's value has, as generated code names it where
/// it needs the type's `PropertyValue` impl: the user's type, spanned at
/// the field so that a type that is not a property value is reported
/// there.
pub fn property_type(value_type: &syn::Type) -> TokenStream {
    quote_spanned!(value_type.span()=> #value_type)
}

/// The attributes of the user's struct the handle keeps.
fn outer_attributes<'a>(op: &'a CheckedOp) -> impl Iterator<Item = &'a syn::Attribute> {
    op.model.original.attrs.iter().filter(|attr| {
        attr.path().is_ident("doc") || attr.path().is_ident("allow") || attr.path().is_ident("cfg")
    })
}

/// The declared field types, in a function nothing calls, so that the
/// names they use stay imported and resolve.
pub fn declared_field_types(item: &syn::ItemStruct) -> TokenStream {
    let declared_types: Vec<&syn::Type> = match &item.fields {
        syn::Fields::Named(fields) => fields.named.iter().map(|field| &field.ty).collect(),
        _ => Vec::new(),
    };
    quote! {
        #[allow(dead_code, clippy::too_many_arguments)]
        fn __declared_field_types(#(_: #declared_types),*) {}
    }
}

/// An op that names its dialect is one the dialect lists, so that it is
/// registered with it.
fn dialect_check(op: &CheckedOp) -> TokenStream {
    let Some(dialect) = &op.model.options.dialect else { return TokenStream::new() };
    let name = op.model.options.name.as_ref().map(|name| name.value()).unwrap_or_default();
    let ident = &op.model.original.ident;
    let message = format!(
        "`{ident}` says `dialect = {}`, but that dialect's `ops = [...]` does not list it: add `{ident}` there, or the op is never registered",
        quote!(#dialect).to_string().replace(' ', "")
    );
    quote_spanned! {dialect.span()=>
        const _: () = ::core::assert!(
            __ods::dialect_lists_op(<#dialect as __ods::Dialect>::DEFINITION, #name),
            #message
        );
    }
}

/// Expands the whole op.
pub fn expand(op: &CheckedOp) -> TokenStream {
    let layout = Layout::of(op);
    let item = op.model.original;
    let ident = &item.ident;
    let vis = &item.vis;
    let krate = &op.krate;
    let outer_attrs = outer_attributes(op);
    let name = op.model.options.name.as_ref().map(|name| name.value()).unwrap_or_default();

    let mut glue = Vec::new();
    let hooks = super::hooks::expand_hooks(op, &layout, &mut glue);
    let availability = super::availability::expand_op_availability(op);
    let interface_tables =
        super::interfaces::interface_tables(op, &hooks, availability.interface_models);
    let infer_interface = super::interfaces::infer_interface(&layout, &hooks);
    let properties_struct = super::properties::expand_struct(op, &layout);
    let properties_impls = super::properties::expand_impls(op, &layout, &mut glue);
    let definition = super::definition::expand_definition(op, &layout, &hooks, &interface_tables);
    let accessors = super::accessors::expand_accessors(op, &layout);
    let rule_op = super::rule_op::expand_rule_op(op, &layout);
    let availability_items = availability.items;
    let dialect_check = dialect_check(op);
    let format_static = &hooks.format_static;
    let declared_field_types = declared_field_types(item);

    quote! {
        #(#outer_attrs)*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        #[repr(transparent)]
        #vis struct #ident(#krate::__private::Op);

        #properties_struct

        #[allow(unused_qualifications, non_upper_case_globals, clippy::all)]
        const _: () = {
            use #krate::__private as __ods;

            #properties_impls

            #format_static

            #declared_field_types

            #(#glue)*

            #definition

            #[automatically_derived]
            #[diagnostic::do_not_recommend]
            impl __ods::TypedOp for #ident {
                const NAME: &'static str = #name;
                const DEFINITION: &'static __ods::OpDefinition = &__DEFINITION;
            }

            #infer_interface

            #[automatically_derived]
            impl __ods::OpHandle for #ident {
                fn from_op_unchecked(op: __ods::Op) -> Self {
                    #ident(op)
                }
                fn op(self) -> __ods::Op {
                    self.0
                }
            }

            #accessors

            #rule_op

            #availability_items

            #dialect_check
        };
    }
}
