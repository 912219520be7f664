//! `build`: the generated constructor of an op. It takes every operand,
//! property and successor, and the result types the op cannot determine
//! itself; fills an `OperationState`; and lets `Builder::create` make the
//! op. A result's type is determined when `SameOperandsAndResultType`,
//! `AllTypesMatch` or `TypesMatchWith` ties it to a single operand at a
//! fixed index or to a property (the type of the property's attribute,
//! `arith.constant`'s `value`), or else when the op has an `infer` hook.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::op::Layout;
use crate::check::traits::{TraitRef, TypeName, TypeSourceRef};
use crate::check::CheckedOp;
use crate::model::op::{Arity, OpModel, PropertyKind};

/// Where `build` takes one result's type from.
enum ResultSource {
    /// The type of operand number `n` (a single operand at a fixed index),
    /// through a `TypesMatchWith` transform when one is given.
    Operand(usize, Option<syn::Expr>),
    /// The type of property number `n`'s attribute.
    Property(usize),
}

/// Where each result's type comes from, if the traits say.
fn result_sources(model: &OpModel, traits: &[TraitRef]) -> Vec<Option<ResultSource>> {
    let same_all = traits.iter().any(|t| t.is("SameOperandsAndResultType"));
    let first_single_operand =
        model.operands.iter().position(|operand| operand.arity == Arity::Single);
    // A single operand at a fixed index (every group before it single).
    let operand_index = |name: &TypeName| {
        let TypeSourceRef::Operand(position) = name.source else { return None };
        let before_single =
            model.operands[..position].iter().all(|operand| operand.arity == Arity::Single);
        (model.operands[position].arity == Arity::Single && before_single).then_some(position)
    };
    // A property that is set whenever the op is built: required or
    // defaulted.
    let property_index = |name: &TypeName| {
        let TypeSourceRef::Property(index) = name.source else { return None };
        matches!(model.properties[index].kind, PropertyKind::Required | PropertyKind::Defaulted)
            .then_some(index)
    };
    model
        .results
        .iter()
        .enumerate()
        .map(|(result_index, result)| {
            if result.arity != Arity::Single {
                return None;
            }
            if same_all {
                if let Some(index) = first_single_operand.filter(|index| {
                    model.operands[..*index].iter().all(|operand| operand.arity == Arity::Single)
                }) {
                    return Some(ResultSource::Operand(index, None));
                }
            }
            let is_this_result =
                |name: &TypeName| name.source == TypeSourceRef::Result(result_index);
            let mut from_property = None;
            for declared in traits {
                match declared {
                    TraitRef::AllTypesMatch(names) if names.iter().any(is_this_result) => {
                        if let Some(index) = names.iter().find_map(operand_index) {
                            return Some(ResultSource::Operand(index, None));
                        }
                        from_property = from_property.or(names.iter().find_map(property_index));
                    }
                    TraitRef::TypesMatchWith { from, to, transform, .. } if is_this_result(to) => {
                        if let Some(index) = operand_index(from) {
                            return Some(ResultSource::Operand(index, Some(transform.clone())));
                        }
                    }
                    _ => {}
                }
            }
            from_property.map(ResultSource::Property)
        })
        .collect()
}

/// How `build` finds the result types: from operands or properties (the
/// traits), or with the `infer` hook; neither when the caller gives them.
fn inference(model: &OpModel, result_sources: &[Option<ResultSource>]) -> (bool, bool) {
    let infer_from_operand =
        !model.results.is_empty() && result_sources.iter().all(Option::is_some);
    let infer_with_hook =
        !infer_from_operand && model.options.infer.is_some() && !model.results.is_empty();
    (infer_from_operand, infer_with_hook)
}

/// Whether `build` takes no result type: the op has no results, or finds
/// their types itself.
pub fn build_finds_result_types(checked: &CheckedOp) -> bool {
    let model = &checked.model;
    let (from_operand, with_hook) = inference(model, &result_sources(model, &checked.traits));
    model.results.is_empty() || from_operand || with_hook
}

