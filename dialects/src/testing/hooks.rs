//! The test dialect's hooks: one of each kind, each doing something a test
//! can observe.

use ir_core::attributes::Attr;
use ir_core::diagnostics::Diagnostic;
use ir_core::ir::{Body, Ir, Op, ValueDef};
use ir_core::ods::format::CustomArgument;
use ir_core::ods::{FormatState, VerifyError};
use ir_core::registry::FoldResult;
use ir_core::rewrite::{constant_value, OpRewritePattern, PatternRewriter};
use ir_core::text::{OpParser, OpPrinter, ParseResult};
use ir_core::types::Type;
use ir_core::Context;

use super::{CustomOp, DirectiveOp, HooksOp, RegionsOp};

/// `testing.regions`: the first region is not empty, and none of its ops
/// has a `testing.reject` attribute (reported at that op).
pub fn verify_regions_nonempty(
    op: RegionsOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    let Some(entry) = body.entry_block(op.body(body)) else {
        return Err("expects a non-empty first region".into());
    };
    for nested in body.block_ops(entry) {
        let attributes = body.op(nested).attributes;
        if context.dictionary_get(attributes, "testing.reject").is_some() {
            return Err(VerifyError::at(nested, "is rejected by the enclosing 'testing.regions'"));
        }
    }
    Ok(())
}

/// `NotBlockArgument`: the first operand is an op's result.
pub fn verify_not_block_argument(body: &Body, op: Op) -> Result<(), VerifyError> {
    let Some(first) = body.op(op).operands().next() else { return Ok(()) };
    if matches!(body.value(first).def(), ValueDef::BlockArgument { .. }) {
        return Err("expects its first operand not to be a block argument".into());
    }
    Ok(())
}

/// `testing.hooks`: the operands differ (reported without the op prefix).
pub fn verify_hooks(
    op: HooksOp,
    _context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Result<(), VerifyError> {
    if op.lhs(body) == op.rhs(body) {
        return Err(VerifyError::plain("testing.hooks needs two different operands"));
    }
    Ok(())
}

/// `testing.hooks` folds to its left operand when the right one is a
/// constant.
pub fn fold_hooks(
    op: HooksOp,
    _context: &Context,
    body: &Body,
    operands: &[Option<Attr>],
) -> Option<Vec<FoldResult>> {
    operands.get(1).copied().flatten().map(|_| vec![FoldResult::Value(op.lhs(body))])
}

/// `testing.hooks` gives the type of its operands.
pub fn infer_hooks(_context: &Context, operands: &[Type], _properties: &()) -> Option<Vec<Type>> {
    operands.first().map(|&ty| vec![ty])
}

/// `testing.hooks` names its result `%hooked`.
pub fn hooks_result_names(
    _op: HooksOp,
    _context: &Context,
    _body: &Body,
    set_name: &mut dyn FnMut(usize, &str),
) {
    set_name(0, "hooked");
}

/// `testing.custom "label" = %value : type`.
pub fn print_custom(op: CustomOp, printer: &mut OpPrinter) {
    let body = printer.body();
    let label = printer.context().string_attr(op.label(body));
    printer.write_str(" ");
    printer.write_attr(label);
    printer.write_str(" = ");
    let value = op.value(body);
    printer.write_value(value);
    printer.write_str(" : ");
    printer.write_type(body.value_type(value));
    let attributes = printer.context().dictionary_entries(body.op(op.op()).attributes);
    printer.write_attr_dict(attributes, false);
}

/// Parses `testing.custom`.
pub fn parse_custom(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let offset = parser.offset();
    let label = parser.parse_attribute()?;
    if !matches!(
        parser.context().attr_data(label),
        ir_core::attributes::AttrData::String { ty: None, .. }
    ) {
        return parser.emit_error(offset, "expected a string label");
    }
    parser.parse_punctuation("=", "expected '='")?;
    let operand = parser.parse_operand()?;
    parser.parse_punctuation(":", "expected ':'")?;
    let types_offset = parser.offset();
    let ty = parser.parse_type()?;
    let values = parser.resolve_operands(&[operand], &[ty], types_offset)?;
    let attributes = parser.parse_optional_attr_dict()?;
    let properties =
        parser.context().dictionary_attr(&[(parser.context().string_attr("label"), label)]);
    parser.create_op(&values, &[], attributes, Some(properties), None)
}

/// `custom<Pair>`: writes `(%a | %b)`.
pub fn print_pair(printer: &mut OpPrinter, op: DirectiveOp, _arguments: &[CustomArgument]) {
    let body = printer.body();
    printer.write_str("(");
    printer.write_value(op.first(body));
    printer.write_str(" | ");
    printer.write_value(op.second(body));
    printer.write_str(")");
}

/// Reads `custom<Pair>`; both operands take the type written after it.
pub fn parse_pair<'a>(
    parser: &mut OpParser<'_, 'a>,
    state: &mut FormatState<'a, '_>,
    _arguments: &[CustomArgument],
) -> ParseResult<()> {
    parser.parse_punctuation("(", "expected '('")?;
    let first = parser.parse_operand()?;
    parser.parse_punctuation("|", "expected '|'")?;
    let second = parser.parse_operand()?;
    parser.parse_punctuation(")", "expected ')'")?;
    state.operands[0] = [first].into_iter().collect();
    state.operands[1] = [second].into_iter().collect();
    Ok(())
}

/// Moves a constant left operand of `testing.hooks` to the right, where its
/// folder looks for one.
pub struct SwapOperands;

impl OpRewritePattern for SwapOperands {
    type Op = HooksOp;

    fn match_and_rewrite(&self, op: HooksOp, rewriter: &mut PatternRewriter<'_>) -> Option<()> {
        let context = rewriter.context();
        let (lhs, rhs) = (op.lhs(rewriter.body()), op.rhs(rewriter.body()));
        constant_value(context, rewriter.body(), lhs)?;
        if constant_value(context, rewriter.body(), rhs).is_some() {
            return None;
        }
        rewriter.modify_op_in_place(op.op(), |body| body.set_operands(op.op(), &[rhs, lhs]));
        Some(())
    }
}
