//! SPIR-V attributes with a structure of their own, printed as `mlir-opt`
//! prints them whatever the input's spacing:
//! `#spirv.linkage_attributes<linkage_name = "f", linkage_type = <Import>>`,
//! target environments (`#spirv.vce<v1.0, [Shader], [...]>`,
//! `#spirv.target_env<#spirv.vce<...>, #spirv.resource_limits<...>>`,
//! `#spirv.resource_limits<...>` and the cooperative matrix configurations
//! it lists, `#spirv.coop_matrix_props_khr<...>` and
//! `#spirv.coop_matrix_props_nv<...>`) and the ABI attributes
//! (`#spirv.interface_var_abi<(0, 1)>`, `#spirv.entry_point_abi<...>`),
//! with MLIR's messages for malformed ones. MLIR's other `#spirv.`
//! attributes without enum cases (`#spirv.cache_control_load_intel<...>`) are
//! the dialect's `opaque_attributes`, kept as written.

use ir_core::attributes::{Attr, AttrData};
use ir_core::availability::{EnabledSet, TargetEnv, TargetEnvAttribute, TargetEnvAttributeModel};
use ir_core::interfaces::AttrHandle;
use ir_core::ir_macros::attr_def;
use ir_core::ods::dialect_symbols::{
    DefinitionRef, DialectSymbol, NativeInteger, Parameter, SymbolDefinition, SymbolKind,
    SymbolParameter, SymbolParser, SymbolPrinter,
};
use ir_core::ods::PropertyValue;
use ir_core::text::ParseResult;
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use super::enums::{
    Capability, ClientAPI, DeviceType, Extension, LinkageType, Scope, StorageClass, Vendor, Version,
};
use super::{Capabilities, Extensions, GraphARMOp, MaxVersion, MinVersion};

fn print_linkage_attributes(parameters: &[Parameter], printer: &mut SymbolPrinter) {
    printer.write_str("<linkage_name = ");
    if let Some(Parameter::String(name)) = parameters.first() {
        printer.write_string(name);
    }
    printer.write_str(", linkage_type = <");
    if let Some(Parameter::Integer(value)) = parameters.get(1) {
        if let Some(case) = LinkageType::from_value(*value as u64) {
            printer.write_str(case.keyword());
        }
    }
    printer.write_str(">>");
}

/// Reads `<Import>` or `#spirv.linkage_type<Import>`.
fn parse_linkage_type(parser: &mut SymbolParser) -> ParseResult<LinkageType> {
    let offset = parser.offset();
    if parser.parse_optional_punctuation("<") {
        let keyword = parser.parse_identifier()?;
        let Some(case) = LinkageType::from_keyword(&keyword) else {
            return parser.error_at(
                offset,
                format!("invalid linkage_type attribute specification: {keyword}"),
            );
        };
        parser.parse_punctuation(">")?;
        return Ok(case);
    }
    let attr = parser.parse_attribute()?;
    let context = parser.context();
    let case = match context.attr_data(attr) {
        AttrData::Opaque { dialect, data, .. } if &**dialect == "spirv" => data
            .strip_prefix("linkage_type<")
            .and_then(|rest| rest.strip_suffix('>'))
            .and_then(|keyword| LinkageType::from_keyword(keyword.trim())),
        _ => None,
    };
    match case {
        Some(case) => Ok(case),
        None => parser.error_at(offset, "expected a SPIR-V linkage type"),
    }
}

/// MLIR's `struct(params)`: `linkage_name = "..."` and `linkage_type =
/// <...>`, in either order, each once.
fn parse_linkage_attributes(parser: &mut SymbolParser) -> ParseResult<Vec<Parameter>> {
    parser.parse_punctuation("<")?;
    let mut name = None;
    let mut linkage = None;
    loop {
        let offset = parser.offset();
        let key = parser.parse_identifier()?;
        parser.parse_punctuation("=")?;
        match key.as_str() {
            "linkage_name" if name.is_none() => name = Some(parser.parse_string()?),
            "linkage_type" if linkage.is_none() => linkage = Some(parse_linkage_type(parser)?),
            "linkage_name" | "linkage_type" => {
                return parser.error_at(offset, format!("duplicate parameter '{key}'"));
            }
            _ => return parser.error_at(offset, format!("unknown parameter '{key}'")),
        }
        if !parser.parse_optional_punctuation(",") {
            break;
        }
    }
    parser.parse_punctuation(">")?;
    let offset = parser.offset();
    let (Some(name), Some(linkage)) = (name, linkage) else {
        return parser.error_at(
            offset,
            "struct is missing required parameter: linkage_name or linkage_type",
        );
    };
    Ok(vec![Parameter::String(name.into()), Parameter::Integer(linkage.value() as i64)])
}

static LINKAGE_ATTRIBUTES: SymbolDefinition = SymbolDefinition {
    dialect: "spirv",
    mnemonic: "linkage_attributes",
    kind: SymbolKind::Attribute,
    summary: "The name and linkage type of an imported or exported symbol.",
    print: print_linkage_attributes,
    parse: parse_linkage_attributes,
    attach_interfaces: |_| {},
    shape: None,
};

/// The linkage of a function or global variable:
/// `#spirv.linkage_attributes<linkage_name = "f", linkage_type = <Import>>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LinkageAttributes {
    /// The name the symbol is linked under.
    pub linkage_name: String,
    /// Imported or exported.
    pub linkage_type: LinkageType,
}

impl DialectSymbol for LinkageAttributes {
    const DEFINITION: &'static SymbolDefinition = &LINKAGE_ATTRIBUTES;
}

impl LinkageAttributes {
    /// The attribute, interned.
    pub fn to_attr(&self, context: &Context) -> Attr {
        context.intern_attr(AttrData::Dialect {
            definition: DefinitionRef(&LINKAGE_ATTRIBUTES),
            parameters: Box::new([
                Parameter::String(self.linkage_name.as_str().into()),
                Parameter::Integer(self.linkage_type.value() as i64),
            ]),
        })
    }

    /// The linkage attributes `attr` is, if it is one.
    pub fn from_attr(context: &Context, attr: Attr) -> Option<Self> {
        match context.attr_data(attr) {
            AttrData::Dialect { definition, parameters }
                if std::ptr::eq(definition.0, &LINKAGE_ATTRIBUTES) =>
            {
                let [Parameter::String(name), Parameter::Integer(value)] = &parameters[..] else {
                    return None;
                };
                Some(LinkageAttributes {
                    linkage_name: name.to_string(),
                    linkage_type: LinkageType::from_value(*value as u64)?,
                })
            }
            _ => None,
        }
    }
}

