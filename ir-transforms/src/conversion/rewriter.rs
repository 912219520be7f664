//! [`ConversionRewriter`]: how conversion patterns change the IR, and the
//! log that lets the driver undo a pattern that failed (or a whole
//! conversion) and commit the rest at the end.
//!
//! As in MLIR's rollback mode, creating, moving and changing ops in place
//! happen at once and are undone from the log; replacing or erasing an op
//! only records the replacement values (the op stays, ignored by the
//! driver, until the conversion commits), so patterns still see the
//! original IR around them and an undo is cheap. A pattern reads the
//! replacements of its operands from its adaptor, with casts
//! (`builtin.unrealized_conversion_cast`) where a type changed; users left
//! unconverted get casts back to the old type when the conversion commits.

use std::cell::{Cell, RefCell};

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use ir_core::attributes::Attr;
use ir_core::builtin::UnrealizedConversionCastOp;
use ir_core::ir::{
    Block, Body, BodyId, Builder, InsertPoint, Ir, Op, OperationState, Region, Value, ValueDef,
};
use ir_core::ods::PropertyBox;
use ir_core::pass::PassScope;
use ir_core::registry::OpName;
use ir_core::rewrite::RewriteListener;
use ir_core::types::Type;
use ir_core::Context;

use super::side_table::{BodySet, BodyTable};
use super::type_converter::{
    cast_state, Converted, InputMapping, SignatureConversion, TypeConverter,
};

/// The bodies a conversion works on: the whole IR, or a pass's scope.
pub trait BodyStore {
    /// A body.
    fn body(&self, id: BodyId) -> &Body;
    /// A body, mutably.
    fn body_mut(&mut self, id: BodyId) -> &mut Body;
    /// Gives the isolated op `op` of body `parent` a new body with
    /// `regions` empty regions; `None` where bodies cannot be added (a
    /// pass's share of the IR in a nested pipeline).
    fn add_isolated_body(&mut self, parent: BodyId, op: Op, regions: usize) -> Option<BodyId> {
        let _ = (parent, op, regions);
        None
    }
}

impl BodyStore for Ir {
    fn body(&self, id: BodyId) -> &Body {
        Ir::body(self, id)
    }

    fn body_mut(&mut self, id: BodyId) -> &mut Body {
        Ir::body_mut(self, id)
    }

    fn add_isolated_body(&mut self, parent: BodyId, op: Op, regions: usize) -> Option<BodyId> {
        Some(Ir::add_isolated_body(self, parent, op, regions))
    }
}

impl BodyStore for PassScope<'_> {
    fn body(&self, id: BodyId) -> &Body {
        PassScope::body(self, id)
    }

    fn body_mut(&mut self, id: BodyId) -> &mut Body {
        PassScope::body_mut(self, id)
    }

    fn add_isolated_body(&mut self, parent: BodyId, op: Op, regions: usize) -> Option<BodyId> {
        self.ir_mut().map(|ir| ir.add_isolated_body(parent, op, regions))
    }
}

/// An op of some body.
pub type OpKey = (BodyId, Op);
/// A value of some body.
pub type ValueKey = (BodyId, Value);

/// Why a pattern did not apply (MLIR's `notifyMatchFailure`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchFailure(pub String);

impl MatchFailure {
    /// A failure saying `reason`.
    pub fn new(reason: impl Into<String>) -> Self {
        MatchFailure(reason.into())
    }
}

/// What an op looked like before a pattern (or a fold) changed it in place.
pub(crate) struct OpSnapshot {
    location: Attr,
    attributes: Attr,
    properties: Option<PropertyBox>,
    operands: SmallVec<[Value; 4]>,
    successors: SmallVec<[Block; 2]>,
}

/// Where an op was before a pattern moved it.
#[derive(Clone, Copy)]
enum OpPosition {
    Before(Op),
    End(Block),
    Detached,
}

/// One change of the log.
enum Rewrite<'a> {
    /// An op was created (undo: erase it).
    CreateOp(OpKey),
    /// An op was changed in place (undo: restore the snapshot).
    ModifyOp(OpKey, Box<OpSnapshot>),
    /// An op's operands were changed in place, and nothing else of it
    /// (undo: restore these operands). Boxed, as the rare entries below
    /// are: the log holds a few entries per converted op until the
    /// conversion commits, and each entry is as large as the largest kind.
    ModifyOperands(OpKey, Box<SmallVec<[Value; 4]>>),
    /// An op was moved (undo: move it back).
    MoveOp(OpKey, OpPosition),
    /// An op's results are to be replaced (by the mapping) and the op
    /// erased, when the conversion commits.
    ReplaceOp(OpKey, Option<&'a TypeConverter<'a>>),
    /// A value's uses are to be replaced by its mapping when the
    /// conversion commits.
    ReplaceValue(ValueKey, Option<&'a TypeConverter<'a>>),
    /// A mapping was set (undo: restore the previous one).
    Map(ValueKey, Option<Value>),
    /// A block got new arguments after its first `old_count` (undo: drop
    /// them; commit: drop the old ones).
    BlockSignature { body: BodyId, block: Block, old_count: usize },
    /// An isolated op's body was given to another op of the same body.
    TransferBody(Box<TransferredBody>),
    /// A cast was built by the driver.
    Materialization(OpKey),
}

/// An isolated op's body given to another op of the same body: the
/// [`Rewrite::TransferBody`] entry, out of line.
struct TransferredBody {
    body: BodyId,
    from: Op,
    to: Op,
    child: BodyId,
    regions: Vec<Region>,
}

