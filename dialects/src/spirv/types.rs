//! The SPIR-V types: pointers, arrays, runtime arrays, structs, matrices,
//! images and sampled images, printed as `mlir-opt` prints them.
//!
//! Types whose syntax is a fixed sequence of parameters use `#[type_def]`
//! with a format; arrays and runtime arrays (optional strides), cooperative
//! matrices and ARM tensors (dimension lists such as `8x16xi32`) use
//! `#[type_def]` with `print` and `parse` hooks; structs (member
//! decorations, identified structs and references to them) have a
//! hand-written definition.

use ir_core::ir_macros::type_def;
use ir_core::ods::dialect_symbols::{
    DefinitionRef, DialectSymbol, Parameter, SymbolDefinition, SymbolKind, SymbolParser,
    SymbolPrinter,
};
use ir_core::text::ParseResult;
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use super::enums::*;

/// Reads a keyword naming a case of `T`, with MLIR's messages for the
/// SPIR-V types' enum parameters: `expected valid keyword` at a token that
/// is not one, `unknown <what>: <keyword>` at a keyword that names no case.
fn parse_case<T>(
    parser: &mut SymbolParser,
    from_keyword: impl Fn(&str) -> Option<T>,
    unknown: impl Fn(&str) -> String,
) -> ParseResult<T> {
    let offset = parser.offset();
    let text = parser.parse_identifier()?;
    match from_keyword(&text) {
        Some(case) => Ok(case),
        None => parser.error_at(offset, unknown(&text)),
    }
}

/// The type quoted as MLIR quotes it in messages: `'f32'`.
fn quoted(context: &Context, ty: Type) -> String {
    format!("'{}'", ir_core::text::type_to_string(context, ty))
}

fn print_pointer(pointer: &PointerType, printer: &mut SymbolPrinter) {
    printer.write_str("<");
    printer.write_type(pointer.pointee);
    printer.write_str(", ");
    printer.write_str(pointer.storage_class.keyword());
    printer.write_str(">");
}

fn parse_pointer(parser: &mut SymbolParser) -> ParseResult<PointerType> {
    parser.parse_punctuation("<")?;
    let pointee = parse_and_verify_type(parser)?;
    // MLIR reports an unknown storage class at the comma before it.
    let offset = parser.offset();
    parser.parse_punctuation(",")?;
    let keyword = parser.parse_identifier()?;
    let Some(storage_class) = StorageClass::from_keyword(&keyword) else {
        return parser.error_at(offset, format!("unknown storage class: {keyword}"));
    };
    parser.parse_punctuation(">")?;
    Ok(PointerType { pointee, storage_class })
}

/// A pointer: `!spirv.ptr<f32, StorageBuffer>`.
#[type_def(dialect = "spirv", mnemonic = "ptr", print = print_pointer, parse = parse_pointer)]
pub struct PointerType {
    /// The type pointed to.
    pub pointee: Type,
    /// Where the memory lives.
    pub storage_class: StorageClass,
}

fn print_matrix(matrix: &MatrixType, printer: &mut SymbolPrinter) {
    printer.write_str(&format!("<{} x ", matrix.columns));
    printer.write_type(matrix.column_type);
    printer.write_str(">");
}

