//! The inherent methods of a generated op handle: accessors for operands,
//! results, regions, successors and properties, setters for properties and
//! operands, and `build`.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::Ident;

use crate::check::{TraitRef, TypeName, TypeSourceRef};
use crate::model::op::{Arity, OpModel, PropertyKind};

/// The `impl FooOp { ... }` block.
pub fn expand_accessors(
    model: &OpModel,
    properties_ident: &Ident,
    has_properties: bool,
    operand_segments_index: Option<usize>,
    traits: &[TraitRef],
) -> TokenStream {
    let op = &model.original.ident;
    let mut methods = Vec::new();

    // Operands.
    let all_single_before = |groups: &[crate::model::op::ValueField], index: usize| {
        groups[..index].iter().all(|group| group.arity == Arity::Single)
    };
    for (group, operand) in model.operands.iter().enumerate() {
        let ident = &operand.ident;
        let setter = format_ident!("set_{}", ident);
        let doc = format!("Operand group `{ident}`.");
        let static_index = all_single_before(&model.operands, group);
        let accessor = match operand.arity {
            Arity::Single if static_index => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> __ods::Value {
                    body.op(self.0).operand(#group)
                }
            },
            Arity::Single => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> __ods::Value {
                    let range = __ods::operand_range(body, self.0, &__DEFINITION, #group);
                    body.op(self.0).operand(range.start)
                }
            },
            Arity::Optional => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> ::core::option::Option<__ods::Value> {
                    let range = __ods::operand_range(body, self.0, &__DEFINITION, #group);
                    (!range.is_empty()).then(|| body.op(self.0).operand(range.start))
                }
            },
            Arity::Variadic => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> impl ExactSizeIterator<Item = __ods::Value> + '_ {
                    let range = __ods::operand_range(body, self.0, &__DEFINITION, #group);
                    body.op(self.0).operands().skip(range.start).take(range.len())
                }
            },
        };
        methods.push(accessor);
        let set_doc = format!("Replaces operand group `{ident}`.");
        methods.push(match operand.arity {
            Arity::Single => quote! {
                #[doc = #set_doc]
                pub fn #setter(self, body: &mut __ods::Body, value: __ods::Value) {
                    __ods::set_operand_group(body, self.0, &__DEFINITION, #group, &[value]);
                }
            },
            Arity::Optional => quote! {
                #[doc = #set_doc]
                pub fn #setter(self, body: &mut __ods::Body, value: ::core::option::Option<__ods::Value>) {
                    let values: &[__ods::Value] = match &value { ::core::option::Option::Some(value) => ::core::slice::from_ref(value), ::core::option::Option::None => &[] };
                    __ods::set_operand_group(body, self.0, &__DEFINITION, #group, values);
                }
            },
            Arity::Variadic => quote! {
                #[doc = #set_doc]
                pub fn #setter(self, body: &mut __ods::Body, values: &[__ods::Value]) {
                    __ods::set_operand_group(body, self.0, &__DEFINITION, #group, values);
                }
            },
        });
    }

    // Results.
    for (group, result) in model.results.iter().enumerate() {
        let ident = &result.ident;
        let doc = format!("Result group `{ident}`.");
        let static_index = all_single_before(&model.results, group);
        methods.push(match result.arity {
            Arity::Single if static_index => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> __ods::Value {
                    body.op(self.0).results()[#group]
                }
            },
            Arity::Single => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> __ods::Value {
                    let range = __ods::result_range(body, self.0, &__DEFINITION, #group);
                    body.op(self.0).results()[range.start]
                }
            },
            Arity::Optional => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> ::core::option::Option<__ods::Value> {
                    let range = __ods::result_range(body, self.0, &__DEFINITION, #group);
                    body.op(self.0).results()[range].first().copied()
                }
            },
            Arity::Variadic => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> &[__ods::Value] {
                    let range = __ods::result_range(body, self.0, &__DEFINITION, #group);
                    &body.op(self.0).results()[range]
                }
            },
        });
    }

    // Regions and successors.
    for (index, region) in model.regions.iter().enumerate() {
        let ident = &region.ident;
        let doc = format!("Region `{ident}` (for an isolated op, an id in the op's own body).");
        methods.push(match region.arity {
            Arity::Variadic => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> &[__ods::Region] {
                    let regions = body.op(self.0).regions();
                    &regions[#index.min(regions.len())..]
                }
            },
            _ => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> __ods::Region {
                    body.op(self.0).regions()[#index]
                }
            },
        });
    }
    for (index, successor) in model.successors.iter().enumerate() {
        let ident = &successor.ident;
        let doc = format!("Successor `{ident}`.");
        methods.push(match successor.arity {
            Arity::Variadic => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> &[__ods::Block] {
                    let successors = body.op(self.0).successors();
                    &successors[#index.min(successors.len())..]
                }
            },
            _ => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> __ods::Block {
                    body.op(self.0).successors()[#index]
                }
            },
        });
    }

    // Properties.
    if has_properties {
        methods.push(quote! {
            /// The op's properties.
            pub fn properties(self, body: &__ods::Body) -> &#properties_ident {
                match __ods::typed_properties::<#properties_ident>(body, self.0) { ::core::option::Option::Some(properties) => properties, ::core::option::Option::None => &__DEFAULT_PROPERTIES }
            }

            /// The op's properties, mutably.
            pub fn properties_mut(self, body: &mut __ods::Body) -> &mut #properties_ident {
                __ods::typed_properties_mut::<#properties_ident>(body, self.0)
            }
        });
    }
    let op_name = model.options.name.as_ref().map(|name| name.value()).unwrap_or_default();
    for property in &model.properties {
        let ident = &property.ident;
        let value_type = &property.value_type;
        let setter = format_ident!("set_{}", ident);
        let doc = if property.docs.is_empty() {
            format!("Property `{}`.", property.name)
        } else {
            property.docs.clone()
        };
        let set_doc = format!("Sets property `{}`.", property.name);
        methods.push(match property.kind {
            PropertyKind::Required => {
                let message = format!("`{op_name}` op has no `{}` property; verify the op before reading it", property.name);
                let try_getter = format_ident!("try_{}", ident);
                let try_doc = format!("Property `{}`, or `None` on an op that has not been verified and lacks it.", property.name);
                quote! {
                    #[doc = #doc]
                    ///
                    /// # Panics
                    ///
                    /// When the property is not set, which the verifier reports
                    /// (see the `try_` variant for ops not verified yet).
                    pub fn #ident(self, body: &__ods::Body) -> &#value_type {
                        match &self.properties(body).#ident {
                            ::core::option::Option::Some(value) => value,
                            ::core::option::Option::None => panic!(#message),
                        }
                    }
                    #[doc = #try_doc]
                    pub fn #try_getter(self, body: &__ods::Body) -> ::core::option::Option<&#value_type> {
                        self.properties(body).#ident.as_ref()
                    }
                    #[doc = #set_doc]
                    pub fn #setter(self, body: &mut __ods::Body, value: #value_type) {
                        self.properties_mut(body).#ident = ::core::option::Option::Some(value);
                    }
                }
            }
            PropertyKind::Optional => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> ::core::option::Option<&#value_type> {
                    self.properties(body).#ident.as_ref()
                }
                #[doc = #set_doc]
                pub fn #setter(self, body: &mut __ods::Body, value: ::core::option::Option<#value_type>) {
                    self.properties_mut(body).#ident = value;
                }
            },
            PropertyKind::Defaulted => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> &#value_type {
                    &self.properties(body).#ident.0
                }
                #[doc = #set_doc]
                pub fn #setter(self, body: &mut __ods::Body, value: #value_type) {
                    self.properties_mut(body).#ident.0 = value;
                }
            },
            PropertyKind::Unit => quote! {
                #[doc = #doc]
                pub fn #ident(self, body: &__ods::Body) -> bool {
                    self.properties(body).#ident
                }
                #[doc = #set_doc]
                pub fn #setter(self, body: &mut __ods::Body, value: bool) {
                    self.properties_mut(body).#ident = value;
                }
            },
        });
    }

    methods.push(expand_build(
        model,
        properties_ident,
        has_properties,
        operand_segments_index,
        traits,
    ));

    quote! {
        #[automatically_derived]
        #[allow(non_snake_case)]
        impl #op {
            /// The op's full name.
            pub const NAME: &'static str = <Self as __ods::TypedOp>::NAME;

            /// The generic op.
            pub fn op(self) -> __ods::Op {
                self.0
            }

            /// `op` as this kind of op, if it is one.
            pub fn cast(context: &__ods::Context, body: &__ods::Body, op: __ods::Op) -> ::core::option::Option<Self> {
                <Self as __ods::TypedOp>::cast(context, body, op)
            }

            /// Whether `op` is of this kind (a table lookup, no string compare).
            pub fn is(context: &__ods::Context, body: &__ods::Body, op: __ods::Op) -> bool {
                <Self as __ods::TypedOp>::cast(context, body, op).is_some()
            }

            /// Everything the op declares.
            pub const DEFINITION: &'static __ods::OpDefinition = &__DEFINITION;

            #(#methods)*
        }
    }
}

