//! Expands one rule into a unit struct and its `OpRewritePattern`.
//!
//! The generated `match_and_rewrite` has MLIR's three phases: the match
//! (reads only: each argument through the op's `RuleArgument` accessor,
//! nested ops through `defined_by`, constants through `constant_like`,
//! constraints on bound values), the `where` constraints, and the rewrite
//! (builds the result ops, children first, at the fused location of the
//! matched ops, and replaces the root). Every use of an op goes through a
//! trait bound spanned at the rule's tokens, so a rule that gets an op
//! wrong fails to compile there.
//!
//! The order of the matched ops follows MLIR's generated matcher: the root
//! first, then each nested op or constant once its own arguments are
//! matched. The built ops take the fused location of as many of them as
//! the source pattern has ops, and the pattern's benefit is that number
//! plus `#[added_benefit = N]`.

use std::collections::hash_map::Entry;
use std::collections::HashMap;

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned, ToTokens};
use syn::spanned::Spanned;
use syn::{Ident, Path};

use super::model::{tokens_text, Binding, ResultNode, Rule, SourceArgument, SourceOp};
use crate::ctxt::Ctxt;

/// `local` with the span of the user's tokens it stands for, so that a
/// type error about it points there.
fn at(local: &Ident, span: Span) -> Ident {
    let mut local = local.clone();
    local.set_span(span);
    local
}

/// What a rule becomes.
pub enum Mode {
    /// An `OpRewritePattern`, for greedy rewrites.
    Rewrite,
    /// An `OpConversionPattern` of `ir-transforms` (at the path), for
    /// dialect conversions: one op, its operands as converted, its result
    /// types as the pattern's type converter converts them.
    Conversion(Path),
}

/// What a name bound in a rule refers to.
#[derive(Clone)]
enum Bound {
    /// An argument or a constant's attribute: a local holding it.
    Value(Ident),
    /// An op of the source pattern: the local holding its handle, and its
    /// type.
    SourceOp(Ident, Path),
    /// An op the rewrite built: the local holding its handle, and its type.
    BuiltOp(Ident, Path),
}

/// A piece of a rule's description: text, or the name of an op.
enum Piece {
    Text(String),
    Op(Path),
}

/// The state of one rule's expansion.
struct Expander<'a> {
    krate: &'a Path,
    mode: &'a Mode,
    cx: &'a Ctxt,
    /// Statements of the match phase.
    matching: Vec<TokenStream>,
    /// The matched ops in MLIR's order, as expressions of type `Op`.
    matched_ops: Vec<TokenStream>,
    /// How many op nodes the source pattern has.
    op_nodes: usize,
    bound: HashMap<String, Bound>,
    /// Results of source ops used by the rewrite (`$name.N`), computed
    /// while matching: (name, index) to local.
    source_results: HashMap<(String, usize), Ident>,
    next_local: usize,
    description: Vec<Piece>,
    /// The root op's type.
    root_path: Path,
    /// Whether the rewrite has built an op yet (in evaluation order).
    built_any: bool,
    /// How many times each name appears in the source pattern.
    source_counts: HashMap<String, usize>,
    /// Reads of arguments bound once without a constraint: after the rest
    /// of the match.
    deferred: Vec<TokenStream>,
}

/// Counts the names bound in `op` and its nested ops.
fn count_bindings(op: &SourceOp, counts: &mut HashMap<String, usize>) {
    if let Some(binding) = &op.binding {
        *counts.entry(binding.name.to_string()).or_default() += 1;
    }
    for argument in &op.arguments {
        match argument {
            SourceArgument::Bind { binding, .. }
            | SourceArgument::Constant { binding: Some(binding), .. } => {
                *counts.entry(binding.name.to_string()).or_default() += 1;
            }
            SourceArgument::Op(nested) => count_bindings(nested, counts),
            _ => {}
        }
    }
}

impl<'a> Expander<'a> {
    fn local(&mut self, prefix: &str) -> Ident {
        self.next_local += 1;
        format_ident!("__{}{}", prefix, self.next_local)
    }

    fn text(&mut self, text: impl Into<String>) {
        self.description.push(Piece::Text(text.into()));
    }

