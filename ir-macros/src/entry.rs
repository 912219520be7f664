//! The drivers of the macros: parse the item, build the model, check it,
//! expand it; on mistakes, the errors plus a stub item so that they do not
//! cascade into the user's other code.

use proc_macro2::TokenStream;
use quote::quote;

use crate::check;
use crate::ctxt::Ctxt;
use crate::expand;
use crate::model::enum_attr::{DialectModel, EnumModel};
use crate::model::op::OpModel;
use crate::model::symbol_def::SymbolModel;

/// Prints the expansion of the item named by `IR_MACROS_DEBUG`.
fn debug_print(name: &str, tokens: &TokenStream) {
    if std::env::var("IR_MACROS_DEBUG").is_ok_and(|wanted| wanted == name) {
        eprintln!("{tokens}");
    }
}

/// `#[op]`.
pub fn op(arguments: TokenStream, input: TokenStream) -> TokenStream {
    let item: syn::ItemStruct = match syn::parse2(input.clone()) {
        Ok(item) => item,
        Err(error) => {
            let message =
                syn::Error::new(error.span(), "`#[op]` applies to a struct with named fields");
            return crate::ctxt::with_errors(input, message);
        }
    };
    let cx = Ctxt::new();
    let model = OpModel::from_ast(&cx, arguments, &item);
    let traits = check::parse_traits(&cx, &model);
    check::check_segments(&cx, &model, &traits);
    check::check_property_names(&cx, &model);
    check::check_reserved_names(&cx, &model);
    check::check_segment_properties(&cx, &model);
    check::check_hooks(&cx, &model);
    let krate = model.options.krate.clone().unwrap_or_else(|| syn::parse_quote!(::ir_core));
    let availability = crate::expand::availability::expand_availability(&cx, &model, &krate);
    let format = model
        .options
        .format
        .as_ref()
        .and_then(|literal| check::resolve_format(&cx, &model, &traits, literal));
    if let Err(error) = cx.check() {
        let ident = &item.ident;
        let vis = &item.vis;
        let errors = error.to_compile_error();
        let name = model.options.name.as_ref().map(|name| name.value()).unwrap_or_default();
        let declared_types: Vec<&syn::Type> = match &item.fields {
            syn::Fields::Named(fields) => fields.named.iter().map(|field| &field.ty).collect(),
            _ => Vec::new(),
        };
        // A stub, so that code using the op does not add errors of its own.
        return quote! {
            const _: () = {
                // The declared field types, so their imports stay used.
                #[allow(dead_code, clippy::too_many_arguments)]
                fn __declared_field_types(#(_: #declared_types),*) {}
            };
            #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
            #vis struct #ident(::ir_core::__private::Op);
            impl ::ir_core::__private::TypedOp for #ident {
                const NAME: &'static str = #name;
                const DEFINITION: &'static ::ir_core::__private::OpDefinition =
                    &::ir_core::__private::OpDefinition {
                        name: #name,
                        ..::ir_core::__private::OpDefinition::EMPTY
                    };
            }
            impl ::ir_core::__private::OpHandle for #ident {
                fn from_op_unchecked(op: ::ir_core::__private::Op) -> Self {
                    #ident(op)
                }
                fn op(self) -> ::ir_core::__private::Op {
                    self.0
                }
            }
            impl #ident {
                /// The generic op.
                pub fn op(self) -> ::ir_core::__private::Op {
                    self.0
                }
                /// The op's definition (empty: it did not compile).
                pub const DEFINITION: &'static ::ir_core::__private::OpDefinition =
                    <Self as ::ir_core::__private::TypedOp>::DEFINITION;
            }
            #errors
        };
    }
    let tokens = expand::op::expand(&model, &traits, format.as_ref(), availability);
    debug_print(&item.ident.to_string(), &tokens);
    tokens
}

/// `#[enum_attr]`.
pub fn enum_attr(arguments: TokenStream, input: TokenStream) -> TokenStream {
    let item: syn::ItemEnum = match syn::parse2(input.clone()) {
        Ok(item) => item,
        Err(error) => {
            let message = syn::Error::new(error.span(), "`#[enum_attr]` applies to an enum");
            return crate::ctxt::with_errors(input, message);
        }
    };
    let cx = Ctxt::new();
    let model = EnumModel::from_ast(&cx, arguments, &item);
    if let Err(error) = cx.check() {
        let ident = &item.ident;
        let vis = &item.vis;
        let errors = error.to_compile_error();
        return quote! {
            #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
            #vis struct #ident(u64);
            #errors
        };
    }
    let tokens = expand::enum_attr::expand_enum(&model);
    debug_print(&item.ident.to_string(), &tokens);
    tokens
}

/// `#[dialect]`.
pub fn dialect(arguments: TokenStream, input: TokenStream) -> TokenStream {
    let item: syn::ItemStruct = match syn::parse2(input.clone()) {
        Ok(item) => item,
        Err(error) => {
            let message = syn::Error::new(error.span(), "`#[dialect]` applies to a unit struct");
            return crate::ctxt::with_errors(input, message);
        }
    };
    let cx = Ctxt::new();
    let model = DialectModel::from_ast(&cx, arguments, &item);
    if let Err(error) = cx.check() {
        let ident = &item.ident;
        let vis = &item.vis;
        let errors = error.to_compile_error();
        return quote! {
            #vis struct #ident;
            #errors
        };
    }
    let tokens = expand::enum_attr::expand_dialect(&model);
    debug_print(&item.ident.to_string(), &tokens);
    tokens
}

/// `#[type_def]` (`is_type`) and `#[attr_def]`.
pub fn symbol_def(arguments: TokenStream, input: TokenStream, is_type: bool) -> TokenStream {
    let what = if is_type { "type" } else { "attribute" };
    let item: syn::ItemStruct = match syn::parse2(input.clone()) {
        Ok(item) => item,
        Err(error) => {
            let message = syn::Error::new(
                error.span(),
                format!("a dialect {what} is a struct of its parameters"),
            );
            return crate::ctxt::with_errors(input, message);
        }
    };
    let cx = Ctxt::new();
    let model = SymbolModel::from_ast(&cx, arguments, &item, what);
    if let Err(error) = cx.check() {
        return crate::ctxt::with_errors(quote!(#item), error);
    }
    let tokens = expand::symbol_def::expand(&model, is_type);
    debug_print(&item.ident.to_string(), &tokens);
    tokens
}
