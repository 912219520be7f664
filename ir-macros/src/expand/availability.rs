//! The availability an `#[op]` declares, expanded: its instance query
//! (`OpAvailability`), its `const` form (`StaticAvailability`), and the
//! interface tables of the dimensions it answers.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Path;

use crate::ctxt::Ctxt;
use crate::model::availability::{mentions, merge_calls, parse_entries, static_requirements};
use crate::model::op::{Arity, OpModel, PropertyKind};

/// What the op's expansion gains.
pub struct AvailabilityExpansion {
    /// Items for the op's `const _` block.
    pub items: TokenStream,
    /// Entries for the definition's interface tables.
    pub interface_models: Vec<TokenStream>,
}

/// Expands the op's availability; nothing for ops that declare none.
pub fn expand_availability(cx: &Ctxt, model: &OpModel, krate: &Path) -> AvailabilityExpansion {
    let op = &model.original.ident;
    let options = &model.options;
    let entries =
        parse_entries(cx, options.availability.iter().flat_map(|array| array.elems.iter()));
    let value_rules =
        model.operands.iter().chain(&model.results).any(|field| field.requires.is_some());
    let property_rules = model.properties.iter().any(|property| property.requires.is_some());
    let declares_any = options.availability.is_some()
        || options.dialect.is_some()
        || options.availability_hook.is_some()
        || value_rules
        || property_rules;
    let availability = quote!(#krate::availability);
    if !declares_any {
        // Available everywhere: nothing to check at compile time either.
        let items = quote! {
            #[automatically_derived]
            impl #availability::StaticAvailability for #op {
                const DECLARED: &'static [#availability::StaticRequirement] = &[];
                const DEFAULTS: &'static [#availability::StaticRequirement] = &[];
            }
        };
        return AvailabilityExpansion { items, interface_models: Vec::new() };
    }
    let name = options.name.as_ref().map(|name| name.value()).unwrap_or_default();

    // The declared part: the op's own entries, or its dialect's default in
    // the dimensions it does not declare.
    let merges = merge_calls(&entries, krate);
    let declared = match &options.dialect {
        Some(dialect) => {
            let mentioned = mentions(&entries, krate);
            quote! {
                if #mentioned {
                    #merges
                } else {
                    <<#dialect as #krate::registry::Dialect>::Availability as #availability::DialectAvailability>::add_defaults::<D>(overall);
                }
            }
        }
        None => merges,
    };

    // Properties, in declaration order: their enum cases, then their rules.
    let has_properties = !model.properties.is_empty();
    let properties = model.properties.iter().filter(|property| property.kind != PropertyKind::Unit).map(|property| {
        let ident = &property.ident;
        let value_type = &property.value_type;
        let rule = property.requires.as_ref().map(|rule| {
            quote!(<#rule as #availability::ValueRequirements<#value_type>>::add_requirements::<D>(value, overall);)
        });
        let add = quote! {
            <#value_type as __ods::PropertyValue>::add_requirements::<D>(value, overall);
            #rule
        };
        match property.kind {
            PropertyKind::Defaulted => quote!({ let value = &properties.#ident.0; #add }),
            _ => quote!(if let ::core::option::Option::Some(value) = &properties.#ident { #add }),
        }
    });
    // A hook replaces the properties' part (MLIR's `autogenAvailability =
    // 0`): it reads what it needs itself.
    let properties = if has_properties && options.availability_hook.is_none() {
        quote! {
            let properties = self.properties(body);
            #(#properties)*
        }
    } else {
        TokenStream::new()
    };

    let hook = options
        .availability_hook
        .as_ref()
        .map(|hook| quote!(#hook::<D>(self, context, body, overall);));

    // Types, in full mode: each operand's and result's rule, and the
    // dialect's type rules for every operand and result.
    let value_rules = model
        .operands
        .iter()
        .map(|field| (field, true))
        .chain(model.results.iter().map(|field| (field, false)))
        .filter_map(|(field, is_operand)| {
            let rule = field.requires.as_ref()?;
            let ident = &field.ident;
            let apply = quote!(<#rule as #availability::TypeRequirements>::add_requirements::<D>(context, body.value_type(value), overall););
            Some(match (field.arity, is_operand) {
                (Arity::Single, _) => quote!({ let value = self.#ident(body); #apply }),
                (Arity::Optional, _) => quote!(if let ::core::option::Option::Some(value) = self.#ident(body) { #apply }),
                (Arity::Variadic, true) => quote!(for value in self.#ident(body) { #apply }),
                (Arity::Variadic, false) => quote!(for &value in self.#ident(body) { #apply }),
            })
        });
    let dialect_types = options.dialect.as_ref().map(|dialect| {
        quote! {
            let data = body.op(self.0);
            for value in data.operands().chain(data.results().iter().copied()) {
                <<#dialect as #krate::registry::Dialect>::Availability as #availability::DialectAvailability>::add_type_requirements::<D>(context, body.value_type(value), overall);
            }
        }
    });

    let subject = format!("op `{name}`");
    let declared_static = static_requirements(&entries, krate, &subject);
    let defaults_static = match &options.dialect {
        Some(dialect) => {
            quote!(<<#dialect as #krate::registry::Dialect>::Availability as #availability::DialectAvailability>::DEFAULTS)
        }
        None => quote!(&[]),
    };

    let items = quote! {
        #[automatically_derived]
        impl #availability::OpAvailability for #op {
            #[allow(unused_variables)]
            fn availability<D: #availability::Dimension>(
                self,
                context: &__ods::Context,
                body: &__ods::Body,
                mode: #availability::Mode,
            ) -> D::Value {
                let mut answer = D::initial();
                let overall = &mut answer;
                #declared
                #properties
                #hook
                if mode == #availability::Mode::Full {
                    #(#value_rules)*
                    #dialect_types
                }
                answer
            }
        }

        #[automatically_derived]
        impl #availability::StaticAvailability for #op {
            const DECLARED: &'static [#availability::StaticRequirement] = #declared_static;
            const DEFAULTS: &'static [#availability::StaticRequirement] = #defaults_static;
        }
    };

    let mut interface_models = Vec::new();
    if let Some(dialect) = &options.dialect {
        interface_models.push(quote! {
            &#availability::AvailabilityBundle {
                models: <<#dialect as #krate::registry::Dialect>::Availability as #availability::DialectAvailabilityModels<#op>>::MODELS,
            }
        });
    }
    for entry in &entries {
        let dimension = &entry.dimension;
        interface_models.push(quote!(&#availability::ModelOf::<#op, #dimension>::MODEL));
    }
    AvailabilityExpansion { items, interface_models }
}
