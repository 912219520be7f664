use ir_core::availability;
use ir_core::ir::Value;
use ir_core::ir_macros::{enum_attr, op};

#[enum_attr(dialect = "demo", mnemonic = "version")]
pub enum Version {
    #[case("v1")]
    V1 = 0,
    #[case("v2")]
    V2 = 1,
}

#[enum_attr(dialect = "demo", mnemonic = "capability")]
pub enum Capability {
    #[case("Basic")]
    Basic = 0,
    #[case("Wide")]
    Wide = 1,
}

pub type MinVersion = availability::MinVersion<Version>;
pub type Capabilities = availability::Capabilities<Capability>;

#[op(name = "demo.copy", availability = [MinVersion(Version::V1, Version::V2)])]
pub struct CopyOp {
    #[operand]
    input: Value,
}

fn main() {}
