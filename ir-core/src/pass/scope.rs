//! [`PassScope`]: the bodies under the op a pass runs on, borrowed either
//! from the whole [`Ir`] or, for ops of a nested pipeline that run in
//! parallel, as a disjoint share of its bodies.

use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::attributes::Attr;
use crate::ir::{Body, BodyId, Ir, Op, WalkControl, WalkOrder};
use crate::registry::OpName;
use crate::Context;

/// Where a scope's bodies come from.
enum Bodies<'a> {
    /// The whole IR (the pass may add bodies).
    Whole(&'a mut Ir),
    /// A share of the bodies, sorted by id.
    Split(Vec<(BodyId, &'a mut Body)>),
}

/// The bodies under the op a pass runs on: the body of the op's regions
/// (the root) and the bodies of the isolated ops nested in it.
pub struct PassScope<'a> {
    root: BodyId,
    bodies: Bodies<'a>,
    parallel: bool,
    /// What the running pass counted.
    pub(crate) statistics: Vec<super::PassStatistic>,
    /// The location of the op the pass runs on, read before the bodies were
    /// shared out (the op itself lives in its parent's body).
    anchor_location: Option<crate::attributes::Attr>,
    /// The name of that op.
    anchor_name: Option<crate::registry::OpName>,
    /// Its discardable attributes.
    anchor_attributes: Option<crate::attributes::Attr>,
    /// The ops around that op, innermost first (see
    /// [`PassScope::anchor_and_enclosing_ops`]), read before the bodies
    /// were shared out.
    enclosing: Arc<[(OpName, Attr)]>,
}

impl<'a> PassScope<'a> {
    /// The scope of the op whose regions are `root`, over the whole IR.
    /// Passes may use threads when `parallel` is set.
    pub fn whole(ir: &'a mut Ir, root: BodyId, parallel: bool) -> Self {
        PassScope {
            root,
            bodies: Bodies::Whole(ir),
            parallel,
            statistics: Vec::new(),
            anchor_location: None,
            anchor_name: None,
            anchor_attributes: None,
            enclosing: Arc::default(),
        }
    }

    /// Adds `value` to the statistic `name` of the running pass
    /// (`--mlir-pass-statistics` shows the sums).
    pub fn add_statistic(&mut self, name: &'static str, description: &'static str, value: u64) {
        match self.statistics.iter_mut().find(|statistic| statistic.name == name) {
            Some(statistic) => statistic.value += value,
            None => self.statistics.push(super::PassStatistic { name, description, value }),
        }
    }

    /// The location of the op the pass runs on (for diagnostics about the
    /// op as a whole, as MLIR's `getOperation()->emitError()`).
    pub fn anchor_location(&mut self) -> Option<crate::attributes::Attr> {
        if let Some(location) = self.anchor_location {
            return Some(location);
        }
        let root = self.root;
        let ir = self.ir_mut()?;
        let (parent, op) = ir.body(root).owner()?;
        Some(ir.body(parent).op(op).location)
    }

    /// The name of the op the pass runs on.
    pub fn anchor_name(&mut self) -> Option<crate::registry::OpName> {
        if let Some(name) = self.anchor_name {
            return Some(name);
        }
        let root = self.root;
        let ir = self.ir_mut()?;
        let (parent, op) = ir.body(root).owner()?;
        Some(ir.body(parent).op(op).name)
    }

    /// The discardable attributes of the op the pass runs on (a dictionary
    /// attribute), where a pass finds its configuration (a target
    /// environment).
    pub fn anchor_attributes(&mut self) -> Option<crate::attributes::Attr> {
        if let Some(attributes) = self.anchor_attributes {
            return Some(attributes);
        }
        let root = self.root;
        let ir = self.ir_mut()?;
        let (parent, op) = ir.body(root).owner()?;
        Some(ir.body(parent).op(op).attributes)
    }

    /// The op the pass runs on and the ops around it, innermost first:
    /// each one's name and discardable attributes (a dictionary). A pass
    /// may read the ops above its own, as in MLIR, where it finds its
    /// configuration (the closest `spirv.target_env`), also when it runs
    /// in a nested pipeline on a share of the bodies. Empty for the top
    /// level.
    pub fn anchor_and_enclosing_ops(&mut self) -> Vec<(OpName, Attr)> {
        let root = self.root;
        match &self.bodies {
            Bodies::Whole(ir) => {
                let mut chain = Vec::new();
                let mut current = ir.body(root).owner();
                while let Some((body_id, op)) = current {
                    let body = ir.body(body_id);
                    let data = body.op(op);
                    chain.push((data.name, data.attributes));
                    current = match body.parent_op(op) {
                        Some(parent) => Some((body_id, parent)),
                        None => body.owner(),
                    };
                }
                chain
            }
            Bodies::Split(_) => {
                let anchor = self.anchor_name.zip(self.anchor_attributes);
                anchor.into_iter().chain(self.enclosing.iter().copied()).collect()
            }
        }
    }

    /// Whether the pass may work on several threads.
    pub fn is_parallel(&self) -> bool {
        self.parallel
    }

    /// The body of the op's own regions.
    pub fn root(&self) -> BodyId {
        self.root
    }

    /// A body of the scope.
    ///
    /// # Panics
    /// If `id` is not in the scope.
    #[inline]
    pub fn body(&self, id: BodyId) -> &Body {
        match &self.bodies {
            Bodies::Whole(ir) => ir.body(id),
            Bodies::Split(bodies) => match bodies.binary_search_by_key(&id, |(id, _)| *id) {
                Ok(index) => bodies[index].1,
                Err(_) => panic!("body {id:?} is outside the pass's scope"),
            },
        }
    }

    /// A body of the scope, mutably.
    ///
    /// # Panics
    /// If `id` is not in the scope.
    #[inline]
    pub fn body_mut(&mut self, id: BodyId) -> &mut Body {
        match &mut self.bodies {
            Bodies::Whole(ir) => ir.body_mut(id),
            Bodies::Split(bodies) => match bodies.binary_search_by_key(&id, |(id, _)| *id) {
                Ok(index) => bodies[index].1,
                Err(_) => panic!("body {id:?} is outside the pass's scope"),
            },
        }
    }

    /// The whole IR, when the scope has it (passes run on the root op), to
    /// add bodies or reach outside the op.
    pub fn ir_mut(&mut self) -> Option<&mut Ir> {
        match &mut self.bodies {
            Bodies::Whole(ir) => Some(ir),
            Bodies::Split(_) => None,
        }
    }

    /// The ids of the scope's bodies: the root first, then nested bodies
    /// in pre-order.
    pub fn body_ids(&self) -> Vec<BodyId> {
        let mut order = Vec::new();
        let mut stack = vec![self.root];
        while let Some(id) = stack.pop() {
            order.push(id);
            let children: Vec<BodyId> =
                super::isolated_children(self.body(id)).into_iter().map(|(_, body)| body).collect();
            stack.extend(children.into_iter().rev());
        }
        order
    }

    /// Every body of the scope, mutably, each on its own (to work on them
    /// in parallel), in the order of [`PassScope::body_ids`].
    pub fn bodies_mut(&mut self) -> Vec<(BodyId, &mut Body)> {
        let order = self.body_ids();
        let position: FxHashMap<BodyId, usize> =
            order.iter().enumerate().map(|(index, &id)| (id, index)).collect();
        let mut slots: Vec<Option<(BodyId, &mut Body)>> = order.iter().map(|_| None).collect();
        let all: Box<dyn Iterator<Item = (BodyId, &mut Body)>> = match &mut self.bodies {
            Bodies::Whole(ir) => Box::new(ir.bodies_mut()),
            Bodies::Split(bodies) => {
                Box::new(bodies.iter_mut().map(|(id, body)| (*id, &mut **body)))
            }
        };
        for (id, body) in all {
            if let Some(&index) = position.get(&id) {
                slots[index] = Some((id, body));
            }
        }
        slots.into_iter().flatten().collect()
    }

    /// The isolated ops named `anchor` (any isolated op for `any`) directly
    /// in the blocks of the root's regions, with their bodies.
    pub(crate) fn nested_isolated_ops(&self, context: &Context, anchor: &str) -> Vec<(Op, BodyId)> {
        let body = self.body(self.root);
        let wanted = (anchor != "any").then(|| context.lookup_op_name(anchor));
        let mut found = Vec::new();
        for &region in body.owner_regions() {
            for block in body.region_blocks(region) {
                for op in body.block_ops(block) {
                    let data = body.op(op);
                    let Some(nested) = data.isolated_body() else { continue };
                    if wanted.is_none_or(|name| name == Some(data.name)) {
                        found.push((op, nested));
                    }
                }
            }
        }
        found
    }

    /// One scope per target (an isolated op and its body), sharing out the
    /// bodies of this scope; the targets' subtrees are disjoint.
    pub(crate) fn split(&mut self, targets: &[(Op, BodyId)]) -> Vec<PassScope<'_>> {
        type Anchor = (crate::attributes::Attr, crate::registry::OpName, crate::attributes::Attr);
        // The targets sit directly in this scope's op: the ops around them
        // are that op and those around it.
        let enclosing: Arc<[(OpName, Attr)]> = self.anchor_and_enclosing_ops().into();
        let anchors: Vec<Anchor> = targets
            .iter()
            .map(|&(op, _)| {
                let data = self.body(self.root).op(op);
                (data.location, data.name, data.attributes)
            })
            .collect();
        // Which target each body belongs to.
        let mut owner: FxHashMap<BodyId, usize> = FxHashMap::default();
        for (index, &(_, root)) in targets.iter().enumerate() {
            let mut stack = vec![root];
            while let Some(id) = stack.pop() {
                owner.insert(id, index);
                stack.extend(super::isolated_children(self.body(id)).into_iter().map(|(_, b)| b));
            }
        }
        let mut shares: Vec<Vec<(BodyId, &mut Body)>> =
            targets.iter().map(|_| Vec::new()).collect();
        let all: Box<dyn Iterator<Item = (BodyId, &mut Body)>> = match &mut self.bodies {
            Bodies::Whole(ir) => Box::new(ir.bodies_mut()),
            Bodies::Split(bodies) => {
                Box::new(bodies.iter_mut().map(|(id, body)| (*id, &mut **body)))
            }
        };
        for (id, body) in all {
            if let Some(&index) = owner.get(&id) {
                shares[index].push((id, body));
            }
        }
        let parallel = self.parallel;
        shares
            .into_iter()
            .zip(targets.iter().zip(anchors))
            .map(|(mut bodies, (&(_, root), (location, name, attributes)))| {
                bodies.sort_by_key(|(id, _)| *id);
                PassScope {
                    root,
                    bodies: Bodies::Split(bodies),
                    parallel,
                    statistics: Vec::new(),
                    anchor_location: Some(location),
                    anchor_name: Some(name),
                    anchor_attributes: Some(attributes),
                    enclosing: enclosing.clone(),
                }
            })
            .collect()
    }

    /// Every op of the scope's bodies, body by body, in pre-order.
    pub fn walk_ops(&self, callback: &mut dyn FnMut(BodyId, Op)) {
        for id in self.body_ids() {
            self.body(id).walk_all(WalkOrder::PreOrder, &mut |op| {
                callback(id, op);
                WalkControl::Advance
            });
        }
    }
}
