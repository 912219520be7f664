//! The input file mapped into memory rather than copied, so that the text
//! the parser has read can leave the process's memory while the IR grows.
//!
//! A parsed op needs nothing of its text (locations are byte offsets
//! resolved through the line starts), so once the serial parser has gone
//! past a stretch of the file, the pages holding it are handed back to
//! the kernel. They stay in the page cache: reading them again (an error
//! message quoting its source line, `--verify-diagnostics`) maps them back
//! from the file. This is the one module of the driver with `unsafe` code.

use std::fs::File;
use std::ops::Range;

use memmap2::Mmap;

/// Inputs smaller than this are read: mapping them saves little.
const MIN_MAPPED_BYTES: u64 = 1 << 20;

/// A read-only mapping of an input file that is valid UTF-8.
pub(crate) struct MappedInput {
    map: Mmap,
}

impl MappedInput {
    /// Maps `file` when it is a regular file large enough to be worth it;
    /// `None` means the caller reads it instead. An error is a file that
    /// could not be mapped or is not UTF-8.
    /// `output` is the path the driver will write: a file that is also
    /// the output is read, since writing it would change the mapped text.
    pub(crate) fn open(file: &File, output: &str) -> std::io::Result<Option<MappedInput>> {
        let metadata = file.metadata()?;
        if !cfg!(unix)
            || !metadata.is_file()
            || metadata.len() < MIN_MAPPED_BYTES
            || is_same_file(&metadata, output)
        {
            return Ok(None);
        }
        // SAFETY: the mapping is private and read-only, and nothing in this
        // process writes the file. Like every tool that maps its input, the
        // driver relies on the file not being changed by others while it
        // runs; the caller maps no file that it is about to write (the
        // output file, see `tool.rs`).
        let map = unsafe { memmap2::MmapOptions::new().populate().map(file)? };
        std::str::from_utf8(&map)
            .map_err(|error| std::io::Error::new(std::io::ErrorKind::InvalidData, error))?;
        Ok(Some(MappedInput { map }))
    }

    /// The file's text.
    pub(crate) fn text(&self) -> &str {
        // SAFETY: `open` checked that the bytes are UTF-8, and they do not
        // change (see `open` on the file not changing while the driver
        // runs); checking again would read the whole file a second time.
        unsafe { std::str::from_utf8_unchecked(&self.map) }
    }

    /// Hands back the whole pages within `range` (those of an aligned
    /// block of [`RELEASE_ALIGNMENT`] bytes). Reading them later still
    /// works: it maps them back.
    pub(crate) fn release(&self, range: Range<usize>) {
        let start = range.start.div_ceil(RELEASE_ALIGNMENT) * RELEASE_ALIGNMENT;
        let end = range.end.min(self.map.len()) / RELEASE_ALIGNMENT * RELEASE_ALIGNMENT;
        if start >= end {
            return;
        }
        #[cfg(unix)]
        // SAFETY: `start..end` lies within the mapping. The mapping is
        // private, read-only and never written, so its pages are clean
        // copies of the file: dropping them changes no byte that the text
        // borrowed from it reads, since the next read of a dropped page
        // fills it again from the same file (see `open` on the file not
        // changing while the driver runs).
        let _ = unsafe {
            self.map.unchecked_advise_range(memmap2::UncheckedAdvice::DontNeed, start, end - start)
        };
    }
}

/// Whether the file at `path` exists and is the file `metadata` is of.
#[cfg(unix)]
fn is_same_file(metadata: &std::fs::Metadata, path: &str) -> bool {
    use std::os::unix::fs::MetadataExt;
    path != "-"
        && std::fs::metadata(path)
            .is_ok_and(|other| other.dev() == metadata.dev() && other.ino() == metadata.ino())
}

#[cfg(not(unix))]
fn is_same_file(_metadata: &std::fs::Metadata, _path: &str) -> bool {
    true
}

/// What the ranges handed back are aligned to: a multiple of every page
/// size in use (4, 16 and 64 KiB), as the kernel requires ranges that
/// start on a page. The mapping itself starts on a page.
const RELEASE_ALIGNMENT: usize = 64 << 10;
