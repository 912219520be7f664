//! Structure ops: constants, specialization constants, global variables,
//! symbol references and the contents of `spirv.module`.

use ir_core::attributes::{Attr, AttrData};
use ir_core::ir::{Body, Ir, Op};
use ir_core::ods::VerifyError;
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use super::super::enums::{ExecutionModel, StorageClass};
use super::super::predicates::is_cooperative_matrix;
use super::super::types::{ArrayType, PointerType};
use super::super::*;
use super::{attr_text, discardable, integer_value, lookup_symbol, quoted, Composite, Verified};

/// The type of a typed attribute (integers, floats, elements).
fn typed_attr_type(context: &Context, attr: Attr) -> Option<Type> {
    match context.attr_data(attr) {
        AttrData::Integer { ty, .. }
        | AttrData::WideInteger { ty, .. }
        | AttrData::Float { ty, .. }
        | AttrData::DenseElements { ty, .. }
        | AttrData::Sparse { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// The value of a constant agrees with its type (MLIR's
/// `verifyConstantType`, recursive over array values).
fn verify_constant_type(context: &Context, value: Attr, ty: Type) -> Verified {
    let data = context.attr_data(value);
    match data {
        AttrData::Integer { .. } | AttrData::WideInteger { .. } | AttrData::Float { .. } => {
            let value_type = typed_attr_type(context, value).unwrap_or(ty);
            if value_type != ty {
                return Err(format!(
                    "result type ({}) does not match value type ({})",
                    quoted(context, ty),
                    quoted(context, value_type)
                )
                .into());
            }
            Ok(())
        }
        AttrData::DenseElements { .. } | AttrData::Sparse { .. } => {
            let value_type = typed_attr_type(context, value).unwrap_or(ty);
            if value_type == ty {
                return Ok(());
            }
            let Some(mut array) = ArrayType::from_type(context, ty) else {
                return Err(format!(
                    "result or element type ({}) does not match value type ({}), must be the same or spirv.array",
                    quoted(context, ty),
                    quoted(context, value_type)
                )
                .into());
            };
            let mut count = array.count;
            while let Some(inner) = ArrayType::from_type(context, array.element) {
                count *= inner.count;
                array = inner;
            }
            let element = array.element;
            if !super::is_int_or_float(context, element) {
                return Err("only support nested array result type".into());
            }
            let value_element = context.element_type_of(value_type).unwrap_or(value_type);
            if value_element != element {
                return Err(format!(
                    "result element type ({}) does not match value element type ({})",
                    quoted(context, element),
                    quoted(context, value_element)
                )
                .into());
            }
            let value_count: i64 = match context.type_data(value_type) {
                TypeData::RankedTensor { shape, .. } | TypeData::Vector { shape, .. } => {
                    shape.iter().product()
                }
                _ => count,
            };
            if count != value_count {
                return Err(format!(
                    "result number of elements ({count}) does not match value number of elements ({value_count})"
                )
                .into());
            }
            Ok(())
        }
        AttrData::Array(elements) => {
            let Some(array) = ArrayType::from_type(context, ty) else {
                return Err("must have spirv.array result type for array value".into());
            };
            for &element in elements.iter() {
                verify_constant_type(context, element, array.element)?;
            }
            Ok(())
        }
        _ => Err(format!("cannot have attribute: {}", attr_text(context, value)).into()),
    }
}

pub fn verify_constant(op: ConstantOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    let ty = body.value_type(op.constant(body));
    let value = op.value(body);
    if is_cooperative_matrix(context, ty)
        && !matches!(context.attr_data(value), AttrData::DenseElements { splat: true, .. })
    {
        // MLIR names the value only when it is a dense elements attribute.
        let found = match context.attr_data(value) {
            AttrData::DenseElements { .. } => attr_text(context, value),
            _ => "<<NULL ATTRIBUTE>>".to_owned(),
        };
        return Err(format!(
            "expected a splat dense attribute for cooperative matrix constant, but found {found}"
        )
        .into());
    }
    verify_constant_type(context, value, ty)
}

/// A function has at most one result, and argument and result attribute
/// dictionaries as MLIR's function interface wants them.
/// The decoration of a spirv.func argument: its `spirv.decoration`
/// attribute, when that is a `#spirv.decoration<...>`.
fn argument_decoration(
    context: &Context,
    dictionaries: Option<Attr>,
    index: usize,
) -> Option<Decoration> {
    let AttrData::Array(elements) = context.attr_data(dictionaries?) else { return None };
    let attr = context.dictionary_get(*elements.get(index)?, "spirv.decoration")?;
    <Decoration as ir_core::ods::PropertyValue>::from_attr(context, attr)
}

/// MLIR's checks of pointer arguments (`SPV_KHR_physical_storage_buffer`):
/// a pointer to a physical buffer pointer is decorated `AliasedPointer` or
/// `RestrictPointer`; a physical buffer pointer (not to an array), or a
/// pointer to an array of them, `Aliased` or `Restrict`.
fn verify_physical_buffer_arguments(
    context: &Context,
    inputs: &[Type],
    dictionaries: Option<Attr>,
) -> Verified {
    let is_physical = |ty: Type| {
        PointerType::from_type(context, ty)
            .is_some_and(|pointer| pointer.storage_class == StorageClass::PhysicalStorageBuffer)
    };
    for (index, &input) in inputs.iter().enumerate() {
        let Some(pointer) = PointerType::from_type(context, input) else { continue };
        let decoration = argument_decoration(context, dictionaries, index);
        if is_physical(pointer.pointee) {
            if !matches!(decoration, Some(Decoration::AliasedPointer | Decoration::RestrictPointer))
            {
                return Err("with a pointer points to a physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'".into());
            }
            continue;
        }
        // A pointer to an array is a physical buffer pointer by its
        // elements, whatever its own storage class.
        let physical = match ArrayType::from_type(context, pointer.pointee) {
            Some(array) => is_physical(array.element),
            None => pointer.storage_class == StorageClass::PhysicalStorageBuffer,
        };
        if physical && !matches!(decoration, Some(Decoration::Aliased | Decoration::Restrict)) {
            return Err(
                "with physical buffer pointer must be decorated either 'Aliased' or 'Restrict'"
                    .into(),
            );
        }
    }
    Ok(())
}

/// MLIR's function checks of `spirv.func`: at most one result, decorated
/// physical buffer pointers, one attribute dictionary per argument and
/// result, and an entry block whose arguments match the signature.
pub fn verify_func(op: FuncOp, context: &Context, ir: &Ir, body: &Body) -> Verified {
    let (input_types, results) = match context.type_data(op.function_type(body)) {
        TypeData::Function { inputs, results } => (inputs.to_vec(), results.len()),
        _ => return Ok(()),
    };
    let inputs = input_types.len();
    if results > 1 {
        return Err("cannot have more than one result".into());
    }
    verify_physical_buffer_arguments(context, &input_types, op.arg_attrs(body))?;
    crate::function_like::verify_signature_attributes(
        context,
        (ir, body, op.op()),
        (op.arg_attrs(body), inputs),
        (op.res_attrs(body), results),
    )?;
    crate::function_like::verify_entry_block_arguments(
        ir,
        body,
        op.op(),
        op.body(body),
        &input_types,
        context,
    )
}

pub fn verify_global_variable(
    op: GlobalVariableOp,
    context: &Context,
    ir: &Ir,
    body: &Body,
) -> Verified {
    let Some(pointer) = PointerType::from_type(context, op.r#type(body)) else {
        return Err("result must be of a !spv.ptr type".into());
    };
    match pointer.storage_class {
        StorageClass::Generic => return Err("storage class cannot be 'Generic'".into()),
        StorageClass::Function => return Err("storage class cannot be 'Function'".into()),
        _ => {}
    }
    if let Some(initializer) = op.initializer(body) {
        let valid = lookup_symbol(context, ir, body, op.op(), initializer).is_some_and(
            |(holder, found)| {
                GlobalVariableOp::is(context, holder, found)
                    || SpecConstantOp::is(context, holder, found)
                    || SpecConstantCompositeOp::is(context, holder, found)
            },
        );
        if !valid {
            return Err("initializer must be result of a spirv.SpecConstant or spirv.SpecConstantCompositeOp op".into());
        }
    }
    Ok(())
}

pub fn verify_mlir_addressof(op: AddressOfOp, context: &Context, ir: &Ir, body: &Body) -> Verified {
    let variable =
        lookup_symbol(context, ir, body, op.op(), op.variable(body)).and_then(|(holder, found)| {
            GlobalVariableOp::cast(context, holder, found).map(|v| (holder, v))
        });
    let Some((holder, variable)) = variable else {
        return Err("expected spirv.GlobalVariable symbol".into());
    };
    if body.value_type(op.pointer(body)) != variable.r#type(holder) {
        return Err("result type mismatch with the referenced global variable's type".into());
    }
    Ok(())
}

pub fn verify_mlir_referenceof(
    op: ReferenceOfOp,
    context: &Context,
    ir: &Ir,
    body: &Body,
) -> Verified {
    let found = lookup_symbol(context, ir, body, op.op(), op.spec_const(body));
    let constant_type = found.and_then(|(holder, found)| {
        if let Some(constant) = SpecConstantOp::cast(context, holder, found) {
            return typed_attr_type(context, constant.default_value(holder));
        }
        SpecConstantCompositeOp::cast(context, holder, found)
            .map(|composite| composite.r#type(holder))
    });
    let Some(constant_type) = constant_type else {
        return Err("expected spirv.SpecConstant or spirv.SpecConstantComposite symbol".into());
    };
    if body.value_type(op.reference(body)) != constant_type {
        return Err(
            "result type mismatch with the referenced specialization constant's type".into()
        );
    }
    Ok(())
}

pub fn verify_spec_constant(
    op: SpecConstantOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    if let Some(spec_id) = discardable(context, body, op.op(), "spec_id") {
        if integer_value(context, spec_id).is_some_and(|value| value < 0) {
            return Err("SpecId cannot be negative".into());
        }
    }
    let value = op.default_value(body);
    match context.attr_data(value) {
        AttrData::Integer { ty, .. }
        | AttrData::WideInteger { ty, .. }
        | AttrData::Float { ty, .. } => {
            let allowed = match context.type_data(*ty) {
                TypeData::Integer { width, .. } => [1, 8, 16, 32, 64].contains(width),
                TypeData::Float(_) => SpirvAnyFloat.matches(context, *ty),
                _ => false,
            };
            if !allowed {
                return Err("default value bitwidth disallowed".into());
            }
            Ok(())
        }
        _ => Err("default value can only be a bool, integer, or float scalar".into()),
    }
}

pub fn verify_spec_constant_composite(
    op: SpecConstantCompositeOp,
    context: &Context,
    ir: &Ir,
    body: &Body,
) -> Verified {
    let ty = op.r#type(body);
    let Some(composite) = Composite::of(context, ty) else {
        return Err(VerifyError::plain(format!(
            "result type must be a composite type, but provided {}",
            quoted(context, ty)
        )));
    };
    if is_cooperative_matrix(context, ty) {
        return Err(VerifyError::plain(format!(
            "unsupported composite type  {}",
            quoted(context, ty)
        )));
    }
    let constituents: &[Attr] = match context.attr_data(op.constituents(body)) {
        AttrData::Array(elements) => elements,
        _ => &[],
    };
    if let Some(count) = composite.count() {
        if count != constituents.len() as u64 {
            return Err(VerifyError::plain(format!(
                "has incorrect number of operands: expected {count}, but provided {}",
                constituents.len()
            )));
        }
    }
    for (index, &constituent) in constituents.iter().enumerate() {
        let Some(expected) = composite.element(index) else { continue };
        let provided = lookup_symbol(context, ir, body, op.op(), constituent)
            .and_then(|(holder, found)| {
                SpecConstantOp::cast(context, holder, found).map(|c| (holder, c))
            })
            .and_then(|(holder, constant)| {
                typed_attr_type(context, constant.default_value(holder))
            });
        if let Some(provided) = provided {
            if provided != expected {
                return Err(VerifyError::plain(format!(
                    "has incorrect types of operands: expected {}, but provided {}",
                    quoted(context, expected),
                    quoted(context, provided)
                )));
            }
        }
    }
    Ok(())
}

/// The type of an attribute as MLIR's replicated constants read it: a
/// typed attribute's type (`none` for a string), and for an array
/// `!spirv.array<N x T>` of its first element's.
fn replicated_value_type(context: &Context, value: Attr) -> Option<Type> {
    match context.attr_data(value) {
        AttrData::String { ty, .. } => Some(ty.unwrap_or_else(|| context.none_type())),
        AttrData::Array(elements) => {
            let element = replicated_value_type(context, *elements.first()?)?;
            Some(ArrayType { count: elements.len() as i64, element, stride: 0 }.to_type(context))
        }
        _ => typed_attr_type(context, value),
    }
}

pub fn verify_ext_constant_composite_replicate(
    op: EXTConstantCompositeReplicateOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let value = op.value(body);
    let Some(value_type) = replicated_value_type(context, value) else {
        return Err(VerifyError::plain("unknown value attribute type"));
    };
    let mut possible = Vec::new();
    let mut ty = body.value_type(op.replicated_constant(body));
    while let Some(element) = super::first_element_type(context, ty) {
        possible.push(element);
        ty = element;
    }
    if possible.is_empty() || possible.contains(&value_type) {
        return Ok(());
    }
    let expected: Vec<String> = possible.iter().map(|&ty| quoted(context, ty)).collect();
    Err(VerifyError::plain(format!(
        "expected value attribute type {}, but got: {}",
        expected.join(" or "),
        quoted(context, value_type)
    )))
}

pub fn verify_ext_spec_constant_composite_replicate(
    op: EXTSpecConstantCompositeReplicateOp,
    context: &Context,
    ir: &Ir,
    body: &Body,
) -> Verified {
    let ty = op.r#type(body);
    let Some(element) = super::first_element_type(context, ty) else {
        return Err(VerifyError::plain(format!(
            "result type must be a composite type, but provided {}",
            quoted(context, ty)
        )));
    };
    let Some((holder, found)) = lookup_symbol(context, ir, body, op.op(), op.constituent(body))
    else {
        return Err(VerifyError::plain(
            "splat spec constant reference defining constituent not found",
        ));
    };
    let Some(constant) = SpecConstantOp::cast(context, holder, found) else {
        return Err(VerifyError::plain("constituent is not a spec constant"));
    };
    let Some(provided) = typed_attr_type(context, constant.default_value(holder)) else {
        return Ok(());
    };
    if provided != element {
        return Err(VerifyError::plain(format!(
            "constituent has incorrect type: expected {}, but provided {}",
            quoted(context, element),
            quoted(context, provided)
        )));
    }
    Ok(())
}

pub fn verify_regions_spec_constant_operation(
    op: SpecConstantOperationOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let Some(block) = body.entry_block(op.body(body)) else { return Ok(()) };
    let ops: Vec<_> = body.block_ops(block).collect();
    if ops.len() != 2 {
        return Err("expected exactly 2 nested ops".into());
    }
    let enclosed = ops[0];
    let usable = context
        .op_definition(body.op(enclosed).name)
        .is_some_and(|definition| definition.has_trait::<UsableInSpecConstantOp>());
    if !usable {
        return Err("invalid enclosed op".into());
    }
    for operand in body.op(enclosed).operands() {
        let constant = super::defining_op(body, operand).is_some_and(|defining| {
            ConstantOp::is(context, body, defining)
                || ReferenceOfOp::is(context, body, defining)
                || SpecConstantOperationOp::is(context, body, defining)
        });
        if !constant {
            return Err("invalid operand, must be defined by a constant operation".into());
        }
    }
    Ok(())
}

/// Whether `op` is an op of the SPIR-V dialect.
fn is_spirv_op(context: &Context, body: &Body, op: Op) -> bool {
    let name = body.op(op).name;
    // An op the dialect does not define, which it allows, belongs to it too.
    context.op_dialect(name).is_some_and(|dialect| std::ptr::eq(dialect, SpirvDialect::DEFINITION))
        || (!context.is_registered(name) && context.op_name_str(name).starts_with("spirv."))
}

/// The name a symbol reference starts with.
fn root_name(context: &Context, reference: Attr) -> String {
    match context.attr_data(reference) {
        AttrData::SymbolRef { root, .. } => {
            String::from_utf8_lossy(context.string_bytes(*root)).into_owned()
        }
        _ => String::new(),
    }
}

/// `spirv.module`'s region verifier: once its ops verify, each is a
/// `spirv.*` op; entry points name a function of the module and global
/// variables, and come once per function and execution model; functions
/// are defined or imported, and hold only `spirv.*` ops (at their top
/// level). Errors are reported at the offending op.
pub fn verify_regions_module(op: ModuleOp, context: &Context, ir: &Ir, body: &Body) -> Verified {
    let Some(inner_id) = body.op(op.op()).isolated_body() else { return Ok(()) };
    let inner = ir.body(inner_id);
    let Some(block) = inner.entry_block(op.body(body)) else { return Ok(()) };
    let at = |child: Op, message: &str| VerifyError::plain_at(child, message).in_body(inner_id);
    let mut entry_points: Vec<(Op, ExecutionModel)> = Vec::new();
    for child in inner.block_ops(block) {
        if !is_spirv_op(context, inner, child) {
            return Err(at(child, "'spirv.module' can only contain spirv.* ops"));
        }
        if let Some(entry_point) = EntryPointOp::cast(context, inner, child) {
            let function = entry_point.r#fn(inner);
            let found = lookup_symbol(context, ir, inner, child, function)
                .filter(|(holder, found)| FuncOp::is(context, holder, *found));
            let Some((_, function_op)) = found else {
                let message = format!(
                    "function '{}' not found in 'spirv.module'",
                    root_name(context, function)
                );
                return Err(at(child, &message));
            };
            if let AttrData::Array(interface) = context.attr_data(entry_point.interface(inner)) {
                for &variable in interface.iter() {
                    if !matches!(context.attr_data(variable), AttrData::SymbolRef { .. }) {
                        let message = format!(
                            "expected symbol reference for interface specification instead of '{}",
                            attr_text(context, variable)
                        );
                        return Err(at(child, &message));
                    }
                    let is_variable = lookup_symbol(context, ir, inner, child, variable)
                        .is_some_and(|(holder, found)| {
                            GlobalVariableOp::is(context, holder, found)
                        });
                    if !is_variable {
                        let message = format!(
                            "expected spirv.GlobalVariable symbol reference instead of'{}'",
                            attr_text(context, variable)
                        );
                        return Err(at(child, &message));
                    }
                }
            }
            let key = (function_op, entry_point.execution_model(inner));
            if entry_points.contains(&key) {
                return Err(at(child, "duplicate of a previous EntryPointOp"));
            }
            entry_points.push(key);
        } else if let Some(function) = FuncOp::cast(context, inner, child) {
            let function_body_id = inner.op(child).isolated_body().unwrap_or(inner_id);
            let function_body = ir.body(function_body_id);
            let entry = function_body.entry_block(function.body(inner));
            let imported = function
                .linkage_attributes(inner)
                .and_then(|attr| LinkageAttributes::from_attr(context, attr))
                .is_some_and(|linkage| linkage.linkage_type == LinkageType::Import);
            if entry.is_none() && !imported {
                return Err(at(
                    child,
                    "'spirv.module' cannot contain external functions without 'Import' linkage_attributes (LinkageAttributes)",
                ));
            }
            for block in function_body.region_blocks(function.body(inner)) {
                for nested in function_body.block_ops(block) {
                    if !is_spirv_op(context, function_body, nested) {
                        let message = "functions in 'spirv.module' can only contain spirv.* ops";
                        return Err(
                            VerifyError::plain_at(nested, message).in_body(function_body_id)
                        );
                    }
                }
            }
        }
    }
    Ok(())
}
