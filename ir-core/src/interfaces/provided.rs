//! The interfaces the core provides for dialects to implement.

use std::ops::Range;

use crate::ir::Body;
use crate::ir_macros::op_interface;
use crate::Context;

/// Terminators that pass operands to the arguments of their successors
/// (MLIR's `BranchOpInterface`): region simplification uses it to drop
/// block arguments nobody needs.
#[op_interface(crate = crate)]
pub trait BranchOpInterface {
    /// The operand numbers of the operands passed to successor number
    /// `successor`, in the order of the successor's arguments.
    fn successor_operands(self, context: &Context, body: &Body, successor: usize) -> Range<usize>;

    /// Removes the operand at `position` among those passed to successor
    /// number `successor`.
    fn erase_successor_operand(
        self,
        context: &Context,
        body: &mut Body,
        successor: usize,
        position: usize,
    );
}

/// MLIR's check of a branch's successor operands: each successor gets as
/// many operands as it has arguments, of the same types. `successors`
/// pairs each successor with the operands the branch passes it.
pub fn verify_successor_operands(
    body: &Body,
    successors: impl IntoIterator<Item = (crate::ir::Block, Vec<crate::ir::Value>)>,
) -> Result<(), crate::ods::VerifyError> {
    for (index, (block, operands)) in successors.into_iter().enumerate() {
        let arguments = body.block_arguments(block);
        if operands.len() != arguments.len() {
            return Err(crate::ods::VerifyError::plain(format!(
                "branch has {} operands for successor #{index}, but target block has {}",
                operands.len(),
                arguments.len()
            )));
        }
        for (position, (&operand, &argument)) in operands.iter().zip(arguments).enumerate() {
            if body.value_type(operand) != body.value_type(argument) {
                return Err(crate::ods::VerifyError::plain(format!(
                    "type mismatch for bb argument #{position} of successor #{index}"
                )));
            }
        }
    }
    Ok(())
}

/// Ops that call something (MLIR's `CallOpInterface`): the inliner finds
/// their callee and arguments through it.
#[op_interface(crate = crate)]
pub trait CallOpInterface {
    /// The callee: a symbol reference attribute (`@name`), or `None` when
    /// the callee is a value.
    fn callee_symbol(self, context: &Context, body: &Body) -> Option<crate::attributes::Attr>;

    /// Makes the op call `callee` (a symbol reference).
    fn set_callee_symbol(self, context: &Context, body: &mut Body, callee: crate::attributes::Attr);

    /// The operand numbers of the arguments passed to the callee.
    fn argument_operands(self, context: &Context, body: &Body) -> Range<usize>;
}

/// Ops that can be called (MLIR's `CallableOpInterface`): functions.
#[op_interface(crate = crate)]
pub trait CallableOpInterface {
    /// The index of the region holding the callable's body (usually 0), or
    /// `None` for a declaration without a body.
    fn callable_region(self, context: &Context, body: &Body) -> Option<usize>;

    /// The types of the callable's arguments.
    fn argument_types(self, context: &Context, body: &Body) -> Vec<crate::types::Type>;

    /// The types of the callable's results.
    fn result_types(self, context: &Context, body: &Body) -> Vec<crate::types::Type>;
}

/// Ops that define a symbol (MLIR's `SymbolOpInterface`).
#[op_interface(crate = crate)]
pub trait SymbolOpInterface {
    /// The symbol's name.
    fn symbol_name(self, context: &Context, body: &Body) -> String;

    /// Whether the symbol is private (invisible outside its symbol table),
    /// so that it may be erased once nothing uses it.
    fn is_private(self, context: &Context, body: &Body) -> bool;

    /// Whether the op declares the symbol without defining it.
    fn is_declaration(self, context: &Context, body: &Body) -> bool {
        let _ = (context, body);
        false
    }
}

/// Casts between types (MLIR's `CastOpInterface`): a cast from a type to
/// the same type folds to its input.
#[op_interface(crate = crate)]
pub trait CastOpInterface {
    /// Whether a cast from `inputs` to `outputs` is valid.
    fn are_cast_compatible(
        context: &Context,
        inputs: &[crate::types::Type],
        outputs: &[crate::types::Type],
    ) -> bool;
}

