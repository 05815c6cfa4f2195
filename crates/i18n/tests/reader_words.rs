//! Words meant for readers: no message the app shows (every `.ftl` file
//! but `cli.ftl`, in both languages) speaks the developers' language:
//!
//! * "seed" / "semilla" (the project's name for its source texts; a
//!   source is cited as a reader expects: the Wikipedia article on Nim,
//!   the blog post "El juego del NIM" by its title);
//! * "the blog" / "el blog" without the post's title;
//! * memory figures ("MiB", "KiB", "bytes");
//! * "worker" in Spanish, "web worker" in English (engine notes);
//! * command-line syntax such as "K >= 1" or "N <= 40".
//!
//! The command line's own messages (`cli.ftl`) may keep its syntax.
//! Variables (`{ $seed }`) are names in code, not words on the page.

// Tests fail loudly by design: unwrap is the assertion.
#![allow(clippy::unwrap_used)]

use std::path::Path;

/// The post the simplified Nim screens cite, as it is titled.
const BLOG_TITLE: &str = "El juego del NIM";

/// Each message of the app's `.ftl` files of `lang` as (file, id, text
/// without its variables' names).
fn app_messages(lang: &str) -> Vec<(String, String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(lang);
    let mut out = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    for path in files {
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        if !file.ends_with(".ftl") || file == "cli.ftl" {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let mut current: Option<(String, String)> = None;
        for line in text.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let starts = !line.starts_with([' ', '}', '*', '[']);
            let head = line
                .split_once(" = ")
                .or_else(|| line.strip_suffix(" =").map(|id| (id, "")));
            match (starts, head) {
                (true, Some((id, value))) => {
                    out.extend(current.take().map(|(id, t)| (file.clone(), id, t)));
                    current = Some((id.trim().to_string(), value.to_string()));
                }
                _ => {
                    if let Some((_, t)) = current.as_mut() {
                        t.push(' ');
                        t.push_str(line.trim());
                    }
                }
            }
        }
        out.extend(current.take().map(|(id, t)| (file.clone(), id, t)));
    }
    // `{ $seed }` names a variable: drop the names, keep the words.
    out.into_iter()
        .map(|(f, id, t)| (f, id, without_variables(&t)))
        .collect()
}

fn without_variables(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '$' {
            while chars
                .peek()
                .is_some_and(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
            {
                chars.next();
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// What is wrong with `text` for a reader of `lang`, if anything.
fn problems(lang: &str, text: &str) -> Vec<&'static str> {
    let lower = text.to_lowercase();
    let mut found = Vec::new();
    if lower.contains("seed") || lower.contains("semilla") {
        found.push("“seed”: cite the source by its name");
    }
    // Every "blog" names the post.
    let mut rest = lower.as_str();
    while let Some(at) = rest.find("blog") {
        let after = &rest[at + 4..];
        let titled = [" post “", " «", " \""]
            .iter()
            .any(|open| after.starts_with(&format!("{open}{}", BLOG_TITLE.to_lowercase())));
        if !titled {
            found.push("a blog not named by its title");
        }
        rest = after;
    }
    for unit in ["mib", "kib", "bytes"] {
        if lower
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| w == unit)
        {
            found.push("a memory figure");
        }
    }
    if (lang == "es" && lower.contains("worker")) || lower.contains("web worker") {
        found.push("an engine note (worker)");
    }
    if text.contains(">=") || text.contains("<=") {
        found.push("command-line syntax (>=, <=)");
    }
    found
}

#[test]
fn the_app_s_messages_speak_to_readers_in_both_languages() {
    let mut bad = Vec::new();
    for lang in ["en", "es"] {
        let messages = app_messages(lang);
        assert!(
            messages.len() > 500,
            "{lang}: only {} messages read",
            messages.len()
        );
        for (file, id, text) in messages {
            for problem in problems(lang, &text) {
                bad.push(format!("{lang}/{file} {id}: {problem}: {text}"));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{} messages for developers, not readers:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// The checks themselves catch what issue 30 found on the page.
#[test]
fn the_checks_catch_the_words_issue_30_found() {
    for (lang, text) in [
        ("en", "The seed: “n-d Nim is played…”"),
        ("es", "La semilla: «…»"),
        ("en", "The blog's Proposition 1"),
        ("en", "n = 6 (the blog)"),
        ("es", "n = 6 (el blog)"),
        ("en", "K: take 1 to K stones (K >= 1)"),
        ("en", "cells at 2 bytes each: 128.0 MiB"),
        ("en", "kept in the web worker"),
        ("es", "Calculando en un web worker"),
        ("es", "calculado en un worker"),
    ] {
        assert!(!problems(lang, text).is_empty(), "{lang}: {text}");
    }
    for (lang, text) in [
        ("en", "Proposition 1 of the blog post “El juego del NIM”"),
        ("es", "la entrada de blog «El juego del NIM»"),
        ("en", "The Wikipedia article on Nim: “…”"),
        ("en", "Sheet number  (the same number gives the same sheet)"),
    ] {
        assert!(problems(lang, text).is_empty(), "{lang}: {text}");
    }
}
