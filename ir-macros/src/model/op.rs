//! The model of an `#[op]` definition: its options and its fields, each
//! with the role its attribute gives it (operand, result, property, region,
//! successor). Model nodes keep the user's tokens for spans.

use darling::FromMeta;
use proc_macro2::TokenStream;
use syn::{Expr, ExprArray, Ident, ItemStruct, LitStr, Path, Type};

use super::docs::doc_string;
use crate::ctxt::Ctxt;
use crate::symbol::{
    BLOCKS, CONSTRAINT, DEFAULT, NAME, OPERAND, PROPERTY, REGION, REQUIRES, RESULT, SUCCESSOR,
};

/// The options of `#[op(...)]`.
#[derive(FromMeta, Default)]
#[darling(default)]
pub struct OpOptions {
    /// `name = "dialect.op"`.
    pub name: Option<LitStr>,
    /// `summary = "..."`.
    pub summary: Option<LitStr>,
    /// `traits = [Pure, ...]`.
    pub traits: Option<ExprArray>,
    /// `format = "..."`.
    pub format: Option<LitStr>,
    /// `verify = path`.
    pub verify: Option<Path>,
    /// `verify_regions = path`.
    pub verify_regions: Option<Path>,
    /// `verify_symbol_uses = path`.
    pub verify_symbol_uses: Option<Path>,
    /// `fold = path`.
    pub fold: Option<Path>,
    /// `fold_in_place = path`.
    pub fold_in_place: Option<Path>,
    /// `canonicalize = [path, ...]`.
    pub canonicalize: Option<ExprArray>,
    /// `interfaces = [Trait, ...]`.
    pub interfaces: Option<ExprArray>,
    /// `print = path`.
    pub print: Option<Path>,
    /// `parse = path`.
    pub parse: Option<Path>,
    /// `infer = path`.
    pub infer: Option<Path>,
    /// `result_names = path`.
    pub result_names: Option<Path>,
    /// `default_dialect = "func"`.
    pub default_dialect: Option<LitStr>,
    /// `availability = [MinVersion(V1_3), ...]`: the op's own requirements.
    pub availability: Option<ExprArray>,
    /// `dialect = SpirvDialect`: the dialect whose default availability and
    /// type rules the op takes.
    pub dialect: Option<Path>,
    /// `availability_hook = path`: a function adding requirements that
    /// depend on the op instance in ways declarations cannot say; it
    /// replaces the automatic merging of the properties' requirements.
    pub availability_hook: Option<Path>,
    /// `crate = path`: where `ir_core` is.
    #[darling(rename = "crate")]
    pub krate: Option<Path>,
}

/// How many values a field holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Arity {
    Single,
    Optional,
    Variadic,
}

/// An operand or result field.
pub struct ValueField {
    pub ident: Ident,
    pub arity: Arity,
    pub constraint: Option<Expr>,
    /// `segments = property`: the property splitting this variadic group
    /// into sub-groups (MLIR's `VariadicOfVariadic`).
    pub segments: Option<Ident>,
    /// `requires = Rule`: availability its types bring.
    pub requires: Option<Path>,
}

/// Whether a property must be set.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PropertyKind {
    Required,
    Optional,
    Defaulted,
    Unit,
}

/// A property field.
pub struct PropertyField {
    pub ident: Ident,
    /// The name in the generic form.
    pub name: String,
    /// The value type (inside `Option` for optional ones).
    pub value_type: Type,
    pub kind: PropertyKind,
    /// `default = expr`, if given.
    pub default: Option<Expr>,
    pub constraint: Option<Expr>,
    pub docs: String,
    /// `requires = Rule`: availability its values bring.
    pub requires: Option<Path>,
}

/// A region field.
pub struct RegionField {
    pub ident: Ident,
    /// The name in messages and formats (`name = "..."`, else the field's).
    pub name: String,
    pub arity: Arity,
    pub blocks: Option<usize>,
}

/// A successor field.
pub struct SuccessorField {
    pub ident: Ident,
    pub arity: Arity,
}

/// A whole `#[op]` definition.
pub struct OpModel<'a> {
    pub original: &'a ItemStruct,
    pub options: OpOptions,
    pub description: String,
    pub operands: Vec<ValueField>,
    pub results: Vec<ValueField>,
    pub properties: Vec<PropertyField>,
    pub regions: Vec<RegionField>,
    pub successors: Vec<SuccessorField>,
}

/// The options after an operand's or result's constraint.
#[derive(Default)]
struct ValueOptions {
    segments: Option<Ident>,
    requires: Option<Path>,
}

