//! The `traits = [...]` of an op: each entry checked and resolved (the
//! parameterized traits' arguments to operand, result and property
//! indices). The macro reads the meaning of a few core traits (segment
//! sizes, type equalities) to build the properties struct, resolve
//! formats and infer types; whether a path names a trait is left to the
//! compiler.

use syn::ext::IdentExt;
use syn::{Expr, LitStr, Path};

use crate::ctxt::Ctxt;
use crate::model::op::{Arity, OpModel};

/// An operand, result or property a trait names, resolved to its index.
#[derive(Clone, Debug)]
pub struct TypeName {
    /// The name as messages and documentation show it: the field's name
    /// for operands and results, the generic-form name for properties.
    pub shown: String,
    /// The token written, for spans.
    pub ident: syn::Ident,
    /// What it names.
    pub source: TypeSourceRef,
}

/// Where a trait reads a type, as the model's indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeSourceRef {
    Operand(usize),
    Result(usize),
    Property(usize),
}

/// A trait as declared.
pub enum TraitRef {
    /// A value of a type implementing the core's `OpTrait`, written as a
    /// path: one of the core's traits (`Pure`) or the user's.
    Path(Path),
    /// `SingleBlockImplicitTerminator(Op)`.
    ImplicitTerminator(Expr),
    /// `HasParent(Op, ...)`.
    HasParent(Vec<Expr>),
    /// `AllTypesMatch(a, b, ...)`: the named operands, results and typed
    /// properties share a type.
    AllTypesMatch(Vec<TypeName>),
    /// `TypesMatchWith("description", from, to, transform)`; `variadic`
    /// when `to` is a group of variable length, whose types the transform
    /// gives as a list.
    TypesMatchWith {
        description: LitStr,
        from: TypeName,
        to: TypeName,
        transform: Expr,
        variadic: bool,
    },
}

impl TraitRef {
    /// Whether this is the core trait `name`, written bare. The macro reads
    /// the meaning of a few core traits (segment sizes, type equalities)
    /// to build the properties struct, resolve formats and infer types.
    pub fn is(&self, name: &str) -> bool {
        matches!(self, TraitRef::Path(path) if path.is_ident(name))
    }
}

