//! Tests of the translation of POSIX extended regexes into the `regex` crate's syntax.

use super::*;

/// Whether `pattern` matches somewhere in `text`.
fn matches(pattern: &str, text: &[u8]) -> bool {
    let regex = compile(pattern.as_bytes()).expect("a translatable pattern");
    regex.expect("a pattern that compiles").is_match(text)
}

#[test]
fn collating_names() {
    let code = |name: &str| {
        let pattern = format!("{name}.]");
        let closed = [false; 10];
        Parser { pattern: pattern.as_bytes(), position: 0, depth: 0, closed, groups: 0 }
            .collating(b'.')
    };
    assert_eq!(code("commercial-at"), Ok(b'@'));
    assert_eq!(code("DEL"), Ok(127));
    assert_eq!(code("reverse-solidus"), Ok(b'\\'));
    assert_eq!(code("x"), Ok(b'x'));
    assert_eq!(code("tilde"), Ok(b'~'));
    assert_eq!(code("low-line"), Ok(b'_'));
    assert_eq!(code("space"), Ok(b' '));
    assert_eq!(code("A"), Ok(b'A'));
    assert_eq!(code("nope"), Err(ECOLLATE));
}

#[test]
fn what_mlir_tests_write() {
    assert!(matches("custom op '.*' is unknown", b"custom op 'foo.bar' is unknown"));
    assert!(matches("[0-9]+", b"operand #12"));
    assert!(!matches("^[0-9]+$", b"operand #12"));
    assert!(matches("[[:space:]]*", b""));
    assert!(matches(r"reg_\$[[:digit:]]+", b"x reg_$42"));
    assert!(!matches("reg_$[[:digit:]]+", b"x reg_$42"));
    assert!(matches("(taking the address|cannot take the address) of", b"taking the address of"));
    assert!(matches("^", b"anything"));
    assert!(matches("value$", b"a value"));
    assert!(!matches("value$", b"a value\n"));
    assert!(matches("[[:alpha:]_][[:alnum:]_]*", b"_x1"));
    assert!(!matches("[[:upper:]]", b"lower case only"));
}

#[test]
fn brackets_resolve_posix_rules() {
    // A leading `]` and a `-` at either end are members; a backslash is a member.
    assert!(matches("[]a]", b"]"));
    assert!(matches("[^]a]", b"b"));
    assert!(!matches("[^]a]", b"]a"));
    assert!(matches("[a-]", b"-"));
    assert!(matches("[-a]", b"-"));
    assert!(matches(r"[\n]", b"\\"));
    assert!(matches(r"[\n]", b"n"));
    assert!(!matches(r"[\n]", b"\n"));
    // Named collating elements and equivalence classes.
    assert!(matches("[[.hyphen.][.space.]]+", b"- -"));
    assert!(matches("[[=a=]]", b"a"));
    // Negations match a newline and any byte, and ranges compare signed `char`s: bytes
    // from 0x80 sort before ASCII.
    assert!(matches("[^a]", b"\n"));
    assert!(matches("[^a]", &[0xFF]));
    assert!(matches("[\u{e9}-z]", b"a"));
    // Classes are the C locale's.
    assert!(matches("[[:punct:]]", b"$"));
    assert!(!matches("[[:alpha:]]", "é".as_bytes()));
}

#[test]
fn escapes_braces_and_bytes() {
    // Outside brackets a backslash makes the next byte literal: `\n` is `n`, `\d` is `d`.
    assert!(matches(r"\n", b"n"));
    assert!(!matches(r"\n", b"\n"));
    assert!(matches(r"\d", b"d"));
    assert!(!matches(r"\d", b"1"));
    assert!(matches(r"\.", b"."));
    assert!(!matches(r"\.", b"x"));
    // A `{` not followed by a digit is a literal brace; `{m,n}` is a repetition.
    assert!(matches("a{,2}", b"a{,2}"));
    assert!(matches("{x}", b"{x}"));
    assert!(matches("^a{2,3}$", b"aaa"));
    assert!(!matches("^a{2,3}$", b"aaaa"));
    assert!(matches("^a{2,}$", b"aaaaa"));
    // `.` is one byte and matches a newline; `|` and `*` work on bytes too.
    assert!(matches("^h.$", b"h\n"));
    assert!(!matches("^h.$", "hé".as_bytes()));
    assert!(matches("^h..$", "hé".as_bytes()));
    assert!(matches("^(é|e)$", "é".as_bytes()));
    // Bytes with special meaning to the crate are literal.
    assert!(matches("a#b c", b"a#b c"));
    assert!(matches("[&~-]+", b"&~-"));
}

#[test]
fn anchors_words_and_case() {
    // `^` and `$` are anchors anywhere in the pattern and never match at a newline.
    assert!(!matches("a^b", b"a^b"));
    assert!(!matches("a$b", b"a$b"));
    assert!(!matches("^b", b"a\nb"));
    assert!(matches("(^a|b)", b"xb"));
    assert!(matches("^$", b""));
    // Word boundaries use ASCII word bytes.
    assert!(matches("[[:<:]]lo[[:>:]]", b"hello lo"));
    assert!(!matches("[[:<:]]lo[[:>:]]", b"hello"));
    assert!(matches("[[:<:]]x", "éx".as_bytes()));
    assert!(matches("_x[[:>:]]", b"a_x"));
    // Case matters.
    assert!(!matches("error", b"Error"));
    assert!(matches("[Ee]rror", b"Error"));
}

#[test]
fn backreferences() {
    // A back-reference to a group with one fixed text that always takes part is that text.
    assert!(matches(r"(x)-\1", b"x-x"));
    assert!(!matches(r"(x)-\1", b"x-y"));
    assert!(matches(r"((a)(bc){2})\2\1", b"abcbcaabcbc"));
    assert!(!matches(r"(^x$)\1", b"x"));
    // Any other back-reference is refused rather than matched differently.
    let refused = [
        r"(a*)\1",
        r"(a|b)\1",
        r"(a)?\1",
        r"(a)*\1",
        r"(a)+\1",
        r"(a|(b))\2",
        r"(.)\1",
        r"(()+)\2",
        r"(()+)\1",
        r"((){2})\1",
    ];
    for pattern in refused {
        assert_eq!(compile(pattern.as_bytes()).err(), Some(UNSUPPORTED_BACKREFERENCE));
    }
}

#[test]
fn sets_that_match_nothing_or_everything() {
    let mut set = [false; 256];
    let mut empty = String::new();
    write_set(&mut empty, &set);
    let regex = Regex::new(&format!("(?-u)x{empty}?y")).expect("an empty class compiles");
    assert!(regex.is_match(b"xy"));
    assert!(!Regex::new(&format!("(?-u){empty}")).expect("compiles").is_match(b"a"));
    set.iter_mut().for_each(|member| *member = true);
    let mut full = String::new();
    write_set(&mut full, &set);
    assert_eq!(full, r"[\x00-\xFF]");
}

#[test]
fn refusals() {
    // Too deep for the parser; too large for the crate (LLVM cannot compile it either).
    let deep = ["(".repeat(300), "a".into(), ")".repeat(300)].concat();
    assert_eq!(check(deep.as_bytes()), Err("out of memory"));
    let nested = ["(".repeat(150), "a*".into(), ")*".repeat(150)].concat();
    assert!(matches(&nested, b"aaa"));
    assert!(compile(b"((a{255}){255}){255}").expect("no back-reference").is_none());
    // What LLVM cannot compile matches nothing.
    assert!(compile(b"(a").expect("not a back-reference error").is_none());
}
