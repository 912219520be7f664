//! The rules of interface definitions: a trait that is not generic,
//! holding methods only, each callable through a function pointer (no
//! generics but lifetimes, no `async`, `const` or variadic), taking the
//! handle by value, never naming `Self` beyond the receiver nor taking or
//! returning `impl Trait`, and not named like the handle's own methods.

use proc_macro2::TokenStream;
use quote::ToTokens;
use syn::{FnArg, ReturnType, TraitItem};

use crate::ctxt::Ctxt;
use crate::model::interface::InterfaceModel;

/// Runs every rule of an interface.
pub fn check_interface(cx: &Ctxt, model: &InterfaceModel) {
    check_not_generic(cx, model);
    check_items(cx, model);
}

/// Rule: an interface has no generic parameters: ops hold one table per
/// interface.
fn check_not_generic(cx: &Ctxt, model: &InterfaceModel) {
    let item = model.original;
    if !item.generics.params.is_empty() || item.generics.where_clause.is_some() {
        cx.error_spanned_by(
            &item.generics,
            "an op interface cannot be generic: ops hold one table per interface",
        );
    }
}

/// Rules: an interface holds methods only, and each method can be called
/// through a function pointer on a handle (see the module's rules).
fn check_items(cx: &Ctxt, model: &InterfaceModel) {
    let (_, _, _, field, _) = model.kind.names();
    let field = field.to_string();
    for trait_item in &model.original.items {
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
        check_method_name(cx, &method.sig, &field);
        check_callable_through_a_pointer(cx, &method.sig);
        check_arguments(cx, &method.sig);
        check_output(cx, &method.sig);
    }
}

/// Rule: a method is not named like the methods every handle has (the
/// entity accessor, `cast`, `from_parts`) nor with a reserved `__` prefix.
fn check_method_name(cx: &Ctxt, signature: &syn::Signature, field: &str) {
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
}

/// Rule: a method can be called through a function pointer: no generic
/// parameters but lifetimes, no `where` clause, not `async`, `const` or
/// variadic.
fn check_callable_through_a_pointer(cx: &Ctxt, signature: &syn::Signature) {
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
}

/// Rule: a method takes the handle by value (`self`) or no receiver, and
/// its other arguments neither name `Self` nor are `impl Trait`.
fn check_arguments(cx: &Ctxt, signature: &syn::Signature) {
    for argument in &signature.inputs {
        match argument {
            FnArg::Receiver(receiver) => {
                if receiver.reference.is_some() || receiver.colon_token.is_some() {
                    cx.error_spanned_by(
                        receiver,
                        "interface methods take `self` by value: handles are `Copy`",
                    );
                }
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
            }
        }
    }
}

/// Rule: a method returns neither `Self` nor `impl Trait`.
fn check_output(cx: &Ctxt, signature: &syn::Signature) {
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
