use ir_core::ir_macros::attr_def;

#[attr_def(dialect = "test", mnemonic = "ratio", format = "`<` $value `>`")]
pub struct RatioAttr {
    pub value: f64,
}

fn main() {}
