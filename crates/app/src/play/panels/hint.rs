//! The hint: one winning move, revealed on request (the analysis panel
//! lists them all; the hint is for a player who hides the analysis).
//!
//! Why its own panel: a learner asks for one nudge, not the answer sheet.

use nimatron_core::Position;
use yew::prelude::*;

use crate::i18n::use_i18n;
use crate::play::cache::Answer;

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
}

/// The hint button and, when shown, one winning move.
#[component]
pub fn HintPanel(props: &HintPanelProps) -> Html {
    let i18n = use_i18n();
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
    html! {
        <div class="play-hint">
            <button type="button" class="button button-small" onclick={toggle} aria-expanded={props.shown.to_string()}
                disabled={props.disabled && !props.shown} data-testid="hint-toggle">
                { i18n.tr(if props.shown { "play-hint-hide" } else { "play-hint-show" }) }
            </button>
            if props.shown {
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
