//! Operations, blocks, regions and values, stored as `u32` ids in arenas.
//!
//! The IR of one input is an [`Ir`]: a set of [`Body`] arenas, one per
//! isolated-from-above op (plus the top body holding the root op). A body
//! owns every op, block, region and value inside its isolated op's regions,
//! except the contents of nested isolated ops, which have bodies of their
//! own. Ids are local to their body. Because values never cross an
//! isolation boundary, two bodies can be verified or rewritten on two threads
//! at once with plain split borrows.

mod body;
mod builder;
mod ids;
mod operand_list;
mod walk;

pub use body::{BlockData, Body, OpData, Operand, RegionData, Use, ValueData, ValueDef};
pub use builder::{Builder, InsertPoint, OperationState};
pub use ids::{Block, BodyId, Op, Region, ResultIter, ResultRange, Value};
pub use walk::{ValueMapping, WalkControl, WalkOrder};

use crate::entity::PrimaryMap;

/// The IR of one input: every body, and the root op.
///
/// The top body holds a single block whose only op is the root (a
/// `builtin.module`). Every isolated op records the body holding its
/// regions, and every body records the op that owns it.
pub struct Ir {
    bodies: PrimaryMap<BodyId, Body>,
    top: BodyId,
    root: Op,
}

impl Ir {
    /// An IR whose root is an empty `builtin.module` (one block, no op),
    /// located at `location`: the start of IR built from Rust. Its block is
    /// [`Ir::module_block`].
    ///
    /// ```
    /// use ir_core::{ir::Ir, text, Context};
    /// let context = Context::new();
    /// let ir = Ir::new_module(&context, context.unknown_location());
    /// let printed = text::print_ir(&context, &ir, &Default::default(), Default::default());
    /// assert_eq!(printed, "module {\n}\n\n");
    /// ```
    pub fn new_module(context: &crate::Context, location: crate::attributes::Attr) -> Ir {
        let mut top = Body::new();
        let region = top.add_owner_region();
        let block = top.create_block();
        top.append_block(region, block);
        let name = context.op_name(<crate::builtin::ModuleOp as crate::ods::TypedOp>::NAME);
        let state = OperationState::new(name, location);
        let root = Builder::new(context, &mut top, InsertPoint::End(block)).create(state);
        let mut bodies = PrimaryMap::new();
        let top = bodies.push(top);
        let mut ir = Ir { bodies, top, root };
        let module_body = ir.add_isolated_body(top, root, 1);
        let module = &mut ir.bodies[module_body];
        let module_region = module.owner_regions()[0];
        let module_block = module.create_block();
        module.append_block(module_region, module_block);
        ir
    }

    /// The body and the block of the root module, where top-level ops go;
    /// `None` when the root has no block (IR that does not verify).
    pub fn module_block(&self) -> Option<(BodyId, Block)> {
        let root = self.bodies[self.top].op(self.root);
        let body_id = root.isolated_body().unwrap_or(self.top);
        let body = &self.bodies[body_id];
        let block = root.regions().first().and_then(|&region| body.entry_block(region))?;
        Some((body_id, block))
    }

    /// Assembles an `Ir` from its bodies. `root` is an op of body `top`.
    pub fn from_parts(bodies: PrimaryMap<BodyId, Body>, top: BodyId, root: Op) -> Self {
        Ir { bodies, top, root }
    }

    /// The body that holds the root op.
    pub fn top_body_id(&self) -> BodyId {
        self.top
    }

    /// The root op (in the top body).
    pub fn root(&self) -> Op {
        self.root
    }

    /// A body by id.
    #[inline]
    pub fn body(&self, id: BodyId) -> &Body {
        &self.bodies[id]
    }

