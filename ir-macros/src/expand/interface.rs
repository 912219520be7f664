//! Expands `#[op_interface]`, `#[type_interface]` and `#[attr_interface]`.
//! Generates, for a trait `Foo`:
//! - the trait, with the handle trait (`OpHandle`, `TypeHandle` or
//!   `AttrHandle`) as a supertrait, a `#[diagnostic::on_unimplemented]`
//!   message, and a hidden `__INTERFACE_MODEL` constant (the table of the
//!   implementing kind);
//! - `FooModel`: the table, a function pointer per method and the tables
//!   of the interfaces `Foo` extends, with `FooModel::of::<T>()` and a
//!   trampoline per method, and `InterfaceModel`;
//! - `DynFoo`: the handle a cast returns (the op, type or attribute and its
//!   table), with `cast`, a method per interface method, `as_<base>()`
//!   upcasts, `Debug`, and `OpInterface` (`TypeInterface`,
//!   `AttrInterface`).

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Ident, Path};

use crate::model::interface::{InterfaceKind, InterfaceModel, Method};

/// The handle of the interface at `path` (`a::Base` gives `a::DynBase`).
fn handle_path(path: &Path) -> Path {
    let mut handle = path.clone();
    if let Some(last) = handle.segments.last_mut() {
        last.ident = format_ident!("Dyn{}", last.ident);
    }
    handle
}

/// `ShapeInference` gives `shape_inference`.
fn snake_case(name: &str) -> String {
    let mut snake = String::new();
    for (index, character) in name.chars().enumerate() {
        if character.is_uppercase() {
            if index > 0 {
                snake.push('_');
            }
            snake.extend(character.to_lowercase());
        } else {
            snake.push(character);
        }
    }
    snake
}

