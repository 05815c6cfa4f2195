//! The "why" screen (`#/why?game=kayles&position=5,7&misere`, issue 32):
//! Bouton's walk for every game whose positions split into independent
//! parts, step by step with Previous/Next as on the Bouton screen: the
//! parts drawn small, each part's value and where it comes from, Bouton's
//! table of the values, the part to change, the move and the position it
//! leaves. The walk is the core's (`explain::why`), its words the
//! localisation layer's (`nimatron_i18n::why`, the CLI's too); the play
//! screen links here with the position on its board.

pub mod parts_view;
pub mod state;
pub mod step_view;
pub mod url;

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use nimatron_core::explain::why::{Why, WhyStep, why_in};
use nimatron_core::{Convention, CoreError, Position};
use nimatron_i18n::core_error;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use self::state::{Action, State};
use self::step_view::{StepView, step_title};
use crate::components::step_controls::StepControls;
use crate::components::step_progress::StepProgress;
use crate::components::{ErrorBanner, PresetLinks, ScreenFrame, use_ids};
use crate::i18n::use_i18n;
use crate::screens::bouton::walk::{AUTOPLAY_MS, WalkAction};
use crate::screens::nav::{ScreenProps, use_screen_reducer, use_url_sync};
use crate::screens::query::FromQuery;

/// The worked examples: Wikipedia's and the simplified-Nim article's Nim
/// positions, Kayles 5,7 (its winning move splits a row), Grundy's 7 (a
/// P-position), a subtraction game and a sum.
const PRESETS: &[(&str, &str)] = &[
    ("why-preset-kayles", "#/why?game=kayles&position=5,7"),
    ("why-preset-kayles-split", "#/why?game=kayles&position=10"),
    ("why-preset-nim", "#/why?game=nim&position=3,4,5"),
    ("why-preset-take", "#/why?game=take:3&position=19"),
    ("why-preset-grundy", "#/why?game=grundy&position=7"),
    (
        "why-preset-subtraction",
        "#/why?game=subtraction:1,3,4&position=5,7,9",
    ),
    (
        "why-preset-sum",
        "#/why?game=sum:nim%2Bkayles%2Bfibonacci&position=3,4%2B5%2B20",
    ),
];

/// The walk on the state's game and position, or the reason there is none.
fn walk(game: &str, position: &str, convention: Convention) -> Result<Rc<Why>, CoreError> {
    let game = crate::engine::game(game)?;
    let position: Position = position.parse()?;
    // A sum's components are made among this build's games, as the game is.
    let make = crate::engine::installed::make;
    Ok(Rc::new(why_in(&*game, &position, convention, make)?))
}

