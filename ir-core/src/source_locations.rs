//! Locations of parsed ops kept as byte offsets into their source text.
//!
//! Every op the parser reads gets a `file:line:col` location. Interning one
//! attribute per op costs a hash, a lock and about 60 bytes of the op's
//! memory; instead, the parser registers its source text here once and
//! hands out handles that carry the byte offset itself: an [`Attr`] with
//! [`SOURCE_LOCATION_BIT`] set holds `base + offset`, where `base` is where
//! the buffer starts in one 31-bit space shared by all buffers of the
//! context. The line and column are found from the buffer's line starts
//! only when someone reads the location.
//!
//! A location has one handle, as interned attributes do: interning a
//! `file:line:col` location that a registered buffer covers returns that
//! buffer's handle, and a buffer overlapping the lines of one registered
//! before for the same file is not registered (its locations are interned,
//! and so resolve to the first buffer's handles).

use std::num::NonZeroU32;
use std::sync::{Arc, RwLock};

use crate::attributes::Attr;

/// The bit that marks an attribute handle as a source location.
pub(crate) const SOURCE_LOCATION_BIT: u32 = 1 << 31;

/// One registered source text.
struct SourceBuffer {
    /// Where the buffer starts in the shared offset space.
    base: u32,
    /// Its length in bytes (offsets up to and including it are valid: the
    /// end of the text is a position too).
    length: u32,
    /// The file name, a string attribute.
    file: Attr,
    /// Added to every line number (a chunk of a split input file).
    line_offset: u32,
    /// The byte offset of each line's start.
    line_starts: Arc<[u32]>,
}

impl SourceBuffer {
    /// The 1-based line and column of byte `offset` of the buffer.
    fn line_column(&self, offset: u32) -> (u32, u32) {
        let line = self.line_starts.partition_point(|&start| start <= offset).saturating_sub(1);
        (line as u32 + 1 + self.line_offset, offset - self.line_starts[line] + 1)
    }

    /// The byte offset of `line:column` (1-based, with the line offset),
    /// when the buffer has that position.
    fn offset_of(&self, line: u32, column: u32) -> Option<u32> {
        let index = line.checked_sub(self.line_offset + 1)? as usize;
        let start = *self.line_starts.get(index)?;
        let limit = self.line_starts.get(index + 1).copied().unwrap_or(self.length + 1);
        let offset = start.checked_add(column.checked_sub(1)?)?;
        (offset < limit).then_some(offset)
    }

    /// Whether the buffer's lines overlap `first..=last`.
    fn overlaps(&self, file: Attr, first: u32, last: u32) -> bool {
        let own_first = self.line_offset + 1;
        let own_last = self.line_offset + self.line_starts.len() as u32;
        self.file == file && own_first <= last && first <= own_last
    }
}

/// The registered buffers, in the order of their bases.
#[derive(Default)]
struct Buffers {
    buffers: Vec<SourceBuffer>,
    next_base: u32,
}

/// The source texts of a context whose locations are byte offsets.
#[derive(Default)]
pub(crate) struct SourceLocations {
    state: RwLock<Buffers>,
}

impl SourceLocations {
    /// Registers a source text of `length` bytes named by the string
    /// attribute `file`, and returns its base; `None` when its lines
    /// overlap a buffer of the same file registered before, or the offset
    /// space is full (its locations are then interned).
    pub(crate) fn register(
        &self,
        file: Attr,
        line_offset: u32,
        length: usize,
        line_starts: Arc<[u32]>,
    ) -> Option<u32> {
        let length = u32::try_from(length).ok()?;
        let first = line_offset + 1;
        let last = line_offset.checked_add(u32::try_from(line_starts.len()).ok()?)?;
        let mut state = self.state.write().unwrap_or_else(|poison| poison.into_inner());
        if state.buffers.iter().any(|buffer| buffer.overlaps(file, first, last)) {
            return None;
        }
        let base = state.next_base;
        let end = base.checked_add(length)?.checked_add(1)?;
        if end > SOURCE_LOCATION_BIT {
            return None;
        }
        state.next_base = end;
        state.buffers.push(SourceBuffer { base, length, file, line_offset, line_starts });
        Some(base)
    }

    /// The location of byte `offset` of the buffer registered at `base`.
    #[inline]
    pub(crate) fn location(base: u32, offset: u32) -> Attr {
        match NonZeroU32::new(SOURCE_LOCATION_BIT | (base + offset)) {
            Some(handle) => Attr(handle),
            None => unreachable!("the location bit is set"),
        }
    }

    /// Whether `attr` is a source location handle.
    #[inline]
    pub(crate) fn is_source_location(attr: Attr) -> bool {
        attr.0.get() & SOURCE_LOCATION_BIT != 0
    }

    /// The file, line and column of a source location handle.
    pub(crate) fn resolve(&self, attr: Attr) -> (Attr, u32, u32) {
        let global = attr.0.get() & !SOURCE_LOCATION_BIT;
        let state = self.state.read().unwrap_or_else(|poison| poison.into_inner());
        let index = state.buffers.partition_point(|buffer| buffer.base <= global) - 1;
        let buffer = &state.buffers[index];
        let (line, column) = buffer.line_column(global - buffer.base);
        (buffer.file, line, column)
    }

    /// The handle of `file:line:column` when a registered buffer has that
    /// position.
    pub(crate) fn find(&self, file: Attr, line: u32, column: u32) -> Option<Attr> {
        let state = self.state.read().unwrap_or_else(|poison| poison.into_inner());
        state.buffers.iter().filter(|buffer| buffer.file == file).find_map(|buffer| {
            let offset = buffer.offset_of(line, column)?;
            Some(Self::location(buffer.base, offset))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_resolve_to_lines_and_back() {
        let context = crate::Context::new();
        let file = context.string_attr("input.mlir");
        let source = "ab\n\ncdef\n";
        let starts: Arc<[u32]> = vec![0, 3, 4, 9].into();
        let locations = SourceLocations::default();
        let base = locations.register(file, 10, source.len(), starts.clone()).unwrap();
        for offset in 0..=source.len() as u32 {
            let handle = SourceLocations::location(base, offset);
            assert!(SourceLocations::is_source_location(handle));
            let (resolved_file, line, column) = locations.resolve(handle);
            assert_eq!(resolved_file, file);
            assert_eq!(locations.find(file, line, column), Some(handle), "offset {offset}");
        }
        assert_eq!(locations.resolve(SourceLocations::location(base, 5)), (file, 13, 2));
        // Past the end of a line, or of the text, is not a position.
        assert_eq!(locations.find(file, 11, 4), None);
        assert_eq!(locations.find(file, 15, 1), None);
        // Lines of the same file registered again are refused; other lines
        // and other files are not.
        assert_eq!(locations.register(file, 12, 4, starts.clone()), None);
        let later = locations.register(file, 14, 2, vec![0].into()).unwrap();
        assert!(later > base);
        let other = context.string_attr("other.mlir");
        let third = locations.register(other, 10, source.len(), starts).unwrap();
        assert_eq!(locations.resolve(SourceLocations::location(third, 0)), (other, 11, 1));
        assert_eq!(locations.resolve(SourceLocations::location(later, 1)), (file, 15, 2));
    }
}
