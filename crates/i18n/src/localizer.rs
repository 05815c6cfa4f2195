//! Looking a message up and filling in its variables.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use crate::Lang;
use crate::resources::sources;

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
    bundle: FluentBundle<FluentResource>,
}

impl std::fmt::Debug for Localizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Localizer")
            .field("lang", &self.lang)
            .finish()
    }
}

impl Localizer {
    /// Loads the messages of `lang`. Malformed entries are skipped (a test
    /// keeps the shipped files free of them).
    pub fn new(lang: Lang) -> Self {
        let id: LanguageIdentifier = match lang {
            Lang::En => unic_langid::langid!("en"),
            Lang::Es => unic_langid::langid!("es"),
        };
        let mut bundle = FluentBundle::new(vec![id]);
        // Unicode isolation marks would show up in plain-text output (CLI,
        // tests matching text); our variables are numbers and short names.
        bundle.set_use_isolating(false);
        for (_, text) in sources(lang) {
            let resource = match FluentResource::try_new(text.to_string()) {
                Ok(r) => r,
                Err((r, _)) => r,
            };
            bundle.add_resource_overriding(resource);
        }
        Localizer { lang, bundle }
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
        self.bundle.has_message(id)
    }

    fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            // A missing message shows its id, never an empty screen; the
            // completeness test keeps this from shipping.
            return format!("[{id}]");
        };
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
    }
}
