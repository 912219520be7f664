//! The canonicalizer: every registered op's canonicalization patterns and
//! folders, applied greedily to each body of the pass's scope (on several
//! threads), with MLIR's options.

use std::sync::OnceLock;

use ir_core::pass::pipeline::PassOption;
use ir_core::pass::registry::OptionReader;
use ir_core::pass::{Pass, PassFailure, PassScope};
use ir_core::rewrite::{FrozenPatterns, RewritePattern};
use ir_core::Context;

use crate::greedy::{apply_patterns_greedily, GreedyConfig, GreedyOutcome, RegionSimplification};

/// `canonicalize`.
pub struct Canonicalizer {
    config: GreedyConfig,
    test_convergence: bool,
    disabled: Vec<String>,
    enabled: Vec<String>,
    patterns: OnceLock<FrozenPatterns>,
}

impl Default for Canonicalizer {
    fn default() -> Self {
        Canonicalizer {
            config: GreedyConfig::default(),
            test_convergence: false,
            disabled: Vec::new(),
            enabled: Vec::new(),
            patterns: OnceLock::new(),
        }
    }
}

/// The pattern label the options name: MLIR's labels carry the C++
/// namespace (`(anonymous namespace)::AddIAddConstant`), accepted too.
fn label(name: &str) -> &str {
    name.rsplit("::").next().unwrap_or(name)
}

pub(super) fn create(options: &[PassOption]) -> Result<Box<dyn Pass>, String> {
    let mut reader = OptionReader::new(options);
    let mut canonicalizer = Canonicalizer {
        disabled: reader.take_list("disable-patterns"),
        enabled: reader.take_list("enable-patterns"),
        ..Canonicalizer::default()
    };
    canonicalizer.config.max_iterations = reader.take_i64("max-iterations", 10)?;
    canonicalizer.config.max_rewrites = reader.take_i64("max-num-rewrites", -1)?;
    canonicalizer.config.region_simplification = match reader.take_choice(
        "region-simplify",
        "normal",
        &["disabled", "normal", "aggressive"],
    )? {
        "disabled" => RegionSimplification::Disabled,
        "aggressive" => RegionSimplification::Aggressive,
        _ => RegionSimplification::Normal,
    };
    canonicalizer.test_convergence = reader.take_bool("test-convergence", false)?;
    canonicalizer.config.top_down = reader.take_bool("top-down", true)?;
    reader.finish()?;
    Ok(Box::new(canonicalizer))
}

/// The canonicalization patterns of every registered op (ops sorted by
/// name), without filtering.
pub(crate) fn all_patterns(context: &Context) -> FrozenPatterns {
    patterns_where(context, |_| true)
}

/// The canonicalization patterns of every registered op that `keep`
/// accepts.
fn patterns_where(context: &Context, keep: impl Fn(&str) -> bool) -> FrozenPatterns {
    let mut patterns: Vec<&'static dyn RewritePattern> = Vec::new();
    for definition in context.registered_ops() {
        for &pattern in definition.canonicalization_patterns {
            if keep(pattern.name()) {
                patterns.push(pattern);
            }
        }
    }
    FrozenPatterns::new(context, &patterns)
}

impl Canonicalizer {
    /// The patterns of every registered op, by op name, filtered by the
    /// options.
    fn patterns(&self, context: &Context) -> &FrozenPatterns {
        self.patterns.get_or_init(|| {
            patterns_where(context, |name| {
                !self.disabled.iter().any(|disabled| label(disabled) == name)
                    && (self.enabled.is_empty()
                        || self.enabled.iter().any(|enabled| label(enabled) == name))
            })
        })
    }
}

impl Pass for Canonicalizer {
    fn argument(&self) -> &'static str {
        "canonicalize"
    }

    fn name(&self) -> &'static str {
        "Canonicalizer"
    }

    fn options_text(&self) -> String {
        let list = |key: &str, values: &[String]| {
            if values.is_empty() {
                String::new()
            } else {
                format!("{key}={{{}}}", values.join(","))
            }
        };
        let simplify = match self.config.region_simplification {
            RegionSimplification::Disabled => "disabled",
            RegionSimplification::Normal => "normal",
            RegionSimplification::Aggressive => "aggressive",
        };
        format!(
            "{} {} max-iterations={} max-num-rewrites={} region-simplify={simplify} test-convergence={} top-down={}",
            list("disable-patterns", &self.disabled),
            list("enable-patterns", &self.enabled),
            self.config.max_iterations,
            self.config.max_rewrites,
            self.test_convergence,
            self.config.top_down,
        )
    }

    fn run(&self, context: &Context, scope: &mut PassScope<'_>) -> Result<(), PassFailure> {
        let patterns = self.patterns(context);
        let config = self.config;
        let outcomes = crate::passes::for_each_body(scope, |body| {
            apply_patterns_greedily(context, body, patterns, config)
        });
        // The convergence report: how much work each body took.
        let sum = |field: fn(&GreedyOutcome) -> u64| outcomes.iter().map(field).sum::<u64>();
        scope.add_statistic("num-bodies", "Number of bodies canonicalized", outcomes.len() as u64);
        scope.add_statistic(
            "max-iterations-used",
            "Most rounds any body needed",
            outcomes.iter().map(|outcome| u64::from(outcome.iterations)).max().unwrap_or(0),
        );
        scope.add_statistic("num-rewrites", "Number of pattern applications", sum(|o| o.rewrites));
        scope.add_statistic("num-folds", "Number of ops folded", sum(|o| o.folds));
        scope.add_statistic("num-dce", "Number of dead ops erased", sum(|o| o.erased_dead));
        let not_converged = outcomes.iter().filter(|outcome| !outcome.converged).count() as u64;
        scope.add_statistic(
            "num-not-converged",
            "Number of bodies that hit the iteration limit",
            not_converged,
        );
        if self.test_convergence && not_converged > 0 {
            return Err(PassFailure::default());
        }
        Ok(())
    }
}