/// What kind of cast a materialization is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MaterializationKind {
    /// Back to the original type, for users left unconverted.
    Source,
    /// To a converted type, for a pattern's operand.
    Target,
}

/// A cast the driver built, and what it stands for.
#[derive(Clone, Copy)]
pub(crate) struct Materialization<'a> {
    pub(crate) kind: MaterializationKind,
    pub(crate) converter: Option<&'a TypeConverter<'a>>,
    /// A cast of the converted value for a pattern: looked through when
    /// users ask for the latest replacement.
    pub(crate) pure: bool,
}

/// Where the log stood: what to undo back to.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct LogState {
    rewrites: usize,
    replaced: usize,
    ignored: usize,
}

/// Records the ops a builder inserts, as created ops of the log.
struct CreationRecorder<'r> {
    body: BodyId,
    created: &'r mut Vec<OpKey>,
}

impl RewriteListener for CreationRecorder<'_> {
    fn op_inserted(&mut self, _body: &Body, op: Op) {
        self.created.push((self.body, op));
    }
}

/// Changes the IR on behalf of conversion patterns, logging each change so
/// the driver can undo it, and maps replaced values to their replacements.
pub struct ConversionRewriter<'a> {
    context: &'a Context,
    bodies: &'a mut dyn BodyStore,
    /// The body of the op being converted, where the rewriter works.
    body: BodyId,
    /// The name of the casts the driver builds
    /// (`builtin.unrealized_conversion_cast`).
    cast_name: OpName,
    insert_point: InsertPoint,
    converter: Option<&'a TypeConverter<'a>>,
    rewrites: Vec<Rewrite<'a>>,
    mapping: BodyTable<Value, Value>,
    /// How many mappings lead to each value: counted when committing first
    /// asks, then kept up to date.
    mapped_to: Option<FxHashMap<ValueKey, u32>>,
    replaced: BodySet<Op>,
    replaced_order: Vec<OpKey>,
    ignored: BodySet<Op>,
    ignored_order: Vec<OpKey>,
    pub(crate) materializations: FxHashMap<OpKey, Materialization<'a>>,
    /// The last type converted to one type for a pattern, with its
    /// converter and the converted type: operands and results in a row
    /// mostly share a type, and the converter's own cache is shared
    /// between threads (a lock, a lookup and a copy).
    last_conversion: Cell<Option<(&'a TypeConverter<'a>, Type, Type)>>,
    /// Every type converted to one type so far, by the converter's address
    /// and the type: the rewriter's own copy of what the converters found
    /// (a program has few types, and rows of them alternate).
    conversions: RefCell<FxHashMap<(usize, Type), Type>>,
    /// The op names [`ConversionRewriter::op_name`] found, by the address
    /// and length of their text.
    op_names: FxHashMap<(usize, usize), OpName>,
    /// Ops the running pattern created, in order.
    pub(crate) new_ops: Vec<OpKey>,
    /// An empty vector that a builder's listener records created ops in
    /// (kept to reuse its room).
    created: Vec<OpKey>,
    /// Ops the running pattern changed in place, in order.
    pub(crate) modified_ops: Vec<OpKey>,
    /// Diagnostics patterns emitted; an undo keeps them, as MLIR's do.
    pub(crate) diagnostics: Vec<ir_core::diagnostics::Diagnostic>,
}

impl<'a> ConversionRewriter<'a> {
    pub(crate) fn new(context: &'a Context, bodies: &'a mut dyn BodyStore, body: BodyId) -> Self {
        ConversionRewriter {
            context,
            bodies,
            body,
            cast_name: context.op_name(UnrealizedConversionCastOp::NAME),
            insert_point: InsertPoint::Detached,
            converter: None,
            rewrites: Vec::new(),
            mapping: BodyTable::default(),
            mapped_to: None,
            replaced: BodySet::default(),
            replaced_order: Vec::new(),
            ignored: BodySet::default(),
            ignored_order: Vec::new(),
            materializations: FxHashMap::default(),
            last_conversion: Cell::new(None),
            conversions: RefCell::default(),
            op_names: FxHashMap::default(),
            new_ops: Vec::new(),
            created: Vec::new(),
            modified_ops: Vec::new(),
            diagnostics: Vec::new(),
        }
    }

    /// Makes room for the replacements of about `ops` ops: the list of
    /// replaced ops and the log entries of their rewrites (each creates an
    /// op or two and maps a result).
    pub(crate) fn reserve(&mut self, ops: usize) {
        self.replaced_order.reserve(ops);
        self.rewrites.reserve(3 * ops);
    }

    /// Makes room in the tables of replaced values and ops for the ids of
    /// `body` and `room` more of each (the ops and values that patterns
    /// will create there).
    pub(crate) fn reserve_tables(&mut self, body: BodyId, room: usize) {
        let (ops, values) = self.bodies.body(body).id_bounds();
        self.mapping.reserve(body, values + room);
        self.replaced.reserve(body, ops + room);
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.context
    }

    /// The body of the op being converted, to read.
    pub fn body(&self) -> &Body {
        self.bodies.body(self.body)
    }

    /// The id of that body.
    pub fn body_id(&self) -> BodyId {
        self.body
    }

    /// Another body, to read (the body of an isolated op).
    pub fn body_of(&self, id: BodyId) -> &Body {
        self.bodies.body(id)
    }

