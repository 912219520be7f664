//! Placeholder custom forms, replaced one by one.

use ir_core::diagnostics::Diagnostic;
use ir_core::ir::Op;
use ir_core::text::{OpParser, OpPrinter};

use super::super::ops::*;

/// Prints `GraphARMOp` (not yet in its custom form).
pub fn print_arm_graph(_op: GraphARMOp, printer: &mut OpPrinter) {
    printer.write_str(" <unsupported>");
}

/// Parses `GraphARMOp` (not yet supported).
pub fn parse_arm_graph(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let offset = parser.offset();
    parser.emit_error(offset, "custom form not supported yet")
}

/// Prints `GraphEntryPointARMOp` (not yet in its custom form).
pub fn print_arm_graph_entry_point(_op: GraphEntryPointARMOp, printer: &mut OpPrinter) {
    printer.write_str(" <unsupported>");
}

/// Parses `GraphEntryPointARMOp` (not yet supported).
pub fn parse_arm_graph_entry_point(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let offset = parser.offset();
    parser.emit_error(offset, "custom form not supported yet")
}

/// Prints `EXTSpecConstantCompositeReplicateOp` (not yet in its custom form).
pub fn print_ext_spec_constant_composite_replicate(
    _op: EXTSpecConstantCompositeReplicateOp,
    printer: &mut OpPrinter,
) {
    printer.write_str(" <unsupported>");
}

/// Parses `EXTSpecConstantCompositeReplicateOp` (not yet supported).
pub fn parse_ext_spec_constant_composite_replicate(
    parser: &mut OpParser,
) -> Result<Op, Diagnostic> {
    let offset = parser.offset();
    parser.emit_error(offset, "custom form not supported yet")
}

/// Prints `SpecConstantOperationOp` (not yet in its custom form).
pub fn print_spec_constant_operation(_op: SpecConstantOperationOp, printer: &mut OpPrinter) {
    printer.write_str(" <unsupported>");
}

/// Parses `SpecConstantOperationOp` (not yet supported).
pub fn parse_spec_constant_operation(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let offset = parser.offset();
    parser.emit_error(offset, "custom form not supported yet")
}
