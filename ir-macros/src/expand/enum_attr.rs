//! Expands `#[enum_attr]`. Generates, for an enum `Foo`:
//! - an integer enum: the enum itself (`Copy`, `Eq`, `Ord`, `Hash`,
//!   `Debug`, stored in the narrowest unsigned integer that holds its
//!   values), `Default` (the first case), `value`,
//!   `from_value`, `keyword`, `from_keyword`, `EnumCase` and its
//!   `IMPLICATIONS` table;
//! - a bit enum: a `Copy` set type `Foo(uN)` (the narrowest unsigned
//!   integer that holds every case's bits) with one constant per case,
//!   `value`, `from_value`, `contains`, `keyword`, `from_keyword`, `|`,
//!   `&` and `|=`;
//! - for both: the static case table (`EnumCases`); `PropertyValue` (an
//!   integer attribute in the generic form and a keyword in formats, or
//!   for a dialect enum attribute `#dialect.mnemonic<cases>` and `<cases>`
//!   in formats), whose `add_requirements` merges the cases'
//!   `#[availability]` and whose `availability_models` lists the tables of
//!   the dimensions they mention; and `SymbolParameter`, so the enum can
//!   be a parameter of a `#[type_def]` or `#[attr_def]` (stored as its
//!   value, written as its keyword);
//! - for a dialect enum attribute, `DialectEnumAttribute` (its dialect,
//!   mnemonic and case table), which `#[dialect(enum_attributes = [...])]`
//!   lists.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::availability::{distinct_dimensions, merge_calls};
use crate::model::availability::Entry;
use crate::model::enum_attr::EnumModel;

