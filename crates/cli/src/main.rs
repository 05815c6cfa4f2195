//! `nimatron`: the command-line face of nimatron-core. Glue only: parse the
//! arguments, call the core, print. The contract is in docs/CLI.md.

mod args;
mod clap_errors;
mod commands;
mod failure;
mod help;
mod lang;
mod output;

use std::ffi::OsString;
use std::io::{self, BufWriter, ErrorKind, Write};
use std::process::ExitCode;

use clap::error::ErrorKind as ClapKind;
use clap::{FromArgMatches, Parser};
use nimatron_i18n::{Lang, Localizer};

use crate::args::Cli;
use crate::lang::Messages;
use crate::output::CliError;

/// Exit code for bad arguments and sizes past a stated limit.
const BAD_ARGUMENTS: u8 = 2;

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    // Clap's help and errors come before `cli.lang` exists: their language
    // is read from the raw arguments.
    let loc = Messages::new(lang::from_args(&args));
    let cli = match parse(&args, &loc) {
        Ok(cli) => cli,
        Err(e) => return clap_failure(&e, &loc),
    };
    let Some(lang) = Lang::from_tag(&cli.lang) else {
        let loc = Localizer::new(Lang::En);
        let line = loc.tr_args("cli-bad-lang", &[("given", cli.lang.as_str().into())]);
        return fail(&line);
    };
    let loc = match lang == loc.lang() {
        true => loc,
        false => Messages::new(lang),
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let result = commands::run(&cli.command, &loc, &mut out).and_then(|()| {
        out.flush()?;
        Ok(())
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::Failure(f)) => {
            drop(out);
            fail(&f.0)
        }
        Err(CliError::Io(e)) => io_failure(&e),
    }
}

/// The arguments, parsed by the command line localised in `loc`'s language.
///
/// Its words are only ever shown in help and errors, and never change what
/// a line means: a line is parsed first by the command line as clap builds
/// it, and only when clap has something to say (help, the version, an
/// error) parsed again by the localised one, whose error that is. A
/// command that parses reads no message (see `Messages`).
fn parse(args: &[OsString], loc: &Messages) -> Result<Cli, clap::Error> {
    let args = help::help_flag_after_help(help::lang_after_help(args.to_vec()));
    if let Ok(cli) = Cli::try_parse_from(&args) {
        return Ok(cli);
    }
    let mut command = help::command(loc);
    let matches = command.try_get_matches_from_mut(args)?;
    Cli::from_arg_matches(&matches).map_err(|e| e.format(&mut command))
}

/// Prints one line on stderr and returns exit code 2.
fn fail(line: &str) -> ExitCode {
    eprintln!("nimatron: {line}");
    ExitCode::from(BAD_ARGUMENTS)
}

/// Writing to stdout failed.
fn io_failure(e: &io::Error) -> ExitCode {
    match e.kind() {
        // The reader went away (`| head`): not an error of ours.
        ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        _ => {
            eprintln!("nimatron: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Help and version go to stdout with code 0; every other clap error
/// becomes one line in the user's language and code 2.
fn clap_failure(e: &clap::Error, loc: &Localizer) -> ExitCode {
    match e.kind() {
        ClapKind::DisplayHelp | ClapKind::DisplayVersion => {
            let mut out = io::stdout().lock();
            match write!(out, "{e}").and_then(|()| out.flush()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => io_failure(&e),
            }
        }
        _ => fail(&clap_errors::line(e, loc)),
    }
}

#[cfg(test)]
mod tests {
    //! The message ids the CLI's code names as literals (`"cli-try-help"`)
    //! exist in both languages: a typo or a message left out of one
    //! language's cli.ftl fails here, not in front of a learner. (The ids
    //! made from names are checked by help.rs's test.) And which command
    //! lines read their messages at all.

    use std::path::Path;

    use super::*;

    fn literal_ids(dir: &Path, ids: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                literal_ids(&path, ids);
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            for piece in text.split("\"cli-").skip(1) {
                let id: String = piece
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect();
                // A whole literal, not the start of `format!("cli-about-{}")`.
                if !id.is_empty() && piece[id.len()..].starts_with('"') {
                    ids.push(format!("cli-{id}"));
                }
            }
        }
    }

    /// The command line of `words` (the program's name first) and its
    /// messages, after it has been parsed and, if it parses, run.
    fn parse_and_run(words: &[&str]) -> Messages {
        let args: Vec<OsString> = words.iter().map(OsString::from).collect();
        let loc = Messages::new(lang::from_args(&args));
        if let Ok(cli) = parse(&args, &loc) {
            let _ = commands::run(&cli.command, &loc, &mut Vec::new());
        }
        loc
    }

    /// Issue 31's peak memory: a command that succeeds with numbers only
    /// reads no message file (nor builds the localised help); help, an
    /// error and words do.
    #[test]
    fn only_a_command_with_something_to_say_reads_its_messages() {
        let quiet: [&[&str]; 3] = [
            &["nimatron", "sequence", "octal:0.007", "--upto", "100"],
            &["nimatron", "--lang", "es", "sequence", "kayles", "--upto=9"],
            &["nimatron", "sequence", "grundy", "--upto", "50", "--json"],
        ];
        for words in quiet {
            assert!(!parse_and_run(words).is_read(), "{words:?}");
        }
        let speaking: [&[&str]; 6] = [
            &["nimatron", "--help"],
            &["nimatron", "--version"],
            &["nimatron", "sequence", "octal:0.007"],
            &["nimatron", "sequence", "no-such-game", "--upto", "9"],
            &["nimatron", "sequence", "kayles", "--upto", "-1"],
            &["nimatron", "sequence", "kayles", "--upto", "9", "--stats"],
        ];
        for words in speaking {
            assert!(parse_and_run(words).is_read(), "{words:?}");
        }
    }

    #[test]
    fn every_message_id_named_in_the_code_is_in_both_languages() {
        let mut ids = Vec::new();
        literal_ids(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut ids);
        ids.sort();
        ids.dedup();
        // The commands' own words, the headings, the usage errors.
        assert!(ids.len() > 40, "only {} ids found: {ids:?}", ids.len());
        for lang in Lang::ALL {
            let loc = Localizer::new(lang);
            let missing: Vec<_> = ids.iter().filter(|id| !loc.has(id)).collect();
            assert!(missing.is_empty(), "{lang}: no {missing:?}");
        }
    }
}
