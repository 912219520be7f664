//! Expands a resolved format into the static `FormatElement` tree the
//! runtime interprets, deciding the space before each element the way
//! MLIR's generator does (the state flows through optional groups as the
//! generator walks them, not as the printer runs).

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use crate::check::format::{Anchor, CustomArgument, Resolved, Target};

/// The spacing state of MLIR's printer generator.
#[derive(Clone, Copy)]
struct Spacing {
    should_emit_space: bool,
    last_was_punctuation: bool,
}

fn space_before_literal(value: &str, last_was_punctuation: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let first = value.chars().next().unwrap_or(' ');
    if last_was_punctuation {
        !">)}],".contains(first)
    } else {
        !"<>(){}[],".contains(first)
    }
}

/// What expanding a format needs from the op.
pub struct FormatContext<'a> {
    pub op: &'a Ident,
    pub used_properties: &'a [usize],
    /// The format string's span: what names of custom directives' functions
    /// point at when they are missing.
    pub span: proc_macro2::Span,
}

fn target(target: Target) -> TokenStream {
    match target {
        Target::Operand(index) => quote!(__ods::TypeTarget::Operand(#index)),
        Target::Result(index) => quote!(__ods::TypeTarget::Result(#index)),
        Target::Operands => quote!(__ods::TypeTarget::Operands),
        Target::Results => quote!(__ods::TypeTarget::Results),
    }
}

fn snake_case(name: &str) -> String {
    let mut out = String::new();
    for (index, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if index > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// A format element with the space the printer writes before it, and
/// the children of an optional group.
pub struct Spaced<'r> {
    pub space_before: bool,
    pub element: &'r Resolved,
    pub then: Vec<Spaced<'r>>,
    pub otherwise: Vec<Spaced<'r>>,
}

/// Decides the space before each element, as MLIR's printer generator
/// walks the format.
pub fn assign_spacing(elements: &[Resolved]) -> Vec<Spaced<'_>> {
    let mut spacing = Spacing { should_emit_space: true, last_was_punctuation: false };
    space_list(elements, None, &mut spacing)
}

fn space_list<'r>(
    elements: &'r [Resolved],
    elided: Option<usize>,
    spacing: &mut Spacing,
) -> Vec<Spaced<'r>> {
    let mut items = Vec::new();
    for (index, element) in elements.iter().enumerate() {
        if Some(index) == elided {
            // A unit flag anchoring its group is not printed, so it leaves
            // the spacing alone; the parser sets it when the group is there.
            let mut untouched = Spacing { ..*spacing };
            items.push(space_element(element, &mut untouched));
            continue;
        }
        items.push(space_element(element, spacing));
    }
    items
}

fn space_element<'r>(element: &'r Resolved, spacing: &mut Spacing) -> Spaced<'r> {
    let mut then = Vec::new();
    let mut otherwise = Vec::new();
    let space_before = match element {
        Resolved::Literal(text) => {
            let space = spacing.should_emit_space
                && space_before_literal(text, spacing.last_was_punctuation);
            let first = text.chars().next().unwrap_or(' ');
            spacing.should_emit_space = text.len() != 1 || !"<({[".contains(first);
            spacing.last_was_punctuation = first != '_' && !first.is_ascii_alphabetic();
            space
        }
        Resolved::Whitespace(text) => {
            if text != "\\n" {
                spacing.last_was_punctuation = text.is_empty();
                spacing.should_emit_space = false;
            }
            false
        }
        Resolved::AttrDict { .. } => {
            spacing.last_was_punctuation = false;
            false
        }
        Resolved::PropDict => {
            spacing.last_was_punctuation = false;
            true
        }
        Resolved::Optional {
            then: then_elements, otherwise: otherwise_elements, elided, ..
        } => {
            then = space_list(then_elements, *elided, spacing);
            otherwise = space_list(otherwise_elements, None, spacing);
            false
        }
        _ => {
            let space = spacing.should_emit_space || !spacing.last_was_punctuation;
            spacing.last_was_punctuation = false;
            spacing.should_emit_space = true;
            space
        }
    };
    Spaced { space_before, element, then, otherwise }
}

