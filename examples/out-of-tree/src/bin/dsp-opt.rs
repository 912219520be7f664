//! `dsp-opt`: reads, verifies and transforms IR of the `dsp` dialect (with
//! `func` and `arith`), with every flag of `ir-opt`.

use std::process::ExitCode;

use dialects::arith::ArithDialect;
use dialects::func::FuncDialect;
use ir_opt::OptTool;

fn main() -> ExitCode {
    OptTool::new("dsp-opt")
        .version(env!("CARGO_PKG_VERSION"))
        .about("Reads, verifies and transforms IR of the dsp dialect.")
        .dialect::<dsp::DspDialect>()
        .dialect::<dsp::SigDialect>()
        .dialect::<FuncDialect>()
        .dialect::<ArithDialect>()
        .passes(ir_opt::core_passes())
        .pass(dsp::estimate_cost_pass_info())
        .pass(dsp::lower_to_sig_pass_info())
        .main()
}
