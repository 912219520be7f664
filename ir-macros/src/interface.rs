//! `#[op_interface]`: a Rust trait becomes an op interface. The trait keeps
//! its methods and default bodies; the macro adds the table type
//! (`<Trait>Model`, a function pointer per method), the handle a cast
//! returns (`Dyn<Trait>`), and the associated constant through which
//! `#[op(interfaces = [...])]` finds an op's table.

use darling::ast::NestedMeta;
use darling::FromMeta;
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned, ToTokens};
use syn::spanned::Spanned;
use syn::{FnArg, Ident, Path, ReturnType, TraitItem, TraitItemFn, TypeParamBound};

use crate::ctxt::Ctxt;

/// The options of `#[op_interface(...)]`.
#[derive(Default, FromMeta)]
struct InterfaceOptions {
    /// `crate = path`: where `ir_core` is.
    #[darling(rename = "crate")]
    krate: Option<Path>,
}

/// One method of the interface.
struct Method<'a> {
    item: &'a TraitItemFn,
    /// Whether the method takes `self`.
    has_receiver: bool,
    /// The types of the arguments after the receiver.
    argument_types: Vec<&'a syn::Type>,
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
    fn macro_name(self) -> &'static str {
        match self {
            InterfaceKind::Op => "op_interface",
            InterfaceKind::Type => "type_interface",
            InterfaceKind::Attr => "attr_interface",
        }
    }

    /// The handle trait implementors are (`OpHandle`), the entity type
    /// (`Op`), the constructor of handles, the handle's field and the
    /// runtime's cast trait.
    fn names(self) -> (Ident, Ident, Ident, Ident, Ident) {
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

/// `#[op_interface]`, `#[type_interface]` and `#[attr_interface]`.
pub fn interface(arguments: TokenStream, input: TokenStream, kind: InterfaceKind) -> TokenStream {
    let item: syn::ItemTrait = match syn::parse2(input.clone()) {
        Ok(item) => item,
        Err(error) => {
            let message = syn::Error::new(
                error.span(),
                format!("`#[{}]` applies to a trait", kind.macro_name()),
            );
            return crate::ctxt::with_errors(input, message);
        }
    };
    let cx = Ctxt::new();
    let options = match NestedMeta::parse_meta_list(arguments) {
        Ok(list) => InterfaceOptions::from_list(&list).unwrap_or_else(|error| {
            cx.darling_error(error, kind.macro_name());
            InterfaceOptions::default()
        }),
        Err(error) => {
            cx.syn_error(error);
            InterfaceOptions::default()
        }
    };
    if !item.generics.params.is_empty() || item.generics.where_clause.is_some() {
        cx.error_spanned_by(
            &item.generics,
            "an op interface cannot be generic: ops hold one table per interface",
        );
    }
    let bases = base_interfaces(&item);
    let methods = methods(&cx, &item, kind);
    if let Err(error) = cx.check() {
        // The trait as written, its handles sized as op handles are, so that
        // the mistake does not cascade.
        let mut stub = item.clone();
        stub.supertraits.push(syn::parse_quote!(::core::marker::Sized));
        return crate::ctxt::with_errors(quote!(#stub), error);
    }
    let krate = crate::crate_path::resolve(options.krate.as_ref());
    expand(&item, &krate, &bases, &methods, kind)
}

/// The supertraits that are interfaces: every trait bound but the markers.
fn base_interfaces(item: &syn::ItemTrait) -> Vec<Path> {
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

/// The methods, checked: no generics but lifetimes, `self` by value or no
/// receiver, no `Self` beyond the receiver, nothing but methods.
fn methods<'a>(cx: &Ctxt, item: &'a syn::ItemTrait, kind: InterfaceKind) -> Vec<Method<'a>> {
    let (_, _, _, field, _) = kind.names();
    let field = field.to_string();
    let mut methods = Vec::new();
    for trait_item in &item.items {
        let method = match trait_item {
            TraitItem::Fn(method) => method,
            other => {
                cx.error_spanned_by(
                    other,
                    "an op interface holds methods only: its table has a function per method",
                );
                continue;
            }
        };
        let signature = &method.sig;
        let method_name = signature.ident.to_string();
        if method_name == field || method_name == "cast" || method_name == "from_parts" {
            cx.error_spanned_by(
                &signature.ident,
                format!(
                    "`{}` is a method of every interface handle; give the interface method another name",
                    signature.ident
                ),
            );
        }
        if signature.ident.to_string().starts_with("__") {
            cx.error_spanned_by(&signature.ident, "names starting with `__` are reserved");
        }
        let generic_types = signature
            .generics
            .params
            .iter()
            .filter(|param| !matches!(param, syn::GenericParam::Lifetime(_)));
        for param in generic_types {
            cx.error_spanned_by(
                param,
                "an interface method cannot be generic: it is called through a function pointer",
            );
        }
        if let Some(clause) = &signature.generics.where_clause {
            cx.error_spanned_by(clause, "an interface method cannot have a `where` clause");
        }
        if let Some(asyncness) = &signature.asyncness {
            cx.error_spanned_by(asyncness, "an interface method cannot be `async`");
        }
        if let Some(constness) = &signature.constness {
            cx.error_spanned_by(constness, "an interface method cannot be `const`");
        }
        if let Some(variadic) = &signature.variadic {
            cx.error_spanned_by(variadic, "an interface method cannot be variadic");
        }
        let mut has_receiver = false;
        let mut argument_types = Vec::new();
        for (index, argument) in signature.inputs.iter().enumerate() {
            match argument {
                FnArg::Receiver(receiver) => {
                    if receiver.reference.is_some() || receiver.colon_token.is_some() {
                        cx.error_spanned_by(
                            receiver,
                            "interface methods take `self` by value: handles are `Copy`",
                        );
                    }
                    debug_assert_eq!(index, 0, "syn parses the receiver first");
                    has_receiver = true;
                }
                FnArg::Typed(typed) => {
                    if mentions_self(&typed.ty) {
                        cx.error_spanned_by(
                            &typed.ty,
                            "an interface method cannot take `Self` besides its receiver: \
                             the table does not know the op's type",
                        );
                    }
                    if contains_impl_trait(&typed.ty) {
                        cx.error_spanned_by(
                            &typed.ty,
                            "an interface method cannot take `impl Trait`: it is called through a function pointer",
                        );
                    }
                    argument_types.push(&*typed.ty);
                }
            }
        }
        if let ReturnType::Type(_, output) = &signature.output {
            if mentions_self(output) {
                cx.error_spanned_by(
                    output,
                    "an interface method cannot return `Self`: return the `Op`, or a value",
                );
            }
            if contains_impl_trait(output) {
                cx.error_spanned_by(
                    output,
                    "an interface method cannot return `impl Trait`: it is called through a function pointer",
                );
            }
        }
        methods.push(Method { item: method, has_receiver, argument_types });
    }
    methods
}

/// Whether `ty` names `Self`.
fn mentions_self(ty: &syn::Type) -> bool {
    fn walk(tokens: TokenStream) -> bool {
        tokens.into_iter().any(|token| match token {
            proc_macro2::TokenTree::Ident(ident) => ident == "Self",
            proc_macro2::TokenTree::Group(group) => walk(group.stream()),
            _ => false,
        })
    }
    walk(ty.to_token_stream())
}

/// Whether `ty` holds an `impl Trait`.
fn contains_impl_trait(ty: &syn::Type) -> bool {
    fn walk(tokens: TokenStream) -> bool {
        tokens.into_iter().any(|token| match token {
            proc_macro2::TokenTree::Ident(ident) => ident == "impl",
            proc_macro2::TokenTree::Group(group) => walk(group.stream()),
            _ => false,
        })
    }
    walk(ty.to_token_stream())
}

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

fn expand(
    item: &syn::ItemTrait,
    krate: &Path,
    bases: &[Path],
    methods: &[Method],
    kind: InterfaceKind,
) -> TokenStream {
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
