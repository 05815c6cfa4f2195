//! `nimatron analyze GAME N... [--misere] [--json]`

use std::io::Write;

use nimatron_core::{Analysis, Convention, GameSpec, Outcome, analyze};
use nimatron_i18n::{Arg, Localizer};

use crate::args::AnalyzeArgs;
use crate::failure::{Failure, numbers};
use crate::output::{self, CliError, spaced};

pub fn run(args: &AnalyzeArgs, loc: &Localizer, out: &mut dyn Write) -> Result<(), CliError> {
    let game: GameSpec = args.game.parse().map_err(|e| Failure::core(loc, &e))?;
    let position = numbers(loc, &args.position)?;
    let analysis = analyze(&game, &position, Convention::from_misere(args.misere))
        .map_err(|e| Failure::core(loc, &e))?;
    if args.json {
        return output::json(out, &analysis);
    }
    write_text(&analysis, loc, out)
}

fn write_text(a: &Analysis, loc: &Localizer, out: &mut dyn Write) -> Result<(), CliError> {
    let meaning = match a.outcome {
        Outcome::N => loc.tr("outcome-n"),
        Outcome::P => loc.tr("outcome-p"),
    };
    writeln!(
        out,
        "{}",
        loc.tr_args(
            "cli-outcome",
            &[
                ("outcome", a.outcome.to_string().into()),
                ("meaning", meaning.into())
            ]
        )
    )?;
    if let Some(s) = a.nim_sum {
        let line = loc.tr_args(
            "cli-nim-sum",
            &[("value", Arg::Num(s)), ("binary", format!("{s:b}").into())],
        );
        writeln!(out, "{line}")?;
    }
    let grundy = match a.grundy {
        Some(g) => loc.tr_args("cli-grundy", &[("value", Arg::Num(g))]),
        None => loc.tr("cli-grundy-none"),
    };
    writeln!(out, "{grundy}")?;
    let remoteness = match a.remoteness {
        Some(r) => loc.tr_args("cli-remoteness", &[("value", Arg::Num(r))]),
        None => loc.tr("cli-remoteness-unknown"),
    };
    writeln!(out, "{remoteness}")?;
    if a.winning_moves.is_empty() {
        writeln!(out, "{}", loc.tr("cli-no-winning-move"))?;
    } else {
        let count = a.winning_move_count;
        writeln!(
            out,
            "{}",
            loc.tr_args("cli-winning-moves", &[("count", count.into())])
        )?;
        for m in &a.winning_moves {
            writeln!(out, "  {}", spaced(&m.to))?;
        }
        // Past MAX_LISTED_MOVES the core lists the first ones and counts all.
        let unlisted = count.saturating_sub(a.winning_moves.len());
        if unlisted > 0 {
            writeln!(
                out,
                "{}",
                loc.tr_args("cli-more-moves", &[("count", unlisted.into())])
            )?;
        }
    }
    Ok(())
}