    /// The current body, to change ops the running pattern created (an
    /// undo erases them whole). Ops that existed before the pattern change
    /// only through [`ConversionRewriter::modify_op_in_place`] and the
    /// other methods, which the driver can undo.
    pub fn body_mut(&mut self) -> &mut Body {
        self.bodies.body_mut(self.body)
    }

    /// Reports an error about `op` (of the current body), as a pattern's
    /// `op.emitError(...)`: the conversion goes on, but fails in the end,
    /// with this error first. Undoing the pattern keeps it.
    pub fn emit_error(&mut self, op: Op, message: impl AsRef<str>) {
        let position =
            ir_core::verifier::location_position(self.context, self.body().op(op).location);
        self.diagnostics.push(ir_core::diagnostics::Diagnostic::error(position, message.as_ref()));
    }

    /// The op name `name`, found in the context once per rewriter (by the
    /// address of the static text): patterns create ops by name over and
    /// over, and the context's table of names is shared between threads.
    pub fn op_name(&mut self, name: &'static str) -> OpName {
        let context = self.context;
        *self
            .op_names
            .entry((name.as_ptr() as usize, name.len()))
            .or_insert_with(|| context.op_name(name))
    }

    /// The type converter of the running pattern, if it has one.
    pub fn type_converter(&self) -> Option<&'a TypeConverter<'a>> {
        self.converter
    }

    /// The one type `ty` converts to with the running pattern's type
    /// converter (as [`TypeConverter::convert_type`]); `None` without a
    /// converter, when `ty` does not convert, or converts to several
    /// types or none.
    pub fn convert_type(&self, ty: Type) -> Option<Type> {
        self.convert_with(self.converter?, ty).ok()
    }

    /// The one type `ty` converts to with `converter`; otherwise the types
    /// it converts to (`None` when it does not convert).
    fn convert_with(
        &self,
        converter: &'a TypeConverter<'a>,
        ty: Type,
    ) -> Result<Type, Option<Converted>> {
        if let Some((last, from, to)) = self.last_conversion.get() {
            if std::ptr::eq(last, converter) && from == ty {
                return Ok(to);
            }
        }
        let key = (converter as *const TypeConverter<'a> as usize, ty);
        if let Some(&converted) = self.conversions.borrow().get(&key) {
            self.last_conversion.set(Some((converter, ty, converted)));
            return Ok(converted);
        }
        let types = converter.convert_type_to_many(self.context, ty).ok_or(None)?;
        let [converted] = types.as_slice() else { return Err(Some(types)) };
        self.conversions.borrow_mut().insert(key, *converted);
        self.last_conversion.set(Some((converter, ty, *converted)));
        Ok(*converted)
    }

    pub(crate) fn set_current(
        &mut self,
        body: BodyId,
        insert_point: InsertPoint,
        converter: Option<&'a TypeConverter<'a>>,
    ) {
        self.body = body;
        self.insert_point = insert_point;
        self.converter = converter;
    }

    /// Where new ops go.
    pub fn insert_point(&self) -> InsertPoint {
        self.insert_point
    }

    /// New ops go just before `op`.
    pub fn set_insertion_point_before(&mut self, op: Op) {
        self.insert_point = InsertPoint::Before(op);
    }

    /// New ops go just after `op`.
    pub fn set_insertion_point_after(&mut self, op: Op) {
        self.insert_point = after(self.body(), op);
    }

    /// New ops go at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: Block) {
        self.insert_point = InsertPoint::End(block);
    }

