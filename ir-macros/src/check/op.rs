//! The rules of an `#[op]` definition that span several fields or
//! options, one function per rule.

use syn::ext::IdentExt;

use super::traits::TraitRef;
use crate::ctxt::Ctxt;
use crate::model::op::{Arity, OpModel};

/// Rule: operand (result) groups of variable length can be told apart only
/// when there is at most one of them, or when the op records each group's
/// size (`AttrSizedOperandSegments` / `AttrSizedResultSegments`).
pub fn check_segments(cx: &Ctxt, model: &OpModel, traits: &[TraitRef]) {
    for (groups, segment_trait, what) in [
        (&model.operands, "AttrSizedOperandSegments", "operand"),
        (&model.results, "AttrSizedResultSegments", "result"),
    ] {
        let has_trait = traits.iter().any(|t| t.is(segment_trait));
        let variable: Vec<_> = groups.iter().filter(|group| group.arity != Arity::Single).collect();
        if variable.len() > 1 && !has_trait {
            cx.error_spanned_by(
                &variable[1].ident,
                format!(
                    "`{}` is a second {what} group of variable length after `{}`: add `{segment_trait}` to `traits` so the op records the size of each group",
                    variable[1].ident, variable[0].ident
                ),
            );
        }
    }
}

/// The names of the parameters every `build` takes and of the methods
/// every op has.
pub const RESERVED: &[&str] =
    &["builder", "location", "op", "cast", "is", "properties", "properties_mut", "build"];

/// Rule: fields are not named like the parameters every `build` takes
/// (`builder`, `location`), nor like the methods every op has.
pub fn check_reserved_names(cx: &Ctxt, model: &OpModel) {
    let idents = model
        .operands
        .iter()
        .chain(&model.results)
        .map(|field| &field.ident)
        .chain(model.properties.iter().map(|field| &field.ident))
        .chain(model.regions.iter().map(|field| &field.ident))
        .chain(model.successors.iter().map(|field| &field.ident));
    for ident in idents {
        let name = ident.unraw().to_string();
        if RESERVED.contains(&name.as_str()) {
            cx.error_spanned_by(ident, format!("`{name}` is taken by the generated op (its `build` parameters or methods); rename the field"));
        }
    }
}

/// Rule: `segments = property` names a property of the op.
pub fn check_segment_properties(cx: &Ctxt, model: &OpModel) {
    for operand in &model.operands {
        if let Some(segments) = &operand.segments {
            if !model.properties.iter().any(|property| property.ident == *segments) {
                cx.error_spanned_by(
                    segments,
                    format!(
                        "`{segments}` is not a property of this op: declare it with `#[property]`"
                    ),
                );
            }
        }
    }
}

/// Rule: two properties do not share a name in the generic form.
pub fn check_property_names(cx: &Ctxt, model: &OpModel) {
    for (index, property) in model.properties.iter().enumerate() {
        if model.properties[..index].iter().any(|earlier| earlier.name == property.name) {
            cx.error_spanned_by(
                &property.ident,
                format!("two properties are named `{}`", property.name),
            );
        }
        if property.name == "operandSegmentSizes" || property.name == "resultSegmentSizes" {
            cx.error_spanned_by(&property.ident, format!("`{}` is kept by the op itself (from `AttrSized...Segments`); do not declare it", property.name));
        }
    }
}

/// Rule: an op is printed either from a `format` or by its own `print` and
/// `parse` hooks, which come together.
pub fn check_hooks(cx: &Ctxt, model: &OpModel) {
    let options = &model.options;
    if options.format.is_some() && (options.print.is_some() || options.parse.is_some()) {
        let span = options.print.as_ref().or(options.parse.as_ref());
        cx.error_spanned_by(span, "give the op a `format` or `print` and `parse` hooks, not both");
    }
    match (&options.print, &options.parse) {
        (Some(print), None) => cx.error_spanned_by(print, "`print` needs a matching `parse` hook"),
        (None, Some(parse)) => cx.error_spanned_by(parse, "`parse` needs a matching `print` hook"),
        _ => {}
    }
    if let Some(name) = &options.name {
        let value = name.value();
        match value.split_once('.') {
            Some((dialect, op)) if !dialect.is_empty() && !op.is_empty() => {}
            _ => cx.error_spanned_by(name, format!("op name `{value}` must be `dialect.op`")),
        }
    }
}

#[cfg(test)]
mod tests {
    use quote::quote;

    use super::{check_hooks, check_reserved_names, check_segments};
    use crate::check::traits::parse_traits;
    use crate::ctxt::Ctxt;
    use crate::model::op::OpModel;

    /// The messages the rules `check` report for an op.
    fn messages(
        item: &syn::ItemStruct,
        arguments: proc_macro2::TokenStream,
        check: impl Fn(&Ctxt, &OpModel),
    ) -> Vec<String> {
        let cx = Ctxt::new();
        let model = OpModel::from_ast(&cx, arguments, item);
        check(&cx, &model);
        match cx.check() {
            Ok(()) => Vec::new(),
            Err(error) => error.into_iter().map(|error| error.to_string()).collect(),
        }
    }

    #[test]
    fn fields_named_like_build_parameters_are_reported() {
        let item: syn::ItemStruct = syn::parse_quote! {
            pub struct MoveOp {
                #[operand] builder: Value,
                #[operand] input: Value,
            }
        };
        let reported = messages(&item, quote!(name = "test.move"), check_reserved_names);
        assert_eq!(reported.len(), 1);
        assert!(reported[0].starts_with("`builder` is taken by the generated op"));
    }

    #[test]
    fn print_without_parse_and_a_name_without_dialect_are_reported() {
        let item: syn::ItemStruct = syn::parse_quote!(
            pub struct NopOp {}
        );
        let reported = messages(&item, quote!(name = "nop", print = print_nop), check_hooks);
        assert_eq!(
            reported,
            ["`print` needs a matching `parse` hook", "op name `nop` must be `dialect.op`"]
        );
    }

    #[test]
    fn two_variadic_groups_need_segment_sizes() {
        let item: syn::ItemStruct = syn::parse_quote! {
            pub struct CallOp {
                #[operand] callees: Vec<Value>,
                #[operand] arguments: Vec<Value>,
            }
        };
        let check = |cx: &Ctxt, model: &OpModel| {
            let traits = parse_traits(cx, model);
            check_segments(cx, model, &traits);
        };
        let reported = messages(&item, quote!(name = "test.call"), check);
        assert_eq!(reported.len(), 1);
        assert!(reported[0].contains("add `AttrSizedOperandSegments` to `traits`"));
        let with_trait =
            messages(&item, quote!(name = "test.call", traits = [AttrSizedOperandSegments]), check);
        assert!(with_trait.is_empty());
    }
}
