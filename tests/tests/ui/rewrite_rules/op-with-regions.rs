use ir_core::ir_macros::rewrite_rules;

rewrite_rules! {
    /// `func.func` has a region: rules neither match nor build it.
    pub Function: dialects::func::FuncOp($name, $type, _, _, _, _) => $name;
}

fn main() {}
