//! The language is chosen before clap parses, because clap's own words (the
//! help, a usage error) are given in it: `--lang es` is read from the raw
//! arguments here. Clap reads the same `--lang` again afterwards, and a
//! value that is no language is refused then (`cli-bad-lang`); until then it
//! counts as English.
//!
//! Its messages are read when a word is first needed ([`Messages`]).

use std::cell::OnceCell;
use std::ffi::OsString;
use std::ops::Deref;

use nimatron_i18n::{Lang, Localizer};

/// The messages of the user's language, read when a command first needs a
/// word: a command that succeeds with numbers only (`nimatron sequence`)
/// never reads them. Reading them indexes every message id of the
/// language, which touches all of its text, and the localised help (see
/// `parse` in main.rs) is built from them: issue 31 measures the peak
/// memory of `nimatron sequence` against a peer's, about 3 MB in all, and
/// these were some 0.3–0.5 MB of ours (`octal:0.007 --upto 65536`: 3.7 MB
/// of peak before, 3.4 MB without).
///
/// A command takes `&Messages`; a function that always words something
/// takes `&Localizer`, and `&Messages` derefs to it there.
#[derive(Debug)]
pub struct Messages {
    lang: Lang,
    loc: OnceCell<Localizer>,
}

impl Messages {
    /// The messages of `lang`, none read yet.
    pub fn new(lang: Lang) -> Self {
        Messages {
            lang,
            loc: OnceCell::new(),
        }
    }

    /// Their language (reads nothing).
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether they have been read.
    #[cfg(test)]
    pub(crate) fn is_read(&self) -> bool {
        self.loc.get().is_some()
    }
}

impl Deref for Messages {
    type Target = Localizer;

    /// The messages, read now if not yet.
    fn deref(&self) -> &Localizer {
        self.loc.get_or_init(|| Localizer::new(self.lang))
    }
}

/// The language asked for by `--lang X` or `--lang=X` in `args` (the
/// program's name first); the last one counts, as in clap. English when
/// there is none or its value is no language. Stops at `--`, after which
/// every word is a value, not an option.
pub fn from_args(args: &[OsString]) -> Lang {
    let mut words = args.iter().skip(1).map(|a| a.to_str());
    let mut asked = None;
    while let Some(word) = words.next() {
        match word {
            Some("--") => break,
            Some("--lang") => asked = words.next().flatten(),
            Some(word) => {
                if let Some(value) = word.strip_prefix("--lang=") {
                    asked = Some(value);
                }
            }
            // Not UTF-8: no option of ours.
            None => {}
        }
    }
    asked.and_then(Lang::from_tag).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lang(args: &[&str]) -> Lang {
        let mut all = vec![OsString::from("nimatron")];
        all.extend(args.iter().map(OsString::from));
        from_args(&all)
    }

    #[test]
    fn lang_and_its_value_as_two_words_or_one() {
        assert_eq!(lang(&["--lang", "es", "analyze"]), Lang::Es);
        assert_eq!(lang(&["--lang=es", "--help"]), Lang::Es);
        assert_eq!(lang(&["analyze", "nim", "3", "--lang", "es"]), Lang::Es);
        assert_eq!(lang(&["--lang", "es-MX"]), Lang::Es);
        assert_eq!(lang(&["--lang", "en", "analyze"]), Lang::En);
    }

    #[test]
    fn missing_or_unknown_is_english() {
        assert_eq!(lang(&[]), Lang::En);
        assert_eq!(lang(&["analyze", "nim"]), Lang::En);
        assert_eq!(lang(&["--lang"]), Lang::En);
        assert_eq!(lang(&["--lang", "fr"]), Lang::En);
        assert_eq!(lang(&["--lang="]), Lang::En);
        assert_eq!(lang(&["--lang", "--help"]), Lang::En);
        // `--language` is not `--lang`.
        assert_eq!(lang(&["--language=es"]), Lang::En);
    }

    #[test]
    fn the_last_one_counts() {
        assert_eq!(lang(&["--lang", "es", "--lang", "en"]), Lang::En);
        assert_eq!(lang(&["--lang=en", "--lang=es"]), Lang::Es);
        // A value that is no language still replaces the one before.
        assert_eq!(lang(&["--lang", "es", "--lang", "fr"]), Lang::En);
    }

    #[test]
    fn after_a_double_dash_it_is_a_value() {
        assert_eq!(lang(&["analyze", "--", "--lang", "es"]), Lang::En);
        assert_eq!(lang(&["--lang", "es", "--", "--lang=en"]), Lang::Es);
    }

    #[test]
    fn messages_are_read_when_a_word_is_first_needed() {
        let es = Messages::new(Lang::Es);
        assert_eq!(es.lang(), Lang::Es);
        assert!(!es.is_read());
        assert_eq!(es.tr_args("heap-n", &[("n", 3u64.into())]), "Montón 3");
        assert!(es.is_read());
        assert_eq!(es.lang(), Lang::Es);
    }

    #[cfg(unix)]
    #[test]
    fn a_word_that_is_not_utf8_is_skipped() {
        use std::os::unix::ffi::OsStringExt;
        let args = vec![
            OsString::from("nimatron"),
            OsString::from_vec(vec![0xff, 0xfe]),
            OsString::from("--lang"),
            OsString::from("es"),
        ];
        assert_eq!(from_args(&args), Lang::Es);
    }
}