/// Parses a matrix with MLIR's checks: 2, 3 or 4 columns, each a vector
/// of 2, 3 or 4 floats.
fn parse_matrix(parser: &mut SymbolParser) -> ParseResult<MatrixType> {
    parser.parse_punctuation("<")?;
    let offset = parser.offset();
    let dimensions = parser.parse_dimension_list(false)?;
    let [columns] = dimensions[..] else {
        return parser.error_at(offset, "expected single unsigned integer for number of columns");
    };
    if !(2..=4).contains(&columns) {
        return parser.error_at(offset, "matrix is expected to have 2, 3, or 4 columns");
    }
    let type_offset = parser.offset();
    let column_type = parser.parse_type()?;
    let context = parser.context();
    match context.type_data(column_type) {
        TypeData::Vector { shape, element, .. } => {
            if shape.len() != 1 {
                return parser.error_at(
                    type_offset,
                    format!("only 1-D vector allowed but found {}", quoted(context, column_type)),
                );
            }
            if !(2..=4).contains(&shape[0]) {
                return parser.error_at(
                    type_offset,
                    format!(
                        "matrix columns size has to be less than or equal to 4 and greater \
                         than or equal 2, but found {}",
                        shape[0]
                    ),
                );
            }
            if !matches!(context.type_data(*element), TypeData::Float(_)) {
                return parser.error_at(
                    type_offset,
                    format!(
                        "matrix columns' elements must be of Float type, got {}",
                        quoted(context, *element)
                    ),
                );
            }
        }
        _ => {
            return parser.error_at(
                type_offset,
                format!(
                    "matrix must be composed using vector type, got {}",
                    quoted(context, column_type)
                ),
            )
        }
    }
    parser.parse_punctuation(">")?;
    Ok(MatrixType { columns, column_type })
}

/// A matrix of column vectors: `!spirv.matrix<4 x vector<4xf32>>`.
#[type_def(dialect = "spirv", mnemonic = "matrix", print = print_matrix, parse = parse_matrix)]
pub struct MatrixType {
    /// The number of columns.
    pub columns: i64,
    /// The type of a column, a vector.
    pub column_type: Type,
}

/// An image: `!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>`.
#[type_def(
    dialect = "spirv",
    mnemonic = "image",
    format = "`<` $element `,` $dim `,` $depth `,` $arrayed `,` $sampling `,` $sampler_use `,` $format `>`"
)]
pub struct ImageType {
    /// The sampled type of a texel component.
    pub element: Type,
    /// The dimensionality.
    pub dim: Dim,
    /// Whether it is a depth image.
    pub depth: ImageDepthInfo,
    /// Whether it is arrayed.
    pub arrayed: ImageArrayedInfo,
    /// Whether it is multisampled.
    pub sampling: ImageSamplingInfo,
    /// Whether it is used with a sampler.
    pub sampler_use: ImageSamplerUseInfo,
    /// The texel format.
    pub format: ImageFormat,
}

fn print_sampled_image(sampled: &SampledImageType, printer: &mut SymbolPrinter) {
    printer.write_str("<");
    printer.write_type(sampled.image);
    printer.write_str(">");
}

fn parse_sampled_image(parser: &mut SymbolParser) -> ParseResult<SampledImageType> {
    parser.parse_punctuation("<")?;
    let offset = parser.offset();
    let image = parser.parse_type()?;
    let context = parser.context();
    if !is_spirv_type(context, image, "image") {
        return parser.error_at(
            offset,
            format!(
                "sampled image must be composed using image type, got {}",
                quoted(context, image)
            ),
        );
    }
    parser.parse_punctuation(">")?;
    Ok(SampledImageType { image })
}

/// An image combined with a sampler: `!spirv.sampled_image<!spirv.image<...>>`.
#[type_def(
    dialect = "spirv",
    mnemonic = "sampled_image",
    print = print_sampled_image,
    parse = parse_sampled_image
)]
pub struct SampledImageType {
    /// The image type.
    pub image: Type,
}

/// A text parameter of the hand-written struct definition, by index.
fn text_at(parameters: &[Parameter], index: usize) -> &str {
    match parameters.get(index) {
        Some(Parameter::String(text)) => text,
        _ => "",
    }
}

/// Writes `, stride=N` when the stride is set.
fn print_stride(stride: i64, printer: &mut SymbolPrinter) {
    if stride != 0 {
        printer.write_str(&format!(", stride={stride}"));
    }
}

