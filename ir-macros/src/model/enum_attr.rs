//! The model of `#[enum_attr]` definitions: the options, and each case with
//! its keyword, value, availability and implied cases.

use darling::FromMeta;
use proc_macro2::TokenStream;
use syn::{Ident, ItemEnum, LitStr, Path};

use super::availability::{parse_entries, Entry};
use crate::ctxt::Ctxt;
use crate::symbol::{AVAILABILITY, CASE, IMPLIES};

/// The options of `#[enum_attr(...)]`.
#[derive(FromMeta, Default)]
#[darling(default)]
pub struct EnumOptions {
    /// `storage = "i64"` or `"i32"`: an integer attribute in the generic form.
    pub storage: Option<LitStr>,
    /// `dialect = "arith"` with `mnemonic = "fastmath"`: a dialect attribute.
    pub dialect: Option<LitStr>,
    /// The dialect attribute's mnemonic.
    pub mnemonic: Option<LitStr>,
    /// `bits`: cases are bits of a set.
    pub bits: bool,
    /// `separator = ", "` between the cases of a bit set.
    pub separator: Option<LitStr>,
    /// `mlir_messages`: parse errors in MLIR's words, for an enum that
    /// mirrors one of MLIR's.
    pub mlir_messages: bool,
    /// `mlir_class = "::mlir::spirv::Scope"` with `mlir_attr_def =
    /// "SPIRV_ScopeAttr"`: MLIR's names for the enum and its attribute,
    /// which its parse errors of the `<case>` form name.
    pub mlir_class: Option<LitStr>,
    /// See `mlir_class`.
    pub mlir_attr_def: Option<LitStr>,
    /// `description = "..."`: what messages call the attribute.
    pub description: Option<LitStr>,
    /// `crate = path`.
    #[darling(rename = "crate")]
    pub krate: Option<Path>,
}

/// One case.
pub struct Case {
    pub ident: Ident,
    pub keyword: String,
    pub value: u64,
    /// `#[availability(...)]`: what the case requires.
    pub availability: Vec<Entry>,
    /// `#[implies(...)]`: the cases this one implies.
    pub implies: Vec<syn::Expr>,
}

/// An `#[enum_attr]` definition.
pub struct EnumModel<'a> {
    pub original: &'a ItemEnum,
    pub options: EnumOptions,
    pub cases: Vec<Case>,
}

impl<'a> EnumModel<'a> {
    /// Builds the model, recording mistakes in `cx`.
    pub fn from_ast(cx: &Ctxt, arguments: TokenStream, item: &'a ItemEnum) -> EnumModel<'a> {
        let options: EnumOptions = super::parse_options(cx, arguments, "enum attribute");
        match (&options.storage, &options.dialect, &options.mnemonic) {
            (Some(storage), None, None) if !matches!(storage.value().as_str(), "i32" | "i64") => {
                cx.error_spanned_by(storage, "`storage` is \"i32\" or \"i64\"");
            }
            (Some(_), None, None) => {}
            (None, Some(_), Some(_)) => {}
            (None, Some(dialect), None) => cx.error_spanned_by(dialect, "a dialect enum attribute needs `mnemonic = \"...\"` too"),
            (Some(storage), Some(_), _) => cx.error_spanned_by(storage, "give `storage` (an integer attribute) or `dialect` and `mnemonic` (a dialect attribute), not both"),
            _ if !cx.has_errors() => cx.error_spanned_by(
                &item.ident,
                "`#[enum_attr]` needs `storage = \"i64\"` (an integer attribute) or `dialect = \"...\", mnemonic = \"...\"`",
            ),
            _ => {}
        }
        let mut cases = Vec::new();
        for variant in &item.variants {
            if !matches!(variant.fields, syn::Fields::Unit) {
                cx.error_spanned_by(&variant.fields, "enum attribute cases carry no data");
                continue;
            }
            let value = match &variant.discriminant {
                Some((_, syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(value), .. }))) => value,
                Some((_, other)) => {
                    cx.error_spanned_by(other, "a case value is a non-negative integer literal");
                    continue;
                }
                None => {
                    let taken: Vec<u64> = item
                        .variants
                        .iter()
                        .filter_map(|variant| match &variant.discriminant {
                            Some((
                                _,
                                syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(value), .. }),
                            )) => value.base10_parse::<u64>().ok(),
                            _ => None,
                        })
                        .collect();
                    let free = (0..).find(|value| !taken.contains(value)).unwrap_or(0);
                    cx.error_spanned_by(
                        &variant.ident,
                        format!(
                            "give case `{}` its value: `{} = {free}`",
                            variant.ident, variant.ident
                        ),
                    );
                    continue;
                }
            };
            let Ok(value) = value.base10_parse::<u64>() else {
                cx.error_spanned_by(value, "a case value is a non-negative integer");
                continue;
            };
            let mut keyword = variant.ident.to_string().to_lowercase();
            let mut availability = Vec::new();
            let mut implies = Vec::new();
            for attr in &variant.attrs {
                if attr.path() == AVAILABILITY || attr.path() == IMPLIES {
                    let parser =
                        syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
                    match attr.parse_args_with(parser) {
                        Ok(list) if attr.path() == AVAILABILITY => {
                            availability.extend(parse_entries(cx, &list));
                        }
                        Ok(list) => implies.extend(list),
                        Err(error) => cx.syn_error(error),
                    }
                    continue;
                }
                if attr.path() == CASE {
                    match attr.parse_args::<LitStr>() {
                        Ok(text) => keyword = text.value(),
                        Err(_) => cx.error_spanned_by(
                            attr,
                            format!(
                                "`#[case]` takes the keyword as a string: `#[case(\"{keyword}\")]`"
                            ),
                        ),
                    }
                }
            }
            if cases.iter().any(|case: &Case| case.keyword == keyword) {
                cx.error_spanned_by(&variant.ident, format!("two cases are spelled `{keyword}`"));
            }
            if let Some(earlier) = cases.iter().find(|case: &&Case| case.value == value) {
                if let Some((_, discriminant)) = &variant.discriminant {
                    cx.error_spanned_by(
                        discriminant,
                        format!(
                            "cases `{}` and `{}` both have value `{value}`",
                            earlier.ident, variant.ident
                        ),
                    );
                }
            }
            if options.bits && !availability.is_empty() && value.count_ones() != 1 {
                cx.error_spanned_by(
                    &variant.ident,
                    "in a `bits` enum only single-bit cases carry availability (a set's requirements are its bits')",
                );
            }
            cases.push(Case {
                ident: variant.ident.clone(),
                keyword,
                value,
                availability,
                implies,
            });
        }
        if cases.is_empty() && !cx.has_errors() {
            cx.error_spanned_by(&item.ident, "an enum attribute needs at least one case");
        }
        // Rule: in a set of bits, every case is none (0), one bit, or a group
        // of the one-bit cases.
        if options.bits {
            let single_bits = cases
                .iter()
                .filter(|case| case.value.count_ones() == 1)
                .fold(0, |all, case| all | case.value);
            for (case, variant) in cases.iter().zip(&item.variants) {
                if case.value.count_ones() > 1 && case.value & !single_bits != 0 {
                    let span = variant.discriminant.as_ref().map(|(_, value)| value);
                    cx.error_spanned_by(
                        span,
                        format!(
                            "case `{}` = {} sets bits no single-bit case has: in a `bits` enum a case is 0, one bit (1, 2, 4, ...) or a union of one-bit cases",
                            case.ident, case.value
                        ),
                    );
                }
            }
        }
        EnumModel { original: item, options, cases }
    }
}
