//! The passes of this crate as a tool registers them ([`passes`],
//! [`register_passes`]), and whole-IR helpers that run one pass with its
//! default options ([`canonicalize`], [`cse`]) for code that uses the
//! framework from Rust rather than through a pipeline.

use ir_core::ir::{Body, Ir};
use ir_core::pass::{
    run_pipeline, OpPassManager, Pass, PassInfo, PassRegistry, PassScope, PipelineFailure,
    RunOptions,
};
use ir_core::Context;

use crate::canonicalize::Canonicalizer;
use crate::cse::CsePass;

/// The passes of this crate, in the order `ir-opt` lists them:
/// `canonicalize`, `cse`, `inline`, `symbol-dce` and `dce`.
///
/// ```
/// let arguments: Vec<&str> = ir_transforms::passes().iter().map(|info| info.argument).collect();
/// assert_eq!(arguments, ["canonicalize", "cse", "inline", "symbol-dce", "dce"]);
/// ```
pub fn passes() -> Vec<PassInfo> {
    vec![
        PassInfo {
            argument: "canonicalize",
            summary: "Canonicalize operations",
            create: crate::canonicalize::create,
        },
        PassInfo {
            argument: "cse",
            summary: "Eliminate common sub-expressions",
            create: crate::cse::create,
        },
        PassInfo {
            argument: "inline",
            summary: "Inline function calls",
            create: crate::inliner::create,
        },
        PassInfo {
            argument: "symbol-dce",
            summary: "Eliminate dead symbols",
            create: crate::symbol_dce::create,
        },
        PassInfo {
            argument: "dce",
            summary: "Erase dead operations, unreachable blocks and unused block arguments",
            create: crate::dce::create,
        },
    ]
}

/// Adds the passes of this crate ([`passes`]) to `registry`.
///
/// ```
/// let mut registry = ir_core::pass::PassRegistry::default();
/// ir_transforms::register_passes(&mut registry);
/// assert!(registry.lookup("canonicalize").is_some());
/// ```
pub fn register_passes(registry: &mut PassRegistry) {
    for info in passes() {
        registry.register(info);
    }
}

/// Canonicalizes the whole of `ir`: the `canonicalize` pass with its
/// default options on the root op, then the verifier, as
/// `ir-opt --canonicalize` runs them. The error holds the diagnostics of
/// the pass or of the verifier.
///
/// ```
/// let context = ir_core::Context::new();
/// dialects::register_all(&context);
/// let source = "func.func @f(%x: i32) -> i32 {
///   %zero = arith.constant 0 : i32
///   %sum = arith.addi %x, %zero : i32
///   return %sum : i32
/// }
/// ";
/// let mut parsed = ir_core::text::parse_source(&context, "f.mlir", source, 0).unwrap();
/// ir_transforms::canonicalize(&context, &mut parsed.ir).unwrap();
/// let printed =
///     ir_core::text::print_ir(&context, &parsed.ir, &parsed.resources, Default::default());
/// assert_eq!(
///     printed,
///     "module {\n  func.func @f(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  }\n}\n\n"
/// );
/// ```
pub fn canonicalize(context: &Context, ir: &mut Ir) -> Result<(), PipelineFailure> {
    run_on_root(context, ir, Box::new(Canonicalizer::default()))
}

/// Eliminates the common subexpressions of the whole of `ir`: the `cse`
/// pass on the root op (so on every body, function by function), then the
/// verifier, as `ir-opt --cse` runs them. The error holds the diagnostics
/// of the pass or of the verifier.
///
/// ```
/// let context = ir_core::Context::new();
/// dialects::register_all(&context);
/// let source = "func.func @f(%x: i32) -> i32 {
///   %a = arith.muli %x, %x : i32
///   %b = arith.muli %x, %x : i32
///   %sum = arith.addi %a, %b : i32
///   return %sum : i32
/// }
/// ";
/// let mut parsed = ir_core::text::parse_source(&context, "f.mlir", source, 0).unwrap();
/// ir_transforms::cse(&context, &mut parsed.ir).unwrap();
/// let printed =
///     ir_core::text::print_ir(&context, &parsed.ir, &parsed.resources, Default::default());
/// assert_eq!(
///     printed,
///     "module {
///   func.func @f(%arg0: i32) -> i32 {
///     %0 = arith.muli %arg0, %arg0 : i32
///     %1 = arith.addi %0, %0 : i32
///     return %1 : i32
///   }
/// }
///
/// "
/// );
/// ```
pub fn cse(context: &Context, ir: &mut Ir) -> Result<(), PipelineFailure> {
    run_on_root(context, ir, Box::new(CsePass))
}

/// Runs `pass` on the root op of `ir` with the pass manager's default
/// options (threads on, the IR verified afterwards).
fn run_on_root(context: &Context, ir: &mut Ir, pass: Box<dyn Pass>) -> Result<(), PipelineFailure> {
    let mut pipeline = OpPassManager::new("any");
    pipeline.add_pass(pass);
    run_pipeline(context, ir, &pipeline, &RunOptions::default())?;
    Ok(())
}

/// Runs `work` on each body of `scope`, on several threads when there are
/// several bodies, and returns the results in body order.
pub(crate) fn for_each_body<T: Send>(
    scope: &mut PassScope<'_>,
    work: impl Fn(&mut Body) -> T + Sync,
) -> Vec<T> {
    use rayon::prelude::*;
    let parallel = scope.is_parallel();
    let bodies = scope.bodies_mut();
    // A pass that created ops grew the body's arenas a quarter at a time:
    // the room it did not fill goes back once the body is done.
    let work = |body: &mut Body| {
        let result = work(body);
        body.shrink_to_fit();
        result
    };
    match ir_core::threads::pool() {
        Some(pool) if bodies.len() > 1 && parallel => {
            pool.install(|| bodies.into_par_iter().map(|(_, body)| work(body)).collect())
        }
        _ => bodies.into_iter().map(|(_, body)| work(body)).collect(),
    }
}

#[cfg(test)]
mod tests {
    use ir_core::Context;

    /// A function whose constant's value does not have its result's type:
    /// it parses, but does not verify.
    const INVALID: &str = "func.func @f() -> i32 {
  %0 = \"arith.constant\"() <{value = 1 : i64}> : () -> i32
  return %0 : i32
}
";

    fn parse(context: &Context, source: &str) -> ir_core::ir::Ir {
        match ir_core::text::parse_source(context, "f.mlir", source, 0) {
            Ok(parsed) => parsed.ir,
            Err(diagnostic) => panic!("the test input does not parse: {diagnostic:?}"),
        }
    }

    #[test]
    fn helpers_report_the_verifier_diagnostics() {
        let context = Context::new();
        dialects::register_all(&context);
        for helper in [super::canonicalize, super::cse] {
            let mut ir = parse(&context, INVALID);
            let failure = helper(&context, &mut ir).expect_err("the IR does not verify");
            assert_eq!(failure.diagnostics.len(), 1);
            let message = &failure.diagnostics[0].message;
            assert!(message.contains("'arith.constant' op"), "unexpected message: {message}");
        }
    }
}
