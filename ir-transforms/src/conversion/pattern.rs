//! Conversion patterns: [`ConversionPattern`] (an op by name, or any op)
//! and [`OpConversionPattern`] (a typed op), which receive the op's
//! operands as already converted, and [`ConversionPatterns`], the patterns
//! of one conversion with the type converter each one uses.

use ir_core::interfaces::OpHandle;
use ir_core::ir::{Op, Value};
use ir_core::ods::TypedOp;

use super::rewriter::{ConversionRewriter, MatchFailure};
use super::type_converter::TypeConverter;

/// The operands of the op being converted, as the conversion sees them:
/// each one's replacement, of its converted type when the pattern has a
/// type converter (MLIR's `OpAdaptor`).
#[derive(Clone, Copy, Debug)]
pub struct Adaptor<'r> {
    operands: &'r [Value],
}

impl<'r> Adaptor<'r> {
    /// An adaptor over `operands`.
    pub fn new(operands: &'r [Value]) -> Self {
        Adaptor { operands }
    }

    /// Operand number `index`.
    ///
    /// # Panics
    /// If the op has no operand `index`.
    pub fn operand(&self, index: usize) -> Value {
        self.operands[index]
    }

    /// Every operand, in order.
    pub fn operands(&self) -> &'r [Value] {
        self.operands
    }
}

/// A pattern of a dialect conversion: rewrites an op through the
/// [`ConversionRewriter`], given its converted operands. It must not change
/// the IR when it fails (a failure after a change is undone by the driver).
pub trait ConversionPattern: Send + Sync {
    /// The name of the op the pattern converts; `None` for any op.
    fn root(&self) -> Option<&'static str>;

    /// How much the pattern gains: among patterns that need the same
    /// number of steps to reach legal ops, greater benefits go first.
    fn benefit(&self) -> u16 {
        1
    }

    /// The pattern's name (for match-failure reports).
    fn name(&self) -> &'static str {
        std::any::type_name::<Self>().rsplit("::").next().unwrap_or("pattern")
    }

    /// The ops the pattern may create, which order patterns by how many
    /// steps they take to reach legal ops (MLIR's generated ops).
    fn generated_ops(&self) -> &[&'static str] {
        &[]
    }

    /// Whether the pattern may apply to ops created while legalizing its
    /// own results (it knows it terminates).
    fn has_bounded_recursion(&self) -> bool {
        false
    }

    /// Converts `op`, whose operands as converted are `adaptor`.
    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Result<(), MatchFailure>;
}

/// A conversion pattern rooted at one typed op.
pub trait OpConversionPattern: Send + Sync {
    /// The op the pattern converts.
    type Op: TypedOp;

    /// How much the pattern gains.
    const BENEFIT: u16 = 1;

    /// Converts `op`, whose operands as converted are `adaptor`.
    fn match_and_rewrite(
        &self,
        op: Self::Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Result<(), MatchFailure>;
}

impl<P: OpConversionPattern> ConversionPattern for P {
    fn root(&self) -> Option<&'static str> {
        Some(<P::Op as TypedOp>::NAME)
    }

    fn benefit(&self) -> u16 {
        P::BENEFIT
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        adaptor: Adaptor<'_>,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        OpConversionPattern::match_and_rewrite(
            self,
            P::Op::from_op_unchecked(op),
            adaptor,
            rewriter,
        )
    }
}

/// One pattern of a conversion and the type converter it uses.
pub(crate) struct Entry<'a> {
    pub(crate) pattern: Box<dyn ConversionPattern + 'a>,
    pub(crate) converter: Option<&'a TypeConverter<'a>>,
}

/// The patterns of one conversion, in the order they were added.
#[derive(Default)]
pub struct ConversionPatterns<'a> {
    pub(crate) entries: Vec<Entry<'a>>,
}

impl<'a> ConversionPatterns<'a> {
    /// No pattern.
    pub fn new() -> Self {
        ConversionPatterns::default()
    }

    /// Adds a pattern that uses no type converter: its adaptor holds the
    /// latest replacement of each operand, whatever its type.
    pub fn add(&mut self, pattern: impl ConversionPattern + 'a) -> &mut Self {
        self.entries.push(Entry { pattern: Box::new(pattern), converter: None });
        self
    }

    /// Adds a pattern whose operands are converted by `converter`.
    pub fn add_with_converter(
        &mut self,
        pattern: impl ConversionPattern + 'a,
        converter: &'a TypeConverter<'a>,
    ) -> &mut Self {
        self.entries.push(Entry { pattern: Box::new(pattern), converter: Some(converter) });
        self
    }

    /// The number of patterns.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there is no pattern.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}
