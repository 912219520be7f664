//! The model of `rewrite_rules!`: rules as parsed, with the user's tokens
//! kept for spans. The grammar (see the macro's documentation):
//!
//! ```text
//! input    := ("crate" "=" Path ";")? ("transforms" "=" Path ";")? (Vis "const" Ident ";")? rule*
//! rule     := Attr* Vis Ident ":" source ("where" call ("," call)*)? "=>" results ";"
//! source   := Path "(" arg,* ")" ("as" $name)?          (an op: last segment UpperCamelCase)
//! arg      := "_" | $name (":" Constraint)? | source
//!           | "constant" "(" ("_" | $name) (":" Constraint)? ")"
//!           | Literal | Path | "{" Expr "}"              (the argument must equal it)
//! results  := result | "[" result,* "]"
//! result   := $name ("." N)? | $_location | Path "(" result,* ")" ("as" $name | "?")?
//!           | Literal | Path | "{" Expr "}"
//! ```
//!
//! In a `result`, a path whose last segment is UpperCamelCase followed by
//! arguments builds an op; a snake_case one calls a Rust function (MLIR's
//! `NativeCodeCall`).

use proc_macro2::{Span, TokenStream};
use quote::ToTokens;
use syn::parse::{Parse, ParseStream};
use syn::spanned::Spanned;
use syn::{
    braced, bracketed, parenthesized, Attribute, Expr, Ident, LitInt, Path, Token, Visibility,
};

/// `$name`.
#[derive(Clone)]
pub struct Binding {
    pub name: Ident,
    /// The `$` and the name.
    pub span: Span,
}

impl Binding {
    fn parse(input: ParseStream) -> syn::Result<Binding> {
        let dollar: Token![$] = input.parse()?;
        let name: Ident = input.call(syn::ext::IdentExt::parse_any)?;
        let span = dollar.span.join(name.span()).unwrap_or(name.span());
        Ok(Binding { name, span })
    }

    /// `$name`, as written.
    pub fn text(&self) -> String {
        format!("${}", self.name)
    }
}

/// An op in a source pattern.
pub struct SourceOp {
    pub path: Path,
    pub arguments: Vec<SourceArgument>,
    /// `as $name`.
    pub binding: Option<Binding>,
}

/// One argument of an op in a source pattern.
pub enum SourceArgument {
    /// `_`: anything.
    Ignore,
    /// `$name` or `$name: Constraint`.
    Bind { binding: Binding, constraint: Option<Expr> },
    /// A nested op defining the operand.
    Op(SourceOp),
    /// `constant($name: Constraint)`: a constant-like op defining the
    /// operand; binds its value (an attribute).
    Constant { keyword: Ident, binding: Option<Binding>, constraint: Option<Expr> },
    /// A value the argument must equal.
    Equals(Expr),
}

/// What a result pattern (or a constraint's argument) computes.
pub enum ResultNode {
    /// `$name` or `$name.N` (result `N` of an op bound to `$name`).
    Use { binding: Binding, index: Option<LitInt> },
    /// `$_location`: the location of the built ops.
    Location(Span),
    /// Builds an op.
    Build { path: Path, arguments: Vec<ResultNode>, binding: Option<Binding> },
    /// Calls a Rust function with the rewriter and the arguments; with
    /// `?`, a function returning `Option`, whose `None` makes the rule not
    /// apply.
    Call { path: Path, arguments: Vec<ResultNode>, fallible: bool },
    /// A Rust expression.
    Expr(Expr),
}

/// One rule.
pub struct Rule {
    pub docs: Vec<Attribute>,
    /// `#[added_benefit = N]`.
    pub added_benefit: u16,
    pub vis: Visibility,
    pub name: Ident,
    pub source: SourceOp,
    /// `where f($x, ...)`: calls that must return `true`.
    pub constraints: Vec<ResultNode>,
    pub results: Vec<ResultNode>,
    /// The tokens of `=> ...`, for spans of errors about the whole result.
    pub results_span: Span,
}

/// `pub const NAME;`, with its doc comments.
pub struct RuleSetConst {
    pub docs: Vec<Attribute>,
    pub vis: Visibility,
    pub name: Ident,
}

/// A whole invocation.
pub struct RuleSet {
    pub krate: Option<Path>,
    /// `transforms = path;`: where `ir-transforms` is
    /// (`conversion_rules!`).
    pub transforms: Option<Path>,
    /// `pub const NAME;`: a slice of every rule, as patterns.
    pub set: Option<RuleSetConst>,
    pub rules: Vec<Rule>,
}

