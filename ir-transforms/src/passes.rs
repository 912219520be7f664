//! The passes of this crate as a tool registers them ([`passes`],
//! [`register_passes`]).

use ir_core::ir::Body;
use ir_core::pass::{PassInfo, PassRegistry, PassScope};

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

/// Runs `work` on each body of `scope`, on several threads when there are
/// several bodies, and returns the results in body order.
pub(crate) fn for_each_body<T: Send>(
    scope: &mut PassScope<'_>,
    work: impl Fn(&mut Body) -> T + Sync,
) -> Vec<T> {
    use rayon::prelude::*;
    let parallel = scope.is_parallel();
    let bodies = scope.bodies_mut();
    match ir_core::threads::pool() {
        Some(pool) if bodies.len() > 1 && parallel => {
            pool.install(|| bodies.into_par_iter().map(|(_, body)| work(body)).collect())
        }
        _ => bodies.into_iter().map(|(_, body)| work(body)).collect(),
    }
}
