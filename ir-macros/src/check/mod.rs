//! Checks: every rule a definition must follow, run before any code is
//! generated, one small function per rule with a comment that states it
//! in the author's terms. Checks record errors in the invocation's
//! [`Ctxt`] and keep going; what they resolve (trait arguments, the
//! format, availability entries) becomes the validated data expansion
//! reads.
//!
//! Checks do not generate tokens; `expand` does.

pub mod dialect;
pub mod format;
pub mod interface;
pub mod op;
pub mod traits;

use syn::Path;

use crate::ctxt::Ctxt;
use crate::model::availability::Entry;
use crate::model::op::OpModel;
use format::ResolvedFormat;
use traits::TraitRef;

/// An `#[op]` definition with everything the checks resolved.
pub struct CheckedOp<'a> {
    /// The definition as written.
    pub model: OpModel<'a>,
    /// Its traits, with their arguments resolved.
    pub traits: Vec<TraitRef>,
    /// Its format, resolved against its fields.
    pub format: Option<ResolvedFormat>,
    /// Its own availability entries.
    pub availability: Vec<Entry>,
    /// Where `ir-core` is.
    pub krate: Path,
}

/// Runs every rule of an op; what could not be resolved is left out of
/// the result (a trait with a bad argument, a format with a mistake).
pub fn check_op<'a>(cx: &Ctxt, model: OpModel<'a>) -> CheckedOp<'a> {
    let traits = traits::parse_traits(cx, &model);
    op::check_segments(cx, &model, &traits);
    op::check_property_names(cx, &model);
    op::check_reserved_names(cx, &model);
    op::check_segment_properties(cx, &model);
    op::check_hooks(cx, &model);
    let availability = crate::model::availability::parse_entries(
        cx,
        model.options.availability.iter().flat_map(|array| array.elems.iter()),
    );
    let format = model
        .options
        .format
        .as_ref()
        .and_then(|literal| format::resolve_format(cx, &model, &traits, literal));
    let krate = crate::crate_path::resolve(model.options.krate.as_ref());
    CheckedOp { model, traits, format, availability, krate }
}