/// The `build` function.
pub fn expand_build(checked: &CheckedOp, layout: &Layout) -> TokenStream {
    let model = &checked.model;
    let traits = &checked.traits;
    let op = layout.op;
    let properties_ident = &layout.properties_ident;
    let has_properties = layout.has_properties;
    let operand_segments_index = layout.operand_segments;
    let mut parameters = Vec::new();
    let mut statements = Vec::new();
    let mut segment_sizes = Vec::new();
    for operand in &model.operands {
        let ident = &operand.ident;
        match operand.arity {
            Arity::Single => {
                parameters.push(quote!(#ident: __ods::Value));
                statements.push(quote!(__state.operands.push(#ident);));
                segment_sizes.push(quote!(1i32));
            }
            Arity::Optional => {
                parameters.push(quote!(#ident: ::core::option::Option<__ods::Value>));
                statements.push(quote!(__state.operands.extend(#ident);));
                segment_sizes.push(quote!(i32::from(#ident.is_some())));
            }
            Arity::Variadic => {
                parameters.push(quote!(#ident: &[__ods::Value]));
                statements.push(quote!(__state.operands.extend_from_slice(#ident);));
                segment_sizes.push(quote!(#ident.len() as i32));
            }
        }
    }
    let result_sources = result_sources(model, traits);
    let (infer_from_operand, infer_with_hook) = inference(model, &result_sources);
    if !infer_from_operand && !infer_with_hook {
        for result in &model.results {
            let name = format_ident!("{}_type", result.ident);
            match result.arity {
                Arity::Single => {
                    parameters.push(quote!(#name: __ods::Type));
                    statements.push(quote!(__state.result_types.push(#name);));
                }
                Arity::Optional => {
                    parameters.push(quote!(#name: ::core::option::Option<__ods::Type>));
                    statements.push(quote!(__state.result_types.extend(#name);));
                }
                Arity::Variadic => {
                    parameters.push(quote!(#name: &[__ods::Type]));
                    statements.push(quote!(__state.result_types.extend_from_slice(#name);));
                }
            }
        }
    }
    let mut property_values = Vec::new();
    for property in &model.properties {
        let ident = &property.ident;
        let value_type = &property.value_type;
        match property.kind {
            PropertyKind::Required => {
                parameters.push(quote!(#ident: #value_type));
                property_values.push(quote!(#ident: ::core::option::Option::Some(#ident)));
            }
            PropertyKind::Optional => {
                parameters.push(quote!(#ident: ::core::option::Option<#value_type>));
                property_values.push(quote!(#ident));
            }
            PropertyKind::Defaulted => {
                parameters.push(quote!(#ident: #value_type));
                property_values.push(quote!(#ident: __ods::Defaulted(#ident)));
            }
            PropertyKind::Unit => {
                parameters.push(quote!(#ident: bool));
                property_values.push(quote!(#ident));
            }
        }
    }
    let mut successors = Vec::new();
    for successor in &model.successors {
        let ident = &successor.ident;
        match successor.arity {
            Arity::Variadic => {
                parameters.push(quote!(#ident: &[__ods::Block]));
                successors.push(quote!(__state.successors.extend_from_slice(#ident);));
            }
            _ => {
                parameters.push(quote!(#ident: __ods::Block));
                successors.push(quote!(__state.successors.push(#ident);));
            }
        }
    }
    let region_count = model.regions.iter().filter(|region| region.arity == Arity::Single).count();
    let properties_statement = if has_properties {
        let segments = operand_segments_index.map(|_| {
            quote!(__properties.operand_segment_sizes = __ods::Defaulted(__ods::DenseI32Array(__ods::Vec::from([#(#segment_sizes),*]))))
        }).map(|assign| quote!(#assign;)).unwrap_or_default();
        quote! {
            #[allow(unused_mut)]
            let mut __properties = #properties_ident { #(#property_values,)* ..::core::default::Default::default() };
            #segments
        }
    } else {
        quote!()
    };
    let result_statement = if infer_from_operand {
        let pushes = result_sources.iter().flatten().map(|source| match source {
            ResultSource::Operand(index, Some(transform)) => quote! {
                let __operand_type = builder.body().value_type(__state.operands[#index]);
                __state.result_types.push((#transform)(builder.context(), __operand_type));
            },
            ResultSource::Operand(index, None) => quote! {
                __state.result_types.push(builder.body().value_type(__state.operands[#index]));
            },
            ResultSource::Property(index) => {
                let message = format!(
                    "`{}::build`: property `{}` has no type to give the result",
                    op, model.properties[*index].name
                );
                quote! {
                    match __ods::property_attr_type(builder.context(), &__properties, #index) {
                        ::core::option::Option::Some(__type) => __state.result_types.push(__type),
                        ::core::option::Option::None => panic!(#message),
                    }
                }
            }
        });
        quote! { #(#pushes)* }
    } else if infer_with_hook {
        let properties_argument = if has_properties {
            quote!(::core::option::Option::Some(&__properties as &dyn __ods::OpProperties))
        } else {
            quote!(::core::option::Option::None)
        };
        let message = format!("`{}`: the result types of `build` could not be inferred from its operands and properties", op);
        quote! {
            let __operand_types: __ods::Vec<__ods::Type> = __state.operands.iter().map(|&__value| builder.body().value_type(__value)).collect();
            match __infer(builder.context(), &__operand_types, #properties_argument) {
                ::core::option::Option::Some(__types) => __state.result_types.extend(__types),
                ::core::option::Option::None => panic!(#message),
            }
        }
    } else {
        quote!()
    };
    let store_properties = if has_properties {
        quote!(__state.properties = ::core::option::Option::Some(__ods::PropertyBox::new(__properties));)
    } else {
        quote!()
    };
    let from_property = infer_from_operand
        && result_sources
            .iter()
            .flatten()
            .any(|source| matches!(source, ResultSource::Property(_)));
    let panics = if from_property {
        quote!(
            ///
            /// # Panics
            ///
            /// When the attribute of a property that gives a result its type
            /// has no type.
        )
    } else if infer_with_hook {
        quote!(
            ///
            /// # Panics
            ///
            /// When the `infer` hook cannot infer the result types.
        )
    } else {
        quote!()
    };
    quote! {
        /// Creates the op at the builder's insertion point, with every
        /// operand, property and successor given (result types are given
        /// unless the op's traits or `infer` hook determine them); regions
        /// start empty.
        #panics
        #[allow(clippy::too_many_arguments)]
        pub fn build(builder: &mut __ods::Builder<'_>, location: __ods::Attr, #(#parameters),*) -> Self {
            let __name = builder.context().op_name(<Self as __ods::TypedOp>::NAME);
            let mut __state = __ods::OperationState::new(__name, location);
            #(#statements)*
            #properties_statement
            #result_statement
            #(#successors)*
            __state.region_count = #region_count;
            #store_properties
            #op(builder.create(__state))
        }
    }
}
