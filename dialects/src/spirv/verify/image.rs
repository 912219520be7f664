//! Image ops: the image type's dimensionality, sampling and sampled type,
//! and the image operands.

use ir_core::ir::{Body, Ir, Value};
use ir_core::ods::VerifyError;
use ir_core::types::{Type, TypeData};
use ir_core::Context;

use super::super::enums::{
    Dim, ImageArrayedInfo, ImageOperands, ImageSamplerUseInfo, ImageSamplingInfo,
};
use super::super::types::{ImageType, SampledImageType};
use super::super::*;
use super::{trait_check, vector_len, Verified};

/// The image of an image or sampled image type.
fn image_of(context: &Context, ty: Type) -> Option<ImageType> {
    let image = SampledImageType::from_type(context, ty).map_or(ty, |sampled| sampled.image);
    ImageType::from_type(context, image)
}

/// Which image instructions an image operand is valid with.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Lod {
    /// `spirv.ImageSampleImplicitLod`, `spirv.ImageSampleProjDrefImplicitLod`.
    Implicit,
    /// `spirv.ImageSampleExplicitLod`.
    Explicit,
    /// The others.
    Neither,
}

fn plain(message: &str) -> Verified {
    Err(VerifyError::plain(message))
}

/// Whether `ty` is a float scalar.
fn is_float(context: &Context, ty: Type) -> bool {
    matches!(context.type_data(ty), TypeData::Float(_))
}

/// The operands that follow the image operands agree with them: the
/// arguments of `Bias`, `Lod` and `Grad` (the other operands take none
/// here, as in MLIR), and no more.
fn verify_image_operands(
    context: &Context,
    body: &Body,
    lod: Lod,
    image: Option<&ImageType>,
    coordinate: Value,
    operands: Option<ImageOperands>,
    arguments: &[Value],
) -> Verified {
    let Some(operands) = operands else {
        if arguments.is_empty() {
            return Ok(());
        }
        return plain(
            "the Image Operands should encode what operands follow, as per Image Operands",
        );
    };
    if operands.contains(ImageOperands::LOD) && operands.contains(ImageOperands::GRAD) {
        return plain("it is invalid to set both the Lod and Grad bits");
    }
    let lod_dim =
        |image: &ImageType| matches!(image.dim, Dim::Dim1D | Dim::Dim2D | Dim::Dim3D | Dim::Cube);
    let multi_sampled = |image: &ImageType| image.sampling != ImageSamplingInfo::SingleSampled;
    let mut index = 0;
    if operands.contains(ImageOperands::BIAS) {
        if lod != Lod::Implicit {
            return plain("Bias is only valid with implicit-lod instructions");
        }
        let Some(&bias) = arguments.get(index) else {
            return plain("Bias operand requires 1 argument");
        };
        if !is_float(context, body.value_type(bias)) {
            return plain("Bias must be a floating-point type scalar");
        }
        if let Some(image) = image {
            if !lod_dim(image) {
                return plain("Bias must only be used with an image type that has a dim operand of 1D, 2D, 3D, or Cube");
            }
            if multi_sampled(image) {
                return plain(
                    "Bias must only be used with an image type that has a MS operand of 0",
                );
            }
        }
        index += 1;
    }
    if operands.contains(ImageOperands::LOD) {
        if lod != Lod::Explicit {
            return plain("Lod is only valid with explicit-lod and fetch instructions");
        }
        let Some(&level) = arguments.get(index) else {
            return plain("Lod operand requires 1 argument");
        };
        if !is_float(context, body.value_type(level)) {
            return plain("for sampling operations, Lod must be a floating-point type scalar");
        }
        if let Some(image) = image {
            if !lod_dim(image) {
                return plain("Lod must only be used with an image type that has a dim operand of 1D, 2D, 3D, or Cube");
            }
            if multi_sampled(image) {
                return plain(
                    "Lod must only be used with an image type that has a MS operand of 0",
                );
            }
        }
        index += 1;
    }
    if operands.contains(ImageOperands::GRAD) {
        if lod != Lod::Explicit {
            return plain("Grad is only valid with explicit-lod instructions");
        }
        let (Some(&dx), Some(&dy)) = (arguments.get(index), arguments.get(index + 1)) else {
            return plain("Grad operand requires 2 arguments (scalars or vectors)");
        };
        let (dx, dy) = (body.value_type(dx), body.value_type(dy));
        let vectors = vector_len(context, dx).is_some() && vector_len(context, dy).is_some();
        let scalars = is_float(context, dx) && is_float(context, dy);
        if !vectors && !scalars {
            return plain("Grad arguments must be a scalar or vector of floating-point type");
        }
        let mut components = vector_len(context, body.value_type(coordinate)).unwrap_or(1);
        if image.is_some_and(|image| image.arrayed == ImageArrayedInfo::Arrayed) {
            components -= 1;
        }
        if [dx, dy].iter().any(|&ty| vector_len(context, ty).unwrap_or(1) != components) {
            return plain("number of components of each Grad argument must equal the number of components in coordinate, minus the array layer component, if present");
        }
        if vectors
            && ![dx, dy]
                .iter()
                .all(|&ty| context.element_type_of(ty).is_some_and(|e| is_float(context, e)))
        {
            return plain("Grad arguments must be a vector of floating-point type");
        }
        if image.is_some_and(multi_sampled) {
            return plain("Grad must only be used with an image type that has a MS operand of 0");
        }
        index += 2;
    }
    if index < arguments.len() {
        return plain("too many image operand arguments have been provided");
    }
    Ok(())
}

