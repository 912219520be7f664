//! Threads must not change the output: verifying and printing on several
//! threads gives the same bytes as `--mlir-disable-threading`.

use ir_opt::DriverOptions;
use tests::run;

/// A module of `modules` nested `builtin.module`s of `ops` chained ops each,
/// plus one long block, with aliases and locations to keep the printer busy.
fn generated_input(modules: usize, ops: usize) -> String {
    let mut text = String::from("#map = affine_map<(d0)[s0] -> (d0 + s0)>\n");
    for module in 0..modules {
        text.push_str("\"builtin.module\"() ({\n  %c = \"t.const\"() {m = #map} : () -> i32\n");
        let mut previous = "%c".to_owned();
        for index in 0..ops {
            text.push_str(&format!(
                "  %v{index} = \"t.add\"({previous}, %c) {{k = {index} : i32}} : (i32, i32) -> i32 loc(\"f\":{module}:{index})\n"
            ));
            previous = format!("%v{index}");
        }
        text.push_str("}) : () -> ()\n");
    }
    text
}

fn options(generic: bool, debug_info: bool, disable_threading: bool) -> DriverOptions {
    DriverOptions {
        print_generic: generic,
        print_debug_info: debug_info,
        allow_unregistered_dialect: true,
        disable_threading,
        ..DriverOptions::default()
    }
}

#[test]
fn threaded_output_equals_single_threaded_output() {
    let input = generated_input(40, 150);
    for (generic, debug_info) in [(true, false), (false, false), (true, true), (false, true)] {
        let serial = run(&options(generic, debug_info, true), "input.mlir", &input);
        let threaded = run(&options(generic, debug_info, false), "input.mlir", &input);
        assert!(serial.success, "{}", serial.stderr);
        assert_eq!(serial.stdout, threaded.stdout, "generic: {generic}, debug info: {debug_info}");
    }
}

#[test]
fn distinct_attributes_keep_their_numbers_with_threads() {
    let mut input = String::new();
    for index in 0..200 {
        input.push_str(&format!(
            "\"t.op\"() {{d = distinct[{}]<{index} : i32>}} : () -> ()\n",
            199 - index
        ));
    }
    let serial = run(&options(true, false, true), "input.mlir", &input);
    let threaded = run(&options(true, false, false), "input.mlir", &input);
    assert!(serial.success, "{}", serial.stderr);
    assert_eq!(serial.stdout, threaded.stdout);
    assert!(serial.stdout.contains("distinct[0]<0 : i32>"), "renumbered in print order");
}

/// `functions` functions of arithmetic with constants to fold, identities,
/// repeated subexpressions, dead values and branches.
fn arith_functions(functions: usize) -> String {
    let mut text = String::new();
    for function in 0..functions {
        let k = function % 7 + 10;
        text.push_str(&format!(
            "func.func @f{function}(%a: i32, %b: i32, %c: i1) -> i32 {{
  %c0 = arith.constant 0 : i32
  %c{k} = arith.constant {k} : i32
  %c3 = arith.constant 3 : i32
  %x = arith.addi %a, %c0 : i32
  %s = arith.addi %c{k}, %c3 : i32
  %y = arith.muli %x, %s : i32
  %z = arith.muli %s, %x : i32
  %dead = arith.subi %a, %b : i32
  cf.cond_br %c, ^bb1(%y : i32), ^bb2
^bb1(%p: i32):
  %w = arith.addi %p, %z : i32
  cf.br ^bb3(%w : i32)
^bb2:
  %v = arith.addi %y, %c{k} : i32
  cf.br ^bb3(%v : i32)
^bb3(%r: i32):
  return %r : i32
}}
"
        ));
    }
    text
}

#[test]
fn parallel_pipelines_give_the_single_threaded_output() {
    let input = arith_functions(300);
    let pipelines: [(Option<&str>, &[&str]); 4] = [
        (Some("builtin.module(func.func(canonicalize,cse))"), &[]),
        (Some("builtin.module(func.func(cse),canonicalize)"), &[]),
        (None, &["canonicalize", "cse"]),
        (None, &["dce"]),
    ];
    for (pipeline, flags) in pipelines {
        let options = |disable_threading| DriverOptions {
            pass_pipeline: pipeline.map(str::to_owned),
            pass_flags: flags.iter().map(|flag| (flag.to_string(), None)).collect(),
            ..options(false, true, disable_threading)
        };
        let serial = run(&options(true), "input.mlir", &input);
        let threaded = run(&options(false), "input.mlir", &input);
        assert!(serial.success, "{}", serial.stderr);
        assert!(!serial.stdout.contains("arith.subi"), "the dead value is gone");
        assert_eq!(serial.stdout, threaded.stdout, "pipeline {pipeline:?} {flags:?}");
    }
}

