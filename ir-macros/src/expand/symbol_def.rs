//! Expands `#[type_def]` and `#[attr_def]`. Generates, for a struct
//! `PairType`:
//! - the struct, deriving `Clone`, `Debug`, `PartialEq`, `Eq` and `Hash`;
//! - its `SymbolDefinition` with a printer and a parser from the format;
//! - `DialectSymbol` (for `#[dialect(types = [...])]`);
//! - `to_type`/`from_type` (or `to_attr`/`from_attr`), converting between
//!   the struct and the interned type or attribute;
//! - for attributes, `PropertyValue`, so they can be op properties (written
//!   without their `#dialect.mnemonic` prefix in op formats).

use proc_macro2::TokenStream;
use quote::quote;
use syn::spanned::Spanned;

use crate::model::symbol_def::{SymbolElement, SymbolModel};

/// The space before each element, by MLIR's rules for attribute and type
/// formats (no space after the mnemonic, none after an opening bracket or
/// before closing punctuation).
fn spacing(elements: &[SymbolElement]) -> Vec<bool> {
    let (mut should_emit_space, mut last_was_punctuation) = (false, true);
    elements
        .iter()
        .map(|element| match element {
            SymbolElement::Literal(text) => {
                let first = text.chars().next().unwrap_or(' ');
                let before = if text.len() != 1 && text != "->" {
                    true
                } else if last_was_punctuation {
                    !">)}],".contains(first)
                } else {
                    !"<>(){}[],".contains(first)
                };
                let space = should_emit_space && before;
                should_emit_space = text.len() != 1 || !"<({[".contains(first);
                last_was_punctuation = first != '_' && !first.is_ascii_alphabetic();
                space
            }
            SymbolElement::Parameter(_) => {
                let space = should_emit_space || !last_was_punctuation;
                should_emit_space = true;
                last_was_punctuation = false;
                space
            }
        })
        .collect()
}

