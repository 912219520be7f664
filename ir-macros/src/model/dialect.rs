//! The model of `#[dialect]` definitions: the options, the documentation
//! and the default availability.

use darling::FromMeta;
use proc_macro2::TokenStream;
use syn::{ExprArray, ItemStruct, LitStr, Path};

use super::availability::{parse_entries, Entry};
use super::docs::doc_string;
use crate::ctxt::Ctxt;

/// The options of `#[dialect(...)]`.
#[derive(FromMeta, Default)]
#[darling(default)]
pub struct DialectOptions {
    /// `name = "arith"`.
    pub name: Option<LitStr>,
    /// `ops = [AddIOp, ...]`.
    pub ops: Option<ExprArray>,
    /// `types = [PairType, ...]`.
    pub types: Option<ExprArray>,
    /// `attributes = [RangeAttr, ...]`.
    pub attributes: Option<ExprArray>,
    /// `enum_attributes = [FastMathFlags, ...]`: the dialect's
    /// `#[enum_attr(dialect = ..., mnemonic = ...)]` enums.
    pub enum_attributes: Option<ExprArray>,
    /// `opaque_attributes = ["coop_matrix_props_khr", ...]`: mnemonics of
    /// attributes the dialect has but does not model, kept as written.
    pub opaque_attributes: Option<ExprArray>,
    /// `materialize_constant = path`: creates the dialect's constants.
    pub materialize_constant: Option<Path>,
    /// `interfaces = [Object as dyn Interface, ...]`: dialect interfaces.
    pub interfaces: Option<ExprArray>,
    /// `availability = [MinVersion(V1_0), ...]`: the default availability
    /// of the ops that name this dialect (`#[op(dialect = ...)]`).
    pub availability: Option<ExprArray>,
    /// `type_availability = Rule`: what operand and result types require.
    pub type_availability: Option<Path>,
    /// `allow_unknown_operations`: ops of the namespace the dialect does
    /// not define are kept as unregistered ops.
    pub allow_unknown_operations: darling::util::Flag,
    /// `allow_unknown_types`: types of the namespace the dialect does not
    /// define are kept as opaque types.
    pub allow_unknown_types: darling::util::Flag,
    /// `allow_unknown_attributes`: attributes of the namespace the dialect
    /// does not define are kept as opaque attributes.
    pub allow_unknown_attributes: darling::util::Flag,
    /// `unknown_symbol_message = path`: the message for a type or
    /// attribute of the namespace the dialect does not define.
    pub unknown_symbol_message: Option<Path>,
    /// `blob_resources`: the dialect holds blobs in a file's
    /// `dialect_resources` section.
    pub blob_resources: darling::util::Flag,
    /// `verify_attribute = path`: checks the dialect's attributes where
    /// they are attached.
    pub verify_attribute: Option<Path>,
    /// `crate = path`.
    #[darling(rename = "crate")]
    pub krate: Option<Path>,
}

/// A `#[dialect]` definition.
pub struct DialectModel<'a> {
    pub original: &'a ItemStruct,
    pub options: DialectOptions,
    pub description: String,
    /// The default availability, parsed.
    pub availability: Vec<Entry>,
}

impl<'a> DialectModel<'a> {
    /// Builds the model, recording mistakes in `cx`.
    pub fn from_ast(cx: &Ctxt, arguments: TokenStream, item: &'a ItemStruct) -> DialectModel<'a> {
        let options: DialectOptions = super::parse_options(cx, arguments, "dialect");
        if options.name.is_none() && !cx.has_errors() {
            cx.error_spanned_by(&item.ident, "`#[dialect]` requires `name = \"...\"`");
        }
        if !matches!(item.fields, syn::Fields::Unit) {
            cx.error_spanned_by(
                &item.fields,
                "a dialect is a unit struct: `pub struct ArithDialect;`",
            );
        }
        let availability =
            parse_entries(cx, options.availability.iter().flat_map(|array| array.elems.iter()));
        if options.type_availability.is_some() && options.availability.is_none() {
            cx.error_spanned_by(
                &item.ident,
                "`type_availability` needs `availability = [...]`: the dimensions the dialect's ops answer",
            );
        }
        DialectModel { original: item, options, description: doc_string(&item.attrs), availability }
    }
}