/// `FooBar` as `FOO_BAR`, for the constants of a bit set.
pub fn screaming(ident: &syn::Ident) -> syn::Ident {
    let mut out = String::new();
    for (index, c) in ident.to_string().chars().enumerate() {
        if c.is_ascii_uppercase() && index > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    format_ident!("{}", out, span = ident.span())
}

/// The narrowest unsigned integer type that holds `largest`: enums are
/// properties kept in op records, so a one-byte predicate should take one
/// byte there.
fn storage_type(largest: u64) -> syn::Ident {
    let name = match largest {
        0..=0xff => "u8",
        0x100..=0xffff => "u16",
        0x1_0000..=0xffff_ffff => "u32",
        _ => "u64",
    };
    format_ident!("{}", name)
}

/// Expands an enum attribute.
pub fn expand_enum(model: &EnumModel) -> TokenStream {
    let item = model.original;
    let ident = &item.ident;
    let vis = &item.vis;
    let krate = crate::crate_path::resolve(model.options.krate.as_ref());
    let docs: Vec<_> = item.attrs.iter().filter(|attr| attr.path().is_ident("doc")).collect();
    let name = ident.to_string();
    let keywords: Vec<&String> = model.cases.iter().map(|case| &case.keyword).collect();
    let values: Vec<u64> = model.cases.iter().map(|case| case.value).collect();
    let bits = model.options.bits;
    let separator =
        model.options.separator.as_ref().map(|s| s.value()).unwrap_or_else(|| ", ".to_owned());
    let width: u32 = match model.options.storage.as_ref().map(|s| s.value()).as_deref() {
        Some("i32") => 32,
        _ => 64,
    };
    let (to_attr, from_attr, print, parse, parse_optional) = match (
        &model.options.dialect,
        &model.options.mnemonic,
    ) {
        (Some(dialect), Some(mnemonic)) => (
            quote!(__CASES.dialect_attr(context, #dialect, #mnemonic, self.value())),
            quote!(__CASES.dialect_attr_value(context, attr, #dialect, #mnemonic).and_then(Self::from_value)),
            quote! {
                printer.write_str("<");
                __CASES.write(self.value(), &mut |text| printer.write_str(text));
                printer.write_str(">");
            },
            quote! {
                let offset = parser.offset();
                let value = __CASES.parse_angle_list(parser)?;
                match Self::from_value(value) {
                    ::core::option::Option::Some(value) => ::core::result::Result::Ok(value),
                    ::core::option::Option::None => parser.error_at(offset, "invalid enum value"),
                }
            },
            quote! {
                if parser.at_punctuation("<") {
                    <Self as __ods::PropertyValue>::parse(parser).map(::core::option::Option::Some)
                } else {
                    ::core::result::Result::Ok(::core::option::Option::None)
                }
            },
        ),
        _ => (
            quote!(__ods::enum_integer_attr(context, #width, self.value())),
            quote!(__ods::integer_attr_value(context, attr, #width).and_then(|value| u64::try_from(value).ok()).and_then(Self::from_value)),
            quote!(__CASES.write(self.value(), &mut |text| printer.write_str(text));),
            quote! {
                let offset = parser.offset();
                let value = __CASES.parse_case(parser)?;
                match Self::from_value(value) {
                    ::core::option::Option::Some(value) => ::core::result::Result::Ok(value),
                    ::core::option::Option::None => parser.error_at(offset, "invalid enum value"),
                }
            },
            quote! {
                // A case keyword, or a string (which must then be a case).
                let present = parser.at_string()
                    || parser.peek_keyword().is_some_and(|keyword| __CASES.value(keyword).is_some());
                if present {
                    <Self as __ods::PropertyValue>::parse(parser).map(::core::option::Option::Some)
                } else {
                    ::core::result::Result::Ok(::core::option::Option::None)
                }
            },
        ),
    };
    let description = match &model.options.description {
        Some(description) => description.value(),
        None if model.options.dialect.is_none() => {
            let values: Vec<String> = values.iter().map(u64::to_string).collect();
            format!("allowed {width}-bit signless integer cases: {}", values.join(", "))
        }
        None => name.clone(),
    };
    let add_requirements = expand_case_requirements(model, &krate);
    let symbol_parameter = expand_symbol_parameter(model);
    let property_value = quote! {
        #[automatically_derived]
        impl __ods::PropertyValue for #ident {
            const DESCRIPTION: &'static str = #description;
            const MAY_HOLD_ALIASES: bool = false;
            type Get<'a> = Self;
            fn get(&self) -> Self {
                *self
            }
            fn to_attr(&self, context: &__ods::Context) -> __ods::Attr {
                #to_attr
            }
            fn from_attr(context: &__ods::Context, attr: __ods::Attr) -> ::core::option::Option<Self> {
                #from_attr
            }
            fn print(&self, printer: &mut __ods::OpPrinter<'_, '_>) {
                #print
            }
            fn parse(parser: &mut __ods::OpParser<'_, '_>) -> __ods::ParseResult<Self> {
                #parse
            }
            fn parse_optional(parser: &mut __ods::OpParser<'_, '_>) -> __ods::ParseResult<::core::option::Option<Self>> {
                #parse_optional
            }
            #add_requirements
        }

        #symbol_parameter
    };
    let (dialect_attr, dialect_enum_attribute) =
        match (&model.options.dialect, &model.options.mnemonic) {
            (Some(dialect), Some(mnemonic)) => (
                quote!(::core::option::Option::Some((#dialect, #mnemonic))),
                quote! {
                    #[automatically_derived]
                    impl __ods::DialectEnumAttribute for #ident {
                        const DIALECT: &'static str = #dialect;
                        const MNEMONIC: &'static str = #mnemonic;
                        const CASES: &'static __ods::EnumCases = &__CASES;
                    }
                },
            ),
            _ => (quote!(::core::option::Option::None), TokenStream::new()),
        };
    let mlir_messages = model.options.mlir_messages;
    let mlir_names = match (&model.options.mlir_class, &model.options.mlir_attr_def) {
        (Some(class), Some(attr_def)) => quote!(::core::option::Option::Some((#class, #attr_def))),
        _ => quote!(::core::option::Option::None),
    };
    let cases_static = quote! {
        static __CASES: __ods::EnumCases = __ods::EnumCases {
            name: #name,
            description: #description,
            cases: &[#((#keywords, #values)),*],
            bits: #bits,
            separator: #separator,
            dialect_attr: #dialect_attr,
            mlir_messages: #mlir_messages,
            mlir_names: #mlir_names,
        };

        #dialect_enum_attribute
    };
    if bits {
        let constants = model.cases.iter().map(|case| {
            let constant = screaming(&case.ident);
            let value = proc_macro2::Literal::u64_unsuffixed(case.value);
            let doc = format!("`{}`.", case.keyword);
            quote!(#[doc = #doc] pub const #constant: Self = #ident(#value);)
        });
        let storage = storage_type(values.iter().fold(0, |all, value| all | value));
        quote! {
            #(#docs)*
            #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
            #vis struct #ident(#storage);

            #[allow(unused_qualifications, clippy::all)]
            const _: () = {
                use #krate::__private as __ods;
                #cases_static

                #[automatically_derived]
                impl #ident {
                    #(#constants)*

                    /// The set's bits.
                    pub const fn value(self) -> u64 {
                        self.0 as u64
                    }

                    /// The set with these bits, if every bit is a case.
                    pub fn from_value(value: u64) -> ::core::option::Option<Self> {
                        // A valid set has no bit beyond the cases', which
                        // the storage type holds.
                        __CASES.is_valid(value).then_some(#ident(value as #storage))
                    }

                    /// Whether every bit of `other` is set.
                    pub const fn contains(self, other: Self) -> bool {
                        self.0 & other.0 == other.0
                    }

                    /// MLIR's spelling (`nnan,ninf`).
                    pub fn keyword(self) -> __ods::String {
                        __CASES.stringify(self.value())
                    }

                    /// The set spelled `keyword` as [`Self::keyword`] spells
                    /// sets (cases joined by the separator, spaces allowed
                    /// around them), if every part is a case.
                    pub fn from_keyword(keyword: &str) -> ::core::option::Option<Self> {
                        __CASES.bits_value(keyword).and_then(Self::from_value)
                    }
                }

                impl ::core::ops::BitOr for #ident {
                    type Output = Self;
                    fn bitor(self, other: Self) -> Self {
                        #ident(self.0 | other.0)
                    }
                }

                impl ::core::ops::BitAnd for #ident {
                    type Output = Self;
                    fn bitand(self, other: Self) -> Self {
                        #ident(self.0 & other.0)
                    }
                }

                impl ::core::ops::BitOrAssign for #ident {
                    fn bitor_assign(&mut self, other: Self) {
                        self.0 |= other.0;
                    }
                }

                #property_value
            };
        }
    } else {
        let variants = model.cases.iter().map(|case| {
            let variant = &case.ident;
            let value = proc_macro2::Literal::u64_unsuffixed(case.value);
            let doc = format!("`{}`.", case.keyword);
            quote!(#[doc = #doc] #variant = #value)
        });
        let storage = storage_type(values.iter().copied().max().unwrap_or(0));
        let from_value_arms = model.cases.iter().map(|case| {
            let variant = &case.ident;
            let value = case.value;
            quote!(#value => ::core::option::Option::Some(#ident::#variant))
        });
        let enum_case = expand_enum_case(model, &krate);
        let first = &model.cases.first().map(|case| case.ident.clone());
        let default_impl = first.as_ref().map(|first| {
            quote! {
                impl ::core::default::Default for #ident {
                    fn default() -> Self {
                        #ident::#first
                    }
                }
            }
        });
        quote! {
            #(#docs)*
            #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
            #[repr(#storage)]
            #vis enum #ident {
                #(#variants,)*
            }

            #[allow(unused_qualifications, clippy::all)]
            const _: () = {
                use #krate::__private as __ods;
                #cases_static

                #[automatically_derived]
                impl #ident {
                    /// The case's value.
                    pub const fn value(self) -> u64 {
                        self as u64
                    }

                    /// The case with this value.
                    pub fn from_value(value: u64) -> ::core::option::Option<Self> {
                        match value {
                            #(#from_value_arms,)*
                            _ => ::core::option::Option::None,
                        }
                    }

                    /// The case's keyword.
                    pub fn keyword(self) -> &'static str {
                        __CASES.keyword(self.value()).unwrap_or("")
                    }

                    /// The case spelled `keyword`.
                    pub fn from_keyword(keyword: &str) -> ::core::option::Option<Self> {
                        __CASES.value(keyword).and_then(Self::from_value)
                    }
                }

                #default_impl

                #enum_case

                #property_value
            };
        }
    }
}

/// `add_requirements` of `PropertyValue`: the `#[availability]` of the
/// value's case, or of each set bit (lowest first) of a bit set.
fn expand_case_requirements(model: &EnumModel, krate: &syn::Path) -> TokenStream {
    if model.cases.iter().all(|case| case.availability.is_empty()) {
        return TokenStream::new();
    }
    let arms = model.cases.iter().filter(|case| !case.availability.is_empty()).map(|case| {
        let merges = merge_calls(&case.availability, krate);
        if model.options.bits {
            let value = proc_macro2::Literal::u64_unsuffixed(case.value);
            quote!(if self.0 & #value != 0 { #merges })
        } else {
            let variant = &case.ident;
            quote!(Self::#variant => { #merges })
        }
    });
    let body = if model.options.bits {
        let mut arms: Vec<_> = arms.collect();
        let mut order: Vec<u64> = model
            .cases
            .iter()
            .filter(|case| !case.availability.is_empty())
            .map(|case| case.value)
            .collect();
        // Lowest bit first, as MLIR walks a set.
        let mut paired: Vec<(u64, TokenStream)> = order.drain(..).zip(arms.drain(..)).collect();
        paired.sort_by_key(|(value, _)| *value);
        let arms = paired.into_iter().map(|(_, arm)| arm);
        quote!(#(#arms)*)
    } else {
        quote! {
            #[allow(unreachable_patterns)]
            match self {
                #(#arms)*
                _ => {}
            }
        }
    };
    let entries: Vec<&Entry> = model.cases.iter().flat_map(|case| &case.availability).collect();
    let dimensions = distinct_dimensions(entries.iter().copied());
    quote! {
        fn add_requirements<D: #krate::availability::Dimension>(&self, overall: &mut D::Value) {
            #body
        }
        fn availability_models<O: #krate::availability::OpAvailability>() -> &'static [&'static dyn #krate::interfaces::InterfaceModel] {
            &[#(&#krate::availability::ModelOf::<O, #dimensions>::MODEL),*]
        }
    }
}

/// `SymbolParameter`: the enum as a parameter of a dialect type or
/// attribute, stored as its value and written as its keyword (a bit set
/// as its cases joined by the separator).
fn expand_symbol_parameter(model: &EnumModel) -> TokenStream {
    let ident = &model.original.ident;
    quote! {
        #[automatically_derived]
        impl __ods::SymbolParameter for #ident {
            fn to_parameter(&self) -> __ods::Parameter {
                __ods::Parameter::Integer(self.value() as i64)
            }
            fn from_parameter(parameter: &__ods::Parameter) -> ::core::option::Option<Self> {
                match parameter {
                    __ods::Parameter::Integer(value) => #ident::from_value(*value as u64),
                    _ => ::core::option::Option::None,
                }
            }
            fn print(parameter: &__ods::Parameter, printer: &mut __ods::SymbolPrinter<'_, '_>) {
                if let __ods::Parameter::Integer(value) = parameter {
                    __CASES.print_parameter(*value as u64, printer);
                }
            }
            fn parse(parser: &mut __ods::SymbolParser<'_, '_>) -> __ods::ParseResult<__ods::Parameter> {
                __CASES.parse_parameter(parser).map(|value| __ods::Parameter::Integer(value as i64))
            }
        }
    }
}

/// `EnumCase` for an integer enum, and its `IMPLICATIONS` table.
fn expand_enum_case(model: &EnumModel, krate: &syn::Path) -> TokenStream {
    let ident = &model.original.ident;
    let implied_arms = model.cases.iter().filter(|case| !case.implies.is_empty()).map(|case| {
        let variant = &case.ident;
        let implies = &case.implies;
        quote!(#ident::#variant => &[#(#implies),*])
    });
    let table = model.cases.iter().filter(|case| !case.implies.is_empty()).map(|case| {
        let variant = &case.ident;
        let implies = &case.implies;
        quote!((#ident::#variant as u64, &[#((#implies) as u64),*]))
    });
    quote! {
        #[automatically_derived]
        impl #krate::availability::EnumCase for #ident {
            fn keyword(self) -> &'static str {
                #ident::keyword(self)
            }
            fn value(self) -> u64 {
                self as u64
            }
            #[allow(unreachable_patterns)]
            fn implied(self) -> &'static [Self] {
                match self {
                    #(#implied_arms,)*
                    _ => &[],
                }
            }
        }

        #[automatically_derived]
        impl #ident {
            /// Which case implies which others, by value, for compile-time
            /// target checks.
            pub const IMPLICATIONS: &'static [(u64, &'static [u64])] = &[#(#table),*];
        }
    }
}
