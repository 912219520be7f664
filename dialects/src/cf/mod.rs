//! The `cf` dialect: unstructured control flow between the blocks of a
//! region (branches, conditional branches, switches) and assertions.

mod canonicalize;
mod hooks;

use ir_core::attributes::Attr;
use ir_core::ir::{Block, Value};
use ir_core::ir_macros::{dialect, op};
use ir_core::ods::DenseI32Array;

pub use canonicalize::*;
use hooks::*;

#[cfg(feature = "spirv")]
pub(crate) use hooks::{parse_switch_cases, print_switch_cases};
use ir_core::interfaces::{AlwaysInlinable, BranchOpInterface, DialectInlinerInterface};

/// Aborts with a message when a condition is false.
#[op(
    name = "cf.assert",
    dialect = ControlFlowDialect,
    summary = "Assert operation with message attribute",
    format = "$arg `,` $msg attr-dict",
    canonicalize = [EraseTrueAssertion],
)]
pub struct AssertOp {
    #[operand(I1)]
    arg: Value,
    /// What to report.
    #[property(constraint = StrAttr)]
    msg: String,
}

/// Jumps to a block, passing it values.
#[op(
    name = "cf.br",
    dialect = ControlFlowDialect,
    summary = "branch operation",
    traits = [Pure, Terminator],
    format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
    verify = verify_successor_operands,
    interfaces = [BranchOpInterface],
    canonicalize = [SimplifyBranch],
)]
#[allow(non_snake_case)]
pub struct BranchOp {
    #[operand(AnyType)]
    destOperands: Vec<Value>,
    #[successor]
    dest: Block,
}

/// Jumps to one of two blocks by a condition.
#[op(
    name = "cf.cond_br",
    dialect = ControlFlowDialect,
    summary = "conditional branch operation",
    traits = [AttrSizedOperandSegments, Pure, Terminator],
    format = "$condition (`weights` `(` $branch_weights^ `)` )? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
    verify = verify_cond_br,
    interfaces = [BranchOpInterface],
    canonicalize = [
        SimplifyConstCondBranchPred,
        SimplifyPassThroughCondBranch,
        SimplifyCondBranchIdenticalSuccessors,
        SimplifyCondBranchFromCondBranchOnSameCondition,
        CondBranchTruthPropagation,
    ],
)]
#[allow(non_snake_case)]
pub struct CondBranchOp {
    #[operand(I1)]
    condition: Value,
    #[operand(AnyType)]
    trueDestOperands: Vec<Value>,
    #[operand(AnyType)]
    falseDestOperands: Vec<Value>,
    /// Relative likelihoods of the two branches.
    #[property]
    branch_weights: Option<DenseI32Array>,
    #[successor]
    trueDest: Block,
    #[successor]
    falseDest: Block,
}

/// Jumps to the block of the case matching a flag, or to a default block.
#[op(
    name = "cf.switch",
    dialect = ControlFlowDialect,
    summary = "switch operation",
    traits = [AttrSizedOperandSegments, Pure, Terminator],
    format = "$flag `:` type($flag) `,` `[` `\\n` custom<SwitchOpCases>(ref(type($flag)), $defaultDestination, $defaultOperands, type($defaultOperands), $case_values, $caseDestinations, $caseOperands, type($caseOperands)) `]` attr-dict",
    verify = verify_switch,
    interfaces = [BranchOpInterface],
    canonicalize = [
        SimplifySwitchWithOnlyDefault,
        DropSwitchCasesThatMatchDefault,
        SimplifyConstSwitchValue,
        SimplifyPassThroughSwitch,
        SimplifySwitchFromSwitchOnSameCondition,
        SimplifySwitchFromDefaultSwitchOnSameCondition,
    ],
)]
#[allow(non_snake_case)]
pub struct SwitchOp {
    #[operand(AnyInteger)]
    flag: Value,
    #[operand(AnyType)]
    defaultOperands: Vec<Value>,
    #[operand(AnyType, segments = case_operand_segments)]
    caseOperands: Vec<Value>,
    /// The value of each case.
    #[property(constraint = IntElementsAttr)]
    case_values: Option<Attr>,
    /// How many of `caseOperands` each case takes.
    #[property]
    case_operand_segments: DenseI32Array,
    #[successor]
    defaultDestination: Block,
    #[successor]
    caseDestinations: Vec<Block>,
}

/// Branches, conditional branches, switches and assertions.
#[dialect(
    name = "cf",
    ops = [AssertOp, BranchOp, CondBranchOp, SwitchOp],
    interfaces = [AlwaysInlinable as dyn DialectInlinerInterface],
)]
pub struct ControlFlowDialect;
