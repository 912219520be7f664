//! Image ops: the image type's dimensionality, sampling and sampled type,
//! and the image operands.

use ir_core::ir::{Body, Ir, Value};
use ir_core::ods::VerifyError;
use ir_core::types::Type;
use ir_core::Context;

use super::super::enums::{
    Dim, ImageArrayedInfo, ImageOperands, ImageSamplerUseInfo, ImageSamplingInfo,
};
use super::super::types::{ImageType, SampledImageType};
use super::super::*;
use super::{vector_len, Verified};

/// The image of an image or sampled image type.
fn image_of(context: &Context, ty: Type) -> Option<ImageType> {
    let image = SampledImageType::from_type(context, ty).map_or(ty, |sampled| sampled.image);
    ImageType::from_type(context, image)
}

/// The operands that follow the image operands agree with them (the
/// checks that do not depend on which operands are set).
fn verify_image_operands(operands: Option<ImageOperands>, arguments: usize) -> Verified {
    if operands.is_none() && arguments != 0 {
        return Err(VerifyError::plain(
            "the Image Operands should encode what operands follow, as per Image Operands",
        ));
    }
    Ok(())
}

/// A check MLIR makes with an ODS predicate trait: reported as
/// `'spirv.X' op failed to verify that <description>`.
fn trait_check(holds: bool, description: &str) -> Verified {
    if holds {
        Ok(())
    } else {
        Err(format!("failed to verify that {description}").into())
    }
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
    verify_image_operands(op.image_operands(body).copied(), op.operand_arguments(body).len())
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
    verify_image_operands(op.image_operands(body).copied(), op.operand_arguments(body).len())
}

pub fn verify_image_read(op: ImageReadOp, context: &Context, _ir: &Ir, body: &Body) -> Verified {
    if let Some(image) = image_of(context, body.value_type(op.image(body))) {
        verify_no_sampler(&image)?;
        verify_result_element(context, body, &image, op.result(body))?;
    }
    verify_image_operands(op.image_operands(body).copied(), op.operand_arguments(body).len())
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
    verify_image_operands(op.image_operands(body).copied(), op.operand_arguments(body).len())
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
    verify_image_operands(op.image_operands(body).copied(), op.operand_arguments(body).len())
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
    let operands = *op.image_operands(body);
    trait_check(
        operands.contains(ImageOperands::LOD) || operands.contains(ImageOperands::GRAD),
        "either Lod or Grad image operands must be present",
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
    verify_image_operands(op.image_operands(body).copied(), op.operand_arguments(body).len())
}