/// Rule: every entry of `traits` is a path to a trait value (a core trait
/// such as `Pure`, or one of the user's) or one of the four parameterized
/// traits with well-formed arguments, and no trait appears twice. Whether
/// a path names a trait is left to the compiler, which reports unknown
/// names with suggestions.
pub fn parse_traits(cx: &Ctxt, model: &OpModel) -> Vec<TraitRef> {
    let Some(array) = &model.options.traits else { return Vec::new() };
    let mut traits = Vec::new();
    let mut seen: Vec<String> = Vec::new();
    for element in &array.elems {
        let key = quote::quote!(#element).to_string();
        if seen.contains(&key) {
            cx.error_spanned_by(element, format!("duplicate trait `{key}`"));
            continue;
        }
        seen.push(key);
        match element {
            Expr::Path(path)
                if path.path.is_ident("SingleBlockImplicitTerminator")
                    || path.path.is_ident("HasParent") =>
            {
                let ident =
                    path.path.get_ident().map(|ident| ident.to_string()).unwrap_or_default();
                cx.error_spanned_by(
                    element,
                    format!("`{ident}` takes the op(s) it names: `{ident}(OpType)`"),
                );
            }
            Expr::Path(path) => traits.push(TraitRef::Path(path.path.clone())),
            Expr::Call(call) => {
                let name = match &*call.func {
                    Expr::Path(path) => path.path.get_ident().map(|ident| ident.to_string()),
                    _ => None,
                };
                let arguments: Vec<Expr> = call.args.iter().cloned().collect();
                match name.as_deref() {
                    Some("SingleBlockImplicitTerminator") => match arguments.as_slice() {
                        [Expr::Lit(literal)] => cx.error_spanned_by(
                            literal,
                            "name the terminator by its type: `SingleBlockImplicitTerminator(YieldOp)`",
                        ),
                        [terminator] => {
                            traits.push(TraitRef::ImplicitTerminator(terminator.clone()))
                        }
                        _ => cx.error_spanned_by(
                            call,
                            "`SingleBlockImplicitTerminator` takes one op: `SingleBlockImplicitTerminator(YieldOp)`",
                        ),
                    },
                    Some("HasParent") if !arguments.is_empty() => {
                        match arguments.iter().find(|argument| matches!(argument, Expr::Lit(_))) {
                            Some(literal) => cx.error_spanned_by(
                                literal,
                                "name the parent by its type: `HasParent(FuncOp)`",
                            ),
                            None => traits.push(TraitRef::HasParent(arguments)),
                        }
                    }
                    Some("AllTypesMatch") => {
                        let names: Vec<TypeName> = arguments
                            .iter()
                            .filter_map(|argument| type_name(cx, model, argument))
                            .collect();
                        if names.len() < 2 {
                            cx.error_spanned_by(call, "`AllTypesMatch` names at least two operands or results: `AllTypesMatch(lhs, rhs)`");
                        } else {
                            traits.push(TraitRef::AllTypesMatch(names));
                        }
                    }
                    Some("TypesMatchWith") => match arguments.as_slice() {
                        [Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(description), .. }), from, to, transform] => {
                            let from = type_name(cx, model, from);
                            let to = type_name(cx, model, to);
                            if let Some(to) = to.as_ref().filter(|to| matches!(to.source, TypeSourceRef::Property(_))) {
                                cx.error_spanned_by(&to.ident, "the type `TypesMatchWith` computes is an operand's or a result's");
                            } else if let (Some(from), Some(to)) = (from, to) {
                                let group = match to.source {
                                    TypeSourceRef::Operand(index) => model.operands.get(index),
                                    TypeSourceRef::Result(index) => model.results.get(index),
                                    TypeSourceRef::Property(_) => None,
                                };
                                let variadic = group.is_some_and(|group| group.arity != Arity::Single);
                                traits.push(TraitRef::TypesMatchWith { description: description.clone(), from, to, transform: transform.clone(), variadic });
                            }
                        }
                        _ => cx.error_spanned_by(call, "`TypesMatchWith` takes a description, two operand or result names and a function: `TypesMatchWith(\"...\", lhs, result, i1_like)`"),
                    },
                    Some("HasParent") => cx.error_spanned_by(call, "`HasParent` takes at least one op: `HasParent(FuncOp)`"),
                    _ => cx.error_spanned_by(
                        &call.func,
                        "unknown parameterized trait; the ones with arguments are `SingleBlockImplicitTerminator(Op)`, `HasParent(Op, ...)`, `AllTypesMatch(a, b, ...)` and `TypesMatchWith(\"...\", from, to, function)`",
                    ),
                }
            }
            other => cx.error_spanned_by(
                other,
                "a trait is a name (`Pure`), a path to a trait value, or `HasParent(Op)`",
            ),
        }
    }
    traits
}

/// An operand, result or property named in a trait; an error when it is
/// none of them.
fn type_name(cx: &Ctxt, model: &OpModel, expr: &Expr) -> Option<TypeName> {
    let Expr::Path(path) = expr else {
        cx.error_spanned_by(expr, "expected the name of an operand or a result");
        return None;
    };
    let Some(ident) = path.path.get_ident() else {
        cx.error_spanned_by(expr, "expected the name of an operand or a result");
        return None;
    };
    let named = |fields: &[crate::model::op::ValueField]| {
        fields.iter().position(|field| field.ident.unraw() == ident.unraw())
    };
    let (shown, source) = if let Some(index) = named(&model.operands) {
        (ident.unraw().to_string(), TypeSourceRef::Operand(index))
    } else if let Some(index) = named(&model.results) {
        (ident.unraw().to_string(), TypeSourceRef::Result(index))
    } else if let Some(index) =
        model.properties.iter().position(|property| property.ident == *ident)
    {
        // A typed attribute property stands for its attribute's type.
        (model.properties[index].name.clone(), TypeSourceRef::Property(index))
    } else {
        cx.error_spanned_by(
            ident,
            format!("`{ident}` is not an operand, result or property of this op"),
        );
        return None;
    };
    Some(TypeName { shown, ident: ident.clone(), source })
}
