//! Looking a message up and filling in its variables.
//!
//! Why each file is parsed only when one of its messages is first asked
//! for: a parsed file takes about ten times its text in memory, and a face
//! rarely needs them all (`nimatron sequence` reads the command line's
//! messages only: 3.8 MB of peak memory instead of 4.9 MB before it has
//! computed anything). The messages have no references to one another
//! and no terms, so a message reads the same whichever files are parsed.

use std::cell::RefCell;
use std::collections::HashMap;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use crate::Lang;
use crate::resources::{message_id, sources};

/// The largest integer Fluent's numbers (f64) hold exactly; larger values
/// are passed as text so a learner never sees a rounded heap size.
const EXACT_F64: u64 = 1 << 53;

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
    /// The files parsed so far (`parsed[i]`: `files[i]` is in `bundle`).
    parsed: RefCell<Vec<bool>>,
    bundle: RefCell<FluentBundle<FluentResource>>,
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
        let id: LanguageIdentifier = match lang {
            Lang::En => unic_langid::langid!("en"),
            Lang::Es => unic_langid::langid!("es"),
        };
        let mut bundle = FluentBundle::new(vec![id]);
        // Unicode isolation marks would show up in plain-text output (CLI,
        // tests matching text); our variables are numbers and short names.
        bundle.set_use_isolating(false);
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
            bundle: RefCell::new(bundle),
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
            let resource = match FluentResource::try_new(text.to_string()) {
                Ok(r) => r,
                Err((r, _)) => r,
            };
            self.bundle.borrow_mut().add_resource_overriding(resource);
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
        self.format(id, None)
    }

    /// The message `id` with its variables.
    pub fn tr_args(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            match value {
                Arg::Num(n) if *n <= EXACT_F64 => fluent_args.set(*name, FluentValue::from(*n)),
                Arg::Num(n) => fluent_args.set(*name, FluentValue::from(n.to_string())),
                Arg::Str(s) => fluent_args.set(*name, FluentValue::from(s.clone())),
            }
        }
        self.format(id, Some(&fluent_args))
    }

    /// True when `id` exists in this language.
    pub fn has(&self, id: &str) -> bool {
        self.load(id) && self.bundle.borrow().has_message(id)
    }

    fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        self.load(id);
        let bundle = self.bundle.borrow();
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            // A missing message shows its id, never an empty screen; the
            // completeness test keeps this from shipping.
            return format!("[{id}]");
        };
        let mut errors = Vec::new();
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
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
    }
}
