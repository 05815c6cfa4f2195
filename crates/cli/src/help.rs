//! Clap's help in the user's language. Clap writes its help from English
//! text (the derive's doc comments and its own words: "Usage:", "Options",
//! "Print help"), so the command is built first and every word of it is then
//! replaced by a message of cli.ftl, the one place its English lives too:
//!
//! | what | message |
//! |---|---|
//! | the program's about; a command's | `cli-about`; `cli-about-COMMAND` |
//! | an argument's help | `cli-arg-COMMAND-ARG`, else the shared `cli-arg-ARG` |
//! | an argument's value name (`<GAME>`) | `cli-value-ARG` |
//! | the headings and `[OPTIONS]` | `cli-heading-*`, `cli-usage-options` |
//!
//! The ids made from names are checked by this file's test, the others by
//! main.rs's: both languages must have each one.

use std::ffi::OsString;

use clap::{Arg, Command, CommandFactory};
use nimatron_i18n::Localizer;

use crate::args::Cli;

/// The whole command line, built and in the language of `loc`.
pub fn command(loc: &Localizer) -> Command {
    let mut cmd = Cli::command();
    // Built first, so that the parts clap adds itself (the help and
    // version flags, the `help` command and its copies of the commands,
    // the global `--lang` copied into each command) are there to localise.
    cmd.build();
    localise(cmd, loc, true)
}

/// Clap's `help` command has no `--help` of its own: `nimatron help
/// --help` was refused as "unrecognized subcommand '--help'". A `-h` or
/// `--help` after `help` asks for help on what precedes it: the help
/// command's own page when no command is named (`help help`), the named
/// command's page otherwise (`help cold --help` is `help cold`). Every
/// other command line is left as it is.
pub fn help_flag_after_help(args: Vec<OsString>) -> Vec<OsString> {
    let Some(at) = first_word(&args, 1) else {
        return args;
    };
    if args[at] != "help" {
        return args;
    }
    let is_flag = |a: &OsString| a == "-h" || a == "--help";
    if !args[at + 1..].iter().any(is_flag) {
        return args;
    }
    let mut out: Vec<OsString> = args.into_iter().filter(|a| !is_flag(a)).collect();
    if first_word(&out, at + 1).is_none() {
        out.insert(at + 1, "help".into());
    }
    out
}

/// Clap's `help` command takes no options, so `nimatron help --lang es
/// cold` was refused as an unknown command `--lang`: a `--lang` after
/// `help` (with its value, or as `--lang=es`) is moved before it, where
/// every command accepts it. Every other command line is left as it is.
pub fn lang_after_help(args: Vec<OsString>) -> Vec<OsString> {
    let Some(at) = first_word(&args, 1) else {
        return args;
    };
    if args[at] != "help" {
        return args;
    }
    let (mut head, tail) = (args[..at].to_vec(), &args[at..]);
    let mut rest = Vec::new();
    let mut i = 0;
    while let Some(word) = tail.get(i) {
        match word.to_str() {
            // `--lang` last, with no value: alone after the program's name,
            // so that clap says the value is missing (moved before `help`,
            // it would take `help` as its value).
            Some("--lang") if i + 1 == tail.len() => {
                head.push(word.clone());
                return head;
            }
            Some("--lang") => {
                head.extend(tail[i..i + 2].iter().cloned());
                i += 1;
            }
            Some(w) if w.starts_with("--lang=") => head.push(word.clone()),
            _ => rest.push(word.clone()),
        }
        i += 1;
    }
    head.extend(rest);
    head
}

/// Where the first word that is no option (nor `--lang`'s value) is, from
/// `from` on; none past a `--`.
fn first_word(args: &[OsString], from: usize) -> Option<usize> {
    let mut i = from;
    while let Some(word) = args.get(i) {
        match word.to_str() {
            Some("--") => return None,
            Some("--lang") => i += 1,
            Some(w) if w.starts_with('-') => {}
            _ => return Some(i),
        }
        i += 1;
    }
    None
}

fn localise(cmd: Command, loc: &Localizer, root: bool) -> Command {
    let about = loc.tr(&about_id(&cmd, root));
    let name = cmd.get_name().to_string();
    let mut cmd = cmd
        .about(about)
        .long_about(None)
        .help_template(template(loc))
        .subcommand_help_heading(loc.tr("cli-heading-commands"))
        .subcommand_value_name(loc.tr("cli-value-command"))
        // Both change each in place: what `build` indexed stays valid
        // (`mut_arg` would move the argument to the end).
        .mut_args(|arg| localise_arg(arg, &name, loc))
        .mut_subcommands(|sub| localise(sub, loc, false));
    // The usage line is clap's own (it knows which arguments are
    // required), read once the value names are localised; only its
    // `[OPTIONS]` is English.
    let usage = cmd.render_usage().to_string();
    let usage = usage.strip_prefix("Usage: ").unwrap_or(&usage);
    let usage = usage.replace("[OPTIONS]", &loc.tr("cli-usage-options"));
    cmd.override_usage(usage)
}

/// Clap's default help layout, with the usage heading in words of ours
/// (the other headings are set on the commands and arguments).
fn template(loc: &Localizer) -> String {
    let usage = loc.tr("cli-heading-usage");
    format!(
        "{{before-help}}{{about-with-newline}}\n{usage}: {{usage}}\n\n{{all-args}}{{after-help}}"
    )
}

