//! Dominator trees of the blocks of a region, for the verifier's
//! dominance checks and for passes that walk blocks in dominance order (CSE).

use rustc_hash::FxHashMap;

use crate::ir::{Block, Body, Region};

/// The dominator tree of the reachable blocks of one region, with the
/// entry and exit times of a walk of the tree, so that "does `a` dominate
/// `b`" is two comparisons.
///
/// Immediate dominators come from the Lengauer-Tarjan algorithm (with path
/// compression): near-linear, also on graphs where simpler iterative
/// algorithms go quadratic. Every step is a loop, never a recursion.
pub struct DominatorTree {
    /// Depth-first preorder number of each reachable block.
    number: FxHashMap<Block, usize>,
    /// Entry and exit time of each block (by number) in the dominator tree.
    interval: Vec<(u32, u32)>,
    /// The reachable blocks in depth-first preorder (by number).
    blocks: Vec<Block>,
    /// The children of each block (by number) in the dominator tree, in
    /// depth-first preorder.
    children: Vec<Vec<usize>>,
}

/// The successors of `block` that are in `region`.
pub(crate) fn successors_in(
    body: &Body,
    region: Region,
    block: Block,
) -> impl Iterator<Item = Block> + '_ {
    body.last_op(block)
        .map(|op| body.op(op).successors())
        .unwrap_or(&[])
        .iter()
        .copied()
        .filter(move |&successor| body.block_parent(successor) == Some(region))
}

impl DominatorTree {
    /// The tree of the blocks of `region` reachable from its entry.
    pub fn new(body: &Body, region: Region) -> Self {
        let Some(entry) = body.entry_block(region) else {
            return DominatorTree {
                number: FxHashMap::default(),
                interval: Vec::new(),
                blocks: Vec::new(),
                children: Vec::new(),
            };
        };
        // Depth-first preorder numbering, with each block's parent.
        let mut number: FxHashMap<Block, usize> = FxHashMap::default();
        let mut vertex: Vec<Block> = Vec::new();
        let mut parent: Vec<usize> = Vec::new();
        let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
        while let Some((block, from)) = stack.pop() {
            if number.contains_key(&block) {
                continue;
            }
            number.insert(block, vertex.len());
            vertex.push(block);
            parent.push(from);
            let own = vertex.len() - 1;
            let successors: Vec<Block> = successors_in(body, region, block).collect();
            for &successor in successors.iter().rev() {
                if !number.contains_key(&successor) {
                    stack.push((successor, own));
                }
            }
        }
        let count = vertex.len();
        let mut predecessors: Vec<Vec<usize>> = vec![Vec::new(); count];
        for (index, &block) in vertex.iter().enumerate() {
            for successor in successors_in(body, region, block) {
                predecessors[number[&successor]].push(index);
            }
        }
        let immediate = lengauer_tarjan(&parent, &predecessors);
        // Entry and exit times in the dominator tree, by an explicit walk.
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); count];
        for (index, &dominator) in immediate.iter().enumerate().skip(1) {
            children[dominator].push(index);
        }
        let mut interval = vec![(0u32, 0u32); count];
        let mut clock = 0u32;
        let mut walk: Vec<(usize, bool)> = vec![(0, false)];
        while let Some((node, done)) = walk.pop() {
            if done {
                interval[node].1 = clock;
                clock += 1;
                continue;
            }
            interval[node].0 = clock;
            clock += 1;
            walk.push((node, true));
            walk.extend(children[node].iter().map(|&child| (child, false)));
        }
        DominatorTree { number, interval, blocks: vertex, children }
    }

    /// The reachable blocks in dominator-tree pre-order (a block before the
    /// blocks it dominates), each with its depth in the tree.
    pub fn preorder(&self) -> Vec<(Block, usize)> {
        let mut order = Vec::with_capacity(self.blocks.len());
        if self.blocks.is_empty() {
            return order;
        }
        let mut stack = vec![(0usize, 0usize)];
        while let Some((node, depth)) = stack.pop() {
            order.push((self.blocks[node], depth));
            stack.extend(self.children[node].iter().rev().map(|&child| (child, depth + 1)));
        }
        order
    }

    /// Whether `block` is reachable from the entry.
    pub fn is_reachable(&self, block: Block) -> bool {
        self.number.contains_key(&block)
    }

    /// Whether `a` dominates `b` (both reachable).
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        let (Some(&a), Some(&b)) = (self.number.get(&a), self.number.get(&b)) else {
            return false;
        };
        let (a, b) = (self.interval[a], self.interval[b]);
        a.0 <= b.0 && b.1 <= a.1
    }
}

