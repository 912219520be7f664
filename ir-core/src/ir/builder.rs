//! [`OperationState`] (everything needed to create an op) and [`Builder`],
//! which creates ops at an insertion point.

use smallvec::SmallVec;

use super::body::Body;
use super::ids::{Block, Op, Region, Value};
use crate::attributes::Attr;
use crate::registry::OpName;
use crate::types::Type;
use crate::Context;

/// The pieces of an op before it exists, filled by builders. Operands
/// and result types are kept inline up to a few (most ops have no more),
/// so filling a state allocates nothing.
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The op's name.
    pub name: OpName,
    /// The op's location.
    pub location: Attr,
    /// Operand values.
    pub operands: SmallVec<[Value; 4]>,
    /// Result types.
    pub result_types: SmallVec<[Type; 2]>,
    /// Successor blocks.
    pub successors: Vec<Block>,
    /// Number of (empty) regions to create.
    pub region_count: usize,
    /// Discardable attributes as `(name, value)` pairs.
    pub attributes: Vec<(Attr, Attr)>,
    /// Properties: the op's typed struct, or a dictionary.
    pub properties: Option<crate::ods::PropertyBox>,
}

impl OperationState {
    /// Sets the properties to a dictionary attribute: the properties of an
    /// unregistered op, or the generic form of a registered op's, which
    /// [`Builder::create`] converts to its typed properties.
    pub fn set_properties_dictionary(&mut self, dictionary: Attr) {
        self.properties =
            Some(crate::ods::PropertyBox::new(crate::ods::DictionaryProperties(dictionary)));
    }

    /// A state for an op named `name` at `location`, with nothing else.
    pub fn new(name: OpName, location: Attr) -> Self {
        OperationState {
            name,
            location,
            operands: SmallVec::new(),
            result_types: SmallVec::new(),
            successors: Vec::new(),
            region_count: 0,
            attributes: Vec::new(),
            properties: None,
        }
    }
}

/// Where a builder inserts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// At the end of a block.
    End(Block),
    /// Just before an op.
    Before(Op),
    /// Nowhere: created ops stay detached.
    Detached,
}

/// Creates ops in a body at an insertion point.
///
/// ```
/// use ir_core::{Context, ir::{Body, Builder, InsertPoint, OperationState}};
/// let context = Context::new();
/// let mut body = Body::new();
/// let block = body.create_block();
/// let mut builder = Builder::new(&context, &mut body, InsertPoint::End(block));
/// let mut state = OperationState::new(context.op_name("test.constant"), context.unknown_location());
/// state.result_types.push(context.integer_type(32));
/// let op = builder.create(state);
/// assert_eq!(body.block_ops(block).collect::<Vec<_>>(), vec![op]);
/// ```
pub struct Builder<'a> {
    context: &'a Context,
    body: &'a mut Body,
    insert_point: InsertPoint,
    listener: Option<&'a mut dyn crate::rewrite::RewriteListener>,
}

impl<'a> Builder<'a> {
    /// A builder inserting into `body` at `insert_point`.
    pub fn new(context: &'a Context, body: &'a mut Body, insert_point: InsertPoint) -> Self {
        Builder { context, body, insert_point, listener: None }
    }

    /// A builder that tells `listener` of every op it inserts (a rewriter's
    /// builder, so the rewrite driver sees new ops).
    pub fn with_listener(
        context: &'a Context,
        body: &'a mut Body,
        insert_point: InsertPoint,
        listener: &'a mut dyn crate::rewrite::RewriteListener,
    ) -> Self {
        Builder { context, body, insert_point, listener: Some(listener) }
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.context
    }

    /// The body being built.
    pub fn body(&mut self) -> &mut Body {
        self.body
    }

    /// The current insertion point.
    pub fn insert_point(&self) -> InsertPoint {
        self.insert_point
    }

    /// Moves the insertion point.
    pub fn set_insert_point(&mut self, insert_point: InsertPoint) {
        self.insert_point = insert_point;
    }

    /// Creates the op described by `state` and inserts it. A registered
    /// op gets its typed properties (a dictionary in `state` converts); an
    /// isolated-from-above op gets no region here: its regions live in a
    /// body of their own, added with [`crate::ir::Ir::add_isolated_body`].
    pub fn create(&mut self, state: OperationState) -> Op {
        let mut attributes = self.context.dictionary_attr(&state.attributes);
        let mut properties = state.properties;
        // A registered op always holds its typed properties: a dictionary
        // (or nothing) converts, as the parser converts the generic form.
        // A dictionary that does not convert is kept, and the verifier
        // reports the op.
        if let Some(definition) = self.context.op_definition(state.name) {
            let dictionary = match properties.as_deref() {
                None => Some(None),
                Some(given) => given
                    .as_any()
                    .downcast_ref::<crate::ods::DictionaryProperties>()
                    .map(|dictionary| Some(dictionary.0)),
            };
            if let Some(dictionary) = dictionary {
                if let Ok((converted_attributes, converted)) =
                    crate::ods::generic::properties_from_generic(
                        self.context,
                        definition,
                        attributes,
                        dictionary,
                    )
                {
                    attributes = converted_attributes;
                    properties = converted;
                }
            }
        }
        // An isolated op's regions live in a body of their own, which
        // `Ir::add_isolated_body` gives it.
        let isolated = self
            .context
            .op_traits(state.name)
            .contains(crate::traits::TraitFlags::ISOLATED_FROM_ABOVE);
        let region_count = if isolated { 0 } else { state.region_count };
        let op = self.body.create_op(
            state.name,
            state.location,
            &state.operands,
            &state.result_types,
            &state.successors,
            region_count,
            attributes,
            properties,
        );
        self.insert(op);
        op
    }

    /// Inserts a detached op at the insertion point.
    pub fn insert(&mut self, op: Op) {
        match self.insert_point {
            InsertPoint::End(block) => self.body.append_op(block, op),
            InsertPoint::Before(before) => self.body.insert_op_before(before, op),
            InsertPoint::Detached => return,
        }
        if let Some(listener) = self.listener.as_deref_mut() {
            listener.op_inserted(self.body, op);
        }
    }

    /// Creates a block at the end of `region` with arguments of the given
    /// types, and moves the insertion point to its end.
    pub fn create_block(&mut self, region: Region, argument_types: &[Type]) -> Block {
        let block = self.body.create_block();
        let location = self.context.unknown_location();
        for &ty in argument_types {
            self.body.add_block_argument(block, ty, location);
        }
        self.body.append_block(region, block);
        self.insert_point = InsertPoint::End(block);
        block
    }
}
