//! The inherent methods of a generated op handle: `NAME`, `DEFINITION`,
//! `op` and `cast`, accessors for operands, results, regions, successors
//! and properties, setters for properties and operands, and (from
//! `expand::build`) `build`.
//!
//! A property's accessor returns what its type's `PropertyValue::Get`
//! says: the value for `Copy` types (integers, enums, `Type`, `Attr`), a
//! reference otherwise.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use super::op::{property_type, Layout};
use crate::check::CheckedOp;
use crate::model::op::{Arity, PropertyKind, ValueField};

/// The `impl FooOp { ... }` block.
pub fn expand_accessors(op: &CheckedOp, layout: &Layout) -> TokenStream {
    let model = &op.model;
    let ident = layout.op;
    let mut methods = Vec::new();
    methods.extend(operand_accessors(&model.operands));
    methods.extend(result_accessors(&model.results));
    methods.extend(region_and_successor_accessors(op));
    methods.extend(property_accessors(op, layout));
    methods.push(super::build::expand_build(op, layout));
    quote! {
        #[automatically_derived]
        #[allow(non_snake_case)]
        impl #ident {
            /// The op's full name.
            pub const NAME: &'static str = <Self as __ods::TypedOp>::NAME;

            /// The generic op.
            pub fn op(self) -> __ods::Op {
                self.0
            }

            /// `op` as this kind of op, if it is one.
            pub fn cast(context: &__ods::Context, body: &__ods::Body, op: __ods::Op) -> ::core::option::Option<Self> {
                <Self as __ods::TypedOp>::cast(context, body, op)
            }

            /// Whether `op` is of this kind (a table lookup, no string compare).
            pub fn is(context: &__ods::Context, body: &__ods::Body, op: __ods::Op) -> bool {
                <Self as __ods::TypedOp>::cast(context, body, op).is_some()
            }

            /// Everything the op declares.
            pub const DEFINITION: &'static __ods::OpDefinition = &__DEFINITION;

            #(#methods)*
        }
    }
}

/// Whether every group before `index` has one value, so a group's first
/// value sits at a fixed index.
fn all_single_before(groups: &[ValueField], index: usize) -> bool {
    groups[..index].iter().all(|group| group.arity == Arity::Single)
}

/// The accessor and setter of each operand group.
fn operand_accessors(operands: &[ValueField]) -> Vec<TokenStream> {
    let mut methods = Vec::new();

    for (group, operand) in operands.iter().enumerate() {
        let ident = &operand.ident;
        let setter = format_ident!("set_{}", ident);
        let doc = format!("Operand group `{ident}`.");
        let static_index = all_single_before(operands, group);
        let accessor = match operand.arity {
            Arity::Single if static_index => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> __ods::Value {
                    body.op(self.0).operand(#group)
                }
            },
            Arity::Single => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> __ods::Value {
                    let range = __ods::operand_range(body, self.0, &__DEFINITION, #group);
                    body.op(self.0).operand(range.start)
                }
            },
            Arity::Optional => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> ::core::option::Option<__ods::Value> {
                    let range = __ods::operand_range(body, self.0, &__DEFINITION, #group);
                    (!range.is_empty()).then(|| body.op(self.0).operand(range.start))
                }
            },
            Arity::Variadic => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> impl ExactSizeIterator<Item = __ods::Value> + '_ {
                    let range = __ods::operand_range(body, self.0, &__DEFINITION, #group);
                    body.op(self.0).operands().skip(range.start).take(range.len())
                }
            },
        };
        methods.push(accessor);
        let set_doc = format!("Replaces operand group `{ident}`.");
        methods.push(match operand.arity {
            Arity::Single => quote! {
                #[doc = #set_doc]
                pub fn #setter(self, body: &mut __ods::Body, value: __ods::Value) {
                    __ods::set_operand_group(body, self.0, &__DEFINITION, #group, &[value]);
                }
            },
            Arity::Optional => quote! {
                #[doc = #set_doc]
                pub fn #setter(self, body: &mut __ods::Body, value: ::core::option::Option<__ods::Value>) {
                    let values: &[__ods::Value] = match &value { ::core::option::Option::Some(value) => ::core::slice::from_ref(value), ::core::option::Option::None => &[] };
                    __ods::set_operand_group(body, self.0, &__DEFINITION, #group, values);
                }
            },
            Arity::Variadic => quote! {
                #[doc = #set_doc]
                pub fn #setter(self, body: &mut __ods::Body, values: &[__ods::Value]) {
                    __ods::set_operand_group(body, self.0, &__DEFINITION, #group, values);
                }
            },
        });
    }

    methods
}

/// The accessor of each result group.
fn result_accessors(results: &[ValueField]) -> Vec<TokenStream> {
    let mut methods = Vec::new();
    for (group, result) in results.iter().enumerate() {
        let ident = &result.ident;
        let doc = format!("Result group `{ident}`.");
        let static_index = all_single_before(results, group);
        methods.push(match result.arity {
            Arity::Single if static_index => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> __ods::Value {
                    body.op(self.0).result(#group)
                }
            },
            Arity::Single => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> __ods::Value {
                    let range = __ods::result_range(body, self.0, &__DEFINITION, #group);
                    body.op(self.0).result(range.start)
                }
            },
            Arity::Optional => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> ::core::option::Option<__ods::Value> {
                    let range = __ods::result_range(body, self.0, &__DEFINITION, #group);
                    body.op(self.0).results().slice(range).first()
                }
            },
            Arity::Variadic => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> __ods::ResultRange {
                    let range = __ods::result_range(body, self.0, &__DEFINITION, #group);
                    body.op(self.0).results().slice(range)
                }
            },
        });
    }

    methods
}

