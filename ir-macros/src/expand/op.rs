//! Expands `#[op]`. Generates, for an op struct `FooOp`:
//! - `FooOp`: a `Copy` handle over an `Op`, implementing `TypedOp`;
//! - `FooOpProperties`: the op's properties, inline Rust values, with
//!   `Default` and the `OpProperties` conversion to and from the generic
//!   form (when the op has properties or segment sizes);
//! - a static `OpDefinition`: operands, results, regions, successors,
//!   properties, traits, format and hooks, the one record the core
//!   registers;
//! - glue functions for the hooks and the format;
//! - accessors for every operand, result, region, successor and property,
//!   setters for properties and operands, and a `build` function.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::ext::IdentExt;
use syn::spanned::Spanned;
use syn::Ident;

use super::format::{expand_elements, FormatContext};
use crate::check::{ResolvedFormat, TraitRef, TypeName, TypeSourceRef};
use crate::model::op::{Arity, OpModel, PropertyKind};

fn arity_tokens(arity: Arity) -> TokenStream {
    match arity {
        Arity::Single => quote!(__ods::Arity::Single),
        Arity::Optional => quote!(__ods::Arity::Optional),
        Arity::Variadic => quote!(__ods::Arity::Variadic),
    }
}

fn option_tokens(value: Option<TokenStream>) -> TokenStream {
    match value {
        Some(value) => quote!(::core::option::Option::Some(#value)),
        None => quote!(::core::option::Option::None),
    }
}

/// The op's traits, each an expression of type `&'static dyn OpTrait`.
/// Paths resolve among the core's traits (imported in the expansion's
/// scope) and the user's; the parameterized traits carry the definitions
/// and indices resolved here.
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

/// Expands the whole op.
pub fn expand(
    model: &OpModel,
    traits: &[TraitRef],
    format: Option<&ResolvedFormat>,
    availability: super::availability::AvailabilityExpansion,
) -> TokenStream {
    let item = model.original;
    let op = &item.ident;
    let vis = &item.vis;
    let krate = model.options.krate.clone().unwrap_or_else(|| syn::parse_quote!(::ir_core));
    let outer_attrs: Vec<_> = item
        .attrs
        .iter()
        .filter(|attr| {
            attr.path().is_ident("doc")
                || attr.path().is_ident("allow")
                || attr.path().is_ident("cfg")
        })
        .collect();
    let name = model.options.name.as_ref().map(|name| name.value()).unwrap_or_default();
    let summary = model.options.summary.as_ref().map(|summary| summary.value()).unwrap_or_default();
    let description = &model.description;
    let properties_ident = format_ident!("{}Properties", op);

    let has_operand_segments = traits.iter().any(|t| t.is("AttrSizedOperandSegments"));
    let has_result_segments = traits.iter().any(|t| t.is("AttrSizedResultSegments"));
    let segment_base = model.properties.len();
    let operand_segments_index = has_operand_segments.then_some(segment_base);
    let result_segments_index =
        has_result_segments.then_some(segment_base + usize::from(has_operand_segments));
    let has_properties =
        !model.properties.is_empty() || has_operand_segments || has_result_segments;

    // Operands and results.
    let value_specs = |fields: &[crate::model::op::ValueField]| -> Vec<TokenStream> {
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
    };
    let operand_specs = value_specs(&model.operands);
    let result_specs = value_specs(&model.results);
    let region_specs: Vec<TokenStream> = model
        .regions
        .iter()
        .map(|region| {
            let region_name = &region.name;
            let arity = arity_tokens(region.arity);
            let blocks = option_tokens(region.blocks.map(|count| quote!(#count)));
            quote!(__ods::RegionSpec { name: #region_name, arity: #arity, block_count: #blocks })
        })
        .collect();
    let successor_specs: Vec<TokenStream> = model
        .successors
        .iter()
        .map(|successor| {
            let successor_name = successor.ident.unraw().to_string();
            let arity = arity_tokens(successor.arity);
            quote!(__ods::SuccessorSpec { name: #successor_name, arity: #arity })
        })
        .collect();

    // Properties.
    let mut property_fields = Vec::new();
    let mut property_defaults = Vec::new();
    let mut property_specs = Vec::new();
    let mut field_arms = Vec::new();
    let mut field_mut_arms = Vec::new();
    let mut field_names = Vec::new();
    for (index, property) in model.properties.iter().enumerate() {
        let ident = &property.ident;
        let value_type = &property.value_type;
        let generic_name = &property.name;
        field_names.push(generic_name.clone());
        let docs = &property.docs;
        let storage = match property.kind {
            PropertyKind::Required | PropertyKind::Optional => {
                quote_spanned!(value_type.span()=> ::core::option::Option<#value_type>)
            }
            PropertyKind::Defaulted => {
                quote_spanned!(value_type.span()=> #krate::__private::Defaulted<#value_type>)
            }
            PropertyKind::Unit => quote!(bool),
        };
        property_fields.push(quote!(#[doc = #docs] pub #ident: #storage));
        let default = match (property.kind, &property.default) {
            (PropertyKind::Defaulted, Some(expr)) => {
                quote_spanned!(expr.span()=> __ods::Defaulted(#expr))
            }
            (PropertyKind::Defaulted, None) => {
                quote_spanned!(value_type.span()=> __ods::Defaulted(<#value_type as ::core::default::Default>::default()))
            }
            (PropertyKind::Unit, _) => quote!(false),
            _ => quote!(::core::option::Option::None),
        };
        property_defaults.push(quote!(#ident: #default));
        field_arms.push(quote!(#index => &self.#ident));
        field_mut_arms.push(quote!(#index => &mut self.#ident));
        let kind = match property.kind {
            PropertyKind::Required => quote!(__ods::PropertyKind::Required),
            PropertyKind::Optional => quote!(__ods::PropertyKind::Optional),
            PropertyKind::Defaulted => quote!(__ods::PropertyKind::Defaulted),
            PropertyKind::Unit => quote!(__ods::PropertyKind::Unit),
        };
        let constraint = option_tokens(property.constraint.as_ref().map(|expr| {
            quote_spanned!(expr.span()=> {
                #[allow(unused_imports)]
                use __ods::constraints::*;
                &#expr
            })
        }));
        let present = match property.kind {
            PropertyKind::Required | PropertyKind::Optional => quote!(properties.#ident.is_some()),
            PropertyKind::Unit => quote!(properties.#ident),
            PropertyKind::Defaulted => {
                let default = match &property.default {
                    Some(expr) => quote!(#expr),
                    None => quote!(<#value_type as ::core::default::Default>::default()),
                };
                quote!(properties.#ident.0 != #default)
            }
        };
        let rust_type = quote!(#value_type).to_string().replace(' ', "");
        let value_description = match property.kind {
            PropertyKind::Unit => quote!("unit attribute"),
            _ => {
                quote_spanned!(value_type.span()=> <#value_type as __ods::PropertyValue>::DESCRIPTION)
            }
        };
        property_specs.push(quote! {
            __ods::PropertySpec {
                name: #generic_name,
                field: stringify!(#ident),
                rust_type: #rust_type,
                value_description: #value_description,
                kind: #kind,
                constraint: #constraint,
                present: |properties| {
                    properties
                        .as_any()
                        .downcast_ref::<#properties_ident>()
                        .is_some_and(|properties| #present)
                },
            }
        });
    }
    for (index, generic_name, field, groups) in [
        (
            operand_segments_index,
            "operandSegmentSizes",
            format_ident!("operand_segment_sizes"),
            model.operands.len(),
        ),
        (
            result_segments_index,
            "resultSegmentSizes",
            format_ident!("result_segment_sizes"),
            model.results.len(),
        ),
    ] {
        let Some(index) = index else { continue };
        field_names.push(generic_name.to_owned());
        property_fields.push(quote!(#[doc = "The size of each group, kept by the op."] pub #field: #krate::__private::Defaulted<#krate::__private::DenseI32Array>));
        property_defaults.push(quote!(#field: __ods::Defaulted(__ods::DenseI32Array(__ods::Vec::from([0i32; #groups])))));
        field_arms.push(quote!(#index => &self.#field));
        field_mut_arms.push(quote!(#index => &mut self.#field));
        property_specs.push(quote! {
            __ods::PropertySpec {
                name: #generic_name,
                field: stringify!(#field),
                rust_type: "DenseI32Array",
                value_description: "i32 dense array attribute",
                kind: __ods::PropertyKind::SegmentSizes,
                constraint: ::core::option::Option::None,
                present: |_| true,
            }
        });
    }

    let trait_entries = expand_traits(traits);

    // Hooks.
    let mut glue = Vec::new();
    let verify = model.options.verify.as_ref().map(|path| {
        glue.push(quote_spanned! {path.span()=>
            fn __verify(
                context: &__ods::Context,
                ir: &__ods::Ir,
                body: &__ods::Body,
                op: __ods::Op,
            ) -> ::core::result::Result<(), __ods::VerifyError> {
                let hook: fn(#op, &__ods::Context, &__ods::Ir, &__ods::Body) -> ::core::result::Result<(), __ods::VerifyError> = #path;
                hook(#op(op), context, ir, body)
            }
        });
        quote!(__verify)
    });
    let verify_regions = model.options.verify_regions.as_ref().map(|path| {
        glue.push(quote_spanned! {path.span()=>
            fn __verify_regions(
                context: &__ods::Context,
                ir: &__ods::Ir,
                body: &__ods::Body,
                op: __ods::Op,
            ) -> ::core::result::Result<(), __ods::VerifyError> {
                let hook: fn(#op, &__ods::Context, &__ods::Ir, &__ods::Body) -> ::core::result::Result<(), __ods::VerifyError> = #path;
                hook(#op(op), context, ir, body)
            }
        });
        quote!(__verify_regions)
    });
    let verify_symbol_uses = model.options.verify_symbol_uses.as_ref().map(|path| {
        glue.push(quote_spanned! {path.span()=>
            fn __verify_symbol_uses(
                context: &__ods::Context,
                ir: &__ods::Ir,
                body_id: __ods::BodyId,
                op: __ods::Op,
                tables: &__ods::SymbolTables,
            ) -> ::core::result::Result<(), __ods::Diagnostic> {
                let hook: fn(#op, &__ods::Context, &__ods::Ir, __ods::BodyId, &__ods::SymbolTables) -> ::core::result::Result<(), __ods::VerifyError> = #path;
                hook(#op(op), context, ir, body_id, tables).map_err(|error| error.into_diagnostic(context, ir, ir.body(body_id), op))
            }
        });
        quote!(__verify_symbol_uses)
    });
    let fold = model.options.fold.as_ref().map(|path| {
        glue.push(quote_spanned! {path.span()=>
            fn __fold(
                context: &__ods::Context,
                body: &__ods::Body,
                op: __ods::Op,
                operands: &[::core::option::Option<__ods::Attr>],
            ) -> ::core::option::Option<__ods::Vec<__ods::FoldResult>> {
                let hook: fn(#op, &__ods::Context, &__ods::Body, &[::core::option::Option<__ods::Attr>]) -> ::core::option::Option<__ods::Vec<__ods::FoldResult>> = #path;
                hook(#op(op), context, body, operands)
            }
        });
        quote!(__fold)
    });
    let infer = model.options.infer.as_ref().map(|path| {
        let properties_type = if has_properties { quote!(#properties_ident) } else { quote!(()) };
        let lookup = if has_properties {
            quote!(properties.and_then(|properties| properties.as_any().downcast_ref::<#properties_ident>()).unwrap_or_else(|| &*__DEFAULT_PROPERTIES))
        } else {
            quote!({ let _ = properties; &() })
        };
        glue.push(quote_spanned! {path.span()=>
            fn __infer(
                context: &__ods::Context,
                operand_types: &[__ods::Type],
                properties: ::core::option::Option<&dyn __ods::OpProperties>,
            ) -> ::core::option::Option<__ods::Vec<__ods::Type>> {
                let hook: fn(&__ods::Context, &[__ods::Type], &#properties_type) -> ::core::option::Option<__ods::Vec<__ods::Type>> = #path;
                hook(context, operand_types, #lookup)
            }
        });
        quote!(__infer)
    });
    let result_names = model.options.result_names.as_ref().map(|path| {
        glue.push(quote_spanned! {path.span()=>
            fn __result_names(
                context: &__ods::Context,
                body: &__ods::Body,
                op: __ods::Op,
                set_name: &mut dyn FnMut(usize, &str),
            ) {
                let hook: fn(#op, &__ods::Context, &__ods::Body, &mut dyn FnMut(usize, &str)) = #path;
                hook(#op(op), context, body, set_name)
            }
        });
        quote!(__result_names)
    });
    let (format_tokens, format_text) = match format {
        Some(resolved) => {
            let span = model
                .options
                .format
                .as_ref()
                .map_or_else(proc_macro2::Span::call_site, |format| format.span());
            let context = FormatContext { op, used_properties: &resolved.used_properties, span };
            let elements = expand_elements(&context, &resolved.elements, &mut glue);
            let text =
                model.options.format.as_ref().map(|format| format.value()).unwrap_or_default();
            (Some(elements), Some(text))
        }
        None => (None, None),
    };
    let (print, parse) = match (&format_tokens, &model.options.print, &model.options.parse) {
        (Some(_), _, _) => {
            glue.push(quote! {
                fn __print(printer: &mut __ods::OpPrinter<'_, '_>, op: __ods::Op) {
                    __ods::print_with_format(printer, op, &__DEFINITION, __FORMAT);
                }
                fn __parse(parser: &mut __ods::OpParser<'_, '_>) -> ::core::result::Result<__ods::Op, __ods::Diagnostic> {
                    __ods::parse_with_format(parser, &__DEFINITION, __FORMAT)
                }
            });
            (Some(quote!(__print)), Some(quote!(__parse)))
        }
        (None, Some(print), Some(parse)) => {
            glue.push(quote_spanned! {print.span()=>
                fn __print(printer: &mut __ods::OpPrinter<'_, '_>, op: __ods::Op) {
                    let hook: fn(#op, &mut __ods::OpPrinter<'_, '_>) = #print;
                    hook(#op(op), printer);
                }
            });
            glue.push(quote_spanned! {parse.span()=>
                fn __parse(parser: &mut __ods::OpParser<'_, '_>) -> ::core::result::Result<__ods::Op, __ods::Diagnostic> {
                    let hook: fn(&mut __ods::OpParser<'_, '_>) -> ::core::result::Result<__ods::Op, __ods::Diagnostic> = #parse;
                    hook(parser)
                }
            });
            (Some(quote!(__print)), Some(quote!(__parse)))
        }
        _ => (None, None),
    };
    let format_static = match &format_tokens {
        Some(elements) => quote!(static __FORMAT: &[__ods::FormatElement] = #elements;),
        None => quote!(),
    };
    let format_field = option_tokens(format_tokens.as_ref().map(|_| quote!(__FORMAT)));
    let format_text = option_tokens(format_text.map(|text| quote!(#text)));
    // The canonicalization patterns, as `&'static dyn RewritePattern`.
    let canonicalization_patterns: Vec<TokenStream> = model
        .options
        .canonicalize
        .iter()
        .flat_map(|array| array.elems.iter())
        .map(|pattern| {
            quote::quote_spanned! {syn::spanned::Spanned::span(pattern)=>
                &#pattern as &'static dyn __ods::RewritePattern
            }
        })
        .collect();
    // Each declared interface's table for this op; the op must implement
    // the interface's trait (reported at the name in the list).
    let interface_models: Vec<TokenStream> = model
        .options
        .interfaces
        .iter()
        .flat_map(|array| array.elems.iter())
        .map(|interface| {
            let span = syn::spanned::Spanned::span(interface);
            let op = Ident::new(&op.to_string(), span);
            quote::quote_spanned! {span=> <#op as #interface>::__INTERFACE_MODEL }
        })
        .chain(availability.interface_models)
        .collect();
    let availability_items = availability.items;
    // An op that names its dialect is one the dialect lists, so that it is
    // registered with it.
    let dialect_check = model.options.dialect.as_ref().map(|dialect| {
        let message = format!(
            "`{op}` says `dialect = {}`, but that dialect's `ops = [...]` does not list it: add `{op}` there, or the op is never registered",
            quote!(#dialect).to_string().replace(' ', "")
        );
        quote_spanned! {dialect.span()=>
            const _: () = ::core::assert!(
                __ods::dialect_lists_op(<#dialect as __ods::Dialect>::DEFINITION, #name),
                #message
            );
        }
    });
    let default_dialect = option_tokens(model.options.default_dialect.as_ref().map(|d| quote!(#d)));

    let new_properties = if has_properties {
        glue.push(quote! {
            fn __new_properties() -> __ods::PropertyBox {
                __ods::PropertyBox::new(<#properties_ident as ::core::default::Default>::default())
            }
        });
        quote!(::core::option::Option::Some(__new_properties))
    } else {
        quote!(::core::option::Option::None)
    };

    let properties_items = if has_properties {
        quote! {
            #[doc = concat!("The properties of [`", stringify!(#op), "`], stored inline in the op.")]
            #[derive(Clone, Debug, PartialEq, Eq, Hash)]
            #[allow(non_snake_case)]
            #vis struct #properties_ident {
                #(#property_fields,)*
            }
        }
    } else {
        quote!()
    };
    let properties_impl = if has_properties {
        quote! {
            impl ::core::default::Default for #properties_ident {
                fn default() -> Self {
                    #properties_ident { #(#property_defaults,)* }
                }
            }

            #[automatically_derived]
            impl __ods::OpProperties for #properties_ident {
                fn as_any(&self) -> &dyn __ods::Any { self }
                fn as_any_mut(&mut self) -> &mut dyn __ods::Any { self }
                fn clone_boxed(&self) -> __ods::PropertyBox {
                    __ods::PropertyBox::new(::core::clone::Clone::clone(self))
                }
                fn equals(&self, other: &dyn __ods::OpProperties) -> bool {
                    other.as_any().downcast_ref::<Self>() == ::core::option::Option::Some(self)
                }
                fn hash_into(&self, mut state: &mut dyn __ods::Hasher) {
                    __ods::Hash::hash(self, &mut state);
                }
                fn field_names(&self) -> &'static [&'static str] {
                    &[#(#field_names),*]
                }
                fn field(&self, index: usize) -> &dyn __ods::PropertyField {
                    match index {
                        #(#field_arms,)*
                        _ => __ods::no_field(),
                    }
                }
                fn field_mut(&mut self, index: usize) -> &mut dyn __ods::PropertyField {
                    match index {
                        #(#field_mut_arms,)*
                        _ => __ods::no_field_mut(),
                    }
                }
            }

            static __DEFAULT_PROPERTIES: ::std::sync::LazyLock<#properties_ident> =
                ::std::sync::LazyLock::new(::core::default::Default::default);
        }
    } else {
        quote!()
    };

    let operand_segments_index_tokens = option_tokens(operand_segments_index.map(|i| quote!(#i)));
    let result_segments_index_tokens = option_tokens(result_segments_index.map(|i| quote!(#i)));
    let verify_regions_tokens = option_tokens(verify_regions);
    let verify_symbol_uses_tokens = option_tokens(verify_symbol_uses);
    let verify_tokens = option_tokens(verify);
    let print_tokens = option_tokens(print);
    let parse_tokens = option_tokens(parse);
    let fold_tokens = option_tokens(fold);
    // An op with a type-inference hook has `InferTypeOpInterface`.
    let infer_interface = if infer.is_some() {
        quote! {
            #[automatically_derived]
            impl __ods::InferTypeOpInterface for #op {
                fn infer_result_types(
                    self,
                    context: &__ods::Context,
                    body: &__ods::Body,
                ) -> ::core::option::Option<__ods::Vec<__ods::Type>> {
                    __ods::infer_result_types_from_definition(context, body, self.0)
                }
            }
        }
    } else {
        quote!()
    };
    let mut interface_models = interface_models;
    if infer.is_some() {
        interface_models.push(quote!(<#op as __ods::InferTypeOpInterface>::__INTERFACE_MODEL));
    }
    let infer_tokens = option_tokens(infer);
    let result_names_tokens = option_tokens(result_names);

    let declared_types: Vec<&syn::Type> = match &item.fields {
        syn::Fields::Named(fields) => fields.named.iter().map(|field| &field.ty).collect(),
        _ => Vec::new(),
    };

    let accessors = super::accessors::expand_accessors(
        model,
        &properties_ident,
        has_properties,
        operand_segments_index,
        traits,
    );

    quote! {
        #(#outer_attrs)*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        #[repr(transparent)]
        #vis struct #op(#krate::__private::Op);

        #properties_items

        #[allow(unused_qualifications, non_upper_case_globals, clippy::all)]
        const _: () = {
            use #krate::__private as __ods;

            #properties_impl

            #format_static

            // The declared field types, so the names they use resolve.
            #[allow(dead_code, clippy::too_many_arguments)]
            fn __declared_field_types(#(_: #declared_types),*) {}

            #(#glue)*

            static __DEFINITION: __ods::OpDefinition = __ods::OpDefinition {
                name: #name,
                summary: #summary,
                description: #description,
                operands: &[#(#operand_specs),*],
                results: &[#(#result_specs),*],
                regions: &[#(#region_specs),*],
                successors: &[#(#successor_specs),*],
                properties: &[#(#property_specs),*],
                operand_segments: #operand_segments_index_tokens,
                result_segments: #result_segments_index_tokens,
                new_properties: #new_properties,
                traits: {
                    #[allow(unused_imports)]
                    use __ods::traits::*;
                    &[#(#trait_entries),*]
                },
                format: #format_field,
                format_text: #format_text,
                default_dialect: #default_dialect,
                verify: #verify_tokens,
                verify_regions: #verify_regions_tokens,
                verify_symbol_uses: #verify_symbol_uses_tokens,
                print: #print_tokens,
                parse: #parse_tokens,
                fold: #fold_tokens,
                infer_result_types: #infer_tokens,
                result_names: #result_names_tokens,
                interfaces: &[#(#interface_models),*],
                canonicalization_patterns: &[#(#canonicalization_patterns),*],
            };

            #[automatically_derived]
            #[diagnostic::do_not_recommend]
            impl __ods::TypedOp for #op {
                const NAME: &'static str = #name;
                const DEFINITION: &'static __ods::OpDefinition = &__DEFINITION;
            }

            #infer_interface

            #[automatically_derived]
            impl __ods::OpHandle for #op {
                fn from_op_unchecked(op: __ods::Op) -> Self {
                    #op(op)
                }
                fn op(self) -> __ods::Op {
                    self.0
                }
            }

            #accessors

            #availability_items

            #dialect_check
        };
    }
}
