//! `dce`: erases unreachable blocks, and ops, block arguments and branch
//! operands that nothing live needs (the region simplification the
//! canonicalizer runs, on its own).

use crate::ir::{Body, Region};
use crate::pass::pipeline::PassOption;
use crate::pass::registry::OptionReader;
use crate::pass::{Pass, PassFailure, PassScope};
use crate::rewrite::{NoListener, PatternRewriter};
use crate::Context;

/// `dce`.
pub struct DcePass;

pub(super) fn create(options: &[PassOption]) -> Result<Box<dyn Pass>, String> {
    OptionReader::new(options).finish()?;
    Ok(Box::new(DcePass))
}

/// Erases the dead code of the regions of `body`'s owner; whether anything
/// was erased.
pub fn eliminate_dead_code(context: &Context, body: &mut Body) -> bool {
    let regions: Vec<Region> = body.owner_regions().to_vec();
    let mut listener = NoListener;
    let mut rewriter = PatternRewriter::new(context, body, &mut listener);
    let mut changed =
        crate::rewrite::simplify::erase_unreachable_blocks(context, &mut rewriter, &regions);
    changed |= crate::rewrite::simplify::run_region_dce(context, &mut rewriter, &regions);
    changed
}

impl Pass for DcePass {
    fn argument(&self) -> &'static str {
        "dce"
    }

    fn name(&self) -> &'static str {
        "DeadCodeElimination"
    }

    fn run(&self, context: &Context, scope: &mut PassScope<'_>) -> Result<(), PassFailure> {
        super::for_each_body(scope, |body| eliminate_dead_code(context, body));
        Ok(())
    }
}
