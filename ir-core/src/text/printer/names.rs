//! Naming values and blocks the way MLIR's printer does: `%N`, `%argN`,
//! `^bbN`, with result groups printed as `%N:2` and used as `%N#1`.
//!
//! The generic form numbers values uniquely across the whole input; the
//! custom form restarts sibling regions from their parent's counters.

use crate::ir::{Block, BodyId, Ir, Op, Region, Value, ValueDef};

/// The name of a value: a number, an entry-block argument number, or a
/// name an op suggested (an index into [`Names::named`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ValueName {
    Unnamed,
    Number(u32),
    Argument(u32),
    Named(u32),
}

/// Names of the values and blocks of every body.
pub(crate) struct Names {
    values: Vec<Vec<ValueName>>,
    blocks: Vec<Vec<u32>>,
    /// Names ops suggested for their results, made unique.
    named: Vec<String>,
}

/// The counters a region starts from, restored for each sibling region in
/// the custom form; and the scope of names its values see.
#[derive(Clone, Copy)]
struct Counters {
    value: u32,
    argument: u32,
    conflict: u32,
    scope: usize,
}

/// Names suggested by ops, per region scope: a region sees its own names
/// and those of the regions around it.
struct Scopes {
    parents: Vec<Option<usize>>,
    names: Vec<rustc_hash::FxHashSet<String>>,
}

impl Scopes {
    fn contains(&self, mut scope: usize, name: &str) -> bool {
        loop {
            if self.names[scope].contains(name) {
                return true;
            }
            match self.parents[scope] {
                Some(parent) => scope = parent,
                None => return false,
            }
        }
    }

    fn open(&mut self, parent: Option<usize>) -> usize {
        self.parents.push(parent);
        self.names.push(rustc_hash::FxHashSet::default());
        self.names.len() - 1
    }
}

/// MLIR's `sanitizeIdentifier` for SSA names: a leading digit gets a `_`
/// prefix; characters other than letters, digits and `$._-` become `_`
/// (spaces) or their hex code.
fn sanitize(name: &str) -> String {
    let valid = |c: char| c.is_ascii_alphanumeric() || "$._-".contains(c);
    let mut out = String::with_capacity(name.len() + 1);
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        out.push('_');
    }
    for byte in name.bytes() {
        let c = char::from(byte);
        if byte.is_ascii() && valid(c) {
            out.push(c);
        } else if c == ' ' {
            out.push('_');
        } else {
            out.push_str(&format!("{byte:X}"));
        }
    }
    out
}

impl Names {
    /// Names everything below `ir`'s root, as the printer will show it.
    /// With a context (the custom form), ops may suggest result names.
    pub(crate) fn new(ir: &Ir, unique: bool, context: Option<&crate::Context>) -> Self {
        Self::new_from(ir, ir.top_body_id(), ir.root(), unique, context)
    }

    /// Names everything below `root` (an op of body `root_body`), numbering
    /// from zero as if `root` were printed on its own.
    pub(crate) fn new_from(
        ir: &Ir,
        root_body: BodyId,
        root: Op,
        unique: bool,
        context: Option<&crate::Context>,
    ) -> Self {
        let mut names = Names {
            values: ir
                .bodies()
                .map(|(_, body)| vec![ValueName::Unnamed; body.value_capacity()])
                .collect(),
            blocks: ir.bodies().map(|(_, body)| vec![u32::MAX; body.block_capacity()]).collect(),
            named: Vec::new(),
        };
        let mut scopes = Scopes { parents: Vec::new(), names: Vec::new() };
        let top_scope = scopes.open(None);
        let mut counters = Counters { value: 0, argument: 0, conflict: 0, scope: top_scope };
        names.number_op_results(ir, root_body, root, &mut counters, &mut scopes, context);
        // Pending regions with the counters saved when they were queued.
        let mut stack: Vec<(BodyId, Region, Counters)> = Vec::new();
        let push_op_regions = |stack: &mut Vec<_>, body_id: BodyId, op: Op, counters: Counters| {
            let data = ir.body(body_id).op(op);
            let region_body = data.isolated_body.unwrap_or(body_id);
            for &region in data.regions() {
                stack.push((region_body, region, counters));
            }
        };
        push_op_regions(&mut stack, root_body, root, counters);
        while let Some((body_id, region, saved)) = stack.pop() {
            let parent_scope = saved.scope;
            if unique {
                counters.scope = parent_scope;
            } else {
                counters = saved;
            }
            counters.scope = scopes.open(Some(parent_scope));
            let body = ir.body(body_id);
            for (block_number, block) in body.region_blocks(region).enumerate() {
                names.blocks[body_id.index()][block.index()] = block_number as u32;
                let is_entry = body.entry_block(region) == Some(block);
                for &argument in body.block_arguments(block) {
                    let name = if is_entry {
                        counters.argument += 1;
                        ValueName::Argument(counters.argument - 1)
                    } else {
                        counters.value += 1;
                        ValueName::Number(counters.value - 1)
                    };
                    names.values[body_id.index()][argument.index()] = name;
                }
                for op in body.block_ops(block) {
                    names.number_op_results(ir, body_id, op, &mut counters, &mut scopes, context);
                }
            }
            for block in body.region_blocks(region) {
                for op in body.block_ops(block) {
                    push_op_regions(&mut stack, body_id, op, counters);
                }
            }
        }
        names
    }

