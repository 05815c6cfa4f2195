//! Previous / play-pause / next, and where the learner is: Bouton's walk
//! and the parts' walk (`#/why`) share them. Buttons at the
//! ends are `aria-disabled` rather than `disabled`, so keyboard focus stays
//! on them when the walk reaches an end.

use yew::prelude::*;

use crate::i18n::use_i18n;

/// Props of [`StepControls`].
#[derive(Debug, Properties, PartialEq)]
pub struct StepControlsProps {
    /// Index of the step on show.
    pub index: usize,
    /// Number of steps.
    pub count: usize,
    /// Autoplay running.
    pub playing: bool,
    /// Previous pressed.
    pub on_prev: Callback<()>,
    /// Next pressed.
    pub on_next: Callback<()>,
    /// Play/pause pressed.
    pub on_play: Callback<()>,
}

/// The walk's buttons.
#[component]
pub fn StepControls(props: &StepControlsProps) -> Html {
    let i18n = use_i18n();
    let at_start = props.index == 0;
    let at_end = props.index + 1 >= props.count;
    let press = |cb: &Callback<()>, off: bool| {
        let cb = cb.clone();
        Callback::from(move |_: MouseEvent| {
            if !off {
                cb.emit(());
            }
        })
    };
    html! {
        <div class="bouton-controls">
            <button type="button" class="button" data-testid="bouton-prev"
                aria-disabled={at_start.then_some("true")}
                onclick={press(&props.on_prev, at_start)}>
                <span aria-hidden="true">{ "← " }</span>{ i18n.tr("bouton-prev") }
            </button>
            <button type="button" class="button" data-testid="bouton-play"
                aria-pressed={if props.playing { "true" } else { "false" }}
                onclick={press(&props.on_play, props.count < 2)}>
                { i18n.tr(if props.playing { "bouton-pause" } else { "bouton-play" }) }
            </button>
            <button type="button" class="button button-primary" data-testid="bouton-next"
                aria-disabled={at_end.then_some("true")}
                onclick={press(&props.on_next, at_end)}>
                { i18n.tr("bouton-next") }<span aria-hidden="true">{ " →" }</span>
            </button>
        </div>
    }
}
