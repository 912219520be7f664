//! Compiles a format into straight-line print and parse functions.
//!
//! Most ops have one value per operand and result group and a format of
//! literals, operands, properties, their types, `attr-dict` and optional
//! groups anchored on a property (`$lhs `,` $rhs (`overflow` ``
//! $overflowFlags^)? attr-dict `:` type($result)`). For those the macro
//! writes the print and parse functions out element by element, so no
//! element tree is walked and nothing is grouped per op. So are ops whose
//! one operand group is variadic when the format writes its types and
//! every result's (`attr-dict ($operands^ `:` type($operands))?`, the form
//! of terminators that return values). Every other format is left to the
//! runtime's interpreter; both follow the same elements with the same
//! spacing, so they print and accept the same text.

use proc_macro2::TokenStream;
use quote::quote;

use super::format::Spaced;
use crate::check::format::{Anchor, Resolved, Target};
use crate::model::op::{Arity, OpModel};

/// The bodies of the compiled `__print` and `__parse` functions.
pub struct CompiledFormat {
    /// Prints the elements (`printer`, `op` in scope).
    pub print: TokenStream,
    /// Parses the elements and creates the op (`parser` in scope).
    pub parse: TokenStream,
}

/// What the compiled code keeps of the operands.
#[derive(Clone, Copy, PartialEq)]
enum Operands {
    /// One value per group (the runtime's `SingleValueParse`).
    Single,
    /// One variadic group, whose types the format writes
    /// (`OperandListParse`).
    List,
}

