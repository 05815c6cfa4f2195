//! The language is chosen before clap parses, because clap's own words (the
//! help, a usage error) are given in it: `--lang es` is read from the raw
//! arguments here. Clap reads the same `--lang` again afterwards, and a
//! value that is no language is refused then (`cli-bad-lang`); until then it
//! counts as English.

use std::ffi::OsString;

use nimatron_i18n::Lang;

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
