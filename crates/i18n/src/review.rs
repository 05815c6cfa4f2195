//! The words of a game's review, for the app's review panel and
//! `nimatron review` alike: a verdict in words, a player's tally, and why
//! a record stopped at a move.
//!
//! Why here and not in each face: both faces judge with the core's one
//! function (`nimatron_core::review`) and must say the same thing about
//! the same move; only who a player is differs (the CLI's "first player",
//! the app's "You" or "Player 1"), so the caller names the player.

use nimatron_core::record::{Stop, Why};
use nimatron_core::review::{Basis, MoveReview, Tally, Verdict};
use nimatron_core::session::MAX_MOVES;
use nimatron_core::{CoreError, Outcome, Position};

use crate::{Arg, Localizer, position_text, refusal_words};

/// The words of a move's verdict: what it means for this move ("best (the
/// fastest win)", "good (the position was lost anyway; judged by who wins
/// only)").
pub fn verdict_words(loc: &Localizer, m: &MoveReview) -> String {
    let id = match (m.verdict, m.basis, m.before.outcome) {
        // Rule: a verdict from outcomes alone says so.
        (Verdict::Best, Some(Basis::Outcome), _) => "review-best-outcome",
        (Verdict::Best, _, Some(Outcome::P)) => "review-best-lost",
        (Verdict::Best, _, _) => "review-best-won",
        (Verdict::Good, Some(Basis::Outcome), _) => "review-good-outcome",
        (Verdict::Good, _, Some(Outcome::P)) => "review-good-lost",
        (Verdict::Good, _, _) => "review-good-won",
        (Verdict::Mistake, _, _) => "review-mistake",
        (Verdict::Unknown, _, _) => "review-unknown",
    };
    loc.tr(id)
}

/// One player's tally ("Player 1: 7 best, 1 good, 1 mistake (move 4)"),
/// `player` already in words. Unknown moves are counted only when there
/// are some.
pub fn tally_words(loc: &Localizer, player: &str, t: &Tally) -> String {
    let numbers: Vec<String> = t.mistakes.iter().map(ToString::to_string).collect();
    let count = |id: &str, n: usize| loc.tr_args(id, &[("count", Arg::Num(n as u64))]);
    let mut counts = vec![
        count("review-tally-best", t.best),
        count("review-tally-good", t.good),
        loc.tr_args(
            "review-tally-mistakes",
            &[
                ("count", Arg::Num(t.mistake as u64)),
                ("moves", numbers.join(", ").into()),
            ],
        ),
    ];
    if t.unknown > 0 {
        counts.push(count("review-tally-unknown", t.unknown));
    }
    loc.tr_args(
        "review-tally",
        &[
            ("player", player.into()),
            ("counts", counts.join(", ").into()),
        ],
    )
}

/// Why a record stopped at `stop` ("move 2 (1,4,6) is not a move from
/// 1,4,5: …"), `from` the position before that move; `refused` words the
/// core's refusal of a position (each face has its own way to add an
/// example).
pub fn stop_words(
    loc: &Localizer,
    from: &Position,
    stop: &Stop,
    refused: impl Fn(&CoreError) -> String,
) -> String {
    let args: [(&str, Arg); 3] = [
        ("number", Arg::Num(stop.number as u64)),
        ("given", position_text(loc, &stop.given).into()),
        ("from", position_text(loc, from).into()),
    ];
    match &stop.why {
        // Rule: the game's own reason, when it names the rule broken.
        Why::NotAMove(refusal) => {
            let line = loc.tr_args("review-not-a-move", &args);
            match refusal {
                Some(r) => format!("{line}: {}", refusal_words(loc, r)),
                None => line,
            }
        }
        Why::GameOver => loc.tr_args("review-after-the-end", &args),
        Why::TooLong => loc.tr_args("review-too-long", &[("max", Arg::Num(MAX_MOVES as u64))]),
        Why::Refused(e) => format!("{}: {}", loc.tr_args("review-refused", &args), refused(e)),
    }
}