/// Functions, some of them invalid (an `arith.addi` of mismatched types)
/// and some nesting a module with an invalid op, so errors come from
/// several bodies verified in parallel.
fn input_with_errors(functions: usize) -> String {
    let mut text = String::new();
    for index in 0..functions {
        text.push_str(&format!("func.func @f{index}(%a: i32, %b: i64) -> i32 {{\n"));
        for step in 0..20 {
            text.push_str(&format!("  %x{step} = arith.addi %a, %a : i32\n"));
        }
        if index % 7 == 3 {
            text.push_str("  %bad = \"arith.addi\"(%a, %b) : (i32, i64) -> i32\n");
        }
        text.push_str("  return %a : i32\n}\n");
        if index % 11 == 5 {
            text.push_str(&format!(
                "module @m{index} {{\n  func.func @g(%a: i32) -> i64 {{\n    %r = \"arith.addi\"(%a, %a) : (i32, i32) -> i64\n    return %r : i64\n  }}\n}}\n"
            ));
        }
    }
    text
}

#[test]
fn the_first_error_does_not_depend_on_threads() {
    let input = input_with_errors(60);
    let serial = run(&options(false, false, true), "input.mlir", &input);
    assert!(!serial.success);
    assert!(serial.stderr.starts_with("input.mlir:"), "{}", serial.stderr);
    for _ in 0..20 {
        let threaded = run(&options(false, false, false), "input.mlir", &input);
        assert_eq!(serial.stderr, threaded.stderr);
    }
}

/// Parses `source` serially and with bodies on threads, and checks that
/// both give the same IR (printed generically, with locations) or the
/// same diagnostics. Returns whether the source parses.
fn assert_parallel_parse_is_serial(name: &str, source: &str) -> bool {
    assert_parallel_parse_is_serial_in(&full_context(), name, source)
}

/// A context with every dialect, accepting unregistered ones.
fn full_context() -> ir_core::Context {
    let context = ir_core::Context::new();
    dialects::register_all(&context);
    context.set_allow_unregistered_dialects(true);
    context
}

/// [`assert_parallel_parse_is_serial`] in `context`.
fn assert_parallel_parse_is_serial_in(
    context: &ir_core::Context,
    name: &str,
    source: &str,
) -> bool {
    use ir_core::text::{self, ParseOptions, PrintOptions};
    let print = |parsed: &text::ParsedSource| {
        let options = PrintOptions { generic: true, debug_info: true, ..PrintOptions::default() };
        text::print_ir(context, &parsed.ir, &parsed.resources, options)
    };
    let serial = text::parse_source_reporting_all(context, "input.mlir", source, 0);
    let parallel = text::parse_source_with_options(
        context,
        "input.mlir",
        source,
        0,
        ParseOptions { parallel: true, ..ParseOptions::default() },
    );
    match (serial, parallel) {
        (Ok(serial), Ok(parallel)) => {
            assert_eq!(print(&serial), print(&parallel), "{name}: different IR");
            true
        }
        (Err(serial), Err(parallel)) => {
            assert_eq!(serial, parallel, "{name}: different errors");
            false
        }
        (serial, parallel) => panic!(
            "{name}: serial {} but parallel {}",
            if serial.is_ok() { "succeeds" } else { "fails" },
            if parallel.is_ok() { "succeeds" } else { "fails" },
        ),
    }
}

/// Runs `test` on a thread with a stack as large as the driver's: the
/// corpora hold inputs nested to the parser's limit.
fn with_large_stack(test: impl FnOnce() + Send + 'static) {
    let thread = std::thread::Builder::new().stack_size(1 << 30).spawn(test).expect("thread");
    if let Err(panic) = thread.join() {
        std::panic::resume_unwind(panic);
    }
}

#[test]
fn parsing_bodies_on_threads_gives_the_serial_result_on_every_corpus_chunk() {
    with_large_stack(every_corpus_chunk_parses_the_same_on_threads);
}

fn every_corpus_chunk_parses_the_same_on_threads() {
    let corpora = tests::crate_dir().join("corpora");
    let mut chunks = 0;
    for area in std::fs::read_dir(&corpora).expect("corpora") {
        let area = area.expect("corpus area").path();
        if !area.is_dir() {
            continue;
        }
        for file in tests::mlir_files(&area) {
            let source = std::fs::read_to_string(&file).expect("corpus file");
            let context = full_context();
            for (index, chunk) in source.split("// -----").enumerate() {
                let name = format!("{}#{index}", file.display());
                assert_parallel_parse_is_serial_in(&context, &name, chunk);
                chunks += 1;
            }
        }
    }
    assert!(chunks > 500, "only {chunks} chunks found");
}

