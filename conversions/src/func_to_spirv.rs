//! `func` to SPIR-V, as MLIR 22 lowers it: `func.func` becomes `spirv.func`
//! (its signature and every block's arguments converted), `func.return`
//! becomes `spirv.Return` or `spirv.ReturnValue`, and `func.call` becomes
//! `spirv.FunctionCall`. Functions and calls with more than one result, and
//! types the converter refuses, are left as they are.

use ir_core::attributes::Attr;
use ir_core::types::TypeData;
use ir_transforms::conversion::{
    Adaptor, ConversionPatterns, ConversionRewriter, MatchFailure, OpConversionPattern,
    TypeConverter,
};

use dialects::func;
use dialects::spirv;

/// `func.func` to `spirv.func`.
pub struct FuncOpConversion;

impl OpConversionPattern for FuncOpConversion {
    type Op = func::FuncOp;

    fn match_and_rewrite(
        &self,
        op: func::FuncOp,
        _adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let context = rewriter.context();
        let converter = rewriter
            .type_converter()
            .ok_or_else(|| MatchFailure::new("the function conversion needs a type converter"))?;
        let body = rewriter.body();
        let function_type = op.function_type(body);
        let TypeData::Function { inputs, results } = context.type_data(function_type) else {
            return Err(MatchFailure::new("not a function type"));
        };
        if results.len() > 1 {
            return Err(MatchFailure::new("multiple results are not supported"));
        }
        let signature = converter
            .convert_signature(context, inputs)
            .ok_or_else(|| MatchFailure::new("an input type does not convert"))?;
        let mut converted_results = Vec::new();
        if let Some(&result) = results.first() {
            converted_results.push(
                converter
                    .convert_type(context, result)
                    .ok_or_else(|| MatchFailure::new("the result type does not convert"))?,
            );
        }
        let new_type = context.function_type(signature.converted_types(), &converted_results);
        // Every attribute but the name and the type goes along: the
        // argument and result attributes as properties, the others
        // (visibility, `no_inline`, discardable ones) as attributes.
        let data = body.op(op.op());
        let location = data.location;
        let mut attributes: Vec<(Attr, Attr)> =
            context.dictionary_entries(data.attributes).to_vec();
        if let Some(visibility) = op.sym_visibility(body) {
            attributes
                .push((context.string_attr("sym_visibility"), context.string_attr(visibility)));
        }
        if op.no_inline(body) {
            attributes.push((context.string_attr("no_inline"), context.unit_attr()));
        }
        let (name, arg_attrs, res_attrs) =
            (op.sym_name(body).clone(), op.arg_attrs(body), op.res_attrs(body));
        let attributes = context.dictionary_attr(&attributes);
        let new = rewriter.build(|builder| {
            spirv::FuncOp::build(
                builder,
                location,
                new_type,
                arg_attrs,
                res_attrs,
                name,
                spirv::FunctionControl::NONE,
                None,
            )
        });
        rewriter.body_mut().op_mut(new.op()).attributes = attributes;
        if !rewriter.transfer_isolated_regions(op.op(), new.op()) {
            return Err(MatchFailure::new("the function has no body to move"));
        }
        let (body_id, regions) = {
            let data = rewriter.body().op(new.op());
            (data.isolated_body(), data.regions().to_vec())
        };
        if let (Some(body_id), Some(&region)) = (body_id, regions.first()) {
            rewriter.convert_region_types(body_id, region, converter, Some(&signature))?;
        }
        rewriter.erase_op(op.op());
        Ok(())
    }
}

/// `func.return` to `spirv.Return` (no operand) or `spirv.ReturnValue`.
pub struct ReturnOpConversion;

impl OpConversionPattern for ReturnOpConversion {
    type Op = func::ReturnOp;

    fn match_and_rewrite(
        &self,
        op: func::ReturnOp,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let location = rewriter.body().op(op.op()).location;
        match adaptor.operands() {
            [] => {
                rewriter.build(|builder| spirv::ReturnOp::build(builder, location));
            }
            &[value] => {
                rewriter.build(|builder| spirv::ReturnValueOp::build(builder, location, value));
            }
            _ => return Err(MatchFailure::new("multiple results are not supported")),
        }
        rewriter.replace_op(op.op(), &[]);
        Ok(())
    }
}

/// `func.call` to `spirv.FunctionCall`.
pub struct CallOpConversion;

impl OpConversionPattern for CallOpConversion {
    type Op = func::CallOp;

    fn match_and_rewrite(
        &self,
        op: func::CallOp,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let context = rewriter.context();
        let body = rewriter.body();
        let results: Vec<_> = body.op(op.op()).results().to_vec();
        if results.len() > 1 {
            return Err(MatchFailure::new("multiple results are not supported"));
        }
        let result_type = match results.first() {
            Some(&result) => {
                let converter = rewriter.type_converter().ok_or_else(|| {
                    MatchFailure::new("the call conversion needs a type converter")
                })?;
                Some(
                    converter
                        .convert_type(context, body.value_type(result))
                        .ok_or_else(|| MatchFailure::new("the result type does not convert"))?,
                )
            }
            None => None,
        };
        let data = body.op(op.op());
        let (location, attributes) = (data.location, data.attributes);
        let (callee, arg_attrs, res_attrs) =
            (op.callee(body), op.arg_attrs(body), op.res_attrs(body));
        let arguments = adaptor.operands().to_vec();
        let call = rewriter.build(|builder| {
            spirv::FunctionCallOp::build(
                builder,
                location,
                &arguments,
                result_type,
                callee,
                arg_attrs,
                res_attrs,
            )
        });
        rewriter.body_mut().op_mut(call.op()).attributes = attributes;
        let values: Vec<_> = rewriter.body().op(call.op()).results().to_vec();
        rewriter.replace_op(op.op(), &values);
        Ok(())
    }
}

/// Adds the `func` to SPIR-V patterns, in MLIR's order: returns and calls,
/// then functions.
pub fn populate_func_to_spirv_patterns<'a>(
    converter: &'a TypeConverter<'a>,
    patterns: &mut ConversionPatterns<'a>,
) {
    patterns.add_with_converter(ReturnOpConversion, converter);
    patterns.add_with_converter(CallOpConversion, converter);
    patterns.add_with_converter(FuncOpConversion, converter);
}
