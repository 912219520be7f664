//! The dialect's op interface, [`Cost`]: how many arithmetic operations
//! an op does per sample; and `dsp-estimate-cost`, the pass that adds up
//! the cost of every op through the interface and reports the total as a
//! pass statistic (`dsp-opt --dsp-estimate-cost --mlir-pass-statistics`).

use ir_core::ir::Body;
use ir_core::ir_macros::op_interface;
use ir_core::pass::{Pass, PassFailure, PassInfo, PassScope};
use ir_core::Context;

use crate::ops::{FftOp, GainOp, IfftOp, MapOp, ToneOp, WindowOp};

/// Ops whose work per sample can be estimated.
#[op_interface]
pub trait Cost {
    /// The arithmetic operations the op does per sample, estimated.
    fn cost_per_sample(self, context: &Context, body: &Body) -> u64;
}

/// What a Fourier transform costs per sample: a radix-2 transform of `n`
/// samples does about `5 n log2(n)` operations, so `5 log2(n)` per sample;
/// the estimate takes frames of 1024 samples.
const TRANSFORM_COST: u64 = 5 * 10;

impl Cost for ToneOp {
    /// A phase increment and a sine, which costs about as much as three
    /// multiplications.
    fn cost_per_sample(self, _context: &Context, _body: &Body) -> u64 {
        4
    }
}

impl Cost for GainOp {
    fn cost_per_sample(self, _context: &Context, _body: &Body) -> u64 {
        1
    }
}

impl Cost for WindowOp {
    fn cost_per_sample(self, _context: &Context, _body: &Body) -> u64 {
        1
    }
}

impl Cost for FftOp {
    fn cost_per_sample(self, _context: &Context, _body: &Body) -> u64 {
        TRANSFORM_COST
    }
}

impl Cost for IfftOp {
    fn cost_per_sample(self, _context: &Context, _body: &Body) -> u64 {
        TRANSFORM_COST
    }
}

impl Cost for MapOp {
    /// One operation per op of the region, the terminator aside.
    fn cost_per_sample(self, _context: &Context, body: &Body) -> u64 {
        let Some(block) = body.entry_block(self.body(body)) else { return 0 };
        body.block_ops(block).count().saturating_sub(1) as u64
    }
}

/// `dsp-estimate-cost`: adds up the cost per sample of every op that has
/// the [`Cost`] interface and reports it as the statistic `cost`. It
/// changes nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct EstimateCostPass;

/// The registration of [`EstimateCostPass`], for an opt tool.
pub fn estimate_cost_pass_info() -> PassInfo {
    PassInfo::without_options::<EstimateCostPass>(
        "dsp-estimate-cost",
        "Estimate the arithmetic operations per sample of the dsp ops",
    )
}

impl Pass for EstimateCostPass {
    fn argument(&self) -> &'static str {
        "dsp-estimate-cost"
    }

    fn name(&self) -> &'static str {
        "EstimateCostPass"
    }

    fn run(&self, context: &Context, scope: &mut PassScope<'_>) -> Result<(), PassFailure> {
        let mut total = 0;
        scope.walk_ops(&mut |body_id, op| {
            let body = scope.body(body_id);
            if let Some(costed) = DynCost::cast(context, body, op) {
                total += costed.cost_per_sample(context, body);
            }
        });
        scope.add_statistic("cost", "Estimated arithmetic operations per sample", total);
        Ok(())
    }
}
