//! `cf` to SPIR-V, as MLIR 22 lowers it: `cf.br` becomes `spirv.Branch`
//! and `cf.cond_br` becomes `spirv.BranchConditional`, after the arguments
//! of their destinations are given converted types. `cf.switch` and
//! `cf.assert` have no SPIR-V form and stay.

use ir_core::ir::{Block, Builder, InsertPoint, Value};
use ir_transforms::conversion::{
    Adaptor, ConversionPatterns, ConversionRewriter, MatchFailure, OpConversionPattern,
    TypeConverter,
};

use dialects::cf;
use dialects::spirv;

use crate::spirv_target::unrealized_cast;

/// Gives the arguments of `block` whose types the converter changes their
/// converted types, the old uses reading a cast back at the start of the
/// block. As in MLIR, this changes the block directly: it is not undone if
/// the pattern fails afterwards, and a block done once is legal the next
/// time.
fn legalize_block_arguments(
    rewriter: &mut ConversionRewriter<'_>,
    block: Block,
) -> Result<(), MatchFailure> {
    let context = rewriter.context();
    let converter = rewriter
        .type_converter()
        .ok_or_else(|| MatchFailure::new("the branch conversion needs a type converter"))?;
    let count = rewriter.body().block_arguments(block).len();
    // The casts go before the block's first op as it is now, so they come
    // in argument order.
    let point = match rewriter.body().first_op(block) {
        Some(first) => InsertPoint::Before(first),
        None => InsertPoint::End(block),
    };
    for index in 0..count {
        let argument = rewriter.body().block_arguments(block)[index];
        let old_type = rewriter.body().value_type(argument);
        let Some(new_type) = converter.convert_type(context, old_type) else {
            return Err(MatchFailure::new(format!("failed to legalize type for argument {index}")));
        };
        if new_type == old_type {
            continue;
        }
        let location = rewriter.body().block_argument_locations(block)[index];
        let body = rewriter.body_mut();
        let new_argument = body.insert_block_argument(block, index, new_type, location);
        let mut builder = Builder::new(context, body, point);
        let cast = unrealized_cast(&mut builder, old_type, &[new_argument], location)
            .ok_or_else(|| MatchFailure::new("no cast for a block argument"))?;
        body.replace_all_uses(argument, cast);
        body.erase_block_argument(block, index + 1);
    }
    Ok(())
}

/// `cf.br` to `spirv.Branch`.
pub struct BranchOpConversion;

impl OpConversionPattern for BranchOpConversion {
    type Op = cf::BranchOp;

    fn match_and_rewrite(
        &self,
        op: cf::BranchOp,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let destination = op.dest(rewriter.body());
        legalize_block_arguments(rewriter, destination)?;
        let location = rewriter.body().op(op.op()).location;
        let operands = adaptor.operands().to_vec();
        rewriter.build(|builder| spirv::BranchOp::build(builder, location, &operands, destination));
        rewriter.replace_op(op.op(), &[]);
        Ok(())
    }
}

/// `cf.cond_br` to `spirv.BranchConditional` (without branch weights).
pub struct CondBranchOpConversion;

impl OpConversionPattern for CondBranchOpConversion {
    type Op = cf::CondBranchOp;

    fn match_and_rewrite(
        &self,
        op: cf::CondBranchOp,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let body = rewriter.body();
        let (true_block, false_block) = (op.trueDest(body), op.falseDest(body));
        let true_count = op.trueDestOperands(body).len();
        legalize_block_arguments(rewriter, true_block)?;
        legalize_block_arguments(rewriter, false_block)?;
        let location = rewriter.body().op(op.op()).location;
        let operands = adaptor.operands();
        let condition = operands[0];
        let true_operands: Vec<Value> = operands[1..1 + true_count].to_vec();
        let false_operands: Vec<Value> = operands[1 + true_count..].to_vec();
        rewriter.build(|builder| {
            spirv::BranchConditionalOp::build(
                builder,
                location,
                condition,
                &true_operands,
                &false_operands,
                None,
                true_block,
                false_block,
            )
        });
        rewriter.replace_op(op.op(), &[]);
        Ok(())
    }
}

/// Adds the `cf` to SPIR-V patterns, in MLIR's order.
pub fn populate_cf_to_spirv_patterns<'a>(
    converter: &'a TypeConverter<'a>,
    patterns: &mut ConversionPatterns<'a>,
) {
    patterns.add_with_converter(BranchOpConversion, converter);
    patterns.add_with_converter(CondBranchOpConversion, converter);
}
