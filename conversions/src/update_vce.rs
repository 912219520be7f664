//! `spirv-update-vce`: each `spirv.module` gets the smallest version,
//! capabilities and extensions (`#spirv.vce<...>`) its ops and types need,
//! deduced through the availability queries, or an error naming what its
//! target environment cannot satisfy, as MLIR 22's pass does.

use ir_core::availability::{
    Conjunction, Dimension, DynAvailability, EnumCase, Mode, TypeRequirements,
};
use ir_core::diagnostics::Diagnostic;
use ir_core::ir::{Body, BodyId, Ir, Op, WalkControl, WalkOrder};
use ir_core::ods::PropertyValue;
use ir_core::pass::{Pass, PassFailure, PassInfo, PassScope};
use ir_core::types::{Type, TypeData};
use ir_core::verifier::location_position;
use ir_core::Context;

use dialects::spirv::{
    self, Capabilities, Capability, Extension, Extensions, MinVersion, SpirvTypeRules,
    VerCapExtAttr, Version,
};

use crate::spirv_target::{lookup_target_env_attr, SpirvTarget};

/// `spirv-update-vce`, run on the op holding the `spirv.module`s (the
/// top-level module): each `spirv.module` directly in it is deduced.
#[derive(Default)]
pub struct UpdateVcePass;

impl Pass for UpdateVcePass {
    fn argument(&self) -> &'static str {
        "spirv-update-vce"
    }

    fn name(&self) -> &'static str {
        "SPIRVUpdateVCEPass"
    }

    fn run(&self, context: &Context, scope: &mut PassScope<'_>) -> Result<(), PassFailure> {
        let root = scope.root();
        let Some(ir) = scope.ir_mut() else {
            return Err(Diagnostic::error(
                None,
                "spirv-update-vce runs on the op holding the spirv.module ops, not in a nested pipeline",
            )
            .into());
        };
        let modules: Vec<Op> = {
            let body = ir.body(root);
            let mut modules = Vec::new();
            for &region in body.owner_regions() {
                for block in body.region_blocks(region) {
                    for op in body.block_ops(block) {
                        if spirv::ModuleOp::is(context, body, op) {
                            modules.push(op);
                        }
                    }
                }
            }
            modules
        };
        for module in modules {
            update_module(context, ir, root, module)?;
        }
        Ok(())
    }
}

/// The registration of [`UpdateVcePass`].
pub fn pass_info() -> PassInfo {
    PassInfo::without_options::<UpdateVcePass>(
        "spirv-update-vce",
        "Deduce and attach minimal (version, capabilities, extensions) requirements to spirv.module ops",
    )
}

/// What has been deduced so far, in the order found.
struct Deduced<'t> {
    target: &'t SpirvTarget,
    version: Version,
    extensions: Vec<Extension>,
    capabilities: Vec<Capability>,
}

impl Deduced<'_> {
    /// Adds, for each group of `groups`, its first case the target allows;
    /// an error on `op` when it allows none.
    fn add_extensions(
        &mut self,
        groups: &Conjunction<Extension>,
        op_name: &str,
    ) -> Result<(), String> {
        for group in groups.groups() {
            match group.iter().copied().find(|&case| self.target.allows_extension(case)) {
                Some(case) => {
                    if !self.extensions.contains(&case) {
                        self.extensions.push(case);
                    }
                }
                None => {
                    return Err(format!(
                        "'{op_name}' requires at least one extension in [{}] but none allowed in target environment",
                        keywords(group)
                    ))
                }
            }
        }
        Ok(())
    }

    fn add_capabilities(
        &mut self,
        groups: &Conjunction<Capability>,
        op_name: &str,
    ) -> Result<(), String> {
        for group in groups.groups() {
            match group.iter().copied().find(|&case| self.target.allows(case)) {
                Some(case) => {
                    if !self.capabilities.contains(&case) {
                        self.capabilities.push(case);
                    }
                }
                None => {
                    return Err(format!(
                        "'{op_name}' requires at least one capability in [{}] but none allowed in target environment",
                        keywords(group)
                    ))
                }
            }
        }
        Ok(())
    }

    /// The requirements of type `ty`: extensions, then capabilities.
    fn add_type(&mut self, context: &Context, ty: Type, op_name: &str) -> Result<(), String> {
        let mut extensions = Extensions::initial();
        SpirvTypeRules::add_requirements::<Extensions>(context, ty, &mut extensions);
        self.add_extensions(&extensions, op_name)?;
        let mut capabilities = Capabilities::initial();
        SpirvTypeRules::add_requirements::<Capabilities>(context, ty, &mut capabilities);
        self.add_capabilities(&capabilities, op_name)
    }
}

fn keywords<E: EnumCase>(group: &[E]) -> String {
    group.iter().map(|case| case.keyword()).collect::<Vec<_>>().join(", ")
}