/// Reads `, stride=N` if it comes next, else `0`, then the closing `>`.
fn parse_stride_and_close(parser: &mut SymbolParser) -> ParseResult<i64> {
    let mut stride = 0;
    if parser.parse_optional_punctuation(",") {
        parser.parse_keyword("stride")?;
        parser.parse_punctuation("=")?;
        let offset = parser.offset();
        stride = parser.parse_integer()?;
        if stride <= 0 {
            return parser.error_at(offset, "ArrayStride must be greater than zero");
        }
    }
    parser.parse_punctuation(">")?;
    Ok(stride)
}

fn print_array(array: &ArrayType, printer: &mut SymbolPrinter) {
    printer.write_str(&format!("<{} x ", array.count));
    printer.write_type(array.element);
    print_stride(array.stride, printer);
    printer.write_str(">");
}

/// Parses a type that composes a SPIR-V type (an array's or a runtime
/// array's element), with MLIR's checks (`parseAndVerifyType`): SPIR-V
/// types and floats as they are, integers of 1, 8, 16, 32 or 64 bits,
/// one-dimensional vectors of at most 4 elements, nothing else.
fn parse_and_verify_type(parser: &mut SymbolParser) -> ParseResult<Type> {
    let offset = parser.offset();
    let ty = parser.parse_type()?;
    let context = parser.context();
    let quoted = |ty: Type| quoted(context, ty);
    match context.type_data(ty) {
        TypeData::Dialect { .. } | TypeData::Float(_) => Ok(ty),
        TypeData::Integer { width, .. } => {
            if matches!(width, 1 | 8 | 16 | 32 | 64) {
                Ok(ty)
            } else {
                parser.error_at(
                    offset,
                    format!("only 1/8/16/32/64-bit integer type allowed but found {}", quoted(ty)),
                )
            }
        }
        TypeData::Vector { shape, .. } => {
            if shape.len() != 1 {
                return parser
                    .error_at(offset, format!("only 1-D vector allowed but found {}", quoted(ty)));
            }
            if shape[0] > 4 {
                return parser.error_at(
                    offset,
                    format!(
                        "vector length has to be less than or equal to 4 but found {}",
                        shape[0]
                    ),
                );
            }
            Ok(ty)
        }
        _ => parser.error_at(offset, format!("cannot use {} to compose SPIR-V types", quoted(ty))),
    }
}

fn parse_array(parser: &mut SymbolParser) -> ParseResult<ArrayType> {
    parser.parse_punctuation("<")?;
    let offset = parser.offset();
    let dimensions = parser.parse_dimension_list(false)?;
    let [count] = dimensions[..] else {
        return parser.error_at(offset, "expected single integer for array element count");
    };
    if count <= 0 {
        return parser.error_at(offset, "expected array length greater than 0");
    }
    let element = parse_and_verify_type(parser)?;
    let stride = parse_stride_and_close(parser)?;
    Ok(ArrayType { count, element, stride })
}

/// A fixed-length array: `!spirv.array<4 x f32>`, with an optional
/// `, stride=N`.
#[type_def(dialect = "spirv", mnemonic = "array", print = print_array, parse = parse_array)]
pub struct ArrayType {
    /// The number of elements.
    pub count: i64,
    /// The element type.
    pub element: Type,
    /// The array stride in bytes; `0` when not decorated.
    pub stride: i64,
}

fn print_runtime_array(array: &RuntimeArrayType, printer: &mut SymbolPrinter) {
    printer.write_str("<");
    printer.write_type(array.element);
    print_stride(array.stride, printer);
    printer.write_str(">");
}

fn parse_runtime_array(parser: &mut SymbolParser) -> ParseResult<RuntimeArrayType> {
    parser.parse_punctuation("<")?;
    let element = parse_and_verify_type(parser)?;
    let stride = parse_stride_and_close(parser)?;
    Ok(RuntimeArrayType { element, stride })
}

