//! The custom directives of SPIR-V formats: `custom<ImageOperands>` and
//! `custom<SwitchOpCases>`, and helpers the custom forms share.

use ir_core::attributes::{Attr, AttrData};
use ir_core::ir::Value;
use ir_core::ods::format::CustomArgument;
use ir_core::ods::{FormatState, TypedOp};
use ir_core::text::{OpParser, OpPrinter, ParseResult};
use ir_core::Context;

use super::super::enums::ImageOperands;
use super::super::ops::{SwitchOp, SwitchOpProperties};

/// `#spirv.<mnemonic><text>`, the form enum attributes of this dialect
/// parse from.
pub fn enum_attr(context: &Context, mnemonic: &str, text: &str) -> Attr {
    context.intern_attr(AttrData::Opaque {
        dialect: "spirv".into(),
        data: format!("{mnemonic}<{text}>").into(),
        ty: None,
    })
}

/// The property a directive's single property argument names.
fn property_argument(arguments: &[CustomArgument]) -> Option<usize> {
    match arguments {
        [CustomArgument::Property(index)] => Some(*index),
        _ => None,
    }
}

/// `["Bias|Lod"]` after an image instruction's operands, when it has image
/// operands (the property the directive names,
/// `custom<ImageOperands>($image_operands)`).
pub fn print_image_operands<T: TypedOp>(
    printer: &mut OpPrinter,
    op: T,
    arguments: &[CustomArgument],
) {
    let body = printer.body();
    let properties = body.op(op.op()).properties.as_deref();
    let field = property_argument(arguments)
        .zip(properties)
        .map(|(index, properties)| properties.field(index));
    let operands = field.and_then(|field| field.as_any().downcast_ref::<Option<ImageOperands>>());
    if let Some(Some(operands)) = operands {
        printer.write_str("[\"");
        printer.write_str(&operands.keyword());
        printer.write_str("\"]");
    }
}

/// Reads `["Bias|Lod"]` if it comes next.
pub fn parse_image_operands<'a>(
    parser: &mut OpParser<'_, 'a>,
    state: &mut FormatState<'a, '_>,
    arguments: &[CustomArgument],
) -> ParseResult<()> {
    if !parser.parse_optional_punctuation("[") {
        return Ok(());
    }
    let offset = parser.offset();
    let attr = parser.parse_attribute()?;
    let context = parser.context();
    let text = match context.attr_data(attr) {
        AttrData::String { .. } => String::from_utf8_lossy(context.string_bytes(attr)).into_owned(),
        _ => return parser.emit_error(offset, "expected string"),
    };
    let attr = enum_attr(context, "image_operands", &text);
    let field = property_argument(arguments)
        .zip(state.properties.as_mut())
        .map(|(index, properties)| properties.field_mut(index));
    if !field.is_some_and(|field| field.set_from_attr(context, attr)) {
        return parser.error_at(
            offset,
            format!("invalid image_operands attribute specification: \"{text}\""),
        );
    }
    parser.parse_punctuation("]", "expected ']'")
}

/// Prints the cases of `spirv.Switch` as `cf.switch` prints its own.
pub fn print_switch_op_cases(printer: &mut OpPrinter, op: SwitchOp, _arguments: &[CustomArgument]) {
    let body = printer.body();
    let mut successors = vec![(op.default_target(body), op.default_operands(body).collect())];
    let target_operands: Vec<Value> = op.target_operands(body).collect();
    let mut start = 0usize;
    for (&target, &size) in op.targets(body).iter().zip(&op.case_operand_segments(body).0) {
        let end = (start + size.max(0) as usize).min(target_operands.len());
        successors.push((target, target_operands[start..end].to_vec()));
        start = end;
    }
    let literals = op.literals(body);
    crate::cf::print_switch_cases(printer, &successors, literals);
}

/// Reads the cases of `spirv.Switch` into the op being parsed, as
/// `cf.switch` reads its own; the case values become the `literals`
/// property (a `vector<Nx(selector type)>` dense attribute).
pub fn parse_switch_op_cases<'a>(
    parser: &mut OpParser<'_, 'a>,
    state: &mut FormatState<'a, '_>,
    _arguments: &[CustomArgument],
) -> ParseResult<()> {
    let (literals, segments) = crate::cf::parse_switch_cases(parser, state)?;
    if let Some(properties) = state.properties_mut::<SwitchOpProperties>() {
        properties.literals = literals;
        properties.case_operand_segments = Some(segments);
    }
    Ok(())
}