    /// Binds `binding` to `value` (a local): the first time it is a new
    /// name, later the values must be equal.
    fn bind_value(&mut self, binding: &Binding, value: &Ident) {
        let name = binding.name.to_string();
        match self.bound.get(&name) {
            None => {
                self.bound.insert(name, Bound::Value(value.clone()));
            }
            Some(Bound::Value(first)) => {
                let first = first.clone();
                self.matching.push(quote_spanned! {binding.span=>
                    if #value != #first {
                        return ::core::option::Option::None;
                    }
                });
            }
            Some(_) => self.cx.error_spanned_by(
                binding.name.clone(),
                format!(
                    "`{}` names an op of the source pattern; it cannot also bind an argument",
                    binding.text()
                ),
            ),
        }
    }

    /// Binds an op of the source pattern.
    fn bind_op(&mut self, binding: &Binding, local: &Ident, path: &Path) {
        let name = binding.name.to_string();
        if self.bound.contains_key(&name) {
            self.cx.error_spanned_by(
                binding.name.clone(),
                format!("`{}` is bound twice; an op binding must be unique", binding.text()),
            );
            return;
        }
        self.bound.insert(name, Bound::SourceOp(local.clone(), path.clone()));
    }

    /// The check of `constraint` on the value in `local`.
    fn constraint_check(&mut self, constraint: &syn::Expr, local: &Ident) {
        let krate = self.krate;
        let local = at(local, constraint.span());
        self.matching.push(quote_spanned! {constraint.span()=>
            if !#krate::rewrite::rules::Constrained::satisfies(&#local, &#constraint, __context, __body) {
                return ::core::option::Option::None;
            }
        });
    }

    /// The match of `op`, held by local `op_local`; `root` for the rule's
    /// root.
    fn match_op(&mut self, op: &SourceOp, op_local: &Ident, root: bool) {
        let krate = self.krate;
        let path = &op.path;
        let converting = matches!(self.mode, Mode::Conversion(_));
        if converting && !root {
            self.cx.error_spanned_by(
                path,
                "a conversion rule matches one op (its operands are already converted): nested ops are for `rewrite_rules!`",
            );
        }
        self.op_nodes += 1;
        let count = op.arguments.len();
        self.matching.push(quote_spanned! {path.span()=>
            #krate::rewrite::rules::check_rule_op::<#path>();
            #krate::rewrite::rules::check_arity::<#path, #count>();
        });
        self.description.push(Piece::Op(path.clone()));
        self.text("(");
        for (index, argument) in op.arguments.iter().enumerate() {
            if index > 0 {
                self.text(", ");
            }
            let read = |span: Span, local: &Ident| {
                if converting {
                    quote_spanned! {span=>
                        let #local = #krate::rewrite::rules::converted_argument::<#path, #index>(#op_local, __body, __adaptor.operands())?;
                    }
                } else {
                    quote_spanned! {span=>
                        let #local = #krate::rewrite::rules::argument::<#path, #index>(#op_local, __body)?;
                    }
                }
            };
            match argument {
                SourceArgument::Ignore => self.text("_"),
                SourceArgument::Bind { binding, constraint } => {
                    self.text(binding.text());
                    let local = self.local("argument");
                    let once = self.source_counts.get(&binding.name.to_string()) == Some(&1);
                    if constraint.is_none() && once {
                        // Nothing to check: read it once the ops and
                        // constants matched, so that a failing match
                        // reads no more than it must.
                        self.deferred.push(read(binding.span, &local));
                    } else {
                        self.matching.push(read(binding.span, &local));
                    }
                    if let Some(constraint) = constraint {
                        self.text(format!(": {}", tokens_text(&constraint.to_token_stream())));
                        self.constraint_check(constraint, &local);
                    }
                    self.bind_value(binding, &local);
                }
                SourceArgument::Op(nested) => {
                    let operand = self.local("operand");
                    self.matching.push(read(nested.path.span(), &operand));
                    let nested_local = self.local("op");
                    let nested_path = &nested.path;
                    let operand_at = at(&operand, nested_path.span());
                    self.matching.push(quote_spanned! {nested_path.span()=>
                        let #nested_local: #nested_path = #krate::rewrite::rules::defined_by(__context, __body, #operand_at)?;
                    });
                    self.match_op(nested, &nested_local, false);
                    self.matched_ops.push(quote!(#krate::__private::OpHandle::op(#nested_local)));
                }
                SourceArgument::Constant { keyword, binding, constraint } => {
                    if converting {
                        self.cx.error_spanned_by(
                            keyword,
                            "a conversion rule matches one op: its operands are converted values, not constants to look through",
                        );
                    }
                    self.text("constant(");
                    let operand = self.local("operand");
                    self.matching.push(read(keyword.span(), &operand));
                    let constant_op = self.local("constant_op");
                    let attr = self.local("constant");
                    let operand_at = at(&operand, keyword.span());
                    self.matching.push(quote_spanned! {keyword.span()=>
                        let (#constant_op, #attr) = #krate::rewrite::rules::constant_like(__context, __body, #operand_at)?;
                    });
                    match binding {
                        Some(binding) => self.text(binding.text()),
                        None => self.text("_"),
                    }
                    if let Some(constraint) = constraint {
                        self.text(format!(": {}", tokens_text(&constraint.to_token_stream())));
                        self.constraint_check(constraint, &attr);
                    }
                    self.text(")");
                    if let Some(binding) = binding {
                        self.bind_value(binding, &attr);
                    }
                    self.matched_ops.push(quote!(#constant_op));
                }
                SourceArgument::Equals(expr) => {
                    self.text(tokens_text(&expr.to_token_stream()));
                    let local = self.local("argument");
                    self.matching.push(read(expr.span(), &local));
                    self.matching.push(quote_spanned! {expr.span()=>
                        if #local != (#expr) {
                            return ::core::option::Option::None;
                        }
                    });
                }
            }
        }
        self.text(")");
        if let Some(binding) = &op.binding {
            self.text(format!(" as {}", binding.text()));
            self.bind_op(binding, op_local, path);
        }
    }

    /// The expression reading `$name.N` of a source op, computed while
    /// matching.
    fn source_result(
        &mut self,
        name: &str,
        local: &Ident,
        path: &Path,
        index: usize,
        span: Span,
    ) -> Ident {
        if let Some(existing) = self.source_results.get(&(name.to_owned(), index)) {
            return existing.clone();
        }
        let krate = self.krate;
        let result = self.local("result");
        self.matching.push(quote_spanned! {span=>
            #krate::rewrite::rules::check_result::<#path, #index>();
            let #result = #krate::rewrite::rules::result(__body, #krate::__private::OpHandle::op(#local), #index)?;
        });
        self.source_results.insert((name.to_owned(), index), result.clone());
        result
    }
}

/// Where a result node sits, which decides where a built op takes its
/// result types from.
#[derive(Clone, Copy)]
enum Position {
    /// Element `index` of the rule's `count` results: it replaces a
    /// result of the root when among the last ones.
    Top { index: usize, count: usize },
    /// An argument of a built op or of a call.
    Nested,
    /// An argument of a `where` constraint (the match is not over: no op
    /// may be built).
    Constraint,
}

/// The rewrite phase: statements, and what they declare.
struct Rewrite {
    statements: Vec<TokenStream>,
}

impl Expander<'_> {
    /// Computes `node` into a new local (statements into `rewrite`);
    /// returns the local.
    fn result(&mut self, node: &ResultNode, position: Position, rewrite: &mut Rewrite) -> Ident {
        let krate = self.krate;
        let local = self.local("value");
        match node {
            ResultNode::Use { binding, index } => {
                self.text(binding.text());
                let name = binding.name.to_string();
                let index_value = match index {
                    Some(literal) => match literal.base10_parse::<usize>() {
                        Ok(value) => {
                            self.text(format!(".{value}"));
                            Some(value)
                        }
                        Err(error) => {
                            self.cx.syn_error(error);
                            None
                        }
                    },
                    None => None,
                };
                let Some(bound) = self.bound.get(&name).cloned() else {
                    self.cx.error_spanned_by(
                        binding.name.clone(),
                        format!("`{}` is not bound: the source pattern binds it with `{}`, or a result op earlier with `as {}`", binding.text(), binding.text(), binding.text()),
                    );
                    rewrite.statements.push(quote!(let #local = ();));
                    return local;
                };
                let span = binding.span;
                match bound {
                    Bound::Value(source) => {
                        if index.is_some() {
                            self.cx.error_spanned_by(
                                index.clone(),
                                format!(
                                    "`{}` is an argument, not an op: it has no results",
                                    binding.text()
                                ),
                            );
                        }
                        rewrite.statements.push(quote_spanned! {span=>
                            let #local = ::core::clone::Clone::clone(&#source);
                        });
                    }
                    Bound::SourceOp(op_local, path) => {
                        let result = self.source_result(
                            &name,
                            &op_local,
                            &path,
                            index_value.unwrap_or(0),
                            span,
                        );
                        rewrite.statements.push(quote_spanned! {span=> let #local = #result; });
                    }
                    Bound::BuiltOp(op_local, path) => {
                        let index = index_value.unwrap_or(0);
                        rewrite.statements.push(quote_spanned! {span=>
                            #krate::rewrite::rules::check_result::<#path, #index>();
                            let #local = #krate::rewrite::rules::result(__rewriter.body(), #krate::__private::OpHandle::op(#op_local), #index)?;
                        });
                    }
                }
            }
            ResultNode::Location(span) => {
                self.text("$_location");
                rewrite.statements.push(quote_spanned! {*span=> let #local = __location; });
            }
            ResultNode::Expr(expr) => {
                self.text(tokens_text(&expr.to_token_stream()));
                rewrite.statements.push(quote_spanned! {expr.span()=> let #local = #expr; });
            }
            ResultNode::Call { path, arguments, fallible } => {
                self.text(tokens_text(&path.to_token_stream()));
                self.text("(");
                let mut values = Vec::new();
                for (index, argument) in arguments.iter().enumerate() {
                    if index > 0 {
                        self.text(", ");
                    }
                    let nested = match position {
                        Position::Constraint => Position::Constraint,
                        _ => Position::Nested,
                    };
                    let value = self.result(argument, nested, rewrite);
                    values.push(at(&value, argument.span()));
                }
                self.text(")");
                let rewriter = match position {
                    Position::Constraint => quote!(&*__rewriter),
                    _ => quote!(&mut *__rewriter),
                };
                let question = if *fallible {
                    self.text("?");
                    if self.built_any {
                        self.cx.error_spanned_by(
                            path,
                            "a fallible call (`f(...)?`) must come before the rule builds any op, so that a rule that does not apply changes nothing; compute it in an earlier argument",
                        );
                    }
                    quote!(?)
                } else {
                    quote!()
                };
                rewrite.statements.push(quote_spanned! {path.span()=>
                    let #local = #path(#rewriter #(, #values)*) #question;
                });
            }
            ResultNode::Build { path, arguments, binding } => {
                if matches!(position, Position::Constraint) {
                    self.cx.error_spanned_by(path, "a `where` constraint cannot build ops");
                }
                self.description.push(Piece::Op(path.clone()));
                self.text("(");
                let mut values = Vec::new();
                for (index, argument) in arguments.iter().enumerate() {
                    if index > 0 {
                        self.text(", ");
                    }
                    values.push(self.result(argument, Position::Nested, rewrite));
                }
                self.text(")");
                let arguments_local = self.local("arguments");
                let count = arguments.len();
                let span = path.span();
                let sets = values.iter().zip(arguments).enumerate().map(|(index, (value, argument))| {
                    let value = at(value, argument.span());
                    quote_spanned! {argument.span()=>
                        #krate::rewrite::rules::set_argument::<#path, #index>(&mut #arguments_local, #value);
                    }
                });
                let types = match position {
                    Position::Top { index, count: total } => {
                        let message = format!(
                            "`{}` cannot find its result types and does not replace a result of the matched op: a rule builds such an op only where it replaces one",
                            tokens_text(&path.to_token_stream())
                        );
                        let root = &self.root_path;
                        quote_spanned! {span=>
                            const {
                                ::core::assert!(
                                    <#path as #krate::rewrite::rules::RuleOp>::INFERS_RESULT_TYPES
                                        || #index + <#root as #krate::rewrite::rules::RuleOp>::RESULTS >= #total,
                                    #message
                                )
                            };
                            let __types = if <#path as #krate::rewrite::rules::RuleOp>::INFERS_RESULT_TYPES {
                                #krate::__private::Vec::new()
                            } else {
                                #krate::rewrite::rules::replacement_types(&__root_types, #index, #total)
                            };
                        }
                    }
                    _ => quote_spanned! {span=>
                        #krate::rewrite::rules::check_infers::<#path>();
                        let __types: #krate::__private::Vec<#krate::__private::Type> = #krate::__private::Vec::new();
                    },
                };
                let built = self.local("built");
                self.built_any = true;
                let build = match self.mode {
                    Mode::Rewrite => quote_spanned! {span=>
                        <#path as #krate::rewrite::rules::RuleOp>::build_from_rule(&mut __rewriter.builder(), __location, #arguments_local, &__types)
                    },
                    Mode::Conversion(_) => quote_spanned! {span=>
                        __rewriter.build(|__builder| <#path as #krate::rewrite::rules::RuleOp>::build_from_rule(__builder, __location, #arguments_local, &__types))
                    },
                };
                rewrite.statements.push(quote_spanned! {span=>
                    #krate::rewrite::rules::check_rule_op::<#path>();
                    #krate::rewrite::rules::check_arity::<#path, #count>();
                    #[allow(clippy::default_trait_access)]
                    let mut #arguments_local: <#path as #krate::rewrite::rules::RuleOp>::Arguments = ::core::default::Default::default();
                    #(#sets)*
                    #types
                    let #built = #build?;
                    #krate::rewrite::rules::check_result::<#path, 0>();
                    let #local = #krate::rewrite::rules::result(__rewriter.body(), #krate::__private::OpHandle::op(#built), 0)?;
                });
                if let Some(binding) = binding {
                    self.text(format!(" as {}", binding.text()));
                    match self.bound.entry(binding.name.to_string()) {
                        Entry::Occupied(_) => self.cx.error_spanned_by(
                            binding.name.clone(),
                            format!("`{}` is already bound", binding.text()),
                        ),
                        Entry::Vacant(entry) => {
                            entry.insert(Bound::BuiltOp(built, path.clone()));
                        }
                    }
                }
            }
        }
        local
    }
}

impl Expander<'_> {
    /// The description as an expression building a `String` (op names
    /// are those the ops register).
    fn description_tokens(&self) -> TokenStream {
        let krate = self.krate;
        let pushes = self.description.iter().map(|piece| match piece {
            Piece::Text(text) => quote!(__text.push_str(#text);),
            Piece::Op(path) => {
                quote!(__text.push_str(<#path as #krate::ods::TypedOp>::NAME);)
            }
        });
        quote! {{
            let mut __text = #krate::__private::String::new();
            #(#pushes)*
            __text
        }}
    }
}

/// Expands `rule`.
pub fn expand_rule(rule: &Rule, krate: &Path, mode: &Mode, cx: &Ctxt) -> TokenStream {
    let errors_before = cx.error_count();
    let mut expander = Expander {
        krate,
        mode,
        cx,
        matching: Vec::new(),
        matched_ops: vec![quote!(#krate::__private::OpHandle::op(__root))],
        op_nodes: 0,
        bound: HashMap::new(),
        source_results: HashMap::new(),
        next_local: 0,
        description: Vec::new(),
        root_path: rule.source.path.clone(),
        built_any: false,
        source_counts: HashMap::new(),
        deferred: Vec::new(),
    };
    count_bindings(&rule.source, &mut expander.source_counts);
    let root = format_ident!("__root");
    expander.match_op(&rule.source, &root, true);

    let mut checks = Rewrite { statements: Vec::new() };
    let mut constraint_checks = Vec::new();
    for (index, constraint) in rule.constraints.iter().enumerate() {
        expander.text(if index == 0 { " where " } else { ", " });
        if !matches!(constraint, ResultNode::Call { .. }) {
            cx.syn_error(syn::Error::new(
                constraint.span(),
                "a `where` constraint is a call of a Rust function returning `bool`: `same_type($x, $y)`",
            ));
        }
        let value =
            at(&expander.result(constraint, Position::Constraint, &mut checks), constraint.span());
        constraint_checks.push(quote_spanned! {constraint.span()=>
            if !#krate::rewrite::rules::constraint_holds(#value) {
                return ::core::option::Option::None;
            }
        });
    }

    expander.text(" -> ");
    let count = rule.results.len();
    if count > 1 {
        expander.text("[");
    }
    let mut rewrite = Rewrite { statements: Vec::new() };
    let mut values = Vec::new();
    for (index, node) in rule.results.iter().enumerate() {
        if index > 0 {
            expander.text(", ");
        }
        values.push(expander.result(node, Position::Top { index, count }, &mut rewrite));
    }
    if count > 1 {
        expander.text("]");
    }

    let name = &rule.name;
    let vis = &rule.vis;
    let docs = &rule.docs;
    let root_path = &rule.source.path;
    let benefit = expander.op_nodes as u16 + rule.added_benefit;
    let location_ops: Vec<&TokenStream> =
        expander.matched_ops.iter().take(expander.op_nodes).collect();
    let matching = &expander.matching;
    let deferred = &expander.deferred;
    let check_statements = &checks.statements;
    let rewrite_statements = &rewrite.statements;
    let description = expander.description_tokens();
    let declaration = quote! {
        #(#docs)*
        #[derive(Clone, Copy, Debug, Default)]
        #vis struct #name;
    };
    if cx.error_count() > errors_before {
        // The errors say what is wrong; the rule's name still resolves.
        return declaration;
    }
    let results_message =
        format!("the rule `{name}` gives fewer values than its source op has results");
    let results_check = quote_spanned! {rule.results_span=>
        const {
            ::core::assert!(#count >= <#root_path as #krate::rewrite::rules::RuleOp>::RESULTS, #results_message)
        };
    };
    let body = quote! {
        let __context = __rewriter.context();
        let __body = __rewriter.body();
        #(#matching)*
        #(#deferred)*
        #(#check_statements)*
        #(#constraint_checks)*
    };
    let values_statement = quote! {
        #results_check
        let __values: [#krate::__private::Value; #count] = [#(#values),*];
    };
    let location = quote! {
        let __location = #krate::rewrite::rules::fused_location(__context, __rewriter.body(), &[#(#location_ops),*]);
    };
    let allows = quote!(#[allow(unused_variables, clippy::clone_on_copy, clippy::redundant_clone, clippy::let_unit_value)]);
    match mode {
        Mode::Rewrite => quote! {
            #declaration

            #[automatically_derived]
            impl #krate::rewrite::OpRewritePattern for #name {
                type Op = #root_path;
                const BENEFIT: u16 = #benefit;

                #allows
                fn match_and_rewrite(
                    &self,
                    __root: #root_path,
                    __rewriter: &mut #krate::rewrite::PatternRewriter<'_>,
                ) -> ::core::option::Option<()> {
                    #body
                    let __root_types = #krate::rewrite::rules::result_types(__rewriter.body(), #krate::__private::OpHandle::op(__root));
                    #location
                    #(#rewrite_statements)*
                    #values_statement
                    #krate::rewrite::rules::replace_root(__rewriter, #krate::__private::OpHandle::op(__root), &__values);
                    ::core::option::Option::Some(())
                }

                fn description(&self) -> ::core::option::Option<#krate::__private::String> {
                    ::core::option::Option::Some(#description)
                }
            }
        },
        Mode::Conversion(transforms) => quote! {
            #declaration

            #[automatically_derived]
            impl #transforms::conversion::OpConversionPattern for #name {
                type Op = #root_path;
                const BENEFIT: u16 = #benefit;

                #allows
                fn match_and_rewrite(
                    &self,
                    __root: #root_path,
                    __adaptor: #transforms::conversion::Adaptor<'_>,
                    __rewriter: &mut #transforms::conversion::ConversionRewriter<'_>,
                ) -> ::core::result::Result<(), #transforms::conversion::MatchFailure> {
                    let __applied = (|| -> ::core::option::Option<()> {
                        #body
                        let __root_types = #transforms::conversion::converted_result_types(__rewriter, #krate::__private::OpHandle::op(__root))?;
                        #location
                        #(#rewrite_statements)*
                        #values_statement
                        #transforms::conversion::replace_root(__rewriter, #krate::__private::OpHandle::op(__root), &__values);
                        ::core::option::Option::Some(())
                    })();
                    __applied.ok_or_else(|| #transforms::conversion::MatchFailure::new("the rule does not apply"))
                }
            }
        },
    }
}
