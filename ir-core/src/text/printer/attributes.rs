//! Printing builtin types and attributes, with aliases where the printer
//! assigned them, exactly as MLIR prints them.

use std::fmt::Write;

use rustc_hash::FxHashMap;

use crate::attributes::{
    sign_extend_bits, wide_integer_value, Attr, AttrData, DenseValues, Location,
};
use crate::float::{format_float, FloatKind};
use crate::types::{Signedness, Type, TypeData, DYNAMIC};
use crate::Context;

/// Above this many elements, dense integer and float data prints as hex.
const HEX_ELEMENTS_THRESHOLD: usize = 100;

/// Whether an attribute's type may be left out where it is implied.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum TypeElision {
    Never,
    /// In arrays: `i64` integers and `f64` floats drop their type.
    May,
    /// In dense literals: never print types.
    Must,
}

/// Writes types and attributes, substituting aliases.
pub(crate) struct AttrWriter<'a> {
    pub(crate) context: &'a Context,
    pub(crate) aliases: std::sync::Arc<FxHashMap<Attr, String>>,
    distinct_numbers: FxHashMap<Attr, u64>,
    /// Text already printed for a type, as a range of `memo_text`.
    type_memo: FxHashMap<Type, (u32, u32)>,
    /// The last type found in `type_memo`, with its range: the types of
    /// consecutive ops are mostly the same.
    last_type: Option<(Type, (u32, u32))>,
    /// Text already printed for an attribute with a given elision.
    attr_memo: FxHashMap<(Attr, TypeElision), (u32, u32)>,
    memo_text: String,
    /// Whether printed texts are remembered: not for a writer that prints
    /// one type or attribute, where remembering costs more than it saves.
    remembers: bool,
}

/// The aliases of a writer that substitutes none.
static NO_ALIASES: std::sync::LazyLock<std::sync::Arc<FxHashMap<Attr, String>>> =
    std::sync::LazyLock::new(Default::default);

/// Printed texts longer than this are not remembered.
const MEMO_LIMIT: usize = 256;

impl<'a> AttrWriter<'a> {
    pub(crate) fn new(
        context: &'a Context,
        aliases: std::sync::Arc<FxHashMap<Attr, String>>,
    ) -> Self {
        AttrWriter {
            context,
            aliases,
            distinct_numbers: FxHashMap::default(),
            type_memo: FxHashMap::default(),
            last_type: None,
            attr_memo: FxHashMap::default(),
            memo_text: String::new(),
            remembers: true,
        }
    }

    /// A writer without aliases for one type or attribute: it remembers
    /// nothing and allocates nothing until it prints.
    pub(crate) fn plain(context: &'a Context) -> Self {
        AttrWriter { remembers: false, ..AttrWriter::new(context, NO_ALIASES.clone()) }
    }

    /// A writer with the same aliases and its own memory of printed text,
    /// for printing on another thread.
    pub(crate) fn fork(&self) -> Self {
        AttrWriter::new(self.context, self.aliases.clone())
    }

    /// Remembers `out[start..]` as printed text; returns its range.
    fn remember(&mut self, out: &str, start: usize) -> Option<(u32, u32)> {
        let text = &out[start..];
        if !self.remembers
            || text.len() > MEMO_LIMIT
            || self.memo_text.len() > u32::MAX as usize / 2
        {
            return None;
        }
        let begin = self.memo_text.len();
        self.memo_text.push_str(text);
        Some((begin as u32, self.memo_text.len() as u32))
    }

    /// Writes a type, reusing the text printed for it before.
    pub(crate) fn write_type(&mut self, ty: Type, out: &mut String) {
        let remembered = match self.last_type {
            Some((last, range)) if last == ty => Some(range),
            _ => self.type_memo.get(&ty).copied(),
        };
        if let Some((begin, end)) = remembered {
            self.last_type = Some((ty, (begin, end)));
            out.push_str(&self.memo_text[begin as usize..end as usize]);
            return;
        }
        let start = out.len();
        self.write_type_uncached(ty, out);
        if let Some(range) = self.remember(out, start) {
            self.type_memo.insert(ty, range);
        }
    }

