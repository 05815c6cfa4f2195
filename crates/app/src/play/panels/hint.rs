//! The hint: one winning move, revealed on request (the analysis panel
//! lists them all; the hint is for a player who hides the analysis).
//!
//! Why its own panel: a learner asks for one nudge, not the answer sheet.
//! A teaching screen may ask for its own hint ([`ScreenHint`]): every
//! winning move in its words, each marked with the heap it lowers (from
//! 0) and the stones it takes (`data-heap`, `data-take`), so its board
//! and its tests can follow the hint; or its reason why none wins.

use nimatron_core::Position;
use nimatron_core::board::take_between;
use yew::prelude::*;

use crate::i18n::use_i18n;
use crate::play::cache::Answer;
use crate::play::exam::Exam;

/// Props of [`HintPanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct HintPanelProps {
    /// The core's answer for the position on the board.
    pub answer: Answer,
    /// The hint is shown.
    pub shown: bool,
    /// Shows or hides it.
    pub on_toggle: Callback<()>,
    /// Plays the hinted move.
    pub on_play: Callback<Position>,
    /// No moves now.
    #[prop_or_default]
    pub disabled: bool,
    /// A teaching screen's own hint (none on the play screen).
    #[prop_or_default]
    pub screen: Option<ScreenHint>,
    /// Exam mode: the hint only if the teacher allows it.
    #[prop_or_default]
    pub exam: Exam,
}

/// A teaching screen's hint, in place of the one nudge.
#[derive(Debug, Clone, PartialEq)]
pub struct ScreenHint {
    /// The button's words ("Hint"; its `data-testid` is then `hint`).
    pub button: AttrValue,
    /// The position on the board (to name each move's heap and take).
    pub position: Position,
    /// The screen's words for the move to a position.
    pub moves: Callback<Position, String>,
    /// Why no move wins here.
    pub none: AttrValue,
}

/// Every winning move in the screen's words (`data-testid="hint-result"`,
/// each move a `hint-move`), or why none wins.
fn screen_hint(i18n: &nimatron_i18n::Localizer, answer: &Answer, hint: &ScreenHint) -> Html {
    let moves = answer
        .as_ref()
        .as_ref()
        .map(|a| a.winning_moves.as_slice())
        .unwrap_or_default();
    html! {
        <div class="hint-box" data-testid="hint-result" role="status">
            if moves.is_empty() {
                <p>{ hint.none.clone() }</p>
            } else {
                <p><strong>{ i18n.tr_args("play-hint-moves", &[("count", moves.len().into())]) }</strong></p>
                <ul class="hint-moves">
                    { for moves.iter().map(|m| {
                        let taken = take_between(hint.position.numbers(), m.to.numbers());
                        html! {
                            <li data-testid="hint-move" data-position={m.position.clone()}
                                data-heap={taken.map(|t| t.heap.to_string())} data-take={taken.map(|t| t.take.to_string())}>
                                { hint.moves.emit(m.to.clone()) }
                            </li>
                        }
                    }) }
                </ul>
            }
        </div>
    }
}

/// The hint button and, when shown, one winning move.
#[component]
pub fn HintPanel(props: &HintPanelProps) -> Html {
    let i18n = use_i18n();
    // Rule: in exam mode the hint is off unless the teacher allows it
    // (`hints`); the button stays, disabled, and says why.
    let allowed = props.exam.allows_hint();
    let shown = props.shown && allowed;
    let toggle = {
        let on_toggle = props.on_toggle.clone();
        Callback::from(move |_: MouseEvent| on_toggle.emit(()))
    };
    let first = props
        .answer
        .as_ref()
        .as_ref()
        .ok()
        .map(|a| a.winning_moves.first().cloned());
    let (label, testid) = match &props.screen {
        Some(s) => (s.button.to_string(), "hint"),
        None => (
            i18n.tr(if shown {
                "play-hint-hide"
            } else {
                "play-hint-show"
            }),
            "hint-toggle",
        ),
    };
    html! {
        <div class="play-hint">
            <button type="button" class="button button-small" onclick={toggle} aria-expanded={shown.to_string()}
                disabled={!allowed || (props.disabled && !shown)} data-testid={testid}
                title={(!allowed).then(|| i18n.tr("exam-hint-off"))}>
                { label }
            </button>
            if !allowed {
                <p class="hint" data-testid="exam-hint-off">{ i18n.tr("exam-hint-off") }</p>
            }
            if let (true, Some(hint)) = (shown, &props.screen) {
                { screen_hint(&i18n, &props.answer, hint) }
            } else if shown {
                <p class="hint-text" data-testid="hint" role="status">
                    { match &first {
                        Some(Some(m)) => {
                            let on_play = props.on_play.clone();
                            let to = m.to.clone();
                            let onclick = Callback::from(move |_: MouseEvent| on_play.emit(to.clone()));
                            html! {
                                <>
                                    { i18n.tr_args("play-hint-move", &[("position", m.position.as_str().into())]) }
                                    { " " }
                                    <button type="button" class="button button-small" {onclick} disabled={props.disabled}>
                                        { i18n.tr("play-move-play") }
                                    </button>
                                </>
                            }
                        }
                        _ => html! { { i18n.tr("play-hint-none") } },
                    } }
                </p>
            }
        </div>
    }
}
