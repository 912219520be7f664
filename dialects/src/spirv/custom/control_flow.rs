//! The custom forms of `spirv.BranchConditional`, `spirv.mlir.loop` and
//! `spirv.mlir.selection`.

use ir_core::attributes::AttrData;
use ir_core::diagnostics::Diagnostic;
use ir_core::ir::{Block, Op, Value};
use ir_core::text::{OpParser, OpPrinter, ParseResult};
use ir_core::types::Type;

use super::super::ops::*;
use super::directives::*;

/// `spirv.BranchConditional %c [5, 10], ^t(%a : i32), ^f`.
pub fn print_branch_conditional(op: BranchConditionalOp, printer: &mut OpPrinter) {
    let body = printer.body();
    let context = printer.context();
    printer.write_str(" ");
    printer.write_value(op.condition(body));
    if let Some(weights) = op.branch_weights(body) {
        if let AttrData::Array(elements) = context.attr_data(weights) {
            let text: Vec<String> = elements
                .iter()
                .map(|&weight| integer_value(context, weight).unwrap_or(0).to_string())
                .collect();
            printer.write_str(&format!(" [{}]", text.join(", ")));
        }
    }
    let successors = body.op(op.op()).successors();
    printer.write_str(", ");
    printer.write_successor_and_operands(
        successors[0],
        &op.true_target_operands(body).collect::<Vec<_>>(),
    );
    printer.write_str(", ");
    printer.write_successor_and_operands(
        successors[1],
        &op.false_target_operands(body).collect::<Vec<_>>(),
    );
}

/// `^bb(%a, %b : i32, i32)`: a successor and its operands.
fn parse_successor_and_operands(parser: &mut OpParser) -> ParseResult<(Block, Vec<Value>)> {
    let block = parser.parse_successor()?;
    let mut values = Vec::new();
    if parser.parse_optional_punctuation("(") {
        let operands = parser.parse_operand_list()?;
        parser.parse_punctuation(":", "expected ':'")?;
        let offset = parser.offset();
        let types = parser.parse_type_list()?;
        parser.parse_punctuation(")", "expected ')'")?;
        values = parser.resolve_operands(&operands, &types, offset)?;
    }
    Ok((block, values))
}

/// Parses `spirv.BranchConditional`.
pub fn parse_branch_conditional(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let condition = parser.parse_operand()?;
    let offset = parser.offset();
    let condition = parser.resolve_operands(&[condition], &[context.integer_type(1)], offset)?;
    let mut properties = Vec::new();
    if parser.parse_optional_punctuation("[") {
        // Exactly a true and a false weight, as MLIR's parser takes them.
        let i32_type = Some(context.integer_type(32));
        let true_weight = parser.parse_integer_attr(i32_type)?;
        parser.parse_punctuation(",", "expected ','")?;
        let false_weight = parser.parse_integer_attr(i32_type)?;
        parser.parse_punctuation("]", "expected ']'")?;
        let weights = [true_weight, false_weight];
        properties.push(("branch_weights", context.intern_attr(AttrData::Array(weights.into()))));
    }
    parser.parse_punctuation(",", "expected ','")?;
    let (true_block, true_values) = parse_successor_and_operands(parser)?;
    parser.parse_punctuation(",", "expected ','")?;
    let (false_block, false_values) = parse_successor_and_operands(parser)?;
    let sizes = context.dense_array_attr(
        context.integer_type(32),
        &[1, true_values.len() as u128, false_values.len() as u128],
    );
    properties.push(("operandSegmentSizes", sizes));
    let (attributes, properties) = ir_core::ods::generic::properties_from_generic(
        context,
        BranchConditionalOp::DEFINITION,
        context.dictionary_attr(&[]),
        Some(dictionary(context, &properties)),
    )
    .or_else(|message| parser.error_at_name_result(message))?;
    let mut operands = condition;
    operands.extend(true_values);
    operands.extend(false_values);
    parser.create_op_with(
        &operands,
        &[],
        &[true_block, false_block],
        Some(attributes),
        properties,
        Vec::new(),
    )
}

/// ` control(Unroll) -> i32 {...}`: the shared form of loops and
/// selections.
fn print_structured(printer: &mut OpPrinter, op: Op, control: String, results: &[Type]) {
    if control != "None" {
        printer.write_str(&format!(" control({control})"));
    }
    if !results.is_empty() {
        printer.write_str(" -> ");
        printer.write_types(results.iter().copied());
    }
    printer.write_str(" ");
    printer.write_region(op, 0, false, false);
}

fn parse_structured(
    parser: &mut OpParser,
    name: &'static str,
    mnemonic: &str,
) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let mut control = String::from("None");
    if parser.parse_optional_keyword("control") {
        parser.parse_punctuation("(", "expected '('")?;
        // One case, as MLIR's parser reads it: `Unroll|DontUnroll` stops
        // at the `|` with `expected ')'`.
        let offset = parser.offset();
        match parser.parse_optional_keyword_or_string() {
            Some(part) => control = part.into_owned(),
            None => return parser.error_at(offset, "expected keyword"),
        }
        parser.parse_punctuation(")", "expected ')'")?;
    }
    let mut results = Vec::new();
    if parser.parse_optional_punctuation("->") {
        results = parser.parse_type_list()?;
    }
    let region = parser.parse_region()?;
    let properties = dictionary(context, &[(name, enum_attr(context, mnemonic, &control))]);
    parser.create_op(&[], &results, None, Some(properties), Some(region))
}

/// `spirv.mlir.loop control(Unroll) -> i32 {...}`.
pub fn print_mlir_loop(op: LoopOp, printer: &mut OpPrinter) {
    let body = printer.body();
    let results: Vec<Type> =
        body.op(op.op()).results().iter().map(|r| body.value_type(r)).collect();
    print_structured(printer, op.op(), op.loop_control(body).keyword(), &results);
}

/// Parses `spirv.mlir.loop`.
pub fn parse_mlir_loop(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    parse_structured(parser, "loop_control", "loop_control")
}

/// `spirv.mlir.selection control(Flatten) -> i32 {...}`.
pub fn print_mlir_selection(op: SelectionOp, printer: &mut OpPrinter) {
    let body = printer.body();
    let results: Vec<Type> =
        body.op(op.op()).results().iter().map(|r| body.value_type(r)).collect();
    print_structured(printer, op.op(), op.selection_control(body).keyword(), &results);
}

/// Parses `spirv.mlir.selection`.
pub fn parse_mlir_selection(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    parse_structured(parser, "selection_control", "selection_control")
}