    /// New ops go at the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: Block) {
        self.insert_point = start_of(self.body(), block);
    }

    /// Creates the op `state` describes at the insertion point.
    pub fn create(&mut self, state: OperationState) -> Op {
        let body = self.bodies.body_mut(self.body);
        let op = Builder::new(self.context, body, self.insert_point).create(state);
        // Logged whether inserted or detached, so an undo erases it.
        let key = (self.body, op);
        self.rewrites.push(Rewrite::CreateOp(key));
        self.new_ops.push(key);
        op
    }

    /// Logs the ops in `created` as created by the running pattern, and
    /// keeps the emptied vector for the next creation.
    fn log_created(&mut self, mut created: Vec<OpKey>) {
        for &key in &created {
            self.rewrites.push(Rewrite::CreateOp(key));
        }
        self.new_ops.extend_from_slice(&created);
        created.clear();
        self.created = created;
    }

    /// Creates the isolated-from-above op `state` describes at the
    /// insertion point, with a body of its own holding `state.region_count`
    /// regions of one empty block each; the blocks are returned. Fails
    /// where the conversion cannot add bodies (a nested pipeline's share of
    /// the IR).
    pub fn create_isolated(
        &mut self,
        state: OperationState,
    ) -> Result<(Op, BodyId, Vec<Block>), MatchFailure> {
        let regions = state.region_count;
        let op = self.create(state);
        let Some(child) = self.bodies.add_isolated_body(self.body, op, regions) else {
            return Err(MatchFailure::new("cannot create an isolated op here"));
        };
        let body = self.bodies.body_mut(child);
        let owner_regions = body.owner_regions().to_vec();
        let blocks = owner_regions
            .into_iter()
            .map(|region| {
                let block = body.create_block();
                body.append_block(region, block);
                block
            })
            .collect();
        Ok((op, child, blocks))
    }

    /// Builds ops with `build` at the insertion point, through a builder
    /// (for the typed builders the macros generate); every op it inserts is
    /// logged as created.
    pub fn build<R>(&mut self, build: impl FnOnce(&mut Builder<'_>) -> R) -> R {
        let mut created = std::mem::take(&mut self.created);
        let result = {
            let mut recorder = CreationRecorder { body: self.body, created: &mut created };
            let body = self.bodies.body_mut(self.body);
            let mut builder =
                Builder::with_listener(self.context, body, self.insert_point, &mut recorder);
            build(&mut builder)
        };
        self.log_created(created);
        result
    }

    /// Replaces the results of `op` with `values` (one per result) and
    /// erases `op`, when the conversion commits; until then `op` stays
    /// where it is and the driver ignores it.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        let body = self.body;
        let current = self.bodies.body(body);
        if self.insert_point == InsertPoint::Before(op) {
            self.insert_point = after(current, op);
        }
        let data = current.op(op);
        let results = data.results();
        let has_regions = !data.regions().is_empty();
        debug_assert_eq!(results.len(), values.len(), "one replacement per result");
        for (result, &value) in results.iter().zip(values) {
            self.map((body, result), value);
        }
        self.rewrites.push(Rewrite::ReplaceOp((body, op), self.converter));
        if self.replaced.add((body, op)) {
            self.replaced_order.push((body, op));
        }
        if has_regions {
            self.mark_nested(body, op, true);
        }
    }

    /// Erases `op` when the conversion commits; its results must have no
    /// uses left by then (a use left gets a cast from nothing).
    pub fn erase_op(&mut self, op: Op) {
        if self.insert_point == InsertPoint::Before(op) {
            self.insert_point = after(self.body(), op);
        }
        self.rewrites.push(Rewrite::ReplaceOp((self.body, op), self.converter));
        self.mark_replaced(self.body, op);
    }

    /// Makes every use of `from` a use of `to` when the conversion
    /// commits; patterns converting a user of `from` get `to` at once.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        let body = self.body;
        self.map((body, from), to);
        self.rewrites.push(Rewrite::ReplaceValue((body, from), self.converter));
    }

    /// Changes `op` in place with `change`; the driver then checks that
    /// the op is legal.
    pub fn modify_op_in_place<R>(&mut self, op: Op, change: impl FnOnce(&mut Body) -> R) -> R {
        self.start_modification(op);
        let result = change(self.bodies.body_mut(self.body));
        self.modified_ops.push((self.body, op));
        result
    }

    fn start_modification(&mut self, op: Op) {
        let snapshot = self.snapshot(op);
        self.log_modification(op, snapshot);
    }

    /// What `op` (of the current body) looks like now, for
    /// [`ConversionRewriter::log_modification`] once it has changed.
    pub(crate) fn snapshot(&self, op: Op) -> OpSnapshot {
        let data = self.body().op(op);
        let mut operands = SmallVec::new();
        for operand in data.operands() {
            operands.push(operand);
        }
        OpSnapshot {
            location: data.location,
            attributes: data.attributes,
            properties: data.properties.clone(),
            operands,
            successors: SmallVec::from_slice(data.successors()),
        }
    }

    /// Logs that `op` (of the current body) was changed in place from
    /// `snapshot`: an undo restores it.
    pub(crate) fn log_modification(&mut self, op: Op, snapshot: OpSnapshot) {
        self.rewrites.push(Rewrite::ModifyOp((self.body, op), Box::new(snapshot)));
    }

    /// Logs that the operands of `op` (of the current body) were changed
    /// from `operands`, and nothing else of it: an undo restores just those.
    pub(crate) fn log_operand_modification(&mut self, op: Op, operands: SmallVec<[Value; 4]>) {
        self.rewrites.push(Rewrite::ModifyOperands((self.body, op), Box::new(operands)));
    }

    /// Moves `op` to just before `before` (both in the current body).
    pub fn move_op_before(&mut self, op: Op, before: Op) {
        let position = position_of(self.body(), op);
        self.bodies.body_mut(self.body).move_op_before(op, before);
        self.rewrites.push(Rewrite::MoveOp((self.body, op), position));
    }

    /// Gives the regions of the isolated op `from` to the isolated op `to`,
    /// both of the current body and `to` without regions yet: MLIR's
    /// `inlineRegionBefore` of a function body into a new function.
    pub fn transfer_isolated_regions(&mut self, from: Op, to: Op) -> bool {
        let body = self.body;
        let Some(child) = self.body().op(from).isolated_body() else { return false };
        if self.body().op(to).isolated_body().is_some() {
            return false;
        }
        let regions: Vec<Region> = self.body().op(from).regions().to_vec();
        let to_name = self.body().op(to).name;
        let parent = self.bodies.body_mut(body);
        parent.clear_isolated_body(from);
        parent.set_isolated_body(to, child, &regions);
        self.bodies.body_mut(child).set_owner(Some((body, to)), Some(to_name));
        let transferred = TransferredBody { body, from, to, child, regions };
        self.rewrites.push(Rewrite::TransferBody(Box::new(transferred)));
        true
    }

    /// Converts the arguments of `block` as `conversion` plans: the block
    /// gets arguments of the converted types, and the uses of the old ones
    /// are replaced by the new ones (patterns see them at once; users left
    /// unconverted get a cast when the conversion commits). `block` is in
    /// body `body`. Fails on a 1:N conversion, which is not supported yet.
    pub fn apply_signature_conversion(
        &mut self,
        body: BodyId,
        block: Block,
        conversion: &SignatureConversion,
    ) -> Result<(), MatchFailure> {
        let old: Vec<Value> = self.bodies.body(body).block_arguments(block).to_vec();
        let types: Vec<Type> =
            old.iter().map(|&value| self.bodies.body(body).value_type(value)).collect();
        if types == conversion.converted_types() {
            return Ok(());
        }
        for index in 0..old.len() {
            if let Some(InputMapping::Inputs { count, .. }) = conversion.mapping(index) {
                if count > 1 {
                    return Err(MatchFailure::new(
                        "1:N block signature conversions are not supported",
                    ));
                }
            }
        }
        // Locations of the new arguments: those of the inputs they come
        // from, unknown for appended ones.
        let unknown = self.context.unknown_location();
        let mut locations = vec![unknown; conversion.converted_types().len()];
        let old_locations = self.bodies.body(body).block_argument_locations(block).to_vec();
        for (index, &location) in old_locations.iter().enumerate() {
            if let Some(InputMapping::Inputs { start, count }) = conversion.mapping(index) {
                for slot in &mut locations[start..start + count] {
                    *slot = location;
                }
            }
        }
        let old_count = old.len();
        let new: Vec<Value> = {
            let target = self.bodies.body_mut(body);
            conversion
                .converted_types()
                .iter()
                .zip(&locations)
                .map(|(&ty, &location)| target.add_block_argument(block, ty, location))
                .collect()
        };
        self.rewrites.push(Rewrite::BlockSignature { body, block, old_count });
        for (index, &argument) in old.iter().enumerate() {
            let replacement = match conversion.mapping(index) {
                Some(InputMapping::Inputs { start, count: 1 }) => new[start],
                Some(InputMapping::Replaced(value)) => value,
                _ => {
                    // Dropped: users left get a cast from nothing.
                    let location = old_locations[index];
                    let point = start_of(self.bodies.body(body), block);
                    self.build_cast(body, point, &[], types[index], location, false, None)
                }
            };
            self.map((body, argument), replacement);
            self.rewrites.push(Rewrite::ReplaceValue((body, argument), self.converter));
        }
        Ok(())
    }

    /// Converts the block arguments of every block of `region` (in body
    /// `body`) with `converter`: the other blocks first, in order, then the
    /// entry block, with `entry_conversion` when given. Fails when an
    /// argument type does not convert.
    pub fn convert_region_types(
        &mut self,
        body: BodyId,
        region: Region,
        converter: &TypeConverter<'_>,
        entry_conversion: Option<&SignatureConversion>,
    ) -> Result<(), MatchFailure> {
        let blocks: Vec<Block> = self.bodies.body(body).region_blocks(region).collect();
        let Some((&entry, rest)) = blocks.split_first() else { return Ok(()) };
        for &block in rest {
            let types: Vec<Type> = self
                .bodies
                .body(body)
                .block_arguments(block)
                .iter()
                .map(|&value| self.bodies.body(body).value_type(value))
                .collect();
            let conversion = converter
                .convert_signature(self.context, &types)
                .ok_or_else(|| MatchFailure::new("failed to convert a block signature"))?;
            self.apply_signature_conversion(body, block, &conversion)?;
        }
        match entry_conversion {
            Some(conversion) => self.apply_signature_conversion(body, entry, conversion),
            None => {
                let types: Vec<Type> = self
                    .bodies
                    .body(body)
                    .block_arguments(entry)
                    .iter()
                    .map(|&value| self.bodies.body(body).value_type(value))
                    .collect();
                let conversion = converter
                    .convert_signature(self.context, &types)
                    .ok_or_else(|| MatchFailure::new("failed to convert a block signature"))?;
                self.apply_signature_conversion(body, entry, &conversion)
            }
        }
    }

    /// The value `value` (of the current body) stands for now: the end of
    /// its chain of replacements.
    pub fn remapped(&self, value: Value) -> Value {
        self.lookup((self.body, value), None, false).unwrap_or(value)
    }

    // ---- mapping ---------------------------------------------------------

    fn map(&mut self, from: ValueKey, to: Value) {
        let previous = self.mapping.insert(from, to);
        if let Some(mapped_to) = &mut self.mapped_to {
            if let Some(previous) = previous {
                decrement(mapped_to, (from.0, previous));
            }
            *mapped_to.entry((from.0, to)).or_default() += 1;
        }
        self.rewrites.push(Rewrite::Map(from, previous));
    }

    fn is_pure(&self, body: &Body, key: ValueKey) -> bool {
        match body.value(key.1).def() {
            // Only casts are materializations: the name is checked first,
            // as it is cheaper than the map.
            ValueDef::Result { op, .. } => {
                body.op(op).name == self.cast_name
                    && self.materializations.get(&(key.0, op)).is_some_and(|cast| cast.pure)
            }
            ValueDef::BlockArgument { .. } => false,
        }
    }

    /// Follows the replacements of `from`. With `desired`, the deepest
    /// value of that type on the chain (`None` if there is none); without,
    /// the end of the chain (or its last value that is not a pattern's
    /// cast, with `skip_pure`).
    pub(crate) fn lookup(
        &self,
        from: ValueKey,
        desired: Option<Type>,
        skip_pure: bool,
    ) -> Option<Value> {
        self.lookup_in(self.bodies.body(from.0), from, desired, skip_pure)
    }

    /// [`ConversionRewriter::lookup`], given the body of `from`.
    fn lookup_in(
        &self,
        values: &Body,
        from: ValueKey,
        desired: Option<Type>,
        skip_pure: bool,
    ) -> Option<Value> {
        let body = from.0;
        let mut current = from.1;
        let mut found = None;
        let mut last_not_pure = current;
        let mut steps = 0usize;
        // Whether a value is a pattern's cast is asked only where the
        // answer is used: for a value of the desired type, or for every
        // value when the last one that is not a cast is wanted.
        loop {
            match desired {
                Some(ty)
                    if values.value_type(current) == ty
                        && !(skip_pure && self.is_pure(values, (body, current))) =>
                {
                    found = Some(current);
                }
                None if skip_pure && !self.is_pure(values, (body, current)) => {
                    last_not_pure = current;
                }
                _ => {}
            }
            match self.mapping.get((body, current)) {
                Some(next) if next != current && steps <= self.mapping.len() => {
                    current = next;
                    steps += 1;
                }
                _ => break,
            }
        }
        match desired {
            Some(_) => found,
            None if skip_pure => Some(last_not_pure),
            None => Some(current),
        }
    }

    /// The operands a pattern sees for `op`: each operand's replacement,
    /// cast to its converted type when the pattern has a type converter.
    pub(crate) fn remap_operands(&mut self, op: Op) -> Result<SmallVec<[Value; 4]>, MatchFailure> {
        let body = self.body;
        let mut values = self.bodies.body(body);
        let data = values.op(op);
        let mut operands: SmallVec<[(Value, Type); 4]> = SmallVec::new();
        for operand in data.operands() {
            operands.push((operand, values.value_type(operand)));
        }
        let location = data.location;
        let mut remapped = SmallVec::with_capacity(operands.len());
        for (index, &(operand, ty)) in operands.iter().enumerate() {
            let Some(converter) = self.converter else {
                let found = self.lookup_in(values, (body, operand), None, true);
                remapped.push(found.unwrap_or(operand));
                continue;
            };
            let legal = match self.convert_with(converter, ty) {
                Ok(legal) => legal,
                Err(None) => {
                    return Err(MatchFailure::new(format!(
                        "unable to convert type for operand #{index}, type was {}",
                        ir_core::text::type_to_string(self.context, ty)
                    )))
                }
                Err(Some(_)) => {
                    return Err(MatchFailure::new("1:N operand conversions are not supported"));
                }
            };
            if let Some(found) = self.lookup_in(values, (body, operand), Some(legal), false) {
                remapped.push(found);
                continue;
            }
            let replacement =
                self.lookup_in(values, (body, operand), None, true).unwrap_or(operand);
            let point = insertion_point_for(values, replacement);
            let cast = self.build_cast(
                body,
                point,
                &[replacement],
                legal,
                location,
                true,
                Some(MaterializationKind::Target),
            );
            self.map((body, replacement), cast);
            remapped.push(cast);
            values = self.bodies.body(body);
        }
        Ok(remapped)
    }

    /// Builds a driver cast of `inputs` to `ty` at `point` in `body`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn build_cast(
        &mut self,
        body: BodyId,
        point: InsertPoint,
        inputs: &[Value],
        ty: Type,
        location: Attr,
        pure: bool,
        kind: Option<MaterializationKind>,
    ) -> Value {
        let state = cast_state(self.context, inputs, ty, location);
        let target = self.bodies.body_mut(body);
        let op = Builder::new(self.context, target, point).create(state);
        let kind = kind.unwrap_or(MaterializationKind::Source);
        self.materializations
            .insert((body, op), Materialization { kind, converter: self.converter, pure });
        self.rewrites.push(Rewrite::Materialization((body, op)));
        target_result(self.bodies.body(body), op)
    }

    // ---- ignored ops -----------------------------------------------------

    fn mark_replaced(&mut self, body: BodyId, op: Op) {
        if self.replaced.add((body, op)) {
            self.replaced_order.push((body, op));
        }
        self.mark_nested(body, op, true);
    }

    /// Marks every op nested in `op` (the op itself excluded) as ignored
    /// (or replaced).
    pub(crate) fn mark_nested(&mut self, body: BodyId, op: Op, replaced: bool) {
        if self.bodies.body(body).op(op).regions().is_empty() {
            return;
        }
        let mut nested = Vec::new();
        collect_nested(self.bodies, body, op, &mut nested);
        for key in nested {
            let (set, order) = if replaced {
                (&mut self.replaced, &mut self.replaced_order)
            } else {
                (&mut self.ignored, &mut self.ignored_order)
            };
            if set.add(key) {
                order.push(key);
            }
        }
    }

    /// Whether the driver skips `op`: replaced, erased, or nested in an op
    /// that was (or in a recursively legal op).
    pub(crate) fn is_ignored(&self, key: OpKey) -> bool {
        self.replaced.contains(key) || (!self.ignored.is_empty() && self.ignored.contains(key))
    }

    // ---- undo and commit -------------------------------------------------

    pub(crate) fn state(&self) -> LogState {
        LogState {
            rewrites: self.rewrites.len(),
            replaced: self.replaced_order.len(),
            ignored: self.ignored_order.len(),
        }
    }

    /// Undoes every change made since `state`, newest first.
    pub(crate) fn reset(&mut self, state: LogState) {
        while self.rewrites.len() > state.rewrites {
            let Some(rewrite) = self.rewrites.pop() else { break };
            self.undo(rewrite);
        }
        for key in self.replaced_order.drain(state.replaced..) {
            self.replaced.remove(key);
        }
        for key in self.ignored_order.drain(state.ignored..) {
            self.ignored.remove(key);
        }
    }

    fn undo(&mut self, rewrite: Rewrite<'a>) {
        match rewrite {
            Rewrite::CreateOp((body, op)) | Rewrite::Materialization((body, op)) => {
                self.materializations.remove(&(body, op));
                let target = self.bodies.body_mut(body);
                target.erase_op(op);
            }
            Rewrite::ModifyOperands((body, op), operands) => {
                self.bodies.body_mut(body).set_operands(op, &operands);
            }
            Rewrite::ModifyOp((body, op), snapshot) => {
                let OpSnapshot { location, attributes, properties, operands, successors } =
                    *snapshot;
                let target = self.bodies.body_mut(body);
                target.set_operands(op, &operands);
                for (index, &block) in successors.iter().enumerate() {
                    target.set_successor(op, index, block);
                }
                let data = target.op_mut(op);
                data.location = location;
                data.attributes = attributes;
                data.properties = properties;
            }
            Rewrite::MoveOp((body, op), position) => {
                let target = self.bodies.body_mut(body);
                target.detach_op(op);
                match position {
                    OpPosition::Before(next) => target.insert_op_before(next, op),
                    OpPosition::End(block) => target.append_op(block, op),
                    OpPosition::Detached => {}
                }
            }
            Rewrite::ReplaceOp(..) | Rewrite::ReplaceValue(..) => {}
            Rewrite::Map(from, previous) => {
                let current = self.mapping.remove(from);
                if let Some(previous) = previous {
                    self.mapping.insert(from, previous);
                }
                if let Some(mapped_to) = &mut self.mapped_to {
                    if let Some(current) = current {
                        decrement(mapped_to, (from.0, current));
                    }
                    if let Some(previous) = previous {
                        *mapped_to.entry((from.0, previous)).or_default() += 1;
                    }
                }
            }
            Rewrite::BlockSignature { body, block, old_count } => {
                let target = self.bodies.body_mut(body);
                while target.block_arguments(block).len() > old_count {
                    let last = target.block_arguments(block).len() - 1;
                    target.erase_block_argument(block, last);
                }
            }
            Rewrite::TransferBody(transferred) => {
                let TransferredBody { body, from, to, child, regions } = *transferred;
                let from_name = self.bodies.body(body).op(from).name;
                let parent = self.bodies.body_mut(body);
                parent.clear_isolated_body(to);
                parent.set_isolated_body(from, child, &regions);
                self.bodies.body_mut(child).set_owner(Some((body, from)), Some(from_name));
            }
        }
    }

    /// Commits every logged replacement: uses move to the replacements
    /// (with casts back to the old type where users still need it), and
    /// replaced ops and old block arguments go.
    pub(crate) fn commit(&mut self) {
        let mut index = 0;
        let mut erase = Vec::new();
        let mut signatures = Vec::new();
        while index < self.rewrites.len() {
            match self.rewrites[index] {
                Rewrite::ReplaceOp((body, op), converter) => {
                    let results = self.bodies.body(body).op(op).results();
                    let mut replacements: SmallVec<[Option<Value>; 2]> = SmallVec::new();
                    for result in results {
                        replacements
                            .push(self.find_or_build_replacement((body, result), converter));
                    }
                    for (result, replacement) in results.iter().zip(replacements) {
                        if let Some(replacement) = replacement {
                            self.bodies.body_mut(body).replace_all_uses(result, replacement);
                        }
                    }
                    self.bodies.body_mut(body).detach_op(op);
                    erase.push((body, op));
                }
                Rewrite::ReplaceValue((body, value), converter) => {
                    if let Some(replacement) =
                        self.find_or_build_replacement((body, value), converter)
                    {
                        self.replace_value_uses(body, value, replacement);
                    }
                }
                Rewrite::BlockSignature { body, block, old_count } => {
                    signatures.push((body, block, old_count));
                }
                _ => {}
            }
            index += 1;
        }
        for (body, op) in erase {
            self.bodies.body_mut(body).erase_op(op);
        }
        for (body, block, old_count) in signatures {
            let target = self.bodies.body_mut(body);
            for _ in 0..old_count {
                if !target.uses(target.block_arguments(block)[0]).is_empty() {
                    break;
                }
                target.erase_block_argument(block, 0);
            }
        }
        self.rewrites.clear();
    }

    /// Moves the uses of `value` to `replacement`: all of them for a block
    /// argument replacement, otherwise those the replacement dominates by
    /// position (after its op, or in another block).
    fn replace_value_uses(&mut self, body: BodyId, value: Value, replacement: Value) {
        let target = self.bodies.body_mut(body);
        match target.value(replacement).def() {
            ValueDef::BlockArgument { .. } => target.replace_all_uses(value, replacement),
            ValueDef::Result { op: definition, .. } => {
                let definition_block = target.op(definition).parent_block();
                let users: Vec<(Op, u32)> =
                    target.uses(value).iter().map(|user| (user.op, user.operand_index)).collect();
                for (user, operand) in users {
                    let same_block = target.op(user).parent_block() == definition_block;
                    if !same_block || comes_after(target, definition, user) {
                        target.set_operand(user, operand as usize, replacement);
                    }
                }
            }
        }
    }

    /// The value that replaces `from` for the users left: the deepest
    /// replacement of the same type, or a cast of the latest replacement
    /// to that type; `None` when no live user needs one.
    fn find_or_build_replacement(
        &mut self,
        from: ValueKey,
        converter: Option<&'a TypeConverter<'a>>,
    ) -> Option<Value> {
        let (body, value) = from;
        let values = self.bodies.body(body);
        let ty = values.value_type(value);
        if let Some(next) = self.mapping.get(from) {
            if let Some(found) = self.lookup_in(values, (body, next), Some(ty), false) {
                return Some(found);
            }
        }
        let all_users_replaced =
            values.uses(value).iter().all(|user| self.replaced.contains((body, user.op)));
        if all_users_replaced && !self.is_mapping_target(from) {
            return None;
        }
        let latest = self
            .mapping
            .get(from)
            .map(|next| self.lookup((body, next), None, false).unwrap_or(next));
        let location = match self.bodies.body(body).value(value).def() {
            ValueDef::Result { op, .. } => self.bodies.body(body).op(op).location,
            ValueDef::BlockArgument { block, index } => {
                self.bodies.body(body).block_argument_locations(block)[index as usize]
            }
        };
        let saved = self.converter;
        self.converter = converter;
        let cast = match latest {
            Some(latest) => {
                let point = insertion_point_for(self.bodies.body(body), latest);
                let cast = self.build_cast(
                    body,
                    point,
                    &[latest],
                    ty,
                    location,
                    true,
                    Some(MaterializationKind::Source),
                );
                self.map((body, latest), cast);
                cast
            }
            None => {
                let point = insertion_point_for(self.bodies.body(body), value);
                self.build_cast(
                    body,
                    point,
                    &[],
                    ty,
                    location,
                    false,
                    Some(MaterializationKind::Source),
                )
            }
        };
        self.converter = saved;
        Some(cast)
    }

    /// Whether some mapping leads to `value`. The counts behind the answer
    /// are made from the mapping when first asked (only committing asks)
    /// and then kept up to date by each change of the mapping.
    fn is_mapping_target(&mut self, value: ValueKey) -> bool {
        let mapping = &self.mapping;
        let counts = self.mapped_to.get_or_insert_with(|| {
            let mut counts: FxHashMap<ValueKey, u32> = FxHashMap::default();
            counts.reserve(mapping.len());
            for ((body, _), to) in mapping.iter() {
                *counts.entry((body, to)).or_default() += 1;
            }
            counts
        });
        counts.contains_key(&value)
    }

    pub(crate) fn bodies(&mut self) -> &mut dyn BodyStore {
        self.bodies
    }

    pub(crate) fn bodies_ref(&self) -> &dyn BodyStore {
        self.bodies
    }
}