/// Reads `[A, B, ...]` (MLIR's `parseKeywordList`), each keyword a case
/// of `T` or `unknown <what>: <keyword>` at it.
fn parse_keyword_list<T>(
    parser: &mut SymbolParser,
    from_keyword: impl Fn(&str) -> Option<T>,
    what: &str,
) -> ParseResult<Vec<T>> {
    parser.parse_punctuation("[")?;
    let mut cases = Vec::new();
    if parser.parse_optional_punctuation("]") {
        return Ok(cases);
    }
    loop {
        let offset = parser.offset();
        let keyword = parser.parse_identifier()?;
        match from_keyword(&keyword) {
            Some(case) => cases.push(case),
            None => return parser.error_at(offset, format!("unknown {what}: {keyword}")),
        }
        if !parser.parse_optional_punctuation(",") {
            break;
        }
    }
    parser.parse_punctuation("]")?;
    Ok(cases)
}

/// Writes `A, B` (the keywords of `cases`).
fn print_keywords<T: Copy>(
    cases: &[T],
    keyword: impl Fn(T) -> &'static str,
    printer: &mut SymbolPrinter,
) {
    let keywords: Vec<&str> = cases.iter().map(|&case| keyword(case)).collect();
    printer.write_str(&keywords.join(", "));
}

fn print_vce(vce: &VerCapExtAttr, printer: &mut SymbolPrinter) {
    printer.write_str("<");
    printer.write_str(vce.version.keyword());
    printer.write_str(", [");
    print_keywords(&vce.capabilities, Capability::keyword, printer);
    printer.write_str("], [");
    print_keywords(&vce.extensions, Extension::keyword, printer);
    printer.write_str("]>");
}

fn parse_vce(parser: &mut SymbolParser) -> ParseResult<VerCapExtAttr> {
    parser.parse_punctuation("<")?;
    let offset = parser.offset();
    let version = parser.parse_identifier()?;
    parser.parse_punctuation(",")?;
    let Some(version) = Version::from_keyword(&version) else {
        return parser.error_at(offset, format!("unknown version: {version}"));
    };
    let capabilities = parse_keyword_list(parser, Capability::from_keyword, "capability")?;
    parser.parse_punctuation(",")?;
    let extensions = parse_keyword_list(parser, Extension::from_keyword, "extension")?;
    parser.parse_punctuation(">")?;
    Ok(VerCapExtAttr { version, capabilities, extensions })
}

/// A SPIR-V version with the capabilities and extensions a target has:
/// `#spirv.vce<v1.3, [Shader], [SPV_KHR_storage_buffer_storage_class]>`.
/// It describes a target environment ([`TargetEnvAttribute`]), with the
/// extensions its version includes.
#[attr_def(
    dialect = "spirv",
    mnemonic = "vce",
    print = print_vce,
    parse = parse_vce,
    interfaces = [TargetEnvAttributeModel::of::<VceHandle>()]
)]
pub struct VerCapExtAttr {
    /// The SPIR-V version.
    pub version: Version,
    /// The capabilities, in the order written.
    pub capabilities: Vec<Capability>,
    /// The extensions, in the order written.
    pub extensions: Vec<Extension>,
}

impl VerCapExtAttr {
    /// The target environment: exactly this version, the capabilities
    /// (with those they imply) and the extensions, with those the version
    /// includes ([`extensions_implied_by`]).
    pub fn target_env(&self) -> TargetEnv {
        TargetEnv::new()
            .with::<MinVersion>(self.version)
            .with::<MaxVersion>(self.version)
            .with::<Extensions>(EnabledSet::new(
                self.extensions
                    .iter()
                    .copied()
                    .chain(extensions_implied_by(self.version).iter().copied()),
            ))
            .with::<Capabilities>(EnabledSet::new(self.capabilities.iter().copied()))
    }
}

/// `#spirv.vce` as a [`TargetEnvAttribute`] (attached to the kind
/// `spirv.vce` when the dialect registers, as
/// `context.attach_attr_interface("spirv.vce",
/// TargetEnvAttributeModel::of::<VceHandle>())`).
#[derive(Clone, Copy)]
pub struct VceHandle(Attr);

impl AttrHandle for VceHandle {
    fn from_attr_unchecked(attr: Attr) -> Self {
        VceHandle(attr)
    }

    fn attr(self) -> Attr {
        self.0
    }
}

impl TargetEnvAttribute for VceHandle {
    fn target_env(self, context: &Context) -> TargetEnv {
        VerCapExtAttr::from_attr(context, self.0).map(|vce| vce.target_env()).unwrap_or_default()
    }
}

/// `#spirv.target_env` as a [`TargetEnvAttribute`]: its triple's.
#[derive(Clone, Copy)]
pub struct TargetEnvHandle(Attr);

impl AttrHandle for TargetEnvHandle {
    fn from_attr_unchecked(attr: Attr) -> Self {
        TargetEnvHandle(attr)
    }

    fn attr(self) -> Attr {
        self.0
    }
}

impl TargetEnvAttribute for TargetEnvHandle {
    fn target_env(self, context: &Context) -> TargetEnv {
        TargetEnvAttr::from_attr(context, self.0)
            .and_then(|target| target.triple(context))
            .map(|vce| vce.target_env())
            .unwrap_or_default()
    }
}

/// The device ID of a target environment that does not name one.
pub const UNKNOWN_DEVICE_ID: i64 = u32::MAX as i64;

fn print_target_env(target: &TargetEnvAttr, printer: &mut SymbolPrinter) {
    printer.write_str("<");
    printer.write_attr(target.triple);
    if target.client_api != ClientAPI::Unknown {
        printer.write_str(", api=");
        printer.write_str(target.client_api.keyword());
    }
    if target.vendor != Vendor::Unknown {
        printer.write_str(", ");
        printer.write_str(target.vendor.keyword());
        if target.device_type != DeviceType::Unknown {
            printer.write_str(":");
            printer.write_str(target.device_type.keyword());
            if target.device_id != UNKNOWN_DEVICE_ID {
                printer.write_str(&format!(":{}", target.device_id));
            }
        }
    }
    printer.write_str(", ");
    printer.write_attr(target.limits);
    printer.write_str(">");
}

/// Reads an attribute that must be `T` (MLIR's typed `parseAttribute`).
fn parse_typed_attr<T>(
    parser: &mut SymbolParser,
    convert: impl Fn(&Context, Attr) -> Option<T>,
) -> ParseResult<Attr> {
    let offset = parser.offset();
    let attr = parser.parse_attribute()?;
    match convert(parser.context(), attr) {
        Some(_) => Ok(attr),
        None => parser.error_at(offset, "invalid kind of attribute specified"),
    }
}

/// Reads a keyword naming a case, or `unknown <what>: <keyword>` at it.
fn parse_named_case<T>(
    parser: &mut SymbolParser,
    from_keyword: impl Fn(&str) -> Option<T>,
    what: &str,
) -> ParseResult<T> {
    let offset = parser.offset();
    let keyword = parser.parse_identifier()?;
    match from_keyword(&keyword) {
        Some(case) => Ok(case),
        None => parser.error_at(offset, format!("unknown {what}: {keyword}")),
    }
}

