//! The Nim screen's sentences, built from the messages of the current
//! language. Pure functions of a [`Localizer`], so tests can read them in
//! both languages without a browser.

use nimatron_core::games::nim::{NimMove, move_between, nim_sum};
use nimatron_core::session::{MAX_MOVES, Seat, Session};
use nimatron_i18n::Localizer;

use yew::AttrValue;

use super::state::UrlError;
use super::url::GameUrlError;
use crate::screens::nav;
use crate::screens::query::list;

/// "Take 2 from heap 1 (3 → 1)".
pub fn winning_move(loc: &Localizer, heaps: &[u64], mv: NimMove) -> String {
    let from = heaps.get(mv.heap).copied().unwrap_or_default();
    loc.tr_args(
        "nim-winning-move",
        &[
            ("take", mv.take.into()),
            ("heap", (mv.heap + 1).into()),
            ("from", from.into()),
            ("to", from.saturating_sub(mv.take).into()),
        ],
    )
}

/// The name of a seat: "You"/"Computer" against the computer, "Bob"/"Alice"
/// in the sample game, "Player 1"/"Player 2" between friends.
pub fn seat_name(loc: &Localizer, session: &Session, sample: bool, seat: Seat) -> String {
    let id = if sample {
        match seat {
            Seat::A => "nim-player-bob",
            Seat::B => "nim-player-alice",
        }
    } else {
        match session.computer_seat() {
            Some(c) if c == seat => "nim-player-computer",
            Some(_) => "nim-player-me",
            None => match seat {
                Seat::A => "nim-player-one",
                Seat::B => "nim-player-two",
            },
        }
    };
    loc.tr(id)
}

/// Whose turn it is, or who won and why.
pub fn status(loc: &Localizer, session: &Session, sample: bool) -> String {
    let computer = session.computer_seat();
    if let Some(end) = nav::ending(session) {
        let misere = session.convention.is_misere();
        let id = match (computer, misere) {
            (Some(c), false) if c == end.winner => "nim-over-computer-normal",
            (Some(c), true) if c == end.winner => "nim-over-computer-misere",
            (Some(_), false) => "nim-over-me-normal",
            (Some(_), true) => "nim-over-me-misere",
            (None, false) => "nim-over-player-normal",
            (None, true) => "nim-over-player-misere",
        };
        let winner = seat_name(loc, session, sample, end.winner);
        let loser = seat_name(loc, session, sample, end.winner.other());
        return loc.tr_args(id, &[("winner", winner.into()), ("loser", loser.into())]);
    }
    if session.position().numbers().iter().all(|&h| h == 0) {
        return loc.tr("nim-status-empty");
    }
    let seat = session.to_move();
    match computer {
        Some(c) if c == seat => loc.tr("nim-status-thinking"),
        Some(_) => loc.tr("nim-status-your-turn"),
        None => loc.tr_args(
            "nim-status-player-turn",
            &[("player", seat_name(loc, session, sample, seat).into())],
        ),
    }
}

/// A refused game URL as one sentence.
pub fn url_error(loc: &Localizer, error: &UrlError) -> String {
    match error {
        UrlError::Position(e) => e.words(loc, "nim"),
        UrlError::Game(GameUrlError::BadValue { key, given }) => loc.tr_args(
            "nim-url-bad-value",
            &[("key", (*key).into()), ("given", given.as_str().into())],
        ),
        UrlError::Game(GameUrlError::BadMove { given }) => {
            loc.tr_args("nim-url-bad-move", &[("given", given.as_str().into())])
        }
        UrlError::Game(GameUrlError::TooManyMoves { asked }) => loc.tr_args(
            "nim-url-too-many-moves",
            &[("asked", (*asked).into()), ("max", MAX_MOVES.into())],
        ),
        UrlError::Game(GameUrlError::AtPastEnd { asked, moves }) => loc.tr_args(
            "nim-url-at-past-end",
            &[("asked", (*asked).into()), ("moves", (*moves).into())],
        ),
    }
}

/// `n` in binary, at least `width` digits.
pub fn binary(n: u64, width: usize) -> String {
    format!("{n:0width$b}")
}

/// Binary digits needed for the largest of `values` (at least 1).
pub fn bit_width(values: impl IntoIterator<Item = u64>) -> usize {
    let max = values.into_iter().max().unwrap_or(0);
    (u64::BITS - max.leading_zeros()).max(1) as usize
}

/// Heaps shown at most in a line of the history.
pub const MAX_LINE_HEAPS: usize = 12;

/// Each move played (undone ones too), one line each: who took how many
/// from which heap, the heaps after it and, outside exam mode, their
/// nim-sum in binary (the width of the start's largest heap).
pub fn history(loc: &Localizer, session: &Session, sample: bool, exam: bool) -> Vec<AttrValue> {
    let width = bit_width(session.start.numbers().iter().copied());
    (0..session.played.len())
        .map(|i| {
            let heaps = session.position_after(i + 1).numbers();
            let shown = &heaps[..heaps.len().min(MAX_LINE_HEAPS)];
            let mut after = list(shown).replace(',', " ");
            if heaps.len() > shown.len() {
                after.push_str(" …");
            }
            let what = match move_between(session.position_after(i).numbers(), heaps) {
                Some(mv) => loc.tr_args(
                    "nim-history-took",
                    &[("take", mv.take.into()), ("heap", (mv.heap + 1).into())],
                ),
                None => String::new(),
            };
            let who = seat_name(loc, session, sample, Seat::of_ply(i));
            let line = [
                ("who", who.into()),
                ("move", what.into()),
                ("heaps", after.into()),
            ];
            AttrValue::from(if exam {
                loc.tr_args("nim-history-line", &line)
            } else {
                let sum = nim_sum(heaps);
                let [who, what, after] = line;
                loc.tr_args(
                    "nim-history-line-sum",
                    &[
                        who,
                        what,
                        after,
                        ("bits", binary(sum, width).into()),
                        ("sum", sum.into()),
                    ],
                )
            })
        })
        .collect()
}
