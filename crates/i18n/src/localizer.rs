//! Looking a message up and filling in its variables.
//!
//! Why each file is parsed only when one of its messages is first asked
//! for: a parsed file takes about ten times its text in memory, and a face
//! rarely needs them all (a command line that succeeds with numbers only,
//! `nimatron sequence`, makes no localiser at all: `crates/cli/src/lang.rs`,
//! `Messages`). The messages have no references to one another
//! and no terms, so a message reads the same whichever files are parsed.
//!
//! The files are read by our own small Fluent reader (`crate::ftl`, which
//! says why), not by the `fluent-bundle` crate.

use std::cell::RefCell;
use std::collections::HashMap;

use crate::Lang;
use crate::ftl::{self, Pattern, message_id};
use crate::sources;

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
    /// The message files of `lang`, in the order they override one another.
    files: Vec<(&'static str, &'static str)>,
    /// Each message id and the file (index in `files`) that defines it
    /// (one file: a test keeps every id unique, so the order in which the
    /// files are parsed changes nothing).
    file_of: HashMap<&'static str, usize>,
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
        let files = sources(lang);
        let mut file_of = HashMap::new();
        for (i, (_, text)) in files.iter().enumerate() {
            for id in text.lines().filter_map(message_id) {
                file_of.insert(id, i);
            }
        }
        Localizer {
            lang,
            parsed: RefCell::new(vec![false; files.len()]),
            files,
            file_of,
            messages: RefCell::new(HashMap::new()),
        }
    }

    /// Parses the file that defines `id`, if not yet done; false when no
    /// file defines it.
    fn load(&self, id: &str) -> bool {
        let Some(&i) = self.file_of.get(id) else {
            return false;
        };
        let mut parsed = self.parsed.borrow_mut();
        if let (Some(done @ false), Some((_, text))) = (parsed.get_mut(i), self.files.get(i)) {
            let (messages, _skipped) = ftl::parse(text);
            self.messages.borrow_mut().extend(messages);
            *done = true;
        }
        true
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
        ftl::format(pattern, args, &mut out);
        out
    }

    /// True when `id` exists in this language.
    pub fn has(&self, id: &str) -> bool {
        self.load(id) && self.messages.borrow().contains_key(id)
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
        assert_eq!(loc.tr("app-title"), "Nimatron");
        assert!(parsed(&loc) <= 2);
        assert!(parsed(&loc) < loc.files.len());
    }
}
