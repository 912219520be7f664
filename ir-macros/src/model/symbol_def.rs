//! The model of `#[type_def]` and `#[attr_def]`: a dialect type or
//! attribute with named parameters and a format of literals and
//! `$parameter`s.

use darling::FromMeta;
use proc_macro2::TokenStream;
use syn::{Ident, ItemStruct, LitStr, Path, Type};

use super::docs::doc_string;
use super::format::{parse_format, ElementKind};
use crate::ctxt::Ctxt;

/// The options of `#[type_def(...)]` and `#[attr_def(...)]`.
#[derive(FromMeta, Default)]
#[darling(default)]
pub struct SymbolOptions {
    /// `dialect = "test"`.
    pub dialect: Option<LitStr>,
    /// `mnemonic = "pair"`.
    pub mnemonic: Option<LitStr>,
    /// `summary = "..."`.
    pub summary: Option<LitStr>,
    /// `format = "..."`: literals and `$parameter`s.
    pub format: Option<LitStr>,
    /// `print = path`: writes the parameters after the mnemonic, in place
    /// of a format (`fn(&Self, &mut SymbolPrinter)`).
    pub print: Option<Path>,
    /// `parse = path`: reads what `print` writes
    /// (`fn(&mut SymbolParser) -> ParseResult<Self>`).
    pub parse: Option<Path>,
    /// `interfaces = [FooModel::of::<Handle>(), ...]`: interface tables
    /// attached to the kind (`dialect.mnemonic`) when it registers.
    pub interfaces: Option<syn::ExprArray>,
    /// `shape = path`: a shaped type's shape and element type
    /// (`fn(&Self, &Context) -> Option<(Vec<i64>, Type)>`), types only.
    pub shape: Option<Path>,
    /// `crate = path`.
    #[darling(rename = "crate")]
    pub krate: Option<Path>,
}

/// A format element of a type or attribute.
pub enum SymbolElement {
    /// A keyword or punctuation.
    Literal(String),
    /// A parameter, by index.
    Parameter(usize),
}

/// A `#[type_def]` or `#[attr_def]` definition.
pub struct SymbolModel<'a> {
    pub original: &'a ItemStruct,
    pub options: SymbolOptions,
    pub parameters: Vec<(Ident, Type)>,
    pub elements: Vec<SymbolElement>,
    pub description: String,
}

impl<'a> SymbolModel<'a> {
    /// Builds the model, recording mistakes in `cx`; `what` is `type` or
    /// `attribute`.
    pub fn from_ast(
        cx: &Ctxt,
        arguments: TokenStream,
        item: &'a ItemStruct,
        what: &str,
    ) -> SymbolModel<'a> {
        let options: SymbolOptions = super::parse_options(cx, arguments, what);
        if (options.dialect.is_none() || options.mnemonic.is_none()) && !cx.has_errors() {
            cx.error_spanned_by(
                &item.ident,
                format!("a dialect {what} needs `dialect = \"...\"` and `mnemonic = \"...\"`"),
            );
        }
        if !item.generics.params.is_empty() {
            cx.error_spanned_by(
                &item.generics,
                format!("a dialect {what} cannot have generic parameters"),
            );
        }
        let parameters: Vec<(Ident, Type)> = match &item.fields {
            syn::Fields::Named(fields) => fields
                .named
                .iter()
                .filter_map(|field| Some((field.ident.clone()?, field.ty.clone())))
                .collect(),
            syn::Fields::Unit => Vec::new(),
            syn::Fields::Unnamed(fields) => {
                cx.error_spanned_by(
                    fields,
                    format!("the parameters of a dialect {what} are named fields"),
                );
                Vec::new()
            }
        };
        if let (Some(shape), "attribute") = (&options.shape, what) {
            cx.error_spanned_by(shape, "only a dialect type can have a `shape` hook");
        }
        let mut elements = Vec::new();
        let hooks = options.print.is_some() || options.parse.is_some();
        if hooks {
            match (&options.print, &options.parse, &options.format) {
                (Some(_), Some(_), Some(format)) => cx.error_spanned_by(
                    format,
                    format!("a dialect {what} has either a `format` or `print` and `parse` hooks, not both"),
                ),
                (Some(print), None, _) => cx.error_spanned_by(
                    print,
                    format!("a dialect {what} with a `print` hook needs a `parse` hook too"),
                ),
                (None, Some(parse), _) => cx.error_spanned_by(
                    parse,
                    format!("a dialect {what} with a `parse` hook needs a `print` hook too"),
                ),
                _ => {}
            }
        }
        match &options.format {
            _ if hooks => {}
            Some(format) => match parse_format(&format.value()) {
                Ok(parsed) => {
                    let mut seen = vec![false; parameters.len()];
                    for element in parsed {
                        match element.kind {
                            ElementKind::Literal(text) => elements.push(SymbolElement::Literal(text)),
                            ElementKind::Variable(name) => match parameters.iter().position(|(ident, _)| ident == &name) {
                                Some(index) if seen[index] => {
                                    cx.error_spanned_by(format, format!("`${name}` appears twice in the format"));
                                }
                                Some(index) => {
                                    seen[index] = true;
                                    elements.push(SymbolElement::Parameter(index));
                                }
                                None => cx.error_spanned_by(format, format!("`${name}` is not a parameter of `{}`", item.ident)),
                            },
                            _ => cx.error_spanned_by(
                                format,
                                format!("the format of a dialect {what} holds literals and `$parameter`s only"),
                            ),
                        }
                    }
                    for (index, seen) in seen.iter().enumerate() {
                        if !seen {
                            cx.error_spanned_by(
                                format,
                                format!(
                                    "parameter `{}` is missing from the format: add `${}`",
                                    parameters[index].0, parameters[index].0
                                ),
                            );
                        }
                    }
                }
                Err(error) => cx.error_spanned_by(format, error.message),
            },
            None if !parameters.is_empty() => cx.error_spanned_by(
                &item.ident,
                format!(
                    "a dialect {what} with parameters needs a `format`, e.g. \"`<` $a `,` $b `>`\""
                ),
            ),
            None => {}
        }
        SymbolModel {
            original: item,
            options,
            parameters,
            elements,
            description: doc_string(&item.attrs),
        }
    }
}
