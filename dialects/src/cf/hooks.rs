//! The cf ops' hooks: the operands each successor receives must match its
//! block arguments, the switch's cases must match its flag, and the custom
//! form of the switch's cases.

use ir_core::attributes::{Attr, AttrData, DenseValues};
use ir_core::ir::{Block, Body, Ir, Value};
use ir_core::ods::format::CustomArgument;
use ir_core::ods::{FormatState, TypedOp, VerifyError};
use ir_core::text::{OpParser, OpPrinter, ParseResult};
use ir_core::types::TypeData;
use ir_core::Context;

use super::{BranchOp, CondBranchOp, SwitchOp, SwitchOpProperties};

/// Each successor and the operands passed to it.
fn successor_operands(
    context: &Context,
    body: &Body,
    op: ir_core::ir::Op,
) -> Vec<(Block, Vec<Value>)> {
    if let Some(branch) = BranchOp::cast(context, body, op) {
        return vec![(branch.dest(body), branch.destOperands(body).collect())];
    }
    if let Some(branch) = CondBranchOp::cast(context, body, op) {
        return vec![
            (branch.trueDest(body), branch.trueDestOperands(body).collect()),
            (branch.falseDest(body), branch.falseDestOperands(body).collect()),
        ];
    }
    if let Some(switch) = SwitchOp::cast(context, body, op) {
        let mut pairs =
            vec![(switch.defaultDestination(body), switch.defaultOperands(body).collect())];
        let case_operands: Vec<Value> = switch.caseOperands(body).collect();
        let mut start = 0usize;
        for (&destination, &size) in
            switch.caseDestinations(body).iter().zip(&switch.case_operand_segments(body).0)
        {
            let end = (start + size.max(0) as usize).min(case_operands.len());
            pairs.push((destination, case_operands[start..end].to_vec()));
            start = end;
        }
        return pairs;
    }
    Vec::new()
}

/// MLIR's branch check: each successor gets as many operands as it has
/// arguments, of the same types.
pub fn verify_successor_operands<T: TypedOp>(
    op: T,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    ir_core::interfaces::verify_successor_operands(body, successor_operands(context, body, op.op()))
}

/// The case values of a switch, as their bits.
pub(super) fn case_values(
    context: &Context,
    attr: Option<Attr>,
) -> Option<(ir_core::types::Type, Vec<u128>)> {
    match context.attr_data(attr?) {
        AttrData::DenseElements { ty, splat, values: DenseValues::Bits(bits) } => {
            let count = context
                .shape_of(*ty)
                .map_or(1, |shape| shape.iter().product::<i64>().max(0) as usize);
            let values = if *splat {
                vec![bits.first().copied().unwrap_or(0); count]
            } else {
                bits.to_vec()
            };
            Some((*ty, values))
        }
        _ => None,
    }
}

/// The switch's case values have the flag's type, one per case
/// destination; the case operand segments add up.
pub fn verify_switch(
    op: SwitchOp,
    context: &Context,
    ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    let destinations = op.caseDestinations(body).len();
    let segments = &op.case_operand_segments(body).0;
    let case_operand_count = op.caseOperands(body).len();
    if segments.iter().map(|&size| i64::from(size)).sum::<i64>() != case_operand_count as i64
        || segments.iter().any(|&size| size < 0)
    {
        return Err(format!(
            "expected {} operands in 'case_operand_segments' but found {}",
            case_operand_count,
            segments.iter().map(|&size| i64::from(size)).sum::<i64>()
        )
        .into());
    }
    if let Some((ty, values)) = case_values(context, op.case_values(body)) {
        let flag_type = body.value_type(op.flag(body));
        let element = context.element_type_of(ty).unwrap_or(ty);
        if element != flag_type {
            return Err(format!(
                "'flag' type ('{}') should match case value type ('{}')",
                ir_core::text::type_to_string(context, flag_type),
                ir_core::text::type_to_string(context, element)
            )
            .into());
        }
        if values.len() != destinations {
            return Err(format!(
                "number of case values ({}) should match number of case destinations ({destinations})",
                values.len()
            )
            .into());
        }
    } else if destinations != 0 {
        return Err(format!(
            "number of case values (0) should match number of case destinations ({destinations})"
        )
        .into());
    }
    verify_successor_operands(op, context, ir, body)
}

/// Prints `default: ^bb1(...)` and one `value: ^bbN(...)` line per case:
/// `successors` holds the default then each case's target with the
/// operands it passes, `values` the case values. `cf.switch` and
/// `spirv.Switch` share it.
pub(crate) fn print_switch_cases(
    printer: &mut OpPrinter,
    successors: &[(Block, Vec<Value>)],
    values: Option<Attr>,
) {
    let context = printer.context();
    printer.write_str("  default: ");
    if let Some((default, operands)) = successors.first() {
        printer.write_successor_and_operands(*default, operands);
    }
    let Some((ty, values)) = case_values(context, values) else { return };
    let width = context
        .element_type_of(ty)
        .and_then(|element| context.integer_width(element))
        .unwrap_or(64);
    for (index, bits) in values.iter().enumerate() {
        printer.write_str(",");
        printer.write_newline();
        printer.write_str("  ");
        // MLIR prints the case value zero-extended, as an unsigned number
        // (limited to 64 bits).
        let value = ir_core::attributes::truncate_bits(*bits, width.min(64));
        printer.write_str(&value.to_string());
        printer.write_str(": ");
        if let Some((destination, operands)) = successors.get(index + 1) {
            printer.write_successor_and_operands(*destination, operands);
        }
    }
    printer.write_newline();
}

