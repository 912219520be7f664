//! Tests of the `--verify-diagnostics` checker.
//!
//! Expected outputs are what `mlir-opt --allow-unregistered-dialect --verify-diagnostics` 22
//! printed for the same sources and diagnostics (remarks came from `transform.debug.emit_remark_at`,
//! warnings from `--transform-dialect-check-uses`); "derived" marks the few that are not.

use super::posix_regex::{BADBR, BADRPT, EBRACE, EBRACK, ECOLLATE, ECTYPE, EMPTY, EPAREN, ERANGE};
use super::*;

fn at(file: &str, line: u32, column: u32) -> Option<SourcePosition> {
    Some(SourcePosition { file: file.into(), line, column })
}
fn diag(severity: Severity, position: Option<SourcePosition>, message: &str) -> Diagnostic {
    Diagnostic { severity, position, message: message.into(), notes: Vec::new() }
}
fn remark(file: &str, line: u32, message: &str) -> Diagnostic {
    diag(Severity::Remark, at(file, line, 1), message)
}
fn printed(file: &str, source: &str, first: u32, produced: &[Diagnostic]) -> Vec<String> {
    verify_diagnostics(file, source, first, produced).iter().map(|d| d.to_string()).collect()
}
const OP: &str = "\"foo.a\"() : () -> ()";

#[test]
fn unexpected_and_missing_errors() {
    let source = "// expected-error@+1 {{use of undeclared SSA value name}}\n%0 = \"foo.x\"(%1)\n";
    let error = diag(Severity::Error, at("t.mlir", 2, 14), "use of undeclared SSA value name");
    assert!(printed("t.mlir", source, 1, std::slice::from_ref(&error)).is_empty());
    let source = source.replace("use of undeclared SSA value name}}", "wrong thing}}");
    assert_eq!(
        printed("t.mlir", &source, 1, &[error]),
        [
            "t.mlir:2:14: error: unexpected error: use of undeclared SSA value name",
            "t.mlir:1:4: error: expected error \"wrong thing\" was not produced",
        ]
    );
}

#[test]
fn designators_and_counts() {
    // `@ below` is not an annotation, so line 3's `@below` applies to line 5; no `//` needed.
    let source = "\"foo.x\"()\n// expected-error@above {{undeclared}}\n// expected-error@below \
        {{undeclared}}\n// expected-error@-1 {{x}}\n// expected-error @ below {{y}}\n   \
        expected-error@below{{z}}  \n%0 = \"foo.x\"(%1)\n";
    let error = diag(Severity::Error, at("t.mlir", 6, 4), "custom op 'expected' is unknown");
    assert_eq!(
        printed("t.mlir", source, 1, &[error]),
        [
            "t.mlir:6:4: error: unexpected error: custom op 'expected' is unknown",
            "t.mlir:2:4: error: expected error \"undeclared\" was not produced",
            "t.mlir:3:4: error: expected error \"undeclared\" was not produced",
            "t.mlir:4:4: error: expected error \"x\" was not produced",
            "t.mlir:6:4: error: expected error \"z\" was not produced",
        ]
    );
    // One expectation matches any number of diagnostics; the first matching one wins.
    let source = format!(
        "// expected-remark {{{{hello}}}}\n{OP} // expected-remark {{{{hello}}}}\n{OP} // \
        expected-remark {{{{hello}}}}\n// expected-remark@+1 {{{{hi}}}}\n{OP}\n// \
        expected-remark@-1 {{{{hi}}}}\n"
    );
    let produced = [remark("r.mlir", 2, "hello"), remark("r.mlir", 2, "hello")];
    assert_eq!(
        printed("r.mlir", &source, 1, &[&produced[..], &[remark("r.mlir", 5, "hi")]].concat()),
        [
            "r.mlir:1:4: error: expected remark \"hello\" was not produced",
            "r.mlir:3:25: error: expected remark \"hello\" was not produced",
            "r.mlir:6:4: error: expected remark \"hi\" was not produced",
        ]
    );
    let source = format!(
        "// expected-remark@+2 {{{{hi}}}}\n// expected-remark@+1 {{{{hi}}}}\n{OP}\n\
        // expected-remark@-1 {{{{hi there}}}}\n"
    );
    let produced = [remark("r.mlir", 3, "hi there"), remark("r.mlir", 3, "hi there")];
    assert_eq!(
        printed("r.mlir", &source, 1, &produced),
        [
            "r.mlir:2:4: error: expected remark \"hi\" was not produced",
            "r.mlir:4:4: error: expected remark \"hi there\" was not produced",
        ]
    );
    // `@above` and `@below` skip lines holding annotations.
    let source = format!(
        "{OP}\n// expected-remark@above {{{{a}}}}\n// expected-remark@below {{{{b}}}}\n\
        // expected-remark@below {{{{c}}}}\n{OP}\n"
    );
    let produced = [remark("r.mlir", 1, "a"), remark("r.mlir", 5, "b"), remark("r.mlir", 5, "c")];
    assert!(printed("r.mlir", &source, 1, &produced).is_empty());
}

