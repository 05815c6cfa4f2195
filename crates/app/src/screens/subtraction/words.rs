//! The simplified-Nim screen's sentences that depend on data: refused URL
//! values, who a seat is, the outcome line. Pure functions of a
//! [`Localizer`], so native tests read them in both languages.

use nimatron_core::Convention;
use nimatron_core::games::subtraction::simplified::winning_take;
use nimatron_core::session::Seat;
use nimatron_i18n::Localizer;

use yew::AttrValue;

use super::state::{State, heap};
use super::url::{MAX_K, MAX_N, Presentation, QueryError};
use crate::play::words::player;

/// A refused URL value as one sentence.
pub fn query_error(loc: &Localizer, error: &QueryError) -> String {
    let (id, given) = match error {
        QueryError::BadN(g) => ("subtraction-error-n", g),
        QueryError::BadK(g) => ("subtraction-error-k", g),
        QueryError::BadPreset(g) => ("subtraction-error-preset", g),
        QueryError::BadOpponent(g) => ("subtraction-error-vs", g),
        QueryError::BadFirst(g) => ("subtraction-error-first", g),
        QueryError::BadPosition(g, n) => {
            let args = [("given", g.as_str().into()), ("n", (*n).into())];
            return loc.tr_args("subtraction-error-position", &args);
        }
    };
    loc.tr_args(
        id,
        &[
            ("given", given.as_str().into()),
            ("max_n", MAX_N.into()),
            ("max_k", MAX_K.into()),
        ],
    )
}

/// Who sits in `seat`: "You", "The computer", or "Player 1/2".
pub fn seat_name(loc: &Localizer, state: &State, seat: Seat) -> String {
    match state.session.computer_seat() {
        Some(c) if c == seat => loc.tr("subtraction-who-computer"),
        Some(_) => loc.tr("subtraction-who-you"),
        None => loc.tr_args("subtraction-who-player", &[("seat", player(seat).into())]),
    }
}

/// Whose turn it is between two people ("Player 1’s turn."); `None`
/// against the computer (the play screen's status line says it).
pub fn friends_turn(loc: &Localizer, state: &State) -> Option<String> {
    state.session.computer_seat().is_none().then(|| {
        loc.tr_args(
            "subtraction-status-player",
            &[("seat", player(state.session.to_move()).into())],
        )
    })
}

/// Each move played (undone ones too), one line each: who took how many
/// (heap) or who said which number (counting up).
pub fn history(loc: &Localizer, state: &State) -> Vec<AttrValue> {
    let s = &state.session;
    let counting = state.setup.presentation != Presentation::Heap;
    (1..=s.played.len())
        .map(|ply| {
            let before = heap(s.position_after(ply - 1));
            let after = heap(s.position_after(ply));
            let who = seat_name(loc, state, Seat::of_ply(ply - 1)).into();
            AttrValue::from(if counting {
                let said = state.setup.n.saturating_sub(after);
                loc.tr_args(
                    "subtraction-history-say",
                    &[("who", who), ("said", said.into())],
                )
            } else {
                let take = before.saturating_sub(after);
                loc.tr_args(
                    "subtraction-history-take",
                    &[
                        ("who", who),
                        ("take", take.into()),
                        ("from", before.into()),
                        ("to", after.into()),
                    ],
                )
            })
        })
        .collect()
}

/// The history's first line when counting up (game 21, the game of 100):
/// the total said so far, 0, rather than the heap still to say; `None`
/// with a heap on screen (the shared "Start: 21" is right there).
pub fn history_start(loc: &Localizer, state: &State) -> Option<AttrValue> {
    let s = &state.session;
    (state.setup.presentation != Presentation::Heap).then(|| {
        let said = state.setup.n.saturating_sub(heap(&s.start));
        loc.tr_args("play-history-start", &[("position", said.into())])
            .into()
    })
}

/// The words of taking `take`: "Take 3", or "Say 4" counting up (the
/// total said after it).
pub fn take_words(loc: &Localizer, state: &State, take: u64) -> String {
    if state.setup.presentation == Presentation::Heap {
        loc.tr_args("subtraction-take", &[("count", take.into())])
    } else {
        loc.tr_args(
            "subtraction-say",
            &[("number", (state.total() + take).into())],
        )
    }
}

/// The outcome line for the player to move (names the N- or P-position).
pub fn outcome(loc: &Localizer, state: &State) -> String {
    let setup = &state.setup;
    let left = state.remaining();
    if left == 0 {
        return match setup.convention {
            // Rule: normal — no move left, the player to move has lost.
            Convention::Normal => loc.tr("subtraction-outcome-p-over"),
            // Rule: misère — the opponent took the last stone and lost.
            Convention::Misere => loc.tr("subtraction-outcome-n-over"),
        };
    }
    match winning_take(setup.k, left, setup.convention) {
        Some(take) if setup.presentation == Presentation::Heap => {
            loc.tr_args("subtraction-outcome-n", &[("take", take.into())])
        }
        Some(take) => loc.tr_args(
            "subtraction-outcome-n-say",
            &[("number", (state.total() + take).into())],
        ),
        None => loc.tr("subtraction-outcome-p"),
    }
}
