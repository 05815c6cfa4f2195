//! `nimatron`: the command-line face of nimatron-core. Glue only: parse the
//! arguments, call the core, print. The contract is in docs/CLI.md.

mod args;
mod commands;
mod failure;
mod output;

use std::io::{self, BufWriter, ErrorKind, Write};
use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind as ClapKind;
use nimatron_i18n::{Lang, Localizer};

use crate::args::Cli;
use crate::output::CliError;

/// Exit code for bad arguments and sizes past a stated limit.
const BAD_ARGUMENTS: u8 = 2;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return clap_failure(&e),
    };
    let Some(lang) = Lang::from_tag(&cli.lang) else {
        let loc = Localizer::new(Lang::En);
        let line = loc.tr_args("cli-bad-lang", &[("given", cli.lang.as_str().into())]);
        return fail(&line);
    };
    let loc = Localizer::new(lang);
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
        // The reader went away (`| head`): not an error of ours.
        Err(CliError::Io(e)) if e.kind() == ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(CliError::Io(e)) => {
            eprintln!("nimatron: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Prints one line on stderr and returns exit code 2.
fn fail(line: &str) -> ExitCode {
    eprintln!("nimatron: {line}");
    ExitCode::from(BAD_ARGUMENTS)
}

/// Help and version go to stdout with code 0; every other clap error
/// becomes one line and code 2.
fn clap_failure(e: &clap::Error) -> ExitCode {
    match e.kind() {
        ClapKind::DisplayHelp | ClapKind::DisplayVersion => {
            print!("{e}");
            ExitCode::SUCCESS
        }
        ClapKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            fail(&Localizer::new(Lang::En).tr("cli-missing-command"))
        }
        _ => {
            // Clap's first paragraph, on one line: "the following required
            // arguments were not provided: <POSITION>...".
            let text = e.render().to_string();
            let first: Vec<&str> = text
                .lines()
                .take_while(|l| !l.trim().is_empty())
                .map(str::trim)
                .collect();
            let first = first.join(" ");
            let line = first.strip_prefix("error: ").unwrap_or(&first);
            fail(&format!(
                "{line} ({})",
                Localizer::new(Lang::En).tr("cli-try-help")
            ))
        }
    }
}
