use ir_core::ir_macros::enum_attr;

#[enum_attr(dialect = "test", mnemonic = "flags", bits)]
pub enum Flags {
    None = 0,
    Nsw = 1,
    Nuw = 6,
}

fn main() {}
