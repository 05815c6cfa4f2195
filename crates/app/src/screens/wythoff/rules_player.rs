//! The controls of the rules animation (play, pause, step, reset, all) and
//! the sentence for the cell just decided. The timer lives here, in an
//! effect: it dispatches a tick every interval while playing.

use gloo::timers::callback::Interval;
use yew::prelude::*;

use super::state::{Action, Anim, PartProps};
use super::words::cell;
use crate::i18n::use_i18n;
use nimatron_core::games::wythoff::steps::{MAX_RULES_SIZE, Rule};

/// Milliseconds between two painted cells.
pub const TICK_MS: u32 = 180;

/// The animation's controls (`data-testid="rules-step"` etc.).
#[component]
pub fn RulesPlayer(props: &PartProps) -> Html {
    let (painted, playing) = (props.state.anim_step, props.state.anim_playing);
    let i18n = use_i18n();
    let total = props.steps.len();
    {
        let dispatch = props.dispatch.clone();
        use_effect_with(playing, move |&playing| {
            let timer = playing
                .then(|| Interval::new(TICK_MS, move || dispatch.emit(Action::Anim(Anim::Tick))));
            move || drop(timer)
        });
    }
    if props.state.size > MAX_RULES_SIZE {
        return html! {
            <p class="note" data-testid="rules-too-big">
                { i18n.tr_args("wythoff-rules-too-big", &[("max", MAX_RULES_SIZE.into())]) }
            </p>
        };
    }
    let send = |a: Anim| props.dispatch.reform(move |_: MouseEvent| Action::Anim(a));
    let current = painted.checked_sub(1).and_then(|i| props.steps.get(i));
    let sentence = current.map(|s| {
        let (x, y) = s.cell;
        match s.rule {
            // Rule 1 (and its misère reversal).
            Rule::Origin if s.cold => i18n.tr("wythoff-rule-1"),
            Rule::Origin => i18n.tr("wythoff-rule-1-misere"),
            // Rule 2.
            Rule::ReachesCold { via } => i18n.tr_args(
                "wythoff-rule-2",
                &[
                    ("cell", cell(x, y).into()),
                    ("via", cell(via.0, via.1).into()),
                ],
            ),
            // Rule 3.
            Rule::AllMovesHot => i18n.tr_args("wythoff-rule-3", &[("cell", cell(x, y).into())]),
        }
    });
    html! {
        <div class="wy-rules">
            <ol class="wy-rules-list">
                <li>{ i18n.tr("wythoff-rules-1") }</li>
                <li>{ i18n.tr("wythoff-rules-2") }</li>
                <li>{ i18n.tr("wythoff-rules-3") }</li>
            </ol>
            <div class="wy-rules-controls" role="group" aria-label={i18n.tr("wythoff-rules-controls")}>
                if playing {
                    <button type="button" class="button" data-testid="rules-pause" onclick={send(Anim::Pause)}>{ i18n.tr("wythoff-rules-pause") }</button>
                } else {
                    <button type="button" class="button button-primary" data-testid="rules-play" onclick={send(Anim::Play)}>{ i18n.tr("wythoff-rules-play") }</button>
                }
                <button type="button" class="button" data-testid="rules-step" disabled={painted >= total} onclick={send(Anim::Step)}>{ i18n.tr("wythoff-rules-step") }</button>
                <button type="button" class="button" data-testid="rules-finish" onclick={send(Anim::Finish)}>{ i18n.tr("wythoff-rules-finish") }</button>
                <button type="button" class="button" data-testid="rules-reset" onclick={send(Anim::Reset)}>{ i18n.tr("wythoff-rules-reset") }</button>
            </div>
            <p class="wy-rules-progress" data-testid="rules-progress" data-painted={painted.to_string()}>
                { i18n.tr_args("wythoff-rules-progress", &[("n", painted.into()), ("total", total.into())]) }
            </p>
            <p class="wy-rules-now" aria-live="polite" data-testid="rules-now">
                { sentence.unwrap_or_else(|| i18n.tr("wythoff-rules-start")) }
            </p>
        </div>
    }
}
