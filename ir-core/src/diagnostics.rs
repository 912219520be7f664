//! Diagnostics: errors, warnings, notes and remarks attached to source
//! positions, printed the way `mlir-opt` prints them
//! (`file:line:col: error: message`).

use std::fmt;
use std::sync::Arc;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    /// The input is invalid.
    Error,
    /// The input is suspicious but valid.
    Warning,
    /// Extra information attached to another diagnostic.
    Note,
    /// Informational output requested by the user.
    Remark,
}

impl Severity {
    /// The word `mlir-opt` prints for this severity.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// A position in a source buffer: file name, 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SourcePosition {
    /// The buffer's name as given on the command line (`-` for stdin is
    /// printed as `<stdin>`).
    pub file: Arc<str>,
    /// 1-based line number.
    pub line: u32,
    /// 1-based column number.
    pub column: u32,
}

impl fmt::Display for SourcePosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

/// One diagnostic with its notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// How serious it is.
    pub severity: Severity,
    /// Where it points; `None` when the location is unknown.
    pub position: Option<SourcePosition>,
    /// The message, without a trailing newline.
    pub message: String,
    /// Notes attached to this diagnostic, printed after it.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `position`.
    pub fn error(position: Option<SourcePosition>, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            position,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Attaches a note and returns the diagnostic, for chaining.
    pub fn with_note(
        mut self,
        position: Option<SourcePosition>,
        message: impl Into<String>,
    ) -> Self {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            position,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }
}

impl fmt::Display for Diagnostic {
    /// Prints the diagnostic and its notes, one per line, as `mlir-opt` does.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.position {
            Some(position) => write!(f, "{position}: ")?,
            None => write!(f, "<unknown>:0: ")?,
        }
        write!(f, "{}: {}", self.severity.as_str(), self.message)?;
        for note in &self.notes {
            write!(f, "\n{note}")?;
        }
        Ok(())
    }
}