#[test]
fn malformed_annotations_are_ignored() {
    let annotations = [
        "expected-remark 2 {{hi}}",
        "expected-remark@+x {{hi}}",
        "expected-remark {{hi}",
        "expected-remark hi",
        "expected-remark  @+0   {{hi}}",
        "expected-remark@ +0 {{hi}}",
        "expected-remarks {{hi}}",
        "expected-remark@+0{{hi}}",
        "EXPECTED-remark {{hi}}",
        "expected-remark{{hi}} xx",
        "expected-remark-re {{hi}}",
        "expected-remark*2 {{hi}}",
    ];
    let source: String = annotations.iter().map(|a| format!("{OP} // {a}\n")).collect();
    let produced: Vec<_> = (1..=12).map(|line| remark("r.mlir", line, "hi")).collect();
    let expected: Vec<_> = [1, 2, 3, 4, 6, 7, 9, 10, 12]
        .map(|line| format!("r.mlir:{line}:1: error: unexpected remark: hi"))
        .into();
    assert_eq!(printed("r.mlir", &source, 1, &produced), expected);
}

#[test]
fn offsets_parse_like_c() {
    // `@+09`, `@+99999999999` and `@+4294967296` do not parse: the previous offset (here 0)
    // is reused; `@+0x1` is no annotation.
    let designators = ["+09", "+0", "-0", "+99999999999", "+4294967296", "+0x1"];
    let messages = ["nine", "zero", "mzero", "big", "wrap"];
    let source: String = (designators.iter().zip(messages.iter().chain([&"hex"])))
        .map(|(at, message)| format!("{OP} // expected-remark@{at} {{{{{message}}}}}\n"))
        .collect();
    let lines = 1..=6usize;
    let produced: Vec<_> = messages
        .iter()
        .flat_map(|message| lines.clone().map(|line| remark("r.mlir", line as u32, message)))
        .collect();
    // A remark is expected on the lines whose message it contains ("mzero" on line 2).
    let expected: Vec<_> = messages
        .iter()
        .flat_map(|message| {
            let expected_here =
                |line: usize| messages.get(line - 1).is_some_and(|m| message.contains(m));
            let others = lines.clone().filter(move |&line| !expected_here(line));
            others.map(move |line| format!("r.mlir:{line}:1: error: unexpected remark: {message}"))
        })
        .collect();
    assert_eq!(printed("r.mlir", &source, 1, &produced), expected);
    // `010` is octal; a failed parse reuses the previous offset and applies its own sign.
    let octal = format!("// expected-remark@+010 {{{{octal}}}}\n{}", format!("{OP}\n").repeat(8));
    assert!(printed("r.mlir", &octal, 1, &[remark("r.mlir", 9, "octal")]).is_empty());
    let source =
        format!("// expected-remark@+2 {{{{x}}}}\n// expected-remark@+09 {{{{y}}}}\n{OP}\n{OP}\n");
    let produced = [remark("r.mlir", 3, "x"), remark("r.mlir", 4, "y")];
    assert!(printed("r.mlir", &source, 1, &produced).is_empty());
    assert_eq!(
        printed("r.mlir", &source.replace("+2", "-1"), 1, &produced),
        [
            "r.mlir:3:1: error: unexpected remark: x",
            "r.mlir:4:1: error: unexpected remark: y",
            "r.mlir:1:4: error: expected remark \"x\" was not produced",
            "r.mlir:2:4: error: expected remark \"y\" was not produced",
        ]
    );
}

