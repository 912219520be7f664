//! What every lowering to SPIR-V shares, as MLIR 22 defines it: the target
//! environment a conversion works for (the `spirv.target_env` attribute of
//! the closest symbol table holding the anchor, or MLIR's default), the
//! type converter whose rules follow what that target supports, and the
//! conversion target whose legality is the availability machinery itself.

use std::hash::Hasher;
use std::sync::{Arc, RwLock};

use ir_core::attributes::Attr;
use ir_core::availability::{check_op, target_env_of, EnabledSet, TargetEnv};
use ir_core::float::FloatKind;
use ir_core::ir::{Body, BodyId, Op};
use ir_core::ods::PropertyBox;
use ir_core::traits::TraitFlags;
use ir_core::types::{Type, TypeData};
use ir_core::Context;
use ir_transforms::conversion::{BodyStore, ConversionTarget, RuleOutcome, TypeConverter};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

pub use ir_transforms::conversion::unrealized_cast;

use dialects::spirv::{
    extensions_implied_by, ArrayType, Capability, Extension, TargetEnvAttr, VerCapExtAttr, Version,
};

/// The name of the attribute holding a target environment.
pub const TARGET_ENV_ATTRIBUTE: &str = "spirv.target_env";

/// A SPIR-V target: its version, and the extensions and capabilities it
/// allows (with those its version and capabilities imply).
pub struct SpirvTarget {
    /// The version.
    pub version: Version,
    /// The extensions, the version's included.
    pub extensions: EnabledSet<Extension>,
    /// The capabilities, implied ones included.
    pub capabilities: EnabledSet<Capability>,
    /// The same, as the availability checks read it.
    pub env: TargetEnv,
}

impl SpirvTarget {
    /// The target a `#spirv.vce` triple describes.
    pub fn from_triple(triple: &VerCapExtAttr) -> Self {
        SpirvTarget {
            version: triple.version,
            extensions: EnabledSet::new(
                triple
                    .extensions
                    .iter()
                    .copied()
                    .chain(extensions_implied_by(triple.version).iter().copied()),
            ),
            capabilities: EnabledSet::new(triple.capabilities.iter().copied()),
            env: triple.target_env(),
        }
    }

    /// MLIR's default target: `#spirv.vce<v1.0, [Shader], []>`.
    pub fn default_target() -> Self {
        SpirvTarget::from_triple(&VerCapExtAttr {
            version: Version::V1_0,
            capabilities: vec![Capability::Shader],
            extensions: Vec::new(),
        })
    }

    /// The target `attr` (a `#spirv.target_env`) describes.
    pub fn from_attr(context: &Context, attr: Attr) -> Option<Self> {
        let target = TargetEnvAttr::from_attr(context, attr)?;
        let triple = target.triple(context)?;
        let mut found = SpirvTarget::from_triple(&triple);
        if let Some(env) = target_env_of(context, attr) {
            found.env = env;
        }
        Some(found)
    }

    /// Whether the target allows capability `capability`.
    pub fn allows(&self, capability: Capability) -> bool {
        self.capabilities.contains(capability)
    }

    /// Whether the target allows extension `extension`.
    pub fn allows_extension(&self, extension: Extension) -> bool {
        self.extensions.contains(extension)
    }
}

/// The `spirv.target_env` attribute of `op` (of body `body`) or of the
/// closest symbol table holding it, as MLIR's `lookupTargetEnv`: only
/// symbol-table ops are asked.
pub fn lookup_target_env_attr(
    context: &Context,
    bodies: &dyn BodyStore,
    body: BodyId,
    op: Op,
) -> Option<Attr> {
    let (mut body_id, mut current) = (body, op);
    loop {
        let data = bodies.body(body_id).op(current);
        if let Some(attr) = own_target_env(context, data.name, data.attributes) {
            return Some(attr);
        }
        match bodies.body(body_id).parent_op(current) {
            Some(parent) => current = parent,
            None => {
                let (parent_body, owner) = bodies.body(body_id).owner()?;
                body_id = parent_body;
                current = owner;
            }
        }
    }
}