/// Functions (custom and generic, with region lists whose regions hold
/// regions of their own, and isolated ops inside), between aliases and
/// location aliases defined after their uses.
fn functions_with_aliases(functions: usize) -> String {
    let mut text = String::from("#early = {k = 1 : i32}\n!int = i32\n");
    for index in 0..functions {
        if index % 7 == 3 {
            text.push_str(&format!("#late{index} = {index} : i64\n"));
        }
        text.push_str(&format!(
            "func.func @f{index}(%a: !int loc(\"s.mlir\":{index}:3), %b: i32) -> i32 {{\n\
             \x20 %c = arith.addi %a, %b : i32 loc(#loc{index})\n\
             \x20 %d = \"t.wrap\"() ({{\n\
             \x20   \"t.yield\"(%c) {{m = #early}} : (i32) -> ()\n\
             \x20 }}) : () -> i32\n\
             \x20 \"t.isolated\"() ({{\n\
             \x20   \"func.func\"() <{{function_type = () -> (), sym_name = \"inner{index}\"}}> ({{\n\
             \x20     \"func.return\"() : () -> ()\n\
             \x20   }}) : () -> ()\n\
             \x20 }}) : () -> ()\n\
             \x20 return %d : i32\n\
             }}\n\
             \"func.func\"() <{{function_type = (i32) -> i32, sym_name = \"g{index}\"}}> ({{\n\
             ^bb0(%x: i32 loc(#arg{index})):\n\
             \x20 %y = \"t.region\"() ({{\n\
             \x20   \"t.inner\"() ({{ \"t.end\"() : () -> () }}) : () -> ()\n\
             \x20   \"t.end\"() : () -> ()\n\
             \x20 }}, {{\n\
             \x20   \"t.end\"() : () -> ()\n\
             \x20 }}) : () -> i32\n\
             \x20 \"func.return\"(%y) : (i32) -> ()\n\
             }}) : () -> ()\n"
        ));
    }
    for index in 0..functions {
        text.push_str(&format!("#loc{index} = loc(\"f.mlir\":{index}:1)\n"));
        text.push_str(&format!("#arg{index} = loc(\"a.mlir\":{index}:2)\n"));
    }
    text
}

/// 60 functions make one piece of bodies for the workers, sent once the
/// file is read; 600 make several, sent while the main parse reads on,
/// before the aliases written after them.
#[test]
fn parsing_bodies_on_threads_keeps_aliases_regions_and_errors() {
    for functions in [60, 600] {
        bodies_on_threads_keep_aliases_regions_and_errors(functions);
    }
}

fn bodies_on_threads_keep_aliases_regions_and_errors(functions: usize) {
    let source = functions_with_aliases(functions);
    assert!(source.len() > 400 << 10 || functions < 100, "{} bytes", source.len());
    assert!(assert_parallel_parse_is_serial("generated", &source));
    // An alias used in a body before its definition is an error, as in a
    // serial parse (the body sees only the aliases written before it).
    let early_use = source.replacen("{m = #early}", "{m = #late10}", 1);
    assert!(!assert_parallel_parse_is_serial("alias used early", &early_use));
    // Errors in two bodies: the first in the file is reported.
    let mut broken = source.replacen("%c = arith.addi %a, %b", "%c = arith.addi %a, %zz", 2);
    assert!(!assert_parallel_parse_is_serial("two broken bodies", &broken));
    // Distinct ids (parsed serially), location aliases never defined or
    // not locations, values from outside an isolated body, a truncated
    // file and unbalanced brackets.
    broken = source.replacen("{m = #early}", "{m = #early, d = distinct[0]<>}", 3);
    assert!(assert_parallel_parse_is_serial("distinct ids", &broken));
    broken = source.replacen("loc(#loc5)", "loc(#nowhere)", 1);
    assert!(!assert_parallel_parse_is_serial("undefined location alias", &broken));
    broken = source.replacen("#loc7 = loc(\"f.mlir\":7:1)", "#loc7 = 3 : i32", 1);
    assert!(!assert_parallel_parse_is_serial("location alias not a location", &broken));
    // The same in the last body (the last piece) and for an alias written
    // before the body (known to the worker that parses it).
    let last = functions - 1;
    broken = source.replacen(
        &format!("#loc{last} = loc(\"f.mlir\":{last}:1)"),
        &format!("#loc{last} = 3 : i32"),
        1,
    );
    assert!(!assert_parallel_parse_is_serial("last location alias not a location", &broken));
    broken = source.replacen("loc(#loc3)", "loc(#late3)", 1);
    assert!(!assert_parallel_parse_is_serial("earlier alias not a location", &broken));
    let outside = format!(
        "%t = \"t.c\"() : () -> i32\n{}",
        source.replacen("%a, %b : i32", "%a, %t : i32", 1)
    );
    assert!(!assert_parallel_parse_is_serial("value from outside", &outside));
    let truncated = &source[..source.len() / 2];
    assert!(!assert_parallel_parse_is_serial("truncated", truncated));
    let unbalanced = source.replacen("\"t.end\"() : () -> () }", "\"t.end\"() : () -> ()", 1);
    assert!(!assert_parallel_parse_is_serial("unbalanced", &unbalanced));
}

