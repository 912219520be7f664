//! The inliner (`inline`): calls (ops with `CallOpInterface`) of callables
//! (ops with `CallableOpInterface` and a body) are replaced by a copy of the
//! callee's body, where the dialects involved allow it
//! (`DialectInlinerInterface`).
//!
//! As MLIR's inliner does, it walks the call graph's strongly connected
//! components callees first; in each, it simplifies the callables (the
//! canonicalizer), inlines their calls, and repeats while calls were
//! inlined (up to `max-iterations`). Recursive calls are left alone.
//! Private callables that nothing refers to any more are erased at the end.

use rustc_hash::FxHashMap;

use ir_core::attributes::{Attr, AttrData, Location};
use ir_core::interfaces::{
    DialectInlinerInterface, DynCallOpInterface, DynCallableOpInterface, DynSymbolOpInterface,
};
use ir_core::ir::{Block, Body, BodyId, Builder, InsertPoint, Ir, Op, Value, ValueMapping};
use ir_core::pass::pipeline::PassOption;
use ir_core::pass::registry::OptionReader;
use ir_core::pass::{Pass, PassFailure, PassScope};
use ir_core::rewrite::FrozenPatterns;
use ir_core::symbols::SymbolTables;
use ir_core::Context;

use crate::greedy::{apply_patterns_greedily, GreedyConfig};

/// `inline`.
pub struct InlinerPass {
    max_iterations: i64,
    default_pipeline: String,
}

pub(super) fn create(options: &[PassOption]) -> Result<Box<dyn Pass>, String> {
    let mut reader = OptionReader::new(options);
    let default_pipeline = reader.take_list("default-pipeline").join(",");
    let max_iterations = reader.take_i64("max-iterations", 4)?;
    let _threshold = reader.take_i64("inlining-threshold", i64::from(u32::MAX))?;
    let _op_pipelines = reader.take_list("op-pipelines");
    reader.finish()?;
    let default_pipeline =
        if default_pipeline.is_empty() { "canonicalize".to_owned() } else { default_pipeline };
    if default_pipeline != "canonicalize" && default_pipeline != "''" {
        return Err(format!(
            "for the --default-pipeline option: only `canonicalize` (or `''`, none) is supported, not `{default_pipeline}`"
        ));
    }
    Ok(Box::new(InlinerPass { max_iterations, default_pipeline }))
}

/// A callable of the call graph: where its op is and the body of its
/// region.
#[derive(Clone, Copy, Debug)]
struct Callable {
    parent: BodyId,
    op: Op,
    body: BodyId,
}

impl Pass for InlinerPass {
    fn argument(&self) -> &'static str {
        "inline"
    }

    fn name(&self) -> &'static str {
        "Inliner"
    }

    fn options_text(&self) -> String {
        format!(
            "default-pipeline={} inlining-threshold=4294967295 max-iterations={}  op-pipelines={{}}",
            self.default_pipeline, self.max_iterations
        )
    }

    fn run(&self, context: &Context, scope: &mut PassScope<'_>) -> Result<(), PassFailure> {
        let root = scope.root();
        let location = scope.anchor_location();
        let name = scope.anchor_name().map(|name| context.op_name_str(name).to_owned());
        let Some(ir) = scope.ir_mut() else {
            // Inside a nested pipeline the op is a function, not a symbol
            // table: MLIR's complaint, at the op.
            let position = location
                .and_then(|location| ir_core::verifier::location_position(context, location));
            let name = name.unwrap_or_default();
            return Err(ir_core::diagnostics::Diagnostic::error(
                position,
                format!("'{name}' op  was scheduled to run under the inliner, but does not define a symbol table"),
            )
            .into());
        };
        let patterns = (self.default_pipeline == "canonicalize")
            .then(|| crate::canonicalize::all_patterns(context));
        Inliner { context, max_iterations: self.max_iterations, patterns }.run(ir, root);
        Ok(())
    }
}

struct Inliner<'c> {
    context: &'c Context,
    max_iterations: i64,
    /// The canonicalizer's patterns, when callables are simplified.
    patterns: Option<FrozenPatterns>,
}

