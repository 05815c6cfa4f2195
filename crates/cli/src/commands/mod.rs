//! One file per subcommand; each parses its numbers, calls the core and
//! prints, in text (localised) or JSON (the stable contract).

mod analyze;
mod cold;
mod explain;
mod games;
mod min_nim;
mod quotient;
mod review;
mod sequence;

use std::io::Write;

use crate::args::Command;
use crate::lang::Messages;
use crate::output::CliError;

/// Runs `command`, writing its output to `out`.
pub fn run(command: &Command, loc: &Messages, out: &mut dyn Write) -> Result<(), CliError> {
    match command {
        Command::Analyze(args) => analyze::run(args, loc, out),
        Command::Cold(args) => cold::run(args, loc, out),
        Command::Sequence(args) => sequence::run(args, loc, out),
        Command::Quotient(args) => quotient::run(args, loc, out),
        Command::MinNim(args) => min_nim::run(args, loc, out),
        Command::Explain(args) => explain::run(args, loc, out),
        Command::Review(args) => review::run(args, loc, out),
        Command::Games(args) => games::run(args, loc, out),
    }
}
