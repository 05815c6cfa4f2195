//! The Grundy-strip screen (`#/grundy?set=1,3,4&heaps=5,7,9`, or `k=3`):
//! a subtraction game with any set `S` on several heaps. The heap's Grundy
//! sequence is drawn as a strip with the pre-period and period the core
//! detects, and the sum is played against the computer (Sprague–Grundy:
//! XOR of the heaps' values).

pub mod play;
pub mod state;
pub mod strip;
pub mod url;

use std::rc::Rc;

use nimatron_core::games::subtraction::{SubtractionSet, periodic_grundy};
use nimatron_i18n::core_error;
use yew::prelude::*;

use self::play::Play;
use self::state::{Action, State};
use self::strip::Strip;
use self::url::{GrundyQuery, QueryError, list};
use crate::components::ErrorBanner;
use crate::engine::use_computer_turn;
use crate::i18n::use_i18n;
use crate::route::HashUrl;
use crate::screens::nav::computer_turn;

/// The computer's pause before it moves, in milliseconds.
const THINK_MS: u32 = 400;

/// The examples: label id and URL.
const PRESETS: &[(&str, &str)] = &[
    ("grundy-preset-134", "#/grundy?set=1,3,4&heaps=5,7,9"),
    ("grundy-preset-k3", "#/grundy?k=3&heaps=19,6,11"),
    ("grundy-preset-25", "#/grundy?set=2,5&heaps=10,13"),
    ("grundy-preset-237", "#/grundy?set=2,3,7&heaps=20,21,22"),
];

/// Props of [`GrundyScreen`].
#[derive(Debug, Properties, PartialEq)]
pub struct GrundyScreenProps {
    /// The URL that opened the screen (or the latest one navigated to).
    pub url: Rc<HashUrl>,
    /// Bumped by the app on every `hashchange`.
    #[prop_or_default]
    pub nav: u64,
}

/// The Grundy-strip screen.
#[component]
pub fn GrundyScreen(props: &GrundyScreenProps) -> Html {
    let i18n = use_i18n();
    let state = {
        let url = props.url.clone();
        use_reducer(move || State::from_query(GrundyQuery::from_url(&url)))
    };
    // The URL changed under us: load what it asks for.
    crate::screens::nav::use_load_on_nav(&state, props.url.clone(), props.nav, |url| {
        Action::Load(GrundyQuery::from_url(url))
    });
    // The set's periodic sequence, once per set (the core bounds its search).
    let solved = use_memo(state.set.clone(), |set| {
        let set = SubtractionSet::new(set.clone())?;
        let seq = periodic_grundy(&set)?;
        Ok::<_, nimatron_core::CoreError>((Rc::new(set), Rc::new(seq)))
    });
    // The computer's move after a short pause (the app's one timer).
    {
        let dispatcher = state.dispatcher();
        use_computer_turn(
            computer_turn(&state.session),
            THINK_MS,
            Callback::from(move |(ply, to)| dispatcher.dispatch(Action::ComputerMove(ply, to))),
        );
    }
    let (set_ref, heaps_ref) = (use_node_ref(), use_node_ref());
    let on_submit = {
        let (set_ref, heaps_ref) = (set_ref.clone(), heaps_ref.clone());
        let dispatcher = state.dispatcher();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let value = crate::screens::nav::input_value;
            let url = url::to_url(value(&set_ref).trim(), value(&heaps_ref).trim());
            dispatcher.dispatch(Action::Load(GrundyQuery::from_url(&url)));
            crate::screens::nav::navigate(url);
        })
    };
    let on_action = {
        let dispatcher = state.dispatcher();
        Callback::from(move |a| dispatcher.dispatch(a))
    };
    let problems: Vec<String> = state
        .problems
        .iter()
        .map(|p| match p {
            QueryError::BadSet(g) => {
                i18n.tr_args("grundy-error-set", &[("given", g.as_str().into())])
            }
            QueryError::BadHeaps(g) => {
                i18n.tr_args("grundy-error-heaps", &[("given", g.as_str().into())])
            }
            QueryError::Core(e) => core_error(&i18n, e),
        })
        .collect();
    let start = state.session.start.numbers().to_vec();
    let instead = i18n.tr_args(
        "grundy-error-instead",
        &[
            ("set", list(&state.set).into()),
            ("heaps", list(&start).into()),
        ],
    );
    let body = match &*solved {
        Ok((set, seq)) => html! {
            <div class="grundy-layout">
                <Strip seq={seq.clone()} />
                <Play state={Rc::new((*state).clone())} set={set.clone()} seq={seq.clone()} {on_action} />
            </div>
        },
        Err(e) => html! { <ErrorBanner message={core_error(&i18n, e)} /> },
    };
    html! {
        <section class="screen grundy" aria-labelledby="grundy-title">
            <header class="screen-header">
                <h1 id="grundy-title">{ i18n.tr("grundy-title") }</h1>
                <p class="lede">{ i18n.tr("grundy-lede") }</p>
            </header>
            if !problems.is_empty() {
                <ErrorBanner message={format!("{} {instead}", problems.join(" "))} />
            }
            <div class="card gog-input">
                <form class="gog-form" onsubmit={on_submit}>
                    <label class="field-label" for="grundy-set">{ i18n.tr("grundy-field-set") }</label>
                    <input id="grundy-set" ref={set_ref} class="text-input" type="text"
                        data-testid="field-set" value={list(&state.set)} />
                    <label class="field-label" for="grundy-heaps">{ i18n.tr("grundy-field-heaps") }</label>
                    <input id="grundy-heaps" ref={heaps_ref} class="text-input" type="text"
                        data-testid="field-heaps" value={list(&start)} />
                    <button type="submit" class="button button-primary" data-testid="start">
                        { i18n.tr("grundy-start") }</button>
                </form>
                <p class="hint">{ i18n.tr_args("grundy-limits", &[("heaps", (url::MAX_HEAPS as u64).into()), ("max", url::MAX_HEAP.into())]) }</p>
                <nav class="gog-presets" aria-label={i18n.tr("grundy-presets-label")}>
                    { for PRESETS.iter().map(|(label, href)| html! {
                        <a class="button button-small" href={*href} data-testid="preset">{ i18n.tr(label) }</a>
                    }) }
                </nav>
            </div>
            { body }
        </section>
    }
}