impl Inliner<'_> {
    fn run(&self, ir: &mut Ir, root: BodyId) {
        let callables = self.callables(ir, root);
        let index: FxHashMap<(BodyId, Op), usize> = callables
            .iter()
            .enumerate()
            .map(|(position, callable)| ((callable.parent, callable.op), position))
            .collect();
        let edges = self.edges(ir, &callables, &index);
        for component in strongly_connected_components(&edges) {
            let mut iteration = 0;
            loop {
                if self.patterns.is_some() {
                    for &node in &component {
                        self.simplify_callable(ir, callables[node]);
                    }
                }
                let inlined = self.inline_calls_in(ir, &callables, &index, &component);
                iteration += 1;
                if !inlined || (self.max_iterations >= 0 && iteration >= self.max_iterations) {
                    break;
                }
            }
        }
        self.erase_dead_callables(ir, &callables);
    }

    /// The callables in the bodies under `root`: ops with a body and the
    /// callable interface, in body and op order.
    fn callables(&self, ir: &Ir, root: BodyId) -> Vec<Callable> {
        let mut found = Vec::new();
        let mut stack = vec![root];
        while let Some(body_id) = stack.pop() {
            let body = ir.body(body_id);
            let mut nested = Vec::new();
            body.walk_all(ir_core::ir::WalkOrder::PreOrder, &mut |op| {
                if let Some(region_body) = body.op(op).isolated_body() {
                    nested.push(region_body);
                    if DynCallableOpInterface::cast(self.context, body, op).is_some() {
                        found.push(Callable { parent: body_id, op, body: region_body });
                    }
                }
                ir_core::ir::WalkControl::Advance
            });
            stack.extend(nested.into_iter().rev());
        }
        found
    }

    /// The calls in a callable's body, with the callable each one resolves to.
    fn calls(
        &self,
        ir: &Ir,
        tables: &SymbolTables,
        callable: Callable,
        index: &FxHashMap<(BodyId, Op), usize>,
    ) -> Vec<(Op, Option<usize>)> {
        let body = ir.body(callable.body);
        let mut calls = Vec::new();
        body.walk_all(ir_core::ir::WalkOrder::PreOrder, &mut |op| {
            if let Some(call) = DynCallOpInterface::cast(self.context, body, op) {
                let target = call.callee_symbol(self.context, body).and_then(|callee| {
                    let AttrData::SymbolRef { root, nested } = self.context.attr_data(callee)
                    else {
                        return None;
                    };
                    if !nested.is_empty() {
                        return None;
                    }
                    let name = self.context.string_bytes(*root);
                    tables.lookup_nearest(ir, callable.body, op, name)
                });
                calls.push((op, target.and_then(|target| index.get(&target).copied())));
            }
            ir_core::ir::WalkControl::Advance
        });
        calls
    }

    /// The call graph: for each callable, the callables it calls.
    fn edges(
        &self,
        ir: &Ir,
        callables: &[Callable],
        index: &FxHashMap<(BodyId, Op), usize>,
    ) -> Vec<Vec<usize>> {
        let tables = SymbolTables::new(self.context, ir);
        callables
            .iter()
            .map(|&callable| {
                self.calls(ir, &tables, callable, index)
                    .into_iter()
                    .filter_map(|(_, target)| target)
                    .collect()
            })
            .collect()
    }

    /// Runs the canonicalizer on a callable's body.
    fn simplify_callable(&self, ir: &mut Ir, callable: Callable) {
        if let Some(patterns) = &self.patterns {
            let body = ir.body_mut(callable.body);
            apply_patterns_greedily(self.context, body, patterns, GreedyConfig::default());
        }
    }

    /// Inlines the calls of the callables of `component` that can be;
    /// whether any was.
    fn inline_calls_in(
        &self,
        ir: &mut Ir,
        callables: &[Callable],
        index: &FxHashMap<(BodyId, Op), usize>,
        component: &[usize],
    ) -> bool {
        let tables = SymbolTables::new(self.context, ir);
        let mut inlined = false;
        for &node in component {
            let caller = callables[node];
            for (call, target) in self.calls(ir, &tables, caller, index) {
                let Some(target) = target else { continue };
                // Recursion stays: a callable never inlines itself.
                if target == node
                    || self.calls_itself(ir, &tables, callables[target], target, index)
                {
                    continue;
                }
                if ir.body(caller.body).op(call).parent_block().is_none() {
                    continue;
                }
                if self.inline_call(ir, caller, call, callables[target]) {
                    inlined = true;
                }
            }
        }
        inlined
    }

    fn calls_itself(
        &self,
        ir: &Ir,
        tables: &SymbolTables,
        callable: Callable,
        position: usize,
        index: &FxHashMap<(BodyId, Op), usize>,
    ) -> bool {
        self.calls(ir, tables, callable, index).iter().any(|&(_, target)| target == Some(position))
    }

    /// The inliner interface of the dialect of `op` in `body`.
    fn interface(&self, body: &Body, op: Op) -> Option<&'static dyn DialectInlinerInterface> {
        self.context.op_dialect_interface::<dyn DialectInlinerInterface>(body.op(op).name)
    }

    /// Inlines `call` (in `caller`'s body) with `callee`; whether it did.
    fn inline_call(&self, ir: &mut Ir, caller: Callable, call: Op, callee: Callable) -> bool {
        let context = self.context;
        let callee_parent = ir.body(callee.parent);
        let Some(callable) = DynCallableOpInterface::cast(context, callee_parent, callee.op) else {
            return false;
        };
        let Some(region_index) = callable.callable_region(context, callee_parent) else {
            return false;
        };
        let source = ir.body(callee.body);
        let Some(&region) = source.owner_regions().get(region_index) else { return false };
        let Some(entry) = source.entry_block(region) else { return false };
        // Legality: the call's dialect, the caller's dialect, every op.
        let caller_body = ir.body(caller.body);
        let Some(call_interface) = self.interface(caller_body, call) else { return false };
        if !call_interface.is_legal_to_inline_call(
            context,
            caller_body,
            call,
            callee_parent,
            callee.op,
            true,
        ) {
            return false;
        }
        let caller_parent = ir.body(caller.parent);
        match self.interface(caller_parent, caller.op) {
            Some(interface)
                if interface.is_legal_to_inline_into(context, caller_parent, caller.op, true) => {}
            _ => return false,
        }
        let mut legal = true;
        source.walk_region(region, ir_core::ir::WalkOrder::PreOrder, &mut |op| {
            let allowed = source.op(op).isolated_body().is_none()
                && self.interface(source, op).is_some_and(|interface| {
                    interface.is_legal_to_inline_op(context, source, op, true)
                });
            if allowed {
                ir_core::ir::WalkControl::Advance
            } else {
                legal = false;
                ir_core::ir::WalkControl::Interrupt
            }
        });
        if !legal {
            return false;
        }
        let Some(call_handle) = DynCallOpInterface::cast(context, caller_body, call) else {
            return false;
        };
        let argument_range = call_handle.argument_operands(context, caller_body);
        let arguments: Vec<Value> = caller_body
            .op(call)
            .operands()
            .skip(argument_range.start)
            .take(argument_range.len())
            .collect();
        let entry_arguments: Vec<Value> = source.block_arguments(entry).to_vec();
        if arguments.len() != entry_arguments.len() {
            return false;
        }
        let result_types = callable.result_types(context, callee_parent);
        let source = source.clone();
        let call_location = ir.body(caller.body).op(call).location;
        let body = ir.body_mut(caller.body);
        if result_types.len() != body.op(call).results().len() {
            return false;
        }

        // Arguments whose types differ go through a conversion of the call's
        // dialect, before the call.
        let mut mapping = ValueMapping::new();
        let mut conversions = Vec::new();
        for (&argument, &parameter) in arguments.iter().zip(&entry_arguments) {
            let wanted = source.value_type(parameter);
            let value = if body.value_type(argument) == wanted {
                argument
            } else {
                let mut builder = Builder::new(context, body, InsertPoint::Before(call));
                match call_interface.materialize_call_conversion(
                    &mut builder,
                    argument,
                    wanted,
                    call_location,
                ) {
                    Some(conversion) => {
                        conversions.push(conversion);
                        body.op(conversion).result(0)
                    }
                    None => {
                        for conversion in conversions {
                            body.erase_op(conversion);
                        }
                        return false;
                    }
                }
            };
            mapping.map(parameter, value);
        }
        // Results whose types differ are converted back after the call.
        let results: Vec<Value> = body.op(call).results().to_vec();
        for (&result, &callee_type) in results.iter().zip(&result_types) {
            let wanted = body.value_type(result);
            if wanted == callee_type {
                continue;
            }
            body.set_value_type(result, callee_type);
            let after = match body.op(call).next() {
                Some(next) => InsertPoint::Before(next),
                None => match body.op(call).parent_block() {
                    Some(block) => InsertPoint::End(block),
                    None => return false,
                },
            };
            let mut builder = Builder::new(context, body, after);
            let Some(conversion) = call_interface.materialize_call_conversion(
                &mut builder,
                result,
                wanted,
                call_location,
            ) else {
                body.set_value_type(result, wanted);
                return false;
            };
            let converted = body.op(conversion).result(0);
            body.replace_all_uses(result, converted);
            body.set_operand(conversion, 0, result);
        }

        let mut location = |inlined: Attr| callsite_location(context, inlined, call_location);
        let blocks: Vec<Block> = source.region_blocks(region).collect();
        if blocks.len() == 1 {
            let mut last = None;
            for op in source.block_ops(entry) {
                let clone = body.clone_op_from(&source, op, &mut mapping, &mut location);
                body.insert_op_before(call, clone);
                last = Some(clone);
            }
            if let Some(terminator) = last {
                if let Some(interface) = self.interface(body, terminator) {
                    interface.handle_terminator(context, body, terminator, &results);
                }
                body.erase_op(terminator);
            }
            body.erase_op(call);
            return true;
        }

        // Several blocks: the ops after the call move to a continuation
        // block that receives the results; the callee's entry block is
        // spliced in at the call, its other blocks go in between.
        let Some(call_block) = body.op(call).parent_block() else { return false };
        let continuation = body.create_block();
        for &result in &results {
            let ty = body.value_type(result);
            let argument = body.add_block_argument(continuation, ty, call_location);
            body.replace_all_uses(result, argument);
        }
        let mut after = body.op(call).next();
        while let Some(op) = after {
            after = body.op(op).next();
            body.detach_op(op);
            body.append_op(continuation, op);
        }
        let mut previous = call_block;
        let mut new_blocks = Vec::new();
        for &block in &blocks[1..] {
            let new_block = body.create_block();
            for (&argument, &argument_location) in
                source.block_arguments(block).iter().zip(source.block_argument_locations(block))
            {
                let new_argument = body.add_block_argument(
                    new_block,
                    source.value_type(argument),
                    argument_location,
                );
                mapping.map(argument, new_argument);
            }
            mapping.map_block(block, new_block);
            body.insert_block_after(previous, new_block);
            previous = new_block;
            new_blocks.push(new_block);
        }
        body.insert_block_after(previous, continuation);
        mapping.map_block(entry, call_block);
        let mut terminators = Vec::new();
        for (position, &block) in blocks.iter().enumerate() {
            let target = if position == 0 { call_block } else { new_blocks[position - 1] };
            for op in source.block_ops(block) {
                let clone = body.clone_op_from(&source, op, &mut mapping, &mut location);
                if position == 0 {
                    body.insert_op_before(call, clone);
                } else {
                    body.append_op(target, clone);
                }
            }
            if let Some(terminator) =
                if position == 0 { body.op(call).prev() } else { body.last_op(target) }
            {
                terminators.push(terminator);
            }
        }
        body.erase_op(call);
        for terminator in terminators {
            if let Some(interface) = self.interface(body, terminator) {
                interface.handle_terminator_with_branch(context, body, terminator, continuation);
            }
        }
        true
    }

    /// Erases the private callables that nothing refers to any more.
    fn erase_dead_callables(&self, ir: &mut Ir, callables: &[Callable]) {
        let referenced = referenced_symbols(self.context, ir);
        for callable in callables {
            let parent = ir.body(callable.parent);
            if parent.op(callable.op).parent_block().is_none() {
                continue;
            }
            let Some(symbol) = DynSymbolOpInterface::cast(self.context, parent, callable.op) else {
                continue;
            };
            if !symbol.is_private(self.context, parent) {
                continue;
            }
            let name = symbol.symbol_name(self.context, parent);
            if referenced.contains(name.as_bytes()) {
                continue;
            }
            ir.body_mut(callable.parent).erase_op(callable.op);
        }
    }
}

