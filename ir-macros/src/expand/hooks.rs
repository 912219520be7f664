//! The glue between an op's definition and the user's hook functions:
//! one small function per hook, with the definition's signature, that
//! assigns the user's path to a `fn` pointer of the documented signature
//! (spanned at the path, so a wrong signature fails there) and calls it
//! with the typed handle. Also the format's static element tree with its
//! print and parse glue, and the canonicalization patterns.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

use super::compiled_format::compile;
use super::format::{assign_spacing, expand_elements, FormatContext};
use super::op::{option_tokens, Layout};
use crate::check::CheckedOp;

/// The names of the glue functions, for the definition's fields.
pub struct Hooks {
    pub verify: Option<TokenStream>,
    pub verify_regions: Option<TokenStream>,
    pub verify_symbol_uses: Option<TokenStream>,
    pub fold: Option<TokenStream>,
    pub fold_in_place: Option<TokenStream>,
    pub infer: Option<TokenStream>,
    pub result_names: Option<TokenStream>,
    pub print: Option<TokenStream>,
    pub parse: Option<TokenStream>,
    /// `static __FORMAT: &[FormatElement] = ...;`, or nothing.
    pub format_static: TokenStream,
    /// The definition's `format` field.
    pub format_field: TokenStream,
    /// The definition's `format_text` field.
    pub format_text: TokenStream,
    /// Each canonicalization pattern, as `&'static dyn RewritePattern`.
    pub canonicalization_patterns: Vec<TokenStream>,
}

