//! [`Body`]: the arenas of one isolated-from-above op's regions, with the
//! op lists of blocks, the block lists of regions and the use lists of values.
//!
//! What exists (the `*Data` records) is kept apart from order: op lists and
//! block lists are id-linked lists inside the records, so inserting, erasing
//! and moving are O(1). Each value keeps a list of its uses; each operand
//! remembers its slot in that list, so dropping a use is O(1) too.

use smallvec::SmallVec;

use super::ids::{Block, BodyId, Op, Region, ResultRange, Value};
use super::operand_list::OperandList;
use crate::attributes::Attr;
use crate::entity::{grow_to, EntityId, InlineMap, PrimaryMap};
use crate::ods::PropertyBox;
use crate::registry::OpName;
use crate::types::Type;

/// One operand of an op: the value used and the slot of this use in the
/// value's use list. Laid out as written (`repr(C)`): an op's list of
/// operands tells whether it holds one from its value's word (see
/// `operand_list`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Operand {
    /// The value used.
    pub value: Value,
    use_slot: u32,
}

impl Operand {
    /// The operand using `value` as use number `use_slot` of its list.
    #[cfg(test)]
    pub(crate) fn new(value: Value, use_slot: u32) -> Self {
        Operand { value, use_slot }
    }
}

/// One use of a value: the op and the operand number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Use {
    /// The op using the value.
    pub op: Op,
    /// The operand number within the op.
    pub operand_index: u32,
}

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// Result number `index` of `op`.
    Result {
        /// The defining op.
        op: Op,
        /// The result number.
        index: u32,
    },
    /// Argument number `index` of `block`.
    BlockArgument {
        /// The block.
        block: Block,
        /// The argument number.
        index: u32,
    },
}

/// What a value is: its type, its origin and its uses.
#[derive(Clone, Debug)]
pub struct ValueData {
    /// The value's type.
    pub ty: Type,
    /// The arena index of the defining op or block.
    owner: u32,
    /// The result or argument number (the low [`INDEX_BITS`] bits), with
    /// [`BLOCK_ARGUMENT`] set for a block argument ([`ValueDef`] packed
    /// with `owner` into eight bytes), and in the two bits between, how
    /// many of `uses` are in place, or [`SPILLED`].
    position: u32,
    uses: UseList,
}

/// The bit of [`ValueData`]'s position that marks a block argument.
const BLOCK_ARGUMENT: u32 = 1 << 31;

/// How many low bits of [`ValueData`]'s position hold the result or
/// argument number: an op or block with 2^29 values would take 15 GB.
const INDEX_BITS: u32 = 29;

/// The bits of [`ValueData`]'s position that hold the result or argument
/// number.
const INDEX_MASK: u32 = (1 << INDEX_BITS) - 1;

/// The bits of [`ValueData`]'s position that hold the state of its uses.
const USES_MASK: u32 = 3 << INDEX_BITS;

/// The state of a value's uses once they moved to the body's spilled
/// uses (the states below it count the uses in place).
const SPILLED: u32 = 3;

impl ValueData {
    fn new(ty: Type, def: ValueDef) -> Self {
        let mut data = ValueData { ty, owner: 0, position: 0, uses: UseList::default() };
        data.set_def(def);
        data
    }

    /// Where the value comes from.
    #[inline]
    pub fn def(&self) -> ValueDef {
        let index = self.position & INDEX_MASK;
        if self.position & BLOCK_ARGUMENT == 0 {
            ValueDef::Result { op: Op::from_index(self.owner as usize), index }
        } else {
            ValueDef::BlockArgument { block: Block::from_index(self.owner as usize), index }
        }
    }

    fn set_def(&mut self, def: ValueDef) {
        let (owner, index, tag) = match def {
            ValueDef::Result { op, index } => (op.index(), index, 0),
            ValueDef::BlockArgument { block, index } => (block.index(), index, BLOCK_ARGUMENT),
        };
        assert!(index <= INDEX_MASK, "more than 2^29 results or block arguments");
        self.owner = owner as u32;
        self.position = index | tag | (self.position & USES_MASK);
    }

    /// The state of the uses: how many are in place, or [`SPILLED`].
    #[inline]
    fn use_state(&self) -> u32 {
        (self.position & USES_MASK) >> INDEX_BITS
    }

    fn set_use_state(&mut self, state: u32) {
        self.position = (self.position & !USES_MASK) | (state << INDEX_BITS);
    }

    /// Where the uses are, if they moved to the spilled uses.
    #[inline]
    fn spilled(&self) -> Option<Stretch> {
        (self.use_state() == SPILLED).then_some(Stretch {
            start: self.uses.inline[0].operand_index as usize,
            len: self.uses.inline[1].op.index(),
            room: self.uses.inline[1].operand_index as usize,
        })
    }

    fn set_spilled(&mut self, stretch: Stretch) {
        self.set_use_state(SPILLED);
        self.uses.inline[0].operand_index = stretch.start as u32;
        self.uses.inline[1] =
            Use { op: Op::from_index(stretch.len), operand_index: stretch.room as u32 };
    }

    /// The uses in place (none once they are spilled).
    #[inline]
    fn inline_uses(&self) -> &[Use] {
        let state = self.use_state();
        &self.uses.inline[..if state == SPILLED { 0 } else { state as usize }]
    }
}

