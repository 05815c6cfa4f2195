//! The languages Nimatron speaks, and how they are named in URLs, storage
//! and `<html lang>`.

use std::fmt;
use std::str::FromStr;

/// A supported language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Spanish (the seeds' language).
    Es,
}

impl Lang {
    /// Every supported language, in the order the switch shows them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    /// The BCP 47 code: `en` or `es`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// The language's name in itself ("English", "Español"), the same in
    /// every language of the interface: the language switch offers each
    /// language by it, so a reader finds their own whatever the screen
    /// speaks. Here, not in a message file, because a build that fetches
    /// one language's words at a time must name the others too.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
        }
    }

    /// The best match for a browser language tag such as `es-MX` or
    /// `en-GB`; `None` when neither language fits.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "es" => Some(Lang::Es),
            _ => None,
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        Lang::from_tag(s).ok_or(())
    }
}
