//! The passes of the core: canonicalization, common subexpression
//! elimination and dead code elimination.

mod canonicalize;
mod cse;
mod dce;
mod inliner;
mod symbol_dce;

pub use canonicalize::Canonicalizer;
pub use cse::{eliminate_common_subexpressions, CsePass, CseStatistics};
pub use dce::{eliminate_dead_code, DcePass};
pub use inliner::InlinerPass;
pub use symbol_dce::SymbolDcePass;

use crate::pass::PassInfo;

/// The passes the core registers.
pub fn core_passes() -> Vec<PassInfo> {
    vec![
        PassInfo {
            argument: "canonicalize",
            summary: "Canonicalize operations",
            create: canonicalize::create,
        },
        PassInfo {
            argument: "cse",
            summary: "Eliminate common sub-expressions",
            create: cse::create,
        },
        PassInfo { argument: "inline", summary: "Inline function calls", create: inliner::create },
        PassInfo {
            argument: "symbol-dce",
            summary: "Eliminate dead symbols",
            create: symbol_dce::create,
        },
        PassInfo {
            argument: "dce",
            summary: "Erase dead operations, unreachable blocks and unused block arguments",
            create: dce::create,
        },
    ]
}

/// Runs `work` on each body of `scope`, on several threads when there are
/// several bodies, and returns the results in body order.
pub(crate) fn for_each_body<T: Send>(
    scope: &mut crate::pass::PassScope<'_>,
    work: impl Fn(&mut crate::ir::Body) -> T + Sync,
) -> Vec<T> {
    use rayon::prelude::*;
    let parallel = scope.is_parallel();
    let bodies = scope.bodies_mut();
    match crate::threads::pool() {
        Some(pool) if bodies.len() > 1 && parallel => {
            pool.install(|| bodies.into_par_iter().map(|(_, body)| work(body)).collect())
        }
        _ => bodies.into_iter().map(|(_, body)| work(body)).collect(),
    }
}
