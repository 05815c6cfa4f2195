//! Clap's part of the command line follows `--lang`: the help of every
//! command, and each kind of usage error, in Spanish and in English, still
//! one line on stderr with exit code 2 (help on stdout with code 0).

// Tests fail loudly by design: unwrap is the assertion.
#![allow(clippy::unwrap_used)]

mod common;

use std::process::{Command, Stdio};

use common::{assert_bad_arguments, nimatron};
use nimatron_i18n::{Lang, Localizer, message_ids};

/// The help of `command` (the program's with `[]`): stdout, exit 0. The
/// `help` command has no `--help` of its own: `help help`.
fn help(lang: &str, command: &[&str]) -> String {
    let mut args = vec!["--lang", lang];
    match command {
        ["help"] => args.extend(["help", "help"]),
        _ => args.extend(command.iter().chain(&["--help"])),
    }
    let out = nimatron(&args);
    assert_eq!(out.status.code(), Some(0), "{args:?}");
    assert!(out.stderr.is_empty(), "{args:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The commands, as the English help lists them.
fn commands() -> Vec<String> {
    let text = help("en", &[]);
    let listed: Vec<String> = text
        .lines()
        .skip_while(|l| *l != "Commands:")
        .skip(1)
        .take_while(|l| !l.is_empty())
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .collect();
    assert!(listed.len() >= 7, "{text}");
    listed
}

/// The English texts of the help's messages (abouts, arguments' help).
fn english_help_texts() -> Vec<(String, String)> {
    let en = Localizer::new(Lang::En);
    message_ids(Lang::En)
        .into_iter()
        .filter(|id| id.starts_with("cli-about") || id.starts_with("cli-arg-"))
        .map(|id| {
            let text = en.tr(&id);
            (id, text)
        })
        .collect()
}

#[test]
fn spanish_help_of_every_command_is_in_spanish() {
    let es = Localizer::new(Lang::Es);
    let english = english_help_texts();
    assert!(english.len() > 20);
    let mut pages = vec![(String::from("cli-about"), help("es", &[]))];
    for command in commands() {
        pages.push((format!("cli-about-{command}"), help("es", &[&command])));
    }
    for (about, text) in &pages {
        assert!(text.starts_with(&format!("{}\n", es.tr(about))), "{text}");
        assert!(text.contains("\nUso: nimatron"), "{text}");
        // Clap's `help` command has no options.
        if about != "cli-about-help" {
            assert!(text.contains("\nOpciones:\n"), "{text}");
            assert!(text.contains("  -h, --help"), "{text}");
        }
        for english_word in [
            "Usage",
            "Commands",
            "Arguments",
            "Options",
            "OPTIONS",
            "COMMAND",
            "Print",
        ] {
            assert!(!text.contains(english_word), "{english_word} in\n{text}");
        }
        for (id, english) in &english {
            assert!(!text.contains(english.as_str()), "{id} in English:\n{text}");
        }
        assert!(!text.contains("[cli-"), "a message is missing:\n{text}");
    }
    // The program's help lists each command with its Spanish about.
    let root = &pages[0].1;
    assert!(root.contains("\nÓrdenes:\n"), "{root}");
    for command in commands() {
        let about = es.tr(&format!("cli-about-{command}"));
        assert!(root.contains(&format!("  {about}\n")), "{command}:\n{root}");
    }
    let analyze = help("es", &["analyze"]);
    assert!(analyze.contains("\nArgumentos:\n  <JUEGO>  "), "{analyze}");
    assert!(analyze.contains("Uso: nimatron analyze [OPCIONES] <JUEGO> <POSICIÓN>..."));
}

#[test]
fn english_help_reads_as_before() {
    let root = help("en", &[]);
    assert!(root.starts_with("Nimatron: analyse the games of the Nim family\n"));
    assert!(
        root.contains("\nUsage: nimatron [OPTIONS] <COMMAND>\n\nCommands:\n  analyze   Outcome, ")
    );
    assert!(root.contains("\nOptions:\n      --lang <LANG>  Language of the text output"));
    assert!(
        root.contains("\n  -h, --help         Print help\n  -V, --version      Print version\n")
    );
    let analyze = help("en", &["analyze"]);
    assert!(analyze.contains(
        "Usage: nimatron analyze [OPTIONS] <GAME> <POSITION>...\n\nArguments:\n  <GAME>  "
    ));
    assert!(analyze.contains("      --misere       Misère play: the last player to move loses\n"));
    for command in commands() {
        let text = help("en", &[&command]);
        assert!(!text.contains("[cli-"), "a message is missing:\n{text}");
    }
}

#[test]
fn help_through_the_help_command_is_the_same_page() {
    for lang in ["en", "es"] {
        let out = nimatron(&["--lang", lang, "help", "cold"]);
        assert!(out.status.success());
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            help(lang, &["cold"])
        );
        // `help --help` is the help command's own page, not an error.
        for (args, page) in [
            (&["help", "--help"][..], &["help"][..]),
            (&["help", "-h"], &["help"]),
            (&["help", "cold", "--help"], &["cold"]),
        ] {
            let mut all = vec!["--lang", lang];
            all.extend(args);
            let out = nimatron(&all);
            assert_eq!(out.status.code(), Some(0), "{all:?}");
            assert_eq!(
                String::from_utf8(out.stdout).unwrap(),
                help(lang, page),
                "{all:?}"
            );
        }
    }
}

/// Exit code 2, nothing on stdout, exactly `nimatron: LINE` on stderr.
fn assert_refused(args: &[&str], line: &str) {
    assert_eq!(assert_bad_arguments(args), line, "{args:?}");
}

/// Each kind of usage error, as (arguments, English line, Spanish line).
const USAGE_ERRORS: [(&[&str], &str, &str); 15] = [
    // MissingRequiredArgument: several, then one.
    (
        &["analyze"],
        "the following required arguments were not provided: <GAME> <POSITION>... (try --help)",
        "faltan argumentos obligatorios: <JUEGO> <POSICIÓN>... (prueba --help)",
    ),
    (
        &["cold", "wythoff"],
        "the following required argument was not provided: <--count <COUNT>|--index <INDEX>> (try --help)",
        "falta un argumento obligatorio: <--count <CANTIDAD>|--index <ÍNDICE>> (prueba --help)",
    ),
    // InvalidSubcommand, with and without a near name.
    (
        &["analize", "nim", "3"],
        "unrecognized subcommand 'analize'; did you mean 'analyze'? (try --help)",
        "orden desconocida «analize»; ¿quisiste decir «analyze»? (prueba --help)",
    ),
    (
        &["help", "frobnicate"],
        "unrecognized subcommand 'frobnicate' (try --help)",
        "orden desconocida «frobnicate» (prueba --help)",
    ),
    // UnknownArgument, with and without a near name.
    (
        &["--foo"],
        "unexpected argument '--foo' found (try --help)",
        "argumento inesperado «--foo» (prueba --help)",
    ),
    (
        &["games", "--jsno"],
        "unexpected argument '--jsno' found; did you mean '--json'? (try --help)",
        "argumento inesperado «--jsno»; ¿quisiste decir «--json»? (prueba --help)",
    ),
    // A negative number clap takes for a flag: told what numbers are taken.
    (
        &["analyze", "nim", "-3,4"],
        "“-3” is not a whole number from 0 to 18446744073709551615 (try --help)",
        "«-3» no es un número entero de 0 a 18446744073709551615 (prueba --help)",
    ),
    (
        &["cold", "wythoff", "--count", "-2"],
        "“-2” is not a whole number from 0 to 18446744073709551615 (try --help)",
        "«-2» no es un número entero de 0 a 18446744073709551615 (prueba --help)",
    ),
    // ArgumentConflict: two that exclude each other, one given twice.
    (
        &["cold", "wythoff", "--count", "3", "--index", "2"],
        "the argument '--count <COUNT>' cannot be used with '--index <INDEX>' (try --help)",
        "el argumento «--count <CANTIDAD>» no se puede usar junto con «--index <ÍNDICE>» (prueba --help)",
    ),
    (
        &["analyze", "nim", "3", "--misere", "--misere"],
        "the argument '--misere' cannot be used multiple times (try --help)",
        "el argumento «--misere» no se puede usar más de una vez (prueba --help)",
    ),
    // InvalidValue: a value left out.
    (
        &["cold", "wythoff", "--count"],
        "a value is required for '--count <COUNT>' but none was supplied (try --help)",
        "falta el valor de «--count <CANTIDAD>» (prueba --help)",
    ),
    // WrongNumberOfValues: too few and too many.
    (
        &["min-nim", "1", "2", "3"],
        "6 values required for '<N1> <N2> <N3> <R1> <R2> <R3>...' but 3 were provided (try --help)",
        "«<N1> <N2> <N3> <R1> <R2> <R3>...» necesita 6 valores, pero se dieron 3 (prueba --help)",
    ),
    (
        &["min-nim", "1", "2", "3", "4", "5", "6", "7"],
        "6 values required for '<N1> <N2> <N3> <R1> <R2> <R3>...' but 7 were provided (try --help)",
        "«<N1> <N2> <N3> <R1> <R2> <R3>...» necesita 6 valores, pero se dieron 7 (prueba --help)",
    ),
    // TooManyValues: a value for a flag.
    (
        &["analyze", "--json=3", "nim", "1"],
        "unexpected value '3' for '--json' found; no more were expected (try --help)",
        "valor inesperado «3» para «--json»: no admite más valores (prueba --help)",
    ),
    // MissingSubcommand: options but no command.
    (
        &[],
        "a command is needed: analyze, games, cold, sequence, min-nim, explain, review or quotient (try --help)",
        "falta una orden: analyze, games, cold, sequence, min-nim, explain, review o quotient (prueba --help)",
    ),
];

#[test]
fn each_kind_of_usage_error_in_english_and_spanish() {
    for (args, english, spanish) in USAGE_ERRORS {
        for (lang, line) in [("en", english), ("es", spanish)] {
            let mut all = vec!["--lang", lang];
            all.extend(args);
            assert_refused(&all, line);
        }
        // Without --lang: English, as before.
        if !args.is_empty() {
            assert_refused(args, english);
        }
    }
    // DisplayHelpOnMissingArgumentOrSubcommand: no argument at all.
    assert_refused(&[], USAGE_ERRORS[USAGE_ERRORS.len() - 1].1);
    // `--lang=es` as one word, and `--lang` after the command.
    assert_refused(&["--lang=es", "--foo"], USAGE_ERRORS[4].2);
    assert_refused(&["analyze", "--lang", "es"], USAGE_ERRORS[0].2);
}

#[test]
fn a_language_that_is_not_one_is_refused_in_english() {
    assert_refused(
        &["--lang", "fr", "analyze", "nim", "1"],
        "unknown language “fr”: use en or es",
    );
    // Its usage errors come first, in English.
    assert_refused(&["--lang", "fr", "--foo"], USAGE_ERRORS[4].1);
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_refused_in_the_language_asked() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    for (lang, line) in [
        (
            "en",
            "invalid UTF-8 was detected in one or more arguments (try --help)",
        ),
        (
            "es",
            "uno o más argumentos no son texto UTF-8 válido (prueba --help)",
        ),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_nimatron"))
            .args(["--lang", lang, "analyze", "nim"])
            .arg(OsStr::from_bytes(&[0xff, 0xfe]))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err, format!("nimatron: {line}\n"));
    }
}

#[test]
fn help_and_version_to_a_closed_pipe_end_quietly() {
    for args in [
        &["--help"][..],
        &["--lang", "es", "analyze", "--help"],
        &["--version"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_nimatron"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Closed before the program has written (it is still starting).
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{args:?}: {err}");
        assert!(out.stderr.is_empty(), "{args:?}: {err}");
    }
}