#[test]
fn warnings_notes_and_near_misses() {
    let source = concat!(
        "func.func @f(%arg0: !transform.any_op) {\n",
        "  // expected-note@below {{allocated here}}\n",
        "  %0 = transform.structured.match\n",
        "  %1 = \"transform.apply_registered_pass\"(%0) <{pass_name = \"canonicalize\"}> : ",
        "(!transform.any_op) -> !transform.any_op // expected-warning {{freed here}}\n",
        "  // expected-warning@below {{may be used after free}}\n",
        "  transform.debug.emit_remark_at %0, \"x\" : !transform.any_op\n",
        "  transform.debug.emit_remark_at %0, \"y\" : !transform.any_op\n",
        "  return\n}\n// expected-warning@-3 {{never}}\n",
    );
    let warning = |line| {
        diag(Severity::Warning, at("w.mlir", line, 3), "operand #0 may be used after free")
            .with_note(at("w.mlir", 3, 8), "allocated here")
            .with_note(at("w.mlir", 4, 8), "freed here")
    };
    assert_eq!(
        printed("w.mlir", source, 1, &[warning(6), warning(7)]),
        [
            "w.mlir:4:123: error: 'note' diagnostic emitted when expecting a 'warning'",
            "w.mlir:7:3: error: unexpected warning: operand #0 may be used after free",
            "w.mlir:4:123: error: 'note' diagnostic emitted when expecting a 'warning'",
            "w.mlir:4:123: error: expected warning \"freed here\" was not produced",
            "w.mlir:10:4: error: expected warning \"never\" was not produced",
        ]
    );
    // The last expectation that differs only in severity is the near miss reported.
    let source = format!(
        "{OP} // expected-error {{{{bb}}}}\n// expected-warning@-1 {{{{bb}}}}\n// \
        expected-note@-2 {{{{b}}}}\n"
    );
    assert_eq!(
        printed("r.mlir", &source, 1, &[remark("r.mlir", 1, "bb")]),
        [
            "r.mlir:3:4: error: 'remark' diagnostic emitted when expecting a 'note'",
            "r.mlir:1:25: error: expected error \"bb\" was not produced",
            "r.mlir:2:4: error: expected warning \"bb\" was not produced",
            "r.mlir:3:4: error: expected note \"b\" was not produced",
        ]
    );
}

#[test]
fn unknown_locations_other_files_and_crlf() {
    let source = format!(
        "{OP}\n// expected-remark@unknown {{{{u1}}}}\n// expected-error@unknown {{{{u2}}}}\n\
        {OP} // expected-remark {{{{fileexp}}}}\n// expected-remark@unknown {{{{u3}}}}\n\
        {OP}\r\n// expected-remark@-1 {{{{crlf}}}}\r\n"
    );
    let unknown = |message| diag(Severity::Remark, None, message);
    let produced = [
        unknown("u1"),
        unknown("u2"),
        unknown("fileexp"),
        remark("r.mlir", 4, "u3"),
        unknown("u1"),
        remark("r.mlir", 6, "crlf"),
        remark("other.mlir", 2, "crlf"),
    ];
    let missing = [
        "r.mlir:4:25: error: expected remark \"fileexp\" was not produced",
        "<unknown>:0: error: expected error \"u2\" was not produced",
        "<unknown>:0: error: expected remark \"u3\" was not produced",
        "<unknown>:0: error: expected error \"u2\" was not produced",
        "<unknown>:0: error: expected remark \"u3\" was not produced",
    ];
    let all = printed("r.mlir", &source, 1, &produced);
    assert_eq!(
        all[..4],
        [
            "<unknown>:0: error: 'remark' diagnostic emitted when expecting a 'error'",
            "<unknown>:0: error: unexpected remark: fileexp",
            "r.mlir:4:1: error: unexpected remark: u3",
            "other.mlir:2:1: error: unexpected remark: crlf",
        ]
    );
    assert_eq!(all[4..], missing);
    let level = VerifyLevel::OnlyExpected;
    let only = verify_diagnostics_at_level("r.mlir", &source, 1, &produced, level);
    assert_eq!(only.iter().map(|d| d.to_string()).collect::<Vec<_>>(), missing);
    // Columns count bytes; a later `expected-` on the line is used when the first fails.
    let source = "// é\texpected-remark@-9 {{neg}}\n// expected-x {{a}} expected-note {{b}}";
    assert_eq!(
        printed("r.mlir", source, 1, &[]),
        [
            "r.mlir:1:7: error: expected remark \"neg\" was not produced",
            "r.mlir:2:21: error: expected note \"b\" was not produced",
        ]
    );
}