/// Whether `path` names an op (its last segment is UpperCamelCase).
pub fn names_op(path: &Path) -> bool {
    path.segments
        .last()
        .and_then(|segment| segment.ident.to_string().chars().next())
        .is_some_and(|first| first.is_ascii_uppercase())
}

impl Parse for RuleSet {
    fn parse(input: ParseStream) -> syn::Result<RuleSet> {
        let mut krate = None;
        if input.peek(Token![crate]) && input.peek2(Token![=]) {
            input.parse::<Token![crate]>()?;
            input.parse::<Token![=]>()?;
            krate = Some(input.parse()?);
            input.parse::<Token![;]>()?;
        }
        let mut transforms = None;
        if input.peek(Ident) && input.peek2(Token![=]) {
            let key: Ident = input.fork().parse()?;
            if key == "transforms" {
                input.parse::<Ident>()?;
                input.parse::<Token![=]>()?;
                transforms = Some(input.parse()?);
                input.parse::<Token![;]>()?;
            }
        }
        let mut set = None;
        let fork = input.fork();
        let is_set = fork.call(Attribute::parse_outer).is_ok()
            && fork.parse::<Visibility>().is_ok()
            && fork.peek(Token![const]);
        if is_set {
            let docs = input.call(Attribute::parse_outer)?;
            let vis: Visibility = input.parse()?;
            input.parse::<Token![const]>()?;
            let name: Ident = input.parse()?;
            input.parse::<Token![;]>()?;
            set = Some(RuleSetConst { docs, vis, name });
        }
        let mut rules = Vec::new();
        while !input.is_empty() {
            rules.push(input.parse()?);
        }
        Ok(RuleSet { krate, transforms, set, rules })
    }
}

impl Parse for Rule {
    fn parse(input: ParseStream) -> syn::Result<Rule> {
        let attributes = input.call(Attribute::parse_outer)?;
        let mut docs = Vec::new();
        let mut added_benefit = 0;
        for attribute in attributes {
            if attribute.path().is_ident("doc") {
                docs.push(attribute);
            } else if attribute.path().is_ident("added_benefit") {
                let value = &attribute.meta.require_name_value()?.value;
                let literal: LitInt = syn::parse2(value.to_token_stream())?;
                added_benefit = literal.base10_parse()?;
            } else {
                return Err(syn::Error::new_spanned(
                    attribute,
                    "a rule takes doc comments and `#[added_benefit = N]` only",
                ));
            }
        }
        let vis: Visibility = input.parse()?;
        let name: Ident = input.parse()?;
        input.parse::<Token![:]>()?;
        let source = parse_source_op(input)?;
        let mut constraints = Vec::new();
        if input.peek(Token![where]) {
            input.parse::<Token![where]>()?;
            loop {
                constraints.push(parse_result(input)?);
                if !input.peek(Token![,]) {
                    break;
                }
                input.parse::<Token![,]>()?;
            }
        }
        let arrow: Token![=>] = input.parse()?;
        let results_start = arrow.spans[0];
        let results = if input.peek(syn::token::Bracket) {
            let content;
            bracketed!(content in input);
            let list = content.parse_terminated(parse_result, Token![,])?;
            list.into_iter().collect()
        } else {
            vec![parse_result(input)?]
        };
        input.parse::<Token![;]>()?;
        Ok(Rule {
            docs,
            added_benefit,
            vis,
            name,
            source,
            constraints,
            results,
            results_span: results_start,
        })
    }
}

/// `Path(arguments) (as $name)?`.
fn parse_source_op(input: ParseStream) -> syn::Result<SourceOp> {
    let path: Path = input.parse()?;
    if !names_op(&path) {
        return Err(syn::Error::new_spanned(
            &path,
            "a source pattern matches ops: an op's type (UpperCamelCase) with its arguments; Rust functions go in `where` constraints",
        ));
    }
    let content;
    parenthesized!(content in input);
    let arguments = content.parse_terminated(parse_source_argument, Token![,])?;
    let binding = parse_as(input)?;
    Ok(SourceOp { path, arguments: arguments.into_iter().collect(), binding })
}

/// `as $name`, if there.
fn parse_as(input: ParseStream) -> syn::Result<Option<Binding>> {
    if input.peek(Token![as]) {
        input.parse::<Token![as]>()?;
        return Ok(Some(Binding::parse(input)?));
    }
    Ok(None)
}