fn verify_single_sampled(image: &ImageType) -> Verified {
    trait_check(
        image.sampling == ImageSamplingInfo::SingleSampled,
        "the MS operand of the underlying image type must be SingleSampled",
    )
}

/// The image is not used with a sampler.
fn verify_no_sampler(image: &ImageType) -> Verified {
    trait_check(
        matches!(
            image.sampler_use,
            ImageSamplerUseInfo::SamplerUnknown | ImageSamplerUseInfo::NoSampler
        ),
        "the sampled operand of the underlying image must be SamplerUnknown or NoSampler",
    )
}

/// The result's element type is the image's sampled type.
fn verify_result_element(
    context: &Context,
    body: &Body,
    image: &ImageType,
    result: Value,
) -> Verified {
    let ty = body.value_type(result);
    trait_check(
        context.element_type_of(ty).unwrap_or(ty) == image.element,
        "the result component type must match the image sampled type",
    )
}

pub fn verify_image_dref_gather(
    op: ImageDrefGatherOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    if let Some(image) = image_of(context, body.value_type(op.sampled_image(body))) {
        trait_check(
            matches!(image.dim, Dim::Dim2D | Dim::Cube | Dim::Rect),
            "the Dim operand of the underlying image must be Dim2D or Cube or Rect",
        )?;
        verify_single_sampled(&image)?;
        verify_result_element(context, body, &image, op.result(body))?;
    }
    let arguments: Vec<Value> = op.operand_arguments(body).collect();
    let image = image_of(context, body.value_type(op.sampled_image(body)));
    verify_image_operands(
        context,
        body,
        Lod::Neither,
        image.as_ref(),
        op.coordinate(body),
        op.image_operands(body),
        &arguments,
    )
}

pub fn verify_image_query_size(
    op: ImageQuerySizeOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let Some(image) = image_of(context, body.value_type(op.image(body))) else { return Ok(()) };
    let mut components = match image.dim {
        Dim::Dim1D | Dim::Buffer => 1,
        Dim::Dim2D | Dim::Cube | Dim::Rect => 2,
        Dim::Dim3D => 3,
        _ => {
            return Err(VerifyError::plain(
                "the Dim operand of the image type must be 1D, 2D, 3D, Buffer, Cube, or Rect",
            ))
        }
    };
    if matches!(image.dim, Dim::Dim1D | Dim::Dim2D | Dim::Dim3D | Dim::Cube)
        && image.sampling != ImageSamplingInfo::MultiSampled
        && image.sampler_use != ImageSamplerUseInfo::SamplerUnknown
        && image.sampler_use != ImageSamplerUseInfo::NoSampler
    {
        return Err(VerifyError::plain(
            "if Dim is 1D, 2D, 3D, or Cube, it must also have either an MS of 1 or a Sampled of 0 or 2",
        ));
    }
    if image.arrayed == ImageArrayedInfo::Arrayed {
        components += 1;
    }
    let found = vector_len(context, body.value_type(op.result(body))).unwrap_or(1);
    if found != components {
        return Err(VerifyError::plain(format!(
            "expected the result to have {components} component(s), but found {found} component(s)"
        )));
    }
    Ok(())
}

