//! The custom forms of the structure ops: `spirv.module`, `spirv.func`,
//! `spirv.GlobalVariable`, `spirv.Constant`, specialization constants,
//! `spirv.EntryPoint` and `spirv.ExecutionMode`.

use ir_core::attributes::{Attr, AttrData};
use ir_core::diagnostics::Diagnostic;
use ir_core::ir::Op;
use ir_core::text::function_form::{
    parse_function_signature, print_function_signature, FunctionSignature,
};
use ir_core::text::{EntryArgument, OpParser, OpPrinter, ParseResult};
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use super::super::enums::*;
use super::super::ops::*;
use super::super::types::ArrayType;
use super::directives::*;

fn symbol_ref(context: &Context, name: Attr) -> Attr {
    context.intern_attr(AttrData::SymbolRef { root: name, nested: Box::new([]) })
}

fn array(context: &Context, elements: Vec<Attr>) -> Attr {
    context.intern_attr(AttrData::Array(elements.into()))
}

fn array_elements(context: &Context, attr: Attr) -> Vec<Attr> {
    match context.attr_data(attr) {
        AttrData::Array(elements) => elements.to_vec(),
        _ => Vec::new(),
    }
}

/// `spirv.module @name Logical GLSL450 requires #spirv.vce<...> attributes {...} {...}`.
pub fn print_module(op: ModuleOp, printer: &mut OpPrinter) {
    let body = printer.body();
    let context = printer.context();
    if let Some(name) = op.sym_name(body) {
        printer.write_str(" ");
        printer.write_symbol_name(context.string_attr(name));
    }
    printer.write_str(" ");
    printer.write_str(op.addressing_model(body).keyword());
    printer.write_str(" ");
    printer.write_str(op.memory_model(body).keyword());
    if let Some(triple) = op.vce_triple(body) {
        printer.write_str(" requires ");
        printer.write_attr(triple);
    }
    print_attributes(printer, op.op(), &[], true);
    printer.write_str(" ");
    printer.write_region(op.op(), 0, true, false);
}

/// Parses `spirv.module`.
pub fn parse_module(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let mut properties = Vec::new();
    if let Some(name) = parser.parse_optional_symbol_name()? {
        properties.push(("sym_name", name));
    }
    // MLIR's `parseEnumKeywordAttr`: a keyword naming a case.
    let known: [fn(&str) -> bool; 2] = [
        |keyword| AddressingModel::from_keyword(keyword).is_some(),
        |keyword| MemoryModel::from_keyword(keyword).is_some(),
    ];
    for (name, is_case) in ["addressing_model", "memory_model"].into_iter().zip(known) {
        let offset = parser.offset();
        let Some(keyword) = parser.peek_keyword() else {
            return parser.emit_error(offset, "expected valid keyword");
        };
        parser.parse_optional_keyword(keyword);
        if !is_case(keyword) {
            return parser
                .emit_error(offset, format!("invalid {name} attribute specification: {keyword}"));
        }
        properties.push((name, enum_attr(context, name, keyword)));
    }
    if parser.parse_optional_keyword("requires") {
        properties.push(("vce_triple", parser.parse_attribute()?));
    }
    let mut attributes = None;
    if parser.parse_optional_keyword("attributes") {
        attributes = parser.parse_optional_attr_dict()?;
    }
    let region = parser.parse_region()?;
    let properties = dictionary(context, &properties);
    parser.create_op(&[], &[], attributes, Some(properties), Some(region))
}

/// `spirv.func @name(%arg0: i32) -> i32 "None" attributes {...} {...}`.
pub fn print_func(op: FuncOp, printer: &mut OpPrinter) {
    let body = printer.body();
    let context = printer.context();
    printer.write_str(" ");
    printer.write_symbol_name(context.string_attr(op.sym_name(body)));
    let external = print_function_signature(
        printer,
        op.op(),
        op.function_type(body),
        op.arg_attrs(body),
        op.res_attrs(body),
    );
    printer.write_str(" \"");
    printer.write_str(&op.function_control(body).keyword());
    printer.write_str("\"");
    let mut extra = Vec::new();
    if let Some(linkage) = op.linkage_attributes(body) {
        extra.push(("linkage_attributes", linkage));
    }
    print_attributes(printer, op.op(), &extra, true);
    if !external {
        printer.write_str(" ");
        printer.write_region(op.op(), 0, false, false);
    }
}