/// Prints `default: ^bb1(...)` and one `value: ^bbN(...)` line per case.
pub fn print_switch_op_cases(printer: &mut OpPrinter, op: SwitchOp, _arguments: &[CustomArgument]) {
    let successors = successor_operands(printer.context(), printer.body(), op.op());
    let values = op.case_values(printer.body());
    print_switch_cases(printer, &successors, values);
}

/// Parses `^bb(%a : i32)`'s parenthesized operands, if any.
fn parse_successor_operands<'a>(
    parser: &mut OpParser<'_, 'a>,
) -> ParseResult<(Vec<ir_core::text::UnresolvedOperand<'a>>, Vec<ir_core::types::Type>)> {
    if !parser.parse_optional_punctuation("(") {
        return Ok((Vec::new(), Vec::new()));
    }
    let operands = parser.parse_operand_list()?;
    parser.parse_punctuation(":", "expected ':'")?;
    let types = parser.parse_type_list()?;
    parser.parse_punctuation(")", "expected ')'")?;
    Ok((operands, types))
}

/// Reads the cases of a switch (`default: ^bb(...)`, then `value: ^bb(...)`
/// pairs) into the op being parsed: successors and their operands go to
/// operand groups 1 (default) and 2 (cases). Returns the case values (a
/// dense `vector<Nx(flag type)>`, a splat when all are equal, as MLIR
/// stores them) and the number of operands of each case. `cf.switch` and
/// `spirv.Switch` share it.
pub(crate) fn parse_switch_cases<'a>(
    parser: &mut OpParser<'_, 'a>,
    state: &mut FormatState<'a, '_>,
) -> ParseResult<(Option<Attr>, ir_core::ods::DenseI32Array)> {
    let context = parser.context();
    let flag_type = state.operand_types[0].as_ref().and_then(|types| types.first().copied());
    parser.parse_keyword("default", "expected 'default'")?;
    parser.parse_punctuation(":", "expected ':'")?;
    let default = parser.parse_successor()?;
    let (default_operands, default_types) = parse_successor_operands(parser)?;
    state.successors.push(default);
    state.operands[1] = default_operands.into();
    state.operand_types[1] = Some(default_types.into());
    let mut values = Vec::new();
    let mut case_operands = Vec::new();
    let mut case_types = Vec::new();
    let mut segments = Vec::new();
    let width = flag_type.and_then(|ty| context.integer_width(ty)).unwrap_or(64);
    while parser.parse_optional_punctuation(",") {
        let offset = parser.offset();
        let value = parser.parse_integer()?;
        if i64::try_from(value).is_err() {
            return parser.emit_error(offset, "integer value too large");
        }
        values.push(ir_core::attributes::truncate_bits(value as u128, width));
        parser.parse_punctuation(":", "expected ':'")?;
        state.successors.push(parser.parse_successor()?);
        let (operands, types) = parse_successor_operands(parser)?;
        segments.push(operands.len() as i32);
        case_operands.extend(operands);
        case_types.extend(types);
    }
    state.operands[2] = case_operands.into();
    state.operand_types[2] = Some(case_types.into());
    let case_values = match flag_type {
        Some(flag) if !values.is_empty() => {
            let ty = context.intern_type(TypeData::Vector {
                shape: Box::new([values.len() as i64]),
                scalable: Box::new([false]),
                element: flag,
            });
            let splat = values.windows(2).all(|pair| pair[0] == pair[1]);
            let values: Box<[u128]> = if splat { values[..1].into() } else { values.into() };
            Some(context.intern_attr(AttrData::DenseElements {
                ty,
                splat,
                values: DenseValues::Bits(values),
            }))
        }
        _ => None,
    };
    Ok((case_values, ir_core::ods::DenseI32Array(segments)))
}

/// Parses the cases of a switch into the op being parsed.
pub fn parse_switch_op_cases<'a>(
    parser: &mut OpParser<'_, 'a>,
    state: &mut FormatState<'a, '_>,
    _arguments: &[CustomArgument],
) -> ParseResult<()> {
    let (case_values, segments) = parse_switch_cases(parser, state)?;
    if let Some(properties) = state.properties_mut::<SwitchOpProperties>() {
        properties.case_values = case_values;
        properties.case_operand_segments = Some(segments);
    }
    Ok(())
}

/// A conditional branch has no weights or one per successor, then passes
/// its successors the right operands.
pub fn verify_cond_br(
    op: CondBranchOp,
    context: &Context,
    ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    if let Some(weights) = op.branch_weights(body) {
        let successors = body.op(op.op()).successors().len();
        if weights.0.len() != successors {
            return Err(VerifyError::plain(format!(
                "expects number of branch weights to match number of successors: {} vs {successors}",
                weights.0.len()
            )));
        }
        if weights.0.iter().all(|&weight| weight == 0) {
            return Err(VerifyError::plain("branch weights cannot all be zero"));
        }
    }
    verify_successor_operands(op, context, ir, body)
}
