//! Reading a message file into patterns, with Fluent's rules (those of
//! the `fluent-syntax` crate's parser, step for step) for where a pattern
//! ends, which indentation it drops and which spaces it keeps.

use std::borrow::Cow;

use super::{Element, Key, Pattern, Select};

/// A message the file could not give: the line it starts on and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Skipped {
    pub(crate) line: usize,
    pub(crate) why: &'static str,
}

type Read<T> = Result<T, &'static str>;

/// Every message of `source` with its pattern, in file order, and the
/// entries that were skipped (malformed, or outside what this reader
/// knows). A skipped entry never hides the messages after it.
pub(crate) fn parse(source: &'static str) -> (Vec<(&'static str, Pattern)>, Vec<Skipped>) {
    let mut reader = Reader {
        src: source,
        ptr: 0,
    };
    let mut messages = Vec::new();
    let mut skipped = Vec::new();
    while let Some(b) = reader.byte() {
        let start = reader.ptr;
        match b {
            // Blank lines between entries.
            b'\n' => reader.ptr += 1,
            b'\r' if reader.byte_at(reader.ptr + 1) == Some(b'\n') => reader.ptr += 2,
            // A comment (build.rs removes them, but a file read as it is
            // on disk keeps them).
            b'#' => reader.skip_line(),
            b if b.is_ascii_alphabetic() => match reader.message() {
                Ok(message) => messages.push(message),
                Err(why) => {
                    skipped.push(Skipped {
                        line: reader.line_of(start),
                        why,
                    });
                    reader.skip_to_next_entry();
                }
            },
            // Fluent's terms (`-name`), and anything else at column 0 that
            // starts no message.
            _ => {
                let why = if b == b'-' {
                    "terms are not read"
                } else {
                    "not a message"
                };
                skipped.push(Skipped {
                    line: reader.line_of(start),
                    why,
                });
                reader.ptr += 1;
                reader.skip_to_next_entry();
            }
        }
    }
    (messages, skipped)
}

/// Where a text slice sits on its line (fluent-syntax's TextElementPosition).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    /// On the line of the `=` or `]` that starts the pattern.
    InitialLineStart,
    /// At the start of a continuation line, after its indentation.
    LineStart,
    /// After a placeable, on the same line.
    Continuation,
}

/// Why a text slice ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stop {
    LineFeed,
    PlaceableStart,
    Eof,
}

/// A pattern's piece before indentation is settled.
enum Piece {
    /// `src[start..end]`, whose first `indent` bytes are indentation.
    Text {
        start: usize,
        end: usize,
        indent: usize,
        role: Role,
    },
    Placeable(Element),
}

struct Reader {
    src: &'static str,
    ptr: usize,
}

impl Reader {
    fn byte(&self) -> Option<u8> {
        self.byte_at(self.ptr)
    }

    fn byte_at(&self, at: usize) -> Option<u8> {
        self.src.as_bytes().get(at).copied()
    }

    fn line_of(&self, at: usize) -> usize {
        1 + self.src.as_bytes()[..at]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
    }

    fn skip_line(&mut self) {
        while let Some(b) = self.byte() {
            self.ptr += 1;
            if b == b'\n' {
                break;
            }
        }
    }

    /// After a bad entry: on to the next line that starts one (a letter,
    /// `#` or `-` at column 0), as Fluent's junk recovery does.
    fn skip_to_next_entry(&mut self) {
        while let Some(b) = self.byte() {
            let line_start = self.ptr == 0 || self.byte_at(self.ptr - 1) == Some(b'\n');
            if line_start && (b.is_ascii_alphabetic() || b == b'#' || b == b'-') {
                return;
            }
            self.ptr += 1;
        }
    }

    /// Spaces on this line; how many.
    fn skip_blank_inline(&mut self) -> usize {
        let start = self.ptr;
        while self.byte() == Some(b' ') {
            self.ptr += 1;
        }
        self.ptr - start
    }

    /// Spaces and line breaks.
    fn skip_blank(&mut self) {
        loop {
            match self.byte() {
                Some(b' ' | b'\n') => self.ptr += 1,
                Some(b'\r') if self.byte_at(self.ptr + 1) == Some(b'\n') => self.ptr += 2,
                _ => return,
            }
        }
    }

