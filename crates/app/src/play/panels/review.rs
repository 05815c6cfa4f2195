//! The review of the moves, as an analysis board gives it: each move of
//! the line on the board (the moves to redo too), who played it, its
//! verdict in words (best, good, mistake; "judged by who wins only" where
//! the remoteness is out of reach), the better moves where it was not
//! best, and "Try from here", which takes the board back to before that
//! move through the screen's reducer ([`GameAction::GoTo`]): the old line
//! stays to redo until a different move is played.
//!
//! Why closed until asked: a review analyses the better moves of every
//! move that was not best; the values come from the page's cache
//! ([`cache::review`]), so what the screen already showed is not analysed
//! again. Hooks: `review` (the button that opens it), `review-move` (one
//! per move, in order, `data-verdict` = `best`, `good`, `mistake` or
//! `unknown`), `review-try`.

use nimatron_core::review::MoveReview;
use nimatron_core::session::Session;
use nimatron_i18n::{core_error, position_text, review as review_words};
use yew::prelude::*;

use super::record::RecordPanel;
use crate::i18n::use_i18n;
use crate::play::cache;
use crate::play::game::GameAction;
use crate::play::words::Who;

/// Props of [`ReviewPanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct ReviewPanelProps {
    /// The game.
    pub session: Session,
    /// Hears "try from here" and a pasted record.
    pub on_move: Callback<GameAction>,
    /// Prefix of element ids.
    pub prefix: AttrValue,
    /// The answers the worker had brought when drawn (where it makes the
    /// review, `engine::asked`): one more draws the review again.
    #[prop_or_default]
    pub worker_answers: u32,
}

/// The review card's contents: its button, and when open the moves judged
/// and the record.
#[component]
pub fn ReviewPanel(props: &ReviewPanelProps) -> Html {
    let i18n = use_i18n();
    let open = use_state(|| false);
    let s = &props.session;
    let title_id = format!("{}review-title", props.prefix);
    let body_id = format!("{}review-body", props.prefix);
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let body = (*open).then(|| {
        let on_go = props.on_move.reform(GameAction::GoTo);
        let review = match cache::review(s) {
            Ok(review) => review,
            // Being worked out (by the worker): said, and drawn when it comes.
            Err(e) => {
                return html! { <p class="note" data-testid="review-waiting">{ core_error(&i18n, &e) }</p> };
            }
        };
        html! {
            <>
                if review.moves.is_empty() {
                    <p class="note">{ i18n.tr("review-none") }</p>
                } else {
                    <ol class="review-list">
                        { for review.moves.iter().map(|m| html! {
                            <ReviewMove m={m.clone()} who={AttrValue::from(Who::in_seat(s, m.seat).name(&i18n))}
                                undone={m.number > s.cursor} current={m.number == s.cursor}
                                can_try={!s.computer_moves_at(m.number - 1)} on_go={on_go.clone()} />
                        }) }
                    </ol>
                }
                <RecordPanel session={s.clone()} on_move={props.on_move.clone()} prefix={props.prefix.clone()} />
            </>
        }
    });
    html! {
        <section class="play-review" aria-labelledby={title_id.clone()}>
            <div class="review-head">
                <h2 id={title_id} class="card-title">{ i18n.tr("review-title") }</h2>
                <button type="button" class="button button-small" data-testid="review" onclick={toggle}
                    aria-expanded={(*open).to_string()} aria-controls={body_id.clone()}>
                    { i18n.tr(if *open { "review-close" } else { "review-open" }) }
                </button>
            </div>
            // Always there, so the button's `aria-controls` names an element.
            <div id={body_id}>{ for body }</div>
        </section>
    }
}

/// Props of [`ReviewMove`].
#[derive(Debug, Properties, PartialEq)]
struct ReviewMoveProps {
    /// The move, judged.
    m: MoveReview,
    /// Who played it, in words.
    who: AttrValue,
    /// After the cursor (to redo).
    undone: bool,
    /// The last move on the board.
    current: bool,
    /// A person played it ("try from here" is theirs to use).
    can_try: bool,
    /// Goes to the position after this many moves.
    on_go: Callback<usize>,
}

/// One move of the review.
#[component]
fn ReviewMove(props: &ReviewMoveProps) -> Html {
    let i18n = use_i18n();
    let m = &props.m;
    let head = i18n.tr_args(
        "review-move",
        &[
            ("number", (m.number as u64).into()),
            ("player", props.who.to_string().into()),
            ("position", position_text(&i18n, &m.to).into()),
        ],
    );
    let better: Vec<String> = m
        .better
        .iter()
        .map(|b| position_text(&i18n, &b.to))
        .collect();
    let before = m.number - 1;
    let try_here = props.on_go.reform(move |_: MouseEvent| before);
    let code = m.verdict.code();
    html! {
        <li class={classes!("review-move", format!("is-{code}"), props.undone.then_some("is-undone"), props.current.then_some("is-current"))}
            data-testid="review-move" data-verdict={code} data-number={m.number.to_string()}>
            <p class="review-move-head">{ head }
                if props.undone {
                    <span class="note">{ " " }{ i18n.tr("review-undone") }</span>
                }
            </p>
            <p class="review-verdict">{ review_words::verdict_words(&i18n, m) }</p>
            if !better.is_empty() {
                <p class="note review-better">{ i18n.tr_args("review-better", &[("moves", better.join("; ").into())]) }</p>
            }
            if props.can_try {
                <button type="button" class="button button-small" data-testid="review-try" onclick={try_here}
                    aria-label={i18n.tr_args("review-try-label", &[("number", (m.number as u64).into())])}>
                    { i18n.tr("review-try") }
                </button>
            }
        </li>
    }
}