/// Parses `spirv.func`.
pub fn parse_func(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let name = parser.parse_symbol_name("expected valid '@'-identifier for symbol name")?;
    let FunctionSignature { arguments, argument_attributes, results, result_attributes, named } =
        parse_function_signature(parser)?;
    let control = parse_enum_string(parser, "function_control", FunctionControl::from_keyword)?;
    let mut properties = vec![
        ("sym_name", name),
        ("function_control", ir_core::ods::PropertyValue::to_attr(&control, context)),
    ];
    let mut attributes = None;
    if parser.parse_optional_keyword("attributes") {
        attributes = parser.parse_optional_attr_dict()?;
    }
    signature_properties(
        context,
        (&arguments, argument_attributes, &results, result_attributes),
        &mut properties,
    );
    let region = if parser.at_punctuation("{") {
        let entry = if named { &arguments[..] } else { &[] };
        parser.parse_isolated_region_with_arguments(entry)?
    } else {
        parser.empty_isolated_region()?
    };
    let properties = dictionary(context, &properties);
    parser.create_op(&[], &[], attributes, Some(properties), Some(region))
}

/// The `function_type`, `arg_attrs` and `res_attrs` properties of a
/// parsed signature (the attribute arrays only when some entry is set).
fn signature_properties(
    context: &Context,
    signature: (&[EntryArgument], Vec<Attr>, &[Type], Vec<Attr>),
    properties: &mut Vec<(&'static str, Attr)>,
) {
    let (arguments, argument_attributes, results, result_attributes) = signature;
    let inputs: Vec<Type> = arguments.iter().map(|argument| argument.ty).collect();
    let function_type = context.function_type(&inputs, results);
    properties.push(("function_type", context.type_attr(function_type)));
    let all_empty = |dictionaries: &[Attr]| {
        dictionaries.iter().all(|&dictionary| context.dictionary_entries(dictionary).is_empty())
    };
    if !all_empty(&argument_attributes) {
        properties.push(("arg_attrs", array(context, argument_attributes)));
    }
    if !all_empty(&result_attributes) {
        properties.push(("res_attrs", array(context, result_attributes)));
    }
}

/// `spirv.ARM.Graph @name(%arg0: !spirv.arm.tensor<...>) -> !spirv.arm.tensor<...>
/// attributes {...} {...}`: the signature, the discardable attributes
/// (MLIR's `printFunctionAttributes`, which leaves `entry_point` out) and
/// the body, if any.
pub fn print_arm_graph(op: GraphARMOp, printer: &mut OpPrinter) {
    let body = printer.body();
    let context = printer.context();
    printer.write_str(" ");
    printer.write_symbol_name(context.string_attr(op.sym_name(body)));
    let external = print_function_signature(
        printer,
        op.op(),
        op.function_type(body),
        op.arg_attrs(body),
        op.res_attrs(body),
    );
    print_attributes(printer, op.op(), &[], true);
    if !external {
        printer.write_str(" ");
        printer.write_region(op.op(), 0, false, false);
    }
}

/// Parses `spirv.ARM.Graph`.
pub fn parse_arm_graph(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let name = parser.parse_symbol_name("expected valid '@'-identifier for symbol name")?;
    let FunctionSignature { arguments, argument_attributes, results, result_attributes, named } =
        parse_function_signature(parser)?;
    let mut properties = vec![("sym_name", name)];
    signature_properties(
        context,
        (&arguments, argument_attributes, &results, result_attributes),
        &mut properties,
    );
    let mut attributes = None;
    if parser.parse_optional_keyword("attributes") {
        attributes = parser.parse_optional_attr_dict()?;
    }
    let region = if parser.at_punctuation("{") {
        let entry = if named { &arguments[..] } else { &[] };
        parser.parse_isolated_region_with_arguments(entry)?
    } else {
        parser.empty_isolated_region()?
    };
    let properties = dictionary(context, &properties);
    parser.create_op(&[], &[], attributes, Some(properties), Some(region))
}

/// `spirv.ARM.GraphEntryPoint @graph, @arg0, @res0`.
pub fn print_arm_graph_entry_point(op: GraphEntryPointARMOp, printer: &mut OpPrinter) {
    let body = printer.body();
    let context = printer.context();
    printer.write_str(" ");
    printer.write_attr(op.r#fn(body));
    for variable in array_elements(context, op.interface(body)) {
        printer.write_str(", ");
        printer.write_attr(variable);
    }
}

/// Parses `spirv.ARM.GraphEntryPoint`.
pub fn parse_arm_graph_entry_point(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let name = parser.parse_symbol_name("invalid kind of attribute specified")?;
    let mut interface = Vec::new();
    while parser.parse_optional_punctuation(",") {
        let variable = parser.parse_symbol_name("invalid kind of attribute specified")?;
        interface.push(symbol_ref(context, variable));
    }
    let properties = dictionary(
        context,
        &[("fn", symbol_ref(context, name)), ("interface", array(context, interface))],
    );
    parser.create_op(&[], &[], None, Some(properties), None)
}

/// `spirv.GlobalVariable @name initializer(@c) bind(0, 1) : !spirv.ptr<...>`.
pub fn print_global_variable(op: GlobalVariableOp, printer: &mut OpPrinter) {
    let body = printer.body();
    let context = printer.context();
    printer.write_str(" ");
    printer.write_symbol_name(context.string_attr(op.sym_name(body)));
    if let Some(initializer) = op.initializer(body) {
        printer.write_str(" initializer(");
        printer.write_attr(initializer);
        printer.write_str(")");
    }
    let mut extra = Vec::new();
    match (op.descriptor_set(body), op.binding(body)) {
        (Some(set), Some(binding)) => printer.write_str(&format!(" bind({set}, {binding})")),
        (set, binding) => {
            if let Some(set) = set {
                extra.push(("descriptor_set", i32_attr(context, set as i128)));
            }
            if let Some(binding) = binding {
                extra.push(("binding", i32_attr(context, binding as i128)));
            }
        }
    }
    if let Some(built_in) = op.built_in(body) {
        printer.write_str(" built_in(\"");
        printer.write_str(built_in);
        printer.write_str("\")");
    }
    if let Some(location) = op.location_value(body) {
        extra.push(("location", i32_attr(context, location as i128)));
    }
    if let Some(linkage) = op.linkage_attributes(body) {
        extra.push(("linkage_attributes", linkage));
    }
    print_attributes(printer, op.op(), &extra, false);
    printer.write_str(" : ");
    printer.write_type(op.r#type(body));
}

/// Parses a variable's `bind(set, binding)` or `built_in("Name")`, if
/// one comes next, into `descriptor_set` and `binding`, or `built_in`.
pub fn parse_variable_decorations(
    parser: &mut OpParser,
    decorations: &mut Vec<(&'static str, Attr)>,
) -> ParseResult<()> {
    let context = parser.context();
    if parser.parse_optional_keyword("bind") {
        parser.parse_punctuation("(", "expected '('")?;
        let i32_type = Some(context.integer_type(32));
        let set = parser.parse_integer_attr(i32_type)?;
        parser.parse_punctuation(",", "expected ','")?;
        let binding = parser.parse_integer_attr(i32_type)?;
        parser.parse_punctuation(")", "expected ')'")?;
        decorations.push(("descriptor_set", set));
        decorations.push(("binding", binding));
    } else if parser.parse_optional_keyword("built_in") {
        parser.parse_punctuation("(", "expected '('")?;
        let built_in = parser.parse_attribute()?;
        parser.parse_punctuation(")", "expected ')'")?;
        decorations.push(("built_in", built_in));
    }
    Ok(())
}

/// Parses `spirv.GlobalVariable`.
pub fn parse_global_variable(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let name = parser.parse_symbol_name("expected valid '@'-identifier for symbol name")?;
    let mut properties = vec![("sym_name", name)];
    if parser.parse_optional_keyword("initializer") {
        parser.parse_punctuation("(", "expected '('")?;
        properties.push(("initializer", parser.parse_attribute()?));
        parser.parse_punctuation(")", "expected ')'")?;
    }
    parse_variable_decorations(parser, &mut properties)?;
    let attributes = parser.parse_optional_attr_dict()?;
    // MLIR points at the colon.
    let offset = parser.offset();
    parser.parse_punctuation(":", "expected ':'")?;
    let ty = parser.parse_type()?;
    if super::super::types::PointerType::from_type(context, ty).is_none() {
        return parser.emit_error(offset, "expected spirv.ptr type");
    }
    properties.push(("type", context.type_attr(ty)));
    let properties = dictionary(context, &properties);
    parser.create_op(&[], &[], attributes, Some(properties), None)
}

/// `spirv.Constant 1 : i32`, `spirv.Constant [...] : !spirv.array<...>`.
pub fn print_constant(op: ConstantOp, printer: &mut OpPrinter) {
    let body = printer.body();
    printer.write_str(" ");
    printer.write_attr(op.value(body));
    let ty = body.value_type(op.constant(body));
    if ArrayType::from_type(printer.context(), ty).is_some() {
        printer.write_str(" : ");
        printer.write_type(ty);
    }
}

/// Parses `spirv.Constant`.
pub fn parse_constant(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let value = parser.parse_attribute()?;
    let mut ty = context.attr_type(value).unwrap_or_else(|| context.none_type());
    if matches!(
        context.type_data(ty),
        TypeData::None | TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    ) {
        parser.parse_punctuation(":", "expected ':'")?;
        ty = parser.parse_type()?;
    }
    let properties = dictionary(context, &[("value", value)]);
    parser.create_op(&[], &[ty], None, Some(properties), None)
}

/// A constant folds to its value (so drivers see it as a constant).
pub fn fold_constant(
    op: ConstantOp,
    _context: &Context,
    body: &ir_core::ir::Body,
    _constants: &[Option<ir_core::attributes::Attr>],
) -> Option<Vec<ir_core::registry::FoldResult>> {
    Some(vec![ir_core::registry::FoldResult::Attr(op.value(body))])
}

/// Names constants as MLIR does: `%true`, `%cst1_i32`, `%cst_f32`,
/// `%cst_vec_2xf32`.
pub fn constant_result_names(
    op: ConstantOp,
    context: &Context,
    body: &ir_core::ir::Body,
    set_name: &mut dyn FnMut(usize, &str),
) {
    let ty = body.value_type(op.constant(body));
    // Room for the longest names in one allocation: `cst-2147483648_i32`.
    // Written without the formatting machinery: lowered code has a
    // constant in every few ops.
    let mut name = String::with_capacity(32);
    name.push_str("cst");
    let type_data = context.type_data(ty);
    if let AttrData::Integer { bits, .. } = context.attr_data(op.value(body)) {
        if let TypeData::Integer { signedness, width } = type_data {
            if *width == 1 {
                set_name(0, if bits.get() != 0 { "true" } else { "false" });
                return;
            }
            // Unsigned integers are named by their unsigned value, signed
            // and signless ones by their signed value.
            let value = match signedness {
                ir_core::types::Signedness::Unsigned => bits.get() as i128,
                _ => ir_core::attributes::sign_extend_bits(bits.get(), *width),
            };
            if value < 0 {
                name.push('-');
            }
            match u64::try_from(value.unsigned_abs()) {
                Ok(magnitude) => ir_core::text::push_decimal(&mut name, magnitude),
                Err(_) => name.push_str(&value.unsigned_abs().to_string()),
            }
        }
    }
    if matches!(type_data, TypeData::Integer { .. } | TypeData::Float(_)) {
        name.push('_');
        ir_core::text::push_type(context, ty, &mut name);
    }
    if let TypeData::Vector { shape, element, .. } = type_data {
        name.push_str("_vec_");
        if shape[0] < 0 {
            name.push('-');
        }
        ir_core::text::push_decimal(&mut name, shape[0].unsigned_abs());
        if matches!(context.type_data(*element), TypeData::Integer { .. } | TypeData::Float(_)) {
            name.push('x');
            ir_core::text::push_type(context, *element, &mut name);
        }
    }
    set_name(0, &name);
}

/// Names `spirv.mlir.addressof` results `%<variable>_addr`.
pub fn address_of_result_names(
    op: AddressOfOp,
    context: &Context,
    body: &ir_core::ir::Body,
    set_name: &mut dyn FnMut(usize, &str),
) {
    if let AttrData::SymbolRef { root, .. } = context.attr_data(op.variable(body)) {
        let name = String::from_utf8_lossy(context.string_bytes(*root)).into_owned();
        set_name(0, &format!("{name}_addr"));
    }
}

/// `spirv.SpecConstant @name spec_id(5) = 1 : i32`.
pub fn print_spec_constant(op: SpecConstantOp, printer: &mut OpPrinter) {
    let body = printer.body();
    let context = printer.context();
    printer.write_str(" ");
    printer.write_symbol_name(context.string_attr(op.sym_name(body)));
    if let Some(id) = context.dictionary_get(body.op(op.op()).attributes, "spec_id") {
        if let Some(id) = integer_value(context, id) {
            printer.write_str(&format!(" spec_id({id})"));
        }
    }
    printer.write_str(" = ");
    printer.write_attr(op.default_value(body));
}

/// Parses `spirv.SpecConstant`.
pub fn parse_spec_constant(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let name = parser.parse_symbol_name("expected valid '@'-identifier for symbol name")?;
    let mut attributes = None;
    if parser.parse_optional_keyword("spec_id") {
        parser.parse_punctuation("(", "expected '('")?;
        let id = parser.parse_integer_attr(None)?;
        parser.parse_punctuation(")", "expected ')'")?;
        attributes = Some(dictionary(context, &[("spec_id", id)]));
    }
    parser.parse_punctuation("=", "expected '='")?;
    let value = parser.parse_attribute()?;
    let properties = dictionary(context, &[("sym_name", name), ("default_value", value)]);
    parser.create_op(&[], &[], attributes, Some(properties), None)
}

/// `spirv.SpecConstantComposite @name (@a, @b) : !spirv.array<2 x i32>`.
pub fn print_spec_constant_composite(op: SpecConstantCompositeOp, printer: &mut OpPrinter) {
    let body = printer.body();
    let context = printer.context();
    printer.write_str(" ");
    printer.write_symbol_name(context.string_attr(op.sym_name(body)));
    printer.write_str(" (");
    for (index, constituent) in
        array_elements(context, op.constituents(body)).into_iter().enumerate()
    {
        if index > 0 {
            printer.write_str(", ");
        }
        printer.write_attr(constituent);
    }
    printer.write_str(") : ");
    printer.write_type(op.r#type(body));
}

/// Parses `spirv.SpecConstantComposite`.
pub fn parse_spec_constant_composite(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let name = parser.parse_symbol_name("expected valid '@'-identifier for symbol name")?;
    parser.parse_punctuation("(", "expected '('")?;
    let mut constituents = Vec::new();
    if !parser.parse_optional_punctuation(")") {
        loop {
            constituents.push(parser.parse_attribute()?);
            if !parser.parse_optional_punctuation(",") {
                break;
            }
        }
        parser.parse_punctuation(")", "expected ')'")?;
    }
    parser.parse_punctuation(":", "expected ':'")?;
    let ty = parser.parse_type()?;
    let properties = dictionary(
        context,
        &[
            ("sym_name", name),
            ("constituents", array(context, constituents)),
            ("type", context.type_attr(ty)),
        ],
    );
    parser.create_op(&[], &[], None, Some(properties), None)
}

/// `spirv.EntryPoint "GLCompute" @fn, @var`.
pub fn print_entry_point(op: EntryPointOp, printer: &mut OpPrinter) {
    let body = printer.body();
    let context = printer.context();
    printer.write_str(" \"");
    printer.write_str(op.execution_model(body).keyword());
    printer.write_str("\" ");
    printer.write_attr(op.r#fn(body));
    let interface = array_elements(context, op.interface(body));
    if !interface.is_empty() {
        printer.write_str(", ");
        for (index, variable) in interface.into_iter().enumerate() {
            if index > 0 {
                printer.write_str(", ");
            }
            printer.write_attr(variable);
        }
    }
}

/// Parses `spirv.EntryPoint`.
pub fn parse_entry_point(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let model = parse_enum_string(parser, "execution_model", ExecutionModel::from_keyword)?;
    let name = parser.parse_symbol_name("invalid kind of attribute specified")?;
    let mut interface = Vec::new();
    while parser.parse_optional_punctuation(",") {
        let variable = parser.parse_symbol_name("invalid kind of attribute specified")?;
        interface.push(symbol_ref(context, variable));
    }
    let properties = dictionary(
        context,
        &[
            ("execution_model", ir_core::ods::PropertyValue::to_attr(&model, context)),
            ("fn", symbol_ref(context, name)),
            ("interface", array(context, interface)),
        ],
    );
    parser.create_op(&[], &[], None, Some(properties), None)
}

/// `spirv.ExecutionMode @fn "LocalSize", 8, 1, 1`.
pub fn print_execution_mode(op: ExecutionModeOp, printer: &mut OpPrinter) {
    let body = printer.body();
    let context = printer.context();
    printer.write_str(" ");
    printer.write_attr(op.r#fn(body));
    printer.write_str(" \"");
    printer.write_str(op.execution_mode(body).keyword());
    printer.write_str("\"");
    let values = array_elements(context, op.values(body));
    if !values.is_empty() {
        printer.write_str(", ");
    }
    for (index, value) in values.into_iter().enumerate() {
        if index > 0 {
            printer.write_str(", ");
        }
        printer.write_str(&integer_value(context, value).unwrap_or(0).to_string());
    }
}

/// Parses `spirv.ExecutionMode`.
pub fn parse_execution_mode(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let name = parser.parse_symbol_name("invalid kind of attribute specified")?;
    let mode = parse_enum_string(parser, "execution_mode", ExecutionMode::from_keyword)?;
    let mut values = Vec::new();
    while parser.parse_optional_punctuation(",") {
        values.push(parser.parse_integer_attr(Some(context.integer_type(32)))?);
    }
    let properties = dictionary(
        context,
        &[
            ("fn", symbol_ref(context, name)),
            ("execution_mode", ir_core::ods::PropertyValue::to_attr(&mode, context)),
            ("values", array(context, values)),
        ],
    );
    parser.create_op(&[], &[], None, Some(properties), None)
}

/// Prints `spirv.SpecConstantOperation wraps "spirv.IAdd"(%0, %1) : (i32,
/// i32) -> i32`: the wrapped op (the first of the body) in the generic form.
pub fn print_spec_constant_operation(op: SpecConstantOperationOp, printer: &mut OpPrinter) {
    let body = printer.body();
    printer.write_str(" wraps ");
    let region = body.op(op.op()).regions()[0];
    let wrapped = body.region_blocks(region).next().and_then(|block| body.block_ops(block).next());
    if let Some(wrapped) = wrapped {
        printer.write_generic_op(wrapped);
    }
}

/// Parses `wraps` and the generic form of the wrapped op, then an
/// optional attribute dictionary; the body ends in a `spirv.mlir.yield` of
/// the wrapped op's first result, whose type the op takes, and the op is
/// located at the wrapped op.
pub fn parse_spec_constant_operation(parser: &mut OpParser) -> Result<Op, Diagnostic> {
    parser.parse_keyword("wraps", "expected 'wraps'")?;
    let offset = parser.offset();
    let (region, block, wrapped) = parser.parse_generic_op_region()?;
    let context = parser.context();
    let Some(result) = parser.body_mut().op(wrapped).results().first() else {
        return parser.error_at(offset, "the wrapped op must have a result");
    };
    let result_type = parser.body_mut().value_type(result);
    let location = parser.body_mut().op(wrapped).location;
    let empty = context.dictionary_attr(&[]);
    let yield_op = parser.body_mut().create_op(
        context.op_name(YieldOp::NAME),
        location,
        &[result],
        &[],
        &[],
        0,
        empty,
        None,
    );
    parser.body_mut().append_op(block, yield_op);
    // The op is located where the op it wraps is, as in MLIR.
    parser.set_location(location);
    let attributes = parser.parse_optional_attr_dict()?;
    parser.create_op(&[], &[result_type], attributes, None, Some(region))
}

/// `spirv.EXT.SpecConstantCompositeReplicate @scc (@sc) : !spirv.array<4 x i32>`.
pub fn print_ext_spec_constant_composite_replicate(
    op: EXTSpecConstantCompositeReplicateOp,
    printer: &mut OpPrinter,
) {
    let body = printer.body();
    let context = printer.context();
    printer.write_str(" ");
    printer.write_symbol_name(context.string_attr(op.sym_name(body)));
    printer.write_str(" (");
    printer.write_attr(op.constituent(body));
    printer.write_str(") : ");
    printer.write_type(op.r#type(body));
}

/// Parses `spirv.EXT.SpecConstantCompositeReplicate`.
pub fn parse_ext_spec_constant_composite_replicate(
    parser: &mut OpParser,
) -> Result<Op, Diagnostic> {
    let context = parser.context();
    let name = parser.parse_symbol_name("expected valid '@'-identifier for symbol name")?;
    parser.parse_punctuation("(", "expected '('")?;
    let constituent = parser.parse_attribute()?;
    parser.parse_punctuation(")", "expected ')'")?;
    parser.parse_punctuation(":", "expected ':'")?;
    let ty = parser.parse_type()?;
    let properties = dictionary(
        context,
        &[("sym_name", name), ("constituent", constituent), ("type", context.type_attr(ty))],
    );
    parser.create_op(&[], &[], None, Some(properties), None)
}
