//! The Bouton screen (`#/bouton?heaps=3,4,5&misere`): Bouton's method
//! walked step by step on a position the learner types or picks from the
//! seeds' examples, with Wikipedia's misère game as a walk-through.
//!
//! Data flow as on the Nim screen: the URL gives the first [`State`] and,
//! on `hashchange` (a new `nav`), an [`Action::Load`]; the position is
//! written back into the URL (replacing the history entry). The walk
//! itself lives in the reusable [`panel::BoutonPanel`], which the Nim game
//! can show beside its board.

pub mod misere_view;
pub mod move_view;
pub mod panel;
pub mod powers_view;
pub mod presets;
pub mod state;
pub mod step_view;
pub mod url;
pub mod walk;
pub mod walkthrough;
pub mod words;

use nimatron_core::Convention;
use nimatron_core::games::nim;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::components::ScreenFrame;
use crate::components::use_ids;
use crate::screens::query::FromQuery;

pub use self::panel::BoutonPanel;
use self::presets::{Preset, Presets};
use self::state::{Action, Source, State};
use self::url::MAX_BOUTON_HEAPS;
use self::walkthrough::{WALK, Walkthrough};
use crate::components::ErrorBanner;
use crate::i18n::use_i18n;
use crate::screens::nav::{ScreenProps, use_screen_reducer, use_url_sync};

/// The Bouton screen.
#[component]
pub fn BoutonScreen(props: &ScreenProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let state = use_screen_reducer(props, State::from_query, Action::Load);
    // The position changed: show it in the URL (no new history entry).
    use_url_sync(
        props.sync_url && state.url_follows_state(),
        (state.heaps.clone(), state.convention),
        |(heaps, convention)| url::to_url(heaps, *convention),
    );

    let dispatcher = state.dispatcher();
    let on_pick = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |p: Preset| {
            dispatcher.dispatch(Action::Show(p.heaps.to_vec(), p.convention))
        })
    };
    let on_walk = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |heaps: Vec<u64>| {
            dispatcher.dispatch(Action::Show(heaps, Convention::Misere))
        })
    };
    let on_input = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            dispatcher.dispatch(Action::EditDraft(input.value()));
        })
    };
    let on_submit = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            dispatcher.dispatch(Action::Submit);
        })
    };
    let on_misere = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            dispatcher.dispatch(Action::SetConvention(if input.checked() {
                Convention::Misere
            } else {
                Convention::Normal
            }));
        })
    };

    let misere = state.convention == Convention::Misere;
    let url_error = state.problem_from(Source::Url).map(|e| {
        format!(
            "{} {}",
            e.words(&i18n, "bouton"),
            i18n.tr_args(
                "bouton-error-shown-instead",
                &[("heaps", words::heaps_text(&state.heaps).into())]
            )
        )
    });
    let field_error = state
        .problem_from(Source::Field)
        .map(|e| e.words(&i18n, "bouton"));
    let in_walk = misere && WALK.iter().any(|p| p[..] == state.heaps[..]);

    html! {
        <ScreenFrame class="bouton" title_id="bouton-title" title={i18n.tr("bouton-menu-title")} lede={i18n.tr("bouton-lede")} errors={url_error.into_iter().collect::<Vec<_>>()}>
            <div class="card bouton-input">
                <form class="bouton-form" onsubmit={on_submit}>
                    <div class="bouton-field">
                        <label class="field-label" for={ids.id("bouton-heaps")}>{ i18n.tr("bouton-field-label") }</label>
                        <input id={ids.id("bouton-heaps")} class="text-input" type="text" inputmode="numeric"
                            autocomplete="off" spellcheck="false" data-testid="bouton-heaps"
                            value={state.draft.clone()} oninput={on_input}
                            aria-invalid={field_error.is_some().then_some("true")}
                            aria-describedby={ids.id("bouton-heaps-hint")} />
                        <p id={ids.id("bouton-heaps-hint")} class="hint">
                            { i18n.tr_args("bouton-field-hint", &[("max", MAX_BOUTON_HEAPS.into())]) }
                        </p>
                    </div>
                    <label class="toggle">
                        <input type="checkbox" class="switch" checked={misere} onchange={on_misere}
                            data-testid="bouton-misere" />
                        { i18n.tr("bouton-misere-label") }
                    </label>
                    <button type="submit" class="button button-primary">{ i18n.tr("bouton-explain") }</button>
                </form>
                if let Some(message) = field_error {
                    <ErrorBanner message={message} />
                }
                <Presets heaps={(*state.heaps).clone()} convention={state.convention} {on_pick} />
                <p class="bouton-summary">
                    <span>{ i18n.tr("bouton-summary-heaps") }{ ": " }
                        <strong>{ words::heaps_text(&state.heaps) }</strong></span>
                    <span>{ i18n.tr(if misere { "convention-misere" } else { "convention-normal" }) }</span>
                    <span>{ i18n.tr("bouton-summary-nim-sum") }{ ": " }
                        <strong data-testid="nim-sum">{ nim::nim_sum(&state.heaps).to_string() }</strong></span>
                </p>
            </div>
            <div class={classes!("bouton-layout", in_walk.then_some("has-walk"))}>
                <div class="card bouton-main">
                    <BoutonPanel heaps={state.heaps.clone()} misere={misere}
                        restart_on_change=true global_keys=true />
                </div>
                if in_walk {
                    <Walkthrough heaps={(*state.heaps).clone()} on_pick={on_walk} />
                }
            </div>
        </ScreenFrame>
    }
}