    /// Writes a type.
    fn write_type_uncached(&mut self, ty: Type, out: &mut String) {
        let context = self.context;
        match context.type_data(ty) {
            data @ (TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)) => {
                push_scalar_type(data, out);
            }
            TypeData::None => out.push_str("none"),
            TypeData::Complex(element) => {
                out.push_str("complex<");
                self.write_type(*element, out);
                out.push('>');
            }
            TypeData::Tuple(elements) => {
                out.push_str("tuple<");
                self.write_type_list(elements, out);
                out.push('>');
            }
            TypeData::Function { inputs, results } => {
                out.push('(');
                self.write_type_list(inputs, out);
                out.push_str(") -> ");
                self.write_function_results(results, out);
            }
            TypeData::Vector { shape, scalable, element } => {
                out.push_str("vector<");
                for (&size, &is_scalable) in shape.iter().zip(scalable.iter()) {
                    if is_scalable {
                        let _ = write!(out, "[{size}]x");
                    } else {
                        let _ = write!(out, "{size}x");
                    }
                }
                self.write_type(*element, out);
                out.push('>');
            }
            TypeData::RankedTensor { shape, element, encoding } => {
                out.push_str("tensor<");
                write_shape(shape, out);
                self.write_type(*element, out);
                if let Some(encoding) = encoding {
                    out.push_str(", ");
                    self.write_attr(*encoding, TypeElision::Never, out);
                }
                out.push('>');
            }
            TypeData::UnrankedTensor { element } => {
                out.push_str("tensor<*x");
                self.write_type(*element, out);
                out.push('>');
            }
            TypeData::MemRef { shape, element, layout, memory_space } => {
                out.push_str("memref<");
                write_shape(shape, out);
                self.write_type(*element, out);
                if let Some(layout) = layout {
                    out.push_str(", ");
                    self.write_attr(*layout, TypeElision::Never, out);
                }
                if let Some(space) = memory_space {
                    out.push_str(", ");
                    self.write_attr(*space, TypeElision::May, out);
                }
                out.push('>');
            }
            TypeData::UnrankedMemRef { element, memory_space } => {
                out.push_str("memref<*x");
                self.write_type(*element, out);
                if let Some(space) = memory_space {
                    out.push_str(", ");
                    self.write_attr(*space, TypeElision::May, out);
                }
                out.push('>');
            }
            TypeData::Opaque { dialect, data } => write_dialect_symbol('!', dialect, data, out),
            TypeData::Dialect { definition, parameters } => {
                let definition = definition.0;
                out.push('!');
                out.push_str(definition.dialect);
                out.push('.');
                out.push_str(definition.mnemonic);
                let parameters = parameters.clone();
                let mut printer = crate::ods::dialect_symbols::SymbolPrinter { writer: self, out };
                (definition.print)(&parameters, &mut printer);
            }
        }
    }

    fn write_type_list(&mut self, types: &[Type], out: &mut String) {
        for (index, &ty) in types.iter().enumerate() {
            if index > 0 {
                out.push_str(", ");
            }
            self.write_type(ty, out);
        }
    }

    /// Writes function results: a single non-function type bare, otherwise
    /// a parenthesized list.
    pub(crate) fn write_function_results(&mut self, results: &[Type], out: &mut String) {
        let single_plain = results.len() == 1
            && !matches!(self.context.type_data(results[0]), TypeData::Function { .. });
        if single_plain {
            self.write_type(results[0], out);
        } else {
            out.push('(');
            self.write_type_list(results, out);
            out.push(')');
        }
    }

    /// Writes an attribute, or its alias.
    pub(crate) fn write_attr(&mut self, attr: Attr, elision: TypeElision, out: &mut String) {
        if let Some(alias) = self.aliases.get(&attr) {
            out.push_str(alias);
            return;
        }
        if let Some(&(begin, end)) = self.attr_memo.get(&(attr, elision)) {
            out.push_str(&self.memo_text[begin as usize..end as usize]);
            return;
        }
        let start = out.len();
        self.write_attr_body(attr, elision, out);
        if !matches!(self.context.attr_data(attr), AttrData::Location(_)) {
            if let Some(range) = self.remember(out, start) {
                self.attr_memo.insert((attr, elision), range);
            }
        }
    }

    /// Writes an attribute itself, ignoring an alias it may have (used for
    /// alias definitions).
    pub(crate) fn write_attr_body(&mut self, attr: Attr, elision: TypeElision, out: &mut String) {
        let context = self.context;
        match context.attr_data(attr) {
            AttrData::Unit => out.push_str("unit"),
            AttrData::Integer { ty, bits } => {
                let (ty, bits) = (*ty, bits.get());
                if self.is_signless_i1(ty) {
                    out.push_str(if bits != 0 { "true" } else { "false" });
                    return;
                }
                self.write_integer(ty, bits, out);
                let is_i64 = context.type_data(ty)
                    == &TypeData::Integer { width: 64, signedness: Signedness::Signless };
                if !(elision == TypeElision::Must || (elision == TypeElision::May && is_i64)) {
                    out.push_str(" : ");
                    self.write_type(ty, out);
                }
            }
            AttrData::WideInteger { ty, words } => {
                let ty = *ty;
                self.write_wide_integer(ty, words, out);
                if elision != TypeElision::Must {
                    out.push_str(" : ");
                    self.write_type(ty, out);
                }
            }
            AttrData::Float { ty, bits } => {
                let (ty, bits) = (*ty, bits.get());
                let kind = float_kind(context, ty);
                let text = format_float(kind, bits);
                let printed_hex = text.starts_with("0x") || text.starts_with("-0x");
                out.push_str(&text);
                let elide = elision == TypeElision::Must
                    || (elision == TypeElision::May && kind == FloatKind::F64 && !printed_hex);
                if !elide {
                    out.push_str(" : ");
                    self.write_type(ty, out);
                }
            }
            AttrData::String { value, ty } => {
                write_escaped_string(value, out);
                if let Some(ty) = ty {
                    if elision != TypeElision::Must && context.type_data(*ty) != &TypeData::None {
                        out.push_str(" : ");
                        self.write_type(*ty, out);
                    }
                }
            }
            AttrData::Type(ty) => self.write_type(*ty, out),
            AttrData::Array(elements) => {
                out.push('[');
                for (index, &element) in elements.iter().enumerate() {
                    if index > 0 {
                        out.push_str(", ");
                    }
                    self.write_attr(element, TypeElision::May, out);
                }
                out.push(']');
            }
            AttrData::DenseArray { element, values } => {
                let element = *element;
                out.push_str("array<");
                self.write_type(element, out);
                if !values.is_empty() {
                    out.push_str(": ");
                    for (index, &bits) in values.iter().enumerate() {
                        if index > 0 {
                            out.push_str(", ");
                        }
                        self.write_scalar(element, bits, out);
                    }
                }
                out.push('>');
            }
            AttrData::WideDenseArray { element, values } => {
                let element = *element;
                out.push_str("array<");
                self.write_type(element, out);
                if !values.is_empty() {
                    out.push_str(": ");
                    for (index, words) in values.iter().enumerate() {
                        if index > 0 {
                            out.push_str(", ");
                        }
                        self.write_wide_integer(element, words, out);
                    }
                }
                out.push('>');
            }
            AttrData::Dictionary(entries) => {
                out.push('{');
                self.write_named_attributes(entries, out);
                out.push('}');
            }
            AttrData::SymbolRef { root, nested } => {
                write_symbol_name(context.string_bytes(*root), out);
                for &name in nested.iter() {
                    out.push_str("::");
                    write_symbol_name(context.string_bytes(name), out);
                }
            }
            AttrData::DenseElements { ty, splat, values } => {
                let ty = *ty;
                out.push_str("dense<");
                self.write_dense_values(ty, *splat, values, true, out);
                out.push_str("> : ");
                self.write_type(ty, out);
            }
            AttrData::DenseResource { ty, key } => {
                out.push_str("dense_resource<");
                write_resource_key(key, out);
                out.push_str("> : ");
                self.write_type(*ty, out);
            }
            AttrData::Sparse { ty, indices, values } => {
                let (ty, indices, values) = (*ty, *indices, *values);
                out.push_str("sparse<");
                // MLIR prints `sparse<>` when the indices type has no elements.
                let index_count = match context.attr_data(indices) {
                    AttrData::DenseElements { ty, .. } => {
                        context.shape_of(*ty).map_or(1, crate::attributes::element_count)
                    }
                    _ => 0,
                };
                if index_count != 0 {
                    self.write_dense_literal_of(indices, false, out);
                    out.push_str(", ");
                    self.write_dense_literal_of(values, true, out);
                }
                out.push_str("> : ");
                self.write_type(ty, out);
            }
            AttrData::AffineMap(map) => {
                let _ = write!(out, "affine_map<{map}>");
            }
            AttrData::IntegerSet(set) => {
                let _ = write!(out, "affine_set<{set}>");
            }
            AttrData::Strided { offset, strides } => {
                out.push_str("strided<[");
                for (index, &stride) in strides.iter().enumerate() {
                    if index > 0 {
                        out.push_str(", ");
                    }
                    write_dynamic(stride, out);
                }
                out.push(']');
                if *offset != 0 {
                    out.push_str(", offset: ");
                    write_dynamic(*offset, out);
                }
                out.push('>');
            }
            AttrData::Distinct { referenced, .. } => {
                let referenced = *referenced;
                let next = self.distinct_numbers.len() as u64;
                let number = *self.distinct_numbers.entry(attr).or_insert(next);
                let _ = write!(out, "distinct[{number}]<");
                if context.attr_data(referenced) != &AttrData::Unit {
                    self.write_attr(referenced, TypeElision::Never, out);
                }
                out.push('>');
            }
            AttrData::Opaque { dialect, data, ty } => {
                write_dialect_symbol('#', dialect, data, out);
                if let Some(ty) = ty {
                    out.push_str(" : ");
                    self.write_type(*ty, out);
                }
            }
            AttrData::Dialect { definition, parameters } => {
                let definition = definition.0;
                out.push('#');
                out.push_str(definition.dialect);
                out.push('.');
                out.push_str(definition.mnemonic);
                let parameters = parameters.clone();
                let mut printer = crate::ods::dialect_symbols::SymbolPrinter { writer: self, out };
                (definition.print)(&parameters, &mut printer);
            }
            AttrData::Location(location) => {
                out.push_str("loc(");
                self.write_location_body(location, out);
                out.push(')');
            }
        }
    }

    /// Writes `a = 1 : i32, b` (unit values print the name alone).
    pub(crate) fn write_named_attributes(&mut self, entries: &[(Attr, Attr)], out: &mut String) {
        for (index, &(name, value)) in entries.iter().enumerate() {
            if index > 0 {
                out.push_str(", ");
            }
            write_keyword_or_string(self.context.string_bytes(name), out);
            if self.context.attr_data(value) != &AttrData::Unit {
                out.push_str(" = ");
                self.write_attr(value, TypeElision::Never, out);
            }
        }
    }

    /// Writes a location inside `loc(...)`, nested locations by alias.
    fn write_location_body(&mut self, location: &Location, out: &mut String) {
        let context = self.context;
        match location {
            Location::Unknown => out.push_str("unknown"),
            Location::FileLineCol { file, line, column, end } => {
                write_escaped_string(context.string_bytes(*file), out);
                let _ = write!(out, ":{line}:{column}");
                match end {
                    Some((end_line, end_column)) if end_line != line => {
                        let _ = write!(out, " to {end_line}:{end_column}");
                    }
                    Some((_, end_column)) if end_column != column => {
                        let _ = write!(out, " to :{end_column}");
                    }
                    _ => {}
                }
            }
            Location::Name { name, child } => {
                write_escaped_string(context.string_bytes(*name), out);
                if context.attr_data(*child) != &AttrData::Location(Location::Unknown) {
                    out.push('(');
                    self.write_nested_location(*child, out);
                    out.push(')');
                }
            }
            Location::CallSite { callee, caller } => {
                out.push_str("callsite(");
                self.write_nested_location(*callee, out);
                out.push_str(" at ");
                self.write_nested_location(*caller, out);
                out.push(')');
            }
            Location::Fused { locations, metadata } => {
                out.push_str("fused");
                if let Some(metadata) = metadata {
                    out.push('<');
                    self.write_attr(*metadata, TypeElision::Never, out);
                    out.push('>');
                }
                out.push('[');
                for (index, &location) in locations.iter().enumerate() {
                    if index > 0 {
                        out.push_str(", ");
                    }
                    self.write_nested_location(location, out);
                }
                out.push(']');
            }
        }
    }

    /// Writes a location nested in another: its alias, or its body.
    fn write_nested_location(&mut self, location: Attr, out: &mut String) {
        if let Some(alias) = self.aliases.get(&location) {
            out.push_str(alias);
            return;
        }
        if let AttrData::Location(inner) = self.context.attr_data(location) {
            self.write_location_body(inner, out);
        }
    }

    fn is_signless_i1(&self, ty: Type) -> bool {
        self.context.type_data(ty)
            == &TypeData::Integer { width: 1, signedness: Signedness::Signless }
    }

    /// Writes an integer value of type `ty` (signed unless unsigned).
    fn write_integer(&self, ty: Type, bits: u128, out: &mut String) {
        match self.context.type_data(ty) {
            TypeData::Integer { signedness: Signedness::Unsigned, .. } => {
                let _ = write!(out, "{bits}");
            }
            TypeData::Integer { width, .. } => {
                let _ = write!(out, "{}", sign_extend_bits(bits, *width));
            }
            _ => {
                let _ = write!(out, "{}", sign_extend_bits(bits, 64));
            }
        }
    }

    /// Writes an integer wider than 128 bits of type `ty` (signed unless
    /// unsigned).
    fn write_wide_integer(&self, ty: Type, words: &[u64], out: &mut String) {
        let (width, signed) = match self.context.type_data(ty) {
            TypeData::Integer { width, signedness } => {
                (*width, *signedness != Signedness::Unsigned)
            }
            _ => (64 * words.len() as u32, true),
        };
        let _ = write!(out, "{}", wide_integer_value(words, width, signed));
    }

    /// Writes one scalar element of a dense literal (no type).
    fn write_scalar(&mut self, element: Type, bits: u128, out: &mut String) {
        match self.context.type_data(element) {
            TypeData::Float(kind) => out.push_str(&format_float(*kind, bits)),
            _ if self.is_signless_i1(element) => {
                out.push_str(if bits != 0 { "true" } else { "false" })
            }
            _ => self.write_integer(element, bits, out),
        }
    }

    /// Writes the inside of `dense<...>`.
    fn write_dense_values(
        &mut self,
        ty: Type,
        splat: bool,
        values: &DenseValues,
        allow_hex: bool,
        out: &mut String,
    ) {
        let context = self.context;
        let shape = context.shape_of(ty).unwrap_or(&[]).to_vec();
        let element_type = context.element_type_of(ty).unwrap_or(ty);
        let count = crate::attributes::element_count(&shape);
        if count == 0 && !splat {
            return;
        }
        let complex_inner = match context.type_data(element_type) {
            TypeData::Complex(inner) => Some(*inner),
            _ => None,
        };
        let stride = if complex_inner.is_some() { 2 } else { 1 };
        match values {
            DenseValues::Strings(strings) => {
                let write_element = |index: usize, out: &mut String| {
                    let string = if splat { &strings[0] } else { &strings[index] };
                    write_escaped_string(string, out);
                };
                write_nested(&shape, splat, write_element, out);
            }
            DenseValues::Bits(bits) => {
                if allow_hex && !splat && count as usize > HEX_ELEMENTS_THRESHOLD {
                    let scalar = complex_inner.unwrap_or(element_type);
                    self.write_hex_data(scalar, bits, out);
                    return;
                }
                let scalar = complex_inner.unwrap_or(element_type);
                let bit = |index: usize| bits.get(index).copied().unwrap_or(0);
                let mut write_element = |index: usize, out: &mut String| {
                    let base = if splat { 0 } else { index * stride };
                    if complex_inner.is_some() {
                        out.push('(');
                        self.write_scalar(scalar, bit(base), out);
                        out.push(',');
                        self.write_scalar(scalar, bit(base + 1), out);
                        out.push(')');
                    } else {
                        self.write_scalar(scalar, bit(base), out);
                    }
                };
                write_nested(&shape, splat, &mut write_element, out);
            }
            DenseValues::Wide(values) => {
                let scalar = complex_inner.unwrap_or(element_type);
                if allow_hex && !splat && count as usize > HEX_ELEMENTS_THRESHOLD {
                    self.write_wide_hex_data(scalar, values, out);
                    return;
                }
                let mut write_element = |index: usize, out: &mut String| {
                    let base = if splat { 0 } else { index * stride };
                    let Some(first) = values.get(base) else { return };
                    if complex_inner.is_some() {
                        out.push('(');
                        self.write_wide_integer(scalar, first, out);
                        out.push(',');
                        if let Some(second) = values.get(base + 1) {
                            self.write_wide_integer(scalar, second, out);
                        }
                        out.push(')');
                    } else {
                        self.write_wide_integer(scalar, first, out);
                    }
                };
                write_nested(&shape, splat, &mut write_element, out);
            }
        }
    }

    /// [`Self::write_hex_data`] for integers wider than 128 bits.
    fn write_wide_hex_data(&self, scalar: Type, values: &[Box<[u64]>], out: &mut String) {
        let width = self.context.integer_width(scalar).unwrap_or(64);
        let element_bytes = width.div_ceil(8) as usize;
        out.push_str("\"0x");
        for words in values {
            for byte in 0..element_bytes {
                let word = words.get(byte / 8).copied().unwrap_or(0);
                let _ = write!(out, "{:02X}", (word >> (8 * (byte % 8))) as u8);
            }
        }
        out.push('"');
    }

    /// Writes the dense literal of a dense elements attribute (the part
    /// inside `dense<...>`); large literals print as hex when `allow_hex`.
    fn write_dense_literal_of(&mut self, attr: Attr, allow_hex: bool, out: &mut String) {
        if let AttrData::DenseElements { ty, splat, values } = self.context.attr_data(attr) {
            self.write_dense_values(*ty, *splat, values, allow_hex, out);
        }
    }

    /// Writes `"0x..."`: little-endian bytes of each element, i1 packed
    /// eight to a byte.
    fn write_hex_data(&self, scalar: Type, bits: &[u128], out: &mut String) {
        let width = match self.context.type_data(scalar) {
            TypeData::Integer { width, .. } => *width,
            TypeData::Float(kind) => kind.bit_width(),
            _ => 64,
        };
        let mut bytes: Vec<u8> = Vec::new();
        if width == 1 {
            bytes.resize(bits.len().div_ceil(8), 0);
            for (index, &bit) in bits.iter().enumerate() {
                if bit != 0 {
                    bytes[index / 8] |= 1 << (index % 8);
                }
            }
        } else {
            let element_bytes = width.div_ceil(8) as usize;
            for &value in bits {
                for byte in 0..element_bytes {
                    bytes.push((value >> (8 * byte)) as u8);
                }
            }
        }
        out.push_str("\"0x");
        for byte in bytes {
            let _ = write!(out, "{byte:02X}");
        }
        out.push('"');
    }
}

