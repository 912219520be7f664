//! MLIR's text format: the lexer, the parser and the printer.

pub mod function_form;
pub mod lexer;
mod parser;
mod printer;

/// The attribute writer, for dialect types and attributes.
pub(crate) mod printer_writer {
    pub(crate) use super::printer::attributes::{write_escaped_string, AttrWriter, TypeElision};
}

/// The parser, for dialect types and attributes.
pub(crate) mod parser_core {
    pub(crate) use super::parser::Parser;
}

pub use parser::{
    parse_attribute_text, parse_source, parse_source_reporting_all, parse_source_with_options,
    EntryArgument, OpParseResult as ParseResult, OpParser, ParseOptions, ParsedRegion,
    ParsedSource, Progress, UnresolvedOperand, PROGRESS_STEP,
};
pub use printer::{
    print_ir, print_ir_to, print_op, print_op_generic, push_decimal, OpPrinter, PrintOptions,
};

use crate::types::Type;
use crate::Context;

/// The `{-# ... #-}` section of a file, kept so it prints back.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Resources {
    /// `dialect_resources`: per dialect, `(key, value text)` entries.
    pub dialect: Vec<(String, Vec<(String, String)>)>,
    /// `external_resources`: per group, `(key, value text)` entries.
    pub external: Vec<(String, Vec<(String, String)>)>,
}

/// Prints a type without aliases.
pub fn type_to_string(context: &Context, ty: Type) -> String {
    let mut text = String::new();
    push_type(context, ty, &mut text);
    text
}

/// Appends a type without aliases to `out`: integer, index and float types
/// directly (as result names spell them, `%c1_i32`), others through the
/// printer.
pub fn push_type(context: &Context, ty: Type, out: &mut String) {
    if !printer::attributes::push_scalar_type(context.type_data(ty), out) {
        printer::write_type_plain(context, ty, out);
    }
}

/// Prints an attribute without aliases.
pub fn attr_to_string(context: &Context, attr: crate::attributes::Attr) -> String {
    let mut text = String::new();
    printer::write_attr_plain(context, attr, &mut text);
    text
}

/// Prints an attribute without aliases and without its type, as MLIR's
/// `printAttributeWithoutType` does (`16` for `16 : i32`).
pub fn attr_to_string_without_type(context: &Context, attr: crate::attributes::Attr) -> String {
    let mut text = String::new();
    printer::write_attr_without_type(context, attr, &mut text);
    text
}
