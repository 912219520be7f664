//! [`ConversionTarget`]: which ops a conversion must end with, by op name,
//! by dialect, and for ops it was told nothing of, each legal, illegal or
//! legal when a predicate on the op instance says so.

use rustc_hash::FxHashMap;

use ir_core::ir::{Body, Op};
use ir_core::registry::OpName;
use ir_core::Context;

/// A predicate deciding whether one op instance is legal.
pub type LegalityPredicate<'a> = Box<dyn Fn(&Context, &Body, Op) -> bool + Send + Sync + 'a>;

/// What a target says of a kind of op.
enum Action<'a> {
    /// Always legal.
    Legal,
    /// Legal when the predicate holds.
    Dynamic(LegalityPredicate<'a>),
    /// Never legal: an op of this kind left after a conversion fails it.
    Illegal,
}

/// The rule for one op name or one dialect.
pub(crate) struct Rule<'a> {
    action: Action<'a>,
    /// Legal ops of this kind need not have the ops nested in them
    /// converted (MLIR's `markOpRecursivelyLegal`).
    recursively_legal: bool,
}

/// What a rule says before looking at an op instance.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum StaticAction {
    Legal,
    Dynamic,
    Illegal,
}

/// How the target sees one op instance.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Legality {
    /// Legal; `recursively` when the ops nested in it are left alone.
    Legal {
        /// The op's regions are legal as they are.
        recursively: bool,
    },
    /// Not legal now, and explicitly marked illegal (or dynamically legal
    /// and the predicate refuses it).
    Illegal,
    /// Not legal because the target says nothing of it.
    Unknown,
}

impl Legality {
    /// Whether the op is legal.
    pub fn is_legal(self) -> bool {
        matches!(self, Legality::Legal { .. })
    }
}

/// The ops a conversion must produce: rules by op name, by dialect and for
/// every other op, as MLIR's `ConversionTarget`. A rule for an op name wins
/// over its dialect's rule, which wins over the rule for unknown ops.
///
/// ```
/// use ir_transforms::conversion::{ConversionTarget, Legality};
/// let context = ir_core::Context::new();
/// dialects::register_all(&context);
/// let mut target = ConversionTarget::new(&context);
/// target.add_legal_dialect("spirv");
/// target.add_illegal_op("arith.addi");
/// target.add_dynamically_legal_op("arith.constant", |_, _, _| false);
/// assert!(target.is_explicitly_illegal_name(context.op_name("arith.addi")));
/// ```
pub struct ConversionTarget<'a> {
    context: &'a Context,
    ops: FxHashMap<OpName, Rule<'a>>,
    dialects: FxHashMap<String, Rule<'a>>,
    unknown: Option<Rule<'a>>,
    explainer: Option<Explainer<'a>>,
}

/// Says why an op is not legal, for the notes of a failed conversion.
pub type Explainer<'a> = Box<dyn Fn(&Context, &Body, Op) -> Option<String> + Send + Sync + 'a>;

impl<'a> ConversionTarget<'a> {
    /// A target with no rule: every op is unknown to it.
    pub fn new(context: &'a Context) -> Self {
        ConversionTarget {
            context,
            ops: FxHashMap::default(),
            dialects: FxHashMap::default(),
            unknown: None,
            explainer: None,
        }
    }

