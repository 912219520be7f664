//! [`Ctxt`]: the errors of one macro invocation. Parsers record an error
//! and keep going, so one compile shows every mistake; `check` returns
//! them all at once.

use std::cell::RefCell;

use proc_macro2::TokenStream;
use quote::ToTokens;

/// Collects the errors of one invocation.
#[derive(Default)]
pub struct Ctxt {
    errors: RefCell<Vec<syn::Error>>,
}

impl Ctxt {
    /// A context with no errors.
    pub fn new() -> Self {
        Ctxt::default()
    }

    /// Records an error spanned by the tokens of `object`.
    pub fn error_spanned_by<T: ToTokens, M: std::fmt::Display>(&self, object: T, message: M) {
        self.errors.borrow_mut().push(syn::Error::new_spanned(object.into_token_stream(), message));
    }

    /// Records a parse error.
    pub fn syn_error(&self, error: syn::Error) {
        self.errors.borrow_mut().push(error);
    }

    /// Records the errors of a darling parse of `#[<noun>(...)]` options,
    /// worded in the project's style.
    pub fn darling_error(&self, error: darling::Error, noun: &str) {
        for error in error.flatten() {
            let span = error.span();
            let message = reword_darling(&error.to_string(), noun);
            self.errors.borrow_mut().push(syn::Error::new(span, message));
        }
    }

    /// How many errors were recorded.
    pub fn error_count(&self) -> usize {
        self.errors.borrow().len()
    }

    /// Whether an error was recorded.
    pub fn has_errors(&self) -> bool {
        !self.errors.borrow().is_empty()
    }

    /// Every recorded error, combined into one.
    pub fn check(self) -> Result<(), syn::Error> {
        let mut errors = self.errors.into_inner().into_iter();
        let Some(mut combined) = errors.next() else { return Ok(()) };
        for error in errors {
            combined.combine(error);
        }
        Err(combined)
    }
}

/// The item unchanged followed by the errors, so that one mistake does not
/// cascade into "cannot find type" errors elsewhere.
pub fn with_errors(item: TokenStream, error: syn::Error) -> TokenStream {
    let errors = error.to_compile_error();
    quote::quote! { #item #errors }
}

/// What an option of the macros takes, for messages.
fn option_form(option: &str) -> &'static str {
    match option {
        "traits" | "canonicalize" | "ops" | "interfaces" | "types" | "attributes"
        | "enum_attributes" => "a list: `[A, B]`",
        "opaque_attributes" => "a list of mnemonics: `[\"a\", \"b\"]`",
        "verify"
        | "verify_regions"
        | "fold"
        | "fold_in_place"
        | "print"
        | "parse"
        | "infer"
        | "result_names"
        | "materialize_constant"
        | "unknown_symbol_message"
        | "verify_attribute"
        | "crate" => "a path: `verify = my_function`",
        "bits" => "no value: `bits`",
        "allow_unknown_operations" => "no value: `allow_unknown_operations`",
        "allow_unknown_types" => "no value: `allow_unknown_types`",
        "allow_unknown_attributes" => "no value: `allow_unknown_attributes`",
        "blob_resources" => "no value: `blob_resources`",
        "mlir_messages" => "no value: `mlir_messages`",
        _ => "a string: `name = \"...\"`",
    }
}

/// darling's messages in the project's wording: "unknown op option `x`",
/// "duplicate `name` option", "`ops` takes a list".
fn reword_darling(message: &str, noun: &str) -> String {
    if let Some(rest) = message.strip_prefix("Unknown field: ") {
        let rest = rest.replace(". Did you mean", "; did you mean");
        return format!("unknown {noun} option {rest}");
    }
    if let Some(rest) = message.strip_prefix("Duplicate field ") {
        return format!("duplicate {rest} option");
    }
    if message.starts_with("Unexpected") {
        if let Some((_, option)) = message.rsplit_once(" at ") {
            return format!("`{option}` takes {}", option_form(option));
        }
    }
    message.to_owned()
}

#[cfg(test)]
mod tests {
    use super::reword_darling;

    #[test]
    fn rewords_darling_messages() {
        assert_eq!(
            reword_darling("Unknown field: `summery`. Did you mean `summary`?", "op"),
            "unknown op option `summery`; did you mean `summary`?"
        );
        assert_eq!(reword_darling("Duplicate field `name`", "op"), "duplicate `name` option");
        assert_eq!(
            reword_darling("Unexpected type `path` at ops", "dialect"),
            "`ops` takes a list: `[A, B]`"
        );
    }
}
