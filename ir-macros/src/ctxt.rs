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

    /// Records the errors of a darling parse.
    pub fn darling_error(&self, error: darling::Error) {
        for error in error.flatten() {
            let span = error.span();
            self.errors.borrow_mut().push(syn::Error::new(span, error.to_string()));
        }
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
