//! The static `OpDefinition` of an op: its operand, result, region and
//! successor specs, its traits (the parameterized ones with the indices
//! `check::traits` resolved), and the names of the hook glue and tables
//! the other parts of the expansion make.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::ext::IdentExt;
use syn::spanned::Spanned;

use super::hooks::Hooks;
use super::op::{option_tokens, Layout};
use crate::check::traits::{TraitRef, TypeName, TypeSourceRef};
use crate::check::CheckedOp;
use crate::model::op::{Arity, ValueField};

/// `Arity::...`, as tokens.
fn arity_tokens(arity: Arity) -> TokenStream {
    match arity {
        Arity::Single => quote!(__ods::Arity::Single),
        Arity::Optional => quote!(__ods::Arity::Optional),
        Arity::Variadic => quote!(__ods::Arity::Variadic),
    }
}

/// The `ValueSpec` of each operand or result group.
fn value_specs(fields: &[ValueField]) -> Vec<TokenStream> {
    fields
        .iter()
        .map(|field| {
            let field_name = field.ident.unraw().to_string();
            let arity = arity_tokens(field.arity);
            let constraint = match &field.constraint {
                Some(expr) => quote_spanned!(expr.span()=> {
                    #[allow(unused_imports)]
                    use __ods::constraints::*;
                    &#expr
                }),
                None => quote!(&__ods::constraints::AnyType),
            };
            quote!(__ods::ValueSpec { name: #field_name, arity: #arity, constraint: #constraint })
        })
        .collect()
}

/// The op's traits, each an expression of type `&'static dyn OpTrait`.
/// Paths resolve among the core's traits (imported in the expansion's
/// scope) and the user's; the parameterized traits carry the definitions
/// and indices resolved by the checks.
fn expand_traits(traits: &[TraitRef]) -> Vec<TokenStream> {
    let source = |name: &TypeName| match name.source {
        TypeSourceRef::Operand(index) => quote!(__ods::TypeSource::Operand(#index)),
        TypeSourceRef::Result(index) => quote!(__ods::TypeSource::Result(#index)),
        TypeSourceRef::Property(index) => quote!(__ods::TypeSource::Property(#index)),
    };
    traits
        .iter()
        .map(|declared| match declared {
            TraitRef::Path(path) => quote_spanned! {path.span()=>
                &#path as &'static dyn __ods::OpTrait
            },
            TraitRef::ImplicitTerminator(op) => {
                let definition = definition_expression(op);
                quote! {
                    &__ods::traits::SingleBlockImplicitTerminator { terminator: #definition }
                        as &'static dyn __ods::OpTrait
                }
            }
            TraitRef::HasParent(parents) => {
                let definitions = parents.iter().map(definition_expression);
                quote! {
                    &__ods::traits::HasParent { parents: &[#(#definitions),*] }
                        as &'static dyn __ods::OpTrait
                }
            }
            TraitRef::AllTypesMatch(names) => {
                let shown = names.iter().map(|name| &name.shown);
                let sources = names.iter().map(source);
                quote! {
                    &__ods::traits::AllTypesMatch {
                        names: &[#(#shown),*],
                        sources: &[#(#sources),*],
                    } as &'static dyn __ods::OpTrait
                }
            }
            TraitRef::TypesMatchWith { description, from, to, transform, variadic } => {
                let (from_name, to_name) = (&from.shown, &to.shown);
                let (from, to) = (source(from), source(to));
                let transform = if *variadic {
                    quote_spanned!(transform.span()=> __ods::TypesTransform::Many(#transform))
                } else {
                    quote_spanned!(transform.span()=> __ods::TypesTransform::One(#transform))
                };
                quote! {
                    &__ods::traits::TypesMatchWith {
                        description: #description,
                        from_name: #from_name,
                        to_name: #to_name,
                        from: #from,
                        to: #to,
                        transform: #transform,
                    } as &'static dyn __ods::OpTrait
                }
            }
        })
        .collect()
}

/// `<Op as TypedOp>::definition`, for an op type named in a trait: a
/// function, so that definitions can name each other in cycles.
fn definition_expression(expr: &syn::Expr) -> TokenStream {
    quote_spanned!(expr.span()=> <#expr as __ods::TypedOp>::definition as __ods::traits::DefinitionOf)
}

/// `static __DEFINITION: OpDefinition = ...;`.
pub fn expand_definition(
    op: &CheckedOp,
    layout: &Layout,
    hooks: &Hooks,
    interface_tables: &[TokenStream],
) -> TokenStream {
    let model = &op.model;
    let name = model.options.name.as_ref().map(|name| name.value()).unwrap_or_default();
    let summary = model.options.summary.as_ref().map(|summary| summary.value()).unwrap_or_default();
    let description = &model.description;
    let operand_specs = value_specs(&model.operands);
    let result_specs = value_specs(&model.results);
    let region_specs = model.regions.iter().map(|region| {
        let region_name = &region.name;
        let arity = arity_tokens(region.arity);
        let blocks = option_tokens(region.blocks.map(|count| quote!(#count)));
        quote!(__ods::RegionSpec { name: #region_name, arity: #arity, block_count: #blocks })
    });
    let successor_specs = model.successors.iter().map(|successor| {
        let successor_name = successor.ident.unraw().to_string();
        let arity = arity_tokens(successor.arity);
        quote!(__ods::SuccessorSpec { name: #successor_name, arity: #arity })
    });
    let property_specs = super::properties::property_specs(op, layout);
    let trait_entries = expand_traits(&op.traits);
    let operand_segments = option_tokens(layout.operand_segments.map(|index| quote!(#index)));
    let result_segments = option_tokens(layout.result_segments.map(|index| quote!(#index)));
    let new_properties = option_tokens(layout.has_properties.then(|| quote!(__new_properties)));
    let default_dialect =
        option_tokens(model.options.default_dialect.as_ref().map(|dialect| quote!(#dialect)));
    let verify = option_tokens(hooks.verify.clone());
    let verify_regions = option_tokens(hooks.verify_regions.clone());
    let verify_symbol_uses = option_tokens(hooks.verify_symbol_uses.clone());
    let print = option_tokens(hooks.print.clone());
    let parse = option_tokens(hooks.parse.clone());
    let fold = option_tokens(hooks.fold.clone());
    let fold_in_place = option_tokens(hooks.fold_in_place.clone());
    let infer = option_tokens(hooks.infer.clone());
    let result_names = option_tokens(hooks.result_names.clone());
    let format = &hooks.format_field;
    let format_text = &hooks.format_text;
    let canonicalization_patterns = &hooks.canonicalization_patterns;
    quote! {
        static __DEFINITION: __ods::OpDefinition = __ods::OpDefinition {
            name: #name,
            summary: #summary,
            description: #description,
            operands: &[#(#operand_specs),*],
            results: &[#(#result_specs),*],
            regions: &[#(#region_specs),*],
            successors: &[#(#successor_specs),*],
            properties: &[#(#property_specs),*],
            operand_segments: #operand_segments,
            result_segments: #result_segments,
            new_properties: #new_properties,
            traits: {
                #[allow(unused_imports)]
                use __ods::traits::*;
                &[#(#trait_entries),*]
            },
            format: #format,
            format_text: #format_text,
            default_dialect: #default_dialect,
            verify: #verify,
            verify_regions: #verify_regions,
            verify_symbol_uses: #verify_symbol_uses,
            print: #print,
            parse: #parse,
            fold: #fold,
            fold_in_place: #fold_in_place,
            infer_result_types: #infer,
            result_names: #result_names,
            interfaces: &[#(#interface_tables),*],
            canonicalization_patterns: &[#(#canonicalization_patterns),*],
        };
    }
}