fn decrement(counts: &mut FxHashMap<ValueKey, u32>, key: ValueKey) {
    if let Some(count) = counts.get_mut(&key) {
        *count -= 1;
        if *count == 0 {
            counts.remove(&key);
        }
    }
}

/// The single result of a cast just built.
fn target_result(body: &Body, op: Op) -> Value {
    body.op(op).result(0)
}

/// The insertion point just after `op`.
pub(crate) fn after(body: &Body, op: Op) -> InsertPoint {
    match body.op(op).next() {
        Some(next) => InsertPoint::Before(next),
        None => match body.op(op).parent_block() {
            Some(block) => InsertPoint::End(block),
            None => InsertPoint::Detached,
        },
    }
}

/// The insertion point at the start of `block`.
pub(crate) fn start_of(body: &Body, block: Block) -> InsertPoint {
    match body.first_op(block) {
        Some(first) => InsertPoint::Before(first),
        None => InsertPoint::End(block),
    }
}

/// Where a cast of `value` goes: just after its defining op, or at the
/// start of its block for a block argument.
pub(crate) fn insertion_point_for(body: &Body, value: Value) -> InsertPoint {
    match body.value(value).def() {
        ValueDef::Result { op, .. } => after(body, op),
        ValueDef::BlockArgument { block, .. } => start_of(body, block),
    }
}

