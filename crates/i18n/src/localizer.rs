//! Looking a message up and filling in its variables.
//!
//! Why each file is parsed only when one of its messages is first asked
//! for: a parsed file takes memory, and a face rarely needs them all
//! (`nimatron sequence` reads the command line's messages only). The file
//! that defines a message is found in the files' indexes, made at build
//! time (`build.rs`), so a start reads no file at all. The messages have
//! no references to one another and no terms, so a message reads the same
//! whichever files are parsed.
//!
//! The files are read by our own small Fluent reader (`crate::ftl`, which
//! says why), not by the `fluent-bundle` crate.

use std::cell::RefCell;
use std::collections::HashMap;

use crate::Lang;
use crate::ftl::{self, Pattern};
use crate::resources::{Words, installed};

/// A value for a message variable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A count or size; selects plural forms, printed exactly at any size.
    Num(u64),
    /// Ready-made text (a name, a binary string, a list).
    Str(String),
}

impl From<u64> for Arg {
    fn from(n: u64) -> Self {
        Arg::Num(n)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Num(n as u64)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Str(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Str(s)
    }
}

/// All the messages of one language.
pub struct Localizer {
    lang: Lang,
    /// The message files, in the order they were installed (a test keeps
    /// every id in one file only, so the order in which they are parsed
    /// changes nothing).
    files: &'static [Words],
    /// The files parsed so far (`parsed[i]`: `files[i]` is in `messages`).
    parsed: RefCell<Vec<bool>>,
    messages: RefCell<HashMap<&'static str, Pattern>>,
}

impl std::fmt::Debug for Localizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Localizer")
            .field("lang", &self.lang)
            .finish()
    }
}

impl Localizer {
    /// The messages of `lang`, each file parsed when one of its messages
    /// is first asked for. Malformed entries are skipped (a test keeps the
    /// shipped files free of them).
    pub fn new(lang: Lang) -> Self {
        let files = installed();
        Localizer {
            lang,
            parsed: RefCell::new(vec![false; files.len()]),
            files,
            messages: RefCell::new(HashMap::new()),
        }
    }

    /// Makes sure `id` is in `messages` if any file defines it: parses the
    /// file that does (found by its index), if not yet done.
    fn load(&self, id: &str) {
        if self.messages.borrow().contains_key(id) {
            return;
        }
        let mut parsed = self.parsed.borrow_mut();
        for (done, words) in parsed.iter_mut().zip(self.files) {
            if !*done && words.defines(self.lang, id) {
                let (messages, _skipped) = ftl::parse(words.text(self.lang));
                self.messages.borrow_mut().extend(messages);
                *done = true;
                return;
            }
        }
    }

    /// The language of these messages.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The message `id` with no variables.
    pub fn tr(&self, id: &str) -> String {
        self.tr_args(id, &[])
    }

    /// The message `id` with its variables.
    pub fn tr_args(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.load(id);
        let messages = self.messages.borrow();
        let Some(pattern) = messages.get(id) else {
            // A missing message shows its id, never an empty screen; the
            // completeness test keeps this from shipping.
            return format!("[{id}]");
        };
        let mut out = String::new();
        ftl::format(pattern, args, self.lang, &mut out);
        out
    }

    /// True when `id` exists in this language.
    pub fn has(&self, id: &str) -> bool {
        self.load(id);
        self.messages.borrow().contains_key(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(loc: &Localizer) -> usize {
        loc.parsed.borrow().iter().filter(|&&p| p).count()
    }

    #[test]
    fn a_file_is_parsed_when_one_of_its_messages_is_first_asked_for() {
        let loc = Localizer::new(Lang::En);
        assert_eq!(parsed(&loc), 0);
        assert!(!loc.has("no-such-message"));
        assert_eq!(loc.tr("no-such-message"), "[no-such-message]");
        assert_eq!(parsed(&loc), 0);
        assert_eq!(loc.tr_args("heap-n", &[("n", Arg::Num(3))]), "Heap 3");
        assert_eq!(parsed(&loc), 1);
        assert_eq!(loc.tr("lang-name"), "English");
        assert!(parsed(&loc) <= 2);
        assert!(parsed(&loc) < loc.files.len());
        // Asked again, and for an id no file has: no file parsed anew.
        let before = parsed(&loc);
        assert_eq!(loc.tr_args("heap-n", &[("n", Arg::Num(4))]), "Heap 4");
        assert!(!loc.has("heap-n-nope"));
        assert_eq!(parsed(&loc), before);
    }
}
