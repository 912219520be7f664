//! The generic form of typed properties: converting the `<{...}>`
//! dictionary (and inherent attributes written among the discardable ones)
//! into an op's properties struct, with MLIR's messages.

use super::property_box::PropertyBox;
use crate::attributes::{Attr, AttrData};
use crate::registry::OpDefinition;
use crate::Context;

/// Builds the properties of an op with `definition` from the generic form: the
/// `<{...}>` dictionary if one was written, otherwise the inherent
/// attributes found among `attributes`. Entries of the dictionary that are
/// not properties join the discardable attributes, as in MLIR. Returns the
/// remaining discardable attributes and the properties.
pub fn properties_from_generic(
    context: &Context,
    definition: &OpDefinition,
    attributes: Attr,
    properties: Option<Attr>,
) -> Result<(Attr, Option<PropertyBox>), String> {
    let Some(new_properties) = definition.new_properties else {
        return Ok((attributes, None));
    };
    let Some(dictionary) = properties else {
        return move_inherent_attributes(context, definition, attributes, Some(new_properties()));
    };
    let invalid = |detail: String| {
        let text = crate::text::attr_to_string(context, dictionary);
        format!("invalid properties {text} for op {}: {detail}", definition.name)
    };
    if !matches!(context.attr_data(dictionary), AttrData::Dictionary(_)) {
        return Err(invalid("expected DictionaryAttr to set properties".to_owned()));
    }
    let mut typed = new_properties();
    let mut extra: Vec<(Attr, Attr)> = Vec::new();
    for &(key, value) in context.dictionary_entries(dictionary) {
        let name = String::from_utf8_lossy(context.string_bytes(key));
        match definition.property_index(&name) {
            Some(index)
                if definition.properties[index].kind == super::spec::PropertyKind::SegmentSizes =>
            {
                // Segment sizes hold one size per declared group.
                let groups = if Some(index) == definition.operand_segments {
                    definition.operands.len()
                } else {
                    definition.results.len()
                };
                let count = context.dense_array_values(value).map(|(_, values)| values.len());
                match count {
                    Some(count) if count != groups => {
                        return Err(invalid(format!(
                            "size mismatch in attribute conversion: {count} vs {groups}"
                        )));
                    }
                    _ => {
                        if !typed.field_mut(index).set_from_attr(context, value) {
                            let text = crate::text::attr_to_string(context, value);
                            return Err(invalid(format!(
                                "Invalid attribute `{name}` in property conversion: {text}"
                            )));
                        }
                    }
                }
            }
            Some(index) => {
                let stored = definition.properties[index]
                    .constraint
                    .is_none_or(|constraint| (constraint.storage)(context, value));
                if !stored || !typed.field_mut(index).set_from_attr(context, value) {
                    let text = crate::text::attr_to_string(context, value);
                    return Err(invalid(format!(
                        "Invalid attribute `{name}` in property conversion: {text}"
                    )));
                }
            }
            None => extra.push((key, value)),
        }
    }
    let attributes = if extra.is_empty() {
        attributes
    } else {
        let mut entries = context.dictionary_entries(attributes).to_vec();
        for (key, value) in extra {
            if !entries.iter().any(|&(existing, _)| existing == key) {
                entries.push((key, value));
            }
        }
        context.dictionary_attr(&entries)
    };
    Ok((attributes, Some(typed)))
}

/// Moves the inherent attributes written among `attributes` into
/// `properties`. An attribute of the wrong kind is an error naming the
/// property's constraint.
pub fn move_inherent_attributes(
    context: &Context,
    definition: &OpDefinition,
    attributes: Attr,
    properties: Option<PropertyBox>,
) -> Result<(Attr, Option<PropertyBox>), String> {
    let Some(mut properties) = properties else { return Ok((attributes, None)) };
    let entries = context.dictionary_entries(attributes);
    let is_inherent = |key: Attr| {
        definition.property_index(&String::from_utf8_lossy(context.string_bytes(key))).is_some()
    };
    if !entries.iter().any(|&(key, _)| is_inherent(key)) {
        return Ok((attributes, Some(properties)));
    }
    let mut remaining = Vec::with_capacity(entries.len());
    for &(key, value) in entries {
        let name = String::from_utf8_lossy(context.string_bytes(key));
        match definition.property_index(&name) {
            Some(index) => {
                if !properties.field_mut(index).set_from_attr(context, value) {
                    let property = &definition.properties[index];
                    let description = property
                        .constraint
                        .map_or(property.value_description, |constraint| constraint.description);
                    return Err(format!(
                        "'{}' op attribute '{name}' failed to satisfy constraint: {description}",
                        definition.name
                    ));
                }
            }
            None => remaining.push((key, value)),
        }
    }
    Ok((context.dictionary_attr(&remaining), Some(properties)))
}

/// The properties of a parsed op: typed for registered ops, a dictionary
/// for the others.
pub(crate) fn properties_for_parsed_op(
    context: &Context,
    name: crate::registry::OpName,
    attributes: Attr,
    properties: Option<Attr>,
) -> Result<(Attr, Option<PropertyBox>), String> {
    if let Some(definition) = context.op_definition(name) {
        return properties_from_generic(context, definition, attributes, properties);
    }
    let boxed = properties
        .map(|dictionary| PropertyBox::new(super::properties::DictionaryProperties(dictionary)));
    Ok((attributes, boxed))
}
