//! The interfaces of the `func` dialect: functions are callables and
//! symbols, `func.call` is a call, and the dialect's inliner hooks let
//! calls be inlined (returns become the call's results, or branches to
//! the code after the call when the function has several blocks).

use std::ops::Range;

use ir_core::attributes::Attr;
use ir_core::interfaces::{
    CallOpInterface, CallableOpInterface, DialectInlinerInterface, SymbolOpInterface,
};
use ir_core::ir::{Block, Body, Builder, InsertPoint, Op, Value};
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use super::{CallOp, FuncOp, ReturnOp};

/// The inputs and results of a function's type.
fn signature(context: &Context, ty: Type) -> (Vec<Type>, Vec<Type>) {
    match context.type_data(ty) {
        TypeData::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => (Vec::new(), Vec::new()),
    }
}

impl CallableOpInterface for FuncOp {
    fn callable_region(self, _context: &Context, body: &Body) -> Option<usize> {
        // The region is held by the function's own body; an external
        // declaration has none.
        body.op(self.op()).isolated_body().map(|_| 0)
    }

    fn argument_types(self, context: &Context, body: &Body) -> Vec<Type> {
        self.try_function_type(body).map_or_else(Vec::new, |ty| signature(context, ty).0)
    }

    fn result_types(self, context: &Context, body: &Body) -> Vec<Type> {
        self.try_function_type(body).map_or_else(Vec::new, |ty| signature(context, ty).1)
    }
}

impl SymbolOpInterface for FuncOp {
    fn symbol_name(self, _context: &Context, body: &Body) -> String {
        self.try_sym_name(body).cloned().unwrap_or_default()
    }

    fn is_private(self, _context: &Context, body: &Body) -> bool {
        self.sym_visibility(body).map(String::as_str) == Some("private")
    }

    fn is_declaration(self, context: &Context, body: &Body) -> bool {
        self.callable_region(context, body).is_none()
    }
}

impl CallOpInterface for CallOp {
    fn callee_symbol(self, _context: &Context, body: &Body) -> Option<Attr> {
        self.try_callee(body)
    }

    fn set_callee_symbol(self, _context: &Context, body: &mut Body, callee: Attr) {
        self.set_callee(body, callee);
    }

    fn argument_operands(self, _context: &Context, body: &Body) -> Range<usize> {
        0..body.op(self.op()).operand_count()
    }
}

/// The `func` dialect's answers to the inliner: everything may be inlined
/// except calls or functions marked `no_inline`.
pub struct FuncInliner;

impl DialectInlinerInterface for FuncInliner {
    fn is_legal_to_inline_call(
        &self,
        context: &Context,
        caller: &Body,
        call: Op,
        callee_parent: &Body,
        callable: Op,
        _would_be_cloned: bool,
    ) -> bool {
        let call_allows =
            CallOp::cast(context, caller, call).is_none_or(|call| !call.no_inline(caller));
        let function_allows = FuncOp::cast(context, callee_parent, callable)
            .is_none_or(|function| !function.no_inline(callee_parent));
        call_allows && function_allows
    }

    fn is_legal_to_inline_into(&self, _: &Context, _: &Body, _: Op, _: bool) -> bool {
        true
    }

    fn is_legal_to_inline_op(&self, _: &Context, _: &Body, _: Op, _: bool) -> bool {
        true
    }

    fn handle_terminator(
        &self,
        context: &Context,
        body: &mut Body,
        terminator: Op,
        results: &[Value],
    ) {
        if ReturnOp::cast(context, body, terminator).is_none() {
            return;
        }
        let returned: Vec<Value> = body.op(terminator).operands().collect();
        for (&result, &value) in results.iter().zip(&returned) {
            body.replace_all_uses(result, value);
        }
    }

    fn handle_terminator_with_branch(
        &self,
        context: &Context,
        body: &mut Body,
        terminator: Op,
        continuation: Block,
    ) {
        if ReturnOp::cast(context, body, terminator).is_none() {
            return;
        }
        let returned: Vec<Value> = body.op(terminator).operands().collect();
        let location = body.op(terminator).location;
        let mut builder = Builder::new(context, body, InsertPoint::Before(terminator));
        crate::cf::BranchOp::build(&mut builder, location, &returned, continuation);
        body.erase_op(terminator);
    }
}