/// The `spirv.target_env` attribute of the first symbol table among `ops`
/// (names and discardable attributes, innermost first, as
/// [`ir_core::pass::PassScope::anchor_and_enclosing_ops`] gives them) that
/// has one: [`lookup_target_env_attr`] for a pass that sees only the ops'
/// records.
pub fn target_env_in(context: &Context, ops: &[(ir_core::registry::OpName, Attr)]) -> Option<Attr> {
    ops.iter().find_map(|&(name, attributes)| own_target_env(context, name, attributes))
}

/// The `spirv.target_env` attribute among the discardable `attributes` of
/// an op named `name`, when that op is a symbol table (the only ops MLIR's
/// `lookupTargetEnv` asks).
fn own_target_env(
    context: &Context,
    name: ir_core::registry::OpName,
    attributes: Attr,
) -> Option<Attr> {
    context
        .op_traits(name)
        .contains(TraitFlags::SYMBOL_TABLE)
        .then(|| context.dictionary_get(attributes, TARGET_ENV_ATTRIBUTE))
        .flatten()
}

/// The target `attr` (a `spirv.target_env`, when there is one) describes,
/// or MLIR's default.
pub fn target_or_default(context: &Context, attr: Option<Attr>) -> SpirvTarget {
    attr.and_then(|attr| SpirvTarget::from_attr(context, attr))
        .unwrap_or_else(SpirvTarget::default_target)
}

/// The target a conversion anchored on `op` works for: the closest
/// `spirv.target_env`, or MLIR's default.
pub fn lookup_target_or_default(
    context: &Context,
    bodies: &dyn BodyStore,
    body: BodyId,
    op: Op,
) -> SpirvTarget {
    target_or_default(context, lookup_target_env_attr(context, bodies, body, op))
}

/// How the SPIR-V type converter treats what a target lacks (MLIR's
/// `SPIRVConversionOptions`).
#[derive(Clone, Copy, Debug)]
pub struct SpirvTypeOptions {
    /// Scalars of up to 32 bits the target lacks become 32-bit ones.
    pub emulate_lt_32_bit_scalar_types: bool,
    /// 8-bit float types become `i8`.
    pub emulate_unsupported_float_types: bool,
    /// `index` becomes `i64` instead of `i32`.
    pub use_64bit_index: bool,
}

impl Default for SpirvTypeOptions {
    fn default() -> Self {
        SpirvTypeOptions {
            emulate_lt_32_bit_scalar_types: true,
            emulate_unsupported_float_types: true,
            use_64bit_index: false,
        }
    }
}

/// Whether `ty` is a scalar SPIR-V knows: an integer of 1, 8, 16, 32 or 64
/// bits, or `f16`, `bf16`, `f32`, `f64`.
pub fn is_scalar(context: &Context, ty: Type) -> bool {
    match context.type_data(ty) {
        TypeData::Integer { width, .. } => matches!(width, 1 | 8 | 16 | 32 | 64),
        TypeData::Float(kind) => {
            matches!(kind, FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64)
        }
        _ => false,
    }
}

/// Whether `ty` is a type SPIR-V ops take: a scalar, a vector of 2, 3, 4,
/// 8 or 16 scalars, or a type of the SPIR-V dialect.
pub fn is_spirv_type(context: &Context, ty: Type) -> bool {
    match context.type_data(ty) {
        TypeData::Vector { shape, element, .. } => {
            matches!(shape[..], [2] | [3] | [4] | [8] | [16]) && is_scalar(context, *element)
        }
        _ => is_scalar(context, ty) || is_spirv_dialect_type(context, ty),
    }
}

/// Whether `ty` is a type the SPIR-V dialect defines.
fn is_spirv_dialect_type(context: &Context, ty: Type) -> bool {
    matches!(context.type_data(ty), TypeData::Dialect { definition, .. } if definition.0.dialect == "spirv")
}