/// The glue of every hook the op declares, pushed to `glue`.
pub fn expand_hooks(op: &CheckedOp, layout: &Layout, glue: &mut Vec<TokenStream>) -> Hooks {
    let options = &op.model.options;
    let ident = layout.op;
    // `verify` and `verify_regions` share a signature.
    let mut verifier = |path: &syn::Path, glue_name: &str| {
        let glue_name = quote::format_ident!("{}", glue_name);
        glue.push(quote_spanned! {path.span()=>
            fn #glue_name(
                context: &__ods::Context,
                ir: &__ods::Ir,
                body: &__ods::Body,
                op: __ods::Op,
            ) -> ::core::result::Result<(), __ods::VerifyError> {
                let hook: fn(#ident, &__ods::Context, &__ods::Ir, &__ods::Body) -> ::core::result::Result<(), __ods::VerifyError> = #path;
                hook(#ident(op), context, ir, body)
            }
        });
        quote!(#glue_name)
    };
    let verify = options.verify.as_ref().map(|path| verifier(path, "__verify"));
    let verify_regions =
        options.verify_regions.as_ref().map(|path| verifier(path, "__verify_regions"));
    let verify_symbol_uses = options.verify_symbol_uses.as_ref().map(|path| {
        glue.push(quote_spanned! {path.span()=>
            fn __verify_symbol_uses(
                context: &__ods::Context,
                ir: &__ods::Ir,
                body_id: __ods::BodyId,
                op: __ods::Op,
                tables: &__ods::SymbolTables,
            ) -> ::core::result::Result<(), __ods::Diagnostic> {
                let hook: fn(#ident, &__ods::Context, &__ods::Ir, __ods::BodyId, &__ods::SymbolTables) -> ::core::result::Result<(), __ods::VerifyError> = #path;
                hook(#ident(op), context, ir, body_id, tables).map_err(|error| error.into_diagnostic(context, ir, ir.body(body_id), op))
            }
        });
        quote!(__verify_symbol_uses)
    });
    let fold = options.fold.as_ref().map(|path| {
        glue.push(quote_spanned! {path.span()=>
            fn __fold(
                context: &__ods::Context,
                body: &__ods::Body,
                op: __ods::Op,
                operands: &[::core::option::Option<__ods::Attr>],
            ) -> ::core::option::Option<__ods::Vec<__ods::FoldResult>> {
                let hook: fn(#ident, &__ods::Context, &__ods::Body, &[::core::option::Option<__ods::Attr>]) -> ::core::option::Option<__ods::Vec<__ods::FoldResult>> = #path;
                hook(#ident(op), context, body, operands)
            }
        });
        quote!(__fold)
    });
    let fold_in_place = options.fold_in_place.as_ref().map(|path| {
        glue.push(quote_spanned! {path.span()=>
            fn __fold_in_place(
                context: &__ods::Context,
                body: &mut __ods::Body,
                op: __ods::Op,
            ) -> bool {
                let hook: fn(#ident, &__ods::Context, &mut __ods::Body) -> bool = #path;
                hook(#ident(op), context, body)
            }
        });
        quote!(__fold_in_place)
    });
    let infer = options.infer.as_ref().map(|path| {
        let properties_ident = &layout.properties_ident;
        let properties_type =
            if layout.has_properties { quote!(#properties_ident) } else { quote!(()) };
        let lookup = if layout.has_properties {
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
    let result_names = options.result_names.as_ref().map(|path| {
        glue.push(quote_spanned! {path.span()=>
            fn __result_names(
                context: &__ods::Context,
                body: &__ods::Body,
                op: __ods::Op,
                set_name: &mut dyn FnMut(usize, &str),
            ) {
                let hook: fn(#ident, &__ods::Context, &__ods::Body, &mut dyn FnMut(usize, &str)) = #path;
                hook(#ident(op), context, body, set_name)
            }
        });
        quote!(__result_names)
    });
    let (print, parse, format_static, format_field, format_text) =
        expand_print_and_parse(op, layout, glue);
    let canonicalization_patterns = options
        .canonicalize
        .iter()
        .flat_map(|array| array.elems.iter())
        .map(|pattern| {
            quote_spanned! {pattern.span()=>
                &#pattern as &'static dyn __ods::RewritePattern
            }
        })
        .collect();
    Hooks {
        verify,
        verify_regions,
        verify_symbol_uses,
        fold,
        fold_in_place,
        infer,
        result_names,
        print,
        parse,
        format_static,
        format_field,
        format_text,
        canonicalization_patterns,
    }
}

/// The custom form: from the format (the runtime interprets its element
/// tree), or from the user's `print` and `parse` hooks.
#[allow(clippy::type_complexity)]
fn expand_print_and_parse(
    op: &CheckedOp,
    layout: &Layout,
    glue: &mut Vec<TokenStream>,
) -> (Option<TokenStream>, Option<TokenStream>, TokenStream, TokenStream, TokenStream) {
    let options = &op.model.options;
    let ident = layout.op;
    if let (Some(resolved), Some(literal)) = (&op.format, &options.format) {
        let context = FormatContext {
            op: ident,
            used_properties: &resolved.used_properties,
            span: literal.span(),
        };
        let spaced = assign_spacing(&resolved.elements);
        let elements = expand_elements(&context, &spaced, glue);
        let has_segments = layout.operand_segments.is_some() || layout.result_segments.is_some();
        let (print, parse) =
            match compile(&op.model, has_segments, &resolved.used_properties, &spaced) {
                Some(compiled) => (compiled.print, compiled.parse),
                None => (
                    quote!(__ods::print_with_format(printer, op, &__DEFINITION, __FORMAT);),
                    quote!(__ods::parse_with_format(parser, &__DEFINITION, __FORMAT)),
                ),
            };
        glue.push(quote! {
            fn __print(printer: &mut __ods::OpPrinter<'_, '_>, op: __ods::Op) {
                #print
            }
            fn __parse(parser: &mut __ods::OpParser<'_, '_>) -> ::core::result::Result<__ods::Op, __ods::Diagnostic> {
                #parse
            }
        });
        let text = literal.value();
        return (
            Some(quote!(__print)),
            Some(quote!(__parse)),
            quote!(static __FORMAT: &[__ods::FormatElement] = #elements;),
            option_tokens(Some(quote!(__FORMAT))),
            option_tokens(Some(quote!(#text))),
        );
    }
    let none = || option_tokens(None);
    let (Some(print), Some(parse)) = (&options.print, &options.parse) else {
        return (None, None, TokenStream::new(), none(), none());
    };
    glue.push(quote_spanned! {print.span()=>
        fn __print(printer: &mut __ods::OpPrinter<'_, '_>, op: __ods::Op) {
            let hook: fn(#ident, &mut __ods::OpPrinter<'_, '_>) = #print;
            hook(#ident(op), printer);
        }
    });
    glue.push(quote_spanned! {parse.span()=>
        fn __parse(parser: &mut __ods::OpParser<'_, '_>) -> ::core::result::Result<__ods::Op, __ods::Diagnostic> {
            let hook: fn(&mut __ods::OpParser<'_, '_>) -> ::core::result::Result<__ods::Op, __ods::Diagnostic> = #parse;
            hook(parser)
        }
    });
    (Some(quote!(__print)), Some(quote!(__parse)), TokenStream::new(), none(), none())
}