/// Expands a dialect type (`is_type`) or attribute.
pub fn expand(model: &SymbolModel, is_type: bool) -> TokenStream {
    let item = model.original;
    let ident = &item.ident;
    let krate = crate::crate_path::resolve(model.options.krate.as_ref());
    let dialect = model.options.dialect.as_ref().map(|d| d.value()).unwrap_or_default();
    let mnemonic = model.options.mnemonic.as_ref().map(|m| m.value()).unwrap_or_default();
    let summary = model
        .options
        .summary
        .as_ref()
        .map(|s| s.value())
        .unwrap_or_else(|| model.description.lines().next().unwrap_or("").to_owned());
    let spaces = spacing(&model.elements);
    let mut print_steps = Vec::new();
    let mut parse_steps = Vec::new();
    for (element, space) in model.elements.iter().zip(spaces) {
        if space {
            print_steps.push(quote!(printer.write_str(" ");));
        }
        match element {
            SymbolElement::Literal(text) => {
                print_steps.push(quote!(printer.write_str(#text);));
                if text.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
                    parse_steps.push(quote!(parser.parse_keyword(#text)?;));
                } else {
                    parse_steps.push(quote!(parser.parse_punctuation(#text)?;));
                }
            }
            SymbolElement::Parameter(index) => {
                let ty = &model.parameters[*index].1;
                print_steps.push(
                    quote!(<#ty as __ods::SymbolParameter>::print(&parameters[#index], printer);),
                );
                parse_steps.push(quote!(slots[#index] = ::core::option::Option::Some(<#ty as __ods::SymbolParameter>::parse(parser)?);));
            }
        }
    }
    let count = model.parameters.len();
    let field_idents: Vec<_> = model.parameters.iter().map(|(ident, _)| ident).collect();
    let field_types: Vec<_> = model.parameters.iter().map(|(_, ty)| ty).collect();
    let indices: Vec<usize> = (0..count).collect();
    let kind = if is_type {
        quote!(__ods::SymbolKind::Type)
    } else {
        quote!(__ods::SymbolKind::Attribute)
    };
    let conversions = if is_type {
        quote! {
            /// The type, interned.
            pub fn to_type(&self, context: &__ods::Context) -> __ods::Type {
                context.intern_type(__ods::TypeData::Dialect {
                    definition: __ods::DefinitionRef(&__DEFINITION),
                    parameters: __ods::Box::new([#(__ods::SymbolParameter::to_parameter(&self.#field_idents)),*]),
                })
            }

            /// The parameters of `ty`, if it is this type.
            pub fn from_type(context: &__ods::Context, ty: __ods::Type) -> ::core::option::Option<Self> {
                match context.type_data(ty) {
                    __ods::TypeData::Dialect { definition, parameters } if ::core::ptr::eq(definition.0, &__DEFINITION) => {
                        ::core::option::Option::Some(#ident { #(#field_idents: <#field_types as __ods::SymbolParameter>::from_parameter(parameters.get(#indices)?)?,)* })
                    }
                    _ => ::core::option::Option::None,
                }
            }
        }
    } else {
        quote! {
            /// The attribute, interned.
            pub fn to_attr(&self, context: &__ods::Context) -> __ods::Attr {
                context.intern_attr(__ods::AttrData::Dialect {
                    definition: __ods::DefinitionRef(&__DEFINITION),
                    parameters: __ods::Box::new([#(__ods::SymbolParameter::to_parameter(&self.#field_idents)),*]),
                })
            }

            /// The parameters of `attr`, if it is this attribute.
            pub fn from_attr(context: &__ods::Context, attr: __ods::Attr) -> ::core::option::Option<Self> {
                match context.attr_data(attr) {
                    __ods::AttrData::Dialect { definition, parameters } if ::core::ptr::eq(definition.0, &__DEFINITION) => {
                        ::core::option::Option::Some(#ident { #(#field_idents: <#field_types as __ods::SymbolParameter>::from_parameter(parameters.get(#indices)?)?,)* })
                    }
                    _ => ::core::option::Option::None,
                }
            }
        }
    };
    let property_value = if is_type {
        quote!()
    } else {
        quote! {
            #[automatically_derived]
            impl __ods::PropertyValue for #ident {
                const DESCRIPTION: &'static str = #summary;
                type Get<'a> = &'a Self;
                fn get(&self) -> &Self {
                    self
                }
                fn to_attr(&self, context: &__ods::Context) -> __ods::Attr {
                    #ident::to_attr(self, context)
                }
                fn from_attr(context: &__ods::Context, attr: __ods::Attr) -> ::core::option::Option<Self> {
                    #ident::from_attr(context, attr)
                }
                fn print(&self, printer: &mut __ods::OpPrinter<'_, '_>) {
                    let attr = #ident::to_attr(self, printer.context());
                    printer.write_attr_stripped(attr);
                }
                fn parse(parser: &mut __ods::OpParser<'_, '_>) -> __ods::ParseResult<Self> {
                    let offset = parser.offset();
                    let attr = parser.parse_dialect_symbol_body(&__DEFINITION)?;
                    match #ident::from_attr(parser.context(), attr) {
                        ::core::option::Option::Some(value) => ::core::result::Result::Ok(value),
                        ::core::option::Option::None => parser.emit_error(offset, "invalid attribute parameters"),
                    }
                }
            }
        }
    };
    let print_and_parse = match (&model.options.print, &model.options.parse) {
        (Some(print), Some(parse)) => {
            let print_hook = quote::quote_spanned! {print.span()=>
                let hook: for<'w, 'a> fn(&#ident, &mut __ods::SymbolPrinter<'w, 'a>) = #print;
            };
            let parse_hook = quote::quote_spanned! {parse.span()=>
                let hook: for<'p, 'a> fn(&mut __ods::SymbolParser<'p, 'a>) -> __ods::ParseResult<#ident> = #parse;
            };
            quote! {
                fn __print(parameters: &[__ods::Parameter], printer: &mut __ods::SymbolPrinter<'_, '_>) {
                    #print_hook
                    let value = (|| ::core::option::Option::Some(#ident { #(#field_idents: <#field_types as __ods::SymbolParameter>::from_parameter(parameters.get(#indices)?)?,)* }))();
                    if let ::core::option::Option::Some(value) = value {
                        hook(&value, printer);
                    }
                }

                fn __parse(parser: &mut __ods::SymbolParser<'_, '_>) -> __ods::ParseResult<__ods::Vec<__ods::Parameter>> {
                    #parse_hook
                    let value = hook(parser)?;
                    let _ = &value;
                    ::core::result::Result::Ok(__ods::Vec::from([#(__ods::SymbolParameter::to_parameter(&value.#field_idents)),*]))
                }
            }
        }
        _ => quote! {
            fn __print(parameters: &[__ods::Parameter], printer: &mut __ods::SymbolPrinter<'_, '_>) {
                let _ = &parameters;
                let _ = &printer;
                #(#print_steps)*
            }

            fn __parse(parser: &mut __ods::SymbolParser<'_, '_>) -> __ods::ParseResult<__ods::Vec<__ods::Parameter>> {
                let offset = parser.offset();
                let mut slots: [::core::option::Option<__ods::Parameter>; #count] = ::core::array::from_fn(|_| ::core::option::Option::None);
                let _ = &parser;
                #(#parse_steps)*
                let mut parameters = __ods::Vec::with_capacity(#count);
                for slot in slots {
                    match slot {
                        ::core::option::Option::Some(parameter) => parameters.push(parameter),
                        ::core::option::Option::None => return parser.error_at(offset, "missing parameter"),
                    }
                }
                ::core::result::Result::Ok(parameters)
            }

        },
    };
    let attach_interfaces = match &model.options.interfaces {
        Some(list) if !list.elems.is_empty() => {
            let kind = format!("{dialect}.{mnemonic}");
            let attach =
                if is_type { quote!(attach_type_interface) } else { quote!(attach_attr_interface) };
            let models = list.elems.iter();
            quote! {
                fn __attach_interfaces(context: &__ods::Context) {
                    #(context.#attach(#kind, #models);)*
                }
            }
        }
        _ => quote! {
            fn __attach_interfaces(_context: &__ods::Context) {}
        },
    };
    let (shape_function, shape_field) = match (&model.options.shape, is_type) {
        (Some(shape), true) => {
            let shape_hook = quote::quote_spanned! {shape.span()=>
                let hook: fn(&#ident, &__ods::Context) -> ::core::option::Option<(__ods::Vec<i64>, __ods::Type)> = #shape;
            };
            (
                quote! {
                    fn __shape(context: &__ods::Context, parameters: &[__ods::Parameter]) -> ::core::option::Option<(__ods::Vec<i64>, __ods::Type)> {
                        #shape_hook
                        let value = #ident { #(#field_idents: <#field_types as __ods::SymbolParameter>::from_parameter(parameters.get(#indices)?)?,)* };
                        hook(&value, context)
                    }
                },
                quote!(::core::option::Option::Some(__shape)),
            )
        }
        _ => (quote!(), quote!(::core::option::Option::None)),
    };
    let attrs = &item.attrs;
    let vis = &item.vis;
    let fields = match &item.fields {
        syn::Fields::Named(fields) => quote!(#fields),
        _ => quote!(;),
    };
    quote! {
        #(#attrs)*
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        #vis struct #ident #fields

        #[allow(unused_qualifications, clippy::all)]
        const _: () = {
            use #krate::__private as __ods;

            #print_and_parse

            #attach_interfaces

            #shape_function

            static __DEFINITION: __ods::SymbolDefinition = __ods::SymbolDefinition {
                dialect: #dialect,
                mnemonic: #mnemonic,
                kind: #kind,
                summary: #summary,
                print: __print,
                parse: __parse,
                attach_interfaces: __attach_interfaces,
                shape: #shape_field,
            };

            #[automatically_derived]
            impl __ods::DialectSymbol for #ident {
                const DEFINITION: &'static __ods::SymbolDefinition = &__DEFINITION;
            }

            #[automatically_derived]
            impl #ident {
                /// The mnemonic after the dialect name.
                pub const MNEMONIC: &'static str = #mnemonic;

                #conversions
            }

            #property_value
        };
    }
}
