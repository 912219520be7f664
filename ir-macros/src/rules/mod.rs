//! `rewrite_rules!`: declarative rewrite rules (MLIR's DRR). Parses the
//! rules (`model`), checks what needs no knowledge of the ops (bindings
//! used before they are bound, the shape of each form), and expands each
//! rule into a pattern whose uses of ops are checked by the compiler
//! against the ops' own definitions (`expand`).

mod expand;
mod model;

use proc_macro2::TokenStream;
use quote::quote;

use crate::ctxt::Ctxt;
use expand::Mode;
use model::RuleSet;

/// Expands a `rewrite_rules!` invocation.
pub fn rewrite_rules(input: TokenStream) -> TokenStream {
    expand_set(input, false)
}

/// Expands a `conversion_rules!` invocation.
pub fn conversion_rules(input: TokenStream) -> TokenStream {
    expand_set(input, true)
}

fn expand_set(input: TokenStream, conversion: bool) -> TokenStream {
    let set: RuleSet = match syn::parse2(input) {
        Ok(set) => set,
        Err(error) => return error.to_compile_error(),
    };
    let krate = crate::crate_path::resolve(set.krate.as_ref());
    let mode = if conversion {
        Mode::Conversion(crate::crate_path::resolve_transforms(set.transforms.as_ref()))
    } else {
        Mode::Rewrite
    };
    let cx = Ctxt::new();
    if let (Mode::Rewrite, Some(transforms)) = (&mode, &set.transforms) {
        cx.error_spanned_by(transforms, "`transforms = path` is for `conversion_rules!`");
    }
    let rules: Vec<TokenStream> =
        set.rules.iter().map(|rule| expand::expand_rule(rule, &krate, &mode, &cx)).collect();
    let pattern_trait = match &mode {
        Mode::Rewrite => quote!(#krate::rewrite::RewritePattern),
        Mode::Conversion(transforms) => quote!(#transforms::conversion::ConversionPattern),
    };
    let set_const = set.set.as_ref().map(|set_const| {
        let names = set.rules.iter().map(|rule| &rule.name);
        let (docs, vis, name) = (&set_const.docs, &set_const.vis, &set_const.name);
        quote! {
            #(#docs)*
            #vis const #name: &[&dyn #pattern_trait] = &[#(&#names),*];
        }
    });
    let output = quote! {
        #set_const
        #(#rules)*
    };
    match cx.check() {
        Ok(()) => output,
        Err(error) => {
            let errors = error.to_compile_error();
            quote!(#output #errors)
        }
    }
}
