//! [`TypeConverter`]: how a conversion changes types, as ordered rules
//! (each may convert a type to one type, to several, to none, or refuse
//! it), the materializations that bridge a value between its old and new
//! types, and [`SignatureConversion`], the plan for converting the
//! arguments of a block or the inputs of a function.

use std::sync::RwLock;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use ir_core::attributes::Attr;
use ir_core::ir::{Builder, Value};
use ir_core::types::Type;
use ir_core::Context;

/// The types a type converts to: one for a 1:1 conversion, several for
/// 1:N, none when the type is removed.
pub type Converted = SmallVec<[Type; 1]>;

/// What one rule says of a type.
pub enum RuleOutcome {
    /// The rule does not handle this type: try the next one.
    NotHandled,
    /// The type cannot be converted (no later rule is tried).
    Refused,
    /// The type converts to these types.
    Types(Converted),
}

impl RuleOutcome {
    /// A 1:1 conversion to `ty`.
    pub fn to(ty: Type) -> Self {
        RuleOutcome::Types(SmallVec::from_elem(ty, 1))
    }
}

/// What one attribute rule says of a type attribute.
pub enum AttributeOutcome {
    /// The rule does not handle it: try the next one.
    NotHandled,
    /// It cannot be converted (no later rule is tried).
    Refused,
    /// It converts to this attribute.
    Converted(Attr),
}

/// A rule converting the attribute of a type (a memory space, an
/// encoding), given the type it belongs to (MLIR's type attribute
/// conversions).
pub type AttributeRule<'a> =
    Box<dyn Fn(&Context, Type, Attr) -> AttributeOutcome + Send + Sync + 'a>;

/// A rule converting types.
pub type TypeRule<'a> = Box<dyn Fn(&Context, Type) -> RuleOutcome + Send + Sync + 'a>;

/// A rule building a value of type `ty` from `inputs` at the builder's
/// insertion point; `None` when it cannot.
pub type MaterializationRule<'a> =
    Box<dyn Fn(&mut Builder<'_>, Type, &[Value], Attr) -> Option<Value> + Send + Sync + 'a>;

/// Converts types by ordered rules, the last added tried first, as MLIR's
/// `TypeConverter`. Results are cached per type.
///
/// ```
/// use ir_transforms::conversion::{RuleOutcome, TypeConverter};
/// let context = ir_core::Context::new();
/// let mut converter = TypeConverter::new();
/// converter.add_conversion(|_, ty| RuleOutcome::to(ty));
/// let index = context.index_type();
/// let i32_type = context.integer_type(32);
/// converter.add_conversion(move |context, ty| {
///     if ty == context.index_type() { RuleOutcome::to(i32_type) } else { RuleOutcome::NotHandled }
/// });
/// assert_eq!(converter.convert_type(&context, index), Some(i32_type));
/// assert_eq!(converter.convert_type(&context, i32_type), Some(i32_type));
/// assert!(!converter.is_legal(&context, index));
/// ```
#[derive(Default)]
pub struct TypeConverter<'a> {
    rules: Vec<TypeRule<'a>>,
    source_materializations: Vec<MaterializationRule<'a>>,
    target_materializations: Vec<MaterializationRule<'a>>,
    attribute_rules: Vec<AttributeRule<'a>>,
    cache: RwLock<FxHashMap<Type, Option<Converted>>>,
}

impl<'a> TypeConverter<'a> {
    /// A converter with no rule: it converts nothing.
    pub fn new() -> Self {
        TypeConverter::default()
    }

    /// Adds a rule; it is tried before the rules added earlier.
    pub fn add_conversion(
        &mut self,
        rule: impl Fn(&Context, Type) -> RuleOutcome + Send + Sync + 'a,
    ) {
        self.rules.push(Box::new(rule));
        self.cache.get_mut().map(|cache| cache.clear()).unwrap_or_default();
    }

