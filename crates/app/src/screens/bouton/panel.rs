//! [`BoutonPanel`]: Bouton's method on one position, walked step by step —
//! reusable. The Bouton screen shows it for a typed position; the Nim game
//! can show it beside the board (`<BoutonPanel heaps={state.heaps.clone()}
//! misere={…} />`) and it follows the game move by move, staying on the
//! same kind of step.
//!
//! The explanation is computed by the core (`explain::bouton`), memoised
//! per position; the panel only renders and localises it. Its walk state
//! is its own reducer ([`super::walk`]); the autoplay timer and the
//! document key listener are effects.

use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::Timeout;
use nimatron_core::Convention;
use nimatron_core::explain::bouton::{Step, explain};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::use_ids;

use super::powers_view::PowersView;
use super::step_view::StepView;
use super::url::MAX_BOUTON_HEAPS;
use super::walk::{AUTOPLAY_MS, View, Walk, WalkAction, same_kind_index, walk_key, walk_steps};
use super::words;
use crate::components::step_controls::StepControls;
use crate::components::step_progress::StepProgress;
use crate::i18n::use_i18n;

/// Props of [`BoutonPanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct BoutonPanelProps {
    /// The position to explain.
    pub heaps: Rc<Vec<u64>>,
    /// Misère play (else normal).
    #[prop_or_default]
    pub misere: bool,
    /// On a new position, go back to the first step (the Bouton screen);
    /// otherwise stay on the same kind of step (following a game).
    #[prop_or_default]
    pub restart_on_change: bool,
    /// Listen for ←/→/space on the whole page (a screen of its own);
    /// otherwise only while focus is inside the panel.
    #[prop_or_default]
    pub global_keys: bool,
}

