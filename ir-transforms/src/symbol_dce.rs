//! `symbol-dce`: erases the private symbols (functions, nested modules...)
//! of the root symbol table that nothing live refers to. Public symbols
//! and ops that are not symbols are live; whatever a live op refers to
//! (`@name` in its attributes or properties, or in the ops of its body) is
//! live too.

use rustc_hash::FxHashSet;

use ir_core::attributes::{Attr, AttrData};
use ir_core::interfaces::DynSymbolOpInterface;
use ir_core::ir::{BodyId, Ir, Op, WalkControl, WalkOrder};
use ir_core::pass::pipeline::PassOption;
use ir_core::pass::registry::OptionReader;
use ir_core::pass::{Pass, PassFailure, PassScope};
use ir_core::Context;

/// `symbol-dce`.
pub struct SymbolDcePass;

pub(super) fn create(options: &[PassOption]) -> Result<Box<dyn Pass>, String> {
    OptionReader::new(options).finish()?;
    Ok(Box::new(SymbolDcePass))
}

impl Pass for SymbolDcePass {
    fn argument(&self) -> &'static str {
        "symbol-dce"
    }

    fn name(&self) -> &'static str {
        "SymbolDCE"
    }

    fn run(&self, context: &Context, scope: &mut PassScope<'_>) -> Result<(), PassFailure> {
        let root = scope.root();
        let Some(ir) = scope.ir_mut() else {
            return Err(ir_core::diagnostics::Diagnostic::error(
                None,
                "symbol-dce runs on the root operation, not in a nested pipeline",
            )
            .into());
        };
        let erased = erase_dead_symbols(context, ir, root);
        scope.add_statistic("num-dce", "Number of symbols DCE'd", erased);
        Ok(())
    }
}

/// Erases the private symbols of the symbol table whose region is `root`
/// that no live op refers to; returns how many it erased.
pub fn erase_dead_symbols(context: &Context, ir: &mut Ir, root: BodyId) -> u64 {
    let body = ir.body(root);
    let mut symbols: Vec<(Op, Vec<u8>, bool)> = Vec::new();
    let mut worklist: Vec<(BodyId, Op)> = Vec::new();
    for &region in body.owner_regions() {
        for block in body.region_blocks(region) {
            for op in body.block_ops(block) {
                match DynSymbolOpInterface::cast(context, body, op) {
                    Some(symbol) => {
                        let name = symbol.symbol_name(context, body).into_bytes();
                        let private = symbol.is_private(context, body);
                        if !private {
                            worklist.push((root, op));
                        }
                        symbols.push((op, name, private));
                    }
                    None => worklist.push((root, op)),
                }
            }
        }
    }
    let mut live_names: FxHashSet<Vec<u8>> = FxHashSet::default();
    let mut visited: FxHashSet<(BodyId, Op)> = FxHashSet::default();
    while let Some((body_id, op)) = worklist.pop() {
        if !visited.insert((body_id, op)) {
            continue;
        }
        let mut referenced = Vec::new();
        collect_references(context, ir, body_id, op, &mut referenced);
        for name in referenced {
            if live_names.insert(name.clone()) {
                if let Some((symbol, _, _)) = symbols.iter().find(|(_, symbol, _)| *symbol == name)
                {
                    worklist.push((root, *symbol));
                }
            }
        }
    }
    let mut erased = 0;
    for (op, name, private) in symbols {
        if private && !live_names.contains(&name) {
            ir.body_mut(root).erase_op(op);
            erased += 1;
        }
    }
    erased
}

/// The names `op` and the ops inside it (across isolated bodies) refer to.
fn collect_references(
    context: &Context,
    ir: &Ir,
    body_id: BodyId,
    op: Op,
    names: &mut Vec<Vec<u8>>,
) {
    let mut stack: Vec<Attr> = Vec::new();
    let mut bodies = vec![(body_id, Some(op))];
    while let Some((id, only)) = bodies.pop() {
        let body = ir.body(id);
        let mut visit = |inner: Op| {
            let data = body.op(inner);
            stack.push(data.attributes);
            stack.extend(data.properties_attr(context));
            if let Some(nested) = data.isolated_body() {
                bodies.push((nested, None));
            }
            WalkControl::Advance
        };
        match only {
            Some(op) => {
                body.walk(op, WalkOrder::PreOrder, &mut visit);
            }
            None => {
                body.walk_all(WalkOrder::PreOrder, &mut visit);
            }
        }
    }
    let mut seen = FxHashSet::default();
    while let Some(attr) = stack.pop() {
        if !seen.insert(attr) {
            continue;
        }
        match context.attr_data(attr) {
            AttrData::SymbolRef { root, .. } => names.push(context.string_bytes(*root).to_vec()),
            AttrData::Dictionary(entries) => stack.extend(entries.iter().map(|(_, value)| *value)),
            AttrData::Array(elements) => stack.extend(elements.iter().copied()),
            _ => {}
        }
    }
}
