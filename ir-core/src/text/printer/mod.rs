//! The printer: MLIR's generic op form, the custom form of
//! `builtin.module`, block labels with predecessor comments, aliases and
//! the resource section, byte for byte as `mlir-opt` prints them.

mod aliases;
pub(crate) mod attributes;
mod names;

use std::fmt::Write;

use rustc_hash::FxHashMap;

use crate::attributes::{Attr, AttrData};
use crate::ir::{Block, Body, BodyId, Ir, Op, Region, Value};
use crate::text::Resources;
use crate::types::Type;
use crate::Context;
use attributes::{write_escaped_string, write_keyword_or_string, AttrWriter, TypeElision};
pub use names::push_decimal;
use names::{NameView, Names};

/// What the printer prints.
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintOptions {
    /// Print every op in the generic form (`--mlir-print-op-generic`).
    pub generic: bool,
    /// Print locations (`--mlir-print-debuginfo`).
    pub debug_info: bool,
    /// Print the ops of large blocks on several threads (the output is the
    /// same as printing on one).
    pub parallel: bool,
    /// Print types, attributes and locations in full where they are used,
    /// with no alias definitions and no resource section
    /// (`--mlir-print-local-scope`).
    pub local_scope: bool,
}

/// Prints `ir` (and its resource section) as `mlir-opt` would.
pub fn print_ir(
    context: &Context,
    ir: &Ir,
    resources: &Resources,
    options: PrintOptions,
) -> String {
    let mut bytes = Vec::new();
    // Writing to a vector cannot fail.
    let _ = print_ir_to(context, ir, resources, options, &mut bytes);
    String::from_utf8(bytes)
        .unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into())
}

/// Prints `ir` into `sink` as it goes, holding at most a small buffer of
/// text in memory.
pub fn print_ir_to(
    context: &Context,
    ir: &Ir,
    resources: &Resources,
    options: PrintOptions,
    sink: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    // The custom form numbers each isolated op's body as it prints it.
    let names =
        Names::new(ir, options.generic, (!options.generic).then_some(context), options.parallel);
    // Without debug information, a context that never held an attribute
    // that can have an alias (or name a resource) needs no look for them.
    let mut aliases = if options.debug_info || context.may_print_aliases() {
        aliases::AliasCollector::new(context, ir, options, &names).collect()
    } else {
        aliases::Aliases::default()
    };
    if options.local_scope {
        aliases.names.clear();
        aliases.leading.clear();
        aliases.trailing.clear();
    }
    let alias_names = std::sync::Arc::new(aliases.names.clone());
    let mut printer = Printer {
        context,
        ir,
        names: NameView::new(&names),
        writer: AttrWriter::new(context, alias_names.clone()),
        // Distinct attributes are numbered in print order, which parallel
        // printing would not keep.
        parallel: options.parallel && !aliases.has_distinct,
        options,
        out: String::with_capacity(FLUSH_THRESHOLD * 2),
        indent: 0,
        default_dialect: "builtin",
        sink,
        error: None,
        recorder: None,
    };
    for (name, attr) in &aliases.leading {
        printer.write_alias_definition(name, *attr);
    }
    printer.print_op(ir.top_body_id(), ir.root());
    printer.out.push('\n');
    for (name, attr) in &aliases.trailing {
        printer.write_alias_definition(name, *attr);
    }
    if !options.local_scope {
        printer.write_resources(&referenced_resources(resources, &aliases.resource_keys));
    }
    printer.flush();
    match printer.error {
        Some(error) => Err(error),
        None => Ok(()),
    }
}