/// Writes elements nested by `shape`; a splat writes its single element.
fn write_nested(
    shape: &[i64],
    splat: bool,
    mut write_element: impl FnMut(usize, &mut String),
    out: &mut String,
) {
    if splat || shape.is_empty() {
        write_element(0, out);
        return;
    }
    // `block_sizes[k]` is the number of elements in one sub-list at depth k.
    let mut block_sizes = vec![1i64; shape.len()];
    let mut size = 1;
    for dimension in (0..shape.len()).rev() {
        size *= shape[dimension];
        block_sizes[dimension] = size;
    }
    let count = block_sizes[0];
    for index in 0..count {
        for &block in &block_sizes {
            if index % block == 0 {
                out.push('[');
            }
        }
        write_element(index as usize, out);
        for &block in &block_sizes {
            if (index + 1) % block == 0 {
                out.push(']');
            }
        }
        if index + 1 < count {
            out.push_str(", ");
        }
    }
}

fn write_shape(shape: &[i64], out: &mut String) {
    for &size in shape {
        write_dynamic(size, out);
        out.push('x');
    }
}

fn write_dynamic(value: i64, out: &mut String) {
    if value == DYNAMIC {
        out.push('?');
    } else {
        let _ = write!(out, "{value}");
    }
}

fn float_kind(context: &Context, ty: Type) -> FloatKind {
    match context.type_data(ty) {
        TypeData::Float(kind) => *kind,
        _ => FloatKind::F64,
    }
}

