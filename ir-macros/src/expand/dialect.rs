//! Expands `#[dialect]`. Generates, for a unit struct `FooDialect`:
//! - the struct;
//! - `DialectAvailability` (the default availability of the ops that say
//!   `dialect = FooDialect`, and the dialect's type rule) and
//!   `DialectAvailabilityModels<O>` (the tables of the default's
//!   dimensions for each such op);
//! - a static `DialectDefinition` (name, documentation, ops, types and
//!   attributes, enum and opaque attributes, `materialize_constant`,
//!   dialect interfaces) and `Dialect`;
//! - compile-time checks that each listed op is named `dialect.op` and
//!   that each listed enum attribute is declared with the dialect;
//! - inherent `NAME`, `DEFINITION`, `register` and `markdown`.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

use super::availability::{distinct_dimensions, mentions, merge_calls, static_requirements};
use crate::check::dialect::DialectInterface;
use crate::model::dialect::DialectModel;

/// The dialect's default availability and type rules, and the tables of
/// its dimensions for each op that names it.
fn expand_dialect_availability(model: &DialectModel, krate: &syn::Path) -> TokenStream {
    let ident = &model.original.ident;
    let availability = quote!(#krate::availability);
    if model.options.availability.is_none() {
        // No defaults: the dialect's ops answer only what they declare.
        return quote! {
            #[automatically_derived]
            #[diagnostic::do_not_recommend]
            impl #availability::DialectAvailability for #ident {
                const DEFAULTS: &'static [#availability::StaticRequirement] = &[];
                fn has_default<D: #availability::Dimension>() -> bool {
                    false
                }
                fn add_defaults<D: #availability::Dimension>(_overall: &mut D::Value) {}
            }

            #[automatically_derived]
            #[diagnostic::do_not_recommend]
            impl<O: #availability::OpAvailability> #availability::DialectAvailabilityModels<O> for #ident {
                const MODELS: &'static [&'static dyn #krate::interfaces::InterfaceModel] = &[];
            }
        };
    }
    let name = model.options.name.as_ref().map(|name| name.value()).unwrap_or_default();
    let entries = &model.availability;
    let merges = merge_calls(entries, krate);
    let mentioned = mentions(entries, krate);
    let defaults =
        static_requirements(entries, krate, &format!("by default, an op of dialect `{name}`"));
    let dimensions = distinct_dimensions(entries);
    let type_rule = model.options.type_availability.as_ref().map(|rule| {
        quote! {
            fn add_type_requirements<D: #availability::Dimension>(
                context: &#krate::Context,
                ty: #krate::types::Type,
                overall: &mut D::Value,
            ) {
                <#rule as #availability::TypeRequirements>::add_requirements::<D>(context, ty, overall);
            }
        }
    });
    quote! {
        #[automatically_derived]
        #[diagnostic::do_not_recommend]
        impl #availability::DialectAvailability for #ident {
            const DEFAULTS: &'static [#availability::StaticRequirement] = #defaults;
            fn has_default<D: #availability::Dimension>() -> bool {
                #mentioned
            }
            fn add_defaults<D: #availability::Dimension>(overall: &mut D::Value) {
                #merges
            }
            #type_rule
        }

        #[automatically_derived]
        #[diagnostic::do_not_recommend]
        impl<O: #availability::OpAvailability> #availability::DialectAvailabilityModels<O> for #ident {
            const MODELS: &'static [&'static dyn #krate::interfaces::InterfaceModel] = &[
                #(&#availability::ModelOf::<O, #dimensions>::MODEL),*
            ];
        }
    }
}

