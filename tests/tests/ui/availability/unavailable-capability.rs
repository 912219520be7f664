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

use ir_core::availability::{StaticTarget, StaticTargetDimension};
use ir_core::ir::{Body, Builder, InsertPoint};
use ir_core::Context;

#[op(name = "demo.copy", availability = [Capabilities([Capability::Wide])], format = "$input attr-dict `:` type($input) `->` type($output)")]
pub struct CopyOp {
    #[operand]
    input: Value,
    #[result]
    output: Value,
}

/// Version 1 with the basic capability only.
struct Version1;

impl StaticTarget for Version1 {
    const DIMENSIONS: &'static [StaticTargetDimension] = &[
        StaticTargetDimension {
            dimension: "min version",
            values: &[Version::V1 as u64],
            implications: &[],
        },
        StaticTargetDimension {
            dimension: "capabilities",
            values: &[Capability::Basic as u64],
            implications: &[],
        },
    ];
}

fn main() {
    let context = Context::new();
    let location = context.unknown_location();
    let i32 = context.integer_type(32);
    let mut body = Body::new();
    let block = body.create_block();
    let input = body.add_block_argument(block, i32, location);
    let mut builder = Builder::new(&context, &mut body, InsertPoint::End(block));
    let _copy = ir_core::build_for!(Version1, CopyOp::build(&mut builder, location, input, i32));
}
