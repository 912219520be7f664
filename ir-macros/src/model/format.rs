//! The declarative assembly format language (MLIR's `assemblyFormat`):
//! lexing and parsing a format string into [`Element`]s. Names are not
//! resolved here; `check` resolves them against the op and reports
//! mistakes with the offset in the format.

/// One element of a format, with its byte offset in the format string.
#[derive(Clone, Debug, PartialEq)]
pub struct Element {
    /// Where the element starts in the format string.
    pub offset: usize,
    /// What it is.
    pub kind: ElementKind,
}

/// The kinds of format elements.
#[derive(Clone, Debug, PartialEq)]
pub enum ElementKind {
    /// `` `keyword` `` or `` `,` ``.
    Literal(String),
    /// `` ` ` ``, `` `` `` or `` `\n` ``.
    Whitespace(String),
    /// `$name`.
    Variable(String),
    /// `attr-dict` or `attr-dict-with-keyword`.
    AttrDict { keyword: bool },
    /// `prop-dict`.
    PropDict,
    /// `operands`.
    Operands,
    /// `results` (only inside `type(...)`).
    Results,
    /// `regions`.
    Regions,
    /// `successors`.
    Successors,
    /// `type(arg)`, possibly inside `qualified(...)`.
    Type { argument: Box<Element>, qualified: bool },
    /// `functional-type(inputs, results)`.
    FunctionalType(Box<Element>, Box<Element>),
    /// `custom<Name>(arguments)`.
    Custom { name: String, arguments: Vec<Element> },
    /// `ref(...)`: a custom directive's argument already parsed elsewhere.
    Ref(Box<Element>),
    /// `(then)?` or `(then) : (otherwise)?`; `anchor` is the index in
    /// `then` of the element marked `^`.
    Optional { then: Vec<Element>, otherwise: Vec<Element>, anchor: Option<usize> },
}

/// A format mistake: a message and the offset it points at.
#[derive(Debug, PartialEq)]
pub struct FormatError {
    /// Where in the format string.
    pub offset: usize,
    /// What is wrong, in the author's terms.
    pub message: String,
}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Literal(String),
    Variable(String),
    Keyword(String),
    Punctuation(char),
}

fn lex(format: &str) -> Result<Vec<(usize, Token)>, FormatError> {
    let bytes = format.as_bytes();
    let mut tokens = Vec::new();
    let mut index = 0;
    while index < bytes.len() {
        let start = index;
        let byte = bytes[index];
        match byte {
            b' ' | b'\t' | b'\n' | b'\r' => index += 1,
            b'`' => {
                let Some(end) = format[index + 1..].find('`') else {
                    return Err(FormatError {
                        offset: start,
                        message: "unterminated literal: a literal is written `text`".into(),
                    });
                };
                tokens.push((start, Token::Literal(format[index + 1..index + 1 + end].to_owned())));
                index += end + 2;
            }
            b'$' => {
                index += 1;
                while index < bytes.len()
                    && (bytes[index].is_ascii_alphanumeric() || bytes[index] == b'_')
                {
                    index += 1;
                }
                if index == start + 1 {
                    return Err(FormatError {
                        offset: start,
                        message: "expected a name after `$`".into(),
                    });
                }
                tokens.push((start, Token::Variable(format[start + 1..index].to_owned())));
            }
            b'(' | b')' | b'?' | b'^' | b':' | b',' | b'<' | b'>' => {
                tokens.push((start, Token::Punctuation(byte as char)));
                index += 1;
            }
            _ if byte.is_ascii_alphabetic() || byte == b'_' => {
                while index < bytes.len()
                    && (bytes[index].is_ascii_alphanumeric()
                        || bytes[index] == b'_'
                        || bytes[index] == b'-')
                {
                    index += 1;
                }
                tokens.push((start, Token::Keyword(format[start..index].to_owned())));
            }
            _ => {
                return Err(FormatError {
                    offset: start,
                    message: format!("unexpected character `{}` in the format", byte as char),
                })
            }
        }
    }
    Ok(tokens)
}