    /// One line break, if here.
    fn skip_eol(&mut self) -> bool {
        match self.byte() {
            Some(b'\n') => {
                self.ptr += 1;
                true
            }
            Some(b'\r') if self.byte_at(self.ptr + 1) == Some(b'\n') => {
                self.ptr += 2;
                true
            }
            _ => false,
        }
    }

    /// Lines holding nothing but spaces.
    fn skip_blank_block(&mut self) {
        loop {
            let start = self.ptr;
            self.skip_blank_inline();
            if !self.skip_eol() {
                self.ptr = start;
                return;
            }
        }
    }

    fn expect(&mut self, b: u8, why: &'static str) -> Read<()> {
        if self.byte() == Some(b) {
            self.ptr += 1;
            Ok(())
        } else {
            Err(why)
        }
    }

    /// `[a-zA-Z][a-zA-Z0-9_-]*`.
    fn identifier(&mut self) -> Read<&'static str> {
        let start = self.ptr;
        match self.byte() {
            Some(b) if b.is_ascii_alphabetic() => self.ptr += 1,
            _ => return Err("a name must start with a letter"),
        }
        while let Some(b) = self.byte() {
            if b.is_ascii_alphanumeric() || b == b'_' || b == b'-' {
                self.ptr += 1;
            } else {
                break;
            }
        }
        Ok(&self.src[start..self.ptr])
    }

    /// `id = pattern`, with no attributes.
    fn message(&mut self) -> Read<(&'static str, Pattern)> {
        let id = self.identifier()?;
        self.skip_blank_inline();
        self.expect(b'=', "a message's name must be followed by `=`")?;
        let pattern = self.pattern()?.ok_or("a message with no text")?;
        Ok((id, pattern))
    }

    /// A pattern, from just after `=` or a variant's `]`; None when it
    /// holds nothing but spaces (fluent-syntax's `get_pattern`).
    fn pattern(&mut self) -> Read<Option<Pattern>> {
        let mut pieces: Vec<Piece> = Vec::new();
        let mut last_non_blank = None;
        let mut common_indent: Option<usize> = None;

        self.skip_blank_inline();
        let mut role = if self.skip_eol() {
            self.skip_blank_block();
            Role::LineStart
        } else {
            Role::InitialLineStart
        };

        while self.ptr < self.src.len() {
            if self.byte() == Some(b'{') {
                self.ptr += 1;
                // A placeable at column 0 of a continuation line: no
                // indentation can be dropped.
                if role == Role::LineStart {
                    common_indent = Some(0);
                }
                let element = self.placeable()?;
                last_non_blank = Some(pieces.len());
                pieces.push(Piece::Placeable(element));
                role = Role::Continuation;
                continue;
            }
            let slice_start = self.ptr;
            let mut indent = 0;
            if role == Role::LineStart {
                indent = self.skip_blank_inline();
                match self.byte() {
                    None => break,
                    // A line at column 0 is the next entry, unless blank.
                    Some(b) if indent == 0 => {
                        if b != b'\r' && b != b'\n' {
                            break;
                        }
                    }
                    // An indented line starting a variant, an attribute or
                    // closing a placeable is not this pattern's text.
                    Some(b'.' | b'}' | b'[' | b'*') => {
                        self.ptr = slice_start;
                        break;
                    }
                    Some(_) => {}
                }
            }
            let (start, end, blank, ended) = self.text_slice()?;
            if start != end {
                if role == Role::LineStart && !blank {
                    common_indent = Some(common_indent.map_or(indent, |c| c.min(indent)));
                }
                if role != Role::LineStart || !blank || ended == Stop::LineFeed {
                    if !blank {
                        last_non_blank = Some(pieces.len());
                    }
                    pieces.push(Piece::Text {
                        start: slice_start,
                        end,
                        indent,
                        role,
                    });
                }
            }
            role = match ended {
                Stop::LineFeed => Role::LineStart,
                Stop::PlaceableStart | Stop::Eof => Role::Continuation,
            };
        }

        let Some(last) = last_non_blank else {
            return Ok(None);
        };
        let elements = pieces
            .into_iter()
            .take(last + 1)
            .enumerate()
            .map(|(i, piece)| match piece {
                Piece::Placeable(element) => element,
                Piece::Text {
                    start,
                    end,
                    indent,
                    role,
                } => {
                    // Drop the indentation all the pattern's lines share.
                    let start = if role == Role::LineStart {
                        start + common_indent.map_or(indent, |c| c.min(indent))
                    } else {
                        start
                    };
                    let mut text = &self.src[start..end];
                    // The pattern's last text loses its trailing spaces
                    // and line breaks.
                    if i == last {
                        text = text.trim_end();
                    }
                    Element::Text(Cow::Borrowed(text))
                }
            })
            .collect();
        Ok(Some(Pattern(elements)))
    }

    /// Text up to a line break (included, without a `\r`), a `{`, or the
    /// end: (start, end, holds only spaces, why it ended).
    fn text_slice(&mut self) -> Read<(usize, usize, bool, Stop)> {
        let start = self.ptr;
        let mut blank = true;
        while let Some(b) = self.byte() {
            match b {
                b' ' => self.ptr += 1,
                b'\n' => {
                    self.ptr += 1;
                    return Ok((start, self.ptr, blank, Stop::LineFeed));
                }
                // `\r\n`: the slice stops before the `\r`; the `\n` is read
                // as the next line's (blank) slice, as fluent-syntax does.
                b'\r' if self.byte_at(self.ptr + 1) == Some(b'\n') => {
                    self.ptr += 1;
                    return Ok((start, self.ptr - 1, blank, Stop::LineFeed));
                }
                b'{' => return Ok((start, self.ptr, blank, Stop::PlaceableStart)),
                b'}' => return Err("a `}` with no `{`"),
                _ => {
                    blank = false;
                    // One whole character (text is UTF-8).
                    self.ptr += 1;
                    while self.byte().is_some_and(|b| b & 0xC0 == 0x80) {
                        self.ptr += 1;
                    }
                }
            }
        }
        Ok((start, self.ptr, blank, Stop::Eof))
    }

    /// After `{`: `$var }`, `"text" }` or `$var -> variants }`.
    fn placeable(&mut self) -> Read<Element> {
        self.skip_blank();
        let element = match self.byte() {
            Some(b'$') => {
                self.ptr += 1;
                Element::Var(self.identifier()?)
            }
            Some(b'"') => {
                self.ptr += 1;
                Element::Text(self.string_literal()?)
            }
            Some(b'{') => return Err("a placeable inside a placeable is not read"),
            _ => return Err("only `$variable` and \"text\" are read inside braces"),
        };
        self.skip_blank();
        if self.src[self.ptr..].starts_with("->") {
            let Element::Var(on) = element else {
                return Err("only a variable can choose a variant");
            };
            self.ptr += 2;
            self.skip_blank_inline();
            if !self.skip_eol() {
                return Err("the variants of `->` start on the next line");
            }
            self.skip_blank();
            let (variants, default) = self.variants()?;
            self.skip_blank_inline();
            self.expect(b'}', "a `}` must close the variants")?;
            return Ok(Element::Select(Select {
                on,
                variants,
                default,
            }));
        }
        self.skip_blank_inline();
        self.expect(b'}', "a `}` must close the braces")?;
        Ok(element)
    }

    /// `"…"` after its opening quote, with Fluent's escapes.
    fn string_literal(&mut self) -> Read<Cow<'static, str>> {
        let start = self.ptr;
        let mut owned: Option<String> = None;
        loop {
            let Some(b) = self.byte() else {
                return Err("a text in quotes must end with a quote");
            };
            match b {
                b'"' => {
                    let text = match owned {
                        Some(s) => Cow::Owned(s),
                        None => Cow::Borrowed(&self.src[start..self.ptr]),
                    };
                    self.ptr += 1;
                    return Ok(text);
                }
                b'\n' | b'\r' => return Err("a text in quotes must end on its line"),
                b'\\' => {
                    let so_far = owned.get_or_insert_with(|| self.src[start..self.ptr].to_string());
                    self.ptr += 1;
                    match self.byte() {
                        Some(c @ (b'\\' | b'"')) => {
                            so_far.push(char::from(c));
                            self.ptr += 1;
                        }
                        Some(u @ (b'u' | b'U')) => {
                            let digits = if u == b'u' { 4 } else { 6 };
                            let hex = self
                                .src
                                .get(self.ptr + 1..self.ptr + 1 + digits)
                                .ok_or("a `\\u` escape needs its hex digits")?;
                            let code = u32::from_str_radix(hex, 16)
                                .map_err(|_| "a `\\u` escape needs its hex digits")?;
                            // Fluent writes an invalid code point as U+FFFD.
                            so_far.push(char::from_u32(code).unwrap_or('\u{FFFD}'));
                            self.ptr += 1 + digits;
                        }
                        _ => return Err("an unknown escape in quotes"),
                    }
                }
                _ => {
                    let from = self.ptr;
                    self.ptr += 1;
                    while self.byte().is_some_and(|b| b & 0xC0 == 0x80) {
                        self.ptr += 1;
                    }
                    if let Some(s) = owned.as_mut() {
                        s.push_str(&self.src[from..self.ptr]);
                    }
                }
            }
        }
    }

    /// `[key] pattern` lines, one marked `*`: the variants and which is
    /// the default.
    fn variants(&mut self) -> Read<(Vec<(Key, Pattern)>, usize)> {
        let mut variants = Vec::new();
        let mut default = None;
        while matches!(self.byte(), Some(b'*' | b'[')) {
            if self.byte() == Some(b'*') {
                self.ptr += 1;
                if default.is_some() {
                    return Err("two variants marked `*`");
                }
                default = Some(variants.len());
            }
            self.expect(b'[', "a variant starts with `[`")?;
            self.skip_blank();
            let key = self.variant_key()?;
            self.skip_blank();
            self.expect(b']', "a variant's key ends with `]`")?;
            let value = self.pattern()?.ok_or("a variant with no text")?;
            variants.push((key, value));
            self.skip_blank();
        }
        let default = default.ok_or("no variant is marked `*` as the default")?;
        Ok((variants, default))
    }

    /// A whole number or a name.
    fn variant_key(&mut self) -> Read<Key> {
        if self.byte().is_some_and(|b| b.is_ascii_digit()) {
            let start = self.ptr;
            while self.byte().is_some_and(|b| b.is_ascii_digit()) {
                self.ptr += 1;
            }
            if self.byte() == Some(b'.') {
                return Err("a key with decimals is not read");
            }
            let n = self.src[start..self.ptr]
                .parse()
                .map_err(|_| "a key too large")?;
            return Ok(Key::Number(n));
        }
        if self.byte() == Some(b'-') {
            return Err("a negative key is not read");
        }
        Ok(Key::Name(self.identifier()?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(p: &Pattern) -> Vec<String> {
        p.0.iter()
            .map(|e| match e {
                Element::Text(t) => t.to_string(),
                Element::Var(v) => format!("${v}"),
                Element::Select(s) => format!("select ${} ({} variants)", s.on, s.variants.len()),
            })
            .collect()
    }

    #[test]
    fn a_file_gives_its_messages_and_skips_what_it_cannot_read() {
        let (messages, skipped) = parse(
            "a = One { $n }\nb =\n    two lines\n    here\n-term = x\nc = { -term }\nd = { $n ->\n    [one] one\n   *[other] many\n  } left\n",
        );
        let ids: Vec<_> = messages.iter().map(|(id, _)| *id).collect();
        assert_eq!(ids, ["a", "b", "d"]);
        assert_eq!(texts(&messages[0].1), ["One ", "$n"]);
        assert_eq!(texts(&messages[1].1), ["two lines\n", "here"]);
        assert_eq!(texts(&messages[2].1), ["select $n (2 variants)", " left"]);
        assert_eq!(
            skipped,
            [
                Skipped {
                    line: 5,
                    why: "terms are not read"
                },
                Skipped {
                    line: 6,
                    why: "only `$variable` and \"text\" are read inside braces"
                },
            ]
        );
    }

    #[test]
    fn literals_keep_their_spaces_and_escapes() {
        let (messages, skipped) = parse("a = { \" \" }x{ \"\\u0041\\\"\" }\n");
        assert!(skipped.is_empty());
        assert_eq!(texts(&messages[0].1), [" ", "x", "A\""]);
    }
}
