//! The end of a game, said at the board: who won, why in plain words, how
//! each side played (the review's tally), and a button to play the same
//! game again. One component for every screen
//! that plays a core [`Session`] (the play screen, Nim, Wythoff, simplified
//! Nim, the Grundy strip, Min Nim), each placing it right under its board,
//! where the last move was made: the status line above the board is often
//! scrolled off by then, on a phone always.
//!
//! The winner is the core's ([`Session::ending`]), never worked out here.
//! Hooks: `data-testid="game-over"` with `data-winner` one of `you`,
//! `computer` (against the computer), `player1`, `player2` (two people;
//! player 1 moved first), and `data-testid="play-again"`, which sends
//! [`GameAction::Restart`]: the same start and the same settings, the
//! computer in the same seat.
//!
//! Why it scrolls itself into view only when the game ends in front of the
//! reader: a game that opens finished (a link, a reload) lands at the top
//! of its screen like any other.

use nimatron_core::session::{Seat, Session};
use nimatron_i18n::core_error;
use nimatron_i18n::review::tally_words;
use yew::prelude::*;

use crate::i18n::use_i18n;
use crate::play::cache;
use crate::play::game::GameAction;
use crate::play::words::{self, Who};

/// Props of [`GameOver`].
#[derive(Debug, Properties, PartialEq)]
pub struct GameOverProps {
    /// The game; nothing is drawn while it goes on.
    pub session: Session,
    /// Hears "play again" ([`GameAction::Restart`]), as the history
    /// panel's "Start again" does.
    pub on_move: Callback<GameAction>,
    /// Each side's tally of verdicts under the message (off in exam mode,
    /// which judges no move).
    #[prop_or(true)]
    pub summary: bool,
    /// The answers the worker had brought when drawn (where it makes the
    /// review, `engine::asked`): one more draws the summary again.
    #[prop_or_default]
    pub worker_answers: u32,
}

/// The game-over message under a board.
#[component]
pub fn GameOver(props: &GameOverProps) -> Html {
    let i18n = use_i18n();
    let s = &props.session;
    let ending = words::ending(s);
    let node = use_node_ref();
    // Whether the game was over at the last render (`None`: first render).
    let was_over = use_mut_ref(|| None::<bool>);
    {
        let node = node.clone();
        use_effect_with(ending.is_some(), move |over| {
            let before = was_over.borrow_mut().replace(*over);
            // Rule: scroll only when a move in front of the reader ended it.
            if *over
                && before == Some(false)
                && let Some(el) = node.cast::<web_sys::Element>()
            {
                crate::dom::scroll_into_view_nearest(&el);
            }
        });
    }
    let Some(end) = ending else {
        return html! {};
    };
    let winner = Who::in_seat(s, end.winner);
    // Rule: the player to move is the one left without a move; under
    // normal play they lose, under misère they win.
    let stuck = Who::in_seat(s, s.to_move());
    let (who, player) = match stuck {
        Who::Player(seat) => ("player", words::player(seat)),
        other => (other.code(), 0),
    };
    let mut why = i18n.tr_args(
        "play-over-no-move",
        &[("who", who.into()), ("player", player.into())],
    );
    if s.convention.is_misere() {
        why = format!("{why} {}", i18n.tr("play-over-misere"));
    }
    let again = props.on_move.reform(|_: MouseEvent| GameAction::Restart);
    html! {
        <div class="game-over" role="status" data-testid="game-over" data-winner={winner.code()} ref={node}>
            <p class="game-over-title">{ winner.wins(&i18n) }</p>
            <p class="game-over-why">{ why }</p>
            if props.summary && !s.played.is_empty() {
                <Summary session={s.clone()} worker_answers={props.worker_answers} />
            }
            // A game that opened finished has nothing to play again.
            if !s.played.is_empty() {
                <button type="button" class="button button-primary" data-testid="play-again" onclick={again}>
                    { i18n.tr("play-again") }
                </button>
            }
        </div>
    }
}

/// Props of [`Summary`].
#[derive(Debug, Properties, PartialEq)]
struct SummaryProps {
    session: Session,
    /// Drawn again when the worker answers ([`GameOverProps::worker_answers`]).
    worker_answers: u32,
}

/// How each side played, from the core's review of the game
/// (`Review::tally`): "You: 7 best, 1 good, 1 mistake (move 4)", and the
/// computer's line as honestly (the beginner's slips are counted).
#[component]
fn Summary(props: &SummaryProps) -> Html {
    let i18n = use_i18n();
    let s = &props.session;
    let review = match cache::review(s) {
        Ok(review) => review,
        // Being worked out: said, and no number before it comes.
        Err(e) => {
            return html! {
                <div class="review-summary" data-testid="review-summary-waiting">
                    <p class="review-summary-title">{ i18n.tr("review-summary-title") }</p>
                    <p class="note">{ core_error(&i18n, &e) }</p>
                </div>
            };
        }
    };
    let lines = [Seat::A, Seat::B].into_iter().filter_map(|seat| {
        let t = review.tally(seat);
        // A side that made no move has nothing to count.
        (t.best + t.good + t.mistake + t.unknown > 0).then(|| {
            let who = Who::in_seat(s, seat);
            html! {
                <li data-testid="review-tally" data-who={who.code()} data-mistakes={t.mistake.to_string()}>
                    { tally_words(&i18n, &who.name(&i18n), &t) }
                </li>
            }
        })
    });
    html! {
        <div class="review-summary" data-testid="review-summary">
            <p class="review-summary-title">{ i18n.tr("review-summary-title") }</p>
            <ul>{ for lines }</ul>
        </div>
    }
}