/// Deduces and sets the triple of `module`, a `spirv.module` of body
/// `parent`.
fn update_module(
    context: &Context,
    ir: &mut Ir,
    parent: BodyId,
    module: Op,
) -> Result<(), PassFailure> {
    let module_error = |ir: &Ir, message: String| -> PassFailure {
        let location = ir.body(parent).op(module).location;
        Diagnostic::error(location_position(context, location), message).into()
    };
    let Some(attr) = lookup_target_env_attr(context, ir, parent, module) else {
        return Err(module_error(ir, "missing 'spirv.target_env' attribute".to_owned()));
    };
    let Some(target) = SpirvTarget::from_attr(context, attr) else {
        return Err(module_error(ir, "missing 'spirv.target_env' attribute".to_owned()));
    };
    let mut deduced = Deduced {
        target: &target,
        version: Version::V1_0,
        extensions: Vec::new(),
        capabilities: Vec::new(),
    };
    // Nested ops first, the module itself last.
    let mut order: Vec<(BodyId, Op)> = Vec::new();
    if let Some(body) = ir.body(parent).op(module).isolated_body() {
        collect_post_order(ir, body, &mut order);
    }
    order.push((parent, module));
    for (body_id, op) in order {
        let body = ir.body(body_id);
        if let Err(message) = deduce_op(context, body, op, &mut deduced) {
            let location = body.op(op).location;
            return Err(Diagnostic::error(location_position(context, location), message).into());
        }
    }
    // Capabilities implied by those found: for each in turn, all it
    // implies (breadth first), appended after them.
    let mut implied_all: Vec<Capability> = Vec::new();
    for &capability in &deduced.capabilities {
        let mut implied: Vec<Capability> = capability.implied().to_vec();
        let mut index = 0;
        while index < implied.len() {
            for &next in implied[index].implied() {
                if !implied.contains(&next) {
                    implied.push(next);
                }
            }
            index += 1;
        }
        for case in implied {
            if !implied_all.contains(&case) {
                implied_all.push(case);
            }
        }
    }
    for case in implied_all {
        if !deduced.capabilities.contains(&case) {
            deduced.capabilities.push(case);
        }
    }
    for &capability in &deduced.capabilities {
        let mut version = MinVersion::initial();
        capability.add_requirements::<MinVersion>(&mut version);
        if let Some(version) = version {
            if version > deduced.version {
                deduced.version = version;
            }
            if deduced.version > target.version {
                return Err(module_error(
                    ir,
                    format!(
                        "Capability '{}' requires min version {} but target environment allows up to {}",
                        capability.keyword(),
                        version.keyword(),
                        target.version.keyword()
                    ),
                ));
            }
        }
    }
    let triple = VerCapExtAttr {
        version: deduced.version,
        capabilities: deduced.capabilities,
        extensions: deduced.extensions,
    }
    .to_attr(context);
    let body = ir.body_mut(parent);
    if let Some(handle) = spirv::ModuleOp::cast(context, body, module) {
        handle.set_vce_triple(body, Some(triple));
    }
    Ok(())
}

/// The ops of body `body_id` and of the bodies nested in it, each after
/// the ops nested in it.
fn collect_post_order(ir: &Ir, body_id: BodyId, order: &mut Vec<(BodyId, Op)>) {
    let body = ir.body(body_id);
    for &region in body.owner_regions() {
        body.walk_region(region, WalkOrder::PostOrder, &mut |op| {
            if let Some(nested) = body.op(op).isolated_body() {
                collect_post_order(ir, nested, order);
            }
            order.push((body_id, op));
            WalkControl::Advance
        });
    }
}

/// What `op` needs: its min version, its extensions and capabilities, then
/// those of its operand and result types (and of a global variable's type,
/// and a function's signature).
fn deduce_op(
    context: &Context,
    body: &Body,
    op: Op,
    deduced: &mut Deduced<'_>,
) -> Result<(), String> {
    let name = context.op_name_str(body.op(op).name).to_owned();
    if let Some(available) = DynAvailability::<MinVersion>::cast(context, body, op) {
        if let Some(version) = available.query(context, body, Mode::Declared) {
            if version > deduced.version {
                deduced.version = version;
            }
            if deduced.version > deduced.target.version {
                return Err(format!(
                    "'{name}' requires min version {} but target environment allows up to {}",
                    deduced.version.keyword(),
                    deduced.target.version.keyword()
                ));
            }
        }
    }
    if let Some(available) = DynAvailability::<Extensions>::cast(context, body, op) {
        let groups = available.query(context, body, Mode::Declared);
        deduced.add_extensions(&groups, &name)?;
    }
    if let Some(available) = DynAvailability::<Capabilities>::cast(context, body, op) {
        let groups = available.query(context, body, Mode::Declared);
        deduced.add_capabilities(&groups, &name)?;
    }
    let data = body.op(op);
    let mut types: Vec<Type> = data.operands().map(|value| body.value_type(value)).collect();
    types.extend(data.results().iter().map(|value| body.value_type(value)));
    if let Some(global) = spirv::GlobalVariableOp::cast(context, body, op) {
        types.push(global.r#type(body));
    }
    if let Some(function) = spirv::FuncOp::cast(context, body, op) {
        if let TypeData::Function { inputs, results } =
            context.type_data(function.function_type(body))
        {
            types.extend(inputs.iter().copied());
            types.extend(results.iter().copied());
        }
    }
    for ty in types {
        deduced.add_type(context, ty, &name)?;
    }
    Ok(())
}
