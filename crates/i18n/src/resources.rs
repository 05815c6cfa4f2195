//! The message files, compiled in. One file per screen or subject, the same
//! set of files for each language (a test checks they match key for key).

use crate::Lang;

/// The Fluent sources of one language, each as (file name, text).
pub(crate) fn sources(lang: Lang) -> &'static [(&'static str, &'static str)] {
    macro_rules! files {
        ($dir:literal: $($name:literal),* $(,)?) => {
            &[$(($name, include_str!(concat!("../locales/", $dir, "/", $name)))),*]
        };
    }
    match lang {
        Lang::En => {
            files!("en": "common.ftl", "errors.ftl", "nim.ftl", "bouton.ftl", "cli.ftl", "app.ftl", "wythoff.ftl", "subtraction.ftl", "game_of_games.ftl", "min_nim.ftl", "grundy.ftl", "play.ftl", "games.ftl", "teach.ftl", "sequence.ftl")
        }
        Lang::Es => {
            files!("es": "common.ftl", "errors.ftl", "nim.ftl", "bouton.ftl", "cli.ftl", "app.ftl", "wythoff.ftl", "subtraction.ftl", "game_of_games.ftl", "min_nim.ftl", "grundy.ftl", "play.ftl", "games.ftl", "teach.ftl", "sequence.ftl")
        }
    }
}

/// Every message id defined for `lang`, sorted (used by the completeness
/// test and by tools).
pub fn message_ids(lang: Lang) -> Vec<String> {
    let mut ids = Vec::new();
    for (_, text) in sources(lang) {
        for line in text.lines() {
            // A message starts at column 0 with `id =`; terms start with `-`.
            if let Some((id, _)) = line.split_once(" =") {
                let id = id.trim_end();
                if !id.is_empty()
                    && !line.starts_with([' ', '#', '-', '.', '*', '['])
                    && id
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                {
                    ids.push(id.to_string());
                }
            }
        }
    }
    ids.sort();
    ids
}