/// An array whose length is known at run time: `!spirv.rtarray<f32>`, with
/// an optional `, stride=N`.
#[type_def(
    dialect = "spirv",
    mnemonic = "rtarray",
    print = print_runtime_array,
    parse = parse_runtime_array
)]
pub struct RuntimeArrayType {
    /// The element type.
    pub element: Type,
    /// The array stride in bytes; `0` when not decorated.
    pub stride: i64,
}

/// Reads a decoration with an optional `=value` (an attribute, as in
/// MLIR), in its canonical text: `MatrixStride=16`, the value printed
/// without its type.
fn parse_decoration(parser: &mut SymbolParser) -> ParseResult<String> {
    let decoration = parse_case(parser, Decoration::from_keyword, |text| {
        format!("unknown attribute: '{text}'")
    })?;
    let mut text = decoration.keyword().to_owned();
    if parser.parse_optional_punctuation("=") {
        let value = parser.parse_attribute()?;
        text.push('=');
        text.push_str(&ir_core::text::attr_to_string_without_type(parser.context(), value));
    }
    Ok(text)
}

/// Reads a member's `[...]` after its `[`, as MLIR does: an optional
/// offset, then decorations, comma-separated; `[]` holds nothing.
/// `offsets` counts the members before this one that have an offset.
fn parse_member_decorations(
    parser: &mut SymbolParser,
    member: usize,
    offsets: &mut usize,
) -> ParseResult<Vec<String>> {
    let mut parts = Vec::new();
    let offset_at = parser.offset();
    let has_offset = parser.at_integer();
    if has_offset {
        let value = parser.parse_integer()?;
        if *offsets != member {
            return parser
                .error_at(offset_at, "offset specification must be given for all members");
        }
        *offsets += 1;
        parts.push(value.to_string());
    }
    if parser.parse_optional_punctuation("]") {
        return Ok(parts);
    }
    if has_offset {
        parser.parse_punctuation(",")?;
    }
    loop {
        parts.push(parse_decoration(parser)?);
        if !parser.parse_optional_punctuation(",") {
            break;
        }
    }
    parser.parse_punctuation("]")?;
    Ok(parts)
}