#[test]
fn split_input_file_and_dangling_below() {
    let source = "// expected-error@+1 {{undeclared}}\n%0 = \"foo.x\"(%1)\n\n// -----\n\n// a \
        comment\n// expected-error@+1 {{nope}}\n%0 = \"foo.x\"(%1)\n// expected-error@above \
        {{also}}\n// expected-error@unknown {{unk}}\n\n// -----\n   // expected-error@below \
        {{dangling}}\n";
    let produced = [
        diag(Severity::Error, at("s.mlir", 2, 14), "use of undeclared SSA value name"),
        diag(Severity::Error, at("s.mlir", 8, 14), "use of undeclared SSA value name"),
    ];
    let expected = [
        "s.mlir:8:14: error: unexpected error: use of undeclared SSA value name",
        "s.mlir:7:4: error: expected error \"nope\" was not produced",
        "s.mlir:9:4: error: expected error \"also\" was not produced",
        "s.mlir:13:7: error: expected error \"dangling\" was not produced",
        "<unknown>:0: error: expected error \"unk\" was not produced",
        "<unknown>:0: error: expected error \"unk\" was not produced",
    ];
    assert_eq!(printed("s.mlir", source, 1, &produced), expected);
    // Derived: one chunk (lines 5 to 11) checked on its own.
    let chunk: Vec<&str> = source.split('\n').skip(4).take(7).collect();
    let chunk_output = printed("s.mlir", &chunk.join("\n"), 5, &produced[1..]);
    assert_eq!(chunk_output, [expected[0], expected[1], expected[2], expected[4], expected[5]]);
    // A dangling `@below` applies to the line after the last newline (derived when matched).
    let source = "\"foo.x\"(\n// expected-error@below {{expected}}\n";
    let error = |line, column| diag(Severity::Error, at("e.mlir", line, column), "expected ')'");
    assert_eq!(
        printed("e.mlir", source, 1, &[error(2, 37)]),
        [
            "e.mlir:2:37: error: unexpected error: expected ')'",
            "e.mlir:2:4: error: expected error \"expected\" was not produced",
        ]
    );
    assert!(printed("e.mlir", source, 1, &[error(3, 1)]).is_empty());
}

#[test]
fn regex_messages() {
    let cases = [
        ("{{h{{[a-z]+}}o}}", "hello", true),
        ("{{^hello$}}", "hello", false),
        ("{{h.llo}}", "h.llo", true),
        ("{{{{^}}hel{{l?}}lo{{$}}}}", "hello", true),
        ("{{x{{a|b}}y}}", "xay", true),
        ("{{ab}}c}}", "ab}}c", true),
        ("{{}}", "anything", false),
        ("{{{{[[:<:]]}}lo {{[[.space.]]}}w{{[[:>:]]}}}}", "hello lo wor", false),
        ("{{{{(a)\\1}}}}", "aa", false),
        ("{{h.{{.}}}}", "h.é", true),
        ("{{{{^}}h{{.}}{{$}}}}", "hé", false),
        ("{{{{[[:<:]]}}lo{{[[:>:]]}}}}", "hello lo", true),
        ("{{{{[[.hyphen.][:digit:]]+}}}}", "-1-", true),
        ("{{{{(x)}}-{{(a)(b)\\2}}}}", "x-abx", true),
        ("{{{{(x)}}-{{(a)(b)\\2}}}}", "x-abb", false),
        ("{{{{((a*)*)*b}}}}", &"a".repeat(3000), false),
    ];
    for (message, text, matches) in cases {
        let source = format!("{OP} // expected-remark-re {message}\n");
        let output = printed("r.mlir", &source, 1, &[remark("r.mlir", 1, text)]);
        assert_eq!(output.is_empty(), matches, "{message} against {text}: {output:?}");
    }
    let source = "// expected-remark-re {{{{[}}}}\n// expected-remark-re {{a{{b}}\n";
    assert_eq!(
        printed("r.mlir", source, 1, &[]),
        [
            "r.mlir:1:4: error: invalid regex: brackets ([ ]) not balanced",
            "r.mlir:2:4: error: found start of regex with no end '}}'",
        ]
    );
    // `-re` is needed for regexes.
    assert!(printed(
        "r.mlir",
        "// expected-note {{a{{[0-9]}}b}}",
        1,
        &[diag(Severity::Note, at("r.mlir", 1, 1), "a{{[0-9]}}b")]
    )
    .is_empty());
}

