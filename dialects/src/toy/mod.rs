//! The `toy` dialect of MLIR's tutorial, chapters 2 to 4: functions, calls
//! and element-wise arithmetic on tensors of `f64` whose shapes may be
//! unknown, with the tutorial's canonicalizations (chapter 3), the
//! interfaces the inliner needs and the shape inference interface and pass
//! (chapter 4).
//!
//! The ops print and parse as `toyc-ch4 -emit=mlir` writes them. The
//! dialect does not lower to anything: there is no chapter 5 here.

mod canonicalize;
mod hooks;
mod interfaces;
mod shape_inference;
mod signature;

use ir_core::attributes::Attr;
use ir_core::interfaces::{
    CallOpInterface, CallableOpInterface, CastOpInterface, DialectInlinerInterface,
    SymbolOpInterface,
};
use ir_core::ir::{Region, Value};
use ir_core::ir_macros::{dialect, op};
use ir_core::ods::{AttrConstraint, TypeConstraint};
use ir_core::types::Type;

pub use canonicalize::{
    FoldConstantReshape, RedundantReshape, ReshapeOfReshape, SimplifyRedundantTranspose,
};
use hooks::*;
pub use hooks::{are_cast_compatible, materialize_constant};
pub use interfaces::{DynShapeInference, ShapeInference, ShapeInferenceModel, ToyInliner};
pub use shape_inference::{infer_shapes, shape_inference_pass_info, ShapeInferencePass};
use signature::*;

/// A tensor of `f64`, ranked or not (ODS's `F64Tensor`).
#[allow(non_upper_case_globals)]
pub const F64Tensor: TypeConstraint = TypeConstraint::Named {
    description: "tensor of 64-bit float values",
    constraint: &TypeConstraint::TensorOf(&ir_core::ods::constraints::F64),
};

/// A ranked tensor of `f64` whose dimensions are all known (ODS's
/// `StaticShapeTensorOf<[F64]>`).
#[allow(non_upper_case_globals)]
pub const F64StaticShapeTensor: TypeConstraint = TypeConstraint::Custom {
    description: "statically shaped tensor of 64-bit float values",
    check: hooks::is_static_f64_tensor,
};

/// A dense elements attribute of `f64` values (ODS's `F64ElementsAttr`).
#[allow(non_upper_case_globals)]
pub const F64ElementsAttr: AttrConstraint = AttrConstraint {
    description: "64-bit float elements attribute",
    check: hooks::is_f64_elements,
    storage: hooks::is_dense_elements,
    untyped: false,
};

/// Turns a literal tensor into a value; the tensor is the `value`
/// attribute, and the result has its type:
///
/// ```mlir
/// %0 = toy.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
/// ```
#[op(
    name = "toy.constant",
    dialect = ToyDialect,
    summary = "constant",
    traits = [ConstantLike, Pure],
    format = "attr-dict $value",
    infer = infer_constant_type,
    verify = verify_constant,
    fold = fold_constant,
)]
pub struct ConstantOp {
    /// The tensor.
    #[property(constraint = F64ElementsAttr)]
    value: Attr,
    #[result(F64Tensor)]
    result: Value,
}

/// Adds two tensors element by element; their shapes are expected to be
/// the same.
#[op(
    name = "toy.add",
    dialect = ToyDialect,
    summary = "element-wise addition operation",
    traits = [Pure],
    print = print_binary_op,
    parse = parse_binary_op,
    interfaces = [ShapeInference],
)]
pub struct AddOp {
    #[operand(F64Tensor)]
    lhs: Value,
    #[operand(F64Tensor)]
    rhs: Value,
    #[result(F64Tensor)]
    result: Value,
}

/// Converts a tensor to an equivalent tensor type without touching its
/// elements: both types have the same element type and, when both are
/// ranked, the same shape. The inliner inserts it where a call passes a
/// tensor of known shape to a parameter of unknown shape.
#[op(
    name = "toy.cast",
    dialect = ToyDialect,
    summary = "shape cast operation",
    traits = [CastCompatible, Pure, SameOperandsAndResultShape],
    format = "$input attr-dict `:` type($input) `to` type($output)",
    fold = fold_cast,
    interfaces = [CastOpInterface, ShapeInference],
)]
pub struct CastOp {
    #[operand(F64Tensor)]
    input: Value,
    #[result(F64Tensor)]
    output: Value,
}

