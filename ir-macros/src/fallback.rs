//! What a macro emits when its checks failed: the item, the errors as
//! `compile_error!`, and stubs of what the expansion would have generated,
//! so that code using the item compiles as far as the item goes and the
//! mistake is reported once, at its place (not as "cannot find" errors
//! wherever the item is used). Stubs name `ir-core` by the same path as
//! the expansion (`crate = path`, or the one found in the manifest).
//!
//! A broken definition has an empty name; the cross-checks of other items
//! (a dialect listing a broken op, an op naming a broken dialect) accept
//! an empty name, since the mistake is already reported.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::ext::IdentExt;

use crate::check::CheckedOp;
use crate::model::dialect::DialectModel;
use crate::model::enum_attr::EnumModel;
use crate::model::interface::InterfaceModel;
use crate::model::symbol_def::SymbolModel;

/// A broken op: the expansion of what the checks kept, without its name,
/// its dialect and the fields whose names clash with the generated
/// methods, so that the handle, its accessors and `build` exist.
pub fn op(mut checked: CheckedOp, error: syn::Error) -> TokenStream {
    let errors = error.to_compile_error();
    let options = &mut checked.model.options;
    options.name = None;
    options.dialect = None;
    let model = &mut checked.model;
    let reserved = |ident: &syn::Ident| {
        crate::check::op::RESERVED.contains(&ident.unraw().to_string().as_str())
    };
    model.operands.retain(|field| !reserved(&field.ident));
    model.results.retain(|field| !reserved(&field.ident));
    model.properties.retain(|field| !reserved(&field.ident));
    model.regions.retain(|field| !reserved(&field.ident));
    model.successors.retain(|field| !reserved(&field.ident));
    let tokens = crate::expand::op::expand(&checked);
    quote! {
        #tokens
        #errors
    }
}

/// The stub body of a generated function.
fn unreachable() -> TokenStream {
    quote!(::core::unreachable!("the definition did not compile"))
}

/// A broken enum: the enum as written (without the macro's attributes on
/// its cases), or for `bits` the set type and its constants, with the
/// methods and trait impls the expansion gives it.
pub fn enum_attr(model: &EnumModel, error: syn::Error) -> TokenStream {
    let errors = error.to_compile_error();
    let krate = crate::crate_path::resolve(model.options.krate.as_ref());
    let mut item = model.original.clone();
    let ident = &item.ident.clone();
    let vis = &item.vis;
    let unreachable = unreachable();
    // A dialect enum stays listable in `enum_attributes`, with no cases and
    // no dialect (which no check holds against it).
    let dialect_enum_attribute = model.options.dialect.is_some().then(|| {
        quote! {
            impl __ods::DialectEnumAttribute for #ident {
                const DIALECT: &'static str = "";
                const MNEMONIC: &'static str = "";
                const CASES: &'static __ods::EnumCases = &__ods::EnumCases {
                    name: "",
                    description: "",
                    cases: &[],
                    bits: false,
                    separator: "",
                    dialect_attr: ::core::option::Option::None,
                    mlir_messages: false,
                    mlir_names: ::core::option::Option::None,
                };
            }
        }
    });
    let definition = if model.options.bits {
        let constants = item.variants.iter().map(|variant| {
            let constant = crate::expand::enum_attr::screaming(&variant.ident);
            quote!(pub const #constant: Self = #ident(0);)
        });
        let attrs = item.attrs.iter().filter(|attr| attr.path().is_ident("doc"));
        quote! {
            #(#attrs)*
            #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
            #vis struct #ident(u64);

            impl #ident {
                #(#constants)*

                /// Whether every bit of `other` is set.
                pub const fn contains(self, other: Self) -> bool {
                    self.0 & other.0 == other.0
                }
            }

            impl ::core::ops::BitOr for #ident {
                type Output = Self;
                fn bitor(self, other: Self) -> Self {
                    #ident(self.0 | other.0)
                }
            }
        }
    } else {
        // Cases keep their names only: values and data may be the mistake.
        for variant in &mut item.variants {
            variant.attrs.retain(|attr| attr.path().is_ident("doc") || attr.path().is_ident("cfg"));
            variant.discriminant = None;
            variant.fields = syn::Fields::Unit;
        }
        let default = (!item.variants.is_empty()).then(|| {
            quote! {
                impl ::core::default::Default for #ident {
                    fn default() -> Self {
                        #unreachable
                    }
                }
            }
        });
        quote! {
            #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
            #item

            #default
        }
    };
    quote! {
        #definition

        #[allow(unused_qualifications, clippy::all)]
        const _: () = {
            use #krate::__private as __ods;

            impl #ident {
                /// The case's value.
                pub fn value(self) -> u64 {
                    #unreachable
                }
                /// The case with this value.
                pub fn from_value(value: u64) -> ::core::option::Option<Self> {
                    let _ = value;
                    #unreachable
                }
                /// The case's keyword.
                pub fn keyword(self) -> &'static str {
                    #unreachable
                }
                /// The case spelled `keyword`.
                pub fn from_keyword(keyword: &str) -> ::core::option::Option<Self> {
                    let _ = keyword;
                    #unreachable
                }
            }

            #dialect_enum_attribute

            impl __ods::PropertyValue for #ident {
                type Get<'a> = Self;
                fn get(&self) -> Self {
                    *self
                }
                fn to_attr(&self, _context: &__ods::Context) -> __ods::Attr {
                    #unreachable
                }
                fn from_attr(_context: &__ods::Context, _attr: __ods::Attr) -> ::core::option::Option<Self> {
                    #unreachable
                }
            }
        };

        #errors
    }
}

