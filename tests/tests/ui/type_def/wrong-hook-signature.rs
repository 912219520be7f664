use ir_core::ir_macros::type_def;
use ir_core::ods::dialect_symbols::{SymbolParser, SymbolPrinter};
use ir_core::text::ParseResult;

/// The print hook takes the parameters by value instead of `&WidthType`.
fn print_width(width: WidthType, printer: &mut SymbolPrinter) {
    printer.write_str(&format!("<{}>", width.bits));
}

fn parse_width(parser: &mut SymbolParser) -> ParseResult<WidthType> {
    parser.parse_punctuation("<")?;
    let bits = parser.parse_integer()?;
    parser.parse_punctuation(">")?;
    Ok(WidthType { bits })
}

#[type_def(dialect = "test", mnemonic = "width", print = print_width, parse = parse_width)]
pub struct WidthType {
    pub bits: i64,
}

fn main() {}