/// Prints one op in the generic form, as MLIR's "see current operation"
/// notes show it: values are numbered from the closest isolated-from-above
/// ancestor, attributes are printed in full (no aliases), and locations
/// only with `debug_info`.
pub fn print_op_generic(
    context: &Context,
    ir: &Ir,
    body_id: BodyId,
    op: Op,
    debug_info: bool,
) -> String {
    let (scope_body, scope_op) = ir.body(body_id).owner().unwrap_or((body_id, op));
    let names = Names::new_from(ir, scope_body, scope_op, true, None);
    let mut sink = std::io::sink();
    let mut printer = Printer {
        context,
        ir,
        names: NameView::new(&names),
        writer: AttrWriter::new(context, Default::default()),
        parallel: false,
        options: PrintOptions { generic: true, debug_info, ..PrintOptions::default() },
        out: String::new(),
        indent: 0,
        default_dialect: "builtin",
        sink: &mut sink,
        error: None,
        recorder: None,
    };
    printer.print_op(body_id, op);
    printer.out
}

/// Prints one op in the form `options` asks for (custom unless generic),
/// as an IR dump shows an op that is not the root: values are numbered
/// from the op, and attributes are printed in full (no aliases).
pub fn print_op(
    context: &Context,
    ir: &Ir,
    body_id: BodyId,
    op: Op,
    options: PrintOptions,
) -> String {
    let names =
        Names::new_from(ir, body_id, op, options.generic, (!options.generic).then_some(context));
    let mut sink = std::io::sink();
    let mut printer = Printer {
        context,
        ir,
        names: NameView::new(&names),
        writer: AttrWriter::new(context, Default::default()),
        parallel: false,
        options: PrintOptions { parallel: false, ..options },
        out: String::new(),
        indent: 0,
        default_dialect: "builtin",
        sink: &mut sink,
        error: None,
        recorder: None,
    };
    printer.print_op(body_id, op);
    printer.out
}

/// Blocks with at least this many ops are printed in parallel when allowed.
const PARALLEL_MIN_OPS: usize = 64;

/// The most ops printed in parallel before their text is written.
const PARALLEL_WINDOW: usize = 4096;

/// About how much text a window of ops printed in parallel should make:
/// the window shrinks for ops whose text is long (functions), so that the
/// text held in memory stays near this.
const PARALLEL_WINDOW_BYTES: usize = 2 << 20;

/// Text is handed to the sink once this much has accumulated.
const FLUSH_THRESHOLD: usize = 1 << 16;

/// The resources to print: builtin blobs only when referenced, in order of
/// first use; other dialects' entries as they were.
fn referenced_resources(resources: &Resources, keys: &[String]) -> Resources {
    let mut kept = Resources { dialect: Vec::new(), external: resources.external.clone() };
    for (dialect, entries) in &resources.dialect {
        let entries: Vec<(String, String)> = if dialect == "builtin" {
            keys.iter()
                .filter_map(|key| entries.iter().find(|(name, _)| name == key).cloned())
                .collect()
        } else {
            entries.clone()
        };
        if !entries.is_empty() {
            kept.dialect.push((dialect.clone(), entries));
        }
    }
    kept
}

/// Prints a type with no aliases.
pub(crate) fn write_type_plain(context: &Context, ty: Type, out: &mut String) {
    AttrWriter::plain(context).write_type(ty, out);
}

/// Prints an attribute with no aliases.
pub(crate) fn write_attr_plain(context: &Context, attr: Attr, out: &mut String) {
    AttrWriter::plain(context).write_attr(attr, TypeElision::Never, out);
}

/// Prints an attribute with no aliases and without its type.
pub(crate) fn write_attr_without_type(context: &Context, attr: Attr, out: &mut String) {
    AttrWriter::plain(context).write_attr(attr, TypeElision::Must, out);
}

/// What a custom printer met, in order, when it runs to collect aliases
/// (MLIR collects them by running the op's printer on a dummy stream).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Recorded {
    /// A type.
    Type(Type),
    /// An attribute.
    Attr(Attr),
    /// Region `index` of an op, with or without its entry block's
    /// arguments.
    Region { op: Op, index: usize, entry_arguments: bool },
    /// An op written in the generic form by its parent's printer.
    GenericOp(Op),
}