/// The uses of one value: up to two in place, more in a stretch of the
/// body's spilled uses (most values have one or two uses). How many are
/// in place is kept in the value's spare position bits (see
/// [`ValueData::use_state`]), so the list takes sixteen bytes.
#[derive(Clone, Copy, Debug)]
struct UseList {
    /// The uses in place. Once spilled, they give where the value's
    /// stretch of spilled uses is: the first's operand index its start,
    /// the second's op its length (as an index) and its operand index how
    /// many uses the stretch has room for.
    inline: [Use; 2],
}

/// A spilled list's room when it first spills (the two uses in place and
/// the one that did not fit, with room for one more).
const FIRST_SPILLED_ROOM: u32 = 4;

impl Default for UseList {
    fn default() -> Self {
        let empty = Use { op: Op::from_index(0), operand_index: 0 };
        UseList { inline: [empty; 2] }
    }
}

/// Where a value's uses are in the body's spilled uses.
#[derive(Clone, Copy)]
struct Stretch {
    start: usize,
    len: usize,
    room: usize,
}

/// What an op is. Fields that carry invariants (links, uses) are private and
/// changed through [`Body`]'s methods.
#[derive(Clone, Debug)]
pub struct OpData {
    /// The op's name.
    pub name: OpName,
    /// The op's location (a location attribute).
    pub location: Attr,
    /// Discardable attributes: a dictionary attribute.
    pub attributes: Attr,
    /// Properties (inherent data): a typed struct for ops defined with
    /// `#[op]`, a dictionary for the others.
    pub properties: Option<PropertyBox>,
    operands: OperandList,
    results: ResultRange,
    /// Successors, regions and the isolated body, which most ops lack,
    /// kept out of line.
    extra: Option<Box<OpExtra>>,
    parent: Option<Block>,
    prev: Option<Op>,
    next: Option<Op>,
}

/// The parts of an op that most ops do not have.
#[derive(Clone, Debug, Default)]
struct OpExtra {
    /// For isolated-from-above ops: the body that holds the op's regions.
    isolated_body: Option<BodyId>,
    /// Kept in place up to two (a conditional branch's, a function's one
    /// region), so most ops that have them need no list of their own.
    successors: SmallVec<[Block; 2]>,
    regions: SmallVec<[Region; 2]>,
}

impl OpData {
    /// The properties as the generic form's dictionary, if any is set.
    pub fn properties_attr(&self, context: &crate::Context) -> Option<Attr> {
        self.properties.as_ref().and_then(|properties| properties.to_dictionary(context))
    }

    fn extra_mut(&mut self) -> &mut OpExtra {
        self.extra.get_or_insert_with(Box::default)
    }
}

/// What a block is: its arguments and its list of ops. Up to four
/// arguments are kept in the record itself (in the room a vector's
/// pointer, length and capacity take), so most blocks need no list of
/// their own.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    arguments: SmallVec<[Value; 4]>,
    argument_locations: SmallVec<[Attr; 4]>,
    parent: Option<Region>,
    prev: Option<Block>,
    next: Option<Block>,
    first_op: Option<Op>,
    last_op: Option<Op>,
}

/// What a region is: its list of blocks and its owner.
#[derive(Clone, Debug, Default)]
pub struct RegionData {
    /// The op owning the region when that op is in the same body; `None`
    /// for the regions of the body's own isolated op.
    parent_op: Option<Op>,
    first_block: Option<Block>,
    last_block: Option<Block>,
}

/// The least room an arena of a finished body must have unused for
/// [`Body::shrink_to_fit`] to give it back: two of the allocator's 16-byte
/// steps (two values of a small function, for instance).
const SHRINK_MIN_BYTES: usize = 32;

/// The least size of a body's spilled uses for [`Body::shrink_to_fit`] to
/// look at packing them: a body of a few hundred ops has less, and is not
/// worth the look at each of its values.
const COMPACT_SPILLED_MIN_BYTES: usize = 4096;

/// The arenas of one isolated-from-above op's regions.
#[derive(Clone, Default)]
pub struct Body {
    ops: PrimaryMap<Op, OpData>,
    /// A body's one region and entry block (most bodies have no others)
    /// are kept in the body itself.
    blocks: InlineMap<Block, BlockData>,
    regions: InlineMap<Region, RegionData>,
    values: PrimaryMap<Value, ValueData>,
    /// The uses of values with more than two, in a stretch per value (see
    /// [`UseList`]); a list that outgrows its stretch moves to a new one
    /// twice as large at the end, unless it is at the end already.
    spilled_uses: Vec<Use>,
    /// The op (in another body) whose regions this body holds.
    pub(crate) owner: Option<(BodyId, Op)>,
    /// The name of that op, so the body knows its owner's traits.
    pub(crate) owner_name: Option<OpName>,
    /// The regions of the owning op, in order (kept in place: an isolated
    /// op usually has one).
    pub(crate) owner_regions: SmallVec<[Region; 2]>,
}

/// Reading entities.
impl Body {
    /// An empty body.
    pub fn new() -> Self {
        Body::default()
    }

    /// Gives back the room the arenas reserved beyond their entities (a
    /// finished body of a hundred ops would otherwise keep room for 112),
    /// where that room is worth a reallocation.
    pub fn shrink_to_fit(&mut self) {
        self.compact_spilled_uses();
        self.ops.shrink_if_worth(SHRINK_MIN_BYTES);
        self.blocks.shrink_if_worth(SHRINK_MIN_BYTES);
        self.regions.shrink_if_worth(SHRINK_MIN_BYTES);
        self.values.shrink_if_worth(SHRINK_MIN_BYTES);
    }

