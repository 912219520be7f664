//! Doc comments as markdown text.

/// The text of the `///` comments among `attrs`, one line each, with the
/// common leading space removed.
pub fn doc_string(attrs: &[syn::Attribute]) -> String {
    let mut lines = Vec::new();
    for attr in attrs {
        if attr.path() != crate::symbol::DOC {
            continue;
        }
        if let syn::Meta::NameValue(syn::MetaNameValue {
            value: syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(text), .. }),
            ..
        }) = &attr.meta
        {
            lines.push(text.value());
        }
    }
    let indent = lines
        .iter()
        .filter(|line| !line.trim().is_empty())
        .map(|line| line.len() - line.trim_start().len())
        .min()
        .unwrap_or(0);
    lines
        .iter()
        .map(|line| if line.len() >= indent { &line[indent..] } else { line.trim_start() })
        .collect::<Vec<_>>()
        .join("\n")
}