fn parse_target_env(parser: &mut SymbolParser) -> ParseResult<TargetEnvAttr> {
    parser.parse_punctuation("<")?;
    let triple = parse_typed_attr(parser, VerCapExtAttr::from_attr)?;
    parser.parse_punctuation(",")?;
    let mut client_api = ClientAPI::Unknown;
    if parser.parse_optional_keyword("api") {
        parser.parse_punctuation("=")?;
        client_api = parse_named_case(parser, ClientAPI::from_keyword, "client API")?;
        parser.parse_punctuation(",")?;
    }
    let (mut vendor, mut device_type, mut device_id) =
        (Vendor::Unknown, DeviceType::Unknown, UNKNOWN_DEVICE_ID);
    if parser.peek_identifier().is_some() {
        vendor = parse_named_case(parser, Vendor::from_keyword, "vendor")?;
        if parser.parse_optional_punctuation(":") {
            device_type = parse_named_case(parser, DeviceType::from_keyword, "device type")?;
            if parser.parse_optional_punctuation(":") {
                let offset = parser.offset();
                if !parser.at_integer() {
                    return parser.error_at(offset, "expected integer value");
                }
                device_id = parser.parse_integer()?;
                if !(0..=u32::MAX as i64).contains(&device_id) {
                    return parser.error_at(offset, "integer value too large");
                }
            }
        }
        parser.parse_punctuation(",")?;
    }
    let limits = parse_typed_attr(parser, ResourceLimitsAttr::from_attr)?;
    parser.parse_punctuation(">")?;
    Ok(TargetEnvAttr { triple, client_api, vendor, device_type, device_id, limits })
}

/// A target environment: `#spirv.target_env<#spirv.vce<...>, api=Vulkan,
/// NVIDIA:DiscreteGPU:4660, #spirv.resource_limits<...>>` (the client API,
/// vendor, device type and device ID are optional). It describes the
/// target of its triple ([`TargetEnvAttribute`]).
#[attr_def(
    dialect = "spirv",
    mnemonic = "target_env",
    print = print_target_env,
    parse = parse_target_env,
    interfaces = [TargetEnvAttributeModel::of::<TargetEnvHandle>()]
)]
pub struct TargetEnvAttr {
    /// The `#spirv.vce<...>` triple.
    pub triple: Attr,
    /// The client API; `Unknown` when not written.
    pub client_api: ClientAPI,
    /// The vendor; `Unknown` when not written.
    pub vendor: Vendor,
    /// The device type; `Unknown` when not written.
    pub device_type: DeviceType,
    /// The device ID; [`UNKNOWN_DEVICE_ID`] when not written.
    pub device_id: i64,
    /// The `#spirv.resource_limits<...>`.
    pub limits: Attr,
}

impl TargetEnvAttr {
    /// The version, capabilities and extensions.
    pub fn triple(&self, context: &Context) -> Option<VerCapExtAttr> {
        VerCapExtAttr::from_attr(context, self.triple)
    }

    /// The resource limits.
    pub fn resource_limits(&self, context: &Context) -> Option<ResourceLimitsAttr> {
        ResourceLimitsAttr::from_attr(context, self.limits)
    }
}

/// `[128 : i32, 128 : i32, 64 : i32]`, the default workgroup size limit.
fn default_workgroup_size(context: &Context) -> Attr {
    let i32_type = context.integer_type(32);
    let sizes = [128, 128, 64].map(|size| context.integer_attr(i32_type, size));
    context.intern_attr(AttrData::Array(Box::new(sizes)))
}

/// How the value of one parameter of MLIR's `struct(params)` directive
/// reads (MLIR's `FieldParser` of the parameter's C++ type).
#[derive(Clone, Copy)]
enum StructValueKind {
    /// An integer of a C++ type (`int`, `uint32_t`, `bool`).
    Integer(NativeInteger),
    /// `std::optional<int>`: an integer if one comes next, else nothing
    /// (the parameter list must then end).
    OptionalInteger(NativeInteger),
    /// `DenseI32ArrayAttr`, written `[1, 2, 3]`.
    DenseI32Array,
    /// `ArrayAttr`: any array attribute.
    Array,
    /// `mlir::Type`: any type.
    Type,
    /// `mlir::spirv::ScopeAttr`: `<Subgroup>`, or in full
    /// `#spirv.scope<Subgroup>`.
    Scope,
}

/// One parameter of MLIR's `struct(params)` directive.
struct StructParameter {
    /// The parameter's name.
    name: &'static str,
    /// Its C++ type, for messages (`uint32_t`, `std::optional<int>`).
    class: &'static str,
    /// How its value reads.
    kind: StructValueKind,
    /// Whether it may be left out (an `OptionalParameter` or a
    /// `DefaultValuedParameter`).
    optional: bool,
}

impl StructParameter {
    /// A parameter that must be written.
    const fn required(name: &'static str, class: &'static str, kind: StructValueKind) -> Self {
        StructParameter { name, class, kind, optional: false }
    }

    /// A parameter that may be left out.
    const fn optional(name: &'static str, class: &'static str, kind: StructValueKind) -> Self {
        StructParameter { name, class, kind, optional: true }
    }
}

/// One `name = value` of MLIR's `struct(params)` directive, read.
enum StructValue {
    Integer(i64),
    Integers(Vec<i64>),
    Attr(Attr),
    Type(Type),
    Scope(Scope),
}

/// Reads MLIR's `struct(params)` after the mnemonic, `<name = value,
/// ...>` with the names in any order, each once, as MLIR's generated
/// parser does: when every parameter must be written, exactly that many
/// entries separated by commas; when some may be left out, entries while
/// commas follow (when all may, possibly none), then a check that the
/// others were written. A value that does not read is reported with its
/// own error, followed by `failed to parse <definition> parameter ...`
/// (`definition` is the ODS name). Returns the values in the order of
/// `parameters`; `None` for those left out.
fn parse_struct_params(
    parser: &mut SymbolParser,
    definition: &str,
    parameters: &[StructParameter],
) -> ParseResult<Vec<Option<StructValue>>> {
    parser.parse_punctuation("<")?;
    let mut seen = vec![false; parameters.len()];
    let mut values: Vec<Option<StructValue>> = parameters.iter().map(|_| None).collect();
    let mut entry = |parser: &mut SymbolParser, name: String| {
        parse_struct_entry(parser, definition, parameters, &mut seen, &mut values, &name)
    };
    let optional = parameters.iter().filter(|parameter| parameter.optional).count();
    if optional == 0 {
        for index in 0..parameters.len() {
            let name = parse_struct_key(parser)?;
            entry(parser, name)?;
            if index + 1 != parameters.len() {
                parser.parse_punctuation(",")?;
            }
        }
    } else {
        let first = match optional == parameters.len() {
            true => parser.parse_optional_identifier(),
            false => Some(parse_struct_key(parser)?),
        };
        if let Some(name) = first {
            entry(parser, name)?;
            while parser.parse_optional_punctuation(",") {
                let name = parse_struct_key(parser)?;
                entry(parser, name)?;
            }
        }
    }
    parser.parse_punctuation(">")?;
    for (parameter, seen) in parameters.iter().zip(&seen) {
        if !parameter.optional && !seen {
            let offset = parser.offset();
            return parser.error_at(
                offset,
                format!("struct is missing required parameter: {}", parameter.name),
            );
        }
    }
    Ok(values)
}