#[test]
fn regex_translation() {
    // Messages as MLIR's tests write them; the text outside `{{ }}` is literal, also where it
    // holds bytes that are special to the `regex` crate or to POSIX.
    let cases = [
        ("{{reg_${{[[:digit:]]+}}<int>}}", "reg_$42<int>", true),
        ("{{reg_${{[[:digit:]]+}}<int>}}", "reg_$x<int>", false),
        ("{{value #{{[0-9]+}} (a {{.*}})}}", "value #3 (a b)", true),
        ("{{{{[[:space:]]*}}\\d{x}}}", "\\d{x}", true),
        ("{{{{\\d}}}}", "d", true),
        ("{{{{\\d}}}}", "1", false),
        ("{{a{{.}}b}}", "a\nb", true),
        // Each part is a group of the combined regex, so `\2` names this part's `(x)`.
        ("{{{{(x)(y)\\2}}}}", "xyx", true),
        ("{{{{(x)(y)\\2}}}}", "xyy", false),
        ("{{{{[Ee]rror}}}}", "error", true),
        ("{{{{Error}}}}", "error", false),
    ];
    for (message, text, matches) in cases {
        let source = format!("{OP} // expected-remark-re {message}\n");
        let output = printed("r.mlir", &source, 1, &[remark("r.mlir", 1, text)]);
        assert_eq!(output.is_empty(), matches, "{message} against {text}: {output:?}");
    }
    // A back-reference the crate cannot match as LLVM does is reported at its annotation.
    let source = "// expected-remark-re {{{{(a|b)(c)\\2}}}}\n";
    assert_eq!(
        printed("r.mlir", source, 1, &[]),
        [format!("r.mlir:1:4: error: {}", super::posix_regex::UNSUPPORTED_BACKREFERENCE)]
    );
}

#[test]
fn invalid_regexes() {
    let cases = [
        ("(a", Some(EPAREN)),
        ("a)", Some(EPAREN)),
        ("a{1", Some(EBRACE)),
        ("a{1,x", Some(EBRACE)),
        ("a{300}", Some(BADBR)),
        ("a{3,2}", Some(BADBR)),
        ("[z-a]", Some(ERANGE)),
        ("[[:foo:]]", Some(ECTYPE)),
        ("[[.ab.]]", Some(ECOLLATE)),
        ("a\\", Some("trailing backslash (\\)")),
        ("\\1", Some("invalid backreference number")),
        ("*a", Some(BADRPT)),
        ("a|", Some(EMPTY)),
        ("", Some(EMPTY)),
        ("a**", Some(BADRPT)),
        ("^*", Some(BADRPT)),
        ("[[.space.]]", None),
        ("[[=a=]]", None),
        ("{1}", Some(BADRPT)),
        ("a{1}{2}", Some(BADRPT)),
        ("[a", Some(EBRACK)),
        ("()", None),
        ("[[:alpha:]", Some(EBRACK)),
        ("[---]", Some(ERANGE)),
        ("[a--]", Some(ERANGE)),
        ("[--a]", Some(ERANGE)),
        ("(a)\\1", None),
        ("[]a]", None),
        ("a{,2}", None),
        ("a{1,256}", Some(BADBR)),
        ("a{256}", Some(BADBR)),
    ];
    let source: String =
        cases.iter().map(|(re, _)| ["// expected-remark-re {{{{", re, "}}}}\n"].concat()).collect();
    let (mut errors, mut missing) = (Vec::new(), Vec::new());
    for (line, (re, error)) in (1..).zip(cases) {
        match error {
            Some(error) => errors.push(format!("r.mlir:{line}:4: error: invalid regex: {error}")),
            None => missing.push(format!(
                "r.mlir:{line}:4: error: expected remark \"{{{{{re}}}}}\" was not produced"
            )),
        }
    }
    assert_eq!(printed("r.mlir", &source, 1, &[]), [errors, missing].concat());
}

#[test]
fn odd_inputs() {
    let odd = ["expected-error@+99999999999999999999 {{", "expected-note@-", "{{}}", "", "\n\n"];
    for source in odd {
        let produced = [diag(Severity::Error, at("f", u32::MAX, 0), "")];
        let _ = verify_diagnostics("f", source, u32::MAX, &produced);
    }
    let deep =
        ["// expected-error-re {{{{", &"(".repeat(300), "a", &")".repeat(300), "}}}}"].concat();
    assert_eq!(printed("f", &deep, 1, &[]), ["f:1:4: error: invalid regex: out of memory"]);
    let big = "// expected-error-re {{{{((a{255}){255}){255}}}}}";
    assert_eq!(printed("f", big, 1, &[diag(Severity::Error, at("f", 1, 1), "a")]).len(), 2);
}