/// Bouton's method, step by step, on `heaps`.
#[component]
pub fn BoutonPanel(props: &BoutonPanelProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let walk = use_reducer(Walk::default);
    let convention = Convention::from_misere(props.misere);
    let too_many = props.heaps.len() > MAX_BOUTON_HEAPS;
    let explanation = use_memo((props.heaps.clone(), convention), |(heaps, convention)| {
        if heaps.len() > MAX_BOUTON_HEAPS {
            return None;
        }
        explain(heaps, *convention).ok().map(Rc::new)
    });
    let steps: Rc<Vec<Step>> = use_memo(explanation.clone(), |e| {
        e.as_ref()
            .as_ref()
            .map(|e| walk_steps(e))
            .unwrap_or_default()
    });
    let count = steps.len();
    let index = walk.step.min(count.saturating_sub(1));

    // A new position: start over, or stay on the same kind of step.
    {
        let previous = use_mut_ref(|| steps.clone());
        let dispatcher = walk.dispatcher();
        let restart = props.restart_on_change;
        let step = walk.step;
        use_effect_with(steps.clone(), move |steps| {
            let old = previous.replace(steps.clone());
            if !Rc::ptr_eq(&old, steps) && *old != **steps {
                let next = if restart {
                    0
                } else {
                    same_kind_index(&old, step, steps)
                };
                dispatcher.dispatch(WalkAction::Restart(next));
            }
        });
    }

    // Autoplay: one timer per step on show, dropped when anything changes.
    {
        let dispatcher = walk.dispatcher();
        use_effect_with(
            (walk.playing, walk.step, count),
            move |(playing, _, count)| {
                let count = *count;
                let timer = playing.then(|| {
                    Timeout::new(AUTOPLAY_MS, move || {
                        dispatcher.dispatch(WalkAction::Tick { count })
                    })
                });
                move || drop(timer)
            },
        );
    }

    let on_key = {
        let dispatcher = walk.dispatcher();
        Callback::from(move |e: KeyboardEvent| {
            if let Some(action) = walk_key(&e.key(), lands_on_control(&e), count) {
                e.prevent_default();
                dispatcher.dispatch(action);
            }
        })
    };

    // Page-wide keys for a screen of its own.
    {
        let on_key = on_key.clone();
        use_effect_with((props.global_keys, count), move |(global, _)| {
            let listener = global.then(|| {
                // Not passive: the walk's keys must not also scroll the page.
                EventListener::new_with_options(
                    &gloo::utils::document(),
                    "keydown",
                    EventListenerOptions::enable_prevent_default(),
                    move |event| {
                        if let Some(e) = event.dyn_ref::<KeyboardEvent>() {
                            on_key.emit(e.clone());
                        }
                    },
                )
            });
            move || drop(listener)
        });
    }

    let send = |action: fn(usize) -> WalkAction| {
        let dispatcher = walk.dispatcher();
        Callback::from(move |()| dispatcher.dispatch(action(count)))
    };
    let view_button = |view: View, label: &str| {
        let dispatcher = walk.dispatcher();
        let on = walk.view == view;
        html! {
            <button type="button" class={classes!("bouton-view", on.then_some("is-current"))}
                aria-pressed={if on { "true" } else { "false" }}
                onclick={Callback::from(move |_| dispatcher.dispatch(WalkAction::SetView(view)))}>
                { i18n.tr(label) }
            </button>
        }
    };

    let body = match (explanation.as_ref(), steps.get(index)) {
        (Some(e), Some(step)) if walk.view == View::Steps => html! {
            <>
                <StepProgress label={AttrValue::from(i18n.tr("bouton-steps-label"))} {index}
                    titles={steps.iter().map(|s| AttrValue::from(words::step_title(&i18n, s))).collect::<Vec<_>>()}
                    on_go={{
                        let dispatcher = walk.dispatcher();
                        Callback::from(move |i| dispatcher.dispatch(WalkAction::Go(i)))
                    }} />
                <StepControls index={index} count={count} playing={walk.playing}
                    on_prev={send(|_| WalkAction::Prev)}
                    on_next={send(|count| WalkAction::Next { count })}
                    on_play={send(|count| WalkAction::TogglePlay { count })} />
                <StepView explanation={e.clone()} step={step.clone()} index={index} count={count} />
                <p class="note bouton-keys">{ i18n.tr("bouton-keys-hint") }</p>
            </>
        },
        (Some(e), _) => html! { <PowersView explanation={e.clone()} /> },
        (None, _) => {
            let message = if too_many {
                i18n.tr_args(
                    "bouton-too-many",
                    &[
                        ("max", MAX_BOUTON_HEAPS.into()),
                        ("count", props.heaps.len().into()),
                    ],
                )
            } else {
                i18n.tr("bouton-error-empty")
            };
            html! { <p class="note">{ message }</p> }
        }
    };

    html! {
        <section class="bouton-panel" aria-labelledby={ids.id("bouton-panel-title")}
            onkeydown={(!props.global_keys).then_some(on_key)}>
            <div class="bouton-panel-head">
                <h2 id={ids.id("bouton-panel-title")}>{ i18n.tr("bouton-title") }</h2>
                if explanation.is_some() {
                    <div class="bouton-views" role="group" aria-label={i18n.tr("bouton-view-label")}>
                        { view_button(View::Steps, "bouton-view-steps") }
                        { view_button(View::Powers, "bouton-view-powers") }
                    </div>
                }
            </div>
            { body }
        </section>
    }
}

/// True when a key lands where it has a meaning of its own: any key in a
/// text field, space or Enter on a button or link, arrows in a table that
/// scrolls sideways.
fn lands_on_control(e: &KeyboardEvent) -> bool {
    let Some(target) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return false;
    };
    match target.tag_name().to_ascii_lowercase().as_str() {
        "input" | "textarea" | "select" => true,
        "button" | "a" | "summary" => matches!(e.key().as_str(), " " | "Enter"),
        _ if target.get_attribute("role").as_deref() == Some("region") => {
            e.key().starts_with("Arrow")
        }
        _ => target.get_attribute("contenteditable").is_some(),
    }
}