/// The name of an entry of `struct(params)`, or MLIR's two errors.
fn parse_struct_key(parser: &mut SymbolParser) -> ParseResult<String> {
    match parser.parse_identifier() {
        Ok(name) => Ok(name),
        Err(error) => {
            parser.report_earlier(error);
            let offset = parser.offset();
            parser.error_at(offset, "expected a parameter name in struct")
        }
    }
}

/// Reads `= value` after the name `name` of an entry of `struct(params)`.
fn parse_struct_entry(
    parser: &mut SymbolParser,
    definition: &str,
    parameters: &[StructParameter],
    seen: &mut [bool],
    values: &mut [Option<StructValue>],
    name: &str,
) -> ParseResult<()> {
    parser.parse_punctuation("=")?;
    // MLIR checks the name once past the `=`, and reports it there.
    let index = parameters
        .iter()
        .zip(seen.iter())
        .position(|(parameter, &seen)| parameter.name == name && !seen);
    let Some(index) = index else {
        let offset = parser.offset();
        return parser
            .error_at(offset, format!("duplicate or unknown struct parameter name: {name}"));
    };
    seen[index] = true;
    let parameter = &parameters[index];
    values[index] = match parse_struct_value(parser, parameter.kind) {
        Ok(value) => value,
        Err(error) => {
            let message = format!(
                "failed to parse {definition} parameter '{}' which is to be a `{}`",
                parameter.name, parameter.class
            );
            return parser.error_after(error, message);
        }
    };
    Ok(())
}

/// Reads the value of a parameter of `struct(params)`; `None` for an
/// optional integer that is not there.
fn parse_struct_value(
    parser: &mut SymbolParser,
    kind: StructValueKind,
) -> ParseResult<Option<StructValue>> {
    let value = match kind {
        StructValueKind::Integer(integer) => {
            StructValue::Integer(parser.parse_native_integer(integer)?)
        }
        StructValueKind::OptionalInteger(integer) => {
            match parser.parse_optional_native_integer(integer) {
                Some(value) => StructValue::Integer(value?),
                None => return Ok(None),
            }
        }
        StructValueKind::DenseI32Array => {
            let parameter = <Vec<i64> as SymbolParameter>::parse(parser)?;
            StructValue::Integers(Vec::<i64>::from_parameter(&parameter).unwrap_or_default())
        }
        StructValueKind::Array => {
            let offset = parser.offset();
            let attr = parser.parse_attribute()?;
            if !matches!(parser.context().attr_data(attr), AttrData::Array(_)) {
                return parser.error_at(offset, "invalid kind of attribute specified");
            }
            StructValue::Attr(attr)
        }
        StructValueKind::Type => StructValue::Type(parser.parse_type()?),
        StructValueKind::Scope => StructValue::Scope(parser.parse_attribute_with_fallback(
            "spirv.scope",
            parse_scope_body,
            <Scope as PropertyValue>::from_attr,
        )?),
    };
    Ok(Some(value))
}

/// MLIR's parser of `#spirv.scope` after its mnemonic: `<Subgroup>` (a
/// keyword or a string), with the messages of MLIR's generated parser.
fn parse_scope_body(parser: &mut SymbolParser) -> ParseResult<Scope> {
    parser.parse_punctuation("<")?;
    let offset = parser.offset();
    let case = match parser.parse_optional_keyword_or_string() {
        None => parser.error_at(offset, "expected valid keyword or string"),
        Some(keyword) => match Scope::from_keyword(&keyword) {
            Some(case) => Ok(case),
            None => {
                let cases: Vec<&str> = Scope::CASES.iter().map(|case| case.keyword()).collect();
                parser.error_at(
                    offset,
                    format!("expected ::mlir::spirv::Scope to be one of: {}", cases.join(", ")),
                )
            }
        },
    };
    let case = match case {
        Ok(case) => case,
        Err(error) => {
            return parser.error_after(
                error,
                "failed to parse SPIRV_ScopeAttr parameter 'value' which is to be a `::mlir::spirv::Scope`",
            )
        }
    };
    parser.parse_punctuation(">")?;
    Ok(case)
}

fn print_resource_limits(limits: &ResourceLimitsAttr, printer: &mut SymbolPrinter) {
    let mut fields: Vec<(&str, String)> = Vec::new();
    let mut integer = |name, value: i64, default: Option<i64>| {
        if Some(value) != default {
            fields.push((name, value.to_string()));
        }
    };
    integer("max_compute_shared_memory_size", limits.max_compute_shared_memory_size, Some(16384));
    integer(
        "max_compute_workgroup_invocations",
        limits.max_compute_workgroup_invocations,
        Some(128),
    );
    printer.write_str("<");
    let mut first = true;
    let mut separate = |printer: &mut SymbolPrinter| {
        if !std::mem::take(&mut first) {
            printer.write_str(", ");
        }
    };
    for (name, value) in fields.drain(..) {
        separate(printer);
        printer.write_str(&format!("{name} = {value}"));
    }
    if limits.max_compute_workgroup_size != default_workgroup_size(printer.context()) {
        separate(printer);
        printer.write_str("max_compute_workgroup_size = ");
        printer.write_attr(limits.max_compute_workgroup_size);
    }
    let integers = [
        ("subgroup_size", Some(limits.subgroup_size).filter(|&size| size != 32)),
        ("min_subgroup_size", limits.min_subgroup_size),
        ("max_subgroup_size", limits.max_subgroup_size),
    ];
    for (name, value) in integers {
        if let Some(value) = value {
            separate(printer);
            printer.write_str(&format!("{name} = {value}"));
        }
    }
    let arrays = [
        ("cooperative_matrix_properties_khr", limits.cooperative_matrix_properties_khr),
        ("cooperative_matrix_properties_nv", limits.cooperative_matrix_properties_nv),
    ];
    for (name, value) in arrays {
        if let Some(value) = value {
            separate(printer);
            printer.write_str(&format!("{name} = "));
            printer.write_attr(value);
        }
    }
    printer.write_str(">");
}

/// The parameters of `SPIRV_ResourceLimitsAttr`, all optional.
const RESOURCE_LIMITS: &[StructParameter] = {
    use StructValueKind::{Array, Integer, OptionalInteger};
    const INT: NativeInteger = NativeInteger::Signed(32);
    &[
        StructParameter::optional("max_compute_shared_memory_size", "int", Integer(INT)),
        StructParameter::optional("max_compute_workgroup_invocations", "int", Integer(INT)),
        StructParameter::optional("max_compute_workgroup_size", "ArrayAttr", Array),
        StructParameter::optional("subgroup_size", "int", Integer(INT)),
        StructParameter::optional("min_subgroup_size", "std::optional<int>", OptionalInteger(INT)),
        StructParameter::optional("max_subgroup_size", "std::optional<int>", OptionalInteger(INT)),
        StructParameter::optional("cooperative_matrix_properties_khr", "ArrayAttr", Array),
        StructParameter::optional("cooperative_matrix_properties_nv", "ArrayAttr", Array),
    ]
};