/// A function written in Toy: a symbol with a signature and one region,
/// whose entry block takes the arguments.
///
/// ```mlir
/// toy.func @main() {
///   %0 = toy.constant dense<5.500000e+00> : tensor<f64>
///   %1 = toy.reshape(%0 : tensor<f64>) to tensor<2x2xf64>
///   toy.print %1 : tensor<2x2xf64>
///   toy.return
/// }
/// ```
///
/// Functions other than `main` are private, so that the inliner may
/// erase them once every call is inlined.
#[op(
    name = "toy.func",
    dialect = ToyDialect,
    summary = "user defined function operation",
    traits = [FunctionLike, IsolatedFromAbove],
    print = print_function,
    parse = parse_function,
    verify = verify_function,
    interfaces = [CallableOpInterface, SymbolOpInterface],
)]
pub struct FuncOp {
    /// The function's symbol name.
    #[property(constraint = StrAttr)]
    sym_name: String,
    /// The signature.
    #[property(constraint = FunctionTypeAttr)]
    function_type: Type,
    /// One dictionary of attributes per argument.
    #[property(constraint = DictArrayAttr)]
    arg_attrs: Option<Attr>,
    /// One dictionary of attributes per result.
    #[property(constraint = DictArrayAttr)]
    res_attrs: Option<Attr>,
    #[region]
    body: Region,
}

/// Calls a Toy function by name. The callee is generic over the shapes of
/// its arguments, so the call's result is usually of unknown shape until
/// the callee is inlined:
///
/// ```mlir
/// %4 = toy.generic_call @my_func(%1, %3) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
/// ```
#[op(
    name = "toy.generic_call",
    dialect = ToyDialect,
    summary = "generic call operation",
    format = "$callee `(` $inputs `)` attr-dict `:` functional-type($inputs, results)",
    interfaces = [CallOpInterface],
)]
pub struct GenericCallOp {
    /// The function called.
    #[property(constraint = FlatSymbolRefAttr)]
    callee: Attr,
    #[operand(F64Tensor)]
    inputs: Vec<Value>,
    /// One dictionary of attributes per argument.
    #[property(constraint = DictArrayAttr)]
    arg_attrs: Option<Attr>,
    /// One dictionary of attributes per result.
    #[property(constraint = DictArrayAttr)]
    res_attrs: Option<Attr>,
    #[result(F64Tensor)]
    result: Value,
}

/// Multiplies two tensors element by element; their shapes are expected
/// to be the same.
#[op(
    name = "toy.mul",
    dialect = ToyDialect,
    summary = "element-wise multiplication operation",
    traits = [Pure],
    print = print_binary_op,
    parse = parse_binary_op,
    interfaces = [ShapeInference],
)]
pub struct MulOp {
    #[operand(F64Tensor)]
    lhs: Value,
    #[operand(F64Tensor)]
    rhs: Value,
    #[result(F64Tensor)]
    result: Value,
}

/// Prints a tensor; it has no result.
#[op(name = "toy.print", dialect = ToyDialect, summary = "print operation", format = "$input attr-dict `:` type($input)")]
pub struct PrintOp {
    #[operand(F64Tensor)]
    input: Value,
}

/// Gives a tensor another shape with the same number of elements; the
/// result's shape is static:
///
/// ```mlir
/// %0 = toy.reshape(%arg1 : tensor<10xf64>) to tensor<5x2xf64>
/// ```
#[op(
    name = "toy.reshape",
    dialect = ToyDialect,
    summary = "tensor reshape operation",
    traits = [Pure],
    format = "`(` $input `:` type($input) `)` attr-dict `to` type(results)",
    canonicalize = [ReshapeOfReshape, RedundantReshape, FoldConstantReshape],
)]
pub struct ReshapeOp {
    #[operand(F64Tensor)]
    input: Value,
    #[result(F64StaticShapeTensor)]
    result: Value,
}

/// Returns from a function, with at most one tensor, which matches the
/// function's result type:
///
/// ```mlir
/// toy.func @foo() -> tensor<2xf64> {
///   ...
///   toy.return %0 : tensor<2xf64>
/// }
/// ```
#[op(
    name = "toy.return",
    dialect = ToyDialect,
    summary = "return operation",
    traits = [Pure, HasParent(FuncOp), Terminator],
    format = "($input^ `:` type($input))? attr-dict",
    verify = verify_return,
)]
pub struct ReturnOp {
    #[operand(F64Tensor)]
    input: Vec<Value>,
}

/// Transposes a tensor: the result's shape is the input's, reversed.
#[op(
    name = "toy.transpose",
    dialect = ToyDialect,
    summary = "transpose operation",
    traits = [Pure],
    format = "`(` $input `:` type($input) `)` attr-dict `to` type(results)",
    verify = verify_transpose,
    canonicalize = [SimplifyRedundantTranspose],
    interfaces = [ShapeInference],
)]
pub struct TransposeOp {
    #[operand(F64Tensor)]
    input: Value,
    #[result(F64Tensor)]
    result: Value,
}

/// The language of MLIR's Toy tutorial: tensors of `f64`, functions
/// generic over the shapes of their arguments, and what the inliner and
/// shape inference need to specialise them.
#[dialect(
    name = "toy",
    ops = [
        AddOp, CastOp, ConstantOp, FuncOp, GenericCallOp, MulOp, PrintOp, ReshapeOp, ReturnOp,
        TransposeOp,
    ],
    materialize_constant = materialize_constant,
    interfaces = [ToyInliner as dyn DialectInlinerInterface],
)]
pub struct ToyDialect;
