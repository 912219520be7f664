//! Rewrite patterns: [`RewritePattern`] (any op, or ops of one name) and
//! [`OpRewritePattern`] (a typed op), with a benefit that orders them, and
//! [`FrozenPatterns`], the patterns of a rewrite indexed by op name.

use super::PatternRewriter;
use crate::interfaces::OpHandle;
use crate::ir::Op;
use crate::ods::TypedOp;
use crate::registry::OpName;
use crate::Context;

/// A pattern: matches an op and, when it matches, rewrites it through the
/// rewriter. It must not change the IR when it does not match.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a rewrite pattern",
    label = "not a pattern",
    note = "implement `OpRewritePattern` (a pattern on one typed op) or `RewritePattern` for it"
)]
pub trait RewritePattern: Sync + 'static {
    /// The name of the op the pattern matches; `None` for any op.
    fn root(&self) -> Option<&'static str>;

    /// How much the pattern gains: patterns with a greater benefit are
    /// tried first.
    fn benefit(&self) -> u16 {
        1
    }

    /// The pattern's name (for `disable-patterns` and debugging).
    fn name(&self) -> &'static str {
        std::any::type_name::<Self>().rsplit("::").next().unwrap_or("pattern")
    }

    /// Tries to rewrite `op`; `None` when the pattern does not apply (and
    /// nothing was changed).
    fn match_and_rewrite(&self, op: Op, rewriter: &mut PatternRewriter<'_>) -> Option<()>;

    /// What the pattern does, for documentation: a declarative rule's
    /// `source -> result`; `None` for hand-written patterns.
    fn description(&self) -> Option<String> {
        None
    }
}

/// A pattern rooted at one typed op: the rewriter passes the op as its
/// handle.
///
/// ```text
/// struct TransposeOfTranspose;
/// impl OpRewritePattern for TransposeOfTranspose {
///     type Op = TransposeOp;
///     fn match_and_rewrite(&self, op: TransposeOp, rewriter: &mut PatternRewriter) -> Option<()> {
///         let input = TransposeOp::cast(rewriter.context(), rewriter.body(), rewriter.defining_op(op.input(rewriter.body()))?)?;
///         rewriter.replace_op(op.op(), &[input.input(rewriter.body())]);
///         Some(())
///     }
/// }
/// ```
pub trait OpRewritePattern: Sync + 'static {
    /// The op the pattern matches.
    type Op: TypedOp;

    /// How much the pattern gains.
    const BENEFIT: u16 = 1;

    /// Tries to rewrite `op`; `None` when the pattern does not apply.
    fn match_and_rewrite(&self, op: Self::Op, rewriter: &mut PatternRewriter<'_>) -> Option<()>;

    /// What the pattern does, for documentation (see
    /// [`RewritePattern::description`]).
    fn description(&self) -> Option<String> {
        None
    }
}

impl<P: OpRewritePattern> RewritePattern for P {
    fn root(&self) -> Option<&'static str> {
        Some(<P::Op as TypedOp>::NAME)
    }

    fn benefit(&self) -> u16 {
        P::BENEFIT
    }

    fn match_and_rewrite(&self, op: Op, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        OpRewritePattern::match_and_rewrite(self, P::Op::from_op_unchecked(op), rewriter)
    }

    fn description(&self) -> Option<String> {
        OpRewritePattern::description(self)
    }
}

/// The patterns of one rewrite, frozen: for each op name, the patterns
/// rooted there and the patterns for any op, by decreasing benefit (ties
/// keep the order they were added in).
#[derive(Default)]
pub struct FrozenPatterns {
    /// By op name index: one plus the index in `lists` of the name's
    /// patterns, zero for a name without its own (the drivers ask for every
    /// op they visit: an index, not a hash lookup).
    slots: Vec<u32>,
    lists: Vec<Vec<&'static dyn RewritePattern>>,
    any_op: Vec<&'static dyn RewritePattern>,
}

impl FrozenPatterns {
    /// Freezes `patterns`.
    pub fn new(context: &Context, patterns: &[&'static dyn RewritePattern]) -> Self {
        let mut frozen = FrozenPatterns::default();
        for &pattern in patterns {
            let Some(name) = pattern.root() else {
                frozen.any_op.push(pattern);
                continue;
            };
            let index = context.op_name(name).index();
            if index >= frozen.slots.len() {
                frozen.slots.resize(index + 1, 0);
            }
            if frozen.slots[index] == 0 {
                frozen.lists.push(Vec::new());
                frozen.slots[index] = frozen.lists.len() as u32;
            }
            frozen.lists[frozen.slots[index] as usize - 1].push(pattern);
        }
        frozen.any_op.sort_by_key(|pattern| std::cmp::Reverse(pattern.benefit()));
        let any_op = frozen.any_op.clone();
        for list in &mut frozen.lists {
            list.extend(any_op.iter().copied());
            list.sort_by_key(|pattern| std::cmp::Reverse(pattern.benefit()));
        }
        frozen
    }

    /// The patterns to try on an op named `name`, best first.
    #[inline]
    pub fn for_name(&self, name: OpName) -> &[&'static dyn RewritePattern] {
        match self.slots.get(name.index()) {
            Some(&slot) if slot != 0 => &self.lists[slot as usize - 1],
            _ => &self.any_op,
        }
    }

    /// Whether there is no pattern at all.
    pub fn is_empty(&self) -> bool {
        self.lists.is_empty() && self.any_op.is_empty()
    }
}