/// Writes `"..."`: printable ASCII as is except `"` and `\`; every other
/// byte as `\XX`.
pub(crate) fn write_escaped_string(bytes: &[u8], out: &mut String) {
    out.push('"');
    for &byte in bytes {
        match byte {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7E => out.push(byte as char),
            _ => {
                let _ = write!(out, "\\{byte:02X}");
            }
        }
    }
    out.push('"');
}

fn is_bare_identifier(bytes: &[u8]) -> bool {
    match bytes.first() {
        Some(first) if first.is_ascii_alphabetic() || *first == b'_' => {}
        _ => return false,
    }
    bytes.iter().all(|byte| byte.is_ascii_alphanumeric() || matches!(byte, b'_' | b'$' | b'.'))
}

/// Writes a name as a bare identifier when it is one, else quoted.
pub(crate) fn write_keyword_or_string(bytes: &[u8], out: &mut String) {
    if is_bare_identifier(bytes) {
        out.push_str(std::str::from_utf8(bytes).unwrap_or_default());
    } else {
        write_escaped_string(bytes, out);
    }
}

/// Writes `@name`, quoting the name unless it is a bare identifier.
pub(crate) fn write_symbol_name(bytes: &[u8], out: &mut String) {
    out.push('@');
    if is_bare_identifier(bytes) {
        out.push_str(std::str::from_utf8(bytes).unwrap_or_default());
    } else {
        write_escaped_string(bytes, out);
    }
}

