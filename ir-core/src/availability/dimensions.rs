//! The provided dimensions: minimum and maximum versions of a dialect's
//! version scheme (an ordered enum), and extensions and capabilities
//! (conjunctions of disjunctions of enum cases).

use std::marker::PhantomData;

use smallvec::SmallVec;

use super::{Dimension, DimensionKind, EnumCase};

/// The oldest version an op needs; merge = max. `V` is the dialect's
/// version enum, ordered oldest first.
pub struct MinVersion<V>(PhantomData<V>);

/// The newest version an op exists in; merge = min.
pub struct MaxVersion<V>(PhantomData<V>);

/// The extensions an op needs: each requirement is one disjunction ("any
/// of"), and an answer is their conjunction.
pub struct Extensions<E>(PhantomData<E>);

/// The capabilities an op needs, as [`Extensions`]; a target that enables
/// a capability has the ones it implies.
pub struct Capabilities<C>(PhantomData<C>);

fn write_version<V: EnumCase>(value: &Option<V>, out: &mut String) {
    match value {
        Some(version) => out.push_str(version.keyword()),
        None => out.push_str("None"),
    }
}

impl<V: EnumCase> Dimension for MinVersion<V> {
    const NAME: &'static str = "min version";
    const KIND: DimensionKind = DimensionKind::AtLeast;
    type Requirement = V;
    type Value = Option<V>;
    type Target = V;

    fn initial() -> Option<V> {
        None
    }

    fn merge(overall: &mut Option<V>, requirement: V) {
        *overall = Some(overall.map_or(requirement, |current| current.max(requirement)));
    }

    fn write(value: &Option<V>, out: &mut String) {
        write_version(value, out);
    }

    fn check(value: &Option<V>, target: &V) -> Result<(), String> {
        match value {
            Some(needed) if *needed > *target => {
                Err(format!("{} is newer than the target's {}", needed.keyword(), target.keyword()))
            }
            _ => Ok(()),
        }
    }
}

impl<V: EnumCase> Dimension for MaxVersion<V> {
    const NAME: &'static str = "max version";
    const KIND: DimensionKind = DimensionKind::AtMost;
    type Requirement = V;
    type Value = Option<V>;
    type Target = V;

    fn initial() -> Option<V> {
        None
    }

    fn merge(overall: &mut Option<V>, requirement: V) {
        *overall = Some(overall.map_or(requirement, |current| current.min(requirement)));
    }

    fn write(value: &Option<V>, out: &mut String) {
        write_version(value, out);
    }

    fn check(value: &Option<V>, target: &V) -> Result<(), String> {
        match value {
            Some(allowed) if *allowed < *target => Err(format!(
                "{} is older than the target's {}",
                allowed.keyword(),
                target.keyword()
            )),
            _ => Ok(()),
        }
    }
}

/// A conjunction of disjunctions: every group needs one of its cases.
/// Groups are the declarations' own slices, so merging copies no case.
#[derive(Clone, PartialEq, Debug)]
pub struct Conjunction<E: 'static> {
    groups: SmallVec<[&'static [E]; 8]>,
}

impl<E> Default for Conjunction<E> {
    fn default() -> Self {
        Conjunction { groups: SmallVec::new() }
    }
}

impl<E: EnumCase> Conjunction<E> {
    /// The groups, in the order they were required.
    pub fn groups(&self) -> &[&'static [E]] {
        &self.groups
    }

    /// Adds a group; an empty one requires nothing and is skipped.
    pub fn push(&mut self, group: &'static [E]) {
        if !group.is_empty() {
            self.groups.push(group);
        }
    }

    /// Writes `[ [A, B] [C] ]`, MLIR's spelling.
    pub fn write(&self, out: &mut String) {
        out.push('[');
        for group in &self.groups {
            out.push_str(" [");
            for (index, case) in group.iter().enumerate() {
                if index > 0 {
                    out.push_str(", ");
                }
                out.push_str(case.keyword());
            }
            out.push(']');
        }
        out.push_str(" ]");
    }

    /// The first group none of whose cases `enabled` has.
    pub fn first_unmet(&self, enabled: &EnabledSet<E>) -> Option<&'static [E]> {
        self.groups.iter().copied().find(|group| !group.iter().any(|case| enabled.contains(*case)))
    }
}

/// The cases a target enables, with every case they imply.
#[derive(Clone, PartialEq, Debug)]
pub struct EnabledSet<E> {
    sorted: Vec<E>,
}

impl<E: EnumCase> EnabledSet<E> {
    /// The set of `cases` and, transitively, what they imply.
    pub fn new(cases: impl IntoIterator<Item = E>) -> Self {
        let mut sorted: Vec<E> = Vec::new();
        let mut pending: Vec<E> = cases.into_iter().collect();
        while let Some(case) = pending.pop() {
            if let Err(position) = sorted.binary_search(&case) {
                sorted.insert(position, case);
                pending.extend_from_slice(case.implied());
            }
        }
        EnabledSet { sorted }
    }

    /// Whether the target has `case`.
    pub fn contains(&self, case: E) -> bool {
        self.sorted.binary_search(&case).is_ok()
    }