fn localise_arg(arg: Arg, command: &str, loc: &Localizer) -> Arg {
    let help = loc.tr(&arg_help_id(command, &arg, loc));
    // Clap titles arguments "Arguments" and options "Options" in English;
    // an argument with a heading of its own is listed under it instead.
    let heading = match arg.is_positional() {
        true => "cli-heading-arguments",
        false => "cli-heading-options",
    };
    let arg = arg.help(help).long_help(None).help_heading(loc.tr(heading));
    // Under a heading of its own clap lists arguments by name: positional
    // ones keep the order they are typed in (`<GAME> <START> <MOVES>`).
    let arg = match arg.get_index() {
        Some(i) if arg.is_positional() => arg.display_order(i),
        _ => arg,
    };
    match value_name_id(&arg) {
        Some(id) => arg.value_name(loc.tr(&id)),
        None => arg,
    }
}

fn about_id(cmd: &Command, root: bool) -> String {
    match root {
        true => "cli-about".to_string(),
        false => format!("cli-about-{}", cmd.get_name()),
    }
}

/// `cli-arg-COMMAND-ARG` where the command says something of its own
/// (`--misere` of min-nim), else the text every command shares.
fn arg_help_id(command: &str, arg: &Arg, loc: &Localizer) -> String {
    let own = format!("cli-arg-{command}-{}", arg.get_id());
    match loc.has(&own) {
        true => own,
        false => format!("cli-arg-{}", arg.get_id()),
    }
}

/// A value name to translate: that of an argument taking one value
/// (`<GAME>`, `--count <COUNT>`). Several names (min-nim's `N1 … R3`) are
/// symbols, the same in every language.
fn value_name_id(arg: &Arg) -> Option<String> {
    let takes_a_value = arg.get_num_args().is_some_and(|n| n.takes_values());
    let names = arg.get_value_names().map_or(0, <[_]>::len);
    (takes_a_value && names <= 1).then(|| format!("cli-value-{}", arg.get_id()))
}

#[cfg(test)]
mod tests {
    use nimatron_i18n::Lang;

    use super::*;

    /// Every id made from a command's or an argument's name, in the tree
    /// as clap builds it (its help command and copies included).
    fn ids_from_names(cmd: &Command, root: bool, en: &Localizer, ids: &mut Vec<String>) {
        ids.push(about_id(cmd, root));
        for arg in cmd.get_arguments() {
            ids.push(arg_help_id(cmd.get_name(), arg, en));
            ids.extend(value_name_id(arg));
        }
        for sub in cmd.get_subcommands() {
            ids_from_names(sub, false, en, ids);
        }
    }

    fn words(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    #[test]
    fn a_lang_after_the_help_command_moves_before_it() {
        assert_eq!(
            lang_after_help(words(&["n", "help", "--lang", "es", "cold"])),
            words(&["n", "--lang", "es", "help", "cold"])
        );
        assert_eq!(
            lang_after_help(words(&["n", "help", "cold", "--lang=es"])),
            words(&["n", "--lang=es", "help", "cold"])
        );
        for no_value in [
            &["n", "help", "--lang"][..],
            &["n", "help", "cold", "--lang"],
        ] {
            assert_eq!(lang_after_help(words(no_value)), words(&["n", "--lang"]));
        }
        for same in [
            &["n", "analyze", "nim", "3", "--lang", "es"][..],
            &["n", "--lang", "es", "help", "cold"],
        ] {
            assert_eq!(lang_after_help(words(same)), words(same), "{same:?}");
        }
    }

    #[test]
    fn a_help_flag_after_the_help_command_asks_for_that_help() {
        let read = |args: &[&str]| help_flag_after_help(words(args));
        assert_eq!(
            read(&["n", "help", "--help"]),
            words(&["n", "help", "help"])
        );
        assert_eq!(
            read(&["n", "--lang", "es", "help", "-h"]),
            words(&["n", "--lang", "es", "help", "help"])
        );
        assert_eq!(
            read(&["n", "help", "-h", "--lang", "es"]),
            words(&["n", "help", "help", "--lang", "es"])
        );
        assert_eq!(
            read(&["n", "help", "cold", "--help"]),
            words(&["n", "help", "cold"])
        );
        // Anything else is clap's to read, as typed.
        for args in [
            &["n", "--help"][..],
            &["n", "analyze", "nim", "--help"],
            &["n", "help"],
            &["n", "--lang", "help", "--help"],
        ] {
            assert_eq!(read(args), words(args), "{args:?}");
        }
    }

    #[test]
    fn every_command_and_argument_has_its_words_in_both_languages() {
        let mut cmd = Cli::command();
        cmd.build();
        let mut ids = Vec::new();
        ids_from_names(&cmd, true, &Localizer::new(Lang::En), &mut ids);
        ids.sort();
        ids.dedup();
        // The root, six commands and help; lang, help, version, json…
        assert!(ids.len() > 30, "{ids:?}");
        for lang in Lang::ALL {
            let loc = Localizer::new(lang);
            let missing: Vec<_> = ids.iter().filter(|id| !loc.has(id)).collect();
            assert!(missing.is_empty(), "{lang}: no {missing:?}");
        }
    }

    #[test]
    fn the_tree_is_localised_all_through() {
        let es = Localizer::new(Lang::Es);
        let cmd = command(&es);
        let mut seen = 0;
        let mut stack = vec![&cmd];
        while let Some(cmd) = stack.pop() {
            let about = cmd.get_about().map(ToString::to_string);
            assert!(
                about.is_some_and(|a| !a.starts_with('[')),
                "{}",
                cmd.get_name()
            );
            for arg in cmd.get_arguments() {
                let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
                assert!(
                    !help.is_empty() && !help.starts_with('['),
                    "{}",
                    arg.get_id()
                );
                let heading = arg.get_help_heading().unwrap_or_default();
                assert!(["Argumentos", "Opciones"].contains(&heading), "{heading}");
                seen += 1;
            }
            stack.extend(cmd.get_subcommands());
        }
        assert!(seen > 20, "{seen} arguments");
    }
}
