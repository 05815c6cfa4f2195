//! Our own reader of the message files, for the part of Fluent they use.
//!
//! Why not the `fluent-bundle` crate: every first load of the app carries
//! the localisation layer, and that crate brings a general Fluent parser,
//! CLDR plural rules for every language, language tags and memoizers, for
//! files that use three things: text, variables, and a choice of words by
//! a number's plural category or by a word a variable holds. This reader
//! does those three with Fluent's own rules for spaces, line breaks and
//! indentation. Its tests (`ftl/tests.rs`) format every message of
//! every file with both, for many values of its variables, and fails on
//! any difference, and on any construct this reader does not know.
//!
//! What it reads:
//! - `id = pattern`, the pattern on one line or over several indented ones;
//! - `{ $variable }` and `{ "literal text" }` inside a pattern;
//! - `{ $variable -> [key] … *[other] … }`, each key a whole number or a
//!   name (a plural category, `one`, `other`…, or a word such as `you`).
//!
//! What it does not (a message using one is not loaded, and the test above
//! fails): terms, references to other messages, attributes, functions.

mod format;
mod parse;
#[cfg(test)]
mod tests;

use std::borrow::Cow;

pub(crate) use format::format;
pub(crate) use parse::parse;

/// A message's value: text and placeables, in order.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Pattern(pub(crate) Vec<Element>);

/// One piece of a pattern.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Element {
    /// Text shown as it is (indentation and the final spaces removed).
    Text(Cow<'static, str>),
    /// `{ $name }`: the value of a variable.
    Var(&'static str),
    /// `{ $name -> … }`: one of several patterns, chosen by a variable.
    Select(Select),
}

/// `{ $on -> [key] pattern … *[key] pattern }`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Select {
    pub(crate) on: &'static str,
    pub(crate) variants: Vec<(Key, Pattern)>,
    /// The variant marked `*`, taken when no key matches.
    pub(crate) default: usize,
}

/// A variant's key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Key {
    /// `[0]`: matches that number exactly.
    Number(u64),
    /// `[one]`: matches a number of that plural category, or that word.
    Name(&'static str),
}

/// The id of the message a line starts, if it starts one: at column 0,
/// `id =` (a term starts with `-`; a comment, attribute or variant with
/// `#`, `.`, `*` or `[`; a continuation line with a space).
pub(crate) fn message_id(line: &str) -> Option<&str> {
    // Bytes, not `str` searching or Unicode trimming: the page's module
    // carries this function, and those would pull their code in with it.
    let bytes = line.as_bytes();
    let eq = bytes.iter().position(|&b| b == b'=')?;
    let mut end = eq;
    while end > 0 && bytes[end - 1] == b' ' {
        end -= 1;
    }
    let id = &bytes[..end];
    let plain = id
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_');
    let starts_entry = !matches!(bytes.first(), Some(b' ' | b'#' | b'-' | b'.' | b'*' | b'['));
    (end > 0 && end < eq && starts_entry && plain).then(|| &line[..end])
}