/// Expands a dialect.
pub fn expand_dialect(
    model: &DialectModel,
    interfaces: &[DialectInterface],
    opaque_attributes: &[syn::LitStr],
) -> TokenStream {
    let item = model.original;
    let ident = &item.ident;
    let vis = &item.vis;
    let attrs = &item.attrs;
    let krate = crate::crate_path::resolve(model.options.krate.as_ref());
    let name = model.options.name.as_ref().map(|name| name.value()).unwrap_or_default();
    let description = &model.description;
    let ops: Vec<&syn::Expr> =
        model.options.ops.iter().flat_map(|array| array.elems.iter()).collect();
    let symbols: Vec<&syn::Expr> = model
        .options
        .types
        .iter()
        .chain(&model.options.attributes)
        .flat_map(|array| array.elems.iter())
        .collect();
    let enum_attributes: Vec<&syn::Expr> =
        model.options.enum_attributes.iter().flat_map(|array| array.elems.iter()).collect();
    let allow_unknown_operations = model.options.allow_unknown_operations.is_present();
    let allow_unknown_types = model.options.allow_unknown_types.is_present();
    let allow_unknown_attributes = model.options.allow_unknown_attributes.is_present();
    let blob_resources = model.options.blob_resources.is_present();
    let unknown_symbol_message = match &model.options.unknown_symbol_message {
        Some(path) => quote_spanned! {path.span()=>
            ::core::option::Option::Some(
                #path as fn(__ods::SymbolKind, &::core::primitive::str) -> ::std::string::String
            )
        },
        None => quote!(::core::option::Option::None),
    };
    let verify_attribute = match &model.options.verify_attribute {
        Some(path) => quote_spanned! {path.span()=>
            ::core::option::Option::Some(#path as __ods::VerifyAttributeHook)
        },
        None => quote!(::core::option::Option::None),
    };
    let materialize = match &model.options.materialize_constant {
        Some(path) => quote_spanned! {path.span()=>
            ::core::option::Option::Some(#path as __ods::MaterializeConstantHook)
        },
        None => quote!(::core::option::Option::None),
    };
    // Each dialect interface, written `Object as dyn Interface`.
    let dialect_interfaces =
        interfaces.iter().map(|DialectInterface { object, interface, entry }| {
            quote_spanned! {entry.span()=>
                &__ods::DialectInterfaceObject::<#interface>(&#object)
                    as &'static (dyn ::core::any::Any + ::core::marker::Sync)
            }
        });
    // Each listed op must be named `dialect.op`.
    let name_checks = ops.iter().map(|op| {
        let message = format!(
            "`{}` is not an op of dialect `{name}`: its `#[op(name = ...)]` must start with `{name}.`",
            quote!(#op).to_string().replace(' ', "")
        );
        quote_spanned! {op.span()=>
            const _: () = assert!(__ods::name_in_dialect(<#op as __ods::TypedOp>::NAME, #name), #message);
        }
    });
    // Each listed enum attribute must be declared with this dialect.
    let enum_checks = enum_attributes.iter().map(|enum_attribute| {
        let message = format!(
            "`{}` is not an enum attribute of dialect `{name}`: its `#[enum_attr(dialect = ...)]` must be \"{name}\"",
            quote!(#enum_attribute).to_string().replace(' ', "")
        );
        quote_spanned! {enum_attribute.span()=>
            const _: () = assert!(
                __ods::enum_attribute_in_dialect(<#enum_attribute as __ods::DialectEnumAttribute>::DIALECT, #name),
                #message
            );
        }
    });
    let availability = expand_dialect_availability(model, &krate);
    quote! {
        #(#attrs)*
        #vis struct #ident;

        #availability

        #[allow(unused_qualifications, clippy::all)]
        const _: () = {
            use #krate::__private as __ods;

            #(#name_checks)*
            #(#enum_checks)*

            static __DIALECT: __ods::DialectDefinition = __ods::DialectDefinition {
                name: #name,
                description: #description,
                ops: &[#(<#ops as __ods::TypedOp>::DEFINITION),*],
                symbols: &[#(<#symbols as __ods::DialectSymbol>::DEFINITION),*],
                enum_attributes: &[#(<#enum_attributes as __ods::DialectEnumAttribute>::CASES),*],
                opaque_attributes: &[#(#opaque_attributes),*],
                materialize_constant: #materialize,
                interfaces: &[#(#dialect_interfaces),*],
                allow_unknown_operations: #allow_unknown_operations,
                allow_unknown_types: #allow_unknown_types,
                allow_unknown_attributes: #allow_unknown_attributes,
                unknown_symbol_message: #unknown_symbol_message,
                verify_attribute: #verify_attribute,
                blob_resources: #blob_resources,
            };

            #[automatically_derived]
            #[diagnostic::do_not_recommend]
            impl __ods::Dialect for #ident {
                const NAME: &'static str = #name;
                const DEFINITION: &'static __ods::DialectDefinition = &__DIALECT;
                type Availability = Self;
            }

            #[automatically_derived]
            impl #ident {
                /// The dialect's name.
                pub const NAME: &'static str = #name;

                /// Everything the dialect defines.
                pub const DEFINITION: &'static __ods::DialectDefinition = &__DIALECT;

                /// Loads the dialect in `context`: registers its ops, types
                /// and attributes.
                ///
                /// # Panics
                ///
                /// When another definition already registered one of its
                /// names (two crates define the same op): a setup error of
                /// the tool, as MLIR's registry treats it.
                pub fn register(context: &__ods::Context) {
                    if let ::core::result::Result::Err(message) = context.load_dialect(&__DIALECT) {
                        ::core::panic!("{}", message);
                    }
                }

                /// The dialect's reference page, in markdown.
                pub fn markdown() -> __ods::String {
                    __ods::docs::dialect_markdown(&__DIALECT)
                }
            }
        };
    }
}
