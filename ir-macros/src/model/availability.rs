//! Availability declarations: `Dimension(requirement)` entries, as ops
//! (`availability = [...]`), dialects (their defaults) and enum cases
//! (`#[availability(...)]`) write them, and the code they become.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned, ToTokens};
use syn::spanned::Spanned;
use syn::{Expr, Path};

use crate::ctxt::Ctxt;

/// One entry: `MinVersion(Version::V1_3)` or
/// `Capabilities([Capability::A, Capability::B])`.
pub struct Entry {
    /// The dimension type, as written.
    pub dimension: Path,
    /// The requirement value: the case, or `&[cases]` for a disjunction.
    pub requirement: TokenStream,
    /// The cases, for the `const` form (`case as u64`).
    pub cases: Vec<Expr>,
    /// The entry as written, for messages.
    pub text: String,
}

const SHAPE: &str = "an availability entry is `Dimension(requirement)`: `MinVersion(Version::V1_3)`, or `Capabilities([Capability::A, Capability::B])` for a disjunction";

/// Parses the entries of a list, recording mistakes in `cx`.
pub fn parse_entries<'a>(cx: &Ctxt, entries: impl IntoIterator<Item = &'a Expr>) -> Vec<Entry> {
    let mut parsed = Vec::new();
    for entry in entries {
        // An entry passed through a `macro_rules!` as `$entry:expr` comes
        // wrapped in an invisible group.
        let mut entry = entry;
        while let Expr::Group(group) = entry {
            entry = &group.expr;
        }
        let Expr::Call(call) = entry else {
            cx.error_spanned_by(entry, SHAPE);
            continue;
        };
        let Expr::Path(dimension) = &*call.func else {
            cx.error_spanned_by(&call.func, "expected the dimension's type, such as `MinVersion`");
            continue;
        };
        if call.args.len() != 1 {
            cx.error_spanned_by(
                entry,
                format!(
                    "`{}` takes one requirement: a case, or `[...]` for a disjunction",
                    dimension.path.to_token_stream().to_string().replace(' ', "")
                ),
            );
            continue;
        }
        let mut argument = &call.args[0];
        while let Expr::Group(group) = argument {
            argument = &group.expr;
        }
        let (requirement, cases) = match argument {
            Expr::Array(array) => {
                let cases: Vec<Expr> = array.elems.iter().cloned().collect();
                (quote_spanned!(array.span()=> &[#(#cases),*]), cases)
            }
            Expr::Lit(literal) => {
                cx.error_spanned_by(
                    literal,
                    "a requirement names enum cases (`Version::V1_3`), not literals",
                );
                continue;
            }
            single => (single.to_token_stream(), vec![single.clone()]),
        };
        let text = entry.to_token_stream().to_string().replace(' ', "");
        parsed.push(Entry { dimension: dimension.path.clone(), requirement, cases, text });
    }
    parsed
}

/// `merge_if::<D, Dimension>(overall, requirement);` for each entry.
/// Errors point at the entry, but `overall` keeps the expansion's own
/// span, so the call still finds the variable when the entry was passed
/// through a `macro_rules!` (whose hygiene would hide it otherwise).
pub fn merge_calls(entries: &[Entry], krate: &Path) -> TokenStream {
    let overall = quote!(overall);
    let calls = entries.iter().map(|entry| {
        let dimension = &entry.dimension;
        let requirement = &entry.requirement;
        quote_spanned! {dimension.span()=>
            #krate::availability::merge_if::<D, #dimension>(#overall, #requirement);
        }
    });
    quote!(#(#calls)*)
}

/// Whether `D` is one of the entries' dimensions, as an expression.
pub fn mentions(entries: &[Entry], krate: &Path) -> TokenStream {
    if entries.is_empty() {
        return quote!(false);
    }
    let tests = entries.iter().map(|entry| {
        let dimension = &entry.dimension;
        quote!(#krate::availability::same_dimension::<D, #dimension>())
    });
    quote!(#(#tests)||*)
}

/// The entries as `StaticRequirement`s; `subject` starts each message
/// (`op \`spirv.IAdd\``).
pub fn static_requirements(entries: &[Entry], krate: &Path, subject: &str) -> TokenStream {
    let items = entries.iter().map(|entry| {
        let dimension = &entry.dimension;
        let cases = &entry.cases;
        let message =
            format!("{subject} is not available in this target: it requires {}", entry.text);
        quote! {
            #krate::availability::StaticRequirement {
                dimension: <#dimension as #krate::availability::Dimension>::NAME,
                kind: <#dimension as #krate::availability::Dimension>::KIND,
                values: &[#((#cases) as u64),*],
                message: #message,
            }
        }
    });
    quote!(&[#(#items),*])
}
