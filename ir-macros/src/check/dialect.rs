//! The rules of a `#[dialect]` definition's options.

use syn::{Expr, Type};

use crate::ctxt::Ctxt;
use crate::model::dialect::DialectModel;

/// A dialect interface entry: `Object as dyn Interface`.
pub struct DialectInterface {
    /// The object implementing the interface.
    pub object: Expr,
    /// The interface, `dyn Interface`.
    pub interface: Type,
    /// The entry as written, for spans.
    pub entry: Expr,
}

/// Rule: each entry of `interfaces = [...]` is written `Object as dyn
/// Interface`: the object and the interface trait it implements.
pub fn dialect_interfaces(cx: &Ctxt, model: &DialectModel) -> Vec<DialectInterface> {
    let entries = model.options.interfaces.iter().flat_map(|array| array.elems.iter());
    entries
        .filter_map(|entry| match entry {
            Expr::Cast(cast) => Some(DialectInterface {
                object: (*cast.expr).clone(),
                interface: (*cast.ty).clone(),
                entry: entry.clone(),
            }),
            other => {
                cx.error_spanned_by(
                    other,
                    "a dialect interface is written `Object as dyn Interface`: the object and the interface trait it implements",
                );
                None
            }
        })
        .collect()
}

/// Rule: each entry of `opaque_attributes = [...]` is a mnemonic, written
/// as a string (`"coop_matrix_props_khr"`).
pub fn opaque_attributes(cx: &Ctxt, model: &DialectModel) -> Vec<syn::LitStr> {
    let entries = model.options.opaque_attributes.iter().flat_map(|array| array.elems.iter());
    entries
        .filter_map(|entry| match entry {
            Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(mnemonic), .. }) => Some(mnemonic.clone()),
            other => {
                cx.error_spanned_by(
                    other,
                    "an opaque attribute is named by its mnemonic, as a string: `opaque_attributes = [\"props\"]` keeps `#dialect.props<...>` as written",
                );
                None
            }
        })
        .collect()
}