/// Whether the target has what scalar `ty` needs (outside any storage
/// class): `Int8`, `Int16`, `Int64`, `Float16`, `Float64`, or
/// `BFloat16TypeKHR` with `SPV_KHR_bfloat16`.
fn scalar_allowed(context: &Context, target: &SpirvTarget, ty: Type) -> bool {
    match context.type_data(ty) {
        TypeData::Integer { width, .. } => match width {
            8 => target.allows(Capability::Int8),
            16 => target.allows(Capability::Int16),
            64 => target.allows(Capability::Int64),
            _ => true,
        },
        TypeData::Float(FloatKind::F16) => target.allows(Capability::Float16),
        TypeData::Float(FloatKind::BF16) => {
            target.allows(Capability::BFloat16TypeKHR)
                && target.allows_extension(Extension::SPV_KHR_bfloat16)
        }
        TypeData::Float(FloatKind::F64) => target.allows(Capability::Float64),
        _ => true,
    }
}

fn width_of(context: &Context, ty: Type) -> u32 {
    match context.type_data(ty) {
        TypeData::Integer { width, .. } => *width,
        TypeData::Float(kind) => kind.bit_width(),
        _ => 0,
    }
}

/// MLIR's `convertScalarType`: the scalar itself when the target has it,
/// else (with emulation) its 32-bit counterpart when it is not wider.
fn convert_scalar(
    context: &Context,
    target: &SpirvTarget,
    options: SpirvTypeOptions,
    ty: Type,
) -> Option<Type> {
    if scalar_allowed(context, target, ty) {
        return Some(ty);
    }
    if !options.emulate_lt_32_bit_scalar_types || width_of(context, ty) > 32 {
        return None;
    }
    Some(match context.type_data(ty) {
        TypeData::Float(_) => context.float_type(FloatKind::F32),
        TypeData::Integer { signedness, .. } => {
            context.intern_type(TypeData::Integer { width: 32, signedness: *signedness })
        }
        _ => return None,
    })
}

/// The 8-bit float kinds SPIR-V emulates with `i8`.
fn is_emulated_float(kind: FloatKind) -> bool {
    matches!(
        kind,
        FloatKind::F8E5M2
            | FloatKind::F8E4M3
            | FloatKind::F8E4M3FN
            | FloatKind::F8E5M2FNUZ
            | FloatKind::F8E4M3FNUZ
            | FloatKind::F8E4M3B11FNUZ
            | FloatKind::F8E3M4
            | FloatKind::F8E8M0FNU
    )
}

/// Integers narrower than 8 bits (a power of two wide) are stored packed
/// in 32 bits.
fn convert_sub_byte(context: &Context, ty: Type) -> Option<Type> {
    match context.type_data(ty) {
        TypeData::Integer { width, signedness } if width.is_power_of_two() && *width < 8 => {
            Some(context.intern_type(TypeData::Integer { width: 32, signedness: *signedness }))
        }
        _ => None,
    }
}

fn index_type(context: &Context, options: SpirvTypeOptions) -> Type {
    context.integer_type(if options.use_64bit_index { 64 } else { 32 })
}

fn vector_of(context: &Context, shape: &[i64], scalable: &[bool], element: Type) -> Type {
    context.intern_type(TypeData::Vector {
        shape: shape.into(),
        scalable: scalable.into(),
        element,
    })
}

/// MLIR's `convertVectorType`.
fn convert_vector(
    context: &Context,
    target: &SpirvTarget,
    options: SpirvTypeOptions,
    ty: Type,
) -> Option<Type> {
    let TypeData::Vector { shape, scalable, element } = context.type_data(ty) else {
        return None;
    };
    let (shape, scalable) = (shape.clone(), scalable.clone());
    let mut element = *element;
    let mut rebuilt = ty;
    if matches!(context.type_data(element), TypeData::Index) {
        element = index_type(context, options);
        rebuilt = vector_of(context, &shape, &scalable, element);
    }
    if options.emulate_unsupported_float_types {
        if let TypeData::Float(kind) = context.type_data(element) {
            if is_emulated_float(*kind) {
                element = context.integer_type(8);
                rebuilt = vector_of(context, &shape, &scalable, element);
            }
        }
    }
    let one_element = shape.len() <= 1 && shape.iter().product::<i64>() == 1;
    if !is_scalar(context, element) {
        if !matches!(context.type_data(element), TypeData::Integer { .. }) {
            return None;
        }
        let converted = convert_sub_byte(context, element)?;
        if one_element {
            return Some(converted);
        }
        if shape.iter().product::<i64>() > 4 {
            return None;
        }
        return Some(vector_of(context, &shape, &scalable, converted));
    }
    if one_element {
        return convert_scalar(context, target, options, element);
    }
    if !matches!(shape[..], [2] | [3] | [4] | [8] | [16]) {
        return None;
    }
    let sixteen_ok = !matches!(shape[..], [8] | [16]) || target.allows(Capability::Vector16);
    if sixteen_ok && scalar_allowed(context, target, element) {
        return Some(rebuilt);
    }
    let converted = convert_scalar(context, target, options, element)?;
    Some(vector_of(context, &shape, &scalable, converted))
}