struct Printer<'a> {
    context: &'a Context,
    ir: &'a Ir,
    /// The names made up front, and those of the isolated ops the printer
    /// is inside of that it numbered on reaching them.
    names: NameView<'a>,
    writer: AttrWriter<'a>,
    /// Whether large blocks may be printed on several threads.
    parallel: bool,
    options: PrintOptions,
    out: String,
    indent: usize,
    /// The dialect whose ops print without their prefix here (MLIR's
    /// default dialect: `builtin`, or `func` inside a `func.func`).
    default_dialect: &'static str,
    sink: &'a mut dyn std::io::Write,
    /// The first error the sink reported; printing stops writing after it.
    error: Option<std::io::Error>,
    /// When collecting aliases: what the printer meets, instead of text.
    recorder: Option<Vec<Recorded>>,
}

impl Printer<'_> {
    /// Hands the buffered text to the sink.
    fn flush(&mut self) {
        if self.error.is_none() {
            if let Err(error) = self.sink.write_all(self.out.as_bytes()) {
                self.error = Some(error);
            }
        }
        self.out.clear();
    }

    fn write_alias_definition(&mut self, name: &str, attr: Attr) {
        self.out.push_str(name);
        self.out.push_str(" = ");
        self.writer.write_attr_body(attr, TypeElision::Never, &mut self.out);
        self.out.push('\n');
    }

    fn write_resources(&mut self, resources: &Resources) {
        if resources.dialect.is_empty() && resources.external.is_empty() {
            self.out.push('\n');
            return;
        }
        self.out.push_str("\n{-#\n");
        let sections = [
            ("dialect_resources", &resources.dialect),
            ("external_resources", &resources.external),
        ];
        let mut first_section = true;
        for (title, groups) in sections {
            if groups.is_empty() {
                continue;
            }
            if !first_section {
                self.out.push_str(",\n");
            }
            first_section = false;
            let _ = writeln!(self.out, "  {title}: {{");
            for (group_index, (group, entries)) in groups.iter().enumerate() {
                if group_index > 0 {
                    self.out.push_str(",\n");
                }
                self.out.push_str("    ");
                write_keyword_or_string(group.as_bytes(), &mut self.out);
                self.out.push_str(": {\n");
                for (entry_index, (key, value)) in entries.iter().enumerate() {
                    if entry_index > 0 {
                        self.out.push_str(",\n");
                    }
                    self.out.push_str("      ");
                    write_keyword_or_string(key.as_bytes(), &mut self.out);
                    let _ = write!(self.out, ": {value}");
                }
                self.out.push_str("\n    }");
            }
            self.out.push_str("\n  }");
        }
        self.out.push_str("\n#-}\n\n");
    }

    fn write_indent(&mut self) {
        const SPACES: &str = "                                ";
        let mut left = self.indent;
        while left > 0 {
            let run = left.min(SPACES.len());
            self.out.push_str(&SPACES[..run]);
            left -= run;
        }
    }

    fn print_op(&mut self, body_id: BodyId, op: Op) {
        self.write_indent();
        let body = self.ir.body(body_id);
        let data = body.op(op);
        if !data.results().is_empty() {
            self.names.write_result_group(self.ir, body_id, op, &mut self.out);
            self.out.push_str(" = ");
        }
        // An isolated op's body is named now, before its printer writes
        // the entry block's arguments.
        let entered = self.names.enter(self.context, self.ir, body_id, op);
        let registration =
            if self.options.generic { None } else { self.context.op_registration(data.name) };
        // Each op's regions get the op's default dialect, or none (MLIR's
        // `OpAsmOpInterface::getDefaultDialect`), whatever form it prints in.
        let saved_dialect = self.default_dialect;
        if !self.options.generic {
            self.default_dialect =
                registration.and_then(|found| found.definition.default_dialect).unwrap_or("");
        }
        match registration.and_then(|found| Some((found.definition.print?, found))) {
            Some((print, found)) => {
                // Ops of the default dialect are written without their
                // prefix when that cannot be ambiguous.
                let name = found.definition.name;
                let short = match found.short_name_start {
                    Some(start) if name[..start - 1] == *saved_dialect => &name[start..],
                    _ => name,
                };
                self.out.push_str(short);
                print(&mut OpPrinter { printer: self, body_id }, op);
            }
            None => self.print_generic(body_id, op),
        }
        self.default_dialect = saved_dialect;
        if self.options.debug_info {
            self.out.push_str(" loc(");
            match self.writer.aliases.get(&data.location).cloned() {
                Some(alias) => self.out.push_str(&alias),
                None => {
                    let mut text = String::new();
                    self.writer.write_attr_body(data.location, TypeElision::Never, &mut text);
                    self.out.push_str(&text[4..text.len() - 1]);
                }
            }
            self.out.push(')');
        }
        if entered {
            self.names.leave();
        }
    }

    fn print_generic(&mut self, body_id: BodyId, op: Op) {
        let body = self.ir.body(body_id);
        let data = body.op(op);
        write_escaped_string(self.context.op_name_str(data.name).as_bytes(), &mut self.out);
        self.out.push('(');
        for (index, operand) in data.operands().enumerate() {
            if index > 0 {
                self.out.push_str(", ");
            }
            self.names.write_value(self.ir, body_id, operand, &mut self.out);
        }
        self.out.push(')');
        if !data.successors().is_empty() {
            self.out.push('[');
            for (index, &successor) in data.successors().iter().enumerate() {
                if index > 0 {
                    self.out.push_str(", ");
                }
                let _ = write!(self.out, "^bb{}", self.names.block_number(body_id, successor));
            }
            self.out.push(']');
        }
        if let Some(properties) = data.properties_attr(self.context) {
            self.out.push_str(" <");
            self.writer.write_attr(properties, TypeElision::Never, &mut self.out);
            self.out.push('>');
        }
        if !data.regions().is_empty() {
            self.out.push_str(" (");
            let region_body = data.isolated_body().unwrap_or(body_id);
            for (index, &region) in data.regions().iter().enumerate() {
                if index > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(region_body, region, true, true);
            }
            self.out.push(')');
        }
        let entries = self.context.dictionary_entries(data.attributes);
        if !entries.is_empty() {
            self.out.push_str(" {");
            self.writer.write_named_attributes(entries, &mut self.out);
            self.out.push('}');
        }
        self.out.push_str(" : (");
        for (index, operand) in data.operands().enumerate() {
            if index > 0 {
                self.out.push_str(", ");
            }
            self.writer.write_type(body.value_type(operand), &mut self.out);
        }
        self.out.push_str(") -> ");
        let result_types: smallvec::SmallVec<[Type; 4]> =
            data.results().iter().map(|value| body.value_type(value)).collect();
        self.writer.write_function_results(&result_types, &mut self.out);
    }

    /// Prints `{` blocks `}` at the current indentation.
    fn print_region(
        &mut self,
        body_id: BodyId,
        region: Region,
        print_entry_arguments: bool,
        print_empty_block: bool,
    ) {
        self.out.push_str("{\n");
        let body = self.ir.body(body_id);
        let predecessors = self.predecessors(body, region);
        let mut blocks = body.region_blocks(region);
        if let Some(entry) = blocks.next() {
            let header = (print_empty_block && body.first_op(entry).is_none())
                || (print_entry_arguments && !body.block_arguments(entry).is_empty());
            self.print_block(body_id, entry, header, &predecessors);
            for block in blocks {
                self.print_block(body_id, block, true, &predecessors);
            }
        }
        self.write_indent();
        self.out.push('}');
    }

    /// The predecessor blocks of each block of `region`, one entry per edge.
    fn predecessors(&self, body: &Body, region: Region) -> FxHashMap<Block, Vec<Block>> {
        let mut predecessors: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
        for block in body.region_blocks(region) {
            if let Some(terminator) = body.last_op(block) {
                for &successor in body.op(terminator).successors() {
                    predecessors.entry(successor).or_default().push(block);
                }
            }
            // Successors of ops other than the last one are edges too.
            for op in body.block_ops(block) {
                if Some(op) != body.last_op(block) {
                    for &successor in body.op(op).successors() {
                        predecessors.entry(successor).or_default().push(block);
                    }
                }
            }
        }
        predecessors
    }

    fn print_block(
        &mut self,
        body_id: BodyId,
        block: Block,
        header: bool,
        predecessors: &FxHashMap<Block, Vec<Block>>,
    ) {
        let body = self.ir.body(body_id);
        if header {
            self.write_indent();
            let _ = write!(self.out, "^bb{}", self.names.block_number(body_id, block));
            let arguments = body.block_arguments(block);
            if !arguments.is_empty() {
                self.out.push('(');
                let locations = body.block_argument_locations(block);
                for (index, (&argument, &location)) in arguments.iter().zip(locations).enumerate() {
                    if index > 0 {
                        self.out.push_str(", ");
                    }
                    self.names.write_value(self.ir, body_id, argument, &mut self.out);
                    self.out.push_str(": ");
                    self.writer.write_type(body.value_type(argument), &mut self.out);
                    if self.options.debug_info {
                        self.out.push(' ');
                        self.writer.write_attr_body(location, TypeElision::Never, &mut self.out);
                    }
                }
                self.out.push(')');
            }
            self.out.push(':');
            let is_entry =
                body.block_parent(block).and_then(|region| body.entry_block(region)) == Some(block);
            match predecessors.get(&block).map(Vec::as_slice) {
                None | Some([]) => {
                    if !is_entry {
                        self.out.push_str("  // no predecessors");
                    }
                }
                Some([single]) => {
                    let single = *single;
                    let _ = write!(
                        self.out,
                        "  // pred: ^bb{}",
                        self.names.block_number(body_id, single)
                    );
                }
                Some(list) => {
                    let mut numbers: Vec<u32> =
                        list.iter().map(|&pred| self.names.block_number(body_id, pred)).collect();
                    numbers.sort_unstable();
                    let _ = write!(self.out, "  // {} preds: ", numbers.len());
                    for (index, number) in numbers.iter().enumerate() {
                        if index > 0 {
                            self.out.push_str(", ");
                        }
                        let _ = write!(self.out, "^bb{number}");
                    }
                }
            }
            self.out.push('\n');
        }
        self.indent += 2;
        match crate::threads::pool().filter(|_| self.parallel) {
            Some(pool) => {
                // Listed first to see whether the block is worth sharing
                // out (in place for the few ops of a small block).
                let ops: smallvec::SmallVec<[Op; 8]> = body.block_ops(block).collect();
                if ops.len() >= PARALLEL_MIN_OPS {
                    self.print_ops_in_parallel(pool, body_id, &ops);
                } else {
                    self.print_ops(body_id, ops);
                }
            }
            None => self.print_ops(body_id, body.block_ops(block)),
        }
        self.indent -= 2;
    }

    /// Prints `ops` one by one, each on its own line.
    fn print_ops(&mut self, body_id: BodyId, ops: impl IntoIterator<Item = Op>) {
        for op in ops {
            self.print_op(body_id, op);
            self.out.push('\n');
            if self.out.len() >= FLUSH_THRESHOLD {
                self.flush();
            }
        }
    }

    /// Prints `ops` (a block's ops, at the current indentation) on the
    /// pool's threads: a window of ops at a time is cut into one piece per
    /// thread, each piece is printed into its own buffer, and the buffers
    /// are written in order. Names and aliases were assigned beforehand, so
    /// the text is the same as a serial print. Each window is sized from
    /// the text per op of the one before, to make about
    /// [`PARALLEL_WINDOW_BYTES`] of text.
    fn print_ops_in_parallel(&mut self, pool: &rayon::ThreadPool, body_id: BodyId, ops: &[Op]) {
        use rayon::prelude::*;
        self.flush();
        let threads = pool.current_num_threads().max(1);
        let mut remaining = ops;
        let mut window_len = PARALLEL_MIN_OPS;
        while !remaining.is_empty() {
            let (window, rest) = remaining.split_at(window_len.min(remaining.len()));
            remaining = rest;
            let piece_size = window.len().div_ceil(threads);
            let pieces: Vec<Vec<u8>> = pool.install(|| {
                window
                    .par_chunks(piece_size)
                    .map(|piece| {
                        let mut buffer = Vec::new();
                        let mut printer = Printer {
                            context: self.context,
                            ir: self.ir,
                            names: self.names.clone(),
                            writer: self.writer.fork(),
                            parallel: false,
                            options: self.options,
                            out: String::new(),
                            indent: self.indent,
                            default_dialect: self.default_dialect,
                            sink: &mut buffer,
                            error: None,
                            recorder: None,
                        };
                        for &op in piece {
                            printer.print_op(body_id, op);
                            printer.out.push('\n');
                        }
                        printer.flush();
                        drop(printer);
                        buffer
                    })
                    .collect()
            });
            let bytes: usize = pieces.iter().map(Vec::len).sum();
            let per_op = (bytes / window.len()).max(1);
            window_len = (PARALLEL_WINDOW_BYTES / per_op).clamp(threads, PARALLEL_WINDOW);
            for piece in pieces {
                if self.error.is_none() {
                    if let Err(error) = self.sink.write_all(&piece) {
                        self.error = Some(error);
                    }
                }
            }
        }
    }
}