fn parse_resource_limits(parser: &mut SymbolParser) -> ParseResult<ResourceLimitsAttr> {
    let mut values =
        parse_struct_params(parser, "SPIRV_ResourceLimitsAttr", RESOURCE_LIMITS)?.into_iter();
    let mut integer = |default: Option<i64>| match values.next().flatten() {
        Some(StructValue::Integer(value)) => Some(value),
        _ => default,
    };
    let max_compute_shared_memory_size = integer(Some(16384)).unwrap_or_default();
    let max_compute_workgroup_invocations = integer(Some(128)).unwrap_or_default();
    let max_compute_workgroup_size = match values.next().flatten() {
        Some(StructValue::Attr(attr)) => attr,
        _ => default_workgroup_size(parser.context()),
    };
    let mut integer = |default: Option<i64>| match values.next().flatten() {
        Some(StructValue::Integer(value)) => Some(value),
        _ => default,
    };
    let subgroup_size = integer(Some(32)).unwrap_or_default();
    let min_subgroup_size = integer(None);
    let max_subgroup_size = integer(None);
    let mut array = || match values.next().flatten() {
        Some(StructValue::Attr(attr)) => Some(attr),
        _ => None,
    };
    let cooperative_matrix_properties_khr = array();
    let cooperative_matrix_properties_nv = array();
    Ok(ResourceLimitsAttr {
        max_compute_shared_memory_size,
        max_compute_workgroup_invocations,
        max_compute_workgroup_size,
        subgroup_size,
        min_subgroup_size,
        max_subgroup_size,
        cooperative_matrix_properties_khr,
        cooperative_matrix_properties_nv,
    })
}

/// The limits of a target's resources (Vulkan's):
/// `#spirv.resource_limits<max_compute_workgroup_invocations = 256>`;
/// parameters equal to their default are not printed.
#[attr_def(
    dialect = "spirv",
    mnemonic = "resource_limits",
    print = print_resource_limits,
    parse = parse_resource_limits
)]
pub struct ResourceLimitsAttr {
    /// Workgroup storage, in bytes (default 16384).
    pub max_compute_shared_memory_size: i64,
    /// Invocations in a workgroup (default 128).
    pub max_compute_workgroup_invocations: i64,
    /// The workgroup size per dimension, an array attribute (default
    /// `[128 : i32, 128 : i32, 64 : i32]`).
    pub max_compute_workgroup_size: Attr,
    /// Invocations in a subgroup (default 32).
    pub subgroup_size: i64,
    /// The smallest subgroup size, when it can be controlled.
    pub min_subgroup_size: Option<i64>,
    /// The largest subgroup size, when it can be controlled.
    pub max_subgroup_size: Option<i64>,
    /// The supported `KHR` cooperative matrix configurations, an array
    /// attribute of [`CooperativeMatrixPropertiesKHRAttr`]s (MLIR takes any
    /// array; see [`ResourceLimitsAttr::khr_cooperative_matrix_properties`]).
    pub cooperative_matrix_properties_khr: Option<Attr>,
    /// The supported `NV` cooperative matrix configurations, an array
    /// attribute of [`CooperativeMatrixPropertiesNVAttr`]s (MLIR takes any
    /// array; see [`ResourceLimitsAttr::nv_cooperative_matrix_properties`]).
    pub cooperative_matrix_properties_nv: Option<Attr>,
}

impl ResourceLimitsAttr {
    /// The `KHR` cooperative matrix configurations: the elements of
    /// `cooperative_matrix_properties_khr` that are
    /// `#spirv.coop_matrix_props_khr<...>`, in order (none when it is not
    /// given).
    pub fn khr_cooperative_matrix_properties(
        &self,
        context: &Context,
    ) -> Vec<CooperativeMatrixPropertiesKHRAttr> {
        array_elements(context, self.cooperative_matrix_properties_khr)
            .filter_map(|element| CooperativeMatrixPropertiesKHRAttr::from_attr(context, element))
            .collect()
    }

    /// The `NV` cooperative matrix configurations: the elements of
    /// `cooperative_matrix_properties_nv` that are
    /// `#spirv.coop_matrix_props_nv<...>`, in order (none when it is not
    /// given).
    pub fn nv_cooperative_matrix_properties(
        &self,
        context: &Context,
    ) -> Vec<CooperativeMatrixPropertiesNVAttr> {
        array_elements(context, self.cooperative_matrix_properties_nv)
            .filter_map(|element| CooperativeMatrixPropertiesNVAttr::from_attr(context, element))
            .collect()
    }
}

/// The elements of `array`, when it is an array attribute.
fn array_elements(context: &Context, array: Option<Attr>) -> impl Iterator<Item = Attr> + '_ {
    let elements = match array.map(|array| context.attr_data(array)) {
        Some(AttrData::Array(elements)) => elements.to_vec(),
        _ => Vec::new(),
    };
    elements.into_iter()
}

/// Writes MLIR's `struct(params)` of a cooperative matrix configuration:
/// every parameter, in MLIR's order (`acc_sat` only for `KHR`).
fn print_cooperative_matrix_properties(
    sizes: [i64; 3],
    types: [Type; 4],
    saturating_accumulation: Option<bool>,
    scope: Scope,
    printer: &mut SymbolPrinter,
) {
    let [m_size, n_size, k_size] = sizes;
    printer.write_str(&format!("<m_size = {m_size}, n_size = {n_size}, k_size = {k_size}"));
    for (name, ty) in ["a_type", "b_type", "c_type", "result_type"].into_iter().zip(types) {
        printer.write_str(&format!(", {name} = "));
        printer.write_type(ty);
    }
    if let Some(saturating) = saturating_accumulation {
        printer.write_str(&format!(", acc_sat = {saturating}"));
    }
    printer.write_str(&format!(", scope = <{}>>", scope.keyword()));
}

/// The parameters of `SPIRV_CooperativeMatrixPropertiesKHRAttr`, all
/// required.
const COOPERATIVE_MATRIX_PROPERTIES_KHR: &[StructParameter] = {
    use StructValueKind as Kind;
    const SIZE: Kind = Kind::Integer(NativeInteger::Unsigned(32));
    &[
        StructParameter::required("m_size", "uint32_t", SIZE),
        StructParameter::required("n_size", "uint32_t", SIZE),
        StructParameter::required("k_size", "uint32_t", SIZE),
        StructParameter::required("a_type", "mlir::Type", Kind::Type),
        StructParameter::required("b_type", "mlir::Type", Kind::Type),
        StructParameter::required("c_type", "mlir::Type", Kind::Type),
        StructParameter::required("result_type", "mlir::Type", Kind::Type),
        StructParameter::required("acc_sat", "bool", Kind::Integer(NativeInteger::Bool)),
        StructParameter::required("scope", "mlir::spirv::ScopeAttr", Kind::Scope),
    ]
};

