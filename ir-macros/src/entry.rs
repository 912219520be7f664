//! The drivers of the macros, one per macro, each the same pipeline:
//! parse the item, build the model, run the checks, and expand; when a
//! check failed, `fallback` re-emits the item with the errors and stubs
//! instead, so a mistake gives its own errors and no others.

use proc_macro2::TokenStream;

use crate::ctxt::Ctxt;
use crate::model::dialect::DialectModel;
use crate::model::enum_attr::EnumModel;
use crate::model::interface::{InterfaceKind, InterfaceModel};
use crate::model::op::OpModel;
use crate::model::symbol_def::SymbolModel;
use crate::{check, debug, expand, fallback};

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
    let checked = check::check_op(&cx, model);
    if let Err(error) = cx.check() {
        return fallback::op(checked, error);
    }
    let tokens = expand::op::expand(&checked);
    debug::print(&item.ident, &tokens);
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
        return fallback::enum_attr(&model, error);
    }
    let tokens = expand::enum_attr::expand_enum(&model);
    debug::print(&item.ident, &tokens);
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
    let interfaces = check::dialect::dialect_interfaces(&cx, &model);
    let opaque_attributes = check::dialect::opaque_attributes(&cx, &model);
    if let Err(error) = cx.check() {
        return fallback::dialect(&model, error);
    }
    let tokens = expand::dialect::expand_dialect(&model, &interfaces, &opaque_attributes);
    debug::print(&item.ident, &tokens);
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
        return fallback::symbol_def(&model, is_type, error);
    }
    let tokens = expand::symbol_def::expand(&model, is_type);
    debug::print(&item.ident, &tokens);
    tokens
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
    let model = InterfaceModel::from_ast(&cx, arguments, &item, kind);
    check::interface::check_interface(&cx, &model);
    if let Err(error) = cx.check() {
        return fallback::interface(&model, error);
    }
    let tokens = expand::interface::expand(&model);
    debug::print(&item.ident, &tokens);
    tokens
}
