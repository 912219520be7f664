//! Malformed and invalid inputs: every case of `tests/corpora/diagnostics`
//! is run with `--verify-diagnostics` (and the flags of its `// FLAGS:`
//! line); the diagnostics must match the `expected-*` annotations, which
//! are checked against `mlir-opt` 22 when it is installed. Nothing may
//! panic.

use ir_opt::{split_chunks, DriverOptions};
use tests::{corpus_dir, file_flags, mlir_files, mlir_opt, run, FileFlags};

/// Cases whose diagnostics still differ from `mlir-opt`'s, by file and
/// chunk number, with the reason. The test fails if one starts to pass.
const KNOWN_DIFFERENCES: &[(&str, usize, &str)] = &[];

/// Cases (besides those of [`KNOWN_DIFFERENCES`]) whose diagnostics match
/// `mlir-opt`'s line by line but not character by character, with the
/// reason. The test fails if one starts to match.
const POSITION_DIFFERENCES: &[(&str, usize, &str)] = &[];

/// The `file:line:col: severity: message` lines of diagnostics in `stderr`,
/// without `mlir-opt`'s `see current operation` notes and its reports on
/// `expected-*` annotations (which it checks even without
/// `--verify-diagnostics`).
fn diagnostic_lines(stderr: &str, name: &str) -> Vec<(u32, String)> {
    stderr
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix(name)?.strip_prefix(':')?;
            let (number, _) = rest.split_once(':')?;
            let number = number.parse::<u32>().ok()?;
            let message = [": error: ", ": note: ", ": warning: ", ": remark: "]
                .iter()
                .find_map(|severity| rest.split_once(severity).map(|(_, message)| message))?;
            let annotation = message.starts_with("expected ")
                && (message.ends_with("was not produced") || message.contains("but not expected"));
            (!message.starts_with("see current operation") && !annotation)
                .then(|| (number, line.to_owned()))
        })
        .collect()
}

/// The chunk a 1-based line number falls in, given the chunks' first lines.
fn chunk_of(line: u32, chunk_starts: &[u32]) -> usize {
    chunk_starts.iter().rposition(|&start| start < line).unwrap_or(0)
}

/// Beyond the annotations, which only name lines, the diagnostics of each
/// case must be `mlir-opt`'s to the column and the character.
#[test]
fn diagnostics_match_positions() {
    let mlir_opt = mlir_opt(
        "diagnostics::diagnostics_match_positions",
        "the whole test (it compares positions with mlir-opt's diagnostics)",
    );
    if !mlir_opt.is_installed() {
        return;
    }
    let directory = corpus_dir("diagnostics");
    let mut failures = Vec::new();
    for path in mlir_files(&directory) {
        let name = path.file_name().and_then(|name| name.to_str()).unwrap_or_default().to_owned();
        let source = std::fs::read_to_string(&path).expect("readable corpus file");
        let FileFlags { flags, options } = file_flags(&name, &source);
        let arguments: Vec<&str> =
            std::iter::once(name.as_str()).chain(flags.iter().map(String::as_str)).collect();
        let Some((_, _, reference)) = mlir_opt.run(&directory, &arguments) else { return };
        let split = options.split_input_file;
        let output = run(&options, &name, &source);
        let chunks = if split { split_chunks(&source) } else { vec![(0, source.as_str())] };
        let starts: Vec<u32> = chunks.iter().map(|(offset, _)| *offset).collect();
        let group = |lines: Vec<(u32, String)>| {
            let mut grouped = vec![Vec::new(); starts.len()];
            for (number, line) in lines {
                grouped[chunk_of(number, &starts)].push(line);
            }
            grouped
        };
        let expected = group(diagnostic_lines(&reference, &name));
        let actual = group(diagnostic_lines(&output.stderr, &name));
        for (index, (want, got)) in expected.iter().zip(&actual).enumerate() {
            let listed = |list: &[(&str, usize, &str)]| {
                list.iter().any(|(file, chunk, _)| *file == name && *chunk == index)
            };
            let known = listed(KNOWN_DIFFERENCES) || listed(POSITION_DIFFERENCES);
            match (want == got, listed(POSITION_DIFFERENCES)) {
                (true, true) => failures.push(format!(
                    "{name} case {index} now matches: remove it from POSITION_DIFFERENCES"
                )),
                (false, _) if !known => failures.push(format!(
                    "{name} case {index}:\n  mlir-opt: {:?}\n  ir-opt:   {:?}",
                    want, got
                )),
                _ => {}
            }
        }
    }
    assert!(failures.is_empty(), "{} cases differ:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn diagnostics_match_annotations() {
    let mlir_opt = mlir_opt(
        "diagnostics::diagnostics_match_annotations",
        "checking that mlir-opt accepts the `expected-*` annotations",
    );
    let directory = corpus_dir("diagnostics");
    let files = mlir_files(&directory);
    assert!(!files.is_empty(), "the diagnostics corpus is missing");
    let mut failures = Vec::new();
    let mut cases = 0;
    let mut passed = 0;
    for path in &files {
        let name = path.file_name().and_then(|name| name.to_str()).unwrap_or_default().to_owned();
        let source = std::fs::read_to_string(path).expect("readable corpus file");
        let FileFlags { flags, options } = file_flags(&name, &source);
        let split = options.split_input_file;
        if let Some((ok, _, stderr)) = mlir_opt.run(
            &directory,
            &[
                &["--verify-diagnostics", &name][..],
                &flags.iter().map(String::as_str).collect::<Vec<_>>(),
            ]
            .concat(),
        ) {
            assert!(ok, "{name}: mlir-opt does not accept the annotations:\n{stderr}");
        }
        // The test splits the file itself, to check each case alone.
        let options =
            DriverOptions { split_input_file: false, verify_diagnostics: true, ..options };
        let chunks = if split { split_chunks(&source) } else { vec![(0, source.as_str())] };
        for (index, (line_offset, chunk)) in chunks.into_iter().enumerate() {
            cases += 1;
            // Blank out the other chunks so line numbers stay those of the file.
            let padded = format!("{}{chunk}", "\n".repeat(line_offset as usize));
            let output = run(&options, &name, &padded);
            let known =
                KNOWN_DIFFERENCES.iter().any(|(file, chunk, _)| *file == name && *chunk == index);
            match (output.success, known) {
                (true, false) => passed += 1,
                (false, false) => failures.push(format!("{name} case {index}:\n{}", output.stderr)),
                (true, true) => failures.push(format!(
                    "{name} case {index} now passes: remove it from KNOWN_DIFFERENCES"
                )),
                (false, true) => {}
            }
        }
    }
    println!("{passed} of {cases} diagnostic cases match");
    assert!(failures.is_empty(), "{} failing cases:\n{}", failures.len(), failures.join("\n"));
}