/// Expands an interface.
pub fn expand(model: &InterfaceModel) -> TokenStream {
    let item = model.original;
    let krate = &crate::crate_path::resolve(model.options.krate.as_ref());
    let bases = &model.bases;
    let methods: &[Method] = &model.methods;
    let kind = model.kind;
    let (handle_trait, entity, from_unchecked, field, cast_trait) = kind.names();
    let name = &item.ident;
    let vis = &item.vis;
    let model = format_ident!("{}Model", name);
    let handle = format_ident!("Dyn{}", name);
    let name_text = name.to_string();

    let mut trait_item = item.clone();
    trait_item.supertraits.push(syn::parse_quote!(#krate::__private::#handle_trait));
    let what = match kind {
        InterfaceKind::Op => "op",
        InterfaceKind::Type => "type",
        InterfaceKind::Attr => "attribute",
    };
    let message = format!("`{{Self}}` does not implement the {what} interface `{name_text}`");
    let note = match kind {
        InterfaceKind::Op => format!(
            "an op that lists `{name_text}` in `#[op(interfaces = [...])]` needs \
             `impl {name_text} for {{Self}} {{{{ ... }}}}` with the interface's methods"
        ),
        _ => format!(
            "a {what} handle attached as `{name_text}` needs \
             `impl {name_text} for {{Self}} {{{{ ... }}}}` with the interface's methods"
        ),
    };
    trait_item.attrs.push(syn::parse_quote! {
        #[diagnostic::on_unimplemented(message = #message, label = "interface not implemented", note = #note)]
    });

    let mut model_fields = Vec::new();
    let mut model_values = Vec::new();
    let mut trampolines = Vec::new();
    let mut handle_methods = Vec::new();
    for method in methods {
        let signature = &method.item.sig;
        let method_name = &signature.ident;
        let call_name = format_ident!("__call_{}", method_name);
        let lifetimes: Vec<&syn::LifetimeParam> = signature.generics.lifetimes().collect();
        let binder = if lifetimes.is_empty() { quote!() } else { quote!(for<#(#lifetimes),*>) };
        let argument_types = &method.argument_types;
        let arguments: Vec<Ident> =
            (0..argument_types.len()).map(|index| format_ident!("__argument{}", index)).collect();
        let output = &signature.output;
        let docs: Vec<&syn::Attribute> =
            method.item.attrs.iter().filter(|attribute| attribute.path().is_ident("doc")).collect();
        let field_doc = format!("Calls [`{name_text}::{method_name}`] for the op kind.");
        if method.has_receiver {
            model_fields.push(quote! {
                #[doc = #field_doc]
                pub #method_name: #binder fn(#krate::__private::#entity #(, #argument_types)*) #output,
            });
            trampolines.push(quote! {
                #[doc(hidden)]
                pub fn #call_name<#(#lifetimes,)* T: #name>(
                    entity: #krate::__private::#entity #(, #arguments: #argument_types)*
                ) #output {
                    <T as #name>::#method_name(
                        <T as #krate::__private::#handle_trait>::#from_unchecked(entity) #(, #arguments)*
                    )
                }
            });
            handle_methods.push(quote! {
                #(#docs)*
                #[inline]
                pub fn #method_name<#(#lifetimes),*>(self #(, #arguments: #argument_types)*) #output {
                    (self.model.#method_name)(self.#field #(, #arguments)*)
                }
            });
        } else {
            model_fields.push(quote! {
                #[doc = #field_doc]
                pub #method_name: #binder fn(#(#argument_types),*) #output,
            });
            trampolines.push(quote! {
                #[doc(hidden)]
                pub fn #call_name<#(#lifetimes,)* T: #name>(#(#arguments: #argument_types),*) #output {
                    <T as #name>::#method_name(#(#arguments),*)
                }
            });
            handle_methods.push(quote! {
                #(#docs)*
                #[inline]
                pub fn #method_name<#(#lifetimes),*>(self #(, #arguments: #argument_types)*) #output {
                    (self.model.#method_name)(#(#arguments),*)
                }
            });
        }
        model_values.push(quote!(#method_name: #model::#call_name::<Self>,));
    }

    // Upcasts to the interfaces this one extends.
    let base_models =
        bases.iter().map(|base| quote_spanned!(base.span()=> <Self as #base>::__INTERFACE_MODEL));
    let upcasts = bases.iter().enumerate().map(|(index, base)| {
        let base_handle = handle_path(base);
        let base_name =
            base.segments.last().map(|segment| segment.ident.to_string()).unwrap_or_default();
        let method = format_ident!("as_{}", snake_case(&base_name));
        let doc = format!("This op as a [`{base_name}`], which `{name_text}` extends.");
        quote! {
            #[doc = #doc]
            pub fn #method(self) -> #base_handle {
                let any: &'static dyn ::core::any::Any = self.model.__bases[#index];
                match any.downcast_ref() {
                    ::core::option::Option::Some(model) => {
                        <#base_handle as #krate::__private::#cast_trait>::from_parts(self.#field, model)
                    }
                    ::core::option::Option::None => {
                        unreachable!("the tables of the extended interfaces are listed in order")
                    }
                }
            }
        }
    });

    trait_item.items.push(syn::parse_quote! {
        #[doc(hidden)]
        const __INTERFACE_MODEL: &'static dyn #krate::__private::InterfaceModel = &#model {
            #(#model_values)*
            __bases: &[#(#base_models),*],
        };
    });

    let model_doc = format!(
        "The table of [`{name_text}`] for one op kind: a function per method. \
         `{model}::of::<T>()` gives `T`'s, to attach to an op defined elsewhere."
    );
    let handle_doc = format!(
        "A{} {what} whose kind implements [`{name_text}`], as a cast finds it: the {what} and its table.",
        if kind == InterfaceKind::Attr { "n" } else { "" }
    );
    let cast_method = match kind {
        InterfaceKind::Op => quote! {
            /// `op` as this interface, if its kind implements it (a table
            /// lookup, no allocation).
            #[inline]
            pub fn cast(
                context: &#krate::__private::Context,
                body: &#krate::__private::Body,
                op: #krate::__private::Op,
            ) -> ::core::option::Option<Self> {
                <Self as #krate::__private::OpInterface>::cast(context, body, op)
            }
        },
        InterfaceKind::Type => quote! {
            /// `ty` as this interface, if its kind implements it.
            #[inline]
            pub fn cast(
                context: &#krate::__private::Context,
                ty: #krate::__private::Type,
            ) -> ::core::option::Option<Self> {
                <Self as #krate::__private::TypeInterface>::cast(context, ty)
            }
        },
        InterfaceKind::Attr => quote! {
            /// `attr` as this interface, if its kind implements it.
            #[inline]
            pub fn cast(
                context: &#krate::__private::Context,
                attr: #krate::__private::Attr,
            ) -> ::core::option::Option<Self> {
                <Self as #krate::__private::AttrInterface>::cast(context, attr)
            }
        },
    };
    let field_doc = match kind {
        InterfaceKind::Op => "The generic op.",
        InterfaceKind::Type => "The type.",
        InterfaceKind::Attr => "The attribute.",
    };
    quote! {
        #trait_item

        #[doc = #model_doc]
        #vis struct #model {
            #(#model_fields)*
            #[doc(hidden)]
            pub __bases: &'static [&'static dyn #krate::__private::InterfaceModel],
        }

        #[allow(clippy::all)]
        impl #model {
            /// The table of `T`'s implementation.
            pub const fn of<T: #name>() -> &'static dyn #krate::__private::InterfaceModel {
                <T as #name>::__INTERFACE_MODEL
            }

            #(#trampolines)*
        }

        impl #krate::__private::InterfaceModel for #model {
            fn interface_name(&self) -> &'static str {
                #name_text
            }

            fn bases(&self) -> &'static [&'static dyn #krate::__private::InterfaceModel] {
                self.__bases
            }
        }

        #[doc = #handle_doc]
        #[derive(Clone, Copy)]
        #vis struct #handle {
            #field: #krate::__private::#entity,
            model: &'static #model,
        }

        impl #krate::__private::#cast_trait for #handle {
            type Model = #model;

            fn from_parts(#field: #krate::__private::#entity, model: &'static #model) -> Self {
                #handle { #field, model }
            }
        }

        impl ::core::fmt::Debug for #handle {
            fn fmt(&self, formatter: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                formatter.debug_tuple(stringify!(#handle)).field(&self.#field).finish()
            }
        }

        #[allow(clippy::all)]
        impl #handle {
            #cast_method

            #[doc = #field_doc]
            #[inline]
            pub fn #field(self) -> #krate::__private::#entity {
                self.#field
            }

            #(#handle_methods)*

            #(#upcasts)*
        }
    }
}
