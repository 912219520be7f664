//! What an op gives `rewrite_rules!`: `RuleOp` (a `build` from arguments
//! by position), `RuleArgument<N>` for each argument (operands and
//! properties in declaration order, MLIR's `arguments`), `RuleArity<N>`
//! for the exact count, `RuleResult<N>` for each result, and
//! `InfersResultTypes` when `build` needs no result type. Ops with regions
//! or successors get none of it: rules neither match nor build them.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use super::build::build_finds_result_types;
use super::op::Layout;
use crate::check::CheckedOp;
use crate::model::op::{Arity, PropertyKind};

/// One argument of the op, in declaration order.
enum Argument {
    Operand(usize),
    Property(usize),
}

/// The op's arguments in the order its struct declares them.
fn arguments(op: &CheckedOp) -> Vec<Argument> {
    let model = &op.model;
    let syn::Fields::Named(fields) = &model.original.fields else { return Vec::new() };
    fields
        .named
        .iter()
        .filter_map(|field| {
            let ident = field.ident.as_ref()?;
            if let Some(index) = model.operands.iter().position(|operand| &operand.ident == ident) {
                return Some(Argument::Operand(index));
            }
            let index = model.properties.iter().position(|property| &property.ident == ident)?;
            Some(Argument::Property(index))
        })
        .collect()
}

/// The rule impls of `op`, or nothing for an op rules cannot use.
pub fn expand_rule_op(op: &CheckedOp, layout: &Layout) -> TokenStream {
    let model = &op.model;
    let finds_types = build_finds_result_types(op);
    let results_single = model.results.iter().all(|result| result.arity == Arity::Single);
    if !model.regions.is_empty() || !model.successors.is_empty() || !(finds_types || results_single)
    {
        return TokenStream::new();
    }
    let ident = layout.op;
    let arguments = arguments(op);
    let count = arguments.len();
    let result_count = model.results.len();
    let fields: Vec<_> = (0..count).map(|index| format_ident!("argument{}", index)).collect();
    let mut value_types = Vec::new();
    let mut getters = Vec::new();
    let mut converted_getters = Vec::new();
    let mut operand_parameters = Vec::new();
    let mut property_parameters = Vec::new();
    for (argument, field) in arguments.iter().zip(&fields) {
        match *argument {
            Argument::Operand(index) => {
                let operand = &model.operands[index];
                let accessor = &operand.ident;
                let fixed =
                    model.operands[..=index].iter().all(|operand| operand.arity == Arity::Single);
                converted_getters.push(if fixed {
                    quote!(operands.get(#index).copied())
                } else {
                    quote!(::core::option::Option::None)
                });
                match operand.arity {
                    Arity::Single => {
                        value_types.push(quote!(__ods::Value));
                        getters.push(quote!(::core::option::Option::Some(self.#accessor(body))));
                        operand_parameters.push(quote!(#field));
                    }
                    Arity::Optional => {
                        value_types.push(quote!(::core::option::Option<__ods::Value>));
                        getters.push(quote!(::core::option::Option::Some(self.#accessor(body))));
                        operand_parameters.push(quote!(#field));
                    }
                    Arity::Variadic => {
                        value_types.push(quote!(__ods::Vec<__ods::Value>));
                        getters.push(
                            quote!(::core::option::Option::Some(self.#accessor(body).collect())),
                        );
                        operand_parameters.push(quote!(&#field));
                    }
                }
            }
            Argument::Property(index) => {
                let property = &model.properties[index];
                let field_name = &property.ident;
                let value_type = &property.value_type;
                let span = value_type.span();
                let (value_type, getter) = match property.kind {
                    PropertyKind::Required => (
                        quote!(#value_type),
                        quote_spanned!(span=> self.properties(body).#field_name.as_ref().map(<#value_type as __ods::PropertyValue>::cloned)),
                    ),
                    PropertyKind::Optional => (
                        quote!(::core::option::Option<#value_type>),
                        quote_spanned!(span=> ::core::option::Option::Some(self.properties(body).#field_name.as_ref().map(<#value_type as __ods::PropertyValue>::cloned))),
                    ),
                    PropertyKind::Defaulted => (
                        quote!(#value_type),
                        quote_spanned!(span=> ::core::option::Option::Some(<#value_type as __ods::PropertyValue>::cloned(&self.properties(body).#field_name.0))),
                    ),
                    PropertyKind::Unit => (
                        quote!(bool),
                        quote!(::core::option::Option::Some(self.properties(body).#field_name)),
                    ),
                };
                value_types.push(value_type);
                converted_getters.push(getter.clone());
                getters.push(getter);
                property_parameters.push(quote!(#field));
            }
        }
    }
    let type_parameters: Vec<TokenStream> = if finds_types {
        Vec::new()
    } else {
        (0..result_count).map(|index| quote!(*result_types.get(#index)?)).collect()
    };
    let argument_impls = value_types.iter().zip(&getters).zip(&fields).zip(&converted_getters).enumerate().map(
        |(index, (((value_type, getter), field), converted_getter))| {
            quote! {
                #[automatically_derived]
                impl __ods::rules::RuleArgument<#index> for #ident {
                    type Value = #value_type;
                    #[inline]
                    fn get(self, body: &__ods::Body) -> ::core::option::Option<#value_type> {
                        #getter
                    }
                    #[inline]
                    fn set(arguments: &mut __RuleArguments, value: #value_type) {
                        arguments.#field = ::core::option::Option::Some(value);
                    }
                    #[inline]
                    #[allow(unused_variables)]
                    fn get_converted(self, body: &__ods::Body, operands: &[__ods::Value]) -> ::core::option::Option<#value_type> {
                        #converted_getter
                    }
                }
            }
        },
    );
    let result_impls = (0..result_count).map(|index| {
        quote! {
            #[automatically_derived]
            impl __ods::rules::RuleResult<#index> for #ident {}
        }
    });
    let infers = finds_types.then(|| {
        quote! {
            #[automatically_derived]
            impl __ods::rules::InfersResultTypes for #ident {}
        }
    });
    quote! {
        /// The arguments of an op being built by a rewrite rule.
        #[derive(Default)]
        pub struct __RuleArguments {
            #(#fields: ::core::option::Option<#value_types>,)*
        }

        #[automatically_derived]
        impl __ods::rules::RuleOp for #ident {
            const ARGUMENTS: usize = #count;
            const RESULTS: usize = #result_count;
            const INFERS_RESULT_TYPES: bool = #finds_types;
            type Arguments = __RuleArguments;

            #[inline]
            #[allow(unused_variables)]
            fn build_from_rule(
                builder: &mut __ods::Builder<'_>,
                location: __ods::Attr,
                arguments: __RuleArguments,
                result_types: &[__ods::Type],
            ) -> ::core::option::Option<Self> {
                #(let #fields = arguments.#fields?;)*
                ::core::option::Option::Some(#ident::build(
                    builder,
                    location,
                    #(#operand_parameters,)*
                    #(#type_parameters,)*
                    #(#property_parameters,)*
                ))
            }
        }

        #[automatically_derived]
        impl __ods::rules::RuleArity<#count> for #ident {}

        #(#argument_impls)*
        #(#result_impls)*
        #infers
    }
}