    fn number_op_results(
        &mut self,
        ir: &Ir,
        body_id: BodyId,
        op: Op,
        counters: &mut Counters,
        scopes: &mut Scopes,
        context: Option<&crate::Context>,
    ) {
        let body = ir.body(body_id);
        let results = body.op(op).results();
        let Some(&first) = results.first() else { return };
        let definition = context.and_then(|context| context.op_definition(body.op(op).name));
        let mut suggested: Vec<(usize, String)> = Vec::new();
        match (context, definition) {
            (Some(context), Some(definition)) if definition.result_names.is_some() => {
                if let Some(hook) = definition.result_names {
                    hook(context, body, op, &mut |index, name| {
                        if index < results.len() && !name.is_empty() {
                            suggested.push((index, sanitize(name)));
                        }
                    });
                }
            }
            // Ops with several results, each declared alone, name them after
            // their declarations.
            (Some(_), Some(definition))
                if definition.results.len() > 1
                    && definition.results.len() == results.len()
                    && definition
                        .results
                        .iter()
                        .all(|result| result.arity == crate::ods::Arity::Single) =>
            {
                for (index, result) in definition.results.iter().enumerate() {
                    suggested.push((index, sanitize(result.name)));
                }
            }
            _ => {}
        }
        suggested.sort_by_key(|(index, _)| *index);
        suggested.dedup_by_key(|(index, _)| *index);
        if suggested.first().map(|(index, _)| *index) != Some(0) {
            self.values[body_id.index()][first.index()] = ValueName::Number(counters.value);
            counters.value += 1;
        }
        for (index, name) in suggested {
            let unique = if scopes.contains(counters.scope, &name) {
                loop {
                    let mut probe = String::with_capacity(name.len() + 4);
                    probe.push_str(&name);
                    probe.push('_');
                    push_decimal(&mut probe, u64::from(counters.conflict));
                    counters.conflict += 1;
                    if !scopes.contains(counters.scope, &probe) {
                        break probe;
                    }
                }
            } else {
                name
            };
            scopes.names[counters.scope].insert(unique.clone());
            self.values[body_id.index()][results[index].index()] =
                ValueName::Named(self.named.len() as u32);
            self.named.push(unique);
        }
    }

    /// The first result of the group holding result `index` of `op`, and
    /// the group's size.
    fn result_group(&self, body_id: BodyId, results: &[Value], index: usize) -> (usize, usize) {
        let names = &self.values[body_id.index()];
        let start = (0..=index)
            .rev()
            .find(|&i| names[results[i].index()] != ValueName::Unnamed)
            .unwrap_or(0);
        let end = (index + 1..results.len())
            .find(|&i| names[results[i].index()] != ValueName::Unnamed)
            .unwrap_or(results.len());
        (start, end - start)
    }

    fn write_name(&self, name: ValueName, out: &mut String) {
        match name {
            ValueName::Number(number) => {
                out.push('%');
                push_decimal(out, u64::from(number));
            }
            ValueName::Named(index) => {
                out.push('%');
                out.push_str(&self.named[index as usize]);
            }
            ValueName::Argument(number) => {
                out.push_str("%arg");
                push_decimal(out, u64::from(number));
            }
            ValueName::Unnamed => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// Writes a value's name as used: `%3`, `%arg0`, `%3#1`.
    pub(crate) fn write_value(&self, ir: &Ir, body_id: BodyId, value: Value, out: &mut String) {
        let body = ir.body(body_id);
        match body.value(value).def {
            ValueDef::Result { op, index } => {
                let results = body.op(op).results();
                let (start, size) = self.result_group(body_id, results, index as usize);
                self.write_name(self.values[body_id.index()][results[start].index()], out);
                if size > 1 {
                    out.push('#');
                    push_decimal(out, (index as usize - start) as u64);
                }
            }
            ValueDef::BlockArgument { .. } => {
                self.write_name(self.values[body_id.index()][value.index()], out);
            }
        }
    }

    /// Writes the names an op's results are defined with: `%3`, `%3:2`, or
    /// `%sum, %overflow` when they are named one by one.
    pub(crate) fn write_result_group(&self, ir: &Ir, body_id: BodyId, op: Op, out: &mut String) {
        use std::fmt::Write;
        let results = ir.body(body_id).op(op).results();
        let mut start = 0;
        while start < results.len() {
            let (_, size) = self.result_group(body_id, results, start);
            if start > 0 {
                out.push_str(", ");
            }
            self.write_name(self.values[body_id.index()][results[start].index()], out);
            if size > 1 {
                let _ = write!(out, ":{size}");
            }
            start += size.max(1);
        }
    }

    /// The number of a block within its region.
    pub(crate) fn block_number(&self, body_id: BodyId, block: Block) -> u32 {
        self.blocks[body_id.index()][block.index()]
    }
}

use crate::entity::EntityId;

/// Appends the decimal digits of `value` without going through `fmt`
/// (`itoa` writes two digits at a time into a stack buffer).
pub fn push_decimal(out: &mut String, value: u64) {
    out.push_str(itoa::Buffer::new().format(value));
}