fn write_resource_key(key: &str, out: &mut String) {
    write_keyword_or_string(key.as_bytes(), out);
}

/// Writes a symbol of an unknown dialect: `!foo.bar<...>` when the data is
/// simple enough, `!foo<"...">` otherwise.
fn write_dialect_symbol(prefix: char, dialect: &str, data: &str, out: &mut String) {
    out.push(prefix);
    out.push_str(dialect);
    let simple = {
        let bytes = data.as_bytes();
        match bytes.first() {
            Some(first) if first.is_ascii_alphabetic() => {
                let rest = data.trim_start_matches(|c: char| {
                    c.is_ascii_alphanumeric() || c == '.' || c == '_'
                });
                rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
            }
            _ => false,
        }
    };
    if simple {
        out.push('.');
        out.push_str(data);
    } else {
        out.push('<');
        out.push_str(data);
        out.push('>');
    }
}

/// Appends the spelling of an integer, index or float type (`i32`, `ui8`,
/// `index`, `f16`), which needs no context; whether `data` was one.
pub(crate) fn push_scalar_type(data: &TypeData, out: &mut String) -> bool {
    match data {
        TypeData::Integer { width, signedness } => {
            out.push_str(match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            });
            super::push_decimal(out, u64::from(*width));
        }
        TypeData::Index => out.push_str("index"),
        TypeData::Float(kind) => out.push_str(kind.keyword()),
        _ => return false,
    }
    true
}
