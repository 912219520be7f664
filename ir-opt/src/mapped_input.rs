//! The input file mapped into memory rather than copied, so that the text
//! the parser has read can leave the process's memory while the IR grows.
//!
//! A parsed op needs nothing of its text (locations are byte offsets
//! resolved through the line starts), so once the serial parser has gone
//! past a stretch of the file, the pages holding it are handed back to
//! the kernel. They stay in the page cache: reading them again (an error
//! message quoting its source line, `--verify-diagnostics`) maps them back
//! from the file. This is the one module of the driver with `unsafe` code.
//!
//! Pages go back a block of [`RELEASE_ALIGNMENT`] bytes at a time, once
//! every byte of the block was told read. The ranges told need not be
//! aligned or in order: a parallel parse tells each piece of the text from
//! the worker that read it, and the pieces' ends fall anywhere.

use std::fs::File;
use std::ops::Range;
use std::sync::atomic::{AtomicU32, Ordering};

use memmap2::Mmap;

/// Inputs smaller than this are read: mapping them saves little.
const MIN_MAPPED_BYTES: u64 = 1 << 20;

/// A read-only mapping of an input file that is valid UTF-8.
pub(crate) struct MappedInput {
    map: Mmap,
    read: ReadBlocks,
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
        let read = ReadBlocks::new(map.len());
        Ok(Some(MappedInput { map, read }))
    }

    /// The file's text.
    pub(crate) fn text(&self) -> &str {
        // SAFETY: `open` checked that the bytes are UTF-8, and they do not
        // change (see `open` on the file not changing while the driver
        // runs); checking again would read the whole file a second time.
        unsafe { std::str::from_utf8_unchecked(&self.map) }
    }

    /// Notes that the text in `range` is read, handing back the pages of
    /// every block whose bytes are now all read (the ranges told should
    /// not overlap; a byte told twice only makes its block go back early,
    /// to be read again from the file if needed). Reading them later
    /// still works: it maps them back.
    pub(crate) fn release(&self, range: Range<usize>) {
        self.read.note_read(range, |blocks| self.hand_back(blocks));
    }

    /// Drops the pages of `range`, which starts on a block.
    fn hand_back(&self, range: Range<usize>) {
        #[cfg(not(unix))]
        let _ = range;
        #[cfg(unix)]
        // SAFETY: `range` lies within the mapping. The mapping is private,
        // read-only and never written, so its pages are clean copies of
        // the file: dropping them changes no byte that the text borrowed
        // from it reads, since the next read of a dropped page fills it
        // again from the same file (see `open` on the file not changing
        // while the driver runs).
        let _ = unsafe {
            self.map.unchecked_advise_range(
                memmap2::UncheckedAdvice::DontNeed,
                range.start,
                range.end - range.start,
            )
        };
    }
}

/// How many bytes of each block of [`RELEASE_ALIGNMENT`] bytes of a text
/// were told read.
struct ReadBlocks {
    length: usize,
    read_bytes: Box<[AtomicU32]>,
}

impl ReadBlocks {
    fn new(length: usize) -> Self {
        let blocks = length.div_ceil(RELEASE_ALIGNMENT);
        ReadBlocks { length, read_bytes: (0..blocks).map(|_| AtomicU32::new(0)).collect() }
    }

    /// Notes that `range` is read, and calls `complete` with each run of
    /// blocks whose bytes are now all read (once per block, from whichever
    /// thread tells its last bytes).
    fn note_read(&self, range: Range<usize>, mut complete: impl FnMut(Range<usize>)) {
        let end = range.end.min(self.length);
        let mut start = range.start.min(end);
        let mut run: Option<Range<usize>> = None;
        while start < end {
            let block = start / RELEASE_ALIGNMENT;
            let block_start = block * RELEASE_ALIGNMENT;
            let block_end = (block_start + RELEASE_ALIGNMENT).min(self.length);
            let stretch = (end.min(block_end) - start) as u32;
            let size = (block_end - block_start) as u32;
            let before = self.read_bytes[block].fetch_add(stretch, Ordering::Relaxed);
            if before < size && before + stretch >= size {
                run = match run {
                    Some(run) if run.end == block_start => Some(run.start..block_end),
                    Some(done) => {
                        complete(done);
                        Some(block_start..block_end)
                    }
                    None => Some(block_start..block_end),
                };
            }
            start = end.min(block_end);
        }
        if let Some(run) = run {
            complete(run);
        }
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

/// The blocks handed back: a multiple of every page size in use (4, 16
/// and 64 KiB), as the kernel requires ranges that start on a page. The
/// mapping itself starts on a page.
const RELEASE_ALIGNMENT: usize = 64 << 10;

#[cfg(test)]
mod tests {
    use super::{ReadBlocks, RELEASE_ALIGNMENT};
    use std::ops::Range;

    /// The runs `note_read` completes for `ranges`, told in that order.
    fn completed(length: usize, ranges: &[Range<usize>]) -> Vec<Range<usize>> {
        let read = ReadBlocks::new(length);
        let mut runs = Vec::new();
        for range in ranges {
            read.note_read(range.clone(), |run| runs.push(run));
        }
        runs
    }

    #[test]
    fn a_block_goes_back_once_all_its_bytes_are_told_in_any_order() {
        let block = RELEASE_ALIGNMENT;
        let length = 3 * block + 100;
        // Unaligned ranges tiling the text, told out of order.
        let ranges = [block + 5..2 * block + 7, 0..10, 2 * block + 7..length, 10..block + 5];
        let runs = completed(length, &ranges);
        assert_eq!(runs, vec![2 * block..length, 0..2 * block]);
        // A gap keeps its block: the bytes around it are not enough.
        let runs = completed(length, &[0..block + 5, block + 6..length]);
        assert_eq!(runs, vec![0..block, 2 * block..length]);
        // One range over everything hands back one run.
        let everything = 0..length;
        assert_eq!(completed(length, std::slice::from_ref(&everything)), [everything]);
        // Telling bytes again never hands a block back twice.
        assert_eq!(completed(length, &[0..block, 0..length]), vec![0..block, block..length]);
    }
}
