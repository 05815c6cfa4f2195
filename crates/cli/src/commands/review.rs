//! `nimatron review GAME START MOVE... [--misere] [--json]`: each move of
//! a game judged from its mover's point of view (best, good, mistake,
//! unknown), with the better moves where it was not best and each
//! player's tally. The record is replayed and judged by the core
//! (`record::replay`, `review::review`), the functions the app's review
//! uses; this file parses and prints.

use std::io::Write;

use nimatron_core::record::{self, Replayed};
use nimatron_core::review::{self, Basis, Review, Tally, Verdict};
use nimatron_core::session::Seat;
use nimatron_core::{AnyGame, Convention, Outcome, Position};
use nimatron_i18n::review as review_words;
use nimatron_i18n::{Arg, Localizer, position_text};
use serde::Serialize;

use crate::args::ReviewArgs;
use crate::failure::{self, Failure, about_position};
use crate::lang::Messages;
use crate::output::{self, CliError};

pub fn run(args: &ReviewArgs, loc: &Messages, out: &mut dyn Write) -> Result<(), CliError> {
    let game = failure::game(loc, &args.game)?;
    let start = failure::position(loc, std::slice::from_ref(&args.start))?;
    let moves = args
        .moves
        .iter()
        .map(|m| failure::position(loc, std::slice::from_ref(m)))
        .collect::<Result<Vec<Position>, Failure>>()?;
    let convention = Convention::from_misere(args.misere);
    let replayed = record::replay(game.as_ref(), &start, &moves, convention)
        .map_err(|e| about_position(loc, game.as_ref(), &e))?;
    // Rule: a record with a move that is not one is refused whole, naming
    // the move and why (the app opens at the last legal position instead).
    if let Some(stop) = &replayed.stop {
        return Err(stopped(loc, game.as_ref(), &replayed, stop).into());
    }
    let review = review::review(game.as_ref(), &replayed.start, &replayed.played, convention);
    if args.json {
        return output::json(
            out,
            &Json::of(&game.spec(), &replayed.start, convention, &review),
        );
    }
    write_text(loc, &review, out)
}

/// "move 2 (1,4,6) is not a move from 1,4,5", with the game's reason.
fn stopped(
    loc: &Localizer,
    game: &dyn AnyGame,
    replayed: &Replayed,
    stop: &record::Stop,
) -> Failure {
    let from = match stop.number {
        1 => &replayed.start,
        n => &replayed.played[n - 2],
    };
    Failure(review_words::stop_words(loc, from, stop, |e| {
        about_position(loc, game, e).0
    }))
}

fn player(loc: &Localizer, seat: Seat) -> String {
    loc.tr(match seat {
        Seat::A => "cli-review-first",
        Seat::B => "cli-review-second",
    })
}

fn write_text(loc: &Localizer, review: &Review, out: &mut dyn Write) -> Result<(), CliError> {
    for m in &review.moves {
        let line = loc.tr_args(
            "cli-review-move",
            &[
                ("number", Arg::Num(m.number as u64)),
                ("player", player(loc, m.seat).into()),
                ("from", position_text(loc, &m.from).into()),
                ("to", position_text(loc, &m.to).into()),
                ("verdict", review_words::verdict_words(loc, m).into()),
            ],
        );
        writeln!(out, "{line}")?;
        if !m.better.is_empty() {
            let better: Vec<String> = m.better.iter().map(|b| position_text(loc, &b.to)).collect();
            let line = loc.tr_args("cli-review-better", &[("moves", better.join("; ").into())]);
            writeln!(out, "   {line}")?;
        }
    }
    for seat in [Seat::A, Seat::B] {
        let t = review.tally(seat);
        if t.best + t.good + t.mistake + t.unknown == 0 {
            continue;
        }
        writeln!(
            out,
            "{}",
            review_words::tally_words(loc, &player(loc, seat), &t)
        )?;
    }
    Ok(())
}

/// The JSON contract (docs/CLI.md): positions in the game's syntax.
#[derive(Serialize)]
struct Json {
    game: String,
    start: String,
    misere: bool,
    moves: Vec<JsonMove>,
    first: Tally,
    second: Tally,
}

#[derive(Serialize)]
struct JsonMove {
    number: usize,
    player: &'static str,
    from: String,
    to: String,
    verdict: Verdict,
    basis: Option<Basis>,
    outcome_before: Option<Outcome>,
    outcome_after: Option<Outcome>,
    remoteness_before: Option<u64>,
    remoteness_after: Option<u64>,
    better: Vec<String>,
}

impl Json {
    fn of(game: &str, start: &Position, convention: Convention, review: &Review) -> Json {
        let moves = review
            .moves
            .iter()
            .map(|m| JsonMove {
                number: m.number,
                player: match m.seat {
                    Seat::A => "first",
                    Seat::B => "second",
                },
                from: m.from.to_string(),
                to: m.to.to_string(),
                verdict: m.verdict,
                basis: m.basis,
                outcome_before: m.before.outcome,
                outcome_after: m.after.outcome,
                remoteness_before: m.before.remoteness,
                remoteness_after: m.after.remoteness,
                better: m.better.iter().map(|b| b.position.clone()).collect(),
            })
            .collect();
        Json {
            game: game.to_string(),
            start: start.to_string(),
            misere: convention == Convention::Misere,
            moves,
            first: review.tally(Seat::A),
            second: review.tally(Seat::B),
        }
    }
}