/// `Constraint`, then `segments = property` and `requires = Rule`.
fn parse_value_arguments(
    input: syn::parse::ParseStream,
) -> syn::Result<(Option<Expr>, ValueOptions)> {
    let constraint: Expr = input.parse()?;
    let mut options = ValueOptions::default();
    while input.parse::<Option<syn::Token![,]>>()?.is_some() && !input.is_empty() {
        let key: Ident = input.parse()?;
        if key == "segments" {
            input.parse::<syn::Token![=]>()?;
            options.segments = Some(input.parse()?);
        } else if key == REQUIRES {
            input.parse::<syn::Token![=]>()?;
            options.requires = Some(input.parse()?);
        } else {
            return Err(syn::Error::new(
                key.span(),
                "unknown operand option; expected `segments = property` or `requires = Rule`",
            ));
        }
    }
    Ok((Some(constraint), options))
}

/// The last segment of a path type and its single generic argument.
fn type_shape(ty: &Type) -> Option<(String, Option<&Type>)> {
    let Type::Path(path) = ty else { return None };
    let segment = path.path.segments.last()?;
    let argument = match &segment.arguments {
        syn::PathArguments::AngleBracketed(arguments) if arguments.args.len() == 1 => {
            match arguments.args.first() {
                Some(syn::GenericArgument::Type(inner)) => Some(inner),
                _ => None,
            }
        }
        _ => None,
    };
    Some((segment.ident.to_string(), argument))
}

/// The arity of a field of type `Element`, `Option<Element>` or
/// `Vec<Element>`.
fn arity_of(ty: &Type, element: &str) -> Option<Arity> {
    let (outer, inner) = type_shape(ty)?;
    if outer == element && inner.is_none() {
        return Some(Arity::Single);
    }
    let (inner_name, inner_argument) = type_shape(inner?)?;
    if inner_name != element || inner_argument.is_some() {
        return None;
    }
    match outer.as_str() {
        "Option" => Some(Arity::Optional),
        "Vec" => Some(Arity::Variadic),
        _ => None,
    }
}

