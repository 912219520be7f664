//! The interface tables of an op's definition: one per interface of
//! `interfaces = [...]` (the op must implement the interface's trait,
//! reported at the name in the list), `InferTypeOpInterface` for an op
//! with an `infer` hook, and the availability tables.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;
use syn::Ident;

use super::hooks::Hooks;
use super::op::Layout;
use crate::check::CheckedOp;

/// The entries of the definition's `interfaces`.
pub fn interface_tables(
    op: &CheckedOp,
    hooks: &Hooks,
    availability_tables: Vec<TokenStream>,
) -> Vec<TokenStream> {
    let ident = &op.model.original.ident;
    let declared =
        op.model.options.interfaces.iter().flat_map(|array| array.elems.iter()).map(|interface| {
            let span = interface.span();
            let ident = Ident::new(&ident.to_string(), span);
            quote_spanned! {span=> <#ident as #interface>::__INTERFACE_MODEL }
        });
    let infer = hooks
        .infer
        .is_some()
        .then(|| quote!(<#ident as __ods::InferTypeOpInterface>::__INTERFACE_MODEL));
    declared.chain(availability_tables).chain(infer).collect()
}

/// `InferTypeOpInterface`, for an op with a type-inference hook.
pub fn infer_interface(layout: &Layout, hooks: &Hooks) -> TokenStream {
    if hooks.infer.is_none() {
        return TokenStream::new();
    }
    let ident = layout.op;
    quote! {
        #[automatically_derived]
        impl __ods::InferTypeOpInterface for #ident {
            fn infer_result_types(
                self,
                context: &__ods::Context,
                body: &__ods::Body,
            ) -> ::core::option::Option<__ods::Vec<__ods::Type>> {
                __ods::infer_result_types_from_definition(context, body, self.0)
            }
        }
    }
}