/// What a custom printer ([`crate::registry::PrintHook`]) writes with: the
/// op's values, types, attributes and regions, printed as the rest of the
/// output is (same names, aliases and indentation).
pub struct OpPrinter<'p, 'a> {
    printer: &'p mut Printer<'a>,
    body_id: BodyId,
}

impl<'a> OpPrinter<'_, 'a> {
    /// The context.
    pub fn context(&self) -> &'a Context {
        self.printer.context
    }

    /// The body holding the op being printed.
    pub fn body(&self) -> &'a Body {
        self.printer.ir.body(self.body_id)
    }

    /// Writes text as it is. Inlined: the formats' literals are constants,
    /// whose copies the compiler then makes without a call.
    #[inline]
    pub fn write_str(&mut self, text: &str) {
        if self.printer.recorder.is_none() {
            self.printer.out.push_str(text);
        }
    }

    /// Writes a value's name (`%3`, `%arg0`, `%2#1`).
    pub fn write_value(&mut self, value: Value) {
        if self.printer.recorder.is_some() {
            return;
        }
        let printer = &mut *self.printer;
        printer.names.write_value(printer.ir, self.body_id, value, &mut printer.out);
    }

    /// Writes values separated by `, `.
    pub fn write_values(&mut self, values: impl IntoIterator<Item = Value>) {
        self.write_separated(values, Self::write_value);
    }

    /// Writes each item with `write`, separated by `, `.
    fn write_separated<T>(
        &mut self,
        items: impl IntoIterator<Item = T>,
        mut write: impl FnMut(&mut Self, T),
    ) {
        for (index, item) in items.into_iter().enumerate() {
            if index > 0 {
                self.write_str(", ");
            }
            write(self, item);
        }
    }

    /// Writes a type.
    pub fn write_type(&mut self, ty: Type) {
        if let Some(recorder) = self.printer.recorder.as_mut() {
            recorder.push(Recorded::Type(ty));
            return;
        }
        let printer = &mut *self.printer;
        printer.writer.write_type(ty, &mut printer.out);
    }

    /// Writes types separated by `, `.
    pub fn write_types(&mut self, types: impl IntoIterator<Item = Type>) {
        self.write_separated(types, Self::write_type);
    }

    /// Writes an attribute (or its alias).
    pub fn write_attr(&mut self, attr: Attr) {
        if let Some(recorder) = self.printer.recorder.as_mut() {
            recorder.push(Recorded::Attr(attr));
            return;
        }
        let printer = &mut *self.printer;
        printer.writer.write_attr(attr, TypeElision::Never, &mut printer.out);
    }

    /// Writes an attribute a dialect defines without its `#dialect.mnemonic`
    /// prefix (as op formats show it); other attributes in full.
    pub fn write_attr_stripped(&mut self, attr: Attr) {
        if let Some(recorder) = self.printer.recorder.as_mut() {
            recorder.push(Recorded::Attr(attr));
            return;
        }
        let context = self.context();
        if let AttrData::Dialect { definition, parameters } = context.attr_data(attr) {
            let definition = definition.0;
            let parameters = parameters.clone();
            let printer = &mut *self.printer;
            let mut symbol_printer = crate::ods::dialect_symbols::SymbolPrinter {
                writer: &mut printer.writer,
                out: &mut printer.out,
            };
            (definition.print)(&parameters, &mut symbol_printer);
        } else {
            self.write_attr(attr);
        }
    }

    /// Writes `@name` for a string attribute.
    pub fn write_symbol_name(&mut self, name: Attr) {
        let context = self.context();
        self.write_symbol_name_bytes(context.string_bytes(name));
    }

    /// Writes `@name` (quoted when it is no bare identifier) for the text
    /// of a symbol name, without making an attribute of it.
    pub fn write_symbol_name_bytes(&mut self, name: &[u8]) {
        // A symbol name holds no alias: a recording has nothing to note.
        if self.printer.recorder.is_none() {
            attributes::write_symbol_name(name, &mut self.printer.out);
        }
    }

    /// Writes argument `index` of the entry block of `op`'s first region as
    /// a signature shows it: `%arg0: i32 {attrs}`, and its location when
    /// debug information is printed.
    pub fn write_region_argument(&mut self, op: Op, index: usize, attributes: &[(Attr, Attr)]) {
        let data = self.body().op(op);
        let region_body_id = data.isolated_body().unwrap_or(self.body_id);
        let Some(&region) = data.regions().first() else { return };
        let printer = &mut *self.printer;
        let region_body = printer.ir.body(region_body_id);
        let Some(block) = region_body.entry_block(region) else { return };
        let Some(&argument) = region_body.block_arguments(block).get(index) else { return };
        if let Some(recorder) = printer.recorder.as_mut() {
            recorder.push(Recorded::Type(region_body.value_type(argument)));
            recorder.extend(attributes.iter().map(|&(_, value)| Recorded::Attr(value)));
            if printer.options.debug_info {
                recorder.push(Recorded::Attr(region_body.block_argument_locations(block)[index]));
            }
            return;
        }
        printer.names.write_value(printer.ir, region_body_id, argument, &mut printer.out);
        printer.out.push_str(": ");
        printer.writer.write_type(region_body.value_type(argument), &mut printer.out);
        self.write_attr_dict(attributes, false);
        if self.printer.options.debug_info {
            let location = region_body.block_argument_locations(block)[index];
            self.printer.out.push(' ');
            let printer = &mut *self.printer;
            printer.writer.write_attr_body(location, TypeElision::Never, &mut printer.out);
        }
    }

    /// Writes `^bb1` or `^bb1(%a, %b : i32, f32)`.
    pub fn write_successor_and_operands(&mut self, block: Block, operands: &[Value]) {
        self.write_successor(block);
        if operands.is_empty() {
            return;
        }
        self.write_str("(");
        self.write_values(operands.iter().copied());
        self.write_str(" : ");
        let body = self.body();
        self.write_types(operands.iter().map(|&value| body.value_type(value)));
        self.write_str(")");
    }

    /// Writes a newline and the current indentation.
    pub fn write_newline(&mut self) {
        self.printer.out.push('\n');
        self.printer.write_indent();
    }

    /// Writes a successor block's label (`^bb1`).
    pub fn write_successor(&mut self, block: Block) {
        let number = self.printer.names.block_number(self.body_id, block);
        let _ = write!(self.printer.out, "^bb{number}");
    }

    /// Writes `(A, B) -> C` (results in parentheses unless there is one
    /// result that is not a function type).
    pub fn write_functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.write_str("(");
        self.write_types(inputs.iter().copied());
        self.write_str(") -> ");
        let wrap = results.len() != 1
            || matches!(
                self.context().type_data(results[0]),
                crate::types::TypeData::Function { .. }
            );
        if wrap {
            self.write_str("(");
        }
        self.write_types(results.iter().copied());
        if wrap {
            self.write_str(")");
        }
    }

    /// Writes `op`, an op of the body being printed (one in a region of
    /// the op being printed), in the generic form: `"spirv.IAdd"(%0, %1) :
    /// (i32, i32) -> i32`, as MLIR's `printGenericOp`. Ops in its regions
    /// print as they would anywhere else.
    pub fn write_generic_op(&mut self, op: Op) {
        if let Some(recorder) = self.printer.recorder.as_mut() {
            recorder.push(Recorded::GenericOp(op));
            return;
        }
        let printer = &mut *self.printer;
        let entered = printer.names.enter(printer.context, printer.ir, self.body_id, op);
        printer.print_generic(self.body_id, op);
        if entered {
            printer.names.leave();
        }
    }

    /// The body holding `op`'s regions (its own body if it is isolated).
    pub fn region_body(&self, op: Op) -> &'a Body {
        let data = self.body().op(op);
        match data.isolated_body() {
            Some(id) => self.printer.ir.body(id),
            None => self.body(),
        }
    }

    /// Writes ` {a = 1, b}` (or ` attributes {...}` with `keyword`) when
    /// `entries` is not empty.
    pub fn write_attr_dict(&mut self, entries: &[(Attr, Attr)], keyword: bool) {
        if let Some(recorder) = self.printer.recorder.as_mut() {
            recorder.extend(entries.iter().map(|&(_, value)| Recorded::Attr(value)));
            return;
        }
        if entries.is_empty() {
            return;
        }
        self.write_str(if keyword { " attributes {" } else { " {" });
        let printer = &mut *self.printer;
        printer.writer.write_named_attributes(entries, &mut printer.out);
        self.write_str("}");
    }

    /// Writes region number `index` of `op` as `{ ... }`. The entry block's
    /// label is written when it has arguments and `entry_arguments` is set,
    /// or when it is empty and `empty_block` is set.
    pub fn write_region(&mut self, op: Op, index: usize, entry_arguments: bool, empty_block: bool) {
        if let Some(recorder) = self.printer.recorder.as_mut() {
            recorder.push(Recorded::Region { op, index, entry_arguments });
            return;
        }
        let data = self.body().op(op);
        let region_body = data.isolated_body().unwrap_or(self.body_id);
        if let Some(&region) = data.regions().get(index) {
            self.printer.print_region(region_body, region, entry_arguments, empty_block);
        }
    }
}

/// Runs `op`'s custom printer to learn the order in which it meets types,
/// attributes and regions (for alias numbering, as MLIR's dummy printer).
pub(crate) fn record_custom_print(
    context: &Context,
    ir: &Ir,
    names: &Names,
    options: PrintOptions,
    body_id: BodyId,
    op: Op,
    print: crate::registry::PrintHook,
) -> Vec<Recorded> {
    let mut sink = std::io::sink();
    let mut printer = Printer {
        context,
        ir,
        names: NameView::new(names),
        writer: AttrWriter::new(context, Default::default()),
        parallel: false,
        options,
        out: String::new(),
        indent: 0,
        default_dialect: "",
        sink: &mut sink,
        error: None,
        recorder: Some(Vec::new()),
    };
    print(&mut OpPrinter { printer: &mut printer, body_id }, op);
    printer.recorder.take().unwrap_or_default()
}
