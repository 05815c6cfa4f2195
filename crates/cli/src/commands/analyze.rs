//! `nimatron analyze GAME POSITION... [--misere] [--json]`, for every game
//! of the registry.

use std::io::Write;

use nimatron_core::{Analysis, Board, Convention, Fact, Move};
use nimatron_i18n::{Arg, Localizer, fact_value, outcome_words, position_text};

use crate::args::AnalyzeArgs;
use crate::failure::{self, about_position};
use crate::lang::Messages;
use crate::output::{self, CliError, spaced};

pub fn run(args: &AnalyzeArgs, loc: &Messages, out: &mut dyn Write) -> Result<(), CliError> {
    let game = failure::game(loc, &args.game)?;
    let position = failure::position(loc, &args.position)?;
    let analysis = game
        .analyze(&position, Convention::from_misere(args.misere))
        .map_err(|e| about_position(loc, game.as_ref(), &e))?;
    if args.json {
        return output::json(out, &analysis);
    }
    // Heap games print a move as the heaps after it, one word each (as the
    // CLI always did; take-and-break heaps too, drawn as rows in the app);
    // the others in their position syntax (`18,2`).
    let heaps = matches!(game.board(), Board::Heaps | Board::Queen | Board::Runs(_));
    write_text(&analysis, heaps, loc, out)
}

/// A move as text: `1 4 5` for heap games, else the game's syntax; a
/// move that leaves nothing at all (Node Kayles' last vertex) says so
/// rather than printing an empty line.
fn move_text(loc: &Localizer, m: &Move, heaps: bool) -> String {
    match m.to.parts() {
        [one] if heaps && !one.is_empty() => spaced(one),
        _ => position_text(loc, &m.to),
    }
}

/// A fact's line (`Zeckendorf form: 13, 5, 2 (…)`); a fact without words
/// yet is shown by its key.
fn fact_line(loc: &Localizer, fact: &Fact) -> String {
    let value = fact_value(loc, fact);
    let id = format!("cli-fact-{}", fact.key);
    if loc.has(&id) {
        loc.tr_args(&id, &[("value", value.into())])
    } else {
        loc.tr_args(
            "cli-fact-other",
            &[("key", fact.key.as_str().into()), ("value", value.into())],
        )
    }
}

fn write_text(
    a: &Analysis,
    heaps: bool,
    loc: &Localizer,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let meaning = outcome_words(loc, a.outcome, a.is_over());
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
    for fact in &a.facts {
        writeln!(out, "{}", fact_line(loc, fact))?;
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
    // Rule: no move at all is the end of the game, not a lost choice (in
    // misère play the player to move has even won).
    if a.is_over() {
        writeln!(out, "{}", loc.tr("cli-game-over"))?;
    } else if a.winning_moves.is_empty() {
        writeln!(out, "{}", loc.tr("cli-no-winning-move"))?;
    } else {
        let count = a.winning_move_count;
        writeln!(
            out,
            "{}",
            loc.tr_args("cli-winning-moves", &[("count", count.into())])
        )?;
        for m in &a.winning_moves {
            writeln!(out, "  {}", move_text(loc, m, heaps))?;
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
