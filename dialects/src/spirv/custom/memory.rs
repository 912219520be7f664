//! The custom forms of the memory ops: `spirv.Load "Function" %p : f32`,
//! `spirv.Store`, `spirv.CopyMemory`, `spirv.Variable` and
//! `spirv.INTEL.SubgroupBlockWrite`.

use ir_core::attributes::Attr;
use ir_core::diagnostics::Diagnostic;
use ir_core::ir::Op;
use ir_core::text::{OpParser, OpPrinter, ParseResult};
use ir_core::types::Type;

use super::super::enums::StorageClass;
use super::super::ops::*;
use super::super::types::PointerType;
use super::directives::*;
use super::structure::parse_variable_decorations;

/// The storage class of a pointer type, as its keyword.
fn storage_class_of(printer: &OpPrinter, ty: Type) -> &'static str {
    PointerType::from_type(printer.context(), ty)
        .map_or("", |pointer| pointer.storage_class.keyword())
}

/// Reads `"StorageClass"`.
fn parse_storage_class(parser: &mut OpParser) -> ParseResult<StorageClass> {
    parse_enum_string(parser, "storage_class", StorageClass::from_keyword)
}

fn pointer_to(parser: &OpParser, pointee: Type, storage_class: StorageClass) -> Type {
    PointerType { pointee, storage_class }.to_type(parser.context())
}

/// `spirv.Load "Function" %ptr ["Volatile"] : f32`.
pub fn print_load(op: LoadOp, printer: &mut OpPrinter) {
    let body = printer.body();
    let ptr = op.ptr(body);
    printer.write_str(" \"");
    printer.write_str(storage_class_of(printer, body.value_type(ptr)));
    printer.write_str("\" ");
    printer.write_value(ptr);
    print_memory_access(printer, op.memory_access(body), op.alignment(body));
    print_attributes(printer, op.op(), &[], false);
    printer.write_str(" : ");
    printer.write_type(body.value_type(op.value(body)));
}

/// Parses `spirv.Load`.
pub fn parse_load(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let storage_class = parse_storage_class(parser)?;
    let ptr = parser.parse_operand()?;
    let mut properties = Vec::new();
    parse_memory_access(parser, "memory_access", "alignment", &mut properties)?;
    let attributes = parser.parse_optional_attr_dict()?;
    parser.parse_punctuation(":", "expected ':'")?;
    let offset = parser.offset();
    let ty = parser.parse_type()?;
    let pointer = pointer_to(parser, ty, storage_class);
    let values = parser.resolve_operands(&[ptr], &[pointer], offset)?;
    let properties = dictionary(context, &properties);
    parser.create_op(&values, &[ty], attributes, Some(properties), None)
}

/// `spirv.Store "Function" %ptr, %value ["Volatile"] : f32`.
pub fn print_store(op: StoreOp, printer: &mut OpPrinter) {
    let body = printer.body();
    let ptr = op.ptr(body);
    printer.write_str(" \"");
    printer.write_str(storage_class_of(printer, body.value_type(ptr)));
    printer.write_str("\" ");
    printer.write_value(ptr);
    printer.write_str(", ");
    printer.write_value(op.value(body));
    print_memory_access(printer, op.memory_access(body), op.alignment(body));
    print_attributes(printer, op.op(), &[], false);
    printer.write_str(" : ");
    printer.write_type(body.value_type(op.value(body)));
}

/// Parses `spirv.Store`.
pub fn parse_store(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let offset = parser.offset();
    let storage_class = parse_storage_class(parser)?;
    let operands = parser.parse_operand_list_of(2)?;
    let mut properties = Vec::new();
    parse_memory_access(parser, "memory_access", "alignment", &mut properties)?;
    let attributes = parser.parse_optional_attr_dict()?;
    parser.parse_punctuation(":", "expected ':'")?;
    let ty = parser.parse_type()?;
    let pointer = pointer_to(parser, ty, storage_class);
    let values = parser.resolve_operands(&operands, &[pointer, ty], offset)?;
    let properties = dictionary(context, &properties);
    parser.create_op(&values, &[], attributes, Some(properties), None)
}

/// `spirv.CopyMemory  "Function" %a,  "Function" %b ["Volatile"],  ["Volatile"] : f32`,
/// with MLIR's spacing (and its habit of repeating the target's memory
/// access for the source).
pub fn print_copy_memory(op: CopyMemoryOp, printer: &mut OpPrinter) {
    let body = printer.body();
    let (target, source) = (op.target(body), op.source(body));
    printer.write_str("  \"");
    printer.write_str(storage_class_of(printer, body.value_type(target)));
    printer.write_str("\" ");
    printer.write_value(target);
    printer.write_str(",  \"");
    printer.write_str(storage_class_of(printer, body.value_type(source)));
    printer.write_str("\" ");
    printer.write_value(source);
    let access = op.memory_access(body);
    let alignment = op.alignment(body);
    print_memory_access(printer, access, alignment);
    printer.write_str(", ");
    let source_access = op.source_memory_access(body).or(access);
    let source_alignment = op.source_alignment(body).or(alignment);
    print_memory_access(printer, source_access, source_alignment);
    print_attributes(printer, op.op(), &[], false);
    printer.write_str(" : ");
    let pointee = PointerType::from_type(printer.context(), body.value_type(target))
        .map_or(body.value_type(target), |pointer| pointer.pointee);
    printer.write_type(pointee);
}