/// The parameters of `SPIRV_CooperativeMatrixPropertiesNVAttr`, all
/// required.
const COOPERATIVE_MATRIX_PROPERTIES_NV: &[StructParameter] = {
    use StructValueKind as Kind;
    const SIZE: Kind = Kind::Integer(NativeInteger::Signed(32));
    &[
        StructParameter::required("m_size", "int", SIZE),
        StructParameter::required("n_size", "int", SIZE),
        StructParameter::required("k_size", "int", SIZE),
        StructParameter::required("a_type", "mlir::Type", Kind::Type),
        StructParameter::required("b_type", "mlir::Type", Kind::Type),
        StructParameter::required("c_type", "mlir::Type", Kind::Type),
        StructParameter::required("result_type", "mlir::Type", Kind::Type),
        StructParameter::required("scope", "mlir::spirv::ScopeAttr", Kind::Scope),
    ]
};

/// The parameters of a cooperative matrix configuration, `KHR` or `NV`:
/// the sizes, the types, `acc_sat` (`KHR` only) and the scope.
struct CooperativeMatrixParameters {
    sizes: [i64; 3],
    types: [Type; 4],
    saturating_accumulation: Option<bool>,
    scope: Scope,
}

/// Reads the parameters of a cooperative matrix configuration with
/// `parameters`, the table of `definition` (`KHR` or `NV`).
fn parse_cooperative_matrix_parameters(
    parser: &mut SymbolParser,
    definition: &str,
    parameters: &[StructParameter],
) -> ParseResult<CooperativeMatrixParameters> {
    let values = parse_struct_params(parser, definition, parameters)?;
    let (mut sizes, mut types) = (Vec::new(), Vec::new());
    let (mut saturating_accumulation, mut scope) = (None, Scope::default());
    for (parameter, value) in parameters.iter().zip(values) {
        match value {
            Some(StructValue::Integer(value)) if parameter.name == "acc_sat" => {
                saturating_accumulation = Some(value != 0)
            }
            Some(StructValue::Integer(value)) => sizes.push(value),
            Some(StructValue::Type(ty)) => types.push(ty),
            Some(StructValue::Scope(case)) => scope = case,
            // Every parameter is required: `parse_struct_params` read each.
            _ => {
                let offset = parser.offset();
                return parser.error_at(
                    offset,
                    format!("struct is missing required parameter: {}", parameter.name),
                );
            }
        }
    }
    let (Ok(sizes), Ok(types)) = (<[i64; 3]>::try_from(sizes), <[Type; 4]>::try_from(types)) else {
        let offset = parser.offset();
        return parser.error_at(offset, "struct is missing required parameter");
    };
    Ok(CooperativeMatrixParameters { sizes, types, saturating_accumulation, scope })
}

fn print_cooperative_matrix_properties_khr(
    properties: &CooperativeMatrixPropertiesKHRAttr,
    printer: &mut SymbolPrinter,
) {
    print_cooperative_matrix_properties(
        properties.sizes(),
        properties.types(),
        Some(properties.saturating_accumulation),
        properties.scope,
        printer,
    );
}

fn parse_cooperative_matrix_properties_khr(
    parser: &mut SymbolParser,
) -> ParseResult<CooperativeMatrixPropertiesKHRAttr> {
    let CooperativeMatrixParameters { sizes, types, saturating_accumulation, scope } =
        parse_cooperative_matrix_parameters(
            parser,
            "SPIRV_CooperativeMatrixPropertiesKHRAttr",
            COOPERATIVE_MATRIX_PROPERTIES_KHR,
        )?;
    let [m_size, n_size, k_size] = sizes;
    let [a_type, b_type, c_type, result_type] = types;
    Ok(CooperativeMatrixPropertiesKHRAttr {
        m_size,
        n_size,
        k_size,
        a_type,
        b_type,
        c_type,
        result_type,
        saturating_accumulation: saturating_accumulation.unwrap_or_default(),
        scope,
    })
}

/// A `KHR` cooperative matrix configuration a target supports.
/// Vulkan's `VkCooperativeMatrixPropertiesKHR`:
/// `#spirv.coop_matrix_props_khr<m_size = 8, n_size = 8, k_size = 32,
/// a_type = i8, b_type = i8, c_type = i32, result_type = i32, acc_sat =
/// true, scope = <Subgroup>>`, an element of a [`ResourceLimitsAttr`]'s
/// `cooperative_matrix_properties_khr`. Every parameter is required, in
/// any order; the sizes are 32-bit unsigned (`-1` reads as 4294967295, as
/// in MLIR), and the scope may be written in full
/// (`#spirv.scope<Subgroup>`).
#[attr_def(
    dialect = "spirv",
    mnemonic = "coop_matrix_props_khr",
    print = print_cooperative_matrix_properties_khr,
    parse = parse_cooperative_matrix_properties_khr
)]
pub struct CooperativeMatrixPropertiesKHRAttr {
    /// The number of rows of `A`, `C` and the result (`M`).
    pub m_size: i64,
    /// The number of columns of `B`, `C` and the result (`N`).
    pub n_size: i64,
    /// The number of columns of `A` and rows of `B` (`K`).
    pub k_size: i64,
    /// The element type of `A`.
    pub a_type: Type,
    /// The element type of `B`.
    pub b_type: Type,
    /// The element type of `C`.
    pub c_type: Type,
    /// The element type of the result.
    pub result_type: Type,
    /// Whether the multiply-add saturates when it accumulates (MLIR's
    /// `acc_sat`).
    pub saturating_accumulation: bool,
    /// The scope the matrices are shared in.
    pub scope: Scope,
}

impl CooperativeMatrixPropertiesKHRAttr {
    /// `M`, `N` and `K`.
    pub fn sizes(&self) -> [i64; 3] {
        [self.m_size, self.n_size, self.k_size]
    }

    /// The element types of `A`, `B`, `C` and the result.
    pub fn types(&self) -> [Type; 4] {
        [self.a_type, self.b_type, self.c_type, self.result_type]
    }
}

fn print_cooperative_matrix_properties_nv(
    properties: &CooperativeMatrixPropertiesNVAttr,
    printer: &mut SymbolPrinter,
) {
    print_cooperative_matrix_properties(
        properties.sizes(),
        properties.types(),
        None,
        properties.scope,
        printer,
    );
}

fn parse_cooperative_matrix_properties_nv(
    parser: &mut SymbolParser,
) -> ParseResult<CooperativeMatrixPropertiesNVAttr> {
    let CooperativeMatrixParameters { sizes, types, scope, .. } =
        parse_cooperative_matrix_parameters(
            parser,
            "SPIRV_CooperativeMatrixPropertiesNVAttr",
            COOPERATIVE_MATRIX_PROPERTIES_NV,
        )?;
    let [m_size, n_size, k_size] = sizes;
    let [a_type, b_type, c_type, result_type] = types;
    Ok(CooperativeMatrixPropertiesNVAttr {
        m_size,
        n_size,
        k_size,
        a_type,
        b_type,
        c_type,
        result_type,
        scope,
    })
}