impl<'a> OpModel<'a> {
    /// Builds the model, recording every mistake in `cx`.
    pub fn from_ast(cx: &Ctxt, arguments: TokenStream, item: &'a ItemStruct) -> OpModel<'a> {
        let options: OpOptions = super::parse_options(cx, arguments, "op");
        if options.name.is_none() && !cx.has_errors() {
            cx.error_spanned_by(&item.ident, "`#[op]` requires `name = \"dialect.op\"`");
        }
        if !item.generics.params.is_empty() {
            cx.error_spanned_by(&item.generics, "an op cannot have generic parameters");
        }
        let mut model = OpModel {
            original: item,
            options,
            description: doc_string(&item.attrs),
            operands: Vec::new(),
            results: Vec::new(),
            properties: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
        };
        let fields = match &item.fields {
            syn::Fields::Named(fields) => fields.named.iter().collect::<Vec<_>>(),
            syn::Fields::Unit => Vec::new(),
            syn::Fields::Unnamed(fields) => {
                cx.error_spanned_by(fields, "an op's fields must be named: `lhs: Value`");
                Vec::new()
            }
        };
        for field in fields {
            model.add_field(cx, field);
        }
        model
    }

    fn add_field(&mut self, cx: &Ctxt, field: &syn::Field) {
        let Some(ident) = field.ident.clone() else { return };
        let roles: Vec<&syn::Attribute> = field
            .attrs
            .iter()
            .filter(|attr| {
                [OPERAND, RESULT, PROPERTY, REGION, SUCCESSOR]
                    .iter()
                    .any(|role| attr.path() == *role)
            })
            .collect();
        let Some(attr) = roles.first() else {
            cx.error_spanned_by(
                &ident,
                format!("field `{ident}` has no role: mark it `#[operand]`, `#[result]`, `#[property]`, `#[region]` or `#[successor]`"),
            );
            return;
        };
        if let Some(second) = roles.get(1) {
            cx.error_spanned_by(second, format!("field `{ident}` has two roles; give it one"));
        }
        let path = attr.path();
        if path == OPERAND || path == RESULT {
            let what = if path == OPERAND { "an operand" } else { "a result" };
            let Some(arity) = arity_of(&field.ty, "Value") else {
                cx.error_spanned_by(
                    &field.ty,
                    format!("{what} field has type `Value`, `Option<Value>` (optional) or `Vec<Value>` (variadic)"),
                );
                return;
            };
            let (constraint, ValueOptions { segments, requires }) = match &attr.meta {
                syn::Meta::Path(_) => (None, ValueOptions::default()),
                _ => match attr.parse_args_with(parse_value_arguments) {
                    Ok(parsed) => parsed,
                    Err(error) => {
                        cx.syn_error(error);
                        (None, ValueOptions::default())
                    }
                },
            };
            if segments.is_some() && arity != Arity::Variadic {
                cx.error_spanned_by(
                    &ident,
                    "`segments = ...` splits a variadic group: give the field type `Vec<Value>`",
                );
            }
            let value = ValueField { ident, arity, constraint, segments, requires };
            if path == OPERAND {
                self.operands.push(value);
            } else {
                self.results.push(value);
            }
        } else if path == PROPERTY {
            self.add_property(cx, field, ident, attr);
        } else if path == REGION {
            let Some(arity) =
                arity_of(&field.ty, "Region").filter(|arity| *arity != Arity::Optional)
            else {
                cx.error_spanned_by(
                    &field.ty,
                    "a region field has type `Region` or `Vec<Region>` (variadic)",
                );
                return;
            };
            let mut blocks = None;
            let mut name = syn::ext::IdentExt::unraw(&ident).to_string();
            if !matches!(attr.meta, syn::Meta::Path(_)) {
                let result = attr.parse_nested_meta(|meta| {
                    if meta.path == BLOCKS {
                        let count: syn::LitInt = meta.value()?.parse()?;
                        blocks = Some(count.base10_parse::<usize>()?);
                        Ok(())
                    } else if meta.path == NAME {
                        let value: LitStr = meta.value()?.parse()?;
                        name = value.value();
                        Ok(())
                    } else {
                        Err(meta.error(
                            "unknown region option; expected `blocks = N` or `name = \"...\"`",
                        ))
                    }
                });
                if let Err(error) = result {
                    cx.syn_error(error);
                }
            }
            self.regions.push(RegionField { ident, name, arity, blocks });
        } else {
            let Some(arity) =
                arity_of(&field.ty, "Block").filter(|arity| *arity != Arity::Optional)
            else {
                cx.error_spanned_by(
                    &field.ty,
                    "a successor field has type `Block` or `Vec<Block>` (variadic)",
                );
                return;
            };
            if !matches!(attr.meta, syn::Meta::Path(_)) {
                cx.error_spanned_by(attr, "`#[successor]` takes no options");
            }
            self.successors.push(SuccessorField { ident, arity });
        }
    }

    fn add_property(&mut self, cx: &Ctxt, field: &syn::Field, ident: Ident, attr: &syn::Attribute) {
        let mut name = syn::ext::IdentExt::unraw(&ident).to_string();
        let mut default: Option<Option<Expr>> = None;
        let mut constraint = None;
        let mut requires = None;
        if !matches!(attr.meta, syn::Meta::Path(_)) {
            let result = attr.parse_nested_meta(|meta| {
                if meta.path == NAME {
                    let value: LitStr = meta.value()?.parse()?;
                    name = value.value();
                    Ok(())
                } else if meta.path == DEFAULT {
                    if default.is_some() {
                        return Err(meta.error("duplicate `default` option"));
                    }
                    default = Some(if meta.input.peek(syn::Token![=]) {
                        Some(meta.value()?.parse::<Expr>()?)
                    } else {
                        None
                    });
                    Ok(())
                } else if meta.path == CONSTRAINT {
                    constraint = Some(meta.value()?.parse::<Expr>()?);
                    Ok(())
                } else if meta.path == REQUIRES {
                    requires = Some(meta.value()?.parse::<Path>()?);
                    Ok(())
                } else {
                    Err(meta.error(
                        "unknown property option; expected `name = \"...\"`, `default`, `default = expr`, `constraint = ...` or `requires = Rule`",
                    ))
                }
            });
            if let Err(error) = result {
                cx.syn_error(error);
            }
        }
        let shape = type_shape(&field.ty);
        let (kind, value_type) = match shape {
            Some((outer, Some(inner))) if outer == "Option" => {
                (PropertyKind::Optional, inner.clone())
            }
            Some((outer, None)) if outer == "bool" => (PropertyKind::Unit, field.ty.clone()),
            _ if default.is_some() => (PropertyKind::Defaulted, field.ty.clone()),
            _ => (PropertyKind::Required, field.ty.clone()),
        };
        if default.is_some() && matches!(kind, PropertyKind::Optional | PropertyKind::Unit) {
            cx.error_spanned_by(attr, "`default` applies to required properties; an `Option` or `bool` property starts unset");
        }
        self.properties.push(PropertyField {
            ident,
            name,
            value_type,
            kind,
            default: default.flatten(),
            constraint,
            docs: doc_string(&field.attrs),
            requires,
        });
    }
}