    /// The op directly holding `op` (which lives in `body`), with the body
    /// holding that op: its parent in the same body, or, for an op at the
    /// top of an isolated body, the body's owner. `None` for a detached op
    /// and at the top.
    pub fn parent_of<'a>(&'a self, body: &'a Body, op: Op) -> Option<(&'a Body, Op)> {
        if let Some(parent) = body.parent_op(op) {
            return Some((body, parent));
        }
        body.op(op).parent_block()?;
        let (owner_body, owner) = body.owner()?;
        Some((self.body(owner_body), owner))
    }

    /// A body by id, mutably.
    #[inline]
    pub fn body_mut(&mut self, id: BodyId) -> &mut Body {
        &mut self.bodies[id]
    }

    /// All bodies, in creation order.
    pub fn bodies(&self) -> impl Iterator<Item = (BodyId, &Body)> + '_ {
        self.bodies.iter()
    }

    /// All bodies, mutably, each borrowed on its own (for parallel work).
    pub fn bodies_mut(&mut self) -> impl Iterator<Item = (BodyId, &mut Body)> + '_ {
        self.bodies.iter_mut()
    }

    /// Adds a new, empty body owned by `owner` (an op of another body).
    pub fn add_body(&mut self, owner: Option<(BodyId, Op)>) -> BodyId {
        let id = self.bodies.push(Body::new());
        self.bodies[id].owner_name = owner.map(|(body, op)| self.bodies[body].op(op).name);
        self.bodies[id].owner = owner;
        id
    }

    /// Gives the isolated-from-above op `op` of body `parent` (built with
    /// [`Builder::create`], which leaves such an op without regions) a body
    /// of its own holding `region_count` empty regions, and returns it.
    /// Blocks go in with [`Body::create_block`] and [`Body::append_block`],
    /// or [`Builder::create_block`].
    pub fn add_isolated_body(&mut self, parent: BodyId, op: Op, region_count: usize) -> BodyId {
        let id = self.add_body(Some((parent, op)));
        let body = &mut self.bodies[id];
        let regions: Vec<Region> = (0..region_count).map(|_| body.add_owner_region()).collect();
        self.bodies[parent].set_isolated_body(op, id, &regions);
        id
    }

    /// Frees the IR, dropping its bodies on the worker pool when there is
    /// one: a large IR gives its arenas back in parallel instead of on the
    /// thread that is about to finish.
    pub fn drop_in_parallel(self) {
        use rayon::prelude::*;
        let Some(pool) = crate::threads::pool() else { return };
        let bodies = self.bodies.into_values();
        if bodies.len() < 2 {
            return;
        }
        pool.install(|| bodies.into_par_iter().for_each(drop));
    }

    /// Number of bodies.
    pub fn body_count(&self) -> usize {
        self.bodies.len()
    }

    /// The bodies in pre-order from the top body: a body comes before the
    /// bodies of the isolated ops it holds, and siblings come in op order.
    pub fn bodies_in_preorder(&self) -> Vec<BodyId> {
        self.preorder(self.top, |body_id| Self::isolated_children(&self.bodies[body_id]))
    }

    /// [`Ir::bodies_in_preorder`] from `root` instead of the top body:
    /// `root`, then the bodies of the isolated ops below it.
    pub fn bodies_in_preorder_from(&self, root: BodyId) -> Vec<BodyId> {
        self.preorder(root, |body_id| Self::isolated_children(&self.bodies[body_id]))
    }

    /// [`Ir::bodies_in_preorder`], with every body searched for the
    /// isolated ops it holds on the worker pool first (each search walks
    /// all of a body's ops).
    pub fn bodies_in_preorder_parallel(&self) -> Vec<BodyId> {
        use crate::entity::EntityId;
        use rayon::prelude::*;
        let Some(pool) = crate::threads::pool() else { return self.bodies_in_preorder() };
        let bodies: Vec<&Body> = self.bodies.iter().map(|(_, body)| body).collect();
        let children: Vec<Vec<BodyId>> =
            pool.install(|| bodies.par_iter().map(|body| Self::isolated_children(body)).collect());
        self.preorder(self.top, |body_id| children[body_id.index()].iter().copied())
    }

    /// The bodies from `root`, each before the bodies `children_of` gives
    /// for it, those in order.
    fn preorder<Children>(
        &self,
        root: BodyId,
        children_of: impl Fn(BodyId) -> Children,
    ) -> Vec<BodyId>
    where
        Children: IntoIterator<Item = BodyId>,
        Children::IntoIter: DoubleEndedIterator,
    {
        let mut order = Vec::new();
        let mut stack = vec![root];
        while let Some(body_id) = stack.pop() {
            order.push(body_id);
            stack.extend(children_of(body_id).into_iter().rev());
        }
        order
    }

    /// The bodies of the isolated ops `body` holds, in op order.
    fn isolated_children(body: &Body) -> Vec<BodyId> {
        let mut nested = Vec::new();
        body.walk_all(WalkOrder::PreOrder, &mut |op| {
            if let Some(child) = body.op(op).isolated_body() {
                nested.push(child);
            }
            WalkControl::Advance
        });
        nested
    }
}

#[cfg(test)]
mod tests {
    use crate::{text, Context};

    /// The parallel search gives the serial pre-order: nested modules,
    /// isolated ops inside non-isolated regions, siblings in op order.
    #[test]
    fn parallel_preorder_is_the_serial_one() {
        let context = Context::new();
        context.set_allow_unregistered_dialects(true);
        let source = r#"
            builtin.module {
              builtin.module { builtin.module {} builtin.module {} }
              "t.wrap"() ({ builtin.module { builtin.module {} } }) : () -> ()
              builtin.module {}
            }
            builtin.module {}
        "#;
        let parsed = text::parse_source(&context, "input.mlir", source, 0).expect("parses");
        let serial = parsed.ir.bodies_in_preorder();
        assert_eq!(serial.len(), 10, "the top body, the implicit module and eight modules");
        assert_eq!(parsed.ir.bodies_in_preorder_parallel(), serial);
    }
}
