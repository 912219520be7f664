// A mistake in a type's definition is reported once: the dialect listing
// it and code converting it compile against the stub.
use ir_core::ir_macros::{dialect, type_def};
use ir_core::types::Type;
use ir_core::Context;

#[type_def(dialect = "test", format = "`<` $first `,` $second `>`")]
pub struct PairType {
    pub first: Type,
    pub second: Type,
}

#[dialect(name = "test", types = [PairType])]
pub struct TestDialect;

pub fn first_of(context: &Context, ty: Type) -> Option<Type> {
    PairType::from_type(context, ty).map(|pair: PairType| pair.first)
}

pub fn pair(context: &Context, first: Type, second: Type) -> Type {
    PairType { first, second }.to_type(context)
}

fn main() {}
