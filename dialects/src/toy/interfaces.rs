//! The interfaces of the toy ops: shape inference (the dialect's own op
//! interface), the call, callable, symbol and cast interfaces the core
//! provides, and the dialect's inliner interface.

use std::ops::Range;

use ir_core::attributes::Attr;
use ir_core::interfaces::{
    CallOpInterface, CallableOpInterface, CastOpInterface, DialectInlinerInterface,
    SymbolOpInterface,
};
use ir_core::ir::{Body, Builder, Op, Value};
use ir_core::ir_macros::op_interface;
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use super::signature::{function_inputs, function_results, visibility};
use super::{AddOp, CastOp, FuncOp, GenericCallOp, MulOp, ReturnOp, TransposeOp};

/// Ops whose result shapes follow from their operands' (the tutorial's
/// `ShapeInference` interface): the shape inference pass asks each op
/// returning a tensor of unknown shape, once its operands are all ranked.
#[op_interface]
pub trait ShapeInference {
    /// Sets the types of the op's results from the types of its operands,
    /// which are ranked tensors.
    fn infer_shapes(self, context: &Context, body: &mut Body);
}

// Shape inference.

/// An element-wise op's result has the type of its first operand.
fn infer_from_first_operand(body: &mut Body, op: Op) {
    let data = body.op(op);
    let ty = body.value_type(data.operand(0));
    let result = data.result(0);
    body.set_value_type(result, ty);
}

impl ShapeInference for AddOp {
    fn infer_shapes(self, _context: &Context, body: &mut Body) {
        infer_from_first_operand(body, self.op());
    }
}

impl ShapeInference for MulOp {
    fn infer_shapes(self, _context: &Context, body: &mut Body) {
        infer_from_first_operand(body, self.op());
    }
}

impl ShapeInference for CastOp {
    fn infer_shapes(self, _context: &Context, body: &mut Body) {
        infer_from_first_operand(body, self.op());
    }
}

impl ShapeInference for TransposeOp {
    fn infer_shapes(self, context: &Context, body: &mut Body) {
        let input = body.value_type(self.input(body));
        let TypeData::RankedTensor { shape, element, .. } = context.type_data(input) else {
            return;
        };
        let reversed: Vec<i64> = shape.iter().rev().copied().collect();
        let ty = context.intern_type(TypeData::RankedTensor {
            shape: reversed.into(),
            element: *element,
            encoding: None,
        });
        let result = self.result(body);
        body.set_value_type(result, ty);
    }
}

// Calls, functions and casts.

impl CallOpInterface for GenericCallOp {
    fn callee_symbol(self, _context: &Context, body: &Body) -> Option<Attr> {
        Some(self.callee(body))
    }

    fn set_callee_symbol(self, _context: &Context, body: &mut Body, callee: Attr) {
        self.set_callee(body, callee);
    }

    fn argument_operands(self, _context: &Context, body: &Body) -> Range<usize> {
        0..body.op(self.op()).operand_count()
    }
}

impl CallableOpInterface for FuncOp {
    fn callable_region(self, _context: &Context, body: &Body) -> Option<usize> {
        // The region is held by the function's own body.
        body.op(self.op()).isolated_body().map(|_| 0)
    }

    fn argument_types(self, context: &Context, body: &Body) -> Vec<Type> {
        function_inputs(context, self.function_type(body))
    }

    fn result_types(self, context: &Context, body: &Body) -> Vec<Type> {
        function_results(context, self.function_type(body))
    }
}

impl SymbolOpInterface for FuncOp {
    fn symbol_name(self, _context: &Context, body: &Body) -> String {
        self.sym_name(body).to_owned()
    }

    fn is_private(self, context: &Context, body: &Body) -> bool {
        visibility(context, body, self.op()).as_deref() == Some("private")
    }

    fn is_declaration(self, context: &Context, body: &Body) -> bool {
        self.callable_region(context, body).is_none()
    }
}

impl CastOpInterface for CastOp {
    fn are_cast_compatible(context: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        super::hooks::are_cast_compatible(context, inputs, outputs)
    }
}

/// What the inliner asks the toy dialect: every call, function and op may
/// be inlined; an inlined `toy.return` hands its operand to the call's
/// users, and a `toy.cast` bridges a call's tensor types and the callee's.
#[derive(Clone, Copy, Debug, Default)]
pub struct ToyInliner;

impl DialectInlinerInterface for ToyInliner {
    fn is_legal_to_inline_call(
        &self,
        _context: &Context,
        _caller: &Body,
        _call: Op,
        _callee_parent: &Body,
        _callable: Op,
        _would_be_cloned: bool,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_into(
        &self,
        _context: &Context,
        _body: &Body,
        _destination: Op,
        _would_be_cloned: bool,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_op(
        &self,
        _context: &Context,
        _body: &Body,
        _op: Op,
        _would_be_cloned: bool,
    ) -> bool {
        true
    }

    fn handle_terminator(
        &self,
        context: &Context,
        body: &mut Body,
        terminator: Op,
        results: &[Value],
    ) {
        // `toy.return` is the dialect's only terminator.
        let Some(terminator) = ReturnOp::cast(context, body, terminator) else { return };
        let returned: Vec<Value> = terminator.input(body).collect();
        debug_assert_eq!(returned.len(), results.len());
        for (&result, &value) in results.iter().zip(&returned) {
            body.replace_all_uses(result, value);
        }
    }

    fn materialize_call_conversion(
        &self,
        builder: &mut Builder<'_>,
        input: Value,
        result_type: Type,
        location: Attr,
    ) -> Option<Op> {
        Some(CastOp::build(builder, location, input, result_type).op())
    }
}