    /// Packs the spilled use lists when most of their arena is no longer
    /// theirs: a list that grew moved and left its old stretch behind,
    /// and a value whose uses all went elsewhere (a pass replaced it)
    /// still held its room. Each list keeps its uses in their order, so
    /// the use slots operands record stay right; an empty one goes back
    /// in place.
    fn compact_spilled_uses(&mut self) {
        if self.spilled_uses.len() * std::mem::size_of::<Use>() < COMPACT_SPILLED_MIN_BYTES {
            return;
        }
        let live: usize = self
            .values
            .iter()
            .filter_map(|(_, data)| data.spilled())
            .map(|stretch| stretch.len)
            .sum();
        if 2 * live > self.spilled_uses.len() {
            return;
        }
        let mut compacted = Vec::with_capacity(live);
        for (_, data) in self.values.iter_mut() {
            let Some(stretch) = data.spilled() else { continue };
            if stretch.len == 0 {
                data.set_use_state(0);
                continue;
            }
            let start = compacted.len();
            compacted
                .extend_from_slice(&self.spilled_uses[stretch.start..stretch.start + stretch.len]);
            data.set_spilled(Stretch { start, len: stretch.len, room: stretch.len });
        }
        self.spilled_uses = compacted;
    }

    /// Makes room for `ops` more ops and `values` more values (or a
    /// quarter more, when that is more): for a pass that knows about how
    /// many it will create (a conversion rewriting the ops it has patterns
    /// for), so the arenas grow once rather than a quarter at a time.
    pub fn reserve(&mut self, ops: usize, values: usize) {
        self.ops.make_room(ops);
        self.values.make_room(values);
    }

    /// Makes room for exactly `ops` more ops and `values` more values,
    /// where there is less: for a body whose size is about known (the
    /// parser starts a body with room for as many as its predecessor).
    pub fn reserve_exact(&mut self, ops: usize, values: usize) {
        self.ops.reserve_exact(ops);
        self.values.reserve_exact(values);
    }

    /// How many op ids and value ids the body has given out (one past the
    /// greatest of each): the size of a table indexed by them.
    pub fn id_bounds(&self) -> (usize, usize) {
        (self.ops.len(), self.values.len())
    }

    /// The op (of another body) that owns this body, if any.
    pub fn owner(&self) -> Option<(BodyId, Op)> {
        self.owner
    }

    /// The name of the op that owns this body, if any.
    pub fn owner_name(&self) -> Option<OpName> {
        self.owner_name
    }

    /// The regions of the owning isolated op, held by this body.
    pub fn owner_regions(&self) -> &[Region] {
        &self.owner_regions
    }

    /// Adds a region to the owning isolated op and returns it.
    pub fn add_owner_region(&mut self) -> Region {
        let region = self.regions.push(RegionData::default());
        self.owner_regions.push(region);
        region
    }

    /// An op's data.
    #[inline]
    pub fn op(&self, op: Op) -> &OpData {
        &self.ops[op]
    }

    /// An op's data, mutably (only the fields without invariants are public).
    #[inline]
    pub fn op_mut(&mut self, op: Op) -> &mut OpData {
        &mut self.ops[op]
    }

    /// A value's data.
    #[inline]
    pub fn value(&self, value: Value) -> &ValueData {
        &self.values[value]
    }

    /// A value's type.
    #[inline]
    pub fn value_type(&self, value: Value) -> Type {
        self.values[value].ty
    }

    /// Changes a value's type.
    pub fn set_value_type(&mut self, value: Value, ty: Type) {
        self.values[value].ty = ty;
    }

    /// The uses of a value, in no particular order.
    #[inline]
    pub fn uses(&self, value: Value) -> &[Use] {
        let data = &self.values[value];
        let state = data.use_state();
        if state != SPILLED {
            return &data.uses.inline[..state as usize];
        }
        let start = data.uses.inline[0].operand_index as usize;
        &self.spilled_uses[start..start + data.uses.inline[1].op.index()]
    }

    /// Number of ops ever created in this body (erased ones included).
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }

    /// Number of values ever created in this body.
    pub fn value_capacity(&self) -> usize {
        self.values.len()
    }

    /// The types of all values ever created in this body (those of erased
    /// ones included), in creation order.
    pub(crate) fn value_types(&self) -> impl Iterator<Item = Type> + '_ {
        self.values.iter().map(|(_, data)| data.ty)
    }

    /// Number of blocks ever created in this body.
    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }
}

/// Reading ops.
impl OpData {
    /// The values the op uses, in order.
    #[inline]
    pub fn operands(&self) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.operands.as_slice().iter().map(|operand| operand.value)
    }

    /// Operand number `index`.
    #[inline]
    pub fn operand(&self, index: usize) -> Value {
        self.operands.as_slice()[index].value
    }

    /// Number of operands.
    #[inline]
    pub fn operand_count(&self) -> usize {
        self.operands.len()
    }

    /// The op's results.
    #[inline]
    pub fn results(&self) -> ResultRange {
        self.results
    }

    /// Result number `index`.
    ///
    /// # Panics
    /// When the op has no result number `index`.
    #[inline]
    #[track_caller]
    pub fn result(&self, index: usize) -> Value {
        self.results.at(index)
    }

    /// For isolated-from-above ops: the body that holds the op's regions
    /// (set by [`Body::set_isolated_body`]).
    #[inline]
    pub fn isolated_body(&self) -> Option<BodyId> {
        self.extra.as_ref().and_then(|extra| extra.isolated_body)
    }

    /// The op's successor blocks.
    #[inline]
    pub fn successors(&self) -> &[Block] {
        self.extra.as_ref().map_or(&[], |extra| &extra.successors)
    }

    /// The op's regions (in this body, or in the isolated body when
    /// [`OpData::isolated_body`] is set).
    #[inline]
    pub fn regions(&self) -> &[Region] {
        self.extra.as_ref().map_or(&[], |extra| &extra.regions)
    }

    /// The block holding the op, if it is in one.
    #[inline]
    pub fn parent_block(&self) -> Option<Block> {
        self.parent
    }

    /// The next op in the same block.
    #[inline]
    pub fn next(&self) -> Option<Op> {
        self.next
    }

    /// The previous op in the same block.
    #[inline]
    pub fn prev(&self) -> Option<Op> {
        self.prev
    }
}

