//! The worker threads shared by the verifier, the printer and the passes
//! (the pass manager's nested pipelines, and passes that work on the
//! bodies of their scope one by one): a pool whose threads have large
//! stacks, because all of them recurse once per region nesting level.

use std::sync::LazyLock;

/// The stack of each worker thread (reserved, not committed).
const WORKER_STACK_SIZE: usize = 64 << 20;

/// The pool, started on first use; `None` when threads cannot be started
/// (callers then work serially).
pub fn pool() -> Option<&'static rayon::ThreadPool> {
    static POOL: LazyLock<Option<rayon::ThreadPool>> = LazyLock::new(|| {
        rayon::ThreadPoolBuilder::new()
            .thread_name(|index| format!("ir-worker-{index}"))
            .stack_size(WORKER_STACK_SIZE)
            .build()
            .ok()
    });
    POOL.as_ref()
}
