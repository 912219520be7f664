//! Availability, expanded: the merge calls of `Dimension(requirement)`
//! entries, an op's instance query (`OpAvailability`), its `const` form
//! (`StaticAvailability`) and the interface tables of the dimensions it
//! answers.
//!
//! Which dimensions an op answers, and so which tables its definition
//! holds: those of its own entries, its dialect's (`dialect = D`, through
//! `DialectAvailabilityModels`), and those its properties' value types can
//! require. The last are not known here (an enum's cases name them in
//! another item), so each property contributes a table whose entries its
//! value type lists (`PropertyValue::availability_models`, which
//! `#[enum_attr]` fills from its cases' `#[availability]` and which is
//! empty for other types); `op_dimensions` and casts walk them like the
//! dialect's. An op without availability declarations but with properties
//! therefore still answers its enum cases' requirements.
//!
//! Why this design: the enum's macro knows the dimensions, the op's macro
//! knows the op, and a table needs both; a generic function of the value
//! type, instantiated for the op in a `fn` pointer, joins them in static
//! data without a registry. `PropertyValue` provides it with an empty
//! default, so the core's value types, `#[attr_def]` attributes (whose
//! `add_requirements` is empty too) and users' own value types need
//! nothing; a user type that overrides `add_requirements` overrides
//! `availability_models` with it. An op that declares availability gets
//! the property tables as well: a dimension listed twice is the same
//! query (`ModelOf::<Op, D>`), `op_dimensions` lists it once, and the
//! dialect's and the op's own dimensions come first, so reports keep
//! their order.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;
use syn::Path;

use super::op::property_type;
use crate::check::CheckedOp;
use crate::model::availability::Entry;
use crate::model::op::{Arity, PropertyKind};