/// A broken dialect: the struct, with a definition without a name (so
/// ops naming it are not reported again) and no availability.
pub fn dialect(model: &DialectModel, error: syn::Error) -> TokenStream {
    let errors = error.to_compile_error();
    let krate = crate::crate_path::resolve(model.options.krate.as_ref());
    let item = model.original;
    let ident = &item.ident;
    let vis = &item.vis;
    let attrs = &item.attrs;
    let unreachable = unreachable();
    quote! {
        #(#attrs)*
        #vis struct #ident;

        #[allow(unused_qualifications, clippy::all)]
        const _: () = {
            use #krate::__private as __ods;
            use #krate::availability as __availability;

            impl __ods::Dialect for #ident {
                const NAME: &'static str = "";
                const DEFINITION: &'static __ods::DialectDefinition = &__ods::DialectDefinition::EMPTY;
                type Availability = Self;
            }

            impl __availability::DialectAvailability for #ident {
                const DEFAULTS: &'static [__availability::StaticRequirement] = &[];
                fn has_default<D: __availability::Dimension>() -> bool {
                    false
                }
                fn add_defaults<D: __availability::Dimension>(_overall: &mut D::Value) {}
            }

            impl<O: __availability::OpAvailability> __availability::DialectAvailabilityModels<O> for #ident {
                const MODELS: &'static [&'static dyn __ods::InterfaceModel] = &[];
            }

            impl #ident {
                /// The dialect's name.
                pub const NAME: &'static str = "";
                /// Everything the dialect defines.
                pub const DEFINITION: &'static __ods::DialectDefinition = &__ods::DialectDefinition::EMPTY;
                /// Loads the dialect in `context`.
                pub fn register(context: &__ods::Context) {
                    let _ = context;
                    #unreachable
                }
                /// The dialect's reference page, in markdown.
                pub fn markdown() -> __ods::String {
                    #unreachable
                }
            }
        };

        #errors
    }
}

/// A broken type or attribute: the struct with its usual derives, and
/// the conversions and trait impls the expansion gives it.
pub fn symbol_def(model: &SymbolModel, is_type: bool, error: syn::Error) -> TokenStream {
    let errors = error.to_compile_error();
    let krate = crate::crate_path::resolve(model.options.krate.as_ref());
    let item = model.original;
    let ident = &item.ident;
    let attrs = &item.attrs;
    let vis = &item.vis;
    let fields = match &item.fields {
        syn::Fields::Named(fields) => quote!(#fields),
        syn::Fields::Unnamed(fields) => quote!(#fields;),
        syn::Fields::Unit => quote!(;),
    };
    let unreachable = unreachable();
    let (to, from, entity) = if is_type {
        (format_ident!("to_type"), format_ident!("from_type"), format_ident!("Type"))
    } else {
        (format_ident!("to_attr"), format_ident!("from_attr"), format_ident!("Attr"))
    };
    let property_value = (!is_type).then(|| {
        quote! {
            impl __ods::PropertyValue for #ident {
                type Get<'a> = &'a Self;
                fn get(&self) -> &Self {
                    self
                }
                fn to_attr(&self, _context: &__ods::Context) -> __ods::Attr {
                    #unreachable
                }
                fn from_attr(_context: &__ods::Context, _attr: __ods::Attr) -> ::core::option::Option<Self> {
                    #unreachable
                }
            }
        }
    });
    quote! {
        #(#attrs)*
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        #vis struct #ident #fields

        #[allow(unused_qualifications, clippy::all)]
        const _: () = {
            use #krate::__private as __ods;

            fn __print(_parameters: &[__ods::Parameter], _printer: &mut __ods::SymbolPrinter<'_, '_>) {}

            fn __parse(_parser: &mut __ods::SymbolParser<'_, '_>) -> __ods::ParseResult<__ods::Vec<__ods::Parameter>> {
                #unreachable
            }

            static __DEFINITION: __ods::SymbolDefinition = __ods::SymbolDefinition {
                dialect: "",
                mnemonic: "",
                kind: __ods::SymbolKind::Type,
                summary: "",
                print: __print,
                parse: __parse,
                attach_interfaces: |_| {},
                shape: ::core::option::Option::None,
            };

            impl __ods::DialectSymbol for #ident {
                const DEFINITION: &'static __ods::SymbolDefinition = &__DEFINITION;
            }

            impl #ident {
                /// The mnemonic after the dialect name.
                pub const MNEMONIC: &'static str = "";

                /// The interned form.
                pub fn #to(&self, context: &__ods::Context) -> __ods::#entity {
                    let _ = context;
                    #unreachable
                }

                /// The parameters, if it is this kind.
                pub fn #from(context: &__ods::Context, value: __ods::#entity) -> ::core::option::Option<Self> {
                    let _ = (context, value);
                    #unreachable
                }
            }

            #property_value
        };

        #errors
    }
}

/// A broken interface: the trait as written, its implementors sized as
/// handles are.
pub fn interface(model: &InterfaceModel, error: syn::Error) -> TokenStream {
    let mut stub = model.original.clone();
    stub.supertraits.push(syn::parse_quote!(::core::marker::Sized));
    crate::ctxt::with_errors(quote!(#stub), error)
}
