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

#[cfg(test)]
mod tests {
    //! The macros' documentation names every option their models read:
    //! the option lists of the docs and of the code cannot drift apart.

    /// The options a model's options struct reads: its `pub` fields, under
    /// their darling names (`krate` is read as `crate`).
    fn options_of(source: &str, options_struct: &str) -> Vec<String> {
        let start = source
            .find(&format!("pub struct {options_struct} {{"))
            .unwrap_or_else(|| panic!("`{options_struct}` is defined"));
        let body = &source[start..];
        let body = &body[..body.find("\n}").unwrap_or(body.len())];
        body.lines()
            .skip(1)
            .filter_map(|line| line.trim().strip_prefix("pub "))
            .filter_map(|field| field.split(':').next())
            .map(|name| if name == "krate" { "crate".to_owned() } else { name.to_owned() })
            .collect()
    }

    /// The doc comment of the `#[proc_macro_attribute]` function `name`.
    fn macro_docs(name: &str) -> String {
        let library = include_str!("../lib.rs");
        let end = library
            .find(&format!("pub fn {name}("))
            .unwrap_or_else(|| panic!("the macro `{name}` is defined"));
        let before = &library[..end];
        let lines: Vec<&str> = before.lines().collect();
        let mut docs: Vec<&str> = lines
            .iter()
            .rev()
            .skip_while(|line| !line.trim_start().starts_with("///"))
            .take_while(|line| {
                let line = line.trim_start();
                line.starts_with("///") || line.starts_with("#[")
            })
            .copied()
            .collect();
        docs.reverse();
        docs.join("\n")
    }

    #[test]
    fn every_option_is_documented_on_its_macro() {
        let models = [
            (include_str!("op.rs"), "OpOptions", &["op"][..]),
            (include_str!("dialect.rs"), "DialectOptions", &["dialect"][..]),
            (include_str!("enum_attr.rs"), "EnumOptions", &["enum_attr"][..]),
            (include_str!("symbol_def.rs"), "SymbolOptions", &["type_def"][..]),
            (include_str!("interface.rs"), "InterfaceOptions", &["op_interface"][..]),
        ];
        let mut missing = Vec::new();
        for (source, options_struct, macros) in models {
            for option in options_of(source, options_struct) {
                for name in macros {
                    let docs = macro_docs(name);
                    let named =
                        [format!("`{option}`"), format!("{option} ="), format!("`{option},")];
                    if !named.iter().any(|form| docs.contains(form.as_str())) {
                        missing.push(format!("#[{name}] does not document `{option}`"));
                    }
                }
            }
        }
        assert!(missing.is_empty(), "{}", missing.join("\n"));
    }
}