struct FormatParser {
    tokens: Vec<(usize, Token)>,
    position: usize,
    end: usize,
}

impl FormatParser {
    fn peek(&self) -> Option<&(usize, Token)> {
        self.tokens.get(self.position)
    }

    fn offset(&self) -> usize {
        self.peek().map_or(self.end, |(offset, _)| *offset)
    }

    fn eat(&mut self, punctuation: char) -> bool {
        if matches!(self.peek(), Some((_, Token::Punctuation(c))) if *c == punctuation) {
            self.position += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, punctuation: char, context: &str) -> Result<(), FormatError> {
        if self.eat(punctuation) {
            Ok(())
        } else {
            Err(FormatError {
                offset: self.offset(),
                message: format!("expected `{punctuation}` {context}"),
            })
        }
    }

    fn parse_elements(
        &mut self,
        in_group: bool,
    ) -> Result<(Vec<Element>, Option<usize>), FormatError> {
        let mut elements = Vec::new();
        let mut anchor = None;
        while let Some((_, token)) = self.peek() {
            if matches!(token, Token::Punctuation(')')) {
                break;
            }
            let element = self.parse_element(in_group)?;
            elements.push(element);
            if self.eat('^') {
                if !in_group {
                    return Err(FormatError {
                        offset: self.tokens[self.position - 1].0,
                        message: "`^` marks the anchor of an optional group; it is only valid inside `(...)?`".into(),
                    });
                }
                if anchor.is_some() {
                    return Err(FormatError {
                        offset: self.tokens[self.position - 1].0,
                        message:
                            "an optional group has exactly one anchor `^`; this is a second one"
                                .into(),
                    });
                }
                anchor = Some(elements.len() - 1);
            }
        }
        Ok((elements, anchor))
    }

    fn parse_element(&mut self, in_group: bool) -> Result<Element, FormatError> {
        let Some((offset, token)) = self.peek().cloned() else {
            return Err(FormatError {
                offset: self.end,
                message: "unexpected end of the format".into(),
            });
        };
        self.position += 1;
        let kind = match token {
            Token::Literal(text) => {
                if text.is_empty() || text == " " || text == "\\n" {
                    ElementKind::Whitespace(text)
                } else if is_valid_literal(&text) {
                    ElementKind::Literal(text)
                } else {
                    return Err(FormatError {
                        offset,
                        message: format!("`{text}` is not a valid literal: use a keyword or one of : , = < > ( ) [ ] {{ }} -> ? + * |"),
                    });
                }
            }
            Token::Variable(name) => ElementKind::Variable(name),
            Token::Punctuation('(') => {
                let (then, anchor) = self.parse_elements(true)?;
                self.expect(')', "to close the optional group")?;
                let mut otherwise = Vec::new();
                if self.eat(':') {
                    self.expect('(', "to open the `else` group of the optional group")?;
                    let (elements, else_anchor) = self.parse_elements(true)?;
                    if else_anchor.is_some() {
                        return Err(FormatError { offset, message: "the `else` group of an optional group cannot have an anchor".into() });
                    }
                    otherwise = elements;
                    self.expect(')', "to close the `else` group")?;
                }
                if !self.eat('?') {
                    return Err(FormatError {
                        offset,
                        message: "a parenthesized group must be optional: write `(...)?`".into(),
                    });
                }
                let _ = in_group;
                ElementKind::Optional { then, otherwise, anchor }
            }
            Token::Keyword(keyword) => match keyword.as_str() {
                "attr-dict" => ElementKind::AttrDict { keyword: false },
                "attr-dict-with-keyword" => ElementKind::AttrDict { keyword: true },
                "prop-dict" => ElementKind::PropDict,
                "operands" => ElementKind::Operands,
                "results" => ElementKind::Results,
                "regions" => ElementKind::Regions,
                "successors" => ElementKind::Successors,
                "type" => {
                    self.expect('(', "after `type`")?;
                    let argument = self.parse_element(false)?;
                    self.expect(')', "to close `type(...)`")?;
                    ElementKind::Type { argument: Box::new(argument), qualified: false }
                }
                "qualified" => {
                    self.expect('(', "after `qualified`")?;
                    let inner = self.parse_element(false)?;
                    self.expect(')', "to close `qualified(...)`")?;
                    match inner.kind {
                        ElementKind::Type { argument, .. } => ElementKind::Type { argument, qualified: true },
                        ElementKind::Variable(_) => inner.kind,
                        _ => return Err(FormatError { offset, message: "`qualified(...)` takes `type(...)` or an attribute `$name`".into() }),
                    }
                }
                "functional-type" => {
                    self.expect('(', "after `functional-type`")?;
                    let inputs = self.parse_element(false)?;
                    self.expect(',', "between the inputs and results of `functional-type`")?;
                    let results = self.parse_element(false)?;
                    self.expect(')', "to close `functional-type(...)`")?;
                    ElementKind::FunctionalType(Box::new(inputs), Box::new(results))
                }
                "ref" => {
                    self.expect('(', "after `ref`")?;
                    let inner = self.parse_element(false)?;
                    self.expect(')', "to close `ref(...)`")?;
                    ElementKind::Ref(Box::new(inner))
                }
                "custom" => {
                    self.expect('<', "after `custom`")?;
                    let name = match self.peek().cloned() {
                        Some((_, Token::Keyword(name))) => {
                            self.position += 1;
                            name
                        }
                        _ => return Err(FormatError { offset: self.offset(), message: "expected the directive's name: `custom<Name>(...)`".into() }),
                    };
                    self.expect('>', "after the custom directive's name")?;
                    self.expect('(', "to open the custom directive's arguments")?;
                    let mut arguments = Vec::new();
                    if !self.eat(')') {
                        loop {
                            arguments.push(self.parse_element(false)?);
                            if !self.eat(',') {
                                break;
                            }
                        }
                        self.expect(')', "to close the custom directive's arguments")?;
                    }
                    ElementKind::Custom { name, arguments }
                }
                other => {
                    return Err(FormatError {
                        offset,
                        message: format!("unknown directive `{other}`: literals are written in backticks (`{other}`), variables as `$name`"),
                    })
                }
            },
            Token::Punctuation(c) => {
                return Err(FormatError { offset, message: format!("unexpected `{c}` in the format") })
            }
        };
        Ok(Element { offset, kind })
    }
}

/// Whether MLIR accepts `text` as a literal: a keyword, or punctuation.
fn is_valid_literal(text: &str) -> bool {
    const PUNCTUATION: &[&str] =
        &[":", ",", "=", "<", ">", "(", ")", "[", "]", "{", "}", "->", "?", "+", "*", "|", "..."];
    PUNCTUATION.contains(&text)
        || (text.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.'))
}

/// Parses a whole format string.
pub fn parse_format(format: &str) -> Result<Vec<Element>, FormatError> {
    let tokens = lex(format)?;
    let mut parser = FormatParser { end: format.len(), tokens, position: 0 };
    let (elements, anchor) = parser.parse_elements(false)?;
    if anchor.is_some() {
        return Err(FormatError {
            offset: 0,
            message: "`^` is only valid inside an optional group".into(),
        });
    }
    if parser.position < parser.tokens.len() {
        return Err(FormatError {
            offset: parser.offset(),
            message: "unbalanced `)` in the format".into(),
        });
    }
    Ok(elements)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_an_optional_group_with_an_anchor() {
        let elements = parse_format(
            "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
        )
        .unwrap();
        assert_eq!(elements.len(), 7);
        let ElementKind::Optional { then, anchor, .. } = &elements[3].kind else {
            panic!("not a group")
        };
        assert_eq!(then.len(), 3);
        assert_eq!(*anchor, Some(2));
    }

    #[test]
    fn reports_a_group_that_is_not_optional() {
        let error = parse_format("($a)").unwrap_err();
        assert!(error.message.contains("must be optional"), "{}", error.message);
    }

    #[test]
    fn reports_an_unknown_directive() {
        let error = parse_format("$a typo").unwrap_err();
        assert_eq!(error.offset, 3);
        assert!(error.message.contains("unknown directive `typo`"));
    }
}
