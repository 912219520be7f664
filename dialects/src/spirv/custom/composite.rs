//! The custom forms of composite extraction and insertion, the
//! struct-returning integer ops (`spirv.IAddCarry`, ...) and the ternary
//! GLSL ops (`spirv.GL.FClamp`, ...).

use ir_core::diagnostics::Diagnostic;
use ir_core::ir::Op;
use ir_core::ods::TypedOp;
use ir_core::text::{OpParser, OpPrinter};
use ir_core::types::Type;
use ir_core::Context;

use super::super::ops::*;
use super::super::types::*;
use super::directives::*;

/// `spirv.CompositeExtract %v[1 : i32] : vector<4xf32>`.
pub fn print_composite_extract(op: CompositeExtractOp, printer: &mut OpPrinter) {
    let body = printer.body();
    printer.write_str(" ");
    printer.write_value(op.composite(body));
    printer.write_attr(op.indices(body));
    print_attributes(printer, op.op(), &[], false);
    printer.write_str(" : ");
    printer.write_type(body.value_type(op.composite(body)));
}

/// Parses `spirv.CompositeExtract`.
pub fn parse_composite_extract(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let composite = parser.parse_operand()?;
    let indices_offset = parser.offset();
    let indices = parser.parse_attribute()?;
    let attributes = parser.parse_optional_attr_dict()?;
    parser.parse_punctuation(":", "expected ':'")?;
    let offset = parser.offset();
    let ty = parser.parse_type()?;
    let values = parser.resolve_operands(&[composite], &[ty], offset)?;
    // MLIR's parser computes the result type, with the verifier's messages.
    let result = match super::super::verify::composite_indexed_type(context, ty, indices) {
        Ok(Some(result)) => result,
        Ok(None) => return parser.emit_error(indices_offset, "invalid composite indices"),
        Err(error) => return parser.emit_error(indices_offset, error.message),
    };
    let properties = dictionary(context, &[("indices", indices)]);
    parser.create_op(&values, &[result], attributes, Some(properties), None)
}

/// `spirv.CompositeInsert %o, %v[0 : i32] : f32 into vector<4xf32>`.
pub fn print_composite_insert(op: CompositeInsertOp, printer: &mut OpPrinter) {
    let body = printer.body();
    printer.write_str(" ");
    printer.write_value(op.object(body));
    printer.write_str(", ");
    printer.write_value(op.composite(body));
    printer.write_attr(op.indices(body));
    print_attributes(printer, op.op(), &[], false);
    printer.write_str(" : ");
    printer.write_type(body.value_type(op.object(body)));
    printer.write_str(" into ");
    printer.write_type(body.value_type(op.composite(body)));
}

/// Parses `spirv.CompositeInsert`.
pub fn parse_composite_insert(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let operands = parser.parse_operand_list()?;
    let indices = parser.parse_attribute()?;
    let attributes = parser.parse_optional_attr_dict()?;
    parser.parse_punctuation(":", "expected ':'")?;
    let offset = parser.offset();
    let object = parser.parse_type()?;
    parser.parse_keyword("into", "expected 'into'")?;
    let composite = parser.parse_type()?;
    let values = parser.resolve_operands(&operands, &[object, composite], offset)?;
    let properties = dictionary(context, &[("indices", indices)]);
    parser.create_op(&values, &[composite], attributes, Some(properties), None)
}

/// ` %a, %b {attrs} : T`: operands, then the one result's type.
fn print_operands_and_result<T: TypedOp>(op: T, printer: &mut OpPrinter) {
    let body = printer.body();
    let data = body.op(op.op());
    printer.write_str(" ");
    printer.write_values(data.operands());
    print_attributes(printer, op.op(), &[], false);
    printer.write_str(" : ");
    printer.write_type(body.value_type(data.result(0)));
}

/// Parses ` %a, %b : T` where every operand has type `operand(T)`; `None`
/// from `operand` rejects `T` with the op's message.
fn parse_operands_and_result(
    parser: &mut OpParser,
    count: usize,
    operand: fn(&Context, Type) -> Result<Type, &'static str>,
) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let offset = parser.offset();
    let operands = parser.parse_operand_list()?;
    if operands.len() != count {
        return parser.emit_error(offset, format!("expected {count} operands"));
    }
    let attributes = parser.parse_optional_attr_dict()?;
    parser.parse_punctuation(":", "expected ':'")?;
    let types_offset = parser.offset();
    let ty = parser.parse_type()?;
    let operand_type = match operand(context, ty) {
        Ok(operand_type) => operand_type,
        Err(message) => return parser.emit_error(types_offset, message),
    };
    let values = parser.resolve_operands(&operands, &vec![operand_type; count], offset)?;
    parser.create_op(&values, &[ty], attributes, None, None)
}

fn same(_context: &Context, ty: Type) -> Result<Type, &'static str> {
    Ok(ty)
}

/// The operand type of the extended arithmetic ops: the first member of
/// their two-member result struct.
fn first_member(context: &Context, ty: Type) -> Result<Type, &'static str> {
    match StructType::from_type(context, ty) {
        Some(result) if result.members.len() == 2 => Ok(result.members[0]),
        _ => Err("expected spirv.struct type with two members"),
    }
}

/// Defines the printer and parser of ops of one of the two shapes.
macro_rules! operands_and_result {
    ($($op:ident, $print:ident, $parse:ident, $count:literal, $operand:ident;)*) => {$(
        #[doc = concat!("Prints `", stringify!($op), "`: its operands and its result type.")]
        pub fn $print(op: $op, printer: &mut OpPrinter) {
            print_operands_and_result(op, printer);
        }

        #[doc = concat!("Parses `", stringify!($op), "`.")]
        pub fn $parse(parser: &mut OpParser) -> Result<Op, Diagnostic> {
            parse_operands_and_result(parser, $count, $operand)
        }
    )*};
}

operands_and_result! {
    IAddCarryOp, print_iadd_carry, parse_iadd_carry, 2, first_member;
    ISubBorrowOp, print_isub_borrow, parse_isub_borrow, 2, first_member;
    SMulExtendedOp, print_smul_extended, parse_smul_extended, 2, first_member;
    UMulExtendedOp, print_umul_extended, parse_umul_extended, 2, first_member;
    GLFClampOp, print_gl_fclamp, parse_gl_fclamp, 3, same;
    GLFmaOp, print_gl_fma, parse_gl_fma, 3, same;
    GLSClampOp, print_gl_sclamp, parse_gl_sclamp, 3, same;
    GLUClampOp, print_gl_uclamp, parse_gl_uclamp, 3, same;
}