/// Parses `spirv.CopyMemory`.
pub fn parse_copy_memory(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let target_class = parse_storage_class(parser)?;
    let target = parser.parse_operand()?;
    parser.parse_punctuation(",", "expected ','")?;
    let source_class = parse_storage_class(parser)?;
    let source = parser.parse_operand()?;
    let mut properties = Vec::new();
    parse_memory_access(parser, "memory_access", "alignment", &mut properties)?;
    if parser.parse_optional_punctuation(",") {
        parse_memory_access(parser, "source_memory_access", "source_alignment", &mut properties)?;
    }
    let mut attributes = parser.parse_optional_attr_dict()?;
    parser.parse_punctuation(":", "expected ':'")?;
    let offset = parser.offset();
    let ty = parser.parse_type()?;
    if attributes.is_none() {
        attributes = parser.parse_optional_attr_dict()?;
    }
    let types = [pointer_to(parser, ty, target_class), pointer_to(parser, ty, source_class)];
    let values = parser.resolve_operands(&[target, source], &types, offset)?;
    let properties = dictionary(context, &properties);
    parser.create_op(&values, &[], attributes, Some(properties), None)
}

/// `spirv.Variable init(%v) : !spirv.ptr<f32, Function>`.
pub fn print_variable(op: VariableOp, printer: &mut OpPrinter) {
    let body = printer.body();
    if let Some(initializer) = op.initializer(body) {
        printer.write_str(" init(");
        printer.write_value(initializer);
        printer.write_str(")");
    }
    print_attributes(printer, op.op(), &[], false);
    printer.write_str(" : ");
    printer.write_type(body.value_type(op.pointer(body)));
}

/// Parses `spirv.Variable`.
pub fn parse_variable(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let mut initializer = None;
    if parser.parse_optional_keyword("init") {
        parser.parse_punctuation("(", "expected '('")?;
        initializer = Some(parser.parse_operand()?);
        parser.parse_punctuation(")", "expected ')'")?;
    }
    // The decorations of global variables read here too, as discardable
    // attributes, so that the verifier can say they do not belong.
    let mut decorations = Vec::new();
    parse_variable_decorations(parser, &mut decorations)?;
    let mut attributes = parser.parse_optional_attr_dict()?;
    if !decorations.is_empty() {
        let mut entries: Vec<(Attr, Attr)> = attributes
            .map(|attributes| context.dictionary_entries(attributes).to_vec())
            .unwrap_or_default();
        entries.extend(decorations.iter().map(|&(name, value)| (context.string_attr(name), value)));
        attributes = Some(context.dictionary_attr(&entries));
    }
    parser.parse_punctuation(":", "expected ':'")?;
    let offset = parser.offset();
    let ty = parser.parse_type()?;
    let Some(pointer) = PointerType::from_type(context, ty) else {
        return parser.emit_error(offset, "expected spirv.ptr type");
    };
    let values = match initializer {
        Some(initializer) => parser.resolve_operands(&[initializer], &[pointer.pointee], offset)?,
        None => Vec::new(),
    };
    let class = enum_attr(context, "storage_class", pointer.storage_class.keyword());
    let properties = dictionary(context, &[("storage_class", class)]);
    parser.create_op(&values, &[ty], attributes, Some(properties), None)
}

/// `spirv.INTEL.SubgroupBlockWrite %ptr, %value : i32`: MLIR 22 leaves the
/// storage class out when it prints (so its output does not read back).
pub fn print_intel_subgroup_block_write(op: INTELSubgroupBlockWriteOp, printer: &mut OpPrinter) {
    let body = printer.body();
    printer.write_str(" ");
    printer.write_value(op.ptr(body));
    printer.write_str(", ");
    printer.write_value(op.value(body));
    printer.write_str(" : ");
    printer.write_type(body.value_type(op.value(body)));
}

/// Parses `"StorageBuffer" %ptr, %value : i32`; the pointer points to the
/// value's type, or to its element type for a vector.
pub fn parse_intel_subgroup_block_write(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let storage_class = parse_storage_class(parser)?;
    let operands = parser.parse_operand_list()?;
    parser.parse_punctuation(":", "expected ':'")?;
    let offset = parser.offset();
    let ty = parser.parse_type()?;
    let context = parser.context();
    let pointee = match context.type_data(ty) {
        ir_core::types::TypeData::Vector { element, .. } => *element,
        _ => ty,
    };
    let pointer = pointer_to(parser, pointee, storage_class);
    let values = parser.resolve_operands(&operands, &[pointer, ty], offset)?;
    parser.create_op(&values, &[], None, None, None)
}
