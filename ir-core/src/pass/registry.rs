//! [`PassRegistry`]: the passes a pipeline can name, each with a
//! constructor that reads its options, and the building of a pass manager
//! from a parsed pipeline.

use super::pipeline::{PassOption, PipelineElement};
use super::{OpPassManager, Pass, PipelineStep};

/// Builds a pass from its options (`key=value` pairs as the pipeline
/// syntax splits them); the error is the message MLIR's option parser
/// prints.
pub type PassConstructor = fn(&[PassOption]) -> Result<Box<dyn Pass>, String>;

/// A registered pass: its argument, its summary and its constructor.
#[derive(Clone, Copy)]
pub struct PassInfo {
    /// The argument naming the pass (`canonicalize`).
    pub argument: &'static str,
    /// One line describing the pass, for `--help`.
    pub summary: &'static str,
    /// Builds the pass.
    pub create: PassConstructor,
}

impl PassInfo {
    /// The registration of a pass that takes no option: pipelines build
    /// `P::default()`, and an option given to it is an error in MLIR's
    /// words.
    ///
    /// ```
    /// use ir_core::pass::{Pass, PassFailure, PassInfo, PassRegistry, PassScope};
    /// use ir_core::Context;
    ///
    /// #[derive(Default)]
    /// struct CountOps;
    ///
    /// impl Pass for CountOps {
    ///     fn argument(&self) -> &'static str {
    ///         "count-ops"
    ///     }
    ///     fn name(&self) -> &'static str {
    ///         "CountOps"
    ///     }
    ///     fn run(&self, _: &Context, scope: &mut PassScope<'_>) -> Result<(), PassFailure> {
    ///         let mut count = 0;
    ///         scope.walk_ops(&mut |_, _| count += 1);
    ///         scope.add_statistic("ops", "Ops seen", count);
    ///         Ok(())
    ///     }
    /// }
    ///
    /// let mut registry = PassRegistry::default();
    /// registry.register(PassInfo::without_options::<CountOps>("count-ops", "Count the ops"));
    /// assert!(registry.parse_pipeline("builtin.module(count-ops)").is_ok());
    /// assert!(registry.parse_pipeline("builtin.module(count-ops{x=1})").is_err());
    /// ```
    pub fn without_options<P: super::Pass + Default + 'static>(
        argument: &'static str,
        summary: &'static str,
    ) -> PassInfo {
        PassInfo { argument, summary, create: create_without_options::<P> }
    }
}

fn create_without_options<P: super::Pass + Default + 'static>(
    options: &[PassOption],
) -> Result<Box<dyn super::Pass>, String> {
    OptionReader::new(options).finish()?;
    Ok(Box::new(P::default()))
}

/// The passes pipelines may name. A registry starts empty: the core
/// defines no pass, so a tool registers the passes of the crates it uses
/// (`ir_transforms::register_passes`, a dialect's own passes).
#[derive(Default)]
pub struct PassRegistry {
    passes: Vec<PassInfo>,
}

impl PassRegistry {
    /// Adds a pass; a later registration of the same argument replaces it.
    pub fn register(&mut self, info: PassInfo) {
        match self.passes.iter_mut().find(|existing| existing.argument == info.argument) {
            Some(existing) => *existing = info,
            None => self.passes.push(info),
        }
    }

    /// The pass registered as `argument`.
    pub fn lookup(&self, argument: &str) -> Option<&PassInfo> {
        self.passes.iter().find(|info| info.argument == argument)
    }

    /// Every registered pass, in registration order.
    pub fn passes(&self) -> &[PassInfo] {
        &self.passes
    }

    /// The pass manager of a pipeline in MLIR's textual syntax
    /// (`builtin.module(func.func(canonicalize, cse))`), whose passes are
    /// registered here. The error is the message `mlir-opt` prints.
    ///
    /// ```
    /// use ir_core::pass::PassRegistry;
    /// let registry = PassRegistry::default();
    /// let manager = registry.parse_pipeline("builtin.module()").unwrap();
    /// assert_eq!(manager.anchor, "builtin.module");
    /// assert!(manager.steps.is_empty());
    /// let Err(error) = registry.parse_pipeline("builtin.module(no-such-pass)") else {
    ///     panic!("the pass is not registered");
    /// };
    /// assert!(error.contains("'no-such-pass' does not refer to a registered pass"), "{error}");
    /// ```
    pub fn parse_pipeline(&self, text: &str) -> Result<OpPassManager, String> {
        use super::pipeline;
        let anchored =
            pipeline::split_anchored_pipeline(text).map_err(|error| error.to_string())?;
        let elements =
            pipeline::parse_pipeline(anchored.body).map_err(|error| error.render(anchored.body))?;
        pipeline::check_registered_names(&elements, &mut |name| self.lookup(name).is_some())
            .map_err(|error| error.render(anchored.body))?;
        self.build(anchored.anchor, &elements)
    }