pub fn verify_image_write(op: ImageWriteOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    let Some(image) = image_of(context, body.value_type(op.image(body))) else { return Ok(()) };
    verify_no_sampler(&image)?;
    trait_check(
        image.dim != Dim::SubpassData,
        "the Dim operand of the underlying image must not be SubpassData",
    )?;
    let texel = body.value_type(op.texel(body));
    trait_check(
        context.element_type_of(texel).unwrap_or(texel) == image.element,
        "the texel component type must match the image sampled type",
    )?;
    let arguments: Vec<Value> = op.operand_arguments(body).collect();
    let image = image_of(context, body.value_type(op.image(body)));
    verify_image_operands(
        context,
        body,
        Lod::Neither,
        image.as_ref(),
        op.coordinate(body),
        op.image_operands(body),
        &arguments,
    )
}

pub fn verify_image_read(op: ImageReadOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    if let Some(image) = image_of(context, body.value_type(op.image(body))) {
        verify_no_sampler(&image)?;
        verify_result_element(context, body, &image, op.result(body))?;
    }
    let arguments: Vec<Value> = op.operand_arguments(body).collect();
    let image = image_of(context, body.value_type(op.image(body)));
    verify_image_operands(
        context,
        body,
        Lod::Neither,
        image.as_ref(),
        op.coordinate(body),
        op.image_operands(body),
        &arguments,
    )
}

pub fn verify_image_fetch(op: ImageFetchOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    if let Some(image) = image_of(context, body.value_type(op.image(body))) {
        trait_check(
            image.dim != Dim::Cube,
            "the Dim operand of the underlying image must not be Cube",
        )?;
        trait_check(
            image.sampler_use == ImageSamplerUseInfo::NeedSampler,
            "the sampled operand of the underlying image must be NeedSampler",
        )?;
        verify_result_element(context, body, &image, op.result(body))?;
    }
    let arguments: Vec<Value> = op.operand_arguments(body).collect();
    let image = image_of(context, body.value_type(op.image(body)));
    verify_image_operands(
        context,
        body,
        Lod::Neither,
        image.as_ref(),
        op.coordinate(body),
        op.image_operands(body),
        &arguments,
    )
}

pub fn verify_image_sample_implicit_lod(
    op: ImageSampleImplicitLodOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let Some(image) = image_of(context, body.value_type(op.sampled_image(body))) else {
        return Ok(());
    };
    verify_single_sampled(&image)?;
    verify_result_element(context, body, &image, op.result(body))?;
    let arguments: Vec<Value> = op.operand_arguments(body).collect();
    let image = image_of(context, body.value_type(op.sampled_image(body)));
    verify_image_operands(
        context,
        body,
        Lod::Implicit,
        image.as_ref(),
        op.coordinate(body),
        op.image_operands(body),
        &arguments,
    )
}

pub fn verify_image_sample_explicit_lod(
    op: ImageSampleExplicitLodOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let Some(image) = image_of(context, body.value_type(op.sampled_image(body))) else {
        return Ok(());
    };
    verify_single_sampled(&image)?;
    verify_result_element(context, body, &image, op.result(body))?;
    let operands = op.image_operands(body);
    trait_check(
        operands.contains(ImageOperands::LOD) || operands.contains(ImageOperands::GRAD),
        "either Lod or Grad image operands must be present",
    )?;
    let arguments: Vec<Value> = op.operand_arguments(body).collect();
    verify_image_operands(
        context,
        body,
        Lod::Explicit,
        Some(&image),
        op.coordinate(body),
        Some(operands),
        &arguments,
    )
}

pub fn verify_image_sample_proj_dref_implicit_lod(
    op: ImageSampleProjDrefImplicitLodOp,
    context: &Context,
    _ir: &Ir,
    body: &Body,
) -> Verified {
    let Some(image) = image_of(context, body.value_type(op.sampled_image(body))) else {
        return Ok(());
    };
    verify_single_sampled(&image)?;
    trait_check(
        body.value_type(op.result(body)) == image.element,
        "type of 'result' matches image type of 'sampled_image'",
    )?;
    let arguments: Vec<Value> = op.operand_arguments(body).collect();
    verify_image_operands(
        context,
        body,
        Lod::Implicit,
        Some(&image),
        op.coordinate(body),
        op.image_operands(body),
        &arguments,
    )
}