/// Functions whose constants suggest names that clash with names of the
/// module around them and of each other, whose bodies hold attributes with
/// aliases, and whose text holds brackets inside strings and comments:
/// numbering names, choosing aliases and finding the end of each body on
/// threads gives what one thread gives.
#[test]
fn suggested_names_and_aliases_with_threads() {
    let mut input = String::from("%m = arith.constant 0 : index\n");
    for function in 0..120 {
        input.push_str(&format!(
            "func.func @f{function}(%a: index) -> index {{\n  \
             %k = arith.constant {} : index\n  \
             %j = arith.constant 0 : index // }} ) {{\n  \
             %x = arith.addi %a, %k {{m = affine_map<(d0) -> (d0 + {})>, s = \"}}{{)\\\"(\"}} : index loc(\"f\":{function}:1)\n  \
             %s, %o = arith.addui_extended %x, %j : index, i1\n  \
             return %s : index\n}}\n",
            function % 3,
            function % 5,
        ));
    }
    input.push_str("%m0 = arith.constant 0 : index\n");
    for (generic, debug_info) in [(true, false), (false, false), (false, true)] {
        let serial = run(&options(generic, debug_info, true), "input.mlir", &input);
        let threaded = run(&options(generic, debug_info, false), "input.mlir", &input);
        assert!(serial.success, "{}", serial.stderr);
        assert_eq!(serial.stdout, threaded.stdout, "generic: {generic}, debug info: {debug_info}");
    }
    let custom = run(&options(false, false, false), "input.mlir", &input);
    assert!(custom.stdout.contains("%c0_1 = arith.constant 0 : index"), "{}", custom.stdout);
    assert!(custom.stdout.contains("%sum, %overflow = arith.addui_extended"));
    assert!(custom.stdout.contains("{m = #map4, s = \"}{)\\22(\"}"), "{}", custom.stdout);
}

/// The ranges of text a parse tells as read (`ParseOptions::progress`),
/// sorted.
fn told_ranges(source: &str, parallel: bool) -> Vec<std::ops::Range<usize>> {
    use ir_core::text::{self, ParseOptions};
    let context = full_context();
    let told = std::sync::Mutex::new(Vec::new());
    let progress = |range: std::ops::Range<usize>| told.lock().unwrap().push(range);
    let options = ParseOptions { parallel, progress: Some(&progress) };
    text::parse_source_with_options(&context, "input.mlir", source, 0, options).expect("parses");
    let mut ranges = told.into_inner().unwrap();
    ranges.sort_by_key(|range| range.start);
    ranges
}

/// A tool mapping its input hands back a block of the text once every
/// byte of it is told read, so the ranges must tile the text: on threads,
/// each worker tells the text from the end of the bodies before its own
/// up to its last body's end, signatures between bodies included.
#[test]
fn a_parse_on_threads_tells_ranges_that_tile_the_text_up_to_the_last_body() {
    let functions = |count: usize| {
        let mut source = String::new();
        for index in 0..count {
            source.push_str(&format!(
                "func.func @f{index}(%a: i32, %b: i32) -> i32 {{\n  %0 = arith.addi %a, %b : i32\n  %1 = arith.muli %0, %a : i32\n  return %1 : i32\n}}\n"
            ));
        }
        source
    };
    let source = functions(3000);
    let ranges = told_ranges(&source, true);
    assert!(ranges.len() > 2, "several pieces, each told: {ranges:?}");
    assert_eq!(ranges[0].start, 0);
    for pair in ranges.windows(2) {
        assert_eq!(pair[0].end, pair[1].start, "disjoint and with no gap: {pair:?}");
    }
    assert_eq!(ranges.last().unwrap().end, source.trim_end().len());
    // Serially, the text is told in steps of `PROGRESS_STEP` from the start.
    let step = ir_core::text::PROGRESS_STEP;
    let serial = told_ranges(&functions(3000 * (step / source.len() + 2)), false);
    assert!(!serial.is_empty());
    assert_eq!(serial[0].start, 0);
    for pair in serial.windows(2) {
        assert_eq!(pair[0].end, pair[1].start);
    }
}