/// MLIR's `convertTensorType`: a static tensor of scalars whose size in
/// bytes is known becomes a `!spirv.array` of all its elements (converted
/// as scalars, without stride).
fn convert_tensor(
    context: &Context,
    target: &SpirvTarget,
    options: SpirvTypeOptions,
    ty: Type,
) -> Option<Type> {
    let TypeData::RankedTensor { shape, element, .. } = context.type_data(ty) else {
        return None;
    };
    if shape.iter().any(|&dimension| dimension < 0) {
        return None;
    }
    let mut element = *element;
    if matches!(context.type_data(element), TypeData::Index) {
        element = index_type(context, options);
    }
    if options.emulate_unsupported_float_types {
        if let TypeData::Float(kind) = context.type_data(element) {
            if is_emulated_float(*kind) {
                element = context.integer_type(8);
            }
        }
    }
    // Scalars are 1, 8, 16, 32 or 64 bits: `i1` has no size in bytes.
    if !is_scalar(context, element) || width_of(context, element) < 8 {
        return None;
    }
    let count: i64 = shape.iter().product();
    if count == 0 {
        return None;
    }
    let element = convert_scalar(context, target, options, element)?;
    Some(ArrayType { count, element, stride: 0 }.to_type(context))
}

/// MLIR 22's SPIR-V type converter for `target`: scalars the target lacks
/// widen to 32 bits (with `emulate_lt_32_bit_scalar_types`; wider ones are
/// refused), `index` becomes `i32` (`i64` with `use_64bit_index`), 8-bit
/// floats become `i8`, vectors keep 2, 3, 4, 8 and 16 lanes (one lane
/// becomes a scalar), `complex<T>` becomes `vector<2xT>`, and SPIR-V's own
/// types stay. Static tensors become `!spirv.array`s; memrefs are refused
/// (not supported yet).
/// Materializations are `builtin.unrealized_conversion_cast`s.
pub fn spirv_type_converter<'a>(
    target: &'a SpirvTarget,
    options: SpirvTypeOptions,
) -> TypeConverter<'a> {
    let mut converter = TypeConverter::new();
    // Tried last: SPIR-V's own types.
    converter.add_conversion(|context, ty| {
        if is_spirv_dialect_type(context, ty) {
            RuleOutcome::to(ty)
        } else {
            RuleOutcome::NotHandled
        }
    });
    converter.add_conversion(move |context, ty| match context.type_data(ty) {
        TypeData::Index => RuleOutcome::to(index_type(context, options)),
        _ => RuleOutcome::NotHandled,
    });
    converter.add_conversion(move |context, ty| match context.type_data(ty) {
        TypeData::Integer { .. } => {
            let converted = if is_scalar(context, ty) {
                convert_scalar(context, target, options, ty)
            } else if width_of(context, ty) < 8 {
                convert_sub_byte(context, ty)
            } else {
                None
            };
            converted.map_or(RuleOutcome::Refused, RuleOutcome::to)
        }
        _ => RuleOutcome::NotHandled,
    });
    converter.add_conversion(move |context, ty| match context.type_data(ty) {
        TypeData::Float(kind) => {
            let converted = if is_scalar(context, ty) {
                convert_scalar(context, target, options, ty)
            } else if options.emulate_unsupported_float_types && is_emulated_float(*kind) {
                Some(context.integer_type(8))
            } else {
                None
            };
            converted.map_or(RuleOutcome::Refused, RuleOutcome::to)
        }
        _ => RuleOutcome::NotHandled,
    });
    converter.add_conversion(move |context, ty| match context.type_data(ty) {
        TypeData::Complex(element) => {
            let element = *element;
            let unchanged = is_scalar(context, element)
                && convert_scalar(context, target, options, element) == Some(element);
            if unchanged {
                RuleOutcome::to(vector_of(context, &[2], &[false], element))
            } else {
                RuleOutcome::Refused
            }
        }
        _ => RuleOutcome::NotHandled,
    });
    converter.add_conversion(move |context, ty| match context.type_data(ty) {
        TypeData::Vector { .. } => convert_vector(context, target, options, ty)
            .map_or(RuleOutcome::Refused, RuleOutcome::to),
        _ => RuleOutcome::NotHandled,
    });
    converter.add_conversion(move |context, ty| match context.type_data(ty) {
        TypeData::RankedTensor { .. } => convert_tensor(context, target, options, ty)
            .map_or(RuleOutcome::Refused, RuleOutcome::to),
        TypeData::UnrankedTensor { .. } => RuleOutcome::Refused,
        _ => RuleOutcome::NotHandled,
    });
    converter.add_conversion(|context, ty| match context.type_data(ty) {
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } => RuleOutcome::Refused,
        _ => RuleOutcome::NotHandled,
    });
    converter.add_source_materialization(unrealized_cast);
    converter.add_target_materialization(unrealized_cast);
    converter
}