    /// Adds a source materialization: it rebuilds a value of the original
    /// type from converted values, for users left unconverted. Tried
    /// before those added earlier; when none applies, the conversion
    /// leaves a `builtin.unrealized_conversion_cast`.
    pub fn add_source_materialization(
        &mut self,
        rule: impl Fn(&mut Builder<'_>, Type, &[Value], Attr) -> Option<Value> + Send + Sync + 'a,
    ) {
        self.source_materializations.push(Box::new(rule));
    }

    /// Adds a target materialization: it builds a value of a converted
    /// type from a value of another type, for a pattern's operands.
    pub fn add_target_materialization(
        &mut self,
        rule: impl Fn(&mut Builder<'_>, Type, &[Value], Attr) -> Option<Value> + Send + Sync + 'a,
    ) {
        self.target_materializations.push(Box::new(rule));
    }

    /// Adds a rule converting the attributes of types (memory spaces,
    /// encodings), tried before those added earlier; type rules call
    /// [`TypeConverter::convert_type_attribute`] to use them.
    pub fn add_type_attribute_conversion(
        &mut self,
        rule: impl Fn(&Context, Type, Attr) -> AttributeOutcome + Send + Sync + 'a,
    ) {
        self.attribute_rules.push(Box::new(rule));
    }

    /// The attribute `attr` of type `ty` converted by the attribute rules,
    /// the last added first; `None` when no rule converts it.
    pub fn convert_type_attribute(&self, context: &Context, ty: Type, attr: Attr) -> Option<Attr> {
        for rule in self.attribute_rules.iter().rev() {
            match rule(context, ty, attr) {
                AttributeOutcome::NotHandled => continue,
                AttributeOutcome::Refused => return None,
                AttributeOutcome::Converted(converted) => return Some(converted),
            }
        }
        None
    }

    /// The types `ty` converts to, or `None` when it cannot be converted.
    pub fn convert_type_to_many(&self, context: &Context, ty: Type) -> Option<Converted> {
        if let Some(cached) = self.cache.read().ok().and_then(|cache| cache.get(&ty).cloned()) {
            return cached;
        }
        let mut converted = None;
        for rule in self.rules.iter().rev() {
            match rule(context, ty) {
                RuleOutcome::NotHandled => continue,
                RuleOutcome::Refused => break,
                RuleOutcome::Types(types) => {
                    converted = Some(types);
                    break;
                }
            }
        }
        if let Ok(mut cache) = self.cache.write() {
            cache.insert(ty, converted.clone());
        }
        converted
    }

    /// The one type `ty` converts to; `None` when it cannot be converted
    /// or converts to several types or none.
    pub fn convert_type(&self, context: &Context, ty: Type) -> Option<Type> {
        match self.convert_type_to_many(context, ty)?.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// Converts every type of `types`, appending the results to
    /// `converted`; `false` when one cannot be converted.
    pub fn convert_types(
        &self,
        context: &Context,
        types: &[Type],
        converted: &mut Vec<Type>,
    ) -> bool {
        for &ty in types {
            match self.convert_type_to_many(context, ty) {
                Some(types) => converted.extend(types),
                None => return false,
            }
        }
        true
    }

    /// Whether `ty` converts to itself.
    pub fn is_legal(&self, context: &Context, ty: Type) -> bool {
        self.convert_type(context, ty) == Some(ty)
    }

    /// Whether every type of `types` converts to itself.
    pub fn are_legal(&self, context: &Context, types: impl IntoIterator<Item = Type>) -> bool {
        types.into_iter().all(|ty| self.is_legal(context, ty))
    }

    /// Plans the conversion of a list of inputs (block arguments, function
    /// inputs): `None` when one of them cannot be converted.
    pub fn convert_signature(
        &self,
        context: &Context,
        inputs: &[Type],
    ) -> Option<SignatureConversion> {
        let mut conversion = SignatureConversion::new(inputs.len());
        for (index, &ty) in inputs.iter().enumerate() {
            let types = self.convert_type_to_many(context, ty)?;
            conversion.add_inputs(index, &types);
        }
        Some(conversion)
    }

    /// Builds a value of `ty` from `inputs` with the source
    /// materializations, the last added first.
    pub(crate) fn materialize_source(
        &self,
        builder: &mut Builder<'_>,
        ty: Type,
        inputs: &[Value],
        location: Attr,
    ) -> Option<Value> {
        self.source_materializations
            .iter()
            .rev()
            .find_map(|rule| rule(builder, ty, inputs, location))
    }

    /// Builds a value of `ty` from `inputs` with the target
    /// materializations, the last added first.
    pub(crate) fn materialize_target(
        &self,
        builder: &mut Builder<'_>,
        ty: Type,
        inputs: &[Value],
        location: Attr,
    ) -> Option<Value> {
        self.target_materializations
            .iter()
            .rev()
            .find_map(|rule| rule(builder, ty, inputs, location))
    }
}

/// A materialization rule that builds a `builtin.unrealized_conversion_cast`
/// of `inputs` to `ty`: for conversions whose casts a later conversion
/// removes (`converter.add_source_materialization(unrealized_cast)`).
pub fn unrealized_cast(
    builder: &mut Builder<'_>,
    ty: Type,
    inputs: &[Value],
    location: Attr,
) -> Option<Value> {
    let state = cast_state(builder.context(), inputs, ty, location);
    let op = builder.create(state);
    Some(builder.body().op(op).result(0))
}

/// The state of a `builtin.unrealized_conversion_cast` of `inputs` to `ty`.
pub(crate) fn cast_state(
    context: &Context,
    inputs: &[Value],
    ty: Type,
    location: Attr,
) -> ir_core::ir::OperationState {
    let name = context.op_name(ir_core::builtin::UnrealizedConversionCastOp::NAME);
    let mut state = ir_core::ir::OperationState::new(name, location);
    state.operands.extend_from_slice(inputs);
    state.result_types.push(ty);
    state
}

/// Where one original input goes in a converted signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputMapping {
    /// To the new inputs `start..start + count` (none when the input is
    /// removed).
    Inputs {
        /// The first new input.
        start: usize,
        /// How many new inputs.
        count: usize,
    },
    /// Dropped, and its uses replaced by an existing value.
    Replaced(Value),
}

/// The plan for converting a signature: for each original input, the new
/// inputs it becomes, and the types of every new input in order.
#[derive(Clone, Debug, Default)]
pub struct SignatureConversion {
    mappings: Vec<Option<InputMapping>>,
    converted_types: Vec<Type>,
}

impl SignatureConversion {
    /// A plan for `inputs` original inputs, none mapped yet.
    pub fn new(inputs: usize) -> Self {
        SignatureConversion { mappings: vec![None; inputs], converted_types: Vec::new() }
    }

    /// Original input `index` becomes new inputs of the types `types`,
    /// appended after those mapped so far.
    pub fn add_inputs(&mut self, index: usize, types: &[Type]) {
        let start = self.converted_types.len();
        self.converted_types.extend_from_slice(types);
        self.mappings[index] = Some(InputMapping::Inputs { start, count: types.len() });
    }

    /// Appends new inputs that no original input maps to.
    pub fn append_inputs(&mut self, types: &[Type]) {
        self.converted_types.extend_from_slice(types);
    }

    /// Original input `index` is dropped, its uses replaced by `value`.
    pub fn remap_input(&mut self, index: usize, value: Value) {
        self.mappings[index] = Some(InputMapping::Replaced(value));
    }

    /// The types of the new inputs.
    pub fn converted_types(&self) -> &[Type] {
        &self.converted_types
    }

    /// Where original input `index` goes, if it was mapped.
    pub fn mapping(&self, index: usize) -> Option<InputMapping> {
        self.mappings.get(index).copied().flatten()
    }

    /// The number of original inputs.
    pub fn original_count(&self) -> usize {
        self.mappings.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_run_last_added_first_and_refusals_stop_the_search() {
        let context = Context::new();
        let (i8_type, i32_type) = (context.integer_type(8), context.integer_type(32));
        let mut converter = TypeConverter::new();
        converter.add_conversion(|_, ty| RuleOutcome::to(ty));
        converter.add_conversion(move |_, ty| {
            if ty == i8_type {
                RuleOutcome::to(i32_type)
            } else {
                RuleOutcome::NotHandled
            }
        });
        let f16 = context.float_type(ir_core::float::FloatKind::F16);
        converter.add_conversion(move |_, ty| {
            if ty == f16 {
                RuleOutcome::Refused
            } else {
                RuleOutcome::NotHandled
            }
        });
        assert_eq!(converter.convert_type(&context, i8_type), Some(i32_type));
        assert_eq!(converter.convert_type(&context, i32_type), Some(i32_type));
        assert_eq!(converter.convert_type(&context, f16), None);
        let signature =
            converter.convert_signature(&context, &[i8_type, i32_type]).expect("converts");
        assert_eq!(signature.converted_types(), &[i32_type, i32_type]);
        assert_eq!(signature.mapping(0), Some(InputMapping::Inputs { start: 0, count: 1 }));
        assert!(converter.convert_signature(&context, &[f16]).is_none());
    }

    #[test]
    fn type_attributes_convert_by_their_rules() {
        let context = Context::new();
        let i32_type = context.integer_type(32);
        let (one, two) = (context.integer_attr(i32_type, 1), context.integer_attr(i32_type, 2));
        let mut converter = TypeConverter::new();
        assert_eq!(converter.convert_type_attribute(&context, i32_type, one), None);
        converter.add_type_attribute_conversion(move |_, _, attr| {
            if attr == one {
                AttributeOutcome::Converted(two)
            } else {
                AttributeOutcome::Refused
            }
        });
        assert_eq!(converter.convert_type_attribute(&context, i32_type, one), Some(two));
        assert_eq!(converter.convert_type_attribute(&context, i32_type, two), None);
    }
}
