//! Models: syn input turned into the macros' own types, with spans kept
//! for errors.

pub mod availability;
pub mod dialect;
pub mod docs;
pub mod enum_attr;
pub mod format;
pub mod interface;
pub mod op;
pub mod symbol_def;

use darling::ast::NestedMeta;
use darling::FromMeta;
use proc_macro2::TokenStream;

use crate::ctxt::Ctxt;

/// The options of a macro (`#[op(...)]`, ...): a darling parse, with its
/// mistakes worded for `noun` (`op`, `dialect`). After a mistake the
/// options that parse on their own are kept (the first of each name), so
/// that the fallback expansion stays close to what the user wrote.
pub fn parse_options<T: FromMeta + Default>(cx: &Ctxt, arguments: TokenStream, noun: &str) -> T {
    let list = match NestedMeta::parse_meta_list(arguments) {
        Ok(list) => list,
        Err(error) => {
            cx.syn_error(error);
            return T::default();
        }
    };
    let error = match T::from_list(&list) {
        Ok(options) => return options,
        Err(error) => error,
    };
    cx.darling_error(error, noun);
    let mut seen: Vec<String> = Vec::new();
    let kept: Vec<NestedMeta> = list
        .into_iter()
        .filter(|item| {
            let NestedMeta::Meta(meta) = item else { return false };
            let key = quote::ToTokens::to_token_stream(meta.path()).to_string();
            let first = !seen.contains(&key);
            seen.push(key);
            first && T::from_list(std::slice::from_ref(item)).is_ok()
        })
        .collect();
    T::from_list(&kept).unwrap_or_default()
}
