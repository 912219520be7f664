//! Where generated code finds `ir-core`: the `crate = path` option when
//! the user gives one, otherwise the name under which the crate being
//! compiled depends on `ir-core`, read from its `Cargo.toml` by
//! `proc-macro-crate` (so `core_ir = { package = "ir-core", ... }` works
//! without options), otherwise `::ir_core`.
//!
//! Inside `ir-core` itself (its library, doctests and tests),
//! `proc-macro-crate` answers "this crate"; that maps to `::ir_core`,
//! which the library declares with `extern crate self as ir_core` and
//! doctests and tests have as an extern crate.

use proc_macro2::Span;
use proc_macro_crate::{crate_name, FoundCrate};
use syn::Path;

/// The package name generated code refers to.
const CORE_PACKAGE: &str = "ir-core";

/// The path of `ir-core` for one invocation: the user's `crate = path`,
/// or the one found in the manifest.
pub fn resolve(user_path: Option<&Path>) -> Path {
    match user_path {
        Some(path) => path.clone(),
        None => path_of(crate_name(CORE_PACKAGE).ok()),
    }
}

/// The path of `ir-transforms` for `conversion_rules!`: the user's
/// `transforms = path`, or the one found in the manifest.
pub fn resolve_transforms(user_path: Option<&Path>) -> Path {
    match user_path {
        Some(path) => path.clone(),
        None => {
            let name = match crate_name("ir-transforms") {
                Ok(FoundCrate::Name(name)) => name,
                Ok(FoundCrate::Itself) => return syn::parse_quote!(crate),
                Err(_) => "ir_transforms".to_owned(),
            };
            let ident = syn::Ident::new(&name, Span::call_site());
            syn::parse_quote!(::#ident)
        }
    }
}

/// The path for what `proc-macro-crate` found.
fn path_of(found: Option<FoundCrate>) -> Path {
    let name = match found {
        Some(FoundCrate::Name(name)) => name,
        Some(FoundCrate::Itself) | None => "ir_core".to_owned(),
    };
    let ident = syn::Ident::new(&name, Span::call_site());
    syn::parse_quote!(::#ident)
}

#[cfg(test)]
mod tests {
    use proc_macro_crate::FoundCrate;
    use quote::ToTokens;

    use super::{path_of, resolve};

    fn text(path: &syn::Path) -> String {
        path.to_token_stream().to_string().replace(' ', "")
    }

    #[test]
    fn a_renamed_dependency_is_used_by_its_name() {
        assert_eq!(text(&path_of(Some(FoundCrate::Name("core_ir".into())))), "::core_ir");
    }

    #[test]
    fn inside_ir_core_and_without_a_dependency_the_path_is_ir_core() {
        assert_eq!(text(&path_of(Some(FoundCrate::Itself))), "::ir_core");
        assert_eq!(text(&path_of(None)), "::ir_core");
    }

    #[test]
    fn the_crate_option_wins() {
        let user: syn::Path = syn::parse_quote!(crate);
        assert_eq!(text(&resolve(Some(&user))), "crate");
    }

    /// The whole lookup on a manifest with a renamed dependency: the one
    /// test of this crate that sets `CARGO_MANIFEST_DIR`.
    #[test]
    fn finds_a_renamed_dependency_in_the_manifest() {
        let directory =
            std::env::temp_dir().join(format!("ir-macros-crate-path-{}", std::process::id()));
        std::fs::create_dir_all(directory.join("src")).expect("a temporary directory");
        std::fs::write(
            directory.join("Cargo.toml"),
            "[package]\nname = \"downstream\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\ncore_ir = { package = \"ir-core\", path = \"../ir-core\" }\n",
        )
        .expect("a manifest");
        std::fs::write(directory.join("src/lib.rs"), "").expect("a library");
        let saved = std::env::var_os("CARGO_MANIFEST_DIR");
        std::env::set_var("CARGO_MANIFEST_DIR", &directory);
        let found = text(&resolve(None));
        match saved {
            Some(saved) => std::env::set_var("CARGO_MANIFEST_DIR", saved),
            None => std::env::remove_var("CARGO_MANIFEST_DIR"),
        }
        let _ = std::fs::remove_dir_all(&directory);
        assert_eq!(found, "::core_ir");
    }
}