/// Reading blocks and regions.
impl Body {
    /// A block's arguments.
    #[inline]
    pub fn block_arguments(&self, block: Block) -> &[Value] {
        &self.blocks[block].arguments
    }

    /// The location of each block argument.
    pub fn block_argument_locations(&self, block: Block) -> &[Attr] {
        &self.blocks[block].argument_locations
    }

    /// The region holding a block.
    pub fn block_parent(&self, block: Block) -> Option<Region> {
        self.blocks[block].parent
    }

    /// The ops of a block, in order.
    pub fn block_ops(&self, block: Block) -> BlockOps<'_> {
        BlockOps { body: self, next: self.blocks[block].first_op }
    }

    /// The first op of a block.
    pub fn first_op(&self, block: Block) -> Option<Op> {
        self.blocks[block].first_op
    }

    /// The last op of a block (its terminator when it has one).
    pub fn last_op(&self, block: Block) -> Option<Op> {
        self.blocks[block].last_op
    }

    /// The next block in the same region.
    pub fn next_block(&self, block: Block) -> Option<Block> {
        self.blocks[block].next
    }

    /// The blocks of a region, in order.
    pub fn region_blocks(&self, region: Region) -> RegionBlocks<'_> {
        RegionBlocks { body: self, next: self.regions[region].first_block }
    }

    /// The entry block of a region.
    pub fn entry_block(&self, region: Region) -> Option<Block> {
        self.regions[region].first_block
    }

    /// The op owning a region, when it is in this body.
    pub fn region_parent_op(&self, region: Region) -> Option<Op> {
        self.regions[region].parent_op
    }

    /// The op whose regions (directly) contain `op`, when it is in this body.
    pub fn parent_op(&self, op: Op) -> Option<Op> {
        let block = self.ops[op].parent?;
        let region = self.blocks[block].parent?;
        self.regions[region].parent_op
    }

    /// The block holding `op`, and the region holding that block.
    pub fn op_position(&self, op: Op) -> Option<(Block, Region)> {
        let block = self.ops[op].parent?;
        Some((block, self.blocks[block].parent?))
    }
}

/// Iterator over the ops of a block.
pub struct BlockOps<'a> {
    body: &'a Body,
    next: Option<Op>,
}

impl Iterator for BlockOps<'_> {
    type Item = Op;
    #[inline]
    fn next(&mut self) -> Option<Op> {
        let op = self.next?;
        self.next = self.body.ops[op].next;
        Some(op)
    }
}

/// Iterator over the blocks of a region.
pub struct RegionBlocks<'a> {
    body: &'a Body,
    next: Option<Block>,
}

impl Iterator for RegionBlocks<'_> {
    type Item = Block;
    #[inline]
    fn next(&mut self) -> Option<Block> {
        let block = self.next?;
        self.next = self.body.blocks[block].next;
        Some(block)
    }
}

/// Creating entities.
impl Body {
    /// Creates a detached op. Its results get the given types; its regions
    /// are created empty in this body unless `isolated_body` is set, in
    /// which case the caller creates them in that body.
    ///
    /// This is the one primitive every builder ends in, so it takes each
    /// piece separately rather than allocating an `OperationState`.
    #[allow(clippy::too_many_arguments)]
    pub fn create_op(
        &mut self,
        name: OpName,
        location: Attr,
        operands: &[Value],
        result_types: &[Type],
        successors: &[Block],
        region_count: usize,
        attributes: Attr,
        properties: Option<PropertyBox>,
    ) -> Op {
        let op = self.ops.next_key();
        let results = ResultRange::new(self.values.len(), result_types.len());
        for (index, &ty) in result_types.iter().enumerate() {
            self.values.push(ValueData::new(ty, ValueDef::Result { op, index: index as u32 }));
        }
        let operand_list = self.use_as_operands(op, operands);
        let extra = if successors.is_empty() && region_count == 0 {
            None
        } else {
            let regions: SmallVec<[Region; 2]> = (0..region_count)
                .map(|_| {
                    self.regions.push(RegionData { parent_op: Some(op), ..RegionData::default() })
                })
                .collect();
            Some(Box::new(OpExtra { isolated_body: None, successors: successors.into(), regions }))
        };
        let created = self.ops.push(OpData {
            name,
            location,
            attributes,
            properties,
            operands: operand_list,
            results,
            extra,
            parent: None,
            prev: None,
            next: None,
        });
        debug_assert_eq!(created, op);
        op
    }

