//! `nimatron sequence GAME --upto N [--json]`: Grundy values of one heap.

use std::io::Write;

use nimatron_core::GameSpec;
use nimatron_core::games::subtraction;
use nimatron_i18n::Localizer;

use crate::args::SequenceArgs;
use crate::failure::{Failure, number};
use crate::output::{self, CliError, spaced};

pub fn run(args: &SequenceArgs, loc: &Localizer, out: &mut dyn Write) -> Result<(), CliError> {
    let game: GameSpec = args.game.parse().map_err(|e| Failure::core(loc, &e))?;
    let upto = number(loc, &args.upto)?;
    let values = subtraction::sequence(&game, upto).map_err(|e| Failure::core(loc, &e))?;
    if args.json {
        return output::json(out, &values);
    }
    writeln!(out, "{}", spaced(&values))?;
    Ok(())
}