/// Whether `op` is legal for `target`, as MLIR's SPIR-V conversion target
/// decides for the ops of the `spirv` dialect: available in the target
/// (versions, extensions, capabilities, and what its operand and result
/// types need), with operands and results of types SPIR-V ops take.
pub fn is_legal_spirv_op(context: &Context, target: &SpirvTarget, body: &Body, op: Op) -> bool {
    let data = body.op(op);
    let types_ok = data
        .operands()
        .chain(data.results().iter())
        .all(|value| is_spirv_type(context, body.value_type(value)));
    types_ok && check_op(context, body, op, &target.env).is_empty()
}

/// Why `op` is not legal for `target` (beyond MLIR): the types SPIR-V ops
/// cannot take, or what the target lacks, dimension by dimension.
pub fn explain_spirv_op(
    context: &Context,
    target: &SpirvTarget,
    body: &Body,
    op: Op,
) -> Option<String> {
    let data = body.op(op);
    if let Some(value) = data
        .operands()
        .chain(data.results().iter())
        .find(|&value| !is_spirv_type(context, body.value_type(value)))
    {
        return Some(format!(
            "takes a type SPIR-V ops cannot: {}",
            ir_core::text::type_to_string(context, body.value_type(value))
        ));
    }
    let missing = check_op(context, body, op, &target.env);
    if missing.is_empty() {
        return None;
    }
    let reasons: Vec<String> = missing.iter().map(ToString::to_string).collect();
    Some(format!("is not available in the target environment: {}", reasons.join("; ")))
}

/// MLIR's `SPIRVConversionTarget`: the `spirv` dialect dynamically legal by
/// [`is_legal_spirv_op`]; nothing else has a rule. The verdicts are kept
/// per op name, properties, discardable attributes and operand and result
/// types, so each kind of op is checked against the target once.
pub fn spirv_conversion_target<'a>(
    context: &'a Context,
    target: &'a SpirvTarget,
) -> ConversionTarget<'a> {
    spirv_conversion_target_sharing(context, target, Arc::default())
}