    /// Marks `op` as isolated with its regions held by `body` (the regions
    /// listed on the op are then ids of that body).
    pub fn set_isolated_body(&mut self, op: Op, body: BodyId, regions: &[Region]) {
        let extra = self.ops[op].extra_mut();
        extra.isolated_body = Some(body);
        extra.regions = regions.into();
    }

    /// Renames the bodies this body refers to (its owner's and those of its
    /// isolated ops) through `rename`, when its arena moves into another
    /// set of bodies.
    pub fn rename_bodies(&mut self, rename: impl Fn(BodyId) -> BodyId) {
        if let Some((owner_body, owner_op)) = self.owner {
            self.owner = Some((rename(owner_body), owner_op));
        }
        for (_, data) in self.ops.iter_mut() {
            if let Some(extra) = &mut data.extra {
                extra.isolated_body = extra.isolated_body.map(&rename);
            }
        }
    }

    /// Takes away the isolated body of `op` and its regions (which then
    /// belong to another op, see [`Body::set_isolated_body`]).
    pub fn clear_isolated_body(&mut self, op: Op) {
        if let Some(extra) = &mut self.ops[op].extra {
            extra.isolated_body = None;
            extra.regions = SmallVec::new();
        }
    }

    /// Records `owner` (an op of another body, named `name`) as the op
    /// whose regions this body holds: when a body moves to another op.
    pub fn set_owner(&mut self, owner: Option<(BodyId, Op)>, name: Option<OpName>) {
        self.owner = owner;
        self.owner_name = name;
    }

    /// Creates a detached block with no arguments.
    pub fn create_block(&mut self) -> Block {
        self.blocks.push(BlockData::default())
    }

    /// Creates a region owned by no op (used by parsers and cloning).
    pub fn create_detached_region(&mut self) -> Region {
        self.regions.push(RegionData::default())
    }

    /// Adds an argument of type `ty` at `location` to `block`.
    pub fn add_block_argument(&mut self, block: Block, ty: Type, location: Attr) -> Value {
        let index = self.blocks[block].arguments.len() as u32;
        let value = self.values.push(ValueData::new(ty, ValueDef::BlockArgument { block, index }));
        let data = &mut self.blocks[block];
        data.arguments.push(value);
        data.argument_locations.push(location);
        value
    }

    /// Inserts an argument of type `ty` at `location` as argument number
    /// `index` of `block` (the arguments from `index` on move up one).
    pub fn insert_block_argument(
        &mut self,
        block: Block,
        index: usize,
        ty: Type,
        location: Attr,
    ) -> Value {
        let value = self
            .values
            .push(ValueData::new(ty, ValueDef::BlockArgument { block, index: index as u32 }));
        let data = &mut self.blocks[block];
        data.arguments.insert(index, value);
        data.argument_locations.insert(index, location);
        let arguments = self.blocks[block].arguments.clone();
        for (position, argument) in arguments.into_iter().enumerate().skip(index + 1) {
            self.values[argument]
                .set_def(ValueDef::BlockArgument { block, index: position as u32 });
        }
        value
    }

    /// Sets the location of block argument number `index`.
    pub fn set_block_argument_location(&mut self, block: Block, index: usize, location: Attr) {
        self.blocks[block].argument_locations[index] = location;
    }

    /// Removes argument number `index` of `block`; it must have no uses.
    pub fn erase_block_argument(&mut self, block: Block, index: usize) {
        let data = &mut self.blocks[block];
        let value = data.arguments.remove(index);
        data.argument_locations.remove(index);
        debug_assert!(self.uses(value).is_empty(), "erasing a block argument with uses");
        let arguments = self.blocks[block].arguments.clone();
        for (position, argument) in arguments.into_iter().enumerate().skip(index) {
            self.values[argument]
                .set_def(ValueDef::BlockArgument { block, index: position as u32 });
        }
    }
}

/// Operands and uses.
impl Body {
    /// Adds a use of each of `values` by `op`, as its operands in order,
    /// and returns the list of them (which `op` does not hold yet).
    fn use_as_operands(&mut self, op: Op, values: &[Value]) -> OperandList {
        OperandList::from_fn(values.len(), |index| {
            let value = values[index];
            let use_slot = self.add_use(value, Use { op, operand_index: index as u32 });
            Operand { value, use_slot }
        })
    }

    /// Adds `user` to the uses of `value` and returns its slot. The other
    /// uses keep their slots (a list that spills or moves keeps its order).
    fn add_use(&mut self, value: Value, user: Use) -> u32 {
        let data = &mut self.values[value];
        let state = data.use_state();
        if state < 2 {
            data.uses.inline[state as usize] = user;
            data.set_use_state(state + 1);
            return state;
        }
        let spilled = &mut self.spilled_uses;
        // Room for `length` uses in all, doubling as a vector would (see
        // `grow_to` for why not in place).
        let make_room = |spilled: &mut Vec<Use>, length: usize| {
            if spilled.capacity() < length {
                grow_to(spilled, length.max(2 * spilled.capacity()));
            }
        };
        let mut stretch = match data.spilled() {
            Some(stretch) => stretch,
            None => {
                let start = spilled.len();
                make_room(spilled, start + FIRST_SPILLED_ROOM as usize);
                spilled.extend_from_slice(&data.uses.inline);
                spilled.resize(start + FIRST_SPILLED_ROOM as usize, user);
                Stretch { start, len: 2, room: FIRST_SPILLED_ROOM as usize }
            }
        };
        if stretch.len == stretch.room {
            let end = stretch.start + stretch.room;
            let moves = end != spilled.len();
            let new_start = if moves { spilled.len() } else { stretch.start };
            make_room(spilled, new_start + 2 * stretch.room);
            if moves {
                let start = spilled.len();
                spilled.extend_from_within(stretch.start..end);
                stretch.start = start;
            }
            spilled.resize(stretch.start + 2 * stretch.room, user);
            stretch.room *= 2;
            assert!(stretch.start + stretch.room <= u32::MAX as usize, "spilled uses overflow");
        }
        spilled[stretch.start + stretch.len] = user;
        stretch.len += 1;
        data.set_spilled(stretch);
        (stretch.len - 1) as u32
    }

