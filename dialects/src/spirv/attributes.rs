//! SPIR-V attributes with a structure of their own, printed as `mlir-opt`
//! prints them: `#spirv.linkage_attributes<linkage_name = "f",
//! linkage_type = <Import>>`. Other `#spirv.` attributes without enum
//! cases (`#spirv.vce<...>`, the ABI attributes) stay opaque text.

use ir_core::attributes::{Attr, AttrData};
use ir_core::ods::dialect_symbols::{
    DefinitionRef, DialectSymbol, Parameter, SymbolDefinition, SymbolKind, SymbolParser,
    SymbolPrinter,
};
use ir_core::text::ParseResult;
use ir_core::Context;

use super::enums::LinkageType;

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
    fn definition() -> &'static SymbolDefinition {
        &LINKAGE_ATTRIBUTES
    }
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