/// Immediate dominators by the Lengauer-Tarjan algorithm. Vertices are
/// numbered in depth-first preorder from 0 (the entry); `parent` is each
/// vertex's depth-first parent and `predecessors` its incoming edges.
/// Returns each vertex's immediate dominator (the entry's is itself).
fn lengauer_tarjan(parent: &[usize], predecessors: &[Vec<usize>]) -> Vec<usize> {
    let count = parent.len();
    let mut semi: Vec<usize> = (0..count).collect();
    let mut immediate = vec![0usize; count];
    let mut ancestor: Vec<Option<usize>> = vec![None; count];
    let mut label: Vec<usize> = (0..count).collect();
    let mut bucket: Vec<Vec<usize>> = vec![Vec::new(); count];

    // The vertex with the smallest semidominator on the path from `v` up
    // the forest, compressing the path on the way (iteratively).
    let eval =
        |v: usize, ancestor: &mut Vec<Option<usize>>, label: &mut Vec<usize>, semi: &[usize]| {
            if ancestor[v].is_none() {
                return v;
            }
            let mut path = Vec::new();
            let mut current = v;
            while let Some(up) = ancestor[current] {
                if ancestor[up].is_none() {
                    break;
                }
                path.push(current);
                current = up;
            }
            for &node in path.iter().rev() {
                let up = ancestor[node].expect("on the path");
                if semi[label[up]] < semi[label[node]] {
                    label[node] = label[up];
                }
                ancestor[node] = ancestor[up];
            }
            label[v]
        };

    for w in (1..count).rev() {
        for &v in &predecessors[w] {
            let u = eval(v, &mut ancestor, &mut label, &semi);
            if semi[u] < semi[w] {
                semi[w] = semi[u];
            }
        }
        bucket[semi[w]].push(w);
        ancestor[w] = Some(parent[w]);
        let parent_bucket = std::mem::take(&mut bucket[parent[w]]);
        for v in parent_bucket {
            let u = eval(v, &mut ancestor, &mut label, &semi);
            immediate[v] = if semi[u] < semi[v] { u } else { parent[w] };
        }
    }
    for w in 1..count {
        if immediate[w] != semi[w] {
            immediate[w] = immediate[immediate[w]];
        }
    }
    immediate
}

#[cfg(test)]
mod tests {
    use super::lengauer_tarjan;

    /// Builds the depth-first parents and predecessors of a graph given as
    /// edges between vertices already numbered in depth-first preorder.
    fn graph(count: usize, tree: &[(usize, usize)], edges: &[(usize, usize)]) -> Vec<usize> {
        let mut parent = vec![0; count];
        for &(from, to) in tree {
            parent[to] = from;
        }
        let mut predecessors = vec![Vec::new(); count];
        for &(from, to) in tree.iter().chain(edges) {
            predecessors[to].push(from);
        }
        lengauer_tarjan(&parent, &predecessors)
    }

    #[test]
    fn diamond() {
        // 0 -> 1 -> 2, 0 -> 3 -> 2 (preorder: the walk reaches 2 through 1).
        let immediate = graph(4, &[(0, 1), (1, 2), (0, 3)], &[(3, 2)]);
        assert_eq!(immediate, vec![0, 0, 0, 0]);
    }

    #[test]
    fn loop_with_exit() {
        // 0 -> 1 -> 2 -> 1 (back edge), 2 -> 3.
        let immediate = graph(4, &[(0, 1), (1, 2), (2, 3)], &[(2, 1)]);
        assert_eq!(immediate, vec![0, 0, 1, 2]);
    }

    #[test]
    fn chain_with_back_edges_to_the_second_block() {
        // 0 -> 1 -> 2 -> ... -> n-1, and every block branches back to 1.
        let count = 2000;
        let tree: Vec<(usize, usize)> = (1..count).map(|index| (index - 1, index)).collect();
        let back: Vec<(usize, usize)> = (2..count).map(|index| (index, 1)).collect();
        let immediate = graph(count, &tree, &back);
        assert!(immediate.iter().skip(1).enumerate().all(|(index, &dominator)| dominator == index));
    }
}