fn expand_build(
    model: &OpModel,
    properties_ident: &Ident,
    has_properties: bool,
    operand_segments_index: Option<usize>,
    traits: &[TraitRef],
) -> TokenStream {
    let op = &model.original.ident;
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
    let same_all = traits.iter().any(|t| t.is("SameOperandsAndResultType"));
    let first_single_operand =
        model.operands.iter().position(|operand| operand.arity == Arity::Single);
    // How `build` finds each result's type from its operands: the index of
    // a single operand whose type is equal or maps to it (through a
    // `TypesMatchWith` transform).
    let operand_index = |name: &TypeName| {
        let TypeSourceRef::Operand(position) = name.source else { return None };
        let before_single =
            model.operands[..position].iter().all(|operand| operand.arity == Arity::Single);
        (model.operands[position].arity == Arity::Single && before_single).then_some(position)
    };
    let result_sources: Vec<Option<(usize, Option<syn::Expr>)>> = model
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
                    return Some((index, None));
                }
            }
            let is_this_result =
                |name: &TypeName| name.source == TypeSourceRef::Result(result_index);
            for declared in traits {
                match declared {
                    TraitRef::AllTypesMatch(names) if names.iter().any(is_this_result) => {
                        if let Some(index) = names.iter().find_map(operand_index) {
                            return Some((index, None));
                        }
                    }
                    TraitRef::TypesMatchWith { from, to, transform, .. } if is_this_result(to) => {
                        if let Some(index) = operand_index(from) {
                            return Some((index, Some(transform.clone())));
                        }
                    }
                    _ => {}
                }
            }
            None
        })
        .collect();
    let infer_from_operand =
        !model.results.is_empty() && result_sources.iter().all(Option::is_some);
    let infer_with_hook =
        !infer_from_operand && model.options.infer.is_some() && !model.results.is_empty();
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
        let pushes = result_sources.iter().flatten().map(|(index, transform)| match transform {
            Some(transform) => quote! {
                let __operand_type = builder.body().value_type(__state.operands[#index]);
                __state.result_types.push((#transform)(builder.context(), __operand_type));
            },
            None => quote! {
                __state.result_types.push(builder.body().value_type(__state.operands[#index]));
            },
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
    let panics = if infer_with_hook {
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
