//! Availability declarations as data: `Dimension(requirement)` entries, as
//! ops (`availability = [...]`), dialects (their defaults) and enum cases
//! (`#[availability(...)]`) write them, parsed and checked (each entry is
//! a call of a dimension type with one requirement, a case or a list of
//! cases, never a literal); `expand::availability` turns them into code.

use proc_macro2::Span;
use quote::ToTokens;
use syn::spanned::Spanned;
use syn::{Expr, Path};

use crate::ctxt::Ctxt;

/// One entry: `MinVersion(Version::V1_3)` or
/// `Capabilities([Capability::A, Capability::B])`.
pub struct Entry {
    /// The dimension type, as written.
    pub dimension: Path,
    /// The cases: one, or the members of a disjunction.
    pub cases: Vec<Expr>,
    /// The span of `[...]` when the requirement is a disjunction.
    pub disjunction: Option<Span>,
    /// The entry as written, for messages.
    pub text: String,
}

const SHAPE: &str = "an availability entry is `Dimension(requirement)`: `MinVersion(Version::V1_3)`, or `Capabilities([Capability::A, Capability::B])` for a disjunction";

/// An expression without the invisible groups a `macro_rules!` wraps
/// around `$entry:expr`.
fn ungrouped(mut expr: &Expr) -> &Expr {
    while let Expr::Group(group) = expr {
        expr = &group.expr;
    }
    expr
}

/// Rule: each entry is a call of a dimension type with one requirement,
/// a case (`Version::V1_3`) or a list of cases (`[A, B]`, one
/// disjunction), never a literal. Entries that break it are reported and
/// left out.
pub fn parse_entries<'a>(cx: &Ctxt, entries: impl IntoIterator<Item = &'a Expr>) -> Vec<Entry> {
    entries.into_iter().filter_map(|entry| parse_entry(cx, ungrouped(entry))).collect()
}

fn parse_entry(cx: &Ctxt, entry: &Expr) -> Option<Entry> {
    let Expr::Call(call) = entry else {
        cx.error_spanned_by(entry, SHAPE);
        return None;
    };
    let Expr::Path(dimension) = &*call.func else {
        cx.error_spanned_by(&call.func, "expected the dimension's type, such as `MinVersion`");
        return None;
    };
    if call.args.len() != 1 {
        cx.error_spanned_by(
            entry,
            format!(
                "`{}` takes one requirement: a case, or `[...]` for a disjunction",
                dimension.path.to_token_stream().to_string().replace(' ', "")
            ),
        );
        return None;
    }
    let (cases, disjunction) = match ungrouped(&call.args[0]) {
        Expr::Array(array) => (array.elems.iter().cloned().collect(), Some(array.span())),
        Expr::Lit(literal) => {
            cx.error_spanned_by(
                literal,
                "a requirement names enum cases (`Version::V1_3`), not literals",
            );
            return None;
        }
        single => (vec![single.clone()], None),
    };
    let text = entry.to_token_stream().to_string().replace(' ', "");
    Some(Entry { dimension: dimension.path.clone(), cases, disjunction, text })
}

#[cfg(test)]
mod tests {
    use super::parse_entries;
    use crate::ctxt::Ctxt;

    #[test]
    fn reads_cases_and_disjunctions_and_reports_literals() {
        let cx = Ctxt::new();
        let list: syn::ExprArray =
            syn::parse_quote!([MinVersion(Version::V1), Capabilities([A, B]), MaxVersion(3)]);
        let entries = parse_entries(&cx, &list.elems);
        assert_eq!(entries.len(), 2);
        assert!(entries[0].disjunction.is_none());
        assert_eq!(entries[1].cases.len(), 2);
        assert!(entries[1].disjunction.is_some());
        let error = cx.check().expect_err("a literal requirement");
        assert_eq!(
            error.to_string(),
            "a requirement names enum cases (`Version::V1_3`), not literals"
        );
    }
}
