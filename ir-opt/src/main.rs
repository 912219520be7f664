//! `ir-opt`: reads MLIR text, verifies it, runs passes and prints it back,
//! with the flags of `mlir-opt` where they exist.

fn main() -> std::process::ExitCode {
    ir_opt::ir_opt_tool().main()
}