/// The requirement of an entry as a value of the dimension's
/// `Requirement`: the case, or `&[cases]` for a disjunction.
fn requirement(entry: &Entry) -> TokenStream {
    let cases = &entry.cases;
    match entry.disjunction {
        Some(span) => quote_spanned!(span=> &[#(#cases),*]),
        None => quote!(#(#cases)*),
    }
}

/// `merge_if::<D, Dimension>(overall, requirement);` for each entry.
/// Errors point at the entry, but `overall` keeps the expansion's own
/// span, so the call still finds the variable when the entry was passed
/// through a `macro_rules!` (whose hygiene would hide it otherwise).
pub fn merge_calls(entries: &[Entry], krate: &Path) -> TokenStream {
    let overall = quote!(overall);
    let calls = entries.iter().map(|entry| {
        let dimension = &entry.dimension;
        let requirement = requirement(entry);
        quote_spanned! {dimension.span()=>
            #krate::availability::merge_if::<D, #dimension>(#overall, #requirement);
        }
    });
    quote!(#(#calls)*)
}

/// Whether `D` is one of the entries' dimensions, as an expression.
pub fn mentions(entries: &[Entry], krate: &Path) -> TokenStream {
    if entries.is_empty() {
        return quote!(false);
    }
    let tests = entries.iter().map(|entry| {
        let dimension = &entry.dimension;
        quote!(#krate::availability::same_dimension::<D, #dimension>())
    });
    quote!(#(#tests)||*)
}

/// The entries as `StaticRequirement`s; `subject` starts each message
/// (`op \`spirv.IAdd\``).
pub fn static_requirements(entries: &[Entry], krate: &Path, subject: &str) -> TokenStream {
    let items = entries.iter().map(|entry| {
        let dimension = &entry.dimension;
        let cases = &entry.cases;
        let message =
            format!("{subject} is not available in this target: it requires {}", entry.text);
        quote! {
            #krate::availability::StaticRequirement {
                dimension: <#dimension as #krate::availability::Dimension>::NAME,
                kind: <#dimension as #krate::availability::Dimension>::KIND,
                values: &[#((#cases) as u64),*],
                message: #message,
            }
        }
    });
    quote!(&[#(#items),*])
}

/// The distinct dimensions of `entries`, in order of first mention.
pub fn distinct_dimensions<'a>(entries: impl IntoIterator<Item = &'a Entry>) -> Vec<&'a Path> {
    let mut dimensions: Vec<&Path> = Vec::new();
    for entry in entries {
        let dimension = &entry.dimension;
        let text = quote!(#dimension).to_string();
        if !dimensions.iter().any(|seen| quote!(#seen).to_string() == text) {
            dimensions.push(dimension);
        }
    }
    dimensions
}

/// What the op's expansion gains.
pub struct AvailabilityExpansion {
    /// Items for the op's `const _` block.
    pub items: TokenStream,
    /// Entries for the definition's interface tables.
    pub interface_models: Vec<TokenStream>,
}

/// Expands the op's availability.
pub fn expand_op_availability(op: &CheckedOp) -> AvailabilityExpansion {
    let model = &op.model;
    let krate = &op.krate;
    let ident = &model.original.ident;
    let options = &model.options;
    let entries = &op.availability;
    let availability = quote!(#krate::availability);
    let valued_properties: Vec<_> =
        model.properties.iter().filter(|property| property.kind != PropertyKind::Unit).collect();
    let declares_any = options.availability.is_some()
        || options.dialect.is_some()
        || options.availability_hook.is_some()
        || model.operands.iter().chain(&model.results).any(|field| field.requires.is_some())
        || model.properties.iter().any(|property| property.requires.is_some());
    if !declares_any && valued_properties.is_empty() {
        // Available everywhere: nothing to check at compile time either.
        let items = quote! {
            #[automatically_derived]
            impl #availability::StaticAvailability for #ident {
                const DECLARED: &'static [#availability::StaticRequirement] = &[];
                const DEFAULTS: &'static [#availability::StaticRequirement] = &[];
            }
        };
        return AvailabilityExpansion { items, interface_models: Vec::new() };
    }
    let name = options.name.as_ref().map(|name| name.value()).unwrap_or_default();

    // The declared part: the op's own entries, or its dialect's default in
    // the dimensions it does not declare.
    let merges = merge_calls(entries, krate);
    let declared = match &options.dialect {
        Some(dialect) => {
            let mentioned = mentions(entries, krate);
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
    let properties = valued_properties.iter().map(|property| {
        let ident = &property.ident;
        let value = property_type(&property.value_type);
        let rule = property.requires.as_ref().map(|rule| {
            quote!(<#rule as #availability::ValueRequirements<#value>>::add_requirements::<D>(value, overall);)
        });
        // The whole call at the field's type, where a type that is no
        // property value is reported once.
        let add_value = quote_spanned!(property.value_type.span()=> <#value as __ods::PropertyValue>::add_requirements::<D>(value, overall));
        let add = quote! {
            #add_value;
            #rule
        };
        // Only required properties count in the declared answer, as in
        // MLIR's generated availability (which skips `OptionalAttr` and
        // `DefaultValuedAttr` enum attributes, present or not); the full
        // answer adds the value of an optional property that is present
        // and of a defaulted one.
        let full = quote!(mode == #availability::Mode::Full);
        match property.kind {
            PropertyKind::Required => {
                quote!(if let ::core::option::Option::Some(value) = &properties.#ident { #add })
            }
            PropertyKind::Defaulted => quote!(if #full { let value = &properties.#ident.0; #add }),
            _ => quote!(if #full { if let ::core::option::Option::Some(value) = &properties.#ident { #add } }),
        }
    });
    // A hook replaces the properties' part (MLIR's `autogenAvailability =
    // 0`): it reads what it needs itself.
    let properties = if !model.properties.is_empty() && options.availability_hook.is_none() {
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
            for value in data.operands().chain(data.results().iter()) {
                <<#dialect as #krate::registry::Dialect>::Availability as #availability::DialectAvailability>::add_type_requirements::<D>(context, body.value_type(value), overall);
            }
        }
    });

    let subject = format!("op `{name}`");
    let declared_static = static_requirements(entries, krate, &subject);
    let defaults_static = match &options.dialect {
        Some(dialect) => {
            quote!(<<#dialect as #krate::registry::Dialect>::Availability as #availability::DialectAvailability>::DEFAULTS)
        }
        None => quote!(&[]),
    };

    let items = quote! {
        #[automatically_derived]
        impl #availability::OpAvailability for #ident {
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
        impl #availability::StaticAvailability for #ident {
            const DECLARED: &'static [#availability::StaticRequirement] = #declared_static;
            const DEFAULTS: &'static [#availability::StaticRequirement] = #defaults_static;
        }
    };

    let mut interface_models = Vec::new();
    if let Some(dialect) = &options.dialect {
        interface_models.push(quote! {
            &#availability::AvailabilityBundle {
                models: <<#dialect as #krate::registry::Dialect>::Availability as #availability::DialectAvailabilityModels<#ident>>::MODELS,
            }
        });
    }
    for dimension in distinct_dimensions(entries) {
        interface_models.push(quote!(&#availability::ModelOf::<#ident, #dimension>::MODEL));
    }
    for property in &valued_properties {
        let value_type = &property.value_type;
        let models = quote_spanned!(value_type.span()=> &#availability::PropertyModels::new(<#value_type as __ods::PropertyValue>::availability_models::<#ident>));
        interface_models.push(models);
    }
    AvailabilityExpansion { items, interface_models }
}