/// A dictionary of properties from `(name, value)` pairs.
pub fn dictionary(context: &Context, entries: &[(&str, Attr)]) -> Attr {
    let entries: Vec<(Attr, Attr)> =
        entries.iter().map(|&(name, value)| (context.string_attr(name), value)).collect();
    context.dictionary_attr(&entries)
}

/// An `i32` integer attribute.
pub fn i32_attr(context: &Context, value: i128) -> Attr {
    context.integer_attr(context.integer_type(32), value)
}

/// The value of an integer attribute.
pub fn integer_value(context: &Context, attr: Attr) -> Option<i128> {
    match context.attr_data(attr) {
        AttrData::Integer { ty, .. } => {
            let width = context.integer_width(*ty).unwrap_or(64);
            ir_core::ods::properties::integer_attr_value(context, attr, width)
        }
        _ => None,
    }
}

/// Reads an enum case written as a string attribute (`"Function"`), as
/// MLIR's SPIR-V parsers do: any attribute is read (so `%0` is "expected
/// attribute value" and `3` an integer without a type); one that is not a
/// string, or names no case, is an error of the op's parser at its start
/// ("invalid storage_class attribute specification: "Foo"").
pub fn parse_enum_string<E>(
    parser: &mut OpParser,
    attribute_name: &str,
    from_keyword: fn(&str) -> Option<E>,
) -> ParseResult<E> {
    let offset = parser.offset();
    let none = parser.context().none_type();
    let attr = parser.parse_attribute_of_type(none)?;
    let context = parser.context();
    let AttrData::String { value, .. } = context.attr_data(attr) else {
        return parser.emit_error(
            offset,
            format!("expected {attribute_name} attribute specified as string"),
        );
    };
    match std::str::from_utf8(value).ok().and_then(from_keyword) {
        Some(case) => Ok(case),
        None => {
            let text = ir_core::text::attr_to_string(context, attr);
            parser.emit_error(
                offset,
                format!("invalid {attribute_name} attribute specification: {text}"),
            )
        }
    }
}

/// Writes ` ["Volatile"]` or ` ["Aligned", 4]` for a memory access.
pub fn print_memory_access(
    printer: &mut OpPrinter,
    access: Option<super::super::enums::MemoryAccess>,
    alignment: Option<i32>,
) {
    let Some(access) = access else { return };
    printer.write_str(" [\"");
    printer.write_str(&access.keyword());
    printer.write_str("\"");
    if access.contains(super::super::enums::MemoryAccess::ALIGNED) {
        if let Some(alignment) = alignment {
            printer.write_str(&format!(", {alignment}"));
        }
    }
    printer.write_str("]");
}

/// Reads `["Volatile"]` or `["Aligned", 4]` if it comes next, into
/// properties named `access` and `alignment`.
pub fn parse_memory_access(
    parser: &mut OpParser,
    access: &'static str,
    alignment: &'static str,
    properties: &mut Vec<(&'static str, Attr)>,
) -> ParseResult<()> {
    if !parser.parse_optional_punctuation("[") {
        return Ok(());
    }
    use super::super::enums::MemoryAccess;
    let context = parser.context();
    let memory_access = parse_enum_string(parser, "memory_access", MemoryAccess::from_keyword)?;
    properties.push((access, ir_core::ods::PropertyValue::to_attr(&memory_access, context)));
    if memory_access.contains(MemoryAccess::ALIGNED) {
        parser.parse_punctuation(",", "expected ','")?;
        let value = parser.parse_integer_attr(Some(context.integer_type(32)))?;
        properties.push((alignment, value));
    }
    parser.parse_punctuation("]", "expected ']'")
}

/// Writes the discardable attributes of `op` with `extra` inherent ones,
/// sorted as MLIR's merged dictionary is.
pub fn print_attributes(
    printer: &mut OpPrinter,
    op: ir_core::ir::Op,
    extra: &[(&str, Attr)],
    keyword: bool,
) {
    let context = printer.context();
    let mut entries: Vec<(Attr, Attr)> =
        context.dictionary_entries(printer.body().op(op).attributes).to_vec();
    entries.extend(extra.iter().map(|&(name, value)| (context.string_attr(name), value)));
    let sorted = context.dictionary_attr(&entries);
    printer.write_attr_dict(context.dictionary_entries(sorted), keyword);
}
