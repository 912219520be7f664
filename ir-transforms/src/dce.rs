//! `dce`: erases unreachable blocks, and ops, block arguments and branch
//! operands that nothing live needs (the region simplification the
//! canonicalizer runs, on its own).

use ir_core::ir::{Body, Region};
use ir_core::pass::pipeline::PassOption;
use ir_core::pass::registry::OptionReader;
use ir_core::pass::{Pass, PassFailure, PassScope};
use ir_core::rewrite::{NoListener, PatternRewriter};
use ir_core::Context;

use crate::simplify::{erase_unreachable_blocks, run_region_dce};

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
    let mut changed = erase_unreachable_blocks(context, &mut rewriter, &regions);
    changed |= run_region_dce(context, &mut rewriter, &regions);
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
        crate::passes::for_each_body(scope, |body| eliminate_dead_code(context, body));
        Ok(())
    }
}
