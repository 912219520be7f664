//! The `func` dialect: functions, direct and indirect calls, returns, and
//! constants naming functions. `func.func` is isolated from above and the
//! default dialect of its body, so `call` and `return` drop their prefix
//! there.

mod interfaces;
mod signature;

use ir_core::attributes::Attr;
use ir_core::ir::{Region, Value};
use ir_core::ir_macros::{dialect, op};
use ir_core::types::Type;

pub use interfaces::FuncInliner;
use ir_core::interfaces::{
    CallOpInterface, CallableOpInterface, DialectInlinerInterface, SymbolOpInterface,
};
use signature::*;

/// A function: a symbol with a signature and, unless it is external, a
/// body whose entry block takes the arguments.
#[op(
    name = "func.func",
    dialect = FuncDialect,
    summary = "An operation with a name containing a single `SSACFG` region",
    traits = [AutomaticAllocationScope, FunctionLike, IsolatedFromAbove],
    print = print_function,
    parse = parse_function,
    verify = verify_function,
    default_dialect = "func",
    interfaces = [CallableOpInterface, SymbolOpInterface],
)]
pub struct FuncOp {
    /// The function's symbol name.
    #[property(constraint = StrAttr)]
    sym_name: String,
    /// The signature.
    #[property(constraint = FunctionTypeAttr)]
    function_type: Type,
    /// `public` (when absent), `private` or `nested`.
    #[property(constraint = StrAttr)]
    sym_visibility: Option<String>,
    /// One dictionary of attributes per argument.
    #[property(constraint = DictArrayAttr)]
    arg_attrs: Option<Attr>,
    /// One dictionary of attributes per result.
    #[property(constraint = DictArrayAttr)]
    res_attrs: Option<Attr>,
    /// Calls to it are never inlined.
    #[property]
    no_inline: bool,
    #[region]
    body: Region,
}

/// A direct call of a function of the same symbol scope.
#[op(
    name = "func.call",
    dialect = FuncDialect,
    summary = "call operation",
    verify_symbol_uses = verify_call_symbol_uses,
    interfaces = [CallOpInterface],
    format = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"
)]
pub struct CallOp {
    /// The function called.
    #[property(constraint = FlatSymbolRefAttr)]
    callee: Attr,
    #[operand(AnyType)]
    operands: Vec<Value>,
    /// One dictionary of attributes per argument.
    #[property(constraint = DictArrayAttr)]
    arg_attrs: Option<Attr>,
    /// One dictionary of attributes per result.
    #[property(constraint = DictArrayAttr)]
    res_attrs: Option<Attr>,
    /// This call is never inlined.
    #[property]
    no_inline: bool,
    #[result(AnyType)]
    results: Vec<Value>,
}

/// A call of a function value.
#[op(
    name = "func.call_indirect",
    dialect = FuncDialect,
    summary = "indirect call operation",
    traits = [
        TypesMatchWith("callee input types match argument types", callee, callee_operands, function_inputs),
        TypesMatchWith("callee result types match result types", callee, results, function_results),
    ],
    format = "$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
    canonicalize = [SimplifyIndirectCallWithKnownCallee],
)]
pub struct CallIndirectOp {
    #[operand(FunctionType)]
    callee: Value,
    #[operand(AnyType)]
    callee_operands: Vec<Value>,
    /// One dictionary of attributes per argument.
    #[property(constraint = DictArrayAttr)]
    arg_attrs: Option<Attr>,
    /// One dictionary of attributes per result.
    #[property(constraint = DictArrayAttr)]
    res_attrs: Option<Attr>,
    #[result(AnyType)]
    results: Vec<Value>,
}

/// A function as a value: `%f = func.constant @name : (i32) -> i32`.
#[op(
    name = "func.constant",
    dialect = FuncDialect,
    summary = "constant",
    traits = [ConstantLike, Pure],
    format = "attr-dict $value `:` type(results)",
    result_names = constant_result_names,
    verify_symbol_uses = verify_constant_symbol_uses,
    fold = fold_constant,
)]
pub struct ConstantOp {
    /// The function named.
    #[property(constraint = FlatSymbolRefAttr)]
    value: Attr,
    #[result(AnyType)]
    result: Value,
}

/// Returns from a function with its results.
#[op(
    name = "func.return",
    dialect = FuncDialect,
    summary = "Function return operation",
    traits = [Pure, HasParent(FuncOp), ReturnLike, Terminator],
    format = "attr-dict ($operands^ `:` type($operands))?",
    verify = verify_return,
)]
pub struct ReturnOp {
    #[operand(AnyType)]
    operands: Vec<Value>,
}

/// Functions and calls.
#[dialect(
    name = "func",
    ops = [CallIndirectOp, CallOp, ConstantOp, FuncOp, ReturnOp],
    materialize_constant = materialize_constant,
    interfaces = [FuncInliner as dyn DialectInlinerInterface],
)]
pub struct FuncDialect;