    /// Drops use slot `slot` of `value`, moving the last use into its place.
    fn remove_use(&mut self, value: Value, slot: u32) {
        let data = &mut self.values[value];
        let slot = slot as usize;
        let moved = match data.spilled() {
            None => {
                let last = data.use_state() - 1;
                data.set_use_state(last);
                let last = last as usize;
                data.uses.inline[slot] = data.uses.inline[last];
                (slot < last).then_some(data.uses.inline[slot])
            }
            Some(mut stretch) => {
                stretch.len -= 1;
                let spilled = &mut self.spilled_uses[stretch.start..];
                spilled[slot] = spilled[stretch.len];
                data.set_spilled(stretch);
                (slot < stretch.len).then_some(spilled[slot])
            }
        };
        if let Some(moved) = moved {
            self.ops[moved.op].operands.as_mut_slice()[moved.operand_index as usize].use_slot =
                slot as u32;
        }
    }

    /// Takes the uses of `value` away, leaving it with none.
    fn take_uses(&mut self, value: Value) -> SmallVec<[Use; 4]> {
        let data = &mut self.values[value];
        match data.spilled() {
            None => {
                let taken = SmallVec::from_slice(data.inline_uses());
                data.set_use_state(0);
                taken
            }
            Some(mut stretch) => {
                let start = stretch.start;
                let taken = SmallVec::from_slice(&self.spilled_uses[start..start + stretch.len]);
                stretch.len = 0;
                data.set_spilled(stretch);
                taken
            }
        }
    }

    /// Replaces operand number `index` of `op` with `value`.
    pub fn set_operand(&mut self, op: Op, index: usize, value: Value) {
        let old = self.ops[op].operands.as_slice()[index];
        if old.value == value {
            return;
        }
        self.remove_use(old.value, old.use_slot);
        let use_slot = self.add_use(value, Use { op, operand_index: index as u32 });
        self.ops[op].operands.as_mut_slice()[index] = Operand { value, use_slot };
    }

    /// Replaces all operands of `op`.
    pub fn set_operands(&mut self, op: Op, values: &[Value]) {
        self.drop_operands(op);
        // New uses never move the slots of others (see `add_use`), so the
        // list can be made whole before the op holds it.
        self.ops[op].operands = self.use_as_operands(op, values);
    }

    fn drop_operands(&mut self, op: Op) {
        // Remove from the back while the operands are still in place: a use
        // moved by `remove_use` may belong to an earlier operand of this op,
        // whose recorded slot must then be updated.
        for index in (0..self.ops[op].operands.len()).rev() {
            let operand = self.ops[op].operands.as_slice()[index];
            self.remove_use(operand.value, operand.use_slot);
        }
        self.ops[op].operands.clear();
    }

    /// Makes every use of `from` a use of `to`.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let uses = self.take_uses(from);
        for user in uses {
            let use_slot = self.add_use(to, user);
            self.ops[user.op].operands.as_mut_slice()[user.operand_index as usize] =
                Operand { value: to, use_slot };
        }
    }

    /// Replaces the successor number `index` of `op`.
    pub fn set_successor(&mut self, op: Op, index: usize, block: Block) {
        self.ops[op].extra_mut().successors[index] = block;
    }
}

/// Placing ops in blocks.
impl Body {
    /// Appends a detached op at the end of `block`.
    pub fn append_op(&mut self, block: Block, op: Op) {
        let last = self.blocks[block].last_op;
        self.link_op(block, op, last, None);
    }

    /// Inserts a detached op before `before` (which is in a block).
    pub fn insert_op_before(&mut self, before: Op, op: Op) {
        let block = self.ops[before].parent.expect("insertion point is not in a block");
        let prev = self.ops[before].prev;
        self.link_op(block, op, prev, Some(before));
    }

    /// Inserts a detached op after `after` (which is in a block).
    pub fn insert_op_after(&mut self, after: Op, op: Op) {
        let block = self.ops[after].parent.expect("insertion point is not in a block");
        let next = self.ops[after].next;
        self.link_op(block, op, Some(after), next);
    }

    fn link_op(&mut self, block: Block, op: Op, prev: Option<Op>, next: Option<Op>) {
        debug_assert!(self.ops[op].parent.is_none(), "op is already in a block");
        let data = &mut self.ops[op];
        data.parent = Some(block);
        data.prev = prev;
        data.next = next;
        match prev {
            Some(prev) => self.ops[prev].next = Some(op),
            None => self.blocks[block].first_op = Some(op),
        }
        match next {
            Some(next) => self.ops[next].prev = Some(op),
            None => self.blocks[block].last_op = Some(op),
        }
    }