    /// The pass manager anchored on `anchor` running `elements` (names
    /// already checked with [`super::pipeline::check_registered_names`]).
    /// Errors carry MLIR's wording.
    pub fn build(
        &self,
        anchor: &str,
        elements: &[PipelineElement],
    ) -> Result<OpPassManager, String> {
        let mut manager = OpPassManager::new(if anchor.is_empty() { "any" } else { anchor });
        for element in elements {
            match &element.nested {
                Some(nested) => {
                    let inner = self.build(&element.name, nested).map_err(|error| {
                        format!(
                            "{error}\nfailed to add `{}` with options `` to inner pipeline",
                            element.name
                        )
                    })?;
                    manager.steps.push(PipelineStep::Nested(inner));
                }
                None => {
                    let Some(info) = self.lookup(&element.name) else {
                        return Err(format!(
                            "'{}' does not refer to a registered pass or pass pipeline",
                            element.name
                        ));
                    };
                    let options = super::pipeline::parse_options(
                        element.options.as_deref().unwrap_or_default(),
                    );
                    let pass = (info.create)(&options).map_err(|error| {
                        format!(
                            "{error}\nfailed to add `{}` with options `{}`",
                            element.name,
                            element.options.as_deref().unwrap_or_default()
                        )
                    })?;
                    if let Some(required) = pass.anchor() {
                        if required != manager.anchor {
                            return Err(format!(
                                "Can't add pass '{}' restricted to '{required}' on a PassManager \
                                 intended to run on '{}', did you intend to nest?",
                                pass.name(),
                                manager.anchor
                            ));
                        }
                    }
                    manager.steps.push(PipelineStep::Pass(pass));
                }
            }
        }
        Ok(manager)
    }
}

/// Reads a pass's options: each `take_*` call consumes one option, and
/// [`OptionReader::finish`] reports those left over, in MLIR's words.
pub struct OptionReader<'a> {
    options: Vec<&'a PassOption>,
}

impl<'a> OptionReader<'a> {
    /// A reader of `options`; of a key given twice, the last counts.
    pub fn new(options: &'a [PassOption]) -> Self {
        let mut kept: Vec<&PassOption> = Vec::new();
        for option in options {
            kept.retain(|existing| existing.key != option.key);
            kept.push(option);
        }
        OptionReader { options: kept }
    }

    fn take(&mut self, key: &str) -> Option<&'a PassOption> {
        let index = self.options.iter().position(|option| option.key == key)?;
        Some(self.options.remove(index))
    }

    /// A boolean option (`key`, `key=true`, `key=false`, `key=1`, `key=0`).
    pub fn take_bool(&mut self, key: &str, default: bool) -> Result<bool, String> {
        let Some(option) = self.take(key) else { return Ok(default) };
        match option.value.as_deref() {
            None | Some("") | Some("true") | Some("TRUE") | Some("True") | Some("1") => Ok(true),
            Some("false") | Some("FALSE") | Some("False") | Some("0") => Ok(false),
            Some(other) => Err(invalid_value(key, other)),
        }
    }

    /// An integer option.
    pub fn take_i64(&mut self, key: &str, default: i64) -> Result<i64, String> {
        let Some(option) = self.take(key) else { return Ok(default) };
        let Some(value) = option.value.as_deref() else {
            return Err(format!("for the --{key} option: requires a value!"));
        };
        value.trim().parse().map_err(|_| invalid_value(key, value))
    }

    /// One of a set of words.
    pub fn take_choice(
        &mut self,
        key: &str,
        default: &'static str,
        choices: &[&'static str],
    ) -> Result<&'static str, String> {
        let Some(option) = self.take(key) else { return Ok(default) };
        let value = option.value.as_deref().unwrap_or_default();
        choices
            .iter()
            .copied()
            .find(|choice| *choice == value)
            .ok_or_else(|| format!("for the --{key} option: Cannot find option named '{value}'!"))
    }

    /// A list option (`key={a,b}` or `key=a,b`).
    pub fn take_list(&mut self, key: &str) -> Vec<String> {
        match self.take(key).and_then(|option| option.value.as_deref()) {
            Some(value) => super::pipeline::split_option_list(value),
            None => Vec::new(),
        }
    }

    /// Fails on the first option nobody took.
    pub fn finish(self) -> Result<(), String> {
        match self.options.first() {
            Some(option) => Err(format!("<Pass-Options-Parser>: no such option {}\n", option.key)),
            None => Ok(()),
        }
    }
}

fn invalid_value(key: &str, value: &str) -> String {
    format!("for the --{key} option: '{value}' value invalid for long argument!")
}
