use ir_core::ir_macros::type_def;
use ir_core::types::Type;

#[type_def(dialect = "test", mnemonic = "pair", format = "`<` $first `,` $secnd `>`")]
pub struct PairType {
    pub first: Type,
    pub second: Type,
}

fn main() {}