fn position_of(body: &Body, op: Op) -> OpPosition {
    match (body.op(op).next(), body.op(op).parent_block()) {
        (Some(next), _) => OpPosition::Before(next),
        (None, Some(block)) => OpPosition::End(block),
        (None, None) => OpPosition::Detached,
    }
}

/// Whether `user` comes after `definition` in their block.
fn comes_after(body: &Body, definition: Op, user: Op) -> bool {
    let mut current = body.op(definition).next();
    while let Some(op) = current {
        if op == user {
            return true;
        }
        current = body.op(op).next();
    }
    false
}

/// Every op nested in `op` (not `op` itself), through the bodies of
/// isolated ops too.
fn collect_nested(bodies: &dyn BodyStore, body: BodyId, op: Op, out: &mut Vec<OpKey>) {
    let data = bodies.body(body).op(op);
    let (inner_body, regions) = match data.isolated_body() {
        Some(child) => (child, data.regions().to_vec()),
        None => (body, data.regions().to_vec()),
    };
    let inner = bodies.body(inner_body);
    for region in regions {
        for block in inner.region_blocks(region) {
            for nested in inner.block_ops(block) {
                out.push((inner_body, nested));
                collect_nested(bodies, inner_body, nested, out);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    /// The log holds a few entries per converted op until the conversion
    /// commits (a module of 10^6 ops holds millions): an entry takes three
    /// words, its rare large kinds boxed.
    #[test]
    fn a_log_entry_takes_three_words() {
        assert!(std::mem::size_of::<super::Rewrite<'static>>() <= 24);
    }
}