    /// The context the target's op names belong to.
    pub fn context(&self) -> &'a Context {
        self.context
    }

    /// Ops named `name` are legal.
    pub fn add_legal_op(&mut self, name: &str) {
        self.set_op(name, Action::Legal);
    }

    /// Ops named `name` are illegal.
    pub fn add_illegal_op(&mut self, name: &str) {
        self.set_op(name, Action::Illegal);
    }

    /// Ops named `name` are legal when `predicate` holds for them.
    pub fn add_dynamically_legal_op(
        &mut self,
        name: &str,
        predicate: impl Fn(&Context, &Body, Op) -> bool + Send + Sync + 'a,
    ) {
        self.set_op(name, Action::Dynamic(Box::new(predicate)));
    }

    /// Every op of dialect `dialect` (the op names `dialect.*`) is legal.
    pub fn add_legal_dialect(&mut self, dialect: &str) {
        self.set_dialect(dialect, Action::Legal);
    }

    /// Every op of dialect `dialect` is illegal.
    pub fn add_illegal_dialect(&mut self, dialect: &str) {
        self.set_dialect(dialect, Action::Illegal);
    }

    /// Every op of dialect `dialect` is legal when `predicate` holds.
    pub fn add_dynamically_legal_dialect(
        &mut self,
        dialect: &str,
        predicate: impl Fn(&Context, &Body, Op) -> bool + Send + Sync + 'a,
    ) {
        self.set_dialect(dialect, Action::Dynamic(Box::new(predicate)));
    }

    /// Ops the target has no rule for are legal when `predicate` holds
    /// (MLIR's `markUnknownOpDynamicallyLegal`).
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        predicate: impl Fn(&Context, &Body, Op) -> bool + Send + Sync + 'a,
    ) {
        self.unknown =
            Some(Rule { action: Action::Dynamic(Box::new(predicate)), recursively_legal: false });
    }

    /// Explains, with `explainer`, why the ops a pattern created could not
    /// be legalized: when the conversion then fails, its error gets a note
    /// per explanation (beyond MLIR, which says only which op failed).
    pub fn explain_with(
        &mut self,
        explainer: impl Fn(&Context, &Body, Op) -> Option<String> + Send + Sync + 'a,
    ) {
        self.explainer = Some(Box::new(explainer));
    }

    /// Why `op` is not legal, if the target has an explainer and it knows.
    pub fn explain(&self, body: &Body, op: Op) -> Option<String> {
        self.explainer.as_ref().and_then(|explain| explain(self.context, body, op))
    }

    /// Legal ops named `name` make the ops nested in them legal too: the
    /// conversion does not look inside them.
    pub fn mark_op_recursively_legal(&mut self, name: &str) {
        let name = self.context.op_name(name);
        self.ops
            .entry(name)
            .or_insert(Rule { action: Action::Legal, recursively_legal: false })
            .recursively_legal = true;
    }

    fn set_op(&mut self, name: &str, action: Action<'a>) {
        let name = self.context.op_name(name);
        let recursively_legal = self.ops.get(&name).is_some_and(|rule| rule.recursively_legal);
        self.ops.insert(name, Rule { action, recursively_legal });
    }

    fn set_dialect(&mut self, dialect: &str, action: Action<'a>) {
        self.dialects.insert(dialect.to_owned(), Rule { action, recursively_legal: false });
    }

    /// The rule that decides ops named `name`, if any.
    fn rule(&self, name: OpName) -> Option<&Rule<'a>> {
        if let Some(rule) = self.ops.get(&name) {
            return Some(rule);
        }
        if !self.dialects.is_empty() {
            let text = self.context.op_name_str(name);
            if let Some((dialect, _)) = text.split_once('.') {
                if let Some(rule) = self.dialects.get(dialect) {
                    return Some(rule);
                }
            }
        }
        self.unknown.as_ref()
    }

    /// How the target sees `op`.
    pub fn legality(&self, body: &Body, op: Op) -> Legality {
        self.legality_by(self.rule(body.op(op).name), body, op)
    }

    /// How `rule` (the rule for the name of `op`) sees `op`.
    fn legality_by(&self, rule: Option<&Rule<'a>>, body: &Body, op: Op) -> Legality {
        let Some(rule) = rule else { return Legality::Unknown };
        let legal = match &rule.action {
            Action::Legal => true,
            Action::Dynamic(predicate) => predicate(self.context, body, op),
            Action::Illegal => return Legality::Illegal,
        };
        if legal {
            Legality::Legal { recursively: rule.recursively_legal }
        } else {
            Legality::Illegal
        }
    }

    /// Whether ops named `name` are marked illegal outright (not by a
    /// predicate).
    pub fn is_explicitly_illegal_name(&self, name: OpName) -> bool {
        self.rule(name).is_some_and(|rule| matches!(rule.action, Action::Illegal))
    }

    /// What the target says of ops named `name` without looking at an
    /// instance: `None` when it has no rule for them.
    pub(crate) fn static_action(&self, name: OpName) -> Option<StaticAction> {
        self.rule(name).map(|rule| match rule.action {
            Action::Legal => StaticAction::Legal,
            Action::Dynamic(_) => StaticAction::Dynamic,
            Action::Illegal => StaticAction::Illegal,
        })
    }

    /// Whether the target has a rule (legal, dynamic or illegal) for ops
    /// named `name`.
    pub fn knows(&self, name: OpName) -> bool {
        self.rule(name).is_some()
    }
}

/// The rules of a target looked up once per op name: a conversion asks
/// the legality of every op it visits and of every op a pattern creates,
/// and finding the rule (by name, then by dialect) costs more than asking
/// it. A dynamic rule's predicate is still asked for each op.
pub(crate) struct RuleCache<'t, 'a> {
    target: &'t ConversionTarget<'a>,
    /// By the index of the op name: `None` until the name is first met,
    /// then its rule (if any).
    rules: Vec<Option<Option<&'t Rule<'a>>>>,
}

impl<'t, 'a> RuleCache<'t, 'a> {
    /// An empty cache of `target`'s rules.
    pub(crate) fn new(target: &'t ConversionTarget<'a>) -> Self {
        RuleCache { target, rules: Vec::new() }
    }

    /// The rule that decides ops named `name`, if any.
    #[inline]
    fn rule(&mut self, name: OpName) -> Option<&'t Rule<'a>> {
        match self.rules.get(name.index()) {
            Some(&Some(rule)) => rule,
            _ => self.find_rule(name),
        }
    }

    /// [`RuleCache::rule`] for a name met for the first time.
    fn find_rule(&mut self, name: OpName) -> Option<&'t Rule<'a>> {
        let rule = self.target.rule(name);
        if self.rules.len() <= name.index() {
            self.rules.resize(name.index() + 1, None);
        }
        self.rules[name.index()] = Some(rule);
        rule
    }

    /// How the target sees `op` (as [`ConversionTarget::legality`]).
    pub(crate) fn legality(&mut self, body: &Body, op: Op) -> Legality {
        let rule = self.rule(body.op(op).name);
        self.target.legality_by(rule, body, op)
    }

    /// Whether legal ops named `name` are recursively legal: only those
    /// need their legality known before the conversion starts.
    pub(crate) fn may_be_recursively_legal(&mut self, name: OpName) -> bool {
        self.rule(name).is_some_and(|rule| rule.recursively_legal)
    }
}