    /// Takes `op` out of its block, keeping it alive (to move it elsewhere).
    pub fn detach_op(&mut self, op: Op) {
        let Some(block) = self.ops[op].parent else { return };
        let (prev, next) = (self.ops[op].prev, self.ops[op].next);
        match prev {
            Some(prev) => self.ops[prev].next = next,
            None => self.blocks[block].first_op = next,
        }
        match next {
            Some(next) => self.ops[next].prev = prev,
            None => self.blocks[block].last_op = prev,
        }
        let data = &mut self.ops[op];
        data.parent = None;
        data.prev = None;
        data.next = None;
    }

    /// Moves `op` to just before `before`.
    pub fn move_op_before(&mut self, op: Op, before: Op) {
        self.detach_op(op);
        self.insert_op_before(before, op);
    }

    /// Erases `op` and everything in its regions (in this body). Its results
    /// must have no uses left outside the erased ops. The arena slots stay
    /// allocated but are unreachable.
    pub fn erase_op(&mut self, op: Op) {
        self.detach_op(op);
        self.drop_references(op);
    }

    fn drop_references(&mut self, op: Op) {
        self.drop_operands(op);
        if self.ops[op].isolated_body().is_none() {
            let regions: Vec<Region> = self.ops[op].regions().to_vec();
            for region in regions.iter() {
                let blocks: Vec<Block> = self.region_blocks(*region).collect();
                for block in blocks {
                    let ops: Vec<Op> = self.block_ops(block).collect();
                    for inner in ops {
                        self.drop_references(inner);
                    }
                }
            }
        }
        if let Some(extra) = &mut self.ops[op].extra {
            extra.successors = SmallVec::new();
        }
    }
}

/// Placing blocks in regions.
impl Body {
    /// Inserts the detached `block` just after `after` in its region.
    pub fn insert_block_after(&mut self, after: Block, block: Block) {
        let region = self.blocks[after].parent.expect("the block is in a region");
        let next = self.blocks[after].next;
        let data = &mut self.blocks[block];
        data.parent = Some(region);
        data.prev = Some(after);
        data.next = next;
        self.blocks[after].next = Some(block);
        match next {
            Some(next) => self.blocks[next].prev = Some(block),
            None => self.regions[region].last_block = Some(block),
        }
    }

    /// Appends a detached block at the end of `region`.
    pub fn append_block(&mut self, region: Region, block: Block) {
        let last = self.regions[region].last_block;
        let data = &mut self.blocks[block];
        data.parent = Some(region);
        data.prev = last;
        data.next = None;
        match last {
            Some(last) => self.blocks[last].next = Some(block),
            None => self.regions[region].first_block = Some(block),
        }
        self.regions[region].last_block = Some(block);
    }

    /// Takes `block` out of its region (its ops stay in it).
    pub fn detach_block(&mut self, block: Block) {
        let Some(region) = self.blocks[block].parent else { return };
        let (prev, next) = (self.blocks[block].prev, self.blocks[block].next);
        match prev {
            Some(prev) => self.blocks[prev].next = next,
            None => self.regions[region].first_block = next,
        }
        match next {
            Some(next) => self.blocks[next].prev = prev,
            None => self.regions[region].last_block = prev,
        }
        let data = &mut self.blocks[block];
        data.parent = None;
        data.prev = None;
        data.next = None;
    }

    /// Sets the op owning `region` (for regions created detached).
    pub fn set_region_parent(&mut self, region: Region, op: Option<Op>) {
        self.regions[region].parent_op = op;
    }