thread_local! {
    /// The identified structs being parsed, innermost last: inside one of
    /// them, `!spirv.struct<name>` refers to it (MLIR's cyclic parse).
    static PARSING_STRUCTS: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Pops the name pushed on the stack of structs being parsed when dropped.
struct StackGuard(&'static std::thread::LocalKey<std::cell::RefCell<Vec<String>>>);

impl StackGuard {
    fn push(
        stack: &'static std::thread::LocalKey<std::cell::RefCell<Vec<String>>>,
        name: &str,
    ) -> Self {
        stack.with(|names| names.borrow_mut().push(name.to_owned()));
        StackGuard(stack)
    }
}

impl Drop for StackGuard {
    fn drop(&mut self) {
        self.0.with(|names| names.borrow_mut().pop());
    }
}

fn print_struct(parameters: &[Parameter], printer: &mut SymbolPrinter) {
    printer.write_str("<");
    // A reference to an enclosing identified struct: `!spirv.struct<name>`.
    if let [Parameter::String(name)] = parameters {
        printer.write_str(name);
        printer.write_str(">");
        return;
    }
    let identifier = text_at(parameters, 3);
    if !identifier.is_empty() {
        printer.write_str(identifier);
        printer.write_str(", ");
    }
    printer.write_str("(");
    let members = match parameters.first() {
        Some(Parameter::Types(types)) => types.to_vec(),
        _ => Vec::new(),
    };
    let mut decorations = text_at(parameters, 1).split('\n');
    for (index, member) in members.into_iter().enumerate() {
        if index > 0 {
            printer.write_str(", ");
        }
        printer.write_type(member);
        let decoration = decorations.next().unwrap_or("");
        if !decoration.is_empty() {
            printer.write_str(" [");
            printer.write_str(decoration);
            printer.write_str("]");
        }
    }
    printer.write_str(")");
    let struct_decorations = text_at(parameters, 2);
    if !struct_decorations.is_empty() {
        printer.write_str(", ");
        printer.write_str(struct_decorations);
    }
    printer.write_str(">");
}

fn parse_struct(parser: &mut SymbolParser) -> ParseResult<Vec<Parameter>> {
    let start = parser.offset();
    // MLIR reports at the mnemonic, which `<` follows.
    let mnemonic = start.saturating_sub("struct".len() as u32);
    parser.parse_punctuation("<")?;
    let identifier = parser.parse_optional_identifier();
    let mut _guard = None;
    if let Some(name) = &identifier {
        let enclosing =
            PARSING_STRUCTS.with(|names| names.borrow().iter().any(|other| other == name));
        if parser.parse_optional_punctuation(">") {
            if !enclosing {
                return parser.error_at(
                    mnemonic,
                    "recursive struct reference not nested in struct definition",
                );
            }
            return Ok(vec![Parameter::String(name.as_str().into())]);
        }
        if enclosing {
            return parser.error_at(mnemonic, "identifier already used for an enclosing struct");
        }
        parser.parse_punctuation(",")?;
        _guard = Some(StackGuard::push(&PARSING_STRUCTS, name));
    }
    parser.parse_punctuation("(")?;
    let mut members = Vec::new();
    let mut decorations = Vec::new();
    let mut offsets = 0;
    if !parser.parse_optional_punctuation(")") {
        loop {
            members.push(parser.parse_type()?);
            let mut parts = Vec::new();
            if parser.parse_optional_punctuation("[") {
                parts = parse_member_decorations(parser, members.len() - 1, &mut offsets)?;
            }
            decorations.push(parts.join(", "));
            if !parser.parse_optional_punctuation(",") {
                break;
            }
        }
        parser.parse_punctuation(")")?;
    }
    if offsets != 0 && offsets != members.len() {
        return parser.error_at(mnemonic, "offset specification must be given for all members");
    }
    let mut struct_decorations = Vec::new();
    while parser.parse_optional_punctuation(",") {
        struct_decorations.push(parse_decoration(parser)?);
    }
    parser.parse_punctuation(">")?;
    let mut parameters = vec![
        Parameter::Types(members.into()),
        Parameter::String(decorations.join("\n").into()),
        Parameter::String(struct_decorations.join(", ").into()),
    ];
    if let Some(name) = identifier {
        parameters.push(Parameter::String(name.into()));
    }
    Ok(parameters)
}

static STRUCT: SymbolDefinition = SymbolDefinition {
    dialect: "spirv",
    mnemonic: "struct",
    kind: SymbolKind::Type,
    summary: "A struct with optional member offsets and decorations.",
    print: print_struct,
    parse: parse_struct,
    attach_interfaces: |_| {},
    shape: None,
};

/// A struct: `!spirv.struct<(f32 [0], i32 [4, NonWritable]), Block>`, or
/// an identified one, `!spirv.struct<name, (...)>`, whose members may
/// refer to it as `!spirv.struct<name>` ([`StructType::reference`]; such a
/// reference is a type of its own here, where MLIR resolves it to the
/// enclosing struct).
/// Member decorations are kept in their canonical text, one entry per
/// member (`"0"`, `"4, NonWritable"`, or empty).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StructType {
    /// The member types.
    pub members: Vec<Type>,
    /// Each member's offset and decorations, as written between `[...]`.
    pub member_decorations: Vec<String>,
    /// The struct's own decorations (`Block`), comma-separated.
    pub decorations: String,
    /// The name of an identified struct (`!spirv.struct<name, (...)>`);
    /// `None` for a literal struct.
    pub identifier: Option<String>,
}

impl DialectSymbol for StructType {
    const DEFINITION: &'static SymbolDefinition = &STRUCT;
}

impl StructType {
    /// The type, interned.
    pub fn to_type(&self, context: &Context) -> Type {
        let mut parameters = vec![
            Parameter::Types(self.members.as_slice().into()),
            Parameter::String(self.member_decorations.join("\n").into()),
            Parameter::String(self.decorations.as_str().into()),
        ];
        if let Some(identifier) = &self.identifier {
            parameters.push(Parameter::String(identifier.as_str().into()));
        }
        context.intern_type(TypeData::Dialect {
            definition: DefinitionRef(&STRUCT),
            parameters: parameters.into(),
        })
    }

    /// A reference to the enclosing identified struct `name`, as its
    /// members refer to it: `!spirv.struct<name>`.
    pub fn reference(context: &Context, name: &str) -> Type {
        context.intern_type(TypeData::Dialect {
            definition: DefinitionRef(&STRUCT),
            parameters: Box::new([Parameter::String(name.into())]),
        })
    }

    /// The struct `ty` is, if it is one.
    pub fn from_type(context: &Context, ty: Type) -> Option<Self> {
        match context.type_data(ty) {
            TypeData::Dialect { definition, parameters } if std::ptr::eq(definition.0, &STRUCT) => {
                let members = match parameters.first() {
                    Some(Parameter::Types(types)) => types.to_vec(),
                    _ => return None,
                };
                let mut member_decorations: Vec<String> =
                    text_at(parameters, 1).split('\n').map(str::to_owned).collect();
                member_decorations.resize(members.len(), String::new());
                let identifier = text_at(parameters, 3);
                Some(StructType {
                    members,
                    member_decorations,
                    decorations: text_at(parameters, 2).to_owned(),
                    identifier: (!identifier.is_empty()).then(|| identifier.to_owned()),
                })
            }
            _ => None,
        }
    }

    /// A struct of `members` without offsets or decorations.
    pub fn literal(members: Vec<Type>) -> Self {
        let member_decorations = vec![String::new(); members.len()];
        StructType { members, member_decorations, decorations: String::new(), identifier: None }
    }
}

/// The dialect's error for `!spirv.<mnemonic>` or `#spirv.<mnemonic>`
/// that it does not define, in MLIR's words.
pub fn unknown_symbol_message(kind: SymbolKind, mnemonic: &str) -> String {
    match kind {
        SymbolKind::Type => format!("unknown SPIR-V type: {mnemonic}"),
        SymbolKind::Attribute => format!("unknown SPIR-V attribute kind: {mnemonic}"),
    }
}

/// Whether `ty` is `!spirv.<mnemonic>...`, defined here or kept opaque.
pub fn is_spirv_type(context: &Context, ty: Type, mnemonic: &str) -> bool {
    match context.type_data(ty) {
        TypeData::Dialect { definition, .. } => {
            definition.0.dialect == "spirv" && definition.0.mnemonic == mnemonic
        }
        TypeData::Opaque { dialect, data } => {
            &**dialect == "spirv"
                && data.strip_prefix(mnemonic).is_some_and(|rest| rest.starts_with('<'))
        }
        _ => false,
    }
}

/// Writes `8x16x` (`?` for a dynamic size).
fn print_dimensions(dimensions: &[i64], printer: &mut SymbolPrinter) {
    for &size in dimensions {
        if size == ir_core::types::DYNAMIC {
            printer.write_str("?x");
        } else {
            printer.write_str(&format!("{size}x"));
        }
    }
}

fn print_cooperative_matrix(matrix: &CooperativeMatrixType, printer: &mut SymbolPrinter) {
    printer.write_str("<");
    print_dimensions(&[matrix.rows, matrix.columns], printer);
    printer.write_type(matrix.element);
    printer.write_str(", ");
    printer.write_str(matrix.scope.keyword());
    printer.write_str(", ");
    printer.write_str(matrix.matrix_use.keyword());
    printer.write_str(">");
}

/// Reads a keyword naming a case of `T`, as MLIR's `parseEnumKeywordAttr`
/// does: `expected valid keyword`, then `invalid <what> attribute
/// specification: <keyword>`.
pub(crate) fn parse_enum_keyword<T>(
    parser: &mut SymbolParser,
    from_keyword: impl Fn(&str) -> Option<T>,
    what: &str,
) -> ParseResult<T> {
    let offset = parser.offset();
    let text = parser.parse_identifier()?;
    match from_keyword(&text) {
        Some(case) => Ok(case),
        None => parser.error_at(offset, format!("invalid {what} attribute specification: {text}")),
    }
}

fn parse_cooperative_matrix(parser: &mut SymbolParser) -> ParseResult<CooperativeMatrixType> {
    parser.parse_punctuation("<")?;
    let offset = parser.offset();
    let dimensions = parser.parse_dimension_list(false)?;
    let [rows, columns] = dimensions[..] else {
        return parser.error_at(offset, "expected row and column count");
    };
    let element = parser.parse_type()?;
    parser.parse_punctuation(",")?;
    let scope = parse_enum_keyword(parser, Scope::from_keyword, "scope <id>")?;
    parser.parse_punctuation(",")?;
    let matrix_use = parse_enum_keyword(parser, CooperativeMatrixUseKHR::from_keyword, "use <id>")?;
    parser.parse_punctuation(">")?;
    Ok(CooperativeMatrixType { rows, columns, element, scope, matrix_use })
}

/// A cooperative matrix (`SPV_KHR_cooperative_matrix`):
/// `!spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>`.
#[type_def(
    dialect = "spirv",
    mnemonic = "coopmatrix",
    print = print_cooperative_matrix,
    parse = parse_cooperative_matrix,
    shape = cooperative_matrix_shape
)]
pub struct CooperativeMatrixType {
    /// The number of rows.
    pub rows: i64,
    /// The number of columns.
    pub columns: i64,
    /// The element type.
    pub element: Type,
    /// The scope the matrix is shared in.
    pub scope: Scope,
    /// Which operand of a multiply-add it is.
    pub matrix_use: CooperativeMatrixUseKHR,
}

