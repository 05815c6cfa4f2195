//! `nimatron sequence GAME --upto N [--json]`: Grundy values of one heap (or
//! row) of each size 0..=N, for the games played on one heap.

use std::io::Write;

use nimatron_i18n::Localizer;

use crate::args::SequenceArgs;
use crate::failure::{self, Failure, number};
use crate::output::{self, CliError, spaced};

pub fn run(args: &SequenceArgs, loc: &Localizer, out: &mut dyn Write) -> Result<(), CliError> {
    let game = failure::game(loc, &args.game)?;
    let upto = number(loc, &args.upto)?;
    let values = game.sequence(upto).map_err(|e| Failure::core(loc, &e))?;
    if args.json {
        return output::json(out, &values);
    }
    writeln!(out, "{}", spaced(&values))?;
    Ok(())
}
