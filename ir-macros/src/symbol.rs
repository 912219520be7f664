//! The keywords of the macros' attributes, compared by path
//! (`meta.path == DEFAULT`).

use std::fmt;

use syn::{Ident, Path};

/// One keyword.
#[derive(Copy, Clone)]
pub struct Symbol(pub &'static str);

/// `#[operand(...)]` on a field.
pub const OPERAND: Symbol = Symbol("operand");
/// `#[result(...)]` on a field.
pub const RESULT: Symbol = Symbol("result");
/// `#[property(...)]` on a field.
pub const PROPERTY: Symbol = Symbol("property");
/// `#[region(...)]` on a field.
pub const REGION: Symbol = Symbol("region");
/// `#[successor]` on a field.
pub const SUCCESSOR: Symbol = Symbol("successor");
/// `name = "..."` in `#[property]`.
pub const NAME: Symbol = Symbol("name");
/// `default` or `default = ...` in `#[property]`.
pub const DEFAULT: Symbol = Symbol("default");
/// `constraint = ...` in `#[property]`.
pub const CONSTRAINT: Symbol = Symbol("constraint");
/// `blocks = N` in `#[region]`.
pub const BLOCKS: Symbol = Symbol("blocks");
/// `#[case("keyword")]` on an enum variant.
pub const CASE: Symbol = Symbol("case");
/// `#[availability(...)]` on an enum variant.
pub const AVAILABILITY: Symbol = Symbol("availability");
/// `#[implies(...)]` on an enum variant.
pub const IMPLIES: Symbol = Symbol("implies");
/// `requires = Rule` on an operand, result or property.
pub const REQUIRES: Symbol = Symbol("requires");
/// `#[doc = "..."]`.
pub const DOC: Symbol = Symbol("doc");

impl PartialEq<Symbol> for Ident {
    fn eq(&self, word: &Symbol) -> bool {
        self == word.0
    }
}

impl PartialEq<Symbol> for &Ident {
    fn eq(&self, word: &Symbol) -> bool {
        *self == word.0
    }
}

impl PartialEq<Symbol> for Path {
    fn eq(&self, word: &Symbol) -> bool {
        self.is_ident(word.0)
    }
}

impl PartialEq<Symbol> for &Path {
    fn eq(&self, word: &Symbol) -> bool {
        self.is_ident(word.0)
    }
}

impl fmt::Display for Symbol {
    fn fmt(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        formatter.write_str(self.0)
    }
}
