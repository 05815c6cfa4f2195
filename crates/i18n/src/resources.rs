//! The message files, compiled in (without their comments: build.rs). One
//! file per screen or subject, the same set of files for each language (a
//! test checks they match key for key).

use crate::Lang;

/// The Fluent sources of one language, each as (file name, text): the
/// app's and the core's messages, and with the `cli` feature the command
/// line's too.
pub(crate) fn sources(lang: Lang) -> Vec<(&'static str, &'static str)> {
    macro_rules! files {
        ($dir:literal: $($name:literal),* $(,)?) => {
            vec![$(($name, include_str!(concat!(env!("OUT_DIR"), "/", $dir, "/", $name)))),*]
        };
    }
    let files = match lang {
        Lang::En => {
            files!("en": "common.ftl", "errors.ftl", "nim.ftl", "bouton.ftl", "app.ftl", "wythoff.ftl", "subtraction.ftl", "game_of_games.ftl", "min_nim.ftl", "grundy.ftl", "play.ftl", "games.ftl", "teach.ftl", "sequence.ftl", "exam.ftl", "present.ftl", "touch.ftl", "why.ftl", "review.ftl", "misere.ftl")
        }
        Lang::Es => {
            files!("es": "common.ftl", "errors.ftl", "nim.ftl", "bouton.ftl", "app.ftl", "wythoff.ftl", "subtraction.ftl", "game_of_games.ftl", "min_nim.ftl", "grundy.ftl", "play.ftl", "games.ftl", "teach.ftl", "sequence.ftl", "exam.ftl", "present.ftl", "touch.ftl", "why.ftl", "review.ftl", "misere.ftl")
        }
    };
    #[cfg(feature = "cli")]
    let files = {
        let mut files = files;
        files.push(match lang {
            Lang::En => (
                "cli.ftl",
                include_str!(concat!(env!("OUT_DIR"), "/en/cli.ftl")),
            ),
            Lang::Es => (
                "cli.ftl",
                include_str!(concat!(env!("OUT_DIR"), "/es/cli.ftl")),
            ),
        });
        files
    };
    files
}

/// Every message id defined for `lang`, sorted (used by the completeness
/// test and by tools).
pub fn message_ids(lang: Lang) -> Vec<String> {
    let mut ids: Vec<String> = sources(lang)
        .into_iter()
        .flat_map(|(_, text)| text.lines().filter_map(message_id))
        .map(str::to_string)
        .collect();
    ids.sort();
    ids
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