    /// Replaces the regions of a non-isolated op with `regions` (detached
    /// regions of this body), taking ownership of them.
    pub fn set_op_regions(&mut self, op: Op, regions: &[Region]) {
        for &region in regions {
            self.regions[region].parent_op = Some(op);
        }
        self.ops[op].extra_mut().regions = regions.into();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Context;

    /// A body of plain `test.op` ops, with what creating one takes.
    struct TestBody {
        body: Body,
        name: OpName,
        location: Attr,
        empty: Attr,
        i32_type: Type,
    }

    impl TestBody {
        fn new(context: &Context) -> Self {
            TestBody {
                body: Body::new(),
                name: context.op_name("test.op"),
                location: context.unknown_location(),
                empty: context.dictionary_attr(&[]),
                i32_type: context.integer_type(32),
            }
        }

        /// A detached op using `operands`, with `results` `i32` results.
        fn op(&mut self, operands: &[Value], results: usize) -> Op {
            let types = vec![self.i32_type; results];
            let (name, location, empty) = (self.name, self.location, self.empty);
            self.body.create_op(name, location, operands, &types, &[], 0, empty, None)
        }
    }

    /// The records every op and value pays for: growing them is a memory
    /// regression on every input, so it should be a decision, not an
    /// accident.
    #[test]
    fn records_stay_small() {
        assert_eq!(std::mem::size_of::<OpData>(), 72);
        assert_eq!(std::mem::size_of::<ValueData>(), 28);
        assert_eq!(std::mem::size_of::<BlockData>(), 72);
    }

    /// Every use a value lists is an operand that uses it, in the slot the
    /// operand records, and every operand is listed.
    fn check_use_lists(body: &Body, ops: &[Op], values: &[Value]) {
        let mut listed = 0;
        for &value in values {
            for (slot, user) in body.uses(value).iter().enumerate() {
                let operand = body.op(user.op).operands.as_slice()[user.operand_index as usize];
                assert_eq!(operand.value, value);
                assert_eq!(operand.use_slot as usize, slot);
            }
            listed += body.uses(value).len();
        }
        let operands: usize = ops.iter().map(|&op| body.op(op).operand_count()).sum();
        assert_eq!(listed, operands);
    }

    /// Values go from no use to many (spilled) and back, through every way
    /// of changing operands, with the lists checked after each step.
    #[test]
    fn use_lists_spill_and_shrink() {
        let context = Context::new();
        let mut test = TestBody::new(&context);
        let source = test.op(&[], 3);
        let values = test.body.op(source).results().to_vec();
        let mut ops = vec![source];
        let mut state = 0x2545_f491_u32;
        let mut next = |bound: usize| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state as usize % bound
        };
        for _ in 0..400 {
            match next(5) {
                0 | 1 => {
                    let operands: Vec<Value> = (0..next(4)).map(|_| values[next(3)]).collect();
                    ops.push(test.op(&operands, 0));
                }
                2 => {
                    let op = ops[next(ops.len())];
                    let count = test.body.op(op).operand_count();
                    if count > 0 {
                        test.body.set_operand(op, next(count), values[next(3)]);
                    }
                }
                3 => {
                    let op = ops[next(ops.len())];
                    let operands: Vec<Value> = (0..next(5)).map(|_| values[next(3)]).collect();
                    test.body.set_operands(op, &operands);
                }
                _ => test.body.replace_all_uses(values[next(3)], values[next(3)]),
            }
            check_use_lists(&test.body, &ops, &values);
        }
        assert!(values.iter().any(|&value| test.body.uses(value).len() > 2), "some list spilled");
        // Most of the spilled arena is old stretches by now: packing it
        // keeps every list, in order, and the lists still grow after.
        let before: Vec<Vec<Use>> =
            values.iter().map(|&value| test.body.uses(value).to_vec()).collect();
        let arena = test.body.spilled_uses.len();
        test.body.compact_spilled_uses();
        assert!(test.body.spilled_uses.len() < arena, "the arena was mostly old stretches");
        for (&value, uses) in values.iter().zip(&before) {
            let after = test.body.uses(value);
            assert_eq!(after.len(), uses.len());
            assert!(after
                .iter()
                .zip(uses)
                .all(|(a, b)| a.op == b.op && a.operand_index == b.operand_index));
        }
        check_use_lists(&test.body, &ops, &values);
        for _ in 0..50 {
            let operands: Vec<Value> = (0..3).map(|_| values[next(3)]).collect();
            ops.push(test.op(&operands, 0));
            check_use_lists(&test.body, &ops, &values);
        }
        for &op in &ops {
            test.body.set_operands(op, &[]);
        }
        check_use_lists(&test.body, &ops, &values);
        assert!(values.iter().all(|&value| test.body.uses(value).is_empty()));
    }

    #[test]
    fn results_are_consecutive_values() {
        let context = Context::new();
        let mut test = TestBody::new(&context);
        let first = test.op(&[], 1);
        let second = test.op(&[], 3);
        let none = test.op(&[], 0);
        let body = &test.body;
        let results = body.op(second).results();
        assert_eq!(results.len(), 3);
        for (index, value) in results.iter().enumerate() {
            assert_eq!(
                body.value(value).def(),
                ValueDef::Result { op: second, index: index as u32 }
            );
            assert_eq!(results.position(value), Some(index));
            assert_eq!(body.op(second).result(index), value);
        }
        assert!(!results.contains(body.op(first).result(0)));
        assert_eq!(results.slice(1..3).to_vec(), results.iter().skip(1).collect::<Vec<_>>());
        assert_eq!(results.iter().next_back(), results.last());
        assert!(body.op(none).results().is_empty());
        assert_eq!(body.op(none).results().first(), None);
    }

    #[test]
    fn use_lists_follow_operand_changes() {
        let context = Context::new();
        let mut test = TestBody::new(&context);
        let (a, b) = (test.op(&[], 1), test.op(&[], 1));
        let a_value = test.body.op(a).result(0);
        let b_value = test.body.op(b).result(0);
        let user = test.op(&[a_value, a_value, b_value], 0);
        let body = &mut test.body;
        assert_eq!(body.uses(a_value).len(), 2);
        body.set_operand(user, 0, b_value);
        assert_eq!(body.uses(a_value).len(), 1);
        assert_eq!(body.uses(b_value).len(), 2);
        body.replace_all_uses(b_value, a_value);
        assert!(body.uses(b_value).is_empty());
        assert_eq!(body.op(user).operands().collect::<Vec<_>>(), vec![a_value; 3]);
        body.erase_op(user);
        assert!(body.uses(a_value).is_empty());
    }

    #[test]
    fn op_list_insert_move_erase() {
        let context = Context::new();
        let mut body = Body::new();
        let name = context.op_name("test.op");
        let location = context.unknown_location();
        let empty = context.dictionary_attr(&[]);
        let block = body.create_block();
        let ops: Vec<Op> =
            (0..3).map(|_| body.create_op(name, location, &[], &[], &[], 0, empty, None)).collect();
        body.append_op(block, ops[0]);
        body.append_op(block, ops[2]);
        body.insert_op_before(ops[2], ops[1]);
        assert_eq!(body.block_ops(block).collect::<Vec<_>>(), ops);
        body.move_op_before(ops[2], ops[0]);
        assert_eq!(body.block_ops(block).collect::<Vec<_>>(), vec![ops[2], ops[0], ops[1]]);
        body.erase_op(ops[0]);
        assert_eq!(body.block_ops(block).collect::<Vec<_>>(), vec![ops[2], ops[1]]);
        assert_eq!(body.last_op(block), Some(ops[1]));
    }
}