/// The screen.
#[component]
pub fn WhyScreen(props: &ScreenProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let state = use_screen_reducer(props, State::from_query, Action::Load);
    use_url_sync(
        props.sync_url,
        (state.game.clone(), state.position.clone(), state.convention),
        |(game, position, convention)| url::to_url(game, position, *convention),
    );
    // A misère take-and-break game's walk reads the quotient the worker
    // builds: walked again when it comes.
    let quotient = crate::engine::use_analysis_quotient(Some(state.game.clone()), state.convention);
    let made = use_memo(
        (
            state.game.clone(),
            state.position.clone(),
            state.convention,
            quotient.kept,
        ),
        |(game, position, convention, _)| walk(game, position, *convention),
    );
    let steps: Rc<Vec<WhyStep>> = use_memo(made.clone(), |made| match made.as_ref() {
        Ok(w) => w.steps(),
        Err(_) => Vec::new(),
    });
    let count = steps.len();
    let index = state.walk.step.min(count.saturating_sub(1));

    // Autoplay: one timer per step on show, dropped when anything changes.
    {
        let dispatcher = state.dispatcher();
        use_effect_with(
            (state.walk.playing, state.walk.step, count),
            move |(playing, _, count)| {
                let count = *count;
                let timer = playing.then(|| {
                    Timeout::new(AUTOPLAY_MS, move || {
                        dispatcher.dispatch(Action::Walk(WalkAction::Tick { count }))
                    })
                });
                move || drop(timer)
            },
        );
    }

    let send = |make: fn(usize) -> Action| {
        let dispatcher = state.dispatcher();
        Callback::from(move |()| dispatcher.dispatch(make(count)))
    };
    let on_game = {
        let dispatcher = state.dispatcher();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            dispatcher.dispatch(Action::EditGame(input.value()));
        })
    };
    let on_position = {
        let dispatcher = state.dispatcher();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            dispatcher.dispatch(Action::EditPosition(input.value()));
        })
    };
    let on_submit = {
        let dispatcher = state.dispatcher();
        let (draft, convention, sync) = (state.draft(), state.convention, props.sync_url);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            // A game a small module does not make: the whole app walks it.
            let (game, position) = &draft;
            let there = || url::to_url(game, position, convention);
            if crate::hand_over::send_elsewhere(game, Some(position), sync, there) {
                return;
            }
            dispatcher.dispatch(Action::Submit);
        })
    };
    let on_misere = {
        let dispatcher = state.dispatcher();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            dispatcher.dispatch(Action::SetConvention(Convention::from_misere(
                input.checked(),
            )));
        })
    };
    let misere = state.convention == Convention::Misere;

    let body = match (made.as_ref(), steps.get(index)) {
        // Rule: no walk of a misère position until its quotient has come,
        // which may carry the theorem over where the search cannot.
        (Ok(_), Some(_)) if quotient.waiting => html! {
            <p role="status" data-testid="why-quotient-waiting">
                { i18n.tr("why-misere-waiting") }
            </p>
        },
        (Ok(w), Some(step)) => html! {
            <>
                <p class="bouton-summary">
                    <span>{ i18n.tr(if misere { "convention-misere" } else { "convention-normal" }) }</span>
                    { match (&w.misere, misere) {
                        // Misère through the quotient: its word, not the nim-sum.
                        (Some(m), true) => html! {
                            <span>{ i18n.tr("why-summary-word") }{ ": " }
                                <strong data-testid="why-summary-word"><code>{ m.word.clone() }</code></strong></span>
                        },
                        _ => html! {
                            <span>{ i18n.tr("why-summary-nim-sum") }{ ": " }
                                <strong data-testid="why-summary-nim-sum">{ w.nim_sum().to_string() }</strong></span>
                        },
                    } }
                </p>
                <StepProgress label={AttrValue::from(i18n.tr("bouton-steps-label"))} {index}
                    titles={steps.iter().map(|s| AttrValue::from(step_title(&i18n, s))).collect::<Vec<_>>()}
                    on_go={{
                        let dispatcher = state.dispatcher();
                        Callback::from(move |i| dispatcher.dispatch(Action::Walk(WalkAction::Go(i))))
                    }} />
                <StepControls index={index} count={count} playing={state.walk.playing}
                    on_prev={send(|_| Action::Walk(WalkAction::Prev))}
                    on_next={send(|count| Action::Walk(WalkAction::Next { count }))}
                    on_play={send(|count| Action::Walk(WalkAction::TogglePlay { count }))} />
                <StepView why={w.clone()} step={step.clone()} index={index} count={count} />
            </>
        },
        (Err(e), _) => html! { <ErrorBanner message={core_error(&i18n, e)} /> },
        (Ok(_), None) => Html::default(),
    };

    html! {
        <ScreenFrame class="bouton why" title_id="why-title" title={i18n.tr("why-menu-title")} lede={i18n.tr("why-lede")}>
            <div class="card bouton-input">
                <form class="bouton-form why-form" onsubmit={on_submit}>
                    <div class="bouton-field">
                        <label class="field-label" for={ids.id("why-game")}>{ i18n.tr("why-game-label") }</label>
                        <input id={ids.id("why-game")} class="text-input" type="text" autocomplete="off"
                            spellcheck="false" data-testid="why-game" value={state.draft_game.clone()} oninput={on_game} />
                    </div>
                    <div class="bouton-field">
                        <label class="field-label" for={ids.id("why-position")}>{ i18n.tr("why-position-label") }</label>
                        <input id={ids.id("why-position")} class="text-input" type="text" autocomplete="off"
                            spellcheck="false" data-testid="why-position" value={state.draft_position.clone()} oninput={on_position} />
                    </div>
                    <label class="toggle">
                        <input type="checkbox" class="switch" checked={misere} onchange={on_misere}
                            data-testid="why-misere" />
                        { i18n.tr("bouton-misere-label") }
                    </label>
                    <button type="submit" class="button button-primary" data-testid="why-explain">{ i18n.tr("why-explain") }</button>
                </form>
                <PresetLinks class="why-presets" label={AttrValue::from(i18n.tr("why-presets-label"))}
                    show_label=true links={crate::components::links(PRESETS)} />
            </div>
            <div class="card bouton-main">
                <section class="bouton-panel why-panel" data-testid="why-panel">
                    <div class="bouton-panel-head">
                        <h2>{ i18n.tr("why-title") }</h2>
                    </div>
                    { body }
                    { quotient.job }
                </section>
            </div>
        </ScreenFrame>
    }
}