/// What the inliner asks a dialect (MLIR's `DialectInlinerInterface`),
/// registered with `#[dialect(interfaces = [MyInliner as dyn
/// DialectInlinerInterface])]`. Every question is answered "no" unless
/// the dialect says otherwise.
pub trait DialectInlinerInterface: Sync {
    /// Whether the call `call` (of this dialect, in `caller`) may inline
    /// `callable` (in `callee_parent`).
    fn is_legal_to_inline_call(
        &self,
        context: &Context,
        caller: &Body,
        call: crate::ir::Op,
        callee_parent: &Body,
        callable: crate::ir::Op,
        would_be_cloned: bool,
    ) -> bool {
        let _ = (context, caller, call, callee_parent, callable, would_be_cloned);
        false
    }

    /// Whether the regions of ops of this dialect may receive inlined code
    /// (the region of `destination`, an op of this dialect).
    fn is_legal_to_inline_into(
        &self,
        context: &Context,
        body: &Body,
        destination: crate::ir::Op,
        would_be_cloned: bool,
    ) -> bool {
        let _ = (context, body, destination, would_be_cloned);
        false
    }

    /// Whether `op` (of this dialect, in the callee's body) may be inlined.
    fn is_legal_to_inline_op(
        &self,
        context: &Context,
        body: &Body,
        op: crate::ir::Op,
        would_be_cloned: bool,
    ) -> bool {
        let _ = (context, body, op, would_be_cloned);
        false
    }

    /// The inlined callee had one block: `terminator` (of this dialect,
    /// now in the caller) ends it; replace the uses of `results` (the
    /// call's results) with what it returns. The inliner erases it after.
    fn handle_terminator(
        &self,
        context: &Context,
        body: &mut Body,
        terminator: crate::ir::Op,
        results: &[crate::ir::Value],
    ) {
        let _ = context;
        let returned: Vec<crate::ir::Value> = body.op(terminator).operands().collect();
        for (&result, &value) in results.iter().zip(&returned) {
            body.replace_all_uses(result, value);
        }
    }

    /// The inlined callee had several blocks: replace `terminator` with a
    /// branch to `continuation`, passing what it returns.
    fn handle_terminator_with_branch(
        &self,
        context: &Context,
        body: &mut Body,
        terminator: crate::ir::Op,
        continuation: crate::ir::Block,
    ) {
        let _ = (context, body, terminator, continuation);
    }

    /// Creates an op converting `input` to `result_type` for a call whose
    /// argument or result types differ from the callee's (Toy's
    /// `toy.cast`), at the builder's insertion point; `None` when the
    /// dialect cannot.
    fn materialize_call_conversion(
        &self,
        builder: &mut crate::ir::Builder<'_>,
        input: crate::ir::Value,
        result_type: crate::types::Type,
        location: crate::attributes::Attr,
    ) -> Option<crate::ir::Op> {
        let _ = (builder, input, result_type, location);
        None
    }
}

/// The inliner hooks of a dialect whose ops can all be inlined anywhere
/// and whose terminators need no handling (`arith`, `cf`).
pub struct AlwaysInlinable;

impl DialectInlinerInterface for AlwaysInlinable {
    fn is_legal_to_inline_call(
        &self,
        _: &Context,
        _: &Body,
        _: crate::ir::Op,
        _: &Body,
        _: crate::ir::Op,
        _: bool,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_into(&self, _: &Context, _: &Body, _: crate::ir::Op, _: bool) -> bool {
        true
    }

    fn is_legal_to_inline_op(&self, _: &Context, _: &Body, _: crate::ir::Op, _: bool) -> bool {
        true
    }
}

/// Ops whose result types follow from their operands and properties
/// (MLIR's `InferTypeOpInterface`). `#[op(infer = ...)]` gives an op this
/// interface; builders and the format use the same hook.
#[op_interface(crate = crate)]
pub trait InferTypeOpInterface {
    /// The result types the op's operands and properties imply, or `None`
    /// when they imply none (the verifier then reports the op).
    fn infer_result_types(self, context: &Context, body: &Body) -> Option<Vec<crate::types::Type>>;
}

/// The result types the infer hook of `op`'s definition gives for its
/// current operands and properties.
pub fn infer_result_types_from_definition(
    context: &Context,
    body: &Body,
    op: crate::ir::Op,
) -> Option<Vec<crate::types::Type>> {
    let infer = context.op_definition(body.op(op).name)?.infer_result_types?;
    let operand_types: Vec<crate::types::Type> =
        body.op(op).operands().map(|operand| body.value_type(operand)).collect();
    infer(context, &operand_types, body.op(op).properties.as_deref())
}