/// [`spirv_conversion_target`] keeping its verdicts in `verdicts`, which
/// other conversion targets for the same target (of the same context) may
/// share: a pass that converts function after function, on any thread,
/// then checks each kind of op against the target once in all.
pub fn spirv_conversion_target_sharing<'a>(
    context: &'a Context,
    target: &'a SpirvTarget,
    verdicts: Arc<SpirvLegalityVerdicts>,
) -> ConversionTarget<'a> {
    let mut conversion = ConversionTarget::new(context);
    conversion.add_dynamically_legal_dialect("spirv", move |context, body, op| {
        let kind = Kind::of(body, op);
        let known = verdicts.0.read().ok().and_then(|verdicts| verdicts.get(&kind, body, op));
        known.unwrap_or_else(|| {
            let legal = is_legal_spirv_op(context, target, body, op);
            if let Ok(mut verdicts) = verdicts.0.write() {
                if verdicts.get(&kind, body, op).is_none() {
                    verdicts.insert(kind, body, op, legal);
                }
            }
            legal
        })
    });
    conversion
}

/// What [`is_legal_spirv_op`] said of the kinds of ops checked so far
/// against one target, for conversion targets to share (see
/// [`spirv_conversion_target_sharing`]). It holds types and attributes of
/// one context, and its verdicts are those of one target: share it only
/// between conversion targets of both.
#[derive(Default)]
pub struct SpirvLegalityVerdicts(RwLock<Verdicts>);

/// What the availability of an op depends on: its name, its properties
/// (an enum case may change what it requires), its discardable attributes
/// and the types of its operands and results. Verdicts are found by the
/// [`Kind`] of an op, then among the verdicts of that kind by types and
/// properties, compared with the op's own (no key is built per op).
#[derive(Default)]
struct Verdicts {
    by_kind: FxHashMap<Kind, Vec<Verdict>>,
}

/// The parts of an op a verdict is first looked up by: its name, its
/// discardable attributes, its operand count and the hash of its
/// properties.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Kind {
    name: ir_core::registry::OpName,
    attributes: Attr,
    operand_count: usize,
    properties_hash: u64,
}

/// The verdict on ops of one kind with these operand and result types
/// and properties.
struct Verdict {
    types: SmallVec<[Type; 4]>,
    properties: Option<PropertyBox>,
    legal: bool,
}

impl Kind {
    /// The kind of `op`.
    fn of(body: &Body, op: Op) -> Self {
        let data = body.op(op);
        let properties_hash = data.properties.as_ref().map_or(0, |properties| {
            let mut hasher = rustc_hash::FxHasher::default();
            properties.hash_into(&mut hasher);
            hasher.finish()
        });
        Kind {
            name: data.name,
            attributes: data.attributes,
            operand_count: data.operand_count(),
            properties_hash,
        }
    }
}

impl Verdict {
    /// Whether `op` has the types and properties of the verdict: the types
    /// first, which need no call through the properties' table.
    fn matches(&self, body: &Body, op: Op) -> bool {
        let data = body.op(op);
        let results = data.results();
        let operand_count = data.operand_count();
        if self.types.len() != operand_count + results.len() {
            return false;
        }
        let (operand_types, result_types) = self.types.split_at(operand_count);
        data.operands().zip(operand_types).all(|(value, &ty)| body.value_type(value) == ty)
            && results.iter().zip(result_types).all(|(value, &ty)| body.value_type(value) == ty)
            && match (&self.properties, &data.properties) {
                (None, None) => true,
                (Some(own), Some(other)) => own.equals(&**other),
                _ => false,
            }
    }
}

impl Verdicts {
    /// The verdict on `op`, of kind `kind`, if one was given.
    fn get(&self, kind: &Kind, body: &Body, op: Op) -> Option<bool> {
        let verdicts = self.by_kind.get(kind)?;
        verdicts.iter().find(|verdict| verdict.matches(body, op)).map(|verdict| verdict.legal)
    }

    /// Records the verdict `legal` on `op`, of kind `kind`.
    fn insert(&mut self, kind: Kind, body: &Body, op: Op, legal: bool) {
        let data = body.op(op);
        let types = data
            .operands()
            .chain(data.results().iter())
            .map(|value| body.value_type(value))
            .collect();
        let verdict = Verdict { types, properties: data.properties.clone(), legal };
        self.by_kind.entry(kind).or_default().push(verdict);
    }
}