/// The location of an op inlined at a call located at `call`:
/// `callsite(inlined at call)`, with the call stacked under the callers
/// already in `inlined` (`callsite(a at b)` gives `callsite(a at
/// callsite(b at call))`), as MLIR stacks them.
fn callsite_location(context: &Context, inlined: Attr, call: Attr) -> Attr {
    match context.attr_data(inlined) {
        AttrData::Location(Location::CallSite { callee, caller }) => {
            let (callee, caller) = (*callee, *caller);
            let stacked = callsite_location(context, caller, call);
            context.intern_attr(AttrData::Location(Location::CallSite { callee, caller: stacked }))
        }
        _ => context
            .intern_attr(AttrData::Location(Location::CallSite { callee: inlined, caller: call })),
    }
}

/// The root names of every symbol reference in the attributes and
/// properties of every op.
fn referenced_symbols(context: &Context, ir: &Ir) -> rustc_hash::FxHashSet<Vec<u8>> {
    let mut names = rustc_hash::FxHashSet::default();
    let mut stack = Vec::new();
    for (_, body) in ir.bodies() {
        body.walk_all(ir_core::ir::WalkOrder::PreOrder, &mut |op| {
            if body.op(op).parent_block().is_some() {
                stack.push(body.op(op).attributes);
                stack.extend(body.op(op).properties_attr(context));
            }
            ir_core::ir::WalkControl::Advance
        });
    }
    let mut seen = rustc_hash::FxHashSet::default();
    while let Some(attr) = stack.pop() {
        if !seen.insert(attr) {
            continue;
        }
        match context.attr_data(attr) {
            AttrData::SymbolRef { root, .. } => {
                names.insert(context.string_bytes(*root).to_vec());
            }
            AttrData::Dictionary(entries) => stack.extend(entries.iter().map(|(_, value)| *value)),
            AttrData::Array(elements) => stack.extend(elements.iter().copied()),
            _ => {}
        }
    }
    names
}