/// The elements as a `&[FormatElement]` expression, plus the glue
/// functions of custom directives.
pub fn expand_elements(
    context: &FormatContext,
    elements: &[Spaced],
    glue: &mut Vec<TokenStream>,
) -> TokenStream {
    let items = expand_list(context, elements, glue);
    quote!(&[#(#items),*])
}

fn expand_list(
    context: &FormatContext,
    elements: &[Spaced],
    glue: &mut Vec<TokenStream>,
) -> Vec<TokenStream> {
    elements.iter().map(|element| expand_element(context, element, glue)).collect()
}

fn expand_element(
    context: &FormatContext,
    spaced: &Spaced,
    glue: &mut Vec<TokenStream>,
) -> TokenStream {
    let space_before = spaced.space_before;
    let kind = match spaced.element {
        Resolved::Literal(text) => quote!(__ods::FormatKind::Literal(#text)),
        Resolved::Whitespace(text) => quote!(__ods::FormatKind::Whitespace(#text)),
        Resolved::AttrDict { keyword } => {
            let elided = context.used_properties;
            quote!(__ods::FormatKind::AttrDict { keyword: #keyword, elided: &[#(#elided),*] })
        }
        Resolved::PropDict => quote!(__ods::FormatKind::PropDict),
        Resolved::Optional { anchor, elided, .. } => {
            let anchor = match anchor {
                Anchor::Operand(index) => quote!(__ods::Anchor::Operand(#index)),
                Anchor::Result(index) => quote!(__ods::Anchor::Result(#index)),
                Anchor::Property(index) => quote!(__ods::Anchor::Property(#index)),
                Anchor::Region(index) => quote!(__ods::Anchor::Region(#index)),
                Anchor::Successor(index) => quote!(__ods::Anchor::Successor(#index)),
            };
            let then_items = expand_list(context, &spaced.then, glue);
            let otherwise_items = expand_list(context, &spaced.otherwise, glue);
            let elided = match elided {
                Some(index) => quote!(::core::option::Option::Some(#index)),
                None => quote!(::core::option::Option::None),
            };
            quote!(__ods::FormatKind::Optional {
                anchor: #anchor,
                then: &[#(#then_items),*],
                otherwise: &[#(#otherwise_items),*],
                elided: #elided,
            })
        }
        other => match other {
            Resolved::Operand(index) => quote!(__ods::FormatKind::Operand(#index)),
            Resolved::Operands => quote!(__ods::FormatKind::Operands),
            Resolved::Property(index) => quote!(__ods::FormatKind::Property(#index)),
            Resolved::Region(index) => quote!(__ods::FormatKind::Region(#index)),
            Resolved::Regions => quote!(__ods::FormatKind::Regions),
            Resolved::Successor(index) => quote!(__ods::FormatKind::Successor(#index)),
            Resolved::Successors => quote!(__ods::FormatKind::Successors),
            Resolved::Type(t) => {
                let t = target(*t);
                quote!(__ods::FormatKind::Type(#t))
            }
            Resolved::FunctionalType(inputs, results) => {
                let inputs = target(*inputs);
                let results = target(*results);
                quote!(__ods::FormatKind::FunctionalType(#inputs, #results))
            }
            Resolved::Custom { name, arguments } => {
                let op = context.op;
                let snake = snake_case(name);
                let print = format_ident!("print_{}", snake, span = context.span);
                let parse = format_ident!("parse_{}", snake, span = context.span);
                let print_glue = format_ident!("__print_custom_{}", snake);
                let parse_glue = format_ident!("__parse_custom_{}", snake);
                glue.push(quote! {
                        fn #print_glue(
                            printer: &mut __ods::OpPrinter<'_, '_>,
                            op: __ods::Op,
                            arguments: &[__ods::CustomArgument],
                        ) {
                            let hook: fn(&mut __ods::OpPrinter<'_, '_>, #op, &[__ods::CustomArgument]) = #print;
                            hook(printer, <#op as __ods::OpHandle>::from_op_unchecked(op), arguments);
                        }
                        fn #parse_glue<'a>(
                            parser: &mut __ods::OpParser<'_, 'a>,
                            state: &mut __ods::FormatState<'a, '_>,
                            arguments: &[__ods::CustomArgument],
                        ) -> __ods::ParseResult<()> {
                            #parse(parser, state, arguments)
                        }
                    });
                let arguments = arguments.iter().map(|argument| match argument {
                    CustomArgument::Operand(index) => {
                        quote!(__ods::CustomArgument::Operand(#index))
                    }
                    CustomArgument::Type(t) => {
                        let t = target(*t);
                        quote!(__ods::CustomArgument::Type(#t))
                    }
                    CustomArgument::Property(index) => {
                        quote!(__ods::CustomArgument::Property(#index))
                    }
                    CustomArgument::Successor(index) => {
                        quote!(__ods::CustomArgument::Successor(#index))
                    }
                    CustomArgument::Region(index) => {
                        quote!(__ods::CustomArgument::Region(#index))
                    }
                    CustomArgument::AttrDict => quote!(__ods::CustomArgument::AttrDict),
                });
                quote!(__ods::FormatKind::Custom {
                    print: #print_glue,
                    parse: #parse_glue,
                    arguments: &[#(#arguments),*],
                })
            }
            _ => quote!(__ods::FormatKind::Whitespace("")),
        },
    };
    quote!(__ods::FormatElement { space_before: #space_before, kind: #kind })
}