/// A cooperative matrix is shaped (rows by columns), as in MLIR: its
/// constants are elements literals.
fn cooperative_matrix_shape(
    matrix: &CooperativeMatrixType,
    _context: &Context,
) -> Option<(Vec<i64>, Type)> {
    Some((vec![matrix.rows, matrix.columns], matrix.element))
}

/// An ARM tensor is shaped, as in MLIR.
fn tensor_arm_shape(tensor: &TensorArmType, _context: &Context) -> Option<(Vec<i64>, Type)> {
    Some((tensor.shape.clone(), tensor.element))
}

fn print_tensor_arm(tensor: &TensorArmType, printer: &mut SymbolPrinter) {
    printer.write_str("<");
    print_dimensions(&tensor.shape, printer);
    printer.write_type(tensor.element);
    printer.write_str(">");
}

fn parse_tensor_arm(parser: &mut SymbolParser) -> ParseResult<TensorArmType> {
    parser.parse_punctuation("<")?;
    let offset = parser.offset();
    let shape = parser.parse_dimension_list(true)?;
    let dynamic = shape.iter().filter(|&&size| size == ir_core::types::DYNAMIC).count();
    if dynamic != 0 && dynamic != shape.len() {
        return parser.error_at(
            offset,
            "arm.tensor shape dimensions must be either fully dynamic or completed shaped",
        );
    }
    let element = parser.parse_type()?;
    parser.parse_punctuation(">")?;
    Ok(TensorArmType { shape, element })
}

/// An ARM tensor (`SPV_ARM_tensors`): `!spirv.arm.tensor<14x?xi16>`.
#[type_def(
    dialect = "spirv",
    mnemonic = "arm.tensor",
    print = print_tensor_arm,
    parse = parse_tensor_arm,
    shape = tensor_arm_shape
)]
pub struct TensorArmType {
    /// The sizes; [`ir_core::types::DYNAMIC`] for `?`.
    pub shape: Vec<i64>,
    /// The element type.
    pub element: Type,
}