/// `: Constraint`, if there.
fn parse_constraint(input: ParseStream) -> syn::Result<Option<Expr>> {
    if input.peek(Token![:]) && !input.peek(Token![::]) {
        input.parse::<Token![:]>()?;
        return Ok(Some(input.parse()?));
    }
    Ok(None)
}

fn parse_source_argument(input: ParseStream) -> syn::Result<SourceArgument> {
    if input.peek(Token![_]) {
        input.parse::<Token![_]>()?;
        return Ok(SourceArgument::Ignore);
    }
    if input.peek(Token![$]) {
        let binding = Binding::parse(input)?;
        let constraint = parse_constraint(input)?;
        return Ok(SourceArgument::Bind { binding, constraint });
    }
    if input.peek(syn::token::Brace) {
        let content;
        braced!(content in input);
        return Ok(SourceArgument::Equals(content.parse()?));
    }
    if input.peek(syn::Lit) {
        return Ok(SourceArgument::Equals(input.parse()?));
    }
    if input.peek(Ident) && input.peek2(syn::token::Paren) {
        let fork = input.fork();
        let keyword: Ident = fork.parse()?;
        if keyword == "constant" {
            input.parse::<Ident>()?;
            let content;
            parenthesized!(content in input);
            let binding = if content.peek(Token![_]) {
                content.parse::<Token![_]>()?;
                None
            } else {
                Some(Binding::parse(&content)?)
            };
            let constraint = parse_constraint(&content)?;
            if !content.is_empty() {
                return Err(content.error("expected `)`: `constant($name: Constraint)`"));
            }
            return Ok(SourceArgument::Constant { keyword, binding, constraint });
        }
    }
    let fork = input.fork();
    let path: Path = fork.parse()?;
    if fork.peek(syn::token::Paren) {
        return Ok(SourceArgument::Op(parse_source_op(input)?));
    }
    let path_only: Path = input.parse()?;
    debug_assert_eq!(path.segments.len(), path_only.segments.len());
    Ok(SourceArgument::Equals(Expr::Path(syn::ExprPath { attrs: Vec::new(), qself: None, path })))
}

/// A result pattern, or an argument of one.
pub fn parse_result(input: ParseStream) -> syn::Result<ResultNode> {
    if input.peek(Token![$]) {
        let binding = Binding::parse(input)?;
        if binding.name == "_location" {
            return Ok(ResultNode::Location(binding.span));
        }
        let mut index = None;
        if input.peek(Token![.]) {
            input.parse::<Token![.]>()?;
            index = Some(input.parse()?);
        }
        return Ok(ResultNode::Use { binding, index });
    }
    if input.peek(syn::token::Brace) {
        let content;
        braced!(content in input);
        return Ok(ResultNode::Expr(content.parse()?));
    }
    if input.peek(syn::Lit) {
        return Ok(ResultNode::Expr(input.parse()?));
    }
    let path: Path = input.parse()?;
    if !input.peek(syn::token::Paren) {
        return Ok(ResultNode::Expr(Expr::Path(syn::ExprPath {
            attrs: Vec::new(),
            qself: None,
            path,
        })));
    }
    let content;
    parenthesized!(content in input);
    let arguments: Vec<ResultNode> =
        content.parse_terminated(parse_result, Token![,])?.into_iter().collect();
    if names_op(&path) {
        let binding = parse_as(input)?;
        Ok(ResultNode::Build { path, arguments, binding })
    } else {
        let fallible = input.peek(Token![?]);
        if fallible {
            input.parse::<Token![?]>()?;
        }
        Ok(ResultNode::Call { path, arguments, fallible })
    }
}

impl ResultNode {
    /// The span of the node's first token.
    pub fn span(&self) -> Span {
        match self {
            ResultNode::Use { binding, .. } => binding.span,
            ResultNode::Location(span) => *span,
            ResultNode::Build { path, .. } | ResultNode::Call { path, .. } => path.span(),
            ResultNode::Expr(expr) => expr.span(),
        }
    }
}

/// Tokens as text, with the spaces `to_string` puts around `::` and
/// before `,` and `)` dropped.
pub fn tokens_text(tokens: &TokenStream) -> String {
    tokens
        .to_string()
        .replace(" :: ", "::")
        .replace(":: ", "::")
        .replace(" ,", ",")
        .replace(" )", ")")
        .replace("( ", "(")
        .replace(" (", "(")
        .replace(" . ", ".")
}