/// An `NV` cooperative matrix configuration a target supports.
/// Vulkan's `VkCooperativeMatrixPropertiesNV`:
/// `#spirv.coop_matrix_props_nv<m_size = 8, n_size = 8, k_size = 32, a_type
/// = i8, b_type = i8, c_type = i32, result_type = i32, scope =
/// <Subgroup>>`, an element of a [`ResourceLimitsAttr`]'s
/// `cooperative_matrix_properties_nv`. Every parameter is required, in any
/// order; the sizes are 32-bit signed, and the scope may be written in full
/// (`#spirv.scope<Subgroup>`).
#[attr_def(
    dialect = "spirv",
    mnemonic = "coop_matrix_props_nv",
    print = print_cooperative_matrix_properties_nv,
    parse = parse_cooperative_matrix_properties_nv
)]
pub struct CooperativeMatrixPropertiesNVAttr {
    /// The number of rows of `A`, `C` and the result (`M`).
    pub m_size: i64,
    /// The number of columns of `B`, `C` and the result (`N`).
    pub n_size: i64,
    /// The number of columns of `A` and rows of `B` (`K`).
    pub k_size: i64,
    /// The element type of `A`.
    pub a_type: Type,
    /// The element type of `B`.
    pub b_type: Type,
    /// The element type of `C`.
    pub c_type: Type,
    /// The element type of the result.
    pub result_type: Type,
    /// The scope the matrices are shared in.
    pub scope: Scope,
}

impl CooperativeMatrixPropertiesNVAttr {
    /// `M`, `N` and `K`.
    pub fn sizes(&self) -> [i64; 3] {
        [self.m_size, self.n_size, self.k_size]
    }

    /// The element types of `A`, `B`, `C` and the result.
    pub fn types(&self) -> [Type; 4] {
        [self.a_type, self.b_type, self.c_type, self.result_type]
    }
}

fn print_interface_var_abi(abi: &InterfaceVarABIAttr, printer: &mut SymbolPrinter) {
    printer.write_str(&format!("<({}, {})", abi.descriptor_set, abi.binding));
    if let Some(storage_class) = abi.storage_class {
        printer.write_str(", ");
        printer.write_str(storage_class.keyword());
    }
    printer.write_str(">");
}

/// Reads a 32-bit unsigned integer, or reports `message` where it should be.
fn parse_u32(parser: &mut SymbolParser, message: &str) -> ParseResult<i64> {
    let offset = parser.offset();
    if !parser.at_integer() {
        return parser.error_at(offset, message);
    }
    let value = parser.parse_integer()?;
    if !(0..=u32::MAX as i64).contains(&value) {
        return parser.error_at(offset, message);
    }
    Ok(value)
}

fn parse_interface_var_abi(parser: &mut SymbolParser) -> ParseResult<InterfaceVarABIAttr> {
    parser.parse_punctuation("<")?;
    parser.parse_punctuation("(")?;
    let descriptor_set = parse_u32(parser, "missing descriptor set")?;
    parser.parse_punctuation(",")?;
    let binding = parse_u32(parser, "missing binding")?;
    parser.parse_punctuation(")")?;
    let mut storage_class = None;
    if parser.parse_optional_punctuation(",") {
        storage_class =
            Some(parse_named_case(parser, StorageClass::from_keyword, "storage class")?);
    }
    parser.parse_punctuation(">")?;
    Ok(InterfaceVarABIAttr { descriptor_set, binding, storage_class })
}

/// How a shader interface variable binds: `#spirv.interface_var_abi<(0,
/// 1)>` (descriptor set and binding), with an optional storage class
/// (`#spirv.interface_var_abi<(0, 1), StorageBuffer>`).
#[attr_def(
    dialect = "spirv",
    mnemonic = "interface_var_abi",
    print = print_interface_var_abi,
    parse = parse_interface_var_abi
)]
pub struct InterfaceVarABIAttr {
    /// The descriptor set.
    pub descriptor_set: i64,
    /// The binding.
    pub binding: i64,
    /// The storage class, if given.
    pub storage_class: Option<StorageClass>,
}

fn print_entry_point_abi(abi: &EntryPointABIAttr, printer: &mut SymbolPrinter) {
    let mut fields = Vec::new();
    if let Some(sizes) = &abi.workgroup_size {
        let sizes: Vec<String> = sizes.iter().map(i64::to_string).collect();
        fields.push(format!("workgroup_size = [{}]", sizes.join(", ")));
    }
    if let Some(size) = abi.subgroup_size {
        fields.push(format!("subgroup_size = {size}"));
    }
    if let Some(width) = abi.target_width {
        fields.push(format!("target_width = {width}"));
    }
    printer.write_str(&format!("<{}>", fields.join(", ")));
}

/// The parameters of `SPIRV_EntryPointABIAttr`, all optional.
const ENTRY_POINT_ABI: &[StructParameter] = {
    use StructValueKind::{DenseI32Array, OptionalInteger};
    const INT: NativeInteger = NativeInteger::Signed(32);
    &[
        StructParameter::optional("workgroup_size", "DenseI32ArrayAttr", DenseI32Array),
        StructParameter::optional("subgroup_size", "std::optional<int>", OptionalInteger(INT)),
        StructParameter::optional("target_width", "std::optional<int>", OptionalInteger(INT)),
    ]
};

fn parse_entry_point_abi(parser: &mut SymbolParser) -> ParseResult<EntryPointABIAttr> {
    let mut values =
        parse_struct_params(parser, "SPIRV_EntryPointABIAttr", ENTRY_POINT_ABI)?.into_iter();
    let workgroup_size = match values.next().flatten() {
        Some(StructValue::Integers(sizes)) => Some(sizes),
        _ => None,
    };
    let mut integer = || match values.next().flatten() {
        Some(StructValue::Integer(value)) => Some(value),
        _ => None,
    };
    let subgroup_size = integer();
    let target_width = integer();
    Ok(EntryPointABIAttr { workgroup_size, subgroup_size, target_width })
}

/// What an entry point function asks of its execution:
/// `#spirv.entry_point_abi<workgroup_size = [32, 1, 1]>`, with optional
/// `subgroup_size` and `target_width`.
#[attr_def(
    dialect = "spirv",
    mnemonic = "entry_point_abi",
    print = print_entry_point_abi,
    parse = parse_entry_point_abi
)]
pub struct EntryPointABIAttr {
    /// The workgroup size, if requested.
    pub workgroup_size: Option<Vec<i64>>,
    /// The subgroup size, if requested.
    pub subgroup_size: Option<i64>,
    /// The target width, if requested.
    pub target_width: Option<i64>,
}

