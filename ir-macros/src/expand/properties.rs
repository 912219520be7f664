//! An op's properties: the `FooOpProperties` struct (a field per property,
//! plus the segment sizes the op keeps), its `Default` and `OpProperties`
//! impls, the shared default instance accessors fall back to, the
//! `__new_properties` glue of the definition, and each property's
//! `PropertySpec`.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use super::op::{option_tokens, property_type, Layout};
use crate::check::CheckedOp;
use crate::model::op::PropertyKind;

/// The segment-size fields the op keeps: index, generic name, field and
/// group count.
fn segment_fields(
    op: &CheckedOp,
    layout: &Layout,
) -> Vec<(usize, &'static str, syn::Ident, usize)> {
    [
        (
            layout.operand_segments,
            "operandSegmentSizes",
            format_ident!("operand_segment_sizes"),
            op.model.operands.len(),
        ),
        (
            layout.result_segments,
            "resultSegmentSizes",
            format_ident!("result_segment_sizes"),
            op.model.results.len(),
        ),
    ]
    .into_iter()
    .filter_map(|(index, name, field, groups)| Some((index?, name, field, groups)))
    .collect()
}

/// The struct, outside the expansion's `const` block so users can name it.
pub fn expand_struct(op: &CheckedOp, layout: &Layout) -> TokenStream {
    if !layout.has_properties {
        return TokenStream::new();
    }
    let krate = layout.krate;
    let ident = layout.op;
    let vis = &op.model.original.vis;
    let properties_ident = &layout.properties_ident;
    let mut fields: Vec<TokenStream> = op
        .model
        .properties
        .iter()
        .map(|property| {
            let field = &property.ident;
            let docs = &property.docs;
            let value_type = &property.value_type;
            let value = property_type(value_type);
            let storage = match property.kind {
                PropertyKind::Required | PropertyKind::Optional => {
                    quote_spanned!(value_type.span()=> ::core::option::Option<#value>)
                }
                PropertyKind::Defaulted => {
                    quote_spanned!(value_type.span()=> #krate::__private::Defaulted<#value>)
                }
                PropertyKind::Unit => quote!(bool),
            };
            quote!(#[doc = #docs] pub #field: #storage)
        })
        .collect();
    for (_, _, field, _) in segment_fields(op, layout) {
        fields.push(quote!(#[doc = "The size of each group, kept by the op."] pub #field: #krate::__private::Defaulted<#krate::__private::DenseI32Array>));
    }
    quote! {
        #[doc = concat!("The properties of [`", stringify!(#ident), "`], stored inline in the op.")]
        #[allow(non_snake_case)]
        #vis struct #properties_ident {
            #(#fields,)*
        }
    }
}

/// How generated code reaches one property's storage: the operations of
/// its value type (`PropertyValue::PROPERTY_OPS`, spanned at the field's
/// type, so that a type that is no property value is one error there) and
/// which of them apply (`Option` or `Defaulted` storage). Unit flags and
/// segment sizes are plain values.
enum Storage {
    Option(TokenStream),
    Defaulted(TokenStream),
    Plain,
}

fn storage(property: &crate::model::op::PropertyField) -> Storage {
    let value = property_type(&property.value_type);
    let ops =
        quote_spanned!(property.value_type.span()=> <#value as __ods::PropertyValue>::PROPERTY_OPS);
    match property.kind {
        PropertyKind::Required | PropertyKind::Optional => Storage::Option(ops),
        PropertyKind::Defaulted => Storage::Defaulted(ops),
        PropertyKind::Unit => Storage::Plain,
    }
}

/// `Clone`, `Debug`, `PartialEq`, `Eq` and `Hash` of the properties
/// struct, field by field through each value type's operations (derives
/// would ask each trait of the value type separately).
fn expand_struct_traits(op: &CheckedOp, layout: &Layout) -> TokenStream {
    let properties_ident = &layout.properties_ident;
    let mut clones = Vec::new();
    let mut equals = Vec::new();
    let mut hashes = Vec::new();
    let mut shows = Vec::new();
    for property in &op.model.properties {
        let field = &property.ident;
        let name = field.to_string();
        match storage(property) {
            Storage::Option(ops) => {
                clones.push(quote!(#field: (#ops.clone_option)(&self.#field)));
                equals.push(quote!((#ops.eq_option)(&self.#field, &other.#field)));
                hashes.push(quote!((#ops.hash_option)(&self.#field, &mut *state)));
                shows.push(quote!(.field(#name, (#ops.debug_option)(&self.#field))));
            }
            Storage::Defaulted(ops) => {
                clones.push(quote!(#field: (#ops.clone_defaulted)(&self.#field)));
                equals.push(quote!((#ops.eq_defaulted)(&self.#field, &other.#field)));
                hashes.push(quote!((#ops.hash_defaulted)(&self.#field, &mut *state)));
                shows.push(quote!(.field(#name, (#ops.debug_defaulted)(&self.#field))));
            }
            Storage::Plain => {
                clones.push(quote!(#field: self.#field));
                equals.push(quote!(self.#field == other.#field));
                hashes.push(quote!(__ods::Hash::hash(&self.#field, &mut state)));
                shows.push(quote!(.field(#name, &self.#field)));
            }
        }
    }
    for (_, _, field, _) in segment_fields(op, layout) {
        let name = field.to_string();
        clones.push(quote!(#field: ::core::clone::Clone::clone(&self.#field)));
        equals.push(quote!(self.#field == other.#field));
        hashes.push(quote!(__ods::Hash::hash(&self.#field, &mut state)));
        shows.push(quote!(.field(#name, &self.#field)));
    }
    let struct_name = properties_ident.to_string();
    quote! {
        #[automatically_derived]
        impl ::core::clone::Clone for #properties_ident {
            fn clone(&self) -> Self {
                #properties_ident { #(#clones,)* }
            }
        }

        #[automatically_derived]
        impl ::core::fmt::Debug for #properties_ident {
            fn fmt(&self, formatter: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                formatter.debug_struct(#struct_name) #(#shows)* .finish()
            }
        }

        #[automatically_derived]
        impl ::core::cmp::PartialEq for #properties_ident {
            fn eq(&self, other: &Self) -> bool {
                true #(&& #equals)*
            }
        }

        #[automatically_derived]
        impl ::core::cmp::Eq for #properties_ident {}

        #[automatically_derived]
        impl __ods::Hash for #properties_ident {
            fn hash<H: __ods::Hasher>(&self, state: &mut H) {
                #[allow(unused_mut)]
                let mut state: &mut dyn __ods::Hasher = state;
                let _ = &mut state;
                #(#hashes;)*
            }
        }
    }
}

/// `Default`, `OpProperties`, the default instance and `__new_properties`.
pub fn expand_impls(op: &CheckedOp, layout: &Layout, glue: &mut Vec<TokenStream>) -> TokenStream {
    if !layout.has_properties {
        return TokenStream::new();
    }
    let properties_ident = &layout.properties_ident;
    let mut defaults = Vec::new();
    let mut field_names = Vec::new();
    let mut field_arms = Vec::new();
    let mut field_mut_arms = Vec::new();
    for (index, property) in op.model.properties.iter().enumerate() {
        let ident = &property.ident;
        let value = property_type(&property.value_type);
        let default = match (property.kind, &property.default) {
            (PropertyKind::Defaulted, Some(expr)) => {
                quote_spanned!(expr.span()=> __ods::Defaulted(#expr))
            }
            (PropertyKind::Defaulted, None) => {
                quote_spanned!(property.value_type.span()=> __ods::Defaulted(<#value as ::core::default::Default>::default()))
            }
            (PropertyKind::Unit, _) => quote!(false),
            _ => quote!(::core::option::Option::None),
        };
        defaults.push(quote!(#ident: #default));
        field_names.push(property.name.clone());
        match storage(property) {
            Storage::Option(ops) => {
                field_arms.push(quote!(#index => (#ops.option_field)(&self.#ident)));
                field_mut_arms.push(quote!(#index => (#ops.option_field_mut)(&mut self.#ident)));
            }
            Storage::Defaulted(ops) => {
                field_arms.push(quote!(#index => (#ops.defaulted_field)(&self.#ident)));
                field_mut_arms.push(quote!(#index => (#ops.defaulted_field_mut)(&mut self.#ident)));
            }
            Storage::Plain => {
                field_arms.push(quote!(#index => &self.#ident));
                field_mut_arms.push(quote!(#index => &mut self.#ident));
            }
        }
    }
    for (index, name, field, groups) in segment_fields(op, layout) {
        defaults.push(quote!(#field: __ods::Defaulted(__ods::DenseI32Array(__ods::Vec::from([0i32; #groups])))));
        field_names.push(name.to_owned());
        field_arms.push(quote!(#index => &self.#field));
        field_mut_arms.push(quote!(#index => &mut self.#field));
    }
    glue.push(quote! {
        fn __new_properties() -> __ods::PropertyBox {
            __ods::PropertyBox::new(<#properties_ident as ::core::default::Default>::default())
        }
    });
    let struct_traits = expand_struct_traits(op, layout);
    quote! {
        #struct_traits

        impl ::core::default::Default for #properties_ident {
            fn default() -> Self {
                #properties_ident { #(#defaults,)* }
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
            fn property_table() -> &'static __ods::PropertyTable<Self> {
                static TABLE: __ods::PropertyTable<#properties_ident> = __ods::PropertyTable::new();
                &TABLE
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

        /// The properties an op without any reads as (out of line: typed
        /// ops nearly always have theirs).
        #[cold]
        #[inline(never)]
        fn __default_properties() -> &'static #properties_ident {
            &__DEFAULT_PROPERTIES
        }
    }
}

/// The `PropertySpec` of each property, then of the segment sizes.
pub fn property_specs(op: &CheckedOp, layout: &Layout) -> Vec<TokenStream> {
    let properties_ident = &layout.properties_ident;
    let mut specs: Vec<TokenStream> = op
        .model
        .properties
        .iter()
        .map(|property| {
            let ident = &property.ident;
            let value_type = &property.value_type;
            let value = property_type(value_type);
            let generic_name = &property.name;
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
                PropertyKind::Required | PropertyKind::Optional => {
                    quote!(properties.#ident.is_some())
                }
                PropertyKind::Unit => quote!(properties.#ident),
                PropertyKind::Defaulted => {
                    // The default as the value type, so that a default of
                    // another type is reported at it.
                    let default = match &property.default {
                        Some(expr) => quote_spanned!(expr.span()=> {
                            let default: #value = #expr;
                            default
                        }),
                        None => quote!(<#value as ::core::default::Default>::default()),
                    };
                    let ops = quote_spanned!(value_type.span()=> <#value as __ods::PropertyValue>::PROPERTY_OPS);
                    quote!(!(#ops.eq_value)(&properties.#ident.0, &#default))
                }
            };
            let rust_type = quote!(#value_type).to_string().replace(' ', "");
            let value_description = match property.kind {
                PropertyKind::Unit => quote!("unit attribute"),
                _ => {
                    quote_spanned!(value_type.span()=> <#value as __ods::PropertyValue>::DESCRIPTION)
                }
            };
            quote! {
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
            }
        })
        .collect();
    for (_, name, field, _) in segment_fields(op, layout) {
        specs.push(quote! {
            __ods::PropertySpec {
                name: #name,
                field: stringify!(#field),
                rust_type: "DenseI32Array",
                value_description: "i32 dense array attribute",
                kind: __ods::PropertyKind::SegmentSizes,
                constraint: ::core::option::Option::None,
                present: |_| true,
            }
        });
    }
    specs
}
