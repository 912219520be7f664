use ir_core::availability;
use ir_core::ir_macros::enum_attr;

#[enum_attr(dialect = "demo", mnemonic = "version")]
pub enum Version {
    #[case("v1")]
    V1 = 0,
    #[case("v2")]
    V2 = 1,
}

pub type MinVersion = availability::MinVersion<Version>;

#[enum_attr(dialect = "demo", mnemonic = "order", bits)]
pub enum Order {
    #[case("None")]
    None = 0,
    #[case("Acquire")]
    Acquire = 1,
    #[case("Release")]
    Release = 2,
    #[case("Both")]
    #[availability(MinVersion(Version::V2))]
    Both = 3,
}

fn main() {}