    /// The enabled cases, implied ones included, in enum order.
    pub fn cases(&self) -> &[E] {
        &self.sorted
    }
}

fn check_groups<E: EnumCase>(
    (what, plural): (&str, &str),
    value: &Conjunction<E>,
    target: &EnabledSet<E>,
) -> Result<(), String> {
    match value.first_unmet(target) {
        None => Ok(()),
        Some(group) => {
            let names: Vec<&str> = group.iter().map(|case| case.keyword()).collect();
            let needed = if names.len() == 1 {
                format!("{what} {}", names[0])
            } else {
                format!("one of the {plural} [{}]", names.join(", "))
            };
            Err(format!("needs {needed}, which the target does not enable"))
        }
    }
}

impl<E: EnumCase> Dimension for Extensions<E> {
    const NAME: &'static str = "extensions";
    const KIND: DimensionKind = DimensionKind::AnyOf;
    type Requirement = &'static [E];
    type Value = Conjunction<E>;
    type Target = EnabledSet<E>;

    fn initial() -> Conjunction<E> {
        Conjunction::default()
    }

    fn merge(overall: &mut Conjunction<E>, requirement: &'static [E]) {
        overall.push(requirement);
    }

    fn write(value: &Conjunction<E>, out: &mut String) {
        value.write(out);
    }

    fn check(value: &Conjunction<E>, target: &EnabledSet<E>) -> Result<(), String> {
        check_groups(("extension", "extensions"), value, target)
    }
}

impl<C: EnumCase> Dimension for Capabilities<C> {
    const NAME: &'static str = "capabilities";
    const KIND: DimensionKind = DimensionKind::AnyOf;
    type Requirement = &'static [C];
    type Value = Conjunction<C>;
    type Target = EnabledSet<C>;

    fn initial() -> Conjunction<C> {
        Conjunction::default()
    }

    fn merge(overall: &mut Conjunction<C>, requirement: &'static [C]) {
        overall.push(requirement);
    }

    fn write(value: &Conjunction<C>, out: &mut String) {
        value.write(out);
    }

    fn check(value: &Conjunction<C>, target: &EnabledSet<C>) -> Result<(), String> {
        check_groups(("capability", "capabilities"), value, target)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A version scheme and a capability set, written by hand.
    #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
    enum Level {
        One,
        Two,
        Three,
    }

    impl EnumCase for Level {
        fn keyword(self) -> &'static str {
            match self {
                Level::One => "one",
                Level::Two => "two",
                Level::Three => "three",
            }
        }

        fn value(self) -> u64 {
            self as u64
        }

        /// Three implies Two, which implies One.
        fn implied(self) -> &'static [Self] {
            match self {
                Level::One => &[],
                Level::Two => &[Level::One],
                Level::Three => &[Level::Two],
            }
        }
    }

    fn merged<D: Dimension>(requirements: &[D::Requirement]) -> D::Value {
        let mut answer = D::initial();
        for requirement in requirements {
            D::merge(&mut answer, *requirement);
        }
        answer
    }

    #[test]
    fn version_merges_are_order_independent() {
        let orders =
            [[Level::One, Level::Three, Level::Two], [Level::Three, Level::Two, Level::One]];
        for order in orders {
            assert_eq!(merged::<MinVersion<Level>>(&order), Some(Level::Three));
            assert_eq!(merged::<MaxVersion<Level>>(&order), Some(Level::One));
        }
        assert_eq!(merged::<MinVersion<Level>>(&[]), None, "no requirement, no bound");
    }

    #[test]
    fn implied_cases_close_transitively() {
        let enabled = EnabledSet::new([Level::Three]);
        assert_eq!(enabled.cases(), &[Level::One, Level::Two, Level::Three]);
    }

    #[test]
    fn a_conjunction_needs_one_case_of_every_group() {
        let answer =
            merged::<Capabilities<Level>>(&[&[Level::Two, Level::Three], &[], &[Level::One]]);
        assert_eq!(answer.groups().len(), 2, "an empty group requires nothing");
        let mut written = String::new();
        answer.write(&mut written);
        assert_eq!(written, "[ [two, three] [one] ]");
        assert!(Capabilities::<Level>::check(&answer, &EnabledSet::new([Level::Two])).is_ok());
        let failure = Capabilities::<Level>::check(&answer, &EnabledSet::new([])).unwrap_err();
        assert_eq!(
            failure,
            "needs one of the capabilities [two, three], which the target does not enable"
        );
    }

    #[test]
    fn versions_check_against_the_target() {
        assert!(MinVersion::<Level>::check(&Some(Level::Two), &Level::Two).is_ok());
        assert_eq!(
            MinVersion::<Level>::check(&Some(Level::Three), &Level::Two).unwrap_err(),
            "three is newer than the target's two"
        );
        assert_eq!(
            MaxVersion::<Level>::check(&Some(Level::One), &Level::Two).unwrap_err(),
            "one is older than the target's two"
        );
        assert!(MaxVersion::<Level>::check(&None, &Level::Three).is_ok());
    }
}