/// The extensions a SPIR-V version includes (the spec's appendix of
/// changes): a target of that version has them without listing them.
pub fn extensions_implied_by(version: Version) -> &'static [Extension] {
    use Extension as E;
    const UP_TO_1_3: &[Extension] = &[
        E::SPV_KHR_shader_draw_parameters,
        E::SPV_KHR_16bit_storage,
        E::SPV_KHR_device_group,
        E::SPV_KHR_multiview,
        E::SPV_KHR_storage_buffer_storage_class,
        E::SPV_KHR_variable_pointers,
    ];
    const UP_TO_1_4: &[Extension] = &[
        E::SPV_KHR_shader_draw_parameters,
        E::SPV_KHR_16bit_storage,
        E::SPV_KHR_device_group,
        E::SPV_KHR_multiview,
        E::SPV_KHR_storage_buffer_storage_class,
        E::SPV_KHR_variable_pointers,
        E::SPV_KHR_no_integer_wrap_decoration,
        E::SPV_GOOGLE_decorate_string,
        E::SPV_GOOGLE_hlsl_functionality1,
        E::SPV_KHR_float_controls,
    ];
    const UP_TO_1_5: &[Extension] = &[
        E::SPV_KHR_shader_draw_parameters,
        E::SPV_KHR_16bit_storage,
        E::SPV_KHR_device_group,
        E::SPV_KHR_multiview,
        E::SPV_KHR_storage_buffer_storage_class,
        E::SPV_KHR_variable_pointers,
        E::SPV_KHR_no_integer_wrap_decoration,
        E::SPV_GOOGLE_decorate_string,
        E::SPV_GOOGLE_hlsl_functionality1,
        E::SPV_KHR_float_controls,
        E::SPV_KHR_8bit_storage,
        E::SPV_EXT_descriptor_indexing,
        E::SPV_EXT_shader_viewport_index_layer,
        E::SPV_EXT_physical_storage_buffer,
        E::SPV_KHR_physical_storage_buffer,
        E::SPV_KHR_vulkan_memory_model,
    ];
    const UP_TO_1_6: &[Extension] = &[
        E::SPV_KHR_shader_draw_parameters,
        E::SPV_KHR_16bit_storage,
        E::SPV_KHR_device_group,
        E::SPV_KHR_multiview,
        E::SPV_KHR_storage_buffer_storage_class,
        E::SPV_KHR_variable_pointers,
        E::SPV_KHR_no_integer_wrap_decoration,
        E::SPV_GOOGLE_decorate_string,
        E::SPV_GOOGLE_hlsl_functionality1,
        E::SPV_KHR_float_controls,
        E::SPV_KHR_8bit_storage,
        E::SPV_EXT_descriptor_indexing,
        E::SPV_EXT_shader_viewport_index_layer,
        E::SPV_EXT_physical_storage_buffer,
        E::SPV_KHR_physical_storage_buffer,
        E::SPV_KHR_vulkan_memory_model,
        E::SPV_KHR_non_semantic_info,
        E::SPV_KHR_integer_dot_product,
        E::SPV_KHR_terminate_invocation,
        E::SPV_EXT_demote_to_helper_invocation,
    ];
    match version {
        Version::V1_0 | Version::V1_1 | Version::V1_2 => &[],
        Version::V1_3 => UP_TO_1_3,
        Version::V1_4 => UP_TO_1_4,
        Version::V1_5 => UP_TO_1_5,
        Version::V1_6 => UP_TO_1_6,
    }
}

/// The SPIR-V dialect's checks of its attributes where they are attached
/// (its `verify_attribute` hook), as MLIR's dialect does them: on an op,
/// only `spirv.entry_point_abi` and `spirv.target_env`; on a function's
/// arguments, `spirv.interface_var_abi` (a storage class only on a scalar)
/// and `spirv.decoration`; on results, only those of a `spirv.ARM.Graph`.
pub fn verify_dialect_attribute(
    context: &Context,
    _ir: &ir_core::ir::Ir,
    body: &ir_core::ir::Body,
    op: ir_core::ir::Op,
    site: ir_core::registry::AttributeSite,
    name: &str,
    value: Attr,
) -> Result<(), ir_core::ods::VerifyError> {
    use ir_core::ods::VerifyError;
    use ir_core::registry::AttributeSite;
    match site {
        AttributeSite::Operation => match name {
            "spirv.entry_point_abi" if EntryPointABIAttr::from_attr(context, value).is_none() => {
                Err(VerifyError::plain(format!(
                    "'{name}' attribute must be an entry point ABI attribute"
                )))
            }
            "spirv.target_env" if TargetEnvAttr::from_attr(context, value).is_none() => {
                Err(VerifyError::plain(format!("'{name}' must be a spirv::TargetEnvAttr")))
            }
            "spirv.entry_point_abi" | "spirv.target_env" => Ok(()),
            _ => Err(VerifyError::plain(format!(
                "found unsupported '{name}' attribute on operation"
            ))),
        },
        AttributeSite::RegionArgument { argument, .. } => {
            // Only the arguments of functions are checked.
            if !context
                .op_traits(body.op(op).name)
                .contains(ir_core::traits::TraitFlags::FUNCTION_LIKE)
            {
                return Ok(());
            }
            let value_type = function_types(context, body, op)
                .and_then(|(inputs, _)| inputs.get(argument).copied());
            verify_value_attribute(context, value_type, name, value)
        }
        AttributeSite::RegionResult { result, .. } => {
            if context.op_name_str(body.op(op).name) != GraphARMOp::NAME {
                return Err(VerifyError::plain(
                    "cannot attach SPIR-V attributes to region result which is not part of a spirv::GraphARMOp type",
                ));
            }
            let value_type = function_types(context, body, op)
                .and_then(|(_, results)| results.get(result).copied());
            verify_value_attribute(context, value_type, name, value)
        }
    }
}

/// The checks of a SPIR-V attribute on a function's argument or a graph's
/// result of type `value_type`, reported at the function's location.
fn verify_value_attribute(
    context: &Context,
    value_type: Option<Type>,
    name: &str,
    value: Attr,
) -> Result<(), ir_core::ods::VerifyError> {
    use ir_core::ods::VerifyError;
    match name {
        "spirv.interface_var_abi" => {
            let Some(abi) = InterfaceVarABIAttr::from_attr(context, value) else {
                return Err(VerifyError::at_location(format!(
                    "'{name}' must be a spirv::InterfaceVarABIAttr"
                )));
            };
            let scalar = value_type.is_some_and(|ty| {
                matches!(
                    context.type_data(ty),
                    TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
                )
            });
            if abi.storage_class.is_some() && !scalar {
                return Err(VerifyError::at_location(format!(
                    "'{name}' attribute cannot specify storage class when attaching to a non-scalar value"
                )));
            }
            Ok(())
        }
        "spirv.decoration" => match <super::Decoration as PropertyValue>::from_attr(context, value)
        {
            Some(_) => Ok(()),
            None => {
                Err(VerifyError::at_location(format!("'{name}' must be a spirv::DecorationAttr")))
            }
        },
        _ => Err(VerifyError::at_location(format!(
            "found unsupported '{name}' attribute on region argument"
        ))),
    }
}

/// The input and result types of the function type a function-like op
/// holds in its `function_type` property.
fn function_types(
    context: &Context,
    body: &ir_core::ir::Body,
    op: ir_core::ir::Op,
) -> Option<(Vec<Type>, Vec<Type>)> {
    let data = body.op(op);
    let index = context.op_definition(data.name)?.property_index("function_type")?;
    let attr = data.properties.as_deref()?.field(index).to_attr(context)?;
    let AttrData::Type(function) = context.attr_data(attr) else { return None };
    match context.type_data(*function) {
        TypeData::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}