/// The strongly connected components of a graph (Tarjan's algorithm,
/// iterative), callees before their callers; the nodes of a component in
/// graph order.
fn strongly_connected_components(edges: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let count = edges.len();
    let mut index = vec![usize::MAX; count];
    let mut low = vec![0; count];
    let mut on_stack = vec![false; count];
    let mut stack = Vec::new();
    let mut components = Vec::new();
    let mut next_index = 0;
    for start in 0..count {
        if index[start] != usize::MAX {
            continue;
        }
        let mut work: Vec<(usize, usize)> = vec![(start, 0)];
        while let Some(&mut (node, ref mut edge)) = work.last_mut() {
            if *edge == 0 && index[node] == usize::MAX {
                index[node] = next_index;
                low[node] = next_index;
                next_index += 1;
                stack.push(node);
                on_stack[node] = true;
            }
            if let Some(&target) = edges[node].get(*edge) {
                *edge += 1;
                if index[target] == usize::MAX {
                    work.push((target, 0));
                } else if on_stack[target] {
                    low[node] = low[node].min(index[target]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[node]);
            }
            if low[node] == index[node] {
                let mut component = Vec::new();
                while let Some(member) = stack.pop() {
                    on_stack[member] = false;
                    component.push(member);
                    if member == node {
                        break;
                    }
                }
                component.sort_unstable();
                components.push(component);
            }
        }
    }
    components
}

#[cfg(test)]
mod tests {
    use super::strongly_connected_components;

    #[test]
    fn components_come_callees_first() {
        // 0 calls 1, 1 calls 2 and 3, 3 calls 1 (a cycle), 4 is alone.
        let edges = vec![vec![1], vec![2, 3], vec![], vec![1], vec![]];
        let components = strongly_connected_components(&edges);
        assert_eq!(components, vec![vec![2], vec![1, 3], vec![0], vec![4]]);
    }
}