/// The compiled functions of `elements`, or `None` when the op or the
/// format needs the interpreter.
pub fn compile(
    model: &OpModel,
    has_segments: bool,
    used_properties: &[usize],
    elements: &[Spaced],
) -> Option<CompiledFormat> {
    let single = |arity: Arity| arity == Arity::Single;
    if has_segments
        || !model.regions.is_empty()
        || !model.successors.is_empty()
        || !model.results.iter().all(|result| single(result.arity))
    {
        return None;
    }
    let operands = if model.operands.iter().all(|operand| single(operand.arity)) {
        Operands::Single
    } else if model.operands.len() == 1
        && model.operands[0].arity == Arity::Variadic
        && writes_types(elements, model.results.len())
    {
        Operands::List
    } else {
        return None;
    };
    if !elements.iter().all(|element| compilable(element, false, operands)) {
        return None;
    }
    let operand_count = model.operands.len();
    let result_count = model.results.len();
    let print_steps =
        elements.iter().map(|element| print_element(element, used_properties, operands));
    let parse_steps = elements.iter().map(|element| parse_element(element, operands));
    let (counts_declared, state) = match operands {
        Operands::Single => (
            quote!(__data.operand_count() == #operand_count),
            quote!(__ods::SingleValueParse::<'_, '_, #operand_count, #result_count>::new(parser, &__DEFINITION)),
        ),
        Operands::List => (
            quote!(true),
            quote!(__ods::OperandListParse::<'_, '_, #result_count>::new(&__DEFINITION)),
        ),
    };
    Some(CompiledFormat {
        print: quote! {
            let __data = printer.body().op(op);
            if !(#counts_declared) || __data.results().len() != #result_count {
                // Counts the op does not declare: the interpreter prints
                // what there is.
                return __ods::print_with_format(printer, op, &__DEFINITION, __FORMAT);
            }
            #(#print_steps)*
        },
        parse: quote! {
            let mut state = #state;
            #(#parse_steps)*
            state.finish(parser)
        },
    })
}

/// Whether `elements` write `type(...)` of the operand group and of each
/// of `results` result groups, so parsing infers no type.
fn writes_types(elements: &[Spaced], results: usize) -> bool {
    fn visit(elements: &[Spaced], written: &mut Vec<Target>) {
        for element in elements {
            if let Resolved::Type(target) = element.element {
                written.push(*target);
            }
            visit(&element.then, written);
            visit(&element.otherwise, written);
        }
    }
    let mut written = Vec::new();
    visit(elements, &mut written);
    written.contains(&Target::Operand(0))
        && (0..results).all(|group| written.contains(&Target::Result(group)))
}

/// Whether the compiled functions handle `element` (`in_group`: inside an
/// optional group, where single operands are left to the interpreter).
fn compilable(element: &Spaced, in_group: bool, operands: Operands) -> bool {
    match element.element {
        Resolved::Literal(_)
        | Resolved::Whitespace(_)
        | Resolved::Property(_)
        | Resolved::AttrDict { .. }
        | Resolved::Type(Target::Operand(_) | Target::Result(_)) => true,
        Resolved::Operand(_) => !in_group,
        Resolved::Optional { anchor: Anchor::Property(_), .. } => {
            let first_is_testable = matches!(
                element.then.first().map(|first| first.element),
                Some(Resolved::Literal(_) | Resolved::Property(_))
            );
            first_is_testable
                && element
                    .then
                    .iter()
                    .chain(&element.otherwise)
                    .all(|child| compilable(child, true, operands))
        }
        // `($operands^ ...)?`: the group is there when an operand is.
        Resolved::Optional { anchor: Anchor::Operand(0), .. } if operands == Operands::List => {
            !in_group
                && matches!(
                    element.then.first().map(|first| first.element),
                    Some(Resolved::Operand(0))
                )
                && element
                    .then
                    .iter()
                    .skip(1)
                    .chain(&element.otherwise)
                    .all(|child| compilable(child, true, operands))
        }
        _ => false,
    }
}

fn print_element(spaced: &Spaced, used_properties: &[usize], operands: Operands) -> TokenStream {
    let space = spaced.space_before.then(|| quote!(printer.write_str(" ");));
    let step = match spaced.element {
        Resolved::Literal(text) => {
            let text = if spaced.space_before { format!(" {text}") } else { text.clone() };
            return quote!(printer.write_str(#text););
        }
        Resolved::Whitespace(text) if text == "\\n" => quote!(printer.write_newline();),
        Resolved::Whitespace(text) if text.is_empty() => quote!(),
        Resolved::Whitespace(text) => quote!(printer.write_str(#text);),
        Resolved::Operand(_) if operands == Operands::List => {
            quote!(printer.write_values(__data.operands());)
        }
        Resolved::Operand(group) => quote!(printer.write_value(__data.operand(#group));),
        Resolved::Property(index) => quote!(__ods::print_property(printer, op, #index);),
        Resolved::Type(Target::Operand(_)) if operands == Operands::List => quote! {
            let __body = printer.body();
            printer.write_types(__data.operands().map(|value| __body.value_type(value)));
        },
        Resolved::Type(Target::Operand(group)) => quote! {
            printer.write_type(printer.body().value_type(__data.operand(#group)));
        },
        Resolved::Type(Target::Result(group)) => quote! {
            printer.write_type(printer.body().value_type(__data.result(#group)));
        },
        Resolved::AttrDict { keyword } => quote! {
            __ods::print_attr_dict(printer, op, &__DEFINITION, #keyword, &[#(#used_properties),*]);
        },
        Resolved::Optional { anchor: Anchor::Property(index), elided, .. } => {
            let then = spaced
                .then
                .iter()
                .enumerate()
                .filter(|(position, _)| Some(*position) != *elided)
                .map(|(_, child)| print_element(child, used_properties, operands));
            let otherwise = spaced
                .otherwise
                .iter()
                .map(|child| print_element(child, used_properties, operands));
            quote! {
                if __ods::property_present(printer, op, &__DEFINITION, #index) {
                    #(#then)*
                } else {
                    #(#otherwise)*
                }
            }
        }
        Resolved::Optional { anchor: Anchor::Operand(_), .. } => {
            let then =
                spaced.then.iter().map(|child| print_element(child, used_properties, operands));
            let otherwise = spaced
                .otherwise
                .iter()
                .map(|child| print_element(child, used_properties, operands));
            quote! {
                if __data.operand_count() != 0 {
                    #(#then)*
                } else {
                    #(#otherwise)*
                }
            }
        }
        // `compilable` admits nothing else.
        _ => quote!(),
    };
    quote!(#space #step)
}

fn parse_element(spaced: &Spaced, operands: Operands) -> TokenStream {
    match spaced.element {
        Resolved::Literal(text) => quote!(__ods::parse_literal(parser, #text)?;),
        Resolved::Operand(_) if operands == Operands::List => quote!(state.operands(parser)?;),
        Resolved::Operand(group) => quote!(state.operand(parser, #group)?;),
        Resolved::Property(index) => quote!(state.property(parser, #index)?;),
        Resolved::Type(Target::Operand(_)) if operands == Operands::List => {
            quote!(state.operand_types(parser)?;)
        }
        Resolved::Type(Target::Operand(group)) => quote!(state.operand_type(parser, #group)?;),
        Resolved::Type(Target::Result(group)) => quote!(state.result_type(parser, #group)?;),
        Resolved::AttrDict { keyword } => quote!(state.attr_dict(parser, #keyword)?;),
        Resolved::Optional { elided, .. } => {
            let Some((first, rest)) = spaced.then.split_first() else { return quote!() };
            let present = match first.element {
                Resolved::Literal(text) => quote!(__ods::parse_optional_literal(parser, #text)),
                Resolved::Property(index) => quote!(state.optional_property(parser, #index)?),
                Resolved::Operand(_) => quote!(state.optional_operands(parser)?),
                _ => return quote!(),
            };
            let then = rest.iter().enumerate().map(|(position, child)| {
                match (child.element, Some(position + 1) == *elided) {
                    // The unit flag anchoring the group is not written:
                    // the group's presence sets it.
                    (Resolved::Property(index), true) => quote!(state.set_unit(parser, #index);),
                    _ => parse_element(child, operands),
                }
            });
            let otherwise = spaced.otherwise.iter().map(|child| parse_element(child, operands));
            quote! {
                if #present {
                    #(#then)*
                } else {
                    #(#otherwise)*
                }
            }
        }
        // Whitespace reads nothing; `compilable` admits nothing else.
        _ => quote!(),
    }
}