/// The accessors of regions and successors.
fn region_and_successor_accessors(op: &CheckedOp) -> Vec<TokenStream> {
    let model = &op.model;
    let mut methods = Vec::new();
    for (index, region) in model.regions.iter().enumerate() {
        let ident = &region.ident;
        let doc = format!("Region `{ident}` (for an isolated op, an id in the op's own body).");
        methods.push(match region.arity {
            Arity::Variadic => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> &[__ods::Region] {
                    let regions = body.op(self.0).regions();
                    &regions[#index.min(regions.len())..]
                }
            },
            _ => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> __ods::Region {
                    body.op(self.0).regions()[#index]
                }
            },
        });
    }
    for (index, successor) in model.successors.iter().enumerate() {
        let ident = &successor.ident;
        let doc = format!("Successor `{ident}`.");
        methods.push(match successor.arity {
            Arity::Variadic => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> &[__ods::Block] {
                    let successors = body.op(self.0).successors();
                    &successors[#index.min(successors.len())..]
                }
            },
            _ => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> __ods::Block {
                    body.op(self.0).successors()[#index]
                }
            },
        });
    }

    methods
}

/// `properties`, `properties_mut`, and the accessor and setter of each
/// property (with a `try_` accessor for required ones).
fn property_accessors(op: &CheckedOp, layout: &Layout) -> Vec<TokenStream> {
    let model = &op.model;
    let mut methods = Vec::new();
    if layout.has_properties {
        let properties_ident = &layout.properties_ident;
        methods.push(quote! {
            /// The op's properties.
            #[inline]
            pub fn properties(self, body: &__ods::Body) -> &#properties_ident {
                match __ods::typed_properties::<#properties_ident>(body, self.0) { ::core::option::Option::Some(properties) => properties, ::core::option::Option::None => __default_properties() }
            }

            /// The op's properties, mutably.
            pub fn properties_mut(self, body: &mut __ods::Body) -> &mut #properties_ident {
                __ods::typed_properties_mut::<#properties_ident>(body, self.0)
            }
        });
    }
    let op_name = model.options.name.as_ref().map(|name| name.value()).unwrap_or_default();
    for property in &model.properties {
        let ident = &property.ident;
        let value_type = &property.value_type;
        let value = property_type(value_type);
        let get = quote_spanned!(value_type.span()=> <#value as __ods::PropertyValue>::Get<'_>);
        let read = quote_spanned!(value_type.span()=> <#value as __ods::PropertyValue>::get);
        let setter = format_ident!("set_{}", ident);
        let doc = if property.docs.is_empty() {
            format!("Property `{}`.", property.name)
        } else {
            property.docs.clone()
        };
        let set_doc = format!("Sets property `{}`.", property.name);
        let span = value_type.span();
        methods.push(match property.kind {
            PropertyKind::Required => {
                let message = format!("`{op_name}` op has no `{}` property; verify the op before reading it", property.name);
                let try_getter = format_ident!("try_{}", ident);
                let try_doc = format!("Property `{}`, or `None` on an op that has not been verified and lacks it.", property.name);
                quote_spanned! {span=>
                    #[doc = #doc]
                    ///
                    /// # Panics
                    ///
                    /// When the property is not set, which the verifier reports
                    /// (see the `try_` variant for ops not verified yet).
                    #[inline]
                    pub fn #ident(self, body: &__ods::Body) -> #get {
                        match &self.properties(body).#ident {
                            ::core::option::Option::Some(value) => #read(value),
                            ::core::option::Option::None => panic!(#message),
                        }
                    }
                    #[doc = #try_doc]
                    pub fn #try_getter(self, body: &__ods::Body) -> ::core::option::Option<#get> {
                        match &self.properties(body).#ident {
                            ::core::option::Option::Some(value) => ::core::option::Option::Some(#read(value)),
                            ::core::option::Option::None => ::core::option::Option::None,
                        }
                    }
                    #[doc = #set_doc]
                    pub fn #setter(self, body: &mut __ods::Body, value: #value_type) {
                        self.properties_mut(body).#ident = ::core::option::Option::Some(value);
                    }
                }
            }
            PropertyKind::Optional => quote_spanned! {span=>
                #[doc = #doc]
                #[inline]
                pub fn #ident(self, body: &__ods::Body) -> ::core::option::Option<#get> {
                    self.properties(body).#ident.as_ref().map(#read)
                }
                #[doc = #set_doc]
                pub fn #setter(self, body: &mut __ods::Body, value: ::core::option::Option<#value_type>) {
                    self.properties_mut(body).#ident = value;
                }
            },
            PropertyKind::Defaulted => quote_spanned! {span=>
                #[doc = #doc]
                #[inline]
                pub fn #ident(self, body: &__ods::Body) -> #get {
                    #read(&self.properties(body).#ident.0)
                }
                #[doc = #set_doc]
                pub fn #setter(self, body: &mut __ods::Body, value: #value_type) {
                    self.properties_mut(body).#ident.0 = value;
                }
            },
            PropertyKind::Unit => quote_spanned! {span=>
                #[doc = #doc]
                #[inline]
                pub fn #ident(self, body: &__ods::Body) -> bool {
                    self.properties(body).#ident
                }
                #[doc = #set_doc]
                pub fn #setter(self, body: &mut __ods::Body, value: bool) {
                    self.properties_mut(body).#ident = value;
                }
            },
        });
    }
    methods
}
